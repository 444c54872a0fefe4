#include "economics/price_book.h"

#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "economics/api_price_tier_io.h"
#include "economics/price_tier_io.h"

#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <optional>

namespace ap {

using nlohmann::json;

namespace {

constexpr double kGiga = 1e9;

// Every object node a patch touches is recorded with the patch's origin, so each parsed price
// can say which files contributed to it ("built-in prices/cloud.json + my-quotes.json").
void recordOrigins(const json& node, const std::string& pointer,
                   std::map<std::string, std::vector<std::string>>& origins,
                   const std::string& origin)
{
    if (!node.is_object())
        return;
    auto& list = origins[pointer];
    if (std::find(list.begin(), list.end(), origin) == list.end())
        list.push_back(origin);
    for (auto it = node.begin(); it != node.end(); ++it)
        recordOrigins(*it, pointer + "/" + it.key(), origins, origin);
}

struct Parser {
    const std::map<std::string, std::vector<std::string>>& origins;
    // A patch's origins read over `origins` without a copy of them (patchedSections).
    const std::map<std::string, std::vector<std::string>>* overlay = nullptr;

    std::string originOf(const std::string& pointer) const
    {
        std::vector<std::string> list;
        if (const auto it = origins.find(pointer); it != origins.end())
            list = it->second;
        if (overlay)
            if (const auto it = overlay->find(pointer); it != overlay->end())
                for (const auto& o : it->second)
                    if (std::find(list.begin(), list.end(), o) == list.end())
                        list.push_back(o);
        std::string out;
        for (const auto& o : list)
            out += (out.empty() ? "" : " + ") + o;
        return out;
    }

    PriceProvenance provenance(const JsonReader& r, const std::string& pointer) const
    {
        PriceProvenance p;
        p.date = r.string("date");
        p.source = r.string("source");
        p.confidence =
            r.has("confidence") ? r.choice("confidence", {"high", "medium", "low"}) : std::string{};
        p.origin = originOf(pointer);
        return p;
    }

    DeviceHourPrice hourPrice(const JsonReader& r, const std::string& pointer) const
    {
        r.rejectUnknownKeys({"usd_per_device_hour", "usd_per_instance_hour", "date", "source",
                             "confidence", "notes"});
        return {r.number("usd_per_device_hour", 0, 1e4),
                r.optionalNumber("usd_per_instance_hour", 0, 1e6), provenance(r, pointer)};
    }

    SourcedValue sourced(const JsonReader& r, const std::string& pointer, double min,
                         double max) const
    {
        r.rejectUnknownKeys({"value", "date", "source", "confidence", "notes"});
        return {r.number("value", min, max), provenance(r, pointer)};
    }

    CloudDevicePrice device(const JsonReader& r, const std::string& id,
                            const std::string& pointer) const
    {
        r.rejectUnknownKeys({"instance", "region", "devices_per_instance", "on_demand", "commit_1y",
                             "commit_3y", "spot", "notes"});
        CloudDevicePrice d;
        d.deviceId = id;
        d.instance = r.stringOr("instance", {});
        d.region = r.stringOr("region", {});
        if (r.has("devices_per_instance"))
            d.devicesPerInstance = int(r.integer("devices_per_instance", 1, 1024));
        if (const auto o = r.optionalObject("on_demand"))
            d.onDemand = hourPrice(*o, pointer + "/on_demand");
        if (const auto o = r.optionalObject("commit_1y"))
            d.commit1y = hourPrice(*o, pointer + "/commit_1y");
        if (const auto o = r.optionalObject("commit_3y"))
            d.commit3y = hourPrice(*o, pointer + "/commit_3y");
        if (const auto o = r.optionalObject("spot")) {
            o->rejectUnknownKeys({"usd_per_device_hour", "interruptions_per_device_hour", "date",
                                  "source", "confidence", "notes"});
            d.spot = SpotPrice{o->number("usd_per_device_hour", 0, 1e4),
                               o->number("interruptions_per_device_hour", 0, 10),
                               provenance(*o, pointer + "/spot")};
        }
        if (!d.onDemand && !d.commit1y && !d.commit3y && !d.spot)
            r.fail({}, Message(AP_TEXT("ap::InputError",
                                       "a device price needs at least one of on_demand, commit_1y, "
                                       "commit_3y, spot")));
        return d;
    }

