// The study's constraints (deadline, throughput, SLOs, budget, availability, power) checked
// against a placed candidate; the SLOs and the power envelope are the engine's constraint
// stage (perf/engine_stages.h), which `evaluate` runs too.

#include "common/message.h"
#include "common/number_text.h"
#include "perf/engine_stages.h"
#include "recommend/search.h"

namespace ap::recommend_detail {

void checkConstraints(const StudyContext& ctx, const Site& site, Evaluated& e, bool texts)
{
    checkConstraints(ctx, site, sitePowerLimitWatts(ctx, site), e, texts);
}

std::optional<double> sitePowerLimitWatts(const StudyContext& ctx, const Site& site)
{
    return powerEnvelopeWatts(site.id, site.kind, site.powerWatts, &ctx.study.constraints);
}

void checkConstraints(const StudyContext& ctx, const Site& site, std::optional<double> limit,
                      Evaluated& e, bool texts)
{
    Candidate& c = e.c;
    const StudyConstraints& k = ctx.study.constraints;
    // `text` words the problem, only when asked to (re-evaluations read the kind alone).
    auto reject = [&](ProblemKind reason, auto text) {
        if (c.feasible)
            c.rejectedFor = reason;
        c.feasible = false;
        if (texts)
            c.problems.push_back(text());
    };
    if (ctx.training) {
        if (k.deadlineSec && c.timeToTrainSec > *k.deadlineSec)
            reject(ProblemKind::Deadline, [&] {
                return Message(
                    AP_TEXT("ap::Recommendation", "time to train %1 misses the deadline of %2"),
                    {msg::duration(c.timeToTrainSec), msg::duration(*k.deadlineSec)});
            });
        if (k.minTrainingTokensPerSec && c.trainingTokensPerSec < *k.minTrainingTokensPerSec)
            reject(ProblemKind::Throughput, [&] {
                return Message(
                    AP_TEXT("ap::Recommendation", "%1 tokens/s is below the required %2"),
                    {msg::value(c.trainingTokensPerSec), msg::value(*k.minTrainingTokensPerSec)});
            });
        if (k.budgetUsd && c.costPerWorkUsd > *k.budgetUsd)
            reject(ProblemKind::Budget, [&] {
                return Message(
                    AP_TEXT("ap::Recommendation", "the run costs %1, over the budget of %2"),
                    {msg::usd(c.costPerWorkUsd), msg::usd(*k.budgetUsd)});
            });
    } else {
        // The candidate's TTFT is its users' (perf/engine_stages.h: the check `evaluate` runs),
        // at the objectives' percentile where they name one (sloLatencies). A candidate's
        // record keeps the objectives (the scenario it becomes is held to them).
        if (texts) {
            c.ttftObjectiveSec = ctx.slo.ttftSec;
            c.tpotObjectiveSec = ctx.slo.tpotSec;
        }
        const SloMisses slo = sloMisses({c.sloTtftSec, c.sloTpotSec}, ctx.slo);
        if (slo.ttft)
            reject(ProblemKind::Slo, [&] { return ttftSloProblem(c.sloTtftSec, ctx.slo); });
        if (slo.tpot)
            reject(ProblemKind::Slo, [&] { return tpotSloProblem(c.sloTpotSec, ctx.slo); });
        if (k.budgetUsd && c.totalCostUsd > *k.budgetUsd)
            reject(ProblemKind::Budget, [&] {
                return Message(
                    AP_TEXT("ap::Recommendation", "costs %1 over %2 months, over the budget of %3"),
                    {msg::usd(c.totalCostUsd), msg::count(ctx.placement.horizonMonths),
                     msg::usd(*k.budgetUsd)});
            });
        if (k.availability && c.availability < *k.availability)
            reject(ProblemKind::Availability, [&] {
                return Message(
                    AP_TEXT("ap::Recommendation", "availability %1 is below the target of %2"),
                    {msg::percent(c.availability), msg::percent(*k.availability)});
            });
    }
    // The facility power the pricing stage computed, against the site's envelope (`limit`):
    // the study's limits and the site's own (perf/engine_stages.h; `evaluate` checks the
    // site's own).
    // The study's envelope, where tighter than the site's own, goes with the candidate's record
    // into the scenario it becomes (scenarioFromCandidate).
    if (texts) {
        c.studyPowerEnvelopeWatts.reset();
        if (limit && (!site.powerWatts || *limit < *site.powerWatts))
            c.studyPowerEnvelopeWatts = limit;
    }
    if (exceedsPowerEnvelope(c.facilityPowerWatts, limit))
        reject(ProblemKind::Power,
               [&] { return powerProblem(site.id, c.facilityPowerWatts, *limit); });
}

} // namespace ap::recommend_detail
