// The placement object's file form: parsePlacement reads it (once, at the file edge),
// placementToJson writes it back from the typed PlacementSpec.
#include "placement/placement.h"

#include "common/field_key.h"
#include "common/file_number.h"
#include "common/input_error.h"
#include "project/field_schema.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace ap {

using nlohmann::json;

namespace {

// Rejects the keys the schema does not list under `parent` (either workload's: the placement
// is read before the layout rules know which) and records the ones the object has
// ("prefix.key").
void readKeys(const JsonReader& r, const std::string& prefix, std::string_view parent,
              std::set<std::string>& keys)
{
    rejectUnknownSchemaKeys(r, parent);
    for (const std::string_view key : schemaKeysOfEither(parent))
        if (r.has(key))
            keys.insert(prefix.empty() ? std::string(key) : prefix + "." + std::string(key));
}

// A network path's keys under `parent` ("/placement/users", "/placement/wan"); the keys are
// checked by the caller. The SI values are the file's converted as before (ms, Gb/s).
NetworkPath parsePath(const JsonReader& r, NetworkPath p, const std::string& parent)
{
    const auto at = [&](const char* key) -> const FieldSpec& { return scenarioField(parent, key); };
    p.distanceKm = readNumberOr(r, at("distance_km"));
    p.routeFactor = readNumberOr(r, at("route_factor"));
    p.hops = int(readIntegerOr(r, at("hops")));
    p.perHopDelaySec = readNumberOr(r, at("per_hop_delay_ms")) / 1e3;
    p.bandwidthBitsPerSec = readNumberOr(r, at("bandwidth_gbps")) * 1e9;
    p.availability = readNumberOr(r, at("availability"));
    if (const auto v = readOptionalNumber(r, at("usd_per_gb")))
        p.usdPerGigabyte = *v;
    return p;
}

// placement.users.regions: a list of {name, latitude, longitude, distance_km, share}. Each
// region gives coordinates or a distance (or both: the coordinates win where the site has
// them); names are unique; shares are positive weights of the traffic (normalised when the
// placement is evaluated, with a note where they do not sum to 1).
std::vector<UserRegion> parseUserRegions(const JsonReader& users)
{
    const nlohmann::json& list = users.array("regions");
    const std::string listPath = users.fieldPath("regions");
    if (list.empty())
        users.fail("regions", Message(AP_TEXT("ap::InputError",
                                              "give at least one region, or leave the list out")));
    std::vector<UserRegion> regions;
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string path = listPath + "[" + std::to_string(i) + "]";
        if (!list[i].is_object())
            throw InputError({}, path, Message(AP_TEXT("ap::InputError", "expected an object")));
        const JsonReader r(list[i], path);
        const std::string item = "/placement/users/regions/*";
        const auto at = [&](const char* key) -> const FieldSpec& {
            return scenarioField(item, key);
        };
        rejectUnknownSchemaKeys(r, item);
        UserRegion region;
        region.name = r.string("name");
        if (region.name.empty())
            r.fail("name", Message(AP_TEXT("ap::InputError", "a region needs a name")));
        for (const UserRegion& other : regions)
            if (other.name == region.name)
                r.fail("name",
                       Message(AP_TEXT("ap::InputError", "another region has the name \"%1\""),
                               {msg::text(region.name)}));
        region.latitudeDeg = readOptionalNumber(r, at("latitude"));
        region.longitudeDeg = readOptionalNumber(r, at("longitude"));
        if (region.latitudeDeg.has_value() != region.longitudeDeg.has_value())
            r.fail(region.latitudeDeg ? "longitude" : "latitude",
                   "latitude and longitude go together (decimal degrees)");
        region.distanceKm = readOptionalNumber(r, at("distance_km"));
        if (!region.latitudeDeg && !region.distanceKm)
            r.fail("distance_km",
                   Message(AP_TEXT("ap::InputError",
                                   "give the region's latitude and longitude or its %1"),
                           {msg::field("placement.users.regions.distance_km")}));
        region.share = readNumber(r, at("share"));
        if (!(region.share > 0))
            r.fail("share", Message(AP_TEXT("ap::InputError",
                                            "a region's share of the traffic must be above 0")));
        regions.push_back(std::move(region));
    }
    return regions;
}

} // namespace

