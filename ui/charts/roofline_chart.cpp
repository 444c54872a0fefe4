#include "charts/roofline_chart.h"

#include "charts/reference_operators.h"
#include "format/number_format.h"
#include "plot/plot_widget.h"

#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ap {

namespace {

constexpr double kTera = 1e12; // the y axis is in TFLOP/s
const QColor kKeyColor(0x6E, 0x6E, 0x6E);

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

// Vertices of min(peak, I * bw) over the intensity axis: a roofline is two straight pieces in
// log-log space, so the ends and the ridge are all the curve needs.
void rooflineVertices(double peak, double bw, QVector<double>& x, QVector<double>& y)
{
    const double ridge = peak / bw;
    x = {RooflineChart::kMinIntensity};
    if (ridge > RooflineChart::kMinIntensity && ridge < RooflineChart::kMaxIntensity)
        x.append(ridge);
    x.append(RooflineChart::kMaxIntensity);
    y.clear();
    for (double i : x)
        y.append(std::min(peak, i * bw) / kTera);
}

} // namespace

RooflineChart::RooflineChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("rooflinePlot"));
    m_plot->setXAxis(tr("Arithmetic intensity"), tr("FLOP/byte"), PlotWidget::Scale::Log);
    m_plot->setYAxis(tr("Attainable performance"), tr("TFLOP/s"), PlotWidget::Scale::Log);
    rebuild();
}

QString RooflineChart::precisionDisplayName(Precision precision)
{
    return QString::fromUtf8(precisionName(precision)).toUpper();
}

QString RooflineChart::ceilingDisplayName(Ceiling ceiling)
{
    switch (ceiling) {
    case Ceiling::Compute:
        return tr("compute");
    case Ceiling::Cache:
        return tr("on-chip cache");
    case Ceiling::Memory:
        return tr("memory bandwidth");
    case Ceiling::HostLink:
        return tr("host link");
    case Ceiling::ScaleUp:
        return tr("scale-up link");
    case Ceiling::ScaleOut:
        return tr("scale-out network");
    }
    return {};
}

void RooflineChart::setDevices(std::vector<Device> devices)
{
    m_devices = std::move(devices);
    rebuild();
}

void RooflineChart::setPrecision(Precision precision)
{
    if (precision == m_precision)
        return;
    m_precision = precision;
    rebuild();
}

void RooflineChart::setShowOtherCeilings(bool show)
{
    if (show == m_showOtherCeilings)
        return;
    m_showOtherCeilings = show;
    rebuild();
}

