#pragma once

// The engine's stages: performance -> reliability -> pricing -> constraints.
//
// `evaluateScenario` (perf/scenario_evaluation.cpp) runs them on one scenario; the search runs
// the same functions on its candidates (recommend/layout_search.cpp: performance and
// reliability; recommend/placement_search.cpp and constraints.cpp: pricing and constraints),
// and so do its what-if re-runs, Monte Carlo and flip points (the Reevaluator of
// recommend/sensitivity.cpp calls the search's functions). Each rule of an assembly is written
// here once, so that a candidate added as a scenario evaluates to the figures and problems it
// was ranked with (tst_recommend::candidateEvaluatesAsItWasRanked).

#include "common/message.h"
#include "perf/inference_figures.h"
#include "perf/inference_model.h"
#include "perf/training_detail.h"
#include "perf/training_model.h"
#include "placement/placement.h"
#include "project/study_spec.h"
#include "reliability/reliability_model.h"
#include "reliability/reliability_terms.h"
#include "workload/workload.h"

#include <optional>
#include <string>

namespace ap {

struct Scenario;

// ---- 1. Performance: the training or serving model over a workload and cluster. ----

// The stage's one entry for each workload. `evaluate` runs it on a scenario (every figure, the
// operator breakdown included); the search on each layout it tries, with `detail` (what a
// search reads: perf/training_detail.h) and the reuse of one device and count's layouts
// (training), or without the operator breakdown it keeps none of (serving: `operators` false,
// perf/inference_figures.h). The figures are the same to the bit either way.
inline TrainingResult trainingPerformance(const TrainingWorkload& w, const Cluster& c,
                                          const Device& d, const EfficiencyParams& params,
                                          TrainingDetail detail = TrainingDetail::Full,
                                          TrainingReuse* reuse = nullptr)
{
    return reuse ? evaluateTraining(w, c, d, params, detail, *reuse)
                 : evaluateTraining(w, c, d, params, detail);
}
// `reuse` (figures alone): what evaluations of one layout under moved kernel efficiencies share
// (perf/inference_figures.h, ServingReuse).
inline InferenceResult servingPerformance(const InferenceWorkload& w, const Cluster& c,
                                          const Device& d, const EfficiencyParams& params,
                                          bool operators = true, ServingReuse* reuse = nullptr)
{
    if (operators)
        return evaluateInference(w, c, d, params);
    return reuse ? evaluateInferenceFigures(w, c, d, params, *reuse)
                 : evaluateInferenceFigures(w, c, d, params);
}

// The inputs of a candidate, written here once for the search and the scenario a candidate
// becomes (recommend/candidate_scenario.cpp).
// The template's cluster running a candidate: its device, count and parallel layout (fabric,
// host and the rest as the template has them).
Cluster candidateCluster(const Cluster& templ, const std::string& deviceId, int count,
                         const Parallelism& parallelism);
// The training workload a candidate's layout runs: its micro-batch and recompute (inline: the
// layout search sets it for each of hundreds of thousands of layouts).
inline void candidateTrainingWorkload(TrainingWorkload& w, double microBatchSequences,
                                      Recompute recompute)
{
    w.microBatchSequences = microBatchSequences;
    w.recompute = recompute;
}
struct ServingObjectives;
// The serving workload a candidate runs: held to the objectives it is ranked with (a study's
// ttft_ms/tpot_ms, else the workload's slo: servingObjectives), one pool per replica (the
// template's prefill pool, its size and layout, is the template cluster's, not a candidate's)
// and one engine per replica on an accelerator (engine_instances counts serving processes
// sharing a CPU socket).
void candidateServingWorkload(InferenceWorkload& w, DeviceKind kind,
                              const ServingObjectives& objectives);

// ---- 2. Reliability (training): failures, checkpoints and goodput over the run's shape. ----

ClusterShape clusterShapeFor(const Cluster& c, const Device& d, double parameters,
                             const TrainingResult& t);
ClusterShape clusterShapeFor(const Scenario& s, const Device& d, const TrainingResult& t);

// Why a training run with this reliability cannot go ahead (failures that outpace its
// progress, a checkpoint store smaller than one checkpoint), or nothing.
std::optional<Message> reliabilityProblem(const ReliabilityOptions& options,
                                          const ReliabilityResult& result);

struct ReliabilityStage {
    ReliabilityResult result;
    std::optional<Message> problem; // set: the run cannot go ahead (reliabilityProblem)
};
ReliabilityStage reliabilityStage(const ReliabilityOptions& options, const ClusterShape& shape);
// The same with the cluster terms computed before (a loop moving the failure rates alone).
ReliabilityStage reliabilityStage(const ReliabilityOptions& options, const ClusterShape& shape,
                                  const ReliabilityClusterTerms& terms);

// ---- 3. Pricing: what the deployment does, priced by the placement model. ----

// What a deployment does, as the placement model prices it.
struct DeploymentLoad {
    int deviceCount = 1;
    double utilisation = 1;              // busy hours / hours in the month
    double timeToTrainSec = 0;           // training: the run's wall time
    double servedOutputTokensPerSec = 0; // serving: all replicas, while busy
    // Training: the reliability model's checkpoint store (checkpoint bytes x
    // reliability.storage.cost_usd_per_gb_month), charged every month of the horizon.
    double checkpointStorageUsdPerMonth = 0;
};
// Serving: the tokens served, the demand when one is named (0: none), else the capacity.
double servedOutputTokensPerSec(double capacityTokensPerSec, double demandTokensPerSec);
// The load of a deployment from its stage results: training is charged for its wall time
// (failures, stalls and stragglers included: the reliability model's when it ran), serving
// for the tokens it serves (`capacityOutputTokensPerSec`: all replicas) of the demand.
DeploymentLoad deploymentLoad(int deviceCount, double utilisation, const TrainingResult* training,
                              const ReliabilityResult* reliability,
                              double capacityOutputTokensPerSec, double demandOutputTokensPerSec);
// What the placement model is asked to price; a device without a published TDP is priced at
// kAssumedTdpWatts (pricingStage notes it).
inline constexpr double kAssumedTdpWatts = 500;
WorkloadDemand workloadDemandFor(const Scenario& s, const Device& d, const DeploymentLoad& load);

// A training run's placement: spot preemptions lose work by the reliability model's checkpoint
// interval and restart time.
void applyReliability(PlacementSpec& spec, const ReliabilityOptions& options,
                      const ReliabilityResult& result);
// The placement model's report for a deployment: `spec` gets the run's reliability
// (applyReliability) and is priced against the book and sites. With `device`, a device that
// publishes no TDP is noted in the report (the assumed power).
CostReport pricingStage(PlacementSpec& spec, const WorkloadDemand& demand,
                        const ReliabilityOptions& options, const ReliabilityResult* reliability,
                        const PriceBook& prices, const SiteCatalog& sites,
                        PlacementDetail detail = PlacementDetail::Full,
                        const Device* device = nullptr);

// A serving deployment's fallback replica (placement.fallback_replica; every fallback pair of
// the search): the same cluster at the fallback site, serving while the compute site is down.
// A cloud fallback is rented on demand for those hours; an owned standby draws power for them
// but is owned in full (the owned cost model charges capex whatever it serves). Its report
// becomes the pair's Fallback cost part (addFallback, placement/placement.h); `evaluate` and
// the search both price it with these two and pricingStage.
// The utilisation it is priced at: the compute site's down fraction (1 - its availability
// without the fallback, at least 1e-6) of the deployment's utilisation.
double fallbackUtilisation(double primaryAvailability, double utilisation);
// The placement it is priced on: `spec` at `fallbackSite`, on demand, at `utilisation`, with no
// burst, fallback or break-even comparison of its own.
PlacementSpec fallbackPlacement(const PlacementSpec& spec, const std::string& fallbackSite,
                                double utilisation);

// Serving: the engine's latencies plus the users' round trip to the compute site.
struct NetworkLatencies {
    double ttftSec = 0;
    double requestLatencySec = 0;
};
NetworkLatencies withUsersRoundTrip(const InferenceResult& engine, double userLatencySec);

// ---- 4. Constraints: limits a placed deployment must keep. ----

// The serving objectives a deployment is held to: a study's limits (constraints.ttft_ms,
// tpot_ms), else the workload's slo, at the workload's slo.percentile of the requests (none:
// at the mean). A scenario has no study: its workload's (a candidate's scenario carries the
// study's: candidateServingWorkload).
struct ServingObjectives {
    std::optional<double> ttftSec; // the TTFT users see: the engine's plus their round trip
    std::optional<double> tpotSec;
    std::optional<double> percentile;
};
ServingObjectives servingObjectives(const InferenceWorkload& w, const StudyConstraints* study);
// The latencies the objectives are checked on, one figure each: at slo.percentile the
// engine's percentile TTFT (its waits included) and TPOT (InferenceResult::percentileTtftSec,
// percentileTpotSec), else the means; the TTFT plus the users' round trip to the site (the
// engine sized its batch to the objective without the network, which the site adds).
struct SloLatencies {
    double ttftSec = 0; // incl. the network ("p99 TTFT incl. the network")
    double tpotSec = 0;
};
inline SloLatencies sloLatencies(const InferenceResult& engine, double userLatencySec)
{
    // An engine without a percentile of its TTFT (saturated) is infeasible before this check.
    if (engine.sloPercentile)
        return {engine.percentileTtftSec + userLatencySec, engine.percentileTpotSec};
    return {engine.ttftSec + userLatencySec, engine.tpotSec};
}
// Which objectives a placed serving deployment misses. Evaluate and the search's constraints
// (recommend/constraints.cpp) both check it here, with these problems.
struct SloMisses {
    bool ttft = false;
    bool tpot = false;
};
SloMisses sloMisses(const SloLatencies& latencies, const ServingObjectives& objectives);
// "TTFT 1005 ms (incl. the network) misses the SLO of 1000 ms"; at a percentile "p99 TTFT
// 1005 ms incl. the network misses ..." (the objectives' ttftSec / tpotSec set).
Message ttftSloProblem(double ttftWithNetworkSec, const ServingObjectives& objectives);
Message tpotSloProblem(double tpotSec, const ServingObjectives& objectives);

// The facility power a site may draw: a study's limit for that site (site_power_kw), else its
// limit for owned sites (power_kw), capped by the site's own envelope (the site catalog's
// power_kw: an edge closet, a colo cage). A scenario has no study: its site's envelope alone.
std::optional<double> powerEnvelopeWatts(const std::string& siteId, SiteKind kind,
                                         std::optional<double> siteEnvelopeWatts,
                                         const StudyConstraints* study);
// Whether a deployment draws more than its envelope (none: no limit), and the problem then.
bool exceedsPowerEnvelope(double facilityPowerWatts, std::optional<double> envelopeWatts);
Message powerProblem(const std::string& siteId, double facilityPowerWatts, double envelopeWatts);

} // namespace ap
