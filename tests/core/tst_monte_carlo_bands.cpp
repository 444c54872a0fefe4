// The recommendation's Monte Carlo draws performance from the prediction bands (issue #27,
// recommend/monte_carlo.cpp): P(best) and "beats the runner-up" include the model's own error.
// Small searches (one or two devices, one count, one cloud site, one commitment) with every
// other uncertain input held still, so that only the model's error moves the odds.
#include "band_study.h"
#include "recommend/candidate_band.h"
#include "recommend/recommend.h"
#include "test_context.h"

#include <QtTest>

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

using namespace ap;

namespace {

using bandstudy::trainingProject;

const Scenario& templateOf(const Project& p, const StudySpec& s)
{
    for (const Scenario& sc : p.scenarios)
        if (sc.name == s.scenario)
            return sc;
    throw std::runtime_error("no template " + s.scenario);
}

// Llama 3 8B on `devices` x `counts` at the test's cloud region, on demand, every input but
// the model's performance held at its stated value.
StudySpec study(const std::vector<std::string>& devices, const std::vector<int>& counts,
                int samples = 2000)
{
    return bandstudy::study(devices, counts, samples, 11, 2);
}

// A table whose training band is [q10, q90] for both families.
BandTable table(double q10, double q90)
{
    return bandstudy::table(q10, q90, {"hopper", "blackwell"});
}

Recommendation run(const StudySpec& s, const BandTable* bands, int threads = 1)
{
    RecommendOptions o;
    o.threads = threads;
    o.sensitivity = false;
    o.monteCarlo = true;
    o.bandTable = bands;
    return recommend(trainingProject(), s, shippedData(), o);
}

const char* H100 = "nvidia-h100-sxm5-80gb";
const char* B200 = "nvidia-b200-sxm-180gb";

} // namespace

class TestMonteCarloBands : public QObject {
    Q_OBJECT

private slots:
    void differentRegimesContest();
    void sameRegimeMovesTogether();
    void sameAtAnyThreadCount();
    void drawnFactorIsTheBand();
    void studyEfficiencyCvKeepsItsDraw();
};

void TestMonteCarloBands::differentRegimesContest()
{
    const StudySpec s = study({H100, B200}, {64});
    // Bands of zero width: nothing moves, the winner wins every sample.
    const BandTable still = table(0, 0);
    const Recommendation r0 = run(s, &still);
    QVERIFY(r0.monteCarlo);
    QCOMPARE(r0.ranked.size(), size_t(2));
    QVERIFY(r0.ranked[0].architecture != r0.ranked[1].architecture);
    QCOMPARE(r0.monteCarlo->options.front().probabilityBest, 1.0);
    QCOMPARE(r0.monteCarlo->probabilityWinnerBeatsRunnerUp, 1.0);
    const double gap = std::log(r0.ranked[1].costPerWorkUsd / r0.ranked[0].costPerWorkUsd);
    qInfo("cost per run: %s %.6g, %s %.6g (log gap %.4f)", r0.ranked[0].label().c_str(),
          r0.ranked[0].costPerWorkUsd, r0.ranked[1].label().c_str(), r0.ranked[1].costPerWorkUsd,
          gap);
    QVERIFY(gap > 0);

    // Symmetric bands of half-width w = 1.812 gap (sigma = w / 1.2816 = 1.414 gap): two
    // independent draws put the winner ahead with Phi(gap / (sqrt(2) sigma)) = Phi(0.5) = 0.69
    // where the cost follows the speed one to one; the band is 3.6 times the gap wide.
    const double w = 1.812 * gap;
    const BandTable wide = table(-w, w);
    const Recommendation r = run(s, &wide);
    const MonteCarloSummary& m = *r.monteCarlo;
    QCOMPARE(r.ranked.front().id, r0.ranked.front().id); // the ranking is deterministic
    QVERIFY(m.performanceFromBands);
    const double p = m.options.front().probabilityBest;
    qInfo("P(best) of the winner: %.4f, beats the runner-up in %.4f", p,
          m.probabilityWinnerBeatsRunnerUp);
    QVERIFY2(p > 0.55 && p < 0.85, std::to_string(p).c_str());
    QCOMPARE(m.probabilityWinnerBeatsRunnerUp, p); // two options, none infeasible
    // The explanation says so, with each regime's band.
    bool says = false;
    for (const Message& e : r.explanation)
        says = says || (e.english().find("include the model's own error") != std::string::npos &&
                        e.english().find("hopper/training/dense/short: 11 measured runs") !=
                            std::string::npos);
    QVERIFY(says);
}

void TestMonteCarloBands::sameRegimeMovesTogether()
{
    // Two H100 options (one regime): one draw moves both, so the order of their costs is the
    // same in every sample, with a band far wider than their difference.
    const StudySpec s = study({H100}, {32, 64});
    const BandTable wide = table(-0.3, 0.3);
    const Recommendation r = run(s, &wide);
    QCOMPARE(r.ranked.size(), size_t(2));
    const MonteCarloSummary& m = *r.monteCarlo;
    const std::vector<double>& a = m.options[0].samples;
    const std::vector<double>& b = m.options[1].samples;
    QCOMPARE(a.size(), size_t(s.uncertainty.samples));
    QCOMPARE(b.size(), a.size());
    qInfo("deterministic costs %.6g / %.6g; sampled P10-P90 of the winner %.6g-%.6g",
          r.ranked[0].costPerWorkUsd, r.ranked[1].costPerWorkUsd, m.options[0].p10,
          m.options[0].p90);
    QVERIFY(m.options[0].p90 / m.options[0].p10 > 1.3); // the draw moves them
    for (size_t i = 0; i < a.size(); ++i)
        QVERIFY2(a[i] <= b[i], std::to_string(i).c_str());
    QCOMPARE(m.options[0].probabilityBest, 1.0);
    QCOMPARE(m.options[0].speedFactorP10, m.options[1].speedFactorP10);
    QCOMPARE(m.options[0].bandRegime, m.options[1].bandRegime);
}

