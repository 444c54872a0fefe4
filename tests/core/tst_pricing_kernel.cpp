// The pricing kernel (issue #30): Monte Carlo, flip bisections and tornado values re-price a
// candidate under moved prices and utilisation without the placement model's records. It must
// read what the engine reads, to the bit: for every bundled example's studies and the
// recommender's test projects (training and serving, cloud, owned and colocation sites, fallback
// pairs), each with a budget that binds in some draws, the kernel's objectives, feasibility and
// first rejection equal those of the full re-evaluation (Reevaluator::under) over a few hundred
// random draws of the inputs a Monte Carlo sample moves and of the egress volume (60 draws of up to
// 12 candidates per search). A fallback pair is priced by a kernel for each of its sites; the
// candidates priced at one site share its terms and, under one move, its last pricing; the cost
// the kernel shows without a candidate's shares, risk and constraints (objectiveBelow) is the
// engine's.
#include "recommend/search.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <random>

using namespace ap;
using namespace ap::recommend_detail;

namespace {

struct Tally {
    long long draws = 0;
    long long kernel = 0;
    long long feasible = 0;
    long long infeasible = 0;
    long long pairs = 0;      // draws of fallback pairs
    long long pairKernel = 0; // of those, answered by the kernel
};

RecommendOptions plain()
{
    RecommendOptions o;
    o.threads = 2;
    o.sensitivity = false;
    o.monteCarlo = false;
    return o;
}

// The drawn inputs: the prices and utilisation continuous, the efficiency and failure rates
// on Monte Carlo's 1/64-SD grid (monte_carlo.cpp), so the engine's layout cache is exercised.
Modifiers draw(std::mt19937_64& rng, const Evaluated& e, bool training)
{
    std::normal_distribution<double> z(0.0, 1.0);
    const auto grid = [](double v) { return std::round(v * 64) / 64; };
    Modifiers m;
    m.cloudPrice = std::exp(0.3 * z(rng));
    m.ownedPrice = std::exp(0.3 * z(rng));
    m.powerPrice = std::exp(0.2 * z(rng));
    const double u = std::clamp(e.utilisation + 0.15 * z(rng), 0.05, 1.0);
    m.utilisation = u / std::max(1e-9, e.utilisation);
    m.efficiency = std::exp(0.08 * grid(z(rng)));
    // The egress volume as the flip search and the tornado move it (half the draws unmoved).
    const double egress = std::exp(1.5 * z(rng));
    if (egress > 1)
        m.egress = egress;
    if (training)
        m.failureRate = std::exp(0.3 * grid(z(rng)));
    // The serving demand as the flip search and the tornado move it (replicas re-sized in
    // whole replicas; half the draws unmoved).
    const double demand = std::exp(0.7 * z(rng));
    if (!training && demand > 1.2)
        m.demand = demand;
    else if (!training && demand < 0.8)
        m.demand = demand;
    return m;
}

// The median of the feasible options' figure a budget reads: a budget there binds in some
// draws and not in others.
std::optional<double> medianBudgetFigure(const Recommendation& r)
{
    std::vector<double> v;
    for (const Candidate& c : r.ranked)
        v.push_back(c.training ? c.costPerWorkUsd : c.totalCostUsd);
    if (v.empty())
        return std::nullopt;
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(v.size() / 2), v.end());
    return v[v.size() / 2];
}

// Kernel (figures) against the engine (under) for the movable candidates of one search, in
// the study's context `ctx` (the search's, or with another budget).
void compare(const SearchState& st, const StudyContext& ctx, const std::string& what, Tally& tally)
{
    Reevaluator kernel(ctx, st.perf), engine(ctx, st.perf);
    std::vector<const Evaluated*> movable;
    for (const Evaluated& e : st.all)
        if (kernel.canMove(e))
            movable.push_back(&e);
    // About 12 of them, spread over the field (the whole field of a large search would take
    // seconds through the engine).
    const size_t stride = std::max<size_t>(1, movable.size() / 12);
    std::mt19937_64 rng(30);
    for (size_t i = 0; i < movable.size(); i += stride) {
        const Evaluated& e = *movable[i];
        const std::string label = what + ": " + e.c.label() + " at " + e.c.site;
        for (int k = 0; k < 60; ++k) {
            const Modifiers m = draw(rng, e, ctx.training);
            const long long before = kernel.kernelRepricings();
            const Outcome a = kernel.figures(e, m);
            const Outcome b = engine.under(e, m);
            const long long byKernel = kernel.kernelRepricings() - before;
            tally.kernel += byKernel;
            if (!e.c.fallbackSite.empty()) {
                ++tally.pairs;
                tally.pairKernel += byKernel;
            }
            ++tally.draws;
            (b.feasible ? tally.feasible : tally.infeasible) += 1;
            QVERIFY2(a.feasible == b.feasible, label.c_str());
            QVERIFY2(a.hasFigures == b.hasFigures, label.c_str());
            QVERIFY2(a.rejectedFor == b.rejectedFor, label.c_str());
            if (!b.hasFigures)
                continue;
            QVERIFY2(a.objective == b.objective, label.c_str());
            // The same bits (Monte Carlo's figures are written at full precision), which is
            // more than the 1e-12 the kernel is held to.
            for (size_t o = 0; o < a.c.objectives.size(); ++o)
                QVERIFY2(a.c.objectives[o] == b.c.objectives[o],
                         (label + ": objective " + std::to_string(o) + " " +
                          std::to_string(a.c.objectives[o]) + " vs " +
                          std::to_string(b.c.objectives[o]))
                             .c_str());
        }
    }
}

