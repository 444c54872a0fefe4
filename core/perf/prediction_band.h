#pragma once
// Calibrated prediction intervals (issue #27): a P10-P90 band on every performance figure,
// from the model's own errors on the measurements the project keeps (data/calibration,
// data/validation and its same-source hold-out), grouped by regime.
//
// A residual is log(predicted speed / measured speed): log(predicted / measured) for a
// throughput row, log(measured / predicted) for a latency row (a latency is a time per unit of
// work: the model that predicts it 20 % too long predicts the speed 20 % too low). A regime's
// band is the P10 and P90 of its residuals (empirical quantiles, linear interpolation). With
// residual quantiles q10 <= q90, the truth of a speed figure F (tokens/s) lies in
// [F exp(-q90), F exp(-q10)] and of a time figure T (step time, time to train, TTFT, TPOT) in
// [T exp(q10), T exp(q90)], each with 80 % nominal coverage.
//
// Pooling (documented in docs/model-accuracy.md): a regime with fewer than kMinRegimeRows rows
// takes its family's rows of the phase, then the phase's rows of every family, then all rows;
// the band is never narrower than the phase's pooled band (the envelope of the two). A family
// with no rows in the phase (uncalibrated) takes the widest band of the phase: the envelope of
// the pool and of every family's band.
//
// A project's own calibration (EfficiencyParams::ownRows: the user's rows, their regime and
// their error after the fit) moves its regimes' bands toward the user's errors by credibility
// (Buhlmann): with n own rows in the regime, Z = n / (n + kOwnRowsCredibility), and each of the
// band's quantiles becomes Z * (the own rows' quantile) + (1 - Z) * (the shipped band's). Other
// regimes keep the shipped band; no own rows, the shipped band (docs/model-accuracy.md).

#include "perf/calibration.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

struct ScenarioResult;

// The phase a figure or a measurement belongs to. No kept row measures TTFT or TPOT alone (two
// end-to-end request latencies, the rest serving throughput), so serving is one phase: TTFT,
// TPOT and output tokens/s take the serving band.
enum class BandPhase { Training, Serving };
std::string_view bandPhaseName(BandPhase phase);

// Context class: long from this many tokens per sequence (training: sequence_length; serving:
// input + output tokens), the range where attention and the KV cache start to dominate.
inline constexpr double kLongContextTokens = 16384;
// A regime (or pool) with fewer residuals than this takes the next, wider pool.
inline constexpr int kMinRegimeRows = 8;
// Buhlmann's k for a project's own rows: 8 own rows carry half the weight of the band.
inline constexpr double kOwnRowsCredibility = 8;

struct Regime {
    std::string family; // the device's micro-architecture (catalog `architecture`); "" unknown
    BandPhase phase = BandPhase::Training;
    bool moe = false;
    bool longContext = false;
    // "hopper/training/dense/short"
    std::string name() const;
};

// The regime of a scenario (its device from `catalog`), nothing for an unknown device.
std::optional<Regime> scenarioRegime(const Scenario& s, const Catalog& catalog);

// The group a row's source belongs to, for leave-one-source-out: the source text up to its
// first " (", ":", "," or ";" ("Grattafiori et al. 2024", "MLPerf Inference v4.1 closed").
std::string sourceGroup(std::string_view source);

struct Residual {
    std::string id;
    std::string source; // sourceGroup() of the row
    Regime regime;
    double logSpeedRatio = 0; // log(predicted speed / measured speed)
};

// Residuals of the rows that evaluate (a row the model finds infeasible has no ratio; the
// accuracy tables count those separately).
std::vector<Residual> residualsOf(const std::vector<Measurement>& rows, const DataContext& data);

struct SpeedBand {
    double q10 = 0; // quantiles of log(predicted speed / true speed)
    double q90 = 0;
    int rows = 0;     // residuals of the pool the band was taken from
    std::string pool; // "regime", "family", "phase", "all", "widest"
    int ownRows = 0;  // the project's own calibration rows that moved it (credibility)
    bool contains(double logSpeedRatio) const
    {
        return logSpeedRatio >= q10 && logSpeedRatio <= q90;
    }
};

class BandTable {
public:
    explicit BandTable(std::vector<Residual> residuals);
    // This table with a project's own calibration rows over it (the credibility rule above).
    BandTable withOwnRows(const std::vector<EfficiencyParams::OwnRow>& own) const;
    SpeedBand band(const Regime& regime) const;
    const std::vector<Residual>& residuals() const { return m_residuals; }

private:
    SpeedBand shippedBand(const Regime& regime) const;
    std::vector<Residual> m_residuals;
    std::map<std::string, std::vector<double>> m_own; // regime name -> own log speed ratios
};

