#include "playbook/playbook_builder.h"

#include "common/input_error.h"
#include "common/number_text.h"
#include "common/version.h"
#include "economics/price_book.h"
#include "perf/scenario_figures.h"
#include "placement/site.h"
#include "playbook/csv_text.h"
#include "recommend/candidate_scenario.h"

#include <algorithm>
#include <ctime>
#include <set>

namespace ap {

using nlohmann::json;

namespace playbook_detail {

PlaybookSection& Builder::add(std::string id, std::string title)
{
    pb.sections.push_back({std::move(id), std::move(title), {}});
    return pb.sections.back();
}

const Scenario* Builder::templateOf(const Recommendation& r) const
{
    for (const Scenario& s : project.scenarios)
        if (s.name == r.scenario)
            return &s;
    return project.scenarios.empty() ? nullptr : &project.scenarios.front();
}

int Builder::scenarioIndex(const std::string& name) const
{
    for (size_t i = 0; i < project.scenarios.size(); ++i)
        if (project.scenarios[i].name == name)
            return int(i);
    return -1;
}

void Builder::evaluateWinners()
{
    for (const Recommendation& r : pb.recommendations) {
        chosenScenario.emplace_back();
        chosenResult.emplace_back();
        const Scenario* t = templateOf(r);
        if (r.ranked.empty() || !t)
            continue;
        try {
            Scenario s = scenarioFromCandidate(*t, r.ranked.front());
            // The dollar cost of checkpoint stalls and lost work needs a device-hour
            // price: the winner's all-in one, from the search, unless the project set one.
            if (!s.reliability.costPerDeviceHourUsd && r.ranked.front().usdPerDeviceHour > 0)
                s.reliability.costPerDeviceHourUsd = r.ranked.front().usdPerDeviceHour;
            chosenResult.back() = evaluateScenario(s, catalog, params);
            chosenScenario.back() = std::move(s);
        } catch (const InputError&) {
            // The template's placement cannot take the winner's site: the register then
            // uses the candidate's own figures only.
        }
    }
}

void Builder::summary()
{
    PlaybookSection& sec = add("summary", "Executive summary");
    if (pb.recommendations.empty())
        sec.blocks.push_back(
            paragraph("The project states no recommendation study and has no scenario to build one "
                      "from; the scenario results below are the whole answer."));
    for (const Recommendation& r : pb.recommendations) {
        sec.blocks.push_back(subheading(r.study));
        if (r.ranked.empty()) {
            std::string text = "No option meets the constraints of this study.";
            for (const auto& s : r.explanation)
                text += " " + s.english();
            sec.blocks.push_back(paragraph(text));
            continue;
        }
        const Candidate& w = r.ranked.front();
        std::string text = "Recommendation: " + w.label() + ", " + formatUsd(w.costPerWorkUsd) +
                           " " + workUnit(r) + " (" + timeText(r, w) + "). ";
        if (!r.explanation.empty())
            text += r.explanation.front().english() + " ";
        text += "Total cost " + formatUsd(w.totalCostUsd) +
                (r.workloadKind == "training" ? " for the run" : " over the horizon") +
                " (the placement's whole horizon: " + formatUsd(w.horizonCostUsd) + ").";
        if (r.ranked.size() > 1) {
            const Candidate& b = r.ranked[1];
            text += " Runner-up: " + b.label() + " at " + formatUsd(b.costPerWorkUsd) + " " +
                    workUnit(r) + " (" + timeText(r, b) + ").";
        }
        if (!r.flips.empty())
            text += " What would flip the decision: " + r.flips.front().sentence.english();
        sec.blocks.push_back(paragraph(text));

        PlaybookTable t;
        t.header = {"Figure", "Recommended option"};
        t.numeric = {false, false};
        t.rows.push_back({"Device", deviceName(catalog, w.deviceId)});
        t.rows.push_back({"Devices", std::to_string(w.count)});
        t.rows.push_back(
            {"Site", w.site + (w.cloud ? " (" + std::string(commitmentName(w.commitment)) + ")"
                                       : std::string())});
        if (!w.fallbackSite.empty())
            t.rows.push_back({"Fallback site", w.fallbackSite});
        t.rows.push_back({"Cost " + workUnit(r), formatUsd(w.costPerWorkUsd)});
        t.rows.push_back({"Total cost", formatUsd(w.totalCostUsd)});
        if (r.workloadKind == "training") {
            t.rows.push_back({"Time to train (incl. failures)", formatDuration(w.timeToTrainSec)});
            t.rows.push_back({"Goodput", formatPercent(w.goodput)});
        } else {
            t.rows.push_back({"Output tokens/s (capacity)", formatHuman(w.outputTokensPerSec)});
            t.rows.push_back(
                {"TTFT / TPOT", formatDuration(w.ttftSec) + " / " + formatDuration(w.tpotSec)});
            t.rows.push_back({"Availability", formatPercent(w.availability)});
        }
        t.rows.push_back({"Facility power", kw(w.facilityPowerWatts)});
        if (r.monteCarlo && r.monteCarlo->options.size() > 1)
            t.rows.push_back({"P(winner beats runner-up), head to head",
                              formatPercent(r.monteCarlo->probabilityWinnerBeatsRunnerUp)});
        sec.blocks.push_back(tableBlock(std::move(t)));
        if (r.explanation.size() > 1) {
            std::vector<std::string> rest = englishOf(r.explanation);
            rest.erase(rest.begin());
            sec.blocks.push_back(bullets(std::move(rest)));
        }
    }
}

void Builder::options()
{
    PlaybookSection& sec = add("options", "Options compared");
    sec.blocks.push_back(subheading("Scenarios as written"));
    PlaybookTable t;
    t.header = {"Scenario",   "Cluster",         "Memory/device",
                "Throughput", "Latency or step", "Time to train (incl. failures)",
                "Total cost"};
    t.numeric = {false, false, true, true, true, true, true};
    for (size_t i = 0; i < pb.results.size(); ++i) {
        const ScenarioResult& r = pb.results[i];
        const Scenario& s = project.scenarios[i];
        std::vector<std::string> row = {
            r.name + (r.feasible ? "" : " [infeasible]"),
            std::to_string(s.cluster.count) + " x " + s.cluster.deviceId,
            r.memoryPerDeviceBytes > 0 ? gb(r.memoryPerDeviceBytes) : "-"};
        if (r.training && r.feasible) {
            row.push_back(formatHuman(r.training->tokensPerSec) + " tok/s");
            row.push_back(formatDuration(r.training->stepTimeSec) + "/step");
            row.push_back(formatDuration(effectiveTimeToTrainSec(r)));
        } else if (r.inference && r.feasible) {
            row.push_back(formatHuman(r.inference->outputTokensPerSec) + " tok/s");
            row.push_back("TPOT " + formatDuration(r.inference->tpotSec));
            row.push_back("-");
        } else {
            row.insert(row.end(), {"-", "-", "-"});
        }
        row.push_back(r.cost ? formatUsd(r.cost->totalCostUsd) : "-");
        t.rows.push_back(std::move(row));
    }
    sec.blocks.push_back(tableBlock(std::move(t)));
    for (const ScenarioResult& r : pb.results)
        for (const auto& p : r.problems)
            sec.blocks.push_back(paragraph(r.name + ": " + p.english()));

    for (const Recommendation& r : pb.recommendations) {
        sec.blocks.push_back(subheading(r.study + ": ranked options"));
        sec.blocks.push_back(
            paragraph("Searched " + std::to_string(r.layoutsEvaluated) + " layouts and " +
                      std::to_string(r.candidatesEvaluated) + " placed candidates; " +
                      std::to_string(r.candidatesFeasible) +
                      " feasible. Objective: " + std::string(objectiveName(r.objective)) + "."));
        PlaybookTable c;
        const bool training = r.workloadKind == "training";
        c.header = {"#",
                    "Option",
                    "Cost " + std::string(training ? "/run" : "/M tok"),
                    "Total cost",
                    training ? "Time to train" : "TTFT / TPOT",
                    "Energy",
                    "Risk"};
        c.numeric = {true, false, true, true, true, true, true};
        for (size_t i = 0; i < r.ranked.size(); ++i) {
            const Candidate& x = r.ranked[i];
            c.rows.push_back({std::to_string(i + 1), x.label(), formatUsd(x.costPerWorkUsd),
                              formatUsd(x.totalCostUsd),
                              training
                                  ? formatDuration(x.timeToTrainSec)
                                  : formatDuration(x.ttftSec) + " / " + formatDuration(x.tpotSec),
                              formatHuman(x.energyKwhPerWork) + " kWh", formatPercent(x.risk)});
        }
        if (!c.rows.empty())
            sec.blocks.push_back(tableBlock(std::move(c)));
        if (!r.rejections.empty()) {
            PlaybookTable j;
            j.header = {"Rejected for", "Options", "Example"};
            j.numeric = {false, true, false};
            for (const auto& x : r.rejections)
                j.rows.push_back({std::string(problemKindName(x.reason)), std::to_string(x.count),
                                  x.example.english()});
            sec.blocks.push_back(subheading(r.study + ": why not the others"));
            sec.blocks.push_back(tableBlock(std::move(j)));
        }
        if (!r.flips.empty()) {
            std::vector<std::string> items;
            for (const auto& f : r.flips)
                items.push_back(f.sentence.english());
            sec.blocks.push_back(subheading(r.study + ": what would flip the decision"));
            sec.blocks.push_back(bullets(std::move(items)));
        }
        if (r.monteCarlo && !r.monteCarlo->options.empty()) {
            const MonteCarloSummary& m = *r.monteCarlo;
            sec.blocks.push_back(subheading(r.study + ": Monte Carlo (" +
                                            std::to_string(m.samples) + " samples, seed " +
                                            std::to_string(m.seed) + ")"));
            PlaybookTable mt;
            mt.header = {"Option", "P(best of all)", "P10", "P50", "P90", "Infeasible"};
            mt.numeric = {false, true, true, true, true, true};
            const bool usd = m.objective == Objective::Cost;
            auto val = [&](double v) { return usd ? formatUsd(v) : formatHuman(v); };
            for (const auto& o : m.options)
                mt.rows.push_back({o.label, formatPercent(o.probabilityBest), val(o.p10),
                                   val(o.p50), val(o.p90), formatPercent(o.infeasibleShare)});
            sec.blocks.push_back(tableBlock(std::move(mt)));
            if (!m.inputs.empty())
                sec.blocks.push_back(paragraph("Sampled: " + join(englishOf(m.inputs), "; ") + "."));
        }
    }
}

std::string Builder::join(const std::vector<std::string>& v, const std::string& sep)
{
    std::string s;
    for (size_t i = 0; i < v.size(); ++i)
        s += (i ? sep : "") + v[i];
    return s;
}

void Builder::charts()
{
    PlaybookSection& sec = add("charts", "Charts");
    sec.blocks.push_back(
        chartBlock("roofline", pb.results.empty() ? -1 : 0, -1,
                   "Roofline of the devices compared, with the operators of the first scenario's "
                   "layer placed where they run"));
    for (size_t i = 0; i < pb.results.size(); ++i) {
        const ScenarioResult& r = pb.results[i];
        if (!r.feasible && !r.cost)
            continue;
        if (r.training && r.feasible)
            sec.blocks.push_back(chartBlock("step_breakdown", int(i), -1,
                                            r.name + ": where a training step's time goes"));
        if (r.memoryPerDeviceBytes > 0)
            sec.blocks.push_back(
                chartBlock("memory_breakdown", int(i), -1, r.name + ": memory per device"));
        if (r.inference && r.feasible) {
            sec.blocks.push_back(chartBlock("latency_throughput", int(i), -1,
                                            r.name + ": latency against throughput"));
            sec.blocks.push_back(chartBlock("latency_batch", int(i), -1,
                                            r.name + ": TTFT and TPOT against the batch"));
        }
        if (r.cost) {
            sec.blocks.push_back(
                chartBlock("cash_flow", int(i), -1, r.name + ": cash flow over the horizon"));
            sec.blocks.push_back(
                chartBlock("cost_breakdown", int(i), -1, r.name + ": cost breakdown"));
        }
        // The latency, bandwidth and egress economics of the placement, where the
        // scenario has what each needs (the same sweeps as the GUI's Compare plots).
        const Scenario& s = pb.project.scenarios[i];
        if (buyVsRent(s, r, pb.catalog))
            sec.blocks.push_back(
                chartBlock("buy_vs_rent", int(i), -1, r.name + ": buy vs rent, cumulative cost"));
        if (userLatencySweep(s, r))
            sec.blocks.push_back(chartBlock("user_latency", int(i), -1,
                                            r.name + ": latency to the users by distance"));
        if (storageSweep(s, r, pb.catalog))
            sec.blocks.push_back(
                chartBlock("storage_bandwidth", int(i), -1,
                           r.name + ": checkpoint and data-set transfer time against bandwidth"));
        if (egressSweep(s, r))
            sec.blocks.push_back(chartBlock("egress", int(i), -1, r.name + ": egress economics"));
    }
    // One chart for all: the network's share of a request per served scenario and site.
    bool served = false;
    for (size_t i = 0; i < pb.results.size() && i < pb.project.scenarios.size(); ++i)
        if (auto p = requestLatencyParts(pb.project.scenarios[i], pb.results[i]))
            served = served || !p->site.empty(); // a placement: a network to the users
    if (served)
        sec.blocks.push_back(
            chartBlock("network_share", -1, -1,
                       "Request latency of each served scenario: network round trip, time to first "
                       "token and decoding"));
    for (size_t k = 0; k < pb.recommendations.size(); ++k) {
        const Recommendation& r = pb.recommendations[k];
        if (r.ranked.size() > 1)
            sec.blocks.push_back(
                chartBlock("pareto", -1, int(k), r.study + ": the trade-off (Pareto front)"));
        if (!r.tornado.empty())
            sec.blocks.push_back(chartBlock(
                "tornado", -1, int(k), r.study + ": what the winner's objective is sensitive to"));
        if (r.monteCarlo && !r.monteCarlo->options.empty())
            sec.blocks.push_back(
                chartBlock("monte_carlo", -1, int(k),
                           r.study + ": Monte Carlo distribution of the objective per option"));
    }
}

} // namespace playbook_detail

using playbook_detail::Builder;

const PlaybookSection* Playbook::section(const std::string& id) const
{
    for (const auto& s : sections)
        if (s.id == id)
            return &s;
    return nullptr;
}

std::string todayIsoDate()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
}

