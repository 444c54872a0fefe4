#pragma once

#include "charts/chart_panel.h"

#include <QStringList>

#include <vector>

namespace ap {

struct RequestLatencyParts;
class PlotWidget;

// One request as the user sees it, per served scenario: the network round trip to the users,
// the engine's time to first token and the decoding of the rest, stacked, with the network's
// share of the whole at the end of each bar (perf/scenario_figures.h requestLatencyParts()).
class NetworkShareChart : public ChartPanel {
    Q_OBJECT
public:
    explicit NetworkShareChart(QWidget* parent = nullptr);

    void setParts(const QStringList& names, const std::vector<RequestLatencyParts>& parts);
};

} // namespace ap
