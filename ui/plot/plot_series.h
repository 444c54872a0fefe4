#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

namespace ap {

enum class MarkerShape { None, Circle, Square, Diamond, TriangleUp, TriangleDown, Cross, Star };
enum class LineStyle { None, Solid, Dashed, Dotted };

// One series as a chart describes it to PlotWidget: data in axis units plus looks. Charts
// build these from core results and never touch the plotting library.
struct PlotSeries {
    QString name; // legend text
    QVector<double> x;
    QVector<double> y;
    QColor color;
    LineStyle line = LineStyle::Solid;
    double lineWidth = 2.0;
    MarkerShape marker = MarkerShape::None;
    double markerSize = 8.0;
    bool inLegend = true;
    // Hover texts: one per point for markers; for lines the title above the coordinates
    // read off the line under the cursor (defaults to `name`).
    QStringList pointToolTips;
    QString hoverTitle;
};

// One layer of horizontal stacked bars: a value per category (in x-axis units), stacked to
// the right of the layers added before it. Used for breakdowns (memory, step time).
struct PlotBarSet {
    QString name; // legend text
    QVector<double> values;
    QColor color;
    // Hover texts, one per category; default "name: value unit".
    QStringList toolTips;
};

} // namespace ap
