#include "perf/interactive_latency.h"

#include "perf/api_served.h"
#include "perf/scenario_figures.h"
#include "project/project.h"

#include <variant>

namespace ap {

std::optional<Message> interactiveLatencyWarning(bool interactive, double requestLatencySec,
                                                 double tpotSec)
{
    if (!interactive ||
        (requestLatencySec <= kInteractiveRequestBoundSec && tpotSec <= kInteractiveTpotBoundSec))
        return std::nullopt;
    return Message(
        AP_TEXT("ap::Problem",
                "Slow for people waiting on it: %1 per request and %2 per output token. "
                "MLPerf Inference's server scenarios, published bounds for interactive serving, "
                "allow %3 per request (GPT-J) and %4 per output token (Llama 2 70B, about "
                "reading speed); a tighter TPOT objective makes the search keep to them."),
        {msg::duration(requestLatencySec), msg::duration(tpotSec),
         msg::duration(kInteractiveRequestBoundSec), msg::duration(kInteractiveTpotBoundSec)});
}

std::optional<Message> interactiveLatencyWarning(const Scenario& s, const ScenarioResult& r)
{
    const InferenceResult* own = ownInference(r);
    const auto* w = std::get_if<InferenceWorkload>(&s.workload);
    if (!own || !w || !r.feasible)
        return std::nullopt;
    const HeadlineFigures h = headlineFigures(r);
    return interactiveLatencyWarning(
        w->sloTtftSec.has_value() || w->sloTpotSec.has_value(),
        h.requestLatencyWithNetworkSec.value_or(own->requestLatencySec), own->tpotSec);
}

} // namespace ap
