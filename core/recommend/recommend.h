#pragma once

#include "common/message.h"
#include "common/problem_kind.h"
#include "perf/data_context.h"
#include "placement/site.h"
#include "project/project.h"
#include "roofline/roofline.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace ap {

class BandTable;

inline constexpr int kObjectiveCount = 6; // indexes: static_cast<int>(Objective)

// What bounds a candidate: serving, the roofline ceiling of its decode step; training, whether
// computing or communicating takes most of a step. None for an option never evaluated.
enum class Binding { None, Compute, Communication, Cache, Memory, HostLink, ScaleUp, ScaleOut };
std::string_view bindingName(Binding b); // "" for None, else "compute", "memory", ...
Binding bindingOf(Ceiling c);
// The binding as a translatable phrase ("Training is %1-bound here"); english() is its name.
Message bindingMessage(Binding b);

// One option the search looked at: a device, how many, how they split the work, and where
// they run under which terms, with the figures every objective needs.
struct Candidate {
    int id = 0; // position in the evaluation order (stable across runs and thread counts)
    std::string deviceId;
    std::string architecture;
    DeviceKind deviceKind = DeviceKind::Gpu;
    bool training = false; // a training run (else a serving deployment)
    int count = 0;         // devices in the whole deployment
    Parallelism parallelism;
    double microBatchSequences = 0; // training (0 for serving)
    Recompute recompute = Recompute::None;
    int replicas = 1; // serving: model copies (count = replicas x tensor x pipeline)
    double batch = 0; // serving: concurrent sequences per replica

    std::string site;
    std::optional<SiteKind> siteKind; // none when the option was rejected before placing
    bool cloud = false;               // rented capacity (cloud region)
    Commitment commitment = Commitment::OnDemand;
    std::string fallbackSite; // serving: site taking over when the primary is down

    // Performance.
    double trainingTokensPerSec = 0;
    double stepTimeSec = 0;
    double mfu = 0;
    double timeToTrainSec = 0; // incl. failures, checkpoint stalls, stragglers
    double goodput = 1;
    double timeoutsPerDay = 0;
    double interruptionsPerDay = 0;
    double outputTokensPerSec = 0;       // serving capacity, all replicas
    double servedOutputTokensPerSec = 0; // demand served (<= capacity)
    double requestsPerSec = 0;
    double ttftSec = 0; // incl. the network round trip to the users
    double tpotSec = 0;
    double requestLatencySec = 0;
    // What the serving objectives are checked on (perf/engine_stages.h, sloLatencies): at
    // slo.percentile the percentile's TTFT incl. the network and TPOT, else ttftSec, tpotSec.
    double sloTtftSec = 0;
    double sloTpotSec = 0;
    Binding binding = Binding::None; // what binds the dominant phase

    // Economics, energy, risk.
    double costPerWorkUsd = 0;   // per training run, or per million served output tokens
    double totalCostUsd = 0;     // over the placement horizon (training: the run's share)
    double horizonCostUsd = 0;   // the placement's whole cash flow over its horizon (owned:
                                 // buying and running the hardware for all of it)
    int horizonMonths = 0;       // of the placement (monthly cost = horizonCostUsd / it)
    double usdPerDeviceHour = 0; // all-in, per useful device-hour
    double energyKwhPerWork = 0;
    double co2KgPerWork = 0;
    double facilityPowerWatts = 0; // devices + host share, times PUE
    double availability = 1;
    double risk = 0; // relative standard deviation of the cost per work (first order)
    std::vector<std::pair<std::string, double>> riskTerms; // what the risk is made of
    // Shares of the cost per work, for what-if re-ranking (sum to 1).
    double cloudComputeShare = 0; // rented device-hours and API bills
    double capexShare = 0;        // owned hardware incl. financing, maintenance
    double networkShare = 0;      // owned fabric (ports, cables, switches) as charged
    double powerShare = 0;        // electricity
    double egressShare = 0;
    double otherShare = 0;       // space, staff, storage
    std::string priceConfidence; // of the device price used

    // The limits the search held it to, which the scenario it becomes keeps
    // (scenarioFromCandidate): the serving objectives (a study's ttft_ms/tpot_ms, else the
    // workload's slo) and, where a study's power_kw or site_power_kw is tighter than the site's
    // own envelope, that envelope (written as the site's power_kw in the scenario's placement).
    std::optional<double> ttftObjectiveSec;
    std::optional<double> tpotObjectiveSec;
    std::optional<double> studyPowerEnvelopeWatts;

    bool feasible = true;
    std::vector<Message> problems;          // why not (first reason first)
    std::optional<ProblemKind> rejectedFor; // the first problem's kind

    std::array<double, kObjectiveCount> objectives{}; // by Objective; lower is better
    std::string label() const;    // "64 x nvidia-h100-sxm5-80gb @ aws-us-east-1 (3y), TP8 PP2 DP4"
    Message labelMessage() const; // the same, for translation (label() is its english())
};

// An input moved to see what it does to the answer.
struct TornadoBar {
    std::string input;     // "cloud device-hour prices"
    std::string lowLabel;  // "-30%"
    std::string highLabel; // "+30%"
    double lowValue = 0;   // the winner's objective with the input at its low end
    double highValue = 0;
    double baseValue = 0;
    std::string lowWinner; // the best candidate at that end (label)
    std::string highWinner;
};

