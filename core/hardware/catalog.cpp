#include "hardware/catalog.h"

#include "common/did_you_mean.h"
#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "workload/software_stack.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <unordered_map>

namespace ap {

using nlohmann::json;

namespace {

// Unit conversions at the file edge: the catalog is written in datasheet units.
constexpr double kTera = 1e12;
constexpr double kGiga = 1e9;
constexpr double kMebi = 1024.0 * 1024.0;

Link parseLink(const JsonReader& r, bool scaleUp)
{
    if (scaleUp)
        r.rejectUnknownKeys({"name", "bandwidth_gb_per_s", "domain_size", "topology", "links",
                             "torus_axis_chips", "ranks_per_device", "hop_latency_us", "source"});
    else
        r.rejectUnknownKeys({"name", "bandwidth_gb_per_s", "source"});
    Link link;
    link.name = r.string("name");
    link.bandwidthBytesPerSec = r.number("bandwidth_gb_per_s", 0.01, 1e5) * kGiga;
    link.source = r.string("source");
    if (scaleUp) {
        link.domainSize = int(r.integer("domain_size", 1, 1000000));
        link.topology =
            r.choice("topology", {"switch", "torus2d", "torus3d", "mesh", "ring", "socket"});
        if (r.has("links"))
            link.links = int(r.integer("links", 1, 64));
        if (r.has("torus_axis_chips")) {
            if (!link.topology.starts_with("torus"))
                r.fail("torus_axis_chips",
                       Message(AP_TEXT("ap::InputError",
                                       "is for a torus topology only (torus2d, torus3d)")));
            link.torusAxisChips = int(r.integer("torus_axis_chips", 2, 1024));
        }
        if (r.has("ranks_per_device"))
            link.ranksPerDevice = int(r.integer("ranks_per_device", 1, 64));
        if (r.has("hop_latency_us"))
            link.hopLatencySec = r.number("hop_latency_us", 0.01, 1000) * 1e-6;
    }
    return link;
}

} // namespace

Device parseDevice(const json& entry, const std::string& path)
{
    const JsonReader r(entry, path);
    r.rejectUnknownKeys({"id",
                         "name",
                         "kind",
                         "vendor",
                         "architecture",
                         "year",
                         "peak_tflops",
                         "peak_source",
                         "peak_derivation",
                         "memory",
                         "cache",
                         "host_link",
                         "scale_up",
                         "scale_out",
                         "host",
                         "power",
                         "price",
                         "cpu",
                         "tensor_copy_engine",
                         "clock",
                         "matrix_unit",
                         "software",
                         "notes",
                         "fp16_accumulate_tflops"});
    Device d;
    d.id = r.string("id");
    if (d.id.empty() ||
        d.id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-.") != std::string::npos)
        r.fail("id",
               Message(AP_TEXT("ap::InputError",
                               "expected lower-case letters, digits, '-' and '.', got \"%1\""),
                       {msg::text(d.id)}));
    d.name = r.string("name");
    d.kind = *parseDeviceKind(r.choice("kind", {"cpu", "gpu", "tpu", "accelerator"}));
    d.vendor = r.string("vendor");
    d.architecture = r.stringOr("architecture", d.id);
    d.year = int(r.integer("year", 1990, 2040));

    const JsonReader peaks = r.object("peak_tflops");
    bool any = false;
    for (auto it = entry.at("peak_tflops").begin(); it != entry.at("peak_tflops").end(); ++it) {
        const auto p = parsePrecision(it.key());
        if (!p)
            peaks.fail(it.key(), Message(AP_TEXT("ap::InputError",
                                                 "unknown precision (expected fp64, fp32, tf32, "
                                                 "bf16, fp16, fp8, int8, int4, fp4)")));
        // Absent means unsupported; an explicit null is the way to remove a patched value.
        if (it->is_null())
            continue;
        d.peakFlopsPerSec[int(*p)] = peaks.number(it.key(), 1e-3, 1e6) * kTera;
        any = true;
    }
    if (!any)
        r.fail("peak_tflops",
               Message(AP_TEXT("ap::InputError", "at least one precision is needed")));
    d.peakSource = r.string("peak_source");
    d.peakDerivation = r.stringOr("peak_derivation", {});
    if (const auto acc = r.optionalNumber("fp16_accumulate_tflops", 1e-3, 1e6)) {
        if (!d.peak(Precision::FP16))
            r.fail("fp16_accumulate_tflops",
                   Message(AP_TEXT("ap::InputError", "needs an fp16 peak (the FP32-accumulate "
                                                     "rate) in peak_tflops")));
        d.fp16AccumulateFlopsPerSec = *acc * kTera;
    }
    if (d.kind == DeviceKind::Cpu && d.peakDerivation.empty())
        r.fail("peak_derivation",
               Message(AP_TEXT("ap::InputError", "required for CPUs (vendors publish no peak "
                                                 "FLOP/s: say how it was derived)")));

    const JsonReader mem = r.object("memory");
    mem.rejectUnknownKeys(
        {"type", "capacity_gb", "capacity_basis", "bandwidth_tb_per_s", "source"});
    d.memoryType = mem.string("type");
    // Vendors print DRAM/HBM capacities in binary units under a decimal name ("80 GB" HBM3 is
    // 80 GiB: 5 stacks of 16 GiB). capacity_basis says which one the entry's number is.
    const bool gib = mem.choiceOr("capacity_basis", "GB", {"GB", "GiB"}) == "GiB";
    d.memoryCapacityBytes = mem.number("capacity_gb", 0.1, 1e5) * (gib ? 1073741824.0 : kGiga);
    d.memoryBandwidthBytesPerSec = mem.number("bandwidth_tb_per_s", 1e-3, 1e3) * kTera;
    d.memorySource = mem.string("source");

    if (const auto c = r.optionalObject("cache")) {
        c->rejectUnknownKeys({"capacity_mb", "bandwidth_tb_per_s", "source"});
        OnChipCache cache;
        cache.capacityBytes = c->number("capacity_mb", 0.01, 1e6) * kMebi;
        if (const auto bw = c->optionalNumber("bandwidth_tb_per_s", 1e-3, 1e4))
            cache.bandwidthBytesPerSec = *bw * kTera;
        cache.source = c->string("source");
        d.cache = cache;
    }
    if (const auto l = r.optionalObject("host_link"))
        d.hostLink = parseLink(*l, false);
    if (const auto l = r.optionalObject("scale_up"))
        d.scaleUp = parseLink(*l, true);
    if (const auto l = r.optionalObject("scale_out"))
        d.scaleOut = parseLink(*l, false);

    if (const auto host = r.optionalObject("host")) {
        host->rejectUnknownKeys({"devices", "source"});
        d.devicesPerHost = int(host->integer("devices", 1, 1024));
        d.hostSource = host->string("source");
    }

    if (const auto power = r.optionalObject("power")) {
        power->rejectUnknownKeys({"tdp_w", "source"});
        d.tdpWatts = power->number("tdp_w", 1, 1e5);
        d.powerSource = power->string("source");
    }

    if (const auto p = r.optionalObject("price")) {
        p->rejectUnknownKeys({"usd", "date", "source"});
        d.price = PurchasePrice{p->number("usd", 1, 1e9), p->string("date"), p->string("source")};
    }
    if (const auto c = r.optionalObject("cpu")) {
        c->rejectUnknownKeys(
            {"cores", "base_ghz", "all_core_turbo_ghz", "vector_isa", "matrix_unit", "source"});
        CpuInfo cpu;
        cpu.cores = int(c->integer("cores", 1, 4096));
        cpu.baseGhz = c->number("base_ghz", 0.1, 10);
        cpu.allCoreTurboGhz = c->optionalNumber("all_core_turbo_ghz", 0.1, 10);
        cpu.vectorIsa = c->stringOr("vector_isa", {});
        cpu.matrixUnit = c->stringOr("matrix_unit", {});
        cpu.source = c->string("source");
        d.cpu = cpu;
    }
    if (const auto t = r.optionalObject("tensor_copy_engine")) {
        t->rejectUnknownKeys({"present", "mechanism", "source"});
        d.tensorCopyEngine = TensorCopyEngine{t->booleanOr("present", false),
                                              t->stringOr("mechanism", {}), t->string("source")};
    }
    if (const auto c = r.optionalObject("clock")) {
        c->rejectUnknownKeys({"peak_mhz", "sustained_mhz", "source"});
        SustainedClock clock;
        clock.peakMhz = c->number("peak_mhz", 1, 1e5);
        clock.sustainedMhz = c->number("sustained_mhz", 1, clock.peakMhz);
        clock.source = c->string("source");
        d.clock = clock;
    }
    if (const auto m = r.optionalObject("matrix_unit")) {
        m->rejectUnknownKeys({"tile_rows", "min_tile_rows", "async_mma", "source"});
        const MatrixUnit fallback = defaultMatrixUnit(d.kind);
        MatrixUnit unit;
        unit.tileRows = int(m->integerOr("tile_rows", fallback.tileRows, 1, 4096));
        unit.minTileRows = int(m->integerOr(
            "min_tile_rows", std::min(fallback.minTileRows, unit.tileRows), 1, unit.tileRows));
        unit.asyncMma = m->booleanOr("async_mma", false);
        unit.source = m->string("source");
        d.matrix = unit;
    }
    if (const auto sw = r.optionalObject("software")) {
        sw->rejectUnknownKeys({"training_stacks", "serving_stacks", "runtime", "source"});
        DeviceSoftware software;
        // Stack names of the right kind ("auto" is what a project writes, not a stack), at
        // least one where the list is given.
        auto stacks = [&](std::string_view key, bool training) {
            std::vector<std::string> names;
            if (!sw->has(key))
                return names;
            std::vector<std::string_view> allowed;
            for (const SoftwareStackInfo& i : softwareStacks())
                if (i.stack != SoftwareStack::Auto && i.training == training)
                    allowed.push_back(i.name);
            std::string list;
            for (std::string_view a : allowed)
                list += (list.empty() ? "" : ", ") + std::string(a);
            names = sw->stringArray(key);
            if (names.empty())
                sw->fail(key, Message(AP_TEXT("ap::InputError", "at least one stack is needed")));
            for (size_t i = 0; i < names.size(); ++i)
                if (std::find(allowed.begin(), allowed.end(), names[i]) == allowed.end())
                    sw->fail(std::string(key) + "[" + std::to_string(i) + "]",
                             Message(AP_TEXT("ap::InputError", "expected one of %1, got \"%2\""),
                                     {msg::text(list), msg::text(names[i])}));
            return names;
        };
        software.trainingStacks = stacks("training_stacks", true);
        software.servingStacks = stacks("serving_stacks", false);
        const std::string runtime = sw->choiceOr("runtime", "other", {"cuda", "rocm", "other"});
        software.runtime = runtime == "cuda"   ? DeviceRuntime::Cuda
                           : runtime == "rocm" ? DeviceRuntime::Rocm
                                               : DeviceRuntime::Other;
        software.source = sw->string("source");
        d.software = std::move(software);
    }
    d.notes = r.stringOr("notes", {});
    return d;
}

Catalog Catalog::builtIn()
{
    // The embedded files never change while the process runs: parsed once, copied after (a
    // copy costs a fraction of the parse; #24, #30: the built-in data was parsed per caller).
    static const Catalog parsed = [] {
        Catalog c;
        for (const auto& f : embeddedFiles())
            if (f.name.starts_with("hardware/") && f.name.ends_with(".json"))
                c.merge(f.contents, "built-in " + std::string(f.name));
        return c;
    }();
    return parsed;
}

namespace {

// A patch that changes a sourced figure without giving its source must not keep the
// datasheet's source beside the user's number: the figure's source becomes "user value"
// (with the patch file), in every view that shows sources (catalog text and JSON, the GUI).
void markUserValues(const json& patch, const std::string& origin, json& merged)
{
    const std::string userValue = "user value (" + origin + ")";
    for (const char* group : {"memory", "cache", "host_link", "scale_up", "scale_out", "host",
                              "power", "price", "matrix_unit", "software"}) {
        const auto it = patch.find(group);
        if (it == patch.end() || !it->is_object() || it->contains("source"))
            continue;
        const bool changesValue = std::any_of(it->items().begin(), it->items().end(),
                                              [](const auto& kv) { return kv.key() != "source"; });
        if (changesValue && merged.contains(group) && merged[group].is_object())
            merged[group]["source"] = userValue;
    }
    if (patch.contains("peak_tflops") && !patch.contains("peak_source")) {
        merged["peak_source"] = userValue;
        // The derivation explains the datasheet's figures, not the user's.
        if (!patch.contains("peak_derivation"))
            merged.erase("peak_derivation");
    }
}

} // namespace

void Catalog::merge(std::string_view jsonText, const std::string& origin)
{
    try {
        const json doc = parseJson(jsonText, origin);
        const JsonReader top(doc, {});
        top.rejectUnknownKeys({"format", "version", "devices", "notes"});
        checkFormatHeader(top, "accelplan-catalog", kCatalogFormatVersion);

        // Work on copies so that a bad entry leaves the catalog untouched.
        std::vector<Device> devices = m_devices;
        std::vector<OwnedJson> raw = m_raw;
        std::map<std::string, int> seenInFile;
        // Where each id is: a lookup per entry, not a scan (5,000 new devices took 16x the
        // time of 500, #29).
        std::unordered_map<std::string, size_t> position;
        position.reserve(devices.size());
        for (size_t i = 0; i < devices.size(); ++i)
            position.emplace(devices[i].id, i);
        const json& list = top.array("devices");
        devices.reserve(devices.size() + list.size());
        raw.reserve(raw.size() + list.size());
        for (size_t i = 0; i < list.size(); ++i) {
            const json& entry = list[i];
            std::string path = "devices[" + std::to_string(i) + "]";
            if (!entry.is_object() || !entry.contains("id") || !entry["id"].is_string())
                throw InputError(
                    {}, path + ".id",
                    Message(AP_TEXT("ap::InputError", "every device needs a string id")));
            const std::string id = entry["id"].get<std::string>();
            path = "devices[" + id + "]";
            if (seenInFile[id]++)
                throw InputError(
                    {}, path,
                    Message(AP_TEXT("ap::InputError", "device id appears twice in this file")));

            const auto found = position.find(id);
            const auto existing =
                found == position.end() ? devices.end() : devices.begin() + found->second;
            json merged = entry;
            if (existing != devices.end()) {
                merged = raw[existing - devices.begin()];
                merged.merge_patch(entry);
                markUserValues(entry, origin, merged);
            }
            Device d = parseDevice(merged, path);
            d.origin = existing != devices.end() ? existing->origin + " + " + origin : origin;
            if (existing != devices.end()) {
                raw[existing - devices.begin()] = merged;
                *existing = std::move(d);
            } else {
                position.emplace(id, devices.size());
                devices.push_back(std::move(d));
                raw.push_back(std::move(merged));
            }
        }
        m_devices = std::move(devices);
        m_raw = std::move(raw);
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

void Catalog::mergeFile(const std::filesystem::path& path, bool optional)
{
    std::error_code ec;
    if (optional && !std::filesystem::exists(path, ec))
        return;
    merge(readTextFile(path), path.string());
}

const Device* Catalog::find(std::string_view id) const
{
    for (const Device& d : m_devices)
        if (d.id == id)
            return &d;
    return nullptr;
}

const Device& Catalog::at(std::string_view id, const std::string& field) const
{
    if (const Device* d = find(id))
        return *d;
    std::vector<std::string> ids;
    ids.reserve(m_devices.size());
    for (const Device& d : m_devices)
        ids.push_back(d.id);
    const std::string best = closestName(id, ids);
    throw InputError(
        {}, field,
        best.empty()
            ? Message(AP_TEXT("ap::InputError", "unknown device id \"%1\" (accelplan-cli catalog "
                                                "lists the known ids)"),
                      {msg::text(std::string(id))})
            : Message(AP_TEXT("ap::InputError", "unknown device id \"%1\" (did you mean \"%2\"?)"),
                      {msg::text(std::string(id)), msg::text(best)}));
}

const json& Catalog::rawEntry(std::string_view id) const
{
    for (size_t i = 0; i < m_devices.size(); ++i)
        if (m_devices[i].id == id)
            return m_raw[i];
    throw InputError({}, "device",
                     Message(AP_TEXT("ap::InputError", "unknown device id \"%1\""),
                             {msg::text(std::string(id))}));
}

std::filesystem::path defaultUserCatalogPath()
{
    if (const char* explicitPath = std::getenv("ACCELPLAN_CATALOG"); explicitPath && *explicitPath)
        return explicitPath;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "accelplan" / "catalog.json";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local" / "share" / "accelplan" / "catalog.json";
    return {};
}

} // namespace ap
