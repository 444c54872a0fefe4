#pragma once

#include <QWidget>

namespace ap {

struct CostReport;
class PlotWidget;

// The cost timeline of a placement: cumulative and monthly cash flow over the horizon, with
// the break-even month against the alternative marked when there is one.
class CashFlowChart : public QWidget {
    Q_OBJECT
public:
    explicit CashFlowChart(QWidget* parent = nullptr);

    void setReport(const CostReport& report);
    void clear();

    PlotWidget* plot() const { return m_plot; }

private:
    PlotWidget* m_plot;
};

} // namespace ap
