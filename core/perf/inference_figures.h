#pragma once

// evaluateInference (perf/inference_model.h) for the callers that read the figures alone: a
// search and its re-evaluations (recommend/layout_search.cpp) keep no per-operator breakdown
// of the chosen batch, so it is not built (one more stage timed, its operators copied, per
// evaluation; issue #30).

#include "perf/inference_model.h"

#include <memory>

namespace ap {

// Every figure of evaluateInference to the bit; `layerOps` left empty.
InferenceResult evaluateInferenceFigures(const InferenceWorkload& w, const Cluster& c,
                                         const Device& d, const EfficiencyParams& params);

// What evaluations of one serving layout under moved kernel efficiencies share: the operators
// (FLOPs and bytes) of every pass shape the batch search times, and the largest batch memory
// holds, none of which the fitted compute and memory fractions change. The Monte Carlo and the
// sensitivity evaluate an option again at hundreds of drawn efficiencies; with this they time
// the operators again and build them once (issue #30). For one workload, cluster and device:
// the caller passes the same ones every time (and parameters that differ in the kernel
// efficiencies alone). Not thread-safe: one per thread.
class ServingReuse {
public:
    ServingReuse();
    ~ServingReuse();
    ServingReuse(const ServingReuse&) = delete;
    ServingReuse& operator=(const ServingReuse&) = delete;

    struct State;
    std::unique_ptr<State> state;
};
// evaluateInferenceFigures with `reuse`: the same figures to the bit.
InferenceResult evaluateInferenceFigures(const InferenceWorkload& w, const Cluster& c,
                                         const Device& d, const EfficiencyParams& params,
                                         ServingReuse& reuse);

} // namespace ap
