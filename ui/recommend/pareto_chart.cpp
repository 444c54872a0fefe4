#include "recommend/pareto_chart.h"

#include "format/number_format.h"
#include "plot/plot_widget.h"
#include "recommend/objective_text.h"
#include "recommend/recommendation_text.h"

#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ap {

namespace {

struct Range {
    double min = 0;
    double max = 0;
    bool log = false;
};

// Log when every value is positive and they span at least a decade.
Range rangeOf(const QVector<double>& values)
{
    Range r;
    if (values.isEmpty())
        return {0, 1, false};
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    r.min = *lo;
    r.max = *hi;
    r.log = r.min > 0 && r.max / r.min >= 10;
    if (r.log) {
        r.min /= 1.5;
        r.max *= 1.5;
        return r;
    }
    const double span = r.max > r.min ? r.max - r.min : std::max(std::abs(r.max), 1.0) * 0.2;
    r.min -= 0.08 * span;
    r.max += 0.08 * span;
    return r;
}

// The band of the figure an objective plots, where the model's error bands it: the cost per
// unit of work, a training run's time and step time (a serving candidate's latencies include
// the users' network, which the band does not cover).
std::optional<FigureBand> bandOf(const ScenarioBands& b, Objective o, bool training)
{
    switch (o) {
    case Objective::Cost:
        return b.costPerWorkUsd;
    case Objective::Time:
        return training ? b.timeToTrainSec : std::nullopt;
    case Objective::Latency:
        return training ? b.stepTimeSec : std::nullopt;
    default:
        return std::nullopt;
    }
}

} // namespace

