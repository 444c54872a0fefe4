#include "perf/queueing.h"

#include <algorithm>
#include <cmath>

namespace ap {

double standardNormalQuantile(double p)
{
    // Phi(z) = erfc(-z / sqrt 2) / 2 grows with z: bisect on [-10, 10] (Phi(-10) ~ 7.6e-24).
    double lo = -10, hi = 10;
    for (int i = 0; i < 80; ++i) {
        const double mid = 0.5 * (lo + hi);
        (0.5 * std::erfc(-mid / std::sqrt(2.0)) < p ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

double poissonConcurrencyAtPercentile(double meanInFlight, double percentile)
{
    const double mean = std::max(0.0, meanInFlight);
    const double z = standardNormalQuantile(percentile / 100.0);
    return std::max(0.0, mean + z * std::sqrt(mean));
}

} // namespace ap