// One move over a run of the field, as a flip step or a tornado bar asks for it: the
// candidates that share a site (the fallback pairs of one primary, the primaries of one
// fallback) read its last pricing again, and two evaluators share the sites' terms as the
// workers of a stage do. Each answer equals the engine's.
void compareShared(const SearchState& st, const StudyContext& ctx, const std::string& what,
                   Tally& tally)
{
    Reevaluator a(ctx, st.perf), b(ctx, st.perf), engine(ctx, st.perf);
    const auto sites = std::make_shared<PricingKernel::Sites>();
    a.sharePricing(sites);
    b.sharePricing(sites);
    std::vector<const Evaluated*> run;
    for (const Evaluated& e : st.all)
        if (a.canMove(e) && run.size() < 120)
            run.push_back(&e);
    if (run.empty())
        return;
    std::mt19937_64 rng(31);
    for (int k = 0; k < 6; ++k) {
        const Modifiers m = draw(rng, *run.front(), ctx.training);
        for (size_t i = 0; i < run.size(); ++i) {
            const Evaluated& e = *run[i];
            const std::string label = what + " (one move): " + e.c.label() + " at " + e.c.site;
            Reevaluator& re = i % 2 == 0 ? a : b;
            const long long before = re.kernelRepricings();
            const Outcome x = re.figures(e, m);
            const Outcome y = engine.under(e, m);
            tally.kernel += re.kernelRepricings() - before;
            ++tally.draws;
            QVERIFY2(x.feasible == y.feasible, label.c_str());
            QVERIFY2(x.hasFigures == y.hasFigures, label.c_str());
            QVERIFY2(x.rejectedFor == y.rejectedFor, label.c_str());
            if (y.hasFigures)
                QVERIFY2(x.c.objectives == y.c.objectives, label.c_str());
            // objectiveBelow: the objective the kernel shows without the candidate's shares,
            // risk and constraints is the engine's to the bit (at the limit: below or equal
            // it, not below it), and an infeasible candidate has none.
            const Objective obj = ctx.study.objective;
            const auto atMost = re.objectiveBelow(e, obj, m, y.objective, true);
            const auto below = re.objectiveBelow(e, obj, m, y.objective, false);
            QVERIFY2(atMost.has_value() == y.feasible, label.c_str());
            if (y.feasible && !std::isnan(y.objective)) {
                QVERIFY2(*atMost == y.objective, label.c_str());
                QVERIFY2(!below, label.c_str());
            }
        }
    }
}

void run(const Project& p, const std::string& name, Tally& tally)
{
    for (const StudySpec& s : studiesOf(p)) {
        const std::string what = name + " / " + (s.name.empty() ? s.scenario : s.name);
        const Recommendation r = recommend(p, s, shippedData(), plain());
        const SearchState& st = *r.searchState;
        compare(st, st.ctx, what, tally);
        if (QTest::currentTestFailed())
            return;
        compareShared(st, st.ctx, what, tally);
        if (QTest::currentTestFailed())
            return;
        if (const auto budget = medianBudgetFigure(r)) {
            StudyContext ctx = st.ctx;
            ctx.study.constraints.budgetUsd = *budget;
            compare(st, ctx, what + " (budget)", tally);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

} // namespace

class TestPricingKernel : public QObject {
    Q_OBJECT

private slots:
    void kernelEqualsEngine_data();
    void kernelEqualsEngine();
};

void TestPricingKernel::kernelEqualsEngine_data()
{
    QTest::addColumn<QString>("file");
    for (const auto& entry : std::filesystem::directory_iterator(testSourceStd("/data/examples"))) {
        if (entry.path().extension() == ".accelplan")
            QTest::newRow(entry.path().stem().string().c_str())
                << QString::fromStdString(entry.path().string());
    }
    for (const char* f : {"training", "serving"})
        QTest::newRow(f) << QString::fromStdString(testSourceStd("/tests/data/recommend/") + f +
                                                   ".accelplan");
}

void TestPricingKernel::kernelEqualsEngine()
{
    QFETCH(QString, file);
    const Project p = loadProjectFile(file.toStdString());
    Tally tally;
    run(p, std::filesystem::path(file.toStdString()).stem().string(), tally);
    QVERIFY(tally.draws > 0);
    // The kernel answers most draws (the rest: refused re-pricings), fallback pairs too.
    QVERIFY(tally.kernel > 0);
    if (tally.pairs > 0)
        QVERIFY(tally.pairKernel > 0);
    qInfo("%lld draws, %lld by the kernel; %lld feasible, %lld not; %lld of fallback pairs, %lld "
          "of those by the kernel",
          tally.draws, tally.kernel, tally.feasible, tally.infeasible, tally.pairs,
          tally.pairKernel);
}

QTEST_GUILESS_MAIN(TestPricingKernel)
#include "tst_pricing_kernel.moc"
