#pragma once

#include "perf/layer_model.h"

#include <vector>

namespace ap {

// layerForwardOps and headForwardOps into a caller's buffer (cleared first): the batch and
// layout searches time layers by the hundred thousand, and a returned vector is an
// allocation each (#30). The operators are the same, in the same order.
void layerForwardOps(const ModelSpec& model, const LayerShape& shape, std::vector<Traffic>& ops);
void headForwardOps(const ModelSpec& model, const LayerShape& shape, std::vector<Traffic>& ops);

} // namespace ap
