// Re-pricing at arithmetic speed: a placed candidate under moved prices (its cloud device price
// or server price, electricity) and utilisation, without building a placement report.
//
// What a sample moves enters the placement model in few places: the price fields of the cloud
// or owned cost model (CloudSpec, OnPremSpec), the utilisation of owned hardware and the egress
// volume. Everything else the report holds (the site's availability and round trip, its PUE
// and grid carbon, the book's entries for the device) is resolved once per candidate. Each
// re-pricing then sets the moved fields on the resolved spec, runs the same cost model
// (computeCloudTco, computeOnPremTco) into kept storage, and composes the report's totals, the
// candidate's economics and its objectives in the order evaluatePlacement and completeCandidate do,
// so the figures are the same to the last bit (tst_pricing_kernel). The risk, the constraints and
// the objectives are the search's own functions (addRisk, checkConstraints, setObjectives).
//
// A fallback pair is two such pricings, the fallback's at the utilisation of the hours the
// primary is down, composed as the search composes the pair (fillEconomics). A site's resolved
// terms (Sites::Terms) are built once per option, site, commitment and utilisation and shared
// by every candidate priced there and by the workers of a stage; each evaluator keeps the
// site's last pricing (Scratch::Slot), which the other candidates of that site read under the
// same move (a flip step prices the fallback pairs of one primary with one primary pricing):
// the same inputs to the bit, so the same figures. A candidate whose
// pricing has a part this does not reproduce (a burst site, a data site elsewhere, a placement
// that patches the book, an API site) has no kernel: it goes through the engine as before, as
// does a sample the cloud model refuses.

#include "economics/unit_costs.h"
#include "perf/scenario_figures.h"
#include "placement/network.h"
#include "recommend/cost_shares.h"
#include "recommend/quoted_server.h"
#include "recommend/search.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <mutex>
#include <tuple>
#include <unordered_map>

namespace ap::recommend_detail {

// The terms of one site's pricing of one option that no moved input changes.
struct PricingKernel::Sites::Terms {
    const Site* site = nullptr;
    bool cloud = false;
    int months = 0;
    // The report's figures that no moved input changes.
    double availability = 1;
    double userLatencySec = 0;
    double hostOverhead = 0;
    double itWattsPerDevice = 0; // TDP x (1 + host overhead)
    double pue = 1;
    double carbonGramsPerKwh = 0;
    double tdpWatts = 0;
    // Cloud: the resolved spec and the unmoved device prices.
    CloudSpec cloudSpec;
    std::optional<double> onDemand, commit1y, commit3y, spot;
    // Owned: the resolved spec, the unmoved server and electricity prices.
    OnPremSpec onPremSpec;
    double serverUsd = 0;
    double powerUsdPerKwh = 0;
    bool powerMoves = false; // the site or the book states it (the default does not move)
    double usersUsdPerGigabyte = 0;
    std::optional<double> scenarioEgressBytesPerMonth;

    // The terms of `site` priced at `commitment` and `utilisation` (nullptr where the kernel
    // does not apply).
    static std::unique_ptr<Terms> build(const StudyContext& ctx, const PerfOption& o,
                                        const Site& site, Commitment commitment,
                                        double utilisation);
};

struct PricingKernel::Sites::Impl {
    // Option, site, commitment and the utilisation's bits.
    using Key = std::tuple<int, const Site*, int, std::uint64_t>;
    std::mutex mutex;
    std::map<Key, std::unique_ptr<Terms>> table; // nullptr: the kernel does not apply
};

// One report's figures as evaluatePlacement sums them (each part from 0).
struct PricedSite {
    double computeUsd = 0, capexUsd = 0, networkUsd = 0, powerUsd = 0, spaceUsd = 0;
    double maintenanceUsd = 0, staffUsd = 0, storageUsd = 0, egressUsd = 0;
    double totalUsd = 0, kwh = 0, co2 = 0, usefulDeviceHours = 0;
};

// Everything a site's pricing reads that a re-pricing may move: the option's devices,
// replicas, capacity and checkpoints, the demand, the moved prices, egress and utilisation
// (as bits: the same bits in, the same bits out).
struct PricedSiteKey {
    std::array<std::uint64_t, 10> bits{};
    int count = 0, replicas = 0;
    bool inference = false, reliability = false;
    bool operator==(const PricedSiteKey&) const = default;
};

struct PricingKernel::Scratch::Slot {
    explicit Slot(const Sites::Terms& t)
        : terms(t)
        , cloudSpec(t.cloudSpec)
        , onPremSpec(t.onPremSpec)
    {
    }
    const Sites::Terms& terms;
    // The cost model's spec with the moved fields set, and its result (storage kept).
    CloudSpec cloudSpec;
    CloudTco cloudTco;
    OnPremSpec onPremSpec;
    OnPremTco onPremTco;
    // The last pricing: the candidates sharing this site under one move read it again.
    bool valid = false;
    PricedSiteKey key;
    bool priced = false;
    PricedSite parts;

