#include "commands/project_commands.h"

#include "common/input_error.h"
#include "format/message_text.h"
#include "project/project_document.h"
#include "project/project_edit.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

#include <exception>
#include <nlohmann/json.hpp>

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

// One key of one scenario set to a new value. Holds whole scenarios, so undo is exact for
// every field; consecutive edits of the same key of the same scenario merge (typing "15T",
// then correcting it to "12T" is one step in the Edit menu).
class ScenarioValueCommand : public QUndoCommand {
public:
    static constexpr int kId = 0x4150'0001;

    ScenarioValueCommand(ProjectDocument* document, int row, std::string pointer, Scenario before,
                         Scenario after, const QString& text)
        : QUndoCommand(text)
        , m_document(document)
        , m_row(row)
        , m_pointer(std::move(pointer))
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }

    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const ScenarioValueCommand*>(other);
        if (next->m_row != m_row || next->m_pointer != m_pointer)
            return false;
        m_after = next->m_after;
        // Typed back to where it started: the step disappears from the stack.
        setObsolete(minimalScenarioJson(m_after) == minimalScenarioJson(m_before));
        return true;
    }
    void undo() override { m_document->setScenario(m_row, m_before); }
    void redo() override { m_document->setScenario(m_row, m_after); }

private:
    ProjectDocument* m_document;
    int m_row;
    std::string m_pointer;
    Scenario m_before;
    Scenario m_after;
};

// Scenarios and studies replaced together: list shapes (add, delete, move), renames that
// studies follow, study edits. `mergeKey` non-empty makes consecutive commands with the same
// key one step (edits of one study field).
class ContentCommand : public QUndoCommand {
public:
    static constexpr int kId = 0x4150'0002;

    ContentCommand(ProjectDocument* document, ProjectDocument::Content before,
                   ProjectDocument::Content after, const QString& text, std::string mergeKey = {})
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeKey(std::move(mergeKey))
    {
    }

    int id() const override { return m_mergeKey.empty() ? -1 : kId; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const ContentCommand*>(other);
        if (next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        setObsolete(m_after.studiesJson == m_before.studiesJson);
        return true;
    }
    void undo() override { m_document->setContent(m_before); }
    void redo() override { m_document->setContent(m_after); }

private:
    ProjectDocument* m_document;
    ProjectDocument::Content m_before;
    ProjectDocument::Content m_after;
    std::string m_mergeKey;
};

ProjectDocument::Content contentOf(const Project& p)
{
    return {p.scenarios, p.studies, p.studiesJson};
}

void pushContent(ProjectDocument& document, const Project& after, const QString& text,
                 std::string mergeKey = {})
{
    document.undoStack()->push(new ContentCommand(&document, document.content(), contentOf(after),
                                                  text, std::move(mergeKey)));
}

QString scenarioName(const ProjectDocument& document, int row)
{
    return QString::fromStdString(document.scenario(row).name);
}

QString studyName(const ProjectDocument& document, int index)
{
    const std::string& name = document.study(index).name;
    return name.empty() ? QCoreApplication::translate("ap::commands", "study %1").arg(index + 1)
                        : QString::fromStdString(name);
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
    if (minimalScenarioJson(after) == minimalScenarioJson(before))
        return {};
    const QString text = tr("Change %1 of \"%2\"").arg(label, scenarioName(document, row));
    document.undoStack()->push(
        new ScenarioValueCommand(&document, row, pointer, before, std::move(after), text));
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
    if (edited.studiesJson == document.project().studiesJson)
        return {};
    pushContent(document, edited,
                tr("Change %1 of study \"%2\"").arg(label, studyName(document, index)),
                "study:" + std::to_string(index) + ":" + pointer);
    return {};
}

QString insertScenario(ProjectDocument& document, int row, Scenario scenario)
{
    Project after = document.project();
    scenario.name = uniqueScenarioName(after, scenario.name.empty() ? "Scenario" : scenario.name);
    row = std::clamp(row, 0, int(after.scenarios.size()));
    after.scenarios.insert(after.scenarios.begin() + row, scenario);
    try {
        document.check(after);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    pushContent(document, after,
                tr("Add Scenario \"%1\"").arg(QString::fromStdString(scenario.name)));
    return {};
}

QString duplicateScenario(ProjectDocument& document, int row)
{
    if (row < 0 || row >= document.scenarioCount())
        return tr("No such scenario.");
    Scenario copy = document.scenario(row);
    copy.name = uniqueScenarioName(document.project(), copy.name + " copy");
    Project after = document.project();
    after.scenarios.insert(after.scenarios.begin() + row + 1, copy);
    try {
        document.check(after);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    pushContent(document, after, tr("Duplicate Scenario \"%1\"").arg(scenarioName(document, row)));
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
    pushContent(document, after, tr("Delete Scenario \"%1\"").arg(scenarioName(document, row)));
    return {};
}

QString moveScenario(ProjectDocument& document, int row, int delta)
{
    const int to = row + delta;
    if (row < 0 || row >= document.scenarioCount() || to < 0 || to >= document.scenarioCount())
        return tr("Cannot move the scenario further.");
    Project after = document.project();
    std::swap(after.scenarios[size_t(row)], after.scenarios[size_t(to)]);
    pushContent(document, after,
                (delta < 0 ? tr("Move Scenario \"%1\" Up") : tr("Move Scenario \"%1\" Down"))
                    .arg(scenarioName(document, row)));
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
    const QString text = tr("Rename Scenario \"%1\" to \"%2\"")
                             .arg(scenarioName(document, row), QString::fromStdString(trimmed));
    if (after.studiesJson == document.project().studiesJson) {
        // No study follows: a change of one row, not of the list.
        document.undoStack()->push(new ScenarioValueCommand(&document, row, "/name",
                                                            document.scenario(row),
                                                            after.scenarios.at(size_t(row)), text));
        return {};
    }
    pushContent(document, after, text);
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
    return projectFromJson(doc).scenarios.at(0);
}

QString insertStudy(ProjectDocument& document, int index, const nlohmann::json& study)
{
    nlohmann::json list = studyListJson(document.project());
    index = std::clamp(index, 0, int(list.size()));
    list.insert(list.begin() + index, study);
    Project after;
    try {
        after = withStudies(document.project(), list);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    const std::string name = study.is_object() ? study.value("name", std::string()) : "";
    pushContent(document, after, tr("Add Study \"%1\"").arg(QString::fromStdString(name)));
    return {};
}

QString duplicateStudy(ProjectDocument& document, int index)
{
    if (index < 0 || index >= document.studyCount())
        return tr("No such study.");
    nlohmann::json copy = document.studyJson(index);
    copy["name"] = copy.value("name", std::string("Study")) + " copy";
    return insertStudy(document, index + 1, copy);
}

QString removeStudy(ProjectDocument& document, int index)
{
    if (index < 0 || index >= document.studyCount())
        return tr("No such study.");
    nlohmann::json list = studyListJson(document.project());
    list.erase(list.begin() + index);
    Project after;
    try {
        after = withStudies(document.project(), list);
    } catch (const std::exception& e) {
        return reasonOf(e);
    }
    pushContent(document, after, tr("Delete Study \"%1\"").arg(studyName(document, index)));
    return {};
}

nlohmann::json starterStudy(const ProjectDocument& document, int row)
{
    nlohmann::json study = {{"objective", "cost"}};
    if (row >= 0 && row < document.scenarioCount()) {
        study["name"] = "Cheapest way to run " + document.scenario(row).name;
        study["scenario"] = document.scenario(row).name;
    } else {
        study["name"] = "Study";
    }
    return study;
}

} // namespace ap::commands
