#include "charts/cost_breakdown_chart.h"

#include "format/number_format.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <QCoreApplication>

#include <algorithm>

namespace ap {

namespace {

// The legend of a part: the English label of placement/cost_parts.h, translated.
QString partTitle(CostPartKind kind)
{
    // For lupdate: the labels of costPartInfo().
    static const char* const kLabels[] = {
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Compute (rent, API)"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Purchase"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Network (fabric)"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Power"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Facility"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Maintenance"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Staff"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Storage"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Egress and transfers"),
        QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Stalls and lost work")};
    Q_UNUSED(kLabels);
    const std::string label(costPartInfo(kind).label);
    return QCoreApplication::translate("ap::CostBreakdownChart", label.c_str());
}

} // namespace

CostBreakdownChart::CostBreakdownChart(QWidget* parent)
    : ChartPanel(QStringLiteral("costBreakdownChart"), parent)
{
    m_plot->setTitle(tr("Where the money goes"));
    m_plot->setXAxis(tr("Cost over the horizon"), tr("USD"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Option"), QString(), PlotWidget::Scale::Linear);
}

void CostBreakdownChart::setOptions(const QStringList& names,
                                    const std::vector<std::vector<CostPart>>& parts)
{
    m_plot->clear();
    m_hasData = false;
    m_plot->setBarCategories(names);
    // One layer per kind, in the core's order and colour; a kind no option pays is left out.
    double widest = 0;
    std::vector<double> totals(parts.size(), 0.0);
    for (CostPartKind kind : kCostPartKinds) {
        PlotBarSet set;
        set.name = partTitle(kind);
        set.color = PlotWidget::seriesColor(int(kind));
        bool any = false;
        for (size_t i = 0; i < parts.size(); ++i) {
            const double usd = costPartUsd(parts[i], kind);
            set.values << usd;
            totals[i] += usd;
            set.toolTips << tr("%1, %2: %3").arg(names.value(qsizetype(i)), set.name, usdText(usd));
            any = any || usd != 0;
        }
        if (any)
            m_plot->addStackedBars(set);
    }
    for (size_t i = 0; i < totals.size(); ++i) {
        widest = std::max(widest, totals[i]);
        if (totals[i] > 0) {
            m_hasData = true;
            m_plot->addLabel(usdText(totals[i]), totals[i], double(names.size()) - double(i),
                             QColor(0x40, 0x40, 0x40), Qt::AlignLeft | Qt::AlignVCenter);
        }
    }
    m_plot->setHomeRange(0, std::max(1.0, widest) * 1.18, 0.4, double(names.size()) + 0.6);
    m_plot->replot();
}

} // namespace ap
