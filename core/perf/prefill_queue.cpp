#include "perf/prefill_queue.h"

#include "perf/inference_model.h"
#include "perf/queueing.h"

#include <algorithm>
#include <cmath>

namespace ap {

PrefillQueue prefillQueue(double requestsPerSec, double instances, double promptsPerPass,
                          double passSec, double percentile)
{
    PrefillQueue q;
    q.places = std::floor(std::max(0.0, instances) * std::max(0.0, promptsPerPass));
    q.offeredLoad = std::max(0.0, requestsPerSec) * std::max(0.0, passSec);
    q.utilisation = q.places > 0 ? q.offeredLoad / q.places : 1.0;
    q.stable = q.places >= 1 && q.offeredLoad < q.places;
    if (q.stable) {
        if (percentile > 0)
            q.waitSec = passSec * waitPercentileInServiceTimes(q.places, q.offeredLoad, percentile);
        q.meanWaitSec = passSec * meanWaitInServiceTimes(q.places, q.offeredLoad);
    }
    return q;
}

double prefillRateWithinWait(double instances, double promptsPerPass, double passSec,
                             double waitBudgetSec, double percentile)
{
    const double places = std::floor(std::max(0.0, instances) * std::max(0.0, promptsPerPass));
    if (places < 1 || !(passSec > 0) || !(waitBudgetSec >= 0))
        return 0;
    auto waitSec = [&](double load) {
        return passSec * (percentile > 0 ? waitPercentileInServiceTimes(places, load, percentile)
                                         : meanWaitInServiceTimes(places, load));
    };
    // The wait is 0 at no load and unbounded at a = c: bisect the offered load (2^-50 of c).
    double lo = 0, hi = places;
    for (int i = 0; i < 50; ++i) {
        const double mid = 0.5 * (lo + hi);
        (waitSec(mid) <= waitBudgetSec ? lo : hi) = mid;
    }
    return lo / passSec;
}

EnginePrefillQueue enginePrefillQueue(double promptsPerSec, double serviceSec)
{
    EnginePrefillQueue q;
    q.serviceSec = std::max(0.0, serviceSec);
    q.utilisation = std::max(0.0, promptsPerSec) * q.serviceSec;
    q.stable = q.utilisation < 1;
    if (q.stable)
        q.meanWaitSec = q.serviceSec * meanWaitInServiceTimes(1, q.utilisation);
    return q;
}

double enginePrefillWaitAtPercentile(const EnginePrefillQueue& q, double percentile)
{
    if (!q.stable)
        return 0;
    return q.serviceSec * waitPercentileInServiceTimes(1, q.utilisation, percentile);
}

double prefillUtilisation(const InferenceResult& r)
{
    if (!r.disaggregated)
        return 0;
    return std::min(1.0, r.prefillQueueUtilisation);
}

} // namespace ap
