#include "playbook/playbook.h"
#include "perf/scenario_figures.h"

#include "common/input_error.h"
#include "common/number_text.h"
#include "common/version.h"
#include "economics/price_book.h"
#include "fabric/fabric_graph.h"
#include "placement/site.h"
#include "playbook/csv_text.h"
#include "recommend/candidate_scenario.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <ctime>
#include <map>
#include <set>

namespace ap {

using nlohmann::json;

namespace {

using Kind = PlaybookBlock::Kind;

// Devices per rack for the power-per-rack line: four 8-GPU servers, the DGX H100 SuperPOD
// rack layout (NVIDIA DGX SuperPOD reference architecture, 2023: 4 DGX H100 per rack,
// ~41 kW). Racks of other devices are stated with the same count so options compare.
constexpr int kDevicesPerRack = 32;
// Above this a rack needs liquid or rear-door cooling: the practical limit of air cooling
// (Uptime Institute Global Data Center Survey 2024: racks above 30-40 kW move to liquid).
constexpr double kAirCooledRackWatts = 40e3;

PlaybookBlock paragraph(std::string text)
{
    PlaybookBlock b;
    b.kind = Kind::Paragraph;
    b.text = std::move(text);
    return b;
}

PlaybookBlock subheading(std::string text)
{
    PlaybookBlock b;
    b.kind = Kind::Subheading;
    b.text = std::move(text);
    return b;
}

PlaybookBlock bullets(std::vector<std::string> items, Kind kind = Kind::Bullets)
{
    PlaybookBlock b;
    b.kind = kind;
    b.items = std::move(items);
    return b;
}

PlaybookBlock tableBlock(PlaybookTable t)
{
    PlaybookBlock b;
    b.kind = Kind::Table;
    b.table = std::move(t);
    return b;
}

PlaybookBlock chartBlock(std::string kind, int scenario, int study, std::string caption)
{
    PlaybookBlock b;
    b.kind = Kind::Chart;
    b.chart = {std::move(kind), scenario, study, std::move(caption)};
    return b;
}

std::string gb(double bytes)
{
    return formatBytes(bytes);
}

std::string gbps(double bytesPerSec)
{
    return formatBytes(bytesPerSec) + "/s";
}

std::string kw(double watts)
{
    return watts >= 1e6 ? formatNumber(watts / 1e6, "%.3g") + " MW"
                        : formatNumber(watts / 1e3, "%.3g") + " kW";
}

std::string perDay(double v)
{
    return formatHuman(v) + "/day";
}

std::string workUnit(const Recommendation& r)
{
    return r.workloadKind == "training" ? "per run" : "per million output tokens";
}

std::string deviceName(const Catalog& catalog, const std::string& id)
{
    const Device* d = catalog.find(id);
    return d ? d->name + " (" + id + ")" : id;
}

std::string timeText(const Recommendation& r, const Candidate& c)
{
    if (r.workloadKind == "training")
        return formatDuration(c.timeToTrainSec) + " to train";
    return "TTFT " + formatDuration(c.ttftSec) + ", TPOT " + formatDuration(c.tpotSec);
}

// The time to train `evaluate --json` reports: with interruptions, checkpoint stalls and
// stragglers when the reliability model ran, else the ideal tokens / throughput.
double effectiveTimeToTrainSec(const ScenarioResult& r)
{
    return r.reliability ? r.reliability->effectiveTimeToTrainSec : r.training->timeToTrainSec;
}

const ModelSpec& modelOf(const Scenario& s)
{
    return s.isTraining() ? std::get<TrainingWorkload>(s.workload).model
                          : std::get<InferenceWorkload>(s.workload).model;
}

Precision precisionOf(const Scenario& s)
{
    return s.isTraining() ? std::get<TrainingWorkload>(s.workload).precision
                          : std::get<InferenceWorkload>(s.workload).precision;
}

// The year and month a provenance date names ("2026-04", "H2 2024", "2024 (Jan-Jul)",
// "2023 survey"), as a sortable key; 0 when it names no year.
int dateKey(const std::string& date)
{
    for (size_t i = 0; i + 4 <= date.size(); ++i) {
        if (std::isdigit((unsigned char)date[i]) && std::isdigit((unsigned char)date[i + 1]) &&
            std::isdigit((unsigned char)date[i + 2]) && std::isdigit((unsigned char)date[i + 3]) &&
            (i == 0 || !std::isdigit((unsigned char)date[i - 1]))) {
            int key = std::stoi(date.substr(i, 4)) * 100;
            if (i + 7 <= date.size() && date[i + 4] == '-' &&
                std::isdigit((unsigned char)date[i + 5]) &&
                std::isdigit((unsigned char)date[i + 6]))
                key += std::stoi(date.substr(i + 5, 2));
            else if (date.find("H2") != std::string::npos)
                key += 12;
            else if (date.find("H1") != std::string::npos)
                key += 6;
            return key;
        }
    }
    return 0;
}

// One sourced price of the price book: where it sits, its value and unit and provenance.
struct PriceRow {
    std::string item;
    double value = 0;
    std::string unit;
    std::string date;
    std::string confidence;
    std::string source;
};

// The price book's entries carry their value under the unit's name
// ("usd_per_device_hour", "usd_per_server", "value", ...); walks the merged book and keeps
// every object with a date, restricted to the devices the document is about.
void collectPrices(const json& node, const std::string& path, const std::set<std::string>& devices,
                   std::vector<PriceRow>& out)
{
    if (!node.is_object())
        return;
    if (node.contains("date") && node["date"].is_string()) {
        PriceRow row;
        row.item = path;
        row.date = node["date"].get<std::string>();
        row.confidence = node.value("confidence", std::string());
        row.source = node.value("source", std::string());
        for (const auto& [key, v] : node.items()) {
            if (v.is_number() && key != "devices_per_server") {
                row.value = v.get<double>();
                row.unit = key == "value" ? std::string() : key;
                break;
            }
        }
        if (row.unit.empty() && node.contains("tiers"))
            row.unit = "tiered usd_per_gb";
        out.push_back(std::move(row));
        return;
    }
    for (const auto& [key, child] : node.items()) {
        // Device-keyed maps: only the devices this document compares.
        if ((path.ends_with("/devices") || path.ends_with("/servers")) && !devices.count(key))
            continue;
        collectPrices(child, path + "/" + key, devices, out);
    }
}

struct Builder {
    const Project& project;
    const Catalog& catalog;
    const EfficiencyParams& params;
    Playbook& pb;
    // Per study: the winner as a scenario and its evaluation (the engine's figures for the
    // risk register and the checklist).
    std::vector<std::optional<Scenario>> chosenScenario;
    std::vector<std::optional<ScenarioResult>> chosenResult;

