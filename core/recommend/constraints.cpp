// The study's constraints (deadline, throughput, SLOs, budget, availability, power) checked
// against a placed candidate.

#include "common/number_text.h"
#include "recommend/search.h"

namespace ap::recommend_detail {

void checkConstraints(const StudyContext& ctx, const Site& site, Evaluated& e)
{
    Candidate& c = e.c;
    const StudyConstraints& k = ctx.study.constraints;
    auto reject = [&](ProblemKind reason, const std::string& text) {
        if (c.feasible)
            c.rejectedFor = reason;
        c.feasible = false;
        c.problems.push_back(text);
    };
    if (ctx.training) {
        if (k.deadlineSec && c.timeToTrainSec > *k.deadlineSec)
            reject(ProblemKind::Deadline, "time to train " + formatDuration(c.timeToTrainSec) +
                                              " misses the deadline of " +
                                              formatDuration(*k.deadlineSec));
        if (k.minTrainingTokensPerSec && c.trainingTokensPerSec < *k.minTrainingTokensPerSec)
            reject(ProblemKind::Throughput, messageNumber(c.trainingTokensPerSec) +
                                                " tokens/s is below the required " +
                                                messageNumber(*k.minTrainingTokensPerSec));
        if (k.budgetUsd && c.costPerWorkUsd > *k.budgetUsd)
            reject(ProblemKind::Budget, "the run costs " + formatUsd(c.costPerWorkUsd) +
                                            ", over the budget of " + formatUsd(*k.budgetUsd));
    } else {
        if (ctx.ttftSec && c.ttftSec > *ctx.ttftSec * (1 + 1e-9))
            reject(ProblemKind::Slo, "TTFT " + messageNumber(c.ttftSec * 1e3) +
                                         " ms (incl. the network) misses the SLO of " +
                                         messageNumber(*ctx.ttftSec * 1e3) + " ms");
        if (ctx.tpotSec && c.tpotSec > *ctx.tpotSec * (1 + 1e-9))
            reject(ProblemKind::Slo, "TPOT " + messageNumber(c.tpotSec * 1e3) +
                                         " ms misses the SLO of " +
                                         messageNumber(*ctx.tpotSec * 1e3) + " ms");
        if (k.budgetUsd && c.totalCostUsd > *k.budgetUsd)
            reject(ProblemKind::Budget, "costs " + formatUsd(c.totalCostUsd) + " over " +
                                            std::to_string(ctx.placement.horizonMonths) +
                                            " months, over the budget of " +
                                            formatUsd(*k.budgetUsd));
        if (k.availability && c.availability < *k.availability)
            reject(ProblemKind::Availability, "availability " + formatPercent(c.availability) +
                                                  " is below the target of " +
                                                  formatPercent(*k.availability));
    }
    // Power envelopes bind where the user runs the building: owned sites, or any site named.
    std::optional<double> limit;
    if (const auto it = k.sitePowerWatts.find(site.id); it != k.sitePowerWatts.end())
        limit = it->second;
    else if (isOwned(site.kind))
        limit = k.powerWatts;
    if (site.powerWatts && (!limit || *site.powerWatts < *limit))
        limit = site.powerWatts; // the site's own envelope (an edge closet, a colo cage)
    if (limit && c.facilityPowerWatts > *limit)
        reject(ProblemKind::Power, "draws " + messageNumber(c.facilityPowerWatts / 1e3) +
                                       " kW at site " + site.id + ", over its envelope of " +
                                       messageNumber(*limit / 1e3) + " kW");
}

} // namespace ap::recommend_detail
