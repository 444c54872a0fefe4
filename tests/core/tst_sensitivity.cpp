// Sensitivity through the engine (issue #14): flip points, tornado and Monte Carlo move an
// input of the study and run the candidate through the same evaluation as the search, with the
// study's constraints checked again.
//
// - Unmoved, the re-evaluation reproduces every figure the search ranked with.
// - Moved, it equals `evaluate` of the candidate's scenario with that input edited in the
//   project (a price override, the efficiency parameters, the reliability rates, the
//   utilisation, the demand) to 1e-9.
// - A moved input that breaks a constraint takes the candidate out: a budget just above the
//   winner's cost and cloud prices 10% up make another option win, a deadline the winner
//   only just meets is missed when kernels get slower, and a Monte Carlo sample in which the
//   winner is over budget is not one it wins.
//
// The projects are tests/data/recommend/ (their own sites and round-figure prices).
#include "perf/scenario_evaluation.h"
#include "recommend/candidate_scenario.h"
#include "recommend/performance_spread.h"
#include "recommend/search.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <nlohmann/json.hpp>

using namespace ap;
using namespace ap::recommend_detail;
using nlohmann::json;

namespace {

const Catalog& catalog()
{
    static const Catalog c = Catalog::builtIn();
    return c;
}

const Project& project(const std::string& file)
{
    static std::map<std::string, Project> cache;
    auto it = cache.find(file);
    if (it == cache.end())
        it = cache
                 .emplace(file, loadProjectFile(testSourceStd("/tests/data/recommend/") + file +
                                                ".accelplan"))
                 .first;
    return it->second;
}

StudySpec study(const Project& p, const std::string& name)
{
    for (const StudySpec& s : p.studies)
        if (s.name == name)
            return s;
    throw std::runtime_error("no study " + name);
}

RecommendOptions options(bool sensitivity, bool monteCarlo)
{
    RecommendOptions o;
    o.threads = 2;
    o.sensitivity = sensitivity;
    o.monteCarlo = monteCarlo;
    return o;
}

bool near(double a, double b, double rel)
{
    return std::abs(a - b) <= rel * std::max({1e-300, std::abs(a), std::abs(b)});
}

std::string fig(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.12g", v);
    return buf;
}

// The price book and sites the template sees (built-in ones with its overrides merged).
PriceBook pricesOf(const Scenario& sc)
{
    PriceBook b = PriceBook::builtIn(testSourceStd("/data"));
    if (sc.placement)
        mergePriceOverride(b, sc.placement->priceOverrides, "test");
    return b;
}

// One input of the project edited the way a user would: `edit` changes the scenario (a price
// override, the reliability rates, the utilisation) and `params` the efficiency parameters.
struct Edit {
    std::function<void(Scenario&, const Candidate&)> scenario;
    EfficiencyParams params = defaultEfficiencyParams();
};

void patchPrices(Scenario& s, const json& patch)
{
    mergePriceOverride(s.placement->priceOverrides, parsePriceOverride(patch, "prices"));
}

Edit editFor(const std::string& input, double f, const Scenario& tmpl)
{
    Edit e;
    const PriceBook book = pricesOf(tmpl);
    if (input == "cloud") {
        SiteCatalog sites = SiteCatalog::builtIn(testSourceStd("/data"));
        mergeSiteOverrides(sites, tmpl.placement->siteOverrides, "test");
        e.scenario = [f, book, sites](Scenario& s, const Candidate& c) {
            const Site* site = sites.find(c.site);
            const CloudDevicePrice* dp = book.provider(site->provider)->device(c.deviceId);
            json d = json::object();
            if (dp->onDemand)
                d["on_demand"]["usd_per_device_hour"] = dp->onDemand->usdPerDeviceHour * f;
            if (dp->commit1y)
                d["commit_1y"]["usd_per_device_hour"] = dp->commit1y->usdPerDeviceHour * f;
            if (dp->commit3y)
                d["commit_3y"]["usd_per_device_hour"] = dp->commit3y->usdPerDeviceHour * f;
            if (dp->spot)
                d["spot"]["usd_per_device_hour"] = dp->spot->usdPerDeviceHour * f;
            patchPrices(s, {{"providers", {{site->provider, {{"devices", {{c.deviceId, d}}}}}}}});
        };
    } else if (input == "owned") {
        e.scenario = [f, book](Scenario& s, const Candidate& c) {
            const double usd = book.onPrem().server(c.deviceId)->usdPerServer * f;
            patchPrices(s, {{"on_prem", {{"servers", {{c.deviceId, {{"usd_per_server", usd}}}}}}}});
        };
    } else if (input == "power") {
        // The test's own data centre names no electricity price: the book's facility default
        // applies, and the edit sets the site's own price to it, moved.
        e.scenario = [f, book](Scenario& s, const Candidate& c) {
            s.placement->siteOverrides[c.site].powerUsdPerKwh =
                book.facility().powerUsdPerKwh->value * f;
        };
    } else if (input == "utilisation") {
        e.scenario = [f](Scenario& s, const Candidate&) {
            s.placement->utilisation = std::min(1.0, s.placement->utilisation.value_or(1) * f);
        };
    } else if (input == "efficiency") {
        e.params.computeWide *= f;
        e.params.computeNarrow *= f;
        e.params.memory *= f;
    } else if (input == "failures") {
        e.scenario = [f](Scenario& s, const Candidate&) {
            FailureRates& r = s.reliability.rates;
            r.gpuPerHour *= f;
            r.hostPerHour *= f;
            r.networkPerNicHour *= f;
            r.softwarePerGpuHour *= f;
            r.hangPerNicHour *= f;
            s.reliability.linkFlapsPerLinkHour *= f;
        };
    }
    // Demand: the moved candidate carries the demand it is sized to (replicas, served
    // tokens) and scenarioFromCandidate writes it into the scenario.
    return e;
}

Modifiers modifiersFor(const std::string& input, double f)
{
    Modifiers m;
    if (input == "cloud")
        m.cloudPrice = f;
    else if (input == "owned")
        m.ownedPrice = f;
    else if (input == "power")
        m.powerPrice = f;
    else if (input == "utilisation")
        m.utilisation = f;
    else if (input == "efficiency")
        m.efficiency = f;
    else if (input == "failures")
        m.failureRate = f;
    else if (input == "demand")
        m.demand = f;
    return m;
}

const Evaluated* evaluatedOf(const SearchState& st, int id)
{
    for (const Evaluated& e : st.all)
        if (e.c.id == id)
            return &e;
    return nullptr;
}

} // namespace

