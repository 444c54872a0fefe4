#include "perf/scenario_figures.h"

#include "economics/cash_flow.h"
#include "perf/api_served.h"
#include "perf/batch_sweep.h"
#include "perf/chart_series.h"
#include "placement/network.h"
#include "placement/price_override.h"

#include <algorithm>
#include <cmath>

namespace ap {

namespace {

std::vector<double> logSpace(double from, double to, int points)
{
    std::vector<double> v;
    const double a = std::log10(from), b = std::log10(to);
    for (int i = 0; i < points; ++i)
        v.push_back(std::pow(10.0, a + (b - a) * i / (points - 1)));
    return v;
}

std::vector<double> cumulativeOver(const MonthlySeries& monthly)
{
    return cumulative(monthly);
}

} // namespace

double lostWorkFraction(const ScenarioResult& r)
{
    // Hours lost to failures and stalls are paid like useful ones: the rented hours (compute)
    // and the energy (power). Purchases, space, staff and maintenance do not scale with them.
    const HeadlineFigures h = headlineFigures(r);
    if (h.timeToTrainSec && h.timeToTrainIdealSec && *h.timeToTrainSec > 0)
        return std::clamp(1.0 - *h.timeToTrainIdealSec / *h.timeToTrainSec, 0.0, 1.0);
    return 0;
}

std::vector<CostPart> costBreakdown(const ScenarioResult& r)
{
    if (!r.cost || !r.cost->feasible)
        return {};
    return costParts(*r.cost, lostWorkFraction(r));
}

std::optional<BuyVsRent> buyVsRent(const Scenario& s, const ScenarioResult& r,
                                   const DataContext& data)
{
    if (!s.placement || !r.cost || !r.cost->feasible)
        return std::nullopt;
    const Device* d = data.catalog().find(s.cluster.deviceId);
    if (!d)
        return std::nullopt;
    // What the scenario's placement priced (a model API: its demand), so both sides match.
    const WorkloadDemand demand = r.demand ? *r.demand : workloadDemandFor(s, r, *d);
    const SiteCatalog& sites = data.sites();
    const Site* own = sites.find(s.placement->computeSite);
    const bool owned = own && isOwned(own->kind);

    const auto evaluateAt = [&](const std::string& siteId, Commitment commitment) {
        PlacementSpec alt = *s.placement;
        alt.computeSite = siteId;
        alt.commitment = commitment;
        alt.burstSite.clear();
        alt.compareWith.clear();
        alt.fallbackSite.clear();
        return evaluatePlacement(alt, demand, data.prices(), sites);
    };
    // An owned placement is compared with renting under the cheapest terms a buyer for the
    // same horizon would take: on demand, or a commitment whose term fits in the horizon.
    std::vector<Commitment> rentTerms = {s.placement->commitment};
    if (owned) {
        rentTerms = {Commitment::OnDemand};
        for (Commitment c : {Commitment::Commit1y, Commitment::Commit3y})
            if (commitmentTermMonths(c) <= s.placement->horizonMonths)
                rentTerms.push_back(c);
    }

    std::optional<CostReport> alternative;
    std::optional<Commitment> alternativeCommitment;
    std::string alternativeSite = s.placement->compareWith;
    const auto consider = [&](const std::string& siteId) {
        for (Commitment c : rentTerms) {
            CostReport a = evaluateAt(siteId, c);
            if (a.feasible && (!alternative || a.totalCostUsd < alternative->totalCostUsd)) {
                alternative = std::move(a);
                alternativeSite = siteId;
                alternativeCommitment = c;
            }
        }
    };
    if (!alternativeSite.empty()) {
        const Site* other = sites.find(alternativeSite);
        if (owned && other && other->kind == SiteKind::CloudRegion) {
            consider(alternativeSite);
        } else {
            CostReport a = evaluateAt(alternativeSite, s.placement->commitment);
            if (a.feasible)
                alternative = std::move(a);
        }
    } else if (owned) {
        // The cheapest cloud region that rents this device.
        for (const auto& [id, site] : sites.sites())
            if (site.kind == SiteKind::CloudRegion && site.offers(d->id))
                consider(id);
    } else {
        alternativeSite = "on-prem";
        CostReport a = evaluateAt(alternativeSite, s.placement->commitment);
        if (a.feasible)
            alternative = std::move(a);
    }
    if (!alternative)
        return std::nullopt;
    BuyVsRent b;
    b.site = s.placement->computeSite;
    b.alternativeSite = alternativeSite;
    if (owned)
        b.alternativeCommitment = alternativeCommitment;
    b.cumulativeUsd = cumulativeOver(r.cost->monthlyCashFlowUsd);
    b.alternativeCumulativeUsd = cumulativeOver(alternative->monthlyCashFlowUsd);
    b.breakEvenMonth = breakEvenMonth(r.cost->monthlyCashFlowUsd, alternative->monthlyCashFlowUsd);
    return b;
}

std::optional<BuyVsRent> buyVsRent(const Scenario& s, const ScenarioResult& r,
                                   const Scenario& other, const ScenarioResult& otherResult,
                                   const SiteCatalog& sites)
{
    if (!s.placement || !other.placement || !r.cost || !r.cost->feasible || !otherResult.cost ||
        !otherResult.cost->feasible)
        return std::nullopt;
    BuyVsRent b;
    b.site = s.placement->computeSite;
    b.alternativeSite = other.placement->computeSite;
    b.alternativeScenario = other.name;
    const Site* rented = sites.find(other.placement->computeSite);
    if (rented && rented->kind == SiteKind::CloudRegion)
        b.alternativeCommitment = other.placement->commitment;
    b.cumulativeUsd = cumulativeOver(r.cost->monthlyCashFlowUsd);
    b.alternativeCumulativeUsd = cumulativeOver(otherResult.cost->monthlyCashFlowUsd);
    b.breakEvenMonth =
        breakEvenMonth(r.cost->monthlyCashFlowUsd, otherResult.cost->monthlyCashFlowUsd);
    return b;
}

bool buyOrRentPair(const Scenario& s, const Scenario& other, const SiteCatalog& sites)
{
    if (!s.placement || !other.placement || s.isTraining() != other.isTraining())
        return false;
    const Site* a = sites.find(s.placement->computeSite);
    const Site* b = sites.find(other.placement->computeSite);
    if (!a || !b)
        return false;
    const auto rented = [](const Site& x) { return x.kind == SiteKind::CloudRegion; };
    if (!((isOwned(a->kind) && rented(*b)) || (rented(*a) && isOwned(b->kind))))
        return false;
    // The same work: the same model and, for a training run, the same tokens; for serving the
    // same request shape.
    return std::visit(
        [&](const auto& w) {
            using W = std::decay_t<decltype(w)>;
            const auto* o = std::get_if<W>(&other.workload);
            if (!o || o->model.parameters != w.model.parameters)
                return false;
            if constexpr (std::is_same_v<W, TrainingWorkload>)
                return o->tokens == w.tokens;
            else
                return o->inputTokens == w.inputTokens && o->outputTokens == w.outputTokens;
        },
        s.workload);
}

std::optional<UserLatencySweep> userLatencySweep(const Scenario& s, const ScenarioResult& r,
                                                 const SiteCatalog& sites)
{
    // Behind a model API the engine's TTFT is the provider's (perf/api_served.h): no curve.
    if (!s.placement || !ownInference(r) || !r.cost)
        return std::nullopt;
    UserLatencySweep w;
    // The placement's own path and round trip (usersPath: the coordinates' great circle when
    // known), the figure the tables show.
    NetworkPath path = usersPath(*s.placement, sites.find(s.placement->computeSite));
    w.chosenDistanceKm = r.cost->userDistanceKm;
    w.chosenRoundTripSec = r.cost->userLatencySec;
    w.ttftSec = r.inference->ttftSec;
    w.sloTtftSec = std::get<InferenceWorkload>(s.workload).sloTtftSec;
    const double total = w.ttftSec + w.chosenRoundTripSec;
    w.networkShare = total > 0 ? w.chosenRoundTripSec / total : 0.0;
    // From next door to the antipodes (20,000 km), or beyond the farthest users.
    double farthestKm = w.chosenDistanceKm;
    for (const UserRegionLatency& region : r.cost->userRegions)
        farthestKm = std::max(farthestKm, region.distanceKm);
    const double maxKm = std::max(20000.0, 1.2 * farthestKm);
    constexpr int kPoints = 41;
    for (int i = 0; i < kPoints; ++i) {
        path.distanceKm = maxKm * i / (kPoints - 1);
        w.distanceKm.push_back(path.distanceKm);
        w.roundTripSec.push_back(roundTripSec(path));
    }
    return w;
}

std::optional<LatencyBatchSweep> latencyBatchSweep(const Scenario& s, const ScenarioResult& r,
                                                   const DataContext& data, int points)
{
    if (s.isTraining() || !ownInference(r) || points < 2)
        return std::nullopt;
    LatencyBatchSweep w;
    const auto& workload = std::get<InferenceWorkload>(s.workload);
    w.sloTtftSec = workload.sloTtftSec;
    w.sloTpotSec = workload.sloTpotSec;
    // Its operating point as the figure registry builds it (perf/chart_series.h): the engine's
    // TTFT and TPOT at its served batch, where it is feasible.
    const ChartOption option{&s, &r};
    const ChartSeriesSet point = chartSeries(ChartKind::LatencyBatch, {&option, 1});
    if (!point.empty())
        w.chosen =
            LatencyBatchPoint{point.series[0].x[0], point.series[0].y[0], point.series[1].y[0]};
    // Up to what memory holds, within the serving engines' limit (max_batch per engine
    // instance), or the scenario's own batch.
    const double top =
        std::floor(std::max(std::min(r.inference->maxBatchByMemory,
                                     workload.maxBatch * std::max(1, workload.engineInstances)),
                            r.inference->batch));
    if (!(top >= 1))
        return w.chosen ? std::optional(w) : std::nullopt;
    for (const BatchSweepPoint& p : sweepInferenceBatch(s, data, top, points))
        w.points.push_back({p.batch, p.ttftSec, p.tpotSec});
    if (w.points.empty() && !w.chosen)
        return std::nullopt;
    return w;
}

std::optional<RequestLatencyParts> requestLatencyParts(const Scenario& s, const ScenarioResult& r)
{
    if (s.isTraining() || !ownInference(r) || !r.feasible)
        return std::nullopt;
    RequestLatencyParts p;
    p.ttftSec = r.inference->ttftSec;
    p.decodeSec = std::max(0.0, r.inference->requestLatencySec - r.inference->ttftSec);
    if (s.placement && r.cost) {
        p.site = s.placement->computeSite;
        p.networkRoundTripSec = r.cost->userLatencySec; // the placement's (usersPath)
    }
    return p;
}

std::optional<StorageSweep> storageSweep(const Scenario& s, const ScenarioResult& r,
                                         const DataContext& data)
{
    if (!r.training || !r.reliability || r.training->tokensPerSec <= 0)
        return std::nullopt;
    const Device* d = data.catalog().find(s.cluster.deviceId);
    if (!d)
        return std::nullopt;
    const auto& t = std::get<TrainingWorkload>(s.workload);
    StorageSweep w;
    w.checkpointBytes = r.reliability->checkpointBytes;
    w.datasetBytes =
        s.datasetBytes > 0 ? s.datasetBytes : t.tokens * s.reliability.datasetBytesPerToken;
    w.stallFreeWriteBytesPerSec =
        r.reliability->checkpointIntervalSec > 0
            ? r.reliability->checkpointBytes / r.reliability->checkpointIntervalSec
            : 0.0;
    w.dataLoaderBytesPerSec = r.reliability->dataLoaderBytesPerSec;
    const ClusterShape shape = clusterShapeFor(s, *d, *r.training);
    for (StorageKind kind :
         {StorageKind::LocalNvme, StorageKind::ParallelFileSystem, StorageKind::ObjectStorage}) {
        ReliabilityOptions o = s.reliability;
        const bool chosen = o.storage.kind == kind;
        if (!chosen)
            o.storage = defaultStorageTier(kind);
        const ReliabilityResult x = evaluateReliability(o, shape);
        StorageTierPoint p;
        p.kind = kind;
        p.writeBytesPerSec = x.checkpointWriteBytesPerSec;
        p.readBytesPerSec = o.storage.aggregateReadBytesPerSec;
        p.checkpointWriteSec = x.checkpointWriteBytesPerSec > 0
                                   ? x.checkpointBytes / x.checkpointWriteBytesPerSec
                                   : 0.0;
        p.goodput = x.goodput;
        p.chosen = chosen;
        w.tiers.push_back(p);
    }
    return w;
}

std::optional<EgressSweep> egressSweep(const Scenario& s, const ScenarioResult& r,
                                       const DataContext& data)
{
    if (!s.placement || !r.cost || !r.cost->feasible)
        return std::nullopt;
    // The scenario's prices: the shipped book with the placement's own overrides on top, the
    // lookup its cost was priced with, so a curve's tiers are the ones its bill is charged at.
    const PriceBook& book = data.prices();
    const PriceLookup prices = priceLookup(book, s.placement->priceOverrides, "placement.prices");
    const Site* site = data.sites().find(s.placement->computeSite);
    // The scenario's own figures per month are the egress chart's registry series
    // (perf/chart_series.h, ChartKind::Egress): its egress bill at its volume, and compute and
    // purchase as the gravity threshold.
    const ChartOption option{&s, &r};
    const ChartSeriesSet parts = chartSeries(ChartKind::Egress, {&option, 1});
    if (parts.empty())
        return std::nullopt;
    EgressSweep w;
    w.scenarioBytesPerMonth = parts.series[0].x.front();
    w.scenarioUsdPerMonth = parts.series[0].y.front();
    w.monthlyComputeUsd = parts.series[1].y.front();
    // Providers that charge, the scenario's own first.
    std::vector<std::pair<std::string, const std::vector<PriceTier>*>> charging;
    for (const auto& entry : book.providers()) {
        const std::string& id = entry.first;
        const ProviderPrices* priced = prices.provider(id);
        if (!priced)
            continue; // removed by the placement's overrides
        const ProviderPrices& provider = *priced;
        if (provider.egressTiers.empty())
            continue;
        const std::string name = provider.name.empty() ? id : provider.name;
        const bool free = std::all_of(provider.egressTiers.begin(), provider.egressTiers.end(),
                                      [](const PriceTier& t) { return t.usdPerGigabyte <= 0; });
        if (free) {
            w.freeProviders.push_back(name);
            continue;
        }
        EgressCurve c;
        c.provider = id;
        c.name = name;
        c.chosen = site && site->kind == SiteKind::CloudRegion && site->provider == id;
        double from = 0;
        for (const PriceTier& t : provider.egressTiers) {
            c.tiers.push_back({from, t.usdPerGigabyte});
            if (!t.upToBytes)
                break;
            from = *t.upToBytes;
        }
        w.curves.push_back(std::move(c));
    }
    if (w.curves.empty())
        return std::nullopt;
    std::stable_partition(w.curves.begin(), w.curves.end(),
                          [](const EgressCurve& c) { return c.chosen; });
    // Egress cost grows monotonically with volume: bisect for the gravity threshold on the
    // scenario's provider's tiers (else on the first provider's, named in the sweep).
    const auto& tiers = prices.provider(w.curves.front().provider)->egressTiers;
    w.breakEvenProvider = w.curves.front().name;
    if (w.monthlyComputeUsd > 0) {
        double lo = 0, hi = 1e12;
        while (tieredCostUsd(hi, tiers) < w.monthlyComputeUsd && hi < 1e21)
            hi *= 2;
        if (tieredCostUsd(hi, tiers) >= w.monthlyComputeUsd) {
            for (int i = 0; i < 100; ++i) {
                const double mid = 0.5 * (lo + hi);
                (tieredCostUsd(mid, tiers) < w.monthlyComputeUsd ? lo : hi) = mid;
            }
            w.breakEvenBytesPerMonth = hi;
        }
    }
    // 1 TB to 10 PB a month (a chat service to a video platform), stretched to show the
    // scenario's volume and the break-even.
    double top = std::max(1e16, 2 * w.scenarioBytesPerMonth);
    if (w.breakEvenBytesPerMonth)
        top = std::max(top, 2 * *w.breakEvenBytesPerMonth);
    const std::vector<double> volumes = logSpace(1e12, top, 61);
    for (EgressCurve& c : w.curves) {
        const auto& t = prices.provider(c.provider)->egressTiers;
        c.bytesPerMonth = volumes;
        for (double v : volumes)
            c.usdPerMonth.push_back(tieredCostUsd(v, t));
    }
    return w;
}

} // namespace ap
