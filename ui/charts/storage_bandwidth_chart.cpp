#include "charts/storage_bandwidth_chart.h"

#include "format/number_format.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <algorithm>
#include <cmath>

namespace ap {

namespace {

QString tierName(StorageKind kind)
{
    switch (kind) {
    case StorageKind::LocalNvme:
        return StorageBandwidthChart::tr("Local NVMe");
    case StorageKind::ParallelFileSystem:
        return StorageBandwidthChart::tr("Parallel file system");
    case StorageKind::ObjectStorage:
        return StorageBandwidthChart::tr("Object storage");
    }
    return {};
}

constexpr double kGB = 1e9;

} // namespace

StorageBandwidthChart::StorageBandwidthChart(QWidget* parent)
    : ChartPanel(QStringLiteral("storageBandwidthChart"), parent)
{
    m_plot->setTitle(tr("Storage bandwidth: checkpoint and data set"));
    m_plot->setXAxis(tr("Storage bandwidth"), tr("GB/s"), PlotWidget::Scale::Log);
    m_plot->setYAxis(tr("Transfer time"), tr("s"), PlotWidget::Scale::Log);
}

void StorageBandwidthChart::setSweep(const StorageSweep& w)
{
    m_plot->clear();
    // The range spans the tiers and thresholds with a decade of room on each side.
    double lo = 1e300, hi = 0;
    for (const StorageTierPoint& t : w.tiers) {
        lo = std::min(lo, t.writeBytesPerSec);
        hi = std::max(hi, t.writeBytesPerSec);
    }
    // The data loader of a language model needs kB/s to MB/s, far left of every tier; it
    // widens the range only when it is within a thousandfold of the tiers.
    for (double v : {w.stallFreeWriteBytesPerSec, w.dataLoaderBytesPerSec})
        if (v > 0 && v > lo * 1e-3) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    if (!(hi > 0)) {
        clearChart();
        return;
    }
    const double xMin = std::pow(10.0, std::floor(std::log10(lo / kGB)) - 1);
    const double xMax = std::pow(10.0, std::ceil(std::log10(hi / kGB)) + 1);
    const auto curve = [&](double bytes, const QString& name, int color) {
        PlotSeries s;
        s.name = name;
        s.color = PlotWidget::seriesColor(color);
        s.hoverTitle = name;
        for (int i = 0; i <= 40; ++i) {
            const double gbps = xMin * std::pow(xMax / xMin, i / 40.0);
            s.x << gbps;
            s.y << bytes / (gbps * kGB);
        }
        return m_plot->addSeries(s);
    };
    const auto size = [](double bytes) {
        return bytes >= 1e12 ? tr("%1 TB").arg(humanNumber(bytes / 1e12))
                             : tr("%1 GB").arg(humanNumber(bytes / kGB));
    };
    curve(w.checkpointBytes, tr("Checkpoint write (%1)").arg(size(w.checkpointBytes)), 0);
    if (w.datasetBytes > 0)
        curve(w.datasetBytes, tr("Data set read (%1)").arg(size(w.datasetBytes)), 1);
    // Each tier where it sits on the checkpoint curve.
    int color = 2;
    double yMin = 1e300, yMax = 0;
    for (const StorageTierPoint& t : w.tiers) {
        PlotSeries p;
        p.name = t.chosen ? tr("%1 (chosen)").arg(tierName(t.kind)) : tierName(t.kind);
        p.color = PlotWidget::seriesColor(color++);
        p.line = LineStyle::None;
        p.marker = t.chosen ? MarkerShape::Star : MarkerShape::Circle;
        p.markerSize = t.chosen ? 14 : 9;
        p.x = {t.writeBytesPerSec / kGB};
        p.y = {t.checkpointWriteSec};
        p.pointToolTips = {tr("%1: %2 GB/s for this cluster, checkpoint in %3, goodput %4 %")
                               .arg(tierName(t.kind), humanNumber(t.writeBytesPerSec / kGB),
                                    durationText(t.checkpointWriteSec),
                                    formatNumber(100 * t.goodput, 3))};
        m_plot->addSeries(p);
        yMin = std::min(yMin, t.checkpointWriteSec);
        yMax = std::max(yMax, t.checkpointWriteSec);
    }
    if (w.stallFreeWriteBytesPerSec > 0)
        m_plot->addVerticalLine(w.stallFreeWriteBytesPerSec / kGB,
                                tr("stall-free checkpoints ≥ %1 GB/s")
                                    .arg(humanNumber(w.stallFreeWriteBytesPerSec / kGB)),
                                QColor(0xC0, 0x1C, 0x28), LineStyle::Dashed, Qt::AlignRight);
    if (w.dataLoaderBytesPerSec > 0 && w.dataLoaderBytesPerSec / kGB < xMin)
        m_plot->addLegendNote(tr("Data loader needs %1 MB/s: every tier feeds it")
                                  .arg(humanNumber(w.dataLoaderBytesPerSec / 1e6)));
    else if (w.dataLoaderBytesPerSec > 0)
        m_plot->addVerticalLine(
            w.dataLoaderBytesPerSec / kGB,
            tr("data loader needs %1 GB/s").arg(humanNumber(w.dataLoaderBytesPerSec / kGB)),
            QColor(0x59, 0xA1, 0x4F), LineStyle::Dotted, Qt::AlignRight);
    const double biggest = std::max(w.checkpointBytes, w.datasetBytes);
    yMax = std::max(yMax, biggest / (xMin * kGB));
    yMin = std::min(yMin, w.checkpointBytes / (xMax * kGB));
    m_hasData = true;
    m_plot->setHomeRange(xMin, xMax, std::pow(10.0, std::floor(std::log10(yMin))),
                         std::pow(10.0, std::ceil(std::log10(yMax))));
    m_plot->replot();
}

} // namespace ap
