#pragma once

// Internals of the recommender shared by its translation units (search, ranking, explanation,
// uncertainty). Not part of the public API: see recommend.h.

#include "common/message.h"
#include "common/number_text.h"
#include "economics/price_book.h"
#include "perf/engine_stages.h"
#include "perf/inference_model.h"
#include "perf/training_model.h"
#include "placement/placement.h"
#include "placement/site.h"
#include "recommend/recommend.h"
#include "reliability/reliability_model.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace ap::recommend_detail {

// Everything one study needs, resolved once: the template, the merged price book and site
// catalog, the devices and sites to search.
struct StudyContext {
    const Project* project = nullptr;
    StudySpec study;
    const Scenario* templ = nullptr;
    const Catalog* catalog = nullptr;
    EfficiencyParams params;
    PlacementSpec placement; // the template's, overrides already merged into prices/sites
    PriceBook prices;
    SiteCatalog sites;
    std::vector<std::string> dataClasses;
    bool training = true;
    std::vector<const Device*> devices;
    std::vector<const Site*> searchSites;
    double utilisation = 1;
    // Serving demand the replicas are sized to (0: one replica).
    double demandOutputTokensPerSec = 0;
    double demandRequestsPerSec = 0;
    // The serving objectives (servingObjectives: the study's limits, else the workload's SLO).
    ServingObjectives slo;
    std::vector<Message> notes;
    SearchProgress* progress = nullptr; // optional (RecommendOptions::progress)
    // Threads of the parallel stages (search, placements, Monte Carlo, flip points, tornado);
    // no result depends on it.
    int threads = 1;
    // Multiplies the egress volume every placement is priced with (sensitivity moves it; the
    // search itself runs at 1).
    double egressScale = 1;
    // The prediction bands every view of the model's own error reads (the risk, the tornado,
    // the Monte Carlo, the "How sure" sentence: recommend/performance_spread.h); set by
    // recommend() (RecommendOptions::bandTable, else shippedBandTable()). Null: no bands, the
    // stated efficiency spread.
    const BandTable* bands = nullptr;
};

// Throws SearchCancelled when the caller asked to stop.
inline void checkCancelled(const StudyContext& ctx)
{
    if (ctx.progress && ctx.progress->cancel.load(std::memory_order_relaxed))
        throw SearchCancelled();
}

// One device x count x parallel layout, evaluated by the performance (and reliability) models.
struct PerfOption {
    const Device* device = nullptr;
    int count = 0;
    Parallelism parallelism;
    double microBatchSequences = 1;
    Recompute recompute = Recompute::None;
    int replicas = 1;
    bool feasible = false;
    Message problem;
    std::optional<ProblemKind> rejectedFor;
    std::optional<TrainingResult> training;       // without layer ops
    std::optional<ReliabilityResult> reliability; // training
    std::optional<InferenceResult> inference;     // one replica, without layer ops
    // Serving without a demand (equal work, addServerFills): a variant that runs the replicas
    // the whole servers of an owned site hold is placed at owned sites only, and the one
    // replica it was made from at rented sites only.
    bool ownedSitesOnly = false;
    bool rentedSitesOnly = false;
    bool placesAt(const Site& s) const
    {
        return isOwned(s.kind) ? !rentedSitesOnly : !ownedSitesOnly;
    }
};

// A candidate as the search keeps it: the public record plus how to rebuild its placement.
struct Evaluated {
    Candidate c;
    int perfIndex = -1;
    // Priced at its site (its primary's placement: placementOf rebuilds it when read; a
    // record keeps no copy, which would be most of a large search's placement stage).
    bool priced = false;
    std::string priceKey; // which price the cost rests on (for correlated sampling)
    double efficiencyCv = 0.05;
    double utilisation = 1;
    // Serving sized to a demand: the demand in output tokens/s and what one replica carries
    // (zero when the study names no demand: one replica at its capacity).
    double demandTokensPerSec = 0;
    double perReplicaTokensPerSec = 0;
};

// Everything a finished search evaluated, owning copies of its inputs (the context points into
// them), so that a result can be ranked again after the project changed or was closed.
struct SearchState {
    SearchState(Project p, DataContext d)
        : project(std::move(p))
        , data(std::move(d))
    {
    }
    Project project;
    DataContext data;
    StudyContext ctx;
    std::vector<PerfOption> perf;
    std::vector<Evaluated> all;
    int layoutsEvaluated = 0;
    double searchSeconds = 0;
    std::vector<Message> notes; // the study defaults' notes, then the context's
    std::mutex mutex;           // ranking sets ctx.study.objective: one at a time
};

