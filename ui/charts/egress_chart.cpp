#include "charts/egress_chart.h"

#include "format/number_format.h"
#include "perf/chart_series.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <algorithm>
#include <cmath>

namespace ap {

namespace {
constexpr double kTB = 1e12;
} // namespace

EgressChart::EgressChart(QWidget* parent)
    : ChartPanel(QStringLiteral("egressChart"), parent)
{
    m_plot->setTitle(tr("Egress economics"));
    m_plot->setXAxis(tr("Data sent out per month"), tr("TB"), PlotWidget::Scale::Log);
    m_plot->setYAxis(tr("Egress bill per month"), tr("USD"), PlotWidget::Scale::Log);
}

void EgressChart::setSweep(const EgressSweep& w, const ChartSeriesSet& parts)
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
        if (s.x.isEmpty())
            continue;
        m_plot->addSeries(s);
        // Where the provider's published tiers start: a dot on its curve, its price on hover.
        PlotSeries tiers;
        tiers.name = s.name;
        tiers.color = s.color;
        tiers.line = LineStyle::None;
        tiers.marker = MarkerShape::Circle;
        tiers.markerSize = c.chosen ? 7 : 5;
        tiers.inLegend = false;
        for (size_t t = 1; t < c.tiers.size(); ++t) {
            const double x = c.tiers[t].fromBytesPerMonth / kTB;
            if (x < s.x.front() || x > s.x.back())
                continue;
            // The bill at the tier's start, read off the curve (log-log interpolation).
            const auto it = std::lower_bound(s.x.begin(), s.x.end(), x);
            const qsizetype j = std::clamp<qsizetype>(it - s.x.begin(), 1, s.x.size() - 1);
            const double f = std::log(x / s.x[j - 1]) / std::log(s.x[j] / s.x[j - 1]);
            const double y = s.y[j - 1] * std::pow(s.y[j] / s.y[j - 1], f);
            tiers.x << x;
            tiers.y << y;
            tiers.pointToolTips << tr("%1: from %2 TB a month, %3 per GB")
                                       .arg(s.name, humanNumber(x),
                                            usdText(c.tiers[t].usdPerGigabyte));
        }
        if (!tiers.x.isEmpty())
            m_plot->addSeries(tiers);
    }
    if (!(yMax > 0)) {
        clearChart();
        return;
    }
    if (!w.freeProviders.empty()) {
        // A few names a line, so the legend does not crowd the plot out.
        QString text = tr("Free egress:");
        int lineLength = int(text.size());
        for (size_t i = 0; i < w.freeProviders.size(); ++i) {
            const QString name = QString::fromStdString(w.freeProviders[i]) +
                                 (i + 1 < w.freeProviders.size() ? QStringLiteral(",") : QString());
            if (lineLength + name.size() > 40) {
                text += QStringLiteral("\n  ");
                lineLength = 2;
            } else {
                text += QLatin1Char(' ');
                ++lineLength;
            }
            text += name;
            lineLength += int(name.size());
        }
        m_plot->addLegendNote(text);
    }
    m_plot->addLegendNote(tr("Dots: where a cheaper price tier starts"));
    if (w.scenarioBytesPerMonth > 0) {
        // The scenario's own volume and bill (its site may charge nothing: own, colocation).
        PlotSeries own;
        own.name =
            tr("This scenario: %1 TB/month, %2 a month")
                .arg(humanNumber(w.scenarioBytesPerMonth / kTB), usdText(w.scenarioUsdPerMonth));
        own.color = QColor(0x20, 0x20, 0x20);
        own.line = LineStyle::None;
        own.marker = MarkerShape::Star;
        own.markerSize = 14;
        own.x = {w.scenarioBytesPerMonth / kTB};
        own.y = {std::max(w.scenarioUsdPerMonth, yMin)};
        own.pointToolTips = {own.name};
        m_plot->addSeries(own);
        xMin = std::min(xMin, own.x.front());
        xMax = std::max(xMax, own.x.front());
    }
    // The scenario's monthly cost in the registry's three parts (their sum is the table's
    // "Monthly cost"), so the compute line is read as the part it is: in the line's hover text
    // (a legend note of it was the legend's widest entry and pushed the legend into two columns
    // beside a plot a quarter of the width in the German Compare).
    QString monthlyParts;
    if (parts.series.size() == 3 && parts.options.size() == 1) {
        const double egress = parts.series[0].y.front();
        const double compute = parts.series[1].y.front();
        const double other = parts.series[2].y.front();
        monthlyParts = tr("Monthly cost %1 = egress %2 + compute and purchase %3 + "
                          "every other cost %4")
                           .arg(usdText(egress + compute + other), usdText(egress),
                                usdText(compute), usdText(other));
    }
    if (w.monthlyComputeUsd > 0) {
        PlotSeries compute;
        compute.name = tr("Compute and purchase: %1 a month").arg(usdText(w.monthlyComputeUsd));
        compute.color = QColor(0xC0, 0x1C, 0x28);
        compute.line = LineStyle::Dotted;
        compute.x = {xMin, xMax};
        compute.y = {w.monthlyComputeUsd, w.monthlyComputeUsd};
        compute.hoverTitle = tr("Compute (or purchase) per month: an egress bill above it pays "
                                "for moving the compute to the data");
        if (!monthlyParts.isEmpty())
            compute.hoverTitle += QLatin1Char('\n') + monthlyParts;
        m_plot->addSeries(compute);
        yMax = std::max(yMax, w.monthlyComputeUsd);
        yMin = std::min(yMin, w.monthlyComputeUsd);
    }
    if (w.breakEvenBytesPerMonth) {
        const double x = *w.breakEvenBytesPerMonth / kTB;
        PlotSeries gravity;
        gravity.name = tr("Data-gravity break-even: %1 TB/month").arg(humanNumber(x));
        gravity.color = QColor(0xC0, 0x1C, 0x28);
        gravity.line = LineStyle::None;
        gravity.marker = MarkerShape::Diamond;
        gravity.markerSize = 12;
        gravity.x = {x};
        gravity.y = {w.monthlyComputeUsd};
        gravity.pointToolTips = {
            tr("At %1 TB a month the egress bill on %2's tiers equals the compute (%3 a month): "
               "above it, moving the compute next to the data is cheaper than moving the data")
                .arg(humanNumber(x), QString::fromStdString(w.breakEvenProvider),
                     usdText(w.monthlyComputeUsd))};
        m_plot->addSeries(gravity);
        m_plot->addVerticalLine(x, tr("move the compute beyond %1 TB/month").arg(humanNumber(x)),
                                QColor(0xC0, 0x1C, 0x28), LineStyle::Dotted, Qt::AlignLeft);
        xMax = std::max(xMax, x);
    }
    m_hasData = true;
    // Whole decades, so the break-even diamond and the curves' ends are never cut by the frame.
    m_plot->setHomeRange(std::pow(10.0, std::floor(std::log10(xMin))),
                         std::pow(10.0, std::ceil(std::log10(xMax * 1.05))),
                         std::pow(10.0, std::floor(std::log10(yMin))),
                         std::pow(10.0, std::ceil(std::log10(yMax * 1.05))));
    m_plot->replot();
}

} // namespace ap
