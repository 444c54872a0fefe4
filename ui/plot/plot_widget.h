#pragma once

#include "plot/plot_series.h"

#include <QPointF>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPBars;
class QCPBarsGroup;
class QCPGraph;
class QCPPainter;
class QCPItemLine;
class QCPItemText;
class QCPLayoutGrid;
class QMouseEvent;
class QResizeEvent;

namespace ap {

// The one place that knows the plotting library (QCustomPlot), like PlotJuggler's
// PlotWidgetBase: every chart of AccelPlan draws through it and so shares the look (fonts,
// palette, log axes with 10^n labels, legend beside the plot), hover tooltips, zoom and
// export. Changes are batched: call replot() once after a rebuild.
class PlotWidget : public QWidget {
    Q_OBJECT
public:
    enum class Scale { Linear, Log };

    explicit PlotWidget(QWidget* parent = nullptr);
    ~PlotWidget() override;

    void setTitle(const QString& title);
    // Axis titles are shown as "title (unit)"; hover texts repeat the unit after each value.
    void setXAxis(const QString& title, const QString& unit, Scale scale);
    void setYAxis(const QString& title, const QString& unit, Scale scale);
    // The home view, restored by resetView() and by a double click.
    void setHomeRange(double xMin, double xMax, double yMin, double yMax);
    void resetView();

    // Removes every series, label and legend entry.
    void clear();
    // Returns the series index.
    int addSeries(const PlotSeries& series);
    // A text at plot coordinates; `anchor` is the side of the text touching the point. On every
    // layout a label that would cover a marker (its own point's included) or a label added
    // before it (two ridge points close together), or run past the plot's edge, moves to the
    // nearest place around its point where it does none of these, with a thin line to its point
    // when it sits apart; the anchor stays on the point, so it follows panning and zooming.
    void addLabel(const QString& text, double x, double y, const QColor& color,
                  Qt::Alignment anchor = Qt::AlignLeft | Qt::AlignTop);
    // A text riding on series `seriesIndex` at abscissa `x`, rotated to follow the line and
    // sitting just above it. The angle is recomputed on every layout, so it stays right when
    // the widget is resized or zoomed.
    void addLineLabel(int seriesIndex, double x, const QString& text, const QColor& color);
    // A legend line without a symbol, for notes such as devices left out.
    void addLegendNote(const QString& text);
    // Horizontal bar charts: names the categories shown down the y axis (the first at the
    // top), replacing the y axis ticks. Bar sets then stack left to right in the order added.
    void setBarCategories(const QStringList& categories);
    int addStackedBars(const PlotBarSet& bars);
    // Like addStackedBars(), but the sets added this way sit side by side within each category
    // (the first at the top), each bar starting at zero: the low and high ends of a tornado.
    int addGroupedBars(const PlotBarSet& bars);
    // A vertical line across the plot at abscissa x (a capacity, an objective) with a label at
    // its top, on the `labelSide` of the line (Qt::AlignLeft or Qt::AlignRight).
    void addVerticalLine(double x, const QString& label, const QColor& color,
                         LineStyle style = LineStyle::Dashed,
                         Qt::Alignment labelSide = Qt::AlignLeft);
    // What an empty plot says in its middle (no series and no bars: "Nothing to plot" unless
    // a chart says why, "Needs a feasible placement with a site"), so empty axes never stand
    // alone. Kept by clear().
    void setEmptyNote(const QString& text);
    QString emptyNote() const { return m_emptyText; }
    // Whether the empty note is drawn now (after a replot).
    bool showsEmptyNote() const { return m_emptyNote != nullptr; }
    // Queues one repaint for the next event loop iteration.
    void replot();

    // Read back what is drawn (tests, and charts answering queries about their content).
    int seriesCount() const;
    const PlotSeries& series(int index) const;
    QVector<QPointF> plottedPoints(int index) const;
    QStringList legendTexts() const;
    QStringList labelTexts() const;
    int barSetCount() const { return int(m_bars.size()); }
    const PlotBarSet& barSet(int index) const { return m_bars.at(size_t(index)).spec; }
    QStringList barCategories() const { return m_barCategories; }
    // Abscissae of the vertical lines, in the order added.
    QVector<double> verticalLines() const { return m_verticalLines; }
    // The tooltip shown with the mouse at `pixel` (widget coordinates); empty if nothing near.
    QString hoverTextAt(const QPointF& pixel) const;
    // Widget position of a point in plot coordinates.
    QPointF pixelFor(double x, double y) const;