void RooflineChart::rebuild()
{
    m_plot->clear();
    m_drawn.clear();
    m_skipped.clear();
    m_plot->setTitle(tr("Roofline, %1 dense peak").arg(precisionDisplayName(m_precision)));

    QStringList skippedNames;
    // Labels on the lines are only readable for a few devices; with more, hover names them.
    const auto plottable = std::count_if(m_devices.begin(), m_devices.end(),
                                         [&](const Device& d) { return d.supports(m_precision); });
    const Labels labels{plottable == 1, plottable <= 4};
    double maxPeak = 0.0;
    double minFloor = 0.0;
    bool dashed = false;
    for (size_t i = 0; i < m_devices.size(); ++i) {
        const Device& device = m_devices[i];
        if (!device.supports(m_precision)) {
            m_skipped << qs(device.id);
            skippedNames << qs(device.name);
            continue;
        }
        // Colours follow the position in the device list, so a device keeps its colour when
        // the precision changes and others drop out.
        Drawn drawn;
        drawDevice(device, PlotWidget::seriesColor(int(i)), labels, drawn);
        dashed = dashed || drawn.ceilings.size() > 1;
        m_drawn.push_back(std::move(drawn));

        const Roofline roofline(device, m_precision);
        maxPeak = std::max(maxPeak, roofline.peakFlopsPerSec());
        const double floor = kMinIntensity * *roofline.bandwidthBytesPerSec(Ceiling::Memory);
        minFloor = minFloor == 0.0 ? floor : std::min(minFloor, floor);
    }

    // Legend keys for what the colours do not say.
    if (!m_drawn.empty()) {
        for (const ReferenceOperator& op : referenceOperators(m_precision)) {
            PlotSeries key;
            const double intensity = op.traffic.flops / op.traffic.bytesAt(Ceiling::Memory);
            key.name = tr("%1 (%2)").arg(op.label, formatIntensity(intensity, 3));
            key.color = kKeyColor;
            key.line = LineStyle::None;
            key.marker = op.marker;
            key.markerSize = 7;
            m_plot->addSeries(key);
        }
        PlotSeries ridgeKey;
        ridgeKey.name = tr("Ridge point: peak / memory bandwidth");
        ridgeKey.color = kKeyColor;
        ridgeKey.line = LineStyle::None;
        ridgeKey.marker = MarkerShape::Circle;
        ridgeKey.markerSize = 7;
        m_plot->addSeries(ridgeKey);
        if (dashed) {
            PlotSeries ceilingKey;
            ceilingKey.name = tr("Cache, host link, scale-up, scale-out ceilings");
            ceilingKey.color = kKeyColor;
            ceilingKey.line = LineStyle::Dashed;
            ceilingKey.lineWidth = 1.2;
            m_plot->addSeries(ceilingKey);
        }
    } else if (m_devices.empty()) {
        m_plot->addLegendNote(tr("No device selected"));
    }
    // One line each keeps the legend's rows even; the panel lists the names of many.
    if (skippedNames.size() == 1)
        m_plot->addLegendNote(tr("Not plotted, no %1 peak: %2")
                                  .arg(precisionDisplayName(m_precision), skippedNames.front()));
    else if (!skippedNames.isEmpty())
        m_plot->addLegendNote(
            tr("Not plotted, no %1 peak: %n device(s)", nullptr, int(skippedNames.size()))
                .arg(precisionDisplayName(m_precision)));

    // The compute roofs with head room above for their labels, the slowest memory slope
    // entering at the bottom-left corner.
    const double yMax = maxPeak > 0 ? 4.0 * maxPeak / kTera : 1e4;
    const double yMin = minFloor > 0 ? minFloor / kTera / 1.5 : 1e-2;
    m_plot->setHomeRange(kMinIntensity, kMaxIntensity, std::min(yMin, yMax / 1e3), yMax);
    m_plot->replot();
    emit contentChanged();
}

void RooflineChart::drawDevice(const Device& device, const QColor& color, Labels labels,
                               Drawn& drawn)
{
    const Roofline roofline(device, m_precision);
    const QString name = qs(device.name);
    const double peak = roofline.peakFlopsPerSec();
    const double memoryBw = *roofline.bandwidthBytesPerSec(Ceiling::Memory);
    drawn.deviceId = qs(device.id);

    PlotSeries curve;
    curve.name = name;
    curve.color = color;
    curve.lineWidth = 2.5;
    rooflineVertices(peak, memoryBw, curve.x, curve.y);
    curve.hoverTitle = tr("%1, memory roofline (%2, peak %3)")
                           .arg(name, formatBandwidth(memoryBw), formatTflops(peak));
    drawn.roofline = m_plot->addSeries(curve);
    drawn.ceilings.emplace_back(Ceiling::Memory, drawn.roofline);

    // The other levels as slopes up to where they meet the compute roof.
    int labelled = 0;
    for (Ceiling level : roofline.availableCeilings()) {
        if (level == Ceiling::Memory || !m_showOtherCeilings)
            continue;
        const double bw = *roofline.bandwidthBytesPerSec(level);
        const double end = std::min(peak / bw, kMaxIntensity);
        if (end <= kMinIntensity)
            continue;
        PlotSeries ceiling;
        ceiling.name = name;
        ceiling.color = color;
        ceiling.color.setAlphaF(0.7);
        ceiling.line = LineStyle::Dashed;
        ceiling.lineWidth = 1.2;
        ceiling.inLegend = false;
        ceiling.x = {kMinIntensity, end};
        ceiling.y = {kMinIntensity * bw / kTera, end * bw / kTera};
        ceiling.hoverTitle =
            tr("%1, %2 ceiling (%3)").arg(name, ceilingDisplayName(level), formatBandwidth(bw));
        drawn.ceilings.emplace_back(level, m_plot->addSeries(ceiling));
        if (labels.ceilings) {
            // Staggered along the lines so that neighbouring ceilings' labels do not collide.
            const double at =
                kMinIntensity * std::pow(end / kMinIntensity, 0.3 + 0.15 * labelled++);
            m_plot->addLineLabel(drawn.ceilings.back().second, at,
                                 tr("%1 %2").arg(ceilingDisplayName(level), formatBandwidth(bw)),
                                 color);
        }
    }

    const double ridge = peak / memoryBw;
    if (ridge >= kMinIntensity && ridge <= kMaxIntensity) {
        PlotSeries marker;
        marker.name = name;
        marker.color = color;
        marker.line = LineStyle::None;
        marker.marker = MarkerShape::Circle;
        marker.markerSize = 9;
        marker.inLegend = false;
        marker.x = {ridge};
        marker.y = {peak / kTera};
        marker.pointToolTips = {
            tr("%1, ridge point\n%2\n%3").arg(name, formatIntensity(ridge), formatTflops(peak))};
        drawn.ridge = m_plot->addSeries(marker);
        if (labels.ridges)
            m_plot->addLabel(formatNumber(ridge, 3), ridge, peak / kTera, color,
                             Qt::AlignLeft | Qt::AlignTop);
    }

    for (const ReferenceOperator& op : referenceOperators(m_precision)) {
        const RooflineResult result = roofline.evaluate(op.traffic);
        const double intensity = op.traffic.flops / op.traffic.bytesAt(Ceiling::Memory);
        PlotSeries point;
        point.name = op.label;
        point.color = color;
        point.line = LineStyle::None;
        point.marker = op.marker;
        point.markerSize = 8;
        point.inLegend = false;
        point.x = {intensity};
        point.y = {result.attainableFlopsPerSec / kTera};
        point.pointToolTips = {
            tr("%1 on %2\nIntensity: %3\nAttainable: %4 (%5% of peak)\n"
               "Bound by: %6")
                .arg(op.label, name, formatIntensity(intensity),
                     formatTflops(result.attainableFlopsPerSec),
                     formatNumber(100.0 * result.attainableFlopsPerSec / peak, 3),
                     ceilingDisplayName(result.binding))};
        drawn.operators.push_back(m_plot->addSeries(point));
    }
}

