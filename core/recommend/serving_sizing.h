#pragma once

// The second half of a serving layout's evaluation (layout_search.cpp): its replicas for the
// study's demand. Apart from servingShape so that a move of the demand alone re-sizes the
// replica evaluated before instead of evaluating it again (sensitivity.cpp).

#include "recommend/search.h"

namespace ap::recommend_detail {

// `o` (device and parallelism of one replica set, as servingShape builds it) with the
// replicas and devices that carry ctx's demand (one replica without a demand), `r` the
// replica's feasible evaluation: infeasible when that needs more than search.max_devices.
PerfOption sizedForDemand(const StudyContext& ctx, PerfOption o, InferenceResult r);

} // namespace ap::recommend_detail
