#include "perf/scenario_evaluation.h"
#include "perf/api_served.h"
#include "perf/engine_stages.h"
#include "perf/figure_registry.h"
#include "perf/interactive_latency.h"
#include "perf/prefill_queue.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "placement/cost_figures.h"

#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/json_writer.h"
#include "perf/evaluation_json.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace ap {

using nlohmann::json;

namespace {

// The demand of a scenario's deployment busy `utilisation` of the hours.
WorkloadDemand workloadDemandAt(const Scenario& s, const ScenarioResult& r, const Device& d,
                                double utilisation)
{
    const double demand =
        r.inference ? std::get<InferenceWorkload>(s.workload).demandOutputTokensPerSec.value_or(0)
                    : 0.0;
    return workloadDemandFor(
        s, d,
        deploymentLoad(s.cluster.count, utilisation, r.training ? &*r.training : nullptr,
                       r.reliability ? &*r.reliability : nullptr,
                       r.inference ? r.inference->outputTokensPerSec : 0.0, demand));
}

} // namespace

WorkloadDemand workloadDemandFor(const Scenario& s, const ScenarioResult& r, const Device& d)
{
    return workloadDemandAt(s, r, d, s.placement ? s.placement->utilisation.value_or(1.0) : 1.0);
}

WorkFigures workFigures(const WorkloadDemand& demand, double totalCostUsd, double energyKwh,
                        double co2Tonnes, double usefulDeviceHours, int horizonMonths)
{
    WorkFigures f;
    if (demand.timeToTrainSec > 0) {
        const double deviceHours = demand.deviceCount * demand.timeToTrainSec / 3600.0;
        const double useful = std::max(1e-9, usefulDeviceHours);
        f.costUsd = totalCostUsd / useful * deviceHours;
        f.energyKwh = energyKwh / useful * deviceHours;
        f.co2Kg = co2Tonnes * 1e3 / useful * deviceHours;
    } else if (demand.outputTokensPerSec > 0) {
        const double tokens = demand.outputTokensPerSec * kHoursPerMonth * demand.utilisation *
                              3600.0 * std::max(1, horizonMonths);
        const double millions = std::max(1e-12, tokens / 1e6);
        f.costUsd = totalCostUsd / millions;
        f.energyKwh = energyKwh / millions;
        f.co2Kg = co2Tonnes * 1e3 / millions;
    }
    return f;
}

HeadlineFigures headlineFigures(const ScenarioResult& r)
{
    HeadlineFigures h;
    if (r.training && r.training->timeToTrainSec > 0) {
        h.timeToTrainIdealSec = r.training->timeToTrainSec;
        h.timeToTrainSec = timeToTrainSec(r);
    }
    if (r.cost && r.cost->feasible) {
        h.totalCostUsd = r.cost->totalCostUsd;
        if (r.cost->horizonMonths > 0)
            h.monthlyCostUsd = r.cost->totalCostUsd / r.cost->horizonMonths;
        if (r.demand && (r.demand->timeToTrainSec > 0 || r.demand->outputTokensPerSec > 0)) {
            const CostReport& c = *r.cost;
            const WorkFigures w = workFigures(*r.demand, c.totalCostUsd, c.energyKwh, c.co2Tonnes,
                                              c.usefulDeviceHours, c.horizonMonths);
            h.costPerWorkUsd = w.costUsd;
            // A model API publishes no energy per request: no figure rather than zero.
            if (energyKnown(c)) {
                h.energyKwhPerWork = w.energyKwh;
                h.co2KgPerWork = w.co2Kg;
            }
        }
    }
    // Behind a model API the latency and the KV cache are the provider's: not modelled.
    const InferenceResult* own = ownInference(r);
    if (r.cost && own) {
        const NetworkLatencies withNetwork = withUsersRoundTrip(*own, r.cost->userLatencySec);
        h.ttftWithNetworkSec = withNetwork.ttftSec;
        h.requestLatencyWithNetworkSec = withNetwork.requestLatencySec;
    }
    // The model's own figure, also where the batch does not fit (what one sequence needs is
    // then the reason to read it).
    if (own && own->kvBytesPerSequence > 0 && std::isfinite(own->kvBytesPerSequence))
        h.kvCacheBytesPerSequence = own->kvBytesPerSequence;
    return h;
}

