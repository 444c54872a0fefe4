#include "editor/study_editor.h"

#include "document/edits.h"
#include "document/project_document.h"
#include "editor/field_form.h"
#include "format/shown_name.h"
#include "hardware/catalog.h"
#include "placement/site.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace ap {

StudyEditor::StudyEditor(ProjectDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_studies(new QComboBox(this))
    , m_add(new QToolButton(this))
    , m_duplicate(new QToolButton(this))
    , m_remove(new QToolButton(this))
    , m_empty(new QLabel(this))
    , m_form(new FieldForm(studyFieldTable(), this))
{
    m_studies->setObjectName(QStringLiteral("studyList"));
    m_studies->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_studies->setMinimumContentsLength(12);
    m_add->setObjectName(QStringLiteral("addStudy"));
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a study of the selected scenario: which devices, how many and "
                         "where, at the lowest cost"));
    m_duplicate->setObjectName(QStringLiteral("duplicateStudy"));
    m_duplicate->setText(tr("Duplicate"));
    m_remove->setObjectName(QStringLiteral("removeStudy"));
    m_remove->setText(tr("Delete"));
    m_form->setObjectName(QStringLiteral("studyForm"));
    m_empty->setObjectName(QStringLiteral("noStudyHint"));
    m_empty->setWordWrap(true);
    m_empty->setText(tr("No study yet. A study asks the Recommendation tab a question about a "
                        "scenario: which device, how many and where, under a deadline, budget, "
                        "demand and latency limits. Add one to start."));

    m_form->setIds(m_document->data());
    connect(m_document, &ProjectDocument::dataReplaced, this,
            [this] { m_form->setIds(m_document->data()); });

    // The study's name on a line of its own, the panel's width: beside the buttons it had
    // 61 px in German, too few for any name.
    auto* choice = new QHBoxLayout;
    choice->addWidget(new QLabel(tr("Study:"), this));
    choice->addWidget(m_studies, 1);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_add);
    bar->addWidget(m_duplicate);
    bar->addWidget(m_remove);
    bar->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(choice);
    layout->addLayout(bar);
    layout->addWidget(m_empty);
    layout->addWidget(m_form, 1);

    connect(m_add, &QToolButton::clicked, this, &StudyEditor::addStudy);
    connect(m_duplicate, &QToolButton::clicked, this, &StudyEditor::duplicateStudy);
    connect(m_remove, &QToolButton::clicked, this, &StudyEditor::removeStudy);
    connect(m_studies, &QComboBox::activated, this, [this](int index) { setCurrentStudy(index); });
    connect(m_form, &FieldForm::editRejected, this, &StudyEditor::editRejected);
    // The studies, and the scenario names that are the template choices.
    connect(m_document, &ProjectDocument::contentChanged, this, &StudyEditor::reload);
    reload();
}

void StudyEditor::setCurrentStudy(int index)
{
    m_current = index >= 0 && index < m_document->studyCount() ? index : -1;
    const QSignalBlocker block(m_studies);
    m_studies->setCurrentIndex(m_current);
    // A name longer than the panel is cut: the whole of it on hover.
    m_studies->setToolTip(m_studies->currentText());
    rebind();
}

void StudyEditor::addStudy()
{
    const int at = m_document->studyCount();
    const QString reason =
        commands::insertStudy(*m_document, at, commands::starterStudy(*m_document, m_templateRow));
    if (!reason.isEmpty()) {
        emit editRejected(reason);
        return;
    }
    setCurrentStudy(at);
}

void StudyEditor::duplicateStudy()
{
    const QString reason = commands::duplicateStudy(*m_document, m_current);
    if (!reason.isEmpty()) {
        emit editRejected(reason);
        return;
    }
    setCurrentStudy(m_current + 1);
}

void StudyEditor::removeStudy()
{
    const QString reason = commands::removeStudy(*m_document, m_current);
    if (!reason.isEmpty())
        emit editRejected(reason);
}

void StudyEditor::reload()
{
    QStringList scenarios;
    for (int i = 0; i < m_document->scenarioCount(); ++i)
        scenarios << QString::fromStdString(m_document->scenario(i).name);
    m_form->setChoices("/scenario", scenarios);
    {
        const QSignalBlocker block(m_studies);
        m_studies->clear();
        for (int i = 0; i < m_document->studyCount(); ++i) {
            const std::string& name = m_document->study(i).name;
            m_studies->addItem(name.empty() ? tr("Study %1").arg(i + 1) : shownName(name));
        }
    }
    if (m_current >= m_document->studyCount())
        m_current = m_document->studyCount() - 1;
    if (m_current < 0 && m_document->studyCount() > 0)
        m_current = 0;
    setCurrentStudy(m_current);
}

void StudyEditor::rebind()
{
    const bool any = m_current >= 0;
    m_duplicate->setEnabled(any);
    m_remove->setEnabled(any);
    m_studies->setEnabled(m_document->studyCount() > 0);
    m_empty->setVisible(!any);
    m_form->setVisible(any);
    if (!any) {
        m_form->setBinding({});
        return;
    }
    const int index = m_current;
    FieldForm::Binding b;
    b.values = [this, index] {
        // The list may have shrunk under a stale binding (undo); reload() rebinds right after.
        return index < m_document->studyCount() ? m_document->studyJson(index)
                                                : nlohmann::json::object();
    };
    b.check = [this, index](const std::string& pointer,
                            const std::optional<nlohmann::json>& value) {
        return commands::checkStudyValue(*m_document, index, pointer, value);
    };
    b.apply = [this, index](const std::string& pointer, const std::optional<nlohmann::json>& value,
                            const QString& label) {
        return commands::editStudyValue(*m_document, index, pointer, value, label);
    };
    m_form->setBinding(std::move(b));
}

} // namespace ap
