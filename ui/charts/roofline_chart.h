#pragma once

#include "hardware/device.h"
#include "roofline/roofline.h"

#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

namespace ap {

class PlotWidget;

// Log-log roofline of several devices in one compute format (Williams, Waterman, Patterson,
// CACM 2009): per device the memory roofline min(peak, I * bandwidth), the other bandwidth
// ceilings the catalog lists (dashed), the ridge point, and reference operators placed where
// each device would run them. Everything is derived from the core's Roofline on each change;
// the chart keeps only its inputs.
class RooflineChart : public QWidget {
    Q_OBJECT
public:
    static constexpr double kMinIntensity = 0.01; // FLOP/byte
    static constexpr double kMaxIntensity = 1e4;

    explicit RooflineChart(QWidget* parent = nullptr);

    void setDevices(std::vector<Device> devices);
    const std::vector<Device>& devices() const { return m_devices; }
    void setPrecision(Precision precision);
    Precision precision() const { return m_precision; }
    // The dashed ceilings besides memory (cache, host link, scale-up, scale-out).
    void setShowOtherCeilings(bool show);
    bool showOtherCeilings() const { return m_showOtherCeilings; }

    // What is drawn, read back from the plot.
    QStringList plottedDeviceIds() const;
    // Devices left out because they lack the chosen precision.
    QStringList skippedDeviceIds() const;
    QStringList legendNames() const;
    // Ridge point marker: x in FLOP/byte, y in FLOP/s. Absent when the device is not plotted
    // or its ridge lies outside the intensity axis.
    std::optional<QPointF> ridgePoint(const QString& deviceId) const;
    // The plotted memory roofline read at `intensity`, in FLOP/s. The curve is interpolated
    // linearly in log-log space between its vertices, which is exact for a roofline.
    std::optional<double> plottedAttainableFlopsPerSec(const QString& deviceId,
                                                       double intensity) const;
    // Bandwidth ceilings drawn for a device (memory and the dashed ones).
    std::vector<Ceiling> drawnCeilings(const QString& deviceId) const;

    struct OperatorMark {
        QString label;
        double intensityFlopPerByte = 0.0;
        double attainableFlopsPerSec = 0.0;
        QString toolTip;
    };
    std::vector<OperatorMark> operatorMarks(const QString& deviceId) const;

    PlotWidget* plot() const { return m_plot; }

    static QString precisionDisplayName(Precision precision);
    static QString ceilingDisplayName(Ceiling ceiling);

signals:
    // After every redraw; plotted and skipped lists are current.
    void contentChanged();

private:
    struct Drawn {
        QString deviceId;
        int roofline = -1;
        int ridge = -1;
        std::vector<std::pair<Ceiling, int>> ceilings;
        std::vector<int> operators;
    };

    void rebuild();
    struct Labels {
        bool ceilings = false;
        bool ridges = false;
    };
    void drawDevice(const Device& device, const QColor& color, Labels labels, Drawn& drawn);
    const Drawn* findDrawn(const QString& deviceId) const;

    PlotWidget* m_plot;
    std::vector<Device> m_devices;
    Precision m_precision = Precision::BF16;
    bool m_showOtherCeilings = true;
    std::vector<Drawn> m_drawn;
    QStringList m_skipped;
};

} // namespace ap
