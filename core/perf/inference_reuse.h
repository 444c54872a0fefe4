#pragma once

// What the serving model can keep between evaluations of one replica (one workload, device
// and layout) under different kernel efficiencies: the operators of each stage shape. An
// operator's FLOPs and bytes depend on the model and the shape of the pass (its tokens,
// sequences and context), never on how fast the kernels run, so the re-evaluations of one
// serving option at many efficiencies (the Monte Carlo's grid of drawn speeds, the flip
// search's bisection on efficiency) build each shape's operators once and time them at each
// efficiency, the same figures to the bit as building them again (issue #30).
//
// A reuse object belongs to one (workload, cluster, device): the caller keeps one per option
// and never hands it to an evaluation of another. Not thread-safe: one per thread.

#include "perf/inference_model.h"

#include <memory>

namespace ap {

class InferenceReuse {
public:
    InferenceReuse();
    ~InferenceReuse();
    InferenceReuse(const InferenceReuse&) = delete;
    InferenceReuse& operator=(const InferenceReuse&) = delete;

    struct Impl;
    Impl& impl() { return *d; }

private:
    std::unique_ptr<Impl> d;
};

// evaluateInference (perf/inference_model.h) without the per-operator breakdown of the
// chosen batch (`layerOps` left empty): what a search or a re-evaluation reads; every other
// figure the same to the bit. With `reuse`, the operators of each stage shape are kept there
// for the next evaluation of the same replica.
InferenceResult evaluateInferenceFigures(const InferenceWorkload& w, const Cluster& c,
                                         const Device& d, const EfficiencyParams& params,
                                         InferenceReuse* reuse = nullptr);

} // namespace ap
