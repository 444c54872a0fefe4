#pragma once

#include <QDialog>
#include <QList>

#include "placement/site_override.h"

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;

namespace ap {

class ProjectDocument;

// A site's figures (power price, PUE, grid carbon, space, availability, ...) for one scenario:
// each with the value the scenario's evaluation takes (the catalog's, the price book's
// fallback or the scenario's own override) and its source beside it. Save writes only the
// changed figures, with the source the user gives, into the scenario's `placement.sites` as
// one undoable command (docs/placement-and-costs.md). A change needs a source; a value the
// site catalog refuses pushes nothing and is named by its label.
class SiteEditorDialog : public QDialog {
    Q_OBJECT
public:
    SiteEditorDialog(ProjectDocument* document, int row, const QString& siteId,
                     QWidget* parent = nullptr);

    // The placement.sites patch the changed fields describe (empty: nothing changed), or the
    // reason, naming the field, why a value is refused.
    SiteOverrides sitesPatch(QString* error) const;
    QString siteId() const;
    int scenarioRow() const;
    // The value field of a figure by its file key ("power_usd_per_kwh"), for tests.
    QLineEdit* valueField(const QString& key) const;
    void accept() override;

private:
    struct Row {
        QString key;
        QLabel* label = nullptr;
        QLineEdit* value = nullptr;
        QLabel* unit = nullptr;
        QLabel* source = nullptr;
        QString shown; // the text the field was filled with
    };
    // The catalog scenario `row` evaluates with: the document's, its placement.sites merged.
    SiteCatalog effectiveSites(int row) const;
    void fillSites();
    void fillFigures();

    ProjectDocument* m_document;
    QComboBox* m_scenario;
    QLineEdit* m_search;
    QComboBox* m_site;
    QLabel* m_siteInfo;
    QGridLayout* m_grid;
    QList<Row> m_rows;
    QLineEdit* m_source;
    QLabel* m_error;
};

} // namespace ap
