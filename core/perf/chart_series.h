#pragma once

#include "common/chart_kind.h"
#include "placement/cost_parts.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// perf/figure_registry.h (this header stays light: the chart widgets include it).
enum class HeadlineFigure;
enum class FigureUnit;
struct Scenario;
struct ScenarioResult;

// The charts' side of the figure registry: for each chart that draws figures the tables show,
// which series it draws, in which unit, under which label, and which registry figure each
// series reads as. chartSeries() builds every such chart's series from these entries; the
// GUI's chart widgets (Compare, the scenario details) and the playbook's chart pages both
// draw what it returns, so a chart cannot disagree with the table beside it.
// tst_figures_agree::chartSeriesFromRegistry checks every entry on every bundled example.

// How a chart draws its series.
enum class ChartShape {
    StackedBars, // one bar per option, the series stacked on it in the entry's order
    Lines,       // one option: each series a line over x
};

// Which registry figure a series reads as.
enum class SeriesFigure {
    None,
    StackedTo, // the option's stack up to and including this series is the figure
    LastIs,    // the line's last point is the figure
    MeanIs,    // the mean of the line's points is the figure
};

struct ChartSeriesInfo {
    std::string_view key;   // stable name ("compute", "network_round_trip", "cumulative")
    std::string_view label; // English legend, translated by the GUI in ChartInfo::context
    SeriesFigure reads = SeriesFigure::None;
    HeadlineFigure figure;                // where `reads` is not None
    std::optional<CostPartKind> costPart; // a cost part's series: its kind
};

struct ChartInfo {
    ChartKind kind;
    ChartShape shape;
    FigureUnit unit;          // of the series' values (a bar's length, a line's y)
    std::string_view context; // translation context of the labels ("ap::NetworkShareChart")
    std::span<const ChartSeriesInfo> series;
};

// The charts with registry series (cost breakdown, network share, cash flow); nullptr for a
// chart drawn from a sweep of inputs no table shows (the roofline, the batch sweeps, ...).
std::span<const ChartInfo> chartInfos();
const ChartInfo* chartInfo(ChartKind kind);

// One option a chart may draw: a scenario as evaluated (a compared column, a playbook scenario).
struct ChartOption {
    const Scenario* scenario = nullptr;
    const ScenarioResult* result = nullptr;
};

struct ChartSeriesValues {
    const ChartSeriesInfo* info = nullptr;
    std::vector<double> x; // Lines: the points' x (months); empty for bars
    std::vector<double> y; // StackedBars: one value per drawn option; Lines: one per x
};

struct ChartSeriesSet {
    const ChartInfo* info = nullptr;
    std::vector<size_t> options;           // the options drawn (indices into the input), in order
    std::vector<std::string> sites;        // per drawn option: its compute site ("" without one)
    std::vector<ChartSeriesValues> series; // every series of the entry, in its order
    bool empty() const { return options.empty(); }
};

// The series of chart `kind` for the options that have what it needs (a bar chart: every such
// option; a line chart: the first). Empty for a chart without an entry or without such an
// option.
ChartSeriesSet chartSeries(ChartKind kind, std::span<const ChartOption> options);

// The stack of drawn option `option` up to and including series `through` (a bar chart).
double stackedThrough(const ChartSeriesSet& set, size_t option, size_t through);

} // namespace ap