namespace {

// Stage 3, pricing, and stage 4, constraints (perf/engine_stages.h), of a placed scenario.
void addCost(ScenarioResult& r, const Scenario& s, const Device& d, const DataContext& data)
{
    WorkloadDemand demand = workloadDemandFor(s, r, d);
    // A model API serves whatever is asked of it: with a demand it is priced at the demand, not
    // at what the scenario's own cluster could serve (api_served.h).
    const Site* site = data.sites().find(s.placement->computeSite);
    const auto* serving = std::get_if<InferenceWorkload>(&s.workload);
    if (site && site->kind == SiteKind::PublicModelApi && serving &&
        serving->demandOutputTokensPerSec) {
        DeploymentLoad load;
        load.deviceCount = s.cluster.count;
        load.utilisation = s.placement->utilisation.value_or(1.0);
        load.servedOutputTokensPerSec = *serving->demandOutputTokensPerSec;
        demand = workloadDemandFor(s, d, load);
    }
    // The placement's own prices are looked up over the book by the placement model
    // (evaluatePlacement: PriceLookup, the sections they touch read once per pricing).
    PlacementSpec spec = *s.placement;
    const PriceBook* book = &data.prices();
    CostReport cost =
        pricingStage(spec, demand, s.reliability, r.reliability ? &*r.reliability : nullptr, *book,
                     data.sites(), PlacementDetail::Full, &d);
    // A fallback replica (perf/engine_stages.h): the same cluster at the fallback site for the
    // hours the compute site is down, priced as the search prices its pairs, its report this
    // one's Fallback part.
    if (serving && cost.feasible && spec.fallbackReplica && !spec.fallbackSite.empty()) {
        const double u = fallbackUtilisation(cost.availability,
                                             std::clamp(spec.utilisation.value_or(1.0), 0.0, 1.0));
        PlacementSpec fallbackSpec = fallbackPlacement(spec, spec.fallbackSite, u);
        CostReport fallback =
            pricingStage(fallbackSpec, workloadDemandAt(s, r, d, u), s.reliability, nullptr, *book,
                         data.sites(), PlacementDetail::Full, &d);
        if (fallback.feasible) {
            addFallback(cost, fallback);
        } else {
            cost.feasible = false;
            cost.problems = std::move(fallback.problems);
            cost.problemKind = fallback.problemKind;
        }
    }
    r.demand = demand;
    if (!cost.feasible) {
        r.feasible = false;
        for (const auto& p : cost.problems)
            r.problems.push_back(
                Message(AP_TEXT("ap::Problem", "placement: %1"), {msg::phrase(Message(p))}));
        r.cost = std::move(cost);
        return;
    }
    // Stage 4, constraints, in the search's order (recommend/constraints.cpp): the serving
    // objectives with the users' round trip to this site, then the site's own power envelope
    // (powerEnvelopeWatts without a study). Behind a model API the latency is the provider's.
    if (serving && r.inference && r.inference->feasible &&
        cost.siteKind != SiteKind::PublicModelApi) {
        const SloLatencies users = sloLatencies(*r.inference, cost.userLatencySec);
        const ServingObjectives objectives = servingObjectives(*serving, nullptr);
        const SloMisses slo = sloMisses(users, objectives);
        if (slo.ttft || slo.tpot)
            r.feasible = false;
        if (slo.ttft)
            r.problems.push_back(ttftSloProblem(users.ttftSec, objectives));
        if (slo.tpot)
            r.problems.push_back(tpotSloProblem(users.tpotSec, objectives));
    }
    if (exceedsPowerEnvelope(cost.facilityPowerWatts, cost.sitePowerWatts)) {
        r.feasible = false;
        r.problems.push_back(
            powerProblem(spec.computeSite, cost.facilityPowerWatts, *cost.sitePowerWatts));
    }
    r.cost = std::move(cost);
}

ScenarioResult evaluateScenarioWith(const Scenario& s, const DataContext& data)
{
    const EfficiencyParams& params = data.params();
    ScenarioResult r;
    r.name = s.name;
    try {
        const Device& d = data.catalog().at(s.cluster.deviceId, "cluster.device");
        const SoftwareStack requested = s.isTraining()
                                            ? std::get<TrainingWorkload>(s.workload).stack
                                            : std::get<InferenceWorkload>(s.workload).stack;
        const std::string stack(stackName(resolveStack(requested, d, s.isTraining())));
        r.softwareStack = stack;
        r.softwareStackAuto = requested == SoftwareStack::Auto;
        r.stackEfficiencyScale = params.stackEfficiencyScale(stack);
        r.stackCalibrated = params.isStackCalibrated(stack);
        // Stage 1, performance, and stage 2, reliability (perf/engine_stages.h).
        if (const auto* t = std::get_if<TrainingWorkload>(&s.workload)) {
            r.training = trainingPerformance(*t, s.cluster, d, params);
            ReliabilityStage reliability =
                reliabilityStage(s.reliability, clusterShapeFor(s, d, *r.training));
            r.reliability = std::move(reliability.result);
            r.feasible = r.training->feasible;
            r.problems = r.training->problems;
            if (reliability.problem) {
                r.feasible = false;
                r.problems.push_back(std::move(*reliability.problem));
            }
            r.memoryPerDeviceBytes = r.training->memory.totalBytes();
        } else {
            r.inference =
                servingPerformance(std::get<InferenceWorkload>(s.workload), s.cluster, d, params);
            r.feasible = r.inference->feasible;
            r.problems = r.inference->problems;
            r.memoryPerDeviceBytes = r.inference->memory.totalBytes();
        }
        if (s.placement)
            addCost(r, s, d, data);
    } catch (const InputError& e) {
        r.feasible = false;
        r.problems.push_back(Message(AP_TEXT("ap::Problem", "%1: %2"),
                                     {msg::text(e.field()), msg::phrase(e.text())}));
        r.training.reset();
        r.inference.reset();
    }
    return r;
}

} // namespace

