#include "charts/buy_vs_rent_chart.h"

#include "format/number_format.h"
#include "perf/chart_series.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <algorithm>

namespace ap {

namespace {
// For lupdate: the series of ChartKind::BuyVsRent (%1: the site, or the alternative's terms).
[[maybe_unused]] const char* const kLabels[] = {
    QT_TRANSLATE_NOOP("ap::BuyVsRentChart", "%1 (this placement)"),
    QT_TRANSLATE_NOOP("ap::BuyVsRentChart", "%1 (alternative)")};
} // namespace

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
    // The two cumulative lines and the break-even month as the figure registry builds them
    // (perf/chart_series.h ChartKind::BuyVsRent): this placement's line ends at its total cost.
    const ChartOption option{nullptr, nullptr, &b};
    const ChartSeriesSet set = chartSeries(ChartKind::BuyVsRent, {&option, 1});
    // The alternative named as the user knows it: their own scenario, or the site and the
    // terms it is rented under.
    QString alternative = QString::fromStdString(b.alternativeSite);
    if (b.alternativeCommitment)
        alternative = tr("%1, %2").arg(alternative, commitmentText(*b.alternativeCommitment));
    if (!b.alternativeScenario.empty())
        alternative = tr("%1: %2").arg(QString::fromStdString(b.alternativeScenario), alternative);
    const QString names[] = {QString::fromStdString(b.site), alternative};
    double top = 1;
    size_t months = 0;
    for (size_t k = 0; k < set.series.size(); ++k) {
        const ChartSeriesValues& values = set.series[k];
        PlotSeries s;
        s.name = seriesLabel(*set.info, *values.info).arg(names[k]);
        s.color = PlotWidget::seriesColor(int(k));
        s.marker = MarkerShape::Circle;
        s.markerSize = 5;
        for (size_t i = 0; i < values.y.size(); ++i) {
            s.x << values.x[i];
            s.y << values.y[i];
            s.pointToolTips
                << tr("%1, month %2: %3 so far").arg(s.name).arg(i + 1).arg(usdText(values.y[i]));
            top = std::max(top, values.y[i]);
        }
        months = std::max(months, values.y.size());
        m_plot->addSeries(s);
    }
    if (set.markX)
        m_plot->addVerticalLine(*set.markX, tr("break-even: month %1").arg(int(*set.markX)),
                                QColor(Qt::darkGreen), LineStyle::Dashed, Qt::AlignRight);
    else
        m_plot->addLegendNote(tr("No break-even within the horizon"));
    m_hasData = months > 0;
    m_plot->setHomeRange(0.5, std::max<double>(2, double(months)) + 0.5, 0, top * 1.08);
    m_plot->replot();
}

} // namespace ap
