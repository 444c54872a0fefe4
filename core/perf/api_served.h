#pragma once
// A scenario placed at a public model API is served by the provider's devices. Its cluster only
// sizes the volume the API is priced at (what those devices would serve, or the workload's
// demand_output_tokens_per_s where it is set): the cluster's memory, batch, TTFT and TPOT are not
// the scenario's figures, and no view shows them as if they were (the provider's latency is not
// modelled; the users' network round trip to it is).

#include "perf/scenario_evaluation.h"
#include "placement/site.h"

namespace ap {

inline bool servedByApi(const ScenarioResult& r)
{
    return r.cost && r.cost->siteKind == SiteKind::PublicModelApi;
}

// The serving figures of the scenario's own devices: none behind a model API.
inline const InferenceResult* ownInference(const ScenarioResult& r)
{
    return r.inference && !servedByApi(r) ? &*r.inference : nullptr;
}

// Output tokens per second as the tables show them: the devices' rate, or for a model API the
// volume it is priced at (0: none known).
inline double shownOutputTokensPerSec(const ScenarioResult& r)
{
    if (servedByApi(r))
        return r.demand ? r.demand->outputTokensPerSec : 0.0;
    return r.inference ? r.inference->outputTokensPerSec : 0.0;
}

} // namespace ap
