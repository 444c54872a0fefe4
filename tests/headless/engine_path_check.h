#pragma once

// One engine path, checked without Qt (the Qt Test suite tst_engine_path and the headless
// driver both call it): every top-10 candidate of a study, turned into a scenario the way
// "Add as scenario" does (core/recommend/candidate_scenario), is accepted by the project
// validator and evaluates through `accelplan-cli evaluate`'s path (evaluateScenario and its
// JSON) to the figures it was ranked with.

#include "perf/scenario_evaluation.h"
#include "project/project.h"
#include "recommend/candidate_scenario.h"
#include "recommend/recommend.h"
#include "test_context.h"
#include "test_paths.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace ap::test {

struct EnginePathReport {
    int candidates = 0;                  // top-10 candidates checked
    int costsCompared = 0;               // of which with cost, energy and CO2 compared too
    std::vector<std::string> mismatches; // empty: every figure agrees
};

// The bundled examples, sorted.
inline std::vector<std::filesystem::path> bundledExamples()
{
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(testSourceStd("/data/examples")))
        if (e.path().extension() == ".accelplan")
            files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

// `data`: what both the search and `evaluate` read (perf/data_context.h).
inline EnginePathReport checkEnginePath(const Project& project, const StudySpec& study,
                                        const DataContext& data = shippedData())
{
    EnginePathReport out;
    RecommendOptions o;
    o.sensitivity = false;
    o.monteCarlo = false;
    const Recommendation r = recommend(project, study, data, o);
    const Scenario* tmpl = templateScenario(project, study);
    if (!tmpl) {
        out.mismatches.push_back("no template scenario");
        return out;
    }
    for (size_t k = 0; k < std::min<size_t>(10, r.ranked.size()); ++k) {
        const Candidate& c = r.ranked[k];
        const std::string what = c.label();
        auto expect = [&](const char* figure, double ranked, double evaluated) {
            if (std::abs(ranked - evaluated) >
                1e-9 * std::max({1.0, std::abs(ranked), std::abs(evaluated)}))
                out.mismatches.push_back(what + ": " + figure + " " + std::to_string(ranked) +
                                         " ranked, " + std::to_string(evaluated) +
                                         " from evaluate");
        };
        ++out.candidates;
        // The validator accepts it: the project, saved and read back, holds the scenario.
        Project added = project;
        added.scenarios.push_back(scenarioFromCandidate(*tmpl, c));
        Scenario s;
        try {
            s = projectFromJson(projectToJson(added)).scenarios.back();
        } catch (const std::exception& e) {
            out.mismatches.push_back(what + ": the validator refuses it: " + e.what());
            continue;
        }
        // `accelplan-cli evaluate --json`: the same functions, the same document.
        const ScenarioResult res = evaluateScenario(s, data);
        if (!res.feasible) {
            out.mismatches.push_back(what + ": infeasible as a scenario: " +
                                     (res.problems.empty() ? "" : res.problems.front().english()));
            continue;
        }
        const nlohmann::json j = scenarioResultToJson(res);
        if (c.training) {
            const auto& t = j["training"];
            expect("time to train", c.timeToTrainSec, t["time_to_train_s"].get<double>());
            expect("step time", c.stepTimeSec, t["step_time_s"].get<double>());
            expect("tokens/s", c.trainingTokensPerSec, t["tokens_per_s"].get<double>());
        } else {
            const auto& i = j["inference"];
            expect("TTFT", c.ttftSec, i["ttft_with_network_s"].get<double>());
            expect("request latency", c.requestLatencySec,
                   i["request_latency_with_network_s"].get<double>());
            expect("TPOT", c.tpotSec, i["tpot_s"].get<double>());
            expect("output tokens/s", c.outputTokensPerSec, i["output_tokens_per_s"].get<double>());
        }
        // A serving pair with a fallback site too: its scenario prices the fallback replica
        // (placement.fallback_replica) as the search did, the pair's Fallback cost part.
        if (!j["per_work"].is_object()) {
            out.mismatches.push_back(what + ": evaluate reports no per-work figures");
            continue;
        }
        const auto& w = j["per_work"];
        expect("cost per work", c.costPerWorkUsd, w["cost_usd"].get<double>());
        expect("energy per work", c.energyKwhPerWork, w["energy_kwh"].get<double>());
        expect("CO2 per work", c.co2KgPerWork, w["co2_kg"].get<double>());
        expect("horizon cost", c.horizonCostUsd, j["cost"]["total_cost_usd"].get<double>());
        // The draw the study's site_power_kw is checked against: one rule (the placement
        // model's), so the candidate's limit holds for the scenario too.
        if (!j["cost"].contains("facility_power_w")) {
            out.mismatches.push_back(what + ": evaluate reports no facility power");
            continue;
        }
        expect("facility power", c.facilityPowerWatts, j["cost"]["facility_power_w"].get<double>());
        ++out.costsCompared;
    }
    return out;
}

} // namespace ap::test
