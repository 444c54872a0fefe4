#include "placement/price_override.h"

#include "common/file_number.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "economics/price_tier_io.h"
#include "placement/override_io.h"

#include <nlohmann/json.hpp>

#include <array>
#include <string_view>

namespace ap {

using nlohmann::json;

namespace {

void writeNulls(json& j, const std::set<std::string>& cleared)
{
    for (const std::string& k : cleared)
        j[k] = nullptr;
}

// The ranges below are the price book's reader's (core/economics/price_book.cpp), so an
// override is refused where the book would refuse it, with the same message.
void readNumber(const JsonReader& r, std::string_view key, std::optional<double>& out, double min,
                double max)
{
    if (r.has(key))
        out = r.number(key, min, max);
}

void readText(const JsonReader& r, std::string_view key, std::optional<std::string>& out)
{
    if (r.has(key))
        out = r.string(key);
}

void putNumber(json& j, const char* key, const std::optional<double>& v)
{
    if (v)
        j[key] = fileNumber(*v);
}

void putText(json& j, const char* key, const std::optional<std::string>& v)
{
    if (v)
        j[key] = *v;
}

PriceProvenanceOverride readProvenance(const JsonReader& r)
{
    PriceProvenanceOverride p;
    readText(r, "date", p.date);
    readText(r, "source", p.source);
    if (r.has("confidence"))
        p.confidence = r.choice("confidence", {"high", "medium", "low"});
    return p;
}

void putProvenance(json& j, const PriceProvenanceOverride& p)
{
    putText(j, "date", p.date);
    putText(j, "source", p.source);
    putText(j, "confidence", p.confidence);
}

// A keyed list of entries ("devices", "servers", ...): each an object, or null (removed).
template <class Entry, class Parse>
std::map<std::string, Entry, std::less<>> readEntries(const JsonReader& parent,
                                                      std::string_view key, Parse parse)
{
    std::map<std::string, Entry, std::less<>> out;
    const JsonReader list = parent.object(key);
    const json& entries = parent.value(key);
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        Entry& e = out[it.key()];
        if (it->is_null())
            e.removed = true;
        else
            e = parse(list.object(it.key()), *it);
    }
    return out;
}

template <class Entry, class Write>
json entriesJson(const std::map<std::string, Entry, std::less<>>& entries, Write write)
{
    json j = json::object();
    for (const auto& [id, e] : entries)
        j[id] = e.removed ? json() : write(e);
    return j;
}

HourPriceOverride readHour(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys(
        {"usd_per_device_hour", "usd_per_instance_hour", "date", "source", "confidence", "notes"});
    HourPriceOverride h;
    h.cleared = nullKeys(entry);
    readNumber(r, "usd_per_device_hour", h.usdPerDeviceHour, 0, 1e4);
    readNumber(r, "usd_per_instance_hour", h.usdPerInstanceHour, 0, 1e6);
    h.provenance = readProvenance(r);
    readText(r, "notes", h.notes);
    return h;
}

json hourJson(const HourPriceOverride& h)
{
    json j = json::object();
    writeNulls(j, h.cleared);
    putNumber(j, "usd_per_device_hour", h.usdPerDeviceHour);
    putNumber(j, "usd_per_instance_hour", h.usdPerInstanceHour);
    putProvenance(j, h.provenance);
    putText(j, "notes", h.notes);
    return j;
}

SpotPriceOverride readSpot(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys({"usd_per_device_hour", "interruptions_per_device_hour", "date", "source",
                         "confidence", "notes"});
    SpotPriceOverride s;
    s.cleared = nullKeys(entry);
    readNumber(r, "usd_per_device_hour", s.usdPerDeviceHour, 0, 1e4);
    readNumber(r, "interruptions_per_device_hour", s.interruptionsPerDeviceHour, 0, 10);
    s.provenance = readProvenance(r);
    readText(r, "notes", s.notes);
    return s;
}

json spotJson(const SpotPriceOverride& s)
{
    json j = json::object();
    writeNulls(j, s.cleared);
    putNumber(j, "usd_per_device_hour", s.usdPerDeviceHour);
    putNumber(j, "interruptions_per_device_hour", s.interruptionsPerDeviceHour);
    putProvenance(j, s.provenance);
    putText(j, "notes", s.notes);
    return j;
}

// The rental terms of a device entry, by their file key.
struct TermField {
    const char* key;
    std::optional<HourPriceOverride> DevicePriceOverride::*member;
};

constexpr std::array kTerms = {
    TermField{"on_demand", &DevicePriceOverride::onDemand},
    TermField{"commit_1y", &DevicePriceOverride::commit1y},
    TermField{"commit_3y", &DevicePriceOverride::commit3y},
};

DevicePriceOverride readDevice(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys({"instance", "region", "devices_per_instance", "on_demand", "commit_1y",
                         "commit_3y", "spot", "notes"});
    DevicePriceOverride d;
    d.cleared = nullKeys(entry);
    readText(r, "instance", d.instance);
    readText(r, "region", d.region);
    if (r.has("devices_per_instance"))
        d.devicesPerInstance = int(r.integer("devices_per_instance", 1, 1024));
    for (const TermField& t : kTerms)
        if (r.has(t.key))
            d.*t.member = readHour(r.object(t.key), r.value(t.key));
    if (r.has("spot"))
        d.spot = readSpot(r.object("spot"), r.value("spot"));
    readText(r, "notes", d.notes);
    return d;
}

json deviceJson(const DevicePriceOverride& d)
{
    json j = json::object();
    writeNulls(j, d.cleared);
    putText(j, "instance", d.instance);
    putText(j, "region", d.region);
    if (d.devicesPerInstance)
        j["devices_per_instance"] = *d.devicesPerInstance;
    for (const TermField& t : kTerms)
        if (d.*t.member)
            j[t.key] = hourJson(*(d.*t.member));
    if (d.spot)
        j["spot"] = spotJson(*d.spot);
    putText(j, "notes", d.notes);
    return j;
}

RegionPriceOverride readRegion(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys({"devices", "notes"});
    RegionPriceOverride g;
    g.cleared = nullKeys(entry);
    if (r.has("devices"))
        g.devices = readEntries<DevicePriceOverride>(r, "devices", readDevice);
    readText(r, "notes", g.notes);
    return g;
}

json regionJson(const RegionPriceOverride& g)
{
    json j = json::object();
    writeNulls(j, g.cleared);
    if (!g.devices.empty())
        j["devices"] = entriesJson(g.devices, deviceJson);
    putText(j, "notes", g.notes);
    return j;
}

constexpr double kGiga = 1e9;

// Internet egress tiers, checked as the book checks them (the list replaces the book's).
json tiersJson(const std::vector<PriceTier>& tiers)
{
    json list = json::array();
    for (const PriceTier& t : tiers) {
        json o = json::object();
        if (t.upToBytes)
            o["up_to_gb_per_month"] = fileNumberOfProduct(*t.upToBytes, kGiga);
        o["usd_per_gb"] = fileNumber(t.usdPerGigabyte);
        list.push_back(std::move(o));
    }
    return list;
}

ProviderPriceOverride readProvider(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys({"name", "devices", "regions", "storage", "egress", "transfer", "notes"});
    ProviderPriceOverride p;
    p.cleared = nullKeys(entry);
    readText(r, "name", p.name);
    if (r.has("devices"))
        p.devices = readEntries<DevicePriceOverride>(r, "devices", readDevice);
    if (r.has("regions"))
        p.regions = readEntries<RegionPriceOverride>(r, "regions", readRegion);
    if (const auto s = r.optionalObject("storage")) {
        s->rejectUnknownKeys({"usd_per_gb_month", "date", "source", "confidence", "notes"});
        StoragePriceOverride o;
        o.cleared = nullKeys(r.value("storage"));
        readNumber(*s, "usd_per_gb_month", o.usdPerGigabyteMonth, 0, 100);
        o.provenance = readProvenance(*s);
        readText(*s, "notes", o.notes);
        p.storage = std::move(o);
    }
    if (const auto e = r.optionalObject("egress")) {
        e->rejectUnknownKeys({"tiers", "date", "source", "confidence", "notes"});
        EgressPriceOverride o;
        o.cleared = nullKeys(r.value("egress"));
        if (e->has("tiers"))
            o.tiers = readEgressTiers(*e);
        o.provenance = readProvenance(*e);
        readText(*e, "notes", o.notes);
        p.egress = std::move(o);
    }
    if (const auto t = r.optionalObject("transfer")) {
        t->rejectUnknownKeys({"inter_region_usd_per_gb", "inter_zone_usd_per_gb", "date", "source",
                              "confidence", "notes"});
        TransferPriceOverride o;
        o.cleared = nullKeys(r.value("transfer"));
        readNumber(*t, "inter_region_usd_per_gb", o.interRegionUsdPerGigabyte, 0, 100);
        // Informational (kept and written back; no figure reads it: price_book.cpp says why).
        readNumber(*t, "inter_zone_usd_per_gb", o.interZoneUsdPerGigabyte, 0, 100);
        o.provenance = readProvenance(*t);
        readText(*t, "notes", o.notes);
        p.transfer = std::move(o);
    }
    readText(r, "notes", p.notes);
    return p;
}

json providerJson(const ProviderPriceOverride& p)
{
    json j = json::object();
    writeNulls(j, p.cleared);
    putText(j, "name", p.name);
    if (!p.devices.empty())
        j["devices"] = entriesJson(p.devices, deviceJson);
    if (!p.regions.empty())
        j["regions"] = entriesJson(p.regions, regionJson);
    if (const auto& s = p.storage) {
        json o = json::object();
        writeNulls(o, s->cleared);
        putNumber(o, "usd_per_gb_month", s->usdPerGigabyteMonth);
        putProvenance(o, s->provenance);
        putText(o, "notes", s->notes);
        j["storage"] = std::move(o);
    }
    if (const auto& e = p.egress) {
        json o = json::object();
        writeNulls(o, e->cleared);
        if (e->tiers)
            o["tiers"] = tiersJson(*e->tiers);
        putProvenance(o, e->provenance);
        putText(o, "notes", e->notes);
        j["egress"] = std::move(o);
    }
    if (const auto& t = p.transfer) {
        json o = json::object();
        writeNulls(o, t->cleared);
        putNumber(o, "inter_region_usd_per_gb", t->interRegionUsdPerGigabyte);
        putNumber(o, "inter_zone_usd_per_gb", t->interZoneUsdPerGigabyte);
        putProvenance(o, t->provenance);
        putText(o, "notes", t->notes);
        j["transfer"] = std::move(o);
    }
    putText(j, "notes", p.notes);
    return j;
}

ServerPriceOverride readServer(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys({"devices_per_server", "usd_per_server", "includes_network",
                         "host_overhead_fraction", "idle_power_fraction", "power_source", "date",
                         "source", "confidence", "notes"});
    ServerPriceOverride s;
    s.cleared = nullKeys(entry);
    if (r.has("devices_per_server"))
        s.devicesPerServer = int(r.integer("devices_per_server", 1, 1024));
    readNumber(r, "usd_per_server", s.usdPerServer, 1, 1e9);
    if (r.has("includes_network"))
        s.includesNetwork = r.booleanOr("includes_network", false);
    readNumber(r, "host_overhead_fraction", s.hostOverheadFraction, 0, 10);
    readNumber(r, "idle_power_fraction", s.idlePowerFraction, 0, 1);
    readText(r, "power_source", s.powerSource);
    s.provenance = readProvenance(r);
    readText(r, "notes", s.notes);
    return s;
}

json serverJson(const ServerPriceOverride& s)
{
    json j = json::object();
    writeNulls(j, s.cleared);
    if (s.devicesPerServer)
        j["devices_per_server"] = *s.devicesPerServer;
    putNumber(j, "usd_per_server", s.usdPerServer);
    if (s.includesNetwork)
        j["includes_network"] = *s.includesNetwork;
    putNumber(j, "host_overhead_fraction", s.hostOverheadFraction);
    putNumber(j, "idle_power_fraction", s.idlePowerFraction);
    putText(j, "power_source", s.powerSource);
    putProvenance(j, s.provenance);
    putText(j, "notes", s.notes);
    return j;
}

SourcedValueOverride readSourced(const JsonReader& r, const json& entry, double min, double max)
{
    r.rejectUnknownKeys({"value", "date", "source", "confidence", "notes"});
    SourcedValueOverride v;
    v.cleared = nullKeys(entry);
    readNumber(r, "value", v.value, min, max);
    v.provenance = readProvenance(r);
    readText(r, "notes", v.notes);
    return v;
}

json sourcedJson(const SourcedValueOverride& v)
{
    json j = json::object();
    writeNulls(j, v.cleared);
    putNumber(j, "value", v.value);
    putProvenance(j, v.provenance);
    putText(j, "notes", v.notes);
    return j;
}

// The sourced figures of a section, by their file key, with the book's ranges.
template <class Section> struct SourcedField {
    const char* key;
    std::optional<SourcedValueOverride> Section::*member;
    double min;
    double max;
};

constexpr std::array kOnPremValues = {
    SourcedField<OnPremPriceOverride>{"network_usd_per_port",
                                      &OnPremPriceOverride::networkUsdPerPort, 0, 1e6},
    SourcedField<OnPremPriceOverride>{"storage_usd_per_tb",
                                      &OnPremPriceOverride::storageUsdPerTerabyte, 0, 1e6},
    SourcedField<OnPremPriceOverride>{"installation_fraction",
                                      &OnPremPriceOverride::installationFraction, 0, 1},
    SourcedField<OnPremPriceOverride>{"maintenance_fraction_per_year",
                                      &OnPremPriceOverride::maintenanceFractionPerYear, 0, 1},
    SourcedField<OnPremPriceOverride>{"warranty_years", &OnPremPriceOverride::warrantyYears, 0, 20},
    SourcedField<OnPremPriceOverride>{"staff_usd_per_site_year",
                                      &OnPremPriceOverride::staffUsdPerSiteYear, 0, 1e8},
    SourcedField<OnPremPriceOverride>{"staff_usd_per_device_year",
                                      &OnPremPriceOverride::staffUsdPerDeviceYear, 0, 1e6},
    SourcedField<OnPremPriceOverride>{"host_overhead_fraction",
                                      &OnPremPriceOverride::hostOverheadFraction, 0, 10},
};

constexpr std::array kFacilityValues = {
    SourcedField<FacilityPriceOverride>{"power_usd_per_kwh", &FacilityPriceOverride::powerUsdPerKwh,
                                        0, 10},
    SourcedField<FacilityPriceOverride>{"pue", &FacilityPriceOverride::pue, 1, 5},
    SourcedField<FacilityPriceOverride>{"colocation_usd_per_kw_month",
                                        &FacilityPriceOverride::colocationUsdPerKwMonth, 0, 1e5},
    SourcedField<FacilityPriceOverride>{"own_facility_usd_per_kw_month",
                                        &FacilityPriceOverride::ownFacilityUsdPerKwMonth, 0, 1e5},
    SourcedField<FacilityPriceOverride>{"carbon_g_per_kwh",
                                        &FacilityPriceOverride::carbonGramsPerKwh, 0, 2000},
};

template <class Section, size_t N>
void readValues(const JsonReader& r, Section& s, const std::array<SourcedField<Section>, N>& fields)
{
    for (const auto& f : fields)
        if (r.has(f.key))
            s.*f.member = readSourced(r.object(f.key), r.value(f.key), f.min, f.max);
}

template <class Section, size_t N>
void putValues(json& j, const Section& s, const std::array<SourcedField<Section>, N>& fields)
{
    for (const auto& f : fields)
        if (s.*f.member)
            j[f.key] = sourcedJson(*(s.*f.member));
}

OnPremPriceOverride readOnPrem(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys({"servers", "network_usd_per_port", "storage_usd_per_tb",
                         "installation_fraction", "maintenance_fraction_per_year", "warranty_years",
                         "staff_usd_per_site_year", "staff_usd_per_device_year",
                         "host_overhead_fraction", "notes"});
    OnPremPriceOverride o;
    o.cleared = nullKeys(entry);
    if (r.has("servers"))
        o.servers = readEntries<ServerPriceOverride>(r, "servers", readServer);
    readValues(r, o, kOnPremValues);
    readText(r, "notes", o.notes);
    return o;
}

json onPremJson(const OnPremPriceOverride& o)
{
    json j = json::object();
    writeNulls(j, o.cleared);
    if (!o.servers.empty())
        j["servers"] = entriesJson(o.servers, serverJson);
    putValues(j, o, kOnPremValues);
    putText(j, "notes", o.notes);
    return j;
}

FacilityPriceOverride readFacility(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys({"power_usd_per_kwh", "pue", "pue_by_site_kind",
                         "colocation_usd_per_kw_month", "own_facility_usd_per_kw_month",
                         "carbon_g_per_kwh", "notes"});
    FacilityPriceOverride f;
    f.cleared = nullKeys(entry);
    readValues(r, f, kFacilityValues);
    if (const auto kinds = r.optionalObject("pue_by_site_kind")) {
        // Owned kinds only (the book's rule).
        kinds->rejectUnknownKeys({"on-prem", "colocation", "edge", "notes"});
        const json& list = r.value("pue_by_site_kind");
        for (const char* kind : {"on-prem", "colocation", "edge"}) {
            const auto it = list.find(kind);
            if (it == list.end())
                continue;
            if (it->is_null())
                f.pueBySiteKind[kind].removed = true;
            else
                f.pueBySiteKind[kind] = readSourced(kinds->object(kind), *it, 1, 5);
        }
        readText(*kinds, "notes", f.pueBySiteKindNotes);
    }
    readText(r, "notes", f.notes);
    return f;
}

json facilityJson(const FacilityPriceOverride& f)
{
    json j = json::object();
    writeNulls(j, f.cleared);
    putValues(j, f, kFacilityValues);
    if (!f.pueBySiteKind.empty() || f.pueBySiteKindNotes) {
        json kinds = entriesJson(f.pueBySiteKind, sourcedJson);
        putText(kinds, "notes", f.pueBySiteKindNotes);
        j["pue_by_site_kind"] = std::move(kinds);
    }
    putText(j, "notes", f.notes);
    return j;
}

UnpricedOverride readUnpriced(const JsonReader& r, const json& entry)
{
    r.rejectUnknownKeys({"reason", "date", "notes"});
    UnpricedOverride u;
    u.cleared = nullKeys(entry);
    readText(r, "reason", u.reason);
    readText(r, "date", u.date);
    readText(r, "notes", u.notes);
    return u;
}

json unpricedJson(const UnpricedOverride& u)
{
    json j = json::object();
    writeNulls(j, u.cleared);
    putText(j, "reason", u.reason);
    putText(j, "date", u.date);
    putText(j, "notes", u.notes);
    return j;
}

} // namespace

