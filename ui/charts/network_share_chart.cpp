#include "charts/network_share_chart.h"

#include "format/number_format.h"
#include "perf/chart_series.h"
#include "plot/plot_widget.h"

#include <algorithm>

namespace ap {

namespace {
constexpr double kMs = 1e3;
// For lupdate: the series of ChartKind::NetworkShare.
[[maybe_unused]] const char* const kLabels[] = {
    QT_TRANSLATE_NOOP("ap::NetworkShareChart", "Network round trip"),
    QT_TRANSLATE_NOOP("ap::NetworkShareChart", "Time to first token (engine)"),
    QT_TRANSLATE_NOOP("ap::NetworkShareChart", "Decoding the other tokens")};
// In the series' order: the network in red.
QColor seriesColorAt(size_t k)
{
    return k == 0 ? QColor(0xC0, 0x1C, 0x28) : PlotWidget::seriesColor(k == 1 ? 0 : 3);
}
} // namespace

NetworkShareChart::NetworkShareChart(QWidget* parent)
    : ChartPanel(QStringLiteral("networkShareChart"), parent)
{
    m_plot->setTitle(tr("Request latency: the network's share"));
    m_plot->setXAxis(tr("Latency of one request"), tr("ms"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Scenario (site)"), QString(), PlotWidget::Scale::Linear);
}

void NetworkShareChart::setSeries(const ChartSeriesSet& set, const QStringList& names)
{
    m_plot->clear();
    m_hasData = false;
    const size_t count = set.options.size();
    QStringList categories;
    for (size_t i = 0; i < count; ++i) {
        const QString name = names.value(qsizetype(set.options[i]));
        categories << (set.sites[i].empty()
                           ? name
                           : tr("%1 (%2)").arg(name, QString::fromStdString(set.sites[i])));
    }
    m_plot->setBarCategories(categories);
    // Per bar: the whole request and the network's share of it.
    std::vector<double> totalSec(count, 0.0);
    std::vector<double> share(count, 0.0);
    for (size_t i = 0; i < count; ++i) {
        totalSec[i] = stackedThrough(set, i, set.series.size() - 1);
        share[i] = totalSec[i] > 0 ? set.series[0].y[i] / totalSec[i] : 0.0;
    }
    std::vector<PlotBarSet> bars;
    for (size_t k = 0; k < set.series.size(); ++k) {
        PlotBarSet b{seriesLabel(*set.info, *set.series[k].info), {}, seriesColorAt(k), {}};
        for (size_t i = 0; i < count; ++i) {
            const double sec = set.series[k].y[i];
            const QString name = categories.value(qsizetype(i));
            b.values << sec * kMs;
            if (k == 0)
                b.toolTips << tr("%1\nnetwork round trip %2 ms: %3 % of the request")
                                  .arg(name, humanNumber(sec * kMs),
                                       formatNumber(100.0 * share[i], 3));
            else if (k == 1)
                b.toolTips << tr("%1\ntime to first token %2 ms").arg(name, humanNumber(sec * kMs));
            else
                b.toolTips << tr("%1\ndecoding %2 ms").arg(name, humanNumber(sec * kMs));
        }
        bars.push_back(std::move(b));
    }
    double widest = 0;
    for (size_t i = 0; i < count; ++i) {
        widest = std::max(widest, totalSec[i] * kMs);
        if (totalSec[i] > 0)
            m_hasData = true;
    }
    if (!m_hasData) {
        clearChart();
        return;
    }
    for (const PlotBarSet& b : bars)
        m_plot->addStackedBars(b);
    for (size_t i = 0; i < count; ++i)
        m_plot->addLabel(tr("network %1 %").arg(formatNumber(100.0 * share[i], 2)),
                         totalSec[i] * kMs, double(count) - double(i), QColor(0x40, 0x40, 0x40),
                         Qt::AlignLeft | Qt::AlignVCenter);
    m_plot->setHomeRange(0, std::max(1.0, widest) * 1.3, 0.4, double(count) + 0.6);
    m_plot->replot();
}

} // namespace ap
