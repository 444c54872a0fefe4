// Sensitivity through the engine: a moved input (a price, the utilisation, the egress volume,
// kernel efficiency, failure rates, the demand) is applied to the inputs themselves and the
// candidate runs through the same layout evaluation, placement pricing and constraint checks
// as the search. Flip points and the tornado are built on it; Monte Carlo samples through it.

#include "recommend/quoted_server.h"
#include "recommend/search.h"
#include "recommend/search_reliability.h"
#include "recommend/serving_sizing.h"

#include "common/message.h"
#include "common/number_text.h"
#include "perf/engine_stages.h"
#include "perf/scenario_figures.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

namespace ap::recommend_detail {

namespace {

// Constraints a moved input can lift or break: a candidate rejected for one of them has
// figures (it was placed) and may win elsewhere in the input space.
bool movableRejection(ProblemKind k)
{
    switch (k) {
    case ProblemKind::Deadline:
    case ProblemKind::Throughput:
    case ProblemKind::Budget:
    case ProblemKind::Slo:
    case ProblemKind::Availability:
    case ProblemKind::Power:
        return true;
    default:
        return false;
    }
}

// Saved values of the moved price and site entries, put back when the evaluation is done.
// At most the four cloud prices of two sites, or a server and an electricity price each: a
// fixed array, nothing allocated per evaluation.
class Restore {
public:
    Restore() = default;
    Restore(const Restore&) = delete;
    Restore& operator=(const Restore&) = delete;
    ~Restore()
    {
        while (m_count > 0) {
            --m_count;
            *m_saved[m_count].first = m_saved[m_count].second;
        }
    }
    void scale(double* value, double factor)
    {
        if (!value || factor == 1)
            return;
        if (m_count == m_saved.size())
            throw std::logic_error("Reevaluator: more moved prices than a candidate has");
        m_saved[m_count++] = {value, *value};
        *value *= factor;
    }

private:
    std::array<std::pair<double*, double>, 12> m_saved{};
    size_t m_count = 0;
};

} // namespace

struct Reevaluator::Impl {
    // The moved context: a copy of the search's, so its price book and site catalog can be
    // edited in place (entries are reached through the const accessors of objects this copy
    // owns, hence the const_casts below) and its parameters and demand set per evaluation.
    StudyContext ctx;
    const StudyContext& base;
    const std::vector<PerfOption>& perf;
    using Key = Reevaluator::LayoutKey; // option, efficiency, failures, demand
    // Node-based: a reference handed out stays valid as the table grows (until a clear()).
    std::unordered_map<Key, PerfOption, Reevaluator::LayoutKeyHash> cache;
    std::shared_ptr<const Reevaluator::LayoutTable> shared; // computed by the stage, read-only
    struct TrainingLayout {
        PerfOption option;             // reliability not applied
        ClusterShape shape;            // what the reliability model reads of it (feasible options)
        ReliabilityClusterTerms terms; // the model's terms of that shape, computed once
    };
    std::map<std::pair<int, double>, TrainingLayout> trainingCache; // option, efficiency
    struct Last {
        bool valid = false;
        double efficiency = 1, failureRate = 1;
        PerfOption option;
    };
    std::vector<Last> lastTraining; // per option: the last efficiency and failure rate moved
    std::vector<const TrainingLayout*> lastLayout; // per option: its last layout
    // Per serving option: the key of the layout option() found last and where it is (an entry
    // of `cache` or `shared`, which stay put until a clear() or a share()).
    struct LastServing {
        double efficiency = 1, failureRate = 1, demand = 1;
        const PerfOption* option = nullptr;
    };
    std::vector<LastServing> lastServing;
    // Per serving option: what its evaluations at other efficiencies share (the operators of
    // each pass shape, the largest batch memory holds), made on first use.
    std::vector<std::unique_ptr<ServingReuse>> servingReuse;
    ReliabilityOptions reliability; // trainingOption()'s moved rates (the rest: the template's)
    long long evaluations = 0;
    Evaluated scratch; // under()'s candidate record
    Outcome outcome;   // objective()'s, kept between calls (no record built per call)
    // Per candidate: its site and fallback in this context's catalog.
    std::unordered_map<const Evaluated*, std::pair<const Site*, const Site*>> sitesOf;
    // The kernels' site terms (shared with the other workers of a stage: sharePricing) and
    // this evaluator's working storage for them; declared before the kernels that point into
    // them.
    std::shared_ptr<PricingKernel::Sites> sites = std::make_shared<PricingKernel::Sites>();
    std::unique_ptr<PricingKernel::Scratch> pricing = std::make_unique<PricingKernel::Scratch>();
    // Per candidate: its pricing kernel (nullptr: the engine prices it), built on first use.
    // A kernel's site terms cost a full pricing of the site, built once per option, site,
    // commitment and utilisation for all the candidates priced there (the fallback pairs of
    // one primary share it, where-to-run's 16,734 feasible options a few thousand sites); the
    // same figures as the engine's either way.
    std::unordered_map<const Evaluated*, std::unique_ptr<PricingKernel>> kernels;
    long long kernelRepricings = 0;

