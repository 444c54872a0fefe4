#pragma once

#include "playbook/playbook.h"

#include <QWidget>

#include <functional>
#include <map>
#include <memory>

namespace ap {

class PlotWidget;

// A chart built for the playbook: the GUI's own chart widget (never shown) and its plot,
// which the PDF renderer paints as vector graphics.
struct PlaybookChartWidget {
    std::unique_ptr<QWidget> owner;
    PlotWidget* plot = nullptr;
};

// Builds the chart a PlaybookChart block asks for from the document's inputs; an empty
// result when the inputs do not support it (the block is then left out).
using PlaybookChartFactory =
    std::function<PlaybookChartWidget(const Playbook& pb, const PlaybookChart& chart)>;

// The registry, keyed by PlaybookChart::kind. Adding a chart to the playbook is one line
// here plus the block the core emits for it (core/playbook/playbook.cpp, charts()).
const std::map<ChartKind, PlaybookChartFactory>& playbookChartFactories();

} // namespace ap
