#pragma once

// evaluateTraining with a choice of how much of the result to compute (the search's).

#include "perf/training_model.h"

namespace ap {

// How much of a TrainingResult to compute. Full: everything `evaluate` and the playbook show
// (evaluateTraining without a detail). Search: the same figures for a layout that runs; for one
// that cannot (it does not fit, its schedule or stack refuses it) only the feasibility,
// problems and memory -- the search reads nothing else of those -- and no layerOps (the search
// keeps none). The figures it does write are those of Full.
enum class TrainingDetail { Full, Search };

TrainingResult evaluateTraining(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                const EfficiencyParams& params, TrainingDetail detail);

} // namespace ap
