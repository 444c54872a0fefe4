#pragma once

#include <QString>
#include <QWidget>

namespace ap {

class PlotWidget;

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