    // The last candidate looked up in `kernels` and `sitesOf` (a Monte Carlo job asks for one
    // candidate a block of samples long).
    const Evaluated* lastKernelOf = nullptr;
    PricingKernel* lastKernel = nullptr;
    const Evaluated* lastSitesOf = nullptr;
    std::pair<const Site*, const Site*> lastSites;

    PricingKernel* kernelFor(const Evaluated& e, const Site& site)
    {
        if (lastKernelOf == &e)
            return lastKernel;
        auto it = kernels.find(&e);
        if (it == kernels.end())
            it = kernels
                     .emplace(&e, PricingKernel::build(ctx, perf[size_t(e.perfIndex)], e, site,
                                                       *sites, *pricing))
                     .first;
        lastKernelOf = &e;
        lastKernel = it->second.get();
        return lastKernel;
    }

    Impl(const StudyContext& c, const std::vector<PerfOption>& p)
        : ctx(c)
        , base(c)
        , perf(p)
        , lastTraining(p.size())
        , lastLayout(p.size(), nullptr)
        , lastServing(p.size())
        , servingReuse(p.size())
    {
        ctx.progress = nullptr;
        if (ctx.templ)
            reliability = ctx.templ->reliability;
    }

    // The performance option under the moved efficiency, failure rates and demand.
    const PerfOption& option(int index, const Modifiers& m)
    {
        const PerfOption& o = perf[size_t(index)];
        // Training has no serving demand and serving no failure input: a move of the input
        // the workload does not read keeps the option (and shares its cache entry).
        const double failureRate = ctx.training ? m.failureRate : 1.0;
        const double demand = ctx.training ? 1.0 : m.demand;
        if (m.efficiency == 1 && failureRate == 1 && demand == 1)
            return o;
        if (ctx.training)
            return trainingOption(index, m.efficiency, failureRate);
        // The option's last moved layout first: a flip search or a tornado bar asks for every
        // candidate of the field under one move, and candidates share options.
        LastServing& last = lastServing[size_t(index)];
        if (last.option && last.efficiency == m.efficiency && last.demand == demand &&
            last.failureRate == failureRate)
            return *last.option;
        const auto remember = [&](const PerfOption& found) -> const PerfOption& {
            last = {m.efficiency, failureRate, demand, &found};
            return found;
        };
        const Key key{index, m.efficiency, failureRate, demand};
        if (shared)
            if (const auto it = shared->find(key); it != shared->end())
                return remember(it->second);
        if (const auto it = cache.find(key); it != cache.end())
            return remember(it->second);
        if (cache.size() > 200000) {
            cache.clear(); // a long Monte Carlo: keep the memory bounded
            forgetServing();
        }
        // Kernel efficiency: the fitted compute and memory fractions (attention is relative
        // to compute); communication, latencies and overheads are not kernels and stay.
        // (Only these three fields move, and they are put back below: a copy of the whole
        // parameter set per Monte Carlo sample would copy its per-family tables.)
        ctx.params.computeWide = base.params.computeWide * m.efficiency;
        ctx.params.computeNarrow = base.params.computeNarrow * m.efficiency;
        ctx.params.memory = base.params.memory * m.efficiency;
        if (base.params.cpuMemory)
            ctx.params.cpuMemory = *base.params.cpuMemory * m.efficiency;
        int unused = 0;
        // The demand alone moved: the replica is the one the search evaluated (the same
        // workload, device, layout and parameters), re-sized for the demand.
        PerfOption moved;
        if (m.efficiency == 1 && o.inference) {
            PerfOption replica;
            replica.device = o.device;
            replica.parallelism = o.parallelism;
            moved = sizedForDemand(ctx, std::move(replica), *o.inference);
        } else {
            std::unique_ptr<ServingReuse>& reuse = servingReuse[size_t(index)];
            if (!reuse)
                reuse = std::make_unique<ServingReuse>();
            moved = servingShape(ctx, *o.device, o.parallelism.tensor, o.parallelism.pipeline,
                                 unused, reuse.get());
        }
        // A variant filling an owned site's servers (addServerFills) keeps its replicas.
        if (o.ownedSitesOnly && moved.feasible)
            moved = withReplicas(std::move(moved), o.replicas);
        moved.ownedSitesOnly = o.ownedSitesOnly;
        moved.rentedSitesOnly = o.rentedSitesOnly;
        ctx.params.computeWide = base.params.computeWide;
        ctx.params.computeNarrow = base.params.computeNarrow;
        ctx.params.memory = base.params.memory;
        ctx.params.cpuMemory = base.params.cpuMemory;
        return remember(cache.emplace(key, std::move(moved)).first->second);
    }

