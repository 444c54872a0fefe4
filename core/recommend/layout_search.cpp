// Stage 1 of the search: the parallel layouts of each device x count (training) or replica
// shape (serving), evaluated by the performance and reliability models.

#include "common/input_error.h"
#include "common/number_text.h"
#include "economics/owned_servers.h"
#include "fabric/fabric_options.h"
#include "perf/engine_stages.h"
#include "perf/inference_figures.h"
#include "perf/scenario_figures.h"
#include "perf/training_detail.h"
#include "perf/weight_bytes.h"
#include "project/layout_rules.h"
#include "recommend/quoted_server.h"
#include "recommend/search.h"
#include "recommend/search_reliability.h"
#include "recommend/serving_sizing.h"

#include "common/message.h"
#include "recommend/search_parallel.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

namespace ap::recommend_detail {

namespace {

constexpr int kMaxTensor = 64;

// What a model may be split into: powers of two up to the cap that divide the head count.
std::vector<int> tensorDegrees(const ModelSpec& m, int cap)
{
    std::vector<int> out;
    for (int t = 1; t <= std::min(cap, kMaxTensor); t *= 2)
        if (int(m.heads) % t == 0)
            out.push_back(t);
    return out;
}

// Largest tensor-parallel group a device supports well: its scale-up domain (NVLink, ICI),
// at least one 8-device server (PCIe cards run TP over PCIe; the comm model charges it).
int tensorCap(const Device& d)
{
    if (d.kind == DeviceKind::Cpu)
        return 1; // CPU sockets serve and train as independent ranks here
    return std::max(8, d.scaleUpDomainSize());
}

double memoryOvershoot(const MemoryBreakdown& m, double capacity)
{
    return capacity > 0 ? m.totalBytes() / capacity : 1e9;
}

// --- training ---------------------------------------------------------------------------

struct LayoutTry {
    Parallelism p;
    double micro = 1;
    Recompute rc = Recompute::None;
};

} // namespace

ClusterShape reliabilityShape(const StudyContext& ctx, const PerfOption& o)
{
    const Device& d = *o.device;
    return clusterShapeFor(candidateCluster(ctx.templ->cluster, d.id, o.count, o.parallelism), d,
                           std::get<TrainingWorkload>(ctx.templ->workload).model.parameters,
                           *o.training);
}

void addReliability(const StudyContext& ctx, const ReliabilityOptions& reliability, PerfOption& o)
{
    addReliability(ctx, reliability, reliabilityShape(ctx, o), o);
}

void addReliability(const StudyContext& ctx, const ReliabilityOptions& reliability,
                    const ClusterShape& shape, PerfOption& o)
{
    addReliability(ctx, reliability, shape, reliabilityClusterTerms(reliability, shape), o);
}

void addReliability(const StudyContext&, const ReliabilityOptions& reliability,
                    const ClusterShape& shape, const ReliabilityClusterTerms& terms, PerfOption& o)
{
    const Device& d = *o.device;
    ReliabilityStage stage = reliabilityStage(reliability, shape, terms);
    o.reliability = std::move(stage.result);
    // A run that cannot go ahead (failures that outpace progress, a store too small for its
    // checkpoint) is not an option: the stage's problem, as `evaluate` reports it.
    if (stage.problem) {
        o.feasible = false;
        o.rejectedFor = ProblemKind::Reliability;
        o.problem =
            Message(AP_TEXT("ap::Recommendation", "%1 x %2: %3"),
                    {msg::count(o.count), msg::text(d.id), msg::phrase(std::move(*stage.problem))});
        o.training.reset();
        o.reliability.reset();
    }
}

PerfOption evaluateTrainingLayout(const StudyContext& ctx, const PerfOption& layout)
{
    const Device& d = *layout.device;
    TrainingWorkload w = std::get<TrainingWorkload>(ctx.templ->workload);
    candidateTrainingWorkload(w, layout.microBatchSequences, layout.recompute);
    const Cluster cluster =
        candidateCluster(ctx.templ->cluster, d.id, layout.count, layout.parallelism);
    PerfOption o;
    o.device = &d;
    o.count = layout.count;
    o.parallelism = layout.parallelism;
    o.microBatchSequences = layout.microBatchSequences;
    o.recompute = layout.recompute;
    TrainingResult r = trainingPerformance(w, cluster, d, ctx.params, TrainingDetail::Search);
    if (!r.feasible) {
        o.problem = r.problems.empty() ? Message(AP_TEXT("ap::Recommendation", "infeasible"))
                                       : Message(r.problems.front());
        o.rejectedFor = r.problemKind.value_or(ProblemKind::Layout);
        return o;
    }
    r.layerOps.clear();
    o.feasible = true;
    o.training = std::move(r);
    return o;
}

namespace {

// What the layouts of one device share across its counts, kept by a worker thread: the
// workload they set each layout's micro-batch and recompute in, and the model's reuse
// (TrainingReuse, perf/training_detail.h: the stack's parameters, the kernel timers, a layer's
// times per per-rank shape). A layer's times depend on its per-rank shape, the model, device,
// parameters and stack, not on the count (whose fabric and links the reuse rebuilds when they
// change), so the counts of a device time each shape once: the same figures to the bit. The
// workload stays at one address, which the reuse is bound to.
struct DeviceReuse {
    explicit DeviceReuse(const TrainingWorkload& base)
        : w(base)
    {
    }
    TrainingWorkload w;
    TrainingReuse reuse;
};

PerfOption bestTrainingLayout(const StudyContext& ctx, const Device& d, int count, int& evaluated,
                              DeviceReuse& kept)
{
    const TrainingWorkload& base = std::get<TrainingWorkload>(ctx.templ->workload);
    PerfOption best;
    best.device = &d;
    best.count = count;
    best.rejectedFor = ProblemKind::Layout;
    best.problem = Message(
        AP_TEXT("ap::Recommendation", "no parallel layout of %1 x %2 fits the global batch of %3 "
                                      "sequences"),
        {msg::count(count), msg::text(d.id), msg::value(base.globalBatchSequences)});
    double bestOvershoot = 1e18;
    Cluster cluster =
        candidateCluster(ctx.templ->cluster, d.id, count, ctx.templ->cluster.parallelism);
    TrainingWorkload& w = kept.w;
    w = base; // (the micro-batch and recompute the device's last count left)
    const ModelSpec& m = w.model;
    const bool moe = m.experts > 1;

    // Early pruning: even at 100% of peak (6 FLOPs per active parameter per token, the
    // floor of any transformer step) a cluster this small cannot finish before the deadline.
    if (ctx.study.constraints.deadlineSec && w.tokens > 0) {
        Precision compute = w.precision;
        try {
            compute = computePrecisionFor(d, w.precision);
        } catch (const InputError&) {
        }
        double peak = d.peak(compute).value_or(0);
        // Attention projections in a faster format of their own (perf/weight_bytes.h): the
        // floor at the faster peak.
        try {
            if (const auto p = projectionComputePrecision(d, attentionProjectionPrecision(w)))
                peak = std::max(peak, d.peak(*p).value_or(0));
        } catch (const InputError&) {
        }
        const double floorSec = 6.0 * m.activeParameters * w.tokens / (count * std::max(1.0, peak));
        if (peak > 0 && floorSec > *ctx.study.constraints.deadlineSec) {
            best.rejectedFor = ProblemKind::Deadline;
            best.problem =
                Message(AP_TEXT("ap::Recommendation",
                                "even at 100% of peak %1 x %2 need %3 for %4 tokens, more than the "
                                "deadline of %5"),
                        {msg::count(count), msg::text(d.id), msg::duration(floorSec),
                         msg::value(w.tokens), msg::duration(*ctx.study.constraints.deadlineSec)});
            return best;
        }
    }

    // Shared by this device's layouts at every count: w.model, d and ctx.params stay as they
    // are.
    TrainingReuse& reuse = kept.reuse;
    std::vector<int> cps = {1};
    for (int c = 2; c <= 8 && w.sequenceLength / c >= 4096; c *= 2)
        cps.push_back(c);

    for (int tp : tensorDegrees(m, std::min(tensorCap(d), count))) {
        // The layouts of one large count take a while: a cancel need not wait for them all.
        if (cancelRequested(ctx))
            return best;
        for (int cp : cps) {
            for (int pp = 1; pp <= std::max(1, int(m.layers)); pp *= 2) {
                const long long group = (long long)tp * cp * pp;
                if (group > count)
                    break;
                if (count % group != 0)
                    continue;
                const int dp = int(count / group);
                std::vector<int> eps = {1};
                if (moe)
                    for (int e = 2; e <= std::min(dp, int(m.experts)); e *= 2)
                        if (int(m.experts) % e == 0 && dp % e == 0)
                            eps.push_back(e);
                for (int ep : eps) {
                    for (double micro : {1.0, 2.0, 4.0, 8.0}) {
                        if (dp * micro > w.globalBatchSequences)
                            break;
                        // Interleaved 1F1B: v model chunks per stage, every divisor of the
                        // layers per stage (Megatron needs whole layers per chunk).
                        std::vector<int> vpps = {1};
                        if (pp > 1)
                            for (int v = 2; v <= int(m.layers) / pp; ++v)
                                if ((int(m.layers) / pp) % v == 0)
                                    vpps.push_back(v);
                        for (int vpp : vpps) {
                            // Only layouts a scenario may hold: the validator's rules (data x
                            // micro divides the global batch, expert and context degrees, ...).
                            Parallelism probe;
                            probe.tensor = tp;
                            probe.pipeline = pp;
                            probe.data = dp;
                            probe.context = cp;
                            probe.expert = ep;
                            probe.virtualPipeline = vpp;
                            // (the micro-batch the rules read; each try below sets its
                            // recompute)
                            candidateTrainingWorkload(w, micro, Recompute::None);
                            if (!layoutAllowed(w, probe))
                                continue;
                            // The fastest recompute that fits: none, then selective, then
                            // full; ZeRO-3 only when stage 1 fits nowhere (it adds traffic).
                            bool placed = false;
                            for (int zero : {1, 3}) {
                                for (Recompute rc :
                                     {Recompute::None, Recompute::Selective, Recompute::Full}) {
                                    // The candidate's inputs (candidateCluster's and
                                    // candidateTrainingWorkload's rules) set in place on this
                                    // count's cluster and workload: one copy per count.
                                    cluster.parallelism = probe;
                                    cluster.parallelism.zeroStage = zero;
                                    candidateTrainingWorkload(w, micro, rc);
                                    TrainingResult r = trainingPerformance(
                                        w, cluster, d, ctx.params,
                                        TrainingDetail::SearchUnexplained, &reuse);
                                    ++evaluated;
                                    if (!r.feasible) {
                                        const double o =
                                            memoryOvershoot(r.memory, r.memoryCapacityBytes);
                                        // Turned away by memory alone: its text is written
                                        // only when it is the one reported.
                                        const bool memoryOnly =
                                            r.problems.empty() &&
                                            r.problemKind == ProblemKind::Memory;
                                        if (!best.feasible && o < bestOvershoot &&
                                            (!r.problems.empty() || memoryOnly)) {
                                            bestOvershoot = o;
                                            best.problem = memoryOnly ? trainingMemoryProblem(r, d)
                                                                      : r.problems.front();
                                            best.rejectedFor =
                                                r.problemKind.value_or(ProblemKind::Layout);
                                        }
                                        continue;
                                    }
                                    placed = true;
                                    if (!best.feasible ||
                                        r.tokensPerSec > best.training->tokensPerSec) {
                                        r.layerOps.clear();
                                        best.feasible = true;
                                        best.problem = Message();
                                        best.rejectedFor.reset();
                                        best.parallelism = cluster.parallelism;
                                        best.microBatchSequences = micro;
                                        best.recompute = rc;
                                        best.training = std::move(r);
                                    }
                                    break;
                                }
                                if (placed)
                                    break;
                            }
                        }
                    }
                }
            }
        }
    }
    if (best.feasible)
        addReliability(ctx, ctx.templ->reliability, best);
    return best;
}

std::vector<int> trainingCounts(const StudyContext& ctx)
{
    std::vector<int> counts = ctx.study.search.counts;
    if (counts.empty())
        for (int n = 1; n <= ctx.study.search.maxDevices; n *= 2)
            counts.push_back(n);
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

// --- serving ----------------------------------------------------------------------------

} // namespace

PerfOption servingShape(const StudyContext& ctx, const Device& d, int tp, int pp, int& evaluated,
                        ServingReuse* reuse)
{
    InferenceWorkload w = std::get<InferenceWorkload>(ctx.templ->workload);
    // The study's objectives, one engine per accelerator replica and one pool per replica: the
    // rules the candidate's scenario follows too (candidateServingWorkload).
    candidateServingWorkload(w, d.kind, ctx.slo);
    Parallelism shape;
    shape.tensor = tp;
    shape.pipeline = pp;
    Cluster cluster = candidateCluster(ctx.templ->cluster, d.id, tp * pp, shape);
    // Experts spread over the tensor ranks of each stage (expert parallelism is carved out of
    // data x tensor x context ranks: project/layout_rules.h).
    if (w.model.experts > 1 && tp > 1 && int(w.model.experts) % tp == 0)
        cluster.parallelism.expert = tp;
    if (const auto problem = layoutProblem(w, cluster)) {
        PerfOption o;
        o.device = &d;
        o.parallelism = cluster.parallelism;
        o.count = tp * pp;
        o.problem = problem->message;
        o.rejectedFor = ProblemKind::Layout;
        return o;
    }

    PerfOption o;
    o.device = &d;
    o.parallelism = cluster.parallelism;
    // The figures alone: the operator breakdown is not kept in a search.
    InferenceResult r = servingPerformance(w, cluster, d, ctx.params, false, reuse);
    ++evaluated;
    if (!r.feasible) {
        o.problem = r.problems.empty() ? Message(AP_TEXT("ap::Recommendation", "infeasible"))
                                       : Message(r.problems.front());
        o.rejectedFor = r.problemKind.value_or(ProblemKind::Placement);
        o.count = tp * pp;
        return o;
    }
    return sizedForDemand(ctx, std::move(o), std::move(r));
}

PerfOption sizedForDemand(const StudyContext& ctx, PerfOption o, InferenceResult r)
{
    const Device& d = *o.device;
    const int tp = o.parallelism.tensor, pp = o.parallelism.pipeline;
    // Replicas to carry the demand; one when the study names none.
    double replicas = 1;
    if (ctx.demandOutputTokensPerSec > 0 && r.outputTokensPerSec > 0)
        replicas = std::max(
            replicas, std::ceil(ctx.demandOutputTokensPerSec / r.outputTokensPerSec * (1 - 1e-12)));
    if (ctx.demandRequestsPerSec > 0 && r.requestsPerSec > 0)
        replicas = std::max(replicas,
                            std::ceil(ctx.demandRequestsPerSec / r.requestsPerSec * (1 - 1e-12)));
    o.replicas = int(std::min(replicas, 1e9));
    o.count = int(std::min<double>(replicas * tp * pp, 1e9));
    o.parallelism.data = o.replicas;
    if (o.count > ctx.study.search.maxDevices) {
        o.problem = Message(
            AP_TEXT("ap::Recommendation",
                    "the demand needs %1 x %2, more than search.max_devices (%3)"),
            {msg::count(o.count), msg::text(d.id), msg::count(ctx.study.search.maxDevices)});
        o.rejectedFor = ProblemKind::Throughput;
        return o;
    }
    o.feasible = true;
    o.inference = std::move(r);
    return o;
}

PerfOption withReplicas(PerfOption o, int replicas)
{
    const int perReplica = o.count / std::max(1, o.replicas);
    o.replicas = std::max(1, replicas);
    o.count = o.replicas * perReplica;
    o.parallelism.data = o.replicas;
    return o;
}

namespace {

// Devices in one server an owned site buys for `d`, the placement model's own count
// (economics/owned_servers.h); 0 where no purchase price exists (the owned site then refuses
// the device whatever its count).
int ownedServerDevices(const StudyContext& ctx, const Device& d)
{
    const bool quoted = quotesServerOf(ctx, d.id);
    return ownedDevicesPerServer(quoted, quoted ? ctx.placement.devicesPerServer : std::nullopt,
                                 ctx.prices.onPrem().server(d.id));
}

} // namespace

int addServerFills(const StudyContext& ctx, std::vector<PerfOption>& perf)
{
    if (ctx.training || ctx.demandOutputTokensPerSec > 0 || ctx.demandRequestsPerSec > 0 ||
        std::none_of(ctx.searchSites.begin(), ctx.searchSites.end(),
                     [](const Site* s) { return isOwned(s->kind); }))
        return 0;
    const size_t n = perf.size();
    int added = 0;
    for (size_t i = 0; i < n; ++i) {
        const PerfOption& o = perf[i];
        if (!o.feasible || !o.inference || o.ownedSitesOnly)
            continue;
        const int perServer = ownedServerDevices(ctx, *o.device);
        if (perServer <= 0)
            continue;
        const int perReplica = o.count / std::max(1, o.replicas);
        // The servers the option's devices occupy, filled with as many whole replicas as they
        // hold: the same servers paid, their whole work counted (a partial last slot of a
        // replica that does not divide the server stays empty).
        const long long servers = ownedServers(o.count, perServer);
        const long long fits =
            std::min<long long>(servers * perServer, ctx.study.search.maxDevices) / perReplica;
        if (fits <= o.replicas)
            continue;
        PerfOption filled = withReplicas(o, int(fits));
        filled.ownedSitesOnly = true;
        perf[i].rentedSitesOnly = true;
        perf.push_back(std::move(filled));
        ++added;
    }
    return added;
}

int searchLayouts(const StudyContext& ctx, int threads, std::vector<PerfOption>& out)
{
    struct Job {
        const Device* d;
        int count;  // training
        int tp, pp; // serving
    };
    std::vector<Job> jobs;
    if (ctx.training) {
        const auto counts = trainingCounts(ctx);
        for (const Device* d : ctx.devices)
            for (int n : counts)
                jobs.push_back({d, n, 0, 0});
    } else {
        const auto& m = std::get<InferenceWorkload>(ctx.templ->workload).model;
        for (const Device* d : ctx.devices) {
            const int cap = tensorCap(*d);
            const auto tps = tensorDegrees(m, cap);
            for (int tp : tps) {
                jobs.push_back({d, 0, tp, 1});
                // Pipeline stages across servers only once tensor parallelism fills the
                // scale-up domain: a model that big needs more than one domain.
                if (tp == tps.back() && d->kind != DeviceKind::Cpu)
                    for (int pp = 2; pp <= 8 && pp <= m.layers; pp *= 2)
                        jobs.push_back({d, 0, tp, pp});
            }
        }
    }
    // The largest jobs first (a job's layouts grow with its devices), so that the threads
    // finish together rather than one running the biggest count alone at the end. Each job
    // writes its own slot: the order changes no result.
    std::vector<int> order(jobs.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const auto size = [](const Job& j) { return std::max(j.count, j.tp * j.pp); };
        return size(jobs[size_t(a)]) > size(jobs[size_t(b)]);
    });
    std::vector<PerfOption> results(jobs.size());
    std::vector<int> counts(jobs.size(), 0);
    // Per worker thread, per device: what its counts' layouts share (DeviceReuse).
    std::vector<std::map<const Device*, std::unique_ptr<DeviceReuse>>> reuseOf(
        size_t(workerCount(int(jobs.size()), threads)));
    parallelForWorkers(int(jobs.size()), threads, ctx.progress, [&](int k, int worker) {
        const int i = order[size_t(k)];
        const Job& j = jobs[size_t(i)];
        // A device that cannot run the workload at all (no usable number format) must not
        // take the search down, least of all from a worker thread: it becomes a rejection.
        try {
            if (ctx.training) {
                auto& kept = reuseOf[size_t(worker)][j.d];
                if (!kept)
                    kept = std::make_unique<DeviceReuse>(
                        std::get<TrainingWorkload>(ctx.templ->workload));
                results[size_t(i)] =
                    bestTrainingLayout(ctx, *j.d, j.count, counts[size_t(i)], *kept);
            } else {
                results[size_t(i)] = servingShape(ctx, *j.d, j.tp, j.pp, counts[size_t(i)]);
            }
        } catch (const std::exception& e) {
            PerfOption o;
            o.device = j.d;
            o.count = std::max(1, j.count);
            o.parallelism.tensor = std::max(1, j.tp);
            o.parallelism.pipeline = std::max(1, j.pp);
            const auto* input = dynamic_cast<const InputError*>(&e);
            o.problem = j.d->id + ": " + (input ? input->message() : std::string(e.what()));
            o.rejectedFor = ProblemKind::Device;
            results[size_t(i)] = std::move(o);
        }
    });
    checkCancelled(ctx);
    int evaluated = 0;
    for (int c : counts)
        evaluated += c;
    for (auto& r : results)
        out.push_back(std::move(r));
    return evaluated;
}

} // namespace ap::recommend_detail
