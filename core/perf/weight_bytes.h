#pragma once

// Bytes per stored weight of a serving workload, from its weight formats (issue #26: one
// precision per model could not express FP4 experts with BF16 attention, W4A16 against W4A4 or
// GGUF files).

namespace ap {

struct InferenceWorkload;

// Every weight but the routed experts' (attention, dense MLPs, shared experts, router,
// embedding and LM head): `workload.weight_precision` (workload/weight_format.h, scales
// included), else the precision's element size.
double denseWeightBytes(const InferenceWorkload& w);
// The routed experts' weights: `workload.expert_weight_precision`, else denseWeightBytes.
double expertWeightBytes(const InferenceWorkload& w);

} // namespace ap
