#pragma once

#include <QString>
#include <QVariant>

namespace ap {

class ProjectDocument;
struct Scenario;

// The inputs of a scenario that views may edit.
enum class ScenarioField { Name, Device, Count, Tensor, Pipeline, Precision, Batch };

// Facade over the undo commands (Subsurface's Command::editDive style): views call these and
// never build QUndoCommands themselves.
namespace commands {

// Returns `scenario` with `field` set to `value`, or sets `error` and returns false.
// Count, tensor and pipeline re-derive the data-parallel degree (count / (tensor x pipeline
// x context)), as a project file without "data" would. Batch is the inference batch
// (a number or "max") or the training global batch in sequences.
bool applyScenarioField(Scenario& scenario, ScenarioField field, const QVariant& value,
                        QString* error);

// Checks a project with `scenario` at `row` the way opening its file would (projectToJson and
// back through projectFromJson). Empty when valid, else the reason naming the field.
QString validateScenario(const ProjectDocument& document, int row, const Scenario& scenario);

// Edits one field of scenario `row` through the document's undo stack. An invalid value
// changes nothing, pushes nothing and returns the reason; an unchanged value is a no-op.
// Returns an empty string on success.
QString editScenarioField(ProjectDocument& document, int row, ScenarioField field,
                          const QVariant& value);

// Appends `scenario` to the project through the undo stack; undo removes it again. A name
// already taken gets a " (2)", " (3)", ... suffix, because studies find their template
// scenario by name. A scenario that would make the project invalid pushes nothing and
// returns the reason naming the field; an empty string means it was added.
QString addScenario(ProjectDocument& document, Scenario scenario);

} // namespace commands
} // namespace ap
