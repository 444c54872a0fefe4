// Calibrated prediction intervals (perf/prediction_band.h, issue #27): regimes from catalog data,
// bands from residual quantiles with pooling toward wider, and the band's coverage measured
// leave-one-source-out on the independent set.
#include "common/embedded_data.h"
#include "common/json_reader.h"
#include "perf/api_served.h"
#include "perf/calibration_run.h"
#include "perf/evaluation_json.h"
#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"
#include "perf/scenario_figures.h"
#include "project/project.h"
#include "project/project_text.h"
#include "recommend/candidate_band.h"
#include "recommend/recommend.h"
#include "test_context.h"
#include "test_paths.h"

#include "hardware/device.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

using namespace ap;

namespace {

Residual residual(const std::string& family, BandPhase phase, double logRatio,
                  const std::string& source = "s")
{
    Regime g;
    g.family = family;
    g.phase = phase;
    return {family + std::to_string(logRatio), source, g, logRatio};
}

} // namespace

class TestPredictionBand : public QObject {
    Q_OBJECT
private slots:
    void regimeFromCatalogData();
    void bandIsQuantilesPooledTowardWider();
    void coverageLeaveOneSourceOut();
    void calibrationRowsHeldOut();
    void scenarioBandsInJson();
    void costBandFollowsTheDeviceTime();
    void candidateBandsAreTheScenarios();
    void projectBandsAreEachScenarios();
};

void TestPredictionBand::regimeFromCatalogData()
{
    const std::vector<Measurement> rows = builtInValidation();
    QVERIFY(!rows.empty());
    Scenario s = rows.front().scenario; // Llama 3 405B training on H100
    const Catalog& catalog = shippedData().catalog();
    const auto g = scenarioRegime(s, catalog);
    QVERIFY(g);
    QCOMPARE(g->family, catalog.find(s.cluster.deviceId)->architecture);
    QCOMPARE(g->phase, BandPhase::Training);
    QVERIFY(!g->moe);
    QVERIFY(!g->longContext); // 8k tokens
    auto& w = std::get<TrainingWorkload>(s.workload);
    w.sequenceLength = kLongContextTokens - 1;
    QVERIFY(!scenarioRegime(s, catalog)->longContext);
    w.sequenceLength = kLongContextTokens;
    QVERIFY(scenarioRegime(s, catalog)->longContext);
    w.model.experts = 8;
    QVERIFY(scenarioRegime(s, catalog)->moe);
    QCOMPARE(scenarioRegime(s, catalog)->name(), g->family + "/training/moe/long");
    s.cluster.deviceId = "no-such-device";
    QVERIFY(!scenarioRegime(s, catalog));
    QCOMPARE(sourceGroup("MLPerf Inference v4.1 closed, datacenter (x)"),
             std::string("MLPerf Inference v4.1 closed"));
    QCOMPARE(sourceGroup("Grattafiori et al. 2024 (The Llama 3 Herd of Models) Table 4"),
             std::string("Grattafiori et al. 2024"));
}

