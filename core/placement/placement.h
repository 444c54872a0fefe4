#pragma once

#include "common/json_reader.h"
#include "common/owned_json.h"
#include "economics/cash_flow.h"
#include "economics/cloud_tco.h"
#include "economics/on_prem_tco.h"
#include "economics/price_book.h"
#include "placement/network.h"
#include "placement/price_override.h"
#include "placement/site.h"
#include "placement/site_override.h"
#include "placement/user_regions.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// Bytes a served token occupies on the wire (UTF-8 text, ~4 bytes per token): the default
// egress of a serving workload.
inline constexpr double kResponseBytesPerToken = 4;

// What the performance engine tells the economics: one scenario's demand on its cluster.
struct WorkloadDemand {
    std::string deviceId;
    int deviceCount = 1;
    double tdpWatts = 700;         // per device (catalog power.tdp_w)
    double utilisation = 1.0;      // busy hours / hours in the month, of the cluster
    double timeToTrainSec = 0;     // training: one run on deviceCount devices (0 = not training)
    double outputTokensPerSec = 0; // serving: whole cluster while busy (0 = not serving)
    double inputTokensPerSec = 0;  // serving: prompt tokens (public model APIs bill them)
    double promptTokensPerRequest = 0; // serving: one request's prompt (long-context API prices)
    double datasetBytes = 0;           // data the workload needs where it runs
    double datasetGrowthBytesPerMonth = 0;
    double egressBytesPerMonth = 0; // results / responses sent to users each month
    // Training: the checkpoint store (reliability.storage) holding the latest checkpoint,
    // checkpoint bytes x cost_usd_per_gb_month, charged every month of the horizon.
    double checkpointStorageUsdPerMonth = 0;
};

// The keys a file spelled out (PlacementSpec::fileKeys): a set that every other compares equal
// to, so that placements equal in every value are equal however their files were written.
struct WrittenKeys : std::set<std::string> {
    bool operator==(const WrittenKeys&) const { return true; }
};

// Where the work runs and under which terms. Every field has a default; see
// docs/placement-and-costs.md for the JSON form ("placement" object of a scenario).
struct PlacementSpec {
    std::string computeSite = "on-prem"; // where the workload runs
    std::string dataSite;                // where the data is born (default: compute site)
    std::string burstSite;               // cloud site taking demand above owned capacity
    std::string fallbackSite;            // local site serving when the cloud path is down
    std::string compareWith;             // site for the break-even comparison
    std::vector<std::string> dataClasses = {"internal"};

    int horizonMonths = 36;
    double discountRate = 0.08;         // annual, for NPV
    std::optional<double> utilisation;  // overrides WorkloadDemand::utilisation
    std::optional<int> baselineDevices; // owned devices when bursting (default: demand)

    // Owned sites. Absent prices come from the price book / site.
    CapexTreatment capex = CapexTreatment::Upfront;
    int lifeMonths = 48;
    double financingAnnualRate = 0.07;
    int financingTermMonths = 36;
    std::optional<double> serverUsd;
    std::optional<int> devicesPerServer;
    double networkPortsPerDevice = 1;
    // Host power (CPUs, memory, NICs, fans, NVSwitch) per device watt, and the share of TDP
    // drawn idle. Default: the device's server entry in the price book, else the book's
    // on_prem default (hostOverheadFraction()).
    std::optional<double> hostOverheadFraction;
    std::optional<double> idlePowerFraction;
    std::optional<double> maintenanceFractionPerYear; // after the warranty
    // Years of parts warranty per purchase, without maintenance. Default: the price book.
    std::optional<int> warrantyYears;
    // Default: the price book's staff floor per site plus its rate per device (staffUsdPerYear).
    std::optional<double> staffUsdPerYear;
    std::optional<double> installationFraction;

    // Cloud sites.
    Commitment commitment = Commitment::OnDemand;
    std::optional<double> reservedDevices;
    Commitment burstCommitment = Commitment::OnDemand;
    double checkpointIntervalSec = 3600;
    double restartSec = 600;

