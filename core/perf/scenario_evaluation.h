#pragma once

#include "hardware/catalog.h"
#include "perf/data_context.h"
#include "perf/inference_model.h"
#include "perf/training_model.h"
#include "project/project.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace ap {

struct ScenarioResult {
    std::string name;
    bool feasible = true;
    std::vector<Message> problems; // for the user: english() in files, translated in the UI
    std::optional<TrainingResult> training;
    std::optional<InferenceResult> inference;
    std::optional<ReliabilityResult> reliability; // training: failures, checkpoints, goodput
    std::optional<CostReport> cost;               // when the scenario has a placement
    std::optional<WorkloadDemand> demand;         // what the placement priced
    double memoryPerDeviceBytes = 0;
    // The software stack that runs it (`software_stack`, "auto" resolved for the device), the
    // scale on the roofline fractions it gets and whether calibration rows of that stack
    // fitted the scale (else the reference stack's efficiency is assumed).
    std::string softwareStack;
    bool softwareStackAuto = true;
    double stackEfficiencyScale = 1.0;
    bool stackCalibrated = true;
};

// Evaluates one scenario with this data (its catalog, prices, sites and efficiency
// parameters). Never throws for a problem of the scenario itself (an unknown device, a
// precision the device cannot run): those become `problems`.
ScenarioResult evaluateScenario(const Scenario& s, const DataContext& data);
// Time to train as every output shows it: with interruptions, checkpoint stalls and
// stragglers when the reliability model ran, else tokens / tokens_per_s.
double timeToTrainSec(const ScenarioResult& r);
std::vector<ScenarioResult> evaluateProject(const Project& p, const DataContext& data);

// The software stack line every output shows (CLI text, playbook): "fsdp: PyTorch FSDP
// (torchtitan, llm-foundry); efficiency x0.97 (fitted)". Empty when no stack was resolved.
std::string softwareStackText(const ScenarioResult& r);

// The `evaluate --json` document (CONTRACT.md fields plus breakdowns).
nlohmann::json scenarioResultToJson(const ScenarioResult& r);
nlohmann::json evaluationToJson(const std::vector<ScenarioResult>& results);

} // namespace ap
