#pragma once

// evaluateInference (perf/inference_model.h) for the callers that read the figures alone: a
// search and its re-evaluations (recommend/layout_search.cpp) keep no per-operator breakdown
// of the chosen batch, so it is not built (one more stage timed, its operators copied, per
// evaluation; issue #30).

#include "perf/inference_model.h"

namespace ap {

// Every figure of evaluateInference to the bit; `layerOps` left empty.
InferenceResult evaluateInferenceFigures(const InferenceWorkload& w, const Cluster& c,
                                         const Device& d, const EfficiencyParams& params);

} // namespace ap
