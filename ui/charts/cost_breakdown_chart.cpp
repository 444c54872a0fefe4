#include "charts/cost_breakdown_chart.h"

#include "format/number_format.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include <algorithm>
#include <map>

namespace ap {

namespace {

QString partTitle(const std::string& name)
{
    if (name == "compute")
        return CostBreakdownChart::tr("Compute (rent, API)");
    if (name == "purchase")
        return CostBreakdownChart::tr("Purchase");
    if (name == "storage")
        return CostBreakdownChart::tr("Storage");
    if (name == "egress and transfers")
        return CostBreakdownChart::tr("Egress and transfers");
    if (name == "power")
        return CostBreakdownChart::tr("Power");
    if (name == "facility")
        return CostBreakdownChart::tr("Facility");
    if (name == "staff")
        return CostBreakdownChart::tr("Staff");
    if (name == "maintenance")
        return CostBreakdownChart::tr("Maintenance");
    if (name == "stalls and lost work")
        return CostBreakdownChart::tr("Stalls and lost work");
    return CostBreakdownChart::tr("Other");
}

} // namespace

CostBreakdownChart::CostBreakdownChart(QWidget* parent)
    : ChartPanel(QStringLiteral("costBreakdownChart"), parent)
{
    m_plot->setTitle(tr("Where the money goes"));
    m_plot->setXAxis(tr("Cost over the horizon"), tr("USD"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(tr("Option"), QString(), PlotWidget::Scale::Linear);
}

void CostBreakdownChart::setOptions(const QStringList& names,
                                    const std::vector<std::vector<CostPart>>& parts)
{
    m_plot->clear();
    m_hasData = false;
    m_plot->setBarCategories(names);
    // One layer per part name, in the order the core lists them; absent parts count zero.
    std::vector<std::string> order;
    for (const auto& option : parts)
        for (const CostPart& p : option)
            if (std::find(order.begin(), order.end(), p.name) == order.end())
                order.push_back(p.name);
    double widest = 0;
    std::vector<double> totals(parts.size(), 0.0);
    int layer = 0;
    for (const std::string& name : order) {
        PlotBarSet set;
        set.name = partTitle(name);
        set.color = PlotWidget::seriesColor(layer++);
        bool any = false;
        for (size_t i = 0; i < parts.size(); ++i) {
            double usd = 0;
            for (const CostPart& p : parts[i])
                if (p.name == name)
                    usd = p.usd;
            set.values << usd;
            totals[i] += usd;
            set.toolTips << tr("%1, %2: %3").arg(names.value(qsizetype(i)), set.name, usdText(usd));
            any = any || usd > 0;
        }
        if (any)
            m_plot->addStackedBars(set);
    }
    for (size_t i = 0; i < totals.size(); ++i) {
        widest = std::max(widest, totals[i]);
        if (totals[i] > 0) {
            m_hasData = true;
            m_plot->addLabel(usdText(totals[i]), totals[i], double(names.size()) - double(i),
                             QColor(0x40, 0x40, 0x40), Qt::AlignLeft | Qt::AlignVCenter);
        }
    }
    m_plot->setHomeRange(0, std::max(1.0, widest) * 1.18, 0.4, double(names.size()) + 0.6);
    m_plot->replot();
}

} // namespace ap
