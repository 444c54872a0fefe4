#include "charts/cost_breakdown_chart.h"

#include "format/number_format.h"
#include "perf/chart_series.h"
#include "plot/plot_widget.h"

#include <QCoreApplication>

#include <algorithm>

namespace ap {

namespace {

// For lupdate: the labels of costPartInfo(), the series of ChartKind::CostBreakdown.
[[maybe_unused]] const char* const kLabels[] = {
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Compute (rent, API)"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Purchase"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Network (fabric)"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Power"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Facility"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Maintenance"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Staff"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Storage"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Egress and transfers"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Stalls and lost work"),
    QT_TRANSLATE_NOOP("ap::CostBreakdownChart", "Fallback site")};

} // namespace

CostBreakdownChart::CostBreakdownChart(QWidget* parent)
    : ChartPanel(QStringLiteral("costBreakdownChart"), parent)
{
    m_plot->setTitle(tr("Where the money goes"));
    m_plot->setXAxis(tr("Cost over the horizon"), tr("USD"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Option"), QString(), PlotWidget::Scale::Linear);
}

void CostBreakdownChart::setSeries(const ChartSeriesSet& set, const QStringList& allNames)
{
    m_plot->clear();
    m_hasData = false;
    QStringList names;
    for (size_t option : set.options)
        names << allNames.value(qsizetype(option));
    m_plot->setBarCategories(names);
    // One layer per kind, in the core's order and colour; a kind no option pays is left out.
    double widest = 0;
    std::vector<double> totals(set.options.size(), 0.0);
    for (const ChartSeriesValues& series : set.series) {
        PlotBarSet bars;
        bars.name = seriesLabel(*set.info, *series.info);
        // The palette has ten colours: the kinds past them (the fallback) take the first
        // ones darker, so no two kinds share a colour.
        const int kind = int(*series.info->costPart);
        bars.color = PlotWidget::seriesColor(kind);
        if (kind >= 10)
            bars.color = bars.color.darker(170);
        bool any = false;
        for (size_t i = 0; i < series.y.size(); ++i) {
            const double usd = series.y[i];
            bars.values << usd;
            totals[i] += usd;
            bars.toolTips
                << tr("%1, %2: %3").arg(names.value(qsizetype(i)), bars.name, usdText(usd));
            any = any || usd != 0;
        }
        if (any)
            m_plot->addStackedBars(bars);
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
