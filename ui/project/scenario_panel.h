#pragma once

#include "hardware/catalog.h"

#include <QWidget>

class QTableView;

namespace ap {

class ProjectDocument;
class ScenarioDetailsPanel;
class ScenarioModel;

// The "Scenarios" workspace: every scenario of the open project in an editable table with its
// results, and below it the details of the selected one.
class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPanel(ProjectDocument* document, QWidget* parent = nullptr);

    void setCatalog(Catalog catalog);

    QTableView* view() const { return m_view; }
    ScenarioModel* model() const { return m_model; }
    ScenarioDetailsPanel* details() const { return m_details; }
    // Selects a row (and so shows its details).
    void selectRow(int row);

signals:
    // An edit was refused; the reason names the field.
    void editRejected(const QString& reason);

private:
    void onCurrentRowChanged();

    ScenarioModel* m_model;
    QTableView* m_view;
    ScenarioDetailsPanel* m_details;
};

} // namespace ap
