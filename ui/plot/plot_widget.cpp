#include "plot/plot_widget.h"

#include "document/save_file.h"
#include "format/number_format.h"

#include <QBuffer>
#include <QFile>
#include <QFontMetrics>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>

namespace ap {

namespace {

// Tableau 10: distinct hues that stay apart in print and for common colour-vision deficiencies.
constexpr std::array<QRgb, 10> kPalette = {0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F,
                                           0xEDC948, 0xB07AA1, 0xFF9DA7, 0x9C755F, 0xBAB0AC};

// The plot's dynamic property that says a replot is queued and not drawn yet.
constexpr char kReplotQueued[] = "accelplanReplotQueued";

// Queues a replot of `plot` for the next event loop iteration (one for many changes).
void queueReplot(QCustomPlot* plot)
{
    plot->setProperty(kReplotQueued, true);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

// A paint of the plot while a replot is queued draws the new content first. The queued replot
// runs when the event loop gets to it, and a look at the window before that (a grab right after
// a search ended, a screenshot) drew the old buffers: an empty "Nothing to plot" chart beside a
// finished search's table (#25, the French EU journey's Pareto chart). Each replot clears the
// mark (QCustomPlot clears its own queue just before beforeReplot), so the queued one still
// runs and finds nothing new to lay out. rpQueuedRefresh: no repaint from within the paint.
class ReplotOnPaint : public QObject {
public:
    explicit ReplotOnPaint(QCustomPlot* plot)
        : QObject(plot)
    {
        QObject::connect(plot, &QCustomPlot::beforeReplot, this,
                         [plot] { plot->setProperty(kReplotQueued, false); });
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && watched->property(kReplotQueued).toBool())
            static_cast<QCustomPlot*>(watched)->replot(QCustomPlot::rpQueuedRefresh);
        return QObject::eventFilter(watched, event);
    }
};

const QColor kAxisColor(0x40, 0x40, 0x40);
const QColor kGridColor(0xD8, 0xD8, 0xD8);
const QColor kSubGridColor(0xEE, 0xEE, 0xEE);

// Pixels within which the cursor picks a marker, and a line.
// The spare pixels under a legend entry's text: the font's metrics end above the descenders as
// they are drawn (Qt 6, DejaVu Sans), so a row exactly as tall as its text clips them.
constexpr int kLegendSlackPx = 4;
constexpr double kMarkerPickRadius = 10.0;
constexpr double kLinePickRadius = 6.0;
// Around every text item (line and point labels), in pixels.
const QMargins kTextPadding(5, 3, 5, 3);

// The box a text item's text and `pad` take, anchored at `at` by alignment `a` (as
// QCPItemText draws it; the text may have several lines).
QRectF anchoredBox(const QCPItemText* item, const QPointF& at, Qt::Alignment a, const QMargins& pad)
{
    const QSizeF text =
        QFontMetricsF(item->font()).boundingRect(QRectF(), Qt::TextDontClip, item->text()).size();
    const QSizeF size(text.width() + pad.left() + pad.right(),
                      text.height() + pad.top() + pad.bottom());
    const double x = a & Qt::AlignLeft    ? at.x()
                     : a & Qt::AlignRight ? at.x() - size.width()
                                          : at.x() - size.width() / 2;
    const double y = a & Qt::AlignTop      ? at.y()
                     : a & Qt::AlignBottom ? at.y() - size.height()
                                           : at.y() - size.height() / 2;
    return QRectF(QPointF(x, y), size);
}

// A graph's markers: its points drawn as symbols of `radius` pixels around each.
struct MarkerSet {
    const QCPGraph* graph;
    double radius;
};

// Every visible graph drawn with markers (legend notes and lines have none).
std::vector<MarkerSet> markerSets(const QCustomPlot* plot)
{
    std::vector<MarkerSet> sets;
    for (int i = 0; i < plot->graphCount(); ++i) {
        const QCPGraph* graph = plot->graph(i);
        if (graph->visible() && graph->scatterStyle().shape() != QCPScatterStyle::ssNone)
            sets.push_back({graph, graph->scatterStyle().size() / 2.0 + 1.0});
    }
    return sets;
}

// Every marker drawn, as the square it takes in pixels.
std::vector<QRectF> markerBoxes(const std::vector<MarkerSet>& markers)
{
    std::vector<QRectF> boxes;
    for (const MarkerSet& m : markers) {
        for (auto it = m.graph->data()->constBegin(); it != m.graph->data()->constEnd(); ++it) {
            const QPointF p(m.graph->keyAxis()->coordToPixel(it->key),
                            m.graph->valueAxis()->coordToPixel(it->value));
            if (std::isfinite(p.x()) && std::isfinite(p.y()))
                boxes.emplace_back(p.x() - m.radius, p.y() - m.radius, 2 * m.radius, 2 * m.radius);
        }
    }
    return boxes;
}

bool meetsAny(const std::vector<QRectF>& boxes, const QRectF& text)
{
    return std::any_of(boxes.begin(), boxes.end(),
                       [&text](const QRectF& b) { return text.intersects(b); });
}

// Whether the text in `box` (a label's box with its padding, in pixels) covers a marker; the
// padding is blank and may.
bool coversMarker(const std::vector<MarkerSet>& markers, const QRectF& box)
{
    const QRectF text = box.adjusted(kTextPadding.left(), kTextPadding.top(), -kTextPadding.right(),
                                     -kTextPadding.bottom());
    return meetsAny(markerBoxes(markers), text);
}

// The text of a text item as drawn now, in pixels: its box without the padding.
QRectF drawnText(const QCPItemText* item)
{
    const QMargins pad = item->padding();
    return anchoredBox(item, item->position->pixelPosition(), item->positionAlignment(), pad)
        .adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom());
}

QCPScatterStyle::ScatterShape toQcp(MarkerShape shape)
{
    switch (shape) {
    case MarkerShape::None:
        return QCPScatterStyle::ssNone;
    case MarkerShape::Circle:
        return QCPScatterStyle::ssCircle;
    case MarkerShape::Square:
        return QCPScatterStyle::ssSquare;
    case MarkerShape::Diamond:
        return QCPScatterStyle::ssDiamond;
    case MarkerShape::TriangleUp:
        return QCPScatterStyle::ssTriangle;
    case MarkerShape::TriangleDown:
        return QCPScatterStyle::ssTriangleInverted;
    case MarkerShape::Cross:
        return QCPScatterStyle::ssCross;
    case MarkerShape::Star:
        return QCPScatterStyle::ssStar;
    }
    return QCPScatterStyle::ssNone;
}

Qt::PenStyle toPenStyle(LineStyle style)
{
    switch (style) {
    case LineStyle::Dashed:
        return Qt::DashLine;
    case LineStyle::Dotted:
        return Qt::DotLine;
    case LineStyle::None:
    case LineStyle::Solid:
        break;
    }
    return Qt::SolidLine;
}

bool isOpenShape(MarkerShape shape)
{
    return shape == MarkerShape::Cross || shape == MarkerShape::Star;
}

// Tick labels in the app's human numbers (format/number_format.h: "1k", "2.5M", "0.01"), the
// unit in the axis title. Labels get more significant digits until no two read the same, so a
// zoomed axis never shows "1.2k" twice.
QVector<QString> distinctHumanLabels(const QVector<double>& ticks, const QLocale& locale)
{
    QVector<QString> labels;
    for (int significant = 2; significant <= 9; ++significant) {
        labels.clear();
        for (double t : ticks)
            labels << humanNumber(t, significant, locale);
        QStringList sorted(labels.begin(), labels.end());
        sorted.removeDuplicates();
        if (sorted.size() == labels.size())
            break;
    }
    return labels;
}

class HumanTicker : public QCPAxisTicker {
protected:
    QVector<QString> createLabelVector(const QVector<double>& ticks, const QLocale& locale, QChar,
                                       int) override
    {
        return distinctHumanLabels(ticks, locale);
    }
};

// Decades labelled 1, 10, 100, 1k, 10k ... instead of powers of ten, which read as a different
// kind of number than the tables'.
class HumanLogTicker : public QCPAxisTickerLog {
protected:
    // A range of a decade or two gets 1-2-5 (or 1-2-3-5) ticks: powers of ten alone would
    // leave such an axis with one label or none.
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override
    {
        if (!(range.lower > 0) || !(range.upper > range.lower))
            return QCPAxisTickerLog::createTickVector(tickStep, range);
        const double decades = std::log10(range.upper / range.lower);
        if (decades > 2.5)
            return QCPAxisTickerLog::createTickVector(tickStep, range);
        const std::vector<double> mantissas =
            decades <= 1.2 ? std::vector<double>{1, 2, 3, 5} : std::vector<double>{1, 2, 5};
        QVector<double> ticks;
        for (int e = int(std::floor(std::log10(range.lower))) - 1;
             e <= int(std::ceil(std::log10(range.upper))); ++e)
            for (double m : mantissas)
                ticks << m * std::pow(10.0, e);
        return ticks;
    }