PlacementSpec parsePlacement(const JsonReader& r)
{
    // Keys, ranges, defaults and choices are the field schema's (its /placement entries,
    // project/field_schema_placement.cpp, whose defaults are PlacementSpec's).
    PlacementSpec s;
    const std::string top = "/placement";
    const auto at = [](const std::string& parent, const char* key) -> const FieldSpec& {
        return scenarioField(parent, key);
    };
    readKeys(r, {}, top, s.fileKeys);
    s.computeSite = r.stringOr("compute_site", s.computeSite);
    s.dataSite = r.stringOr("data_site", {});
    s.burstSite = r.stringOr("burst_site", {});
    s.fallbackSite = r.stringOr("fallback_site", {});
    s.compareWith = r.stringOr("compare_with", {});
    if (r.has("data_classes"))
        s.dataClasses = r.stringArray("data_classes");
    s.horizonMonths = int(readIntegerOr(r, at(top, "horizon_months")));
    s.discountRate = readNumberOr(r, at(top, "discount_rate"));
    s.utilisation = readOptionalNumber(r, at(top, "utilisation"));
    if (r.has("baseline_devices"))
        s.baselineDevices = int(readInteger(r, at(top, "baseline_devices")));

    if (const auto o = r.optionalObject("on_prem")) {
        const std::string op = top + "/on_prem";
        readKeys(*o, "on_prem", op, s.fileKeys);
        const std::string capex = readChoiceOr(*o, at(op, "capex"), true);
        s.capex = capex == "financed"        ? CapexTreatment::Financed
                  : capex == "straight_line" ? CapexTreatment::StraightLine
                                             : CapexTreatment::Upfront;
        s.lifeMonths = int(readIntegerOr(*o, at(op, "life_months")));
        s.financingAnnualRate = readNumberOr(*o, at(op, "financing_rate"));
        s.financingTermMonths = int(readIntegerOr(*o, at(op, "financing_term_months")));
        s.serverUsd = readOptionalNumber(*o, at(op, "server_usd"));
        if (o->has("devices_per_server"))
            s.devicesPerServer = int(readInteger(*o, at(op, "devices_per_server")));
        // The count belongs to the quoted server: a book server is priced whole, with the
        // book's count, so a count alone would buy the book's server price per fewer (or more)
        // devices in the placement model while the recommender's server fills took the book's
        // count. One rule: the count comes with its quote.
        if (s.devicesPerServer && !s.serverUsd)
            o->fail("devices_per_server",
                    Message(AP_TEXT("ap::InputError",
                                    "describes a quoted server: state %1 with it (without a quote "
                                    "the price book's server, with its own device count, is "
                                    "bought)"),
                            {msg::field("placement.on_prem.server_usd")}));
        s.networkPortsPerDevice = readNumberOr(*o, at(op, "network_ports_per_device"));
        s.hostOverheadFraction = readOptionalNumber(*o, at(op, "host_overhead_fraction"));
        s.idlePowerFraction = readOptionalNumber(*o, at(op, "idle_power_fraction"));
        s.maintenanceFractionPerYear =
            readOptionalNumber(*o, at(op, "maintenance_fraction_per_year"));
        if (o->has("warranty_years"))
            s.warrantyYears = int(readInteger(*o, at(op, "warranty_years")));
        s.staffUsdPerYear = readOptionalNumber(*o, at(op, "staff_usd_per_year"));
        s.installationFraction = readOptionalNumber(*o, at(op, "installation_fraction"));
    }
    if (const auto c = r.optionalObject("cloud")) {
        const std::string cl = top + "/cloud";
        readKeys(*c, "cloud", cl, s.fileKeys);
        s.commitment = *parseCommitment(readChoiceOr(*c, at(cl, "commitment"), true));
        s.reservedDevices = readOptionalNumber(*c, at(cl, "reserved_devices"));
        s.burstCommitment = *parseCommitment(readChoiceOr(*c, at(cl, "burst_commitment"), true));
        s.checkpointIntervalSec = readNumberOr(*c, at(cl, "checkpoint_interval_s"));
        s.restartSec = readNumberOr(*c, at(cl, "restart_s"));
    }
    if (const auto u = r.optionalObject("users")) {
        // The users' own keys and a network path's, in one object.
        const std::string us = top + "/users";
        readKeys(*u, "users", us, s.fileKeys);
        s.usersLatitudeDeg = readOptionalNumber(*u, at(us, "latitude"));
        s.usersLongitudeDeg = readOptionalNumber(*u, at(us, "longitude"));
        if (s.usersLatitudeDeg.has_value() != s.usersLongitudeDeg.has_value())
            u->fail(s.usersLatitudeDeg ? "longitude" : "latitude",
                    "latitude and longitude go together (decimal degrees)");
        if (u->has("local"))
            s.usersLocal = readBooleanOr(*u, at(us, "local"));
        if (u->has("regions"))
            s.userRegions = parseUserRegions(*u);
        s.users = parsePath(*u, s.users, us);
    }
    if (const auto a = r.optionalObject("api")) {
        const std::string api = top + "/api";
        readKeys(*a, "api", api, s.fileKeys);
        s.apiCachedInputShare = readNumberOr(*a, at(api, "cached_input_share"));
        s.apiBatch = readBooleanOr(*a, at(api, "batch"));
    }
    s.fallbackOutputTokensPerSec = readNumberOr(r, at(top, "fallback_output_tokens_per_s"));
    s.fallbackReplica = readBooleanOr(r, at(top, "fallback_replica"));
    if (const auto w = r.optionalObject("wan")) {
        readKeys(*w, "wan", top + "/wan", s.fileKeys);
        s.wan = parsePath(*w, s.wan, top + "/wan");
    }
    if (const auto sh = r.optionalObject("shipment")) {
        const std::string ship = top + "/shipment";
        readKeys(*sh, "shipment", ship, s.fileKeys);
        s.shipment.capacityBytes = readNumberOr(*sh, at(ship, "capacity_tb")) * 1e12;
        s.shipment.transitDays = readNumberOr(*sh, at(ship, "transit_days"));
        s.shipment.copyBytesPerSec = readNumberOr(*sh, at(ship, "copy_gb_per_s")) * 1e9;
    }
    if (r.has("sites")) {
        r.object("sites");
        s.siteOverrides = parseSiteOverrides(r.value("sites"), r.fieldPath("sites"));
    }
    if (r.has("prices")) {
        r.object("prices");
        s.priceOverrides = parsePriceOverride(r.value("prices"), r.fieldPath("prices"));
    }
    s.notes = r.stringOr("notes", {});
    return s;
}

