// Flip points and the tornado: each input of the study moved through the engine
// (Reevaluator, sensitivity.cpp), the smallest move that changes the winner, and the winner's
// objective over each input's stated range.

#include "recommend/performance_spread.h"
#include "recommend/search.h"
#include "recommend/search_parallel.h"

#include "common/message.h"
#include "common/number_text.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <tuple>

namespace ap::recommend_detail {

namespace {

// The name of an input as a phrase of a sentence (ui/recommend translates the bare names).
Message inputPhrase(const std::string& name)
{
    static const std::pair<const char*, Message> kPhrases[] = {
        {"cloud device-hour prices",
         Message(AP_TEXT("ap::Recommendation", "cloud device-hour prices"))},
        {"hardware purchase prices",
         Message(AP_TEXT("ap::Recommendation", "hardware purchase prices"))},
        {"electricity price", Message(AP_TEXT("ap::Recommendation", "electricity price"))},
        {"utilisation of owned hardware",
         Message(AP_TEXT("ap::Recommendation", "utilisation of owned hardware"))},
        {"egress volume", Message(AP_TEXT("ap::Recommendation", "egress volume"))},
        {"model efficiency", Message(AP_TEXT("ap::Recommendation", "model efficiency"))},
        {"failure rate", Message(AP_TEXT("ap::Recommendation", "failure rate"))},
        {"serving demand", Message(AP_TEXT("ap::Recommendation", "serving demand"))},
        {"deadline", Message(AP_TEXT("ap::Recommendation", "deadline"))},
        {"TTFT SLO", Message(AP_TEXT("ap::Recommendation", "TTFT SLO"))},
        {"budget", Message(AP_TEXT("ap::Recommendation", "budget"))}};
    for (const auto& [key, phrase] : kPhrases)
        if (name == key)
            return phrase;
    return Message(name);
}

MessageArg label(const Candidate& c)
{
    return msg::phrase(c.labelMessage());
}

// The inputs flip points and the tornado move: the name, the modifier, how far the flip
// search goes each way, and whether the input applies to the study.
struct Input {
    const char* name;
    double Modifiers::*field;
    double maxUp, maxDown;
};

std::vector<Input> inputsOf(const StudyContext& ctx, const Evaluated& w)
{
    const double uMax = ctx.utilisation > 0 ? 1 / ctx.utilisation : 1;
    std::vector<Input> in = {
        {"cloud device-hour prices", &Modifiers::cloudPrice, 10, 10},
        {"hardware purchase prices", &Modifiers::ownedPrice, 10, 10},
        {"electricity price", &Modifiers::powerPrice, 10, 10},
        {"utilisation of owned hardware", &Modifiers::utilisation, uMax, 10},
        {"egress volume", &Modifiers::egress, 100, 100},
        {"model efficiency", &Modifiers::efficiency, 3, 3},
    };
    if (ctx.training)
        in.push_back({"failure rate", &Modifiers::failureRate, 10, 10});
    else if (w.demandTokensPerSec > 0)
        in.push_back({"serving demand", &Modifiers::demand, 10, 10});
    return in;
}

} // namespace

void flipsAndTornado(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                     const std::vector<const Evaluated*>& feasible,
                     const std::vector<const Evaluated*>& rejected, Recommendation& r)
{
    const Objective obj = ctx.study.objective;
    const Evaluated& w = *feasible.front();
    // One Reevaluator per thread (not thread-safe; their caches hold what any other would
    // compute, so which thread moves an input changes nothing). The first one sorts the field.
    std::vector<std::unique_ptr<Reevaluator>> workers(1);
    workers[0] = std::make_unique<Reevaluator>(ctx, perf);
    // The pricing kernels' site terms, built once for all the workers (each would otherwise
    // build the same ones again).
    const auto sites = std::make_shared<PricingKernel::Sites>();
    workers[0]->sharePricing(sites);

    // The field: every feasible option and every one a constraint ruled out, in the order of
    // their objective as evaluated (the ranking's order; rejected ones by the same key).
    std::vector<const Evaluated*> field = feasible;
    for (const Evaluated* e : rejected)
        if (workers[0]->canMove(*e))
            field.push_back(e);
    const int oi = int(obj);
    std::stable_sort(field.begin() + std::ptrdiff_t(feasible.size()), field.end(),
                     [&](const Evaluated* a, const Evaluated* b) {
                         return std::tuple(a->c.objectives[oi], a->c.id) <
                                std::tuple(b->c.objectives[oi], b->c.id);
                     });
    std::inplace_merge(field.begin(), field.begin() + std::ptrdiff_t(feasible.size()), field.end(),
                       [&](const Evaluated* a, const Evaluated* b) {
                           return a->c.objectives[oi] < b->c.objectives[oi];
                       });
    // The cost spread (risk) has no bound under a moved input (its terms are shares of a cost
    // that moves with it): every option would be re-priced at each step of every flip. The
    // options least at risk as evaluated are the contenders; the field keeps the first 500.
    constexpr size_t kRiskField = 500;
    if (obj == Objective::Risk && field.size() > kRiskField)
        field.resize(kRiskField);

    // Where the winner is in the field (not there: a risk field cut before it).
    const size_t winnerAt = size_t(std::find(field.begin(), field.end(), &w) - field.begin());

    // Flip points: for each input and direction, the smallest move that changes the winner,
    // bisected on log(factor) between "the winner still wins" and "another one does" (or
    // none is feasible). Where the winner itself breaks a constraint at the flip, it says so.
    const auto flipOf = [&](Reevaluator& re, const Input& in, int dir) -> std::optional<FlipPoint> {
        const double maxF = dir > 0 ? in.maxUp : 1 / in.maxDown;
        if (std::abs(std::log(maxF)) < 1e-9)
            return std::nullopt;
        Modifiers m;
        m.*(in.field) = maxF;
        // Whether the winner still wins under `m`: bestUnder(...) == &w, stopping at the first
        // that beats it (the one of the last step tried first).
        int beater = -1;
        const auto winnerWins = [&] {
            return winnerAt < field.size() ? winsUnder(re, field, obj, m, winnerAt, beater)
                                           : bestUnder(re, field, obj, m) == &w;
        };
        if (winnerWins())
            return std::nullopt;
        double lo = 0, hi = std::log(maxF);
        // 24 halvings of at most log(100): the factor to 3e-7, far below the 3 digits shown.
        for (int it = 0; it < 24; ++it) {
            const double mid = 0.5 * (lo + hi);
            m.*(in.field) = std::exp(mid);
            if (winnerWins())
                lo = mid;
            else
                hi = mid;
        }
        const double f = std::exp(hi);
        m.*(in.field) = f;
        const Evaluated* next = bestUnder(re, field, obj, m);
        const Outcome winnerThere = re.figures(w, m);
        FlipPoint fp;
        fp.input = in.name;
        fp.factor = f;
        const double pct = (f - 1) * 100;
        fp.change = (pct >= 0 ? "+" : "") + formatNumber(pct, "%.0f") + "% (x" +
                    formatNumber(f, "%.3g") + ")";
        fp.newWinner = next ? next->c.label() : std::string();
        if (!winnerThere.feasible)
            fp.constraint = winnerThere.rejectedFor.value_or(ProblemKind::Placement);
        const MessageArg input = msg::phrase(inputPhrase(in.name));
        const MessageArg by = msg::number(std::abs(pct), "%.0f");
        if (fp.constraint) {
            // The winner drops out: a constraint, not the objective, flips the decision.
            const MessageArg kind = msg::phrase(problemKindMessage(*fp.constraint));
            if (next)
                fp.sentence = dir > 0
                                  ? Message(AP_TEXT("ap::Recommendation",
                                                    "If %1 rose by %2%, the winner would fail the "
                                                    "%3 constraint and %4 would win."),
                                            {input, by, kind, label(next->c)})
                                  : Message(AP_TEXT("ap::Recommendation",
                                                    "If %1 fell by %2%, the winner would fail the "
                                                    "%3 constraint and %4 would win."),
                                            {input, by, kind, label(next->c)});
            else
                fp.sentence = dir > 0
                                  ? Message(AP_TEXT("ap::Recommendation",
                                                    "If %1 rose by %2%, the winner would fail the "
                                                    "%3 constraint and no searched option would "
                                                    "be left."),
                                            {input, by, kind})
                                  : Message(AP_TEXT("ap::Recommendation",
                                                    "If %1 fell by %2%, the winner would fail the "
                                                    "%3 constraint and no searched option would "
                                                    "be left."),
                                            {input, by, kind});
        } else {
            if (!next)
                return std::nullopt; // cannot happen: the winner is still feasible there
            const std::vector<MessageArg> args = {input, by, label(next->c)};
            fp.sentence =
                dir > 0 ? Message(AP_TEXT("ap::Recommendation", "If %1 rose by %2%, %3 would win."),
                                  args)
                        : Message(AP_TEXT("ap::Recommendation", "If %1 fell by %2%, %3 would win."),
                                  args);
        }
        return fp;
    };

    // Thresholds: how far a constraint must tighten before the winner drops out.
    const Candidate& a = w.c;
    auto thresholdFlip = [&](const std::string& input, double winnerValue, auto metricOf,
                             auto formatValue, auto formatPhrase) {
        const Evaluated* next = nullptr;
        for (const Evaluated* e : feasible)
            if (e != &w && metricOf(*e) < winnerValue) {
                next = e; // feasible is ranked: the first is the best
                break;
            }
        FlipPoint fp;
        fp.input = input;
        fp.change = "below " + formatValue(winnerValue);
        fp.newWinner = next ? next->c.label() : std::string();
        fp.sentence =
            next ? Message(AP_TEXT("ap::Recommendation",
                                   "A %1 below %2 rules out the winner; %3 would win."),
                           {msg::phrase(inputPhrase(input)), msg::phrase(formatPhrase(winnerValue)),
                            label(next->c)})
                 : Message(
                       AP_TEXT("ap::Recommendation",
                               "A %1 below %2 rules out the winner; no searched option is "
                               "left."),
                       {msg::phrase(inputPhrase(input)), msg::phrase(formatPhrase(winnerValue))});
        r.flips.push_back(fp);
    };
    const auto thresholds = [&] {
        if (ctx.training)
            thresholdFlip(
                "deadline", a.timeToTrainSec, [](const Evaluated& e) { return e.c.timeToTrainSec; },
                [](double s) { return formatNumber(s / 86400, "%.1f") + " days"; },
                [](double s) {
                    return Message(AP_TEXT("ap::Recommendation", "%1 days"),
                                   {msg::number(s / 86400, "%.1f")});
                });
        else
            thresholdFlip(
                "TTFT SLO", a.sloTtftSec, [](const Evaluated& e) { return e.c.sloTtftSec; },
                [](double s) { return formatNumber(s * 1e3, "%.0f") + " ms"; },
                [](double s) {
                    return Message(AP_TEXT("ap::Recommendation", "%1 ms"),
                                   {msg::number(s * 1e3, "%.0f")});
                });
        thresholdFlip(
            "budget", ctx.training ? a.costPerWorkUsd : a.totalCostUsd,
            [&](const Evaluated& e) {
                return ctx.training ? e.c.costPerWorkUsd : e.c.totalCostUsd;
            },
            [](double usd) { return formatUsd(usd); },
            [](double usd) { return Message(nullptr, "%1", {msg::usd(usd)}); });
    };

    // Tornado: each input over a stated range, the winner's objective at both ends (as the
    // engine computes it there) and who wins there.
    struct Range {
        double low, high;
    };
    const double pcv = priceCv(ctx, a.priceConfidence);
    // The winner's performance over the spread the risk and the Monte Carlo read: its
    // regime's P10-P90 speed factors, or the study's stated efficiency spread
    // (recommend/performance_spread.h).
    const PerformanceSpread speed = performanceSpread(ctx, w.c);
    const double uSd = ctx.study.uncertainty.utilisationSd;
    const double uLow = std::max(0.05, ctx.utilisation - uSd) / std::max(1e-9, ctx.utilisation);
    const double uHigh = std::min(1.0, ctx.utilisation + uSd) / std::max(1e-9, ctx.utilisation);
    auto pctLabel = [&](double f) {
        const double p = (f - 1) * 100;
        return (p >= 0 ? "+" : "") + formatNumber(p, "%.0f") + "%";
    };
    const std::map<std::string, Range> ranges = {
        {"cloud device-hour prices", {1 - 2 * pcv, 1 + 2 * pcv}},
        {"hardware purchase prices", {1 - 2 * pcv, 1 + 2 * pcv}},
        {"electricity price", {0.7, 1.3}},
        {"utilisation of owned hardware", {uLow, uHigh}},
        {"egress volume", {0.5, 2}},
        {"model efficiency", {speed.lowFactor, speed.highFactor}},
        {"failure rate", {0.5, 2}},
        {"serving demand", {0.5, 2}},
    };
    const double baseValue = a.objectives[oi];
    const auto barOf = [&](Reevaluator& re, const Input& in) {
        const Range& rg = ranges.at(in.name);
        TornadoBar t;
        t.input = in.name;
        t.lowLabel = pctLabel(rg.low);
        t.highLabel = pctLabel(rg.high);
        Modifiers lo, hi;
        lo.*(in.field) = std::max(1e-3, rg.low);
        hi.*(in.field) = rg.high;
        t.baseValue = baseValue;
        // The winner's figure where it still has one (a layout that no longer runs has none:
        // the bar keeps the base value there and names the option that wins instead).
        const Outcome atLow = re.figures(w, lo), atHigh = re.figures(w, hi);
        t.lowValue = atLow.hasFigures ? atLow.c.objectives[oi] : baseValue;
        t.highValue = atHigh.hasFigures ? atHigh.c.objectives[oi] : baseValue;
        const Evaluated* lw = bestUnder(re, field, obj, lo);
        const Evaluated* hw = bestUnder(re, field, obj, hi);
        t.lowWinner = lw ? lw->c.label() : std::string();
        t.highWinner = hw ? hw->c.label() : std::string();
        return t;
    };

    // The flip searches (one per input and direction) and the tornado's bars (one per input)
    // as jobs of the search's pool, each into its own slot; gathered in input order.
    const std::vector<Input> inputs = inputsOf(ctx, w);
    const int nFlips = 2 * int(inputs.size()), nJobs = nFlips + int(inputs.size());
    std::vector<std::optional<FlipPoint>> flips(static_cast<size_t>(nFlips));
    std::vector<TornadoBar> bars(inputs.size());
    workers.resize(size_t(workerCount(nJobs, ctx.threads)));
    // Not counted as search jobs (the progress bar counts layouts and placements); a cancel
    // skips the remaining jobs and throws below.
    // The longest jobs first, so that no thread is left with one at the end: the flips of the
    // inputs that move layouts (the demand re-sizes every serving option, the efficiency
    // evaluates them again) re-evaluate most of the field at each step. Each job fills its own
    // slot, so the order changes no result.
    std::vector<int> order(static_cast<size_t>(nJobs));
    for (int j = 0; j < nJobs; ++j)
        order[size_t(j)] = j;
    const auto movesLayouts = [&](int job) {
        if (job >= nFlips)
            return false;
        const auto field = inputs[size_t(job / 2)].field;
        return field == &Modifiers::demand || field == &Modifiers::efficiency ||
               field == &Modifiers::failureRate;
    };
    std::stable_partition(order.begin(), order.end(), movesLayouts);
    parallelForWorkers(nJobs, ctx.threads, nullptr, [&](int k, int worker) {
        if (cancelRequested(ctx))
            return;
        const int job = order[size_t(k)];
        auto& mine = workers[size_t(worker)];
        if (!mine) {
            mine = std::make_unique<Reevaluator>(ctx, perf);
            mine->sharePricing(sites);
        }
        if (job < nFlips)
            flips[size_t(job)] = flipOf(*mine, inputs[size_t(job / 2)], job % 2 == 0 ? +1 : -1);
        else
            bars[size_t(job - nFlips)] = barOf(*mine, inputs[size_t(job - nFlips)]);
    });
    checkCancelled(ctx);
    for (auto& fp : flips)
        if (fp)
            r.flips.push_back(std::move(*fp));
    thresholds();
    r.tornado.insert(r.tornado.end(), bars.begin(), bars.end());
    std::stable_sort(
        r.tornado.begin(), r.tornado.end(), [](const TornadoBar& x, const TornadoBar& y) {
            return std::abs(x.highValue - x.lowValue) > std::abs(y.highValue - y.lowValue);
        });
}

} // namespace ap::recommend_detail
