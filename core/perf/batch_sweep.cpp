#include "perf/batch_sweep.h"

#include "perf/engine_stages.h"
#include "perf/scenario_evaluation.h"

#include <algorithm>
#include <cmath>

namespace ap {

std::vector<BatchSweepPoint> sweepInferenceBatch(const Scenario& scenario, const DataContext& data,
                                                 double maxBatch, int points)
{
    std::vector<BatchSweepPoint> out;
    if (!std::holds_alternative<InferenceWorkload>(scenario.workload) || maxBatch < 1 || points < 1)
        return out;
    Scenario copy = scenario;
    auto& workload = std::get<InferenceWorkload>(copy.workload);
    // Whole requests: with beam search the batch steps in multiples of the beam width.
    const double beams = std::max(1, workload.beamWidth);
    const double top = std::floor(maxBatch / beams);
    if (top < 1)
        return out;
    // The SLO would cap "max" only; a fixed batch is evaluated as asked: a point that misses the
    // objectives is drawn (the charts draw the objectives beside it), one the engine, the
    // placement or the site's power envelope refuses is not.
    double previous = 0;
    for (int i = 0; i < points; ++i) {
        const double t = points == 1 ? 1.0 : double(i) / double(points - 1);
        const double batch = beams * std::round(std::exp(t * std::log(top)));
        if (batch <= previous)
            continue;
        previous = batch;
        workload.batch = batch;
        const ScenarioResult r = evaluateScenario(copy, data);
        if (!r.inference || !r.inference->feasible ||
            (r.cost && (!r.cost->feasible ||
                        exceedsPowerEnvelope(r.cost->facilityPowerWatts, r.cost->sitePowerWatts))))
            continue;
        out.push_back({r.inference->batch, r.inference->tpotSec, r.inference->outputTokensPerSec,
                       r.inference->ttftSec});
    }
    return out;
}

} // namespace ap
