#include "recommend/recommend.h"

#include "recommend/recommend_studies.h"

#include "common/input_error.h"
#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"
#include "recommend/binding.h"
#include "recommend/candidate_scenario.h"
#include "recommend/search.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <future>
#include <map>
#include <nlohmann/json.hpp>
#include <thread>

namespace ap {

using nlohmann::json;
using namespace recommend_detail;

namespace {

std::vector<Objective> paretoObjectivesOf(const StudySpec& s, bool training)
{
    if (!s.pareto.empty())
        return s.pareto;
    return {Objective::Cost, training ? Objective::Time : Objective::Latency, Objective::Risk};
}

bool dominates(const Candidate& a, const Candidate& b, const std::vector<Objective>& objs)
{
    bool strictly = false;
    for (Objective o : objs) {
        const double x = a.objectives[int(o)], y = b.objectives[int(o)];
        if (x > y)
            return false;
        if (x < y)
            strictly = true;
    }
    return strictly;
}

// Non-dominated set: sorted by the first objective, each point is checked against the front
// built so far (the front is small next to the candidate list).
std::vector<const Evaluated*> paretoFront(std::vector<const Evaluated*> list,
                                          const std::vector<Objective>& objs)
{
    std::sort(list.begin(), list.end(), [&](const Evaluated* a, const Evaluated* b) {
        for (Objective o : objs) {
            if (a->c.objectives[int(o)] != b->c.objectives[int(o)])
                return a->c.objectives[int(o)] < b->c.objectives[int(o)];
        }
        return a->c.id < b->c.id;
    });
    std::vector<const Evaluated*> front;
    for (const Evaluated* e : list) {
        bool dominated = false;
        for (const Evaluated* f : front)
            if (dominates(f->c, e->c, objs) || f->c.objectives == e->c.objectives) {
                dominated = true;
                break;
            }
        if (!dominated)
            front.push_back(e);
    }
    return front;
}

// "TP8 PP2 DP4", "TP2 x37 replicas", "1 device": the degrees are symbols in every language,
// the words are translated.
Message layoutText(const Candidate& c)
{
    const Parallelism& p = c.parallelism;
    std::string s;
    auto add = [&](const char* name, int v) {
        if (v > 1)
            s += (s.empty() ? "" : " ") + std::string(name) + std::to_string(v);
    };
    if (c.training) {
        add("TP", p.tensor);
        add("PP", p.pipeline);
        add("DP", p.data);
        add("CP", p.context);
        add("EP", p.expert);
        if (p.zeroStage >= 2)
            s += " ZeRO-" + std::to_string(p.zeroStage);
    } else {
        add("TP", p.tensor);
        add("PP", p.pipeline);
        add("CP", p.context); // context ranks of one replica (not more replicas)
        add("EP", p.expert);
        if (c.replicas > 1)
            return s.empty() ? Message(AP_TEXT("ap::Recommendation", "x%1 replicas"),
                                       {msg::count(c.replicas)})
                             : Message(AP_TEXT("ap::Recommendation", "%1 x%2 replicas"),
                                       {msg::text(s), msg::count(c.replicas)});
    }
    return s.empty() ? Message(AP_TEXT("ap::Recommendation", "1 device")) : Message(s);
}

Message commitmentPhrase(Commitment c)
{
    switch (c) {
    case Commitment::OnDemand:
        return Message(AP_TEXT("ap::Recommendation", "on_demand"));
    case Commitment::Commit1y:
        return Message(AP_TEXT("ap::Recommendation", "commit_1y"));
    case Commitment::Commit3y:
        return Message(AP_TEXT("ap::Recommendation", "commit_3y"));
    case Commitment::Spot:
        return Message(AP_TEXT("ap::Recommendation", "spot"));
    }
    return Message(std::string(commitmentName(c)));
}

} // namespace

std::string_view bindingName(Binding b)
{
    switch (b) {
    case Binding::None:
        return "";
    case Binding::Communication:
        return "communication";
    case Binding::Compute:
        return ceilingName(Ceiling::Compute);
    case Binding::Cache:
        return ceilingName(Ceiling::Cache);
    case Binding::Memory:
        return ceilingName(Ceiling::Memory);
    case Binding::HostLink:
        return ceilingName(Ceiling::HostLink);
    case Binding::ScaleUp:
        return ceilingName(Ceiling::ScaleUp);
    case Binding::ScaleOut:
        return ceilingName(Ceiling::ScaleOut);
    }
    return "";
}

Message bindingMessage(Binding b)
{
    switch (b) {
    case Binding::Compute:
        return Message(AP_TEXT("ap::Recommendation", "compute"));
    case Binding::Communication:
        return Message(AP_TEXT("ap::Recommendation", "communication"));
    case Binding::Cache:
        return Message(AP_TEXT("ap::Recommendation", "cache"));
    case Binding::Memory:
        return Message(AP_TEXT("ap::Recommendation", "memory"));
    case Binding::HostLink:
        return Message(AP_TEXT("ap::Recommendation", "host_link"));
    case Binding::ScaleUp:
        return Message(AP_TEXT("ap::Recommendation", "scale_up"));
    case Binding::ScaleOut:
        return Message(AP_TEXT("ap::Recommendation", "scale_out"));
    case Binding::None:
        break;
    }
    return Message(std::string(bindingName(b)));
}

Binding trainingBinding(const TrainingResult& t)
{
    return t.computeTimeSec >= 0.5 * t.stepTimeSec ? Binding::Compute : Binding::Communication;
}

Binding bindingOf(Ceiling c)
{
    switch (c) {
    case Ceiling::Compute:
        return Binding::Compute;
    case Ceiling::Cache:
        return Binding::Cache;
    case Ceiling::Memory:
        return Binding::Memory;
    case Ceiling::HostLink:
        return Binding::HostLink;
    case Ceiling::ScaleUp:
        return Binding::ScaleUp;
    case Ceiling::ScaleOut:
        return Binding::ScaleOut;
    }
    return Binding::None;
}

std::string Candidate::label() const
{
    return labelMessage().english();
}

Message Candidate::labelMessage() const
{
    const MessageArg layout = msg::phrase(layoutText(*this));
    if (site.empty())
        return Message(AP_TEXT("ap::Recommendation", "%1 x %2, %3"),
                       {msg::count(count), msg::text(deviceId), layout});
    Message where(nullptr, "%1", {msg::text(site)});
    if (cloud)
        where = Message(AP_TEXT("ap::Recommendation", "%1 (%2)"),
                        {msg::text(site), msg::phrase(commitmentPhrase(commitment))});
    if (!fallbackSite.empty())
        where = Message(AP_TEXT("ap::Recommendation", "%1 + fallback %2"),
                        {msg::phrase(where), msg::text(fallbackSite)});
    return Message(AP_TEXT("ap::Recommendation", "%1 x %2 @ %3, %4"),
                   {msg::count(count), msg::text(deviceId), msg::phrase(where), layout});
}

std::vector<StudySpec> studiesOf(const Project& project)
{
    if (!project.studies.empty())
        return project.studies;
    // One default study per distinct workload: "the same job, cheaper". A training study
    // keeps options no slower than 1.5x the scenario as written (without a deadline the
    // cheapest run is often the slowest); a serving study carries the scenario's own load.
    std::vector<StudySpec> out;
    std::vector<json> seen;
    const json doc = projectToJson(project);
    for (size_t i = 0; i < project.scenarios.size(); ++i) {
        const json& w = doc["scenarios"][i]["workload"];
        if (std::find(seen.begin(), seen.end(), w) != seen.end())
            continue;
        seen.push_back(w);
        StudySpec s;
        s.scenario = project.scenarios[i].name;
        s.name = "Options for " + s.scenario;
        out.push_back(std::move(s));
    }
    return out;
}

namespace {

// Fills the default constraints of a study from its template as written (see studiesOf).
void applyTemplateDefaults(const Project& project, StudySpec& study, const DataContext& data,
                           std::vector<Message>& notes)
{
    if (!project.studies.empty())
        return;
    // Default studies name their scenario (studiesOf).
    const Scenario* it = study.scenario.empty() ? nullptr : templateScenario(project, study);
    if (!it)
        return;
    const ScenarioResult r = evaluateScenario(*it, data);
    if (!r.feasible)
        return;
    // Counts up to 4x the scenario's own: the default asks "this job, done better", and the
    // largest fabrics dominate a cold search (explicit studies set search.max_devices).
    study.search.maxDevices = std::min(study.search.maxDevices, std::max(8, 4 * it->cluster.count));
    notes.push_back(Message(
        AP_TEXT("ap::Recommendation", "default study: up to %1 devices (4 x the scenario's %2)"),
        {msg::count(study.search.maxDevices), msg::count(it->cluster.count)}));
    if (r.training && r.reliability) {
        study.constraints.deadlineSec = 1.5 * r.reliability->effectiveTimeToTrainSec;
        notes.push_back(Message(AP_TEXT("ap::Recommendation",
                                        "default study: deadline = 1.5 x the scenario's own time "
                                        "to train (%1)"),
                                {msg::duration(*study.constraints.deadlineSec)}));
    } else if (r.inference) {
        study.constraints.minOutputTokensPerSec = r.inference->outputTokensPerSec;
        notes.push_back(Message(AP_TEXT("ap::Recommendation",
                                        "default study: carries the scenario's own load (%1 "
                                        "output tokens/s)"),
                                {msg::value(r.inference->outputTokensPerSec)}));
    }
}

} // namespace

namespace {

int threadsOf(const RecommendOptions& options)
{
    return options.threads > 0 ? options.threads
                               : int(std::max(1u, std::thread::hardware_concurrency()));
}

// Ranks what a search evaluated by `objective` and explains the result. Holds the state's
// mutex: the explanation reads the objective from the context.
Recommendation rankAndExplain(const std::shared_ptr<SearchState>& state, Objective objective,
                              const RecommendOptions& options)
{
    const std::lock_guard<std::mutex> lock(state->mutex);
    StudyContext& ctx = state->ctx;
    ctx.study.objective = objective;
    ctx.progress = options.progress;
    ctx.threads = threadsOf(options);
    const StudySpec& study = ctx.study;

    Recommendation r;
    r.searchState = state;
    r.study = study.name.empty() ? "Options for " + ctx.templ->name : study.name;
    r.scenario = ctx.templ->name;
    r.workloadKind = ctx.training ? "training" : "inference";
    r.objective = objective;
    r.paretoObjectives = paretoObjectivesOf(study, ctx.training);
    r.notes = state->notes;
    r.layoutsEvaluated = state->layoutsEvaluated;

    std::vector<const Evaluated*> feasible, rejected;
    for (const Evaluated& e : state->all) {
        if (e.c.feasible)
            feasible.push_back(&e);
        else
            rejected.push_back(&e);
        if (!e.c.site.empty())
            ++r.candidatesEvaluated;
    }
    r.candidatesFeasible = int(feasible.size());

    // Ranking: the objective, then cost, time and risk, then the evaluation order, so ties
    // resolve the same way every time.
    const int obj = int(objective);
    std::sort(feasible.begin(), feasible.end(), [&](const Evaluated* a, const Evaluated* b) {
        const auto key = [&](const Evaluated* e) {
            return std::tuple(e->c.objectives[obj], e->c.objectives[int(Objective::Cost)],
                              e->c.objectives[int(Objective::Time)],
                              e->c.objectives[int(Objective::Risk)], e->c.id);
        };
        return key(a) < key(b);
    });
    for (size_t i = 0; i < feasible.size() && int(i) < study.top; ++i)
        r.ranked.push_back(feasible[i]->c);
    for (const Evaluated* e : paretoFront(feasible, r.paretoObjectives))
        r.pareto.push_back(e->c);

    // Rejections by reason, with the best rejected option of each (by the objective where it
    // has figures): "why not the CPU?" has an answer with numbers.
    // Keyed by the kind's name: the summary lists equal counts in the order of their names.
    std::map<std::string, std::pair<int, const Evaluated*>> byReason;
    for (const Evaluated* e : rejected) {
        const ProblemKind kind = e->c.rejectedFor.value_or(ProblemKind::Placement);
        auto& [count, best] = byReason[std::string(problemKindName(kind))];
        ++count;
        const bool priced = e->c.costPerWorkUsd > 0;
        if (!best || (priced && (best->c.costPerWorkUsd <= 0 ||
                                 e->c.objectives[obj] < best->c.objectives[obj])))
            best = e;
    }
    for (const auto& [reason, v] : byReason) {
        r.rejections.push_back(
            {*parseProblemKind(reason), v.first,
             v.second->c.problems.empty() ? Message() : v.second->c.problems.front()});
        r.bestRejected.push_back(v.second->c);
    }
    std::sort(r.rejections.begin(), r.rejections.end(),
              [](const RejectionCount& a, const RejectionCount& b) {
                  return std::pair(b.count, problemKindName(a.reason)) <
                         std::pair(a.count, problemKindName(b.reason));
              });

    if (feasible.empty()) {
        r.explanation.push_back(
            Message(AP_TEXT("ap::Recommendation", "No candidate meets the constraints: %1 options "
                                                  "were rejected."),
                    {msg::count(double(rejected.size()))}));
        for (const auto& rc : r.rejections)
            r.explanation.push_back(
                Message(AP_TEXT("ap::Recommendation", "%1 for %2 (e.g. %3)"),
                        {msg::count(rc.count), msg::phrase(problemKindMessage(rc.reason)),
                         msg::phrase(rc.example)}));
    } else {
        checkCancelled(ctx);
        // Monte Carlo reads what the explanation reads and writes nothing it reads: with more
        // than one thread it runs beside the explanation (flip points, tornado), so that the
        // end of one stage's jobs does not leave a core idle. The same results either way.
        // A rerank given another table reads it; the search's risk figures keep the table the
        // search was given.
        if (options.bandTable)
            ctx.bands = options.bandTable;
        if (!ctx.bands)
            ctx.bands = &shippedBandTable();
        const BandTable& bands = *ctx.bands;
        std::optional<MonteCarloSummary> mc;
        std::exception_ptr mcFailed;
        std::thread mcThread;
        if (options.monteCarlo && ctx.threads > 1)
            mcThread = std::thread([&] {
                try {
                    mc = monteCarlo(ctx, state->perf, feasible);
                } catch (...) {
                    mcFailed = std::current_exception();
                }
            });
        try {
            explain(ctx, state->perf, feasible, rejected, options.sensitivity, bands, r);
        } catch (...) {
            if (mcThread.joinable())
                mcThread.join();
            throw;
        }
        if (mcThread.joinable()) {
            mcThread.join();
            if (mcFailed)
                std::rethrow_exception(mcFailed);
        }
        checkCancelled(ctx);
        if (options.monteCarlo) {
            r.monteCarlo = mc ? std::move(mc) : monteCarlo(ctx, state->perf, feasible);
            // The odds, and what they include, in the explanation every view reads.
            for (Message& m : monteCarloSentences(*r.monteCarlo))
                r.explanation.push_back(std::move(m));
        }
    }
    ctx.progress = nullptr;
    r.searchSeconds = state->searchSeconds;
    return r;
}

} // namespace

Recommendation recommend(const Project& project, const StudySpec& studyIn, const DataContext& data,
                         const RecommendOptions& options)
{
    const auto start = std::chrono::steady_clock::now();
    // The state owns copies of the inputs the context points into, so the result can be
    // ranked again later (rerank) whatever happens to the caller's project.
    auto state = std::make_shared<SearchState>(project, data);
    StudySpec study = studyIn;
    applyTemplateDefaults(state->project, study, state->data, state->notes);
    {
        StudyContext ctx = makeContext(state->project, study, state->data);
        // Sites are pointed at inside the context's own site catalog: point again after the
        // move rather than rely on how a map moves.
        std::vector<std::string> siteIds;
        for (const Site* s : ctx.searchSites)
            siteIds.push_back(s->id);
        state->ctx = std::move(ctx);
        state->ctx.searchSites.clear();
        for (const std::string& id : siteIds)
            state->ctx.searchSites.push_back(state->ctx.sites.find(id));
    }
    StudyContext& ctx = state->ctx;
    ctx.progress = options.progress;
    state->notes.insert(state->notes.end(), ctx.notes.begin(), ctx.notes.end());
    const int threads = threadsOf(options);
    ctx.threads = threads;

    // The placements' risk, the tornado, the Monte Carlo and the explanation's "How sure"
    // sentence read the prediction bands (recommend/performance_spread.h); the shipped table is
    // built once per process from the kept measurements (a few hundred evaluations): built
    // beside the layout search rather than after it, and waited for before the placements.
    std::future<const BandTable*> bandTable;
    if (options.bandTable)
        ctx.bands = options.bandTable;
    else
        bandTable = std::async(std::launch::async, [] { return &shippedBandTable(); });
    state->layoutsEvaluated = searchLayouts(ctx, threads, state->perf);
    if (bandTable.valid())
        ctx.bands = bandTable.get();
    if (addServerFills(ctx, state->perf) > 0)
        state->notes.push_back(Message(AP_TEXT(
            "ap::Recommendation",
            "No demand: options are compared at equal work, per million output tokens at each "
            "option's own capacity. An owned site buys whole servers, so there a layout runs the "
            "replicas its servers hold rather than one replica on part of a server.")));
    state->all = placeOptions(ctx, state->perf, threads);
    ctx.progress = nullptr;

    Recommendation r = rankAndExplain(state, study.objective, options);
    // The search's wall time includes the first ranking and its explanation.
    state->searchSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.searchSeconds = state->searchSeconds;
    return r;
}

std::vector<Recommendation> recommendStudies(const Project& project,
                                             const std::vector<StudySpec>& studies,
                                             const DataContext& data,
                                             const RecommendOptions& options)
{
    const int n = int(studies.size());
    const int threads = threadsOf(options);
    const int workers = std::clamp(threads, 1, std::max(1, n));
    std::vector<std::optional<Recommendation>> results(static_cast<size_t>(n));
    if (workers == 1) {
        for (int i = 0; i < n; ++i)
            results[size_t(i)] = recommend(project, studies[size_t(i)], data, options);
    } else {
        // Each study runs on up to twice its share of the threads: a study's serial stages
        // (its context, ranking and explanation) leave room for another's parallel ones, and
        // the last study running still uses every core.
        RecommendOptions inner = options;
        inner.threads = std::max(1, (2 * threads + workers - 1) / workers);
        std::atomic<int> next{0};
        std::atomic<int> firstFailed{n};
        std::vector<std::exception_ptr> failed(static_cast<size_t>(n));
        std::vector<std::thread> pool;
        pool.reserve(size_t(workers));
        for (int t = 0; t < workers; ++t)
            pool.emplace_back([&] {
                for (int i = next.fetch_add(1); i < n; i = next.fetch_add(1)) {
                    // A later study need not run once an earlier one has failed.
                    if (i > firstFailed.load())
                        continue;
                    try {
                        results[size_t(i)] = recommend(project, studies[size_t(i)], data, inner);
                    } catch (...) {
                        failed[size_t(i)] = std::current_exception();
                        int seen = firstFailed.load();
                        while (i < seen && !firstFailed.compare_exchange_weak(seen, i)) {
                        }
                    }
                }
            });
        for (auto& th : pool)
            th.join();
        for (const auto& e : failed)
            if (e)
                std::rethrow_exception(e);
    }
    std::vector<Recommendation> out;
    out.reserve(size_t(n));
    for (auto& r : results)
        out.push_back(std::move(*r));
    return out;
}

Recommendation rerank(const Recommendation& result, Objective objective,
                      const RecommendOptions& options)
{
    if (!result.searchState)
        throw std::logic_error("rerank: the recommendation carries no search state");
    return rankAndExplain(result.searchState, objective, options);
}

json candidateToJson(const Candidate& c)
{
    const Parallelism& p = c.parallelism;
    json j = {{"id", c.id},
              {"label", c.label()},
              {"device", c.deviceId},
              {"device_kind", deviceKindName(c.deviceKind)},
              {"workload", c.training ? "training" : "inference"},
              {"architecture", c.architecture},
              {"count", c.count},
              {"parallelism",
               {{"tensor", p.tensor},
                {"pipeline", p.pipeline},
                {"data", p.data},
                {"expert", p.expert},
                {"context", p.context},
                {"zero_stage", p.zeroStage},
                {"virtual_pipeline", p.virtualPipeline}}},
              {"site", c.site},
              {"site_kind", c.siteKind ? siteKindName(*c.siteKind) : std::string_view()},
              {"cloud", c.cloud},
              {"commitment", c.cloud ? json(std::string(commitmentName(c.commitment))) : json()},
              {"fallback_site", c.fallbackSite.empty() ? json() : json(c.fallbackSite)},
              {"feasible", c.feasible},
              {"problems", c.problems},
              {"rejected_for", c.rejectedFor ? json(problemKindName(*c.rejectedFor)) : json()},
              {"cost_per_work_usd", c.costPerWorkUsd},
              {"total_cost_usd", c.totalCostUsd},
              {"horizon_cost_usd", c.horizonCostUsd},
              {"usd_per_device_hour", c.usdPerDeviceHour},
              {"energy_kwh_per_work", c.energyKwhPerWork},
              {"co2_kg_per_work", c.co2KgPerWork},
              {"facility_power_w", c.facilityPowerWatts},
              {"availability", c.availability},
              {"risk", c.risk},
              {"price_confidence", c.priceConfidence},
              {"binding", bindingName(c.binding)}};
    json terms = json::object();
    for (const auto& [name, v] : c.riskTerms)
        terms[name] = v;
    j["risk_terms"] = terms;
    j["cost_shares"] = {{"cloud_compute", c.cloudComputeShare},
                        {"capex", c.capexShare},
                        {"network", c.networkShare},
                        {"power", c.powerShare},
                        {"egress", c.egressShare},
                        {"other", c.otherShare}};
    if (c.training) {
        j["training"] = {{"tokens_per_s", c.trainingTokensPerSec},
                         {"step_time_s", c.stepTimeSec},
                         {"mfu", c.mfu},
                         {"time_to_train_s", c.timeToTrainSec},
                         {"goodput", c.goodput},
                         {"interruptions_per_day", c.interruptionsPerDay},
                         {"timeouts_per_day", c.timeoutsPerDay},
                         {"micro_batch_sequences", c.microBatchSequences},
                         {"activation_recompute", std::string(recomputeName(c.recompute))}};
        j["inference"] = nullptr;
    } else {
        j["training"] = nullptr;
        j["inference"] = {{"replicas", c.replicas},
                          {"batch", c.batch},
                          {"output_tokens_per_s", c.outputTokensPerSec},
                          {"served_output_tokens_per_s", c.servedOutputTokensPerSec},
                          {"requests_per_s", c.requestsPerSec},
                          {"ttft_s", c.ttftSec},
                          {"tpot_s", c.tpotSec},
                          {"request_latency_s", c.requestLatencySec}};
    }
    json objectives = json::object();
    for (int o = 0; o < kObjectiveCount; ++o)
        objectives[std::string(objectiveName(Objective(o)))] = c.objectives[size_t(o)];
    j["objectives"] = objectives;
    return j;
}

json recommendationToJson(const Recommendation& r)
{
    json pareto = json::array(), ranked = json::array(), rejected = json::array();
    for (const auto& c : r.ranked)
        ranked.push_back(candidateToJson(c));
    for (const auto& c : r.pareto)
        pareto.push_back(candidateToJson(c));
    for (const auto& c : r.bestRejected)
        rejected.push_back(candidateToJson(c));
    json objs = json::array();
    for (Objective o : r.paretoObjectives)
        objs.push_back(std::string(objectiveName(o)));
    json rejections = json::array();
    for (const auto& x : r.rejections)
        rejections.push_back(
            {{"reason", problemKindName(x.reason)}, {"count", x.count}, {"example", x.example}});
    json flips = json::array();
    for (const auto& f : r.flips)
        flips.push_back(
            {{"input", f.input},
             {"change", f.change},
             {"factor", f.factor},
             {"new_winner", f.newWinner},
             {"constraint", f.constraint ? json(problemKindName(*f.constraint)) : json(nullptr)},
             {"sentence", f.sentence}});
    json tornado = json::array();
    for (const auto& t : r.tornado)
        tornado.push_back({{"input", t.input},
                           {"low", t.lowLabel},
                           {"high", t.highLabel},
                           {"low_value", t.lowValue},
                           {"base_value", t.baseValue},
                           {"high_value", t.highValue},
                           {"low_winner", t.lowWinner},
                           {"high_winner", t.highWinner}});
    json mc = nullptr;
    if (r.monteCarlo) {
        const MonteCarloSummary& m = *r.monteCarlo;
        json options = json::array();
        for (const auto& o : m.options) {
            // The prediction band its performance was drawn from (null: none).
            const json band = o.bandRegime.empty() ? json()
                                                   : json{{"regime", o.bandRegime},
                                                          {"rows", o.bandRows},
                                                          {"pool", o.bandPool},
                                                          {"speed_factor_p10", o.speedFactorP10},
                                                          {"speed_factor_p90", o.speedFactorP90}};
            options.push_back({{"id", o.candidateId},
                               {"label", o.label},
                               {"probability_best", o.probabilityBest},
                               {"p10", o.p10},
                               {"p50", o.p50},
                               {"p90", o.p90},
                               {"mean", o.mean},
                               {"infeasible_share", o.infeasibleShare},
                               {"band", band}});
        }
        mc = {{"samples", m.samples},
              {"seed", m.seed},
              {"objective", std::string(objectiveName(m.objective))},
              {"options", options},
              {"probability_winner_beats_runner_up", m.probabilityWinnerBeatsRunnerUp},
              {"inputs", m.inputs},
              {"performance_from_bands", m.performanceFromBands}};
    }
    return {{"study", r.study},
            {"scenario", r.scenario},
            {"workload", r.workloadKind},
            {"objective", std::string(objectiveName(r.objective))},
            {"pareto_objectives", objs},
            {"layouts_evaluated", r.layoutsEvaluated},
            {"candidates_evaluated", r.candidatesEvaluated},
            {"candidates_feasible", r.candidatesFeasible},
            {"search_seconds", r.searchSeconds},
            {"winner", r.ranked.empty() ? json() : candidateToJson(r.ranked.front())},
            {"ranked", ranked},
            {"pareto", pareto},
            {"rejections", rejections},
            {"best_rejected", rejected},
            {"explanation", r.explanation},
            {"flip_points", flips},
            {"tornado", tornado},
            {"monte_carlo", mc},
            {"notes", r.notes}};
}

json recommendationsToJson(const std::vector<Recommendation>& list)
{
    json out = json::array();
    for (const auto& r : list)
        out.push_back(recommendationToJson(r));
    return {{"recommendations", out}};
}

} // namespace ap
