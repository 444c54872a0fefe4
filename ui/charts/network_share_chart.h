#pragma once

#include <QStringList>
#include <QWidget>

#include <vector>

namespace ap {

struct RequestLatencyParts;
class PlotWidget;

// One request as the user sees it, per served scenario: the network round trip to the users,
// the engine's time to first token and the decoding of the rest, stacked, with the network's
// share of the whole at the end of each bar (perf/scenario_figures.h requestLatencyParts()).
class NetworkShareChart : public QWidget {
    Q_OBJECT
public:
    explicit NetworkShareChart(QWidget* parent = nullptr);

    void setParts(const QStringList& names, const std::vector<RequestLatencyParts>& parts);
    void clearChart();
    bool hasData() const { return m_hasData; }

    PlotWidget* plot() const { return m_plot; }

private:
    PlotWidget* m_plot;
    bool m_hasData = false;
};

} // namespace ap
