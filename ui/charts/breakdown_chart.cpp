#include "charts/breakdown_chart.h"

#include "format/number_format.h"
#include "plot/plot_widget.h"

#include <QVBoxLayout>

#include <algorithm>

namespace ap {

BreakdownChart::BreakdownChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

void BreakdownChart::setTitle(const QString& title)
{
    m_plot->setTitle(title);
}

void BreakdownChart::setUnit(const QString& quantity, const QString& unit)
{
    m_quantity = quantity;
    m_unit = unit;
    m_plot->setXAxis(quantity, unit, PlotWidget::Scale::Linear);
}

void BreakdownChart::setBreakdown(const QString& category, const std::vector<Segment>& segments,
                                  std::optional<double> limit, const QString& limitLabel)
{
    m_plot->clear();
    m_plot->setBarCategories({category});
    double total = 0.0;
    for (size_t i = 0; i < segments.size(); ++i) {
        const Segment& s = segments[i];
        if (s.value <= 0.0)
            continue;
        total += s.value;
        PlotBarSet bar;
        bar.name = s.name;
        bar.values = {s.value};
        bar.color = PlotWidget::seriesColor(int(i));
        bar.toolTips = {tr("%1: %2 %3").arg(s.name, formatNumber(s.value, 4), m_unit)};
        m_plot->addStackedBars(bar);
    }
    double xMax = total;
    if (limit) {
        m_plot->addVerticalLine(*limit, limitLabel, QColor(0xC0, 0x1C, 0x28));
        xMax = std::max(xMax, *limit);
    }
    m_plot->setHomeRange(0.0, xMax > 0 ? xMax * 1.08 : 1.0, 0.4, 1.6);
    m_plot->replot();
}

void BreakdownChart::clearChart()
{
    m_plot->clear();
    m_plot->replot();
}

QStringList BreakdownChart::segmentNames() const
{
    QStringList names;
    for (int i = 0; i < m_plot->barSetCount(); ++i)
        names << m_plot->barSet(i).name;
    return names;
}

std::vector<double> BreakdownChart::segmentValues() const
{
    std::vector<double> values;
    for (int i = 0; i < m_plot->barSetCount(); ++i)
        values.push_back(m_plot->barSet(i).values.value(0));
    return values;
}

std::optional<double> BreakdownChart::limit() const
{
    const QVector<double> lines = m_plot->verticalLines();
    if (lines.isEmpty())
        return std::nullopt;
    return lines.constFirst();
}

} // namespace ap