    QVector<QString> createLabelVector(const QVector<double>& ticks, const QLocale& locale, QChar,
                                       int) override
    {
        return distinctHumanLabels(ticks, locale);
    }
};

double distance(const QPointF& a, const QPointF& b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

} // namespace

PlotWidget::PlotWidget(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);

    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setMouseTracking(true);
    m_plot->setAntialiasedElements(QCP::aePlottables | QCP::aeItems | QCP::aeLegendItems);

    // The body: the axis rect with the legend beside it, top-aligned, so it never covers a
    // curve (under it when the plot is too narrow for both, updateLegendWrap). The body is the
    // one cell of the plot's layout, so the title (setTitle, a row above) spans its width.
    QCPAxisRect* rect = m_plot->axisRect();
    m_plot->plotLayout()->take(rect);
    m_body = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(0, 0, m_body);
    m_body->addElement(0, 0, rect);
    m_side = new QCPLayoutGrid;
    m_body->addElement(0, 1, m_side);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_side->addElement(0, 0, m_plot->legend);
    m_side->addElement(1, 0, new QCPLayoutElement(m_plot));
    m_side->setRowStretchFactor(0, 0.001);
    m_side->setMargins(QMargins(0, 12, 8, 0));
    m_body->setColumnStretchFactor(1, 0.001);
    m_plot->legend->setVisible(true);

    applyStyle();

    connect(m_plot, &QCustomPlot::afterLayout, this, &PlotWidget::placeLineLabels);
    // An axis title longer than its axis is broken before the unit, at the next replot.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        if (fitAxisTitles())
            queueReplot(m_plot);
    });
    // A paint while a replot is queued draws the new content first (ReplotOnPaint).
    m_plot->installEventFilter(new ReplotOnPaint(m_plot));
    connect(m_plot, &QCustomPlot::mouseMove, this, &PlotWidget::onMouseMove);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { resetView(); });
}

PlotWidget::~PlotWidget() = default;

QColor PlotWidget::seriesColor(int index)
{
    return QColor::fromRgb(kPalette[size_t(index) % kPalette.size()]);
}

void PlotWidget::applyStyle()
{
    const QFont base = font();
    QFont tickFont = base;
    QFont labelFont = base;
    labelFont.setPointSizeF(base.pointSizeF() * 1.05);
    QFont legendFont = base;
    legendFont.setPointSizeF(base.pointSizeF() * 0.95);

    m_plot->setBackground(Qt::white);
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(kAxisColor, 1));
        axis->setTickPen(QPen(kAxisColor, 1));
        axis->setSubTickPen(QPen(kAxisColor, 1));
        axis->setTickLabelColor(kAxisColor);
        axis->setLabelColor(kAxisColor);
        axis->setTickLabelFont(tickFont);
        axis->setLabelFont(labelFont);
        axis->grid()->setPen(QPen(kGridColor, 1, Qt::SolidLine));
        axis->grid()->setSubGridPen(QPen(kSubGridColor, 1, Qt::SolidLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    // A closed frame reads as a finished chart.
    m_plot->xAxis2->setVisible(true);
    m_plot->yAxis2->setVisible(true);
    for (QCPAxis* axis : {m_plot->xAxis2, m_plot->yAxis2}) {
        axis->setTickLabels(false);
        axis->setTicks(false);
        axis->setBasePen(QPen(kAxisColor, 1));
    }
    m_plot->legend->setFont(legendFont);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setBrush(Qt::NoBrush);
    // Icons taller than the text: QCustomPlot then centres the text in the row; with rows just
    // as tall as the font's height it clips descenders (seen with Qt 6 and DejaVu Sans).
    m_plot->legend->setIconSize(28, QFontMetrics(legendFont).height() + kLegendSlackPx);
    m_plot->legend->setRowSpacing(0);
}

void PlotWidget::setTitle(const QString& title)
{
    m_title = title;
    // The title sits in a row of its own above the axis rect and legend, created on demand.
    QCPTextElement* element = nullptr;
    if (m_plot->plotLayout()->rowCount() > 1)
        element = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0));
    if (!element) {
        m_plot->plotLayout()->insertRow(0);
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 1.2);
        f.setBold(true);
        element = new QCPTextElement(m_plot, title, f);
        element->setTextColor(kAxisColor);
        m_plot->plotLayout()->addElement(0, 0, element);
    }
    element->setText(title);
}

QString PlotWidget::axisLabelText(const AxisInfo& info, bool twoLines) const
{
    if (info.unit.isEmpty())
        return info.title;
    return twoLines ? tr("%1\n(%2)", "axis title (unit), on two lines").arg(info.title, info.unit)
                    : tr("%1 (%2)", "axis title (unit)").arg(info.title, info.unit);
}

