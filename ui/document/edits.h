#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QVariant>

#include <optional>
#include <string>

namespace ap {

class ProjectDocument;
struct PlacementSpec;
struct Scenario;
struct StudySpec;

// The inputs of a scenario that the scenario table edits.
enum class ScenarioField { Name, Device, Count, Tensor, Pipeline, Precision, Batch };

// The facade every view edits the project through (Subsurface's Command::editDive style):
// the scenario table, the scenario and study editors, the scenario list, the recommendation's
// "add as scenario". Every call validates the edit through the core's project reader
// (core/project/project_edit.h, the rules `accelplan-cli evaluate` applies) and on success
// pushes ONE undoable command of the three kinds in document/undo_commands.h (SetField,
// InsertRemove, Move). On failure nothing is pushed and the reason, naming the field, is
// returned; an empty string means done (or nothing to do).
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

// Returns `scenario` with `field` set to `value`, or sets `error` and returns false.
// Count, tensor and pipeline re-derive the data-parallel degree (count / (tensor x pipeline
// x context)), as a project file without "data" would. Batch is the inference batch
// (a number or "max") or the training global batch in sequences.
bool applyScenarioField(Scenario& scenario, ScenarioField field, const QVariant& value,
                        QString* error);

// Checks a project with `scenario` at `row` the way opening its file would. Empty when
// valid, else the reason naming the field.
QString validateScenario(const ProjectDocument& document, int row, const Scenario& scenario);

// Edits one field of scenario `row` (the table's cells). An invalid value changes nothing,
// pushes nothing and returns the reason; an unchanged value is a no-op. Each edit is its own
// undo step (a cell is committed once, on Enter).
QString editScenarioField(ProjectDocument& document, int row, ScenarioField field,
                          const QVariant& value);

// Appends `scenario` (the recommendation's candidate, a copy in tests); undo removes it. A
// name already taken gets a " (2)", " (3)", ... suffix, because studies find their template
// scenario by name. A scenario that would make the project invalid pushes nothing and
// returns the reason naming the field.
QString addScenario(ProjectDocument& document, Scenario scenario);

// Sets scenario `row`'s `placement` object (the price editor's overrides, checked against
// the price book by its caller). Validated as the file would be; `text` names the step.
QString editScenarioPlacement(ProjectDocument& document, int row, const PlacementSpec& placement,
                              const QString& text);

// Sets the project's calibration to the file at `calibrationFile` (the calibrate dialog's "Use
// for this project"), stored relative to the project's folder where it has one
// (project/calibration_reference.h); one undo step puts the previous calibration back. A file
// that does not load as a calibration pushes nothing and returns the reason.
QString setCalibration(ProjectDocument& document, const QString& calibrationFile);

// A scenario to start from when the project has none: Llama 3 8B served on one H100
// (published shape: Grattafiori et al. 2024, Table 3).
Scenario starterScenario();

// Study list (typed entries of the `recommend` list), checked as the file would be (unique
// names, an existing template scenario).
QString insertStudy(ProjectDocument& document, int index, StudySpec study);
QString duplicateStudy(ProjectDocument& document, int index);
QString removeStudy(ProjectDocument& document, int index);
// Moves study `index` by `delta` places (-1 up, +1 down).
QString moveStudy(ProjectDocument& document, int index, int delta);
// A study of scenario `row` (minimise cost), named after it.
StudySpec starterStudy(const ProjectDocument& document, int row);

} // namespace commands
} // namespace ap