ScenarioResult evaluateScenario(const Scenario& s, const DataContext& data)
{
    return evaluateScenarioWith(s, data);
}

std::string softwareStackText(const ScenarioResult& r)
{
    if (r.softwareStack.empty())
        return {};
    const auto stack = parseStack(r.softwareStack);
    std::string text = r.softwareStack;
    if (stack)
        text += ": " + std::string(stackInfo(*stack).label);
    if (r.softwareStackAuto)
        text += " (auto)";
    if (isEfficiencyReference(r.softwareStack))
        text += "; efficiency x1 (reference stack)";
    else if (r.stackCalibrated)
        text += "; efficiency x" + messageNumber(std::round(r.stackEfficiencyScale * 100) / 100) +
                " (fitted)";
    else
        text += "; efficiency x1 (assumed: not calibrated)";
    return text;
}

double timeToTrainSec(const ScenarioResult& r)
{
    if (!r.training)
        return 0;
    return r.reliability ? r.reliability->effectiveTimeToTrainSec : r.training->timeToTrainSec;
}

std::vector<ScenarioResult> evaluateProject(const Project& p, const DataContext& data)
{
    std::vector<ScenarioResult> out;
    out.reserve(p.scenarios.size());
    for (const Scenario& s : p.scenarios)
        out.push_back(evaluateScenarioWith(s, data));
    return out;
}