    void forgetServing()
    {
        for (LastServing& l : lastServing)
            l.option = nullptr;
    }

    // A training option under a moved efficiency and failure rate. The step depends on the
    // efficiency only: one layout evaluation per efficiency, kept. The reliability model on
    // top is cheap and its (efficiency, failure rate) pairs rarely repeat in a Monte Carlo (two
    // independent draws): it runs again unless the option's last pair comes back, into a slot
    // per option rather than a map entry per pair.
    const PerfOption& trainingOption(int index, double efficiency, double failureRate)
    {
        Last& last = lastTraining[size_t(index)];
        if (last.valid && last.efficiency == efficiency && last.failureRate == failureRate)
            return last.option;
        // The same efficiency as the last call with the layout still running: only the
        // reliability moves (addReliability replaces it), so the layout is neither looked up
        // nor copied again (Monte Carlo visits an option's samples in order of efficiency).
        if (last.valid && last.efficiency == efficiency && last.option.feasible &&
            last.option.training) {
            last.valid = false; // until filled (addReliability may throw)
            addReliabilityMoved(last.option, *lastLayout[size_t(index)], failureRate);
            last.failureRate = failureRate;
            last.valid = true;
            return last.option;
        }
        auto t = trainingCache.find({index, efficiency});
        if (t == trainingCache.end()) {
            if (trainingCache.size() > 200000) {
                trainingCache.clear();       // keep the memory bounded
                for (Last& l : lastTraining) // their shapes were in the cache
                    l.valid = false;
            }
            // Kernel efficiency: as in option(), the three fitted fractions, put back below.
            ctx.params.computeWide = base.params.computeWide * efficiency;
            ctx.params.computeNarrow = base.params.computeNarrow * efficiency;
            ctx.params.memory = base.params.memory * efficiency;
            if (base.params.cpuMemory)
                ctx.params.cpuMemory = *base.params.cpuMemory * efficiency;
            TrainingLayout layout{evaluateTrainingLayout(ctx, perf[size_t(index)]), {}, {}};
            if (layout.option.feasible) {
                layout.shape = reliabilityShape(ctx, layout.option);
                layout.terms = reliabilityClusterTerms(reliability, layout.shape);
            }
            t = trainingCache.emplace(std::pair{index, efficiency}, std::move(layout)).first;
            ctx.params.computeWide = base.params.computeWide;
            ctx.params.computeNarrow = base.params.computeNarrow;
            ctx.params.memory = base.params.memory;
            ctx.params.cpuMemory = base.params.cpuMemory;
        }
        last.valid = false; // until filled (addReliability may throw)
        last.option = t->second.option;
        lastLayout[size_t(index)] = &t->second; // map nodes stay put until a clear()
        if (last.option.feasible)
            addReliabilityMoved(last.option, t->second, failureRate);
        last.efficiency = efficiency;
        last.failureRate = failureRate;
        last.valid = true;
        return last.option;
    }

