// Monte Carlo over the inputs nobody knows exactly. The top candidates are compared on common
// random numbers: one draw of each uncertain input per sample, shared by every candidate that
// depends on it (two options renting the same H100 price move together), so "A beats B" is
// decided by their real differences, not by noise. Each sample moves the inputs themselves
// and runs every option through the engine again (Reevaluator: the layout under the moved
// efficiency and failures, re-priced by its pricing kernel, the same figures as the placement
// model's): an option that breaks a constraint of the study in a sample cannot win that
// sample.
//
// The model's own error is one of the inputs (issue #27): each option's speed is drawn from
// the P10-P90 prediction band of its regime (perf/prediction_band.h: device family x phase x
// dense/MoE x context class), a log-normal factor whose P10 and P90 are the band's, applied to
// the fitted kernel efficiencies. One standard-normal draw per regime and sample: options of
// the same regime move together (the model's error for one family and phase is shared by every
// option that runs on it: two H100 layouts are both too fast or both too slow), while
// different regimes draw independently (their errors come from different measurements; the
// bands do not say how they correlate, and independence is what makes "within the model's
// error" a contest). A study that states its own efficiency_cv keeps the former draw: a
// log-normal of that spread per architecture family.

#include "recommend/candidate_band.h"
#include "recommend/performance_spread.h"
#include "recommend/search.h"
#include "recommend/search_parallel.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <tuple>
#include <utility>

namespace ap::recommend_detail {

namespace {

// Log-normal factor with mean 1 and coefficient of variation `cv`, its parameters computed
// once per option rather than once per draw.
class LogNormal {
public:
    explicit LogNormal(double cv)
    {
        if (cv <= 0)
            return;
        const double s2 = std::log1p(cv * cv);
        m_moves = true;
        m_sigma = std::sqrt(s2);
        m_shift = 0.5 * s2;
    }
    double operator()(double z) const { return m_moves ? std::exp(m_sigma * z - m_shift) : 1; }

private:
    bool m_moves = false;
    double m_sigma = 0, m_shift = 0;
};

double quantile(std::vector<double>& v, double q)
{
    const size_t k = std::min(v.size() - 1, size_t(q * double(v.size() - 1) + 0.5));
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(k), v.end());
    return v[k];
}

// The efficiency and failure draws rounded to 1/64 of a standard deviation: the performance
// models then run once per grid point and option (a few hundred runs) instead of once per
// sample, while the factor moves by at most 0.4% of its spread.
double gridded(double z)
{
    return std::round(z * 64) / 64;
}

} // namespace