void TestPredictionBand::bandIsQuantilesPooledTowardWider()
{
    // Family "a": 11 training rows at 0.00 .. 0.10 (P10 0.01, P90 0.09); family "b": 3 rows far
    // off; one serving row.
    std::vector<Residual> res;
    for (int i = 0; i <= 10; ++i)
        res.push_back(residual("a", BandPhase::Training, 0.01 * i));
    for (double v : {-0.5, 0.4, 0.6})
        res.push_back(residual("b", BandPhase::Training, v));
    res.push_back(residual("a", BandPhase::Serving, 0.2));
    const BandTable table(res);

    std::vector<double> phase;
    for (const Residual& r : res)
        if (r.regime.phase == BandPhase::Training)
            phase.push_back(r.logSpeedRatio);
    std::sort(phase.begin(), phase.end());
    auto q = [&](double p) {
        const double at = p * double(phase.size() - 1);
        const size_t lo = size_t(at);
        return phase[lo] + (at - double(lo)) * (phase[lo + 1] - phase[lo]);
    };

    Regime a;
    a.family = "a";
    const SpeedBand ba = table.band(a);
    QCOMPARE(ba.pool, std::string("regime"));
    QCOMPARE(ba.rows, 11);
    // Never narrower than the phase's pool: the envelope of the regime's and the pool's band.
    QVERIFY(std::abs(ba.q10 - std::min(0.01, q(0.1))) < 1e-12);
    QVERIFY(std::abs(ba.q90 - std::max(0.09, q(0.9))) < 1e-12);

    // Three rows: the phase's pool.
    Regime b = a;
    b.family = "b";
    const SpeedBand bb = table.band(b);
    QCOMPARE(bb.pool, std::string("phase"));
    QCOMPARE(bb.rows, 14);
    QVERIFY(std::abs(bb.q10 - q(0.1)) < 1e-12 && std::abs(bb.q90 - q(0.9)) < 1e-12);

    // No row of the family: the widest band of the phase, containing every family's.
    Regime c = a;
    c.family = "c";
    const SpeedBand bc = table.band(c);
    QCOMPARE(bc.pool, std::string("widest"));
    QVERIFY(bc.q10 <= std::min(ba.q10, bb.q10) && bc.q90 >= std::max(ba.q90, bb.q90));

    // One serving row: fewer than kMinRegimeRows, so all rows (never narrower than that).
    Regime s = a;
    s.phase = BandPhase::Serving;
    const SpeedBand bs = table.band(s);
    QVERIFY(bs.q10 <= 0.2 && bs.q90 >= 0.2);
    QVERIFY(bs.q90 - bs.q10 > 0.1);
}

