#include "perf/prediction_band.h"

#include "common/embedded_data.h"
#include "common/json_reader.h"
#include "hardware/device.h"
#include "perf/api_served.h"
#include "perf/scenario_evaluation.h"
#include "perf/scenario_figures.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>

namespace ap {

std::string_view bandPhaseName(BandPhase phase)
{
    return phase == BandPhase::Training ? "training" : "serving";
}

std::string Regime::name() const
{
    return (family.empty() ? std::string("unknown") : family) + "/" +
           std::string(bandPhaseName(phase)) + "/" + (moe ? "moe" : "dense") + "/" +
           (longContext ? "long" : "short");
}

std::optional<Regime> scenarioRegime(const Scenario& s, const Catalog& catalog)
{
    const Device* d = catalog.find(s.cluster.deviceId);
    if (!d)
        return std::nullopt;
    Regime g;
    g.family = d->architecture;
    if (const auto* t = std::get_if<TrainingWorkload>(&s.workload)) {
        g.phase = BandPhase::Training;
        g.moe = t->model.isMoe();
        g.longContext = t->sequenceLength >= kLongContextTokens;
    } else {
        const auto& w = std::get<InferenceWorkload>(s.workload);
        g.phase = BandPhase::Serving;
        g.moe = w.model.isMoe();
        g.longContext = w.inputTokens + w.outputTokens >= kLongContextTokens;
    }
    return g;
}

std::string sourceGroup(std::string_view source)
{
    size_t end = source.size();
    for (std::string_view stop : {" (", ":", ",", ";"})
        end = std::min(end, source.find(stop));
    std::string_view s = source.substr(0, end);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    return std::string(s);
}

std::vector<Residual> residualsOf(const std::vector<Measurement>& rows, const DataContext& data)
{
    std::vector<Residual> out;
    out.reserve(rows.size());
    for (const Measurement& m : rows) {
        const auto regime = scenarioRegime(m.scenario, data.catalog());
        const double predicted = predictMeasurement(m, data);
        if (!regime || !std::isfinite(predicted) || predicted <= 0 || m.measured <= 0)
            continue;
        const double ratio = std::log(predicted / m.measured);
        // A latency is a time per unit of work: its speed ratio is the inverse.
        out.push_back(
            {m.id, sourceGroup(m.source), *regime, isLatencyMetric(m.metric) ? -ratio : ratio});
    }
    return out;
}

namespace {

// Empirical quantile with linear interpolation between order statistics (R's type 7).
double quantile(std::vector<double>& sorted, double q)
{
    const double at = q * double(sorted.size() - 1);
    const size_t lo = size_t(std::floor(at));
    const size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (at - double(lo)) * (sorted[hi] - sorted[lo]);
}

template <class Keep>
SpeedBand poolBand(const std::vector<Residual>& all, const char* pool, Keep keep)
{
    std::vector<double> v;
    for (const Residual& r : all)
        if (keep(r))
            v.push_back(r.logSpeedRatio);
    SpeedBand b;
    b.rows = int(v.size());
    b.pool = pool;
    if (v.empty())
        return b;
    std::sort(v.begin(), v.end());
    b.q10 = quantile(v, 0.10);
    b.q90 = quantile(v, 0.90);
    return b;
}

SpeedBand envelope(SpeedBand b, const SpeedBand& pool)
{
    if (pool.rows > 0) {
        b.q10 = std::min(b.q10, pool.q10);
        b.q90 = std::max(b.q90, pool.q90);
    }
    return b;
}

} // namespace

BandTable::BandTable(std::vector<Residual> residuals)
    : m_residuals(std::move(residuals))
{
}

BandTable BandTable::withOwnRows(const std::vector<EfficiencyParams::OwnRow>& own) const
{
    BandTable t = *this;
    for (const auto& row : own)
        if (std::isfinite(row.logSpeedRatio))
            t.m_own[row.regime].push_back(row.logSpeedRatio);
    for (auto& [regime, v] : t.m_own)
        std::sort(v.begin(), v.end());
    return t;
}

SpeedBand BandTable::band(const Regime& g) const
{
    SpeedBand b = shippedBand(g);
    const auto it = m_own.find(g.name());
    if (it == m_own.end() || it->second.empty() || b.rows == 0)
        return b;
    // Credibility (Buhlmann): the own rows' quantiles weighted n / (n + k) against the
    // shipped band's.
    std::vector<double> v = it->second;
    const double n = double(v.size());
    const double z = n / (n + kOwnRowsCredibility);
    b.q10 = z * quantile(v, 0.10) + (1 - z) * b.q10;
    b.q90 = z * quantile(v, 0.90) + (1 - z) * b.q90;
    b.ownRows = int(v.size());
    return b;
}

SpeedBand BandTable::shippedBand(const Regime& g) const
{
    const auto& all = m_residuals;
    const SpeedBand everything = poolBand(all, "all", [](const Residual&) { return true; });
    SpeedBand phase =
        poolBand(all, "phase", [&](const Residual& r) { return r.regime.phase == g.phase; });
    if (phase.rows < kMinRegimeRows)
        phase = envelope(everything, phase); // too few of the phase: all rows, never narrower
    // A family band of the phase, by the same rules as a regime of that family.
    auto familyBand = [&](const std::string& family) {
        const SpeedBand exact = poolBand(all, "regime", [&](const Residual& r) {
            return r.regime.family == family && r.regime.phase == g.phase &&
                   r.regime.moe == g.moe && r.regime.longContext == g.longContext;
        });
        if (exact.rows >= kMinRegimeRows)
            return envelope(exact, phase);
        const SpeedBand fam = poolBand(all, "family", [&](const Residual& r) {
            return r.regime.family == family && r.regime.phase == g.phase;
        });
        if (fam.rows >= kMinRegimeRows)
            return envelope(fam, phase);
        return SpeedBand{phase.q10, phase.q90, phase.rows, phase.pool};
    };
    const bool calibrated = std::any_of(all.begin(), all.end(), [&](const Residual& r) {
        return r.regime.family == g.family && r.regime.phase == g.phase;
    });
    if (calibrated)
        return familyBand(g.family);
    // An uncalibrated family: the widest band of the phase.
    std::set<std::string> families;
    for (const Residual& r : all)
        if (r.regime.phase == g.phase)
            families.insert(r.regime.family);
    SpeedBand widest = phase;
    for (const std::string& f : families)
        widest = envelope(widest, familyBand(f));
    widest.pool = "widest";
    return widest;
}

std::vector<Residual> shippedResiduals()
{
    const DataContext data = DataContext::builtIn();
    std::map<std::string, double> heldOut;
    if (const auto text = embeddedFile("calibration/efficiency.json")) {
        const nlohmann::json doc = parseJson(*text, "built-in calibration/efficiency.json");
        if (doc.contains("fit") && doc.at("fit").contains("rows"))
            for (const nlohmann::json& row : doc.at("fit").at("rows"))
                if (row.contains("log_speed_ratio_held_out") &&
                    row.at("log_speed_ratio_held_out").is_number())
                    heldOut[row.at("id").get<std::string>()] =
                        row.at("log_speed_ratio_held_out").get<double>();
    }
    std::vector<Residual> out = residualsOf(builtInMeasurements(), data);
    for (Residual& r : out)
        if (const auto it = heldOut.find(r.id); it != heldOut.end())
            r.logSpeedRatio = it->second;
    std::vector<Measurement> unseen = builtInValidation();
    const std::vector<Measurement> holdOut = builtInHoldOut();
    unseen.insert(unseen.end(), holdOut.begin(), holdOut.end());
    const std::vector<Residual> rest = residualsOf(unseen, data);
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

const BandTable& shippedBandTable()
{
    static const BandTable table(shippedResiduals());
    return table;
}

const BandTable& bandTableFor(const EfficiencyParams& params)
{
    if (params.ownRows.empty())
        return shippedBandTable();
    // One table per distinct set of own rows, for the process (a project has one calibration;
    // the GUI may open a few): the reference handed out stays valid.
    std::vector<std::pair<std::string, double>> key;
    key.reserve(params.ownRows.size());
    for (const auto& r : params.ownRows)
        key.emplace_back(r.regime, r.logSpeedRatio);
    static std::mutex mutex;
    static std::map<std::vector<std::pair<std::string, double>>, std::unique_ptr<BandTable>> tables;
    const BandTable& shipped = shippedBandTable();
    const std::lock_guard lock(mutex);
    auto& t = tables[key];
    if (!t)
        t = std::make_unique<BandTable>(shipped.withOwnRows(params.ownRows));
    return *t;
}

SpeedFactor speedFactorOf(const SpeedBand& band)
{
    // The standard normal's 90th percentile.
    constexpr double z90 = 1.2815515655446004;
    return {-0.5 * (band.q10 + band.q90), std::max(0.0, band.q90 - band.q10) / (2 * z90)};
}

double SpeedFactor::at(double z) const
{
    return std::exp(mu + sigma * z);
}

std::optional<RegimeBand> regimeBand(const Scenario& s, const Catalog& catalog,
                                     const BandTable& table)
{
    const auto regime = scenarioRegime(s, catalog);
    if (!regime)
        return std::nullopt;
    SpeedBand band = table.band(*regime);
    if (band.rows == 0)
        return std::nullopt;
    return RegimeBand{*regime, std::move(band)};
}

namespace {

// scenarioBands with the regime's band from `bandOf(regime)`: the table's band, or the same
// band remembered from an earlier scenario of the regime (projectBands).
template <class BandOf>
std::optional<ScenarioBands> scenarioBandsFrom(const Scenario& s, const ScenarioResult& r,
                                               const Catalog& catalog, BandOf&& bandOf)
{
    if (!r.feasible || servedByApi(r) || (!r.training && !r.inference))
        return std::nullopt;
    const auto regime = scenarioRegime(s, catalog);
    if (!regime)
        return std::nullopt;
    const SpeedBand& band = bandOf(*regime);
    if (band.rows == 0) // as regimeBand: no row to pool from
        return std::nullopt;
    BandedFigures f;
    f.training = r.training.has_value();
    if (r.training) {
        f.tokensPerSec = r.training->tokensPerSec;
        f.stepTimeSec = r.training->stepTimeSec;
        f.timeToTrainSec = timeToTrainSec(r);
    } else {
        f.ttftSec = r.inference->ttftSec;
        f.tpotSec = r.inference->tpotSec;
        f.outputTokensPerSec = r.inference->outputTokensPerSec;
    }
    f.costPerWorkUsd = headlineFigures(r).costPerWorkUsd;
    if (r.cost && r.cost->totalCostUsd > 0)
        f.egressShareOfCost = std::clamp(r.cost->egressCostUsd / r.cost->totalCostUsd, 0.0, 1.0);
    return bandsOf(*regime, band, f);
}

bool sameRegime(const Regime& a, const Regime& b)
{
    return a.phase == b.phase && a.moe == b.moe && a.longContext == b.longContext &&
           a.family == b.family;
}

} // namespace

std::optional<ScenarioBands> scenarioBands(const Scenario& s, const ScenarioResult& r,
                                           const Catalog& catalog, const BandTable& table)
{
    SpeedBand band;
    return scenarioBandsFrom(s, r, catalog, [&](const Regime& g) -> const SpeedBand& {
        band = table.band(g);
        return band;
    });
}

ScenarioBands bandsOf(const Regime& regime, const SpeedBand& band, const BandedFigures& f)
{
    ScenarioBands b;
    b.regime = regime.name();
    b.rows = band.rows;
    b.pool = band.pool;
    b.ownRows = band.ownRows;
    auto finite = [](double v) { return std::isfinite(v) && v > 0; };
    auto speed = [&](double v) -> std::optional<FigureBand> {
        if (!finite(v))
            return std::nullopt;
        return FigureBand{v * std::exp(-band.q90), v * std::exp(-band.q10)};
    };
    auto time = [&](double t) -> std::optional<FigureBand> {
        if (!finite(t))
            return std::nullopt;
        return FigureBand{t * std::exp(band.q10), t * std::exp(band.q90)};
    };
    if (f.training) {
        b.tokensPerSec = speed(f.tokensPerSec);
        b.stepTimeSec = time(f.stepTimeSec);
        b.timeToTrainSec = time(f.timeToTrainSec);
    } else {
        b.ttftSec = time(f.ttftSec);
        b.tpotSec = time(f.tpotSec);
        b.outputTokensPerSec = speed(f.outputTokensPerSec);
    }
    if (f.costPerWorkUsd && finite(*f.costPerWorkUsd)) {
        const double c = *f.costPerWorkUsd;
        const double s = 1 - std::clamp(f.egressShareOfCost, 0.0, 1.0);
        b.costPerWorkUsd =
            FigureBand{c * (1 - s + s * std::exp(band.q10)), c * (1 - s + s * std::exp(band.q90))};
    }
    return b;
}

namespace {

std::vector<std::optional<ScenarioBands>>
projectBandsFrom(const Project& p, const std::vector<ScenarioResult>& results,
                 const Catalog& catalog, const BandTable& table)
{
    // A band depends on the regime alone, and pooling the table's rows for one costs ~50k
    // instructions: each regime's band is pooled once per project (a project of 1,000
    // scenarios has a handful of regimes; #30).
    std::deque<std::pair<Regime, SpeedBand>> known; // references stay valid as it grows
    auto bandOf = [&](const Regime& g) -> const SpeedBand& {
        for (const auto& [regime, band] : known)
            if (sameRegime(regime, g))
                return band;
        known.emplace_back(g, table.band(g));
        return known.back().second;
    };
    std::vector<std::optional<ScenarioBands>> out;
    out.reserve(results.size());
    for (size_t i = 0; i < results.size(); ++i)
        out.push_back(i < p.scenarios.size()
                          ? scenarioBandsFrom(p.scenarios[i], results[i], catalog, bandOf)
                          : std::nullopt);
    return out;
}

} // namespace

std::vector<std::optional<ScenarioBands>>
projectBands(const Project& p, const std::vector<ScenarioResult>& results, const Catalog& catalog)
{
    return projectBandsFrom(p, results, catalog, shippedBandTable());
}

std::optional<ScenarioBands> scenarioBands(const Scenario& s, const ScenarioResult& r,
                                           const DataContext& data)
{
    return scenarioBands(s, r, data.catalog(), bandTableFor(data.params()));
}

std::vector<std::optional<ScenarioBands>>
projectBands(const Project& p, const std::vector<ScenarioResult>& results, const DataContext& data)
{
    return projectBandsFrom(p, results, data.catalog(), bandTableFor(data.params()));
}

} // namespace ap