    PlaybookSection& add(std::string id, std::string title)
    {
        pb.sections.push_back({std::move(id), std::move(title), {}});
        return pb.sections.back();
    }

    const Scenario* templateOf(const Recommendation& r) const
    {
        for (const Scenario& s : project.scenarios)
            if (s.name == r.scenario)
                return &s;
        return project.scenarios.empty() ? nullptr : &project.scenarios.front();
    }

    int scenarioIndex(const std::string& name) const
    {
        for (size_t i = 0; i < project.scenarios.size(); ++i)
            if (project.scenarios[i].name == name)
                return int(i);
        return -1;
    }

    void evaluateWinners()
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

    void summary()
    {
        PlaybookSection& sec = add("summary", "Executive summary");
        if (pb.recommendations.empty())
            sec.blocks.push_back(paragraph(
                "The project states no recommendation study and has no scenario to build one "
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
                t.rows.push_back(
                    {"Time to train (incl. failures)", formatDuration(w.timeToTrainSec)});
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

    void options()
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
            sec.blocks.push_back(paragraph(
                "Searched " + std::to_string(r.layoutsEvaluated) + " layouts and " +
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
                c.rows.push_back(
                    {std::to_string(i + 1), x.label(), formatUsd(x.costPerWorkUsd),
                     formatUsd(x.totalCostUsd),
                     training ? formatDuration(x.timeToTrainSec)
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
                    j.rows.push_back({std::string(problemKindName(x.reason)),
                                      std::to_string(x.count), x.example.english()});
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
                mt.header = {"Option", "P(best of all)", "P10", "P50", "P90"};
                mt.numeric = {false, true, true, true, true};
                const bool usd = m.objective == Objective::Cost;
                auto val = [&](double v) { return usd ? formatUsd(v) : formatHuman(v); };
                for (const auto& o : m.options)
                    mt.rows.push_back({o.label, formatPercent(o.probabilityBest), val(o.p10),
                                       val(o.p50), val(o.p90)});
                sec.blocks.push_back(tableBlock(std::move(mt)));
                if (!m.inputs.empty())
                    sec.blocks.push_back(
                        paragraph("Sampled: " + join(englishOf(m.inputs), "; ") + "."));
            }
        }
    }

    static std::string join(const std::vector<std::string>& v, const std::string& sep)
    {
        std::string s;
        for (size_t i = 0; i < v.size(); ++i)
            s += (i ? sep : "") + v[i];
        return s;
    }

    void charts()
    {
        PlaybookSection& sec = add("charts", "Charts");
        sec.blocks.push_back(chartBlock(
            "roofline", pb.results.empty() ? -1 : 0, -1,
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
                sec.blocks.push_back(chartBlock("buy_vs_rent", int(i), -1,
                                                r.name + ": buy vs rent, cumulative cost"));
            if (userLatencySweep(s, r))
                sec.blocks.push_back(chartBlock("user_latency", int(i), -1,
                                                r.name + ": latency to the users by distance"));
            if (storageSweep(s, r, pb.catalog))
                sec.blocks.push_back(chartBlock(
                    "storage_bandwidth", int(i), -1,
                    r.name + ": checkpoint and data-set transfer time against bandwidth"));
            if (egressSweep(s, r))
                sec.blocks.push_back(
                    chartBlock("egress", int(i), -1, r.name + ": egress economics"));
        }
        // One chart for all: the network's share of a request per served scenario and site.
        bool served = false;
        for (size_t i = 0; i < pb.results.size() && i < pb.project.scenarios.size(); ++i)
            if (auto p = requestLatencyParts(pb.project.scenarios[i], pb.results[i]))
                served = served || !p->site.empty(); // a placement: a network to the users
        if (served)
            sec.blocks.push_back(chartBlock(
                "network_share", -1, -1,
                "Request latency of each served scenario: network round trip, time to first "
                "token and decoding"));
        for (size_t k = 0; k < pb.recommendations.size(); ++k) {
            const Recommendation& r = pb.recommendations[k];
            if (r.ranked.size() > 1)
                sec.blocks.push_back(
                    chartBlock("pareto", -1, int(k), r.study + ": the trade-off (Pareto front)"));
            if (!r.tornado.empty())
                sec.blocks.push_back(
                    chartBlock("tornado", -1, int(k),
                               r.study + ": what the winner's objective is sensitive to"));
            if (r.monteCarlo && !r.monteCarlo->options.empty())
                sec.blocks.push_back(
                    chartBlock("monte_carlo", -1, int(k),
                               r.study + ": Monte Carlo distribution of the objective per option"));
        }
    }

    void assumptions()
    {
        PlaybookSection& sec = add("assumptions", "Assumptions");
        PlaybookTable t;
        CsvTable& csv = pb.csv.emplace_back();
        csv.name = "assumptions";
        csv.header = {"scope",      "input", "value",      "unit",
                      "value_text", "date",  "confidence", "source"};
        auto addRow = [&](const std::string& scope, const std::string& input,
                          std::optional<double> value, const std::string& unit,
                          const std::string& text, const std::string& source,
                          const std::string& date = {}, const std::string& confidence = {}) {
            t.rows.push_back({input, text, unit, source});
            csv.rows.push_back({scope, input, value ? csvNumber(*value) : std::string(), unit, text,
                                date, confidence, source});
        };
        const std::string fromFile = "project file";
        for (const Scenario& s : project.scenarios) {
            t = {};
            t.header = {"Input", "Value", "Unit", "Source"};
            t.numeric = {false, true, false, false};
            const ModelSpec& m = modelOf(s);
            const std::string& n = s.name;
            addRow(n, "model parameters", m.parameters, "1", formatHuman(m.parameters), fromFile);
            addRow(n, "layers", m.layers, "1", std::to_string(m.layers), fromFile);
            addRow(n, "hidden size", m.hidden, "1", formatNumber(m.hidden, "%.0f"), fromFile);
            addRow(n, "precision", std::nullopt, "", std::string(precisionName(precisionOf(s))),
                   fromFile);
            if (const auto* w = std::get_if<TrainingWorkload>(&s.workload)) {
                addRow(n, "training tokens", w->tokens, "1", formatHuman(w->tokens), fromFile);
                addRow(n, "sequence length", w->sequenceLength, "1",
                       formatNumber(w->sequenceLength, "%.0f"), fromFile);
                addRow(n, "global batch", w->globalBatchSequences, "sequences",
                       formatNumber(w->globalBatchSequences, "%.0f"), fromFile);
            } else {
                const auto& i = std::get<InferenceWorkload>(s.workload);
                addRow(n, "input tokens per request", i.inputTokens, "1",
                       formatNumber(i.inputTokens, "%.0f"), fromFile);
                addRow(n, "output tokens per request", i.outputTokens, "1",
                       formatNumber(i.outputTokens, "%.0f"), fromFile);
                if (i.sloTtftSec)
                    addRow(n, "SLO: TTFT", *i.sloTtftSec, "s", formatDuration(*i.sloTtftSec),
                           fromFile);
                if (i.sloTpotSec)
                    addRow(n, "SLO: TPOT", *i.sloTpotSec, "s", formatDuration(*i.sloTpotSec),
                           fromFile);
            }
            addRow(n, "device", std::nullopt, "", s.cluster.deviceId, fromFile);
            addRow(n, "device count", s.cluster.count, "1", std::to_string(s.cluster.count),
                   fromFile);
            if (const size_t k = size_t(&s - project.scenarios.data());
                k < pb.results.size() && !pb.results[k].softwareStack.empty()) {
                const ScenarioResult& r = pb.results[k];
                addRow(n, "software stack", r.stackEfficiencyScale, "1", softwareStackText(r),
                       r.softwareStackAuto
                           ? "default: the device's usual stack (README, software stacks)"
                           : fromFile + " (software_stack)");
            }
            // Layout options (docs/model-accuracy.md, "Layout options"), when used.
            const Parallelism& par = s.cluster.parallelism;
            const double tp = par.tensor;
            if (par.padHeads && std::fmod(m.heads, tp) != 0)
                addRow(n, "attention heads padded to", std::ceil(m.heads / tp) * tp, "1",
                       formatNumber(std::ceil(m.heads / tp) * tp, "%.0f") + " (of " +
                           formatNumber(m.heads, "%.0f") + ", a multiple of tensor " +
                           std::to_string(par.tensor) + ")",
                       fromFile + " (pad_heads): the padded heads' weights, FLOPs and KV cache "
                                  "are counted (AWS Neuron)");
            if (par.expertSlots > 0)
                addRow(n, "expert slots", par.expertSlots, "1",
                       std::to_string(par.expertSlots) + " for " + std::to_string(m.experts) +
                           " experts over " + std::to_string(par.expert) + " ranks",
                       fromFile + " (expert_slots): replicas of hot experts (DeepSeek-V3 "
                                  "serving), their weights held, load moved to them");
            if (par.weightStationary2d)
                addRow(n, "weight sharding", std::nullopt, "", "2d weight-stationary",
                       fromFile + " (weight_sharding): Pope et al. 2022, weights over both mesh "
                                  "axes, attention over heads and batch");
            if (par.hostOffload != HostOffload::None)
                addRow(n, "host offload", std::nullopt, "",
                       std::string(hostOffloadName(par.hostOffload)),
                       fromFile + " (host_offload): moved over the device's host link, "
                                  "overlapped with compute; the excess is in the step time");
            if (const auto k = std::visit([](const auto& w) { return w.attention; }, s.workload);
                k != AttentionKernel::Flash)
                addRow(n, "attention kernel", std::nullopt, "", std::string(attentionKernelName(k)),
                       k == AttentionKernel::Flash2
                           ? fromFile + ": FlashAttention-2, 0.62x the fused kernel of Hopper and "
                                        "Blackwell (FlashAttention-3 paper, Figure 5)"
                           : fromFile + ": the score matrix goes through memory");
            if (s.isTraining()) {
                const ReliabilityOptions& o = s.reliability;
                const std::string src = s.hasReliabilityObject
                                            ? fromFile + " (reliability), else default"
                                            : "default: Llama 3 405B run rates (Grattafiori et "
                                              "al. 2024, Table 5); PyTorch NCCL watchdog 600 s";
                addRow(n, "restart time", o.restartSec, "s", formatDuration(o.restartSec), src);
                addRow(n, "NCCL watchdog timeout", o.ncclTimeoutSec, "s",
                       formatDuration(o.ncclTimeoutSec), src);
                addRow(n, "GPU failures per device-hour", o.rates.gpuPerHour, "1/h",
                       formatHuman(o.rates.gpuPerHour), src);
                addRow(n, "step jitter (CV)", o.stepJitterCv, "1", formatHuman(o.stepJitterCv),
                       src);
                addRow(n, "checkpoint bytes per parameter", o.checkpointBytesPerParameter, "B",
                       formatHuman(o.checkpointBytesPerParameter), src);
                addRow(n, "storage tier", std::nullopt, "",
                       std::string(storageKindName(o.storage.kind)), o.storage.source);
                addRow(n, "storage aggregate write", o.storage.aggregateWriteBytesPerSec, "B/s",
                       gbps(o.storage.aggregateWriteBytesPerSec), o.storage.source);
            }
            if (s.placement) {
                const PlacementSpec& p = *s.placement;
                addRow(n, "compute site", std::nullopt, "", p.computeSite, fromFile);
                addRow(n, "horizon", p.horizonMonths * 730.0 * 3600, "s",
                       std::to_string(p.horizonMonths) + " months", fromFile + " (default 36)");
                addRow(n, "discount rate", p.discountRate, "1/year", formatPercent(p.discountRate),
                       fromFile + " (default 8%)");
                addRow(n, "data classes", std::nullopt, "", join(p.dataClasses, ", "), fromFile);
            }
            sec.blocks.push_back(subheading("Inputs: " + n));
            sec.blocks.push_back(tableBlock(std::move(t)));
        }

        // Device figures behind the numbers.
        sec.blocks.push_back(subheading("Device figures"));
        PlaybookTable d;
        d.header = {"Device", "Figure", "Value", "Source"};
        d.numeric = {false, false, true, false};
        for (const Device& dev : pb.devices) {
            auto addDev = [&](const std::string& fig, double v, const std::string& unit,
                              const std::string& text, const std::string& src) {
                d.rows.push_back({dev.id, fig, text, src});
                csv.rows.push_back({dev.id, fig, csvNumber(v), unit, text, "", "", src});
            };
            addDev("dense peak (highest format)", dev.maxPeakFlopsPerSec(), "FLOP/s",
                   formatHuman(dev.maxPeakFlopsPerSec() / 1e12) + " TFLOP/s", dev.peakSource);
            addDev("memory capacity", dev.memoryCapacityBytes, "B", gb(dev.memoryCapacityBytes),
                   dev.memorySource);
            addDev("memory bandwidth", dev.memoryBandwidthBytesPerSec, "B/s",
                   gbps(dev.memoryBandwidthBytesPerSec), dev.memorySource);
            if (dev.tdpWatts)
                addDev("TDP", *dev.tdpWatts, "W", formatHuman(*dev.tdpWatts) + " W",
                       dev.powerSource);
        }
        sec.blocks.push_back(tableBlock(std::move(d)));

        // Prices.
        sec.blocks.push_back(subheading("Prices (date and confidence of each)"));
        std::set<std::string> ids;
        for (const Device& dev : pb.devices)
            ids.insert(dev.id);
        PriceBook book = PriceBook::builtIn();
        for (const Scenario& s : project.scenarios)
            if (s.placement && !s.placement->priceOverrides.is_null())
                book.mergeOverrides(s.placement->priceOverrides, s.name + ".placement.prices");
        std::vector<PriceRow> prices;
        collectPrices(book.raw(), "", ids, prices);
        PlaybookTable pt;
        pt.header = {"Price", "Value", "Date", "Confidence", "Source"};
        pt.numeric = {false, true, false, false, false};
        int newest = 0;
        for (const PriceRow& p : prices) {
            // "providers/aws/devices/nvidia-h100-sxm5-80gb/on_demand" reads as
            // "aws nvidia-h100-sxm5-80gb on_demand".
            std::string item;
            for (size_t a = 1; a <= p.item.size();) {
                size_t b = p.item.find('/', a);
                if (b == std::string::npos)
                    b = p.item.size();
                const std::string part = p.item.substr(a, b - a);
                if (part != "providers" && part != "devices" && part != "servers")
                    item += (item.empty() ? "" : " ") + part;
                a = b + 1;
            }
            std::string text = formatNumber(p.value, "%.4g");
            if (p.unit.starts_with("usd_per_")) {
                std::string per = p.unit.substr(8);
                std::replace(per.begin(), per.end(), '_', ' ');
                text = "$" + text + " per " + per;
            } else if (!p.unit.empty()) {
                text += " " + p.unit;
            }
            pt.rows.push_back(
                {item, text, p.date, p.confidence.empty() ? "-" : p.confidence, p.source});
            csv.rows.push_back(
                {"price", item, csvNumber(p.value), p.unit, text, p.date, p.confidence, p.source});
            if (dateKey(p.date) > newest) {
                newest = dateKey(p.date);
                pb.priceBookDate = p.date;
            }
        }
        sec.blocks.push_back(tableBlock(std::move(pt)));

        // Calibration status of each device family used.
        sec.blocks.push_back(subheading("Calibration status of the device families used"));
        PlaybookTable ct;
        ct.header = {"Family", "Devices", "Status", "Compute scale"};
        ct.numeric = {false, false, false, true};
        std::map<std::string, std::vector<std::string>> families;
        for (const Device& dev : pb.devices)
            families[dev.architecture].push_back(dev.id);
        for (const auto& [family, devs] : families) {
            const bool fitted = params.architectureComputeScale.count(family) > 0;
            const std::string status =
                fitted ? "calibrated against measurements"
                       : "no measurements: shared efficiencies, uncertainty x3 in the Monte Carlo";
            ct.rows.push_back({family, join(devs, ", "), status,
                               formatNumber(params.architectureScale(family), "%.3f")});
            csv.rows.push_back({"calibration", family, csvNumber(params.architectureScale(family)),
                                "1", status, "", fitted ? "fitted" : "uncalibrated",
                                params.source});
        }
        sec.blocks.push_back(tableBlock(std::move(ct)));
        sec.blocks.push_back(paragraph("Efficiency parameters: " + params.source));

        std::vector<std::string> notes;
        for (const Recommendation& r : pb.recommendations)
            for (const auto& n : r.notes)
                notes.push_back(r.study + ": " + n.english());
        for (const ScenarioResult& r : pb.results)
            if (r.cost)
                for (const auto& n : r.cost->notes)
                    notes.push_back(r.name + ": " + n);
        if (!notes.empty()) {
            sec.blocks.push_back(subheading("Notes and limits"));
            sec.blocks.push_back(bullets(std::move(notes)));
        }
    }

    void addRisk(std::string area, std::string subject, std::string metric,
                 std::optional<double> value, std::string unit, std::string text,
                 std::string mitigation)
    {
        pb.risks.push_back({std::move(area), std::move(subject), std::move(metric), value,
                            std::move(unit), std::move(text), std::move(mitigation)});
    }

    void risksOfTraining(const std::string& who, const Scenario& s, const ScenarioResult& res)
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
        addRisk("Interruptions and goodput", who, "goodput", r.goodput, "1",
                formatPercent(r.goodput),
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
                    *r.lostWorkCostPerDayUsd, "USD/day",
                    formatUsd(*r.lostWorkCostPerDayUsd) + "/day",
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

    void commonRisks(size_t k, const std::string& who)
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
            exposure =
                "a public model API would receive the " + join(classes, ", ") + " training data";
        }
        addRisk("Sovereignty", who, "sites that may hold " + join(classes, ", "), double(allowed),
                "1", std::to_string(allowed) + " of " + std::to_string(total) + " sites",
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
            const InferenceResult* inf =
                chosen && chosen->inference ? &*chosen->inference : nullptr;
            if (inf && inf->evaluation)
                addRisk("Silent semantic failures", who, "judge capacity (share of the cluster)",
                        inf->evaluation->capacityShare, "1",
                        formatPercent(inf->evaluation->capacityShare),
                        formatHuman(inf->evaluation->judgeRequestsPerSec) +
                            " judged requests/s score answers online");
            else
                addRisk("Silent semantic failures", who, "judge capacity (share of the cluster)",
                        0.0, "1", formatPercent(0),
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
                    formatPercent(w->risk),
                    "relative standard deviation of the cost " + workUnit(rec));
    }

    void risks()
    {
        for (size_t k = 0; k < pb.recommendations.size(); ++k) {
            const Recommendation& rec = pb.recommendations[k];
            const std::string who =
                rec.ranked.empty()
                    ? rec.scenario
                    : rec.ranked.front().deviceId + " x" + std::to_string(rec.ranked.front().count);
            if (chosenScenario[k] && chosenResult[k] && chosenScenario[k]->isTraining())
                risksOfTraining(who, *chosenScenario[k], *chosenResult[k]);
            else if (rec.ranked.empty()) {
                const int i = scenarioIndex(rec.scenario);
                if (i >= 0 && project.scenarios[size_t(i)].isTraining())
                    risksOfTraining(rec.scenario, project.scenarios[size_t(i)],
                                    pb.results[size_t(i)]);
            }
            commonRisks(k, who);
        }
        PlaybookSection& sec = add("risks", "Risk register");
        sec.blocks.push_back(paragraph(
            "Each risk with the figure the models give for the recommended option (or the "
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

    void checklist()
    {
        PlaybookSection& sec = add("checklist", "Build-out checklist");
        for (size_t k = 0; k < pb.recommendations.size(); ++k) {
            const Recommendation& rec = pb.recommendations[k];
            if (rec.ranked.empty() || !chosenScenario[k])
                continue;
            const Candidate& w = rec.ranked.front();
            const Scenario& s = *chosenScenario[k];
            const ScenarioResult& res = *chosenResult[k];
            const Device* d = catalog.find(w.deviceId);
            if (!d)
                continue;
            sec.blocks.push_back(subheading(rec.study + ": " + w.label()));
            const bool gpu = d->kind == DeviceKind::Gpu || d->kind == DeviceKind::Accelerator;
            const bool nvidia = d->vendor == "NVIDIA" || d->id.starts_with("nvidia");
            const bool amd = d->id.starts_with("amd-") && d->kind == DeviceKind::Gpu;

            // Fabric.
            std::vector<std::string> fabric;
            const FabricSpec f = fabricSpecFor(s.cluster.fabric, *d, w.count);
            fabric.push_back("Scale-out topology: " + std::string(fabricTopologyName(f.topology)) +
                             (f.topology == FabricTopology::RailOptimized
                                  ? " (NIC i of every node on leaf i, so rail-local collectives "
                                    "stay one switch hop)"
                                  : ""));
            fabric.push_back("One " + formatNumber(f.nicBytesPerSec * 8 / 1e9, "%.0f") +
                             " Gb/s NIC per device (" + gbps(f.nicBytesPerSec) + "), " +
                             std::to_string(f.domainSize) + " devices per scale-up domain");
            if (f.topology == FabricTopology::RailOptimized ||
                f.topology == FabricTopology::FatTree) {
                int tiers = 1;
                if (w.count <= 65536) {
                    const FabricGraph g(f);
                    tiers = g.tiers();
                }
                // One transceiver at each end of every optical link: the device's NIC link,
                // plus its share of the uplinks of each tier above the leaf.
                double links = 1;
                if (tiers >= 2)
                    links += 1 / f.oversubscription;
                if (tiers >= 3)
                    links += 1 / (f.oversubscription * f.podOversubscription);
                fabric.push_back(
                    "Oversubscription " + formatHuman(f.oversubscription) + ":1 at the leaf" +
                    (tiers >= 3 ? ", " + formatHuman(f.podOversubscription) + ":1 at the pod"
                                : std::string()) +
                    "; " + std::to_string(tiers) + " switch tier(s) of " +
                    std::to_string(f.switchRadix) + "-port switches");
                fabric.push_back("Optics: " + formatHuman(2 * links) +
                                 " transceivers per device (" + formatHuman(2 * links * w.count) +
                                 " in total), one at each end of every link");
            }
            sec.blocks.push_back(subheading("Fabric"));
            sec.blocks.push_back(bullets(fabric, Kind::Checklist));

            // Storage and checkpoints.
            std::vector<std::string> storage;
            if (res.reliability) {
                const ReliabilityResult& r = *res.reliability;
                const ReliabilityOptions& o = s.reliability;
                storage.push_back("Storage tier: " + std::string(storageKindName(o.storage.kind)) +
                                  ", " + gbps(o.storage.aggregateWriteBytesPerSec) +
                                  " aggregate write, " + gbps(o.storage.aggregateReadBytesPerSec) +
                                  " read");
                storage.push_back("Checkpoint every " + formatDuration(r.checkpointIntervalSec) +
                                  " (Young/Daly optimum " + formatDuration(r.dalyIntervalSec) +
                                  "), " + gb(r.checkpointBytes) + " each");
                storage.push_back(
                    std::string(o.asyncCheckpoint ? "Asynchronous" : "Synchronous") +
                    " checkpoints: " + formatDuration(r.checkpointStallSec) + " stall each" +
                    (o.asyncCheckpoint ? std::string()
                                       : "; switch to asynchronous checkpointing "
                                         "(PyTorch DCP async_save) to hide the write"));
                storage.push_back(
                    "Target checkpoint write bandwidth: " + gbps(r.checkpointWriteBytesPerSec) +
                    " (what the stall above assumes); data loader reads " +
                    gbps(r.dataLoaderBytesPerSec));
            } else {
                const double dataset = s.datasetBytes;
                storage.push_back(
                    "Model weights: " + gb(res.inference ? res.inference->memory.weightsBytes : 0) +
                    " per device to load at start; keep a local NVMe copy so a "
                    "restart does not wait on the WAN");
                if (dataset > 0)
                    storage.push_back("Data at the serving site: " + formatHuman(dataset / 1e12) +
                                      " TB");
            }
            sec.blocks.push_back(subheading("Storage and checkpoints"));
            sec.blocks.push_back(bullets(storage, Kind::Checklist));

            // Host settings: the "infrastructure tax".
            std::vector<std::string> host;
            const std::string coll = amd ? "RCCL" : "NCCL";
            const double timeout = s.reliability.ncclTimeoutSec;
            if (w.cloud) {
                host.push_back("Cloud image: verify the provider's image sets the items below "
                               "(they are usually right; check after every image update)");
            }
            if (gpu) {
                host.push_back("BIOS/firmware: performance power profile, C-states beyond C1 "
                               "off, latest GPU/NIC firmware on every node");
                host.push_back("NUMA: bind each rank to the NUMA node of its GPU and NIC; IOMMU "
                               "in passthrough mode");
                host.push_back("PCIe: ACS disabled on the switches between GPU and NIC so "
                               "peer-to-peer traffic is not routed through the root complex");
                host.push_back(std::string("GPUDirect RDMA: ") +
                               (nvidia ? "nvidia-peermem or dma-buf loaded"
                                       : (amd ? "ROCm peer memory (amdgpu dma-buf)"
                                              : "the vendor's peer-memory driver")) +
                               ", verified with a loopback bandwidth test");
                host.push_back(coll + " environment: NCCL_IB_HCA and NCCL_SOCKET_IFNAME set to "
                                      "the fabric NICs, NCCL_IB_TIMEOUT=22, "
                                      "TORCH_NCCL_ASYNC_ERROR_HANDLING=1");
                host.push_back("Collective timeout: " + formatNumber(timeout, "%.0f") +
                               " s (the value the timeout risk was computed with)");
            } else if (d->kind == DeviceKind::Tpu) {
                host.push_back("TPU slice of " + std::to_string(w.count) +
                               " chips: the ICI torus comes with the slice; set the XLA "
                               "collective timeout to " +
                               formatNumber(timeout, "%.0f") + " s");
            } else {
                host.push_back("CPU nodes: performance governor, one rank per NUMA node, "
                               "huge pages, all memory channels populated");
            }
            sec.blocks.push_back(subheading("Host settings (the infrastructure tax)"));
            sec.blocks.push_back(bullets(host, Kind::Checklist));

            // Power and cooling.
            std::vector<std::string> power;
            const double perDevice = w.facilityPowerWatts / std::max(1, w.count);
            const int perRack = std::min(w.count, kDevicesPerRack);
            const double rackWatts = perDevice * perRack;
            power.push_back("Facility power: " + kw(w.facilityPowerWatts) +
                            " (devices, host "
                            "share and cooling at the site's PUE)");
            power.push_back("Per rack of " + std::to_string(perRack) +
                            " devices: " + kw(rackWatts) + "; " +
                            (rackWatts > kAirCooledRackWatts
                                 ? "beyond air cooling: direct liquid or rear-door heat "
                                   "exchangers"
                                 : "air cooling suffices") +
                            (w.cloud ? " (the provider's concern in a cloud region)" : ""));
            if (res.cost)
                power.push_back(
                    "Energy over the horizon: " + formatHuman(res.cost->energyKwh / 1e3) +
                    " MWh, " + formatHuman(res.cost->co2Tonnes) + " t CO2e");
            sec.blocks.push_back(subheading("Power and cooling"));
            sec.blocks.push_back(bullets(power, Kind::Checklist));
        }
        if (sec.blocks.empty())
            sec.blocks.push_back(paragraph("No option qualifies, so there is nothing to build yet: "
                                           "see the rejections under Options compared."));
    }

    void csvTables()
    {
        // Scenario results: the figures of `evaluate --json`.
        CsvTable& s = pb.csv.emplace_back();
        s.name = "scenarios";
        s.header = {"name",
                    "feasible",
                    "device",
                    "count",
                    "memory_per_device_bytes",
                    "training_tokens_per_s",
                    "training_step_time_s",
                    "training_mfu",
                    "training_time_to_train_s",
                    "training_time_to_train_ideal_s",
                    "inference_batch",
                    "inference_ttft_s",
                    "inference_tpot_s",
                    "inference_output_tokens_per_s",
                    "goodput",
                    "cost_total_usd",
                    "cost_npv_usd",
                    "cost_per_training_run_usd",
                    "cost_per_million_output_tokens_usd",
                    "problems"};
        auto opt = [](std::optional<double> v) { return v ? csvNumber(*v) : std::string(); };
        for (size_t i = 0; i < pb.results.size(); ++i) {
            const ScenarioResult& r = pb.results[i];
            const Scenario& sc = project.scenarios[i];
            const bool t = r.training && r.feasible, n = r.inference && r.feasible;
            s.rows.push_back({
                r.name,
                r.feasible ? "true" : "false",
                sc.cluster.deviceId,
                std::to_string(sc.cluster.count),
                csvNumber(r.memoryPerDeviceBytes),
                t ? csvNumber(r.training->tokensPerSec) : "",
                t ? csvNumber(r.training->stepTimeSec) : "",
                t ? csvNumber(r.training->mfu) : "",
                t ? csvNumber(effectiveTimeToTrainSec(r)) : "",
                t ? csvNumber(r.training->timeToTrainSec) : "",
                n ? csvNumber(r.inference->batch) : "",
                n ? csvNumber(r.inference->ttftSec) : "",
                n ? csvNumber(r.inference->tpotSec) : "",
                n ? csvNumber(r.inference->outputTokensPerSec) : "",
                r.reliability ? csvNumber(r.reliability->goodput) : "",
                r.cost ? csvNumber(r.cost->totalCostUsd) : "",
                r.cost ? csvNumber(r.cost->npvUsd) : "",
                r.cost ? opt(r.cost->costPerTrainingRunUsd) : "",
                r.cost ? opt(r.cost->costPerMillionOutputTokensUsd) : "",
                join(englishOf(r.problems), "; "),
            });
        }

        // Ranked candidates with their objectives: the figures of `recommend --json`.
        CsvTable& c = pb.csv.emplace_back();
        c.name = "candidates";
        c.header = {"study",
                    "rank",
                    "label",
                    "device",
                    "count",
                    "tensor",
                    "pipeline",
                    "data",
                    "site",
                    "commitment",
                    "fallback_site",
                    "cost_per_work_usd",
                    "total_cost_usd",
                    "horizon_cost_usd",
                    "usd_per_device_hour",
                    "time_to_train_s",
                    "ttft_s",
                    "tpot_s",
                    "output_tokens_per_s",
                    "energy_kwh_per_work",
                    "co2_kg_per_work",
                    "facility_power_w",
                    "availability",
                    "risk"};
        for (int o = 0; o < kObjectiveCount; ++o)
            c.header.push_back("objective_" + std::string(objectiveName(Objective(o))));
        for (const Recommendation& r : pb.recommendations) {
            for (size_t i = 0; i < r.ranked.size(); ++i) {
                const Candidate& x = r.ranked[i];
                std::vector<std::string> row = {r.study,
                                                std::to_string(i + 1),
                                                x.label(),
                                                x.deviceId,
                                                std::to_string(x.count),
                                                std::to_string(x.parallelism.tensor),
                                                std::to_string(x.parallelism.pipeline),
                                                std::to_string(x.parallelism.data),
                                                x.site,
                                                x.cloud ? std::string(commitmentName(x.commitment))
                                                        : "",
                                                x.fallbackSite,
                                                csvNumber(x.costPerWorkUsd),
                                                csvNumber(x.totalCostUsd),
                                                csvNumber(x.horizonCostUsd),
                                                csvNumber(x.usdPerDeviceHour),
                                                x.training ? csvNumber(x.timeToTrainSec) : "",
                                                x.training ? "" : csvNumber(x.ttftSec),
                                                x.training ? "" : csvNumber(x.tpotSec),
                                                x.training ? "" : csvNumber(x.outputTokensPerSec),
                                                csvNumber(x.energyKwhPerWork),
                                                csvNumber(x.co2KgPerWork),
                                                csvNumber(x.facilityPowerWatts),
                                                csvNumber(x.availability),
                                                csvNumber(x.risk)};
                for (double v : x.objectives)
                    row.push_back(csvNumber(v));
                c.rows.push_back(std::move(row));
            }
        }

        // Monthly cash flows per option: the scenarios as written and each study's winner.
        CsvTable& m = pb.csv.emplace_back();
        m.name = "cash_flows";
        m.header = {"option", "kind", "month", "cash_flow_usd", "cumulative_usd"};
        auto addSeries = [&](const std::string& option, const std::string& kind,
                             const CostReport& r) {
            double cumulative = 0;
            for (size_t i = 0; i < r.monthlyCashFlowUsd.size(); ++i) {
                cumulative += r.monthlyCashFlowUsd[i];
                m.rows.push_back({option, kind, std::to_string(i + 1),
                                  csvNumber(r.monthlyCashFlowUsd[i]), csvNumber(cumulative)});
            }
        };
        for (const ScenarioResult& r : pb.results)
            if (r.cost)
                addSeries(r.name, "scenario", *r.cost);
        for (size_t k = 0; k < pb.recommendations.size(); ++k)
            if (chosenResult[k] && chosenResult[k]->cost)
                addSeries(pb.recommendations[k].ranked.front().label(),
                          "recommended: " + pb.recommendations[k].study, *chosenResult[k]->cost);
    }
};

} // namespace

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
