#include "perf/engine_stages.h"

#include "common/number_text.h"
#include "fabric/fabric_options.h"
#include "project/project.h"

#include <algorithm>
#include <cmath>

namespace ap {

// ---- 1. Performance ----

Cluster candidateCluster(const Cluster& templ, const std::string& deviceId, int count,
                         const Parallelism& parallelism)
{
    Cluster c = templ;
    c.deviceId = deviceId;
    c.count = count;
    c.parallelism = parallelism;
    return c;
}

void candidateServingWorkload(InferenceWorkload& w, DeviceKind kind,
                              const ServingObjectives& objectives)
{
    // The objectives the engine sizes its batch to; the users' network share is checked per
    // site (sloMisses).
    w.sloTtftSec = objectives.ttftSec;
    w.sloTpotSec = objectives.tpotSec;
    if (kind != DeviceKind::Cpu)
        w.engineInstances = 1;
    w.prefillDevices.reset();
    w.prefillLayout.reset();
}

// ---- 2. Reliability ----

ClusterShape clusterShapeFor(const Cluster& c, const Device& d, double parameters,
                             const TrainingResult& t)
{
    ClusterShape shape;
    shape.devices = c.count;
    shape.devicesPerHost = std::min(c.count, d.hostDevices());
    shape.nicBytesPerSecPerDevice = fabricSpecFor(c.fabric, d, c.count).nicBytesPerSec;
    shape.hostLinkBytesPerSec =
        d.hostLink ? d.hostLink->bandwidthBytesPerSec : d.memoryBandwidthBytesPerSec;
    shape.parameters = parameters;
    shape.tokensPerSec = t.tokensPerSec;
    shape.stepTimeSec = t.stepTimeSec;
    shape.timeToTrainSec = t.timeToTrainSec;
    return shape;
}

ClusterShape clusterShapeFor(const Scenario& s, const Device& d, const TrainingResult& t)
{
    return clusterShapeFor(s.cluster, d, std::get<TrainingWorkload>(s.workload).model.parameters,
                           t);
}

std::optional<Message> reliabilityProblem(const ReliabilityOptions& options,
                                          const ReliabilityResult& result)
{
    // A run whose failures outpace its progress never finishes: infeasible with the reason,
    // never "feasible" with no time to train (ranking it would print "$inf/run").
    if (!(result.goodput > 0) || !std::isfinite(result.effectiveTimeToTrainSec))
        return Message(AP_TEXT("ap::Problem",
                               "the run cannot finish: %1 interruptions per day (MTBF %2 h) lose "
                               "work faster than it is done (goodput 0); add checkpoints, fewer "
                               "devices or more reliable hardware"),
                       {msg::value(result.interruptionsPerDay), msg::value(result.mtbfSec / 3600)});
    // A store smaller than the checkpoint it must keep cannot hold the run's state.
    if (result.checkpointExceedsStorage)
        return Message(
            AP_TEXT("ap::Problem", "reliability.storage.capacity_tb: the store holds %1 "
                                   "but one checkpoint is %2"),
            {msg::bytes(options.storage.capacityBytes), msg::bytes(result.storedCheckpointBytes)});
    return std::nullopt;
}

ReliabilityStage reliabilityStage(const ReliabilityOptions& options, const ClusterShape& shape)
{
    return reliabilityStage(options, shape, reliabilityClusterTerms(options, shape));
}

ReliabilityStage reliabilityStage(const ReliabilityOptions& options, const ClusterShape& shape,
                                  const ReliabilityClusterTerms& terms)
{
    // Built in place: the result (with its strings) is not moved again on its way out.
    ReliabilityStage out{evaluateReliability(options, shape, terms), std::nullopt};
    out.problem = reliabilityProblem(options, out.result);
    return out;
}

// ---- 3. Pricing ----

double servedOutputTokensPerSec(double capacityTokensPerSec, double demandTokensPerSec)
{
    return demandTokensPerSec > 0 ? std::min(capacityTokensPerSec, demandTokensPerSec)
                                  : capacityTokensPerSec;
}

DeploymentLoad deploymentLoad(int deviceCount, double utilisation, const TrainingResult* training,
                              const ReliabilityResult* reliability,
                              double capacityOutputTokensPerSec, double demandOutputTokensPerSec)
{
    DeploymentLoad load;
    load.deviceCount = deviceCount;
    load.utilisation = utilisation;
    // Training is charged for its wall time: failures, stalls and stragglers included.
    if (training && training->timeToTrainSec > 0)
        load.timeToTrainSec =
            reliability ? reliability->effectiveTimeToTrainSec : training->timeToTrainSec;
    if (reliability)
        load.checkpointStorageUsdPerMonth = reliability->checkpointStorageUsdPerMonth;
    load.servedOutputTokensPerSec =
        servedOutputTokensPerSec(capacityOutputTokensPerSec, demandOutputTokensPerSec);
    return load;
}

WorkloadDemand workloadDemandFor(const Scenario& s, const Device& d, const DeploymentLoad& load)
{
    WorkloadDemand demand;
    demand.deviceId = d.id;
    demand.deviceCount = load.deviceCount;
    demand.tdpWatts = d.tdpWatts.value_or(kAssumedTdpWatts);
    demand.utilisation = load.utilisation;
    demand.datasetBytes = s.datasetBytes;
    demand.datasetGrowthBytesPerMonth = s.datasetGrowthBytesPerMonth;
    demand.timeToTrainSec = load.timeToTrainSec;
    demand.checkpointStorageUsdPerMonth = load.checkpointStorageUsdPerMonth;
    if (const auto* w = std::get_if<InferenceWorkload>(&s.workload)) {
        const double served = load.servedOutputTokensPerSec;
        demand.outputTokensPerSec = served;
        demand.inputTokensPerSec = served / std::max(1.0, w->outputTokens) * w->inputTokens;
        demand.promptTokensPerRequest = w->inputTokens;
    }
    demand.egressBytesPerMonth =
        s.egressBytesPerMonth.value_or(demand.outputTokensPerSec * kResponseBytesPerToken *
                                       load.utilisation * kHoursPerMonth * 3600);
    return demand;
}

void applyReliability(PlacementSpec& spec, const ReliabilityOptions& options,
                      const ReliabilityResult& result)
{
    // Spot preemptions of a training run lose work by its reliability model's checkpoint
    // interval and restart time (project/validate.cpp refuses the cloud copies).
    spec.checkpointIntervalSec = result.checkpointIntervalSec;
    spec.restartSec = options.restartSec;
}

CostReport pricingStage(PlacementSpec& spec, const WorkloadDemand& demand,
                        const ReliabilityOptions& options, const ReliabilityResult* reliability,
                        const PriceBook& prices, const SiteCatalog& sites, PlacementDetail detail,
                        const Device* device)
{
    if (reliability)
        applyReliability(spec, options, *reliability);
    CostReport cost = evaluatePlacement(spec, demand, prices, sites, detail);
    if (device && !device->tdpWatts)
        cost.notes.push_back(Message(
            AP_TEXT("ap::Problem", "%1 publishes no TDP: 500 W assumed for power and energy"),
            {msg::text(device->id)}));
    return cost;
}

double fallbackUtilisation(double primaryAvailability, double utilisation)
{
    return std::max(1e-6, 1 - primaryAvailability) * utilisation;
}

PlacementSpec fallbackPlacement(const PlacementSpec& spec, const std::string& fallbackSite,
                                double utilisation)
{
    PlacementSpec f = spec;
    f.computeSite = fallbackSite;
    f.commitment = Commitment::OnDemand;
    f.utilisation = utilisation;
    f.burstSite.clear();
    f.fallbackSite.clear();
    f.fallbackReplica = false;
    f.compareWith.clear();
    return f;
}

NetworkLatencies withUsersRoundTrip(const InferenceResult& engine, double userLatencySec)
{
    return {engine.ttftSec + userLatencySec, engine.requestLatencySec + userLatencySec};
}

// ---- 4. Constraints ----

ServingObjectives servingObjectives(const InferenceWorkload& w, const StudyConstraints* study)
{
    ServingObjectives o{w.sloTtftSec, w.sloTpotSec, w.sloPercentile};
    if (study && study->ttftSec)
        o.ttftSec = study->ttftSec;
    if (study && study->tpotSec)
        o.tpotSec = study->tpotSec;
    return o;
}

SloMisses sloMisses(const SloLatencies& latencies, const ServingObjectives& objectives)
{
    // A relative margin: the engine sized the batch to the objective's own figure.
    SloMisses m;
    m.ttft = objectives.ttftSec && latencies.ttftSec > *objectives.ttftSec * (1 + 1e-9);
    m.tpot = objectives.tpotSec && latencies.tpotSec > *objectives.tpotSec * (1 + 1e-9);
    return m;
}

Message ttftSloProblem(double ttftWithNetworkSec, const ServingObjectives& objectives)
{
    const double objectiveMs = objectives.ttftSec.value_or(0) * 1e3;
    if (objectives.percentile)
        return Message(AP_TEXT("ap::Recommendation",
                               "p%1 TTFT %2 ms incl. the network misses the SLO of %3 ms"),
                       {msg::value(*objectives.percentile), msg::value(ttftWithNetworkSec * 1e3),
                        msg::value(objectiveMs)});
    return Message(
        AP_TEXT("ap::Recommendation", "TTFT %1 ms (incl. the network) misses the SLO of %2 ms"),
        {msg::value(ttftWithNetworkSec * 1e3), msg::value(objectiveMs)});
}

Message tpotSloProblem(double tpotSec, const ServingObjectives& objectives)
{
    const double objectiveMs = objectives.tpotSec.value_or(0) * 1e3;
    if (objectives.percentile)
        return Message(AP_TEXT("ap::Recommendation", "p%1 TPOT %2 ms misses the SLO of %3 ms"),
                       {msg::value(*objectives.percentile), msg::value(tpotSec * 1e3),
                        msg::value(objectiveMs)});
    return Message(AP_TEXT("ap::Recommendation", "TPOT %1 ms misses the SLO of %2 ms"),
                   {msg::value(tpotSec * 1e3), msg::value(objectiveMs)});
}

std::optional<double> powerEnvelopeWatts(const std::string& siteId, SiteKind kind,
                                         std::optional<double> siteEnvelopeWatts,
                                         const StudyConstraints* study)
{
    // A study's envelopes bind where the user runs the building: owned sites, or any site named.
    std::optional<double> limit;
    if (study) {
        if (const auto it = study->sitePowerWatts.find(siteId); it != study->sitePowerWatts.end())
            limit = it->second;
        else if (isOwned(kind))
            limit = study->powerWatts;
    }
    if (siteEnvelopeWatts && (!limit || *siteEnvelopeWatts < *limit))
        limit = siteEnvelopeWatts;
    return limit;
}

bool exceedsPowerEnvelope(double facilityPowerWatts, std::optional<double> envelopeWatts)
{
    return envelopeWatts && facilityPowerWatts > *envelopeWatts;
}

Message powerProblem(const std::string& siteId, double facilityPowerWatts, double envelopeWatts)
{
    return Message(
        AP_TEXT("ap::Recommendation", "draws %1 kW at site %2, over its envelope of %3 kW"),
        {msg::value(facilityPowerWatts / 1e3), msg::text(siteId), msg::value(envelopeWatts / 1e3)});
}

} // namespace ap