    // The site's figures for option `o` under `m` at owned utilisation `u` (nullptr where the
    // cost model refuses: the engine says why).
    const PricedSite* price(const StudyContext& ctx, const PerfOption& o, const Modifiers& m,
                            double u);
    bool compute(const StudyContext& ctx, const PerfOption& o, const Modifiers& m, double u,
                 PricedSite& p);
};

struct PricingKernel::Scratch::Impl {
    std::unordered_map<const Sites::Terms*, std::unique_ptr<Slot>> slots;
};

struct PricingKernel::Impl {
    const Sites::Terms* primary = nullptr;
    Scratch::Slot* primarySlot = nullptr;
    // A fallback pair: the fallback site's own terms, priced on demand at the utilisation the
    // search and the engine give it (the hours the primary is down, from the primary's
    // availability, which no moved input changes).
    const Sites::Terms* fallback = nullptr;
    Scratch::Slot* fallbackSlot = nullptr;
    double fallbackUtilisation = 0;
    const std::string* confidence = nullptr; // the candidate's price confidence
    double priceCv = 0;                      // and its spread (priceCv), looked up once
    std::optional<double> powerLimitWatts;   // the primary site's envelope (sitePowerLimitWatts)
    double efficiencyCv = 0.05;
    WorkloadDemand demand; // workFigures() reads its count, time, tokens and utilisation
    Evaluated scratch;     // what addRisk, checkConstraints and setObjectives read