    ProviderPrices provider(const JsonReader& r, const std::string& id,
                            const std::string& pointer) const
    {
        r.rejectUnknownKeys(
            {"name", "devices", "regions", "storage", "egress", "transfer", "notes"});
        ProviderPrices p;
        p.id = id;
        p.name = r.stringOr("name", id);
        if (const auto devs = r.optionalObject("devices")) {
            for (auto it = r.value("devices").begin(); it != r.value("devices").end(); ++it) {
                if (it->is_null())
                    continue; // removed by an override
                p.devices.push_back(
                    device(devs->object(it.key()), it.key(), pointer + "/devices/" + it.key()));
            }
        }
        if (const auto regions = r.optionalObject("regions")) {
            static const json kNone = json::object();
            const json& listed = r.optionalObject("devices") ? r.value("devices") : kNone;
            for (auto reg = r.value("regions").begin(); reg != r.value("regions").end(); ++reg) {
                if (reg->is_null())
                    continue; // removed by an override
                const JsonReader region = regions->object(reg.key());
                region.rejectUnknownKeys({"devices", "notes"});
                const auto devs = region.optionalObject("devices");
                if (!devs)
                    continue;
                for (auto it = reg->at("devices").begin(); it != reg->at("devices").end(); ++it) {
                    if (it->is_null())
                        continue;
                    // The region states what differs; the rest is the list entry's.
                    json merged = listed.is_object() && listed.contains(it.key()) &&
                                          listed.at(it.key()).is_object()
                                      ? listed.at(it.key())
                                      : json::object();
                    merged.merge_patch(*it);
                    merged["region"] = reg.key();
                    const std::string at =
                        pointer + "/regions/" + reg.key() + "/devices/" + it.key();
                    const JsonReader entry(merged, devs->fieldPath(it.key()));
                    p.regional.push_back(device(entry, it.key(), at));
                }
            }
        }
        if (const auto s = r.optionalObject("storage")) {
            s->rejectUnknownKeys({"usd_per_gb_month", "date", "source", "confidence", "notes"});
            p.storageUsdPerGigabyteMonth = s->number("usd_per_gb_month", 0, 100);
            p.storageProvenance = provenance(*s, pointer + "/storage");
        }
        if (const auto e = r.optionalObject("egress")) {
            e->rejectUnknownKeys({"tiers", "date", "source", "confidence", "notes"});
            p.egressTiers = readEgressTiers(*e);
            p.egressProvenance = provenance(*e, pointer + "/egress");
        }
        if (const auto t = r.optionalObject("transfer")) {
            t->rejectUnknownKeys({"inter_region_usd_per_gb", "inter_zone_usd_per_gb", "date",
                                  "source", "confidence", "notes"});
            p.interRegionUsdPerGigabyte = t->optionalNumber("inter_region_usd_per_gb", 0, 100);
            // Informational: read, range-checked and kept, but no figure reads it. The model has
            // no availability zones: a cloud site is a region (the built-in sites are one per
            // provider and region), and traffic between two sites of one provider is priced at
            // inter_region_usd_per_gb (placement.cpp, Evaluator::transfer). The field schema's
            // /placement/prices help says so where a user meets the book's form.
            p.interZoneUsdPerGigabyte = t->optionalNumber("inter_zone_usd_per_gb", 0, 100);
            p.transferProvenance = provenance(*t, pointer + "/transfer");
        }
        return p;
    }

