#include "charts/breakdown_chart.h"

#include "perf/scenario_evaluation.h"
#include "perf/step_parts.h"

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

bool BreakdownChart::showMemory(const ScenarioResult& r)
{
    constexpr double kGB = 1e9;
    const MemoryBreakdown* memory = nullptr;
    double capacity = 0.0;
    if (r.training) {
        memory = &r.training->memory;
        capacity = r.training->memoryCapacityBytes;
    } else if (r.inference) {
        memory = &r.inference->memory;
        capacity = r.inference->memoryCapacityBytes;
    }
    if (!memory) {
        clearChart();
        return false;
    }
    setTitle(tr("Memory per device"));
    setUnit(tr("Memory"), tr("GB"));
    setBreakdown(tr("per device"),
                 {{tr("Weights"), memory->weightsBytes / kGB},
                  {tr("Gradients"), memory->gradientsBytes / kGB},
                  {tr("Optimizer"), memory->optimizerBytes / kGB},
                  {tr("Activations"), memory->activationsBytes / kGB},
                  {tr("KV cache"), memory->kvCacheBytes / kGB},
                  {tr("Workspace"), memory->workspaceBytes / kGB}},
                 capacity > 0 ? std::optional<double>(capacity / kGB) : std::nullopt,
                 tr("usable %1 GB").arg(formatNumber(capacity / kGB, 3)));
    return true;
}

void BreakdownChart::showTrainingStep(const TrainingResult& t)
{
    // The core's parts of the step (perf/step_parts.h), which add up to the step time.
    const auto label = [](StepPartKind kind) {
        switch (kind) {
        case StepPartKind::Compute:
            return tr("Compute");
        case StepPartKind::TensorComm:
            return tr("Tensor comm.");
        case StepPartKind::PipelineComm:
            return tr("Pipeline comm.");
        case StepPartKind::ExpertComm:
            return tr("Expert comm.");
        case StepPartKind::ContextComm:
            return tr("Context comm.");
        case StepPartKind::HostOffload:
            return tr("Host offload (exposed)");
        case StepPartKind::DataCommExposed:
            return tr("Data-parallel comm. (exposed)");
        case StepPartKind::PipelineBubble:
            return tr("Pipeline bubble");
        case StepPartKind::Optimizer:
            return tr("Optimizer");
        }
        return QString();
    };
    std::vector<Segment> segments;
    for (const StepPart& part : trainingStepParts(t))
        segments.push_back({label(part.kind), part.seconds});
    setTitle(tr("Training step"));
    setUnit(tr("Time"), tr("s"));
    setBreakdown(tr("per step"), segments, t.stepTimeSec,
                 tr("step %1 s").arg(formatNumber(t.stepTimeSec, 4)));
}

} // namespace ap
