#pragma once

#include "perf/training_model.h"
#include "recommend/recommend.h"

namespace ap {

// What binds a training step: computing when it takes at least half the step, else
// communicating (the exposed collectives and pipeline bubble). The one definition the
// recommendation's candidates and the Scenarios table's "Bound by" column share; serving is
// bound by its decode step's roofline ceiling (bindingOf(InferenceResult::decodeBinding)).
Binding trainingBinding(const TrainingResult& t);

} // namespace ap
