#pragma once

#include "perf/batch_sweep.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace ap {

struct ChartSeriesSet;
class PlotWidget;

// The serving trade-off of an inference scenario: output tokens/s against time per output
// token as the batch grows from 1 to what memory holds (one point per swept batch), the
// scenario's own batch marked, and the TPOT objective as a vertical line when it has one.
class LatencyThroughputChart : public QWidget {
    Q_OBJECT
public:
    explicit LatencyThroughputChart(QWidget* parent = nullptr);

    // `chosen`: the scenario's evaluated operating point as the figure registry builds it
    // (chartSeries(ChartKind::LatencyThroughput), perf/chart_series.h: the table's TPOT and
    // throughput at its served batch); none drawn where it is empty.
    void setSweep(std::vector<BatchSweepPoint> sweep, const ChartSeriesSet& chosen,
                  std::optional<double> sloTpotSec);
    void clearChart();

    const std::vector<BatchSweepPoint>& sweep() const { return m_sweep; }
    // Read back from the plot: (TPOT ms, output tokens/s) of the curve, and the marker.
    QVector<QPointF> curvePoints() const;
    std::optional<QPointF> chosenPoint() const;
    std::optional<double> sloLineMs() const;
    PlotWidget* plot() const { return m_plot; }

private:
    PlotWidget* m_plot;
    std::vector<BatchSweepPoint> m_sweep;
    int m_curve = -1;
    int m_chosen = -1;
};

} // namespace ap