bool PlotWidget::fitAxisTitles()
{
    bool changed = false;
    const QRect rect = m_plot->axisRect()->rect();
    for (const bool xAxis : {true, false}) {
        const AxisInfo& info = xAxis ? m_x : m_y;
        QCPAxis* axis = xAxis ? m_plot->xAxis : m_plot->yAxis;
        if (info.unit.isEmpty() || (!xAxis && !m_barCategories.isEmpty()))
            continue;
        const int length = xAxis ? rect.width() : rect.height();
        if (length <= 0)
            continue;
        const QString oneLine = axisLabelText(info, false);
        const QFontMetrics metrics(axis->labelFont());
        const bool tooLong = metrics.horizontalAdvance(oneLine) > length - 4;
        QString wanted = tooLong ? axisLabelText(info, true) : oneLine;
        // A title still longer than its axis on a line of its own ("Egress-Rechnung pro Monat"
        // on a short German chart) wraps at its spaces, as many lines as it needs.
        if (tooLong && metrics.horizontalAdvance(info.title) > length - 4) {
            QStringList lines;
            for (const QString& word : info.title.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                if (!lines.isEmpty() &&
                    metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= length - 4)
                    lines.last() += QLatin1Char(' ') + word;
                else
                    lines << word;
            }
            wanted = tr("%1\n(%2)", "axis title (unit), on two lines")
                         .arg(lines.join(QLatin1Char('\n')), info.unit);
        }
        if (axis->label() != wanted) {
            axis->setLabel(wanted);
            changed = true;
        }
    }
    return changed;
}

void PlotWidget::configureAxis(bool xAxis, const AxisInfo& info)
{
    QCPAxis* axis = xAxis ? m_plot->xAxis : m_plot->yAxis;
    QCPAxis* mirror = xAxis ? m_plot->xAxis2 : m_plot->yAxis2;
    axis->setLabel(axisLabelText(info, false));
    if (info.scale == Scale::Log) {
        QSharedPointer<QCPAxisTickerLog> ticker(new HumanLogTicker);
        ticker->setLogBase(10);
        ticker->setSubTickCount(8);
        for (QCPAxis* a : {axis, mirror}) {
            a->setScaleType(QCPAxis::stLogarithmic);
            a->setTicker(ticker);
        }
        axis->grid()->setSubGridVisible(true);
    } else {
        QSharedPointer<QCPAxisTicker> ticker(new HumanTicker);
        for (QCPAxis* a : {axis, mirror}) {
            a->setScaleType(QCPAxis::stLinear);
            a->setTicker(ticker);
        }
        axis->grid()->setSubGridVisible(false);
    }
}

void PlotWidget::setXAxis(const QString& title, const QString& unit, Scale scale)
{
    m_x = {title, unit, scale};
    configureAxis(true, m_x);
}

void PlotWidget::setYAxis(const QString& title, const QString& unit, Scale scale)
{
    m_y = {title, unit, scale};
    configureAxis(false, m_y);
}

void PlotWidget::setHomeRange(double xMin, double xMax, double yMin, double yMax)
{
    m_home[0] = xMin;
    m_home[1] = xMax;
    m_home[2] = yMin;
    m_home[3] = yMax;
    resetView();
}

void PlotWidget::resetView()
{
    m_plot->xAxis->setRange(m_home[0], m_home[1]);
    m_plot->xAxis2->setRange(m_home[0], m_home[1]);
    m_plot->yAxis->setRange(m_home[2], m_home[3]);
    m_plot->yAxis2->setRange(m_home[2], m_home[3]);
    replot();
}

void PlotWidget::clear()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->legend->clearItems();
    m_entries.clear();
    m_lineLabels.clear();
    m_pointLabels.clear();
    m_verticalLabels.clear();
    m_bars.clear();
    m_verticalLines.clear();
    m_emptyNote = nullptr; // clearItems() deleted it
}

void PlotWidget::setEmptyNote(const QString& text)
{
    m_emptyText = text;
    if (m_emptyNote) {
        m_plot->removeItem(m_emptyNote);
        m_emptyNote = nullptr;
    }
}

void PlotWidget::updateEmptyNote()
{
    const bool empty =
        m_entries.empty() && m_bars.empty() && m_verticalLines.isEmpty() && m_pointLabels.empty();
    if (!empty) {
        if (m_emptyNote)
            m_plot->removeItem(m_emptyNote);
        m_emptyNote = nullptr;
        return;
    }
    if (m_emptyNote)
        return;
    m_emptyNote = new QCPItemText(m_plot);
    m_emptyNote->position->setAxisRect(m_plot->axisRect());
    m_emptyNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyNote->position->setCoords(0.5, 0.5);
    m_emptyNote->setPositionAlignment(Qt::AlignCenter);
    m_emptyNote->setTextAlignment(Qt::AlignCenter);
    m_emptyNote->setText(m_emptyText.isEmpty() ? tr("Nothing to plot") : m_emptyText);
    m_emptyNote->setColor(QColor(0x60, 0x60, 0x60));
    m_emptyNote->setPadding(kTextPadding);
    m_emptyNote->setClipToAxisRect(false);
}

void PlotWidget::setBarCategories(const QStringList& categories)
{
    m_barCategories = categories;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (qsizetype i = 0; i < categories.size(); ++i)
        ticker->addTick(double(categories.size() - i), categories[i]);
    for (QCPAxis* a : {m_plot->yAxis, m_plot->yAxis2}) {
        a->setScaleType(QCPAxis::stLinear);
        a->setTicker(ticker);
    }
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->setLabel(m_y.title);
}

int PlotWidget::addStackedBars(const PlotBarSet& set)
{
    auto* bars = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    bars->setName(set.name);
    bars->setWidth(0.6);
    bars->setPen(QPen(set.color.darker(125), 1));
    bars->setBrush(set.color);
    bars->setAntialiased(false);
    QVector<double> keys;
    const qsizetype n = m_barCategories.size();
    for (qsizetype i = 0; i < set.values.size(); ++i)
        keys << double(n - i);
    // The keys run downwards (the first category at the top): not sorted, so QCustomPlot sorts
    // them. Passed as sorted, its searches over the keys missed the first category's bar below,
    // and that bar's parts were all drawn from zero (eu-serving's two identical options drawn
    // differently).
    bars->setData(keys, set.values, false);
    if (!m_bars.empty())
        bars->moveAbove(m_bars.back().bars);
    addToLegend(bars);
    m_bars.push_back({set, bars});
    return int(m_bars.size()) - 1;
}

int PlotWidget::addGroupedBars(const PlotBarSet& set)
{
    if (!m_barsGroup) {
        m_barsGroup = new QCPBarsGroup(m_plot);
        m_barsGroup->setSpacingType(QCPBarsGroup::stAbsolute);
        m_barsGroup->setSpacing(1);
    }
    const int index = addStackedBars(set);
    BarEntry& entry = m_bars.back();
    entry.grouped = true;
    // Not stacked: every set starts at zero. QCPBars only stacks what moveAbove() chained.
    entry.bars->moveAbove(nullptr);
    // QCPBarsGroup lays the sets out in the order of its list towards higher keys, which on
    // this downward-reading category axis is upwards; inserting at the front keeps the first
    // set added at the top.
    m_barsGroup->insert(0, entry.bars);
    const double width = 0.7 / std::max<qsizetype>(1, m_barsGroup->size());
    for (QCPBars* bars : m_barsGroup->bars())
        bars->setWidth(width);
    return index;
}