class TestSensitivity : public QObject {
    Q_OBJECT

private slots:
    void unmovedReproducesTheSearch_data();
    void unmovedReproducesTheSearch();
    void movedInputEqualsEvaluate_data();
    void movedInputEqualsEvaluate();
    void budgetBrokenByCloudPrices();
    void deadlineMissedWhenKernelsSlowDown();
    void monteCarloSampleOverBudgetIsNotWon();
    void tornadoValuesAreReevaluations();
    void winsUnderIsBestUnder();
};

void TestSensitivity::unmovedReproducesTheSearch_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("study");
    QTest::newRow("serving by cost") << "serving"
                                     << "serving invariants";
    QTest::newRow("serving by latency") << "serving"
                                        << "serving by latency";
    QTest::newRow("training by cost") << "training"
                                      << "training invariants";
    QTest::newRow("405B") << "training"
                          << "405B in 60 days";
}

// Every candidate that can be moved (feasible, or ruled out by a constraint a moved input can
// lift), re-evaluated with nothing moved, reads the figures and the verdict of the search.
void TestSensitivity::unmovedReproducesTheSearch()
{
    QFETCH(QString, file);
    QFETCH(QString, study);
    const Project& p = project(file.toStdString());
    const Recommendation r =
        recommend(p, ::study(p, study.toStdString()),
                  dataWith(catalog(), defaultEfficiencyParams()), options(false, false));
    const SearchState& st = *r.searchState;
    Reevaluator re(st.ctx, st.perf);
    int moved = 0, rejected = 0;
    for (const Evaluated& e : st.all) {
        if (!re.canMove(e))
            continue;
        ++moved;
        rejected += e.c.feasible ? 0 : 1;
        const Outcome o = re.under(e, Modifiers{});
        const std::string what = e.c.label();
        QVERIFY2(o.feasible == e.c.feasible, what.c_str());
        QVERIFY2(o.c.rejectedFor == e.c.rejectedFor, what.c_str());
        for (size_t k = 0; k < e.c.objectives.size(); ++k)
            QVERIFY2(near(o.c.objectives[k], e.c.objectives[k], 1e-12),
                     (what + ": objective " + std::to_string(k) + " " + fig(o.c.objectives[k]) +
                      " vs " + fig(e.c.objectives[k]))
                         .c_str());
        QVERIFY2(near(o.c.horizonCostUsd, e.c.horizonCostUsd, 1e-12), what.c_str());
        QCOMPARE(o.c.count, e.c.count);
    }
    QVERIFY(moved > 0);
    qInfo("%d candidates re-evaluated, %d of them rejected by a constraint", moved, rejected);
}

