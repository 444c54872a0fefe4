#include "compare/compare_view.h"

#include "charts/buy_vs_rent_chart.h"
#include "charts/cost_breakdown_chart.h"
#include "charts/egress_chart.h"
#include "charts/latency_batch_chart.h"
#include "charts/network_share_chart.h"
#include "charts/storage_bandwidth_chart.h"
#include "charts/user_latency_chart.h"
#include "compare/compare_model.h"
#include "document/project_document.h"
#include "format/shown_name.h"
#include "perf/chart_series.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "plot/plot_widget.h"
#include "project/scenario_model.h"
#include "table/wrapping_header.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTextLayout>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ap {

namespace {

// The "Compare:" list's names on as many lines as they need at the list's width, broken at
// spaces as the style draws them (a long scenario name ran past the 260 px list and was cut):
// each item as tall as its wrapped name, laid out again when the list's width changes.
class WrappedNameDelegate : public QStyledItemDelegate {
public:
    explicit WrappedNameDelegate(QAbstractItemView* view)
        : QStyledItemDelegate(view)
        , m_view(view)
    {
        view->viewport()->installEventFilter(this);
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        // One line's item, then as many lines taller as the name needs.
        QStyleOptionViewItem single(option);
        single.features &= ~QStyleOptionViewItem::WrapText;
        QSize size = QStyledItemDelegate::sizeHint(single, index);
        QStyleOptionViewItem o(option);
        initStyleOption(&o, index);
        const int width = m_view->viewport()->width();
        // Where the style draws the text in an item of the list's width, less the margins it
        // keeps inside that (QCommonStyle's viewItemDrawText).
        o.rect = QRect(0, 0, width, size.height());
        const QStyle* style = m_view->style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1;
        const int textWidth =
            style->subElementRect(QStyle::SE_ItemViewItemText, &o, m_view).width() - 2 * margin;
        const int oneLine = QFontMetrics(o.font).height();
        const int tall = wrappedHeight(o.text, o.font, std::max(1, textWidth));
        size.setWidth(std::min(size.width(), width));
        size.rheight() += std::max(0, tall - oneLine);
        return size;
    }

    // The height of `text` laid out as the style lays it out (word wrap) at `width` pixels.
    static int wrappedHeight(const QString& text, const QFont& font, int width)
    {
        QTextLayout layout(text, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        qreal height = 0;
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            height += line.height();
        }
        layout.endLayout();
        return int(std::ceil(height));
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize && watched == m_view->viewport())
            emit sizeHintChanged(QModelIndex());
        return QStyledItemDelegate::eventFilter(watched, event);
    }

private:
    QAbstractItemView* m_view;
};

} // namespace

