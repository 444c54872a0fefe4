#include "charts/buy_vs_rent_chart.h"

#include "format/number_format.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <algorithm>

namespace ap {

BuyVsRentChart::BuyVsRentChart(QWidget* parent)
    : ChartPanel(QStringLiteral("buyVsRentChart"), parent)
{
    m_plot->setTitle(tr("Buy vs rent: cumulative cost"));
    m_plot->setXAxis(tr("Time"), tr("months"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Cumulative cost"), tr("USD"), PlotWidget::Scale::Linear);
}

void BuyVsRentChart::setComparison(const BuyVsRent& b)
{
    m_plot->clear();
    double top = 1;
    const auto curve = [&](const std::vector<double>& cumulative, const QString& site, int color) {
        PlotSeries s;
        s.name = site;
        s.color = PlotWidget::seriesColor(color);
        s.marker = MarkerShape::Circle;
        s.markerSize = 5;
        for (size_t i = 0; i < cumulative.size(); ++i) {
            s.x << double(i + 1);
            s.y << cumulative[i];
            s.pointToolTips
                << tr("%1, month %2: %3 so far").arg(site).arg(i + 1).arg(usdText(cumulative[i]));
            top = std::max(top, cumulative[i]);
        }
        m_plot->addSeries(s);
    };
    curve(b.cumulativeUsd, tr("%1 (this placement)").arg(QString::fromStdString(b.site)), 0);
    // The alternative named as the user knows it: their own scenario, or the site and the
    // terms it is rented under.
    QString alternative = QString::fromStdString(b.alternativeSite);
    if (b.alternativeCommitment)
        alternative = tr("%1, %2").arg(alternative, commitmentText(*b.alternativeCommitment));
    if (!b.alternativeScenario.empty())
        alternative = tr("%1: %2").arg(QString::fromStdString(b.alternativeScenario), alternative);
    curve(b.alternativeCumulativeUsd, tr("%1 (alternative)").arg(alternative), 1);
    if (b.breakEvenMonth)
        m_plot->addVerticalLine(*b.breakEvenMonth,
                                tr("break-even: month %1").arg(*b.breakEvenMonth),
                                QColor(Qt::darkGreen), LineStyle::Dashed, Qt::AlignRight);
    else
        m_plot->addLegendNote(tr("No break-even within the horizon"));
    const size_t months = std::max(b.cumulativeUsd.size(), b.alternativeCumulativeUsd.size());
    m_hasData = months > 0;
    m_plot->setHomeRange(0.5, std::max<double>(2, double(months)) + 0.5, 0, top * 1.08);
    m_plot->replot();
}

} // namespace ap
