// The catalog and roofline commands.
#include "cli/cli.h"
#include "cli/commands.h"

#include "common/input_error.h"
#include "common/json_reader.h"
#include "economics/data_inventory.h"
#include "hardware/catalog.h"
#include "hardware/device_json.h"
#include "roofline/operators.h"
#include "roofline/roofline.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ap {

using nlohmann::json;

namespace {

using days_t = std::chrono::duration<int, std::ratio<86400>>;

std::string fixed(double v, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

} // namespace

// `catalog --stale DAYS`: every dated figure of the shipped data older than DAYS, oldest first.
static int listStale(const std::string& daysText, const std::optional<std::string>& todayText,
                     bool asJson, CliContext& ctx)
{
    const double days = parseNumberText(daysText, "--stale", 0, 1e6);
    int today = 0;
    if (todayText) {
        const auto d = parseIsoDay(*todayText);
        if (!d)
            throw InputError({}, "--today",
                             "expected a date YYYY-MM-DD, got \"" + *todayText + "\"");
        today = *d;
    } else {
        using namespace std::chrono;
        today = int(floor<days_t>(system_clock::now()).time_since_epoch().count());
    }
    auto entries = datedEntries(today);
    std::erase_if(entries, [&](const DatedEntry& e) { return e.ageDays <= days; });
    std::stable_sort(entries.begin(), entries.end(), [](const DatedEntry& a, const DatedEntry& b) {
        return a.ageDays > b.ageDays;
    });
    if (asJson) {
        json list = json::array();
        for (const auto& e : entries)
            list.push_back({{"file", e.file},
                            {"pointer", e.pointer},
                            {"date", e.date},
                            {"confidence", e.confidence},
                            {"age_days", e.ageDays}});
        ctx.out << json{{"stale", list}}.dump(2) << "\n";
        return kExitOk;
    }
    ctx.out << entries.size() << " dated figures older than " << messageNumber(days) << " days\n";
    for (const auto& e : entries)
        ctx.out << std::right << std::setw(6) << e.ageDays << " d  " << std::left << std::setw(18)
                << e.date << " " << std::setw(7) << (e.confidence.empty() ? "-" : e.confidence)
                << " " << e.file << e.pointer << "\n";
    return kExitOk;
}

int commandCatalog(ArgParser& args, CliContext& ctx)
{
    const bool asJson = args.takeFlag("--json");
    const auto stale = args.takeOption("--stale");
    const auto today = args.takeOption("--today");
    const bool inventory = args.takeFlag("--inventory");
    args.expectEnd();
    if (today && !stale)
        throw UsageError("--today goes with --stale DAYS");
    if (stale)
        return listStale(*stale, today, asJson, ctx);
    if (inventory) {
        printDataInventoryTable(ctx.out, dataInventory());
        return kExitOk;
    }
    const Catalog catalog = loadCatalog(ctx);
    if (asJson) {
        json list = json::array();
        for (const Device& d : catalog.devices())
            list.push_back(deviceToJson(d));
        ctx.out << json{{"devices", list}}.dump(2) << "\n";
        return kExitOk;
    }
    ctx.out << std::left << std::setw(32) << "id" << std::setw(12) << "kind" << std::right
            << std::setw(10) << "bf16 TF/s" << std::setw(10) << "fp8 TF/s" << std::setw(9)
            << "mem GB" << std::setw(9) << "mem TB/s" << std::setw(8) << "TDP W"
            << "\n";
    for (const Device& d : catalog.devices()) {
        auto tf = [&](Precision p) {
            const auto v = d.peak(p);
            return v ? fixed(*v / 1e12, 1) : std::string("-");
        };
        ctx.out << std::left << std::setw(32) << d.id << std::setw(12) << deviceKindName(d.kind)
                << std::right << std::setw(10) << tf(Precision::BF16) << std::setw(10)
                << tf(Precision::FP8) << std::setw(9) << fixed(d.memoryCapacityBytes / 1e9, 0)
                << std::setw(9) << fixed(d.memoryBandwidthBytesPerSec / 1e12, 2) << std::setw(8)
                << (d.tdpWatts ? fixed(*d.tdpWatts, 0) : std::string("-")) << "\n";
    }
    return kExitOk;
}

int commandRoofline(ArgParser& args, CliContext& ctx)
{
    const bool asJson = args.takeFlag("--json");
    const auto deviceId = args.takeOption("--device");
    const auto precisionText = args.takeOption("--precision");
    const auto intensityValue = args.takeNumber("--intensity", 1e-6, 1e9);
    const auto gemmText = args.takeOption("--gemm");
    args.expectEnd();
    if (!deviceId)
        throw UsageError("roofline needs --device ID");
    if (!precisionText)
        throw UsageError("roofline needs --precision P");
    if (bool(intensityValue) == bool(gemmText))
        throw UsageError("roofline needs exactly one of --intensity and --gemm");

    const Catalog catalog = loadCatalog(ctx);
    const Device& device = catalog.at(*deviceId, "--device");
    const auto precision = parsePrecision(*precisionText);
    if (!precision)
        throw UsageError("--precision: expected fp64, fp32, tf32, bf16, fp16, fp8, int8, int4 or "
                         "fp4, got \"" +
                         *precisionText + "\"");
    Roofline roofline = [&] {
        try {
            return Roofline(device, *precision);
        } catch (const InputError& e) {
            throw InputError({}, "--precision", e.message());
        }
    }();

    json result = {{"device", device.id},
                   {"precision", precisionName(*precision)},
                   {"peak_flops_per_s", roofline.peakFlopsPerSec()}};
    json ridges = json::object();
    for (Ceiling c : roofline.availableCeilings()) {
        ridges[std::string(ceilingName(c))] = *roofline.ridgePointFlopPerByte(c);
    }
    result["ridge_points_flop_per_byte"] = ridges;
    result["ridge_point_flop_per_byte"] = *roofline.ridgePointFlopPerByte(Ceiling::Memory);

    double intensity = 0, attainable = 0;
    Ceiling binding = Ceiling::Compute;
    if (intensityValue) {
        intensity = *intensityValue;
        attainable = roofline.attainableFlopsPerSec(intensity, Ceiling::Memory);
        binding = attainable < roofline.peakFlopsPerSec() ? Ceiling::Memory : Ceiling::Compute;
    } else {
        GemmShape shape;
        // Exactly three whole numbers: "1,1,1," and "1,,1" are refused, not read as 1,1,1.
        std::vector<double> dims;
        size_t start = 0;
        for (;;) {
            const size_t comma = gemmText->find(',', start);
            const std::string part = gemmText->substr(start, comma - start);
            try {
                dims.push_back(double(parseIntegerText(part, "--gemm", 1, 10'000'000)));
            } catch (const InputError& e) {
                throw UsageError(std::string(e.what()) + " (expected M,N,K: three whole numbers)");
            }
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
        if (dims.size() != 3)
            throw UsageError("--gemm: expected M,N,K (three whole numbers), got \"" + *gemmText +
                             "\"");
        shape = {dims[0], dims[1], dims[2]};
        const Traffic t = gemm(shape, *precision);
        const RooflineResult r = roofline.evaluate(t);
        intensity = t.flops / t.bytesAt(Ceiling::Memory);
        attainable = r.attainableFlopsPerSec;
        binding = r.binding;
        result["gemm"] = {{"m", shape.m},
                          {"n", shape.n},
                          {"k", shape.k},
                          {"flops", t.flops},
                          {"memory_bytes", t.bytesAt(Ceiling::Memory)},
                          {"time_s", r.timeSec}};
    }
    result["intensity_flop_per_byte"] = intensity;
    result["attainable_flops_per_s"] = attainable;
    result["binding_ceiling"] = ceilingName(binding);
    result["fraction_of_peak"] = attainable / roofline.peakFlopsPerSec();

    if (asJson) {
        ctx.out << result.dump(2) << "\n";
        return kExitOk;
    }
    ctx.out << "device       " << device.id << " (" << device.name << ")\n"
            << "precision    " << precisionName(*precision) << "\n"
            << "peak         " << fixed(roofline.peakFlopsPerSec() / 1e12, 1) << " TFLOP/s\n"
            << "intensity    " << messageNumber(intensity) << " FLOP/byte\n"
            << "attainable   " << fixed(attainable / 1e12, 1) << " TFLOP/s ("
            << fixed(100 * attainable / roofline.peakFlopsPerSec(), 1) << "% of peak)\n"
            << "binding      " << ceilingName(binding) << "\n"
            << "ridge point  " << fixed(*roofline.ridgePointFlopPerByte(Ceiling::Memory), 1)
            << " FLOP/byte (memory)\n";
    if (result.contains("gemm"))
        ctx.out << "gemm time    " << messageNumber(result["gemm"]["time_s"].get<double>() * 1e6)
                << " us\n";
    return kExitOk;
}

} // namespace ap