StudyContext makeContext(const Project& project, const StudySpec& study, const DataContext& data);

// Stage 1: layouts. Appends one PerfOption per device x count (training: the fastest feasible
// layout) or per device x replica shape (serving); returns the layouts evaluated.
int searchLayouts(const StudyContext& ctx, int threads, std::vector<PerfOption>& out);

// Serving without a demand compares options at equal work: per million output tokens at each
// option's own capacity. An owned site buys whole servers (economics/on_prem_tco.cpp: servers =
// ceil(devices / devices_per_server)), so a one-replica option there would pay a whole server
// for part of its work: appends, for each such option, the variant that runs the replicas its
// servers hold (within search.max_devices), placed at owned sites in its stead. Returns how many
// it added.
int addServerFills(const StudyContext& ctx, std::vector<PerfOption>& perf);
// The option with `replicas` replicas of its shape (count and data degree follow).
PerfOption withReplicas(PerfOption o, int replicas);

// Stage 2: placements of every option; infeasible ones carry their problems.
std::vector<Evaluated> placeOptions(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                                    int threads);

// The study's stated relative spread of the device's efficiency (wider where uncalibrated);
// without a stated one, the shipped default. Where a band applies, performanceSpread() reads
// the band instead (recommend/performance_spread.h).
double efficiencyCvFor(const StudyContext& ctx, const Device& d);

// Whether the price book has a price for a device at a cloud site under a commitment.
bool hasCloudPrice(const StudyContext& ctx, const Site& s, const std::string& deviceId,
                   Commitment c);

// The device price a placement rests on (a key shared by every option paying it, for
// correlated sampling) and how sure the book is of it (high, medium, low).
std::pair<std::string, std::string> priceOf(const StudyContext& ctx, const Site& s,
                                            const std::string& deviceId, Commitment c);

// The candidate's first-order risk (relative spread of its cost per work) and its terms.
// Without `named`, the terms are summed but not listed (riskTerms left empty).
void addRisk(const StudyContext& ctx, const std::string& confidence, Evaluated& e,
             bool named = true);
// The same with the confidence's price spread given (priceCv(ctx, confidence)): a loop that
// re-prices one candidate looks it up once.
void addRisk(const StudyContext& ctx, const std::string& confidence, double priceCv, Evaluated& e,
             bool named);

// The study's constraints checked against a placed candidate: each one missed makes it
// infeasible with its problem (the first sets rejectedFor).
// Without `texts`, the problems are not worded (feasibility and rejectedFor the same) and the
// limits a candidate's record keeps (Candidate::ttftObjectiveSec, ..., studyPowerEnvelopeWatts)
// are not written.
void checkConstraints(const StudyContext& ctx, const Site& site, Evaluated& e, bool texts = true);
// The same with the site's power envelope given (sitePowerLimitWatts): a loop that re-prices
// one candidate looks it up once.
void checkConstraints(const StudyContext& ctx, const Site& site, std::optional<double> powerLimit,
                      Evaluated& e, bool texts);
// The envelope checkConstraints holds a candidate at `site` to: the study's limits and the
// site's own (powerEnvelopeWatts).
std::optional<double> sitePowerLimitWatts(const StudyContext& ctx, const Site& site);

// Relative spread of a price of the given confidence (high, medium, low; missing = low).
double priceCv(const StudyContext& ctx, const std::string& confidence);

// What the placement model is asked to price for one option.
WorkloadDemand demandOf(const StudyContext& ctx, const PerfOption& o, double utilisation);
// The load of a candidate at `utilisation` (perf/engine_stages.h, deploymentLoad): what
// demandOf prices and the pricing kernel re-composes.
DeploymentLoad loadOf(const StudyContext& ctx, const PerfOption& o, double utilisation);

// Stage 1 for one fixed layout (sensitivity): a training option's layout evaluated again
// with the context's efficiency parameters (reliability not yet applied: addReliability);
// and a serving replica shape sized to the context's demand (the search's own function).
PerfOption evaluateTrainingLayout(const StudyContext& ctx, const PerfOption& layout);
// `reuse`: what the evaluations of this shape under other kernel efficiencies share
// (perf/inference_figures.h; the Reevaluator's, one per option).
PerfOption servingShape(const StudyContext& ctx, const Device& d, int tp, int pp, int& evaluated,
                        ServingReuse* reuse = nullptr);
