// The scenario's `placement` object in the field schema: where the work runs and under which
// terms (placement/placement_parse.cpp reads it with these keys, ranges and defaults). The
// numeric defaults are PlacementSpec's own (placement/placement.h), in the file's units; the
// text states them as docs/fields.md shows them.
#include "placement/placement.h"
#include "project/field_schema_entries.h"

namespace ap {

namespace {

using T = FieldType;
constexpr auto kI = FieldWorkloads::Inference;

} // namespace

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif
void addPlacementFields(std::vector<FieldSpec>& s)
{
    const PlacementSpec d;
    s.push_back(
        {.pointer = "/placement",
         .type = T::Object,
         .defaultText = "none",
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Cost report"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Where it runs and what it costs. Off: "
                                                     "no cost report. See "
                                                     "docs/placement-and-costs.md.")});
    const auto site = [&](std::string_view pointer, std::string_view dflt, const char* label,
                          const char* help) {
        s.push_back({.pointer = pointer,
                     .type = T::String,
                     .defaultText = dflt,
                     .label = label,
                     .help = help});
    };
    site("/placement/compute_site", "on-prem", QT_TRANSLATE_NOOP("ap::FieldTable", "Compute site"),
         QT_TRANSLATE_NOOP("ap::FieldTable", "Where the devices run. Default: on-prem."));
    site("/placement/data_site", "derived", QT_TRANSLATE_NOOP("ap::FieldTable", "Data site"),
         QT_TRANSLATE_NOOP("ap::FieldTable", "Where the data lives. Default: the compute site."));
    site("/placement/burst_site", "none", QT_TRANSLATE_NOOP("ap::FieldTable", "Burst site"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Cloud site for demand above the reserved devices. Default: none."));
    site("/placement/fallback_site", "none", QT_TRANSLATE_NOOP("ap::FieldTable", "Fallback site"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Serves when the compute site is down. Default: none."));
    site("/placement/compare_with", "none", QT_TRANSLATE_NOOP("ap::FieldTable", "Compare with"),
         QT_TRANSLATE_NOOP("ap::FieldTable", "A second site costed side by side. Default: none."));
    s.push_back({.pointer = "/placement/data_classes",
                 .type = T::List,
                 .defaultText = "internal",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Data classes"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "What the data is (public, internal, confidential, "
                                           "regulated-eu, ...); sites that may not hold it are "
                                           "refused. Default: internal.")});
    s.push_back({.pointer = "/placement/horizon_months",
                 .type = T::Integer,
                 .unit = "months",
                 .min = 1,
                 .max = 600,
                 .defaultText = "36",
                 .defaultValue = double(d.horizonMonths),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Horizon"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Period the costs are summed over. "
                                                             "Default: 36 months.")});
    s.push_back({.pointer = "/placement/discount_rate",
                 .type = T::Number,
                 .unit = "/year",
                 .min = 0,
                 .max = 1,
                 .defaultText = "0.08",
                 .defaultValue = d.discountRate,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Discount rate"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Annual rate for the net present value (\"8 %\"). "
                                           "Default: 8 %."),
                 .quantity = Dimension::Fraction});
    // 0 would make every cost per unit of work 0 (nothing runs, nothing is paid per token).
    s.push_back({.pointer = "/placement/utilisation",
                 .type = T::Number,
                 .min = 0.001,
                 .max = 1,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Utilisation"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Share of the horizon the devices work. Default: "
                                           "training runs back to back; serving from the "
                                           "demand."),
                 .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/placement/baseline_devices",
                 .type = T::Integer,
                 .unit = "devices",
                 .min = 0,
                 .max = 1e7,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Baseline devices"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Devices owned; the rest bursts. Default: all.")});