// --- the `evaluate --json` document ---------------------------------------------------
// Written once, as text (common/json_writer.h, issue #30): byte for byte what dump(2) prints
// of the same values. The tree functions (scenarioResultToJson, evaluationToJson,
// addPredictionBands, costReportToJson, reliabilityResultToJson) parse this text, so a field
// has one definition.

namespace {

void addMemory(JsonObjectWriter& parent, std::string_view key, const MemoryBreakdown& m)
{
    JsonObjectWriter o = parent.object();
    o.add("weights_bytes", m.weightsBytes)
        .add("gradients_bytes", m.gradientsBytes)
        .add("optimizer_bytes", m.optimizerBytes)
        .add("activations_bytes", m.activationsBytes)
        .add("kv_cache_bytes", m.kvCacheBytes)
        .add("workspace_bytes", m.workspaceBytes)
        .add("total_bytes", m.totalBytes());
    parent.add(key, std::move(o));
}

void addOps(JsonObjectWriter& parent, const std::vector<OpTime>& ops)
{
    JsonArrayWriter list = parent.array();
    for (const OpTime& op : ops) {
        JsonObjectWriter o = list.object();
        o.add("op", op.name)
            .add("flops", op.flops)
            .add("memory_bytes", op.memoryBytes)
            .add("time_s", op.timeSec)
            .add("binding_ceiling", ceilingName(op.binding));
        list.add(std::move(o));
    }
    parent.add("layer_ops", std::move(list));
}

JsonObjectWriter layoutWriter(const JsonObjectWriter& parent, const LayoutFigures& f)
{
    JsonObjectWriter o = parent.object();
    o.add("attention_heads", f.attentionHeads)
        .add("padded_heads_parameters", f.paddedHeadsParameters)
        .add("weight_sharding", f.weightStationary2d ? "2d" : "1d")
        .add("host_offload", hostOffloadName(f.hostOffload))
        .add("host_offload_exposed_s", f.hostOffloadExposedSec)
        .add("attention_kernel_scale", f.attentionKernelScale);
    if (f.expertSlots > 0)
        o.add("expert_slots", f.expertSlots).add("expert_load_imbalance", f.expertLoadImbalance);
    if (f.shardGroup > 0)
        o.add("shard_group_size", f.shardGroup)
            .add("shard_replicas", f.shardReplicas)
            .add("shard_replica_comm_s", f.shardReplicaCommSec);
    if (f.servingContext > 1 || f.servingPrefillContext > 1)
        o.add("context_parallel", f.servingContext)
            .add("context_comm_exposed_s", f.servingContextCommSec)
            .add("context_ring", f.servingContextPassQ ? "pass_q" : "pass_kv");
    return o;
}

// The headline figures (perf/figure_registry.h) of one result, split at their pointers:
// "/training/time_to_train_s" is member time_to_train_s of the object "training".
struct FigureMember {
    std::string_view parent; // empty: a member of the scenario itself
    std::string_view key;
    double value;
};

std::vector<FigureMember> figureMembers(const ScenarioResult& r, const HeadlineFigures& h)
{
    std::vector<FigureMember> out;
    for (const HeadlineFigureInfo& f : headlineFigureInfos()) {
        const auto v = fileValue(f, r, h);
        if (!v)
            continue;
        std::string_view p = f.jsonPointer;
        if (p.empty() || p.front() != '/' || p.find('~') != std::string_view::npos)
            throw std::logic_error("figure registry: unsupported JSON pointer");
        p.remove_prefix(1);
        const size_t slash = p.find('/');
        if (slash == std::string_view::npos)
            out.push_back({{}, p, *v});
        else if (p.find('/', slash + 1) == std::string_view::npos)
            out.push_back({p.substr(0, slash), p.substr(slash + 1), *v});
        else
            throw std::logic_error("figure registry: JSON pointer deeper than two levels");
    }
    return out;
}

void addFigures(JsonObjectWriter& o, const std::vector<FigureMember>& figures,
                std::string_view parent)
{
    for (const FigureMember& f : figures)
        if (f.parent == parent)
            o.add(f.key, f.value);
}

bool hasFigures(const std::vector<FigureMember>& figures, std::string_view parent)
{
    return std::any_of(figures.begin(), figures.end(),
                       [&](const FigureMember& f) { return f.parent == parent; });
}

// A member that is an object when the result has it, else null; a figure pointing into a
// null member makes it an object of those figures (as a JSON pointer assignment does).
void addObjectOrNull(JsonObjectWriter& scenario, std::string_view key,
                     std::optional<JsonObjectWriter> member,
                     const std::vector<FigureMember>& figures)
{
    if (!member && hasFigures(figures, key))
        member.emplace(scenario.object());
    if (!member) {
        scenario.add(key, nullptr);
        return;
    }
    addFigures(*member, figures, key);
    scenario.add(key, std::move(*member));
}

// The prediction bands of one result (perf/prediction_band.h): the `*_p10` / `*_p90` keys of
// the training or inference figures they bound, and `prediction_band`.
void addBandMembers(JsonObjectWriter& o, const ScenarioBands& b, bool training)
{
    // Literal keys: the writer keeps the views until the object is written out.
    auto add = [&](std::string_view p10, std::string_view p90, const std::optional<FigureBand>& f) {
        if (f)
            o.add(p10, f->p10).add(p90, f->p90);
    };
    if (training) {
        add("tokens_per_s_p10", "tokens_per_s_p90", b.tokensPerSec);
        add("step_time_s_p10", "step_time_s_p90", b.stepTimeSec);
        add("time_to_train_s_p10", "time_to_train_s_p90", b.timeToTrainSec);
    } else {
        add("ttft_s_p10", "ttft_s_p90", b.ttftSec);
        add("tpot_s_p10", "tpot_s_p90", b.tpotSec);
        add("output_tokens_per_s_p10", "output_tokens_per_s_p90", b.outputTokensPerSec);
    }
    JsonObjectWriter band = o.object();
    band.add("regime", b.regime).add("rows", b.rows).add("pool", b.pool);
    if (b.ownRows > 0)
        band.add("own_rows", b.ownRows);
    o.add("prediction_band", std::move(band));
}

// The band of the cost per unit of work, in `per_work`.
void addPerWorkBandMembers(JsonObjectWriter& perWork, const ScenarioBands& b)
{
    if (b.costPerWorkUsd)
        perWork.add("cost_usd_p10", b.costPerWorkUsd->p10)
            .add("cost_usd_p90", b.costPerWorkUsd->p90);
}

// One scenario's object at `depth` (2: in the top object's "scenarios" array).
void writeScenarioResult(std::string& out, const ScenarioResult& r, const ScenarioBands* bands,
                         int depth, const Scenario* scenario = nullptr)
{
    JsonObjectWriter j(depth, 2);
    j.add("name", r.name)
        .add("feasible", r.feasible)
        .add("problems", r.problems)
        .add("memory_per_device_bytes", r.memoryPerDeviceBytes);
    if (!r.softwareStack.empty()) {
        JsonObjectWriter stack = j.object();
        stack.add("name", r.softwareStack)
            .add("auto", r.softwareStackAuto)
            .add("efficiency_scale", r.stackEfficiencyScale)
            .add("calibrated", r.stackCalibrated);
        j.add("software_stack", std::move(stack));
    }
    const HeadlineFigures h = headlineFigures(r);
    const std::vector<FigureMember> figures = figureMembers(r, h);

    std::optional<JsonObjectWriter> training;
    if (r.training) {
        const TrainingResult& t = *r.training;
        JsonObjectWriter& o = training.emplace(j.object());
        JsonObjectWriter step = o.object();
        step.add("compute", t.computeTimeSec)
            .add("tensor_parallel_comm", t.tensorCommTimeSec)
            .add("pipeline_comm", t.pipelineCommTimeSec)
            .add("expert_parallel_comm", t.expertCommTimeSec)
            .add("context_parallel_comm_exposed", t.contextCommTimeSec)
            .add("data_parallel_comm", t.dataCommTimeSec)
            .add("data_parallel_comm_exposed", t.dataCommExposedSec)
            .add("pipeline_bubble", t.bubbleTimeSec)
            .add("optimizer", t.optimizerTimeSec)
            .add("host_offload", t.hostOffloadTimeSec);
        JsonObjectWriter layout = layoutWriter(o, t.layout);
        layout.add("pipeline_schedule", pipelineScheduleName(t.layout.pipelineSchedule));
        if (bands)
            addBandMembers(o, *bands, true);
        o.add("tokens_per_s", t.tokensPerSec)
            .add("step_time_s", t.stepTimeSec)
            .add("mfu", t.mfu)
            .add("hfu", t.hfu)
            .add("compute_precision", precisionName(t.computePrecision))
            .add("attention_projection_compute_precision", precisionName(t.projectionPrecision))
            .add("micro_batches", t.microBatches)
            .add("pipeline_bubble_fraction", t.pipelineBubbleFraction)
            .add("model_flops_per_token", t.modelFlopsPerToken)
            .add("step_breakdown_s", std::move(step));
        addMemory(o, "memory_breakdown", t.memory);
        o.add("memory_capacity_bytes", t.memoryCapacityBytes);
        addOps(o, t.layerOps);
        o.add("layout", std::move(layout));
    }
    addObjectOrNull(j, "training", std::move(training), figures);

    std::optional<JsonObjectWriter> reliability;
    if (r.reliability)
        addReliabilityResultMembers(reliability.emplace(j.object()), *r.reliability);
    addObjectOrNull(j, "reliability", std::move(reliability), figures);

    std::optional<JsonObjectWriter> cost;
    if (r.cost)
        addCostReportMembers(cost.emplace(j.object()), *r.cost);
    addObjectOrNull(j, "cost", std::move(cost), figures);

    std::optional<JsonObjectWriter> perWork;
    if (h.costPerWorkUsd)
        perWork.emplace(j.object())
            .add("unit", r.training ? "training run" : "million output tokens")
            .add("cost_usd", *h.costPerWorkUsd);
    if (perWork && bands)
        addPerWorkBandMembers(*perWork, *bands);
    addObjectOrNull(j, "per_work", std::move(perWork), figures);

    std::optional<JsonObjectWriter> inference;
    if (r.inference) {
        const InferenceResult& i = *r.inference;
        JsonObjectWriter& inf = inference.emplace(j.object());
        if (bands)
            addBandMembers(inf, *bands, false);
        inf.add("batch", i.batch)
            .add("ttft_s", i.ttftSec)
            .add("tpot_s", i.tpotSec)
            .add("output_tokens_per_s", i.outputTokensPerSec)
            .add("requests_per_s", i.requestsPerSec)
            .add("request_latency_s", i.requestLatencySec)
            .add("batch_limited_by", i.batchLimitedBy)
            .add("max_batch_by_memory", i.maxBatchByMemory)
            .add("replicas", i.replicas)
            .add("prefill_time_s", i.prefillTimeSec)
            .add("decode_step_s", i.decodeStepSec)
            .add("decode_binding_ceiling", ceilingName(i.decodeBinding))
            .add("prefill_binding_ceiling", ceilingName(i.prefillBinding))
            .add("communication_share", i.commShare)
            .add("compute_precision", precisionName(i.computePrecision))
            .add("attention_projection_compute_precision", precisionName(i.projectionPrecision))
            .add("kv_cache_precision", precisionName(i.kvPrecision))
            .add("kv_cache_bytes_per_token", i.kvBytesPerToken);
        // With the scenario at hand (`evaluate --json`): its interactive-latency warning.
        if (scenario) {
            if (const auto warning = interactiveLatencyWarning(*scenario, r))
                inf.add("latency_warning", *warning);
            else
                inf.add("latency_warning", nullptr);
        }
        addMemory(inf, "memory_breakdown", i.memory);
        inf.add("memory_capacity_bytes", i.memoryCapacityBytes)
            .add("disaggregated", i.disaggregated);
        addOps(inf, i.layerOps);
        inf.add("layout", layoutWriter(inf, i.layout));
        if (i.beamWidth > 1)
            inf.add("beam_width", i.beamWidth)
                .add("beam_tokens_per_s", i.beamTokensPerSec)
                .add("beams_share_prompt_kv", i.beamsSharePromptKv);
        if (i.speculativeDraftTokens > 0)
            inf.add("speculative_draft_tokens", i.speculativeDraftTokens)
                .add("speculative_acceptance_rate", i.speculativeAcceptanceRate)
                .add("speculative_draft",
                     std::string_view(i.speculativeDraftModel ? "model" : "mtp"))
                .add("speculative_tokens_per_step", i.speculativeTokensPerStep)
                .add("speculative_draft_weights_bytes", i.draftWeightsBytes)
                .add("speculative_speedup", i.speculativeSpeedup);
        if (i.engineInstances > 1)
            inf.add("engine_instances", i.engineInstances);
        if (i.prefixCacheHitShare > 0)
            inf.add("prefix_cache_hit_share", i.prefixCacheHitShare)
                .add("prefill_computed_tokens", i.prefillComputedTokens);
        if (i.dualBatchOverlap)
            inf.add("dual_batch_overlap", true);
        inf.add("prefill_scheduling", prefillSchedulingName(i.prefillScheduling));
        if (i.staticBatches)
            inf.add("static_batches", true);
        // The TTFT's parts (perf/prefill_queue.h): ttft_s = ttft_service_s + prefill_queue_wait_s.
        inf.add("ttft_service_s", i.ttftServiceSec)
            .add("prefill_queue_wait_s", i.prefillQueueWaitSec)
            .add("prefill_queue_utilisation", i.prefillQueueUtilisation);
        if (i.sloPercentile)
            inf.add("slo_percentile", *i.sloPercentile)
                .add("slo_percentile_concurrency", i.percentileConcurrency)
                .add("slo_percentile_slots", i.engineSlots)
                .add("slo_percentile_wait_s", i.percentileWaitSec)
                .add("slo_percentile_ttft_s", i.percentileTtftSec)
                .add("slo_percentile_tpot_s", i.percentileTpotSec);
        if (i.disaggregated) {
            const Parallelism& pp = i.prefillParallelism;
            JsonObjectWriter layout = inf.object();
            layout.add("tensor", pp.tensor)
                .add("pipeline", pp.pipeline)
                .add("data", pp.data)
                .add("expert", pp.expert);
            if (pp.context > 1)
                layout.add("context", pp.context);
            if (pp.expertSlots > 0)
                layout.add("expert_slots", pp.expertSlots);
            inf.add("prefill_devices", i.prefillDevices)
                .add("kv_transfer_s", i.kvTransferSec)
                .add("prefill_parallelism", std::move(layout))
                .add("prefill_prompts_per_pass", i.prefillPromptsPerPass)
                .add("prefill_limited_by", i.prefillLimitedBy)
                .add("prefill_pass_s", i.prefillPassSec)
                .add("prefill_requests_per_s", i.prefillRequestsPerSec)
                .add("decode_requests_per_s", i.decodeRequestsPerSec)
                .add("prefill_utilisation", prefillUtilisation(i));
            if (i.sloPercentile)
                inf.add("prefill_wait_s", i.percentileWaitSec);
        }
        if (i.evaluation) {
            JsonObjectWriter e = inf.object();
            e.add("judge_requests_per_s", i.evaluation->judgeRequestsPerSec)
                .add("judge_output_tokens_per_s", i.evaluation->judgeOutputTokensPerSec)
                .add("capacity_share", i.evaluation->capacityShare);
            inf.add("online_evaluation", std::move(e));
        } else {
            inf.add("online_evaluation", nullptr);
        }
    }
    addObjectOrNull(j, "inference", std::move(inference), figures);

    // Users in several regions: each region's figures and the worst region's.
    const std::vector<UserRegionFigures> regions = userRegionFigures(r);
    if (!regions.empty()) {
        JsonObjectWriter users = j.object();
        JsonArrayWriter list = users.array();
        for (const UserRegionFigures& f : regions) {
            JsonObjectWriter o = list.object();
            o.add("name", f.name)
                .add("share", f.share)
                .add("distance_km", f.distanceKm)
                .add("round_trip_s", f.roundTripSec)
                .add("ttft_with_network_s", f.ttftWithNetworkSec)
                .add("request_latency_with_network_s", f.requestLatencyWithNetworkSec);
            list.add(std::move(o));
        }
        const UserRegionFigures& worst = regions[size_t(worstUserRegion(regions))];
        users.add("regions", std::move(list))
            .add("worst_region", worst.name)
            .add("round_trip_worst_s", worst.roundTripSec)
            .add("ttft_with_network_worst_s", worst.ttftWithNetworkSec)
            .add("request_latency_with_network_worst_s", worst.requestLatencyWithNetworkSec);
        j.add("users", std::move(users));
    }

    // Figures at the top level or under members no result object has.
    addFigures(j, figures, {});
    for (const FigureMember& f : figures) {
        static constexpr std::string_view kWritten[] = {"training", "reliability", "cost",
                                                        "per_work", "inference"};
        if (f.parent.empty() ||
            std::find(std::begin(kWritten), std::end(kWritten), f.parent) != std::end(kWritten))
            continue;
        throw std::logic_error("figure registry: a pointer under an unknown member");
    }
    j.writeTo(out);
}

} // namespace

