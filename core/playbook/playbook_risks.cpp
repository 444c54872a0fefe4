#include "playbook/playbook_builder.h"

#include "common/number_text.h"
#include "economics/confidence_word.h"
#include "perf/scenario_figures.h"
#include "placement/site.h"
#include "placement/site_override.h"
#include "playbook/csv_text.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace ap::playbook_detail {

using nlohmann::json;

void Builder::addRisk(Message area, std::string subject, Message metric,
                      std::optional<double> value, std::string unit, Message text,
                      Message mitigation)
{
    pb.risks.push_back({std::move(area), std::move(subject), std::move(metric), value,
                        std::move(unit), std::move(text), std::move(mitigation)});
}

void Builder::risksOfTraining(const std::string& who, const Scenario& s, const ScenarioResult& res)
{
    if (!res.reliability)
        return;
    const ReliabilityResult& r = *res.reliability;
    const ReliabilityOptions& o = s.reliability;
    const Message interruptions(AP_TEXT("ap::Playbook", "Interruptions and goodput"));
    const Message stall(AP_TEXT("ap::Playbook", "Checkpoint stall"));
    addRisk(interruptions, who, Message(AP_TEXT("ap::Playbook", "interruptions per day")),
            r.interruptionsPerDay, "1/day", perDay(r.interruptionsPerDay),
            Message(AP_TEXT("ap::Playbook", "automatic restart from the last checkpoint (%1 "
                                            "budgeted per restart; job MTBF %2); hot spare nodes"),
                    {msg::duration(o.restartSec), msg::duration(r.mtbfSec)}));
    addRisk(interruptions, who, Message(AP_TEXT("ap::Playbook", "goodput")), r.goodput, "1",
            fig(msg::percent(r.goodput)),
            Message(AP_TEXT("ap::Playbook", "%1 h lost per day to restarts, recomputed work and "
                                            "checkpoint stalls"),
                    {msg::number(r.lostHoursPerDay, "%.2f")}));
    addRisk(Message(AP_TEXT("ap::Playbook", "NCCL/collective timeout")), who,
            Message(AP_TEXT("ap::Playbook", "collective timeouts per day")), r.timeoutsPerDay,
            "1/day", perDay(r.timeoutsPerDay),
            Message(AP_TEXT("ap::Playbook", "watchdog at %1; P(at least one per day) %2; enable "
                                            "async error handling and the flight recorder"),
                    {msg::duration(o.ncclTimeoutSec), msg::percent(r.timeoutProbabilityPerDay)}));
    addRisk(stall, who, Message(AP_TEXT("ap::Playbook", "stall per checkpoint")),
            r.checkpointStallSec, "s", fig(msg::duration(r.checkpointStallSec)),
            o.asyncCheckpoint
                ? Message(AP_TEXT("ap::Playbook", "checkpoint of %1 every %2 (asynchronous)"),
                          {msg::bytes(r.checkpointBytes), msg::duration(r.checkpointIntervalSec)})
                : Message(AP_TEXT("ap::Playbook", "checkpoint of %1 every %2; asynchronous "
                                                  "checkpointing hides the write"),
                          {msg::bytes(r.checkpointBytes), msg::duration(r.checkpointIntervalSec)}));
    if (r.stallCostPerDayUsd)
        addRisk(
            stall, who, Message(AP_TEXT("ap::Playbook", "stall cost per day")),
            *r.stallCostPerDayUsd, "USD/day",
            Message(AP_TEXT("ap::Playbook", "%1/day"), {msg::usd(*r.stallCostPerDayUsd)}),
            Message(AP_TEXT("ap::Playbook", "faster storage tier or asynchronous checkpoints")));
    if (r.lostWorkCostPerDayUsd)
        addRisk(interruptions, who, Message(AP_TEXT("ap::Playbook", "lost work cost per day")),
                *r.lostWorkCostPerDayUsd, "USD/day",
                Message(AP_TEXT("ap::Playbook", "%1/day"), {msg::usd(*r.lostWorkCostPerDayUsd)}),
                Message(AP_TEXT("ap::Playbook", "shorter checkpoint interval only if the stall "
                                                "stays small (Young/Daly optimum %1)"),
                        {msg::duration(r.dalyIntervalSec)}));
    addRisk(Message(AP_TEXT("ap::Playbook", "Straggler tail")), who,
            Message(AP_TEXT("ap::Playbook", "slowest-rank step (P99)")), r.stragglerP99Slowdown,
            "1", frame("x%1", {msg::number(r.stragglerP99Slowdown, "%.3f")}),
            Message(AP_TEXT("ap::Playbook", "mean slowdown x%1; pin clocks, watch per-rank step "
                                            "times, drain slow nodes"),
                    {msg::number(r.stragglerSlowdown, "%.3f")}));
    addRisk(Message(AP_TEXT("ap::Playbook", "Storage and data loader")), who,
            Message(AP_TEXT("ap::Playbook", "storage read headroom")), r.storageReadHeadroom, "1",
            frame("x%1", {human(r.storageReadHeadroom)}),
            Message(AP_TEXT("ap::Playbook", "data loader needs %1; checkpoints write at %2"),
                    {msg::phrase(gbps(r.dataLoaderBytesPerSec)),
                     msg::phrase(gbps(r.checkpointWriteBytesPerSec))}));
}