CompareView::CompareView(ScenarioModel* scenarios, QWidget* parent)
    : QWidget(parent)
    , m_scenarios(scenarios)
    , m_model(new CompareModel(scenarios, this))
    , m_choices(new QListWidget(this))
    , m_table(new QTableView(this))
    , m_plotScenario(new QComboBox(this))
    , m_plots(new QTabWidget(this))
    , m_breakdown(new CostBreakdownChart(this))
    , m_buyVsRent(new BuyVsRentChart(this))
    , m_latency(new UserLatencyChart(this))
    , m_storage(new StorageBandwidthChart(this))
    , m_egress(new EgressChart(this))
    , m_clearCandidates(new QPushButton(tr("Remove Candidates"), this))
    , m_latencyBatch(new LatencyBatchChart(this))
    , m_networkShare(new NetworkShareChart(this))
{
    setObjectName(QStringLiteral("compareView"));
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_choices->setObjectName(QStringLiteral("compareChoices"));
    m_plotScenario->setObjectName(QStringLiteral("plotScenario"));
    m_plots->setObjectName(QStringLiteral("plotTabs"));

    m_table->setModel(m_model);
    // Scenario names are long: on two or three lines, broken at spaces, the header as tall
    // as its longest name's lines (a French header wrapped by the style to three lines in a
    // two-line header was cut).
    auto* header = new WrappingHeaderView(Qt::Horizontal, m_table);
    header->setWrapWidth(24 * fontMetrics().averageCharWidth());
    m_table->setHorizontalHeader(header);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // Every column as wide as its widest value (device ids, costs); the view scrolls
    // sideways when many scenarios are compared rather than cutting a value.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // A name longer than three lines of this width is elided, whole in the header's tooltip
    // (names are bounded before they reach the header: format/shown_name.h).
    m_table->horizontalHeader()->setMaximumSectionSize(32 * fontMetrics().averageCharWidth());
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A row is as tall as its cells in the columns in view, not in every compared column.
    m_table->verticalHeader()->setResizeContentsPrecision(0);
    m_table->setWordWrap(true);
    // A row no compared option has a figure for is hidden (a training project's TTFT and TPOT,
    // an on-premises site's egress): it comes back with the first option that has one. With
    // nothing compared every row shows, naming what a comparison would hold.
    const auto hideEmptyRows = [this] {
        const int columns = m_model->columnCount();
        for (int row = 0; row < m_model->rowCount(); ++row) {
            bool any = columns == 0;
            for (int c = 0; c < columns && !any; ++c)
                any = !m_model->index(row, c).data().toString().isEmpty();
            if (m_table->isRowHidden(row) == any)
                m_table->setRowHidden(row, !any);
        }
    };
    connect(m_model, &QAbstractItemModel::modelReset, m_table, hideEmptyRows);
    connect(m_model, &QAbstractItemModel::dataChanged, m_table, hideEmptyRows);
    connect(m_model, &QAbstractItemModel::columnsInserted, m_table, hideEmptyRows);
    connect(m_model, &QAbstractItemModel::columnsRemoved, m_table, hideEmptyRows);
    hideEmptyRows();

    auto* chooseLabel = new QLabel(tr("Compare:"), this);
    m_choices->setMaximumWidth(260);
    // Long names wrap within the list (the whole name in the tooltip too), never scroll it.
    m_choices->setWordWrap(true);
    m_choices->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_choices->setItemDelegate(new WrappedNameDelegate(m_choices));
    auto* legend = new QLabel(
        tr("Bold on green: the best of the compared for that row. Amber: differs from the "
           "first column."),
        this);
    legend->setWordWrap(true);
    auto* left = new QVBoxLayout;
    left->addWidget(chooseLabel);
    left->addWidget(m_choices, 1);
    m_clearCandidates->setObjectName(QStringLiteral("clearCandidatesButton"));
    m_clearCandidates->setToolTip(
        tr("Take the recommendation candidates out of the comparison (Recommendation tab: "
           "select ranked candidates and press Compare to add some)"));
    m_clearCandidates->setEnabled(false);
    left->addWidget(m_clearCandidates);
    connect(m_clearCandidates, &QPushButton::clicked, this, &CompareView::clearCandidates);
    left->addWidget(legend);
    auto* top = new QWidget(this);
    auto* topLayout = new QHBoxLayout(top);
    topLayout->setContentsMargins(8, 8, 8, 0);
    topLayout->addLayout(left);
    topLayout->addWidget(m_table, 1);

    m_plots->addTab(m_breakdown, tr("Cost breakdown"));
    m_plots->addTab(m_buyVsRent, tr("Buy vs rent"));
    m_plots->addTab(m_latency, tr("Latency"));
    m_plots->addTab(m_storage, tr("Storage bandwidth"));
    m_plots->addTab(m_egress, tr("Egress"));
    m_plots->addTab(m_latencyBatch, tr("TTFT/TPOT vs batch"));
    m_plots->addTab(m_networkShare, tr("Network share"));
    auto* plotsFor = new QLabel(tr("&Plots for:"), this);
    plotsFor->setBuddy(m_plotScenario);
    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(8, 0, 8, 4);
    auto* pick = new QHBoxLayout;
    pick->addWidget(plotsFor);
    pick->addWidget(m_plotScenario, 1);
    bottomLayout->addLayout(pick);
    bottomLayout->addWidget(m_plots, 1);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_choices, &QListWidget::itemChanged, this, [this] {
        if (!m_rebuilding)
            applyChecks();
    });
    connect(m_plotScenario, &QComboBox::currentIndexChanged, this, [this] { refreshPlots(); });
    connect(m_scenarios, &QAbstractItemModel::modelReset, this, [this] {
        evaluateCandidates();
        rebuildScenarioList();
        refreshPlots();
    });
    connect(m_scenarios, &QAbstractItemModel::dataChanged, this, [this] {
        evaluateCandidates();
        rebuildScenarioList();
        refreshPlots();
    });
    // Rows added, removed or moved: the list of names (the compare model renumbers itself).
    const auto relist = [this] {
        rebuildScenarioList();
        refreshPlots();
    };
    connect(m_scenarios, &QAbstractItemModel::rowsInserted, this, relist);
    connect(m_scenarios, &QAbstractItemModel::rowsRemoved, this, relist);
    connect(m_scenarios, &QAbstractItemModel::rowsMoved, this, relist);
    rebuildScenarioList();
    refreshPlots();
}