PriceOverride parsePriceOverride(const json& prices, const std::string& path)
{
    const JsonReader r(prices, path);
    // No model_apis: a project prices a model API in its site's own fields
    // (PriceBook::mergeOverrides).
    r.rejectUnknownKeys({"providers", "on_prem", "facility", "unpriced", "notes"});
    PriceOverride o;
    // Each section is an object: one written as null (the book without any provider) is
    // refused ("expected an object").
    if (prices.contains("providers"))
        o.providers = readEntries<ProviderPriceOverride>(r, "providers", readProvider);
    if (prices.contains("on_prem"))
        o.onPrem = readOnPrem(r.object("on_prem"), r.value("on_prem"));
    if (prices.contains("facility"))
        o.facility = readFacility(r.object("facility"), r.value("facility"));
    if (prices.contains("unpriced"))
        o.unpriced = readEntries<UnpricedOverride>(r, "unpriced", readUnpriced);
    readText(r, "notes", o.notes);
    return o;
}

json priceOverrideJson(const PriceOverride& o)
{
    json j = json::object();
    if (!o.providers.empty())
        j["providers"] = entriesJson(o.providers, providerJson);
    if (o.onPrem)
        j["on_prem"] = onPremJson(*o.onPrem);
    if (o.facility)
        j["facility"] = facilityJson(*o.facility);
    if (!o.unpriced.empty())
        j["unpriced"] = entriesJson(o.unpriced, unpricedJson);
    putText(j, "notes", o.notes);
    return j;
}

void mergePriceOverride(PriceOverride& into, const PriceOverride& patch)
{
    // On the file form, keeping the patch's nulls (they remove the book's value): a second
    // patch over the first, as RFC 7386 merges them except that null stays null.
    json merged = priceOverrideJson(into);
    const std::function<void(json&, const json&)> over = [&over](json& to, const json& from) {
        for (auto it = from.begin(); it != from.end(); ++it) {
            json& at = to[it.key()];
            if (it->is_object() && at.is_object())
                over(at, *it);
            else
                at = *it;
        }
    };
    over(merged, priceOverrideJson(patch));
    into = parsePriceOverride(merged, "prices");
}

void mergePriceOverride(PriceBook& book, const PriceOverride& o, const std::string& origin)
{
    if (!o.empty())
        book.mergeOverrides(priceOverrideJson(o), origin);
}

PriceLookup priceLookup(const PriceBook& shipped, const PriceOverride& o, const std::string& origin)
{
    if (o.empty())
        return PriceLookup(shipped);
    return PriceLookup(shipped, std::make_shared<const PriceBook::Sections>(
                                    shipped.patchedSections(priceOverrideJson(o), origin)));
}

} // namespace ap
