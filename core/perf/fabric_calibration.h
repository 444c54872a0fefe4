#pragma once

#include "perf/calibration_formats.h"
#include "perf/data_context.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace ap {

// The fabric model's parameters fitted to measured collectives (nccl-tests): the fraction of
// a link's bandwidth a collective's bus bandwidth reaches (`link`) and the latency per step
// over the scale-up link and over the scale-out network, each fitted only where the runs
// exercise it (a one-host run says nothing about the scale-out network's latency).

struct CollectiveRowError {
    std::string id;
    double bytes = 0;
    double measuredSec = 0;
    double beforeSec = 0; // the fabric model under the data's parameters
    double afterSec = 0;  // under the fitted ones
};

struct FabricFitReport {
    EfficiencyParams params;
    std::vector<CollectiveRowError> rows;
    std::vector<std::string> fitted; // names of the parameters the runs identify
    double medianAbsErrorBefore = 0;
    double medianAbsErrorAfter = 0;
    nlohmann::json toJson() const;
};

// The fabric model's time for one nccl-tests row: the run's collective over its ranks, as many
// per host as the run had, on the run's device under `data`'s parameters.
double predictCollectiveSec(const CollectiveRun& run, double bytes, const DataContext& data);

// Levenberg-Marquardt on log(predicted / measured) over every row of every run, gently pulled
// towards the data's parameters. Throws InputError for a device the catalog lacks.
FabricFitReport fitFabric(const std::vector<CollectiveRun>& runs, const DataContext& data);

} // namespace ap
