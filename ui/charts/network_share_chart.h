#pragma once

#include "charts/chart_panel.h"

#include <QStringList>

namespace ap {

struct ChartSeriesSet;
class PlotWidget;

// One request as the user sees it, per served scenario: the network round trip to the users,
// the engine's time to first token and the decoding of the rest, stacked, with the network's
// share of the whole at the end of each bar: the series chartSeries(ChartKind::NetworkShare)
// builds from the figure registry (perf/chart_series.h; the stack to the TTFT and the whole
// bar are the TTFT and the request latency with the network).
class NetworkShareChart : public ChartPanel {
    Q_OBJECT
public:
    explicit NetworkShareChart(QWidget* parent = nullptr);

    // `names`: of every option chartSeries() was given (the set draws those it lists).
    void setSeries(const ChartSeriesSet& set, const QStringList& names);
};

} // namespace ap
