#include "playbook/playbook_builder.h"

#include "common/input_error.h"
#include "common/number_text.h"
#include "common/problem_kind.h"
#include "common/version.h"
#include "economics/price_book.h"
#include "perf/api_served.h"
#include "perf/interactive_latency.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "placement/site.h"
#include "playbook/csv_text.h"
#include "recommend/candidate_scenario.h"
#include "recommend/recommend_studies.h"

#include <algorithm>
#include <atomic>
#include <ctime>
#include <set>

namespace ap {

using nlohmann::json;

namespace playbook_detail {

PlaybookSection& Builder::add(std::string id, Message title)
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
            chosenResult.back() = evaluateScenario(s, data);
            chosenScenario.back() = std::move(s);
        } catch (const InputError&) {
            // The template's placement cannot take the winner's site: the register then
            // uses the candidate's own figures only.
        }
    }
}

void Builder::summary()
{
    PlaybookSection& sec = add("summary", Message(AP_TEXT("ap::Playbook", "Executive summary")));
    if (pb.recommendations.empty())
        sec.blocks.push_back(paragraph(Message(AP_TEXT(
            "ap::Playbook", "The project states no recommendation study and has no scenario to "
                            "build one from; the scenario results below are the whole answer."))));
    for (const Recommendation& r : pb.recommendations) {
        sec.blocks.push_back(subheading(r.study));
        if (r.ranked.empty()) {
            std::vector<Message> parts = {
                Message(AP_TEXT("ap::Playbook", "No option meets the constraints of this study."))};
            parts.insert(parts.end(), r.explanation.begin(), r.explanation.end());
            sec.blocks.push_back(paragraph(joined(parts, " ")));
            continue;
        }
        const Candidate& w = r.ranked.front();
        const bool training = r.workloadKind == "training";
        std::vector<Message> parts;
        parts.push_back(Message(AP_TEXT("ap::Playbook", "Recommendation: %1, %2 %3 (%4)."),
                                {msg::phrase(w.labelMessage()), msg::usd(w.costPerWorkUsd),
                                 msg::phrase(workUnit(r)), msg::phrase(timeText(r, w))}));
        if (!r.explanation.empty())
            parts.push_back(r.explanation.front());
        parts.push_back(
            training ? Message(AP_TEXT("ap::Playbook",
                                       "Total cost %1 for the run (the placement's whole horizon: "
                                       "%2)."),
                               {msg::usd(w.totalCostUsd), msg::usd(w.horizonCostUsd)})
                     : Message(AP_TEXT("ap::Playbook",
                                       "Total cost %1 over the horizon (the placement's whole "
                                       "horizon: %2)."),
                               {msg::usd(w.totalCostUsd), msg::usd(w.horizonCostUsd)}));
        if (r.ranked.size() > 1) {
            const Candidate& b = r.ranked[1];
            parts.push_back(Message(AP_TEXT("ap::Playbook", "Runner-up: %1 at %2 %3 (%4)."),
                                    {msg::phrase(b.labelMessage()), msg::usd(b.costPerWorkUsd),
                                     msg::phrase(workUnit(r)), msg::phrase(timeText(r, b))}));
        }
        if (!r.flips.empty())
            parts.push_back(Message(AP_TEXT("ap::Playbook", "What would flip the decision: %1"),
                                    {msg::phrase(r.flips.front().sentence)}));
        sec.blocks.push_back(paragraph(joined(parts, " ")));

        PlaybookTable t;
        t.header = {Message(AP_TEXT("ap::Playbook", "Figure")),
                    Message(AP_TEXT("ap::Playbook", "Recommended option"))};
        t.numeric = {false, false};
        t.rows.push_back(
            {Message(AP_TEXT("ap::Playbook", "Device")), deviceName(catalog, w.deviceId)});
        t.rows.push_back({Message(AP_TEXT("ap::Playbook", "Devices")), fig(msg::count(w.count))});
        t.rows.push_back({Message(AP_TEXT("ap::Playbook", "Site")),
                          w.site + (w.cloud ? " (" + std::string(commitmentName(w.commitment)) + ")"
                                            : std::string())});
        if (!w.fallbackSite.empty())
            t.rows.push_back({Message(AP_TEXT("ap::Playbook", "Fallback site")), w.fallbackSite});
        t.rows.push_back({Message(AP_TEXT("ap::Playbook", "Cost %1"), {msg::phrase(workUnit(r))}),
                          fig(msg::usd(w.costPerWorkUsd))});
        t.rows.push_back(
            {Message(AP_TEXT("ap::Playbook", "Total cost")), fig(msg::usd(w.totalCostUsd))});
        if (training) {
            t.rows.push_back({Message(AP_TEXT("ap::Playbook", "Time to train (incl. failures)")),
                              fig(msg::duration(w.timeToTrainSec))});
            t.rows.push_back(
                {Message(AP_TEXT("ap::Playbook", "Goodput")), fig(msg::percent(w.goodput))});
        } else {
            t.rows.push_back({Message(AP_TEXT("ap::Playbook", "Output tokens/s (capacity)")),
                              fig(human(w.outputTokensPerSec))});
            t.rows.push_back(
                {frame("TTFT / TPOT", {}),
                 frame("%1 / %2", {msg::duration(w.ttftSec), msg::duration(w.tpotSec)})});
            t.rows.push_back({Message(AP_TEXT("ap::Playbook", "Availability")),
                              fig(msg::percent(w.availability))});
        }
        t.rows.push_back(
            {Message(AP_TEXT("ap::Playbook", "Facility power")), kw(w.facilityPowerWatts)});
        if (r.monteCarlo && r.monteCarlo->options.size() > 1)
            t.rows.push_back(
                {Message(AP_TEXT("ap::Playbook", "P(winner beats runner-up), head to head")),
                 fig(msg::percent(r.monteCarlo->probabilityWinnerBeatsRunnerUp))});
        sec.blocks.push_back(tableBlock(std::move(t)));
        if (r.explanation.size() > 1)
            sec.blocks.push_back(
                bullets(std::vector<Message>(r.explanation.begin() + 1, r.explanation.end())));
    }
}