// The reliability model over a feasible training option (infeasible when goodput is 0).
void addReliability(const StudyContext& ctx, const ReliabilityOptions& reliability, PerfOption& o);
// The same on the option's cluster shape, computed before (reliabilityShape: what the
// reliability model reads of the layout and its step), for a loop moving the rates alone.
ClusterShape reliabilityShape(const StudyContext& ctx, const PerfOption& o);
void addReliability(const StudyContext& ctx, const ReliabilityOptions& reliability,
                    const ClusterShape& shape, PerfOption& o);

// Stage 2 for one site: the placement model's report for an option at a site under a
// commitment and utilisation, priced against the context's book and catalog.
// `specOut`: the placement as priced (the context's for the device, with the site, commitment,
// utilisation and the option's reliability written).
CostReport priceAt(const StudyContext& ctx, const PerfOption& o, const Site& site,
                   Commitment commitment, double utilisation, PlacementSpec* specOut = nullptr);
// The same on a placement the caller keeps (the context's with other sites, commitments and
// utilisations set before): only the site, commitment and utilisation are written, so a
// re-pricing loop copies no placement.
CostReport priceWith(const StudyContext& ctx, PlacementSpec& spec, const PerfOption& o,
                     const Site& site, Commitment commitment, double utilisation);
// The placement a priced record was evaluated on (its primary's, as priceWith left it: the
// context's for its device, with its site, commitment, utilisation and the option's
// reliability); a default placement for a record never priced.
PlacementSpec placementOf(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                          const Evaluated& e);
// A placed candidate completed from its report(s): economics, risk, the study's constraints
// (each one missed makes it infeasible) and its objectives.
// `confidence` is the candidate's price confidence (e.c.priceConfidence unless the record
// leaves its names out); without `texts` no risk term is named and no problem worded (the
// figures, feasibility and first rejection are the same).
void completeCandidate(const StudyContext& ctx, const PerfOption& o, const Site& site,
                       const CostReport& report, const CostReport* fallback, Evaluated& e,
                       const std::string& confidence, bool texts = true);
void completeCandidate(const StudyContext& ctx, const PerfOption& o, const Site& site,
                       const CostReport& report, const CostReport* fallback, Evaluated& e);
// The candidate's objectives from its figures (Objective order).
void setObjectives(Candidate& c, bool training);
// The candidate's record before placement: its device, layout and performance figures
// (without `names`, the device's id and architecture left empty).
Candidate basicCandidate(const StudyContext& ctx, const PerfOption& o, bool names = true);
// A serving candidate's latencies as its users at one site see them: the engine's TTFT and
// request latency plus the round trip to the site (withUsersRoundTrip), TPOT, and the figures
// its SLO is checked on (sloLatencies). Set, not added: a candidate may be refilled for
// another site or a fallback pair; basicCandidate sets them without a network (0).
void setUsersLatencies(Candidate& c, const InferenceResult& engine, double userLatencySec);

// Inputs of the study moved by factors (1 = as evaluated). Sensitivity applies them to the
// inputs themselves (price book, sites, efficiency parameters, reliability, demand) and runs
// the candidate through the engine again: see Reevaluator.
struct Modifiers {
    double cloudPrice = 1;  // the device-hour prices of the candidate's cloud sites
    double ownedPrice = 1;  // the purchase price of its servers
    double powerPrice = 1;  // electricity at its owned sites
    double utilisation = 1; // multiplier on an owned site's utilisation (capped at 1)
    double egress = 1;      // egress volume to the users
    double efficiency = 1;  // compute and memory kernel efficiency (>1: faster kernels)
    double failureRate = 1; // failure and timeout rates
    double demand = 1;      // serving demand (replicas re-sized in whole replicas)
    bool operator==(const Modifiers&) const = default;
};

// What a candidate is under moved inputs: its figures as the engine computes them and the
// study's constraints checked again. A candidate that breaks a constraint (or can no longer
// run) is infeasible there and cannot win.
struct Outcome {
    bool feasible = false;
    bool hasFigures = false; // placed and priced (false: the layout no longer runs, or the
                             // placement model refuses the site)
    double objective = 0;    // of the study's objective (meaningful when feasible)
    std::optional<ProblemKind> rejectedFor;
    Candidate c;
};

