#pragma once

#include "perf/calibration.h"
#include "perf/calibration_formats.h"
#include "perf/fabric_calibration.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ap {

// One `calibrate`: the rows and collectives of the user's files, fitted. The command line and
// the GUI's "Calibrate from measurements…" dialog both go through it, so they fit and report
// the same figures.
struct CalibrationInput {
    std::vector<Measurement> rows;
    std::vector<std::string> rowFiles; // the file of each row, for messages
    std::vector<CollectiveRun> collectives;
    std::vector<std::string> collectiveFiles;
    std::vector<std::string> files;
};

// Reads one file of any format calibrate knows (calibration_formats.h) into `input`.
// Returns the format it was read as.
ResultFormat addResultFile(CalibrationInput& input, std::string_view text,
                           const std::string& origin, const RunContext& context,
                           const ModelTable& models);

struct CalibrationOutcome {
    FitReport before;                      // the rows under the prior
    FitReport fit;                         // the rows under the fitted parameters
    std::optional<FabricFitReport> fabric; // when collectives were given
    EfficiencyParams params;               // the fitted parameters
    double priorWeight = 0.05;
    // Each row's error out of sample, log(predicted speed / measured speed) under the same fit
    // run without the rows of its source (sourceGroup, perf/prediction_band.h), by row id; empty
    // when the rows come from one source. The calibration file writes it beside each row's
    // in-sample error (`log_speed_ratio_held_out`): the shipped prediction bands take it for
    // the calibration rows, whose in-sample errors understate the model's error elsewhere.
    std::map<std::string, double> heldOutLogSpeedRatio;
    // The calibration file (efficiency.json's format) a project references as "calibration".
    nlohmann::json document() const;
};

// Checks every row's device against the catalog and that every row evaluates under the prior
// (InputError naming the file and the row otherwise), fits the fabric parameters to the
// collectives, then the efficiency parameters to the rows from there. Throws InputError when
// `input` holds nothing to fit.
CalibrationOutcome runCalibration(const CalibrationInput& input, const DataContext& prior,
                                  double priorWeight);

} // namespace ap