void Builder::commonRisks(size_t k, const std::string& who)
{
    const Recommendation& rec = pb.recommendations[k];
    const Scenario* t = templateOf(rec);
    const ScenarioResult* chosen = chosenResult[k] ? &*chosenResult[k] : nullptr;
    const Candidate* w = rec.ranked.empty() ? nullptr : &rec.ranked.front();

    // Sovereignty: which of the searched sites may hold the data classes.
    std::vector<std::string> classes =
        t && t->placement ? t->placement->dataClasses : std::vector<std::string>{"internal"};
    SiteCatalog sites = data.sites();
    if (t && t->placement)
        mergeSiteOverrides(sites, t->placement->siteOverrides, t->name + ".placement.sites");
    int allowed = 0, total = 0;
    std::vector<std::string> refused, apis;
    for (const auto& [id, site] : sites.sites()) {
        ++total;
        if (sovereigntyProblems(classes, site, "compute").empty())
            ++allowed;
        else
            refused.push_back(id);
        if (site.kind == SiteKind::PublicModelApi)
            apis.push_back(id);
    }
    bool forbidden = false;
    for (const auto& c : classes)
        forbidden = forbidden || forbiddenOnPublicModelApi(c);
    std::vector<Message> exposure;
    if (t && !t->isTraining()) {
        const auto& inf = std::get<InferenceWorkload>(t->workload);
        exposure.push_back(
            Message(AP_TEXT("ap::Playbook", "a public model API would receive every prompt (%1 "
                                            "tokens of %2 data each) and every response"),
                    {msg::number(inf.inputTokens, "%.0f"), msg::text(join(classes, ", "))}));
    } else {
        exposure.push_back(Message(
            AP_TEXT("ap::Playbook", "a public model API would receive the %1 training data"),
            {msg::text(join(classes, ", "))}));
    }
    if (forbidden)
        exposure.push_back(Message(AP_TEXT("ap::Playbook", "not allowed for these classes")));
    if (!refused.empty())
        exposure.push_back(
            Message(AP_TEXT("ap::Playbook", "refused: %1"), {msg::text(join(refused, ", "))}));
    addRisk(Message(AP_TEXT("ap::Playbook", "Sovereignty")), who,
            Message(AP_TEXT("ap::Playbook", "sites that may hold %1"),
                    {msg::text(join(classes, ", "))}),
            double(allowed), "1",
            Message(AP_TEXT("ap::Playbook", "%1 of %2 sites"),
                    {msg::count(allowed), msg::count(total)}),
            joined(exposure, "; "));

    // Disconnected operation.
    if (chosen && chosen->cost) {
        const CostReport& c = *chosen->cost;
        Message what;
        if (t && !t->isTraining()) {
            what = w && !w->fallbackSite.empty()
                       ? Message(AP_TEXT("ap::Playbook", "when the primary path is down %1 serves"),
                                 {msg::text(w->fallbackSite)})
                       : (t->placement && !t->placement->fallbackSite.empty()
                              ? Message(AP_TEXT("ap::Playbook", "edge fallback %1 serves"),
                                        {msg::text(t->placement->fallbackSite)})
                              : Message(AP_TEXT("ap::Playbook",
                                                "no fallback site: users lose the service when "
                                                "the WAN link is down")));
        } else {
            what = c.siteKind == SiteKind::CloudRegion
                       ? Message(AP_TEXT("ap::Playbook",
                                         "the run continues in the cloud; monitoring and "
                                         "checkpoint copies home pause while the WAN is down"))
                       : Message(AP_TEXT("ap::Playbook",
                                         "training on owned hardware keeps running with the WAN "
                                         "down; dataset growth and remote monitoring wait"));
        }
        addRisk(Message(AP_TEXT("ap::Playbook", "Disconnected operation")), who,
                Message(AP_TEXT("ap::Playbook", "downtime per year")), c.downtimeHoursPerYear,
                "h/year",
                Message(AP_TEXT("ap::Playbook", "%1 h/year"), {human(c.downtimeHoursPerYear)}),
                Message(AP_TEXT("ap::Playbook", "%1 (availability %2)"),
                        {msg::phrase(what), msg::percent(c.availability)}));
    }

    // Silent semantic failures of AI services.
    if (t && !t->isTraining()) {
        const InferenceResult* inf = chosen && chosen->inference ? &*chosen->inference : nullptr;
        const Message area(AP_TEXT("ap::Playbook", "Silent semantic failures"));
        const Message metric(AP_TEXT("ap::Playbook", "judge capacity (share of the cluster)"));
        if (inf && inf->evaluation)
            addRisk(area, who, metric, inf->evaluation->capacityShare, "1",
                    fig(msg::percent(inf->evaluation->capacityShare)),
                    Message(AP_TEXT("ap::Playbook", "%1 judged requests/s score answers online"),
                            {human(inf->evaluation->judgeRequestsPerSec)}));
        else
            addRisk(area, who, metric, 0.0, "1", fig(msg::percent(0)),
                    Message(AP_TEXT("ap::Playbook",
                                    "nothing checks answers online: add "
                                    "workload.online_evaluation (a judge model on a sample of "
                                    "requests) and budget its capacity")));
    }

    // Price uncertainty.
    const Message priceArea(AP_TEXT("ap::Playbook", "Price uncertainty"));
    if (rec.monteCarlo && !rec.monteCarlo->options.empty() && w) {
        const MonteCarloSummary& m = *rec.monteCarlo;
        const MonteCarloOption& o = m.options.front();
        const bool usd = m.objective == Objective::Cost;
        auto val = [&](double v) { return usd ? msg::usd(v) : human(v); };
        addRisk(priceArea, who, Message(AP_TEXT("ap::Playbook", "P(winner beats runner-up)")),
                m.probabilityWinnerBeatsRunnerUp, "1",
                fig(msg::percent(m.probabilityWinnerBeatsRunnerUp)),
                Message(AP_TEXT("ap::Playbook", "P10/P50/P90 of the winner %1 / %2 / %3; price "
                                                "confidence %4; get a quote before committing"),
                        {val(o.p10), val(o.p50), val(o.p90),
                         w->priceConfidence.empty()
                             ? msg::phrase(Message(AP_TEXT("ap::Playbook", "not stated")))
                             : msg::phrase(confidenceWord(w->priceConfidence))}));
    }
    if (w)
        addRisk(priceArea, who, Message(AP_TEXT("ap::Playbook", "cost spread (1 sd)")), w->risk,
                "1", fig(msg::percent(w->risk)),
                Message(AP_TEXT("ap::Playbook", "relative standard deviation of the cost %1"),
                        {msg::phrase(workUnit(rec))}));
}

