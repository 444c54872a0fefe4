#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;

namespace ap {

class Catalog;
class FieldForm;
class ProjectDocument;

// The recommendation's questions (the project's `recommend` list): pick a study, add,
// duplicate or delete one, and edit every field of it (deadline, budget, demand, SLOs,
// objective, allowed devices and sites, ...). Every change is one undoable command.
class StudyEditor : public QWidget {
    Q_OBJECT
public:
    explicit StudyEditor(ProjectDocument* document, QWidget* parent = nullptr);

    // The scenario a new study asks about (the selected one in the Scenarios table).
    void setTemplateRow(int row) { m_templateRow = row; }
    void setCurrentStudy(int index);
    int currentStudy() const { return m_current; }
    FieldForm* form() const { return m_form; }
    QComboBox* studyList() const { return m_studies; }

    void addStudy();
    void duplicateStudy();
    void removeStudy();

signals:
    void editRejected(const QString& reason);

private:
    void reload();
    void rebind();

    ProjectDocument* m_document;
    QComboBox* m_studies;
    QToolButton* m_add;
    QToolButton* m_duplicate;
    QToolButton* m_remove;
    QLabel* m_empty;
    FieldForm* m_form;
    int m_current = -1;
    int m_templateRow = 0;
};

} // namespace ap
