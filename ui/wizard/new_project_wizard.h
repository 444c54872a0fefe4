#pragma once

#include "perf/data_context.h"
#include "project/project.h"
#include "wizard/wizard_choices.h"

#include <QWizard>

#include <map>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace ap {

// "Select your infrastructure paths": the questions a newcomer can answer (the job, the model,
// the scale, where it may run and what the data may not do, the budget) turned into a project
// with one scenario and one recommendation study (wizard_choices.h). Pages validate as the
// user goes; the last one refuses to finish while the choices make no valid project and says
// why. Widgets carry object names so tests drive them with findChild.
class NewProjectWizard : public QWizard {
    Q_OBJECT
public:
    enum PageId { JobPage, ModelPage, ScalePage, WherePage, BudgetPage };

    // `data`: the sites offered and searched (the document's, ProjectDocument::data).
    explicit NewProjectWizard(DataContext data, QWidget* parent = nullptr);
    ~NewProjectWizard() override;

    // What the widgets say now.
    WizardChoices choices() const;
    // The project for choices(); throws InputError naming the field.
    Project project() const;

private:
    DataContext m_data;
    QWizardPage* createJobPage();
    QWizardPage* createModelPage();
    QWizardPage* createScalePage();
    QWizardPage* createWherePage();
    QWizardPage* createBudgetPage();
    WizardChoices::Job job() const;
    void updateModelPage();
    void updateScalePage();
    void updateWherePage();
    void updateSummary();

    QButtonGroup* m_jobs = nullptr;
    QLineEdit* m_name = nullptr;
    QComboBox* m_model = nullptr;
    QLabel* m_modelSource = nullptr;
    QGroupBox* m_custom = nullptr;
    std::map<std::string, QDoubleSpinBox*> m_customFields;
    QComboBox* m_precision = nullptr;
    QGroupBox* m_trainingBox = nullptr;
    QDoubleSpinBox* m_tokens = nullptr;
    QDoubleSpinBox* m_deadline = nullptr;
    QSpinBox* m_sequence = nullptr;
    QGroupBox* m_servingBox = nullptr;
    QDoubleSpinBox* m_requests = nullptr;
    QSpinBox* m_inputTokens = nullptr;
    QSpinBox* m_outputTokens = nullptr;
    QDoubleSpinBox* m_ttft = nullptr;
    QDoubleSpinBox* m_tpot = nullptr;
    QGroupBox* m_judgeBox = nullptr;
    QComboBox* m_judge = nullptr;
    QDoubleSpinBox* m_judgeFraction = nullptr;
    std::map<std::string, QCheckBox*> m_kinds;     // by site kind
    std::map<std::string, QCheckBox*> m_providers; // by cloud provider
    QComboBox* m_jurisdiction = nullptr;
    QComboBox* m_ownJurisdiction = nullptr;
    QComboBox* m_dataClass = nullptr;
    QLabel* m_areaNote = nullptr; // what the chosen area holds, as the law draws it
    QLabel* m_sitesLabel = nullptr;
    QPushButton* m_widerArea = nullptr; // offered when the chosen area leaves no site
    QDoubleSpinBox* m_budget = nullptr;
    QSpinBox* m_horizon = nullptr;
    QComboBox* m_objective = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace ap