void PlotWidget::addVerticalLine(double x, const QString& label, const QColor& color,
                                 LineStyle style, Qt::Alignment labelSide)
{
    auto* line = new QCPItemStraightLine(m_plot);
    line->point1->setCoords(x, 0.0);
    line->point2->setCoords(x, 1.0);
    line->setPen(QPen(color, 1.5, toPenStyle(style)));
    line->setClipToAxisRect(true);
    if (!label.isEmpty()) {
        QCPItemText* text = newText(label, color);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(x, 0.0);
        // The text's opposite side touches the line.
        const Qt::Alignment anchor =
            (labelSide & Qt::AlignRight ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop;
        text->setPositionAlignment(anchor);
        m_verticalLabels.push_back({text, anchor, label});
    }
    m_verticalLines << x;
}

int PlotWidget::addSeries(const PlotSeries& series)
{
    QCPGraph* graph = m_plot->addGraph();
    graph->setName(series.name);
    QPen pen(series.color, series.lineWidth, toPenStyle(series.line));
    pen.setCapStyle(Qt::FlatCap);
    graph->setPen(series.line == LineStyle::None && series.marker == MarkerShape::None
                      ? QPen(Qt::NoPen)
                      : pen);
    graph->setLineStyle(series.line == LineStyle::None ? QCPGraph::lsNone : QCPGraph::lsLine);
    if (series.marker != MarkerShape::None) {
        const QPen markerPen(series.color.darker(115), 1.5);
        const QBrush brush =
            isOpenShape(series.marker) ? QBrush(Qt::NoBrush) : QBrush(series.color);
        graph->setScatterStyle(
            QCPScatterStyle(toQcp(series.marker), markerPen, brush, series.markerSize));
    }
    graph->setData(series.x, series.y, true);
    if (series.inLegend)
        addToLegend(graph);
    m_entries.push_back({series, graph});
    return int(m_entries.size()) - 1;
}

void PlotWidget::addToLegend(QCPAbstractPlottable* plottable)
{
    plottable->addToLegend();
    // An entry of several lines is as tall as its text: its last line's descenders were clipped
    // (Compare's egress note "Free egress: ... STACKIT (Schwarz Group, Germany)"). One-line
    // entries have the icon's spare pixels under them; a taller one gets as many under its text.
    if (plottable->name().contains(QLatin1Char('\n')))
        if (QCPPlottableLegendItem* item = m_plot->legend->itemWithPlottable(plottable))
            item->setMargins(QMargins(0, 0, 0, kLegendSlackPx));
}

QCPItemText* PlotWidget::newText(const QString& text, const QColor& color)
{
    auto* item = new QCPItemText(m_plot);
    item->position->setType(QCPItemPosition::ptPlotCoords);
    item->setText(text);
    QColor c = color.darker(130);
    c.setAlpha(255);
    item->setColor(c);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    item->setFont(f);
    item->setPadding(kTextPadding);
    item->setClipToAxisRect(true);
    return item;
}

void PlotWidget::addLabel(const QString& text, double x, double y, const QColor& color,
                          Qt::Alignment anchor)
{
    QCPItemText* item = newText(text, color);
    item->position->setCoords(x, y);
    item->setPositionAlignment(anchor);
    auto* leader = new QCPItemLine(m_plot);
    leader->start->setType(QCPItemPosition::ptAbsolute);
    leader->end->setType(QCPItemPosition::ptAbsolute);
    leader->setPen(QPen(item->color(), 1));
    leader->setClipToAxisRect(true);
    leader->setVisible(false);
    m_pointLabels.push_back({item, anchor, text, leader});
}

namespace {

// Where a point label may go, nearest first: its text touching the point on the side asked for,
// the other corners, above, below and beside it, each moved away by up to kFarthest pixels
// (its padding grows on the anchored sides, so the anchor stays on the point).
struct LabelPlace {
    int alignment; // index into placeAlignments()
    int dx;        // extra pixels from the point, horizontally and vertically
    int dy;
    double cost;
};

constexpr int kPlaceStep = 3;
constexpr int kFarthest = 150;

// The anchors tried, the one asked for first (index 0 stands for it).
std::array<Qt::Alignment, 9> placeAlignments(Qt::Alignment asked)
{
    return {asked,
            Qt::AlignLeft | Qt::AlignBottom,
            Qt::AlignRight | Qt::AlignBottom,
            Qt::AlignLeft | Qt::AlignTop,
            Qt::AlignRight | Qt::AlignTop,
            Qt::AlignHCenter | Qt::AlignBottom,
            Qt::AlignHCenter | Qt::AlignTop,
            Qt::AlignLeft | Qt::AlignVCenter,
            Qt::AlignRight | Qt::AlignVCenter};
}

const std::vector<LabelPlace>& labelPlaces()
{
    static const std::vector<LabelPlace> places = [] {
        std::vector<LabelPlace> list;
        for (int a = 0; a < 9; ++a)
            for (int dx = 0; dx <= kFarthest; dx += kPlaceStep)
                for (int dy = 0; dy <= kFarthest; dy += kPlaceStep)
                    // The asked side a little before the others at the same distance.
                    list.push_back({a, dx, dy, std::hypot(dx, dy) + (a == 0 ? 0.0 : 2.0)});
        std::stable_sort(list.begin(), list.end(),
                         [](const LabelPlace& x, const LabelPlace& y) { return x.cost < y.cost; });
        return list;
    }();
    return places;
}

// The padding that puts a text anchored by `a` at its point `dx`, `dy` pixels further away (a
// centred side does not move along its centre).
QMargins paddingFor(Qt::Alignment a, int dx, int dy)
{
    QMargins pad = kTextPadding;
    if (a & Qt::AlignLeft)
        pad.setLeft(pad.left() + dx);
    else if (a & Qt::AlignRight)
        pad.setRight(pad.right() + dx);
    if (a & Qt::AlignTop)
        pad.setTop(pad.top() + dy);
    else if (a & Qt::AlignBottom)
        pad.setBottom(pad.bottom() + dy);
    return pad;
}

bool movesAlong(Qt::Alignment a, int dx, int dy)
{
    return ((a & Qt::AlignHCenter) == 0 || dx == 0) && ((a & Qt::AlignVCenter) == 0 || dy == 0);
}

// The point of `box` nearest to `p`.
QPointF nearestOn(const QRectF& box, const QPointF& p)
{
    return {std::clamp(p.x(), box.left(), box.right()), std::clamp(p.y(), box.top(), box.bottom())};
}

} // namespace

void PlotWidget::separatePointLabels()
{
    // In pixels. Each label, in the order added, goes to the nearest place where its text is
    // whole inside the plot and meets no label placed before it and no marker (its own point's
    // included): "Recommended: 256 x nvidia-gb200-nvl72" was drawn over the candidates around
    // the star. A label moved off its point gets a thin line to it. Where no place is free the
    // label takes the nearest that meets no other label, or else its side as asked (the layout
    // test reports what it covers).
    const QRectF area = QRectF(m_plot->axisRect()->rect()).adjusted(-0.5, -0.5, 1.5, 1.5);
    const std::vector<QRectF> markers = markerBoxes(markerSets(m_plot));
    // The lines' labels (objectives, break-even) are placed first: a point's label keeps off
    // them too.
    std::vector<QRectF> placed;
    for (const PointLabel& label : m_verticalLabels)
        if (label.item->visible())
            placed.push_back(drawnText(label.item));
    for (PointLabel& label : m_pointLabels) {
        QCPItemText* item = label.item;
        const QPointF at = item->position->pixelPosition();
        const QSizeF size = QFontMetricsF(item->font())
                                .boundingRect(QRectF(), Qt::TextDontClip, item->text())
                                .size();
        const auto alignments = placeAlignments(label.anchor);
        // As anchoredBox() places it, without measuring the text again for each place.
        const auto textAt = [&](const LabelPlace& p) {
            const Qt::Alignment a = alignments[size_t(p.alignment)];
            const QMargins pad = paddingFor(a, p.dx, p.dy);
            const double w = size.width() + pad.left() + pad.right();
            const double h = size.height() + pad.top() + pad.bottom();
            const double x = a & Qt::AlignLeft    ? at.x()
                             : a & Qt::AlignRight ? at.x() - w
                                                  : at.x() - w / 2;
            const double y = a & Qt::AlignTop      ? at.y()
                             : a & Qt::AlignBottom ? at.y() - h
                                                   : at.y() - h / 2;
            return QRectF(x + pad.left(), y + pad.top(), size.width(), size.height());
        };
        // Only the markers and labels that a place within reach could meet.
        const double reach = kFarthest + size.width() + size.height() + 20;
        const QRectF within(at.x() - reach, at.y() - reach, 2 * reach, 2 * reach);
        std::vector<QRectF> nearMarkers;
        for (const QRectF& m : markers)
            if (within.intersects(m))
                nearMarkers.push_back(m);
        const LabelPlace* chosen = nullptr;
        const LabelPlace* apart = nullptr; // the nearest that meets no label
        if (area.contains(at)) {
            for (const LabelPlace& p : labelPlaces()) {
                if (!movesAlong(alignments[size_t(p.alignment)], p.dx, p.dy))
                    continue;
                const QRectF text = textAt(p);
                if (!area.contains(text) || meetsAny(placed, text))
                    continue;
                if (!apart)
                    apart = &p;
                if (!meetsAny(nearMarkers, text)) {
                    chosen = &p;
                    break;
                }
            }
        }
        static const LabelPlace asked{0, 0, 0, 0};
        const LabelPlace& place = chosen ? *chosen : apart ? *apart : asked;
        const Qt::Alignment a = alignments[size_t(place.alignment)];
        item->setPositionAlignment(a);
        item->setPadding(paddingFor(a, place.dx, place.dy));
        const QRectF text = textAt(place);
        placed.push_back(text);
        // A line from the point to a label set apart from it, starting clear of its marker.
        const bool apartFromPoint = std::max(place.dx, place.dy) > 2 * kPlaceStep;
        if (label.leader) {
            label.leader->setVisible(apartFromPoint);
            if (apartFromPoint) {
                const QPointF end = nearestOn(text.adjusted(-2, -2, 2, 2), at);
                const QPointF d = end - at;
                const double length = std::hypot(d.x(), d.y());
                const QPointF start = length > 8 ? at + d * (8 / length) : at;
                label.leader->start->setCoords(start);
                label.leader->end->setCoords(end);
            }
        }
    }
}

void PlotWidget::addLineLabel(int seriesIndex, double x, const QString& text, const QColor& color)
{
    QCPItemText* item = newText(text, color);
    item->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    item->setPadding(QMargins(0, 0, 0, 1));
    m_lineLabels.push_back({item, seriesIndex, x});
    placeLineLabels();
}

void PlotWidget::placeLineLabels()
{
    // Lines are straight in pixel space (log axes included), so the angle and the ordinate at x
    // come from the pixel positions of the segment under x.
    for (const LineLabel& label : m_lineLabels) {
        const PlotSeries& s = m_entries.at(size_t(label.series)).spec;
        for (qsizetype i = 0; i + 1 < s.x.size(); ++i) {
            if (label.x < s.x[i] || label.x > s.x[i + 1])
                continue;
            const QPointF a = pixelFor(s.x[i], s.y[i]);
            const QPointF b = pixelFor(s.x[i + 1], s.y[i + 1]);
            const double px = m_plot->xAxis->coordToPixel(label.x);
            const double t = b.x() != a.x() ? (px - a.x()) / (b.x() - a.x()) : 0.0;
            const double py = a.y() + t * (b.y() - a.y());
            label.item->position->setCoords(label.x, m_plot->yAxis->pixelToCoord(py));
            label.item->setRotation(qRadiansToDegrees(std::atan2(b.y() - a.y(), b.x() - a.x())));
            break;
        }
    }
    keepVerticalLabelsInside();
    separatePointLabels();
}

void PlotWidget::keepVerticalLabelsInside()
{
    // A line's label is clipped to the axis rect: one that would run past its edge on the
    // side asked for goes to the line's other side (an objective near the right end of the
    // axis labelled to its left), where it fits. One that fits neither side whole breaks at
    // its spaces into lines as wide as the roomier side (a German break-even label on the
    // narrow Compare chart).
    const QRect area = m_plot->axisRect()->rect();
    const std::vector<MarkerSet> markers = markerSets(m_plot);
    // The text of the lines' labels placed so far: a label keeps off them as off the markers
    // (two objectives close together, "TTFT objective" over "TPOT objective").
    std::vector<QRectF> placed;
    for (const PointLabel& label : m_verticalLabels) {
        QCPItemText* item = label.item;
        const QFontMetricsF metrics(item->font());
        const double padding = kTextPadding.left() + kTextPadding.right();
        const double width = metrics.horizontalAdvance(label.text) + padding;
        const double at = item->position->pixelPosition().x();
        const bool right = (label.anchor & Qt::AlignLeft) != 0; // text to the line's right
        const double roomRight = area.right() - at, roomLeft = at - area.left();
        const bool fits = (right ? roomRight : roomLeft) >= width;
        const bool fitsOther = (right ? roomLeft : roomRight) >= width;
        Qt::Alignment a = label.anchor;
        QString text = label.text;
        const auto toSide = [&a](bool textRight) {
            a = (a & ~Qt::AlignHorizontal_Mask) | (textRight ? Qt::AlignLeft : Qt::AlignRight);
        };
        if (!fits && fitsOther) {
            toSide(!right);
        } else if (!fits) {
            const bool textRight = roomRight >= roomLeft;
            toSide(textRight);
            const double room = (textRight ? roomRight : roomLeft) - padding;
            QStringList lines;
            for (const QString& word : label.text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                if (!lines.isEmpty() &&
                    metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= room)
                    lines.last() += QLatin1Char(' ') + word;
                else
                    lines << word;
            }
            text = lines.join(QLatin1Char('\n'));
        }
        if (item->text() != text)
            item->setText(text);
        // Off the data: the label goes down its line (either side that has room) until it
        // covers no marker (a TPOT objective's label over the batch sweep's points at its top,
        // "TPOT-Ziel 200 ms"). Where every place covers one, it stays at the top.
        const QSizeF size = anchoredBox(item, QPointF(at, area.top()), a, kTextPadding).size();
        const bool textRight = (a & Qt::AlignLeft) != 0;
        std::vector<Qt::Alignment> sides{a & Qt::AlignHorizontal_Mask};
        if ((textRight ? roomLeft : roomRight) >= size.width())
            sides.push_back(textRight ? Qt::AlignRight : Qt::AlignLeft);
        const double step = std::max(4.0, size.height() / 2.0);
        const double lowest = area.bottom() + 1 - size.height();
        double chosenY = area.top();
        Qt::Alignment chosenSide = a & Qt::AlignHorizontal_Mask;
        bool found = false;
        for (double y = area.top(); !found && y <= lowest + step - 1e-9; y += step) {
            const double top = std::min(y, lowest);
            for (const Qt::Alignment side : sides) {
                const QRectF box =
                    anchoredBox(item, QPointF(at, top), side | Qt::AlignTop, kTextPadding);
                if (!coversMarker(markers, box) &&
                    !meetsAny(placed, box.marginsRemoved(QMarginsF(kTextPadding)))) {
                    chosenY = top;
                    chosenSide = side;
                    found = true;
                    break;
                }
            }
        }
        item->position->setCoords(item->position->coords().x(),
                                  area.height() > 0 ? (chosenY - area.top()) / area.height() : 0.0);
        item->setPositionAlignment(chosenSide | Qt::AlignTop);
        placed.push_back(
            anchoredBox(item, QPointF(at, chosenY), chosenSide | Qt::AlignTop, kTextPadding)
                .marginsRemoved(QMarginsF(kTextPadding)));
    }
}

void PlotWidget::addLegendNote(const QString& text)
{
    PlotSeries note;
    note.name = text;
    note.line = LineStyle::None;
    addSeries(note);
}

void PlotWidget::replot()
{
    updateEmptyNote();
    updateLegendWrap();
    queueReplot(m_plot);
}

void PlotWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateLegendWrap();
}