void TestMonteCarloBands::sameAtAnyThreadCount()
{
    const StudySpec s = study({H100, B200}, {64});
    const Recommendation one = run(s, nullptr, 1);
    const Recommendation two = run(s, nullptr, 2);
    const MonteCarloSummary& x = *one.monteCarlo;
    const MonteCarloSummary& y = *two.monteCarlo;
    QCOMPARE(x.probabilityWinnerBeatsRunnerUp, y.probabilityWinnerBeatsRunnerUp);
    QCOMPARE(x.options.size(), y.options.size());
    for (size_t i = 0; i < x.options.size(); ++i) {
        const MonteCarloOption& a = x.options[i];
        const MonteCarloOption& b = y.options[i];
        QCOMPARE(a.candidateId, b.candidateId);
        QCOMPARE(a.probabilityBest, b.probabilityBest);
        QVERIFY(a.samples == b.samples); // bit for bit, in sample order
        QCOMPARE(a.p10, b.p10);
        QCOMPARE(a.p90, b.p90);
        QCOMPARE(a.mean, b.mean);
        QCOMPARE(a.speedFactorP10, b.speedFactorP10);
        QCOMPARE(a.speedFactorP90, b.speedFactorP90);
    }
    QCOMPARE(recommendationToJson(one)["monte_carlo"].dump(),
             recommendationToJson(two)["monte_carlo"].dump());
    QCOMPARE(one.explanation, two.explanation);
}

void TestMonteCarloBands::drawnFactorIsTheBand()
{
    // The P10 and P90 of the factor drawn on the speed are the band's exp(-q90) and exp(-q10)
    // within sampling error (4 standard errors of a quantile at n = 4000: 0.11 sigma, plus the
    // draw's grid of sigma / 64): first a band off centre (the model too fast: the truth is
    // slower), then the shipped bands of each option's regime.
    const StudySpec s = study({H100, B200}, {64}, 4000);
    const BandTable offCentre = table(0.05, 0.45);
    for (const BandTable* t : {&offCentre, &shippedBandTable()}) {
        const Recommendation r = run(s, t == &shippedBandTable() ? nullptr : t);
        const nlohmann::json doc = recommendationToJson(r);
        QCOMPARE(doc["monte_carlo"]["performance_from_bands"].get<bool>(), true);
        const Scenario& templ = templateOf(trainingProject(), s);
        for (size_t i = 0; i < r.monteCarlo->options.size(); ++i) {
            const MonteCarloOption& o = r.monteCarlo->options[i];
            const Candidate* c = nullptr;
            for (const Candidate& x : r.ranked)
                if (x.id == o.candidateId)
                    c = &x;
            QVERIFY(c);
            const auto rb = candidateRegimeBand(*c, templ, shippedData().catalog(), *t);
            QVERIFY(rb);
            QCOMPARE(o.bandRegime, rb->regime.name());
            QCOMPARE(o.bandRows, rb->band.rows);
            const double sigma = speedFactorOf(rb->band).sigma;
            const double tolerance = 0.11 * sigma + sigma / 128 + 1e-12;
            qInfo("%s band %.4f..%.4f: factor P10 %.4f (band %.4f), P90 %.4f (band %.4f)",
                  o.bandRegime.c_str(), rb->band.q10, rb->band.q90, o.speedFactorP10,
                  std::exp(-rb->band.q90), o.speedFactorP90, std::exp(-rb->band.q10));
            QVERIFY(std::abs(std::log(o.speedFactorP10) + rb->band.q90) <= tolerance);
            QVERIFY(std::abs(std::log(o.speedFactorP90) + rb->band.q10) <= tolerance);
            const nlohmann::json& band = doc["monte_carlo"]["options"][i]["band"];
            QCOMPARE(band["regime"].get<std::string>(), o.bandRegime);
            QCOMPARE(band["rows"].get<int>(), o.bandRows);
            QCOMPARE(band["speed_factor_p10"].get<double>(), o.speedFactorP10);
        }
    }
}

void TestMonteCarloBands::studyEfficiencyCvKeepsItsDraw()
{
    // A study that states its own efficiency spread is read: its draw, not the bands.
    StudySpec s = study({H100, B200}, {64});
    s.uncertainty.efficiencyCv = 0;
    const Recommendation r = run(s, nullptr);
    QVERIFY(!r.monteCarlo->performanceFromBands);
    for (const MonteCarloOption& o : r.monteCarlo->options)
        QVERIFY(o.bandRegime.empty());
    QCOMPARE(r.monteCarlo->options.front().probabilityBest, 1.0); // nothing moves
    QVERIFY(recommendationToJson(r)["monte_carlo"]["options"][0]["band"].is_null());
}

QTEST_GUILESS_MAIN(TestMonteCarloBands)
#include "tst_monte_carlo_bands.moc"
