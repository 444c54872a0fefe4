#include "economics/price_import.h"

#include "common/csv_reader.h"
#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "economics/api_price_tier_io.h"
#include "economics/price_book.h"
#include "hardware/catalog.h"
#include "placement/site.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <tuple>

namespace ap {

using nlohmann::json;

namespace {

// SkyPilot's tables have some 20,000 rows per cloud; a million is a runaway file.
constexpr size_t kMaxSkyPilotRows = 1000000;

// Ten significant digits: 2.5e-06 x 1e6 is written 2.5, not 2.4999999999999996.
double tidy(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.10g", v);
    return std::strtod(buf, nullptr);
}

std::string numberText(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.10g", v);
    return buf;
}

const json& nameTable()
{
    static const json table = [] {
        const auto text = embeddedFile("import/names.json");
        if (!text)
            throw InputError(
                "import/names.json", {},
                Message(AP_TEXT("ap::InputError", "the importer's name table is missing from the "
                                                  "build")));
        return parseJson(*text, "built-in import/names.json");
    }();
    return table;
}

void checkDate(const std::string& date)
{
    const bool ok = date.size() == 10 && date[4] == '-' && date[7] == '-' &&
                    std::all_of(date.begin(), date.end(),
                                [](char c) { return c == '-' || (c >= '0' && c <= '9'); });
    if (!ok)
        throw InputError(
            {}, "date",
            Message(AP_TEXT("ap::InputError", "expected a date YYYY-MM-DD, got \"%1\""),
                    {msg::text(date)}));
}

json emptyOverlay(const std::string& notes)
{
    return json{
        {"format", "accelplan-prices"}, {"version", kPriceBookFormatVersion}, {"notes", notes}};
}

// One priced instance type in one region: the cheapest zone's row.
struct Offer {
    std::string instance;
    int devices = 0;
    int listedDevices = 0; // the row's AcceleratorCount, when it was not a whole host count
    double usdPerInstanceHour = 0;
    size_t line = 0; // of the cheapest row (the accelerator row of a host VM + accelerators)
    // A machine priced as two rows (GCP): its host VM's price and line; `instance` is the VM.
    double hostUsdPerHour = 0;
    size_t hostLine = 0;
    bool hostPlusAccelerators = false;
    bool slice = false; // a TPU slice row: `instance` is the slice, `devices` its chips
};

// A TPU slice name of SkyPilot's GCP catalog ("tpu-v5p-8": prefix tpu-v5p, 8 TensorCores).
struct SliceName {
    std::string prefix;
    std::string device;
    int chips = 0;
    bool wholeChips = true;
};

std::optional<SliceName> tpuSlice(const std::string& name)
{
    const json& table = nameTable().at("skypilot_tpu_slices");
    const size_t dash = name.rfind('-');
    if (dash == std::string::npos || dash + 1 >= name.size() || name.size() - dash > 7)
        return std::nullopt;
    const std::string size = name.substr(dash + 1);
    if (size.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    const auto it = table.find(name.substr(0, dash));
    if (it == table.end() || !it->is_object())
        return std::nullopt;
    const int units = std::stoi(size);
    const int perChip = it->value("cores_per_chip", 1);
    SliceName s{name.substr(0, dash), it->value("device", std::string()), units / perChip,
                units % perChip == 0};
    return s;
}

// The host VMs the name table bundles with `count` of accelerator `name` at `provider`; null
// when the provider prices that accelerator with its instance (one row).
const json* hostVms(const std::string& provider, const std::string& name)
{
    const json& table = nameTable().at("skypilot_hosts");
    const auto p = table.find(provider);
    if (p == table.end() || !p->is_object())
        return nullptr;
    const auto a = p->find(name);
    return a == p->end() ? nullptr : &*a;
}

// The reason data/import/names.json gives for not importing `name`'s price in `region`.
std::optional<std::string> listedNotAPrice(const std::string& provider, const std::string& name,
                                           const std::string& region)
{
    for (const json& e : nameTable().at("skypilot_not_a_price")) {
        if (e.value("provider", std::string()) != provider ||
            e.value("accelerator", std::string()) != name)
            continue;
        for (const json& r : e.at("regions"))
            if (r.get<std::string>() == region)
                return e.value("reason", std::string());
    }
    return std::nullopt;
}

// The devices one instance of `device` can really hold, given the row's count. An instance is
// part of one host or a whole number of hosts, and a device whose host is a board (its host
// size stated in the catalog, or a scale-up domain of four or more: NVSwitch, xGMI, an 8-card
// mesh; not a bridged pair of PCIe cards, several of which share a server) fixes how many
// devices a host holds. A count above one host that is no whole number of hosts cannot be
// (SkyPilot's Azure catalog lists Standard_ND96isr_H100_v5, an 8-GPU HGX H100 VM, with 12):
// the instance is counted as one host. Returns 0 when the count stands.
int wholeHostDevices(const Device& device, int listed)
{
    const bool boardHost = device.devicesPerHost.has_value() || device.scaleUpDomainSize() >= 4;
    const int host = device.hostDevices();
    if (!boardHost || listed <= host || listed % host == 0)
        return 0;
    return host;
}

// Which rows of the vms.csv an offer was read from, and its price as the source states it.
std::string offerRows(const Offer& o)
{
    if (o.hostPlusAccelerators)
        return "lines " + std::to_string(o.hostLine) + " and " + std::to_string(o.line);
    return "line " + std::to_string(o.line);
}

std::string offerPrice(const Offer& o, const std::string& deviceName)
{
    if (o.hostPlusAccelerators)
        return o.instance + " $" + numberText(o.hostUsdPerHour) + " (host VM) + " +
               std::to_string(o.devices) + "x " + deviceName + " $" +
               numberText(tidy(o.usdPerInstanceHour - o.hostUsdPerHour)) +
               " (accelerators, priced apart) = $" + numberText(o.usdPerInstanceHour);
    if (o.slice)
        return "TPU slice " + o.instance + " of " + std::to_string(o.devices) + " chips $" +
               numberText(o.usdPerInstanceHour);
    return o.instance + " $" + numberText(o.usdPerInstanceHour);
}

} // namespace

std::string PriceImport::text() const
{
    return overlay.dump(2) + "\n";
}

PriceImport importSkyPilotCsv(std::string_view csvText, const std::string& origin,
                              const std::string& provider, const Catalog& catalog,
                              const SiteCatalog& sites, const PriceImportOptions& options)
{
    checkDate(options.date);
    const json& names = nameTable().at("skypilot");
    const std::string source = options.source.empty() ? origin : options.source;

    PriceImport out;
    PriceImportSummary& sum = out.summary;
    sum.format = "skypilot";
    sum.inputs.push_back(origin);

    std::set<std::string> siteRegions;
    for (const auto& [id, s] : sites.sites())
        if (s.provider == provider && !s.region.empty())
            siteRegions.insert(s.region);

    const CsvRows table = parseCsv(checkedUtf8Text(csvText, origin), kMaxSkyPilotRows + 2, origin);
    if (table.rows.empty())
        throw InputError(origin, {},
                         Message(AP_TEXT("ap::InputError", "empty file: expected a header line")));
    if (table.rows.size() > kMaxSkyPilotRows)
        throw InputError(origin, {},
                         Message(AP_TEXT("ap::InputError", "has more than %1 rows"),
                                 {msg::count(double(kMaxSkyPilotRows))}));
    const auto& header = table.rows.front();
    const auto column = [&](const char* name) -> size_t {
        const auto it = std::find(header.begin(), header.end(), name);
        if (it == header.end())
            throw InputError(
                origin, "line 1",
                Message(AP_TEXT("ap::InputError", "the header has no column \"%1\" (a SkyPilot "
                                                  "vms.csv names InstanceType, AcceleratorName, "
                                                  "AcceleratorCount, Price, Region)"),
                        {msg::text(name)}));
        return size_t(it - header.begin());
    };
    const size_t cInstance = column("InstanceType");
    const size_t cName = column("AcceleratorName");
    const size_t cCount = column("AcceleratorCount");
    const size_t cPrice = column("Price");
    const size_t cRegion = column("Region");

    const auto optionalColumn = [&](const char* name) -> std::optional<size_t> {
        const auto it = std::find(header.begin(), header.end(), name);
        if (it == header.end())
            return std::nullopt;
        return size_t(it - header.begin());
    };
    const std::optional<size_t> cZone = optionalColumn("AvailabilityZone");
    const std::optional<size_t> cSpot = optionalColumn("SpotPrice");
    const auto at = [](const std::vector<std::string>& row, std::optional<size_t> c) {
        static const std::string kNone;
        return c && *c < row.size() ? row[*c] : kNone;
    };

    // The host VMs' prices, for the accelerator rows priced apart from them:
    // "region|zone|instance" -> (USD per hour, line). Only the VMs the name table bundles.
    std::set<std::string> hostNames;
    if (const auto p = nameTable().at("skypilot_hosts").find(provider);
        p != nameTable().at("skypilot_hosts").end() && p->is_object())
        for (const auto& [acc, counts] : p->items())
            for (const auto& [n, list] : counts.items())
                for (const json& h : list)
                    hostNames.insert(h.get<std::string>());
    std::map<std::string, std::pair<double, size_t>> hostPrices;
    if (!hostNames.empty())
        for (size_t r = 1; r < table.rows.size(); ++r) {
            const auto& row = table.rows[r];
            if (cInstance >= row.size() || cName >= row.size() || cPrice >= row.size() ||
                cRegion >= row.size() || !row[cName].empty() || !hostNames.contains(row[cInstance]))
                continue;
            if (row[cPrice].empty())
                continue;
            double price = 0;
            try {
                price = parseNumberText(row[cPrice],
                                        "line " + std::to_string(table.lines[r]) + ", column Price",
                                        0, 1e6);
            } catch (const InputError& e) {
                throw e.withFile(origin);
            }
            if (price > 0)
                hostPrices[row[cRegion] + "|" + at(row, cZone) + "|" + row[cInstance]] = {
                    price, table.lines[r]};
        }

    // region -> device -> instance -> offer
    std::map<std::string, std::map<std::string, std::map<std::string, Offer>>> offers;
    const auto record = [&](const std::string& region, const std::string& deviceId,
                            const Offer& o) {
        Offer& cur = offers[region][deviceId][o.instance];
        if (cur.instance.empty() || o.usdPerInstanceHour < cur.usdPerInstanceHour)
            cur = o;
    };
    // (instance, accelerator, listed count, host) -> rows whose count was no whole host count
    std::map<std::tuple<std::string, std::string, int, int>, long long> countCorrections;
    std::map<std::string, long long> excludedReasons; // reason -> rows
    std::map<std::string, long long> withoutHost;     // "H100 x3" -> rows
    struct PendingSlice {
        std::string region, zone, deviceId;
        SliceName name;
        std::string instance;
        double price = 0;
        size_t line = 0;
    };
    std::vector<PendingSlice> slices;
    for (size_t r = 1; r < table.rows.size(); ++r) {
        const auto& row = table.rows[r];
        const size_t line = table.lines[r];
        ++sum.rowsRead;
        const auto cell = [&](size_t c, const char* name) -> const std::string& {
            if (c >= row.size())
                throw InputError(
                    origin, "line " + std::to_string(line) + ", column " + name,
                    Message(AP_TEXT("ap::InputError", "missing value (the row has %1 fields, the "
                                                      "header %2)"),
                            {msg::count(double(row.size())), msg::count(double(header.size()))}));
            return row[c];
        };
        const std::string& name = cell(cName, "AcceleratorName");
        if (name.empty()) {
            ++sum.rowsNoAccelerator;
            continue;
        }
        const std::string& instance = cell(cInstance, "InstanceType");
        const std::optional<SliceName> slice =
            instance.empty() ? tpuSlice(name) : std::optional<SliceName>();
        const json* hosts = instance.empty() && !slice ? hostVms(provider, name) : nullptr;
        if (instance.empty() && !slice && !hosts) {
            ++sum.rowsAcceleratorOnly;
            continue;
        }
        const std::string& region = cell(cRegion, "Region");
        if (region.empty())
            throw InputError(origin, "line " + std::to_string(line) + ", column Region",
                             Message(AP_TEXT("ap::InputError", "missing value")));
        const auto mapped = names.find(name);
        const std::string deviceId =
            slice ? slice->device
                  : (mapped != names.end() ? mapped->get<std::string>() : std::string());
        if (deviceId.empty() || !catalog.find(deviceId)) {
            ++sum.rowsUnmatched;
            ++sum.unmatchedNames[name];
            continue;
        }
        const std::string where = "line " + std::to_string(line) + ", column ";
        const double count =
            parseNumberText(cell(cCount, "AcceleratorCount"), where + "AcceleratorCount", 0, 1024);
        if (count < 1) {
            ++sum.rowsPartialDevice;
            continue;
        }
        if (std::floor(count) != count)
            throw InputError(origin, where + "AcceleratorCount",
                             Message(AP_TEXT("ap::InputError", "expected a whole number, got %1"),
                                     {msg::text(cell(cCount, "AcceleratorCount"))}));
        const std::string& priceText = cell(cPrice, "Price");
        if (priceText.empty()) {
            ++sum.rowsWithoutPrice;
            continue;
        }
        double price = 0;
        try {
            price = parseNumberText(priceText, where + "Price", 0, 1e6);
        } catch (const InputError& e) {
            throw e.withFile(origin);
        }
        if (price <= 0) {
            ++sum.rowsWithoutPrice;
            continue;
        }
        if (options.onlySiteRegions && !siteRegions.contains(region)) {
            ++sum.rowsOtherRegion;
            continue;
        }
        // An on-demand price below the same row's spot price is not an on-demand price (GCP's
        // H200 rows of europe-west4: 36.60 on demand, 39.11 spot); the offer exists.
        std::optional<std::string> notAPrice = listedNotAPrice(provider, name, region);
        if (!notAPrice && hosts && !at(row, cSpot).empty()) {
            double spot = 0;
            try {
                spot = parseNumberText(at(row, cSpot), where + "SpotPrice", 0, 1e6);
            } catch (const InputError& e) {
                throw e.withFile(origin);
            }
            if (spot > price)
                notAPrice = "its on-demand price is below its own spot price";
        }
        if (notAPrice) {
            ++sum.rowsExcluded;
            ++excludedReasons[name + " in " + region + ": " + *notAPrice];
            sum.offeredNotPriced[provider + "/" + region + "/" + deviceId] = *notAPrice;
            continue;
        }
        if (slice) {
            if (!slice->wholeChips || slice->chips < 1)
                throw InputError(
                    origin, where + "AcceleratorName",
                    Message(AP_TEXT("ap::InputError", "a TPU slice of a whole number of chips "
                                                      "expected (data/import/names.json "
                                                      "skypilot_tpu_slices), got %1"),
                            {msg::text(name)}));
            slices.push_back({region, at(row, cZone), deviceId, *slice, name, price, line});
            continue;
        }
        if (hosts) {
            const int devices = int(count);
            const auto list = hosts->find(std::to_string(devices));
            const std::pair<double, size_t>* host = nullptr;
            std::string hostName;
            if (list != hosts->end())
                for (const json& h : *list) {
                    const auto it =
                        hostPrices.find(region + "|" + at(row, cZone) + "|" + h.get<std::string>());
                    if (it != hostPrices.end() && (!host || it->second.first < host->first)) {
                        host = &it->second;
                        hostName = h.get<std::string>();
                    }
                }
            if (!host) {
                ++sum.rowsWithoutHost;
                ++withoutHost[name + " x" + std::to_string(devices)];
                continue;
            }
            ++sum.rowsImported;
            Offer o;
            o.instance = hostName;
            o.devices = devices;
            o.usdPerInstanceHour = tidy(host->first + price);
            o.line = line;
            o.hostUsdPerHour = host->first;
            o.hostLine = host->second;
            o.hostPlusAccelerators = true;
            record(region, deviceId, o);
            continue;
        }
        ++sum.rowsImported;
        int devices = int(count);
        int listed = 0;
        if (const int host = wholeHostDevices(catalog.at(deviceId), devices)) {
            ++sum.rowsCountCorrected;
            ++countCorrections[{instance, name, devices, host}];
            listed = devices;
            devices = host;
        }
        Offer o;
        o.instance = instance;
        o.devices = devices;
        o.listedDevices = listed;
        o.usdPerInstanceHour = price;
        o.line = line;
        record(region, deviceId, o);
    }
    // A price shared by slices of different sizes in one zone is a placeholder, not a price
    // (GCP's 700.0 for every v6e slice in a zone that does not sell them).
    std::map<std::string, std::map<double, std::set<int>>> sliceSizes; // region|zone|prefix
    for (const auto& p : slices)
        sliceSizes[p.region + "|" + p.zone + "|" + p.name.prefix][p.price].insert(p.name.chips);
    for (const auto& p : slices) {
        if (sliceSizes[p.region + "|" + p.zone + "|" + p.name.prefix][p.price].size() > 1) {
            ++sum.rowsPlaceholderPrice;
            continue;
        }
        ++sum.rowsImported;
        Offer o;
        o.instance = p.instance;
        o.devices = p.name.chips;
        o.usdPerInstanceHour = p.price;
        o.line = p.line;
        o.slice = true;
        record(p.region, p.deviceId, o);
    }
    for (const auto& [region, devices] : offers)
        for (const auto& [deviceId, instances] : devices)
            sum.offeredNotPriced.erase(provider + "/" + region + "/" + deviceId);

    json regions = json::object();
    for (const auto& [region, devices] : offers) {
        json devs = json::object();
        for (const auto& [deviceId, instances] : devices) {
            const Offer* best = nullptr;
            for (const auto& [name, o] : instances) {
                // Cheapest per device, to a hundredth of a cent: the catalog states instance
                // prices to five decimals, so instances priced alike per device (TPU slices
                // per chip; GCP's a3-highgpu-4g and -8g, $13.9771475 and $13.97714875) differ
                // only by its rounding. On a tie the larger instance (it scales further).
                const auto perDevice = [](const Offer& x) {
                    return std::llround(x.usdPerInstanceHour / x.devices * 1e4);
                };
                const long long per = perDevice(o);
                const long long bestPer = best ? perDevice(*best) : 0;
                if (!best || per < bestPer || (per == bestPer && o.devices > best->devices))
                    best = &o;
            }
            const double perDevice = tidy(best->usdPerInstanceHour / best->devices);
            // The price book's limit: refused here naming the offer, not written into an
            // overlay the book then refuses (a fuzzed vms.csv priced an L4 at 11,206 USD/h).
            if (!(perDevice <= 1e4))
                throw InputError(
                    origin, region + "." + deviceId,
                    Message(AP_TEXT("ap::InputError", "expected a number from 0 to 10000, got %1"),
                            {msg::text(numberText(perDevice))}));
            const std::string deviceName = catalog.at(deviceId).name;
            std::string others;
            for (const auto& [name, o] : instances)
                if (&o != best)
                    others += (others.empty() ? "" : ", ") + name + " (" +
                              std::to_string(o.devices) + "x) $" + numberText(o.usdPerInstanceHour);
            json entry = {
                {"instance",
                 best->instance + " (" + std::to_string(best->devices) + "x " + deviceName + ")"},
                {"devices_per_instance", best->devices},
                {"on_demand",
                 {{"usd_per_device_hour", perDevice},
                  {"usd_per_instance_hour", best->usdPerInstanceHour},
                  {"date", options.date},
                  {"confidence", "medium"},
                  {"source", "SkyPilot catalog " + source + " (" + provider + " vms.csv " +
                                 offerRows(*best) + "): " + offerPrice(*best, deviceName) +
                                 "/instance-h on demand / " + std::to_string(best->devices) +
                                 " = $" + numberText(perDevice) +
                                 "/device-h, the lowest of the region's zones" +
                                 (best->listedDevices
                                      ? " (the row's AcceleratorCount " +
                                            std::to_string(best->listedDevices) +
                                            " is no whole number of hosts of " +
                                            std::to_string(best->devices) + ": counted as one host)"
                                      : std::string())}}},
            };
            if (!others.empty())
                entry["notes"] = "Other instances with this device in " + region +
                                 " (on demand, per instance-hour): " + others + ".";
            devs[deviceId] = std::move(entry);
            ++out.summary.entries;
            sum.devices.insert(deviceId);
        }
        regions[region] = {{"devices", std::move(devs)}};
        sum.regions.insert(provider + "/" + region);
    }
    if (!offers.empty())
        sum.providers.insert(provider);

    if (sum.rowsWithoutPrice)
        sum.notes.push_back(origin + ": " + std::to_string(sum.rowsWithoutPrice) +
                            " rows without an on-demand price skipped");
    if (sum.rowsPartialDevice)
        sum.notes.push_back(origin + ": " + std::to_string(sum.rowsPartialDevice) +
                            " rows of a fraction of a device skipped (AcceleratorCount below 1: "
                            "a partition of a GPU is not a catalog device)");
    if (sum.rowsAcceleratorOnly)
        sum.notes.push_back(origin + ": " + std::to_string(sum.rowsAcceleratorOnly) +
                            " rows without an instance type skipped (an accelerator priced "
                            "apart from its host VM is not the price of a machine)");
    if (sum.rowsPlaceholderPrice)
        sum.notes.push_back(origin + ": " + std::to_string(sum.rowsPlaceholderPrice) +
                            " TPU slice rows skipped: one price for slices of different sizes in "
                            "a zone is a placeholder (a slice not sold there), not a price");
    for (const auto& [what, n] : excludedReasons)
        sum.notes.push_back(origin + ": " + std::to_string(n) + " rows of " + what +
                            ": price not imported (the offer exists; the list price applies)");
    for (const auto& [what, n] : withoutHost)
        sum.notes.push_back(origin + ": " + std::to_string(n) + " rows of " + what +
                            " skipped: no host VM of data/import/names.json skypilot_hosts for "
                            "that count is priced in the row's zone");
    for (const auto& [name, n] : sum.unmatchedNames)
        sum.notes.push_back(origin + ": accelerator \"" + name + "\" (" + std::to_string(n) +
                            " rows) is not a catalog device (data/import/names.json)");
    for (const auto& [key, n] : countCorrections) {
        const auto& [instance, name, listed, host] = key;
        sum.notes.push_back(origin + ": " + instance + " lists " + std::to_string(listed) + " " +
                            name + " (" + std::to_string(n) +
                            " rows), no whole number of hosts of " + std::to_string(host) +
                            " (data/hardware): priced as one host of " + std::to_string(host));
    }

    out.overlay = emptyOverlay("Imported " + options.date + " from SkyPilot catalog " + source +
                               " by accelplan-cli prices import: on-demand prices per region, "
                               "each device at its cheapest instance there.");
    if (!offers.empty())
        out.overlay["providers"][provider] = {{"regions", std::move(regions)}};
    return out;
}

PriceImport importSkyPilotFolder(const std::filesystem::path& dir, const Catalog& catalog,
                                 const SiteCatalog& sites, const PriceImportOptions& options)
{
    namespace fs = std::filesystem;
    std::vector<std::pair<std::string, fs::path>> files; // provider, vms.csv
    std::error_code ec;
    if (fs::is_regular_file(dir / "vms.csv", ec)) {
        files.emplace_back(fs::absolute(dir, ec).filename().string(), dir / "vms.csv");
    } else {
        for (const auto& e : fs::directory_iterator(dir, ec))
            if (e.is_directory(ec) && fs::is_regular_file(e.path() / "vms.csv", ec))
                files.emplace_back(e.path().filename().string(), e.path() / "vms.csv");
        if (ec)
            throw InputError(displayPath(dir), {},
                             Message(AP_TEXT("ap::InputError", "cannot read the folder: %1"),
                                     {msg::text(ec.message())}));
    }
    if (files.empty())
        throw InputError(
            displayPath(dir), {},
            Message(AP_TEXT("ap::InputError", "no vms.csv here or in a subfolder (a SkyPilot "
                                              "catalog folder holds <cloud>/vms.csv)")));
    std::sort(files.begin(), files.end());
    PriceImport all;
    bool first = true;
    for (const auto& [provider, path] : files) {
        PriceImportOptions o = options;
        if (o.source.empty())
            o.source = displayPath(dir);
        PriceImport one =
            importSkyPilotCsv(readTextFile(path), displayPath(path), provider, catalog, sites, o);
        if (first)
            all = std::move(one);
        else
            combineImports(all, one);
        first = false;
    }
    return all;
}

PriceImport importLiteLlm(std::string_view jsonText, const std::string& origin,
                          const SiteCatalog& sites, const PriceImportOptions& options)
{
    checkDate(options.date);
    const std::string source = options.source.empty() ? origin : options.source;
    const json& keys = nameTable().at("litellm");
    const json doc = parseJson(jsonText, origin);
    if (!doc.is_object())
        throw InputError(
            origin, {},
            Message(AP_TEXT("ap::InputError", "expected an object of models (LiteLLM's "
                                              "model_prices_and_context_window.json)")));
    PriceImport out;
    PriceImportSummary& sum = out.summary;
    sum.format = "litellm";
    sum.inputs.push_back(origin);
    sum.rowsRead = static_cast<long long>(doc.size()) - (doc.contains("sample_spec") ? 1 : 0);

    json apis = json::object();
    for (auto it = keys.begin(); it != keys.end(); ++it) {
        const std::string& siteId = it.key();
        const std::string key = it->get<std::string>();
        const Site* site = sites.find(siteId);
        if (!site || site->kind != SiteKind::PublicModelApi)
            continue;
        if (!doc.contains(key)) {
            sum.notes.push_back(origin + ": no entry \"" + key + "\" for site " + siteId +
                                " (its price is left as it is)");
            continue;
        }
        const JsonReader e(doc.at(key), key);
        if (!doc.at(key).is_object())
            throw InputError(origin, key, Message(AP_TEXT("ap::InputError", "expected an object")));
        // The price book's limit, 10,000 USD per million tokens, per token: a higher price is
        // refused here naming the entry, not written into an overlay the book then refuses (the
        // fuzzer's cache_read_input_token_cost of 0.3 USD per token).
        constexpr double kMaxUsdPerToken = 1e4 / 1e6;
        const auto perToken = [&](const char* field) {
            return e.number(field, 0, kMaxUsdPerToken);
        };
        double in = 0, outPrice = 0;
        std::optional<double> cached;
        try {
            in = perToken("input_cost_per_token");
            outPrice = perToken("output_cost_per_token");
            cached = e.optionalNumber("cache_read_input_token_cost", 0, kMaxUsdPerToken);
        } catch (const InputError& err) {
            throw err.withFile(origin);
        }
        // The long-context tier: "input_cost_per_token_above_200k_tokens" (and its output and
        // cache-read twins) price a request whose prompt is above 200k tokens. The threshold is
        // read from the key ("272k" for GPT-5.4); the lowest stated one is kept.
        std::optional<ApiPriceTier> tier;
        const json& fields = doc.at(key);
        for (auto f = fields.begin(); f != fields.end(); ++f) {
            const std::string& name = f.key();
            static constexpr std::string_view kPrefix = "input_cost_per_token_above_";
            static constexpr std::string_view kSuffix = "k_tokens";
            if (!name.starts_with(kPrefix) || !name.ends_with(kSuffix) ||
                name.size() <= kPrefix.size() + kSuffix.size())
                continue;
            const std::string k =
                name.substr(kPrefix.size(), name.size() - kPrefix.size() - kSuffix.size());
            if (k.find_first_not_of("0123456789") != std::string::npos)
                continue; // "_above_200k_tokens_priority" and the like are other products
            const std::string outName = "output_cost_per_token_above_" + k + "k_tokens";
            const std::string cachedName = "cache_read_input_token_cost_above_" + k + "k_tokens";
            ApiPriceTier t;
            t.abovePromptTokens = std::stod(k) * 1000;
            try {
                t.usdPerMillionInputTokens = tidy(perToken(name.c_str()) * 1e6);
                if (!fields.contains(outName))
                    e.fail(name, Message(AP_TEXT("ap::InputError",
                                                 "a long-context input price needs its output "
                                                 "price (%1)"),
                                         {msg::text(outName)}));
                t.usdPerMillionOutputTokens = tidy(perToken(outName.c_str()) * 1e6);
                if (const auto c = e.optionalNumber(cachedName, 0, kMaxUsdPerToken))
                    t.usdPerMillionCachedInputTokens = tidy(*c * 1e6);
            } catch (const InputError& err) {
                throw err.withFile(origin);
            }
            if (!tier || t.abovePromptTokens < tier->abovePromptTokens)
                tier = t;
        }
        json entry = {
            {"model", key},
            {"usd_per_million_input_tokens", tidy(in * 1e6)},
            {"usd_per_million_output_tokens", tidy(outPrice * 1e6)},
            {"date", options.date},
            {"confidence", "medium"},
            {"source",
             "LiteLLM " + source + ": \"" + key + "\" input_cost_per_token " + numberText(in) +
                 ", output_cost_per_token " + numberText(outPrice) +
                 (cached ? ", cache_read_input_token_cost " + numberText(*cached) : std::string()) +
                 " (USD per token x 1e6)"},
        };
        if (cached)
            entry["usd_per_million_cached_input_tokens"] = tidy(*cached * 1e6);
        if (tier) {
            entry["long_context"] = apiPriceTierJson(*tier);
            entry["source"] = entry["source"].get<std::string>() + "; above " +
                              numberText(tier->abovePromptTokens) +
                              " prompt tokens the whole request at input " +
                              numberText(tier->usdPerMillionInputTokens / 1e6) + ", output " +
                              numberText(tier->usdPerMillionOutputTokens / 1e6) +
                              " per token (LiteLLM's *_above_" +
                              numberText(tier->abovePromptTokens / 1000) + "k_tokens keys)";
        }
        apis[siteId] = std::move(entry);
        ++sum.rowsImported;
        ++sum.entries;
        sum.devices.insert(siteId);
    }
    out.overlay = emptyOverlay("Imported " + options.date + " from LiteLLM " + source +
                               " by accelplan-cli prices import: per-token prices of the "
                               "model-API sites, per million tokens.");
    if (!apis.empty())
        out.overlay["model_apis"] = std::move(apis);
    return out;
}

PriceImport importLiteLlmFile(const std::filesystem::path& path, const SiteCatalog& sites,
                              const PriceImportOptions& options)
{
    return importLiteLlm(readTextFile(path), displayPath(path), sites, options);
}

void combineImports(PriceImport& into, const PriceImport& from)
{
    const std::string notes = into.overlay.value("notes", std::string()) + " " +
                              from.overlay.value("notes", std::string());
    into.overlay.merge_patch(from.overlay);
    into.overlay["notes"] = notes;
    PriceImportSummary& a = into.summary;
    const PriceImportSummary& b = from.summary;
    if (a.format != b.format)
        a.format = a.format.empty() ? b.format : a.format + "+" + b.format;
    a.inputs.insert(a.inputs.end(), b.inputs.begin(), b.inputs.end());
    a.rowsRead += b.rowsRead;
    a.rowsImported += b.rowsImported;
    a.rowsNoAccelerator += b.rowsNoAccelerator;
    a.rowsUnmatched += b.rowsUnmatched;
    a.rowsWithoutPrice += b.rowsWithoutPrice;
    a.rowsAcceleratorOnly += b.rowsAcceleratorOnly;
    a.rowsOtherRegion += b.rowsOtherRegion;
    a.rowsCountCorrected += b.rowsCountCorrected;
    a.rowsPartialDevice += b.rowsPartialDevice;
    a.rowsWithoutHost += b.rowsWithoutHost;
    a.rowsPlaceholderPrice += b.rowsPlaceholderPrice;
    a.rowsExcluded += b.rowsExcluded;
    a.offeredNotPriced.insert(b.offeredNotPriced.begin(), b.offeredNotPriced.end());
    for (const auto& [n, c] : b.unmatchedNames)
        a.unmatchedNames[n] += c;
    a.entries += b.entries;
    a.providers.insert(b.providers.begin(), b.providers.end());
    a.regions.insert(b.regions.begin(), b.regions.end());
    a.devices.insert(b.devices.begin(), b.devices.end());
    a.notes.insert(a.notes.end(), b.notes.begin(), b.notes.end());
}

std::string summaryText(const PriceImportSummary& s)
{
    std::string t;
    for (const auto& in : s.inputs)
        t += "read " + in + "\n";
    t += "rows read: " + std::to_string(s.rowsRead) + "\n";
    t += "rows imported: " + std::to_string(s.rowsImported) + "\n";
    if (s.format.find("skypilot") != std::string::npos) {
        t += "rows without an accelerator: " + std::to_string(s.rowsNoAccelerator) + "\n";
        t += "rows of accelerators not in the catalog: " + std::to_string(s.rowsUnmatched) + "\n";
        t += "rows without a price: " + std::to_string(s.rowsWithoutPrice) + "\n";
        t += "rows without an instance type: " + std::to_string(s.rowsAcceleratorOnly) + "\n";
        if (s.rowsOtherRegion)
            t += "rows in regions no site lists: " + std::to_string(s.rowsOtherRegion) + "\n";
        if (s.rowsPartialDevice)
            t += "rows of a fraction of a device: " + std::to_string(s.rowsPartialDevice) + "\n";
        if (s.rowsWithoutHost)
            t +=
                "rows of accelerators without their host VM: " + std::to_string(s.rowsWithoutHost) +
                "\n";
        if (s.rowsPlaceholderPrice)
            t += "rows with a placeholder price: " + std::to_string(s.rowsPlaceholderPrice) + "\n";
        if (s.rowsExcluded)
            t += "rows whose price was not imported: " + std::to_string(s.rowsExcluded) + "\n";
        for (const auto& [key, why] : s.offeredNotPriced)
            t += "offered, not priced: " + key + " (" + why + ")\n";
        if (s.rowsCountCorrected)
            t += "rows whose device count was no whole number of hosts: " +
                 std::to_string(s.rowsCountCorrected) + "\n";
    }
    t += "entries written: " + std::to_string(s.entries) + " (providers " +
         std::to_string(s.providers.size()) + ", regions " + std::to_string(s.regions.size()) +
         ", devices or API sites " + std::to_string(s.devices.size()) + ")\n";
    for (const auto& n : s.notes)
        t += "note: " + n + "\n";
    return t;
}

json summaryJson(const PriceImportSummary& s)
{
    return json{
        {"format", s.format},
        {"inputs", s.inputs},
        {"rows_read", s.rowsRead},
        {"rows_imported", s.rowsImported},
        {"rows_without_accelerator", s.rowsNoAccelerator},
        {"rows_unmatched", s.rowsUnmatched},
        {"rows_without_price", s.rowsWithoutPrice},
        {"rows_without_instance_type", s.rowsAcceleratorOnly},
        {"rows_other_region", s.rowsOtherRegion},
        {"rows_device_count_corrected", s.rowsCountCorrected},
        {"rows_partial_device", s.rowsPartialDevice},
        {"rows_without_host_vm", s.rowsWithoutHost},
        {"rows_placeholder_price", s.rowsPlaceholderPrice},
        {"rows_excluded", s.rowsExcluded},
        {"offered_not_priced", s.offeredNotPriced},
        {"unmatched_accelerators", s.unmatchedNames},
        {"entries", s.entries},
        {"providers", s.providers},
        {"regions", s.regions},
        {"devices", s.devices},
        {"notes", s.notes},
    };
}

} // namespace ap