void Builder::risks()
{
    for (size_t k = 0; k < pb.recommendations.size(); ++k) {
        const Recommendation& rec = pb.recommendations[k];
        const std::string who = rec.ranked.empty() ? rec.scenario
                                                   : rec.ranked.front().deviceId + " x" +
                                                         std::to_string(rec.ranked.front().count);
        if (chosenScenario[k] && chosenResult[k] && chosenScenario[k]->isTraining())
            risksOfTraining(who, *chosenScenario[k], *chosenResult[k]);
        else if (rec.ranked.empty()) {
            const int i = scenarioIndex(rec.scenario);
            if (i >= 0 && project.scenarios[size_t(i)].isTraining())
                risksOfTraining(rec.scenario, project.scenarios[size_t(i)], pb.results[size_t(i)]);
        }
        commonRisks(k, who);
    }
    PlaybookSection& sec = add("risks", Message(AP_TEXT("ap::Playbook", "Risk register")));
    sec.blocks.push_back(paragraph(
        Message(AP_TEXT("ap::Playbook", "Each risk with the figure the models give for the "
                                        "recommended option (or the scenario as written when no "
                                        "option qualifies)."))));
    PlaybookTable t;
    t.header = {
        Message(AP_TEXT("ap::Playbook", "Risk")), Message(AP_TEXT("ap::Playbook", "Option")),
        Message(AP_TEXT("ap::Playbook", "Measure")), Message(AP_TEXT("ap::Playbook", "Value")),
        Message(AP_TEXT("ap::Playbook", "What to do"))};
    t.numeric = {false, false, false, true, false};
    CsvTable& csv = pb.csv.emplace_back();
    csv.name = "risks";
    csv.header = {"area", "subject", "metric", "value", "unit", "value_text", "mitigation"};
    csv.numbersExcept({"area", "subject", "metric", "unit", "value_text", "mitigation"});
    for (const PlaybookRisk& r : pb.risks) {
        t.rows.push_back({r.area, r.subject, r.metric, r.valueText, r.mitigation});
        csv.rows.push_back({r.area.english(), r.subject, r.metric.english(),
                            r.value ? csvNumber(*r.value) : std::string(), r.unit,
                            r.valueText.english(), r.mitigation.english()});
    }
    sec.blocks.push_back(tableBlock(std::move(t)));
}

} // namespace ap::playbook_detail
