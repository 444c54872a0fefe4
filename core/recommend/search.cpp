#include "recommend/search.h"

#include "common/input_error.h"
#include "common/number_text.h"
#include "economics/cash_flow.h"
#include "economics/unit_costs.h"
#include "fabric/fabric_options.h"
#include "placement/network.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace ap::recommend_detail {

namespace {

constexpr int kMaxTensor = 64;

// Runs f(i) for i in [0, n) on `threads` threads. Each i writes only its own slot, so the
// result does not depend on the thread count or on scheduling.
// With a progress record, each finished i counts as a job done, and once the caller asks to
// cancel the remaining i are skipped (the caller then throws SearchCancelled).
template <typename F> void parallelFor(int n, int threads, SearchProgress* progress, F f)
{
    if (progress)
        progress->jobsTotal.fetch_add(n, std::memory_order_relaxed);
    const auto run = [&](int i) {
        if (progress && progress->cancel.load(std::memory_order_relaxed))
            return;
        f(i);
        if (progress)
            progress->jobsDone.fetch_add(1, std::memory_order_relaxed);
    };
    threads = std::clamp(threads, 1, std::max(1, n));
    if (threads == 1) {
        for (int i = 0; i < n; ++i)
            run(i);
        return;
    }
    std::vector<std::thread> pool;
    pool.reserve(size_t(threads));
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (int i = t; i < n; i += threads) // interleaved: big counts spread over threads
                run(i);
        });
    for (auto& th : pool)
        th.join();
}

bool cancelRequested(const StudyContext& ctx)
{
    return ctx.progress && ctx.progress->cancel.load(std::memory_order_relaxed);
}

// Which constraint or limit a problem text is about, for the rejection summary.
std::string reasonOf(const std::string& problem)
{
    auto has = [&](std::string_view s) { return problem.find(s) != std::string::npos; };
    if (has("data class"))
        return "sovereignty";
    if (has("price") || has("no prices"))
        return "price";
    if (has("does not offer"))
        return "not offered";
    if (has("memory") || has("GB per device") || has(" need "))
        return "memory";
    if (has("SLO") || has("slo"))
        return "slo";
    return "placement";
}

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
    best.rejectedFor = "layout";
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
            best.rejectedFor = "deadline";
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
                                            best.rejectedFor = o > 1 ? "memory" : "layout";
                                        }
                                        continue;
                                    }
                                    placed = true;
                                    if (!best.feasible ||
                                        r.tokensPerSec > best.training->tokensPerSec) {
                                        r.layerOps.clear();
                                        best.feasible = true;
                                        best.problem.clear();
                                        best.rejectedFor.clear();
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
            best.rejectedFor = "reliability";
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
        o.rejectedFor = reasonOf(o.problem);
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
        o.rejectedFor = "throughput";
        return o;
    }
    o.feasible = true;
    o.inference = std::move(r);
    return o;
}

} // namespace

