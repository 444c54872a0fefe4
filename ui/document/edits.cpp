#include "document/edits.h"

#include "common/input_error.h"
#include "document/project_document.h"
#include "document/undo_commands.h"
#include "format/message_text.h"
#include "format/shown_name.h"
#include "perf/efficiency_params.h"
#include "project/calibration_reference.h"
#include "project/project_edit.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <exception>
#include <nlohmann/json.hpp>
#include <set>

namespace ap::commands {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("ap::commands", text);
}

QString reasonOf(const std::exception& e)
{
    return errorText(e);
}

using Action = InsertRemoveCommand::Action;

// Nothing to push: the same values and, for the placement, the same keys written (a field set
// to its default value in the editor is kept as the author's explicit key; PlacementSpec's ==
// leaves fileKeys out).
bool unchanged(const Scenario& a, const Scenario& b)
{
    if (!(a == b))
        return false;
    using Keys = std::set<std::string>;
    return !a.placement || static_cast<const Keys&>(a.placement->fileKeys) ==
                               static_cast<const Keys&>(b.placement->fileKeys);
}

// One scenario's field set: a SetField step; `mergeKey` non-empty merges consecutive edits.
void pushScenarioValue(ProjectDocument& document, int row, Scenario after, std::string mergeKey,
                       const QString& text)
{
    std::vector<SetFieldCommand::ScenarioChange> changes;
    changes.push_back({row, document.scenario(row), std::move(after)});
    document.undoStack()->push(
        new SetFieldCommand(&document, std::move(changes), {}, std::move(mergeKey), text));
}

// The studies that differ between the document and `after`, as StudyChanges (the list's
// length is the same).
std::vector<SetFieldCommand::StudyChange> studyChanges(const ProjectDocument& document,
                                                       const Project& after)
{
    const std::vector<StudySpec>& before = document.project().studies;
    std::vector<SetFieldCommand::StudyChange> changes;
    for (size_t i = 0; i < before.size() && i < after.studies.size(); ++i)
        if (!(before[i] == after.studies[i]))
            changes.push_back({int(i), before[i], after.studies[i]});
    return changes;
}

void pushScenarioInsert(ProjectDocument& document, int row, Scenario scenario, const QString& text)
{
    document.undoStack()->push(
        new InsertRemoveCommand(&document, Action::Insert, row, std::move(scenario), text));
}

// Names as the undo stack's texts (the Edit menu) and messages show them: bounded.
QString scenarioName(const ProjectDocument& document, int row)
{
    return shownName(document.scenario(row).name);
}

QString studyName(const ProjectDocument& document, int index)
{
    const std::string& name = document.study(index).name;
    return name.empty() ? QCoreApplication::translate("ap::commands", "study %1").arg(index + 1)
                        : shownName(name);
}

} // namespace