    // Owned sites (on-prem, colocation, edge). "derived": the price book's figure.
    s.push_back({.pointer = "/placement/on_prem",
                 .type = T::Object,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Own data centre")});
    s.push_back({.pointer = "/placement/on_prem/capex",
                 .type = T::Choice,
                 .defaultText = "upfront",
                 .defaultChoice = "upfront",
                 .choices = {"upfront", "straight_line", "financed"},
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Capital expense"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Paid upfront, depreciated straight-line or financed. "
                                           "Default: upfront.")});
    s.push_back({.pointer = "/placement/on_prem/life_months",
                 .type = T::Integer,
                 .unit = "months",
                 .min = 1,
                 .max = 600,
                 .defaultText = "48",
                 .defaultValue = double(d.lifeMonths),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Hardware life"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Depreciation life. Default: 48.")});
    s.push_back({.pointer = "/placement/on_prem/financing_rate",
                 .type = T::Number,
                 .unit = "/year",
                 .min = 0,
                 .max = 1,
                 .defaultText = "0.07",
                 .defaultValue = d.financingAnnualRate,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Financing rate"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Annual loan rate, when financed."),
                 .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/placement/on_prem/financing_term_months",
                 .type = T::Integer,
                 .unit = "months",
                 .min = 1,
                 .max = 600,
                 .defaultText = "36",
                 .defaultValue = double(d.financingTermMonths),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Financing term"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Loan term, when financed.")});
    s.push_back({.pointer = "/placement/on_prem/server_usd",
                 .type = T::Number,
                 .unit = "$",
                 .min = 1,
                 .max = 1e9,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Server price"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "One server with its devices (\"$300k\"). Default: the "
                                           "price book.")});
    s.push_back({.pointer = "/placement/on_prem/devices_per_server",
                 .type = T::Integer,
                 .unit = "devices",
                 .min = 1,
                 .max = 1024,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Devices per server"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Devices in the quoted server; only with a server "
                                           "price. Default: 8 with a server price, else the price "
                                           "book's server.")});
    s.push_back({.pointer = "/placement/on_prem/network_ports_per_device",
                 .type = T::Number,
                 .min = 0,
                 .max = 16,
                 .defaultText = "1",
                 .defaultValue = d.networkPortsPerDevice,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Network ports per device"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Switch ports priced per device. "
                                                             "Default: see "
                                                             "docs/placement-and-costs.md.")});
    s.push_back({.pointer = "/placement/on_prem/host_overhead_fraction",
                 .type = T::Number,
                 .min = 0,
                 .max = 10,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Host power overhead"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "CPU, memory, fans on top of device power. Default: "
                                           "the server's entry in the price book."),
                 .quantity = Dimension::Fraction});
    s.push_back(
        {.pointer = "/placement/on_prem/idle_power_fraction",
         .type = T::Number,
         .min = 0,
         .max = 1,
         .defaultText = "derived",
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Idle power"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Power drawn idle, as a fraction of TDP."),
         .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/placement/on_prem/maintenance_fraction_per_year",
                 .type = T::Number,
                 .unit = "/year",
                 .min = 0,
                 .max = 1,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Maintenance"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Yearly support contract once the warranty has run "
                                           "out, as a fraction of capex. Default: the price "
                                           "book."),
                 .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/placement/on_prem/warranty_years",
                 .type = T::Integer,
                 .unit = "years",
                 .min = 0,
                 .max = 20,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Warranty"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Parts warranty of each purchase: no maintenance is "
                                           "paid inside it. Default: the price book (3 years).")});
    s.push_back({.pointer = "/placement/on_prem/staff_usd_per_year",
                 .type = T::Number,
                 .unit = "$/year",
                 .min = 0,
                 .max = 1e10,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Staff cost"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Operations staff for this cluster. Default: the "
                                           "price book's floor per site plus a "
                                           "rate per device.")});
    s.push_back({.pointer = "/placement/on_prem/installation_fraction",
                 .type = T::Number,
                 .min = 0,
                 .max = 1,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Installation"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "One-off installation, as a fraction of capex. "
                                           "Default: the price book."),
                 .quantity = Dimension::Fraction});

    // Cloud sites. A training run's spot preemptions take the checkpoint interval and restart
    // time from its reliability model (project/validate.cpp refuses the cloud copies there).
    s.push_back({.pointer = "/placement/cloud",
                 .type = T::Object,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Cloud")});
    s.push_back({.pointer = "/placement/cloud/commitment",
                 .type = T::Choice,
                 .defaultText = "on_demand",
                 .defaultChoice = "on_demand",
                 .choices = {"on_demand", "commit_1y", "commit_3y", "spot"},
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Commitment"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Pricing of the reserved devices. "
                                                             "Default: on demand.")});
    s.push_back({.pointer = "/placement/cloud/reserved_devices",
                 .type = T::Number,
                 .unit = "devices",
                 .min = 0,
                 .max = 1e7,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Reserved devices"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Devices held all the time. Default: the cluster."),
                 .quantity = Dimension::Count});
    s.push_back({.pointer = "/placement/cloud/burst_commitment",
                 .type = T::Choice,
                 .defaultText = "on_demand",
                 .defaultChoice = "on_demand",
                 .choices = {"on_demand", "spot"},
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Burst commitment"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Pricing of burst devices. Default: on demand.")});
    s.push_back({.pointer = "/placement/cloud/checkpoint_interval_s",
                 .type = T::Number,
                 .unit = "s",
                 .min = 1,
                 .max = 1e7,
                 .defaultText = "3600",
                 .defaultValue = d.checkpointIntervalSec,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Spot checkpoint interval"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Work lost per spot preemption is half of it.")});
    s.push_back(
        {.pointer = "/placement/cloud/restart_s",
         .type = T::Number,
         .unit = "s",
         .min = 0,
         .max = 1e7,
         .defaultText = "600",
         .defaultValue = d.restartSec,
         .applies = kI,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Spot restart"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Time to resume after a preemption.")});

    // A network path (the users' and the WAN to the data site): the same keys, each path with
    // its own defaults.
    struct PathPointers {
        std::string_view distance, route, hops, delay, bandwidth, availability, price;
    };
    const auto path = [&](const PathPointers& at, const NetworkPath& p, std::string_view distance,
                          std::string_view hops, const char* distanceHelp, bool usersPath) {
        // The keys behind the round trip (distance, route, hops, delay per hop): the users'
        // latency reads them, and every WAN transfer takes the WAN's round trip before its
        // bytes (placement/network.cpp planTransfer). The bandwidth is the WAN's transfers'; no
        // figure reads the users' (responses are priced per byte, not limited by the link).
        s.push_back({.pointer = at.distance,
                     .type = T::Number,
                     .unit = "km",
                     .min = 0,
                     .max = 40075,
                     .defaultText = distance,
                     .defaultValue = p.distanceKm,
                     .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Distance"),
                     .help = distanceHelp});
        s.push_back({.pointer = at.route,
                     .type = T::Number,
                     .min = 1,
                     .max = 10,
                     .defaultText = "1.5",
                     .defaultValue = p.routeFactor,
                     .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Route factor"),
                     .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                               "Fibre route length / great-circle distance "
                                               "(1-10). Default: see "
                                               "docs/placement-and-costs.md.")});
        s.push_back({.pointer = at.hops,
                     .type = T::Integer,
                     .min = 0,
                     .max = 1000,
                     .defaultText = hops,
                     .defaultValue = double(p.hops),
                     .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Hops"),
                     .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Router hops on the path.")});
        s.push_back(
            {.pointer = at.delay,
             .type = T::Number,
             .unit = "ms",
             .min = 0,
             .max = 1000,
             .defaultText = "0.1",
             .defaultValue = p.perHopDelaySec * 1e3,
             .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Delay per hop"),
             .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Queueing and forwarding per hop.")});
        s.push_back({.pointer = at.bandwidth,
                     .type = T::Number,
                     .unit = "Gb/s",
                     .min = 1e-6,
                     .max = 1e6,
                     .defaultText = "10",
                     .defaultValue = p.bandwidthBitsPerSec / 1e9,
                     .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Bandwidth"),
                     .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                               "Link speed, in bits (\"10G\", \"400 Gb/s\")."),
                     .informational = usersPath});
        s.push_back({.pointer = at.availability,
                     .type = T::Number,
                     .min = 0,
                     .max = 1,
                     .defaultText = "0.999",
                     .defaultValue = p.availability,
                     .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Availability"),
                     .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                               "Fraction of time the path is up (\"99.95 %\")."),
                     .quantity = Dimension::Fraction});
        s.push_back({.pointer = at.price,
                     .type = T::Number,
                     .unit = "$/GB",
                     .min = 0,
                     .max = 100,
                     .defaultText = "derived",
                     .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Transfer price"),
                     .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                               "Price per GB sent. Default: the site's egress "
                                               "price from the price book.")});
    };

    s.push_back({.pointer = "/placement/users",
                 .type = T::Object,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Path to users")});
    s.push_back({.pointer = "/placement/users/latitude",
                 .type = T::Number,
                 .unit = "deg",
                 .min = -90,
                 .max = 90,
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Users' latitude"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Where the users are (decimal degrees, with the "
                                           "longitude): the distance to a compute site with "
                                           "coordinates is then the great circle. Default: "
                                           "none.")});
    s.push_back({.pointer = "/placement/users/longitude",
                 .type = T::Number,
                 .unit = "deg",
                 .min = -180,
                 .max = 180,
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Users' longitude"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Decimal degrees, with the latitude. Default: none.")});
    s.push_back({.pointer = "/placement/users/local",
                 .type = T::Bool,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Users on site"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "The users reach the compute site without the WAN (a "
                                           "factory floor next to its edge site). Default: yes "
                                           "for an edge site, else no.")});
    s.push_back({.pointer = "/placement/users/regions",
                 .type = T::List,
                 .defaultText = "none",
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Users in several regions, each with a name, its "
                                           "latitude and longitude or distance_km, and its share "
                                           "of the traffic; the latency is the traffic-weighted "
                                           "mean. Default: one region, the path's fields.")});
    // One region of the list (`*`: each element).
    s.push_back({.pointer = "/placement/users/regions/*", .type = T::Object});
    s.push_back({.pointer = "/placement/users/regions/*/name",
                 .type = T::String,
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Unique within the list.")});
    s.push_back({.pointer = "/placement/users/regions/*/latitude",
                 .type = T::Number,
                 .unit = "deg",
                 .min = -90,
                 .max = 90,
                 .defaultText = "none"});
    s.push_back({.pointer = "/placement/users/regions/*/longitude",
                 .type = T::Number,
                 .unit = "deg",
                 .min = -180,
                 .max = 180,
                 .defaultText = "none"});
    s.push_back({.pointer = "/placement/users/regions/*/distance_km",
                 .type = T::Number,
                 .unit = "km",
                 .min = 0,
                 .max = 40075,
                 .defaultText = "derived",
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Needed without coordinates; the coordinates win where "
                                           "the site has them.")});
    s.push_back({.pointer = "/placement/users/regions/*/share",
                 .type = T::Number,
                 .min = 0,
                 .max = 1e12,
                 .minExclusive = true,
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "A weight of the traffic; the shares are normalised.")});
    path({"/placement/users/distance_km", "/placement/users/route_factor", "/placement/users/hops",
          "/placement/users/per_hop_delay_ms", "/placement/users/bandwidth_gbps",
          "/placement/users/availability", "/placement/users/usd_per_gb"},
         d.users, "500", "10",
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "To the compute site; the users' latitude and longitude replace it "
                           "where the site has coordinates. Default: 500 km."),
         true);

    s.push_back({.pointer = "/placement/wan",
                 .type = T::Object,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "WAN to data site")});
    path({"/placement/wan/distance_km", "/placement/wan/route_factor", "/placement/wan/hops",
          "/placement/wan/per_hop_delay_ms", "/placement/wan/bandwidth_gbps",
          "/placement/wan/availability", "/placement/wan/usd_per_gb"},
         d.wan, "1000", "12",
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Data site to compute site: a transfer takes the round trip, then "
                           "its bytes at the bandwidth. Default: 1000 km."),
         false);

    s.push_back({.pointer = "/placement/shipment",
                 .type = T::Object,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Shipment")});
    s.push_back({.pointer = "/placement/shipment/capacity_tb",
                 .type = T::Number,
                 .unit = "TB",
                 .min = 0.001,
                 .max = 1e6,
                 .defaultText = "210",
                 .defaultValue = d.shipment.capacityBytes / 1e12,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Capacity per shipment"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Data moved by shipping drives (Snowball-class).")});
    s.push_back({.pointer = "/placement/shipment/transit_days",
                 .type = T::Number,
                 .unit = "days",
                 .min = 0,
                 .max = 365,
                 .defaultText = "7",
                 .defaultValue = d.shipment.transitDays,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Transit"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Door to door.")});
    s.push_back({.pointer = "/placement/shipment/copy_gb_per_s",
                 .type = T::Number,
                 .unit = "GB/s",
                 .min = 1e-3,
                 .max = 1e3,
                 .defaultText = "1.25",
                 .defaultValue = d.shipment.copyBytesPerSec / 1e9,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Copy speed"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Onto and off the drives.")});

    // Public model APIs (a compute or compare_with site of that kind): serving only. The
    // entries without a label have no editor row (the users' regions have their own editor;
    // the site and price patches are in the catalog's and the book's forms).
    s.push_back({.pointer = "/placement/api",
                 .type = T::Object,
                 .defaultText = "derived",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Model API")});
    s.push_back({.pointer = "/placement/api/cached_input_share",
                 .type = T::Number,
                 .min = 0,
                 .max = 1,
                 .defaultText = "0",
                 .defaultValue = d.apiCachedInputShare,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Cached prompt share"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Share of prompt tokens the provider's prompt cache "
                                           "serves, billed at its cached price. Default: 0."),
                 .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/placement/api/batch",
                 .type = T::Bool,
                 .defaultText = "false",
                 .defaultValue = d.apiBatch ? 1.0 : 0.0,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Batch interface"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "The work goes through the provider's discounted, "
                                           "asynchronous batch interface. Default: no.")});
    s.push_back({.pointer = "/placement/fallback_output_tokens_per_s",
                 .type = T::Number,
                 .unit = "tokens/s",
                 .min = 0,
                 .max = 1e12,
                 .defaultText = "0",
                 .defaultValue = d.fallbackOutputTokensPerSec,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Fallback throughput"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Output tokens per second the local fallback serves "
                                           "while the cloud path is down. Default: 0 "
                                           "(nothing)."),
                 .quantity = Dimension::Tokens});
    s.push_back({.pointer = "/placement/fallback_replica",
                 .type = T::Bool,
                 .defaultText = "false",
                 .defaultValue = d.fallbackReplica ? 1.0 : 0.0,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Fallback is a replica"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "The fallback site runs a copy of this cluster, "
                                           "priced here for the hours the compute site is down "
                                           "(rented on demand, or owned in full): the "
                                           "recommender's fallback pairs. Default: no (the "
                                           "fallback is priced as its own scenario).")});
    s.push_back({.pointer = "/placement/sites",
                 .type = T::Object,
                 .defaultText = "none",
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Patches of the site catalog by site id, in the "
                                           "catalog's own form (power price, PUE, space, carbon, "
                                           "availability). Default: none.")});
    s.push_back({.pointer = "/placement/prices",
                 .type = T::Object,
                 .defaultText = "none",
                 // transfer.inter_zone_usd_per_gb is read and kept (price_book.cpp) but no
                 // figure reads it: said here, where a user meets the book's form.
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Patches of the price book, in the book's own form. Informational there: a "
                     "provider's transfer.inter_zone_usd_per_gb, kept but without effect (the "
                     "model has no availability zones: a cloud site is a region, and traffic "
                     "between two sites of one provider is priced at inter_region_usd_per_gb). "
                     "Default: none.")});
    s.push_back({.pointer = "/placement/notes",
                 .type = T::String,
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Notes"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "The author's free text."),
                 .informational = true});
}
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

} // namespace ap
