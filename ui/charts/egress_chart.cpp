#include "charts/egress_chart.h"

#include "format/number_format.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ap {

namespace {
constexpr double kTB = 1e12;
} // namespace

EgressChart::EgressChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
{
    setObjectName(QStringLiteral("egressChart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setTitle(tr("Egress economics"));
    m_plot->setXAxis(tr("Data sent out per month"), tr("TB"), PlotWidget::Scale::Log);
    m_plot->setYAxis(tr("Egress bill per month"), tr("USD"), PlotWidget::Scale::Log);
}

void EgressChart::clearChart()
{
    m_plot->clear();
    m_hasData = false;
    m_plot->replot();
}

void EgressChart::setSweep(const EgressSweep& w)
{
    m_plot->clear();
    double yMin = 1e300, yMax = 0, xMin = 1e300, xMax = 0;
    int color = 0;
    for (const EgressCurve& c : w.curves) {
        PlotSeries s;
        s.name = c.chosen ? tr("%1 (this site's provider)").arg(QString::fromStdString(c.name))
                          : QString::fromStdString(c.name);
        s.color = PlotWidget::seriesColor(color++);
        s.lineWidth = c.chosen ? 3.0 : 1.6;
        for (size_t i = 0; i < c.bytesPerMonth.size(); ++i) {
            if (c.usdPerMonth[i] <= 0)
                continue;
            s.x << c.bytesPerMonth[i] / kTB;
            s.y << c.usdPerMonth[i];
            yMin = std::min(yMin, c.usdPerMonth[i]);
            yMax = std::max(yMax, c.usdPerMonth[i]);
            xMin = std::min(xMin, s.x.back());
            xMax = std::max(xMax, s.x.back());
        }
        m_plot->addSeries(s);
    }
    if (!(yMax > 0)) {
        clearChart();
        return;
    }
    if (w.scenarioBytesPerMonth > 0)
        m_plot->addVerticalLine(
            w.scenarioBytesPerMonth / kTB,
            tr("this scenario: %1 TB/month, %2")
                .arg(humanNumber(w.scenarioBytesPerMonth / kTB), usdText(w.scenarioUsdPerMonth)),
            QColor(0x40, 0x40, 0x40), LineStyle::Dashed, Qt::AlignRight);
    if (w.monthlyComputeUsd > 0) {
        PlotSeries compute;
        compute.name = tr("Compute per month %1: above it, move the compute to the data")
                           .arg(usdText(w.monthlyComputeUsd));
        compute.color = QColor(0xC0, 0x1C, 0x28);
        compute.line = LineStyle::Dotted;
        compute.x = {xMin, xMax};
        compute.y = {w.monthlyComputeUsd, w.monthlyComputeUsd};
        m_plot->addSeries(compute);
        yMax = std::max(yMax, w.monthlyComputeUsd);
        yMin = std::min(yMin, w.monthlyComputeUsd);
    }
    if (w.breakEvenBytesPerMonth) {
        PlotSeries gravity;
        gravity.name = tr("Data-gravity break-even %1 TB/month")
                           .arg(humanNumber(*w.breakEvenBytesPerMonth / kTB));
        gravity.color = QColor(0xC0, 0x1C, 0x28);
        gravity.line = LineStyle::None;
        gravity.marker = MarkerShape::Diamond;
        gravity.markerSize = 12;
        gravity.x = {*w.breakEvenBytesPerMonth / kTB};
        gravity.y = {w.monthlyComputeUsd};
        gravity.pointToolTips = {
            tr("Egress of %1 TB a month costs as much as the compute (%2 a month)")
                .arg(humanNumber(*w.breakEvenBytesPerMonth / kTB), usdText(w.monthlyComputeUsd))};
        m_plot->addSeries(gravity);
        xMax = std::max(xMax, *w.breakEvenBytesPerMonth / kTB);
    }
    m_hasData = true;
    m_plot->setHomeRange(xMin, xMax, std::pow(10.0, std::floor(std::log10(yMin))),
                         std::pow(10.0, std::ceil(std::log10(yMax)) + 0.0));
    m_plot->replot();
}

} // namespace ap
