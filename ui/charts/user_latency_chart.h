#pragma once

#include "charts/chart_panel.h"

#include <vector>

namespace ap {

struct ChartSeriesSet;
struct UserLatencySweep;
struct UserRegionFigures;
class PlotWidget;

// The users' network round trip against their distance from the serving site, the request's
// time to first token with the network on top, the TTFT objective, and the network's share at
// the chosen distance (perf/scenario_figures.h userLatencySweep()).
// A plain setter taking core data, so the playbook can draw the same chart into a PDF.
class UserLatencyChart : public ChartPanel {
    Q_OBJECT
public:
    explicit UserLatencyChart(QWidget* parent = nullptr);

    // `points`: the placement's round trip and TTFT incl. the network at the users' distance,
    // and each region's TTFT incl. the network, as the figure registry builds them
    // (chartSeries(ChartKind::UserLatency), perf/chart_series.h). `regions`: users in several
    // regions (perf/user_region_figures.h), named and weighted in the legend; the chosen point
    // is then their traffic-weighted mean.
    void setSweep(const UserLatencySweep& sweep, const ChartSeriesSet& points,
                  const std::vector<UserRegionFigures>& regions = {});
};

} // namespace ap
