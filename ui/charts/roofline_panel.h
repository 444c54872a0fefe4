#pragma once

#include "hardware/device.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;

namespace ap {

class RooflineChart;

// The roofline chart with its controls: the precision selector, a line saying what is shown
// or left out, and export.
class RooflinePanel : public QWidget {
    Q_OBJECT
public:
    explicit RooflinePanel(QWidget* parent = nullptr);

    void setDevices(std::vector<Device> devices);
    RooflineChart* chart() const { return m_chart; }

    // Asks for a file name and writes the chart as PNG or PDF (by extension).
    void exportChart();

private:
    void updateNote();

    QComboBox* m_precision;
    QLabel* m_note;
    RooflineChart* m_chart;
};

} // namespace ap