ParetoChart::ParetoChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
{
    setObjectName(QStringLiteral("paretoChart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setTitle(tr("Trade-offs"));
}

void ParetoChart::clear()
{
    m_plot->clear();
    m_rankedSeries = -1;
    m_frontSeries = -1;
    m_frontLineSeries = -1;
    m_bandXSeries = -1;
    m_bandYSeries = -1;
    m_plot->replot();
}

void ParetoChart::setRecommendation(const Recommendation& r,
                                    const std::optional<ScenarioBands>& winnerBands)
{
    clear();
    const bool training = r.workloadKind == "training";
    const auto& axes = r.paretoObjectives;
    m_x = !axes.empty() ? axes[0] : r.objective;
    m_y = axes.size() > 1 ? axes[1] : (m_x == Objective::Cost ? Objective::Time : Objective::Cost);

    const auto tip = [&](const Candidate& c, double x, double y) {
        return tr("%1\n%2: %3 %4\n%5: %6 %7")
            .arg(candidateLabel(c), objectiveTitle(m_x, training), formatNumber(x),
                 objectiveUnit(m_x, training), objectiveTitle(m_y, training), formatNumber(y),
                 objectiveUnit(m_y, training));
    };
    // Candidates without a finite figure (a run that never ends) cannot be placed.
    const auto fill = [&](PlotSeries& s, const std::vector<Candidate>& list) {
        for (const Candidate& c : list) {
            const double x = objectiveValue(c, m_x, training);
            const double y = objectiveValue(c, m_y, training);
            if (!std::isfinite(x) || !std::isfinite(y))
                continue;
            s.x << x;
            s.y << y;
            s.pointToolTips << tip(c, x, y);
        }
    };

    PlotSeries ranked;
    ranked.name = tr("Ranked candidates");
    ranked.color = PlotWidget::seriesColor(0);
    ranked.line = LineStyle::None;
    ranked.marker = MarkerShape::Circle;
    ranked.markerSize = 7;
    fill(ranked, r.ranked);

    // In the order of the abscissa (then the ordinate), for the line below.
    std::vector<Candidate> pareto = r.pareto;
    std::sort(pareto.begin(), pareto.end(), [&](const Candidate& a, const Candidate& b) {
        return std::pair(objectiveValue(a, m_x, training), objectiveValue(a, m_y, training)) <
               std::pair(objectiveValue(b, m_x, training), objectiveValue(b, m_y, training));
    });
    PlotSeries front;
    front.name = tr("Pareto-optimal");
    front.color = PlotWidget::seriesColor(1);
    front.line = LineStyle::None;
    front.marker = MarkerShape::Diamond;
    front.markerSize = 9;
    fill(front, pareto);

    // Left to right, each point lower than every one before it: the front in this plane.
    PlotSeries line;
    line.name = tr("Front in this view");
    line.color = front.color;
    line.lineWidth = 1.5;
    for (qsizetype i = 0; i < front.x.size(); ++i) {
        if (!line.y.isEmpty() && front.y[i] >= line.y.back())
            continue;
        line.x << front.x[i];
        line.y << front.y[i];
    }

    PlotSeries winner;
    winner.name = tr("Recommended");
    winner.color = PlotWidget::seriesColor(2);
    winner.line = LineStyle::None;
    winner.marker = MarkerShape::Star;
    winner.markerSize = 14;
    if (!r.ranked.empty())
        fill(winner, {r.ranked.front()});

    // The winner's P10-P90 range along each axis that has one: a cross through the star.
    PlotSeries bandX;
    PlotSeries bandY;
    if (!winner.x.isEmpty() && winnerBands) {
        const auto bx = bandOf(*winnerBands, m_x, training);
        const auto by = bandOf(*winnerBands, m_y, training);
        const QString name =
            tr("Model's P10-P90 range (%n measured run(s))", nullptr, winnerBands->rows);
        for (PlotSeries* s : {&bandX, &bandY}) {
            s->name = name;
            s->color = winner.color;
            s->lineWidth = 2.5;
            s->hoverTitle = name;
        }
        const auto shown = [&](Objective o, double v) {
            return objectiveFromEngine(o, training, v);
        };
        if (bx) {
            bandX.x = {shown(m_x, bx->p10), shown(m_x, bx->p90)};
            bandX.y = {winner.y.front(), winner.y.front()};
        }
        if (by) {
            bandY.x = {winner.x.front(), winner.x.front()};
            bandY.y = {shown(m_y, by->p10), shown(m_y, by->p90)};
        }
        bandY.inLegend = bandX.x.isEmpty();
    }

    QVector<double> xs = ranked.x + front.x + bandX.x + bandY.x;
    QVector<double> ys = ranked.y + front.y + bandX.y + bandY.y;
    const Range xr = rangeOf(xs);
    const Range yr = rangeOf(ys);
    const auto scale = [](bool log) {
        return log ? PlotWidget::Scale::Log : PlotWidget::Scale::Linear;
    };
    m_plot->setXAxis(objectiveTitle(m_x, training), objectiveUnit(m_x, training), scale(xr.log));
    m_plot->setYAxis(objectiveTitle(m_y, training), objectiveUnit(m_y, training), scale(yr.log));
    if (!ranked.x.isEmpty())
        m_rankedSeries = m_plot->addSeries(ranked);
    if (line.x.size() > 1)
        m_frontLineSeries = m_plot->addSeries(line);
    if (!front.x.isEmpty())
        m_frontSeries = m_plot->addSeries(front);
    if (!bandX.x.isEmpty())
        m_bandXSeries = m_plot->addSeries(bandX);
    if (!bandY.x.isEmpty())
        m_bandYSeries = m_plot->addSeries(bandY);
    if (!winner.x.isEmpty()) {
        m_plot->addSeries(winner);
        // The chosen point named on the plot, not only in the legend.
        const Candidate& chosen = r.ranked.front();
        // The count in the locale's digits, as the explanation beside it writes it ("1.024",
        // "1 024"; the label said "1024").
        m_plot->addLabel(tr("Recommended: %1 × %2")
                             .arg(QLocale().toString(chosen.count))
                             .arg(QString::fromStdString(chosen.deviceId)),
                         winner.x.front(), winner.y.front(), winner.color,
                         Qt::AlignLeft | Qt::AlignBottom);
    }
    m_plot->setHomeRange(xr.min, xr.max, yr.min, yr.max);
    m_plot->replot();
}

} // namespace ap
