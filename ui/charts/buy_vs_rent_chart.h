#pragma once

#include "charts/chart_panel.h"

#include <vector>

namespace ap {

struct BuyVsRent;
class PlotWidget;

// Cumulative cost of the placement and of its alternative (buy vs rent) month by month over
// the horizon, both curves, the break-even month marked (perf/scenario_figures.h buyVsRent()).
// A plain setter taking core data, so the playbook can draw the same chart into a PDF.
class BuyVsRentChart : public ChartPanel {
    Q_OBJECT
public:
    explicit BuyVsRentChart(QWidget* parent = nullptr);

    void setComparison(const BuyVsRent& comparison);
};

} // namespace ap
