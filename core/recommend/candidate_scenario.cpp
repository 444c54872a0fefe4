#include "recommend/candidate_scenario.h"
#include "perf/engine_stages.h"
#include "recommend/quoted_server.h"

#include <algorithm>

namespace ap {

Scenario scenarioFromCandidate(const Scenario& tmpl, const Candidate& c)
{
    Scenario s = tmpl;
    s.name = c.label();
    s.cluster = candidateCluster(tmpl.cluster, c.deviceId, c.count, c.parallelism);
    if (auto* t = std::get_if<TrainingWorkload>(&s.workload)) {
        if (c.microBatchSequences > 0)
            t->microBatchSequences = c.microBatchSequences;
        t->recompute = c.recompute;
    } else {
        auto& inference = std::get<InferenceWorkload>(s.workload);
        // Serving replicas are the data-parallel degree of a scenario; the batch is per replica.
        s.cluster.parallelism.data = std::max(1, c.replicas);
        if (c.batch > 0)
            inference.batch = c.batch;
        // The search evaluates every replica as its own pool (no disaggregated prefill), one
        // engine per accelerator replica, and counts costs over the tokens served: a demand
        // below the capacity is part of it.
        candidateServingWorkload(inference, c.deviceKind);
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
    placement.fallbackSite = c.fallbackSite;
    if (c.fallbackSite.empty())
        placement.fileKeys.erase("fallback_site");
    if (c.cloud)
        placement.commitment = c.commitment;
    s.placement = placementFor(std::move(placement), tmpl.cluster.deviceId, c.deviceId);
    return s;
}

} // namespace ap
