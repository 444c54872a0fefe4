#pragma once

#include <QColor>
#include <QString>
#include <QWidget>

#include <optional>
#include <vector>

namespace ap {

struct ChartSeriesSet;
class PlotWidget;
struct ScenarioResult;

// One horizontal stacked bar: where a total goes (memory per device, time per training step),
// with an optional limit drawn as a vertical line (the usable memory). Segments of zero are
// left out of the bar but keep their colour, so a part always has the same colour.
class BreakdownChart : public QWidget {
    Q_OBJECT
public:
    struct Segment {
        QString name;
        double value = 0.0; // in the chart's unit
    };

    explicit BreakdownChart(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    void setUnit(const QString& quantity, const QString& unit);
    // Replaces the bar. `limit` (same unit) draws a line labelled `limitLabel`.
    void setBreakdown(const QString& category, const std::vector<Segment>& segments,
                      std::optional<double> limit = std::nullopt,
                      const QString& limitLabel = QString());
    void clearChart();

    // The two breakdowns the app draws, set up (title, unit, segments, limit) the same way in the
    // Scenarios tab and the playbook: the series chartSeries() builds from the figure registry
    // (ChartKind::MemoryBreakdown, ChartKind::StepBreakdown in perf/chart_series.h), which add
    // up to the table's memory per device and step time. Each clears the chart and returns
    // false when the result has no such figures.
    bool showMemory(const ScenarioResult& result);
    bool showTrainingStep(const ScenarioResult& result);

    // What is drawn: segment names and values in the order stacked, the limit line.
    QStringList segmentNames() const;
    std::vector<double> segmentValues() const;
    std::optional<double> limit() const;
    PlotWidget* plot() const { return m_plot; }

private:
    // The first drawn option of a breakdown's series, each value / `divisor` (the chart's unit).
    void setSeries(const ChartSeriesSet& set, double divisor, const QString& category,
                   std::optional<double> limit, const QString& limitLabel);

    PlotWidget* m_plot;
    QString m_quantity;
    QString m_unit;
};

} // namespace ap
