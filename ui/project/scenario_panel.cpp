#include "project/scenario_panel.h"

#include "document/edits.h"
#include "document/project_document.h"
#include "editor/scenario_editor.h"
#include "editor/study_editor.h"
#include "project/choice_delegate.h"
#include "project/scenario_details_panel.h"
#include "project/scenario_model.h"
#include "table/frozen_column_table.h"
#include "table/wrapping_header.h"

#include <QAction>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace ap {

namespace {

QAction* makeAction(QWidget* parent, const QString& text, const QString& tip,
                    const QKeySequence& key, const QString& name)
{
    auto* action = new QAction(text, parent);
    action->setObjectName(name);
    action->setToolTip(tip + QStringLiteral(" (") + key.toString(QKeySequence::NativeText) +
                       QLatin1Char(')'));
    action->setShortcut(key);
    // Active while the scenario table has focus, so Del in a text field deletes text.
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    return action;
}

} // namespace

ScenarioPanel::ScenarioPanel(ProjectDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new ScenarioModel(document, this))
    , m_view(new FrozenColumnTable(this))
    , m_details(new ScenarioDetailsPanel(m_model, this))
    , m_editor(new ScenarioEditor(document, this))
    , m_studies(new StudyEditor(document, this))
    , m_tabs(new QTabWidget(this))
    , m_toolBar(new QToolBar(this))
{
    m_view->setObjectName(QStringLiteral("scenarioView"));
    m_details->setObjectName(QStringLiteral("scenarioDetails"));
    connect(m_details, &ScenarioDetailsPanel::siteEditRequested, this,
            &ScenarioPanel::siteEditRequested);
    connect(m_editor, &ScenarioEditor::siteEditRequested, this, &ScenarioPanel::siteEditRequested);
    m_editor->setObjectName(QStringLiteral("scenarioEditor"));
    m_studies->setObjectName(QStringLiteral("studyEditor"));
    m_tabs->setObjectName(QStringLiteral("editorTabs"));
    m_toolBar->setObjectName(QStringLiteral("scenarioToolBar"));
    m_view->setModel(m_model);
    // Long titles on two lines: the answers' columns are as wide as their figures, so they
    // are in sight at 1280x800 in every language.
    m_view->setHorizontalHeader(new WrappingHeaderView(Qt::Horizontal, m_view));
    m_view->setItemDelegate(new ChoiceDelegate(ScenarioModel::ChoicesRole, m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // A long name wraps onto more lines in its column rather than eliding after a dozen
    // characters (the column stays narrow enough that the answers are in sight at 1280x800);
    // each row is as tall as its name needs.
    m_view->setWordWrap(true);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_addAction = makeAction(this, tr("Add"),
                             tr("Add a scenario: Llama 3 8B served on one H100, "
                                "to edit into what you need"),
                             QKeySequence(Qt::Key_Insert), QStringLiteral("addScenario"));
    m_duplicateAction =
        makeAction(this, tr("Duplicate"), tr("Duplicate the selected scenario"),
                   QKeySequence(Qt::CTRL | Qt::Key_D), QStringLiteral("duplicateScenario"));
    m_renameAction = makeAction(this, tr("Rename"), tr("Rename the selected scenario"),
                                QKeySequence(Qt::Key_F2), QStringLiteral("renameScenario"));
    m_moveUpAction = makeAction(this, tr("Move Up"), tr("Move the selected scenario up"),
                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up),
                                QStringLiteral("moveScenarioUp"));
    m_moveDownAction = makeAction(this, tr("Move Down"), tr("Move the selected scenario down"),
                                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down),
                                  QStringLiteral("moveScenarioDown"));
    m_deleteAction =
        makeAction(this, tr("Delete"), tr("Delete the selected scenario"),
                   QKeySequence(QKeySequence::Delete), QStringLiteral("deleteScenario"));
    for (QAction* a : {m_addAction, m_duplicateAction, m_renameAction, m_moveUpAction,
                       m_moveDownAction, m_deleteAction}) {
        m_toolBar->addAction(a);
        m_view->addAction(a);
    }
    // The names stay in sight while the figures and inputs scroll sideways (at 1280x800 the
    // inputs lie past the table's edge), in a view of the name column over the table's left
    // edge that edits and selects as the table does.
    auto* table = static_cast<FrozenColumnTable*>(m_view);
    table->frozenView()->setItemDelegate(
        new ChoiceDelegate(ScenarioModel::ChoicesRole, table->frozenView()));
    table->setFrozenColumn(ScenarioModel::Name);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setIconSize(QSize(16, 16));

    // Another catalog: the model evaluates again (ScenarioModel), the columns fit the figures.
    connect(m_document, &ProjectDocument::dataReplaced, m_view, [this] { fitColumns(); });
    connect(m_addAction, &QAction::triggered, this, [this] {
        const int at = currentRow() + 1;
        runListCommand(commands::insertScenario(*m_document, at, commands::starterScenario()), at);
    });
    connect(m_duplicateAction, &QAction::triggered, this, [this] {
        const int row = currentRow();
        runListCommand(commands::duplicateScenario(*m_document, row), row + 1);
    });
    connect(m_deleteAction, &QAction::triggered, this, [this] {
        const int row = currentRow();
        const int next = std::min(row, m_document->scenarioCount() - 2);
        runListCommand(commands::removeScenario(*m_document, row), next);
    });
    connect(m_moveUpAction, &QAction::triggered, this, [this] {
        const int row = currentRow();
        runListCommand(commands::moveScenario(*m_document, row, -1), row - 1);
    });
    connect(m_moveDownAction, &QAction::triggered, this, [this] {
        const int row = currentRow();
        runListCommand(commands::moveScenario(*m_document, row, +1), row + 1);
    });
    connect(m_renameAction, &QAction::triggered, this, [this] {
        const int row = currentRow();
        if (row >= 0) {
            // Scrolled back to the name first: the editor opens where it is seen.
            const QModelIndex name = m_model->index(row, ScenarioModel::Name);
            m_view->scrollTo(name);
            m_view->edit(name);
        }
    });

    auto* tableBox = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->setSpacing(2);
    tableLayout->addWidget(m_toolBar);
    tableLayout->addWidget(m_view, 1);

    auto* left = new QSplitter(Qt::Vertical, this);
    left->setObjectName(QStringLiteral("scenarioSplitter"));
    left->setChildrenCollapsible(false);
    left->addWidget(tableBox);
    left->addWidget(m_details);
    left->setStretchFactor(0, 2);
    left->setStretchFactor(1, 3);
    // Room for the toolbar, a header of up to three lines and six rows, the rest for the
    // details.
    left->setSizes({262, 478});

    m_tabs->addTab(m_editor, tr("Edit scenario"));
    m_tabs->addTab(m_studies, tr("Studies"));
    m_tabs->setMinimumWidth(360);

    auto* main = new QSplitter(Qt::Horizontal, this);
    main->setObjectName(QStringLiteral("scenarioMainSplitter"));
    main->setChildrenCollapsible(false);
    main->addWidget(left);
    main->addWidget(m_tabs);
    main->setStretchFactor(0, 3);
    main->setStretchFactor(1, 1);
    main->setSizes({860, 400});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->addWidget(main);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ScenarioPanel::onCurrentRowChanged);
    connect(m_model, &ScenarioModel::editRejected, this, &ScenarioPanel::editRejected);
    connect(m_editor, &ScenarioEditor::editRejected, this, &ScenarioPanel::editRejected);
    connect(m_studies, &StudyEditor::editRejected, this, &ScenarioPanel::editRejected);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        fitColumns();
        // After an add, duplicate or move the new place; after undo or a reset the row that
        // was selected, as far as it still exists.
        int row = m_pendingRow >= 0 ? m_pendingRow : m_lastRow;
        m_pendingRow = -1;
        row = std::min(std::max(row, 0), m_model->rowCount() - 1);
        if (row >= 0)
            selectRow(row);
        else
            onCurrentRowChanged();
        updateActions();
    });
    // Rows added, removed or moved: the view's current row followed its scenario (or, for a
    // removed one, went to a neighbour); the details, the editor and the study template follow
    // the view. Nothing is reset, so the selection and the scroll position stay.
    const auto followCurrent = [this] {
        fitColumns();
        if (currentRow() < 0 && m_model->rowCount() > 0)
            selectRow(std::min(std::max(m_lastRow, 0), m_model->rowCount() - 1));
        else
            onCurrentRowChanged();
    };
    // An edit may add or remove the users' regions of a row, or a row's training figures.
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        if (showFigureColumns())
            fitColumns();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, followCurrent);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, followCurrent);
    connect(m_model, &QAbstractItemModel::rowsMoved, this, followCurrent);
    // The figures a user asks for first, right of the name, so that at 1280x800 they are in
    // sight without scrolling sideways: whether it runs, throughput, latency (the worst users'
    // region beside the engine's TTFT), time to train and cost; then the ideal time, step time,
    // MFU, memory and batch behind them (the details show them too), then the inputs (which the
    // editor beside the table shows too). Only the view's order: the model's column numbers stay
    // those other code knows.
    QHeaderView* header = m_view->horizontalHeader();
    int at = header->visualIndex(ScenarioModel::Name) + 1;
    for (const int c :
         {ScenarioModel::Feasible, ScenarioModel::Throughput, ScenarioModel::Ttft,
          ScenarioModel::WorstRegionTtft, ScenarioModel::WorstRegionLatency, ScenarioModel::Tpot,
          ScenarioModel::TimeToTrain, ScenarioModel::TotalCost, ScenarioModel::MonthlyCost,
          ScenarioModel::TimeToTrainIdeal, ScenarioModel::StepTime, ScenarioModel::Mfu,
          ScenarioModel::Memory, ScenarioModel::ResultBatch, ScenarioModel::Binding})
        header->moveSection(header->visualIndex(c), at++);
    showFigureColumns();
    updateActions();
}

