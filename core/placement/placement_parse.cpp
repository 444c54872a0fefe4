#include "placement/placement.h"

#include "common/input_error.h"

namespace ap {

using nlohmann::json;

namespace {

NetworkPath parsePath(const JsonReader& r, NetworkPath p)
{
    r.rejectUnknownKeys({"distance_km", "route_factor", "hops", "per_hop_delay_ms",
                         "bandwidth_gbps", "availability", "usd_per_gb"});
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

} // namespace

PlacementSpec parsePlacement(const JsonReader& r)
{
    r.rejectUnknownKeys({"compute_site",
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
                         "notes"});
    PlacementSpec s;
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
        o->rejectUnknownKeys({"capex", "life_months", "financing_rate", "financing_term_months",
                              "server_usd", "devices_per_server", "network_ports_per_device",
                              "host_overhead_fraction", "idle_power_fraction",
                              "maintenance_fraction_per_year", "staff_usd_per_year",
                              "installation_fraction"});
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
        s.networkPortsPerDevice =
            o->numberOr("network_ports_per_device", s.networkPortsPerDevice, 0, 16);
        s.hostOverheadFraction =
            o->numberOr("host_overhead_fraction", s.hostOverheadFraction, 0, 10);
        s.idlePowerFraction = o->numberOr("idle_power_fraction", s.idlePowerFraction, 0, 1);
        s.maintenanceFractionPerYear = o->optionalNumber("maintenance_fraction_per_year", 0, 1);
        s.staffUsdPerYear = o->optionalNumber("staff_usd_per_year", 0, 1e10);
        s.installationFraction = o->optionalNumber("installation_fraction", 0, 1);
    }
    if (const auto c = r.optionalObject("cloud")) {
        c->rejectUnknownKeys({"commitment", "reserved_devices", "burst_commitment",
                              "checkpoint_interval_s", "restart_s"});
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
        for (const char* k : {"latitude", "longitude", "local"})
            path.erase(k);
        s.users = parsePath(JsonReader(path, u->path()), s.users);
    }
    if (const auto a = r.optionalObject("api")) {
        a->rejectUnknownKeys({"cached_input_share", "batch"});
        s.apiCachedInputShare = a->numberOr("cached_input_share", 0, 0, 1);
        s.apiBatch = a->booleanOr("batch", false);
    }
    s.fallbackOutputTokensPerSec = r.numberOr("fallback_output_tokens_per_s", 0, 0, 1e12);
    if (const auto w = r.optionalObject("wan"))
        s.wan = parsePath(*w, s.wan);
    if (const auto sh = r.optionalObject("shipment")) {
        sh->rejectUnknownKeys({"capacity_tb", "transit_days", "copy_gb_per_s"});
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
    return s;
}

} // namespace ap
