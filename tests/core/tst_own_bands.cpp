// Bands from a project's own calibration (perf/prediction_band.h, issue #27): the user's fitted
// rows move their regime's P10-P90 band by credibility n / (n + 8) toward their own errors;
// other regimes keep the shipped band, and no own rows is the shipped band.
#include "common/input_error.h"
#include "perf/calibration_formats.h"
#include "perf/calibration_run.h"
#include "perf/evaluation_json.h"
#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"
#include "test_context.h"
#include "test_files.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace ap;

namespace {

std::string sample(const std::string& name)
{
    return testDataFile("calibration_formats/" + name);
}

// A served scenario (Llama 3 8B on one H100, the vLLM sample's run) and a trained one (the
// first shipped calibration row).
Scenario servedScenario()
{
    RunContext c;
    c.deviceId = "nvidia-h100-sxm5-80gb";
    c.model = "llama-3-8b";
    c.precision = Precision::BF16;
    CalibrationInput input;
    addResultFile(input, sample("vllm_bench_serve.json"), "v.json", c, builtInModels());
    return input.rows.at(0).scenario;
}

double width(const SpeedBand& b)
{
    return b.q90 - b.q10;
}

} // namespace

class TestOwnBands : public QObject {
    Q_OBJECT
private slots:
    void credibilityRule();
    void ownRowsNarrowTheirRegimeOnly();
    void calibrationFileCarriesTheRows();
};

void TestOwnBands::credibilityRule()
{
    // A shipped table of 20 rows in one regime spread -0.3..+0.3, 20 in another.
    std::vector<Residual> shipped;
    Regime a{"hopper", BandPhase::Serving, false, false};
    Regime b{"ampere", BandPhase::Serving, false, false};
    for (int i = 0; i < 20; ++i) {
        const double r = -0.3 + 0.6 * i / 19.0;
        shipped.push_back({"a" + std::to_string(i), "s", a, r});
        shipped.push_back({"b" + std::to_string(i), "t", b, r});
    }
    const BandTable table(shipped);
    const SpeedBand before = table.band(a);
    QVERIFY(width(before) > 0.3);
    // No own rows: the shipped band.
    const SpeedBand none = table.withOwnRows({}).band(a);
    QCOMPARE(none.q10, before.q10);
    QCOMPARE(none.q90, before.q90);
    QCOMPARE(none.ownRows, 0);
    // Eight own rows at +0.05 (no spread): Z = 8 / 16, each quantile half-way to 0.05.
    std::vector<EfficiencyParams::OwnRow> own(8, {a.name(), 0.05});
    const BandTable mine = table.withOwnRows(own);
    const SpeedBand after = mine.band(a);
    QCOMPARE(after.ownRows, 8);
    QVERIFY(std::abs(after.q10 - (0.5 * 0.05 + 0.5 * before.q10)) < 1e-12);
    QVERIFY(std::abs(after.q90 - (0.5 * 0.05 + 0.5 * before.q90)) < 1e-12);
    QVERIFY(std::abs(width(after) - 0.5 * width(before)) < 1e-12);
    // The other regime is untouched.
    QCOMPARE(mine.band(b).q10, table.band(b).q10);
    QCOMPARE(mine.band(b).q90, table.band(b).q90);
    QCOMPARE(mine.band(b).ownRows, 0);
    // One row weighs 1 / 9.
    const SpeedBand one = table.withOwnRows({{a.name(), 0.05}}).band(a);
    QVERIFY(std::abs(one.q10 - (0.05 / 9 + 8 * before.q10 / 9)) < 1e-12);
    // More rows, more weight: 80 rows of the same error leave a band of a tenth the width.
    std::vector<EfficiencyParams::OwnRow> many(80, {a.name(), 0.05});
    QVERIFY(std::abs(width(table.withOwnRows(many).band(a)) - width(before) / 11) < 1e-12);
}