void TestSensitivity::movedInputEqualsEvaluate_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("study");
    QTest::addColumn<QString>("input");
    QTest::addColumn<double>("factor");
    const std::pair<const char*, const char*> training = {"training", "training invariants"};
    const std::pair<const char*, const char*> big = {"training", "405B in 60 days"};
    const std::pair<const char*, const char*> serving = {"serving", "serving invariants"};
    for (const auto& [f, s] : {training, big, serving}) {
        const std::string tag = std::string(s) + ": ";
        for (const auto& [input, factor] :
             std::vector<std::pair<const char*, double>>{{"cloud", 1.1},
                                                         {"cloud", 0.7},
                                                         {"owned", 1.25},
                                                         {"power", 1.3},
                                                         {"utilisation", 0.8},
                                                         {"efficiency", 0.9},
                                                         {"efficiency", 1.15},
                                                         {"failures", 2.0},
                                                         {"demand", 1.6},
                                                         {"demand", 0.45}}) {
            const bool isTraining = std::string(f) == "training";
            if (std::string(input) == (isTraining ? "demand" : "failures"))
                continue;
            QTest::addRow("%s%s x%g", tag.c_str(), input, factor) << f << s << input << factor;
        }
    }
}

// The re-evaluated candidate equals `evaluate` of its scenario with the input edited in the
// project: performance, cost, energy and CO2 per unit of work, to 1e-9.
void TestSensitivity::movedInputEqualsEvaluate()
{
    QFETCH(QString, file);
    QFETCH(QString, study);
    QFETCH(QString, input);
    QFETCH(double, factor);
    const Project& p = project(file.toStdString());
    const StudySpec spec = ::study(p, study.toStdString());
    const Recommendation r =
        recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()), options(false, false));
    const SearchState& st = *r.searchState;
    const Scenario& tmpl = *templateScenario(p, spec);
    Reevaluator re(st.ctx, st.perf);
    const Modifiers m = modifiersFor(input.toStdString(), factor);
    const Edit edit = editFor(input.toStdString(), factor, tmpl);
    int compared = 0;
    // The best-ranked options the input applies to, up to eight.
    std::vector<const Evaluated*> feasible;
    for (const Evaluated& x : st.all)
        if (x.c.feasible)
            feasible.push_back(&x);
    const int oi = int(spec.objective);
    std::stable_sort(feasible.begin(), feasible.end(), [&](const Evaluated* a, const Evaluated* b) {
        return a->c.objectives[oi] < b->c.objectives[oi];
    });
    for (const Evaluated* e : feasible) {
        if (compared == 8)
            break;
        if (!e->c.fallbackSite.empty())
            continue; // a scenario names a fallback site without pricing it (tst_engine_path)
        // The input applies where it exists: an owned site has no cloud price, a rented one no
        // purchase price, electricity or owned utilisation.
        const std::string in = input.toStdString();
        if ((in == "cloud" && !e->c.cloud) ||
            ((in == "owned" || in == "power" || in == "utilisation") && e->c.cloud))
            continue;
        const Outcome o = re.under(*e, m);
        const std::string what = e->c.label();
        if (!o.hasFigures)
            continue; // the moved layout no longer runs: nothing to compare
        Scenario s = scenarioFromCandidate(tmpl, o.c);
        if (edit.scenario)
            edit.scenario(s, o.c);
        const ScenarioResult res = evaluateScenario(s, dataWith(catalog(), edit.params));
        QVERIFY2(res.feasible,
                 (what + ": " + (res.problems.empty() ? "" : res.problems[0].english())).c_str());
        const json j = scenarioResultToJson(res);
        auto expect = [&](const char* name, double moved, double evaluated) {
            QVERIFY2(near(moved, evaluated, 1e-9),
                     (what + ": " + name + " " + fig(moved) + " re-evaluated, " + fig(evaluated) +
                      " from evaluate")
                         .c_str());
        };
        if (o.c.training) {
            expect("time to train", o.c.timeToTrainSec,
                   j["training"]["time_to_train_s"].get<double>());
            expect("step time", o.c.stepTimeSec, j["training"]["step_time_s"].get<double>());
        } else {
            expect("TTFT", o.c.ttftSec, j["inference"]["ttft_with_network_s"].get<double>());
            expect("TPOT", o.c.tpotSec, j["inference"]["tpot_s"].get<double>());
            expect("output tokens/s", o.c.outputTokensPerSec,
                   j["inference"]["output_tokens_per_s"].get<double>());
        }
        expect("cost per work", o.c.costPerWorkUsd, j["per_work"]["cost_usd"].get<double>());
        expect("energy per work", o.c.energyKwhPerWork, j["per_work"]["energy_kwh"].get<double>());
        expect("CO2 per work", o.c.co2KgPerWork, j["per_work"]["co2_kg"].get<double>());
        expect("horizon cost", o.c.horizonCostUsd, j["cost"]["total_cost_usd"].get<double>());
        // The input did move something (else the row proves nothing), except where it cannot
        // (a compute-bound cloud option and the electricity price, ...).
        ++compared;
    }
    if (compared == 0)
        QSKIP("no top candidate the input applies to");
}