void TestPredictionBand::coverageLeaveOneSourceOut()
{
    // Residuals of every kept row, once; then for each source of the independent set the table
    // without that source's rows, and whether each of its rows lies inside its band.
    const std::vector<Residual> all = shippedResiduals();
    std::set<std::string> independentIds;
    for (const Measurement& m : builtInValidation())
        independentIds.insert(m.id);
    std::set<std::string> sources;
    for (const Residual& r : all)
        if (independentIds.contains(r.id))
            sources.insert(r.source);

    std::map<std::string, std::pair<int, int>> perRegime; // inside, rows
    std::map<std::string, std::pair<int, int>> perPhase;
    int inside = 0, total = 0;
    std::printf("\nP10-P90 coverage on the independent set, leave-one-source-out\n%-44s %-34s "
                "%8s %8s %8s %4s\n",
                "row", "regime", "residual", "q10", "q90", "in");
    for (const std::string& source : sources) {
        std::vector<Residual> without;
        for (const Residual& r : all)
            if (r.source != source)
                without.push_back(r);
        const BandTable table(without);
        for (const Residual& r : all) {
            if (r.source != source || !independentIds.contains(r.id))
                continue;
            const SpeedBand b = table.band(r.regime);
            const bool in = b.contains(r.logSpeedRatio);
            std::printf("%-44s %-34s %+8.3f %+8.3f %+8.3f %4s\n", r.id.c_str(),
                        r.regime.name().c_str(), r.logSpeedRatio, b.q10, b.q90, in ? "yes" : "no");
            auto& g = perRegime[r.regime.name()];
            auto& p = perPhase[std::string(bandPhaseName(r.regime.phase))];
            g.first += in;
            ++g.second;
            p.first += in;
            ++p.second;
            inside += in;
            ++total;
        }
    }
    for (const auto& [name, c] : perRegime)
        std::printf("regime %-34s %2d of %2d inside (%.0f%%)\n", name.c_str(), c.first, c.second,
                    100.0 * c.first / c.second);
    for (const auto& [name, c] : perPhase)
        std::printf("phase  %-34s %2d of %2d inside (%.0f%%)\n", name.c_str(), c.first, c.second,
                    100.0 * c.first / c.second);
    const double coverage = double(inside) / total;
    std::printf("overall: %d of %d inside (%.1f%%)\n", inside, total, 100 * coverage);
    QVERIFY(total >= 50);
    // Issue #27 asks for 70-90 %. Measured honestly (rules fixed before looking, nothing
    // tuned): 74 of 103 rows, 71.8 % (training 30 of 38, serving 44 of 65; 69 of 95 before
    // Intel's eight Gaudi 2 rows, issue #26, 4 of them inside) since the MLPerf
    // Inference v5.1, torchtitan-on-H200, NeMo 24.12 and SGLang-on-Xeon rows joined the
    // independent set (39 of
    // 58, 67.2 %, before: the serving pool was dominated by TensorRT-LLM's performance overview,
    // whose errors are narrower than other stacks'). Still outside: MI325X Llama 2 70B (-0.35
    // to -0.41, the model has it no faster than MI300X), multi-node H100 (-0.25), Jetson Thor
    // (+0.49), dense serving on Xeon (-0.61..+1.34), vLLM on MI300X at large batch and the
    // Megatron-DeepSpeed and llm-foundry rows;
    // docs/model-accuracy.md lists them. Asserted at the target, so that a change that
    // narrows the bands further (or makes them cover everything) fails.
    // SGLang's prefill-pass fix and its refit (issue #26) give 72 of 103, 69.9 % (training 29 of
    // 38, serving 43 of 65): the four Xeon MoE rows (DeepSeek-R1, Qwen3-235B, SGLang) leave
    // their band (+0.32..+0.46) once the empty prefill pass that hid SGLang's per-layer CPU host
    // cost is gone, the dense Xeon SGLang rows and OCI's vLLM at large batch enter theirs. The
    // floor is one row below the 70 %, for that reason only; it returns to 0.70 when the
    // CPU host cost (docs/model-accuracy.md, "Findings of issue #26", item 2) lands.
    // DeepSeek-V3 on 2,048 H800 evaluates since its BF16 Adam moments and FP8 SwiGLU inputs are
    // modelled as its report states (issue #26; it was refused before, so not counted): residual
    // -0.204 against its pooled training band -0.118..+0.199, outside: 72 of 104, 69.2 %. The
    // floor follows that measured figure, not the 70 %, for these two reasons only.
    // Intel-HabanaLabs' MLPerf v4.0 Gaudi 2 rows joining the calibration (issue #27, decided on
    // the source; Gaudi 2 gets its own family scale, 0.976, where it ran at CDNA3's prior 0.626)
    // give 70 of 104, 67.3 % (serving 41 of 65, training 29 of 39): Gaudi 2's Llama 2 70B
    // 128/2048 on 4 HPUs leaves its band (+0.335 -> +0.530 against -0.165..+0.360; decode at
    // batch 327 too fast, docs/model-accuracy.md), and DeepSeek-R1 INT8 on the Xeon (+0.305)
    // falls just outside its MoE band's top (+0.313 -> +0.301). The other seven Gaudi 2 rows move
    // toward zero (-0.64..-0.15 -> -0.30..+0.04; the four at -0.26..-0.30 still below the
    // narrower band). The floor follows that measured figure, for this reason only.
    // The overlap exponents fitted on GPU kernel rows shipping with their refit (issue #27;
    // GPUs only, every other kind the max) keep 70 of 104 (71 of 104 on main): OCI's vLLM
    // MI300X rows at 128/2048 and batch 128/256 enter their band (+0.38..+0.39 -> +0.21..+0.30),
    // MI325X and H200 Interactive leave it (+0.13 / +0.26 -> -0.48 / -0.19: under the 40 ms
    // TPOT limit a slower iteration halves the batch), as do MPT-13B at 32k (-0.10 -> -0.13)
    // and DeepSeek-R1 INT8 on the Xeon (+0.30 -> +0.37). The floor stays.
    // With the calibration rows' errors out of sample (shippedResiduals: each under the fit
    // without its source's rows, calibrationRowsHeldOut) 77 of 104, 74.0 % (training 35 of 39:
    // the long-context and MoE Hopper training rows enter their widened bands; serving 42 of
    // 65 unchanged).
    QVERIFY2(coverage >= 0.70 && coverage <= 0.90, "P10-P90 coverage outside 70-90 %");
}

