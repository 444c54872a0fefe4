#pragma once

#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"

#include <optional>

#include <string>
#include <vector>

namespace ap {

class JsonObjectWriter;

// The `evaluate --json` document written without building a tree (common/json_writer.h;
// issue #30: building and dumping the tree took ~8x the evaluation): the same text as
// evaluationToJson(results).dump(2), byte for byte. The tree functions stay the reference:
// a key added to one must be added to the other, and tst_evaluate_json (every example and
// test project) and the project fuzzer compare the two texts.
std::string evaluationJsonText(const std::vector<ScenarioResult>& results);
// The same document with each result's prediction bands (perf/prediction_band.h; one per
// result, nothing: none): the `*_p10` / `*_p90` keys next to the figures they bound and
// `prediction_band`, as addPredictionBands adds them to the tree.
std::string evaluationJsonText(const std::vector<ScenarioResult>& results,
                               const std::vector<std::optional<ScenarioBands>>& bands);

// The parts of that document, as members added to `o`: costReportToJson's
// (placement/cost_report.cpp) and reliabilityResultToJson's (reliability/reliability_model.cpp).
void addCostReportMembers(JsonObjectWriter& o, const CostReport& r);
void addReliabilityResultMembers(JsonObjectWriter& o, const ReliabilityResult& r);

} // namespace ap
