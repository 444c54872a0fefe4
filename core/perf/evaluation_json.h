#pragma once

#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"

#include <optional>

#include <string>
#include <vector>

namespace ap {

class JsonObjectWriter;

// The `evaluate --json` document written without building a tree (common/json_writer.h;
// issue #30: building and dumping the tree took ~8x the evaluation), byte for byte what
// nlohmann::json's dump(2) prints of the same values. This writer is the one definition of the
// document's fields: the tree functions (scenarioResultToJson, evaluationToJson,
// addPredictionBands, costReportToJson, reliabilityResultToJson) parse its text.
std::string evaluationJsonText(const std::vector<ScenarioResult>& results);
// The same document with each result's prediction bands (perf/prediction_band.h; one per
// result, nothing: none): the `*_p10` / `*_p90` keys next to the figures they bound and
// `prediction_band`, as addPredictionBands adds them to the tree.
// With the evaluated scenarios (in the results' order), each served result also carries
// `inference.latency_warning` (perf/interactive_latency.h): null, or the warning's sentence.
std::string evaluationJsonText(const std::vector<ScenarioResult>& results,
                               const std::vector<std::optional<ScenarioBands>>& bands,
                               const std::vector<Scenario>* scenarios = nullptr);

// The parts of that document, as members added to `o`: the cost report (its one definition,
// placement/cost_report.cpp; costReportToJson parses it) and the reliability result
// (reliability/reliability_model.cpp; reliabilityResultToJson parses it).
void addCostReportMembers(JsonObjectWriter& o, const CostReport& r);
void addReliabilityResultMembers(JsonObjectWriter& o, const ReliabilityResult& r);

} // namespace ap