StudyContext makeContext(const Project& project, const StudySpec& study, const Catalog& catalog,
                         const EfficiencyParams& params)
{
    StudyContext ctx;
    ctx.project = &project;
    ctx.study = study;
    ctx.catalog = &catalog;
    ctx.params = params;
    if (project.scenarios.empty())
        throw InputError({}, "scenarios", "the project has no scenario to recommend for");
    ctx.templ = &project.scenarios.front();
    if (!study.scenario.empty()) {
        const auto it = std::find_if(project.scenarios.begin(), project.scenarios.end(),
                                     [&](const Scenario& s) { return s.name == study.scenario; });
        if (it == project.scenarios.end())
            throw InputError({}, "recommend.scenario",
                             "no scenario named \"" + study.scenario + "\"");
        ctx.templ = &*it;
    }
    ctx.training = ctx.templ->isTraining();
    // Constraints of the other kind of workload would be silently ignored (the GUI's
    // Recommendation tab comes here directly; the CLI names the study's index beforehand).
    requireApplicableConstraints(study.constraints, ctx.training, ctx.templ->name,
                                 "recommend.constraints");

    // Prices and sites as the template's placement sees them, merged once.
    ctx.prices = PriceBook::builtIn();
    ctx.sites = SiteCatalog::builtIn();
    if (ctx.templ->placement) {
        ctx.placement = *ctx.templ->placement;
        if (ctx.placement.priceOverrides.is_object() && !ctx.placement.priceOverrides.empty())
            ctx.prices.mergeOverrides(ctx.placement.priceOverrides, "placement.prices");
        if (ctx.placement.siteOverrides.is_object() && !ctx.placement.siteOverrides.empty())
            ctx.sites.mergeOverrides(ctx.placement.siteOverrides, "placement.sites");
    } else {
        ctx.notes.push_back("the template scenario has no placement: defaults used (36 months, "
                            "upfront capex, the price book's prices)");
    }
    ctx.placement.priceOverrides = nlohmann::json::object();
    ctx.placement.siteOverrides = nlohmann::json::object();
    ctx.placement.burstSite.clear();
    ctx.placement.fallbackSite.clear();
    ctx.placement.compareWith.clear();
    ctx.dataClasses = study.constraints.dataClasses.value_or(ctx.placement.dataClasses);
    ctx.placement.dataClasses = ctx.dataClasses;
    ctx.utilisation = std::clamp(ctx.placement.utilisation.value_or(1.0), 0.0, 1.0);

    // Devices.
    if (study.search.devices.empty()) {
        for (const Device& d : catalog.devices())
            ctx.devices.push_back(&d);
    } else {
        for (size_t i = 0; i < study.search.devices.size(); ++i)
            ctx.devices.push_back(&catalog.at(
                study.search.devices[i], "recommend.search.devices[" + std::to_string(i) + "]"));
    }
    // Sites: public model APIs are priced per token with no device behind them; the search
    // compares devices, so they are left out (evaluate them as a scenario placement).
    if (study.search.sites.empty()) {
        for (const auto& [id, s] : ctx.sites.sites())
            if (s.kind != SiteKind::PublicModelApi)
                ctx.searchSites.push_back(&s);
    } else {
        for (size_t i = 0; i < study.search.sites.size(); ++i) {
            const Site* s = ctx.sites.find(study.search.sites[i]);
            if (!s)
                throw InputError({}, "recommend.search.sites[" + std::to_string(i) + "]",
                                 "unknown site \"" + study.search.sites[i] + "\"");
            if (s->kind == SiteKind::PublicModelApi)
                ctx.notes.push_back("site \"" + s->id +
                                    "\" is a public model API: not searched (no device)");
            else
                ctx.searchSites.push_back(s);
        }
    }
    if (ctx.searchSites.empty())
        throw InputError({}, "recommend.search.sites", "no site to search");

    if (!ctx.training) {
        const auto& w = std::get<InferenceWorkload>(ctx.templ->workload);
        ctx.ttftSec = study.constraints.ttftSec ? study.constraints.ttftSec : w.sloTtftSec;
        ctx.tpotSec = study.constraints.tpotSec ? study.constraints.tpotSec : w.sloTpotSec;
        ctx.demandOutputTokensPerSec = study.constraints.minOutputTokensPerSec.value_or(0);
        ctx.demandRequestsPerSec = study.constraints.minRequestsPerSec.value_or(0);
    }
    return ctx;
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
            o.rejectedFor = "device";
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

namespace {

double efficiencyCvFor(const StudyContext& ctx, const Device& d)
{
    // The calibration's median |error| for families it measured; three times that for
    // families without measurements, which run at the conservative prior (the lowest
    // calibrated family's efficiency, EfficiencyParams::uncalibratedScale).
    const double calibrated = ctx.study.uncertainty.efficiencyCv.value_or(0.05);
    return ctx.params.isCalibrated(d.architecture) ? calibrated : 3 * calibrated;
}

std::string priceConfidence(const PriceProvenance& p)
{
    return p.confidence.empty() ? std::string("low") : p.confidence;
}

// The price a cloud site charges for a device under a commitment (null: none in the book),
// as its provenance: the one lookup behind "is it priced" and "how sure is the book".
const PriceProvenance* cloudPrice(const StudyContext& ctx, const Site& s,
                                  const std::string& deviceId, Commitment c)
{
    const ProviderPrices* p = ctx.prices.provider(s.provider);
    const CloudDevicePrice* dp = p ? p->device(deviceId) : nullptr;
    if (!dp)
        return nullptr;
    switch (c) {
    case Commitment::OnDemand:
        return dp->onDemand ? &dp->onDemand->provenance : nullptr;
    case Commitment::Commit1y:
        return dp->commit1y ? &dp->commit1y->provenance : nullptr;
    case Commitment::Commit3y:
        return dp->commit3y ? &dp->commit3y->provenance : nullptr;
    case Commitment::Spot:
        return dp->spot ? &dp->spot->provenance : nullptr;
    }
    return nullptr;
}

bool hasCloudPrice(const StudyContext& ctx, const Site& s, const std::string& deviceId,
                   Commitment c)
{
    return cloudPrice(ctx, s, deviceId, c) != nullptr;
}

// The device price a placement rests on (a key shared by every option paying it, for
// correlated sampling) and how sure the book is of it.
std::pair<std::string, std::string> priceOf(const StudyContext& ctx, const Site& s,
                                            const std::string& deviceId, Commitment c)
{
    if (isOwned(s.kind)) {
        if (ctx.placement.serverUsd)
            return {"owned:" + deviceId, "medium"};
        const ServerPrice* sp = ctx.prices.onPrem().server(deviceId);
        return {"owned:" + deviceId, sp ? priceConfidence(sp->provenance) : "low"};
    }
    const PriceProvenance* p = cloudPrice(ctx, s, deviceId, c);
    // A spot price and its interruption rate both move, whatever the entry says.
    const std::string conf = p && c != Commitment::Spot ? priceConfidence(*p) : "low";
    return {s.provider + ":" + deviceId + ":" + std::string(commitmentName(c)), conf};
}

} // namespace

double priceCv(const StudyContext& ctx, const std::string& confidence)
{
    const auto& u = ctx.study.uncertainty;
    if (confidence == "high")
        return u.priceCvHigh;
    if (confidence == "medium")
        return u.priceCvMedium;
    return u.priceCvLow;
}

WorkloadDemand demandOf(const StudyContext& ctx, const PerfOption& o, double utilisation)
{
    WorkloadDemand demand;
    demand.deviceId = o.device->id;
    demand.deviceCount = o.count;
    demand.tdpWatts = o.device->tdpWatts.value_or(500);
    demand.utilisation = utilisation;
    demand.datasetBytes = ctx.templ->datasetBytes;
    demand.datasetGrowthBytesPerMonth = ctx.templ->datasetGrowthBytesPerMonth;
    if (o.training)
        demand.timeToTrainSec =
            o.reliability ? o.reliability->effectiveTimeToTrainSec : o.training->timeToTrainSec;
    if (o.inference) {
        const auto& w = std::get<InferenceWorkload>(ctx.templ->workload);
        const double capacity = o.inference->outputTokensPerSec * o.replicas;
        const double served = ctx.demandOutputTokensPerSec > 0
                                  ? std::min(capacity, ctx.demandOutputTokensPerSec)
                                  : capacity;
        demand.outputTokensPerSec = served;
        demand.inputTokensPerSec = served / std::max(1.0, w.outputTokens) * w.inputTokens;
        demand.egressBytesPerMonth = ctx.templ->egressBytesPerMonth.value_or(
            served * kResponseBytesPerToken * utilisation * kHoursPerMonth * 3600);
    }
    return demand;
}

namespace {

// Fills the candidate's economics from a cost report (and an optional fallback report).
void fillEconomics(const StudyContext& ctx, const PerfOption& o, const Site& site,
                   const CostReport& r, const CostReport* fallback, double fallbackAvailability,
                   Evaluated& e)
{
    Candidate& c = e.c;
    double compute = r.computeUsd, capex = r.capexUsd + r.maintenanceUsd, power = r.powerUsd,
           egress = r.egressCostUsd, other = r.spaceUsd + r.staffUsd + r.storageUsd;
    double total = r.totalCostUsd, energy = r.energyKwh, co2 = r.co2Tonnes;
    if (fallback) {
        compute += fallback->computeUsd;
        capex += fallback->capexUsd + fallback->maintenanceUsd;
        power += fallback->powerUsd;
        egress += fallback->egressCostUsd;
        other += fallback->spaceUsd + fallback->staffUsd + fallback->storageUsd;
        total += fallback->totalCostUsd;
        energy += fallback->energyKwh;
        co2 += fallback->co2Tonnes;
        c.availability = parallelAvailability(r.availability, fallbackAvailability);
    } else {
        c.availability = r.availability;
    }
    const double parts = std::max(1e-300, compute + capex + power + egress + other);
    c.cloudComputeShare = compute / parts;
    c.capexShare = capex / parts;
    c.powerShare = power / parts;
    c.egressShare = egress / parts;
    c.otherShare = other / parts;
    c.usdPerDeviceHour = r.costPerUsefulDeviceHourUsd;
    c.horizonCostUsd = total;
    c.horizonMonths = ctx.placement.horizonMonths;
    c.facilityPowerWatts = o.count * o.device->tdpWatts.value_or(500) *
                           (1 + ctx.placement.hostOverheadFraction) * sitePue(site, ctx.prices);

    const double months = std::max(1, ctx.placement.horizonMonths);
    if (o.training) {
        // The run's share of the horizon: cost per useful device-hour x device-hours.
        const double deviceHours = o.count * c.timeToTrainSec / 3600.0;
        const double useful = std::max(1e-9, r.usefulDeviceHours);
        const double perHour = total / useful;
        c.costPerWorkUsd = perHour * deviceHours;
        c.totalCostUsd = c.costPerWorkUsd;
        c.energyKwhPerWork = energy / useful * deviceHours;
        c.co2KgPerWork = co2 * 1e3 / useful * deviceHours;
    } else {
        const double tokens =
            c.servedOutputTokensPerSec * kHoursPerMonth * e.utilisation * 3600.0 * months;
        const double millions = std::max(1e-12, tokens / 1e6);
        c.costPerWorkUsd = total / millions;
        c.totalCostUsd = total;
        c.energyKwhPerWork = energy / millions;
        c.co2KgPerWork = co2 * 1e3 / millions;
        // The engine's latencies plus the users' round trip to this site (set, not added:
        // a candidate may be refilled for a fallback pair).
        c.ttftSec = o.inference->ttftSec + r.userLatencySec;
        c.requestLatencySec = o.inference->requestLatencySec + r.userLatencySec;
    }
}

void addRisk(const StudyContext& ctx, const std::string& confidence, Evaluated& e)
{
    Candidate& c = e.c;
    c.riskTerms.clear();
    const double pcv = priceCv(ctx, confidence);
    c.riskTerms.emplace_back("device price (" + confidence + " confidence)",
                             pcv * (c.cloudComputeShare + c.capexShare));
    c.riskTerms.emplace_back("electricity price",
                             ctx.study.uncertainty.priceCvMedium * c.powerShare);
    if (!c.cloud && e.utilisation > 0)
        c.riskTerms.emplace_back("utilisation of owned hardware",
                                 ctx.study.uncertainty.utilisationSd / e.utilisation *
                                     (c.capexShare + c.otherShare));
    c.riskTerms.emplace_back("model efficiency", e.efficiencyCv * (1 - c.egressShare));
    if (ctx.training)
        c.riskTerms.emplace_back("failures and timeouts",
                                 ctx.study.uncertainty.failureRateCv * (1 - c.goodput));
    double sum = 0;
    for (const auto& [name, v] : c.riskTerms)
        sum += v * v;
    c.risk = std::sqrt(sum);
}

void checkConstraints(const StudyContext& ctx, const Site& site, Evaluated& e)
{
    Candidate& c = e.c;
    const StudyConstraints& k = ctx.study.constraints;
    auto reject = [&](const std::string& reason, const std::string& text) {
        if (c.feasible)
            c.rejectedFor = reason;
        c.feasible = false;
        c.problems.push_back(text);
    };
    if (ctx.training) {
        if (k.deadlineSec && c.timeToTrainSec > *k.deadlineSec)
            reject("deadline", "time to train " + formatDuration(c.timeToTrainSec) +
                                   " misses the deadline of " + formatDuration(*k.deadlineSec));
        if (k.minTrainingTokensPerSec && c.trainingTokensPerSec < *k.minTrainingTokensPerSec)
            reject("throughput", messageNumber(c.trainingTokensPerSec) +
                                     " tokens/s is below the required " +
                                     messageNumber(*k.minTrainingTokensPerSec));
        if (k.budgetUsd && c.costPerWorkUsd > *k.budgetUsd)
            reject("budget", "the run costs " + formatUsd(c.costPerWorkUsd) +
                                 ", over the budget of " + formatUsd(*k.budgetUsd));
    } else {
        if (ctx.ttftSec && c.ttftSec > *ctx.ttftSec * (1 + 1e-9))
            reject("slo", "TTFT " + messageNumber(c.ttftSec * 1e3) +
                              " ms (incl. the network) misses the SLO of " +
                              messageNumber(*ctx.ttftSec * 1e3) + " ms");
        if (ctx.tpotSec && c.tpotSec > *ctx.tpotSec * (1 + 1e-9))
            reject("slo", "TPOT " + messageNumber(c.tpotSec * 1e3) + " ms misses the SLO of " +
                              messageNumber(*ctx.tpotSec * 1e3) + " ms");
        if (k.budgetUsd && c.totalCostUsd > *k.budgetUsd)
            reject("budget", "costs " + formatUsd(c.totalCostUsd) + " over " +
                                 std::to_string(ctx.placement.horizonMonths) +
                                 " months, over the budget of " + formatUsd(*k.budgetUsd));
        if (k.availability && c.availability < *k.availability)
            reject("availability", "availability " + formatPercent(c.availability) +
                                       " is below the target of " + formatPercent(*k.availability));
    }
    // Power envelopes bind where the user runs the building: owned sites, or any site named.
    std::optional<double> limit;
    if (const auto it = k.sitePowerWatts.find(site.id); it != k.sitePowerWatts.end())
        limit = it->second;
    else if (isOwned(site.kind))
        limit = k.powerWatts;
    if (site.powerWatts && (!limit || *site.powerWatts < *limit))
        limit = site.powerWatts; // the site's own envelope (an edge closet, a colo cage)
    if (limit && c.facilityPowerWatts > *limit)
        reject("power", "draws " + messageNumber(c.facilityPowerWatts / 1e3) + " kW at site " +
                            site.id + ", over its envelope of " + messageNumber(*limit / 1e3) +
                            " kW");
}

Candidate basicCandidate(const StudyContext& ctx, const PerfOption& o)
{
    Candidate c;
    c.deviceId = o.device->id;
    c.architecture = o.device->architecture;
    c.deviceKind = std::string(deviceKindName(o.device->kind));
    c.count = o.count;
    c.parallelism = o.parallelism;
    c.training = ctx.training;
    // Serving options carry no micro-batch (PerfOption's default of 1 belongs to training).
    c.microBatchSequences = c.training ? o.microBatchSequences : 0;
    c.recompute = o.recompute;
    c.replicas = o.replicas;
    if (o.training) {
        const TrainingResult& t = *o.training;
        c.trainingTokensPerSec = t.tokensPerSec;
        c.stepTimeSec = t.stepTimeSec;
        c.mfu = t.mfu;
        c.timeToTrainSec =
            o.reliability ? o.reliability->effectiveTimeToTrainSec : t.timeToTrainSec;
        if (o.reliability) {
            c.goodput = o.reliability->goodput;
            c.timeoutsPerDay = o.reliability->timeoutsPerDay;
            c.interruptionsPerDay = o.reliability->interruptionsPerDay;
        }
        c.binding = t.computeTimeSec >= 0.5 * t.stepTimeSec ? "compute" : "communication";
    }
    if (o.inference) {
        const InferenceResult& i = *o.inference;
        c.batch = i.batch;
        c.outputTokensPerSec = i.outputTokensPerSec * o.replicas;
        c.servedOutputTokensPerSec =
            ctx.demandOutputTokensPerSec > 0
                ? std::min(c.outputTokensPerSec, ctx.demandOutputTokensPerSec)
                : c.outputTokensPerSec;
        c.requestsPerSec = i.requestsPerSec * o.replicas;
        c.ttftSec = i.ttftSec;
        c.tpotSec = i.tpotSec;
        c.requestLatencySec = i.requestLatencySec;
        c.binding = std::string(ceilingName(i.decodeBinding));
    }
    return c;
}

void setObjectives(Candidate& c, bool training)
{
    c.objectives[int(Objective::Cost)] = c.costPerWorkUsd;
    c.objectives[int(Objective::Time)] = training ? c.timeToTrainSec : c.requestLatencySec;
    c.objectives[int(Objective::Latency)] = training ? c.stepTimeSec : c.ttftSec;
    c.objectives[int(Objective::Energy)] = c.energyKwhPerWork;
    c.objectives[int(Objective::Carbon)] = c.co2KgPerWork;
    c.objectives[int(Objective::Risk)] = c.risk;
}

// All placements of one performance option.
std::vector<Evaluated> placeOne(const StudyContext& ctx, const PerfOption& o, int perfIndex)
{
    std::vector<Evaluated> out;
    if (!o.feasible) {
        Evaluated e;
        e.c = basicCandidate(ctx, o);
        e.c.feasible = false;
        e.c.problems.push_back(o.problem);
        e.c.rejectedFor = o.rejectedFor.empty() ? reasonOf(o.problem) : o.rejectedFor;
        e.perfIndex = perfIndex;
        out.push_back(std::move(e));
        return out;
    }
    const double effCv = efficiencyCvFor(ctx, *o.device);
    const bool wantFallback = !ctx.training && ctx.study.search.fallback &&
                              ctx.study.constraints.availability.has_value();

    auto evaluateAt = [&](const Site& site, Commitment commitment, double utilisation) {
        PlacementSpec ps = ctx.placement;
        ps.computeSite = site.id;
        ps.commitment = commitment;
        ps.utilisation = utilisation;
        return std::pair{
            ps, evaluatePlacement(ps, demandOf(ctx, o, utilisation), ctx.prices, ctx.sites)};
    };

    for (const Site* site : ctx.searchSites) {
        if (!site->offers(o.device->id))
            continue;
        std::vector<Commitment> commitments;
        if (site->kind == SiteKind::CloudRegion) {
            for (Commitment cm : ctx.study.search.commitments)
                if (hasCloudPrice(ctx, *site, o.device->id, cm))
                    commitments.push_back(cm);
            if (commitments.empty()) {
                Evaluated e;
                e.c = basicCandidate(ctx, o);
                e.c.site = site->id;
                e.c.siteKind = std::string(siteKindName(site->kind));
                e.c.cloud = true;
                e.c.feasible = false;
                e.c.rejectedFor = "price";
                e.c.problems.push_back("site " + site->id + " lists " + o.device->id +
                                       " but the price book has no price for the searched "
                                       "commitments");
                e.perfIndex = perfIndex;
                out.push_back(std::move(e));
                continue;
            }
        } else {
            commitments.push_back(Commitment::OnDemand); // owned: terms are the capex model
        }
        for (Commitment cm : commitments) {
            Evaluated e;
            e.perfIndex = perfIndex;
            e.efficiencyCv = effCv;
            e.utilisation = ctx.utilisation;
            if (o.inference && o.inference->outputTokensPerSec > 0) {
                const InferenceResult& i = *o.inference;
                e.perReplicaTokensPerSec = i.outputTokensPerSec;
                const double tokensPerRequest =
                    i.requestsPerSec > 0 ? i.outputTokensPerSec / i.requestsPerSec : 0;
                e.demandTokensPerSec = std::max(ctx.demandOutputTokensPerSec,
                                                ctx.demandRequestsPerSec * tokensPerRequest);
            }
            e.c = basicCandidate(ctx, o);
            e.c.site = site->id;
            e.c.siteKind = std::string(siteKindName(site->kind));
            e.c.cloud = site->kind == SiteKind::CloudRegion;
            e.c.commitment = cm;
            const auto [key, confidence] = priceOf(ctx, *site, o.device->id, cm);
            e.priceKey = key;
            e.c.priceConfidence = confidence;

            // Sovereignty first: it needs no prices.
            const auto sov = sovereigntyProblems(ctx.dataClasses, *site, "compute");
            if (!sov.empty()) {
                e.c.feasible = false;
                e.c.rejectedFor = "sovereignty";
                e.c.problems = sov;
                out.push_back(std::move(e));
                break; // one record per site is enough
            }
            auto [ps, report] = evaluateAt(*site, cm, ctx.utilisation);
            e.placement = ps;
            if (!report.feasible) {
                e.c.feasible = false;
                e.c.problems = report.problems;
                e.c.rejectedFor = reasonOf(report.problems.empty() ? "" : report.problems[0]);
                out.push_back(std::move(e));
                continue;
            }
            fillEconomics(ctx, o, *site, report, nullptr, 0, e);
            addRisk(ctx, confidence, e);
            checkConstraints(ctx, *site, e);
            setObjectives(e.c, ctx.training);
            const bool singleFeasible = e.c.feasible;
            const std::string singleReason = e.c.rejectedFor;
            out.push_back(e);

            // Serving with an availability target: pair the primary with a site of the other
            // kind that takes over while it is down (owned primary + cloud fallback, or cloud
            // primary + owned standby), priced for the hours it serves or for owning it.
            if (!wantFallback || (singleFeasible) || (singleReason != "availability"))
                continue;
            for (const Site* fb : ctx.searchSites) {
                if (fb == site || isOwned(fb->kind) == isOwned(site->kind) ||
                    !fb->offers(o.device->id) ||
                    !sovereigntyProblems(ctx.dataClasses, *fb, "fallback").empty())
                    continue;
                if (fb->kind == SiteKind::CloudRegion &&
                    !hasCloudPrice(ctx, *fb, o.device->id, Commitment::OnDemand))
                    continue;
                const double downFraction = std::max(1e-6, 1 - report.availability);
                // Either kind serves only while the primary is down: a cloud fallback is
                // rented on demand for those hours; an owned standby draws power for them but
                // its capex is paid in full (the owned TCO charges capex whatever it serves).
                const double fbUtilisation = downFraction * ctx.utilisation;
                auto [fps, fbReport] = evaluateAt(*fb, Commitment::OnDemand, fbUtilisation);
                if (!fbReport.feasible)
                    continue;
                Evaluated pair = e;
                pair.c.feasible = true;
                pair.c.problems.clear();
                pair.c.rejectedFor.clear();
                pair.c.fallbackSite = fb->id;
                fillEconomics(ctx, o, *site, report, &fbReport, fbReport.availability, pair);
                addRisk(ctx, confidence, pair);
                checkConstraints(ctx, *site, pair);
                setObjectives(pair.c, ctx.training);
                out.push_back(std::move(pair));
            }
        }
    }
    return out;
}

} // namespace

std::vector<Evaluated> placeOptions(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                                    int threads)
{
    std::vector<std::vector<Evaluated>> parts(perf.size());
    parallelFor(int(perf.size()), threads, ctx.progress, [&](int i) {
        try {
            parts[size_t(i)] = placeOne(ctx, perf[size_t(i)], i);
            if (ctx.progress) {
                int placed = 0;
                for (const Evaluated& e : parts[size_t(i)])
                    placed += e.c.site.empty() ? 0 : 1;
                ctx.progress->candidatesEvaluated.fetch_add(placed, std::memory_order_relaxed);
            }
        } catch (const std::exception& e) {
            Evaluated bad;
            bad.perfIndex = i;
            bad.c.deviceId = perf[size_t(i)].device->id;
            bad.c.count = perf[size_t(i)].count;
            bad.c.feasible = false;
            bad.c.rejectedFor = "placement";
            bad.c.problems.push_back(e.what());
            parts[size_t(i)] = {bad};
        }
    });
    checkCancelled(ctx);
    std::vector<Evaluated> out;
    for (auto& p : parts)
        for (auto& e : p) {
            e.c.id = int(out.size());
            out.push_back(std::move(e));
        }
    return out;
}

double objectiveUnder(const Evaluated& e, Objective o, const Modifiers& m)
{
    const Candidate& c = e.c;
    // Time scales with 1/efficiency; training time also with the share lost to failures.
    double timeFactor = 1 / std::max(1e-9, m.efficiency);
    if (c.training)
        timeFactor *= c.goodput + (1 - c.goodput) * m.failureRate;
    // A serving demand moved by m.demand needs whole replicas: capacity per served token
    // changes by replicas(demand x k) / replicas(demand) / k (a step function: 22 replicas
    // carry 5% more load for free, the 23rd costs a whole replica).
    double capacityFactor = 1;
    if (m.demand != 1 && e.demandTokensPerSec > 0 && e.perReplicaTokensPerSec > 0) {
        const double moved = std::max(
            1.0, std::ceil(m.demand * e.demandTokensPerSec / e.perReplicaTokensPerSec - 1e-9));
        capacityFactor = moved / std::max(1, c.replicas) / m.demand;
    }
    switch (o) {
    case Objective::Cost: {
        // Owned hardware is paid whatever it does: its cost per unit of work follows the
        // utilisation it reaches. Rented hours and electricity follow the time worked.
        const double uf = c.cloud ? 1.0 : 1 / std::max(1e-9, m.utilisation);
        const double capacity = c.cloudComputeShare * m.cloudPrice +
                                c.capexShare * m.ownedPrice * uf + c.powerShare * m.powerPrice +
                                c.otherShare * uf;
        return c.costPerWorkUsd *
               (capacity * timeFactor * capacityFactor + c.egressShare * m.egress);
    }
    case Objective::Energy:
    case Objective::Carbon:
        return c.objectives[int(o)] * timeFactor * capacityFactor;
    case Objective::Time:
    case Objective::Latency:
        return c.objectives[int(o)] * timeFactor;
    case Objective::Risk:
        return c.risk;
    }
    return c.objectives[int(o)];
}

const Evaluated* bestUnder(const std::vector<const Evaluated*>& feasible, Objective o,
                           const Modifiers& m)
{
    const Evaluated* best = nullptr;
    double bestValue = 0;
    for (const Evaluated* e : feasible) {
        const double v = objectiveUnder(*e, o, m);
        if (!best || v < bestValue) {
            best = e;
            bestValue = v;
        }
    }
    return best;
}

} // namespace ap::recommend_detail
