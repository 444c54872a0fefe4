#include "document/undo_commands.h"

#include "document/project_document.h"

#include <algorithm>
#include <utility>

namespace ap {

SetFieldCommand::SetFieldCommand(ProjectDocument* document, std::vector<ScenarioChange> scenarios,
                                 std::vector<StudyChange> studies, std::string mergeKey,
                                 const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_scenarios(std::move(scenarios))
    , m_studies(std::move(studies))
    , m_mergeKey(std::move(mergeKey))
{
}

bool SetFieldCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const SetFieldCommand*>(other);
    if (next->m_mergeKey != m_mergeKey)
        return false;
    // The same key changes the same rows: keep the first "before", take the last "after".
    for (const ScenarioChange& change : next->m_scenarios) {
        auto mine = std::find_if(m_scenarios.begin(), m_scenarios.end(),
                                 [&](const ScenarioChange& c) { return c.row == change.row; });
        if (mine == m_scenarios.end())
            m_scenarios.push_back(change);
        else
            mine->after = change.after;
    }
    for (const StudyChange& change : next->m_studies) {
        auto mine = std::find_if(m_studies.begin(), m_studies.end(),
                                 [&](const StudyChange& c) { return c.index == change.index; });
        if (mine == m_studies.end())
            m_studies.push_back(change);
        else
            mine->after = change.after;
    }
    // Typed back to where it started: the step disappears from the stack.
    const bool unchanged =
        std::all_of(m_scenarios.begin(), m_scenarios.end(),
                    [](const ScenarioChange& c) { return c.before == c.after; }) &&
        std::all_of(m_studies.begin(), m_studies.end(),
                    [](const StudyChange& c) { return c.before == c.after; });
    setObsolete(unchanged);
    return true;
}

void SetFieldCommand::apply(bool after)
{
    for (const ScenarioChange& c : m_scenarios)
        m_document->setScenario(c.row, after ? c.after : c.before);
    if (m_studies.empty())
        return;
    std::vector<std::pair<int, StudySpec>> entries;
    for (const StudyChange& c : m_studies)
        entries.emplace_back(c.index, after ? c.after : c.before);
    m_document->setStudies(entries);
}

void SetFieldCommand::undo()
{
    apply(false);
}

void SetFieldCommand::redo()
{
    apply(true);
}

InsertRemoveCommand::InsertRemoveCommand(ProjectDocument* document, Action action, int row,
                                         Item item, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_action(action)
    , m_row(row)
    , m_item(std::move(item))
{
}

void InsertRemoveCommand::insert()
{
    if (const auto* scenario = std::get_if<Scenario>(&m_item))
        m_document->insertScenario(m_row, *scenario);
    else
        m_document->insertStudy(m_row, std::get<StudySpec>(m_item));
}

void InsertRemoveCommand::remove()
{
    if (std::holds_alternative<Scenario>(m_item))
        m_document->removeScenario(m_row);
    else
        m_document->removeStudy(m_row);
}

void InsertRemoveCommand::undo()
{
    if (m_action == Action::Insert)
        remove();
    else
        insert();
}

void InsertRemoveCommand::redo()
{
    if (m_action == Action::Insert)
        insert();
    else
        remove();
}

MoveCommand::MoveCommand(ProjectDocument* document, int from, int to, const QString& text,
                         bool study)
    : QUndoCommand(text)
    , m_document(document)
    , m_from(from)
    , m_to(to)
    , m_study(study)
{
}

void MoveCommand::undo()
{
    if (m_study)
        m_document->moveStudy(m_to, m_from);
    else
        m_document->moveScenario(m_to, m_from);
}

void MoveCommand::redo()
{
    if (m_study)
        m_document->moveStudy(m_from, m_to);
    else
        m_document->moveScenario(m_from, m_to);
}

SetCalibrationCommand::SetCalibrationCommand(ProjectDocument* document, std::string before,
                                             std::string after, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void SetCalibrationCommand::undo()
{
    m_document->setCalibrationPath(m_before);
}

void SetCalibrationCommand::redo()
{
    m_document->setCalibrationPath(m_after);
}

} // namespace ap