void PlotWidget::updateLegendWrap()
{
    QCPLegend* legend = m_plot->legend;
    // A legend that would take more than 40 % of the width squeezes the axis until titles,
    // line labels and tick labels collide (a narrow chart, long translated names): it moves
    // under the plot, in as many columns as fit.
    // Each entry's size, measured once (text metrics): the column count below tries every
    // count from the most down.
    std::vector<QSize> sizes(size_t(legend->itemCount()), QSize(0, 0));
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i))
            sizes[size_t(i)] = item->minimumOuterSizeHint();
    int widest = 0;
    for (const QSize& s : sizes)
        widest = std::max(widest, s.width());
    const int entryWidth = widest + legend->columnSpacing() + 8;
    // The most columns whose widest entries fit side by side under the plot (entries fill rows
    // left to right, so entry i lands in column i mod n).
    int columns = 1;
    for (int n = legend->itemCount(); n > 1; --n) {
        std::vector<int> widths(size_t(n), 0);
        for (size_t i = 0; i < sizes.size(); ++i)
            widths[i % size_t(n)] = std::max(widths[i % size_t(n)], sizes[i].width());
        int total = 16 + (n - 1) * legend->columnSpacing();
        for (const int w : widths)
            total += w;
        if (total <= width()) {
            columns = n;
            break;
        }
    }
    int tallest = 0;
    for (const QSize& s : sizes)
        tallest = std::max(tallest, s.height());
    const int rowsBelow = (legend->itemCount() + columns - 1) / std::max(1, columns);
    const int heightBelow = rowsBelow * (tallest + legend->rowSpacing()) + 8;
    // Under the plot only while the plot keeps room for its title, its x axis (tick labels and
    // a title of up to two lines) and a readable height: 110 px (five or six tick labels), or
    // a line per bar category. A short chart keeps its legend beside the plot, where a
    // narrower axis still shows every tick (the German Monte Carlo chart's y axis was
    // squeezed to 67 px, its ticks drawn over each other).
    const QFontMetrics tickMetrics(m_plot->xAxis->tickLabelFont());
    const int titleHeight = m_title.isEmpty() ? 0 : QFontMetrics(font()).height() * 3 / 2 + 10;
    const int xAxisHeight =
        tickMetrics.height() + 2 * QFontMetrics(m_plot->xAxis->labelFont()).height() + 24;
    const int plotHeight = m_barCategories.isEmpty()
                               ? 110
                               : int(m_barCategories.size()) * (tickMetrics.height() + 4) + 16;
    const bool roomBelow = height() - titleHeight - xAxisHeight - heightBelow >= plotHeight;
    const bool below = legend->itemCount() > 0 && entryWidth > width() * 2 / 5 && roomBelow;
    const bool isBelow = m_body->hasElement(1, 0) && m_body->element(1, 0) == legend;
    if (below != isBelow) {
        if (below) {
            m_side->take(legend);
            m_body->addElement(1, 0, legend);
            m_body->setRowStretchFactor(1, 0.001);
            legend->setMargins(QMargins(8, 4, 8, 4));
        } else {
            m_body->take(legend);
            m_body->simplify();
            m_side->addElement(0, 0, legend);
            legend->setMargins(QMargins(7, 5, 7, 4));
        }
    }
    if (below) {
        if (columns != legend->wrap() || legend->fillOrder() != QCPLayoutGrid::foColumnsFirst) {
            legend->setWrap(columns);
            legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
        }
        return;
    }
    const int rowHeight =
        std::max(QFontMetrics(legend->font()).height(), legend->iconSize().height()) +
        legend->rowSpacing();
    // Room left by the title, the side margins and two-line entries.
    const int rows = std::max(4, (height() - 90) / std::max(1, rowHeight));
    if (rows != legend->wrap() || legend->fillOrder() != QCPLayoutGrid::foRowsFirst) {
        legend->setWrap(rows);
        legend->setFillOrder(QCPLayoutGrid::foRowsFirst, true);
    }
}