const RooflineChart::Drawn* RooflineChart::findDrawn(const QString& deviceId) const
{
    const auto it = std::find_if(m_drawn.begin(), m_drawn.end(),
                                 [&](const Drawn& d) { return d.deviceId == deviceId; });
    return it == m_drawn.end() ? nullptr : &*it;
}

QStringList RooflineChart::plottedDeviceIds() const
{
    QStringList ids;
    for (const Drawn& d : m_drawn)
        ids << d.deviceId;
    return ids;
}

QStringList RooflineChart::skippedDeviceIds() const
{
    return m_skipped;
}

QStringList RooflineChart::legendNames() const
{
    return m_plot->legendTexts();
}

std::optional<QPointF> RooflineChart::ridgePoint(const QString& deviceId) const
{
    const Drawn* d = findDrawn(deviceId);
    if (!d || d->ridge < 0)
        return std::nullopt;
    const QPointF p = m_plot->plottedPoints(d->ridge).value(0);
    return QPointF(p.x(), p.y() * kTera);
}

std::optional<double> RooflineChart::plottedAttainableFlopsPerSec(const QString& deviceId,
                                                                  double intensity) const
{
    const Drawn* d = findDrawn(deviceId);
    if (!d || !(intensity > 0))
        return std::nullopt;
    const QVector<QPointF> points = m_plot->plottedPoints(d->roofline);
    for (qsizetype i = 0; i + 1 < points.size(); ++i) {
        const QPointF a = points[i];
        const QPointF b = points[i + 1];
        if (intensity < a.x() || intensity > b.x())
            continue;
        const double t = std::log(intensity / a.x()) / std::log(b.x() / a.x());
        return std::exp(std::log(a.y()) + t * std::log(b.y() / a.y())) * kTera;
    }
    return std::nullopt;
}

std::vector<Ceiling> RooflineChart::drawnCeilings(const QString& deviceId) const
{
    std::vector<Ceiling> out;
    if (const Drawn* d = findDrawn(deviceId))
        for (const auto& [ceiling, index] : d->ceilings)
            out.push_back(ceiling);
    return out;
}

std::vector<RooflineChart::OperatorMark> RooflineChart::operatorMarks(const QString& deviceId) const
{
    std::vector<OperatorMark> marks;
    if (const Drawn* d = findDrawn(deviceId)) {
        for (int index : d->operators) {
            const PlotSeries& s = m_plot->series(index);
            const QPointF p = m_plot->plottedPoints(index).value(0);
            marks.push_back({s.name, p.x(), p.y() * kTera, s.pointToolTips.value(0)});
        }
    }
    return marks;
}

} // namespace ap
