#pragma once

#include "charts/chart_panel.h"

#include <vector>

namespace ap {

struct ChartSeriesSet;
struct EgressSweep;
class PlotWidget;

// Monthly internet egress bill against volume per provider with its published tiers, the
// scenario's volume, and the data-gravity break-even where egress costs as much as the
// compute and purchase (perf/scenario_figures.h egressSweep()). The scenario's own figures are
// the registry's egress parts (perf/chart_series.h, ChartKind::Egress: chartSeries() for the
// one scenario), named in the legend with the rest of its monthly cost, so the three add up
// to the monthly cost the tables print.
// A plain setter taking core data, so the playbook can draw the same chart into a PDF.
class EgressChart : public ChartPanel {
    Q_OBJECT
public:
    explicit EgressChart(QWidget* parent = nullptr);

    void setSweep(const EgressSweep& sweep, const ChartSeriesSet& parts);
};

} // namespace ap
