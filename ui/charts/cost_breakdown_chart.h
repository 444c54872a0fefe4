#pragma once

#include "charts/chart_panel.h"

namespace ap {

struct ChartSeriesSet;
class PlotWidget;

// Stacked horizontal bars per option: where the horizon's money goes, one layer per kind of
// placement/cost_parts.h (in its order, each kind in its own colour, so identical options look
// identical): the series chartSeries(ChartKind::CostBreakdown) builds from the figure registry
// (perf/chart_series.h). The bars of an option add up to its total cost, printed at the end of
// the bar. A plain setter taking core data, so the playbook can draw the same chart into a PDF.
class CostBreakdownChart : public ChartPanel {
    Q_OBJECT
public:
    explicit CostBreakdownChart(QWidget* parent = nullptr);

    // `names`: of every option chartSeries() was given (the set draws those it lists).
    void setSeries(const ChartSeriesSet& set, const QStringList& names);
};

} // namespace ap