    // The reliability model on `o` with the template's failure and timeout rates moved.
    void addReliabilityMoved(PerfOption& o, const TrainingLayout& layout, double failureRate)
    {
        // The template's rates moved (the other options are the template's: set once).
        ReliabilityOptions& rel = reliability;
        rel.rates = ctx.templ->reliability.rates;
        rel.linkFlapsPerLinkHour = ctx.templ->reliability.linkFlapsPerLinkHour;
        FailureRates& f = rel.rates;
        // Failures and timeouts; planned maintenance is a schedule, not a rate that moves.
        f.gpuPerHour *= failureRate;
        f.hostPerHour *= failureRate;
        f.networkPerNicHour *= failureRate;
        f.softwarePerGpuHour *= failureRate;
        f.hangPerNicHour *= failureRate;
        rel.linkFlapsPerLinkHour *= failureRate;
        addReliability(ctx, rel, layout.shape, layout.terms, o); // not the parameters
    }

    // Moves the prices a candidate's sites charge (saved in `restore`).
    void movePrices(const Evaluated& e, const Site& site, const Site* fallback, const Modifiers& m,
                    Restore& restore)
    {
        bool facilityMoved = false;
        for (const Site* s : {&site, fallback}) {
            if (!s)
                continue;
            if (s->kind == SiteKind::CloudRegion) {
                auto* provider = const_cast<ProviderPrices*>(ctx.prices.provider(s->provider));
                auto* dp =
                    provider
                        ? const_cast<CloudDevicePrice*>(provider->device(e.c.deviceId, s->region))
                        : nullptr;
                if (!dp || m.cloudPrice == 1)
                    continue;
                for (auto* price : {&dp->onDemand, &dp->commit1y, &dp->commit3y})
                    if (*price)
                        restore.scale(&(*price)->usdPerDeviceHour, m.cloudPrice);
                if (dp->spot)
                    restore.scale(&dp->spot->usdPerDeviceHour, m.cloudPrice);
            } else if (isOwned(s->kind)) {
                if (m.ownedPrice != 1) {
                    if (quotesServerOf(ctx, e.c.deviceId))
                        restore.scale(&*ctx.placement.serverUsd, m.ownedPrice);
                    else if (auto* server =
                                 const_cast<ServerPrice*>(ctx.prices.onPrem().server(e.c.deviceId)))
                        restore.scale(&server->usdPerServer, m.ownedPrice);
                }
                if (m.powerPrice != 1) {
                    // The site's own electricity price, else the book's facility default.
                    auto* ms = const_cast<Site*>(s); // found in this context's catalog
                    auto& facility = const_cast<FacilityPrices&>(ctx.prices.facility());
                    if (ms && ms->powerUsdPerKwh)
                        restore.scale(&*ms->powerUsdPerKwh, m.powerPrice);
                    else if (facility.powerUsdPerKwh && !facilityMoved) {
                        restore.scale(&facility.powerUsdPerKwh->value, m.powerPrice);
                        facilityMoved = true;
                    }
                }
            }
        }
    }

    // The demand the replicas are sized to and the placement prices (served tokens), moved.
    void moveDemand(const Modifiers& m)
    {
        ctx.demandOutputTokensPerSec = base.demandOutputTokensPerSec * m.demand;
        ctx.demandRequestsPerSec = base.demandRequestsPerSec * m.demand;
    }

    // Utilisation of owned hardware, moved; a rented site's hours follow the work.
    static double movedUtilisation(const Evaluated& e, const Site& site, const Modifiers& m)
    {
        return isOwned(site.kind) ? std::clamp(e.utilisation * m.utilisation, 0.0, 1.0)
                                  : e.utilisation;
    }

    // The candidate's site and fallback in this context's catalog.
    std::pair<const Site*, const Site*> sitesFor(const Evaluated& e)
    {
        if (lastSitesOf == &e)
            return lastSites;
        auto known = sitesOf.find(&e);
        if (known == sitesOf.end())
            known = sitesOf
                        .emplace(&e, std::pair{ctx.sites.find(e.c.site),
                                               e.c.fallbackSite.empty()
                                                   ? nullptr
                                                   : ctx.sites.find(e.c.fallbackSite)})
                        .first;
        lastSitesOf = &e;
        lastSites = known->second;
        return lastSites;
    }

