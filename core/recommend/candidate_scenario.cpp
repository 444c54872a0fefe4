#include "recommend/candidate_scenario.h"
#include "perf/engine_stages.h"
#include "recommend/quoted_server.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ap {

Scenario scenarioFromCandidate(const Scenario& tmpl, const Candidate& c)
{
    Scenario s = tmpl;
    s.name = c.label();
    s.cluster = candidateCluster(tmpl.cluster, c.deviceId, c.count, c.parallelism);
    if (auto* t = std::get_if<TrainingWorkload>(&s.workload)) {
        candidateTrainingWorkload(
            *t, c.microBatchSequences > 0 ? c.microBatchSequences : t->microBatchSequences,
            c.recompute);
    } else {
        auto& inference = std::get<InferenceWorkload>(s.workload);
        // Serving replicas are the data-parallel degree of a scenario; the batch is per replica.
        s.cluster.parallelism.data = std::max(1, c.replicas);
        if (c.batch > 0)
            inference.batch = c.batch;
        // The search evaluates every replica as its own pool (no disaggregated prefill), one
        // engine per accelerator replica, held to the objectives it was ranked with (a study's
        // ttft_ms/tpot_ms become the scenario's slo), and counts costs over the tokens served: a
        // demand below the capacity is part of it.
        ServingObjectives objectives = servingObjectives(inference, nullptr);
        if (c.ttftObjectiveSec)
            objectives.ttftSec = c.ttftObjectiveSec;
        if (c.tpotObjectiveSec)
            objectives.tpotSec = c.tpotObjectiveSec;
        candidateServingWorkload(inference, c.deviceKind, objectives);
        if (c.servedOutputTokensPerSec > 0 && c.servedOutputTokensPerSec < c.outputTokensPerSec)
            inference.demandOutputTokensPerSec = c.servedOutputTokensPerSec;
        else
            inference.demandOutputTokensPerSec.reset();
    }

    if (c.site.empty())
        return s;
    // The template's placement (its terms, prices and sites) with the candidate's sites and
    // commitment.
    PlacementSpec placement = tmpl.placement.value_or(PlacementSpec{});
    placement.computeSite = c.site;
    // The search costs every candidate without bursting, so the scenario does too.
    placement.burstSite.clear();
    placement.fileKeys.erase("burst_site");
    // A pair's fallback is a replica of the candidate's cluster, priced in its scenario as the
    // search priced it (placement.fallback_replica); the template's own fallback goes.
    placement.fallbackSite = c.fallbackSite;
    placement.fallbackReplica = !c.fallbackSite.empty();
    if (c.fallbackSite.empty()) {
        placement.fileKeys.erase("fallback_site");
        placement.fileKeys.erase("fallback_replica");
    }
    if (c.cloud)
        placement.commitment = c.commitment;
    // A study's power envelope at the site, tighter than the site's own, is the scenario's site
    // envelope (the site's power_kw, which `evaluate` checks: perf/engine_stages.h).
    if (c.studyPowerEnvelopeWatts)
        placement.siteOverrides[c.site].powerWatts = *c.studyPowerEnvelopeWatts;
    s.placement = placementFor(std::move(placement), tmpl.cluster.deviceId, c.deviceId);
    return s;
}

} // namespace ap