MonteCarloSummary monteCarlo(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                             const std::vector<const Evaluated*>& feasible)
{
    const UncertaintySpec& u = ctx.study.uncertainty;
    const Objective obj = ctx.study.objective;
    MonteCarloSummary out;
    out.samples = u.samples;
    out.seed = u.seed;
    out.objective = obj;
    const size_t k = std::min(feasible.size(), size_t(std::max(1, u.candidates)));
    if (k == 0)
        return out;
    const std::vector<const Evaluated*> top(feasible.begin(), feasible.begin() + std::ptrdiff_t(k));

    // Where each option's performance is drawn from: its regime's band, unless the study
    // states its own efficiency spread (or the option has no band: a model API). The lookup the
    // tornado and the risk read too (recommend/performance_spread.h).
    std::vector<std::optional<RegimeBand>> bandOf;
    // Looked up once per device (and model API or not): the same template, the same band.
    std::map<std::pair<std::string, bool>, std::optional<RegimeBand>> bandOfDevice;
    for (const Evaluated* e : top) {
        const bool api = e->c.siteKind == SiteKind::PublicModelApi;
        auto found = bandOfDevice.find({e->c.deviceId, api});
        if (found == bandOfDevice.end())
            found = bandOfDevice
                        .emplace(std::pair(e->c.deviceId, api), performanceSpread(ctx, e->c).band)
                        .first;
        bandOf.push_back(found->second);
    }
    const auto performanceKey = [&](size_t c) {
        return bandOf[c] ? "band " + bandOf[c]->regime.name()
                         : "efficiency " + top[c]->c.architecture;
    };

    // The shared random inputs: one per distinct price, one per performance regime (or
    // architecture family, without bands), and one each for electricity, utilisation and
    // failure rates.
    std::map<std::string, int> priceIndex, archIndex;
    for (size_t c = 0; c < k; ++c) {
        priceIndex.emplace(top[c]->priceKey, int(priceIndex.size()));
        archIndex.emplace(performanceKey(c), int(archIndex.size()));
    }
    const int nPrice = int(priceIndex.size()), nArch = int(archIndex.size());
    const int nInputs = nPrice + nArch + 3;
    const int power = nPrice + nArch, util = power + 1, fail = power + 2;

    // Standard normal draws, one row per input, drawn input by input from a single seeded
    // engine: the same seed gives the same table on every run and thread count.
    std::mt19937_64 rng(u.seed);
    std::normal_distribution<double> normal(0.0, 1.0);
    Eigen::MatrixXd z(nInputs, u.samples);
    for (int s = 0; s < u.samples; ++s)
        for (int i = 0; i < nInputs; ++i)
            z(i, s) = normal(rng);

    // The objective of each option in each sample; infeasible samples are marked: they keep
    // the option's figure (its cost over the budget still spreads) but cannot win.
    // Row-major: one option's samples lie together, as the jobs below write them.
    using Rows = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    using Flags = Eigen::Array<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    Rows values(Eigen::Index(k), u.samples);
    Flags ok(Eigen::Index(k), u.samples);
    Flags hasFigure(Eigen::Index(k), u.samples);
    // Jobs of one option and a fixed block of samples, the same blocks at any thread count;
    // each job writes its own cells, and each thread re-evaluates through its own Reevaluator
    // (whose caches hold what any other would compute), so the table is the same whatever
    // the threads and their schedule.
    constexpr int kBlock = 512;
    const int blocks = (u.samples + kBlock - 1) / kBlock;
    // A sample's performance factor for top option c, on a grid of z: the factor of its row
    // (regime), computed once per row and sample and read by every option of the row.
    std::vector<int> familyRow(k);
    for (size_t c = 0; c < k; ++c)
        familyRow[c] = archIndex.at(performanceKey(c));
    Eigen::MatrixXd factors(nArch, u.samples);
    std::vector<bool> filled(size_t(nArch), false);
    for (size_t c = 0; c < k; ++c) {
        const int row = familyRow[c];
        if (filled[size_t(row)])
            continue;
        filled[size_t(row)] = true;
        if (bandOf[c]) {
            const SpeedFactor f = speedFactorOf(bandOf[c]->band);
            for (int s = 0; s < u.samples; ++s)
                factors(row, s) = f.at(gridded(z(nPrice + row, s)));
        } else {
            const LogNormal f(top[c]->efficiencyCv);
            for (int s = 0; s < u.samples; ++s)
                factors(row, s) = f(gridded(z(nPrice + row, s)));
        }
    }
    const auto efficiencyAt = [&](size_t c, int s) { return factors(familyRow[c], s); };
    std::vector<std::unique_ptr<Reevaluator>> workers(size_t(ctx.threads > 1 ? ctx.threads : 1));
    // The pricing kernels' site terms, built once for all the workers.
    const auto sites = std::make_shared<PricingKernel::Sites>();
    const auto workerOf = [&](int worker) -> Reevaluator& {
        auto& re = workers[size_t(worker)];
        if (!re) {
            re = std::make_unique<Reevaluator>(ctx, perf);
            re->sharePricing(sites);
        }
        return *re;
    };
    // Serving: the layout under each distinct (option, efficiency) the samples draw is
    // evaluated once across the threads and shared, where each thread would otherwise
    // evaluate most of them again (the same options either way); the sample jobs then price
    // them. Training layouts cost little next to serving's batch search: not shared.
    std::shared_ptr<const Reevaluator::LayoutTable> layouts;
    if (!ctx.training && ctx.threads > 1) {
        std::vector<std::pair<int, double>> keys;
        for (size_t c = 0; c < k; ++c)
            for (int s = 0; s < u.samples; ++s)
                if (const double f = efficiencyAt(c, s); f != 1)
                    keys.emplace_back(top[c]->perfIndex, f);
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        std::vector<std::optional<PerfOption>> evaluated(keys.size());
        parallelForWorkers(int(keys.size()), ctx.threads, nullptr, [&](int i, int worker) {
            if (cancelRequested(ctx))
                return;
            Modifiers m;
            m.efficiency = keys[size_t(i)].second;
            evaluated[size_t(i)] = workerOf(worker).layoutUnder(keys[size_t(i)].first, m);
        });
        checkCancelled(ctx);
        auto table = std::make_shared<Reevaluator::LayoutTable>();
        for (size_t i = 0; i < keys.size(); ++i)
            table->emplace(std::tuple(keys[i].first, keys[i].second, 1.0, 1.0),
                           std::move(*evaluated[i]));
        layouts = std::move(table);
    }
    // The factors every option of a sample reads, drawn once per sample (the same values as
    // drawing them per option): electricity, failure rates, and each price at each confidence.
    const LogNormal electricity(u.priceCvMedium), failures(u.failureRateCv);
    std::vector<double> powerFactor(size_t(u.samples)), failureFactor(size_t(u.samples), 1.0);
    for (int s = 0; s < u.samples; ++s) {
        powerFactor[size_t(s)] = electricity(z(power, s));
        if (ctx.training)
            failureFactor[size_t(s)] = failures(gridded(z(fail, s)));
    }
    std::map<std::pair<int, double>, std::vector<double>> priceFactorsOf; // (price row, CV)
    std::vector<const std::vector<double>*> priceFactor(k);
    for (size_t c = 0; c < k; ++c) {
        const double cv = priceCv(ctx, top[c]->c.priceConfidence);
        const int pi = priceIndex.at(top[c]->priceKey);
        auto [it, added] = priceFactorsOf.try_emplace(std::pair(pi, cv));
        if (added) {
            const LogNormal price(cv);
            it->second.resize(size_t(u.samples));
            for (int s = 0; s < u.samples; ++s)
                it->second[size_t(s)] = price(z(pi, s));
        }
        priceFactor[c] = &it->second;
    }
    // Each regime's samples in the order of their drawn factor (ties in sample order): a job
    // then evaluates an option at one efficiency for a run of samples, where the layout, the
    // last re-evaluated option and its reliability inputs are reused, instead of switching
    // efficiency at nearly every sample. Every sample writes its own cells, and what the
    // evaluators cache is what they would compute, so the table does not depend on the order.
    std::vector<std::vector<int>> orderOf(static_cast<size_t>(nArch));
    for (size_t c = 0; c < k; ++c) {
        std::vector<int>& order = orderOf[size_t(familyRow[c])];
        if (!order.empty())
            continue;
        order.resize(size_t(u.samples));
        for (int s = 0; s < u.samples; ++s)
            order[size_t(s)] = s;
        const auto row = factors.row(familyRow[c]);
        std::stable_sort(order.begin(), order.end(),
                         [&row](int a, int b) { return row(a) < row(b); });
    }
    // Not counted as search jobs (the progress bar counts layouts and placements); a cancel
    // skips the remaining blocks and throws below.
    parallelForWorkers(int(k) * blocks, ctx.threads, nullptr, [&](int job, int worker) {
        if (cancelRequested(ctx))
            return;
        Reevaluator* re = &workerOf(worker);
        if (layouts)
            re->share(layouts);
        const size_t c = size_t(job / blocks);
        const int begin = (job % blocks) * kBlock, end = std::min(u.samples, begin + kBlock);
        const Evaluated& e = *top[c];
        const std::vector<double>& prices = *priceFactor[c];
        const std::vector<int>& order = orderOf[size_t(familyRow[c])];
        Outcome o; // one for the block's samples: each evaluation sets what is read below
        for (int i = begin; i < end; ++i) {
            const int s = order[size_t(i)];
            Modifiers m;
            (e.c.cloud ? m.cloudPrice : m.ownedPrice) = prices[size_t(s)];
            m.powerPrice = powerFactor[size_t(s)];
            m.efficiency = efficiencyAt(c, s);
            if (ctx.training)
                m.failureRate = failureFactor[size_t(s)];
            const double uSample =
                std::clamp(e.utilisation + u.utilisationSd * z(util, s), 0.05, 1.0);
            m.utilisation = uSample / std::max(1e-9, e.utilisation);
            re->figures(e, m, o);
            const Eigen::Index ci = Eigen::Index(c);
            ok(ci, s) = o.feasible;
            // A layout that no longer runs (goodput 0) has no figure in that sample.
            hasFigure(ci, s) = o.hasFigures;
            values(ci, s) = hasFigure(ci, s) ? o.c.objectives[int(obj)] : 0;
        }
    });
    checkCancelled(ctx);

    // Who is best in each sample among the feasible (ties go to the higher-ranked option).
    std::vector<int> wins(k, 0);
    std::vector<std::optional<std::pair<double, double>>> drawnQuantiles(
        static_cast<size_t>(nArch));
    for (int s = 0; s < u.samples; ++s) {
        int best = -1;
        for (size_t c = 0; c < k; ++c)
            if (ok(Eigen::Index(c), s) &&
                (best < 0 || values(Eigen::Index(c), s) < values(Eigen::Index(best), s)))
                best = int(c);
        if (best >= 0)
            ++wins[size_t(best)];
    }
    for (size_t c = 0; c < k; ++c) {
        const Eigen::Index ci = Eigen::Index(c);
        MonteCarloOption o;
        o.candidateId = top[c]->c.id;
        o.label = top[c]->c.label();
        o.probabilityBest = double(wins[c]) / u.samples;
        o.infeasibleShare = 1 - ok.row(ci).cast<double>().mean();
        std::vector<double> row;
        row.reserve(size_t(u.samples));
        for (int s = 0; s < u.samples; ++s)
            if (hasFigure(ci, s))
                row.push_back(values(ci, s));
        if (!row.empty()) {
            double sum = 0;
            for (double v : row)
                sum += v;
            o.mean = sum / double(row.size());
            std::vector<double> sorted = row; // the samples stay in their order
            o.p10 = quantile(sorted, 0.1);
            o.p50 = quantile(sorted, 0.5);
            o.p90 = quantile(sorted, 0.9);
        }
        o.samples = std::move(row);
        if (bandOf[c]) {
            const RegimeBand& b = *bandOf[c];
            o.bandRegime = b.regime.name();
            o.bandPool = b.band.pool;
            o.bandRows = b.band.rows;
            // The factor as drawn, over the samples: once per regime, read by its options.
            auto& q = drawnQuantiles[size_t(familyRow[c])];
            if (!q) {
                std::vector<double> drawn(factors.row(familyRow[c]).begin(),
                                          factors.row(familyRow[c]).end());
                q = std::pair(quantile(drawn, 0.1), quantile(drawn, 0.9));
            }
            std::tie(o.speedFactorP10, o.speedFactorP90) = *q;
        }
        out.options.push_back(std::move(o));
    }
    // The runner-up is the best option that differs from the winner in its figures: the
    // same configuration at an identically priced site is a tie, not a contest.
    size_t runnerUp = 1;
    const double w0 = top[0]->c.objectives[int(obj)];
    while (runnerUp + 1 < k &&
           std::abs(top[runnerUp]->c.objectives[int(obj)] - w0) <= 1e-9 * std::abs(w0))
        ++runnerUp;
    if (k >= 2) { // ties go to the winner, as in P(best); a winner out of bounds loses
        const Eigen::Index r = Eigen::Index(runnerUp);
        int beats = 0;
        for (int s = 0; s < u.samples; ++s)
            beats += ok(0, s) && (!ok(r, s) || values(0, s) <= values(r, s)) ? 1 : 0;
        out.probabilityWinnerBeatsRunnerUp = double(beats) / u.samples;
    } else {
        out.probabilityWinnerBeatsRunnerUp = 1;
    }

    // What was sampled, as the user reads it (percentages as whole numbers: "CV 30%").
    auto pct = [](double fraction) { return msg::number(fraction * 100, "%.0f"); };
    out.inputs.push_back(Message(AP_TEXT("ap::Recommendation",
                                         "device prices: log-normal, CV %1% / %2% / %3% for high "
                                         "/ medium / low confidence, one draw per price"),
                                 {pct(u.priceCvHigh), pct(u.priceCvMedium), pct(u.priceCvLow)}));
    out.inputs.push_back(
        Message(AP_TEXT("ap::Recommendation", "electricity price: log-normal, CV %1%"),
                {pct(u.priceCvMedium)}));
    out.inputs.push_back(Message(
        AP_TEXT("ap::Recommendation", "utilisation of owned hardware: normal, SD %1 around %2, "
                                      "clamped to [0.05, 1]"),
        {msg::number(u.utilisationSd, "%.2f"), msg::number(ctx.utilisation, "%.2f")}));
    out.performanceFromBands =
        std::any_of(bandOf.begin(), bandOf.end(), [](const auto& b) { return b.has_value(); });
    if (out.performanceFromBands)
        out.inputs.push_back(Message(AP_TEXT("ap::Recommendation",
                                             "model performance: log-normal per regime (device "
                                             "family, phase, dense/MoE, context), its P10 and P90 "
                                             "those of the regime's prediction band (the model's "
                                             "errors on measured runs), one draw per regime")));
    if (!out.performanceFromBands ||
        std::any_of(bandOf.begin(), bandOf.end(), [](const auto& b) { return !b.has_value(); }))
        out.inputs.push_back(Message(
            AP_TEXT("ap::Recommendation", "model efficiency: log-normal per architecture family, "
                                          "CV = calibration error (%1%, x3 for families without "
                                          "measurements)"),
            {pct(u.efficiencyCv.value_or(0.05))}));
    if (ctx.training)
        out.inputs.push_back(
            Message(AP_TEXT("ap::Recommendation", "failure and timeout rates: log-normal, CV %1%"),
                    {pct(u.failureRateCv)}));
    return out;
}

