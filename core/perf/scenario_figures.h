#pragma once

#include "perf/engine_stages.h"
#include "perf/scenario_evaluation.h"
#include "placement/cost_parts.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ap {

// The headline figures of one evaluated scenario, computed here once so that the scenario
// table, the details summary, the compare view, `evaluate` text and `evaluate --json` read the
// same number under the same label (number_text.h kLabel*).
struct HeadlineFigures {
    // tokens / tokens-per-second: no failures, no checkpoint stalls, no stragglers.
    std::optional<double> timeToTrainIdealSec;
    // The wall time the run takes: ideal / goodput x straggler slowdown (MODEL.md section 4).
    // Costs are charged for this one.
    std::optional<double> timeToTrainSec;
    // Cash paid over the placement horizon (sum of the monthly cash flow).
    std::optional<double> totalCostUsd;
    // Total cost / horizon months: the average monthly bill.
    std::optional<double> monthlyCostUsd;
    // Per unit of work (a training run, or a million served output tokens): cost, energy and
    // CO2, as the recommendation ranks them (workFigures below).
    std::optional<double> costPerWorkUsd;
    std::optional<double> energyKwhPerWork;
    std::optional<double> co2KgPerWork;
    // Serving: the engine's TTFT and request latency plus the users' round trip to the site.
    std::optional<double> ttftWithNetworkSec;
    std::optional<double> requestLatencyWithNetworkSec;
    // Serving: one sequence's KV cache per device at input + output tokens
    // (InferenceResult::kvBytesPerSequence).
    std::optional<double> kvCacheBytesPerSequence;
};
HeadlineFigures headlineFigures(const ScenarioResult& r);

// The stages of the evaluation (perf/engine_stages.h), shared by `evaluate`, the sweeps below
// (which re-run them with one input changed) and the recommendation search (which runs them
// for every candidate), so that a candidate added as a scenario evaluates to the figures it
// was ranked with. The demand `evaluate` prices for a scenario's result:
WorkloadDemand workloadDemandFor(const Scenario& s, const ScenarioResult& r, const Device& d);

// Per unit of work: a training run (its share of the horizon: cost per useful device-hour x
// the run's device-hours) or a million served output tokens (over the horizon).
struct WorkFigures {
    double costUsd = 0;
    double energyKwh = 0;
    double co2Kg = 0;
};
WorkFigures workFigures(const WorkloadDemand& demand, double totalCostUsd, double energyKwh,
                        double co2Tonnes, double usefulDeviceHours, int horizonMonths);

// ---- Sweeps for the plots: each re-runs the core model over one input. ----

// Where the horizon's money goes: the typed parts of placement/cost_parts.h (every kind, in
// its order), adding up to the total cost. For training the rented (or powered) hours lost to
// failures, checkpoint stalls and stragglers are split out of compute and power as "stalls and
// lost work" (fraction 1 - ideal / wall time, lostWorkFraction). Empty without a feasible cost.
double lostWorkFraction(const ScenarioResult& r);
std::vector<CostPart> costBreakdown(const ScenarioResult& r);

// Cumulative cash of this placement and of the alternative (the placement's compare_with, or
// when absent the opposite kind: the cheapest cloud region offering the device for an owned
// site, on-prem for a rented one), month by month over the horizon.
struct BuyVsRent {
    std::string site;
    std::string alternativeSite;
    // The alternative's terms when it is the rented side: for an owned placement, the cheapest
    // of on-demand and the commitments whose term fits the horizon (a 3-year commitment is what
    // a buyer for 3 years compares with, not the on-demand list price).
    std::optional<Commitment> alternativeCommitment;
    // Set when the alternative is another scenario of the project (its cash flow as the table
    // shows it), empty when the alternative is found among the sites.
    std::string alternativeScenario;
    std::vector<double> cumulativeUsd;
    std::vector<double> alternativeCumulativeUsd;
    // The month the two cumulative costs cross (breakEvenMonth: the same from either side).
    std::optional<int> breakEvenMonth;
};
std::optional<BuyVsRent> buyVsRent(const Scenario& s, const ScenarioResult& r,
                                   const DataContext& data);
// Against another scenario of the project (the user's own rent or buy option), with the cash
// flows the scenario table totals. Nullopt when either has no feasible placement.
std::optional<BuyVsRent> buyVsRent(const Scenario& s, const ScenarioResult& r,
                                   const Scenario& other, const ScenarioResult& otherResult,
                                   const SiteCatalog& sites);
// Whether `other` is the other side of a buy-or-rent question for `s`: the same workload, one
// placement on an owned site and the other rented (a cloud region).
bool buyOrRentPair(const Scenario& s, const Scenario& other, const SiteCatalog& sites);

