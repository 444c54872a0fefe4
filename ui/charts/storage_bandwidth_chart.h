#pragma once

#include "charts/chart_panel.h"

#include <vector>

namespace ap {

struct StorageSweep;
class PlotWidget;

// Time to write a checkpoint and to read the data set against storage bandwidth, each storage
// tier (local NVMe, parallel file system, object storage) at its effective bandwidth for this
// cluster, the chosen tier, and the stall-free thresholds (perf/scenario_figures.h
// storageSweep()).
// A plain setter taking core data, so the playbook can draw the same chart into a PDF.
class StorageBandwidthChart : public ChartPanel {
    Q_OBJECT
public:
    explicit StorageBandwidthChart(QWidget* parent = nullptr);

    void setSweep(const StorageSweep& sweep);
};

} // namespace ap
