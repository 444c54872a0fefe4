// Why the winner wins, what would flip it, and which inputs move the answer most. Every
// sentence is built from the evaluated figures; nothing here is a canned verdict.

#include "recommend/search.h"

#include "common/field_key.h"
#include "common/human_arg.h"
#include "common/message.h"
#include "common/number_text.h"
#include "economics/cash_flow.h"
#include "recommend/candidate_band.h"
#include "recommend/candidate_warning.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>

namespace ap::recommend_detail {

namespace {

// The value of an objective with its unit, as a phrase of the explanation.
Message objectiveText(const StudyContext& ctx, Objective o, double v)
{
    switch (o) {
    case Objective::Cost:
        return ctx.training ? Message(AP_TEXT("ap::Recommendation", "%1 per run"), {msg::usd(v)})
                            : Message(AP_TEXT("ap::Recommendation", "%1 per million output tokens"),
                                      {msg::usd(v)});
    case Objective::Time:
        return ctx.training
                   ? Message(AP_TEXT("ap::Recommendation", "%1 to train"), {msg::duration(v)})
                   : Message(AP_TEXT("ap::Recommendation", "%1 per request"), {msg::duration(v)});
    case Objective::Latency:
        return ctx.training
                   ? Message(AP_TEXT("ap::Recommendation", "%1 per step"), {msg::duration(v)})
                   : Message(AP_TEXT("ap::Recommendation", "%1 to first token"),
                             {msg::duration(v)});
    case Objective::Energy:
        return ctx.training
                   ? Message(AP_TEXT("ap::Recommendation", "%1 kWh per run"), {msg::number(v)})
                   : Message(AP_TEXT("ap::Recommendation", "%1 kWh per million tokens"),
                             {msg::number(v)});
    case Objective::Carbon:
        return ctx.training
                   ? Message(AP_TEXT("ap::Recommendation", "%1 kg CO2e per run"), {msg::number(v)})
                   : Message(AP_TEXT("ap::Recommendation", "%1 kg CO2e per million tokens"),
                             {msg::number(v)});
    case Objective::Risk:
        return Message(AP_TEXT("ap::Recommendation", "%1 cost spread"), {msg::percent(v)});
    }
    return Message(nullptr, "%1", {msg::number(v)});
}

// "Best for %1": the objective's name.
Message objectivePhrase(Objective o)
{
    switch (o) {
    case Objective::Cost:
        return Message(AP_TEXT("ap::Recommendation", "cost"));
    case Objective::Time:
        return Message(AP_TEXT("ap::Recommendation", "time"));
    case Objective::Latency:
        return Message(AP_TEXT("ap::Recommendation", "latency"));
    case Objective::Energy:
        return Message(AP_TEXT("ap::Recommendation", "energy"));
    case Objective::Carbon:
        return Message(AP_TEXT("ap::Recommendation", "carbon"));
    case Objective::Risk:
        return Message(AP_TEXT("ap::Recommendation", "risk"));
    }
    return Message(std::string(objectiveName(o)));
}

MessageArg label(const Candidate& c)
{
    return msg::phrase(c.labelMessage());
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
    r.explanation.push_back(Message(
        AP_TEXT("ap::Recommendation",
                "Against the best %1 option (%2, %3), %4 is %5 cheaper per unit of work: its "
                "all-in device-hour costs %6 as much (%7 vs %8) and each device does %9 the "
                "work."),
        {msg::text(b.deviceId), label(b),
         msg::phrase(objectiveText(ctx, Objective::Cost, b.costPerWorkUsd)), msg::text(a.deviceId),
         msg::ratio(costRatio), msg::ratio(priceRatio), msg::usd(a.usdPerDeviceHour),
         msg::usd(b.usdPerDeviceHour), msg::ratio(workRatio)}));

    // The physics behind the work ratio: the ceiling that binds.
    if (!ctx.training && a.binding == Binding::Memory) {
        const double bwA = da.memoryBandwidthBytesPerSec, bwB = db.memoryBandwidthBytesPerSec;
        const double perDollar = (bwA / std::max(1e-300, a.usdPerDeviceHour)) /
                                 (bwB / std::max(1e-300, b.usdPerDeviceHour));
        r.explanation.push_back(Message(
            AP_TEXT("ap::Recommendation",
                    "Decode at batch %1 is memory-bound: %2 streams %3 TB/s against %4 TB/s for "
                    "%5, %6 the bandwidth per dollar."),
            {msg::number(a.batch, "%.0f"), msg::text(a.deviceId), msg::number(bwA / 1e12),
             msg::number(bwB / 1e12), msg::text(b.deviceId), msg::ratio(perDollar)}));
    } else {
        const Precision p = ctx.training
                                ? std::get<TrainingWorkload>(ctx.templ->workload).precision
                                : std::get<InferenceWorkload>(ctx.templ->workload).precision;
        const double fa = da.peak(computePrecisionFor(da, p)).value_or(0);
        const double fb = db.peak(computePrecisionFor(db, p)).value_or(0);
        if (fa > 0 && fb > 0) {
            const double perDollar = (fa / std::max(1e-300, a.usdPerDeviceHour)) /
                                     (fb / std::max(1e-300, b.usdPerDeviceHour));
            if (ctx.training)
                r.explanation.push_back(Message(
                    AP_TEXT("ap::Recommendation",
                            "Training is %1-bound here (MFU %2 vs %3): %4 peaks at %5 TFLOP/s "
                            "against %6 for %7, %8 the FLOP/s per dollar."),
                    {msg::phrase(bindingMessage(a.binding)), msg::percent(a.mfu),
                     msg::percent(b.mfu), msg::text(a.deviceId), msg::number(fa / 1e12, "%.0f"),
                     msg::number(fb / 1e12, "%.0f"), msg::text(b.deviceId),
                     msg::ratio(perDollar)}));
            else
                r.explanation.push_back(Message(
                    AP_TEXT("ap::Recommendation",
                            "Serving is %1-bound here: %2 peaks at %3 TFLOP/s against %4 for %5, "
                            "%6 the FLOP/s per dollar."),
                    {msg::phrase(bindingMessage(a.binding)), msg::text(a.deviceId),
                     msg::number(fa / 1e12, "%.0f"), msg::number(fb / 1e12, "%.0f"),
                     msg::text(b.deviceId), msg::ratio(perDollar)}));
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
    const std::vector<MessageArg> args = {msg::text(a.site),
                                          msg::text(b.site),
                                          msg::usd(a.costPerWorkUsd),
                                          msg::usd(b.costPerWorkUsd),
                                          msg::usd(owned.usdPerDeviceHour),
                                          msg::percent(ctx.utilisation),
                                          msg::usd(rented.usdPerDeviceHour)};
    r.explanation.push_back(
        a.cloud ? Message(AP_TEXT("ap::Recommendation",
                                  "Renting at %1 beats owning at %2 for this job: %3 against %4 "
                                  "per unit of work; an owned device-hour costs %5 all-in at %6 "
                                  "utilisation, a rented one %7."),
                          args)
                : Message(AP_TEXT("ap::Recommendation",
                                  "Owning at %1 beats renting at %2 for this job: %3 against %4 "
                                  "per unit of work; an owned device-hour costs %5 all-in at %6 "
                                  "utilisation, a rented one %7."),
                          args));

    // Break-even month of the two cash flows (serving: both run for the whole horizon).
    if (!ctx.training && w.perfIndex >= 0 && rival.perfIndex >= 0) {
        const CostReport ra = evaluatePlacement(
            placementOf(ctx, perf, w), demandOf(ctx, perf[size_t(w.perfIndex)], w.utilisation),
            ctx.prices, ctx.sites);
        const CostReport rb = evaluatePlacement(
            placementOf(ctx, perf, rival),
            demandOf(ctx, perf[size_t(rival.perfIndex)], rival.utilisation), ctx.prices, ctx.sites);
        const CostReport& own = a.cloud ? rb : ra;
        const CostReport& rent = a.cloud ? ra : rb;
        // Without a demand the two may serve different work (an owned site runs the replicas
        // its whole servers hold: addServerFills): renting is then costed at the owned
        // option's work, the comparison the ranking makes (equal work).
        std::vector<double> rentCash = rent.monthlyCashFlowUsd;
        if (ctx.demandOutputTokensPerSec <= 0 && ctx.demandRequestsPerSec <= 0 &&
            rented.servedOutputTokensPerSec > 0 && owned.servedOutputTokensPerSec > 0)
            for (double& v : rentCash)
                v *= owned.servedOutputTokensPerSec / rented.servedOutputTokensPerSec;
        if (const auto m = breakEvenMonth(own.monthlyCashFlowUsd, rentCash))
            r.explanation.push_back(
                Message(AP_TEXT("ap::Recommendation",
                                "Cumulative cash: owning at %1 overtakes renting at %2 in month "
                                "%3 of %4."),
                        {msg::text(owned.site), msg::text(rented.site), msg::count(*m),
                         msg::count(ctx.placement.horizonMonths)}));
        else
            r.explanation.push_back(
                Message(AP_TEXT("ap::Recommendation",
                                "Cumulative cash: owning at %1 does not pay back against renting "
                                "at %2 within %3 months."),
                        {msg::text(owned.site), msg::text(rented.site),
                         msg::count(ctx.placement.horizonMonths)}));
    }
    const Evaluated& rentedOption = a.cloud ? w : rival;
    if (rented.egressShare > 0.1 && rentedOption.perfIndex >= 0) {
        // The volume the placement was priced with (the same demand the search built).
        const double tb =
            demandOf(ctx, perf[size_t(rentedOption.perfIndex)], rentedOption.utilisation)
                .egressBytesPerMonth /
            1e12;
        r.explanation.push_back(
            Message(AP_TEXT("ap::Recommendation",
                            "Egress is %1 of the %2 option's cost: %3 TB/month of responses leave "
                            "the cloud at its tiered internet rates."),
                    {msg::percent(rented.egressShare), msg::text(rented.site), msg::number(tb)}));
    }
}

// A WAN-independence question: the template keeps serving its users without the WAN (users
// local to an owned site, by default an edge site's) or names a local fallback for when it is
// down. An answer that rents capacity elsewhere (cloud, spot, a model API) is cut off with the
// WAN: say what it still serves, what is lost and for how long, from the placement model's
// WAN-down report (placement.cpp wanDown) where the option has one.
void wanCaveat(const StudyContext& ctx, const std::vector<PerfOption>& perf,
               const std::vector<const Evaluated*>& feasible, const Evaluated& w, Recommendation& r)
{
    const Candidate& a = w.c;
    const Site* templSite = ctx.sites.find(ctx.placement.computeSite);
    if (ctx.training || !templSite || !a.siteKind || isOwned(*a.siteKind) || w.perfIndex < 0)
        return;
    const auto localUsers = [&](SiteKind kind) {
        return isOwned(kind) && ctx.placement.usersLocal.value_or(kind == SiteKind::Edge);
    };
    if (!localUsers(templSite->kind) && ctx.placement.fallbackSite.empty())
        return;
    const CostReport report = evaluatePlacement(
        placementOf(ctx, perf, w), demandOf(ctx, perf[size_t(w.perfIndex)], w.utilisation),
        ctx.prices, ctx.sites);
    // Without a report of its own (no fallback) a rented option serves nothing while the
    // organisation's line is down: the template's site's uplink.
    const Site* uplink =
        ctx.placement.fallbackSite.empty() ? templSite : ctx.sites.find(ctx.placement.fallbackSite);
    const double wanAvailability = report.wanDown
                                       ? report.wanDown->wanAvailability
                                       : (uplink ? uplink->wanAvailability : std::nullopt)
                                             .value_or(ctx.placement.wan.availability);
    const double demand =
        report.wanDown ? report.wanDown->demandOutputTokensPerSec : a.servedOutputTokensPerSec;
    const double served = report.wanDown ? report.wanDown->servedOutputTokensPerSec : 0.0;
    if (demand <= 0 || served >= demand)
        return;
    r.explanation.push_back(Message(
        AP_TEXT("ap::Recommendation",
                "Caveat: the question keeps serving without the WAN (the template runs at %1), "
                "but this answer rents %2: while the WAN is down, about %3 h a year, it serves "
                "%4 of %5 output tokens/s (%6 tokens/s lost)."),
        {msg::text(templSite->id), msg::text(a.site), msg::number((1.0 - wanAvailability) * 8760.0),
         msg::percent(served / demand), msg::human(demand), msg::human(demand - served)}));
    if (a.commitment == Commitment::Spot)
        r.explanation.push_back(
            Message(AP_TEXT("ap::Recommendation",
                            "Caveat: spot capacity at %1 can also be reclaimed by the provider "
                            "at any time, WAN or not."),
                    {msg::text(a.site)}));
    if (const Evaluated* local = firstWhere(feasible, [&](const Evaluated& e) {
            return e.c.siteKind && localUsers(*e.c.siteKind);
        }))
        r.explanation.push_back(Message(
            AP_TEXT("ap::Recommendation",
                    "The best option that keeps serving with the WAN down: %1 at %2 (%3 the "
                    "winner's)."),
            {label(local->c),
             msg::phrase(objectiveText(ctx, ctx.study.objective,
                                       local->c.objectives[int(ctx.study.objective)])),
             msg::ratio(local->c.objectives[int(ctx.study.objective)] /
                        std::max(1e-300, a.objectives[int(ctx.study.objective)]))}));
    else
        r.explanation.push_back(
            Message(AP_TEXT("ap::Recommendation",
                            "No feasible option of the search keeps serving with the WAN down: "
                            "add an owned or edge site to the study's sites.")));
}

} // namespace

void explain(const StudyContext& ctx, const std::vector<PerfOption>& perf,
             const std::vector<const Evaluated*>& feasible,
             const std::vector<const Evaluated*>& rejected, bool sensitivity,
             const BandTable& bands, Recommendation& r)
{
    const Objective obj = ctx.study.objective;
    const Evaluated& w = *feasible.front();
    const Candidate& a = w.c;
    const MessageArg speed =
        ctx.training ? msg::phrase(Message(AP_TEXT("ap::Recommendation", "%1 to train"),
                                           {msg::duration(a.timeToTrainSec)}))
                     : msg::phrase(Message(AP_TEXT("ap::Recommendation",
                                                   "TTFT %1 incl. the users' network, TPOT %2"),
                                           {msg::duration(a.ttftSec), msg::duration(a.tpotSec)}));
    r.explanation.push_back(
        Message(AP_TEXT("ap::Recommendation", "Best for %1: %2 at %3 (%4, %5, cost spread %6)."),
                {msg::phrase(objectivePhrase(obj)), label(a),
                 msg::phrase(objectiveText(ctx, obj, a.objectives[int(obj)])),
                 msg::phrase(objectiveText(ctx, Objective::Cost, a.costPerWorkUsd)), speed,
                 msg::percent(a.risk)}));
    if (feasible.size() > 1) {
        const Candidate& b = feasible[1]->c;
        r.explanation.push_back(Message(
            AP_TEXT("ap::Recommendation", "Runner-up: %1 at %2 (%3 the winner's)."),
            {label(b), msg::phrase(objectiveText(ctx, obj, b.objectives[int(obj)])),
             msg::ratio(b.objectives[int(obj)] / std::max(1e-300, a.objectives[int(obj)]))}));
    }
    if (const Evaluated* other =
            firstWhere(feasible, [&](const Evaluated& e) { return e.c.deviceId != a.deviceId; }))
        deviceSentence(ctx, w, *other, r);
    if (const Evaluated* other = firstWhere(feasible, [&](const Evaluated& e) {
            return e.c.deviceId == a.deviceId && e.c.cloud != a.cloud;
        }))
        siteSentence(ctx, perf, w, *other, r);
    // How sure the model is of the winner: its P10-P90 range, and whether the best option of
    // another device family lies inside it (recommend/candidate_band.h).
    {
        const Evaluated* rival = firstWhere(
            feasible, [&](const Evaluated& e) { return e.c.architecture != a.architecture; });
        if (auto m = bandSentence(a, rival ? &rival->c : nullptr, *ctx.templ, *ctx.catalog, bands))
            r.explanation.push_back(std::move(*m));
    }

    // Owned hardware charges a training run only its share of the hardware's life; say so,
    // with what buying it for this run alone would cost.
    if (ctx.training && !a.cloud && a.horizonCostUsd > 1.5 * a.costPerWorkUsd)
        r.explanation.push_back(Message(
            AP_TEXT("ap::Recommendation",
                    "Owning charges this run its share of the hardware's %1-month life at %2 "
                    "utilisation: the cluster is assumed to keep working after the run. Bought "
                    "and run for this job alone, the %1 months cost %3 (set the template "
                    "placement's %4 or %5 to price that case)."),
            {msg::count(ctx.placement.horizonMonths), msg::percent(ctx.utilisation),
             msg::usd(a.horizonCostUsd), msg::field("placement.utilisation"),
             msg::field("placement.horizon_months")}));

    wanCaveat(ctx, perf, feasible, w, r);
    if (const auto slow = latencyWarning(a))
        r.explanation.push_back(*slow);

    // What the answer rests on: a budget meeting should hear when it is a weak price or a
    // device family the calibration never measured.
    const bool uncalibrated = !ctx.params.isCalibrated(a.architecture) && w.efficiencyCv > 0;
    const Message lowPrice(AP_TEXT("ap::Recommendation",
                                   "the %1 price behind this result has low confidence in the "
                                   "price book (see its source; override it with a quote)"),
                           {msg::text(a.deviceId)});
    const Message noCalibration(
        AP_TEXT("ap::Recommendation",
                "no published measurement of the %1 family is in the calibration set, so its "
                "efficiency is assumed from the calibrated families (spread %2)"),
        {msg::text(a.architecture), msg::percent(w.efficiencyCv)});
    if (a.priceConfidence == "low" && uncalibrated)
        r.explanation.push_back(Message(AP_TEXT("ap::Recommendation", "Caveat: %1; %2."),
                                        {msg::phrase(lowPrice), msg::phrase(noCalibration)}));
    else if (a.priceConfidence == "low" || uncalibrated)
        r.explanation.push_back(
            Message(AP_TEXT("ap::Recommendation", "Caveat: %1."),
                    {msg::phrase(a.priceConfidence == "low" ? lowPrice : noCalibration)}));

    // Constraints that bind: the winner sits close to them.
    const StudyConstraints& k = ctx.study.constraints;
    if (ctx.training && k.deadlineSec && a.timeToTrainSec > 0.8 * *k.deadlineSec)
        r.explanation.push_back(Message(
            AP_TEXT("ap::Recommendation", "The deadline binds: the winner needs %1 of the %2 "
                                          "allowed."),
            {msg::duration(a.timeToTrainSec), msg::duration(*k.deadlineSec)}));
    // The TPOT the objective is checked on (at slo.percentile, that percentile's).
    if (!ctx.training && ctx.slo.tpotSec && a.sloTpotSec > 0.8 * *ctx.slo.tpotSec)
        r.explanation.push_back(
            Message(AP_TEXT("ap::Recommendation", "The TPOT SLO binds: %1 of %2."),
                    {msg::duration(a.sloTpotSec), msg::duration(*ctx.slo.tpotSec)}));
    if (!ctx.training && k.availability && !a.fallbackSite.empty())
        r.explanation.push_back(Message(
            AP_TEXT("ap::Recommendation", "Availability %1 meets the %2 target only with the %3 "
                                          "fallback: no single site and path does."),
            {msg::percent(a.availability), msg::percent(*k.availability),
             msg::text(a.fallbackSite)}));

    // The rejected, in numbers.
    // By the kind's name, as before the kinds were typed (the order of the text).
    std::map<std::string, std::pair<ProblemKind, int>> counts;
    for (const Evaluated* e : rejected) {
        const ProblemKind kind = e->c.rejectedFor.value_or(ProblemKind::Placement);
        auto& entry = counts[std::string(problemKindName(kind))];
        entry.first = kind;
        ++entry.second;
    }
    if (!counts.empty()) {
        // "Rejected: 28 for memory, 848 for power.": a list of phrases.
        Message list;
        for (const auto& [name, entry] : counts) {
            const Message item(
                AP_TEXT("ap::Recommendation", "%1 for %2"),
                {msg::count(entry.second), msg::phrase(problemKindMessage(entry.first))});
            list = list.empty() ? item
                                : Message(AP_TEXT("ap::Recommendation", "%1, %2"),
                                          {msg::phrase(list), msg::phrase(item)});
        }
        r.explanation.push_back(
            Message(AP_TEXT("ap::Recommendation", "Rejected: %1."), {msg::phrase(list)}));
    }

    if (sensitivity)
        flipsAndTornado(ctx, perf, feasible, rejected, r);
}

} // namespace ap::recommend_detail
