#pragma once

#include <QStringList>
#include <QWidget>

#include <vector>

namespace ap {

struct LatencyBatchSweep;
class PlotWidget;

// Time to first token and time per output token against the batch, a pair of curves per
// served scenario (TTFT solid, TPOT dashed, one colour per scenario), each scenario's
// operating point marked and its SLOs as horizontal lines (perf/scenario_figures.h
// latencyBatchSweep()). A plain setter taking core data, so the playbook draws the same chart.
class LatencyBatchChart : public QWidget {
    Q_OBJECT
public:
    explicit LatencyBatchChart(QWidget* parent = nullptr);

    void setSweeps(const QStringList& names, const std::vector<LatencyBatchSweep>& sweeps);
    void clearChart();
    bool hasData() const { return m_hasData; }

    PlotWidget* plot() const { return m_plot; }

private:
    PlotWidget* m_plot;
    bool m_hasData = false;
};

} // namespace ap