// Network round trip to users against their distance, with the request latency of a served
// scenario (TTFT + round trip) and its TTFT objective.
struct UserLatencySweep {
    std::vector<double> distanceKm;
    std::vector<double> roundTripSec;
    double chosenDistanceKm = 0;
    double chosenRoundTripSec = 0;
    double ttftSec = 0; // the engine's TTFT without the network
    std::optional<double> sloTtftSec;
    double networkShare = 0; // round trip / (TTFT + round trip) at the chosen distance
};
std::optional<UserLatencySweep> userLatencySweep(const Scenario& s, const ScenarioResult& r,
                                                 const SiteCatalog& sites);

// Time to first token and time per output token of a served scenario against its batch: copies
// evaluated at fixed batches from 1 to what memory holds (evenly in log(batch)), with its SLOs
// and its own operating point. Batches the model calls infeasible are left out.
struct LatencyBatchPoint {
    double batch = 0;
    double ttftSec = 0; // the engine's, without the network
    double tpotSec = 0;
};
struct LatencyBatchSweep {
    std::vector<LatencyBatchPoint> points;
    std::optional<LatencyBatchPoint> chosen; // the scenario as evaluated (when feasible)
    std::optional<double> sloTtftSec;
    std::optional<double> sloTpotSec;
};
std::optional<LatencyBatchSweep> latencyBatchSweep(const Scenario& s, const ScenarioResult& r,
                                                   const DataContext& data, int points = 24);

// One request as a user sees it, split into its parts: the network round trip to the users,
// the engine's time to first token and the decoding of the other output tokens. The network
// share is round trip / the sum.
struct RequestLatencyParts {
    std::string site; // the compute site ("" without a placement: no network part)
    double networkRoundTripSec = 0;
    double ttftSec = 0;
    double decodeSec = 0; // (output tokens - 1) x TPOT
    double totalSec() const { return networkRoundTripSec + ttftSec + decodeSec; }
    double networkShare() const { return totalSec() > 0 ? networkRoundTripSec / totalSec() : 0.0; }
};
std::optional<RequestLatencyParts> requestLatencyParts(const Scenario& s, const ScenarioResult& r);

// Checkpoint and data-set transfer time against storage bandwidth, with each storage tier's
// effective bandwidth for this cluster (MODEL.md section 4).
struct StorageTierPoint {
    StorageKind kind = StorageKind::ParallelFileSystem;
    double writeBytesPerSec = 0; // effective for all nodes writing at once
    double readBytesPerSec = 0;  // aggregate read of the service
    double checkpointWriteSec = 0;
    double goodput = 1;
    bool chosen = false;
};
struct StorageSweep {
    double checkpointBytes = 0;
    double datasetBytes = 0;
    // Write bandwidth at which a checkpoint is written within one checkpoint interval: below
    // it asynchronous checkpoints cannot keep up and synchronous ones stall for long.
    double stallFreeWriteBytesPerSec = 0;
    // Read bandwidth the data loader needs to keep the devices fed.
    double dataLoaderBytesPerSec = 0;
    std::vector<StorageTierPoint> tiers;
};
std::optional<StorageSweep> storageSweep(const Scenario& s, const ScenarioResult& r,
                                         const DataContext& data);

// Monthly internet egress bill against volume for each provider with published tiers, and the
// volume at which egress costs as much as the scenario's monthly compute: beyond it, moving the
// compute next to the data (data gravity) pays.
struct EgressTierStart {
    double fromBytesPerMonth = 0; // where the tier starts (the first at 0)
    double usdPerGigabyte = 0;
};
struct EgressCurve {
    std::string provider; // price-book provider id
    std::string name;
    bool chosen = false; // the scenario's compute site's provider
    std::vector<double> bytesPerMonth;
    std::vector<double> usdPerMonth;
    std::vector<EgressTierStart> tiers; // the published tiers, cheapest last
};
struct EgressSweep {
    std::vector<EgressCurve> curves;        // providers charging for egress
    std::vector<std::string> freeProviders; // names of providers whose egress is free
    std::string breakEvenProvider;          // name of the provider whose curve the break-even is on
    double scenarioBytesPerMonth = 0;
    double scenarioUsdPerMonth = 0; // the egress bill of the scenario, as the placement charges
    double monthlyComputeUsd = 0;   // compute (or purchase) per month, the gravity threshold
    std::optional<double> breakEvenBytesPerMonth; // on the chosen (or first) provider's curve
};
std::optional<EgressSweep> egressSweep(const Scenario& s, const ScenarioResult& r,
                                       const DataContext& data);

} // namespace ap
