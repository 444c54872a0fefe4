#include "commands/scenario_commands.h"

#include "commands/edit_scenario_command.h"
#include "commands/project_commands.h"
#include "format/message_text.h"
#include "project/project_document.h"
#include "project/project_edit.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <exception>
#include <nlohmann/json.hpp>

namespace ap::commands {

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

// A scenario as its file would hold it: equal JSON means the edit changes nothing.
nlohmann::json scenarioJson(const Scenario& s)
{
    Project p;
    p.scenarios.push_back(s);
    return projectToJson(p).at("scenarios").at(0);
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

// Adds a scenario at the end of the list. Lives here rather than in a file of its own because
// addScenario() below is its only builder.
class AddScenarioCommand : public QUndoCommand {
public:
    AddScenarioCommand(ProjectDocument* document, Scenario scenario, const QString& text)
        : QUndoCommand(text)
        , m_document(document)
        , m_row(document->scenarioCount())
        , m_scenario(std::move(scenario))
    {
    }

    void undo() override { m_document->removeScenario(m_row); }
    void redo() override { m_document->insertScenario(m_row, m_scenario); }

private:
    ProjectDocument* m_document;
    int m_row;
    Scenario m_scenario;
};

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
    if (scenarioJson(after) == scenarioJson(before))
        return {};
    error = validateScenario(document, row, after);
    if (!error.isEmpty())
        return error;
    const QString text = QCoreApplication::translate("ap::commands", "%1 of \"%2\"")
                             .arg(fieldName(field), QString::fromStdString(before.name));
    document.undoStack()->push(
        new EditScenarioCommand(&document, row, before, std::move(after), text));
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
                             .arg(QString::fromStdString(scenario.name));
    document.undoStack()->push(new AddScenarioCommand(&document, std::move(scenario), text));
    return {};
}

} // namespace ap::commands
