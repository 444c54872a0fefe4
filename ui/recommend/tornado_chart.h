#pragma once

#include "recommend/recommend.h"

#include <QWidget>

namespace ap {

class PlotWidget;

// Which inputs the answer is sensitive to: per input, how much the winner's objective moves
// with the input at its low and at its high end, in percent of its base value, the largest
// swing at the top (the order the engine reports).
class TornadoChart : public QWidget {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget* parent = nullptr);

    // `objectiveTitle` names what moves ("Cost per run").
    void setBars(const std::vector<TornadoBar>& bars, const QString& objectiveTitle);
    void clear();

    PlotWidget* plot() const { return m_plot; }

private:
    PlotWidget* m_plot;
};

} // namespace ap
