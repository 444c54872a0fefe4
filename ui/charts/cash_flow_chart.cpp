#include "charts/cash_flow_chart.h"

#include "format/number_format.h"
#include "placement/placement.h"
#include "plot/plot_widget.h"

#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace ap {

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

void CashFlowChart::setReport(const CostReport& report)
{
    m_plot->clear();
    const auto& monthly = report.monthlyCashFlowUsd;
    PlotSeries cumulative;
    cumulative.name = tr("Cumulative cost");
    cumulative.color = PlotWidget::seriesColor(0);
    cumulative.marker = MarkerShape::Circle;
    cumulative.markerSize = 5;
    PlotSeries perMonth;
    perMonth.name = tr("Monthly cash flow");
    perMonth.color = PlotWidget::seriesColor(1);
    perMonth.line = LineStyle::Dashed;
    double sum = 0;
    for (size_t i = 0; i < monthly.size(); ++i) {
        sum += monthly[i];
        const double month = double(i + 1);
        cumulative.x.push_back(month);
        cumulative.y.push_back(sum);
        cumulative.pointToolTips.push_back(tr("Month %1: %2 so far").arg(i + 1).arg(usdText(sum)));
        perMonth.x.push_back(month);
        perMonth.y.push_back(monthly[i]);
    }
    m_plot->addSeries(cumulative);
    m_plot->addSeries(perMonth);
    if (report.breakEvenMonth)
        m_plot->addVerticalLine(*report.breakEvenMonth, tr("break-even"), QColor(Qt::darkGreen));
    const double top = std::max(1.0, sum) * 1.08;
    m_plot->setHomeRange(0.5, std::max<double>(2, double(monthly.size())) + 0.5, 0, top);
    m_plot->replot();
}

} // namespace ap