    NetworkPath users{500, 1.5, 10, 0.1e-3, 10e9, 0.999, std::nullopt};
    // Where the users are: with the compute site's coordinates this replaces the users'
    // distance_km by the great-circle distance.
    std::optional<double> usersLatitudeDeg;
    std::optional<double> usersLongitudeDeg;
    // Users reach the compute site without the WAN (a factory floor next to its edge site).
    // Default: true for edge sites, false otherwise.
    std::optional<bool> usersLocal;
    // Users in several regions (placement.users.regions): each region's round trip, and the
    // traffic-weighted mean as the users' latency. Empty: one region, the fields above.
    std::vector<UserRegion> userRegions;
    // Public model APIs: share of prompt tokens served from the provider's prompt cache, and
    // whether the work goes through the (discounted, asynchronous) batch interface.
    double apiCachedInputShare = 0;
    bool apiBatch = false;
    // Output tokens per second the local fallback (a smaller local model) serves while the
    // cloud path is down; 0 = nothing.
    double fallbackOutputTokensPerSec = 0;
    // The fallback site runs a replica of this cluster, priced in this placement for the hours
    // the compute site is down (perf/engine_stages.h fallbackUtilisation; addFallback below): what
    // the search's fallback pairs are. False: the fallback is a deployment of its own (a smaller
    // local model serving fallbackOutputTokensPerSec), named here for the availability, priced
    // apart.
    bool fallbackReplica = false;
    NetworkPath wan{1000, 1.5, 12, 0.1e-3, 10e9, 0.999, std::nullopt};
    ShipmentOption shipment;

    // The placement's own sites ("sites"): figures of catalog sites it replaces, sites of its
    // own (placement/site_override.h). Checked field by field when read, against the shipped
    // entry when applied.
    SiteOverrides siteOverrides;
    // The placement's own prices ("prices", placement/price_override.h): the book's entries it
    // replaces or adds. Checked field by field when read, against the book's entry when looked
    // up (PriceLookup: evaluatePlacement reads the book with them on top, without a copy).
    PriceOverride priceOverrides;
    std::string notes; // the author's free text ("notes")

    // The keys the project file spelled out ("horizon_months", "on_prem.capex", "users"):
    // placementToJson writes them back even at their default values, so a load and save
    // keeps the author's keys. Filled by parsePlacement; edits need not touch it. How the
    // placement is written, not what it is: not compared by ==.
    WrittenKeys fileKeys;

    bool operator==(const PlacementSpec&) const = default;
};

struct TransferReport {
    std::string from;
    std::string to;
    std::string what; // "initial dataset", "monthly growth", "responses to users", ...
    double bytes = 0;
    double seconds = 0;
    bool shipped = false;
    double costUsd = 0;
};

// Self-hosting against a model API at the same demand. The self-hosted cost per month is
// (nearly) fixed, the API's grows with the tokens, so they cross at one volume.
struct ApiComparison {
    std::string apiSite;
    std::string model;
    bool apiAllowed = true;                  // the data classes may go to the API
    std::vector<Message> refusals;           // why not, one per class
    double apiUsdPerMillionOutputTokens = 0; // blended: output + its share of input tokens
    double apiUsdPerMonth = 0;               // at the served volume
    double selfHostUsdPerMonth = 0;          // the self-hosted placement, averaged
    double servedOutputTokensPerMonth = 0;
    double capacityOutputTokensPerMonth = 0;  // the self-hosted cluster at full utilisation
    double breakEvenOutputTokensPerMonth = 0; // above it, self-hosting is cheaper
    bool selfHostCheaper = false;
};

// What still works while the WAN to the cloud is down (edge and disconnected deployments).
struct WanDownReport {
    double wanAvailability = 1;
    double outageHoursPerYear = 0;
    double demandOutputTokensPerSec = 0;
    double servedOutputTokensPerSec = 0;
    double servedFraction = 0;
    std::vector<Message> stillServed;      // what keeps being served, one line each
    std::vector<Message> lost;             // what is cut off
    double bufferedBytesPerOutageHour = 0; // data that queues for the cloud meanwhile
};

struct CostReport {
    bool feasible = true;
    std::vector<Message> problems;          // make the placement infeasible
    std::optional<ProblemKind> problemKind; // what the first problem is about
    std::vector<Message> notes;             // assumptions and missing prices worth knowing
    std::string computeSite;
    std::optional<SiteKind> siteKind; // of the compute site (none: not in the catalog)

    int horizonMonths = 0;
    MonthlySeries monthlyCashFlowUsd;
    double totalCostUsd = 0;
    double npvUsd = 0;
    std::optional<double> costPerTrainingRunUsd;
    std::optional<double> costPerMillionOutputTokensUsd;
    double costPerUsefulDeviceHourUsd = 0;
    std::optional<int> breakEvenMonth; // vs compareWith
    std::optional<double> alternativeTotalCostUsd;

