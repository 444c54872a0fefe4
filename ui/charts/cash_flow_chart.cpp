#include "charts/cash_flow_chart.h"

#include "charts/chart_panel.h"
#include "format/number_format.h"
#include "perf/chart_series.h"
#include "plot/plot_widget.h"

#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace ap {

namespace {
// For lupdate: the series of ChartKind::CashFlow.
[[maybe_unused]] const char* const kLabels[] = {
    QT_TRANSLATE_NOOP("ap::CashFlowChart", "Cumulative cost"),
    QT_TRANSLATE_NOOP("ap::CashFlowChart", "Monthly cash flow")};
} // namespace

CashFlowChart::CashFlowChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
{
    setObjectName(QStringLiteral("cashFlowChart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setTitle(tr("Cost over time"));
    m_plot->setXAxis(tr("Time"), tr("months"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Cost"), tr("USD"), PlotWidget::Scale::Linear);
}

void CashFlowChart::clear()
{
    m_plot->clear();
    m_plot->replot();
}

void CashFlowChart::setSeries(const ChartSeriesSet& set, std::optional<int> breakEvenMonth)
{
    m_plot->clear();
    double top = 0, months = 0;
    for (size_t k = 0; k < set.series.size(); ++k) {
        const ChartSeriesValues& values = set.series[k];
        PlotSeries line;
        line.name = seriesLabel(*set.info, *values.info);
        line.color = PlotWidget::seriesColor(int(k));
        const bool cumulative = values.info->reads == SeriesFigure::LastIs;
        if (cumulative) {
            line.marker = MarkerShape::Circle;
            line.markerSize = 5;
        } else {
            line.line = LineStyle::Dashed;
        }
        for (size_t i = 0; i < values.y.size(); ++i) {
            line.x.push_back(values.x[i]);
            line.y.push_back(values.y[i]);
            if (cumulative)
                line.pointToolTips.push_back(
                    tr("Month %1: %2 so far").arg(i + 1).arg(usdText(values.y[i])));
        }
        if (cumulative && !values.y.empty())
            top = values.y.back();
        months = std::max(months, double(values.y.size()));
        m_plot->addSeries(line);
    }
    if (breakEvenMonth)
        m_plot->addVerticalLine(*breakEvenMonth, tr("break-even"), QColor(Qt::darkGreen));
    m_plot->setHomeRange(0.5, std::max(2.0, months) + 0.5, 0, std::max(1.0, top) * 1.08);
    m_plot->replot();
}

} // namespace ap
