#pragma once

#include "hardware/catalog.h"

#include <QWidget>

class QAction;
class QSplitter;
class QTabWidget;
class QTableView;
class QToolBar;

namespace ap {

class ProjectDocument;
class ScenarioDetailsPanel;
class ScenarioEditor;
class ScenarioModel;
class StudyEditor;

// The "Scenarios" workspace: every scenario of the open project in a table with its results
// (add, duplicate, rename, reorder, delete from the toolbar, the context menu or the keyboard),
// below it the details of the selected one, and on the right the editor of every field of it
// and the recommendation studies.
class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPanel(ProjectDocument* document, QWidget* parent = nullptr);

    QTableView* view() const { return m_view; }
    ScenarioModel* model() const { return m_model; }
    ScenarioDetailsPanel* details() const { return m_details; }
    ScenarioEditor* editor() const { return m_editor; }
    StudyEditor* studies() const { return m_studies; }
    QTabWidget* editorTabs() const { return m_tabs; }
    // Selects a row (and so shows its details and editor).
    void selectRow(int row);
    int currentRow() const;

    QAction* addScenarioAction() const { return m_addAction; }
    QAction* duplicateScenarioAction() const { return m_duplicateAction; }
    QAction* deleteScenarioAction() const { return m_deleteAction; }
    QAction* renameScenarioAction() const { return m_renameAction; }
    QAction* moveUpAction() const { return m_moveUpAction; }
    QAction* moveDownAction() const { return m_moveDownAction; }

signals:
    // An edit was refused; the reason names the field.
    void editRejected(const QString& reason);
    // The details asked to edit the figures of `siteId` for scenario `row`.
    void siteEditRequested(int row, const QString& siteId);

private:
    void onCurrentRowChanged();
    void updateActions();
    // Columns as wide as their contents, the name column at most 20 average characters wide
    // where the table has no room for more (a long name is elided there; the other columns
    // stay in view).
    void fitColumns();
    // Hides the result columns no scenario has a figure for, shows the others: whether any
    // changed.
    bool showFigureColumns();
    void runListCommand(const QString& reason, int selectAfter);

    ProjectDocument* m_document;
    ScenarioModel* m_model;
    QTableView* m_view;
    ScenarioDetailsPanel* m_details;
    ScenarioEditor* m_editor;
    StudyEditor* m_studies;
    QTabWidget* m_tabs;
    QToolBar* m_toolBar;
    QAction* m_addAction;
    QAction* m_duplicateAction;
    QAction* m_deleteAction;
    QAction* m_renameAction;
    QAction* m_moveUpAction;
    QAction* m_moveDownAction;
    int m_pendingRow = -1;
    int m_lastRow = -1;
};

} // namespace ap