void Builder::options()
{
    PlaybookSection& sec = add("options", Message(AP_TEXT("ap::Playbook", "Options compared")));
    sec.blocks.push_back(subheading(Message(AP_TEXT("ap::Playbook", "Scenarios as written"))));
    PlaybookTable t;
    t.header = {Message(AP_TEXT("ap::Playbook", "Scenario")),
                Message(AP_TEXT("ap::Playbook", "Cluster")),
                Message(AP_TEXT("ap::Playbook", "Memory/device")),
                Message(AP_TEXT("ap::Playbook", "Throughput")),
                Message(AP_TEXT("ap::Playbook", "Latency or step"))};
    t.numeric = {false, false, true, true, true};
    // Then a column per headline figure of the registry this table shows
    // (perf/figure_registry.h kViewPlaybookScenarios), in the registry's order.
    const std::vector<const HeadlineFigureInfo*> figures = scenarioTableFigures();
    for (const HeadlineFigureInfo* f : figures) {
        t.header.push_back(figureHeader(*f, project.scenarios));
        t.numeric.push_back(true);
    }
    for (size_t i = 0; i < pb.results.size(); ++i) {
        const ScenarioResult& r = pb.results[i];
        const Scenario& s = project.scenarios[i];
        // Behind a model API the cluster only sizes the volume priced (perf/api_served.h).
        const bool api = servedByApi(r);
        std::vector<Message> row = {
            r.feasible ? Message(r.name)
                       : Message(AP_TEXT("ap::Playbook", "%1 [infeasible]"), {msg::text(r.name)}),
            api ? Message(AP_TEXT("ap::Playbook", "model API %1"), {msg::text(r.cost->computeSite)})
                : Message(std::to_string(s.cluster.count) + " x " + s.cluster.deviceId),
            r.memoryPerDeviceBytes > 0 && !api ? gb(r.memoryPerDeviceBytes) : Message("-")};
        if (r.training && r.feasible) {
            row.push_back(frame("%1 tok/s", {human(r.training->tokensPerSec)}));
            row.push_back(Message(AP_TEXT("ap::Playbook", "%1/step"),
                                  {msg::duration(r.training->stepTimeSec)}));
        } else if (r.inference && r.feasible) {
            row.push_back(frame("%1 tok/s", {human(shownOutputTokensPerSec(r))}));
            row.push_back(api ? Message("-")
                              : frame("TPOT %1", {msg::duration(r.inference->tpotSec)}));
        } else {
            row.insert(row.end(), {"-", "-"});
        }
        const HeadlineFigures h = headlineFigures(r);
        for (const HeadlineFigureInfo* f : figures) {
            const std::optional<double> v = rowValue(*f, r, h);
            row.push_back(v ? figureCell(f->unit, *v) : Message("-"));
        }
        t.rows.push_back(std::move(row));
    }
    sec.blocks.push_back(tableBlock(std::move(t)));
    // Users in several regions: the latency each region's users see (perf/user_region_figures.h;
    // the tables' users' latency is the traffic-weighted mean of these).
    PlaybookTable regions;
    regions.header = {Message(AP_TEXT("ap::Playbook", "Scenario")),
                      Message(AP_TEXT("ap::Playbook", "Users' region")),
                      Message(AP_TEXT("ap::Playbook", "Share of traffic")),
                      Message(AP_TEXT("ap::Playbook", "Distance")),
                      Message(AP_TEXT("ap::Playbook", "Round trip")),
                      Message(AP_TEXT("ap::Playbook", "TTFT incl. network")),
                      Message(AP_TEXT("ap::Playbook", "Request latency incl. network"))};
    regions.numeric = {false, false, true, true, true, true, true};
    for (const ScenarioResult& r : pb.results) {
        const std::vector<UserRegionFigures> figures = userRegionFigures(r);
        const int worst = worstUserRegion(figures);
        for (size_t k = 0; k < figures.size(); ++k) {
            const UserRegionFigures& f = figures[k];
            const auto latency = [](const std::optional<double>& v) {
                return v ? fig(msg::duration(*v)) : Message("-");
            };
            regions.rows.push_back(
                {Message(r.name),
                 int(k) == worst && figures.size() > 1
                     ? Message(AP_TEXT("ap::Playbook", "%1 (worst)"), {msg::text(f.name)})
                     : Message(f.name),
                 fig(msg::percent(f.share)),
                 Message(AP_TEXT("ap::Playbook", "%1 km"), {msg::number(f.distanceKm, "%.0f")}),
                 fig(msg::duration(f.roundTripSec)), latency(f.ttftWithNetworkSec),
                 latency(f.requestLatencyWithNetworkSec)});
        }
    }
    if (!regions.rows.empty()) {
        sec.blocks.push_back(subheading(Message(AP_TEXT("ap::Playbook", "Users by region"))));
        sec.blocks.push_back(paragraph(
            Message(AP_TEXT("ap::Playbook", "Each region's network round trip to the compute site; "
                                            "the users' latency in the other tables is the "
                                            "traffic-weighted mean of these."))));
        sec.blocks.push_back(tableBlock(std::move(regions)));
    }
    for (size_t k = 0; k < pb.results.size(); ++k) {
        const ScenarioResult& r = pb.results[k];
        for (const auto& p : r.problems)
            sec.blocks.push_back(paragraph(named(r.name, p)));
        if (k < pb.project.scenarios.size())
            if (const auto warning = interactiveLatencyWarning(pb.project.scenarios[k], r))
                sec.blocks.push_back(paragraph(named(r.name, *warning)));
    }
    // What each scenario still serves while its WAN link is down (edge and disconnected sites:
    // the figures evaluate prints under "WAN down").
    for (const ScenarioResult& r : pb.results) {
        if (!r.cost || !r.cost->wanDown)
            continue;
        const WanDownReport& w = *r.cost->wanDown;
        sec.blocks.push_back(paragraph(
            Message(AP_TEXT("ap::Playbook", "%1, with the WAN down (%2 h/year expected): %3 of "
                                            "%4 output tokens/s still served, %5 tokens/s lost."),
                    {msg::text(r.name), human(w.outageHoursPerYear), msg::percent(w.servedFraction),
                     human(w.demandOutputTokensPerSec),
                     human(w.demandOutputTokensPerSec - w.servedOutputTokensPerSec)})));
        std::vector<Message> items;
        for (const Message& m : w.stillServed)
            items.push_back(
                Message(AP_TEXT("ap::Playbook", "keeps running: %1"), {msg::phrase(m)}));
        for (const Message& m : w.lost)
            items.push_back(Message(AP_TEXT("ap::Playbook", "cut off: %1"), {msg::phrase(m)}));
        if (!items.empty())
            sec.blocks.push_back(bullets(std::move(items)));
    }

    for (const Recommendation& r : pb.recommendations) {
        sec.blocks.push_back(subheading(
            Message(AP_TEXT("ap::Playbook", "%1: ranked options"), {msg::text(r.study)})));
        sec.blocks.push_back(paragraph(Message(
            AP_TEXT("ap::Playbook",
                    "Searched %1 layouts and %2 placed candidates; %3 feasible. Objective: %4."),
            {msg::count(r.layoutsEvaluated), msg::count(r.candidatesEvaluated),
             msg::count(r.candidatesFeasible), msg::phrase(objectiveText(r.objective))})));
        PlaybookTable c;
        const bool training = r.workloadKind == "training";
        c.header = {Message("#"),
                    Message(AP_TEXT("ap::Playbook", "Option")),
                    training ? Message(AP_TEXT("ap::Playbook", "Cost /run"))
                             : Message(AP_TEXT("ap::Playbook", "Cost /M tok")),
                    Message(AP_TEXT("ap::Playbook", "Total cost")),
                    training ? Message(AP_TEXT("ap::Playbook", "Time to train"))
                             : frame("TTFT / TPOT", {}),
                    Message(AP_TEXT("ap::Playbook", "Energy")),
                    Message(AP_TEXT("ap::Playbook", "Risk"))};
        c.numeric = {true, false, true, true, true, true, true};
        for (size_t i = 0; i < r.ranked.size(); ++i) {
            const Candidate& x = r.ranked[i];
            c.rows.push_back(
                {std::to_string(i + 1), x.labelMessage(), fig(msg::usd(x.costPerWorkUsd)),
                 fig(msg::usd(x.totalCostUsd)),
                 training ? fig(msg::duration(x.timeToTrainSec))
                          : frame("%1 / %2", {msg::duration(x.ttftSec), msg::duration(x.tpotSec)}),
                 frame("%1 kWh", {human(x.energyKwhPerWork)}), fig(msg::percent(x.risk))});
        }
        if (!c.rows.empty())
            sec.blocks.push_back(tableBlock(std::move(c)));
        if (!r.rejections.empty()) {
            PlaybookTable j;
            j.header = {Message(AP_TEXT("ap::Playbook", "Rejected for")),
                        Message(AP_TEXT("ap::Playbook", "Options")),
                        Message(AP_TEXT("ap::Playbook", "Example"))};
            j.numeric = {false, true, false};
            for (const auto& x : r.rejections)
                j.rows.push_back(
                    {problemKindMessage(x.reason), std::to_string(x.count), x.example});
            sec.blocks.push_back(subheading(
                Message(AP_TEXT("ap::Playbook", "%1: why not the others"), {msg::text(r.study)})));
            sec.blocks.push_back(tableBlock(std::move(j)));
        }
        if (!r.flips.empty()) {
            std::vector<Message> items;
            for (const auto& f : r.flips)
                items.push_back(f.sentence);
            sec.blocks.push_back(
                subheading(Message(AP_TEXT("ap::Playbook", "%1: what would flip the decision"),
                                   {msg::text(r.study)})));
            sec.blocks.push_back(bullets(std::move(items)));
        }
        if (r.monteCarlo && !r.monteCarlo->options.empty()) {
            const MonteCarloSummary& m = *r.monteCarlo;
            sec.blocks.push_back(subheading(Message(
                AP_TEXT("ap::Playbook", "%1: Monte Carlo (%2 samples, seed %3)"),
                {msg::text(r.study), msg::count(m.samples), msg::text(std::to_string(m.seed))})));
            PlaybookTable mt;
            mt.header = {Message(AP_TEXT("ap::Playbook", "Option")),
                         Message(AP_TEXT("ap::Playbook", "P(best of all)")),
                         Message("P10"),
                         Message("P50"),
                         Message("P90"),
                         Message(AP_TEXT("ap::Playbook", "Infeasible"))};
            mt.numeric = {false, true, true, true, true, true};
            const bool usd = m.objective == Objective::Cost;
            auto val = [&](double v) { return usd ? fig(msg::usd(v)) : fig(human(v)); };
            // The option's label as a message where it is a ranked candidate (the same text).
            auto labelOf = [&](const MonteCarloOption& o) {
                for (const Candidate& x : r.ranked)
                    if (x.id == o.candidateId && x.label() == o.label)
                        return x.labelMessage();
                return Message(o.label);
            };
            for (const auto& o : m.options)
                mt.rows.push_back({labelOf(o), fig(msg::percent(o.probabilityBest)), val(o.p10),
                                   val(o.p50), val(o.p90), fig(msg::percent(o.infeasibleShare))});
            sec.blocks.push_back(tableBlock(std::move(mt)));
            if (!m.inputs.empty())
                sec.blocks.push_back(paragraph(Message(AP_TEXT("ap::Playbook", "Sampled: %1."),
                                                       {msg::phrase(joined(m.inputs, "; "))})));
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
    PlaybookSection& sec = add("charts", Message(AP_TEXT("ap::Playbook", "Charts")));
    sec.blocks.push_back(chartBlock(
        ChartKind::Roofline, pb.results.empty() ? -1 : 0, -1,
        Message(AP_TEXT("ap::Playbook", "Roofline of the devices compared, with the operators of "
                                        "the first scenario's layer placed where they run"))));
    // "<scenario or study>: <what the chart shows>".
    auto caption = [](const std::string& name, Message what) {
        return named(name, std::move(what));
    };
    for (size_t i = 0; i < pb.results.size(); ++i) {
        const ScenarioResult& r = pb.results[i];
        if (!r.feasible && !r.cost)
            continue;
        const int n = int(i);
        if (r.training && r.feasible)
            sec.blocks.push_back(chartBlock(
                ChartKind::StepBreakdown, n, -1,
                caption(r.name,
                        Message(AP_TEXT("ap::Playbook", "where a training step's time goes")))));
        if (r.memoryPerDeviceBytes > 0 && !servedByApi(r))
            sec.blocks.push_back(
                chartBlock(ChartKind::MemoryBreakdown, n, -1,
                           caption(r.name, Message(AP_TEXT("ap::Playbook", "memory per device")))));
        if (ownInference(r) && r.feasible) {
            sec.blocks.push_back(chartBlock(
                ChartKind::LatencyThroughput, n, -1,
                caption(r.name, Message(AP_TEXT("ap::Playbook", "latency against throughput")))));
            sec.blocks.push_back(chartBlock(
                ChartKind::LatencyBatch, n, -1,
                caption(r.name,
                        Message(AP_TEXT("ap::Playbook", "TTFT and TPOT against the batch")))));
        }
        if (r.cost) {
            sec.blocks.push_back(chartBlock(
                ChartKind::CashFlow, n, -1,
                caption(r.name, Message(AP_TEXT("ap::Playbook", "cash flow over the horizon")))));
            sec.blocks.push_back(
                chartBlock(ChartKind::CostBreakdown, n, -1,
                           caption(r.name, Message(AP_TEXT("ap::Playbook", "cost breakdown")))));
        }
        // The latency, bandwidth and egress economics of the placement, where the
        // scenario has what each needs (the same sweeps as the GUI's Compare plots).
        const Scenario& s = pb.project.scenarios[i];
        if (buyVsRent(s, r, pb.data))
            sec.blocks.push_back(chartBlock(
                ChartKind::BuyVsRent, n, -1,
                caption(r.name, Message(AP_TEXT("ap::Playbook", "buy vs rent, cumulative cost")))));
        if (userLatencySweep(s, r, pb.data.sites()))
            sec.blocks.push_back(chartBlock(
                ChartKind::UserLatency, n, -1,
                caption(r.name,
                        Message(AP_TEXT("ap::Playbook", "latency to the users by distance")))));
        if (storageSweep(s, r, pb.data))
            sec.blocks.push_back(chartBlock(
                ChartKind::StorageBandwidth, n, -1,
                caption(r.name, Message(AP_TEXT("ap::Playbook", "checkpoint and data-set transfer "
                                                                "time against bandwidth")))));
        if (egressSweep(s, r, pb.data))
            sec.blocks.push_back(
                chartBlock(ChartKind::Egress, n, -1,
                           caption(r.name, Message(AP_TEXT("ap::Playbook", "egress economics")))));
    }
    // One chart for all: the network's share of a request per served scenario and site.
    bool served = false;
    for (size_t i = 0; i < pb.results.size() && i < pb.project.scenarios.size(); ++i)
        if (auto p = requestLatencyParts(pb.project.scenarios[i], pb.results[i]))
            served = served || !p->site.empty(); // a placement: a network to the users
    if (served)
        sec.blocks.push_back(chartBlock(
            ChartKind::NetworkShare, -1, -1,
            Message(AP_TEXT("ap::Playbook", "Request latency of each served scenario: network "
                                            "round trip, time to first token and decoding"))));
    for (size_t k = 0; k < pb.recommendations.size(); ++k) {
        const Recommendation& r = pb.recommendations[k];
        if (r.ranked.size() > 1)
            sec.blocks.push_back(chartBlock(
                ChartKind::Pareto, -1, int(k),
                caption(r.study,
                        Message(AP_TEXT("ap::Playbook", "the trade-off (Pareto front)")))));
        if (!r.tornado.empty())
            sec.blocks.push_back(chartBlock(
                ChartKind::Tornado, -1, int(k),
                caption(r.study, Message(AP_TEXT("ap::Playbook",
                                                 "what the winner's objective is sensitive to")))));
        if (r.monteCarlo && !r.monteCarlo->options.empty())
            sec.blocks.push_back(chartBlock(
                ChartKind::MonteCarlo, -1, int(k),
                caption(r.study, Message(AP_TEXT("ap::Playbook", "Monte Carlo distribution of "
                                                                 "the objective per option")))));
    }
}

} // namespace playbook_detail

using playbook_detail::Builder;

void CsvTable::numbersExcept(std::initializer_list<std::string_view> textColumns)
{
    numeric.assign(header.size(), true);
    for (size_t i = 0; i < header.size(); ++i)
        for (std::string_view t : textColumns)
            if (header[i] == t)
                numeric[i] = false;
}

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

namespace {

std::atomic<std::uint64_t> g_builds{0};
std::atomic<std::uint64_t> g_studiesSearched{0};

} // namespace

PlaybookBuildCounts playbookBuildCounts()
{
    return {g_builds.load(), g_studiesSearched.load()};
}

Playbook buildPlaybook(const Project& project, const DataContext& data,
                       const PlaybookRequest& request)
{
    ++g_builds;
    Playbook pb;
    pb.project = project;
    pb.data = data;
    const Catalog& catalog = data.catalog();
    pb.projectName = project.name;
    pb.projectFile = request.projectFile;
    pb.date = request.date.empty() ? todayIsoDate() : request.date;
    pb.toolVersion = versionString();
    pb.title = Message(AP_TEXT("ap::Playbook", "Playbook: %1"), {msg::text(project.name)});
    pb.results = evaluateProject(project, data);

    std::vector<StudySpec> studies = studiesOf(project);
    if (request.study) {
        std::erase_if(studies, [&](const StudySpec& s) {
            return s.name != *request.study && s.scenario != *request.study;
        });
        if (studies.empty())
            throw InputError(request.projectFile, "recommend",
                             "no study or scenario named \"" + *request.study + "\"");
    }
    // The studies the caller has no result for are searched, side by side where there are
    // threads for it (recommendStudies); every study keeps its place.
    std::vector<std::optional<Recommendation>> found(studies.size());
    std::vector<StudySpec> toSearch;
    for (size_t i = 0; i < studies.size(); ++i) {
        if (request.knownRecommendation)
            found[i] = request.knownRecommendation(studies[i]);
        if (!found[i])
            toSearch.push_back(studies[i]);
    }
    std::vector<Recommendation> searched;
    g_studiesSearched += toSearch.size();
    try {
        searched = recommendStudies(project, toSearch, data, request.recommendOptions);
    } catch (const InputError& e) {
        throw e.withFile(request.projectFile);
    }
    for (size_t i = 0, next = 0; i < studies.size(); ++i)
        pb.recommendations.push_back(found[i] ? std::move(*found[i]) : std::move(searched[next++]));

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

    Builder b{project, data, catalog, pb, {}, {}};
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
