#pragma once

#include "charts/chart_panel.h"

#include <vector>

namespace ap {

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

    // `regions`: users in several regions (perf/user_region_figures.h), one marker each at its
    // distance and TTFT; the chosen point is then their traffic-weighted mean.
    void setSweep(const UserLatencySweep& sweep,
                  const std::vector<UserRegionFigures>& regions = {});
};

} // namespace ap
