#include "charts/latency_batch_chart.h"

#include "format/number_format.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <algorithm>
#include <cmath>

namespace ap {

namespace {
constexpr double kMs = 1e3;
} // namespace

LatencyBatchChart::LatencyBatchChart(QWidget* parent)
    : ChartPanel(QStringLiteral("latencyBatchChart"), parent)
{
    m_plot->setTitle(tr("TTFT and TPOT against the batch"));
    m_plot->setXAxis(tr("Batch per replica"), tr("sequences"), PlotWidget::Scale::Log);
    m_plot->setYAxis(tr("Latency"), tr("ms"), PlotWidget::Scale::Log);
}

void LatencyBatchChart::setSweeps(const QStringList& names,
                                  const std::vector<LatencyBatchSweep>& sweeps)
{
    m_plot->clear();
    m_hasData = false;
    double xMin = 1e300, xMax = 0, yMin = 1e300, yMax = 0;
    const auto extend = [&](double x, double y) {
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
    };
    struct Slo {
        double ms;
        QString text;
        QColor color;
        bool ttft = false; // a TTFT objective (drawn heavier), else TPOT
    };
    std::vector<Slo> slos;
    for (size_t i = 0; i < sweeps.size(); ++i) {
        const LatencyBatchSweep& w = sweeps[i];
        const QString name = names.value(qsizetype(i));
        const QColor color = PlotWidget::seriesColor(int(i));
        PlotSeries ttft;
        ttft.name = tr("%1: TTFT without the network").arg(name);
        ttft.color = color;
        ttft.marker = MarkerShape::Circle;
        ttft.markerSize = 5;
        PlotSeries tpot;
        tpot.name = tr("%1: TPOT").arg(name);
        tpot.color = color;
        tpot.line = LineStyle::Dashed;
        tpot.marker = MarkerShape::Square;
        tpot.markerSize = 5;
        for (const LatencyBatchPoint& p : w.points) {
            if (!(p.ttftSec > 0) || !(p.tpotSec > 0))
                continue;
            ttft.x << p.batch;
            ttft.y << p.ttftSec * kMs;
            ttft.pointToolTips << tr("%1\nbatch %2: TTFT without the network %3 ms")
                                      .arg(name, humanNumber(p.batch),
                                           humanNumber(p.ttftSec * kMs));
            tpot.x << p.batch;
            tpot.y << p.tpotSec * kMs;
            tpot.pointToolTips << tr("%1\nbatch %2: TPOT %3 ms")
                                      .arg(name, humanNumber(p.batch),
                                           humanNumber(p.tpotSec * kMs));
            extend(p.batch, p.ttftSec * kMs);
            extend(p.batch, p.tpotSec * kMs);
        }
        if (ttft.x.isEmpty())
            continue;
        m_hasData = true;
        m_plot->addSeries(ttft);
        m_plot->addSeries(tpot);
        if (w.chosen) {
            PlotSeries chosen;
            chosen.name = tr("%1: its batch (%2)").arg(name, humanNumber(w.chosen->batch));
            chosen.color = color;
            chosen.line = LineStyle::None;
            chosen.marker = MarkerShape::Star;
            chosen.markerSize = 14;
            chosen.inLegend = false; // the note below says what a star is
            chosen.x = {w.chosen->batch, w.chosen->batch};
            chosen.y = {w.chosen->ttftSec * kMs, w.chosen->tpotSec * kMs};
            chosen.pointToolTips = {
                tr("%1 at batch %2: TTFT without the network %3 ms")
                    .arg(name, humanNumber(w.chosen->batch), humanNumber(w.chosen->ttftSec * kMs)),
                tr("%1 at batch %2: TPOT %3 ms")
                    .arg(name, humanNumber(w.chosen->batch), humanNumber(w.chosen->tpotSec * kMs))};
            m_plot->addSeries(chosen);
            extend(w.chosen->batch, w.chosen->ttftSec * kMs);
            extend(w.chosen->batch, w.chosen->tpotSec * kMs);
        }
        // Objectives, once per value: scenarios of one study usually share them.
        const auto addSlo = [&](std::optional<double> sec, bool ttft) {
            if (!sec || !(*sec > 0))
                return;
            const double ms = *sec * kMs;
            for (const Slo& s : slos)
                if (std::abs(s.ms - ms) <= 1e-9 * ms && s.ttft == ttft)
                    return;
            // By kind, not by the text's start: French puts the word first ("objectif TTFT"),
            // so each scenario's objective was listed again.
            slos.push_back(
                {ms, tr("%1 objective %2 ms").arg(ttft ? tr("TTFT") : tr("TPOT"), humanNumber(ms)),
                 color, ttft});
            yMin = std::min(yMin, ms);
            yMax = std::max(yMax, ms);
        };
        addSlo(w.sloTtftSec, true);
        addSlo(w.sloTpotSec, false);
    }
    if (!m_hasData) {
        clearChart();
        return;
    }
    for (const Slo& s : slos) {
        PlotSeries line;
        line.name = s.text;
        line.color = QColor(0xC0, 0x1C, 0x28);
        line.line = LineStyle::Dotted;
        line.lineWidth = s.ttft ? 2.0 : 1.4;
        line.x = {xMin, xMax};
        line.y = {s.ms, s.ms};
        m_plot->addSeries(line);
    }
    // The engine's TTFT at the site: the users see it plus their round trip, a figure with its
    // own label elsewhere ("TTFT incl. the network"), so this one says it is without (#25).
    m_plot->addLegendNote(
        tr("Solid: TTFT without the network · dashed: TPOT\nStar: each scenario's own batch"));
    m_plot->setHomeRange(std::pow(10.0, std::floor(std::log10(xMin))),
                         std::pow(10.0, std::ceil(std::log10(xMax * 1.05))),
                         std::pow(10.0, std::floor(std::log10(yMin))),
                         std::pow(10.0, std::ceil(std::log10(yMax * 1.05))));
    m_plot->replot();
}

} // namespace ap