QString checkScenarioValue(const ProjectDocument& document, int row, const std::string& pointer,
                           const std::optional<nlohmann::json>& value)
{
    try {
        document.check(withScenarioValue(document.project(), row, pointer, value));
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    return {};
}

QString editScenarioValue(ProjectDocument& document, int row, const std::string& pointer,
                          const std::optional<nlohmann::json>& value, const QString& label)
{
    Project edited;
    try {
        edited = withScenarioValue(document.project(), row, pointer, value);
        document.check(edited);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    const Scenario& before = document.scenario(row);
    Scenario after = edited.scenarios.at(size_t(row));
    if (unchanged(after, before))
        return {};
    const QString text = tr("Change %1 of \"%2\"").arg(label, scenarioName(document, row));
    pushScenarioValue(document, row, std::move(after),
                      "scenario:" + std::to_string(row) + ":" + pointer, text);
    return {};
}

QString checkStudyValue(const ProjectDocument& document, int index, const std::string& pointer,
                        const std::optional<nlohmann::json>& value)
{
    try {
        document.check(withStudyValue(document.project(), index, pointer, value));
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    return {};
}

QString editStudyValue(ProjectDocument& document, int index, const std::string& pointer,
                       const std::optional<nlohmann::json>& value, const QString& label)
{
    Project edited;
    try {
        edited = withStudyValue(document.project(), index, pointer, value);
        document.check(edited);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    std::vector<SetFieldCommand::StudyChange> changes = studyChanges(document, edited);
    if (changes.empty())
        return {};
    document.undoStack()->push(new SetFieldCommand(
        &document, {}, std::move(changes), "study:" + std::to_string(index) + ":" + pointer,
        tr("Change %1 of study \"%2\"").arg(label, studyName(document, index))));
    return {};
}

QString insertScenario(ProjectDocument& document, int row, Scenario scenario)
{
    Project after = document.project();
    // A name the user did not give is in the user's language, as every name the GUI makes is.
    scenario.name = uniqueScenarioName(after, scenario.name.empty() ? tr("Scenario").toStdString()
                                                                    : scenario.name);
    row = std::clamp(row, 0, int(after.scenarios.size()));
    after.scenarios.insert(after.scenarios.begin() + row, scenario);
    try {
        document.check(after);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    const QString text = tr("Add Scenario \"%1\"").arg(shownName(scenario.name));
    pushScenarioInsert(document, row, std::move(scenario), text);
    return {};
}

QString duplicateScenario(ProjectDocument& document, int row)
{
    if (row < 0 || row >= document.scenarioCount())
        return tr("No such scenario.");
    Scenario copy = document.scenario(row);
    // In the user's language ("... (Kopie)"): the name shows in every table.
    copy.name = uniqueScenarioName(
        document.project(), tr("%1 copy").arg(QString::fromStdString(copy.name)).toStdString());
    Project after = document.project();
    after.scenarios.insert(after.scenarios.begin() + row + 1, copy);
    try {
        document.check(after);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    pushScenarioInsert(document, row + 1, std::move(copy),
                       tr("Duplicate Scenario \"%1\"").arg(scenarioName(document, row)));
    return {};
}

QString removeScenario(ProjectDocument& document, int row)
{
    if (row < 0 || row >= document.scenarioCount())
        return tr("No such scenario.");
    Project after = document.project();
    after.scenarios.erase(after.scenarios.begin() + row);
    try {
        document.check(after);
    } catch (const InputError& e) {
        // The one way a removal fails: a study names this scenario as its template.
        return tr("Cannot delete \"%1\": %2").arg(scenarioName(document, row), errorText(e));
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    document.undoStack()->push(
        new InsertRemoveCommand(&document, Action::Remove, row, document.scenario(row),
                                tr("Delete Scenario \"%1\"").arg(scenarioName(document, row))));
    return {};
}

QString moveScenario(ProjectDocument& document, int row, int delta)
{
    const int to = row + delta;
    if (row < 0 || row >= document.scenarioCount() || to < 0 || to >= document.scenarioCount())
        return tr("Cannot move the scenario further.");
    document.undoStack()->push(new MoveCommand(
        &document, row, to,
        (delta < 0 ? tr("Move Scenario \"%1\" Up") : tr("Move Scenario \"%1\" Down"))
            .arg(scenarioName(document, row))));
    return {};
}

QString renameScenario(ProjectDocument& document, int row, const QString& name)
{
    const std::string trimmed = name.trimmed().toStdString();
    if (row < 0 || row >= document.scenarioCount())
        return tr("No such scenario.");
    if (trimmed == document.scenario(row).name)
        return {};
    Project after;
    try {
        after = withScenarioRenamed(document.project(), row, trimmed);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    const QString text =
        tr("Rename Scenario \"%1\" to \"%2\"").arg(scenarioName(document, row), shownName(trimmed));
    // One SetField step: the scenario's name and the studies that follow it.
    std::vector<SetFieldCommand::ScenarioChange> scenarios;
    scenarios.push_back({row, document.scenario(row), after.scenarios.at(size_t(row))});
    document.undoStack()->push(new SetFieldCommand(&document, std::move(scenarios),
                                                   studyChanges(document, after), {}, text));
    return {};
}

Scenario starterScenario()
{
    // Llama 3 8B: 32 layers, hidden 4096, 32 heads, 8 KV heads, FFN 14336, vocab 128256,
    // 8.03B parameters (Grattafiori et al. 2024, Table 3; Meta-Llama-3-8B config.json).
    const nlohmann::json scenario = {
        {"name", "Llama 3 8B on H100"},
        {"workload",
         {{"kind", "inference"},
          {"model",
           {{"parameters", 8.03e9},
            {"layers", 32},
            {"hidden", 4096},
            {"heads", 32},
            {"kv_heads", 8},
            {"ffn_hidden", 14336},
            {"vocab", 128256}}},
          {"precision", "bf16"},
          {"input_tokens", 1024},
          {"output_tokens", 256}}},
        {"cluster", {{"device", "nvidia-h100-sxm5-80gb"}, {"count", 1}}}};
    const nlohmann::json doc = {{"format", "accelplan-project"},
                                {"version", kProjectFormatVersion},
                                {"scenarios", nlohmann::json::array({scenario})}};
    Scenario s = projectFromJson(doc).scenarios.at(0);
    // The model and the device stay as the catalog names them; the sentence is the user's.
    s.name = tr("%1 on %2").arg(QStringLiteral("Llama 3 8B"), QStringLiteral("H100")).toStdString();
    return s;
}

QString insertStudy(ProjectDocument& document, int index, StudySpec study)
{
    Project after = document.project();
    index = std::clamp(index, 0, int(after.studies.size()));
    after.studies.insert(after.studies.begin() + index, study);
    try {
        validateProject(after);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    const QString text = tr("Add Study \"%1\"").arg(shownName(study.name));
    document.undoStack()->push(
        new InsertRemoveCommand(&document, Action::Insert, index, std::move(study), text));
    return {};
}

QString duplicateStudy(ProjectDocument& document, int index)
{
    if (index < 0 || index >= document.studyCount())
        return tr("No such study.");
    StudySpec copy = document.study(index);
    copy.name = tr("%1 copy")
                    .arg(copy.name.empty() ? tr("Study") : QString::fromStdString(copy.name))
                    .toStdString();
    return insertStudy(document, index + 1, std::move(copy));
}

QString removeStudy(ProjectDocument& document, int index)
{
    if (index < 0 || index >= document.studyCount())
        return tr("No such study.");
    Project after = document.project();
    after.studies.erase(after.studies.begin() + index);
    try {
        validateProject(after);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    document.undoStack()->push(
        new InsertRemoveCommand(&document, Action::Remove, index, document.study(index),
                                tr("Delete Study \"%1\"").arg(studyName(document, index))));
    return {};
}

QString moveStudy(ProjectDocument& document, int index, int delta)
{
    const int to = index + delta;
    if (index < 0 || index >= document.studyCount() || to < 0 || to >= document.studyCount())
        return tr("Cannot move the study further.");
    document.undoStack()->push(
        new MoveCommand(&document, index, to,
                        (delta < 0 ? tr("Move Study \"%1\" Up") : tr("Move Study \"%1\" Down"))
                            .arg(studyName(document, index)),
                        true));
    return {};
}

StudySpec starterStudy(const ProjectDocument& document, int row)
{
    StudySpec study; // minimises cost
    if (row >= 0 && row < document.scenarioCount()) {
        // In the user's language: the name shows in the study list and the Recommendation's
        // study box, and the file keeps it (#25: German and French projects got English names).
        study.name = tr("Cheapest way to run %1")
                         .arg(QString::fromStdString(document.scenario(row).name))
                         .toStdString();
        study.scenario = document.scenario(row).name;
    } else {
        study.name = tr("Study").toStdString();
    }
    return study;
}

// The scenario table's fields.
namespace {

bool readPositiveInt(const QVariant& value, int* out)
{
    bool ok = false;
    const int n = value.toString().trimmed().toInt(&ok);
    if (!ok || n < 1)
        return false;
    *out = n;
    return true;
}

void rederiveData(Scenario& s)
{
    Parallelism& p = s.cluster.parallelism;
    const int inner = p.tensor * p.pipeline * p.context;
    // A count that is no multiple of inner is left for validation to name.
    if (inner > 0 && s.cluster.count % inner == 0)
        p.data = s.cluster.count / inner;
}

QString fieldName(ScenarioField field)
{
    switch (field) {
    case ScenarioField::Name:
        return QCoreApplication::translate("ap::commands", "Rename Scenario");
    case ScenarioField::Device:
        return QCoreApplication::translate("ap::commands", "Change Device");
    case ScenarioField::Count:
        return QCoreApplication::translate("ap::commands", "Change Device Count");
    case ScenarioField::Tensor:
        return QCoreApplication::translate("ap::commands", "Change Tensor Parallelism");
    case ScenarioField::Pipeline:
        return QCoreApplication::translate("ap::commands", "Change Pipeline Parallelism");
    case ScenarioField::Precision:
        return QCoreApplication::translate("ap::commands", "Change Precision");
    case ScenarioField::Batch:
        return QCoreApplication::translate("ap::commands", "Change Batch");
    }
    return {};
}

} // namespace

bool applyScenarioField(Scenario& s, ScenarioField field, const QVariant& value, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    int n = 0;
    switch (field) {
    case ScenarioField::Name: {
        const QString name = value.toString().trimmed();
        if (name.isEmpty())
            return fail(QCoreApplication::translate("ap::commands", "A scenario needs a name."));
        s.name = name.toStdString();
        return true;
    }
    case ScenarioField::Device: {
        const QString id = value.toString().trimmed();
        if (id.isEmpty())
            return fail(QCoreApplication::translate("ap::commands", "Choose a device."));
        s.cluster.deviceId = id.toStdString();
        return true;
    }
    case ScenarioField::Count:
    case ScenarioField::Tensor:
    case ScenarioField::Pipeline:
        if (!readPositiveInt(value, &n))
            return fail(QCoreApplication::translate("ap::commands",
                                                    "Expected a whole number of at least 1, "
                                                    "got \"%1\".")
                            .arg(value.toString()));
        if (field == ScenarioField::Count)
            s.cluster.count = n;
        else if (field == ScenarioField::Tensor)
            s.cluster.parallelism.tensor = n;
        else
            s.cluster.parallelism.pipeline = n;
        rederiveData(s);
        return true;
    case ScenarioField::Precision: {
        const auto p = parsePrecision(value.toString().trimmed().toLower().toStdString());
        if (!p)
            return fail(QCoreApplication::translate("ap::commands", "Unknown precision \"%1\".")
                            .arg(value.toString()));
        if (auto* t = std::get_if<TrainingWorkload>(&s.workload))
            t->precision = *p;
        else
            std::get<InferenceWorkload>(s.workload).precision = *p;
        return true;
    }
    case ScenarioField::Batch: {
        const QString text = value.toString().trimmed().toLower();
        if (auto* inf = std::get_if<InferenceWorkload>(&s.workload)) {
            if (text == QLatin1String("max")) {
                inf->batch.reset();
                return true;
            }
            if (!readPositiveInt(text, &n))
                return fail(
                    QCoreApplication::translate(
                        "ap::commands", "Expected a number of sequences or \"max\", got \"%1\".")
                        .arg(value.toString()));
            inf->batch = double(n);
            return true;
        }
        if (!readPositiveInt(text, &n))
            return fail(QCoreApplication::translate(
                            "ap::commands",
                            "Expected a global batch in sequences (at least 1), got \"%1\".")
                            .arg(value.toString()));
        std::get<TrainingWorkload>(s.workload).globalBatchSequences = double(n);
        return true;
    }
    }
    return fail(QCoreApplication::translate("ap::commands", "Unknown field."));
}

QString validateScenario(const ProjectDocument& document, int row, const Scenario& scenario)
{
    Project copy = document.project();
    copy.scenarios.at(size_t(row)) = scenario;
    try {
        document.check(copy);
    } catch (const std::exception& e) {
        return errorText(e);
    }
    return {};
}

QString editScenarioField(ProjectDocument& document, int row, ScenarioField field,
                          const QVariant& value)
{
    if (row < 0 || row >= document.scenarioCount())
        return QCoreApplication::translate("ap::commands", "No such scenario.");
    // A rename must carry the studies that name the scenario along.
    if (field == ScenarioField::Name)
        return renameScenario(document, row, value.toString());
    const Scenario& before = document.scenario(row);
    Scenario after = before;
    QString error;
    if (!applyScenarioField(after, field, value, &error))
        return error;
    if (unchanged(after, before))
        return {};
    error = validateScenario(document, row, after);
    if (!error.isEmpty())
        return error;
    const QString text = QCoreApplication::translate("ap::commands", "%1 of \"%2\"")
                             .arg(fieldName(field), shownName(before.name));
    // A cell is committed once (on Enter): no merge key, each edit its own step.
    pushScenarioValue(document, row, std::move(after), {}, text);
    return {};
}

QString editScenarioPlacement(ProjectDocument& document, int row, const PlacementSpec& placement,
                              const QString& text)
{
    if (row < 0 || row >= document.scenarioCount())
        return QCoreApplication::translate("ap::commands", "No such scenario.");
    Scenario after = document.scenario(row);
    after.placement = placement;
    if (unchanged(after, document.scenario(row)))
        return {};
    const QString error = validateScenario(document, row, after);
    if (!error.isEmpty())
        return error;
    pushScenarioValue(document, row, std::move(after), {}, text);
    return {};
}

QString addScenario(ProjectDocument& document, Scenario scenario)
{
    scenario.name = uniqueScenarioName(document.project(), scenario.name);
    if (scenario.name.empty())
        return QCoreApplication::translate("ap::commands", "A scenario needs a name.");
    Project copy = document.project();
    copy.scenarios.push_back(scenario);
    try {
        document.check(copy);
    } catch (const std::exception& e) {
        return errorText(e);
    }
    const QString text = QCoreApplication::translate("ap::commands", "Add Scenario \"%1\"")
                             .arg(shownName(scenario.name));
    pushScenarioInsert(document, document.scenarioCount(), std::move(scenario), text);
    return {};
}

QString setCalibration(ProjectDocument& document, const QString& calibrationFile)
{
    // Refused before anything is pushed: a file that would leave the project on the built-in
    // values with a warning.
    try {
        (void)loadEfficiencyFile(calibrationFile.toStdString());
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    const std::string before = document.project().calibrationPath;
    const std::string after =
        calibrationReference(document.filePath().toStdString(), calibrationFile.toStdString());
    if (after == before)
        return {};
    document.undoStack()->push(new SetCalibrationCommand(
        &document, before, after,
        tr("Use Calibration \"%1\"").arg(QFileInfo(calibrationFile).fileName())));
    return {};
}

} // namespace ap::commands
