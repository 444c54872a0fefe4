#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QString>

#include <optional>
#include <string>

namespace ap {

class ProjectDocument;
struct Scenario;

// Facade for the editors (scenario editor, study editor, scenario list): every call validates
// the edit through the core's project reader (core/project/project_edit.h, the rules
// `accelplan-cli evaluate` applies), and on success pushes ONE undoable command. On failure
// nothing is pushed and the reason, naming the field, is returned; an empty string means
// done (or nothing to do).
namespace commands {

// Checks without applying: the reason the value would be refused, or empty.
QString checkScenarioValue(const ProjectDocument& document, int row, const std::string& pointer,
                           const std::optional<nlohmann::json>& value);
// Sets (value) or resets to its default (nullopt) one key of scenario `row`. Consecutive
// edits of the same key of the same scenario merge into one undo step. `label` names the
// field for the Edit menu ("Tokens").
QString editScenarioValue(ProjectDocument& document, int row, const std::string& pointer,
                          const std::optional<nlohmann::json>& value, const QString& label);

QString checkStudyValue(const ProjectDocument& document, int index, const std::string& pointer,
                        const std::optional<nlohmann::json>& value);
QString editStudyValue(ProjectDocument& document, int index, const std::string& pointer,
                       const std::optional<nlohmann::json>& value, const QString& label);

// Scenario list. Names are made unique (" (2)") where a scenario is added.
QString insertScenario(ProjectDocument& document, int row, Scenario scenario);
QString duplicateScenario(ProjectDocument& document, int row);
QString removeScenario(ProjectDocument& document, int row);
// Moves scenario `row` by `delta` places (-1 up, +1 down).
QString moveScenario(ProjectDocument& document, int row, int delta);
// Renames; studies naming the scenario as their template follow.
QString renameScenario(ProjectDocument& document, int row, const QString& name);

// A scenario to start from when the project has none: Llama 3 8B served on one H100
// (published shape: Grattafiori et al. 2024, Table 3).
Scenario starterScenario();

// Study list: `study` is one entry of the `recommend` list as written.
QString insertStudy(ProjectDocument& document, int index, const nlohmann::json& study);
QString duplicateStudy(ProjectDocument& document, int index);
QString removeStudy(ProjectDocument& document, int index);
// A study of scenario `row` (minimise cost), named after it.
nlohmann::json starterStudy(const ProjectDocument& document, int row);

} // namespace commands
} // namespace ap