void TestPredictionBand::calibrationRowsHeldOut()
{
    // The calibration rows enter the shipped bands with their errors out of sample: each under
    // the fit run without its source's rows (CalibrationOutcome::heldOutLogSpeedRatio), as the
    // shipped calibration file keeps them; scripts/refit-efficiency.sh writes them, and they
    // are current when a refit from the physical priors gives them again (the fit is
    // deterministic). Out of sample the errors are larger: that is why the bands take them.
    CalibrationInput input;
    input.rows = builtInMeasurements();
    input.rowFiles.assign(input.rows.size(), "built-in");
    input.files = {"built-in"};
    const DataContext shipped = DataContext::builtIn();
    const CalibrationOutcome refit =
        runCalibration(input, shipped.withParams(EfficiencyParams{}), 0.05);
    const nlohmann::json doc = parseJson(*embeddedFile("calibration/efficiency.json"), "built-in");
    std::map<std::string, double> stored;
    for (const nlohmann::json& row : doc.at("fit").at("rows"))
        if (row.contains("log_speed_ratio_held_out"))
            stored[row.at("id").get<std::string>()] = row.at("log_speed_ratio_held_out");
    std::vector<double> inSample, heldOut;
    std::printf("\ncalibration rows: log(predicted / measured speed) in sample, held out\n");
    for (const Residual& r : residualsOf(input.rows, shipped)) {
        QVERIFY2(stored.contains(r.id), r.id.c_str());
        QVERIFY2(refit.heldOutLogSpeedRatio.contains(r.id), r.id.c_str());
        QVERIFY2(std::abs(refit.heldOutLogSpeedRatio.at(r.id) - stored.at(r.id)) < 0.02,
                 (r.id + ": the stored held-out error is stale: run "
                         "scripts/refit-efficiency.sh")
                     .c_str());
        std::printf("  %-52s %+7.3f %+7.3f\n", r.id.c_str(), r.logSpeedRatio, stored.at(r.id));
        inSample.push_back(std::abs(r.logSpeedRatio));
        heldOut.push_back(std::abs(stored.at(r.id)));
    }
    QCOMPARE(inSample.size(), input.rows.size());
    std::sort(inSample.begin(), inSample.end());
    std::sort(heldOut.begin(), heldOut.end());
    const double medianIn = inSample[inSample.size() / 2], medianOut = heldOut[heldOut.size() / 2];
    std::printf("median |log ratio|: in sample %.3f, held out %.3f\n", medianIn, medianOut);
    QVERIFY(medianOut > medianIn);
    // The shipped table reads the held-out errors for those rows.
    for (const Residual& r : shippedResiduals())
        if (stored.contains(r.id))
            QCOMPARE(r.logSpeedRatio, stored.at(r.id));
}

