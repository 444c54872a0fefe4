#pragma once

// Internals of the recommender shared by its translation units (search, ranking, explanation,
// uncertainty). Not part of the public API: see recommend.h.

#include "common/number_text.h"
#include "economics/price_book.h"
#include "perf/inference_model.h"
#include "perf/training_model.h"
#include "placement/placement.h"
#include "placement/site.h"
#include "recommend/recommend.h"
#include "reliability/reliability_model.h"

#include <memory>
#include <mutex>
#include <string>
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
    std::optional<double> ttftSec;
    std::optional<double> tpotSec;
    std::vector<std::string> notes;
    SearchProgress* progress = nullptr; // optional (RecommendOptions::progress)
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
    std::string problem;
    std::optional<ProblemKind> rejectedFor;
    std::optional<TrainingResult> training;       // without layer ops
    std::optional<ReliabilityResult> reliability; // training
    std::optional<InferenceResult> inference;     // one replica, without layer ops
};

// A candidate as the search keeps it: the public record plus how to rebuild its placement.
struct Evaluated {
    Candidate c;
    int perfIndex = -1;
    PlacementSpec placement; // as evaluated (primary)
    std::string priceKey;    // which price the cost rests on (for correlated sampling)
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
    Project project;
    Catalog catalog;
    StudyContext ctx;
    std::vector<PerfOption> perf;
    std::vector<Evaluated> all;
    int layoutsEvaluated = 0;
    double searchSeconds = 0;
    std::vector<std::string> notes; // the study defaults' notes, then the context's
    std::mutex mutex;               // ranking sets ctx.study.objective: one at a time
};

StudyContext makeContext(const Project& project, const StudySpec& study, const Catalog& catalog,
                         const EfficiencyParams& params);

// Stage 1: layouts. Appends one PerfOption per device x count (training: the fastest feasible
// layout) or per device x replica shape (serving); returns the layouts evaluated.
int searchLayouts(const StudyContext& ctx, int threads, std::vector<PerfOption>& out);

// Stage 2: placements of every option; infeasible ones carry their problems.
std::vector<Evaluated> placeOptions(const StudyContext& ctx, const std::vector<PerfOption>& perf,
                                    int threads);

// The calibration's relative spread of the device's efficiency (wider where uncalibrated).
double efficiencyCvFor(const StudyContext& ctx, const Device& d);

// Whether the price book has a price for a device at a cloud site under a commitment.
bool hasCloudPrice(const StudyContext& ctx, const Site& s, const std::string& deviceId,
                   Commitment c);

// The device price a placement rests on (a key shared by every option paying it, for
// correlated sampling) and how sure the book is of it (high, medium, low).
std::pair<std::string, std::string> priceOf(const StudyContext& ctx, const Site& s,
                                            const std::string& deviceId, Commitment c);

// The candidate's first-order risk (relative spread of its cost per work) and its terms.
void addRisk(const StudyContext& ctx, const std::string& confidence, Evaluated& e);

// The study's constraints checked against a placed candidate: each one missed makes it
// infeasible with its problem (the first sets rejectedFor).
void checkConstraints(const StudyContext& ctx, const Site& site, Evaluated& e);

// Relative spread of a price of the given confidence (high, medium, low; missing = low).
double priceCv(const StudyContext& ctx, const std::string& confidence);

// What the placement model is asked to price for one option.
WorkloadDemand demandOf(const StudyContext& ctx, const PerfOption& o, double utilisation);

// The objective value of a candidate when inputs move (1 = as evaluated).
struct Modifiers {
    double cloudPrice = 1;
    double ownedPrice = 1;
    double powerPrice = 1;
    double utilisation = 1; // multiplier on the owned site's utilisation
    double egress = 1;
    double efficiency = 1; // >1: faster kernels
    double failureRate = 1;
    double demand = 1; // serving demand (replicas re-sized in whole replicas)
};
double objectiveUnder(const Evaluated& e, Objective o, const Modifiers& m);

// Explanation, flip points and tornado for a ranked list (best first).
void explain(const StudyContext& ctx, const std::vector<PerfOption>& perf,
             const std::vector<const Evaluated*>& feasible,
             const std::vector<const Evaluated*>& rejected, Recommendation& r);

MonteCarloSummary monteCarlo(const StudyContext& ctx,
                             const std::vector<const Evaluated*>& feasible);

// Applies a modifier set to a whole feasible list and returns the best (nullptr if none).
const Evaluated* bestUnder(const std::vector<const Evaluated*>& feasible, Objective o,
                           const Modifiers& m);

} // namespace ap::recommend_detail
