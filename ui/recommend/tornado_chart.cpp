#include "recommend/tornado_chart.h"

#include "format/number_format.h"
#include "plot/plot_widget.h"

#include <QCoreApplication>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ap {

namespace {

double percentChange(double value, double base)
{
    return base != 0 && std::isfinite(value) ? 100.0 * (value - base) / std::abs(base) : 0.0;
}

} // namespace

TornadoChart::TornadoChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
{
    setObjectName(QStringLiteral("tornadoChart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setTitle(tr("Sensitivity"));
}

void TornadoChart::clear()
{
    m_plot->clear();
    m_plot->setBarCategories({});
    m_plot->replot();
}

void TornadoChart::setBars(const std::vector<TornadoBar>& bars, const QString& objectiveTitle)
{
    m_plot->clear();
    m_plot->setTitle(tr("Sensitivity: %1").arg(objectiveTitle));
    m_plot->setXAxis(tr("Change of the winner's figure"), tr("%"), PlotWidget::Scale::Linear);
    m_plot->setYAxis(QString(), QString(), PlotWidget::Scale::Linear);
    QStringList categories;
    PlotBarSet low;
    low.name = tr("Input at its low end");
    low.color = PlotWidget::seriesColor(0);
    PlotBarSet high;
    high.name = tr("Input at its high end");
    high.color = PlotWidget::seriesColor(1);
    double extent = 1.0;
    const auto tip = [](const QString& input, const std::string& end, double value, double change,
                        const std::string& winner) {
        QString text = tr("%1 %2: %3 (%4 %)")
                           .arg(input, QString::fromStdString(end), formatNumber(value),
                                formatNumber(change, 3));
        if (!winner.empty())
            text += QLatin1Char('\n') + tr("Best there: %1").arg(QString::fromStdString(winner));
        return text;
    };
    for (const TornadoBar& b : bars) {
        // The input's name as the engine's sentences translate it (context ap::Recommendation).
        const QString input = QCoreApplication::translate("ap::Recommendation", b.input.c_str());
        categories << input;
        const double lowChange = percentChange(b.lowValue, b.baseValue);
        const double highChange = percentChange(b.highValue, b.baseValue);
        low.values << lowChange;
        high.values << highChange;
        low.toolTips << tip(input, b.lowLabel, b.lowValue, lowChange, b.lowWinner);
        high.toolTips << tip(input, b.highLabel, b.highValue, highChange, b.highWinner);
        extent = std::max({extent, std::abs(lowChange), std::abs(highChange)});
    }
    m_plot->setBarCategories(categories);
    if (!bars.empty()) {
        m_plot->addGroupedBars(low);
        m_plot->addGroupedBars(high);
        m_plot->addVerticalLine(0.0, QString(), QColor(0x40, 0x40, 0x40), LineStyle::Solid);
    }
    m_plot->setHomeRange(-1.15 * extent, 1.15 * extent, 0.5, double(categories.size()) + 0.5);
    m_plot->replot();
}

} // namespace ap
