#pragma once

// The reliability model on a search option with its cluster terms computed before (a Monte
// Carlo moving failure rates over one layout builds them once per layout).

#include "recommend/search.h"
#include "reliability/reliability_terms.h"

namespace ap::recommend_detail {

// addReliability(ctx, reliability, shape, o) with the shape's terms passed in (the same
// figures; terms built for another shape or other options are computed afresh).
void addReliability(const StudyContext& ctx, const ReliabilityOptions& reliability,
                    const ClusterShape& shape, const ReliabilityClusterTerms& terms, PerfOption& o);

} // namespace ap::recommend_detail