int PlotWidget::seriesCount() const
{
    return int(m_entries.size());
}

const PlotSeries& PlotWidget::series(int index) const
{
    return m_entries.at(size_t(index)).spec;
}

QVector<QPointF> PlotWidget::plottedPoints(int index) const
{
    QVector<QPointF> points;
    const QCPGraph* graph = m_entries.at(size_t(index)).graph;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        points.append(QPointF(it->key, it->value));
    return points;
}

QStringList PlotWidget::legendTexts() const
{
    QStringList names;
    for (int i = 0; i < m_plot->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(m_plot->legend->item(i)))
            names << item->plottable()->name();
    return names;
}

QStringList PlotWidget::labelTexts() const
{
    QStringList texts;
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPItemText*>(m_plot->item(i)); item && item != m_emptyNote)
            texts << QString(item->text()).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return texts;
}

QPointF PlotWidget::pixelFor(double x, double y) const
{
    return {m_plot->xAxis->coordToPixel(x), m_plot->yAxis->coordToPixel(y)};
}

QString PlotWidget::genericHoverText(const QString& title, double x, double y) const
{
    const auto value = [](const AxisInfo& axis, double v) {
        const QString number = formatNumber(v);
        return axis.unit.isEmpty() ? number : number + QLatin1Char(' ') + axis.unit;
    };
    return tr("%1\n%2: %3\n%4: %5").arg(title, m_x.title, value(m_x, x), m_y.title, value(m_y, y));
}