// The band of a regime as a distribution of the truth (the recommendation's Monte Carlo draws
// from it): log(true speed / predicted speed) normal, its P10 and P90 those of the band, so
// with z90 = 1.2816 (the standard normal's P90) mu = -(q10 + q90) / 2 and
// sigma = (q90 - q10) / (2 z90); the factor on a speed figure is exp(mu + sigma z) for a
// standard normal z, on a time figure its inverse.
struct SpeedFactor {
    double mu = 0;
    double sigma = 0;
    double at(double z) const;
};
SpeedFactor speedFactorOf(const SpeedBand& band);

// The residuals the shipped table is built from: those of builtInValidation() and
// builtInHoldOut() under DataContext::builtIn() (rows the fit never saw), and of
// builtInMeasurements(), the calibration rows, out of sample: each takes its error under the
// fit run without its source's rows, which the shipped calibration file keeps
// (`log_speed_ratio_held_out`, CalibrationOutcome::heldOutLogSpeedRatio); a calibration row
// without one keeps its in-sample error. In-sample errors of fitted rows understate the
// model's error on runs it has not seen.
std::vector<Residual> shippedResiduals();
// The band table of the shipped model: shippedResiduals(), computed at first use (about 150
// evaluations, tens of milliseconds) and kept for the process. A lookup pools the regime's
// rows (~50k instructions; projectBands pools each regime once per project). A project's own
// calibration does not narrow this table: bandTableFor does.
const BandTable& shippedBandTable();
// The table every view of `params` reads: shippedBandTable() where `params` carry no own rows
// (the shipped calibration), else the shipped table with them over it; kept for the process
// per distinct set of own rows, so the reference stays valid.
const BandTable& bandTableFor(const EfficiencyParams& params);

// A regime and the band a table gives it.
struct RegimeBand {
    Regime regime;
    SpeedBand band;
};
// The one lookup behind every band (scenarioBands, a recommendation's candidate bands, the Monte
// Carlo's draw of performance): the regime of `s` (its device from `catalog`) and its band;
// nothing for an unknown device or a table without a row to pool from.
std::optional<RegimeBand> regimeBand(const Scenario& s, const Catalog& catalog,
                                     const BandTable& table = shippedBandTable());

struct FigureBand {
    double p10 = 0;
    double p90 = 0;
};

// The bands of one evaluated scenario's figures; nothing where the scenario did not evaluate,
// is served by a model API, or its device is unknown.
struct ScenarioBands {
    std::string regime;
    int rows = 0;
    std::string pool;
    int ownRows = 0;                                                     // SpeedBand::ownRows
    std::optional<FigureBand> tokensPerSec, stepTimeSec, timeToTrainSec; // training
    std::optional<FigureBand> ttftSec, tpotSec, outputTokensPerSec;      // serving
    // The cost per unit of work (per training run, or per million output tokens): what the
    // work's device-hours cost scales with the time the work takes; egress, billed per byte
    // moved, does not. With a share s of the cost that is not egress, the true cost lies in
    // [C (1 - s + s exp(q10)), C (1 - s + s exp(q90))] at the same prices.
    std::optional<FigureBand> costPerWorkUsd;
};

// The figures a band is put on: those of an evaluated scenario (scenarioBands) or of a
// recommendation's candidate (recommend/candidate_band.h), whichever kind of workload it is.
struct BandedFigures {
    bool training = false;
    double tokensPerSec = 0, stepTimeSec = 0, timeToTrainSec = 0; // training
    double ttftSec = 0, tpotSec = 0, outputTokensPerSec = 0;      // serving
    std::optional<double> costPerWorkUsd;
    double egressShareOfCost = 0; // egress / total cost of the placement, 0..1
};
// The bands of `figures` under `band` (a figure that is not finite and positive gets none).
ScenarioBands bandsOf(const Regime& regime, const SpeedBand& band, const BandedFigures& figures);

std::optional<ScenarioBands> scenarioBands(const Scenario& s, const ScenarioResult& r,
                                           const Catalog& catalog,
                                           const BandTable& table = shippedBandTable());
// One per result, in the project's order (results of evaluateProject(p, data)), from the
// shipped table.
std::vector<std::optional<ScenarioBands>>
projectBands(const Project& p, const std::vector<ScenarioResult>& results, const Catalog& catalog);
// The bands under the data's catalog and its calibration's table (bandTableFor).
std::optional<ScenarioBands> scenarioBands(const Scenario& s, const ScenarioResult& r,
                                           const DataContext& data);
// One per result, in the project's order (results of evaluateProject(p, data)), each band
// from bandTableFor(data.params()).
std::vector<std::optional<ScenarioBands>>
projectBands(const Project& p, const std::vector<ScenarioResult>& results, const DataContext& data);

// Adds the `*_p10` / `*_p90` keys and `prediction_band` {regime, rows, pool} to one scenario of
// the `evaluate --json` tree (scenarioResultToJson), as evaluationJsonText writes them.
void addPredictionBands(nlohmann::json& scenario, const ScenarioBands& b);

} // namespace ap