    // The primary's and the fallback's figures under `m` (false: the cost model refuses one).
    bool price(const StudyContext& ctx, const PerfOption& o, const Modifiers& m, double u,
               PricedSite& p, const PricedSite*& pf);
    // The pair's work figures, as the engine's report gives them (and its total).
    struct WorkFigures : ap::WorkFigures {
        double totalUsd = 0;
    };
    WorkFigures work(const StudyContext& ctx, const PerfOption& o, double u, const PricedSite& p,
                     const PricedSite* pf);
};

PricingKernel::Sites::Sites()
    : d(std::make_unique<Impl>())
{
}

PricingKernel::Sites::~Sites() = default;

const PricingKernel::Sites::Terms* PricingKernel::Sites::get(const StudyContext& ctx, int perfIndex,
                                                             const PerfOption& o, const Site& site,
                                                             Commitment commitment,
                                                             double utilisation)
{
    const Impl::Key key{perfIndex, &site, int(commitment),
                        std::bit_cast<std::uint64_t>(utilisation)};
    {
        std::lock_guard lock(d->mutex);
        if (const auto it = d->table.find(key); it != d->table.end())
            return it->second.get();
    }
    // Built outside the lock (a full pricing of the site); a worker that built the same terms
    // meanwhile keeps its own, which are the same.
    std::unique_ptr<Terms> built = Terms::build(ctx, o, site, commitment, utilisation);
    std::lock_guard lock(d->mutex);
    return d->table.try_emplace(key, std::move(built)).first->second.get();
}

PricingKernel::Scratch::Scratch()
    : d(std::make_unique<Impl>())
{
}

PricingKernel::Scratch::~Scratch() = default;

PricingKernel::Scratch::Slot* PricingKernel::Scratch::of(const Sites::Terms& terms)
{
    auto& slot = d->slots[&terms];
    if (!slot)
        slot = std::make_unique<Slot>(terms);
    return slot.get();
}

PricingKernel::PricingKernel()
    : d(std::make_unique<Impl>())
{
}

PricingKernel::~PricingKernel() = default;

namespace {

// Whether the placement model prices `site` for the study's placement with nothing the kernel
// does not reproduce.
bool kernelApplies(const StudyContext& ctx, const Site& site)
{
    const PlacementSpec& spec = ctx.placement;
    const bool patches = !spec.priceOverrides.empty() || !spec.siteOverrides.empty();
    return !patches && spec.burstSite.empty() && spec.compareWith.empty() &&
           (spec.dataSite.empty() || spec.dataSite == site.id) &&
           site.kind != SiteKind::PublicModelApi && ctx.egressScale == 1;
}

} // namespace

std::unique_ptr<PricingKernel::Sites::Terms>
PricingKernel::Sites::Terms::build(const StudyContext& ctx, const PerfOption& o, const Site& site,
                                   Commitment commitment, double utilisation)
{
    if (!o.feasible || !kernelApplies(ctx, site))
        return nullptr;
    // Another device than the quote's is priced from the book (recommend/quoted_server.h).
    // One copy serves the pricing and the terms below: priceWith writes the site, commitment,
    // utilisation and the option's checkpoint terms into it (what priceAt's own copy held),
    // none of which the terms read (Slot::compute sets the checkpoint terms itself). A second
    // copy of the 4 kB placement per kernel was ~0.3 % of recommend where-to-run.
    PlacementSpec spec = placementFor(ctx, o.device->id);
    // The option as the search priced it at this site: every figure no moved input changes is
    // read from this report, and one that the placement model refuses has no kernel.
    const CostReport base = priceWith(ctx, spec, o, site, commitment, utilisation);
    if (!base.feasible)
        return nullptr;
    auto t = std::make_unique<Terms>();
    Terms& x = *t;
    x.site = &site;
    x.cloud = site.kind == SiteKind::CloudRegion;
    x.months = spec.horizonMonths;
    x.availability = base.availability;
    x.userLatencySec = base.userLatencySec;
    const WorkloadDemand demand = demandOf(ctx, o, utilisation);
    x.tdpWatts = demand.tdpWatts;
    x.hostOverhead = hostOverheadFraction(spec, ctx.prices, demand.deviceId);
    x.itWattsPerDevice = demand.tdpWatts * (1.0 + x.hostOverhead);
    x.pue = sitePue(site, ctx.prices);
    x.carbonGramsPerKwh = siteCarbonGramsPerKwh(site, ctx.prices);
    x.scenarioEgressBytesPerMonth = ctx.templ->egressBytesPerMonth;
    if (x.cloud) {
        const ProviderPrices* provider = ctx.prices.provider(site.provider);
        const CloudDevicePrice* dp =
            provider ? provider->device(demand.deviceId, site.region) : nullptr;
        if (!dp)
            return nullptr;
        x.cloudSpec = cloudSpecFor(spec, demand, *provider, *dp, commitment,
                                   kHoursPerMonth * utilisation, /*servesUsers=*/true);
        x.onDemand = x.cloudSpec.onDemandUsdPerDeviceHour;
        x.commit1y = x.cloudSpec.commit1yUsdPerDeviceHour;
        x.commit3y = x.cloudSpec.commit3yUsdPerDeviceHour;
        x.spot = x.cloudSpec.spotUsdPerDeviceHour;
    } else if (isOwned(site.kind)) {
        bool serverPriced = true;
        x.onPremSpec = onPremSpecFor(spec, demand, ctx.prices, site, o.count, 1.0, serverPriced);
        if (!serverPriced)
            return nullptr;
        x.serverUsd = x.onPremSpec.serverUsd;
        x.powerUsdPerKwh = x.onPremSpec.powerUsdPerKwh;
        x.powerMoves =
            site.powerUsdPerKwh.has_value() || ctx.prices.facility().powerUsdPerKwh.has_value();
        x.usersUsdPerGigabyte = spec.users.usdPerGigabyte.value_or(0);
    } else {
        return nullptr;
    }
    return t;
}

std::unique_ptr<PricingKernel> PricingKernel::build(const StudyContext& ctx, const PerfOption& o,
                                                    const Evaluated& e, const Site& site,
                                                    Sites& sites, Scratch& scratch)
{
    // A fallback pair's second site, in the same catalog as `site` (the context's own).
    const Site* fallback = nullptr;
    if (!e.c.fallbackSite.empty()) {
        fallback = ctx.sites.find(e.c.fallbackSite);
        if (!fallback)
            return nullptr;
    }
    const Sites::Terms* primary =
        sites.get(ctx, e.perfIndex, o, site, e.c.commitment, e.utilisation);
    if (!primary)
        return nullptr;
    std::unique_ptr<PricingKernel> k(new PricingKernel());
    Impl& x = *k->d;
    x.primary = primary;
    if (fallback) {
        // As the search and the engine price the pair: the fallback serves while the primary
        // is down, rented on demand for those hours or owned and paid in full.
        x.fallbackUtilisation = ap::fallbackUtilisation(primary->availability, ctx.utilisation);
        x.fallback =
            sites.get(ctx, e.perfIndex, o, *fallback, Commitment::OnDemand, x.fallbackUtilisation);
        if (!x.fallback)
            return nullptr;
        x.fallbackSlot = scratch.of(*x.fallback);
    }
    x.primarySlot = scratch.of(*primary);
    x.confidence = &e.c.priceConfidence;
    x.priceCv = priceCv(ctx, e.c.priceConfidence);
    x.powerLimitWatts = sitePowerLimitWatts(ctx, site);
    x.efficiencyCv = e.efficiencyCv;
    x.scratch.perfIndex = e.perfIndex;
    x.scratch.efficiencyCv = e.efficiencyCv;
    x.scratch.c.cloud = e.c.cloud;
    return k;
}

const PricedSite* PricingKernel::Scratch::Slot::price(const StudyContext& ctx, const PerfOption& o,
                                                      const Modifiers& m, double u)
{
    const auto bits = [](double v) { return std::bit_cast<std::uint64_t>(v); };
    PricedSiteKey k;
    k.bits = {bits(ctx.demandOutputTokensPerSec),
              bits(o.inference ? o.inference->outputTokensPerSec : 0.0),
              bits(u),
              bits(m.cloudPrice),
              bits(m.ownedPrice),
              bits(m.powerPrice),
              bits(m.egress),
              bits(o.reliability ? o.reliability->checkpointStorageUsdPerMonth : 0.0),
              bits(o.reliability ? o.reliability->checkpointIntervalSec : 0.0),
              0};
    k.count = o.count;
    k.replicas = o.replicas;
    k.inference = o.inference.has_value();
    k.reliability = o.reliability.has_value();
    if (!valid || !(k == key)) {
        valid = false; // until computed (the cost model may throw)
        priced = compute(ctx, o, m, u, parts);
        key = k;
        valid = true;
    }
    return priced ? &parts : nullptr;
}

bool PricingKernel::Scratch::Slot::compute(const StudyContext& ctx, const PerfOption& o,
                                           const Modifiers& m, double u, PricedSite& p)
{
    const Sites::Terms& x = terms;
    const int months = x.months;
    const double demandOutputTokensPerSec =
        o.inference ? servedOutputTokensPerSec(o.inference->outputTokensPerSec * o.replicas,
                                               ctx.demandOutputTokensPerSec)
                    : 0.0;
    // As workloadDemandFor: the responses' bytes at this utilisation unless the scenario
    // states its egress, times the moved egress volume (as demandOf scales it).
    double egressBytesPerMonth = x.scenarioEgressBytesPerMonth.value_or(
        demandOutputTokensPerSec * kResponseBytesPerToken * u * kHoursPerMonth * 3600);
    egressBytesPerMonth *= m.egress;
    const double checkpointUsdPerMonth =
        o.reliability ? o.reliability->checkpointStorageUsdPerMonth : 0.0;

    // The report's parts, as evaluatePlacement sums them (each starts at 0).
    p = PricedSite{};
    double& computeUsd = p.computeUsd;
    double& capexUsd = p.capexUsd;
    double& networkUsd = p.networkUsd;
    double& powerUsd = p.powerUsd;
    double& spaceUsd = p.spaceUsd;
    double& maintenanceUsd = p.maintenanceUsd;
    double& staffUsd = p.staffUsd;
    double& storageUsd = p.storageUsd;
    double& egressUsd = p.egressUsd;
    double& usefulDeviceHours = p.usefulDeviceHours;
    double& kwhTotal = p.kwh;
    double& co2 = p.co2;
    const MonthlySeries* series = nullptr;
    double seriesTotal = 0; // the cost model's own total: its months summed in month order
    double ownedEgressPerMonth = 0;
    bool ownedEgress = false;
    if (x.cloud) {
        CloudSpec& c = cloudSpec;
        c.devices = o.count;
        const auto moved = [&m](const std::optional<double>& price) -> std::optional<double> {
            if (!price)
                return std::nullopt;
            return m.cloudPrice == 1 ? *price : *price * m.cloudPrice;
        };
        c.onDemandUsdPerDeviceHour = moved(x.onDemand);
        c.commit1yUsdPerDeviceHour = moved(x.commit1y);
        c.commit3yUsdPerDeviceHour = moved(x.commit3y);
        c.spotUsdPerDeviceHour = moved(x.spot);
        // applyReliability: the run's checkpoint interval and restart time (spot rework).
        if (o.reliability) {
            c.checkpointIntervalSec = o.reliability->checkpointIntervalSec;
            c.restartSec = ctx.templ->reliability.restartSec;
        } else {
            c.checkpointIntervalSec = ctx.placement.checkpointIntervalSec;
            c.restartSec = ctx.placement.restartSec;
        }
        c.egressBytesPerMonth = egressBytesPerMonth;
        computeCloudTco(c, cloudTco);
        const CloudTco& t = cloudTco;
        if (!t.feasible)
            return false; // refused: the engine says why
        series = &t.monthlyUsd;
        seriesTotal = t.totalUsd;
        computeUsd += t.computeUsd;
        storageUsd += t.storageUsd;
        egressUsd += t.egressUsd;
        usefulDeviceHours += t.usefulDeviceHours;
        const double kwh = energyKwh(x.itWattsPerDevice, x.pue, t.billedDeviceHours);
        kwhTotal += kwh;
        co2 += co2Tonnes(kwh, x.carbonGramsPerKwh);
    } else {
        OnPremSpec& s = onPremSpec;
        const double demandHours = o.count * kHoursPerMonth * u;
        const double capacityHours = o.count * kHoursPerMonth;
        const double servedHours = std::min(demandHours, capacityHours);
        s.devices = o.count;
        s.utilisation = capacityHours > 0 ? servedHours / capacityHours : 0;
        s.serverUsd = m.ownedPrice == 1 ? x.serverUsd : x.serverUsd * m.ownedPrice;
        s.powerUsdPerKwh =
            x.powerMoves && m.powerPrice != 1 ? x.powerUsdPerKwh * m.powerPrice : x.powerUsdPerKwh;
        s.staffUsdPerYear = staffUsdPerYear(ctx.placement, ctx.prices, o.count);
        computeOnPremTco(s, onPremTco);
        const OnPremTco& t = onPremTco;
        series = &t.monthlyUsd;
        seriesTotal = t.totalUsd;
        const double networkShare = t.capexUsd > 0 ? t.networkCapexUsd / t.capexUsd : 0.0;
        capexUsd += t.capexChargedUsd * (1.0 - networkShare);
        networkUsd += t.capexChargedUsd * networkShare;
        powerUsd += t.powerUsd;
        spaceUsd += t.spaceUsd;
        maintenanceUsd += t.maintenanceUsd;
        staffUsd += t.staffUsd;
        usefulDeviceHours += t.usefulDeviceHours;
        kwhTotal += t.energyKwh;
        co2 += co2Tonnes(t.energyKwh, x.carbonGramsPerKwh);
        // Responses leave an owned site over its own transit: the WAN path's price.
        if (egressBytesPerMonth > 0) {
            ownedEgress = true;
            ownedEgressPerMonth = egressBytesPerMonth / 1e9 * x.usersUsdPerGigabyte;
            egressUsd += ownedEgressPerMonth * months;
        }
    }
    if (checkpointUsdPerMonth > 0)
        storageUsd += checkpointUsdPerMonth * months;
    // The monthly cash flow as addSeries builds it (0.0 + each month, then the next series),
    // summed in month order. With the cost model's series alone each month is its own value
    // (0.0 + x is x, and a -0.0 month adds nothing either way), so the sum is the one the cost
    // model already made, in the same order: its total, the same bits.
    if (!ownedEgress && !(checkpointUsdPerMonth > 0) && int(series->size()) == months) {
        p.totalUsd = seriesTotal;
        return true;
    }
    // Otherwise the same additions per month, the branches taken once outside the loop. Each
    // month is addSeries' 0.0 + the model's month, then 0.0 + that plus each further series:
    // 0.0 + x is x but for x = -0.0, and 0.0 + (0.0 + x) is 0.0 + x, so after the first
    // addition the "0.0 +" of a sum that cannot be -0.0 is dropped (x + y is -0.0 only if both
    // are); and with a checkpoint term above zero, (0.0 + x) + c is x + c. The same bits.
    const auto sumMonths = [&]<bool egress, bool checkpoint>() {
        const double* month = series->data();
        double total = 0;
        for (int i = 0; i < months; ++i) {
            double v;
            if constexpr (egress)
                v = (0.0 + month[i]) + ownedEgressPerMonth;
            else if constexpr (checkpoint)
                v = month[i] + checkpointUsdPerMonth;
            else
                v = 0.0 + month[i];
            if constexpr (egress && checkpoint)
                v += checkpointUsdPerMonth;
            total += v;
        }
        return total;
    };
    if (ownedEgress)
        p.totalUsd = checkpointUsdPerMonth > 0 ? sumMonths.template operator()<true, true>()
                                               : sumMonths.template operator()<true, false>();
    else
        p.totalUsd = checkpointUsdPerMonth > 0 ? sumMonths.template operator()<false, true>()
                                               : sumMonths.template operator()<false, false>();
    return true;
}

bool PricingKernel::Impl::price(const StudyContext& ctx, const PerfOption& o, const Modifiers& m,
                                double u, PricedSite& p, const PricedSite*& pf)
{
    const PricedSite* pp = primarySlot->price(ctx, o, m, u);
    if (!pp)
        return false; // refused: the engine says why
    p = *pp;          // (a copy: the fallback's slot is another one, but cheap)
    // A fallback pair: the fallback priced under the same moved prices (the engine moves the
    // prices of both sites) at its own utilisation, which the owned utilisation does not move.
    pf = fallback ? fallbackSlot->price(ctx, o, m, fallbackUtilisation) : nullptr;
    return !fallback || pf;
}

PricingKernel::Impl::WorkFigures PricingKernel::Impl::work(const StudyContext& ctx,
                                                           const PerfOption& o, double u,
                                                           const PricedSite& p,
                                                           const PricedSite* pf)
{
    double total = p.totalUsd, kwhTotal = p.kwh, co2 = p.co2;
    if (pf) {
        total += pf->totalUsd;
        kwhTotal += pf->kwh;
        co2 += pf->co2;
    }
    // The load demandOf prices (perf/engine_stages.h), into the kernel's own demand.
    const DeploymentLoad load = loadOf(ctx, o, u);
    demand.deviceCount = load.deviceCount;
    demand.utilisation = load.utilisation;
    demand.timeToTrainSec = load.timeToTrainSec;
    demand.outputTokensPerSec = load.servedOutputTokensPerSec;
    WorkFigures w;
    static_cast<ap::WorkFigures&>(w) =
        workFigures(demand, total, kwhTotal, co2, p.usefulDeviceHours, primary->months);
    w.totalUsd = total;
    return w;
}

std::optional<double> PricingKernel::workObjective(const StudyContext& ctx, Objective objective,
                                                   const PerfOption& o, const Modifiers& m,
                                                   double u)
{
    if (objective != Objective::Cost && objective != Objective::Energy &&
        objective != Objective::Carbon)
        return std::nullopt;
    PricedSite p;
    const PricedSite* pf = nullptr;
    if (!d->price(ctx, o, m, u, p, pf))
        return std::nullopt;
    const Impl::WorkFigures w = d->work(ctx, o, u, p, pf);
    // setObjectives' figures.
    return objective == Objective::Cost     ? w.costUsd
           : objective == Objective::Energy ? w.energyKwh
                                            : w.co2Kg;
}

bool PricingKernel::figures(const StudyContext& ctx, Objective objective, const PerfOption& o,
                            const Modifiers& m, double u, Outcome& out)
{
    Impl& k = *d;
    const Sites::Terms& x = *k.primary;
    PricedSite p;
    const PricedSite* pf = nullptr;
    if (!k.price(ctx, o, m, u, p, pf))
        return false; // refused: the engine says why
    const Sites::Terms* f = k.fallback;

    // fillEconomics: each kind's parts in costParts' order summed from 0, the primary's then
    // the fallback's (nothing lost at this level), the shares.
    const auto part = [pf](const PricedSite& r, double PricedSite::*field) {
        double v = 0.0 + r.*field;
        if (pf)
            v += (*pf).*field;
        return v;
    };
    const auto unlost = [pf](const PricedSite& r, double PricedSite::*field) {
        double v = 0.0 + r.*field * (1 - 0.0);
        if (pf)
            v += (*pf).*field * (1 - 0.0);
        return v;
    };
    Candidate& c = k.scratch.c;
    const double compute = unlost(p, &PricedSite::computeUsd);
    const double capex = part(p, &PricedSite::capexUsd) + part(p, &PricedSite::maintenanceUsd);
    const double network = part(p, &PricedSite::networkUsd);
    const double power = unlost(p, &PricedSite::powerUsd);
    const double egress = part(p, &PricedSite::egressUsd);
    const double other = part(p, &PricedSite::spaceUsd) + part(p, &PricedSite::staffUsd) +
                         part(p, &PricedSite::storageUsd);
    setCostShares(c, compute, capex, network, power, egress, other);
    c.availability = pf ? parallelAvailability(x.availability, f->availability) : x.availability;
    c.facilityPowerWatts = facilityPowerWatts(o.count, x.tdpWatts, x.hostOverhead, x.pue);
    const Impl::WorkFigures w = k.work(ctx, o, u, p, pf);
    c.costPerWorkUsd = w.costUsd;
    c.totalCostUsd = o.training ? w.costUsd : w.totalUsd;
    c.energyKwhPerWork = w.energyKwh;
    c.co2KgPerWork = w.co2Kg;
    // basicCandidate's performance figures, with the users' round trip (fillEconomics).
    if (o.training) {
        const TrainingResult& t = *o.training;
        c.trainingTokensPerSec = t.tokensPerSec;
        c.stepTimeSec = t.stepTimeSec;
        c.timeToTrainSec =
            o.reliability ? o.reliability->effectiveTimeToTrainSec : t.timeToTrainSec;
        c.goodput = o.reliability ? o.reliability->goodput : Candidate{}.goodput;
    }
    if (o.inference)
        setUsersLatencies(c, *o.inference, x.userLatencySec);
    k.scratch.utilisation = u;
    addRisk(ctx, *k.confidence, k.priceCv, k.scratch, false);
    c.feasible = true;
    c.rejectedFor.reset();
    checkConstraints(ctx, *x.site, k.powerLimitWatts, k.scratch, false);
    setObjectives(c, ctx.training);
    out.hasFigures = true;
    out.feasible = c.feasible;
    out.rejectedFor = c.rejectedFor;
    out.objective = c.objectives[int(objective)];
    out.c.objectives = c.objectives;
    return true;
}

} // namespace ap::recommend_detail
