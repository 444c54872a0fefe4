#include "charts/user_latency_chart.h"

#include "format/figure_text.h"
#include "format/number_format.h"
#include "perf/chart_series.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "plot/plot_widget.h"

#include <algorithm>

namespace ap {

UserLatencyChart::UserLatencyChart(QWidget* parent)
    : ChartPanel(QStringLiteral("userLatencyChart"), parent)
{
    m_plot->setTitle(tr("Latency to users"));
    m_plot->setXAxis(tr("Distance of the users"), tr("km"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Latency"), tr("ms"), PlotWidget::Scale::Linear);
}

void UserLatencyChart::setSweep(const UserLatencySweep& w, const ChartSeriesSet& points,
                                const std::vector<UserRegionFigures>& regions)
{
    m_plot->clear();
    PlotSeries rtt;
    rtt.name = tr("Network round trip");
    rtt.color = PlotWidget::seriesColor(0);
    PlotSeries ttft;
    ttft.name = tr("TTFT incl. the network");
    ttft.color = PlotWidget::seriesColor(1);
    double top = 1;
    for (size_t i = 0; i < w.distanceKm.size(); ++i) {
        rtt.x << w.distanceKm[i];
        rtt.y << w.roundTripSec[i] * 1e3;
        ttft.x << w.distanceKm[i];
        ttft.y << (w.ttftSec + w.roundTripSec[i]) * 1e3;
        top = std::max(top, ttft.y.back());
    }
    m_plot->addSeries(rtt);
    m_plot->addSeries(ttft);
    const double maxKm = w.distanceKm.empty() ? 1.0 : w.distanceKm.back();
    if (w.sloTtftSec) {
        PlotSeries slo;
        slo.name = tr("TTFT objective %1 ms").arg(formatNumber(*w.sloTtftSec * 1e3, 4));
        slo.color = QColor(0xC0, 0x1C, 0x28);
        slo.line = LineStyle::Dashed;
        slo.x = {0.0, maxKm};
        slo.y = {*w.sloTtftSec * 1e3, *w.sloTtftSec * 1e3};
        m_plot->addSeries(slo);
        top = std::max(top, *w.sloTtftSec * 1e3);
    }
    PlotSeries chosen;
    chosen.name =
        regions.empty()
            ? tr("This placement: %1 km, network %2 % of TTFT")
                  .arg(humanNumber(w.chosenDistanceKm), formatNumber(100 * w.networkShare, 3))
            : tr("Traffic-weighted mean: %1 km, network %2 % of TTFT")
                  .arg(humanNumber(w.chosenDistanceKm), formatNumber(100 * w.networkShare, 3));
    chosen.color = PlotWidget::seriesColor(2);
    chosen.line = LineStyle::None;
    chosen.marker = MarkerShape::Diamond;
    chosen.markerSize = 11;
    // The placement's points and the regions' as the registry builds them.
    const bool placed = !points.empty();
    const double roundTripMs = placed ? points.series.at(0).y.at(0) * 1e3 : 0.0;
    const double total = placed ? points.series.at(1).y.at(0) * 1e3 : 0.0;
    const double km = placed ? points.series.at(1).x.at(0) : w.chosenDistanceKm;
    chosen.x = {km, km};
    chosen.y = {roundTripMs, total};
    chosen.pointToolTips = {
        tr("Round trip %1 ms at %2 km").arg(millisecondsNumber(roundTripMs), humanNumber(km)),
        tr("TTFT %1 ms incl. the network (%2 % network)")
            .arg(millisecondsNumber(total), formatNumber(100 * w.networkShare, 3))};
    if (placed)
        m_plot->addSeries(chosen);
    // One marker per region of the users, at its distance and its TTFT with the network.
    const ChartSeriesValues* regionPoints = placed ? &points.series.at(2) : nullptr;
    for (size_t i = 0; regionPoints && i < regions.size() && i < regionPoints->y.size(); ++i) {
        const UserRegionFigures& f = regions[i];
        const double ttftMs = regionPoints->y[i] * 1e3;
        PlotSeries region;
        region.name = tr("%1 (%2 % of traffic): TTFT %3 ms")
                          .arg(QString::fromStdString(f.name), formatNumber(100 * f.share, 3),
                               millisecondsNumber(ttftMs));
        region.color = PlotWidget::seriesColor(int(3 + i));
        region.line = LineStyle::None;
        region.marker = MarkerShape::Circle;
        region.markerSize = 9;
        region.x = {regionPoints->x[i]};
        region.y = {ttftMs};
        region.pointToolTips = {tr("%1: %2 km, round trip %3 ms, TTFT %4 ms incl. the network")
                                    .arg(QString::fromStdString(f.name), humanNumber(f.distanceKm),
                                         millisecondsNumber(f.roundTripSec * 1e3),
                                         millisecondsNumber(ttftMs))};
        m_plot->addSeries(region);
        top = std::max(top, ttftMs);
    }
    m_hasData = !w.distanceKm.empty();
    m_plot->setHomeRange(0, maxKm, 0, top * 1.1);
    m_plot->replot();
}

} // namespace ap
