#include "recommend/monte_carlo_chart.h"

#include "format/number_format.h"
#include "plot/plot_widget.h"
#include "recommend/objective_text.h"

#include <algorithm>
#include <cmath>

namespace ap {

namespace {
constexpr int kBins = 30;
constexpr size_t kMaxOptions = 5; // more overlapping outlines stop being readable
} // namespace

MonteCarloChart::MonteCarloChart(QWidget* parent)
    : ChartPanel(QStringLiteral("monteCarloChart"), parent)
{
    m_plot->setTitle(tr("Monte Carlo: distribution per option"));
}

void MonteCarloChart::setSummary(const MonteCarloSummary& mc, bool training)
{
    m_plot->clear();
    m_hasData = false;
    const Objective objective = mc.objective;
    const auto value = [&](double engine) {
        return objectiveFromEngine(objective, training, engine);
    };
    // Options in the engine's order (the recommended first), with their samples.
    const size_t n = std::min(mc.options.size(), kMaxOptions);
    double lo = 1e300, hi = -1e300;
    for (size_t i = 0; i < n; ++i)
        for (double v : mc.options[i].samples)
            if (std::isfinite(value(v))) {
                lo = std::min(lo, value(v));
                hi = std::max(hi, value(v));
            }
    if (!(hi >= lo)) {
        clearChart();
        return;
    }
    // Log bins when the options span more than a factor of 20 (an API against a cluster).
    const bool log = lo > 0 && hi / lo > 20;
    if (hi == lo) {
        lo *= 0.99;
        hi *= 1.01;
    }
    const auto edge = [&](int k) {
        const double t = double(k) / kBins;
        return log ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
    };
    const auto binOf = [&](double v) {
        const double t = log ? std::log(v / lo) / std::log(hi / lo) : (v - lo) / (hi - lo);
        return std::clamp(int(t * kBins), 0, kBins - 1);
    };
    const QString unit = objectiveUnit(objective, training);
    m_plot->setXAxis(objectiveTitle(objective, training), unit,
                     log ? PlotWidget::Scale::Log : PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Share of samples"), tr("%"), PlotWidget::Scale::Linear);
    double yMax = 0;
    for (size_t i = 0; i < n; ++i) {
        const MonteCarloOption& o = mc.options[i];
        if (o.samples.empty())
            continue;
        std::vector<int> counts(kBins, 0);
        for (double v : o.samples)
            if (std::isfinite(value(v)))
                ++counts[size_t(binOf(value(v)))];
        // An outline (step) per option, so overlaps stay visible.
        PlotSeries s;
        s.name =
            (i == 0 ? tr("#%1 recommended: %2") : tr("#%1: %2"))
                .arg(i + 1)
                .arg(tr("P(best of all) %1 %").arg(formatNumber(100.0 * o.probabilityBest, 3)));
        s.hoverTitle = QString::fromStdString(o.label);
        s.color = PlotWidget::seriesColor(int(i));
        s.lineWidth = i == 0 ? 3.0 : 1.6;
        for (int k = 0; k < kBins; ++k) {
            const double share = 100.0 * counts[size_t(k)] / double(o.samples.size());
            s.x << edge(k) << edge(k + 1);
            s.y << share << share;
            yMax = std::max(yMax, share);
        }
        m_plot->addSeries(s);
        // The median, on the outline.
        PlotSeries median;
        median.name = s.name;
        median.inLegend = false;
        median.color = s.color;
        median.line = LineStyle::None;
        median.marker = MarkerShape::TriangleDown;
        median.markerSize = i == 0 ? 11 : 8;
        median.x = {value(o.p50)};
        median.y = {100.0 * counts[size_t(binOf(value(o.p50)))] / double(o.samples.size())};
        median.pointToolTips = {tr("%1\nmedian %2 %3, P10 %4, P90 %5")
                                    .arg(QString::fromStdString(o.label), humanNumber(value(o.p50)),
                                         unit, humanNumber(value(o.p10)),
                                         humanNumber(value(o.p90)))};
        m_plot->addSeries(median);
    }
    if (yMax <= 0) {
        clearChart();
        return;
    }
    m_plot->addLegendNote(tr("Triangles: medians"));
    if (mc.options.size() > n)
        m_plot->addLegendNote(
            tr("%n more option(s) not drawn", nullptr, int(mc.options.size() - n)));
    if (mc.options.size() >= 2)
        m_plot->addLegendNote(tr("#1 beats the runner-up head to head\nin %1 % of %2 samples")
                                  .arg(formatNumber(100.0 * mc.probabilityWinnerBeatsRunnerUp, 3))
                                  .arg(mc.samples));
    m_hasData = true;
    m_plot->setHomeRange(edge(0), edge(kBins), 0, yMax * 1.1);
    m_plot->replot();
}

} // namespace ap
