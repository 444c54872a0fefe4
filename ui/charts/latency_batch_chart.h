#pragma once

#include "charts/chart_panel.h"

#include <QStringList>

#include <vector>

namespace ap {

struct LatencyBatchSweep;
class PlotWidget;

// Time to first token and time per output token against the batch, a pair of curves per
// served scenario (TTFT solid, TPOT dashed, one colour per scenario), each scenario's
// operating point marked and its SLOs as horizontal lines (perf/scenario_figures.h
// latencyBatchSweep()). A plain setter taking core data, so the playbook draws the same chart.
class LatencyBatchChart : public ChartPanel {
    Q_OBJECT
public:
    explicit LatencyBatchChart(QWidget* parent = nullptr);

    void setSweeps(const QStringList& names, const std::vector<LatencyBatchSweep>& sweeps);
};

} // namespace ap