void CompareView::setCandidates(const QStringList& names, const std::vector<Scenario>& scenarios)
{
    m_candidateNames = names;
    m_candidateScenarios = scenarios;
    evaluateCandidates();
    QVector<int> all;
    for (int i = 0; i < int(scenarios.size()); ++i)
        all << i;
    m_model->setShownCandidates(all);
    rebuildScenarioList();
    refreshPlots();
}

void CompareView::clearCandidates()
{
    setCandidates({}, {});
}

void CompareView::evaluateCandidates()
{
    // Evaluated here, like the project's scenarios in the scenario model: the same engine, the
    // project's calibration, never stale.
    const QVector<int> shown = m_model->shownCandidates();
    const bool same = int(m_model->candidates().size()) == int(m_candidateScenarios.size());
    std::vector<CompareModel::Candidate> candidates;
    for (size_t i = 0; i < m_candidateScenarios.size(); ++i)
        candidates.push_back(
            {m_candidateNames.value(qsizetype(i)), m_candidateScenarios[i],
             evaluateScenario(m_candidateScenarios[i], m_scenarios->document()->data())});
    m_model->setCandidates(std::move(candidates));
    if (same)
        m_model->setShownCandidates(shown);
    m_clearCandidates->setEnabled(!m_candidateScenarios.empty());
}