    // Breakdown over the horizon.
    double computeUsd = 0; // cloud compute or API bills
    double capexUsd = 0;   // owned: capex charged for servers, storage, installation
    double networkUsd = 0; // owned: capex charged for the fabric (ports, cables, switches)
    double powerUsd = 0;
    double spaceUsd = 0;
    double maintenanceUsd = 0; // owned: support contracts once past the warranty
    // Owned: years of parts warranty per purchase, during which no maintenance is paid.
    std::optional<double> warrantyYears;
    double staffUsd = 0;
    double storageUsd = 0;
    double egressCostUsd = 0;
    double egressBytes = 0;
    // A fallback replica's whole cost (its own report's total: addFallback), one part.
    double fallbackUsd = 0;

    double usefulDeviceHours = 0;
    double energyKwh = 0;
    double co2Tonnes = 0;
    // The users' network round trip to the compute site (usersPath), added to TTFT: the one
    // latency figure the tables, the network-share chart and the latency chart show.
    double userLatencySec = 0;
    double userDistanceKm = 0; // the distance that round trip is for
    // With users in several regions: each region's round trip (userLatencySec and
    // userDistanceKm are then their traffic-weighted means). Empty with one region.
    std::vector<UserRegionLatency> userRegions;
    // The compute site's draw with every device at its TDP: devices x TDP x (1 + host
    // overhead) x the site's PUE; the figure a site's power limit is checked against
    // (a study's site_power_kw). 0 for a public model API (no device of ours).
    double facilityPowerWatts = 0;
    // The compute site's own power envelope (the site catalog's power_kw, overrides merged):
    // what a scenario's facility power is checked against (perf/engine_stages.h).
    std::optional<double> sitePowerWatts;
    double availability = 1;
    double downtimeHoursPerYear = 0;
    std::vector<TransferReport> transfers;
    // Where each default behind the breakdown came from ("staff" -> the price book's source).
    std::map<std::string, std::string> breakdownSources;
    std::optional<ApiComparison> api;
    std::optional<WanDownReport> wanDown;
};

// How much of a CostReport to write. Full: everything `evaluate` and the playbook show.
// Figures: the numbers, problems and notes, but no breakdownSources (the provenance text) --
// for the recommender's pricings, which never show them; the figures are the same.
// The compute site's draw with every device at its TDP: devices x TDP x (1 + host overhead) x
// the site's PUE (CostReport::facilityPowerWatts; the search's pricing kernel computes it with
// this too).
inline double facilityPowerWatts(double devices, double tdpWatts, double hostOverheadFraction,
                                 double pue)
{
    return devices * tdpWatts * (1 + hostOverheadFraction) * pue;
}

enum class PlacementDetail { Full, Figures };

// Evaluates one placement of one workload. Never throws for a problem of the placement
// itself (an unknown site, a forbidden data class, a missing price): those become `problems`.
// Throws InputError only when the spec's own site or price overrides are malformed.
CostReport evaluatePlacement(const PlacementSpec& spec, const WorkloadDemand& demand,
                             const PriceBook& prices, const SiteCatalog& sites,
                             PlacementDetail detail = PlacementDetail::Full);

// The owned hardware the placement model prices at owned site `s`: `ownedDevices` of the
// demand's device, `utilisation` of their hours busy (Evaluator::owned; its figures only).
// `serverPriced` is false where neither the placement nor the book prices the server.
OnPremSpec onPremSpecFor(const PlacementSpec& spec, const WorkloadDemand& demand,
                         const PriceLookup& prices, const Site& s, int ownedDevices,
                         double utilisation, bool& serverPriced);

// What a cloud region charges the demand's devices at: the provider's prices of the device
// (`dp`), `busyHoursPerMonth` busy, its egress when it serves the users (Evaluator::cloud).
CloudSpec cloudSpecFor(const PlacementSpec& spec, const WorkloadDemand& demand,
                       const ProviderPrices& provider, const CloudDevicePrice& dp,
                       Commitment commitment, double busyHoursPerMonth, bool servesUsers);

