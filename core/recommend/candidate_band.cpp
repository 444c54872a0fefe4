#include "recommend/candidate_band.h"

#include "common/message.h"
#include "recommend/recommend.h"

namespace ap {

std::optional<RegimeBand> candidateRegimeBand(const Candidate& c, const Scenario& templ,
                                              const Catalog& catalog, const BandTable& table)
{
    if (c.siteKind == SiteKind::PublicModelApi)
        return std::nullopt;
    Scenario s = templ;
    s.cluster.deviceId = c.deviceId;
    return regimeBand(s, catalog, table);
}

std::optional<ScenarioBands> candidateBands(const Candidate& c, const Scenario& templ,
                                            const Catalog& catalog, const BandTable& table)
{
    if (!c.feasible)
        return std::nullopt;
    const auto rb = candidateRegimeBand(c, templ, catalog, table);
    if (!rb)
        return std::nullopt;
    BandedFigures f;
    f.training = c.training;
    f.tokensPerSec = c.trainingTokensPerSec;
    f.stepTimeSec = c.stepTimeSec;
    f.timeToTrainSec = c.timeToTrainSec;
    // The candidate's TTFT includes the users' network round trip, which the model's error
    // does not cover: its band is left out (the scenario's, without the network, has one).
    f.tpotSec = c.tpotSec;
    f.outputTokensPerSec = c.outputTokensPerSec;
    f.costPerWorkUsd = c.costPerWorkUsd;
    f.egressShareOfCost = c.egressShare;
    return bandsOf(rb->regime, rb->band, f);
}

std::optional<ScenarioBands> winnerBands(const Recommendation& r, const Project& p,
                                         const Catalog& catalog)
{
    if (r.ranked.empty())
        return std::nullopt;
    for (const Scenario& s : p.scenarios)
        if (s.name == r.scenario)
            return candidateBands(r.ranked.front(), s, catalog);
    return std::nullopt;
}

std::optional<Message> bandSentence(const Candidate& winner, const Candidate* rival,
                                    const Scenario& templ, const Catalog& catalog,
                                    const BandTable& table)
{
    const auto b = candidateBands(winner, templ, catalog, table);
    if (!b || !b->costPerWorkUsd)
        return std::nullopt;
    const FigureBand& cost = *b->costPerWorkUsd;
    const bool training = winner.training;
    const std::optional<FigureBand>& speed = training ? b->timeToTrainSec : b->tpotSec;
    if (!speed)
        return std::nullopt;
    const Message figures =
        training ? Message(AP_TEXT("ap::Recommendation", "%1 to %2 to train, %3 to %4 per run"),
                           {msg::duration(speed->p10), msg::duration(speed->p90),
                            msg::usd(cost.p10), msg::usd(cost.p90)})
                 : Message(AP_TEXT("ap::Recommendation",
                                   "TPOT %1 to %2, %3 to %4 per million output tokens"),
                           {msg::duration(speed->p10), msg::duration(speed->p90),
                            msg::usd(cost.p10), msg::usd(cost.p90)});
    const Message head(AP_TEXT("ap::Recommendation",
                               "How sure: the model's P10-P90 range for the winner is %1 (its "
                               "errors on %2 measured runs, regime %3)"),
                       {msg::phrase(figures), msg::count(b->rows), msg::text(b->regime)});
    if (!rival || rival->architecture == winner.architecture || rival->costPerWorkUsd <= 0)
        return Message(AP_TEXT("ap::Recommendation", "%1."), {msg::phrase(head)});
    const bool inside = rival->costPerWorkUsd >= cost.p10 && rival->costPerWorkUsd <= cost.p90;
    const Message rivalCost =
        training ? Message(AP_TEXT("ap::Recommendation", "%1 per run"),
                           {msg::usd(rival->costPerWorkUsd)})
                 : Message(AP_TEXT("ap::Recommendation", "%1 per million output tokens"),
                           {msg::usd(rival->costPerWorkUsd)});
    return inside
               ? Message(AP_TEXT("ap::Recommendation",
                                 "%1; the best %2 option, at %3, lies inside it: the "
                                 "difference is within the model's error."),
                         {msg::phrase(head), msg::text(rival->deviceId), msg::phrase(rivalCost)})
               : Message(AP_TEXT("ap::Recommendation",
                                 "%1; the best %2 option, at %3, lies outside it: the "
                                 "difference is larger than the model's error."),
                         {msg::phrase(head), msg::text(rival->deviceId), msg::phrase(rivalCost)});
}

} // namespace ap