Playbook buildPlaybook(const Project& project, const Catalog& catalog,
                       const EfficiencyParams& params, const PlaybookRequest& request)
{
    Playbook pb;
    pb.project = project;
    pb.catalog = catalog;
    pb.params = params;
    pb.projectName = project.name;
    pb.projectFile = request.projectFile;
    pb.date = request.date.empty() ? todayIsoDate() : request.date;
    pb.toolVersion = versionString();
    pb.title = "Playbook: " + project.name;
    pb.results = evaluateProject(project, catalog, params);

    std::vector<StudySpec> studies = studiesOf(project);
    if (request.study) {
        std::erase_if(studies, [&](const StudySpec& s) {
            return s.name != *request.study && s.scenario != *request.study;
        });
        if (studies.empty())
            throw InputError(request.projectFile, "recommend",
                             "no study or scenario named \"" + *request.study + "\"");
    }
    for (const StudySpec& s : studies) {
        try {
            pb.recommendations.push_back(
                recommend(project, s, catalog, params, request.recommendOptions));
        } catch (const InputError& e) {
            throw e.withFile(request.projectFile);
        }
    }

    // Devices the document is about: the scenarios' and the top options'.
    std::set<std::string> ids;
    for (const Scenario& s : project.scenarios)
        ids.insert(s.cluster.deviceId);
    for (const Recommendation& r : pb.recommendations)
        for (size_t i = 0; i < r.ranked.size() && i < 2; ++i)
            ids.insert(r.ranked[i].deviceId);
    for (const auto& id : ids)
        if (const Device* d = catalog.find(id))
            pb.devices.push_back(*d);

    Builder b{project, catalog, params, pb, {}, {}};
    b.evaluateWinners();
    b.summary();
    b.options();
    b.charts();
    b.assumptions();
    b.risks();
    b.checklist();
    b.csvTables();
    if (pb.priceBookDate.empty())
        pb.priceBookDate = "not stated";
    return pb;
}

} // namespace ap