void TestPredictionBand::scenarioBandsInJson()
{
    // Every example: each band brackets in order, a speed and a time of one scenario share the
    // regime's factors (tokens/s x step time is the work of a step at P10 x P90 as at the
    // figures), and the JSON carries the keys next to the figures.
    // The shipped table is built at first use (one evaluation per kept row); a lookup after
    // that is a pass over the residuals. Printed, not asserted (the machine's load varies).
    QElapsedTimer clock;
    clock.start();
    const BandTable& table = shippedBandTable();
    const qint64 buildNs = clock.nsecsElapsed();
    const Scenario probe = builtInValidation().front().scenario;
    const Regime regime = *scenarioRegime(probe, shippedData().catalog());
    constexpr int kLookups = 10000;
    double sink = 0;
    clock.restart();
    for (int i = 0; i < kLookups; ++i)
        sink += table.band(regime).q90;
    std::printf("band table: built in %.1f ms from %zu residuals; one lookup %.2f us (%g)\n",
                buildNs / 1e6, table.residuals().size(), clock.nsecsElapsed() / 1e3 / kLookups,
                sink / kLookups);
    int training = 0, serving = 0;
    for (const char* name : {"getting-started", "where-to-run", "eu-serving", "edge-factory"}) {
        const Project p =
            loadProjectFile(testSourceStd(std::string("/data/examples/") + name + ".accelplan"));
        const auto results = evaluateProject(p, shippedData());
        const auto bands = projectBands(p, results, shippedData().catalog());
        QCOMPARE(bands.size(), results.size());
        const nlohmann::json doc = nlohmann::json::parse(evaluationJsonText(results, bands));
        for (size_t i = 0; i < results.size(); ++i) {
            const ScenarioResult& r = results[i];
            if (!bands[i]) {
                QVERIFY(!r.feasible || servedByApi(r));
                continue;
            }
            const ScenarioBands& b = *bands[i];
            QVERIFY(b.rows >= kMinRegimeRows);
            const nlohmann::json& s = doc["scenarios"][i];
            auto check = [&](const char* member, const char* key,
                             const std::optional<FigureBand>& f, double figure) {
                QVERIFY2(f, key);
                QVERIFY(std::isfinite(f->p10) && std::isfinite(f->p90));
                QVERIFY(0 < f->p10 && f->p10 < f->p90);
                QCOMPARE(s[member][std::string(key) + "_p10"].get<double>(), f->p10);
                QCOMPARE(s[member][std::string(key) + "_p90"].get<double>(), f->p90);
                QCOMPARE(s[member][key].get<double>(), figure);
                QCOMPARE(s[member]["prediction_band"]["regime"].get<std::string>(), b.regime);
            };
            if (r.training) {
                ++training;
                check("training", "tokens_per_s", b.tokensPerSec, r.training->tokensPerSec);
                check("training", "step_time_s", b.stepTimeSec, r.training->stepTimeSec);
                check("training", "time_to_train_s", b.timeToTrainSec, timeToTrainSec(r));
                const double work = r.training->tokensPerSec * r.training->stepTimeSec;
                QVERIFY(std::abs(b.tokensPerSec->p10 * b.stepTimeSec->p90 / work - 1) < 1e-9);
                QVERIFY(std::abs(b.tokensPerSec->p90 * b.stepTimeSec->p10 / work - 1) < 1e-9);
            } else {
                ++serving;
                const InferenceResult& inf = *r.inference;
                check("inference", "ttft_s", b.ttftSec, inf.ttftSec);
                check("inference", "tpot_s", b.tpotSec, inf.tpotSec);
                check("inference", "output_tokens_per_s", b.outputTokensPerSec,
                      inf.outputTokensPerSec);
                QVERIFY(std::abs(b.tpotSec->p90 / b.tpotSec->p10 -
                                 b.outputTokensPerSec->p90 / b.outputTokensPerSec->p10) < 1e-9);
            }
        }
    }
    QVERIFY(training > 0 && serving > 0);
}