namespace {

// Writes the placement's fields: every field the file had (its author's keys stay), every
// field that differs from its default, and every optional that is set.
struct PlacementWriter {
    const PlacementSpec& s;
    json out = json::object();

    json& objectAt(const std::string& object)
    {
        if (object.empty())
            return out;
        json& o = out[object];
        if (!o.is_object())
            o = json::object();
        return o;
    }
    void put(const std::string& object, const std::string& key, json value, bool isDefault)
    {
        const std::string path = object.empty() ? key : object + "." + key;
        if (isDefault && !s.fileKeys.count(path))
            return;
        objectAt(object)[key] = std::move(value);
    }
    void number(const std::string& object, const std::string& key, double v, double dflt)
    {
        put(object, key, fileNumber(v), v == dflt);
    }
    void optional(const std::string& object, const std::string& key, std::optional<double> v)
    {
        if (v)
            objectAt(object)[key] = fileNumber(*v);
    }
    void text(const std::string& object, const std::string& key, const std::string& v,
              const std::string& dflt)
    {
        put(object, key, v, v == dflt);
    }
    void path(const std::string& object, const NetworkPath& p, const NetworkPath& d)
    {
        number(object, "distance_km", p.distanceKm, d.distanceKm);
        number(object, "route_factor", p.routeFactor, d.routeFactor);
        number(object, "hops", p.hops, d.hops);
        // The exact inverses of parsePath's conversions (ms / 1e3, Gb/s * 1e9).
        number(object, "per_hop_delay_ms", fileValueOfQuotient(p.perHopDelaySec, 1e3),
               fileValueOfQuotient(d.perHopDelaySec, 1e3));
        number(object, "bandwidth_gbps", fileValueOfProduct(p.bandwidthBitsPerSec, 1e9),
               fileValueOfProduct(d.bandwidthBitsPerSec, 1e9));
        number(object, "availability", p.availability, d.availability);
        optional(object, "usd_per_gb", p.usdPerGigabyte);
    }
};

std::string_view capexName(CapexTreatment c)
{
    switch (c) {
    case CapexTreatment::Financed:
        return "financed";
    case CapexTreatment::StraightLine:
        return "straight_line";
    case CapexTreatment::Upfront:
        break;
    }
    return "upfront";
}

} // namespace

