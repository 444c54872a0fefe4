// Stage 2 of the search: every performance option placed at every site and commitment it can
// run under, priced by the placement model, with its economics, risk and constraints.

#include "economics/cash_flow.h"
#include "economics/unit_costs.h"
#include "perf/engine_stages.h"
#include "perf/scenario_figures.h"
#include "placement/fallback_pair.h"
#include "recommend/binding.h"
#include "recommend/cost_shares.h"
#include "recommend/performance_spread.h"
#include "recommend/quoted_server.h"
#include "recommend/search.h"
#include "recommend/search_parallel.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>

namespace ap::recommend_detail {

DeploymentLoad loadOf(const StudyContext& ctx, const PerfOption& o, double utilisation)
{
    return deploymentLoad(o.count, utilisation, o.training ? &*o.training : nullptr,
                          o.reliability ? &*o.reliability : nullptr,
                          o.inference ? o.inference->outputTokensPerSec * o.replicas : 0.0,
                          ctx.demandOutputTokensPerSec);
}

WorkloadDemand demandOf(const StudyContext& ctx, const PerfOption& o, double utilisation)
{
    // The same demand `evaluate` prices for the candidate's scenario (perf/engine_stages.h).
    WorkloadDemand d = workloadDemandFor(*ctx.templ, *o.device, loadOf(ctx, o, utilisation));
    d.egressBytesPerMonth *= ctx.egressScale;
    return d;
}

CostReport priceWith(const StudyContext& ctx, PlacementSpec& spec, const PerfOption& o,
                     const Site& site, Commitment commitment, double utilisation)
{
    spec.computeSite = site.id;
    spec.commitment = commitment;
    spec.utilisation = utilisation;
    // The pricing stage `evaluate` runs (perf/engine_stages.h); the recommender never shows a
    // report's breakdown sources: figures only.
    const ReliabilityResult* reliability = o.reliability ? &*o.reliability : nullptr;
    const std::string& templateDevice = ctx.templ->cluster.deviceId;
    if (quotesAnotherServer(spec, templateDevice, o.device->id)) {
        // The quote is the template device's server (recommend/quoted_server.h).
        PlacementSpec quoted = placementFor(spec, templateDevice, o.device->id);
        return pricingStage(quoted, demandOf(ctx, o, utilisation), ctx.templ->reliability,
                            reliability, ctx.prices, ctx.sites, PlacementDetail::Figures);
    }
    return pricingStage(spec, demandOf(ctx, o, utilisation), ctx.templ->reliability, reliability,
                        ctx.prices, ctx.sites, PlacementDetail::Figures);
}

CostReport priceAt(const StudyContext& ctx, const PerfOption& o, const Site& site,
                   Commitment commitment, double utilisation, PlacementSpec* specOut)
{
    PlacementSpec ps = placementFor(ctx, o.device->id);
    CostReport r = priceWith(ctx, ps, o, site, commitment, utilisation);
    if (specOut)
        *specOut = std::move(ps);
    return r;
}

PlacementSpec placementOf(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                          const Evaluated& e)
{
    if (!e.priced || e.perfIndex < 0 || size_t(e.perfIndex) >= perf.size())
        return PlacementSpec{};
    const PerfOption& o = perf[size_t(e.perfIndex)];
    // What priceWith writes into the placement it prices on (pricingStage applies the
    // option's reliability); the rest is the context's for the device.
    PlacementSpec spec = placementFor(ctx, o.device->id);
    spec.computeSite = e.c.site;
    spec.commitment = e.c.commitment;
    spec.utilisation = e.utilisation;
    if (o.reliability)
        applyReliability(spec, ctx.templ->reliability, *o.reliability);
    return spec;
}

namespace {

// Fills the candidate's economics from a cost report (and an optional fallback report).
void fillEconomics(const StudyContext& ctx, const PerfOption& o, const CostReport& primary,
                   const CostReport* fallback, Evaluated& e)
{
    Candidate& c = e.c;
    // A pair's report is the primary's with the fallback replica's as its Fallback part, composed
    // as `evaluate` composes the pair's scenario (addFallback, placement/placement.h). Of it
    // this reads the total, energy, CO2 and availability, which addFallback composes with
    // fallbackPairFigures (placement/fallback_pair.h), and the primary's own facility power,
    // useful hours and users' latency, which it leaves: those figures, without a copy of the
    // primary's report per pair (its monthly cash flow, parts and messages).
    const FallbackPairFigures pair =
        fallback ? fallbackPairFigures(primary, *fallback)
                 : FallbackPairFigures{primary.totalCostUsd, primary.energyKwh, primary.co2Tonnes,
                                       primary.availability};
    // The cost parts of the primary and of its fallback, one list (placement/cost_parts.h),
    // grouped into the shares the what-if bounds and the risk read (the Fallback part by the
    // fallback's own parts). They sum to the total.
    std::array<double, kCostPartKindCount> usd{};
    const auto addParts = [&usd](const CostReport& x) {
        for (const CostPart& p : costParts(x))
            usd[size_t(p.kind)] += p.usd;
    };
    addParts(primary);
    if (fallback)
        addParts(*fallback);
    const double total = pair.totalCostUsd, energy = pair.energyKwh, co2 = pair.co2Tonnes;
    c.availability = pair.availability;
    const auto part = [&usd](CostPartKind k) { return usd[size_t(k)]; };
    const double compute = part(CostPartKind::Compute);
    const double capex = part(CostPartKind::Purchase) + part(CostPartKind::Maintenance);
    const double network = part(CostPartKind::Network);
    const double power = part(CostPartKind::Power);
    const double egress = part(CostPartKind::Egress);
    const double other =
        part(CostPartKind::Facility) + part(CostPartKind::Staff) + part(CostPartKind::Storage);
    setCostShares(c, compute, capex, network, power, egress, other);
    // The primary's devices' hour, all-in, as the explanation compares owned and rented hours.
    c.usdPerDeviceHour = primary.costPerUsefulDeviceHourUsd;
    c.horizonCostUsd = total;
    c.horizonMonths = ctx.placement.horizonMonths;
    c.facilityPowerWatts =
        primary.facilityPowerWatts; // the placement model's, as `evaluate` has it

    // Per unit of work as `evaluate` reports it for the candidate's scenario.
    const WorkFigures w = workFigures(demandOf(ctx, o, e.utilisation), total, energy, co2,
                                      primary.usefulDeviceHours, ctx.placement.horizonMonths);
    c.costPerWorkUsd = w.costUsd;
    c.totalCostUsd = o.training ? w.costUsd : total;
    c.energyKwhPerWork = w.energyKwh;
    c.co2KgPerWork = w.co2Kg;
    if (o.inference)
        setUsersLatencies(c, *o.inference, primary.userLatencySec);
}

} // namespace

void setUsersLatencies(Candidate& c, const InferenceResult& engine, double userLatencySec)
{
    const NetworkLatencies withNetwork = withUsersRoundTrip(engine, userLatencySec);
    c.ttftSec = withNetwork.ttftSec;
    c.tpotSec = engine.tpotSec;
    c.requestLatencySec = withNetwork.requestLatencySec;
    const SloLatencies slo = sloLatencies(engine, userLatencySec);
    c.sloTtftSec = slo.ttftSec;
    c.sloTpotSec = slo.tpotSec;
}

Candidate basicCandidate(const StudyContext& ctx, const PerfOption& o, bool names)
{
    Candidate c;
    if (names) {
        c.deviceId = o.device->id;
        c.architecture = o.device->architecture;
    }
    c.deviceKind = o.device->kind;
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
        c.binding = trainingBinding(t);
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
        setUsersLatencies(c, i, 0); // the network is added per site
        c.binding = bindingOf(i.decodeBinding);
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

void completeCandidate(const StudyContext& ctx, const PerfOption& o, const Site& site,
                       const CostReport& report, const CostReport* fallback, Evaluated& e,
                       const std::string& confidence, bool texts)
{
    fillEconomics(ctx, o, report, fallback, e);
    addRisk(ctx, confidence, e, texts);
    checkConstraints(ctx, site, e, texts);
    setObjectives(e.c, ctx.training);
}

void completeCandidate(const StudyContext& ctx, const PerfOption& o, const Site& site,
                       const CostReport& report, const CostReport* fallback, Evaluated& e)
{
    completeCandidate(ctx, o, site, report, fallback, e, e.c.priceConfidence, true);
}

namespace {

// The relative spread of an option's speed the risk reads (recommend/performance_spread.h):
// its regime's band, or the study's stated spread. It reads the device and whether the site is
// a model API only, so it is looked up once per device and kind for all the options of a study
// (a band lookup builds the candidate's scenario: 45M instructions of getting-started when
// looked up per option). Shared by the placement threads; a value two of them compute at once
// is the same, the first one stays.
class SpreadCache {
public:
    double cv(const StudyContext& ctx, const Device& d, const Candidate& c)
    {
        const std::pair key{&d, c.siteKind == SiteKind::PublicModelApi};
        {
            const std::lock_guard lock(m_mutex);
            if (const auto it = m_cv.find(key); it != m_cv.end())
                return it->second;
        }
        const double v = performanceSpread(ctx, c).cv;
        const std::lock_guard lock(m_mutex);
        return m_cv.emplace(key, v).first->second;
    }

private:
    std::mutex m_mutex;
    std::map<std::pair<const Device*, bool>, double> m_cv;
};

// All placements of one performance option.
std::vector<Evaluated> placeOne(const StudyContext& ctx, const PerfOption& o, int perfIndex,
                                SpreadCache& spreads)
{
    std::vector<Evaluated> out;
    out.reserve(ctx.searchSites.size()); // about one record per site
    if (!o.feasible) {
        Evaluated e;
        e.c = basicCandidate(ctx, o);
        e.c.feasible = false;
        e.c.problems.push_back(o.problem);
        e.c.rejectedFor = o.rejectedFor.value_or(ProblemKind::Placement);
        e.perfIndex = perfIndex;
        out.push_back(std::move(e));
        return out;
    }
    const bool wantFallback = !ctx.training && ctx.study.search.fallback &&
                              ctx.study.constraints.availability.has_value();
    // The placement every site of the option is priced on: priceWith writes the site,
    // commitment and utilisation of each pricing and the option's reliability (the same for
    // all), so one copy of the context's serves them all (priceAt would copy it per site).
    PlacementSpec spec = placementFor(ctx, o.device->id);
    // The fallback sites' reports, per site and utilisation. A fallback is priced on demand at
    // the utilisation of the hours its primary is down (fallbackUtilisation of the primary's
    // availability), and priceWith's report is a function of the option, the site, the
    // commitment and the utilisation (it sets those three on `spec`, whose other fields are
    // the context's for the device, and the option's reliability, the same for all): the
    // primaries of this option whose availability is the same (the sites of one kind often
    // share it) pair with the same fallback report, priced once. Keyed on the utilisation's
    // bits: the same bits in, the same report.
    std::map<std::pair<const Site*, std::uint64_t>, CostReport> fallbackReports;

    for (const Site* site : ctx.searchSites) {
        if (!site->offers(o.device->id) || !o.placesAt(*site))
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
                e.c.siteKind = site->kind;
                e.c.cloud = true;
                e.c.feasible = false;
                e.c.rejectedFor = ProblemKind::Price;
                e.c.problems.push_back(Message(AP_TEXT("ap::Recommendation",
                                                       "site %1 lists %2 but the price book has no "
                                                       "price for the searched commitments"),
                                               {msg::text(site->id), msg::text(o.device->id)}));
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
            e.c.siteKind = site->kind;
            e.c.cloud = site->kind == SiteKind::CloudRegion;
            e.c.commitment = cm;
            e.efficiencyCv = spreads.cv(ctx, *o.device, e.c);
            const auto [key, confidence] = priceOf(ctx, *site, o.device->id, cm);
            e.priceKey = key;
            e.c.priceConfidence = confidence;

            // Sovereignty first: it needs no prices.
            const auto sov = sovereigntyProblems(ctx.dataClasses, *site, "compute");
            if (!sov.empty()) {
                e.c.feasible = false;
                e.c.rejectedFor = ProblemKind::Sovereignty;
                e.c.problems.assign(sov.begin(), sov.end());
                out.push_back(std::move(e));
                break; // one record per site is enough
            }
            const CostReport report = priceWith(ctx, spec, o, *site, cm, ctx.utilisation);
            e.priced = true;
            if (!report.feasible) {
                e.c.feasible = false;
                e.c.problems.assign(report.problems.begin(), report.problems.end());
                e.c.rejectedFor = report.problemKind.value_or(ProblemKind::Placement);
                out.push_back(std::move(e));
                continue;
            }
            completeCandidate(ctx, o, *site, report, nullptr, e);
            // Serving with an availability target: pair the primary with a site of the other
            // kind that takes over while it is down (owned primary + cloud fallback, or cloud
            // primary + owned standby), priced for the hours it serves or for owning it.
            // The record moves into the list; the pairs built on it copy it from there.
            if (!wantFallback || e.c.feasible || e.c.rejectedFor != ProblemKind::Availability) {
                out.push_back(std::move(e));
                continue;
            }
            out.push_back(std::move(e)); // the pairs start from it (a copy each)
            const size_t primary = out.size() - 1;
            for (const Site* fb : ctx.searchSites) {
                if (fb == site || isOwned(fb->kind) == isOwned(site->kind) ||
                    !fb->offers(o.device->id) ||
                    !sovereigntyProblems(ctx.dataClasses, *fb, "fallback").empty())
                    continue;
                if (fb->kind == SiteKind::CloudRegion &&
                    !hasCloudPrice(ctx, *fb, o.device->id, Commitment::OnDemand))
                    continue;
                // A replica serving while the primary is down (perf/engine_stages.h): the
                // context's placement has no burst, fallback or comparison, so priceWith at the
                // fallback site on demand prices it on fallbackPlacement's terms.
                const double fbUtilisation =
                    fallbackUtilisation(report.availability, ctx.utilisation);
                const std::pair key{fb, std::bit_cast<std::uint64_t>(fbUtilisation)};
                auto priced = fallbackReports.find(key);
                if (priced == fallbackReports.end())
                    priced = fallbackReports
                                 .emplace(key, priceWith(ctx, spec, o, *fb, Commitment::OnDemand,
                                                         fbUtilisation))
                                 .first;
                const CostReport& fbReport = priced->second;
                if (!fbReport.feasible)
                    continue;
                // The pair starts from the primary's record less the two lists it rebuilds
                // (its problems are cleared below, its risk terms by addRisk): those move out
                // of the primary for the copy and back, rather than being copied per pair.
                Evaluated& from = out[primary];
                std::vector<Message> problems = std::move(from.c.problems);
                std::vector<std::pair<std::string, double>> terms = std::move(from.c.riskTerms);
                from.c.problems.clear();
                from.c.riskTerms.clear();
                Evaluated pair = from;
                from.c.problems = std::move(problems);
                from.c.riskTerms = std::move(terms);
                pair.c.feasible = true;
                pair.c.problems.clear();
                pair.c.rejectedFor.reset();
                pair.c.fallbackSite = fb->id;
                completeCandidate(ctx, o, *site, report, &fbReport, pair);
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
    SpreadCache spreads;
    parallelFor(int(perf.size()), threads, ctx.progress, [&](int i) {
        try {
            parts[size_t(i)] = placeOne(ctx, perf[size_t(i)], i, spreads);
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
            bad.c.rejectedFor = ProblemKind::Placement;
            bad.c.problems.push_back(e.what());
            parts[size_t(i)] = {bad};
        }
    });
    checkCancelled(ctx);
    size_t total = 0;
    for (const auto& p : parts)
        total += p.size();
    std::vector<Evaluated> out;
    out.reserve(total); // the records move once, not again as the list grows
    for (auto& p : parts)
        for (auto& e : p) {
            e.c.id = int(out.size());
            out.push_back(std::move(e));
        }
    return out;
}

} // namespace ap::recommend_detail