void CompareView::rebuildScenarioList()
{
    m_rebuilding = true;
    const int current = m_plotScenario->currentIndex();
    QVector<int> checked = m_model->scenarioRows();
    const QVector<int> shownCandidates = m_model->shownCandidates();
    const bool fresh = m_choices->count() != m_scenarios->rowCount() + int(m_candidateNames.size());
    m_choices->clear();
    m_plotScenario->blockSignals(true);
    m_plotScenario->clear();
    for (int row = 0; row < m_scenarios->rowCount(); ++row) {
        const QString name = shownName(m_scenarios->document()->scenario(row).name);
        auto* item = new QListWidgetItem(name, m_choices);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        // A new project starts with its first scenarios ticked: a thousand columns compare
        // nothing and took seconds to size (#29).
        const bool tick = fresh ? row < kDefaultCompared : checked.contains(row);
        item->setCheckState(tick ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(name);
        m_plotScenario->addItem(name);
    }
    for (int i = 0; i < int(m_candidateNames.size()); ++i) {
        const QString name = tr("Candidate: %1").arg(shownName(m_candidateNames[i]));
        auto* item = new QListWidgetItem(name, m_choices);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(fresh || shownCandidates.contains(i) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(name + QLatin1Char('\n') +
                         tr("A recommendation candidate, not a scenario of the project"));
        m_plotScenario->addItem(name);
    }
    m_plotScenario->setCurrentIndex(current >= 0 && current < m_plotScenario->count()
                                        ? current
                                        : (m_plotScenario->count() ? 0 : -1));
    m_plotScenario->blockSignals(false);
    m_rebuilding = false;
    if (fresh)
        applyChecks();
}

void CompareView::applyChecks()
{
    QVector<int> rows;
    QVector<int> candidates;
    const int n = m_scenarios->rowCount();
    for (int i = 0; i < m_choices->count(); ++i)
        if (m_choices->item(i)->checkState() == Qt::Checked)
            (i < n ? rows : candidates) << (i < n ? i : i - n);
    m_model->setScenarioRows(rows);
    m_model->setShownCandidates(candidates);
    refreshPlots();
}

void CompareView::setPlotScenario(int row)
{
    m_plotScenario->setCurrentIndex(row);
    refreshPlots();
}

bool CompareView::showPlot(const QString& chartName)
{
    for (int i = 0; i < m_plots->count(); ++i)
        if (m_plots->widget(i)->objectName() == chartName) {
            m_plots->setCurrentIndex(i);
            return true;
        }
    return false;
}

PlotWidget* CompareView::currentPlot() const
{
    QWidget* page = m_plots->currentWidget();
    return page ? page->findChild<PlotWidget*>() : nullptr;
}

void CompareView::refreshPlots()
{
    const DataContext& data = m_scenarios->document()->data();
    // The compared scenarios, as the registry's charts draw them (perf/chart_series.h).
    QStringList names;
    std::vector<ChartOption> options;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        names << shownName(m_model->nameAt(column), kLegendNameChars);
        options.push_back({&m_model->scenarioAt(column), &m_model->resultAt(column)});
    }
    // Where the money goes, for every compared scenario with a cost report.
    const ChartSeriesSet costs = chartSeries(ChartKind::CostBreakdown, options);
    if (costs.empty())
        m_breakdown->clearChart();
    else
        m_breakdown->setSeries(costs, names);
    m_plots->setTabEnabled(0, !costs.empty());
    m_plots->setTabToolTip(0, costs.empty() ? tr("No compared scenario has a placement (cost)")
                                            : QString());

    const int row = m_plotScenario->currentIndex();
    const int scenarioCount = m_scenarios->rowCount();
    const bool valid = row >= 0 && row < scenarioCount + int(m_model->candidates().size());
    const auto apply = [this](int tab, bool has, const QString& why) {
        m_plots->setTabEnabled(tab, has);
        m_plots->setTabToolTip(tab, has ? QString() : why);
        // A disabled tab's chart says why too, where it is shown anyway (`accelplan --plot`).
        if (auto* chart = qobject_cast<ChartPanel*>(m_plots->widget(tab))) {
            chart->plot()->setEmptyNote(PlotWidget::tr("Nothing to plot") + QLatin1Char('\n') +
                                        why);
            chart->plot()->replot();
        }
    };
    std::optional<BuyVsRent> buy;
    std::optional<UserLatencySweep> latency;
    ChartSeriesSet latencyPoints;
    std::vector<UserRegionFigures> regions;
    std::optional<StorageSweep> storage;
    std::optional<EgressSweep> egress;
    ChartSeriesSet egressParts;
    if (valid) {
        const bool candidate = row >= scenarioCount;
        const Scenario& s = candidate ? m_model->candidates()[size_t(row - scenarioCount)].scenario
                                      : m_scenarios->document()->scenario(row);
        const ScenarioResult& r = candidate
                                      ? m_model->candidates()[size_t(row - scenarioCount)].result
                                      : m_scenarios->result(row);
        // The user's own other side of the question (buy 512 H100 against the scenario that
        // rents them for 3 years) when the project has one: the chart then draws the cash flow
        // the table totals for it. Else the cheapest rented or owned alternative.
        if (!candidate)
            for (int i = 0; i < scenarioCount && !buy; ++i) {
                const Scenario& other = m_scenarios->document()->scenario(i);
                if (i != row && buyOrRentPair(s, other, data.sites()))
                    buy = buyVsRent(s, r, other, m_scenarios->result(i), data.sites());
            }
        if (!buy)
            buy = buyVsRent(s, r, data);
        latency = userLatencySweep(s, r, data.sites());
        const ChartOption option{&s, &r};
        latencyPoints = chartSeries(ChartKind::UserLatency, {&option, 1});
        regions = userRegionFigures(r);
        storage = storageSweep(s, r, data);
        egress = egressSweep(s, r, data);
        egressParts = chartSeries(ChartKind::Egress, {&option, 1});
    }
    if (buy)
        m_buyVsRent->setComparison(*buy);
    else
        m_buyVsRent->clearChart();
    apply(1, m_buyVsRent->hasData(), tr("Needs a feasible placement and an alternative site"));
    if (latency)
        m_latency->setSweep(*latency, latencyPoints, regions);
    else
        m_latency->clearChart();
    apply(2, m_latency->hasData(), tr("Needs a served (inference) scenario with a placement"));
    if (storage)
        m_storage->setSweep(*storage);
    else
        m_storage->clearChart();
    apply(3, m_storage->hasData(), tr("Needs a training scenario"));
    if (egress)
        m_egress->setSweep(*egress, egressParts);
    else
        m_egress->clearChart();
    apply(4, m_egress->hasData(), tr("Needs a feasible placement with a site"));
    // Serving latency of every compared served scenario.
    QStringList servedNames;
    std::vector<LatencyBatchSweep> sweeps;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const Scenario& s = m_model->scenarioAt(column);
        const ScenarioResult& r = m_model->resultAt(column);
        if (auto w = latencyBatchSweep(s, r, data)) {
            servedNames << names.value(column);
            sweeps.push_back(std::move(*w));
        }
    }
    m_latencyBatch->setSweeps(servedNames, sweeps);
    apply(5, m_latencyBatch->hasData(), tr("Needs a compared served (inference) scenario"));
    m_networkShare->setSeries(chartSeries(ChartKind::NetworkShare, options), names);
    apply(6, m_networkShare->hasData(), tr("Needs a compared feasible served scenario"));
    // Stay on an enabled tab.
    if (!m_plots->isTabEnabled(m_plots->currentIndex()))
        for (int i = 0; i < m_plots->count(); ++i)
            if (m_plots->isTabEnabled(i)) {
                m_plots->setCurrentIndex(i);
                break;
            }
}

} // namespace ap