void TestOwnBands::ownRowsNarrowTheirRegimeOnly()
{
    const DataContext shipped = shippedData();
    QVERIFY(shipped.params().ownRows.empty()); // the shipped calibration has none
    const Scenario served = servedScenario();
    const Scenario trained = builtInMeasurements().at(0).scenario;
    const ScenarioResult rs = evaluateScenario(served, shipped);
    const ScenarioResult rt = evaluateScenario(trained, shipped);
    const auto regime = scenarioRegime(served, shipped.catalog());
    QVERIFY(regime);
    QCOMPARE(regime->name(), std::string("hopper/serving/dense/short"));

    // Eight of the user's rows in the served scenario's regime, each within 1 %.
    EfficiencyParams p = shipped.params();
    for (double r : {-0.01, -0.005, 0.0, 0.002, 0.004, 0.006, 0.008, 0.01})
        p.ownRows.push_back({regime->name(), r});
    const DataContext mine = shipped.withParams(p);
    // The same figures: own rows change the bands, not the model.
    const ScenarioResult rm = evaluateScenario(served, mine);
    QCOMPARE(rm.inference->outputTokensPerSec, rs.inference->outputTokensPerSec);

    const auto before = scenarioBands(served, rs, shipped);
    const auto after = scenarioBands(served, rm, mine);
    QVERIFY(before && after && before->tpotSec && after->tpotSec);
    QCOMPARE(before->ownRows, 0);
    QCOMPARE(after->ownRows, 8);
    const double wBefore = std::log(before->tpotSec->p90 / before->tpotSec->p10);
    const double wAfter = std::log(after->tpotSec->p90 / after->tpotSec->p10);
    std::printf("TPOT band width (log) shipped %.4f, with 8 own rows %.4f\n", wBefore, wAfter);
    QVERIFY(wAfter < 0.6 * wBefore);
    QVERIFY(after->outputTokensPerSec->p90 - after->outputTokensPerSec->p10 <
            before->outputTokensPerSec->p90 - before->outputTokensPerSec->p10);
    // Another regime (training on Hopper) keeps the shipped band.
    const auto tBefore = scenarioBands(trained, rt, shipped);
    const auto tAfter = scenarioBands(trained, evaluateScenario(trained, mine), mine);
    QVERIFY(tBefore && tAfter);
    QCOMPARE(tAfter->tokensPerSec->p10, tBefore->tokensPerSec->p10);
    QCOMPARE(tAfter->tokensPerSec->p90, tBefore->tokensPerSec->p90);
    QCOMPARE(tAfter->ownRows, 0);
    // The lookup the recommendation reads is the same table, and the JSON says so.
    QCOMPARE(regimeBand(served, mine.catalog(), bandTableFor(mine.params()))->band.ownRows, 8);
    QCOMPARE(&bandTableFor(shipped.params()), &shippedBandTable());
    nlohmann::json j = {{"inference", nlohmann::json::object()}};
    addPredictionBands(j, *after);
    QCOMPARE(j["inference"]["prediction_band"]["own_rows"].get<int>(), 8);
    QCOMPARE(j["inference"]["tpot_s_p10"].get<double>(), after->tpotSec->p10);
}

void TestOwnBands::calibrationFileCarriesTheRows()
{
    // A fit of the vLLM sample writes each row's regime and error after the fit; read back,
    // they are the params' own rows; an ill-typed regime is refused naming the file.
    RunContext c;
    c.deviceId = "nvidia-h100-sxm5-80gb";
    c.model = "llama-3-8b";
    c.precision = Precision::BF16;
    CalibrationInput input;
    addResultFile(input, sample("vllm_bench_serve.json"), "v.json", c, builtInModels());
    const CalibrationOutcome out = runCalibration(input, shippedData(), 0.05);
    nlohmann::json doc = out.document();
    const EfficiencyParams p = efficiencyFromJson(doc, "own.json");
    QCOMPARE(p.ownRows.size(), out.fit.rows.size());
    for (size_t i = 0; i < p.ownRows.size(); ++i) {
        QCOMPARE(p.ownRows[i].regime, std::string("hopper/serving/dense/short"));
        QVERIFY(std::abs(p.ownRows[i].logSpeedRatio - out.fit.rows[i].logSpeedRatio) < 1e-12);
    }
    doc["fit"]["rows"][0]["regime"] = 3;
    bool refused = false;
    try {
        efficiencyFromJson(doc, "own.json");
    } catch (const InputError& e) {
        const std::string what = e.what();
        refused =
            what.find("own.json") != std::string::npos && what.find("fit") != std::string::npos;
    }
    QVERIFY(refused);
}

QTEST_GUILESS_MAIN(TestOwnBands)
#include "tst_own_bands.moc"
