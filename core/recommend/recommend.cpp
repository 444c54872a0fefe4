#include "recommend/recommend.h"

#include "recommend/recommend_json.h"
#include "recommend/recommend_studies.h"

#include "common/input_error.h"
#include "common/json_writer.h"
#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"
#include "recommend/binding.h"
#include "recommend/candidate_scenario.h"
#include "recommend/candidate_warning.h"
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
    // The front's values of `objs` side by side (a row per member), read in place of the
    // records: where-to-run checks 16,734 options against a front of ~150. A member dominates
    // a point no worse in any of them and better in one; one equal in all of
    // them is the same point where all its objectives are equal.
    const size_t k = objs.size();
    std::vector<const Evaluated*> front;
    std::vector<double> frontValues, v(k);
    for (const Evaluated* e : list) {
        for (size_t j = 0; j < k; ++j)
            v[j] = e->c.objectives[int(objs[j])];
        bool dominated = false;
        for (size_t i = 0; i < front.size() && !dominated; ++i) {
            const double* f = frontValues.data() + i * k;
            bool worse = false, strictly = false;
            for (size_t j = 0; j < k; ++j) {
                if (f[j] > v[j]) {
                    worse = true;
                    break;
                }
                if (f[j] < v[j])
                    strictly = true;
            }
            if (!worse)
                dominated = strictly || front[i]->c.objectives == e->c.objectives;
        }
        if (!dominated) {
            front.push_back(e);
            frontValues.insert(frontValues.end(), v.begin(), v.end());
        }
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
    std::vector<const Workload*> seen;
    for (size_t i = 0; i < project.scenarios.size(); ++i) {
        const Workload& w = project.scenarios[i].workload;
        if (std::any_of(seen.begin(), seen.end(), [&](const Workload* s) { return *s == w; }))
            continue;
        seen.push_back(&w);
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
            ctx.bands = &bandTableFor(state->data.params());
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
        bandTable = std::async(std::launch::async,
                               [&data = state->data] { return &bandTableFor(data.params()); });
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

namespace {

// The `recommend --json` document written as text (common/json_writer.h: byte for byte what
// dump(2) prints of the same values), without building a tree: the one definition of its
// fields; the tree functions below parse this text.
void writeCandidate(JsonObjectWriter& j, const Candidate& c)
{
    const Parallelism& p = c.parallelism;
    j.add("id", c.id)
        .add("label", c.label())
        .add("device", c.deviceId)
        .add("device_kind", deviceKindName(c.deviceKind))
        .add("workload", std::string_view(c.training ? "training" : "inference"))
        .add("architecture", c.architecture)
        .add("count", c.count);
    JsonObjectWriter par = j.object();
    par.add("tensor", p.tensor)
        .add("pipeline", p.pipeline)
        .add("data", p.data)
        .add("expert", p.expert)
        .add("context", p.context)
        .add("zero_stage", p.zeroStage)
        .add("virtual_pipeline", p.virtualPipeline);
    j.add("parallelism", std::move(par));
    j.add("site", c.site)
        .add("site_kind", c.siteKind ? siteKindName(*c.siteKind) : std::string_view())
        .add("cloud", c.cloud);
    if (c.cloud)
        j.add("commitment", commitmentName(c.commitment));
    else
        j.add("commitment", nullptr);
    if (c.fallbackSite.empty())
        j.add("fallback_site", nullptr);
    else
        j.add("fallback_site", c.fallbackSite);
    j.add("feasible", c.feasible).add("problems", c.problems);
    if (c.rejectedFor)
        j.add("rejected_for", problemKindName(*c.rejectedFor));
    else
        j.add("rejected_for", nullptr);
    j.add("cost_per_work_usd", c.costPerWorkUsd)
        .add("total_cost_usd", c.totalCostUsd)
        .add("horizon_cost_usd", c.horizonCostUsd)
        .add("usd_per_device_hour", c.usdPerDeviceHour)
        .add("energy_kwh_per_work", c.energyKwhPerWork)
        .add("co2_kg_per_work", c.co2KgPerWork)
        .add("facility_power_w", c.facilityPowerWatts)
        .add("availability", c.availability)
        .add("risk", c.risk)
        .add("price_confidence", c.priceConfidence)
        .add("binding", bindingName(c.binding));
    JsonObjectWriter terms = j.object();
    for (const auto& [name, v] : c.riskTerms)
        terms.add(name, v);
    j.add("risk_terms", std::move(terms));
    JsonObjectWriter shares = j.object();
    shares.add("cloud_compute", c.cloudComputeShare)
        .add("capex", c.capexShare)
        .add("network", c.networkShare)
        .add("power", c.powerShare)
        .add("egress", c.egressShare)
        .add("other", c.otherShare);
    j.add("cost_shares", std::move(shares));
    if (c.training) {
        JsonObjectWriter t = j.object();
        t.add("tokens_per_s", c.trainingTokensPerSec)
            .add("step_time_s", c.stepTimeSec)
            .add("mfu", c.mfu)
            .add("time_to_train_s", c.timeToTrainSec)
            .add("goodput", c.goodput)
            .add("interruptions_per_day", c.interruptionsPerDay)
            .add("timeouts_per_day", c.timeoutsPerDay)
            .add("micro_batch_sequences", c.microBatchSequences)
            .add("activation_recompute", recomputeName(c.recompute));
        j.add("training", std::move(t));
        j.add("inference", nullptr);
    } else {
        j.add("training", nullptr);
        JsonObjectWriter i = j.object();
        i.add("replicas", c.replicas)
            .add("batch", c.batch)
            .add("output_tokens_per_s", c.outputTokensPerSec)
            .add("served_output_tokens_per_s", c.servedOutputTokensPerSec)
            .add("requests_per_s", c.requestsPerSec)
            .add("ttft_s", c.ttftSec)
            .add("tpot_s", c.tpotSec)
            .add("request_latency_s", c.requestLatencySec);
        if (const auto warning = latencyWarning(c))
            i.add("latency_warning", *warning);
        else
            i.add("latency_warning", nullptr);
        j.add("inference", std::move(i));
    }
    JsonObjectWriter objectives = j.object();
    for (int o = 0; o < kObjectiveCount; ++o)
        objectives.add(objectiveName(Objective(o)), c.objectives[size_t(o)]);
    j.add("objectives", std::move(objectives));
}

void addCandidates(JsonObjectWriter& parent, std::string_view key,
                   const std::vector<Candidate>& list)
{
    JsonArrayWriter a = parent.array();
    for (const Candidate& c : list) {
        JsonObjectWriter o = a.object();
        writeCandidate(o, c);
        a.add(std::move(o));
    }
    parent.add(key, std::move(a));
}

void writeRecommendation(JsonObjectWriter& j, const Recommendation& r)
{
    JsonArrayWriter objs = j.array();
    for (Objective o : r.paretoObjectives)
        objs.add(objectiveName(o));
    JsonArrayWriter rejections = j.array();
    for (const auto& x : r.rejections) {
        JsonObjectWriter o = rejections.object();
        o.add("reason", problemKindName(x.reason)).add("count", x.count).add("example", x.example);
        rejections.add(std::move(o));
    }
    JsonArrayWriter flips = j.array();
    for (const auto& f : r.flips) {
        JsonObjectWriter o = flips.object();
        o.add("input", f.input)
            .add("change", f.change)
            .add("factor", f.factor)
            .add("new_winner", f.newWinner);
        if (f.constraint)
            o.add("constraint", problemKindName(*f.constraint));
        else
            o.add("constraint", nullptr);
        o.add("sentence", f.sentence);
        flips.add(std::move(o));
    }
    JsonArrayWriter tornado = j.array();
    for (const auto& t : r.tornado) {
        JsonObjectWriter o = tornado.object();
        o.add("input", t.input)
            .add("low", t.lowLabel)
            .add("high", t.highLabel)
            .add("low_value", t.lowValue)
            .add("base_value", t.baseValue)
            .add("high_value", t.highValue)
            .add("low_winner", t.lowWinner)
            .add("high_winner", t.highWinner);
        tornado.add(std::move(o));
    }
    j.add("study", r.study)
        .add("scenario", r.scenario)
        .add("workload", r.workloadKind)
        .add("objective", objectiveName(r.objective))
        .add("pareto_objectives", std::move(objs))
        .add("layouts_evaluated", r.layoutsEvaluated)
        .add("candidates_evaluated", r.candidatesEvaluated)
        .add("candidates_feasible", r.candidatesFeasible)
        .add("search_seconds", r.searchSeconds);
    if (r.ranked.empty()) {
        j.add("winner", nullptr);
    } else {
        JsonObjectWriter w = j.object();
        writeCandidate(w, r.ranked.front());
        j.add("winner", std::move(w));
    }
    addCandidates(j, "ranked", r.ranked);
    addCandidates(j, "pareto", r.pareto);
    j.add("rejections", std::move(rejections));
    addCandidates(j, "best_rejected", r.bestRejected);
    j.add("explanation", r.explanation)
        .add("flip_points", std::move(flips))
        .add("tornado", std::move(tornado));
    if (r.monteCarlo) {
        const MonteCarloSummary& m = *r.monteCarlo;
        JsonObjectWriter mc = j.object();
        JsonArrayWriter options = mc.array();
        for (const auto& o : m.options) {
            JsonObjectWriter x = options.object();
            x.add("id", o.candidateId)
                .add("label", o.label)
                .add("probability_best", o.probabilityBest)
                .add("p10", o.p10)
                .add("p50", o.p50)
                .add("p90", o.p90)
                .add("mean", o.mean)
                .add("infeasible_share", o.infeasibleShare);
            // The prediction band its performance was drawn from (null: none).
            if (o.bandRegime.empty()) {
                x.add("band", nullptr);
            } else {
                JsonObjectWriter band = x.object();
                band.add("regime", o.bandRegime)
                    .add("rows", o.bandRows)
                    .add("pool", o.bandPool)
                    .add("speed_factor_p10", o.speedFactorP10)
                    .add("speed_factor_p90", o.speedFactorP90);
                x.add("band", std::move(band));
            }
            options.add(std::move(x));
        }
        mc.add("samples", m.samples)
            .add("seed", m.seed)
            .add("objective", objectiveName(m.objective))
            .add("options", std::move(options))
            .add("probability_winner_beats_runner_up", m.probabilityWinnerBeatsRunnerUp)
            .add("inputs", m.inputs)
            .add("performance_from_bands", m.performanceFromBands);
        j.add("monte_carlo", std::move(mc));
    } else {
        j.add("monte_carlo", nullptr);
    }
    j.add("notes", r.notes);
}

} // namespace

std::string recommendationsJsonText(const std::vector<Recommendation>& list)
{
    JsonObjectWriter doc(0, 2);
    JsonArrayWriter out = doc.array();
    for (const auto& r : list) {
        JsonObjectWriter o = out.object();
        writeRecommendation(o, r);
        out.add(std::move(o));
    }
    doc.add("recommendations", std::move(out));
    return doc.str();
}

json candidateToJson(const Candidate& c)
{
    JsonObjectWriter j(0, 2);
    writeCandidate(j, c);
    return json::parse(j.str());
}

json recommendationToJson(const Recommendation& r)
{
    JsonObjectWriter j(0, 2);
    writeRecommendation(j, r);
    return json::parse(j.str());
}

json recommendationsToJson(const std::vector<Recommendation>& list)
{
    return json::parse(recommendationsJsonText(list));
}

} // namespace ap
