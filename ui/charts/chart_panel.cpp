#include "charts/chart_panel.h"

#include "perf/chart_series.h"
#include "plot/plot_widget.h"

#include <QCoreApplication>
#include <QVBoxLayout>

namespace ap {

QString seriesLabel(const ChartInfo& chart, const ChartSeriesInfo& series)
{
    return QCoreApplication::translate(std::string(chart.context).c_str(),
                                       std::string(series.label).c_str());
}

ChartPanel::ChartPanel(const QString& objectName, QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
{
    setObjectName(objectName);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

void ChartPanel::clearChart()
{
    m_plot->clear();
    m_hasData = false;
    m_plot->replot();
}

} // namespace ap
