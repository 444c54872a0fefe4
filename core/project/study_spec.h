#pragma once

#include "common/json_reader.h"
#include "economics/cloud_tco.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ap {

// What a recommendation minimises. Cost is per unit of work (one training run, one million
// served output tokens); time is the time to train or the request latency; latency is the
// user's time to first token (serving) or the step time (training); energy and carbon are per
// unit of work; risk is the relative spread of the cost under the study's uncertainties.
enum class Objective { Cost, Time, Latency, Energy, Carbon, Risk };
std::string_view objectiveName(Objective o);
std::optional<Objective> parseObjective(std::string_view name);

// Hard limits a candidate must meet (the project's `recommend[].constraints`). Every field is
// optional; absent means "no limit" unless the comment names a default.
struct StudyConstraints {
    std::optional<double> deadlineSec;             // training: time to train incl. failures
    std::optional<double> minTrainingTokensPerSec; // training throughput
    std::optional<double> minOutputTokensPerSec;   // serving demand: sizes the replicas
    std::optional<double> minRequestsPerSec;       // serving demand, in requests
    std::optional<double> ttftSec;    // default: the workload's SLO; includes the network
    std::optional<double> tpotSec;    // default: the workload's SLO
    std::optional<double> budgetUsd;  // training: per run; serving: total over the horizon
    std::optional<double> powerWatts; // any one site (facility power incl. PUE)
    std::map<std::string, double> sitePowerWatts; // per site id, overrides powerWatts
    std::optional<double> availability; // serving: end-to-end (site x path, with fallback)
    std::optional<std::vector<std::string>> dataClasses; // default: the template's placement
    bool operator==(const StudyConstraints&) const = default;
};

// Caps that keep the worst allowed study (every device x every site x the most and largest
// counts x the most Monte Carlo work) within a minute and 2 GB on two cores (#29; measured in
// docs/hardening.md).
inline constexpr std::size_t kMaxSearchCounts = 64;       // entries of search.counts
inline constexpr double kMaxMonteCarloEvaluations = 10e6; // samples x candidates

// The space searched (the project's `recommend[].search`).
struct StudySearch {
    std::vector<std::string> devices; // empty: every catalog device
    std::vector<std::string> sites;   // empty: every site of the site catalog
    std::vector<Commitment> commitments = {Commitment::OnDemand, Commitment::Commit1y,
                                           Commitment::Commit3y, Commitment::Spot};
    std::vector<int> counts; // training device counts; empty: powers of two up to maxDevices
    int maxDevices = 16384;
    bool fallback = true; // serving: also pair an owned site with a cloud fallback
    bool operator==(const StudySearch&) const = default;
};

// Monte Carlo over the inputs nobody knows exactly (the project's `recommend[].uncertainty`).
// Price spreads follow each price's stated confidence; the efficiency spread defaults to the
// calibration's median error.
struct UncertaintySpec {
    int samples = 10000;
    std::uint64_t seed = 42;
    int candidates = 5;                 // top candidates compared
    double utilisationSd = 0.1;         // absolute, on owned sites' utilisation
    double failureRateCv = 0.5;         // interruption and timeout rates
    std::optional<double> efficiencyCv; // default: calibration median |error|
    double priceCvHigh = 0.05;
    double priceCvMedium = 0.15;
    double priceCvLow = 0.3;
    bool operator==(const UncertaintySpec&) const = default;
};

// One recommendation study: a template scenario (its workload, data and placement defaults)
// plus constraints, objective and search space.
struct StudySpec {
    std::string name;
    std::string scenario; // template scenario; empty: the first one
    Objective objective = Objective::Cost;
    std::vector<Objective> pareto; // empty: cost, time (training) or latency (serving), risk
    StudyConstraints constraints;
    StudySearch search;
    UncertaintySpec uncertainty;
    int top = 10; // ranked candidates reported
    bool operator==(const StudySpec&) const = default;
};

// Parses one entry of the project's `recommend` list. Throws InputError naming the field.
StudySpec parseStudySpec(const JsonReader& r);
// The entry as the writer writes it, spelled by the study schema (project/study_schema.h):
// only the keys away from their defaults, or with `full` every key at its effective value
// (where a save takes the keys its author wrote at their defaults from). parseStudySpec reads
// either back as `study`.
nlohmann::json studySpecToJson(const StudySpec& study, bool full = false);

// Constraints of the other kind of workload would be silently ignored (serving SLOs on a
// training study, a deadline on serving): throws InputError at `constraintsPath`.<key> naming
// the first one and the template scenario. Used by the CLI's reference check and the search.
void requireApplicableConstraints(const StudyConstraints& c, bool training,
                                  const std::string& templateName,
                                  const std::string& constraintsPath);

} // namespace ap
