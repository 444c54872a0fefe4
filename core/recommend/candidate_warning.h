#pragma once

#include "perf/interactive_latency.h"
#include "recommend/recommend.h"

namespace ap {

// A feasible serving candidate's warning when people wait on it and it is slow for them
// (perf/interactive_latency.h): interactive when the search held it to a TTFT or TPOT
// objective; its request latency includes the users' round trip.
inline std::optional<Message> latencyWarning(const Candidate& c)
{
    if (c.training || !c.feasible)
        return std::nullopt;
    return interactiveLatencyWarning(c.ttftObjectiveSec.has_value() ||
                                         c.tpotObjectiveSec.has_value(),
                                     c.requestLatencySec, c.tpotSec);
}

} // namespace ap