// The study "training by time" searched in the cloud alone: the fastest option wins while
// the budget allows it.
StudySpec fastestInTheCloud(const Project& p)
{
    StudySpec spec = study(p, "training by time");
    spec.search.sites = {"t-cloud"};
    return spec;
}

// A budget just above the winner's cost: cloud prices 10% up put the winner over it, so it
// drops out and the runner-up (the best option within the budget) wins; the flip point says
// the budget, not the objective, flips the decision.
void TestSensitivity::budgetBrokenByCloudPrices()
{
    const Project& p = project("training");
    StudySpec spec = fastestInTheCloud(p);
    const Recommendation base =
        recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()), options(false, false));
    QVERIFY(!base.ranked.empty());
    const Candidate w = base.ranked.front();
    QVERIFY2(w.cloud && w.cloudComputeShare > 0.5, w.label().c_str());
    spec.constraints.budgetUsd = w.costPerWorkUsd * 1.05;
    const Recommendation r =
        recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()), options(true, false));
    QCOMPARE(r.ranked.front().label(), w.label());
    QVERIFY(r.ranked.size() >= 2);
    const std::string runnerUp = r.ranked[1].label();

    const SearchState& st = *r.searchState;
    Reevaluator re(st.ctx, st.perf);
    const Evaluated* e = evaluatedOf(st, r.ranked.front().id);
    Modifiers up;
    up.cloudPrice = 1.10;
    const Outcome o = re.under(*e, up);
    QVERIFY2(!o.feasible, fig(o.c.costPerWorkUsd).c_str());
    QVERIFY(o.rejectedFor == ProblemKind::Budget);
    QVERIFY(o.c.costPerWorkUsd > *spec.constraints.budgetUsd);
    // Its time to train did not move (a price is not a performance input).
    QCOMPARE(o.c.timeToTrainSec, w.timeToTrainSec);

    // Who wins at +10%: the runner-up, and no feasible option is faster there (brute force
    // over every option that can be moved).
    std::vector<const Evaluated*> field;
    for (const Evaluated& x : st.all)
        if (re.canMove(x))
            field.push_back(&x);
    const int oi = int(spec.objective);
    std::stable_sort(field.begin(), field.end(), [&](const Evaluated* a, const Evaluated* b) {
        return a->c.objectives[oi] < b->c.objectives[oi];
    });
    const Evaluated* best = bestUnder(re, field, spec.objective, up);
    QVERIFY(best && best != e);
    QCOMPARE(best->c.label(), runnerUp);
    const double bestValue = *re.objective(*best, spec.objective, up);
    for (const Evaluated* x : field)
        if (const auto v = re.objective(*x, spec.objective, up))
            QVERIFY2(*v >= bestValue, x->c.label().c_str());

    // The flip point of cloud prices going up is the budget's: where the winner's cost
    // crosses it (cost is linear in the price: rent x hours), naming the runner-up.
    const FlipPoint* flip = nullptr;
    for (const FlipPoint& f : r.flips)
        if (f.input == "cloud device-hour prices" && f.factor > 1)
            flip = &f;
    QVERIFY(flip);
    QVERIFY2(flip->constraint == ProblemKind::Budget, flip->sentence.english().c_str());
    const double crossing =
        1 + (*spec.constraints.budgetUsd / w.costPerWorkUsd - 1) / w.cloudComputeShare;
    QVERIFY2(near(flip->factor, crossing, 1e-5),
             (fig(flip->factor) + " vs " + fig(crossing)).c_str());
    QCOMPARE(flip->newWinner, runnerUp);
    QVERIFY2(flip->sentence.english().find("budget constraint") != std::string::npos,
             flip->sentence.english().c_str());
}

