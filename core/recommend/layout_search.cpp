// Stage 1 of the search: the parallel layouts of each device x count (training) or replica
// shape (serving), evaluated by the performance and reliability models.

#include "common/input_error.h"
#include "common/number_text.h"
#include "fabric/fabric_options.h"
#include "recommend/search.h"
#include "recommend/search_parallel.h"

#include <algorithm>
#include <cmath>

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

PerfOption bestTrainingLayout(const StudyContext& ctx, const Device& d, int count, int& evaluated)
{
    const TrainingWorkload& base = std::get<TrainingWorkload>(ctx.templ->workload);
    PerfOption best;
    best.device = &d;
    best.count = count;
    best.rejectedFor = ProblemKind::Layout;
    best.problem = "no parallel layout of " + std::to_string(count) + " x " + d.id +
                   " fits the global batch of " + messageNumber(base.globalBatchSequences) +
                   " sequences";
    double bestOvershoot = 1e18;
    Cluster cluster = ctx.templ->cluster;
    cluster.deviceId = d.id;
    cluster.count = count;
    TrainingWorkload w = base;
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
        const double peak = d.peak(compute).value_or(0);
        const double floorSec = 6.0 * m.activeParameters * w.tokens / (count * std::max(1.0, peak));
        if (peak > 0 && floorSec > *ctx.study.constraints.deadlineSec) {
            best.rejectedFor = ProblemKind::Deadline;
            best.problem = "even at 100% of peak " + std::to_string(count) + " x " + d.id +
                           " need " + formatDuration(floorSec) + " for " + messageNumber(w.tokens) +
                           " tokens, more than the deadline of " +
                           formatDuration(*ctx.study.constraints.deadlineSec);
            return best;
        }
    }

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
                            // The fastest recompute that fits: none, then selective, then
                            // full; ZeRO-3 only when stage 1 fits nowhere (it adds traffic).
                            bool placed = false;
                            for (int zero : {1, 3}) {
                                for (Recompute rc :
                                     {Recompute::None, Recompute::Selective, Recompute::Full}) {
                                    Parallelism p;
                                    p.tensor = tp;
                                    p.pipeline = pp;
                                    p.data = dp;
                                    p.context = cp;
                                    p.expert = ep;
                                    p.zeroStage = zero;
                                    p.virtualPipeline = vpp;
                                    cluster.parallelism = p;
                                    w.microBatchSequences = micro;
                                    w.recompute = rc;
                                    TrainingResult r = evaluateTraining(w, cluster, d, ctx.params);
                                    ++evaluated;
                                    if (!r.feasible) {
                                        const double o =
                                            memoryOvershoot(r.memory, r.memoryCapacityBytes);
                                        if (!best.feasible && o < bestOvershoot &&
                                            !r.problems.empty()) {
                                            bestOvershoot = o;
                                            best.problem = r.problems.front();
                                            best.rejectedFor =
                                                o > 1 ? ProblemKind::Memory : ProblemKind::Layout;
                                        }
                                        continue;
                                    }
                                    placed = true;
                                    if (!best.feasible ||
                                        r.tokensPerSec > best.training->tokensPerSec) {
                                        r.layerOps.clear();
                                        best.feasible = true;
                                        best.problem.clear();
                                        best.rejectedFor.reset();
                                        best.parallelism = p;
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
    if (best.feasible) {
        const TrainingResult& t = *best.training;
        ClusterShape shape;
        shape.devices = count;
        shape.devicesPerHost = std::min(count, std::clamp(d.scaleUpDomainSize(), 1, 8));
        shape.nicBytesPerSecPerDevice =
            fabricSpecFor(ctx.templ->cluster.fabric, d, count).nicBytesPerSec;
        shape.hostLinkBytesPerSec =
            d.hostLink ? d.hostLink->bandwidthBytesPerSec : d.memoryBandwidthBytesPerSec;
        shape.parameters = m.parameters;
        shape.tokensPerSec = t.tokensPerSec;
        shape.stepTimeSec = t.stepTimeSec;
        shape.timeToTrainSec = t.timeToTrainSec;
        best.reliability = evaluateReliability(ctx.templ->reliability, shape);
        // Failures that outpace progress: the run never finishes, so it is not an option
        // (ranking it would print "$inf/run").
        if (!(best.reliability->goodput > 0) ||
            !std::isfinite(best.reliability->effectiveTimeToTrainSec)) {
            best.feasible = false;
            best.rejectedFor = ProblemKind::Reliability;
            best.problem = std::to_string(count) + " x " + d.id + " cannot finish: " +
                           messageNumber(best.reliability->interruptionsPerDay) +
                           " interruptions per day lose work faster than it is done (goodput 0)";
            best.training.reset();
            best.reliability.reset();
        }
    }
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

PerfOption servingShape(const StudyContext& ctx, const Device& d, int tp, int pp, int& evaluated)
{
    InferenceWorkload w = std::get<InferenceWorkload>(ctx.templ->workload);
    if (ctx.tpotSec)
        w.sloTpotSec = ctx.tpotSec;
    if (ctx.ttftSec)
        w.sloTtftSec = ctx.ttftSec; // the network share is checked per site afterwards
    Cluster cluster = ctx.templ->cluster;
    cluster.deviceId = d.id;
    cluster.count = tp * pp;
    cluster.parallelism = Parallelism{};
    cluster.parallelism.tensor = tp;
    cluster.parallelism.pipeline = pp;
    if (w.model.experts > 1 && int(w.model.experts) % (tp * pp) == 0)
        cluster.parallelism.expert = tp * pp; // experts spread over the replica's devices
    w.prefillDevices.reset();                 // one pool per replica in the search

    PerfOption o;
    o.device = &d;
    o.parallelism = cluster.parallelism;
    InferenceResult r = evaluateInference(w, cluster, d, ctx.params);
    ++evaluated;
    if (!r.feasible) {
        o.problem = r.problems.empty() ? "infeasible" : r.problems.front();
        o.rejectedFor = r.problemKind.value_or(ProblemKind::Placement);
        o.count = tp * pp;
        return o;
    }
    r.layerOps.clear();
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
        o.problem = "the demand needs " + std::to_string(o.count) + " x " + d.id +
                    ", more than search.max_devices (" +
                    std::to_string(ctx.study.search.maxDevices) + ")";
        o.rejectedFor = ProblemKind::Throughput;
        return o;
    }
    o.feasible = true;
    o.inference = std::move(r);
    return o;
}

} // namespace

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
    std::vector<PerfOption> results(jobs.size());
    std::vector<int> counts(jobs.size(), 0);
    parallelFor(int(jobs.size()), threads, ctx.progress, [&](int i) {
        const Job& j = jobs[size_t(i)];
        // A device that cannot run the workload at all (no usable number format) must not
        // take the search down, least of all from a worker thread: it becomes a rejection.
        try {
            results[size_t(i)] = ctx.training
                                     ? bestTrainingLayout(ctx, *j.d, j.count, counts[size_t(i)])
                                     : servingShape(ctx, *j.d, j.tp, j.pp, counts[size_t(i)]);
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
