#pragma once

#include <QColor>
#include <QString>
#include <QWidget>

#include <optional>
#include <vector>

namespace ap {

class PlotWidget;
struct ScenarioResult;
struct TrainingResult;

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
    // Scenarios tab and the playbook. showMemory() clears the chart and returns false when the
    // result has no memory figures.
    bool showMemory(const ScenarioResult& result);
    void showTrainingStep(const TrainingResult& step);

    // What is drawn: segment names and values in the order stacked, the limit line.
    QStringList segmentNames() const;
    std::vector<double> segmentValues() const;
    std::optional<double> limit() const;
    PlotWidget* plot() const { return m_plot; }

private:
    PlotWidget* m_plot;
    QString m_quantity;
    QString m_unit;
};

} // namespace ap