    // Lays out and draws now (tests and exports read tick labels after it).
    void replotNow();
    // The axis title as drawn ("Cost (USD)") and the tick labels of the last layout.
    QString axisTitle(Qt::Orientation orientation) const;
    // Every line of the axis title as drawn is no longer than its axis (nothing cut off).
    bool axisTitleFits(Qt::Orientation orientation) const;
    QStringList tickLabels(Qt::Orientation orientation) const;
    // What the last layout cut or drew over other text, one line each ("x tick labels '2.5'
    // and '5' overlap"): the title wider than the chart, an axis title longer than its axis,
    // neighbouring tick labels that overlap or run past the chart, a point or line label cut
    // by the plot's edge, legend entries cut off. Empty when every text is whole.
    QStringList layoutProblems() const;

    // Width/height 0: the widget's current size. Return false when the file cannot be written.
    bool exportPng(const QString& path, int width = 0, int height = 0, double scale = 1.0);
    bool exportPdf(const QString& path, int width = 0, int height = 0);
    // Draws the chart as vector graphics at `size` (logical pixels) with its top left at the
    // painter's origin: how the playbook puts charts into its PDF pages.
    void paintVector(QCPPainter* painter, const QSize& size);
    // Vector graphics (Qt SVG), written atomically.
    bool exportSvg(const QString& path, int width = 0, int height = 0);
    // PDF for a ".pdf" path, SVG for ".svg", PNG otherwise.
    bool exportFile(const QString& path, int width = 0, int height = 0);

    // Distinct colours (Tableau 10), cycled.
    static QColor seriesColor(int index);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Adds to the legend, with room under a text of several lines for its descenders.
    void addToLegend(QCPAbstractPlottable* plottable);
    struct Entry {
        PlotSeries spec;
        QCPGraph* graph = nullptr;
    };
    struct BarEntry {
        PlotBarSet spec;
        QCPBars* bars = nullptr;
        bool grouped = false;
    };
    struct LineLabel {
        QCPItemText* item = nullptr;
        int series = -1;
        double x = 0.0;
    };
    struct AxisInfo {
        QString title;
        QString unit;
        Scale scale = Scale::Linear;
    };

    void applyStyle();
    // Wraps the legend into more columns when its entries do not fit the height.
    void updateLegendWrap();
    void configureAxis(bool xAxis, const AxisInfo& info);
    QString axisLabelText(const AxisInfo& info, bool twoLines) const;
    // Breaks an axis title that is longer than its axis before the unit (and joins it again
    // when there is room); true if a title changed, which needs another layout.
    bool fitAxisTitles();
    void onMouseMove(QMouseEvent* event);
    void placeLineLabels();
    void keepVerticalLabelsInside();
    void separatePointLabels();
    QCPItemText* newText(const QString& text, const QColor& color);
    // Adds the empty note to a plot with nothing in it, or takes it away.
    void updateEmptyNote();
    QString genericHoverText(const QString& title, double x, double y) const;
    QString barHoverText(const QPointF& pixel) const;

    QCustomPlot* m_plot;
    QCPLayoutGrid* m_body = nullptr; // the axis rect, the legend beside (m_side) or under it
    QCPLayoutGrid* m_side = nullptr;
    QString m_title;
    std::vector<Entry> m_entries;
    std::vector<LineLabel> m_lineLabels;
    struct PointLabel {
        QCPItemText* item = nullptr;
        Qt::Alignment anchor;
        QString text; // as given; a vertical line's label may be drawn on two lines
        // addLabel's: the line to its point, shown while the label sits apart from it.
        QCPItemLine* leader = nullptr;
    };
    std::vector<PointLabel> m_pointLabels;    // addLabel's, in the order added
    std::vector<PointLabel> m_verticalLabels; // addVerticalLine's, with the side asked for
    std::vector<BarEntry> m_bars;
    QStringList m_barCategories;
    QCPBarsGroup* m_barsGroup = nullptr; // of the grouped bar sets; created on demand
    QVector<double> m_verticalLines;
    AxisInfo m_x;
    AxisInfo m_y;
    double m_home[4] = {0.0, 1.0, 0.0, 1.0};
    QString m_emptyText;
    QCPItemText* m_emptyNote = nullptr; // drawn while the plot is empty
};

} // namespace ap