    // The cost, energy or CO2 per unit of work under `m` as the kernel computes it for
    // under() (the same bits), without the shares, risk and constraints; nullopt where the
    // kernel does not answer (the layout no longer runs, no kernel, a refused re-pricing, or
    // another objective).
    std::optional<double> workObjective(const Evaluated& e, Objective obj, const Modifiers& m)
    {
        if (obj != Objective::Cost && obj != Objective::Energy && obj != Objective::Carbon)
            return std::nullopt;
        moveDemand(m);
        const PerfOption& o = option(e.perfIndex, m);
        const Site* site = sitesFor(e).first;
        if (!o.feasible || !site)
            return std::nullopt;
        PricingKernel* k = kernelFor(e, *site);
        if (!k)
            return std::nullopt;
        const double u = movedUtilisation(e, *site, m);
        return k->workObjective(ctx, obj, o, m, u);
    }

    // `full`: the candidate record with its names, risk terms and problem texts; otherwise
    // its figures, feasibility and first rejection only (the same figures).
    Outcome under(const Evaluated& e, const Modifiers& m, bool full)
    {
        Outcome out;
        under(e, m, full, out);
        return out;
    }

    // The same into `out`, which may hold an earlier evaluation's outcome: its verdict and
    // objective are set again on every path; of its record, what the path writes (without
    // `full`, the objectives where it has figures). A loop that reads those keeps one Outcome
    // instead of building and freeing a candidate record per evaluation.
    void under(const Evaluated& e, const Modifiers& m, bool full, Outcome& out)
    {
        out.feasible = false;
        out.hasFigures = false;
        out.objective = 0;
        out.rejectedFor.reset();
        ++evaluations;
        moveDemand(m);
        const PerfOption& o = option(e.perfIndex, m);
        const auto [site, fallback] = sitesFor(e);
        if (!o.feasible || !site) {
            out.c = e.c;
            out.c.feasible = false;
            out.c.problems = {o.problem};
            out.rejectedFor = o.rejectedFor.value_or(ProblemKind::Placement);
            out.c.rejectedFor = out.rejectedFor;
            return;
        }
        // Prices, utilisation, egress and demand: the kernel re-prices without the engine's
        // records (a fallback pair with a kernel for each of its sites). A moved demand is an
        // option re-sized in whole replicas (option() above) and a served-token rate read from
        // this context, as a moved efficiency is: the kernel reads both from `o` and `ctx`, the
        // same figures to the bit (tst_pricing_kernel draws both). The flip search and the
        // tornado move the demand over a whole field: through the engine, most of where-to-run's
        // time.
        if (!full)
            if (PricingKernel* k = kernelFor(e, *site)) {
                const double u = movedUtilisation(e, *site, m);
                if (k->figures(ctx, base.study.objective, o, m, u, out)) {
                    ++kernelRepricings;
                    return;
                }
            }
        Restore restore;
        movePrices(e, *site, fallback, m, restore);
        ctx.egressScale = m.egress;
        const double u = movedUtilisation(e, *site, m);
        // The record completeCandidate fills, kept between evaluations (a fresh one would
        // build and free a whole placement each time); what it reads is set here.
        Evaluated& moved = scratch;
        moved.perfIndex = e.perfIndex;
        moved.efficiencyCv = e.efficiencyCv;
        moved.utilisation = u;
        moved.c = basicCandidate(ctx, o, full);
        moved.c.id = e.c.id;
        moved.c.siteKind = e.c.siteKind;
        moved.c.cloud = e.c.cloud;
        moved.c.commitment = e.c.commitment;
        if (full) {
            moved.c.site = e.c.site;
            moved.c.priceConfidence = e.c.priceConfidence;
            moved.c.fallbackSite = e.c.fallbackSite;
        }
        // Priced on this context's own placement (its server price moved above): the site,
        // commitment and utilisation are all a pricing sets in it, and nothing else reads
        // them, so no placement is copied per evaluation.
        const CostReport report = priceWith(ctx, ctx.placement, o, *site, e.c.commitment, u);
        std::optional<CostReport> fbReport;
        if (report.feasible && fallback) {
            // As the search prices the pair: the fallback serves while the primary is down.
            fbReport = priceWith(ctx, ctx.placement, o, *fallback, Commitment::OnDemand,
                                 fallbackUtilisation(report.availability, base.utilisation));
        }
        ctx.egressScale = 1;
        if (!report.feasible || (fbReport && !fbReport->feasible)) {
            const CostReport& bad = report.feasible ? *fbReport : report;
            out.c = std::move(moved.c);
            out.c.feasible = false;
            if (full)
                out.c.problems.assign(bad.problems.begin(), bad.problems.end());
            out.rejectedFor = bad.problemKind.value_or(ProblemKind::Placement);
            out.c.rejectedFor = out.rejectedFor;
            return;
        }
        completeCandidate(ctx, o, *site, report, fbReport ? &*fbReport : nullptr, moved,
                          e.c.priceConfidence, full);
        out.hasFigures = true;
        out.feasible = moved.c.feasible;
        out.rejectedFor = moved.c.rejectedFor;
        out.objective = moved.c.objectives[int(base.study.objective)];
        if (full)
            out.c = std::move(moved.c);
        else
            out.c.objectives = moved.c.objectives;
    }
};

Reevaluator::Reevaluator(const StudyContext& ctx, const std::vector<PerfOption>& perf)
    : d(std::make_unique<Impl>(ctx, perf))
{
}

Reevaluator::~Reevaluator() = default;

bool Reevaluator::canMove(const Evaluated& e) const
{
    if (e.perfIndex < 0 || size_t(e.perfIndex) >= d->perf.size() ||
        !d->perf[size_t(e.perfIndex)].feasible || e.c.site.empty() || !e.priced)
        return false;
    return e.c.feasible ||
           (e.c.rejectedFor && movableRejection(*e.c.rejectedFor) && e.c.costPerWorkUsd > 0);
}

Outcome Reevaluator::under(const Evaluated& e, const Modifiers& m)
{
    return d->under(e, m, true);
}

Outcome Reevaluator::figures(const Evaluated& e, const Modifiers& m)
{
    return d->under(e, m, false);
}

void Reevaluator::figures(const Evaluated& e, const Modifiers& m, Outcome& out)
{
    d->under(e, m, false, out);
}

std::optional<double> Reevaluator::objective(const Evaluated& e, Objective o, const Modifiers& m)
{
    Outcome& out = d->outcome;
    d->under(e, m, false, out);
    if (!out.feasible)
        return std::nullopt;
    return out.c.objectives[int(o)];
}

std::optional<double> Reevaluator::objectiveBelow(const Evaluated& e, Objective o,
                                                  const Modifiers& m, double limit, bool orEqual)
{
    const auto notBelow = [&](double v) {
        return !std::isnan(v) && !(orEqual ? v <= limit : v < limit);
    };
    if (const auto v = d->workObjective(e, o, m); v && notBelow(*v)) {
        ++d->evaluations;
        ++d->kernelRepricings;
        return std::nullopt; // not below, feasible or not
    }
    const auto v = objective(e, o, m);
    return v && notBelow(*v) ? std::nullopt : v;
}

long long Reevaluator::evaluations() const
{
    return d->evaluations;
}

const PerfOption& Reevaluator::layoutUnder(int perfIndex, const Modifiers& m)
{
    // The demand the replicas are sized to, as under() sets it.
    d->ctx.demandOutputTokensPerSec = d->base.demandOutputTokensPerSec * m.demand;
    d->ctx.demandRequestsPerSec = d->base.demandRequestsPerSec * m.demand;
    return d->option(perfIndex, m);
}

void Reevaluator::share(std::shared_ptr<const LayoutTable> layouts)
{
    d->shared = std::move(layouts);
    d->forgetServing();
}

void Reevaluator::sharePricing(std::shared_ptr<PricingKernel::Sites> sites)
{
    // The kernels and working storage point to the terms of the table they came from.
    d->kernels.clear();
    d->lastKernelOf = nullptr;
    d->lastKernel = nullptr;
    d->pricing = std::make_unique<PricingKernel::Scratch>();
    d->sites = std::move(sites);
}

long long Reevaluator::kernelRepricings() const
{
    return d->kernelRepricings;
}

namespace {

// The part of the bound that does not need the layout: prices and utilisation. A price
// multiplies its own cost term (rent, servers, electricity, egress), so a price moved down by
// f lowers the cost by at most (1 - f) x that term's share; the servers are part of the
// capex share, and tiered egress falls no faster than its volume. The utilisation of owned
// hardware spreads its fixed costs: per unit of work they move at most with 1/u.
double priceBoundFactor(const Candidate& c, const Modifiers& m, Objective o)
{
    double f = 1;
    if (o == Objective::Cost) {
        const auto down = [](double factor, double share) {
            return 1 - (1 - std::min(1.0, factor)) * std::clamp(share, 0.0, 1.0);
        };
        // A hair below the exact value: the shares are ratios of rounded sums.
        f *= (1 - 1e-9) * down(m.cloudPrice, c.cloudComputeShare) *
             down(m.ownedPrice, c.capexShare) * down(m.powerPrice, c.powerShare) *
             down(m.egress, c.egressShare);
    }
    if (!c.cloud && (o == Objective::Cost || o == Objective::Energy || o == Objective::Carbon))
        f *= std::min(1.0, 1 / m.utilisation);
    return f;
}

} // namespace

double Reevaluator::lowerBound(const Evaluated& e, Objective o, const Modifiers& m)
{
    if (o == Objective::Risk)
        return 0;
    const double v = e.c.objectives[int(o)];
    const double prices = priceBoundFactor(e.c, m, o);
    if (m.efficiency == 1 && m.failureRate == 1 && m.demand == 1)
        return v * prices;
    // Only the demand the replicas are sized to moves the layout's figures besides the
    // efficiency and failures: set it as under() does.
    d->ctx.demandOutputTokensPerSec = d->base.demandOutputTokensPerSec * m.demand;
    d->ctx.demandRequestsPerSec = d->base.demandRequestsPerSec * m.demand;
    const PerfOption& was = d->perf[size_t(e.perfIndex)];
    const PerfOption& now = d->option(e.perfIndex, m);
    const double demand = d->ctx.demandOutputTokensPerSec;
    d->ctx.demandOutputTokensPerSec = d->base.demandOutputTokensPerSec;
    d->ctx.demandRequestsPerSec = d->base.demandRequestsPerSec;
    if (!now.feasible)
        return std::numeric_limits<double>::infinity();
    const bool costLike = o == Objective::Cost || o == Objective::Energy || o == Objective::Carbon;
    if (now.training && was.training) {
        const auto time = [](const PerfOption& x) {
            return x.reliability ? x.reliability->effectiveTimeToTrainSec
                                 : x.training->timeToTrainSec;
        };
        const double ratio = time(now) / time(was);
        if (o == Objective::Time)
            return now.reliability ? now.reliability->effectiveTimeToTrainSec
                                   : now.training->timeToTrainSec;
        if (o == Objective::Latency)
            return now.training->stepTimeSec;
        // A run's cost, energy and CO2: terms in proportion to its hours, or fixed.
        return costLike ? v * std::min(1.0, ratio) * prices : 0;
    }
    if (now.inference && was.inference) {
        // The site's network share is the same before and after.
        if (o == Objective::Time)
            return v - was.inference->requestLatencySec + now.inference->requestLatencySec;
        if (o == Objective::Latency)
            return v - was.inference->ttftSec + now.inference->ttftSec;
        const double servedWas = servedOutputTokensPerSec(
            was.inference->outputTokensPerSec * was.replicas, d->base.demandOutputTokensPerSec);
        const double servedNow =
            servedOutputTokensPerSec(now.inference->outputTokensPerSec * now.replicas, demand);
        if (!(servedWas > 0) || !(servedNow > 0))
            return 0;
        // Per served token: every term scales with the devices, the hours or the tokens (or
        // is fixed), so at least with the smallest of those ratios.
        const double devices = double(now.count) / std::max(1, was.count);
        const double tokens = servedNow / servedWas;
        return v / tokens * std::min({1.0, devices, tokens}) * prices;
    }
    return 0;
}

namespace {

// A lower bound on (objective under m) / (objective as evaluated), valid for every candidate
// of a study: what lets bestUnder stop before re-evaluating the whole field. Each bound
// follows from how the input enters the model (a price multiplies one non-negative cost
// term, faster kernels at most shorten the kernels' share of a step, ...); 0 where no bound
// is known (risk, a faster serving kernel that may re-pick the batch).
double lowerBoundFactor(const Modifiers& m, Objective o, bool training, double minGoodput)
{
    if (o == Objective::Risk)
        return 0;
    const bool costLike = o == Objective::Cost || o == Objective::Energy || o == Objective::Carbon;
    double f = 1;
    if (o == Objective::Cost)
        f *= std::min({1.0, m.cloudPrice}) * std::min(1.0, m.ownedPrice) *
             std::min(1.0, m.powerPrice) * std::min(1.0, m.egress);
    if (costLike)
        f *= std::min(1.0, 1 / m.utilisation);
    // Faster kernels shorten at most the kernels' share of a step; a faster serving kernel
    // may fit a larger batch under the SLO (no bound). Slower serving kernels never make a
    // token cheaper, but a smaller batch may cut the latency (no bound).
    if (m.efficiency > 1)
        f *= training ? 1 / m.efficiency : 0;
    else if (m.efficiency < 1 && !training && !costLike)
        f = 0;
    if (m.failureRate < 1 && o != Objective::Latency)
        f *= minGoodput;
    if (m.demand != 1 && costLike)
        f *= m.demand > 1 ? 1 / m.demand : 0.5; // whole replicas: at most half a step
    return f;
}

} // namespace

const Evaluated* bestUnder(Reevaluator& re, const std::vector<const Evaluated*>& field, Objective o,
                           const Modifiers& m)
{

    if (field.empty())
        return nullptr;
    const bool training = field.front()->c.training;
    double minGoodput = 1;
    if (m.failureRate < 1)
        for (const Evaluated* e : field)
            minGoodput = std::min(minGoodput, e->c.goodput > 0 ? e->c.goodput : 1.0);
    const double bound = lowerBoundFactor(m, o, training, minGoodput);
    const Evaluated* best = nullptr;
    double bestValue = 0;
    for (const Evaluated* e : field) {
        // `field` is sorted by the objective as evaluated: nothing further can beat the best.
        if (best && e->c.objectives[int(o)] * bound >= bestValue)
            break;
        // Its own shares and layout bound the candidate more tightly.
        if (best && re.lowerBound(*e, o, m) >= bestValue)
            continue;
        const auto v =
            best ? re.objectiveBelow(*e, o, m, bestValue, false) : re.objective(*e, o, m);
        if (v && (!best || *v < bestValue)) {
            best = e;
            bestValue = *v;
        }
    }
    return best;
}

bool winsUnder(Reevaluator& re, const std::vector<const Evaluated*>& field, Objective o,
               const Modifiers& m, size_t winner, int& beater)
{
    // bestUnder returns the first of `field` (in its order) with the least objective: the
    // winner is it when it is feasible, no candidate does better, and none before it does as
    // well. Which candidates are evaluated, and in which order, changes no figure (the
    // evaluator's caches hold what it would compute again).
    const Evaluated& w = *field[winner];
    const auto viaBest = [&] { return bestUnder(re, field, o, m) == &w; };
    const auto vw = re.objective(w, o, m);
    if (!vw)
        return false;
    if (std::isnan(*vw))
        return viaBest();
    // Whether field[i], with objective v, beats the winner (before it, a tie does).
    const auto beats = [&](size_t i, double v) { return v < *vw || (i < winner && v == *vw); };
    // The candidate that beat the winner at the caller's last move, tried first: a bisection
    // meets the same one at its neighbouring steps.
    const size_t tried = beater >= 0 && size_t(beater) < field.size() && size_t(beater) != winner
                             ? size_t(beater)
                             : field.size();
    if (tried < field.size()) {
        const auto v = re.objective(*field[tried], o, m);
        if (v && std::isnan(*v))
            return viaBest();
        if (v && beats(tried, *v))
            return false;
    }
    double minGoodput = 1;
    if (m.failureRate < 1)
        for (const Evaluated* e : field)
            minGoodput = std::min(minGoodput, e->c.goodput > 0 ? e->c.goodput : 1.0);
    const double bound = lowerBoundFactor(m, o, field.front()->c.training, minGoodput);
    for (size_t i = 0; i < field.size(); ++i) {
        if (i == winner || i == tried)
            continue;
        const Evaluated& e = *field[i];
        // A lower bound at or above the winner's objective cannot beat it (one before it
        // must be strictly above).
        const auto cannotBeat = [&](double lowest) {
            return i < winner ? lowest > *vw : lowest >= *vw;
        };
        if (cannotBeat(e.c.objectives[int(o)] * bound))
            break; // `field` is sorted: nothing further can beat the winner either
        if (cannotBeat(re.lowerBound(e, o, m)))
            continue;
        // Only an objective that beats the winner's (or is not a number) is needed.
        const auto v = re.objectiveBelow(e, o, m, *vw, i < winner);
        if (!v)
            continue;
        if (std::isnan(*v))
            return viaBest();
        if (beats(i, *v)) {
            beater = int(i);
            return false;
        }
    }
    return true;
}

} // namespace ap::recommend_detail
