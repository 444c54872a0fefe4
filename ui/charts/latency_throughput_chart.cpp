#include "charts/latency_throughput_chart.h"

#include "charts/chart_panel.h"
#include "format/number_format.h"
#include "perf/chart_series.h"
#include "plot/plot_widget.h"

#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ap {

namespace {
// For lupdate: the series of ChartKind::LatencyThroughput (%1: the served batch).
[[maybe_unused]] const char* const kLabels[] = {
    QT_TRANSLATE_NOOP("ap::LatencyThroughputChart", "Scenario (batch %1)")};
} // namespace

LatencyThroughputChart::LatencyThroughputChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setTitle(tr("Latency vs throughput"));
    m_plot->setXAxis(tr("Time per output token"), tr("ms"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Output throughput"), tr("tokens/s"), PlotWidget::Scale::Log);
}

void LatencyThroughputChart::setSweep(std::vector<BatchSweepPoint> sweep,
                                      const ChartSeriesSet& chosen,
                                      std::optional<double> sloTpotSec)
{
    m_sweep = std::move(sweep);
    m_plot->clear();
    m_curve = -1;
    m_chosen = -1;

    PlotSeries curve;
    curve.name = tr("Batch sweep");
    curve.color = PlotWidget::seriesColor(0);
    curve.marker = MarkerShape::Circle;
    curve.markerSize = 6;
    for (const BatchSweepPoint& p : m_sweep) {
        curve.x << p.tpotSec * 1e3;
        curve.y << p.outputTokensPerSec;
        curve.pointToolTips << tr("Batch %1\nTPOT: %2 ms\nOutput: %3 tokens/s")
                                   .arg(formatNumber(p.batch, 8), formatNumber(p.tpotSec * 1e3, 4),
                                        formatNumber(p.outputTokensPerSec, 4));
    }
    if (!m_sweep.empty())
        m_curve = m_plot->addSeries(curve);

    double xMax = curve.x.isEmpty() ? 1.0 : *std::max_element(curve.x.begin(), curve.x.end());
    double yMin = curve.y.isEmpty() ? 1.0 : *std::min_element(curve.y.begin(), curve.y.end());
    double yMax = curve.y.isEmpty() ? 10.0 : *std::max_element(curve.y.begin(), curve.y.end());
    if (!chosen.empty()) {
        const ChartSeriesValues& point = chosen.series.at(0);
        const double batch = chosen.batch.at(0), tpotSec = point.x.at(0),
                     outputTokensPerSec = point.y.at(0);
        PlotSeries mark;
        mark.name = seriesLabel(*chosen.info, *point.info).arg(formatNumber(batch, 8));
        mark.color = PlotWidget::seriesColor(1);
        mark.line = LineStyle::None;
        mark.marker = MarkerShape::Diamond;
        mark.markerSize = 13;
        mark.x = {tpotSec * 1e3};
        mark.y = {outputTokensPerSec};
        mark.pointToolTips = {tr("Scenario: batch %1\nTPOT: %2 ms\nOutput: %3 tokens/s")
                                  .arg(formatNumber(batch, 8), formatNumber(tpotSec * 1e3, 4),
                                       formatNumber(outputTokensPerSec, 4))};
        m_chosen = m_plot->addSeries(mark);
        xMax = std::max(xMax, mark.x.constFirst());
        yMin = std::min(yMin, mark.y.constFirst());
        yMax = std::max(yMax, mark.y.constFirst());
    }
    if (sloTpotSec) {
        m_plot->addVerticalLine(*sloTpotSec * 1e3,
                                tr("TPOT objective %1 ms").arg(formatNumber(*sloTpotSec * 1e3, 4)),
                                QColor(0xC0, 0x1C, 0x28), LineStyle::Dashed, Qt::AlignRight);
        xMax = std::max(xMax, *sloTpotSec * 1e3);
    }
    // Whole decades on the log axis keep its labels readable, with headroom: a point just under
    // a decade's end (the scenario's 13 px diamond at 9.81k tokens/s under a 10k top) sat on
    // the plot's edge, half cut (#25). A factor of kHeadroom (0.3 decade) above the highest
    // point and below the lowest keeps a marker whole on a chart of a few decades over the
    // details' 130 px.
    constexpr double kHeadroom = 2.0;
    yMin = std::max(yMin, 1e-9);
    yMax = std::max(yMax, yMin);
    const double yLo = std::min(std::pow(10.0, std::floor(std::log10(yMin))), yMin / kHeadroom);
    const double yHi =
        std::max(std::pow(10.0, std::ceil(std::log10(std::max(yMax, yLo * 10)))), yMax * kHeadroom);
    m_plot->setHomeRange(0.0, xMax * 1.1, yLo, yHi);
    m_plot->replot();
}

void LatencyThroughputChart::clearChart()
{
    m_sweep.clear();
    m_plot->clear();
    m_curve = -1;
    m_chosen = -1;
    m_plot->replot();
}

QVector<QPointF> LatencyThroughputChart::curvePoints() const
{
    return m_curve < 0 ? QVector<QPointF>() : m_plot->plottedPoints(m_curve);
}

std::optional<QPointF> LatencyThroughputChart::chosenPoint() const
{
    if (m_chosen < 0)
        return std::nullopt;
    const QVector<QPointF> points = m_plot->plottedPoints(m_chosen);
    if (points.isEmpty())
        return std::nullopt;
    return points.constFirst();
}

std::optional<double> LatencyThroughputChart::sloLineMs() const
{
    const QVector<double> lines = m_plot->verticalLines();
    if (lines.isEmpty())
        return std::nullopt;
    return lines.constFirst();
}

} // namespace ap