json placementToJson(const PlacementSpec& s)
{
    const PlacementSpec d;
    PlacementWriter w{s};
    w.text({}, "compute_site", s.computeSite, d.computeSite);
    w.text({}, "data_site", s.dataSite, {});
    w.text({}, "burst_site", s.burstSite, {});
    w.text({}, "fallback_site", s.fallbackSite, {});
    w.text({}, "compare_with", s.compareWith, {});
    w.put({}, "data_classes", s.dataClasses, s.dataClasses == d.dataClasses);
    w.number({}, "horizon_months", s.horizonMonths, d.horizonMonths);
    w.number({}, "discount_rate", s.discountRate, d.discountRate);
    w.optional({}, "utilisation", s.utilisation);
    if (s.baselineDevices)
        w.out["baseline_devices"] = *s.baselineDevices;

    const std::string op = "on_prem";
    w.put(op, "capex", std::string(capexName(s.capex)), s.capex == d.capex);
    w.number(op, "life_months", s.lifeMonths, d.lifeMonths);
    w.number(op, "financing_rate", s.financingAnnualRate, d.financingAnnualRate);
    w.number(op, "financing_term_months", s.financingTermMonths, d.financingTermMonths);
    w.optional(op, "server_usd", s.serverUsd);
    if (s.devicesPerServer)
        w.objectAt(op)["devices_per_server"] = *s.devicesPerServer;
    w.number(op, "network_ports_per_device", s.networkPortsPerDevice, d.networkPortsPerDevice);
    w.optional(op, "host_overhead_fraction", s.hostOverheadFraction);
    w.optional(op, "idle_power_fraction", s.idlePowerFraction);
    w.optional(op, "maintenance_fraction_per_year", s.maintenanceFractionPerYear);
    if (s.warrantyYears)
        w.objectAt(op)["warranty_years"] = *s.warrantyYears;
    w.optional(op, "staff_usd_per_year", s.staffUsdPerYear);
    w.optional(op, "installation_fraction", s.installationFraction);

    const std::string cl = "cloud";
    w.put(cl, "commitment", std::string(commitmentName(s.commitment)),
          s.commitment == d.commitment);
    w.optional(cl, "reserved_devices", s.reservedDevices);
    w.put(cl, "burst_commitment", std::string(commitmentName(s.burstCommitment)),
          s.burstCommitment == d.burstCommitment);
    w.number(cl, "checkpoint_interval_s", s.checkpointIntervalSec, d.checkpointIntervalSec);
    w.number(cl, "restart_s", s.restartSec, d.restartSec);

    w.optional("users", "latitude", s.usersLatitudeDeg);
    w.optional("users", "longitude", s.usersLongitudeDeg);
    if (s.usersLocal)
        w.objectAt("users")["local"] = *s.usersLocal;
    if (!s.userRegions.empty()) {
        nlohmann::json list = nlohmann::json::array();
        for (const UserRegion& region : s.userRegions) {
            nlohmann::json o = {{"name", region.name}};
            if (region.latitudeDeg)
                o["latitude"] = fileNumber(*region.latitudeDeg);
            if (region.longitudeDeg)
                o["longitude"] = fileNumber(*region.longitudeDeg);
            if (region.distanceKm)
                o["distance_km"] = fileNumber(*region.distanceKm);
            o["share"] = fileNumber(region.share);
            list.push_back(std::move(o));
        }
        w.objectAt("users")["regions"] = std::move(list);
    }
    w.path("users", s.users, d.users);

    w.number("api", "cached_input_share", s.apiCachedInputShare, d.apiCachedInputShare);
    w.put("api", "batch", s.apiBatch, s.apiBatch == d.apiBatch);
    w.number({}, "fallback_output_tokens_per_s", s.fallbackOutputTokensPerSec,
             d.fallbackOutputTokensPerSec);
    w.put({}, "fallback_replica", s.fallbackReplica, s.fallbackReplica == d.fallbackReplica);
    w.path("wan", s.wan, d.wan);

    const std::string sh = "shipment";
    // The exact inverses of the reader's TB * 1e12 and GB/s * 1e9.
    w.number(sh, "capacity_tb", fileValueOfProduct(s.shipment.capacityBytes, 1e12),
             fileValueOfProduct(d.shipment.capacityBytes, 1e12));
    w.number(sh, "transit_days", s.shipment.transitDays, d.shipment.transitDays);
    w.number(sh, "copy_gb_per_s", fileValueOfProduct(s.shipment.copyBytesPerSec, 1e9),
             fileValueOfProduct(d.shipment.copyBytesPerSec, 1e9));

    if (!s.siteOverrides.empty() || s.fileKeys.count("sites"))
        w.out["sites"] = siteOverridesJson(s.siteOverrides);
    if (!s.priceOverrides.empty() || s.fileKeys.count("prices"))
        w.out["prices"] = priceOverrideJson(s.priceOverrides);
    w.text({}, "notes", s.notes, {});
    // Objects the file had, empty or all at their defaults.
    for (const char* object : {"on_prem", "cloud", "users", "api", "wan", "shipment"})
        if (s.fileKeys.count(object))
            w.objectAt(object);
    return w.out;
}

} // namespace ap
