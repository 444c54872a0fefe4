#pragma once

#include "perf/data_context.h"
#include "project/project.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>
#include <vector>

namespace ap {

// A published (or the user's own) measurement, in the columns of data/calibration:
// training.csv (measured_tokens_per_s) or inference.csv (metric + measured).
struct Measurement {
    std::string id;
    std::string source;
    std::string metric; // tokens_per_s, output_tokens_per_s, request_latency_s
    double measured = 0;
    Scenario scenario;
};

using ModelTable = std::map<std::string, ModelSpec>;

// Parses models.csv (model,parameters,layers,hidden,heads,kv_heads,ffn_hidden,vocab).
ModelTable parseModelTable(std::string_view csv, const std::string& origin);
// The architectures shipped in data/calibration/models.csv.
ModelTable builtInModels();
// Parses a measurements CSV; the header says whether it holds training or inference rows.
// Throws InputError naming the file, the row and the column.
std::vector<Measurement> parseMeasurements(std::string_view csv, const std::string& origin,
                                           const ModelTable& models);
// The measurements shipped in data/calibration (copied from the published sources).
std::vector<Measurement> builtInMeasurements();
// The independent validation set of data/validation (training.csv, inference.csv): published
// runs from sources that data/calibration does not use; never fitted.
std::vector<Measurement> builtInValidation();
// The same-source hold-out (data/validation/holdout_*.csv): other rows of the calibration
// sources (other sizes, devices, layouts); never fitted either.
std::vector<Measurement> builtInHoldOut();

// Whether a metric is a time per unit of work (its speed ratio is predicted / measured
// inverted): request_latency_s, ttft_s, tpot_s.
bool isLatencyMetric(std::string_view metric);

// Whether `calibrate` fits the efficiency parameters to rows of this metric: every metric but
// ttft_s. A benchmark's TTFT under a closed loop (vLLM's and SGLang's --max-concurrency N)
// includes the wait of the first N requests, sent at once, behind each other's prefill and the
// scheduler's queue, which the model's steady-state TTFT (one prefill and half an iteration)
// does not hold: fitted, it halves the compute fraction and moves every other figure away
// (issue #27, docs/model-accuracy.md). Such rows are reported before and after the fit and
// count in their regime's band.
bool isFittedMetric(std::string_view metric);

// Model prediction of the row's metric; NaN when the scenario is infeasible.
double predictMeasurement(const Measurement& m, const DataContext& data);

struct RowError {
    std::string id;
    std::string metric;
    double measured = 0;
    double predicted = 0;
    double relativeError = 0; // predicted / measured - 1
    // The prediction band's regime of the row (Regime::name(), perf/prediction_band.h; empty
    // for an unknown device) and log(predicted speed / measured speed), NaN where the row does
    // not evaluate: a project's own calibration moves its regimes' bands with them.
    std::string regime;
    double logSpeedRatio = 0;
};

struct FitReport {
    EfficiencyParams params;
    std::vector<RowError> rows;
    double medianAbsErrorTraining = 0;
    double medianAbsErrorInference = 0;
    double maxAbsError = 0; // over the rows that evaluate
    // Rows the model judges infeasible (they do not fit memory as stated): each counts as the
    // largest error in the medians, and none in maxAbsError.
    int infeasibleRows = 0;
    int iterations = 0;
    nlohmann::json toJson() const;
};

// Errors of every row under the data's catalog and efficiency parameters.
FitReport assess(const std::vector<Measurement>& rows, const DataContext& data);

// Fits the four global efficiency parameters (EfficiencyParams::kFittedNames) by
// Levenberg-Marquardt on log(predicted/measured), starting from and gently pulled towards
// the data's parameters, the prior (a ridge term), so that a handful of the user's own rows
// refine rather than overturn the built-in values and parameters the rows say nothing about
// stay put.
FitReport fitEfficiency(const std::vector<Measurement>& rows, const DataContext& data,
                        double priorWeight = 0.05);

} // namespace ap
