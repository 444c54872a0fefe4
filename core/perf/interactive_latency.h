#pragma once

#include "common/message.h"

#include <optional>

namespace ap {

struct Scenario;
struct ScenarioResult;

// What people waiting on a served model are held to, from MLPerf Inference's server scenarios
// (mlcommons/inference, loadgen/mlperf.conf, each at the 99th percentile):
// `llama2-70b.Server.tpot_latency = 200` ms per output token (5 tokens/s, about the speed
// people read) and `gptj.Server.target_latency = 20000` ms for a whole request.
inline constexpr double kInteractiveTpotBoundSec = 0.2;
inline constexpr double kInteractiveRequestBoundSec = 20.0;

// A served answer that people wait on (the job names a TTFT or TPOT objective: an interactive
// service; without one it is an offline job, which no bound fits) and that takes longer per
// request (network included) or per output token than those bounds: the warning to show
// beside it, in the recommendation's explanation, the Scenarios details, `evaluate` and
// `recommend` text and JSON (`latency_warning`) and the playbook. Nullopt otherwise.
std::optional<Message> interactiveLatencyWarning(bool interactive, double requestLatencySec,
                                                 double tpotSec);
// The same for an evaluated scenario: its workload's objectives, the request latency with the
// users' round trip (the engine's where there is no placement) and its TPOT. Nullopt for
// training, a model API (its latency is the provider's) or an infeasible scenario.
std::optional<Message> interactiveLatencyWarning(const Scenario& s, const ScenarioResult& r);

} // namespace ap
