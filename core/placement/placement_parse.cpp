// The placement object's file form: parsePlacement reads it (once, at the file edge),
// placementToJson writes it back from the typed PlacementSpec.
#include "placement/placement.h"

#include "common/input_error.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace ap {

using nlohmann::json;

namespace {

// Rejects the keys an object may not have and records the ones it has ("prefix.key").
void readKeys(const JsonReader& r, const std::string& prefix,
              std::initializer_list<std::string_view> known, std::set<std::string>& keys)
{
    r.rejectUnknownKeys(known);
    for (std::string_view k : known)
        if (r.has(k))
            keys.insert(prefix.empty() ? std::string(k) : prefix + "." + std::string(k));
}

NetworkPath parsePath(const JsonReader& r, NetworkPath p, const std::string& prefix,
                      std::set<std::string>& keys)
{
    readKeys(r, prefix,
             {"distance_km", "route_factor", "hops", "per_hop_delay_ms", "bandwidth_gbps",
              "availability", "usd_per_gb"},
             keys);
    p.distanceKm = r.numberOr("distance_km", p.distanceKm, 0, 40075);
    p.routeFactor = r.numberOr("route_factor", p.routeFactor, 1, 10);
    p.hops = int(r.integerOr("hops", p.hops, 0, 1000));
    p.perHopDelaySec = r.numberOr("per_hop_delay_ms", p.perHopDelaySec * 1e3, 0, 1000) / 1e3;
    p.bandwidthBitsPerSec =
        r.numberOr("bandwidth_gbps", p.bandwidthBitsPerSec / 1e9, 1e-6, 1e6) * 1e9;
    p.availability = r.numberOr("availability", p.availability, 0, 1);
    if (const auto v = r.optionalNumber("usd_per_gb", 0, 100))
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
        r.rejectUnknownKeys({"name", "latitude", "longitude", "distance_km", "share"});
        UserRegion region;
        region.name = r.string("name");
        if (region.name.empty())
            r.fail("name", Message(AP_TEXT("ap::InputError", "a region needs a name")));
        for (const UserRegion& other : regions)
            if (other.name == region.name)
                r.fail("name",
                       Message(AP_TEXT("ap::InputError", "another region has the name \"%1\""),
                               {msg::text(region.name)}));
        region.latitudeDeg = r.optionalNumber("latitude", -90, 90);
        region.longitudeDeg = r.optionalNumber("longitude", -180, 180);
        if (region.latitudeDeg.has_value() != region.longitudeDeg.has_value())
            r.fail(region.latitudeDeg ? "longitude" : "latitude",
                   "latitude and longitude go together (decimal degrees)");
        region.distanceKm = r.optionalNumber("distance_km", 0, 40075);
        if (!region.latitudeDeg && !region.distanceKm)
            r.fail("distance_km",
                   Message(AP_TEXT("ap::InputError",
                                   "give the region's latitude and longitude or its distance_km")));
        region.share = r.number("share", 0, 1e12);
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
    PlacementSpec s;
    readKeys(r, {},
             {"compute_site",
              "data_site",
              "burst_site",
              "fallback_site",
              "compare_with",
              "data_classes",
              "horizon_months",
              "discount_rate",
              "utilisation",
              "baseline_devices",
              "on_prem",
              "cloud",
              "users",
              "wan",
              "shipment",
              "api",
              "fallback_output_tokens_per_s",
              "sites",
              "prices",
              "notes"},
             s.fileKeys);
    s.computeSite = r.stringOr("compute_site", s.computeSite);
    s.dataSite = r.stringOr("data_site", {});
    s.burstSite = r.stringOr("burst_site", {});
    s.fallbackSite = r.stringOr("fallback_site", {});
    s.compareWith = r.stringOr("compare_with", {});
    if (r.has("data_classes"))
        s.dataClasses = r.stringArray("data_classes");
    s.horizonMonths = int(r.integerOr("horizon_months", s.horizonMonths, 1, 600));
    s.discountRate = r.numberOr("discount_rate", s.discountRate, 0, 1);
    // 0 would make every cost per unit of work 0 (nothing runs, nothing is paid per token).
    s.utilisation = r.optionalNumber("utilisation", 0.001, 1);
    if (r.has("baseline_devices"))
        s.baselineDevices = int(r.integer("baseline_devices", 0, 10000000));

    if (const auto o = r.optionalObject("on_prem")) {
        readKeys(*o, "on_prem",
                 {"capex", "life_months", "financing_rate", "financing_term_months", "server_usd",
                  "devices_per_server", "network_ports_per_device", "host_overhead_fraction",
                  "idle_power_fraction", "maintenance_fraction_per_year", "warranty_years",
                  "staff_usd_per_year", "installation_fraction"},
                 s.fileKeys);
        const std::string capex =
            o->choiceOr("capex", "upfront", {"upfront", "straight_line", "financed"});
        s.capex = capex == "financed"        ? CapexTreatment::Financed
                  : capex == "straight_line" ? CapexTreatment::StraightLine
                                             : CapexTreatment::Upfront;
        s.lifeMonths = int(o->integerOr("life_months", s.lifeMonths, 1, 600));
        s.financingAnnualRate = o->numberOr("financing_rate", s.financingAnnualRate, 0, 1);
        s.financingTermMonths =
            int(o->integerOr("financing_term_months", s.financingTermMonths, 1, 600));
        s.serverUsd = o->optionalNumber("server_usd", 1, 1e9);
        if (o->has("devices_per_server"))
            s.devicesPerServer = int(o->integer("devices_per_server", 1, 1024));
        // The count belongs to the quoted server: a book server is priced whole, with the
        // book's count, so a count alone would buy the book's server price per fewer (or more)
        // devices in the placement model while the recommender's server fills took the book's
        // count. One rule: the count comes with its quote.
        if (s.devicesPerServer && !s.serverUsd)
            o->fail("devices_per_server",
                    Message(AP_TEXT("ap::InputError",
                                    "describes a quoted server: state server_usd with it (without "
                                    "a quote the price book's server, with its own device count, "
                                    "is bought)")));
        s.networkPortsPerDevice =
            o->numberOr("network_ports_per_device", s.networkPortsPerDevice, 0, 16);
        s.hostOverheadFraction = o->optionalNumber("host_overhead_fraction", 0, 10);
        s.idlePowerFraction = o->optionalNumber("idle_power_fraction", 0, 1);
        s.maintenanceFractionPerYear = o->optionalNumber("maintenance_fraction_per_year", 0, 1);
        if (o->has("warranty_years"))
            s.warrantyYears = int(o->integer("warranty_years", 0, 20));
        s.staffUsdPerYear = o->optionalNumber("staff_usd_per_year", 0, 1e10);
        s.installationFraction = o->optionalNumber("installation_fraction", 0, 1);
    }
    if (const auto c = r.optionalObject("cloud")) {
        readKeys(*c, "cloud",
                 {"commitment", "reserved_devices", "burst_commitment", "checkpoint_interval_s",
                  "restart_s"},
                 s.fileKeys);
        s.commitment = *parseCommitment(c->choiceOr(
            "commitment", "on_demand", {"on_demand", "commit_1y", "commit_3y", "spot"}));
        s.reservedDevices = c->optionalNumber("reserved_devices", 0, 1e7);
        s.burstCommitment =
            *parseCommitment(c->choiceOr("burst_commitment", "on_demand", {"on_demand", "spot"}));
        s.checkpointIntervalSec =
            c->numberOr("checkpoint_interval_s", s.checkpointIntervalSec, 1, 1e7);
        s.restartSec = c->numberOr("restart_s", s.restartSec, 0, 1e7);
    }
    if (const auto u = r.optionalObject("users")) {
        // The users' own keys first; the rest is a network path.
        nlohmann::json path = r.value("users");
        const JsonReader own(path, u->path());
        s.usersLatitudeDeg = own.optionalNumber("latitude", -90, 90);
        s.usersLongitudeDeg = own.optionalNumber("longitude", -180, 180);
        if (s.usersLatitudeDeg.has_value() != s.usersLongitudeDeg.has_value())
            own.fail(s.usersLatitudeDeg ? "longitude" : "latitude",
                     "latitude and longitude go together (decimal degrees)");
        if (own.has("local"))
            s.usersLocal = own.booleanOr("local", false);
        if (own.has("regions"))
            s.userRegions = parseUserRegions(own);
        for (const char* k : {"latitude", "longitude", "local", "regions"})
            if (path.erase(k))
                s.fileKeys.insert(std::string("users.") + k);
        s.users = parsePath(JsonReader(path, u->path()), s.users, "users", s.fileKeys);
    }
    if (const auto a = r.optionalObject("api")) {
        readKeys(*a, "api", {"cached_input_share", "batch"}, s.fileKeys);
        s.apiCachedInputShare = a->numberOr("cached_input_share", 0, 0, 1);
        s.apiBatch = a->booleanOr("batch", false);
    }
    s.fallbackOutputTokensPerSec = r.numberOr("fallback_output_tokens_per_s", 0, 0, 1e12);
    if (const auto w = r.optionalObject("wan"))
        s.wan = parsePath(*w, s.wan, "wan", s.fileKeys);
    if (const auto sh = r.optionalObject("shipment")) {
        readKeys(*sh, "shipment", {"capacity_tb", "transit_days", "copy_gb_per_s"}, s.fileKeys);
        s.shipment.capacityBytes =
            sh->numberOr("capacity_tb", s.shipment.capacityBytes / 1e12, 0.001, 1e6) * 1e12;
        s.shipment.transitDays = sh->numberOr("transit_days", s.shipment.transitDays, 0, 365);
        s.shipment.copyBytesPerSec =
            sh->numberOr("copy_gb_per_s", s.shipment.copyBytesPerSec / 1e9, 1e-3, 1e3) * 1e9;
    }
    if (r.has("sites")) {
        r.object("sites");
        s.siteOverrides = r.value("sites"); // validated when merged (entries may be patches)
    }
    if (r.has("prices")) {
        r.object("prices");
        s.priceOverrides = r.value("prices");
    }
    s.notes = r.stringOr("notes", {});
    return s;
}

namespace {

// A number as a file spells it: 15 significant digits (so that a unit conversion's last-bit
// noise, 0.1 ms -> 1e-4 s -> 0.10000000000000002 ms, is not written), whole values as integers.
json fileNumber(double v)
{
    if (!std::isfinite(v))
        return json(v);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", v);
    const double rounded = std::strtod(buf, nullptr);
    if (rounded == std::floor(rounded) && std::fabs(rounded) < 9e15)
        return json(static_cast<long long>(rounded));
    return json(rounded);
}

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
        number(object, "per_hop_delay_ms", p.perHopDelaySec * 1e3, d.perHopDelaySec * 1e3);
        number(object, "bandwidth_gbps", p.bandwidthBitsPerSec / 1e9, d.bandwidthBitsPerSec / 1e9);
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
    w.path("wan", s.wan, d.wan);

    const std::string sh = "shipment";
    w.number(sh, "capacity_tb", s.shipment.capacityBytes / 1e12, d.shipment.capacityBytes / 1e12);
    w.number(sh, "transit_days", s.shipment.transitDays, d.shipment.transitDays);
    w.number(sh, "copy_gb_per_s", s.shipment.copyBytesPerSec / 1e9,
             d.shipment.copyBytesPerSec / 1e9);

    if (s.siteOverrides->is_object() && (!s.siteOverrides->empty() || s.fileKeys.count("sites")))
        w.out["sites"] = s.siteOverrides;
    if (s.priceOverrides->is_object() && (!s.priceOverrides->empty() || s.fileKeys.count("prices")))
        w.out["prices"] = s.priceOverrides;
    w.text({}, "notes", s.notes, {});
    // Objects the file had, empty or all at their defaults.
    for (const char* object : {"on_prem", "cloud", "users", "api", "wan", "shipment"})
        if (s.fileKeys.count(object))
            w.objectAt(object);
    return w.out;
}

} // namespace ap
