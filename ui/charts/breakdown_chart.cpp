#include "charts/breakdown_chart.h"

#include "perf/chart_series.h"
#include "perf/scenario_evaluation.h"

#include "charts/chart_panel.h"
#include "format/number_format.h"
#include "plot/plot_widget.h"

#include <QVBoxLayout>

#include <algorithm>

namespace ap {

namespace {
// For lupdate: the series of ChartKind::StepBreakdown and ChartKind::MemoryBreakdown.
[[maybe_unused]] const char* const kLabels[] = {
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Compute"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Tensor comm."),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Pipeline comm."),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Expert comm."),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Context comm."),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Host offload (exposed)"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Data-parallel comm. (exposed)"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Pipeline bubble"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Optimizer"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Weights"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Gradients"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Activations"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "KV cache"),
    QT_TRANSLATE_NOOP("ap::BreakdownChart", "Workspace")};
} // namespace

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

void BreakdownChart::setSeries(const ChartSeriesSet& set, double divisor, const QString& category,
                               std::optional<double> limit, const QString& limitLabel)
{
    std::vector<Segment> segments;
    for (const ChartSeriesValues& series : set.series)
        segments.push_back({seriesLabel(*set.info, *series.info), series.y.at(0) / divisor});
    setBreakdown(category, segments, limit, limitLabel);
}

bool BreakdownChart::showMemory(const ScenarioResult& r)
{
    constexpr double kGB = 1e9;
    const ChartOption option{nullptr, &r};
    const ChartSeriesSet set = chartSeries(ChartKind::MemoryBreakdown, {&option, 1});
    if (set.empty()) {
        clearChart();
        return false;
    }
    const double capacity = r.training    ? r.training->memoryCapacityBytes
                            : r.inference ? r.inference->memoryCapacityBytes
                                          : 0.0;
    setTitle(tr("Memory per device"));
    setUnit(tr("Memory"), tr("GB"));
    setSeries(set, kGB, tr("per device"),
              capacity > 0 ? std::optional<double>(capacity / kGB) : std::nullopt,
              tr("usable %1 GB").arg(formatNumber(capacity / kGB, 3)));
    return true;
}

bool BreakdownChart::showTrainingStep(const ScenarioResult& r)
{
    // The core's parts of the step (perf/step_parts.h), which add up to the step time.
    const ChartOption option{nullptr, &r};
    const ChartSeriesSet set = chartSeries(ChartKind::StepBreakdown, {&option, 1});
    if (set.empty()) {
        clearChart();
        return false;
    }
    const double stepSec = r.training->stepTimeSec;
    setTitle(tr("Training step"));
    setUnit(tr("Time"), tr("s"));
    setSeries(set, 1.0, tr("per step"), stepSec, tr("step %1 s").arg(formatNumber(stepSec, 4)));
    return true;
}

} // namespace ap
