#pragma once

#include "plot/plot_series.h"
#include "roofline/roofline.h"

#include <QString>

#include <vector>

namespace ap {

// An operator placed on roofline charts as a landmark: where typical transformer kernels fall
// between memory- and compute-bound. Shapes are those of a Llama-class 8k-wide layer.
struct ReferenceOperator {
    QString label;
    Traffic traffic;
    MarkerShape marker = MarkerShape::Circle;
};

// The landmark set, with byte counts for `precision` (the same operator is twice as intense in
// FP8 as in BF16).
std::vector<ReferenceOperator> referenceOperators(Precision precision);

} // namespace ap
