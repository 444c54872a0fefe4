#include "perf/queueing.h"

#include <algorithm>
#include <cmath>
#include <limits>

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

double erlangCWaitProbability(double slots, double offeredLoad)
{
    const double c = std::floor(slots);
    const double a = std::max(0.0, offeredLoad);
    if (c < 1 || a >= c)
        return 1.0;
    if (a == 0)
        return 0.0;
    double b = 1.0;
    for (double k = 1; k <= c; ++k)
        b = a * b / (k + a * b);
    return c * b / (c - a * (1 - b));
}

double waitPercentileInServiceTimes(double slots, double offeredLoad, double percentile)
{
    const double c = std::floor(slots);
    const double a = std::max(0.0, offeredLoad);
    if (c < 1 || a >= c)
        return std::numeric_limits<double>::infinity();
    const double waits = erlangCWaitProbability(c, a);
    const double tail = 1.0 - percentile / 100.0;
    if (waits <= tail)
        return 0.0;
    return std::log(waits / tail) / (c - a);
}

double meanWaitInServiceTimes(double slots, double offeredLoad)
{
    const double c = std::floor(slots);
    const double a = std::max(0.0, offeredLoad);
    if (c < 1 || a >= c)
        return std::numeric_limits<double>::infinity();
    return erlangCWaitProbability(c, a) / (c - a);
}

} // namespace ap
