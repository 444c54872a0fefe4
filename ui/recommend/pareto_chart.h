#pragma once

#include "perf/prediction_band.h"
#include "recommend/recommend.h"

#include <optional>

#include <QWidget>

namespace ap {

class PlotWidget;

// The trade-off of a recommendation: every ranked candidate as a point over the first two
// Pareto objectives, the Pareto-optimal ones highlighted and the winner starred. The engine's
// front may span three objectives (risk too), so its points need not form a curve in this
// plane; the line joins only those that are non-dominated on the two objectives shown.
// An axis turns logarithmic when its values span a decade or more (costs often do).
class ParetoChart : public QWidget {
    Q_OBJECT
public:
    explicit ParetoChart(QWidget* parent = nullptr);

    // `winnerBands`: the winner's P10-P90 bands (recommend/candidate_band.h winnerBands), drawn
    // as a cross on the star where an axis has one (cost per unit of work, time to train, step
    // time).
    void setRecommendation(const Recommendation& recommendation,
                           const std::optional<ScenarioBands>& winnerBands = std::nullopt);
    void clear();

    PlotWidget* plot() const { return m_plot; }
    Objective xObjective() const { return m_x; }
    Objective yObjective() const { return m_y; }
    // Series indices in plot(); -1 when not drawn.
    int rankedSeries() const { return m_rankedSeries; }
    int frontSeries() const { return m_frontSeries; }
    // The line through the candidates no other beats on both shown objectives.
    int frontLineSeries() const { return m_frontLineSeries; }
    // The winner's P10-P90 range along x and along y (two line series); -1 when not drawn.
    int bandXSeries() const { return m_bandXSeries; }
    int bandYSeries() const { return m_bandYSeries; }

private:
    PlotWidget* m_plot;
    Objective m_x = Objective::Cost;
    Objective m_y = Objective::Time;
    int m_rankedSeries = -1;
    int m_frontSeries = -1;
    int m_frontLineSeries = -1;
    int m_bandXSeries = -1;
    int m_bandYSeries = -1;
};

} // namespace ap
