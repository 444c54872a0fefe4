#include "playbook/playbook_builder.h"

#include "common/number_text.h"
#include "perf/scenario_figures.h"
#include "placement/site.h"
#include "playbook/csv_text.h"

#include <algorithm>
#include <cmath>

namespace ap::playbook_detail {

using nlohmann::json;

void Builder::addRisk(std::string area, std::string subject, std::string metric,
                      std::optional<double> value, std::string unit, std::string text,
                      std::string mitigation)
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
    addRisk("Interruptions and goodput", who, "interruptions per day", r.interruptionsPerDay,
            "1/day", perDay(r.interruptionsPerDay),
            "automatic restart from the last checkpoint (" + formatDuration(o.restartSec) +
                " budgeted per restart; job MTBF " + formatDuration(r.mtbfSec) +
                "); hot spare nodes");
    addRisk("Interruptions and goodput", who, "goodput", r.goodput, "1", formatPercent(r.goodput),
            formatNumber(r.lostHoursPerDay, "%.2f") +
                " h lost per day to restarts, recomputed work and checkpoint stalls");
    addRisk("NCCL/collective timeout", who, "collective timeouts per day", r.timeoutsPerDay,
            "1/day", perDay(r.timeoutsPerDay),
            "watchdog at " + formatDuration(o.ncclTimeoutSec) + "; P(at least one per day) " +
                formatPercent(r.timeoutProbabilityPerDay) +
                "; enable async error handling and the flight recorder");
    addRisk("Checkpoint stall", who, "stall per checkpoint", r.checkpointStallSec, "s",
            formatDuration(r.checkpointStallSec),
            "checkpoint of " + gb(r.checkpointBytes) + " every " +
                formatDuration(r.checkpointIntervalSec) +
                (o.asyncCheckpoint ? " (asynchronous)"
                                   : "; asynchronous checkpointing "
                                     "hides the write"));
    if (r.stallCostPerDayUsd)
        addRisk("Checkpoint stall", who, "stall cost per day", *r.stallCostPerDayUsd, "USD/day",
                formatUsd(*r.stallCostPerDayUsd) + "/day",
                "faster storage tier or asynchronous checkpoints");
    if (r.lostWorkCostPerDayUsd)
        addRisk("Interruptions and goodput", who, "lost work cost per day",
                *r.lostWorkCostPerDayUsd, "USD/day", formatUsd(*r.lostWorkCostPerDayUsd) + "/day",
                "shorter checkpoint interval only if the stall stays small (Young/Daly "
                "optimum " +
                    formatDuration(r.dalyIntervalSec) + ")");
    addRisk("Straggler tail", who, "slowest-rank step (P99)", r.stragglerP99Slowdown, "1",
            "x" + formatNumber(r.stragglerP99Slowdown, "%.3f"),
            "mean slowdown x" + formatNumber(r.stragglerSlowdown, "%.3f") +
                "; pin clocks, watch per-rank step times, drain slow nodes");
    addRisk("Storage and data loader", who, "storage read headroom", r.storageReadHeadroom, "1",
            "x" + formatHuman(r.storageReadHeadroom),
            "data loader needs " + gbps(r.dataLoaderBytesPerSec) + "; checkpoints write at " +
                gbps(r.checkpointWriteBytesPerSec));
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
    SiteCatalog sites = SiteCatalog::builtIn();
    if (t && t->placement && !t->placement->siteOverrides.is_null())
        sites.mergeOverrides(t->placement->siteOverrides, t->name + ".placement.sites");
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
    std::string exposure;
    bool forbidden = false;
    for (const auto& c : classes)
        forbidden = forbidden || forbiddenOnPublicModelApi(c);
    if (t && !t->isTraining()) {
        const auto& inf = std::get<InferenceWorkload>(t->workload);
        exposure = "a public model API would receive every prompt (" +
                   formatNumber(inf.inputTokens, "%.0f") + " tokens of " + join(classes, ", ") +
                   " data each) and every response";
    } else {
        exposure = "a public model API would receive the " + join(classes, ", ") + " training data";
    }
    addRisk("Sovereignty", who, "sites that may hold " + join(classes, ", "), double(allowed), "1",
            std::to_string(allowed) + " of " + std::to_string(total) + " sites",
            exposure + (forbidden ? "; not allowed for these classes" : "") +
                (refused.empty() ? "" : "; refused: " + join(refused, ", ")));

