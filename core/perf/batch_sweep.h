#pragma once

#include "perf/data_context.h"
#include "project/project.h"

#include <vector>

namespace ap {

struct BatchSweepPoint {
    double batch = 0;
    double tpotSec = 0;
    double outputTokensPerSec = 0;
    double ttftSec = 0; // the engine's, without the network
};

// The latency-throughput trade-off of an inference scenario: copies of it evaluated at fixed
// batches from 1 to `maxBatch`, spaced evenly in log(batch) (about `points` distinct integer
// batches). Batches the model calls infeasible are left out. Pure: no Qt, no caching.
std::vector<BatchSweepPoint> sweepInferenceBatch(const Scenario& scenario, const DataContext& data,
                                                 double maxBatch, int points = 20);

} // namespace ap
