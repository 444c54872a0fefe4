#include "recommend/performance_spread.h"

#include "recommend/candidate_band.h"
#include "recommend/search.h"

#include <algorithm>
#include <cmath>

namespace ap::recommend_detail {

PerformanceSpread performanceSpread(const StudyContext& ctx, const Candidate& c)
{
    PerformanceSpread s;
    if (!ctx.study.uncertainty.efficiencyCv && ctx.bands)
        s.band = candidateRegimeBand(c, *ctx.templ, *ctx.catalog, *ctx.bands);
    if (s.band) {
        const SpeedFactor f = speedFactorOf(s.band->band);
        s.lowFactor = std::exp(-s.band->band.q90);
        s.highFactor = std::exp(-s.band->band.q10);
        s.cv = std::sqrt(std::expm1(f.sigma * f.sigma));
        return s;
    }
    const Device* d = ctx.catalog->find(c.deviceId);
    s.cv = d ? efficiencyCvFor(ctx, *d) : ctx.study.uncertainty.efficiencyCv.value_or(0.05);
    s.lowFactor = std::max(1e-3, 1 - 2 * s.cv);
    s.highFactor = 1 + 2 * s.cv;
    return s;
}

} // namespace ap::recommend_detail