    // A sourced price in an optional sub-object of `section` (absent: no value).
    std::optional<SourcedValue> optionalSourced(const JsonReader& section,
                                                const std::string& prefix, const char* key,
                                                double min, double max) const
    {
        if (const auto v = section.optionalObject(key))
            return sourced(*v, prefix + key, min, max);
        return std::nullopt;
    }

    // The "on_prem" section (`op` reads `section`).
    OnPremPrices onPrem(const JsonReader& op, const json& section) const
    {
        op.rejectUnknownKeys({"servers", "network_usd_per_port", "storage_usd_per_tb",
                              "installation_fraction", "maintenance_fraction_per_year",
                              "warranty_years", "staff_usd_per_site_year",
                              "staff_usd_per_device_year", "host_overhead_fraction", "notes"});
        OnPremPrices onPrem;
        if (const auto servers = op.optionalObject("servers")) {
            const json& list = section.at("servers");
            for (auto it = list.begin(); it != list.end(); ++it) {
                const JsonReader s = servers->object(it.key());
                s.rejectUnknownKeys({"devices_per_server", "usd_per_server", "includes_network",
                                     "host_overhead_fraction", "idle_power_fraction",
                                     "power_source", "date", "source", "confidence", "notes"});
                ServerPrice sp;
                sp.deviceId = it.key();
                sp.devicesPerServer = int(s.integer("devices_per_server", 1, 1024));
                sp.usdPerServer = s.number("usd_per_server", 1, 1e9);
                sp.includesNetwork = s.booleanOr("includes_network", false);
                sp.hostOverheadFraction = s.optionalNumber("host_overhead_fraction", 0, 10);
                sp.idlePowerFraction = s.optionalNumber("idle_power_fraction", 0, 1);
                // A power figure without its source cannot be checked (like every price).
                if (sp.hostOverheadFraction || sp.idlePowerFraction)
                    sp.powerSource = s.string("power_source");
                sp.provenance = provenance(s, "/on_prem/servers/" + it.key());
                onPrem.servers.push_back(sp);
            }
        }
        auto value = [&](const char* key, double min, double max) {
            return optionalSourced(op, "/on_prem/", key, min, max);
        };
        onPrem.networkUsdPerPort = value("network_usd_per_port", 0, 1e6);
        onPrem.storageUsdPerTerabyte = value("storage_usd_per_tb", 0, 1e6);
        onPrem.installationFraction = value("installation_fraction", 0, 1);
        onPrem.maintenanceFractionPerYear = value("maintenance_fraction_per_year", 0, 1);
        onPrem.warrantyYears = value("warranty_years", 0, 20);
        onPrem.staffUsdPerSiteYear = value("staff_usd_per_site_year", 0, 1e8);
        onPrem.staffUsdPerDeviceYear = value("staff_usd_per_device_year", 0, 1e6);
        onPrem.hostOverheadFraction = value("host_overhead_fraction", 0, 10);
        return onPrem;
    }