// A placed candidate re-priced under moved prices and utilisation at arithmetic speed
// (pricing_kernel.cpp): the cost model's spec resolved once, each re-pricing setting the
// moved fields and composing the report's totals, the economics, risk, constraints and
// objectives as the engine does, to the same bits. Built for candidates whose pricing it
// reproduces (one site, no burst, no transfer, no fallback pair; a cloud or owned site).
class PricingKernel {
public:
    ~PricingKernel();
    PricingKernel(const PricingKernel&) = delete;
    PricingKernel& operator=(const PricingKernel&) = delete;
    // One site's resolved pricing of one option (its cost model's spec and the report's
    // figures no moved input changes), built once per option, site, commitment and
    // utilisation and shared read-only by every candidate priced there (the fallback pairs of
    // one primary, the primaries of one fallback) and by the workers of a stage. Thread-safe.
    class Sites {
    public:
        Sites();
        ~Sites();
        Sites(const Sites&) = delete;
        Sites& operator=(const Sites&) = delete;
        struct Terms;
        // nullptr where the kernel does not apply to the site.
        const Terms* get(const StudyContext& ctx, int perfIndex, const PerfOption& o,
                         const Site& site, Commitment commitment, double utilisation);

    private:
        struct Impl;
        std::unique_ptr<Impl> d;
    };
    // One evaluator's working storage for the sites its kernels price (the cost model's
    // spec and result, and the site's last pricing, which the candidates sharing the site
    // under the same moved inputs read again). Not thread-safe: one per Reevaluator.
    class Scratch {
    public:
        Scratch();
        ~Scratch();
        Scratch(const Scratch&) = delete;
        Scratch& operator=(const Scratch&) = delete;
        struct Slot;
        Slot* of(const Sites::Terms& terms);

    private:
        struct Impl;
        std::unique_ptr<Impl> d;
    };
    // nullptr where it does not apply. `o` is the candidate's option as searched; the sites'
    // terms come from `sites` (built there on first use) and their working storage from
    // `scratch`, which both outlive the kernel.
    static std::unique_ptr<PricingKernel> build(const StudyContext& ctx, const PerfOption& o,
                                                const Evaluated& e, const Site& site, Sites& sites,
                                                Scratch& scratch);
    // The candidate on option `o` (its layout under the moved efficiency and failures) with
    // the prices of `m` and owned utilisation `u`, as Reevaluator::figures has it; the demand
    // and egress unmoved. False (out untouched) where the engine must answer: a re-pricing
    // the cost model refuses.
    bool figures(const StudyContext& ctx, Objective objective, const PerfOption& o,
                 const Modifiers& m, double u, Outcome& out);
    // Its cost, energy or CO2 per unit of work alone, as figures() computes it (the same
    // bits), without the shares, risk and constraints: whether it is feasible is not known.
    // nullopt where the engine must answer, or for another objective.
    std::optional<double> workObjective(const StudyContext& ctx, Objective objective,
                                        const PerfOption& o, const Modifiers& m, double u);

private:
    PricingKernel();
    struct Impl;
    std::unique_ptr<Impl> d;
};

// Re-evaluates candidates of one search under moved inputs through the same functions the
// search ran (layout evaluation, placement pricing, constraints). Owns a copy of the context
// whose price book, sites and parameters it moves for each evaluation and restores after it.
// Performance results are cached per option and (efficiency, failure rate, demand): moving a
// price re-prices the placement only. Not thread-safe: one per thread.
class Reevaluator {
public:
    Reevaluator(const StudyContext& ctx, const std::vector<PerfOption>& perf);
    ~Reevaluator();
    Reevaluator(const Reevaluator&) = delete;
    Reevaluator& operator=(const Reevaluator&) = delete;

