#pragma once

#include <QString>
#include <QWidget>

namespace ap {

struct ChartInfo;
struct ChartSeriesInfo;
class PlotWidget;

// A registry series' legend (perf/chart_series.h), translated in its chart's context.
QString seriesLabel(const ChartInfo& chart, const ChartSeriesInfo& series);

// A chart as the views and the playbook show it: one PlotWidget filling the panel. A concrete
// chart sets its title and axes, fills the plot from the engine's figures and says whether it
// had anything to draw (a tab or a playbook page is offered only then).
class ChartPanel : public QWidget {
    Q_OBJECT
public:
    void clearChart();
    bool hasData() const { return m_hasData; }

    PlotWidget* plot() const { return m_plot; }

protected:
    // `objectName` names the chart for tests and `accelplan --plot`.
    ChartPanel(const QString& objectName, QWidget* parent);

    PlotWidget* m_plot;
    bool m_hasData = false;
};

} // namespace ap