    // Disconnected operation.
    if (chosen && chosen->cost) {
        const CostReport& c = *chosen->cost;
        std::string what;
        if (t && !t->isTraining()) {
            what = w && !w->fallbackSite.empty()
                       ? "when the primary path is down " + w->fallbackSite + " serves"
                       : (t->placement && !t->placement->fallbackSite.empty()
                              ? "edge fallback " + t->placement->fallbackSite + " serves"
                              : "no fallback site: users lose the service when the WAN "
                                "link is down");
        } else {
            what = c.siteKind == SiteKind::CloudRegion
                       ? "the run continues in the cloud; monitoring and checkpoint copies "
                         "home pause while the WAN is down"
                       : "training on owned hardware keeps running with the WAN down; "
                         "dataset growth and remote monitoring wait";
        }
        addRisk("Disconnected operation", who, "downtime per year", c.downtimeHoursPerYear,
                "h/year", formatHuman(c.downtimeHoursPerYear) + " h/year",
                what + " (availability " + formatPercent(c.availability) + ")");
    }

    // Silent semantic failures of AI services.
    if (t && !t->isTraining()) {
        const InferenceResult* inf = chosen && chosen->inference ? &*chosen->inference : nullptr;
        if (inf && inf->evaluation)
            addRisk("Silent semantic failures", who, "judge capacity (share of the cluster)",
                    inf->evaluation->capacityShare, "1",
                    formatPercent(inf->evaluation->capacityShare),
                    formatHuman(inf->evaluation->judgeRequestsPerSec) +
                        " judged requests/s score answers online");
        else
            addRisk("Silent semantic failures", who, "judge capacity (share of the cluster)", 0.0,
                    "1", formatPercent(0),
                    "nothing checks answers online: add workload.online_evaluation (a judge "
                    "model on a sample of requests) and budget its capacity");
    }

    // Price uncertainty.
    if (rec.monteCarlo && !rec.monteCarlo->options.empty() && w) {
        const MonteCarloSummary& m = *rec.monteCarlo;
        const MonteCarloOption& o = m.options.front();
        const bool usd = m.objective == Objective::Cost;
        auto val = [&](double v) { return usd ? formatUsd(v) : formatHuman(v); };
        addRisk("Price uncertainty", who, "P(winner beats runner-up)",
                m.probabilityWinnerBeatsRunnerUp, "1",
                formatPercent(m.probabilityWinnerBeatsRunnerUp),
                "P10/P50/P90 of the winner " + val(o.p10) + " / " + val(o.p50) + " / " +
                    val(o.p90) + "; price confidence " +
                    (w->priceConfidence.empty() ? "not stated" : w->priceConfidence) +
                    "; get a quote before committing");
    }
    if (w)
        addRisk("Price uncertainty", who, "cost spread (1 sd)", w->risk, "1",
                formatPercent(w->risk), "relative standard deviation of the cost " + workUnit(rec));
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
    PlaybookSection& sec = add("risks", "Risk register");
    sec.blocks.push_back(
        paragraph("Each risk with the figure the models give for the recommended option (or the "
                  "scenario as written when no option qualifies)."));
    PlaybookTable t;
    t.header = {"Risk", "Option", "Measure", "Value", "What to do"};
    t.numeric = {false, false, false, true, false};
    CsvTable& csv = pb.csv.emplace_back();
    csv.name = "risks";
    csv.header = {"area", "subject", "metric", "value", "unit", "value_text", "mitigation"};
    for (const PlaybookRisk& r : pb.risks) {
        t.rows.push_back({r.area, r.subject, r.metric, r.valueText, r.mitigation});
        csv.rows.push_back({r.area, r.subject, r.metric,
                            r.value ? csvNumber(*r.value) : std::string(), r.unit, r.valueText,
                            r.mitigation});
    }
    sec.blocks.push_back(tableBlock(std::move(t)));
}

} // namespace ap::playbook_detail