    // Whether a candidate has what re-evaluation needs (a feasible layout placed at a site):
    // feasible candidates and those rejected by a constraint a moved input may lift.
    bool canMove(const Evaluated& e) const;
    Outcome under(const Evaluated& e, const Modifiers& m);
    // The same objectives, feasibility and first rejection without the record: Outcome::c
    // carries the objectives only (where under() has figures); nothing is named or worded.
    // For the loops that read objectives (Monte Carlo, flip bisections, tornado values).
    Outcome figures(const Evaluated& e, const Modifiers& m);
    // The same into an Outcome the caller keeps between calls (a loop over samples builds no
    // candidate record per call): feasible, hasFigures, objective, rejectedFor and, where it
    // has figures, c.objectives are this call's; the rest of `out.c` is not to be read.
    void figures(const Evaluated& e, const Modifiers& m, Outcome& out);
    // The candidate's objective under `m`, or nullopt where it is infeasible.
    std::optional<double> objective(const Evaluated& e, Objective o, const Modifiers& m);
    // The same where it is below `limit` (or equal to it, with `orEqual`) or not a number;
    // nullopt where it is infeasible or cannot be below. A cost, energy or CO2 the pricing
    // kernel shows at or above the limit is known without the candidate's shares, risk and
    // constraints (whether it is feasible does not matter then): the searches that ask who
    // beats a value (winsUnder, bestUnder) skip those for most of the field.
    std::optional<double> objectiveBelow(const Evaluated& e, Objective o, const Modifiers& m,
                                         double limit, bool orEqual);
    // A lower bound on the candidate's objective under `m` from its layout re-evaluated alone
    // (cached), without pricing its placement: +inf where the layout no longer runs. Exact
    // for time and latency (the network share of a site does not move); for costs it takes
    // each cost term to scale at least with the smallest of the moved devices, hours and
    // served tokens, and a price moved down at most by its factor.
    double lowerBound(const Evaluated& e, Objective o, const Modifiers& m);
    long long evaluations() const;
    // A serving option's layout under moved efficiency and demand (what figures() prices),
    // cached; a training option's is the search's own under these two.
    const PerfOption& layoutUnder(int perfIndex, const Modifiers& m);
    // Serving layouts under moved efficiency and demand computed once for all the workers of a
    // stage (Monte Carlo evaluates each option's distinct efficiencies once across its
    // threads), keyed by option, efficiency, failure-rate and demand factors: read before
    // this evaluator's own cache. The same options it would compute itself.
    using LayoutKey = std::tuple<int, double, double, double>;
    // Hashed rather than ordered: a flip search looks up hundreds of thousands of (option,
    // demand) keys, and nothing iterates the table in order.
    struct LayoutKeyHash {
        size_t operator()(const LayoutKey& k) const
        {
            size_t h = std::hash<int>()(std::get<0>(k));
            const auto mix = [&h](double v) {
                h ^= std::hash<double>()(v) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
            };
            mix(std::get<1>(k));
            mix(std::get<2>(k));
            mix(std::get<3>(k));
            return h;
        }
    };
    using LayoutTable = std::unordered_map<LayoutKey, PerfOption, LayoutKeyHash>;
    void share(std::shared_ptr<const LayoutTable> layouts);
    // The pricing kernels' site terms shared with the other workers of a stage (built by
    // whichever worker needs one first; the same terms any of them would build).
    void sharePricing(std::shared_ptr<PricingKernel::Sites> sites);
    // How many of the evaluations the pricing kernel answered (figures() with only prices and
    // utilisation moved, on a candidate it applies to); the rest ran through the engine.
    long long kernelRepricings() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

// The best of `field` under `m` (nullptr if every one is infeasible there): each one is
// re-evaluated, in order of a lower bound of its objective under `m`, until no remaining
// one can beat the best found. `field` must be sorted by the objective as evaluated.
const Evaluated* bestUnder(Reevaluator& re, const std::vector<const Evaluated*>& field, Objective o,
                           const Modifiers& m);

// Whether field[winner] is what bestUnder returns under `m`, answered without finding the best
// when another one beats it: the first found to beat it ends the search. `beater`: in, the
// index of a candidate to try first (-1: none); out, the one found (unchanged if none).
bool winsUnder(Reevaluator& re, const std::vector<const Evaluated*>& field, Objective o,
               const Modifiers& m, size_t winner, int& beater);

// Explanation of a ranked list (best first); with `sensitivity`, flip points and tornado,
// re-evaluating the feasible and the constraint-rejected candidates under moved inputs.
// `bands`: the prediction bands of the "How sure" sentence.
void explain(const StudyContext& ctx, const std::vector<PerfOption>& perf,
             const std::vector<const Evaluated*>& feasible,
             const std::vector<const Evaluated*>& rejected, bool sensitivity,
             const BandTable& bands, Recommendation& r);

// Flip points and tornado (flip_points.cpp).
void flipsAndTornado(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                     const std::vector<const Evaluated*>& feasible,
                     const std::vector<const Evaluated*>& rejected, Recommendation& r);

// Monte Carlo over the top feasible options (monte_carlo.cpp); performance is drawn from
// ctx.bands unless the study states its own efficiency_cv (recommend/performance_spread.h).
MonteCarloSummary monteCarlo(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                             const std::vector<const Evaluated*>& feasible);
// The explanation's sentences of a Monte Carlo: the winner's odds, and that they include the
// model's own error (with the band of each regime) where performance was drawn from the bands.
std::vector<Message> monteCarloSentences(const MonteCarloSummary& m);

} // namespace ap::recommend_detail
