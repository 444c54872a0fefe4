#pragma once

// evaluateTraining with a choice of how much of the result to compute (the search's), and what
// a search's evaluations of one workload on one device can share.

#include "perf/training_model.h"

#include <memory>

namespace ap {

// How much of a TrainingResult to compute. Full: everything `evaluate` and the playbook show
// (evaluateTraining without a detail). Search: the same figures for a layout that runs; for one
// that cannot (it does not fit, its schedule or stack refuses it) only the feasibility,
// problems and memory -- the search reads nothing else of those -- and no layerOps (the search
// keeps none). The figures it does write are those of Full.
// SearchUnexplained: Search, except that a layout turned away by the memory check alone
// (no earlier problem) carries no problem text: `problems` stays empty, problemKind is Memory.
// The layout search turns away hundreds of thousands of layouts and reports one of them;
// trainingMemoryProblem() writes that one's text, the same Full and Search write (#30).
enum class TrainingDetail { Full, Search, SearchUnexplained };

// The problem of a training layout whose memory exceeds the device's usable memory, from the
// result's memory and capacity: the text evaluateTraining adds to `problems`.
Message trainingMemoryProblem(const TrainingResult& r, const Device& d);

TrainingResult evaluateTraining(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                const EfficiencyParams& params, TrainingDetail detail);

// What the evaluations of many layouts of one workload model on one device share: the stack's
// parameters, the kernel timers, the links of each fabric, and the time of a layer (and of the
// LM head) for each per-rank shape -- layouts that differ only in their data or pipeline degree,
// ZeRO stage or interleaving run the same layer on every rank. Each is computed the first time
// an evaluation needs it, by the same code as without the cache, so a result is the same to the
// bit with or without it. Keyed on the model, device and parameters by address: the caller
// keeps those objects alive and unchanged while it uses the cache (one search job, one
// thread; not shared between threads).
class TrainingReuse {
public:
    TrainingReuse();
    ~TrainingReuse();
    TrainingReuse(const TrainingReuse&) = delete;
    TrainingReuse& operator=(const TrainingReuse&) = delete;

    struct State;
    std::unique_ptr<State> state;
};

TrainingResult evaluateTraining(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                const EfficiencyParams& params, TrainingDetail detail,
                                TrainingReuse& reuse);

} // namespace ap
