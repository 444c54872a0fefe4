// Why the winner wins, what would flip it, and which inputs move the answer most. Every
// sentence is built from the evaluated figures; nothing here is a canned verdict.

#include "recommend/search.h"

#include "common/number_text.h"
#include "economics/cash_flow.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>

namespace ap::recommend_detail {

namespace {

std::string ratio(double x)
{
    char buf[32];
    // Three figures below 10x: "1.03x" says what "1.0x" hides.
    std::snprintf(buf, sizeof buf, x >= 10 ? "%.0fx" : "%.3gx", x);
    return buf;
}

std::string objectiveText(const StudyContext& ctx, Objective o, double v)
{
    switch (o) {
    case Objective::Cost:
        return formatUsd(v) + (ctx.training ? " per run" : " per million output tokens");
    case Objective::Time:
        return formatDuration(v) + (ctx.training ? " to train" : " per request");
    case Objective::Latency:
        return formatDuration(v) + (ctx.training ? " per step" : " to first token");
    case Objective::Energy:
        return formatNumber(v) + (ctx.training ? " kWh per run" : " kWh per million tokens");
    case Objective::Carbon:
        return formatNumber(v) +
               (ctx.training ? " kg CO2e per run" : " kg CO2e per million tokens");
    case Objective::Risk:
        return formatPercent(v) + " cost spread";
    }
    return formatNumber(v);
}

const Evaluated* firstWhere(const std::vector<const Evaluated*>& ranked,
                            const std::function<bool(const Evaluated&)>& pred)
{
    for (const Evaluated* e : ranked)
        if (pred(*e))
            return e;
    return nullptr;
}

// Work per device-second: what a device of this option delivers.
double workPerDevice(const Candidate& c)
{
    if (c.training)
        return c.trainingTokensPerSec / std::max(1, c.count);
    return c.servedOutputTokensPerSec / std::max(1, c.count);
}

void deviceSentence(const StudyContext& ctx, const Evaluated& w, const Evaluated& rival,
                    Recommendation& r)
{
    const Candidate& a = w.c;
    const Candidate& b = rival.c;
    const Device& da = ctx.catalog->at(a.deviceId);
    const Device& db = ctx.catalog->at(b.deviceId);
    const double costRatio = b.costPerWorkUsd / std::max(1e-300, a.costPerWorkUsd);
    const double priceRatio = a.usdPerDeviceHour / std::max(1e-300, b.usdPerDeviceHour);
    const double workRatio = workPerDevice(a) / std::max(1e-300, workPerDevice(b));
    std::string s = "Against the best " + b.deviceId + " option (" + b.label() + ", " +
                    objectiveText(ctx, Objective::Cost, b.costPerWorkUsd) + "), " + a.deviceId +
                    " is " + ratio(costRatio) +
                    " cheaper per unit of work: its all-in device-hour "
                    "costs " +
                    ratio(priceRatio) + " as much (" + formatUsd(a.usdPerDeviceHour) + " vs " +
                    formatUsd(b.usdPerDeviceHour) + ") and each device does " + ratio(workRatio) +
                    " the work.";
    r.explanation.push_back(s);

    // The physics behind the work ratio: the ceiling that binds.
    if (!ctx.training && a.binding == Binding::Memory) {
        const double bwA = da.memoryBandwidthBytesPerSec, bwB = db.memoryBandwidthBytesPerSec;
        const double perDollar = (bwA / std::max(1e-300, a.usdPerDeviceHour)) /
                                 (bwB / std::max(1e-300, b.usdPerDeviceHour));
        r.explanation.push_back(
            "Decode at batch " + formatNumber(a.batch, "%.0f") + " is memory-bound: " + a.deviceId +
            " streams " + formatNumber(bwA / 1e12) + " TB/s against " + formatNumber(bwB / 1e12) +
            " TB/s for " + b.deviceId + ", " + ratio(perDollar) + " the bandwidth per dollar.");
    } else {
        const Precision p = ctx.training
                                ? std::get<TrainingWorkload>(ctx.templ->workload).precision
                                : std::get<InferenceWorkload>(ctx.templ->workload).precision;
        const double fa = da.peak(computePrecisionFor(da, p)).value_or(0);
        const double fb = db.peak(computePrecisionFor(db, p)).value_or(0);
        if (fa > 0 && fb > 0) {
            const double perDollar = (fa / std::max(1e-300, a.usdPerDeviceHour)) /
                                     (fb / std::max(1e-300, b.usdPerDeviceHour));
            std::string t = std::string(ctx.training ? "Training" : "Serving") + " is " +
                            std::string(bindingName(a.binding)) + "-bound here";
            if (ctx.training)
                t += " (MFU " + formatPercent(a.mfu) + " vs " + formatPercent(b.mfu) + ")";
            t += ": " + a.deviceId + " peaks at " + formatNumber(fa / 1e12, "%.0f") +
                 " TFLOP/s against " + formatNumber(fb / 1e12, "%.0f") + " for " + b.deviceId +
                 ", " + ratio(perDollar) + " the FLOP/s per dollar.";
            r.explanation.push_back(t);
        }
    }
}

void siteSentence(const StudyContext& ctx, const std::vector<PerfOption>& perf, const Evaluated& w,
                  const Evaluated& rival, Recommendation& r)
{
    const Candidate& a = w.c;
    const Candidate& b = rival.c;
    const Candidate& rented = a.cloud ? a : b;
    const Candidate& owned = a.cloud ? b : a;
    const std::string s =
        std::string(a.cloud ? "Renting at " + a.site + " beats owning at " + b.site
                            : "Owning at " + a.site + " beats renting at " + b.site) +
        " for this job: " + formatUsd(a.costPerWorkUsd) + " against " +
        formatUsd(b.costPerWorkUsd) + " per unit of work; an owned device-hour costs " +
        formatUsd(owned.usdPerDeviceHour) + " all-in at " + formatPercent(ctx.utilisation) +
        " utilisation, a rented one " + formatUsd(rented.usdPerDeviceHour) + ".";
    r.explanation.push_back(s);

    // Break-even month of the two cash flows (serving: both run for the whole horizon).
    if (!ctx.training && w.perfIndex >= 0 && rival.perfIndex >= 0) {
        const CostReport ra =
            evaluatePlacement(w.placement, demandOf(ctx, perf[size_t(w.perfIndex)], w.utilisation),
                              ctx.prices, ctx.sites);
        const CostReport rb = evaluatePlacement(
            rival.placement, demandOf(ctx, perf[size_t(rival.perfIndex)], rival.utilisation),
            ctx.prices, ctx.sites);
        const CostReport& own = a.cloud ? rb : ra;
        const CostReport& rent = a.cloud ? ra : rb;
        if (const auto m = breakEvenMonth(own.monthlyCashFlowUsd, rent.monthlyCashFlowUsd))
            r.explanation.push_back("Cumulative cash: owning at " + owned.site +
                                    " overtakes renting at " + rented.site + " in month " +
                                    std::to_string(*m) + " of " +
                                    std::to_string(ctx.placement.horizonMonths) + ".");
        else
            r.explanation.push_back("Cumulative cash: owning at " + owned.site +
                                    " does not pay back against renting at " + rented.site +
                                    " within " + std::to_string(ctx.placement.horizonMonths) +
                                    " months.");
    }
    const Evaluated& rentedOption = a.cloud ? w : rival;
    if (rented.egressShare > 0.1 && rentedOption.perfIndex >= 0) {
        // The volume the placement was priced with (the same demand the search built).
        const double tb =
            demandOf(ctx, perf[size_t(rentedOption.perfIndex)], rentedOption.utilisation)
                .egressBytesPerMonth /
            1e12;
        r.explanation.push_back("Egress is " + formatPercent(rented.egressShare) + " of the " +
                                rented.site + " option's cost: " + formatNumber(tb) +
                                " TB/month of responses leave the cloud at its tiered "
                                "internet rates.");
    }
}

} // namespace

void explain(const StudyContext& ctx, const std::vector<PerfOption>& perf,
             const std::vector<const Evaluated*>& feasible,
             const std::vector<const Evaluated*>& rejected, Recommendation& r)
{
    const Objective obj = ctx.study.objective;
    const Evaluated& w = *feasible.front();
    const Candidate& a = w.c;
    r.explanation.push_back("Best for " + std::string(objectiveName(obj)) + ": " + a.label() +
                            " at " + objectiveText(ctx, obj, a.objectives[int(obj)]) + " (" +
                            objectiveText(ctx, Objective::Cost, a.costPerWorkUsd) + ", " +
                            (ctx.training ? formatDuration(a.timeToTrainSec) + " to train"
                                          : "TTFT " + formatDuration(a.ttftSec) + ", TPOT " +
                                                formatDuration(a.tpotSec)) +
                            ", cost spread " + formatPercent(a.risk) + ").");
    if (feasible.size() > 1) {
        const Candidate& b = feasible[1]->c;
        r.explanation.push_back(
            "Runner-up: " + b.label() + " at " + objectiveText(ctx, obj, b.objectives[int(obj)]) +
            " (" + ratio(b.objectives[int(obj)] / std::max(1e-300, a.objectives[int(obj)])) +
            " the winner's).");
    }
    if (const Evaluated* other =
            firstWhere(feasible, [&](const Evaluated& e) { return e.c.deviceId != a.deviceId; }))
        deviceSentence(ctx, w, *other, r);
    if (const Evaluated* other = firstWhere(feasible, [&](const Evaluated& e) {
            return e.c.deviceId == a.deviceId && e.c.cloud != a.cloud;
        }))
        siteSentence(ctx, perf, w, *other, r);

    // Owned hardware charges a training run only its share of the hardware's life; say so,
    // with what buying it for this run alone would cost.
    if (ctx.training && !a.cloud && a.horizonCostUsd > 1.5 * a.costPerWorkUsd)
        r.explanation.push_back(
            "Owning charges this run its share of the hardware's " +
            std::to_string(ctx.placement.horizonMonths) + "-month life at " +
            formatPercent(ctx.utilisation) +
            " utilisation: the cluster is assumed to keep working after the run. Bought and "
            "run for this job alone, the " +
            std::to_string(ctx.placement.horizonMonths) + " months cost " +
            formatUsd(a.horizonCostUsd) +
            " (set the template placement's utilisation or horizon_months to price that "
            "case).");

    // What the answer rests on: a budget meeting should hear when it is a weak price or a
    // device family the calibration never measured.
    const bool uncalibrated = w.efficiencyCv > ctx.study.uncertainty.efficiencyCv.value_or(0.05);
    if (a.priceConfidence == "low" || uncalibrated) {
        std::string s = "Caveat:";
        if (a.priceConfidence == "low")
            s += " the " + a.deviceId +
                 " price behind this result has low confidence in the "
                 "price book (see its source; override it with a quote);";
        if (uncalibrated)
            s += " no published measurement of the " + a.architecture +
                 " family is in the calibration set, so its efficiency is assumed from the "
                 "calibrated families (spread " +
                 formatPercent(w.efficiencyCv) + ");";
        s.back() = '.';
        r.explanation.push_back(s);
    }

    // Constraints that bind: the winner sits close to them.
    const StudyConstraints& k = ctx.study.constraints;
    if (ctx.training && k.deadlineSec && a.timeToTrainSec > 0.8 * *k.deadlineSec)
        r.explanation.push_back("The deadline binds: the winner needs " +
                                formatDuration(a.timeToTrainSec) + " of the " +
                                formatDuration(*k.deadlineSec) + " allowed.");
    if (!ctx.training && ctx.tpotSec && a.tpotSec > 0.8 * *ctx.tpotSec)
        r.explanation.push_back("The TPOT SLO binds: " + formatDuration(a.tpotSec) + " of " +
                                formatDuration(*ctx.tpotSec) + ".");
    if (!ctx.training && k.availability && !a.fallbackSite.empty())
        r.explanation.push_back("Availability " + formatPercent(a.availability) + " meets the " +
                                formatPercent(*k.availability) + " target only with the " +
                                a.fallbackSite + " fallback: no single site and path does.");

    // The rejected, in numbers.
    std::map<std::string, int> counts;
    for (const Evaluated* e : rejected)
        ++counts[std::string(problemKindName(e->c.rejectedFor.value_or(ProblemKind::Placement)))];
    if (!counts.empty()) {
        std::string s = "Rejected: ";
        bool first = true;
        for (const auto& [reason, n] : counts) {
            s += (first ? "" : ", ") + std::to_string(n) + " for " + reason;
            first = false;
        }
        r.explanation.push_back(s + ".");
    }

    // Flip points: multiplicative moves of each input, the smallest that changes the winner.
    struct Input {
        std::string name;
        double Modifiers::*field;
        double maxUp, maxDown; // factor range searched
    };
    const double uMax = ctx.utilisation > 0 ? 1 / ctx.utilisation : 1;
    const std::vector<Input> inputs = {
        {"cloud device-hour prices", &Modifiers::cloudPrice, 10, 10},
        {"hardware purchase prices", &Modifiers::ownedPrice, 10, 10},
        {"electricity price", &Modifiers::powerPrice, 10, 10},
        {"utilisation of owned hardware", &Modifiers::utilisation, uMax, 10},
        {"egress volume", &Modifiers::egress, 100, 100},
        {"model efficiency", &Modifiers::efficiency, 3, 3},
        {"failure rate", &Modifiers::failureRate, 10, 10},
        {"serving demand", &Modifiers::demand, 10, 10},
    };
    const Evaluated* base = bestUnder(feasible, obj, Modifiers{});
    for (const Input& in : inputs) {
        for (int dir : {+1, -1}) {
            const double maxF = dir > 0 ? in.maxUp : 1 / in.maxDown;
            if (std::abs(std::log(maxF)) < 1e-9)
                continue;
            Modifiers m;
            m.*(in.field) = maxF;
            const Evaluated* end = bestUnder(feasible, obj, m);
            if (end == base)
                continue;
            // Bisect on log(factor): winner at lo is base, at hi is someone else.
            double lo = 0, hi = std::log(maxF);
            for (int it = 0; it < 40; ++it) {
                const double mid = 0.5 * (lo + hi);
                m.*(in.field) = std::exp(mid);
                if (bestUnder(feasible, obj, m) == base)
                    lo = mid;
                else
                    hi = mid;
            }
            const double f = std::exp(hi);
            m.*(in.field) = f;
            const Evaluated* next = bestUnder(feasible, obj, m);
            FlipPoint fp;
            fp.input = in.name;
            fp.factor = f;
            const double pct = (f - 1) * 100;
            fp.change = (pct >= 0 ? "+" : "") + formatNumber(pct, "%.0f") + "% (x" +
                        formatNumber(f, "%.3g") + ")";
            fp.newWinner = next->c.label();
            fp.sentence = "If " + in.name + (dir > 0 ? " rose by " : " fell by ") +
                          formatNumber(std::abs(pct), "%.0f") + "%, " + next->c.label() +
                          " would win.";
            r.flips.push_back(fp);
        }
    }
    // Thresholds: how far a constraint must tighten before the winner drops out.
    auto thresholdFlip = [&](const std::string& input, double winnerValue, auto metricOf,
                             auto formatValue) {
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
        fp.sentence = "A " + input + " below " + formatValue(winnerValue) +
                      " rules out the winner; " +
                      (next ? next->c.label() + " would win." : "no searched option is left.");
        r.flips.push_back(fp);
    };
    if (ctx.training)
        thresholdFlip(
            "deadline", a.timeToTrainSec, [](const Evaluated& e) { return e.c.timeToTrainSec; },
            [](double s) { return formatNumber(s / 86400, "%.1f") + " days"; });
    else
        thresholdFlip(
            "TTFT SLO", a.ttftSec, [](const Evaluated& e) { return e.c.ttftSec; },
            [](double s) { return formatNumber(s * 1e3, "%.0f") + " ms"; });
    thresholdFlip(
        "budget", ctx.training ? a.costPerWorkUsd : a.totalCostUsd,
        [&](const Evaluated& e) { return ctx.training ? e.c.costPerWorkUsd : e.c.totalCostUsd; },
        [](double usd) { return formatUsd(usd); });

    // Tornado: each input over a stated range, the winner's objective at both ends and who
    // wins there.
    struct Range {
        std::string name;
        double Modifiers::*field;
        double low, high;
        std::string lowLabel, highLabel;
    };
    const double pcv = priceCv(ctx, a.priceConfidence);
    const double effCv = w.efficiencyCv;
    const double uSd = ctx.study.uncertainty.utilisationSd;
    const double uLow = std::max(0.05, ctx.utilisation - uSd) / std::max(1e-9, ctx.utilisation);
    const double uHigh = std::min(1.0, ctx.utilisation + uSd) / std::max(1e-9, ctx.utilisation);
    auto pctLabel = [&](double f) {
        const double p = (f - 1) * 100;
        return (p >= 0 ? "+" : "") + formatNumber(p, "%.0f") + "%";
    };
    const std::vector<Range> ranges = {
        {"cloud device-hour prices", &Modifiers::cloudPrice, 1 - 2 * pcv, 1 + 2 * pcv, "", ""},
        {"hardware purchase prices", &Modifiers::ownedPrice, 1 - 2 * pcv, 1 + 2 * pcv, "", ""},
        {"electricity price", &Modifiers::powerPrice, 0.7, 1.3, "", ""},
        {"utilisation of owned hardware", &Modifiers::utilisation, uLow, uHigh, "", ""},
        {"egress volume", &Modifiers::egress, 0.5, 2, "", ""},
        {"model efficiency", &Modifiers::efficiency, 1 - 2 * effCv, 1 + 2 * effCv, "", ""},
        {"failure rate", &Modifiers::failureRate, 0.5, 2, "", ""},
        {"serving demand", &Modifiers::demand, 0.5, 2, "", ""},
    };
    const double baseValue = objectiveUnder(w, obj, Modifiers{});
    for (const Range& rg : ranges) {
        if (rg.field == &Modifiers::demand && w.demandTokensPerSec <= 0)
            continue; // training, or serving one replica with no stated demand
        TornadoBar t;
        t.input = rg.name;
        t.lowLabel = pctLabel(rg.low);
        t.highLabel = pctLabel(rg.high);
        Modifiers lo, hi;
        lo.*(rg.field) = std::max(1e-3, rg.low);
        hi.*(rg.field) = rg.high;
        t.baseValue = baseValue;
        t.lowValue = objectiveUnder(w, obj, lo);
        t.highValue = objectiveUnder(w, obj, hi);
        t.lowWinner = bestUnder(feasible, obj, lo)->c.label();
        t.highWinner = bestUnder(feasible, obj, hi)->c.label();
        r.tornado.push_back(t);
    }
    std::stable_sort(
        r.tornado.begin(), r.tornado.end(), [](const TornadoBar& x, const TornadoBar& y) {
            return std::abs(x.highValue - x.lowValue) > std::abs(y.highValue - y.lowValue);
        });
}

} // namespace ap::recommend_detail