QString PlotWidget::hoverTextAt(const QPointF& pixel) const
{
    if (!m_plot->axisRect()->rect().contains(pixel.toPoint()))
        return {};
    if (!m_bars.empty())
        return barHoverText(pixel);

    // Markers first: they sit on lines and carry the more specific text.
    double best = kMarkerPickRadius;
    QString text;
    for (const Entry& e : m_entries) {
        if (e.spec.marker == MarkerShape::None)
            continue;
        for (qsizetype i = 0; i < e.spec.x.size(); ++i) {
            const double d = distance(pixel, pixelFor(e.spec.x[i], e.spec.y[i]));
            if (d <= best) {
                best = d;
                text = i < e.spec.pointToolTips.size()
                           ? e.spec.pointToolTips[i]
                           : genericHoverText(e.spec.name, e.spec.x[i], e.spec.y[i]);
            }
        }
    }
    if (!text.isEmpty())
        return text;

    // Then the nearest line segment, read off at the foot of the perpendicular. Working in
    // pixels makes this right for log axes too.
    best = kLinePickRadius;
    for (const Entry& e : m_entries) {
        if (e.spec.line == LineStyle::None)
            continue;
        for (qsizetype i = 0; i + 1 < e.spec.x.size(); ++i) {
            const QPointF a = pixelFor(e.spec.x[i], e.spec.y[i]);
            const QPointF b = pixelFor(e.spec.x[i + 1], e.spec.y[i + 1]);
            const QPointF ab = b - a;
            const double length2 = QPointF::dotProduct(ab, ab);
            const double t =
                length2 > 0 ? std::clamp(QPointF::dotProduct(pixel - a, ab) / length2, 0.0, 1.0)
                            : 0.0;
            const QPointF foot = a + t * ab;
            const double d = distance(pixel, foot);
            if (d <= best) {
                best = d;
                const QString title = e.spec.hoverTitle.isEmpty() ? e.spec.name : e.spec.hoverTitle;
                text = genericHoverText(title, m_plot->xAxis->pixelToCoord(foot.x()),
                                        m_plot->yAxis->pixelToCoord(foot.y()));
            }
        }
    }
    return text;
}

QString PlotWidget::barHoverText(const QPointF& pixel) const
{
    const qsizetype n = m_barCategories.size();
    QVector<double> base(n, 0.0);
    const auto text = [this](const BarEntry& e, qsizetype i, double v) {
        if (i < e.spec.toolTips.size() && !e.spec.toolTips[i].isEmpty())
            return e.spec.toolTips[i];
        const QString number = formatNumber(v);
        return tr("%1: %2").arg(e.spec.name,
                                m_x.unit.isEmpty() ? number : number + QLatin1Char(' ') + m_x.unit);
    };
    for (const BarEntry& e : m_bars) {
        if (e.grouped) {
            // The group shifts each set off its key; the bars know where they are drawn.
            QVariant details;
            if (e.bars->selectTest(pixel, false, &details) < 0)
                continue;
            const QCPDataSelection hit = details.value<QCPDataSelection>();
            if (hit.isEmpty())
                continue;
            const double key = e.bars->data()->at(hit.dataRange().begin())->key;
            const qsizetype i = n - qsizetype(std::lround(key));
            if (i >= 0 && i < e.spec.values.size())
                return text(e, i, e.spec.values[i]);
            continue;
        }
        for (qsizetype i = 0; i < e.spec.values.size() && i < n; ++i) {
            const double v = e.spec.values[i];
            const double key = double(n - i);
            const double half = e.bars->width() / 2;
            const QRectF rect(QPointF(m_plot->xAxis->coordToPixel(base[i]),
                                      m_plot->yAxis->coordToPixel(key + half)),
                              QPointF(m_plot->xAxis->coordToPixel(base[i] + v),
                                      m_plot->yAxis->coordToPixel(key - half)));
            base[i] += v;
            if (rect.normalized().contains(pixel))
                return text(e, i, v);
        }
    }
    return {};
}

void PlotWidget::onMouseMove(QMouseEvent* event)
{
    if (event->buttons() != Qt::NoButton)
        return; // dragging the view
    const QString text = hoverTextAt(event->position());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
}

namespace {

// QCustomPlot writes its PNG and PDF only to a file name: it draws into a private temporary
// folder, and the bytes go to the project save's writer (saveFileAtomically), so a chart export
// refuses FIFOs, devices and foreign links in sticky folders and never leaves a half-written
// file. An export is output to regenerate: no PATH~ backup.
bool saveRendered(const QString& path, const QString& suffix,
                  const std::function<bool(const QString&)>& render)
{
    const QTemporaryDir dir;
    if (!dir.isValid())
        return false;
    const QString scratch = dir.filePath(QStringLiteral("chart") + suffix);
    if (!render(scratch))
        return false;
    QFile file(scratch);
    return file.open(QIODevice::ReadOnly) &&
           saveFileAtomically(path, file.readAll(), nullptr, false);
}

} // namespace

bool PlotWidget::exportPng(const QString& path, int width, int height, double scale)
{
    return saveRendered(path, QStringLiteral(".png"), [&](const QString& scratch) {
        return m_plot->savePng(scratch, width, height, scale);
    });
}

