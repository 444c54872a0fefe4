#pragma once

#include "project/project.h"

#include <QUndoCommand>

namespace ap {

class ProjectDocument;

// Replaces one scenario by an edited copy; undo puts the exact previous value back. Holding
// whole scenarios (a few hundred bytes) keeps undo exact for every field without one command
// class per field. Built only by the facade in scenario_commands.h, which validates first.
class EditScenarioCommand : public QUndoCommand {
public:
    EditScenarioCommand(ProjectDocument* document, int row, Scenario before, Scenario after,
                        const QString& text);

    void undo() override;
    void redo() override;

private:
    ProjectDocument* m_document;
    int m_row;
    Scenario m_before;
    Scenario m_after;
};

} // namespace ap