void TestPredictionBand::costBandFollowsTheDeviceTime()
{
    // The cost per unit of work moves with the device-time the work takes; egress, billed per
    // byte, does not: with no egress the cost's band is the time's, all egress pins it.
    Regime g;
    g.family = "hopper";
    const SpeedBand band{-0.1, 0.2, 20, "regime"};
    BandedFigures f;
    f.training = true;
    f.tokensPerSec = 1e5;
    f.stepTimeSec = 10;
    f.timeToTrainSec = 1e6;
    f.costPerWorkUsd = 5e5;
    const ScenarioBands none = bandsOf(g, band, f);
    QVERIFY(none.costPerWorkUsd && none.timeToTrainSec);
    QVERIFY(std::abs(none.costPerWorkUsd->p10 / 5e5 - none.timeToTrainSec->p10 / 1e6) < 1e-12);
    QVERIFY(std::abs(none.costPerWorkUsd->p90 / 5e5 - none.timeToTrainSec->p90 / 1e6) < 1e-12);
    f.egressShareOfCost = 1;
    const ScenarioBands all = bandsOf(g, band, f);
    QCOMPARE(all.costPerWorkUsd->p10, 5e5);
    QCOMPARE(all.costPerWorkUsd->p90, 5e5);
    f.egressShareOfCost = 0.3; // in between, and in order
    const ScenarioBands part = bandsOf(g, band, f);
    QVERIFY(none.costPerWorkUsd->p10 < part.costPerWorkUsd->p10 && part.costPerWorkUsd->p10 < 5e5);
    QVERIFY(5e5 < part.costPerWorkUsd->p90 && part.costPerWorkUsd->p90 < none.costPerWorkUsd->p90);
    f.costPerWorkUsd.reset(); // no cost, no band
    QVERIFY(!bandsOf(g, band, f).costPerWorkUsd);

    // Every priced example scenario: the JSON's per_work carries the band the CSV and text read.
    const Project p = loadProjectFile(testSourceStd("/data/examples/where-to-run.accelplan"));
    const auto results = evaluateProject(p, shippedData());
    const auto bands = projectBands(p, results, shippedData().catalog());
    const nlohmann::json doc = nlohmann::json::parse(evaluationJsonText(results, bands));
    int priced = 0;
    for (size_t i = 0; i < results.size(); ++i) {
        if (!bands[i] || !bands[i]->costPerWorkUsd)
            continue;
        ++priced;
        const nlohmann::json& w = doc["scenarios"][i]["per_work"];
        QCOMPARE(w["cost_usd_p10"].get<double>(), bands[i]->costPerWorkUsd->p10);
        QCOMPARE(w["cost_usd_p90"].get<double>(), bands[i]->costPerWorkUsd->p90);
        QVERIFY(bands[i]->costPerWorkUsd->p10 < bands[i]->costPerWorkUsd->p90);
    }
    QVERIFY(priced > 0);
}

void TestPredictionBand::candidateBandsAreTheScenarios()
{
    // A recommendation's candidate with a scenario's figures gets that scenario's bands: one
    // band per figure, wherever it is shown (recommend/candidate_band.h).
    const Project p = loadProjectFile(testSourceStd("/data/examples/where-to-run.accelplan"));
    const auto results = evaluateProject(p, shippedData());
    const Catalog& catalog = shippedData().catalog();
    bool checked = false;
    for (size_t i = 0; i < results.size() && !checked; ++i) {
        const ScenarioResult& r = results[i];
        const auto b = scenarioBands(p.scenarios[i], r, catalog);
        if (!r.training || !b || !b->costPerWorkUsd)
            continue;
        Candidate c;
        c.deviceId = p.scenarios[i].cluster.deviceId;
        c.architecture = catalog.find(c.deviceId)->architecture;
        c.training = true;
        c.trainingTokensPerSec = r.training->tokensPerSec;
        c.stepTimeSec = r.training->stepTimeSec;
        c.timeToTrainSec = timeToTrainSec(r);
        c.costPerWorkUsd = *headlineFigures(r).costPerWorkUsd;
        c.egressShare = r.cost->egressCostUsd / r.cost->totalCostUsd;
        Scenario templ = p.scenarios[i];
        templ.cluster.deviceId = "nvidia-a100-sxm4-80gb"; // the candidate's device decides
        const auto cb = candidateBands(c, templ, catalog);
        QVERIFY(cb);
        QCOMPARE(cb->regime, b->regime);
        QCOMPARE(cb->rows, b->rows);
        QCOMPARE(cb->timeToTrainSec->p10, b->timeToTrainSec->p10);
        QCOMPARE(cb->timeToTrainSec->p90, b->timeToTrainSec->p90);
        QVERIFY(std::abs(cb->costPerWorkUsd->p10 / b->costPerWorkUsd->p10 - 1) < 1e-12);
        QVERIFY(std::abs(cb->costPerWorkUsd->p90 / b->costPerWorkUsd->p90 - 1) < 1e-12);

        // The explanation's sentence: a rival of another family inside the range is "within the
        // model's error", one far outside is not; one of the same family is not compared.
        Candidate rival = c;
        rival.deviceId = "other-device";
        rival.architecture = c.architecture + "-other";
        rival.costPerWorkUsd = 0.5 * (b->costPerWorkUsd->p10 + b->costPerWorkUsd->p90);
        const auto inside = bandSentence(c, &rival, templ, catalog);
        QVERIFY(inside);
        QVERIFY2(inside->english().find("lies inside it") != std::string::npos,
                 inside->english().c_str());
        rival.costPerWorkUsd = 10 * b->costPerWorkUsd->p90;
        QVERIFY(bandSentence(c, &rival, templ, catalog)->english().find("lies outside it") !=
                std::string::npos);
        rival.architecture = c.architecture;
        const std::string same = bandSentence(c, &rival, templ, catalog)->english();
        QVERIFY(same.find("lies") == std::string::npos);
        QVERIFY(same.find("P10-P90") != std::string::npos);
        checked = true;
    }
    QVERIFY(checked);
}