// A deadline the winner only just meets: slower kernels make it miss it, so another option
// wins, and `evaluate` with the efficiency moved that far agrees that it misses.
void TestSensitivity::deadlineMissedWhenKernelsSlowDown()
{
    const Project& p = project("training");
    StudySpec spec = ::study(p, "training invariants");
    const Recommendation base =
        recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()), options(false, false));
    QVERIFY(!base.ranked.empty());
    const Candidate w = base.ranked.front();
    spec.constraints.deadlineSec = w.timeToTrainSec * 1.02;
    const Recommendation r =
        recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()), options(true, false));
    QCOMPARE(r.ranked.front().label(), w.label());
    const FlipPoint* flip = nullptr;
    for (const FlipPoint& f : r.flips)
        if (f.input == "model efficiency" && f.factor < 1)
            flip = &f;
    QVERIFY(flip);
    QVERIFY2(flip->constraint == ProblemKind::Deadline, flip->sentence.english().c_str());
    QVERIFY2(flip->factor < 1 && flip->factor > 0.9, fig(flip->factor).c_str());
    QVERIFY(flip->newWinner != w.label());

    // `evaluate` of the winner's scenario with the efficiency at the flip misses the deadline,
    // and just short of it meets it.
    const Scenario& tmpl = *templateScenario(p, spec);
    const Scenario s = scenarioFromCandidate(tmpl, r.ranked.front());
    auto timeAt = [&](double f) {
        EfficiencyParams params = defaultEfficiencyParams();
        params.computeWide *= f;
        params.computeNarrow *= f;
        params.memory *= f;
        return timeToTrainSec(evaluateScenario(s, dataWith(catalog(), params)));
    };
    QVERIFY2(timeAt(flip->factor) > *spec.constraints.deadlineSec,
             fig(timeAt(flip->factor)).c_str());
    QVERIFY2(timeAt(flip->factor * 1.001) <= *spec.constraints.deadlineSec,
             fig(timeAt(flip->factor * 1.001)).c_str());
}

// Monte Carlo with the budget at the winner's cost: in the samples where its price goes up
// the winner is over budget and cannot be best there, nor beat the runner-up.
void TestSensitivity::monteCarloSampleOverBudgetIsNotWon()
{
    const Project& p = project("training");
    StudySpec spec = fastestInTheCloud(p);
    const Recommendation base =
        recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()), options(false, true));
    const Candidate w = base.ranked.front();
    QVERIFY(base.monteCarlo && base.monteCarlo->options.size() >= 2);
    QCOMPARE(base.monteCarlo->options.front().infeasibleShare, 0.0);
    spec.constraints.budgetUsd = w.costPerWorkUsd * (1 + 1e-9);
    const Recommendation r =
        recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()), options(false, true));
    QVERIFY(r.monteCarlo.has_value() && r.monteCarlo->options.size() >= 2);
    QCOMPARE(r.ranked.front().label(), w.label());
    const MonteCarloOption& o = r.monteCarlo->options.front();
    QCOMPARE(o.candidateId, r.ranked.front().id);
    // Its price is drawn around the book's: over budget in about half of the samples.
    QVERIFY2(o.infeasibleShare > 0.3 && o.infeasibleShare < 0.7, fig(o.infeasibleShare).c_str());
    QVERIFY2(o.probabilityBest <= 1 - o.infeasibleShare + 1e-12,
             (fig(o.probabilityBest) + " vs " + fig(o.infeasibleShare)).c_str());
    QVERIFY2(r.monteCarlo->probabilityWinnerBeatsRunnerUp <= 1 - o.infeasibleShare + 1e-12,
             fig(r.monteCarlo->probabilityWinnerBeatsRunnerUp).c_str());
    // Without the budget the winner is best in (almost) every sample: time does not depend on
    // prices, and it is the fastest; only the model's own error, drawn per regime from the
    // prediction bands, can put an option of another regime ahead in a sample: 0.99975 (1 sample
    // in 4,000) since the overlap exponents fitted on GPU kernel rows shipped with their refit
    // (issue #27; measured with the calibration rows' in-sample and held-out band residuals
    // alike, so the exponents' figures, not the bands' rows). With the budget, the others win
    // the samples it cannot.
    QVERIFY2(base.monteCarlo->options.front().probabilityBest >= 0.999,
             fig(base.monteCarlo->options.front().probabilityBest).c_str());
    double others = 0;
    for (size_t i = 1; i < r.monteCarlo->options.size(); ++i)
        others += r.monteCarlo->options[i].probabilityBest;
    QVERIFY2(others > 0.3, fig(others).c_str());
    // Its spread still counts every sample: the time over the budget is a figure too.
    QCOMPARE(int(o.samples.size()), r.monteCarlo->samples);
}

