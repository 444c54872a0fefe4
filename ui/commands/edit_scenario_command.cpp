#include "commands/edit_scenario_command.h"

#include "project/project_document.h"

namespace ap {

EditScenarioCommand::EditScenarioCommand(ProjectDocument* document, int row, Scenario before,
                                         Scenario after, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_row(row)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void EditScenarioCommand::undo()
{
    m_document->setScenario(m_row, m_before);
}

void EditScenarioCommand::redo()
{
    m_document->setScenario(m_row, m_after);
}

} // namespace ap