// Sums two reports of one plan (train in the cloud, then serve on-prem): series, costs,
// energy and transfers add; latency and availability are the serving report's.
CostReport combineReports(const CostReport& first, const CostReport& serving);

// A serving pair: `fallback`, the report of the replica at the fallback site, becomes `r`'s
// Fallback cost part. Its total, energy and CO2 add to `r`'s (the total as r's total plus the
// fallback's), its cash flow to r's month by month, the availabilities combine in parallel;
// the useful device-hours stay the primary's (the work is the same work), and the unit costs
// follow the new total. The search and `evaluate` compose every pair here.
void addFallback(CostReport& r, const CostReport& fallback);

// What a model API site charges per million output tokens at this demand: output price plus
// the demand's input tokens per output token (cached share at the cached price), less the
// batch discount when the placement uses the batch interface.
double apiUsdPerMillionOutputTokens(const Site& s, const WorkloadDemand& d,
                                    const PlacementSpec& spec);

// The PUE a site runs at: its own, else the price book's figure for its kind (onboard and
// colocation differ from the survey average), else the book's facility default, else Uptime's
// 2024 survey average.
double sitePue(const Site& site, const PriceLookup& prices);
// The electricity price a site pays: its own, else the price book's facility figure, else the
// built-in 0.0825 USD/kWh (used only when a book has no facility figure).
double sitePowerUsdPerKwh(const Site& site, const PriceLookup& prices);
// The grid carbon intensity a site's energy is counted at: its own, else the price book's
// facility figure, else the built-in default (Ember 2024 US, lifecycle basis).
double siteCarbonGramsPerKwh(const Site& site, const PriceLookup& prices);

// Host power per device watt for `deviceId`: the placement's, else the device's server entry,
// else the book's on_prem default, else 0.8 (DGX H100: 10.2 kW for 8 x 700 W).
double hostOverheadFraction(const PlacementSpec& spec, const PriceLookup& prices,
                            std::string_view deviceId);
// Share of TDP drawn idle: the placement's, else the server entry's, else 0.
double idlePowerFraction(const PlacementSpec& spec, const PriceLookup& prices,
                         std::string_view deviceId);
// Operations staff per year for `devices` owned devices at one site: the placement's total,
// else the book's floor per site plus its rate per device.
double staffUsdPerYear(const PlacementSpec& spec, const PriceLookup& prices, int devices);
// The space price of a site (site_figures.h) over a lookup.
double siteSpaceUsdPerKwMonth(const Site& site, const PriceLookup& prices);

// Below this many owned devices the staff default is checked for dominating the cost, and the
// share of the owned option's cost above which it is said to (CostReport::notes).
inline constexpr int kStaffDominanceMaxDevices = 64;
inline constexpr double kStaffDominanceShare = 0.2;

// Sovereignty check alone: one message per data class a site may not hold.
std::vector<Message> sovereigntyProblems(const std::vector<std::string>& dataClasses,
                                         const Site& site, std::string_view role);

// The optional "placement" object of a scenario; every field optional. The file edge: a
// scenario holds the typed PlacementSpec only.
PlacementSpec parsePlacement(const JsonReader& r);
// The "placement" object as a save writes it: the fields the file had (PlacementSpec::fileKeys),
// every field away from its default and every optional that is set; whole numbers as integers.
// parsePlacement(placementToJson(s)) reads back `s`.
nlohmann::json placementToJson(const PlacementSpec& s);
// A number as a project file spells it: the shortest decimal that reads back to the same
// double, whole values as integers (defined in common/file_number.cpp, which also writes the
// exact inverse of a reader's unit conversion). The placement's and the studies' writers use it.
nlohmann::json fileNumber(double v);

// The `cost` object of `evaluate --json`.
nlohmann::json costReportToJson(const CostReport& r);

// The cost lines of `evaluate` text output (C locale).
void printCostReport(std::ostream& out, const CostReport& r);

// The users' network path to the compute site: `spec.users`, whose distance is the great
// circle from users.latitude/longitude to the site when both places have coordinates (the
// coordinates win over users.distance_km, which then only serves sites without coordinates,
// as a search over many sites may meet). `compute` may be null (the distance stays).
NetworkPath usersPath(const PlacementSpec& spec, const Site* compute);

// Great-circle distance (haversine, mean Earth radius 6,371 km).
double greatCircleKm(double lat1Deg, double lon1Deg, double lat2Deg, double lon2Deg);

} // namespace ap
