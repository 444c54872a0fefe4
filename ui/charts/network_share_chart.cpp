#include "charts/network_share_chart.h"

#include "format/number_format.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <algorithm>

namespace ap {

namespace {
constexpr double kMs = 1e3;
} // namespace

NetworkShareChart::NetworkShareChart(QWidget* parent)
    : ChartPanel(QStringLiteral("networkShareChart"), parent)
{
    m_plot->setTitle(tr("Request latency: the network's share"));
    m_plot->setXAxis(tr("Latency of one request"), tr("ms"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Scenario (site)"), QString(), PlotWidget::Scale::Linear);
}

void NetworkShareChart::setParts(const QStringList& names,
                                 const std::vector<RequestLatencyParts>& parts)
{
    m_plot->clear();
    m_hasData = false;
    QStringList categories;
    for (size_t i = 0; i < parts.size(); ++i)
        categories << (parts[i].site.empty()
                           ? names.value(qsizetype(i))
                           : tr("%1 (%2)").arg(names.value(qsizetype(i)),
                                               QString::fromStdString(parts[i].site)));
    m_plot->setBarCategories(categories);
    PlotBarSet network{tr("Network round trip"), {}, QColor(0xC0, 0x1C, 0x28), {}};
    PlotBarSet ttft{tr("Time to first token (engine)"), {}, PlotWidget::seriesColor(0), {}};
    PlotBarSet decode{tr("Decoding the other tokens"), {}, PlotWidget::seriesColor(3), {}};
    double widest = 0;
    for (size_t i = 0; i < parts.size(); ++i) {
        const RequestLatencyParts& p = parts[i];
        const QString name = categories.value(qsizetype(i));
        network.values << p.networkRoundTripSec * kMs;
        ttft.values << p.ttftSec * kMs;
        decode.values << p.decodeSec * kMs;
        network.toolTips << tr("%1\nnetwork round trip %2 ms: %3 % of the request")
                                .arg(name, humanNumber(p.networkRoundTripSec * kMs),
                                     formatNumber(100.0 * p.networkShare(), 3));
        ttft.toolTips
            << tr("%1\ntime to first token %2 ms").arg(name, humanNumber(p.ttftSec * kMs));
        decode.toolTips << tr("%1\ndecoding %2 ms").arg(name, humanNumber(p.decodeSec * kMs));
        widest = std::max(widest, p.totalSec() * kMs);
        if (p.totalSec() > 0)
            m_hasData = true;
    }
    if (!m_hasData) {
        clearChart();
        return;
    }
    m_plot->addStackedBars(network);
    m_plot->addStackedBars(ttft);
    m_plot->addStackedBars(decode);
    for (size_t i = 0; i < parts.size(); ++i)
        m_plot->addLabel(tr("network %1 %").arg(formatNumber(100.0 * parts[i].networkShare(), 2)),
                         parts[i].totalSec() * kMs, double(parts.size()) - double(i),
                         QColor(0x40, 0x40, 0x40), Qt::AlignLeft | Qt::AlignVCenter);
    m_plot->setHomeRange(0, std::max(1.0, widest) * 1.3, 0.4, double(parts.size()) + 0.6);
    m_plot->replot();
}

} // namespace ap