// The smallest change of one input that makes another candidate win.
struct FlipPoint {
    std::string input;
    std::string change;    // "+37% (x1.37)", "deadline below 41.2 days"
    double factor = 0;     // multiplier on the input (1 = unchanged); 0 for thresholds
    std::string newWinner; // label
    Message sentence;      // in words
    // The constraint the winner itself fails at the flip (nullopt: another option simply
    // does better there).
    std::optional<ProblemKind> constraint;
};

struct MonteCarloOption {
    int candidateId = 0;
    std::string label;
    double probabilityBest = 0; // of having the lowest objective value
    double p10 = 0, p50 = 0, p90 = 0;
    double mean = 0;
    // Share of the samples in which the option breaks a constraint of the study (it cannot
    // win those; its figures there still count in the spread).
    double infeasibleShare = 0;
    // The objective in each sample that has a figure, in the order of the samples (the
    // histogram of the GUI and the playbook; not written to JSON).
    std::vector<double> samples;
    // The prediction band its performance was drawn from (perf/prediction_band.h): the regime,
    // the measured runs of its pool and the pool, and the P10/P90 of the factor on its speed
    // over the samples. Empty regime where no band applies (a model API; a study's own
    // efficiency_cv), the factors then 1.
    std::string bandRegime;
    std::string bandPool;
    int bandRows = 0;
    double speedFactorP10 = 1, speedFactorP90 = 1;
};

struct MonteCarloSummary {
    int samples = 0;
    std::uint64_t seed = 0;
    Objective objective = Objective::Cost;
    std::vector<MonteCarloOption> options;
    double probabilityWinnerBeatsRunnerUp = 0;
    std::vector<Message> inputs; // what was sampled, with its spread
    // Whether the options' performance was drawn from the prediction bands (the model's own
    // error on measured runs) rather than from a study's efficiency_cv.
    bool performanceFromBands = false;
};

struct RejectionCount {
    ProblemKind reason = ProblemKind::Placement;
    int count = 0;
    Message example; // one problem text
};

namespace recommend_detail {
struct SearchState;
}

struct Recommendation {
    std::string study;        // the study's name
    std::string scenario;     // the template scenario
    std::string workloadKind; // training, inference
    Objective objective = Objective::Cost;
    std::vector<Objective> paretoObjectives;

    int layoutsEvaluated = 0;    // performance evaluations (device x count x layout)
    int candidatesEvaluated = 0; // placed candidates (layout x site x commitment x fallback)
    int candidatesFeasible = 0;
    double searchSeconds = 0; // wall time of the search

    std::vector<Candidate> ranked; // feasible, best first (top N)
    std::vector<Candidate> pareto; // the non-dominated feasible candidates
    std::vector<RejectionCount> rejections;
    std::vector<Candidate> bestRejected; // the best option per rejection reason, for "why not"
    std::vector<Message> explanation;    // why the winner wins, in words
    std::vector<FlipPoint> flips;
    std::vector<TornadoBar> tornado;
    std::optional<MonteCarloSummary> monteCarlo;
    std::vector<Message> notes; // assumptions and limits of the search

    // What the search evaluated (the study, its inputs, every candidate), kept so that
    // rerank() can order the same candidates by another objective without searching again.
    // Shared by copies; null for a result built by hand.
    std::shared_ptr<recommend_detail::SearchState> searchState;
};

// Progress and cancellation of a running search, shared with the thread that started it (a
// GUI polls it on a timer). Plain atomics: the search's worker threads update them without
// locks, and whoever reads them sees a count that only grows.
struct SearchProgress {
    std::atomic<bool> cancel{false}; // set by the caller: the search stops at its next job
    std::atomic<int> jobsDone{0};    // layout jobs and placements finished
    std::atomic<int> jobsTotal{0};   // grows as stages start (layouts first, then placements)
    std::atomic<int> candidatesEvaluated{0}; // placed candidates so far
};

// Thrown by recommend() when SearchProgress::cancel was set before it finished.
class SearchCancelled : public std::runtime_error {
public:
    SearchCancelled()
        : std::runtime_error("the search was cancelled")
    {
    }
};

struct RecommendOptions {
    int threads = 0; // 0: hardware concurrency
    bool sensitivity = true;
    bool monteCarlo = true;
    SearchProgress* progress = nullptr; // optional: counts and the cancel flag
    // The prediction bands the explanation and the Monte Carlo read (null: bandTableFor() the
    // data's calibration: shippedBandTable() moved by a project's own calibration rows,
    // the shipped model's errors on the measurements the project keeps).
    const BandTable* bandTable = nullptr;
};

// Runs one study: enumerates candidates around the template scenario, evaluates them with the
// performance, reliability and placement models, drops the infeasible, ranks the rest and
// explains the result. Deterministic for a given input whatever the thread count. Throws
// InputError for a study that cannot start (unknown template scenario, no device to search).
Recommendation recommend(const Project& project, const StudySpec& study, const DataContext& data,
                         const RecommendOptions& options = {});

// The same candidates ranked by another objective: the ranking, the Pareto front's order,
// the explanation, the sensitivities and the Monte Carlo odds are rebuilt for `objective`;
// nothing is evaluated again, so the figures of every candidate are those of the search.
// Throws std::logic_error for a recommendation without a search state.
Recommendation rerank(const Recommendation& result, Objective objective,
                      const RecommendOptions& options = {});

// The studies of a project: its `recommend` list, or one default study per scenario with a
// distinct workload when the project has none.
std::vector<StudySpec> studiesOf(const Project& project);

// The `recommend --json` document.
nlohmann::json candidateToJson(const Candidate& c);
nlohmann::json recommendationToJson(const Recommendation& r);
nlohmann::json recommendationsToJson(const std::vector<Recommendation>& list);

} // namespace ap
