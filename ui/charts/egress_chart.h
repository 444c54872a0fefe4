#pragma once

#include "charts/chart_panel.h"

#include <vector>

namespace ap {

struct EgressSweep;
class PlotWidget;

// Monthly internet egress bill against volume per provider with its published tiers, the
// scenario's volume, and the data-gravity break-even where egress costs as much as the
// compute (perf/scenario_figures.h egressSweep()).
// A plain setter taking core data, so the playbook can draw the same chart into a PDF.
class EgressChart : public ChartPanel {
    Q_OBJECT
public:
    explicit EgressChart(QWidget* parent = nullptr);

    void setSweep(const EgressSweep& sweep);
};

} // namespace ap