void PlotWidget::replotNow()
{
    updateEmptyNote();
    updateLegendWrap();
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
    if (fitAxisTitles())
        m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

QString PlotWidget::axisTitle(Qt::Orientation orientation) const
{
    return (orientation == Qt::Horizontal ? m_plot->xAxis : m_plot->yAxis)
        ->label()
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

bool PlotWidget::axisTitleFits(Qt::Orientation orientation) const
{
    const QCPAxis* axis = orientation == Qt::Horizontal ? m_plot->xAxis : m_plot->yAxis;
    const QRect rect = m_plot->axisRect()->rect();
    const int length = orientation == Qt::Horizontal ? rect.width() : rect.height();
    const QFontMetrics metrics(axis->labelFont());
    for (const QString& line : axis->label().split(QLatin1Char('\n')))
        if (metrics.horizontalAdvance(line) > length)
            return false;
    return true;
}

QStringList PlotWidget::layoutProblems() const
{
    QStringList problems;
    const QRect chart = m_plot->viewport();
    if (m_plot->plotLayout()->rowCount() > 1) {
        if (const auto* title =
                qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0))) {
            const int needed = QFontMetrics(title->font()).horizontalAdvance(title->text());
            if (needed > title->rect().width())
                problems << QStringLiteral("title '%1' needs %2 px, has %3 px")
                                .arg(title->text())
                                .arg(needed)
                                .arg(title->rect().width());
        }
    }
    for (const Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
        const bool horizontal = o == Qt::Horizontal;
        const QCPAxis* axis = horizontal ? m_plot->xAxis : m_plot->yAxis;
        const QString name = horizontal ? QStringLiteral("x") : QStringLiteral("y");
        if (!axisTitleFits(o))
            problems << QStringLiteral("%1 axis title '%2' is longer than its axis (%3 px, chart "
                                       "%4x%5)")
                            .arg(name, axisTitle(o))
                            .arg(horizontal ? m_plot->axisRect()->width()
                                            : m_plot->axisRect()->height())
                            .arg(width())
                            .arg(height());
        if (!axis->tickLabels())
            continue;
        // Each tick label's extent along its axis, centred on its tick as QCustomPlot draws it.
        const QFontMetrics metrics(axis->tickLabelFont());
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        struct Extent {
            double from, to;
            QString text;
        };
        std::vector<Extent> extents;
        for (qsizetype i = 0; i < std::min(ticks.size(), labels.size()); ++i) {
            if (labels[i].isEmpty() || !axis->range().contains(ticks[i]))
                continue;
            const QRect box = metrics.boundingRect(QRect(), Qt::TextDontClip, labels[i]);
            const double at = axis->coordToPixel(ticks[i]);
            const double half = (horizontal ? box.width() : box.height()) / 2.0;
            extents.push_back({at - half, at + half, labels[i]});
        }
        std::sort(extents.begin(), extents.end(),
                  [](const Extent& a, const Extent& b) { return a.from < b.from; });
        for (size_t i = 0; i + 1 < extents.size(); ++i)
            if (extents[i].to > extents[i + 1].from + 0.5)
                problems << QStringLiteral("%1 tick labels '%2' and '%3' overlap")
                                .arg(name, extents[i].text, extents[i + 1].text);
        const double end = horizontal ? chart.right() + 1 : chart.bottom() + 1;
        const double start = horizontal ? chart.left() : chart.top();
        for (const Extent& e : extents)
            if (e.from < start - 0.5 || e.to > end + 0.5)
                problems
                    << QStringLiteral("%1 tick label '%2' runs past the chart").arg(name, e.text);
    }
    // Point and line labels whose point is in view are clipped to the axis rect: whole there.
    const QRect area = m_plot->axisRect()->rect();
    auto checkLabel = [&](const QCPItemText* item) {
        if (!item->visible())
            return;
        const QPointF at = item->position->pixelPosition();
        if (!area.contains(at.toPoint()))
            return;
        // The padding may reach past the edge; the text itself must not.
        const QMargins pad = item->padding();
        const QRectF text = anchoredBox(item, at, item->positionAlignment(), pad)
                                .adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom());
        if (!QRectF(area).adjusted(-0.5, -0.5, 1.5, 1.5).contains(text))
            problems << QStringLiteral("label '%1' is cut by the plot's edge").arg(item->text());
    };
    const std::vector<MarkerSet> markers = markerSets(m_plot);
    const std::vector<QRectF> markerSquares = markerBoxes(markers);
    for (const PointLabel& label : m_pointLabels) {
        checkLabel(label.item);
        // A point's label is put where its text covers no marker, its own point's included
        // ("Recommended: ..." over the candidates around the star).
        const QCPItemText* item = label.item;
        if (item->visible() && area.contains(item->position->pixelPosition().toPoint()) &&
            meetsAny(markerSquares, drawnText(item)))
            problems << QStringLiteral("label '%1' is drawn over the data's markers")
                            .arg(
                                QString(item->text()).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    }
    for (const PointLabel& label : m_verticalLabels) {
        checkLabel(label.item);
        // A line's label is put where it covers no marker when there is such a place.
        const QCPItemText* item = label.item;
        if (item->visible() &&
            coversMarker(markers, anchoredBox(item, item->position->pixelPosition(),
                                              item->positionAlignment(), kTextPadding)))
            problems << QStringLiteral("label '%1' is drawn over the data's markers")
                            .arg(
                                QString(item->text()).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    }
    // No label's text over another's: an objective's label over another objective's or over
    // a point's label reads as neither.
    std::vector<const QCPItemText*> texts;
    for (const auto* labels : {&m_verticalLabels, &m_pointLabels})
        for (const PointLabel& label : *labels)
            if (label.item->visible() &&
                area.contains(label.item->position->pixelPosition().toPoint()))
                texts.push_back(label.item);
    for (size_t a = 0; a < texts.size(); ++a)
        for (size_t b = a + 1; b < texts.size(); ++b)
            if (drawnText(texts[a]).intersects(drawnText(texts[b])))
                problems << QStringLiteral("labels '%1' and '%2' overlap")
                                .arg(QString(texts[a]->text()).replace(u'\n', u' '),
                                     QString(texts[b]->text()).replace(u'\n', u' '));
    const QCPLegend* legend = m_plot->legend;
    // Each entry as tall as its text and the spare pixels its descenders need: a row exactly as
    // tall as its text draws its last line's descenders cut ("Germany)" of the egress note).
    if (legend->visible())
        for (int i = 0; i < legend->itemCount(); ++i) {
            auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
            if (!item || !item->plottable() || !item->visible())
                continue;
            const QString text = item->plottable()->name();
            const int needed =
                QFontMetrics(item->font())
                    .boundingRect(0, 0, 0, legend->iconSize().height(), Qt::TextDontClip, text)
                    .height() +
                kLegendSlackPx;
            if (item->outerRect().height() < needed)
                problems << QStringLiteral("legend entry '%1' is %2 px tall, its text needs %3 px")
                                .arg(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')))
                                .arg(item->outerRect().height())
                                .arg(needed);
        }
    if (legend->visible() && legend->itemCount() > 0) {
        const QRect r = legend->outerRect();
        if (r.height() + 1 < legend->minimumOuterSizeHint().height() ||
            !chart.adjusted(0, 0, 1, 1).contains(r))
            problems << QStringLiteral("legend entries are cut off (%1 px of %2 px shown)")
                            .arg(r.height())
                            .arg(legend->minimumOuterSizeHint().height());
    }
    return problems;
}

QStringList PlotWidget::tickLabels(Qt::Orientation orientation) const
{
    const QCPAxis* axis = orientation == Qt::Horizontal ? m_plot->xAxis : m_plot->yAxis;
    const QVector<QString> labels = axis->tickVectorLabels();
    QStringList out(labels.begin(), labels.end());
    return out;
}

bool PlotWidget::exportFile(const QString& path, int width, int height)
{
    if (path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        return exportPdf(path, width, height);
    if (path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        return exportSvg(path, width, height);
    return exportPng(path, width, height);
}

bool PlotWidget::exportSvg(const QString& path, int width, int height)
{
    const QSize widgetSize = size();
    const QSize target(width > 0 ? width : widgetSize.width(),
                       height > 0 ? height : widgetSize.height());
    if (target.isEmpty())
        return false;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(target);
    svg.setViewBox(QRect(QPoint(0, 0), target));
    svg.setTitle(m_title.isEmpty() ? tr("AccelPlan chart") : m_title);
    svg.setDescription(tr("Drawn by AccelPlan"));
    QCPPainter painter;
    if (!painter.begin(&svg))
        return false;
    paintVector(&painter, target);
    painter.end();
    // Back to the size it has on screen (paintVector laid it out at the export size).
    if (widgetSize != target) {
        resize(widgetSize);
        m_plot->resize(widgetSize);
        replot();
    }
    return saveFileAtomically(path, buffer.data(), nullptr, false);
}

bool PlotWidget::exportPdf(const QString& path, int width, int height)
{
    return saveRendered(path, QStringLiteral(".pdf"), [&](const QString& scratch) {
        return m_plot->savePdf(scratch, width, height);
    });
}

void PlotWidget::paintVector(QCPPainter* painter, const QSize& size)
{
    // Lay out at the target size first (legend wrap, line labels follow the geometry).
    resize(size);
    m_plot->resize(size);
    updateLegendWrap();
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
    if (fitAxisTitles())
        m_plot->replot(QCustomPlot::rpImmediateRefresh);
    placeLineLabels();
    m_plot->toPainter(painter, size.width(), size.height());
}

} // namespace ap
