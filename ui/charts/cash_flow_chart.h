#pragma once

#include <QWidget>

#include <optional>

namespace ap {

struct ChartSeriesSet;
class PlotWidget;

// The cost timeline of a placement: cumulative and monthly cash flow over the horizon (the
// series chartSeries(ChartKind::CashFlow) builds from the figure registry, perf/chart_series.h:
// the cumulative line ends at the total cost, the months average to the monthly cost), with
// the break-even month against the alternative marked when there is one.
class CashFlowChart : public QWidget {
    Q_OBJECT
public:
    explicit CashFlowChart(QWidget* parent = nullptr);

    void setSeries(const ChartSeriesSet& set, std::optional<int> breakEvenMonth);
    void clear();

    PlotWidget* plot() const { return m_plot; }

private:
    PlotWidget* m_plot;
};

} // namespace ap