std::vector<Message> monteCarloSentences(const MonteCarloSummary& m)
{
    std::vector<Message> out;
    if (m.options.size() >= 2)
        out.push_back(Message(
            AP_TEXT("ap::Recommendation", "Monte Carlo over %1 samples: the winner beats the "
                                          "runner-up in %2 of them and is the best of all options "
                                          "in %3."),
            {msg::count(m.samples), msg::percent(m.probabilityWinnerBeatsRunnerUp),
             msg::percent(m.options.front().probabilityBest)}));
    if (!m.performanceFromBands)
        return out;
    // Each regime once, in the order of the options.
    std::vector<Message> regimes;
    std::vector<std::string> seen;
    for (const MonteCarloOption& o : m.options) {
        if (o.bandRegime.empty() || std::find(seen.begin(), seen.end(), o.bandRegime) != seen.end())
            continue;
        seen.push_back(o.bandRegime);
        regimes.push_back(Message(
            AP_TEXT("ap::Recommendation", "%1: %2 measured runs, speed %3 to %4 of the prediction"),
            {msg::text(o.bandRegime), msg::count(o.bandRows), msg::ratio(o.speedFactorP10),
             msg::ratio(o.speedFactorP90)}));
    }
    std::string list; // "%1; %2": the regimes, each translated on its own
    std::vector<MessageArg> items;
    for (size_t i = 0; i < regimes.size(); ++i) {
        list += (i ? "; %" : "%") + std::to_string(i + 1);
        items.push_back(msg::phrase(regimes[i]));
    }
    out.push_back(Message(AP_TEXT("ap::Recommendation",
                                  "These odds include the model's own error: each option's speed "
                                  "is drawn from the P10-P90 band of its regime (%1), one draw "
                                  "per regime and sample, shared by the options of that regime."),
                          {msg::phrase(Message(nullptr, list.c_str(), std::move(items)))}));
    return out;
}

} // namespace ap::recommend_detail
