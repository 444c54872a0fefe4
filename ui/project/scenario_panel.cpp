#include "project/scenario_panel.h"

#include "project/choice_delegate.h"
#include "project/project_document.h"
#include "project/scenario_details_panel.h"
#include "project/scenario_model.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace ap {

ScenarioPanel::ScenarioPanel(ProjectDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_model(new ScenarioModel(document, this))
    , m_view(new QTableView(this))
    , m_details(new ScenarioDetailsPanel(m_model, this))
{
    m_view->setObjectName(QStringLiteral("scenarioView"));
    m_details->setObjectName(QStringLiteral("scenarioDetails"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new ChoiceDelegate(ScenarioModel::ChoicesRole, m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("scenarioSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->addWidget(splitter);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ScenarioPanel::onCurrentRowChanged);
    connect(m_model, &ScenarioModel::editRejected, this, &ScenarioPanel::editRejected);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->resizeColumnsToContents();
        if (m_model->rowCount() > 0)
            selectRow(0);
    });
}

void ScenarioPanel::setCatalog(Catalog catalog)
{
    m_model->setCatalog(std::move(catalog));
    m_view->resizeColumnsToContents();
}

void ScenarioPanel::selectRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_view->setCurrentIndex(m_model->index(row, ScenarioModel::Name));
    m_view->selectRow(row);
    m_details->setRow(row);
}

void ScenarioPanel::onCurrentRowChanged()
{
    const QModelIndex current = m_view->currentIndex();
    m_details->setRow(current.isValid() ? current.row() : -1);
}

} // namespace ap