std::string evaluationJsonText(const std::vector<ScenarioResult>& results)
{
    return evaluationJsonText(results, {});
}

std::string evaluationJsonText(const std::vector<ScenarioResult>& results,
                               const std::vector<std::optional<ScenarioBands>>& bands,
                               const std::vector<Scenario>* scenarios)
{
    // {"scenarios": [...]}: one member, so nothing to sort at the top; the scenarios are
    // written straight into the document (as dump(2) lays out an array at depth 1).
    std::string out = "{\n  \"scenarios\": [";
    for (size_t i = 0; i < results.size(); ++i) {
        out += i == 0 ? "\n    " : ",\n    ";
        writeScenarioResult(out, results[i], i < bands.size() && bands[i] ? &*bands[i] : nullptr, 2,
                            scenarios && i < scenarios->size() ? &(*scenarios)[i] : nullptr);
        if (i == 0) // the others are about as long as the first
            out.reserve(out.size() * results.size() + out.size() / 4 * results.size() + 64);
    }
    out += results.empty() ? "]\n}" : "\n  ]\n}";
    return out;
}

// The trees, for callers that look figures up by key: parses of the text above.

json scenarioResultToJson(const ScenarioResult& r)
{
    std::string text;
    writeScenarioResult(text, r, nullptr, 0);
    return json::parse(text);
}

json evaluationToJson(const std::vector<ScenarioResult>& results)
{
    return json::parse(evaluationJsonText(results));
}

void addPredictionBands(json& scenario, const ScenarioBands& b)
{
    // The members the text writer adds them to, merged into the tree's objects.
    auto merge = [&](const char* member, auto&& write) {
        const auto it = scenario.find(member);
        if (it == scenario.end() || !it->is_object())
            return;
        JsonObjectWriter o(0, 2);
        write(o);
        it->update(json::parse(o.str()));
    };
    merge("training", [&](JsonObjectWriter& o) { addBandMembers(o, b, true); });
    merge("inference", [&](JsonObjectWriter& o) { addBandMembers(o, b, false); });
    merge("per_work", [&](JsonObjectWriter& o) { addPerWorkBandMembers(o, b); });
}

} // namespace ap
