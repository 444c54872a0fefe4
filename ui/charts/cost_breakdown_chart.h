#pragma once

#include "charts/chart_panel.h"

#include <vector>

namespace ap {

struct CostPart;
class PlotWidget;

// Stacked horizontal bars per option: where the horizon's money goes, one layer per kind of
// placement/cost_parts.h (in its order, each kind in its own colour, so identical options look
// identical), from perf/scenario_figures.h costBreakdown(). The bars of an option add up to
// its total cost, printed at the end of the bar.
// A plain setter taking core data, so the playbook can draw the same chart into a PDF.
class CostBreakdownChart : public ChartPanel {
    Q_OBJECT
public:
    explicit CostBreakdownChart(QWidget* parent = nullptr);

    void setOptions(const QStringList& names, const std::vector<std::vector<CostPart>>& parts);
};

} // namespace ap