void ScenarioPanel::runListCommand(const QString& reason, int selectAfter)
{
    if (!reason.isEmpty()) {
        emit editRejected(reason);
        return;
    }
    selectRow(selectAfter);
}

int ScenarioPanel::currentRow() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void ScenarioPanel::selectRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_view->setCurrentIndex(m_model->index(row, ScenarioModel::Name));
    m_view->selectRow(row);
    m_details->setRow(row);
    m_editor->setRow(row);
    m_studies->setTemplateRow(row);
    m_lastRow = row;
    updateActions();
}

void ScenarioPanel::onCurrentRowChanged()
{
    const int row = currentRow();
    m_details->setRow(row);
    m_editor->setRow(row);
    m_studies->setTemplateRow(row);
    if (row >= 0)
        m_lastRow = row;
    updateActions();
}

void ScenarioPanel::fitColumns()
{
    showFigureColumns();
    // A long name is elided (its tooltip has it whole) to leave the figures in sight, unless
    // the table has room for it.
    fitColumnsToContents(m_view, {ScenarioModel::Name},
                         20 * m_view->fontMetrics().averageCharWidth());
}

bool ScenarioPanel::showFigureColumns()
{
    bool changed = false;
    // A result column no scenario has a figure for is hidden (a serving project's training
    // columns, the worst region's columns while no scenario has users in several regions), so
    // the figures the project has are in sight; it comes back with the first figure.
    for (int c = ScenarioModel::kFirstResultColumn; c < ScenarioModel::ColumnCount; ++c) {
        if (c == ScenarioModel::Feasible)
            continue;
        bool any = false;
        for (int row = 0; row < m_model->rowCount() && !any; ++row)
            any = !m_model->index(row, c).data().toString().isEmpty();
        if (m_view->isColumnHidden(c) == !any)
            continue;
        m_view->setColumnHidden(c, !any);
        if (any)
            m_view->resizeColumnToContents(c);
        changed = true;
    }
    return changed;
}

void ScenarioPanel::updateActions()
{
    const int row = currentRow();
    const int n = m_model->rowCount();
    const bool any = row >= 0 && row < n;
    m_duplicateAction->setEnabled(any);
    m_deleteAction->setEnabled(any);
    m_renameAction->setEnabled(any);
    m_moveUpAction->setEnabled(any && row > 0);
    m_moveDownAction->setEnabled(any && row + 1 < n);
}

} // namespace ap
