#pragma once

#include "charts/chart_panel.h"

#include "recommend/recommend.h"

namespace ap {

class PlotWidget;

// The Monte Carlo comparison as a histogram: for each option the engine sampled, the share of
// samples per bin of its objective (cost per run, days, ...), the recommended option drawn
// bold, each option's P(best of all) in the legend and its median marked. The same bins for
// all, so overlapping distributions read as the odds that one beats the other.
class MonteCarloChart : public ChartPanel {
    Q_OBJECT
public:
    explicit MonteCarloChart(QWidget* parent = nullptr);

    void setSummary(const MonteCarloSummary& summary, bool training);
};

} // namespace ap