void TestPredictionBand::projectBandsAreEachScenarios()
{
    // projectBands pools each regime's band once per project (#30: the pooling was half of
    // `evaluate --json`'s time after the document). It must give every scenario what
    // scenarioBands gives it alone, to the bit: one project of every example's scenarios,
    // interleaved so that regimes (training, serving, several families, an API) alternate and
    // repeat.
    Project all;
    std::vector<Project> examples;
    for (const char* name :
         {"getting-started", "where-to-run", "eu-serving", "edge-factory", "checkpoint-stall-cost"})
        examples.push_back(
            loadProjectFile(testSourceStd(std::string("/data/examples/") + name + ".accelplan")));
    for (size_t i = 0, added = 1; added > 0; ++i) {
        added = 0;
        for (const Project& e : examples)
            if (i < e.scenarios.size()) {
                all.scenarios.push_back(e.scenarios[i]);
                all.scenarios.push_back(e.scenarios[e.scenarios.size() - 1 - i]);
                added += 2;
            }
    }
    QVERIFY(all.scenarios.size() >= 20);
    const auto results = evaluateProject(all, shippedData());
    const Catalog& catalog = shippedData().catalog();
    const auto bands = projectBands(all, results, catalog);
    QCOMPARE(bands.size(), results.size());
    auto same = [](const std::optional<FigureBand>& a, const std::optional<FigureBand>& b) {
        return a.has_value() == b.has_value() && (!a || (a->p10 == b->p10 && a->p90 == b->p90));
    };
    std::set<std::string> regimes;
    int banded = 0;
    for (size_t i = 0; i < results.size(); ++i) {
        const auto alone = scenarioBands(all.scenarios[i], results[i], catalog);
        QCOMPARE(bands[i].has_value(), alone.has_value());
        if (!alone)
            continue;
        ++banded;
        regimes.insert(alone->regime);
        QCOMPARE(bands[i]->regime, alone->regime);
        QCOMPARE(bands[i]->rows, alone->rows);
        QCOMPARE(bands[i]->pool, alone->pool);
        QVERIFY(same(bands[i]->tokensPerSec, alone->tokensPerSec));
        QVERIFY(same(bands[i]->stepTimeSec, alone->stepTimeSec));
        QVERIFY(same(bands[i]->timeToTrainSec, alone->timeToTrainSec));
        QVERIFY(same(bands[i]->ttftSec, alone->ttftSec));
        QVERIFY(same(bands[i]->tpotSec, alone->tpotSec));
        QVERIFY(same(bands[i]->outputTokensPerSec, alone->outputTokensPerSec));
        QVERIFY(same(bands[i]->costPerWorkUsd, alone->costPerWorkUsd));
    }
    // The memo is exercised: several regimes, each met more than once.
    QVERIFY(regimes.size() >= 3);
    QVERIFY(banded > int(regimes.size()));
}

QTEST_GUILESS_MAIN(TestPredictionBand)
#include "tst_prediction_band.moc"
