#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace ap {

class Catalog;
class FieldForm;
class ProjectDocument;
class UserRegionsEditor;

// Every field of one scenario (ui/editor/field_table.cpp), edited through the document's undo
// stack: typed values with units, checked by the project reader as the user types, applied
// on Enter or when the field loses focus. Empty text puts a field back to its default.
class ScenarioEditor : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioEditor(ProjectDocument* document, QWidget* parent = nullptr);

    // -1 edits nothing.
    void setRow(int row);
    int row() const { return m_row; }
    FieldForm* form() const { return m_form; }
    UserRegionsEditor* userRegions() const { return m_regions; }

signals:
    void editRejected(const QString& reason);
    // "All site figures…" on the compute site's page: the site editor (SiteEditorDialog) on
    // this scenario's compute site.
    void siteEditRequested(int row, const QString& siteId);

private:
    void rebind();
    void addSiteEditorButton();
    void applyPreset(int index);

    ProjectDocument* m_document;
    QLabel* m_title;
    // The model's whole shape from a preset, in one undo step (typing "70B" into the parameter
    // count alone is refused: the layers, widths and heads still describe the old model).
    QComboBox* m_preset;
    FieldForm* m_form;
    // The users as a list of regions: a page of the form after the users' path.
    UserRegionsEditor* m_regions;
    // On the compute site's page: opens the site editor (every figure with its source).
    QPushButton* m_siteButton = nullptr;
    int m_row = -1;
};

} // namespace ap