    // The "facility" section.
    FacilityPrices facility(const JsonReader& f) const
    {
        f.rejectUnknownKeys({"power_usd_per_kwh", "pue", "pue_by_site_kind",
                             "colocation_usd_per_kw_month", "own_facility_usd_per_kw_month",
                             "carbon_g_per_kwh", "notes"});
        FacilityPrices facility;
        auto value = [&](const char* key, double min, double max) {
            return optionalSourced(f, "/facility/", key, min, max);
        };
        facility.powerUsdPerKwh = value("power_usd_per_kwh", 0, 10);
        facility.pue = value("pue", 1, 5);
        if (const auto kinds = f.optionalObject("pue_by_site_kind")) {
            // Owned kinds only: a cloud region's or an API's PUE is the provider's, stated
            // per site.
            kinds->rejectUnknownKeys({"on-prem", "colocation", "edge", "notes"});
            for (const char* kind : {"on-prem", "colocation", "edge"})
                if (const auto v = kinds->optionalObject(kind))
                    facility.pueBySiteKind[kind] =
                        sourced(*v, std::string("/facility/pue_by_site_kind/") + kind, 1, 5);
        }
        facility.colocationUsdPerKwMonth = value("colocation_usd_per_kw_month", 0, 1e5);
        facility.ownFacilityUsdPerKwMonth = value("own_facility_usd_per_kw_month", 0, 1e5);
        facility.carbonGramsPerKwh = value("carbon_g_per_kwh", 0, 2000);
        return facility;
    }
};

} // namespace

const CloudDevicePrice* ProviderPrices::device(std::string_view deviceId) const
{
    for (const auto& d : devices)
        if (d.deviceId == deviceId)
            return &d;
    return nullptr;
}

const CloudDevicePrice* ProviderPrices::device(std::string_view deviceId,
                                               std::string_view region) const
{
    if (!region.empty())
        for (const auto& d : regional)
            if (d.deviceId == deviceId && d.region == region)
                return &d;
    return device(deviceId);
}

const ServerPrice* OnPremPrices::server(std::string_view deviceId) const
{
    for (const auto& s : servers)
        if (s.deviceId == deviceId)
            return &s;
    return nullptr;
}

bool PriceBook::hasAnyPrice(std::string_view deviceId) const
{
    if (m_onPrem.server(deviceId))
        return true;
    for (const auto& [id, p] : m_providers)
        if (p.device(deviceId))
            return true;
    return false;
}

const ProviderPrices* PriceBook::provider(std::string_view id) const
{
    const auto it = m_providers.find(std::string(id));
    return it == m_providers.end() ? nullptr : &it->second;
}

PriceBook::PriceBook()
    : m_raw(json::object())
{
}

PriceBook PriceBook::builtIn(const std::filesystem::path& dataDir)
{
    // The embedded files never change while the process runs: parsed once, copied after.
    static const std::optional<PriceBook> embedded = []() -> std::optional<PriceBook> {
        PriceBook book;
        bool any = false;
        for (const auto& f : embeddedFiles()) {
            if (f.name.starts_with("prices/") && f.name.ends_with(".json")) {
                book.merge(f.contents, "built-in " + std::string(f.name));
                any = true;
            }
        }
        return any ? std::optional<PriceBook>(std::move(book)) : std::nullopt;
    }();
    if (embedded)
        return *embedded;
    PriceBook book;
    if (!dataDir.empty()) {
        std::vector<std::filesystem::path> files;
        std::error_code ec;
        for (const auto& e : std::filesystem::directory_iterator(dataDir / "prices", ec))
            if (e.path().extension() == ".json")
                files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (const auto& p : files)
            book.merge(readTextFile(p), "built-in prices/" + p.filename().string());
    }
    return book;
}

void PriceBook::mergeFile(const std::filesystem::path& path)
{
    merge(readTextFile(path), path.string());
}

void PriceBook::merge(std::string_view jsonText, const std::string& origin)
{
    try {
        json doc = parseJson(jsonText, origin);
        const JsonReader top(doc, {});
        top.rejectUnknownKeys({"format", "version", "providers", "on_prem", "facility", "unpriced",
                               "model_apis", "notes"});
        checkFormatHeader(top, "accelplan-prices", kPriceBookFormatVersion);
        doc.erase("format");
        doc.erase("version");
        doc.erase("notes");
        apply(doc, origin);
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

void PriceBook::mergeOverrides(const json& patch, const std::string& origin)
{
    try {
        const JsonReader top(patch, {});
        // No model_apis here: a project prices a model API in its site's own fields, and the
        // book's model-API prices reach the sites only when a data context is built.
        top.rejectUnknownKeys({"providers", "on_prem", "facility", "unpriced", "notes"});
        json doc = patch;
        doc.erase("notes");
        apply(doc, origin);
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

PriceBook::Sections PriceBook::patchedSections(const json& patch, const std::string& origin) const
{
    try {
        const JsonReader top(patch, {});
        top.rejectUnknownKeys({"providers", "on_prem", "facility", "unpriced", "notes"});
        // The patch's origins over the book's, for the nodes it touches only.
        std::map<std::string, std::vector<std::string>> overlay;
        recordOrigins(patch, "", overlay, origin);
        const Parser parser{m_origins, &overlay};
        const json& raw = *m_raw;
        Sections out;
        if (top.has("providers")) {
            const JsonReader ps = top.object("providers");
            const auto listed = raw.find("providers");
            const json& patched = patch.at("providers");
            for (auto it = patched.begin(); it != patched.end(); ++it) {
                json merged;
                if (listed != raw.end())
                    if (const auto p = listed->find(it.key()); p != listed->end())
                        merged = *p;
                merged.merge_patch(*it);
                if (merged.is_null()) {
                    out.providers.emplace(it.key(), std::nullopt);
                    continue;
                }
                // Read as the whole book reads it: "providers.<id>.<field>".
                const json wrapped = {{it.key(), std::move(merged)}};
                const JsonReader within(wrapped, ps.path());
                out.providers.emplace(it.key(), parser.provider(within.object(it.key()), it.key(),
                                                                "/providers/" + it.key()));
            }
        }
        if (top.has("on_prem")) {
            json section = raw.contains("on_prem") ? raw.at("on_prem") : json();
            section.merge_patch(patch.at("on_prem"));
            const json wrapped = {{"on_prem", std::move(section)}};
            const JsonReader within(wrapped, {});
            if (const auto op = within.optionalObject("on_prem"))
                out.onPrem = parser.onPrem(*op, wrapped.at("on_prem"));
            else
                out.onPrem = OnPremPrices{};
        }
        if (top.has("facility")) {
            json section = raw.contains("facility") ? raw.at("facility") : json();
            section.merge_patch(patch.at("facility"));
            const json wrapped = {{"facility", std::move(section)}};
            const JsonReader within(wrapped, {});
            if (const auto f = within.optionalObject("facility"))
                out.facility = parser.facility(*f);
            else
                out.facility = FacilityPrices{};
        }
        if (top.has("unpriced")) {
            // Checked as the book checks it; pricing does not read it.
            json section = raw.contains("unpriced") ? raw.at("unpriced") : json();
            section.merge_patch(patch.at("unpriced"));
            const json wrapped = {{"unpriced", std::move(section)}};
            const JsonReader within(wrapped, {});
            if (const auto u = within.optionalObject("unpriced"))
                for (auto it = wrapped.at("unpriced").begin(); it != wrapped.at("unpriced").end();
                     ++it) {
                    const JsonReader e = u->object(it.key());
                    e.rejectUnknownKeys({"reason", "date", "notes"});
                    (void)e.string("reason");
                    (void)e.string("date");
                }
        }
        return out;
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

const ProviderPrices* PriceLookup::provider(std::string_view id) const
{
    if (m_own)
        if (const auto it = m_own->providers.find(id); it != m_own->providers.end())
            return it->second ? &*it->second : nullptr;
    return m_book->provider(id);
}

void PriceBook::apply(const json& patch, const std::string& origin)
{
    // Work on copies so a bad override leaves the book exactly as it was.
    json raw = m_raw;
    raw.merge_patch(patch);
    auto origins = m_origins;
    recordOrigins(patch, "", origins, origin);
    const Parser parser{origins};

    const JsonReader top(raw, {});
    std::map<std::string, ProviderPrices> providers;
    if (const auto ps = top.optionalObject("providers")) {
        for (auto it = raw["providers"].begin(); it != raw["providers"].end(); ++it)
            providers[it.key()] =
                parser.provider(ps->object(it.key()), it.key(), "/providers/" + it.key());
    }

    OnPremPrices onPrem;
    if (const auto op = top.optionalObject("on_prem"))
        onPrem = parser.onPrem(*op, raw["on_prem"]);

    FacilityPrices facility;
    if (const auto f = top.optionalObject("facility"))
        facility = parser.facility(*f);

    std::map<std::string, UnpricedDevice> unpriced;
    if (const auto u = top.optionalObject("unpriced")) {
        const json& list = raw["unpriced"];
        for (auto it = list.begin(); it != list.end(); ++it) {
            const JsonReader e = u->object(it.key());
            e.rejectUnknownKeys({"reason", "date", "notes"});
            unpriced[it.key()] = {e.string("reason"), e.string("date")};
        }
    }

    std::map<std::string, ModelApiPrice> modelApis;
    if (const auto apis = top.optionalObject("model_apis")) {
        const json& list = raw["model_apis"];
        for (auto it = list.begin(); it != list.end(); ++it) {
            if (it->is_null())
                continue; // removed by an override
            const JsonReader e = apis->object(it.key());
            e.rejectUnknownKeys({"model", "usd_per_million_input_tokens",
                                 "usd_per_million_output_tokens",
                                 "usd_per_million_cached_input_tokens", "long_context", "date",
                                 "source", "confidence", "notes"});
            ModelApiPrice m;
            m.siteId = it.key();
            m.model = e.stringOr("model", {});
            m.usdPerMillionInputTokens = e.number("usd_per_million_input_tokens", 0, 1e4);
            m.usdPerMillionOutputTokens = e.number("usd_per_million_output_tokens", 0, 1e4);
            m.usdPerMillionCachedInputTokens =
                e.optionalNumber("usd_per_million_cached_input_tokens", 0, 1e4);
            if (const auto lc = e.optionalObject("long_context"))
                m.longContext = parseApiPriceTier(*lc);
            m.provenance = parser.provenance(e, "/model_apis/" + it.key());
            modelApis[it.key()] = std::move(m);
        }
    }

    m_raw = std::move(raw);
    m_origins = std::move(origins);
    m_unpriced = std::move(unpriced);
    m_modelApis = std::move(modelApis);
    m_providers = std::move(providers);
    m_onPrem = std::move(onPrem);
    m_facility = std::move(facility);
}

std::filesystem::path defaultUserPricesPath()
{
    if (const char* explicitPath = std::getenv("ACCELPLAN_PRICES"); explicitPath && *explicitPath)
        return explicitPath;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "accelplan" / "prices.json";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local" / "share" / "accelplan" / "prices.json";
    return {};
}

std::vector<PriceTier> readEgressTiers(const JsonReader& e)
{
    const json& tiers = e.array("tiers");
    std::vector<PriceTier> out;
    double previous = 0;
    for (size_t i = 0; i < tiers.size(); ++i) {
        const std::string at = e.fieldPath("tiers") + "[" + std::to_string(i) + "]";
        if (!tiers[i].is_object())
            throw InputError({}, at, Message(AP_TEXT("ap::InputError", "expected an object")));
        const JsonReader t(tiers[i], at);
        t.rejectUnknownKeys({"up_to_gb_per_month", "usd_per_gb"});
        PriceTier tier;
        tier.usdPerGigabyte = t.number("usd_per_gb", 0, 100);
        if (const auto up = t.optionalNumber("up_to_gb_per_month", 0, 1e12)) {
            if (*up * kGiga <= previous)
                t.fail("up_to_gb_per_month",
                       Message(AP_TEXT("ap::InputError", "tier bounds must increase")));
            tier.upToBytes = previous = *up * kGiga;
        } else if (i + 1 != tiers.size()) {
            t.fail("up_to_gb_per_month",
                   Message(AP_TEXT("ap::InputError", "only the last tier may be unbounded")));
        }
        out.push_back(tier);
    }
    if (out.empty())
        e.fail("tiers", Message(AP_TEXT("ap::InputError", "at least one tier is needed")));
    return out;
}

} // namespace ap