// The tornado's values are the winner's objective re-evaluated at each end of the range.
void TestSensitivity::tornadoValuesAreReevaluations()
{
    const Project& p = project("training");
    const StudySpec spec = ::study(p, "405B in 60 days");
    const Recommendation r =
        recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()), options(true, false));
    const SearchState& st = *r.searchState;
    Reevaluator re(st.ctx, st.perf);
    const Evaluated* w = evaluatedOf(st, r.ranked.front().id);
    // Its performance over the spread the risk and the Monte Carlo read (the regime's band).
    const PerformanceSpread spread = performanceSpread(st.ctx, w->c);
    bool seen = false;
    for (const TornadoBar& t : r.tornado) {
        if (t.input != "model efficiency")
            continue;
        seen = true;
        Modifiers lo, hi;
        lo.efficiency = spread.lowFactor;
        hi.efficiency = spread.highFactor;
        QVERIFY(near(t.lowValue, re.under(*w, lo).c.objectives[int(spec.objective)], 1e-12));
        QVERIFY(near(t.highValue, re.under(*w, hi).c.objectives[int(spec.objective)], 1e-12));
        // Faster kernels do not speed up communication: less than proportional.
        QVERIFY(t.highValue < t.baseValue && t.highValue > t.baseValue / hi.efficiency);
    }
    QVERIFY(seen);
}

// The flip bisections ask winsUnder whether an option still wins: the same answer as
// bestUnder(...) == it, for the leading options of a field under moves up and down of every
// input, with and without a candidate to try first (the best there, and one that is not).
void TestSensitivity::winsUnderIsBestUnder()
{
    for (const std::string file : {"training", "serving"}) {
        const Project& p = project(file);
        const StudySpec spec = p.studies.front();
        const Recommendation r = recommend(p, spec, dataWith(catalog(), defaultEfficiencyParams()),
                                           options(false, false));
        const SearchState& st = *r.searchState;
        Reevaluator re(st.ctx, st.perf);
        std::vector<const Evaluated*> field;
        for (const Evaluated& x : st.all)
            if (re.canMove(x))
                field.push_back(&x);
        QVERIFY2(field.size() >= 4, file.c_str());
        const int oi = int(spec.objective);
        std::stable_sort(field.begin(), field.end(), [&](const Evaluated* a, const Evaluated* b) {
            return a->c.objectives[oi] < b->c.objectives[oi];
        });
        int answers[2] = {0, 0};
        for (const std::string input :
             {"cloud", "owned", "power", "utilisation", "efficiency", "failures", "demand"})
            for (const double f : {0.3, 0.8, 1.0, 1.25, 4.0}) {
                const Modifiers m = modifiersFor(input, f);
                const Evaluated* best = bestUnder(re, field, spec.objective, m);
                const int bestAt =
                    best ? int(std::find(field.begin(), field.end(), best) - field.begin()) : -1;
                for (size_t i = 0; i < 4; ++i)
                    for (const int hint : {-1, bestAt, int(field.size()) - 1}) {
                        int beater = hint;
                        const bool wins = winsUnder(re, field, spec.objective, m, i, beater);
                        const std::string what = file + " " + input + " x" + fig(f) + " option " +
                                                 std::to_string(i) + " hint " +
                                                 std::to_string(hint);
                        QVERIFY2(wins == (best == field[i]), what.c_str());
                        ++answers[wins];
                        // The one it names beats the option there.
                        if (!wins && beater != hint) {
                            const auto v = re.objective(*field[size_t(beater)], spec.objective, m);
                            const auto vw = re.objective(*field[i], spec.objective, m);
                            QVERIFY2(v && (!vw || *v < *vw || (size_t(beater) < i && *v == *vw)),
                                     what.c_str());
                        }
                    }
            }
        // Both answers were given.
        QVERIFY2(answers[0] > 0 && answers[1] > 0, file.c_str());
    }
}

QTEST_GUILESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
