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
struct BuyVsRent;
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
    // Points at the options' own figures (their operating point), marked on a sweep the chart
    // draws from inputs no table shows (the batch sweeps, the users' distance): each series one
    // point (x, y) per drawn option, or for the user regions one per region.
    Points,
    // One value per option and series, stacked in the entry's order as a bar's parts are, but
    // drawn as marks on a sweep the chart draws from inputs no table shows (the egress chart:
    // the egress bill a point at the option's volume, compute and purchase the data-gravity
    // line, every other cost in the legend); the whole stack is the last series' figure.
    StackedMarks,
};

// Which registry figure a series reads as.
enum class SeriesFigure {
    None,
    StackedTo,  // the option's stack up to and including this series is the figure
    LastIs,     // the line's last point is the figure
    MeanIs,     // the mean of the line's points is the figure
    PointIs,    // each point's y is its option's figure, its x the option's `x` figure
    RegionsAre, // point i is user region i's `figure` (perf/user_region_figures.h), x its distance
};

// A figure of a result that is not a headline figure: the scenario table's columns ("Step time
// (s)", "Memory/device (GB)", "TPOT (ms)", ...), read from the result where the table reads
// them, and the users' distance that places the placement's point on the latency chart.
enum class ResultFigure {
    None,             // the series reads ChartSeriesInfo::figure, a headline figure
    StepTime,         // TrainingResult::stepTimeSec
    MemoryPerDevice,  // ScenarioResult::memoryPerDeviceBytes (none behind a model API)
    ServedBatch,      // the engine's batch per replica ("Served batch (seq)")
    EngineTtft,       // the engine's TTFT without the network ("TTFT (ms)")
    Tpot,             // "TPOT (ms)"
    OutputThroughput, // shownOutputTokensPerSec ("Throughput (tokens/s)")
    UserDistance,     // CostReport::userDistanceKm (km), the users' traffic-weighted distance
};
std::optional<double> resultFigure(const ScenarioResult& r, ResultFigure figure);

struct ChartSeriesInfo {
    std::string_view key;   // stable name ("compute", "network_round_trip", "cumulative")
    std::string_view label; // English legend, translated by the GUI in ChartInfo::context
    SeriesFigure reads = SeriesFigure::None;
    // Where `reads` is not None and `result` is None. (Default member initialisers here and
    // below: the tables give only the members a series uses.)
    std::optional<HeadlineFigure> figure = std::nullopt;
    std::optional<CostPartKind> costPart = std::nullopt; // a cost part's series: its kind
    ResultFigure result = ResultFigure::None;            // where set, the figure `reads` names
    ResultFigure x = ResultFigure::None;                 // PointIs: the figure a point's x is
};

struct ChartInfo {
    ChartKind kind;
    ChartShape shape;
    // Of the series' values (a bar's length, a line's or point's y); none for a rate in tokens/s
    // (the latency-vs-throughput chart's y).
    std::optional<FigureUnit> unit;
    std::string_view context; // translation context of the labels ("ap::NetworkShareChart")
    std::span<const ChartSeriesInfo> series;
};

// The charts with registry series (cost breakdown, network share, cash flow, the training step
// and memory breakdowns, buy vs rent, the operating points on the latency-vs-throughput,
// latency-vs-batch and latency-to-users sweeps, and the egress chart's monthly parts); nullptr
// for a chart drawn only from inputs no table shows (the roofline, storage bandwidth) or from a
// study (Pareto, tornado, Monte Carlo).
std::span<const ChartInfo> chartInfos();
const ChartInfo* chartInfo(ChartKind kind);

// One option a chart may draw: a scenario as evaluated (a compared column, a playbook scenario).
// Buy vs rent draws a comparison its caller has found (perf/scenario_figures.h buyVsRent():
// against the project's other scenario or the cheapest alternative site).
struct ChartOption {
    const Scenario* scenario = nullptr;
    const ScenarioResult* result = nullptr;
    const BuyVsRent* buyVsRent = nullptr;
};

struct ChartSeriesValues {
    const ChartSeriesInfo* info = nullptr;
    // Lines: the points' x (months); StackedMarks: a point's x per drawn option (the egress
    // series: the bytes sent out per month); empty for bars
    std::vector<double> x;
    std::vector<double> y; // Stacked*: one value per drawn option; Lines: one per x
};

struct ChartSeriesSet {
    const ChartInfo* info = nullptr;
    std::vector<size_t> options;           // the options drawn (indices into the input), in order
    std::vector<std::string> sites;        // per drawn option: its compute site ("" without one)
    std::vector<ChartSeriesValues> series; // every series of the entry, in its order
    // A line chart's marked x: buy vs rent's break-even month (BuyVsRent::breakEvenMonth, the
    // one month the two cumulative lines cross).
    std::optional<double> markX;
    // The operating points (LatencyThroughput, LatencyBatch): each drawn option's served batch
    // (ResultFigure::ServedBatch), which labels its marker.
    std::vector<double> batch;
    bool empty() const { return options.empty(); }
};

// The series of chart `kind` for the options that have what it needs (a bar chart and the
// egress chart's parts: every such option; a line chart: the first). Empty for a chart without
// an entry or without such an option. The cost breakdown and the egress parts need a priced
// (feasible) placement, the step breakdown a training result, the memory breakdown a result with
// memory figures, buy vs rent the option's `buyVsRent`, the serving operating points a feasible
// result served by its own devices (not a model API), latency to users such a result with a
// placement.
ChartSeriesSet chartSeries(ChartKind kind, std::span<const ChartOption> options);

// The stack of drawn option `option` up to and including series `through` (a Stacked* chart).
double stackedThrough(const ChartSeriesSet& set, size_t option, size_t through);

// The figure series `s` reads for result `r` (its result figure, else its headline figure):
// nothing where the result has none or the series reads none.
std::optional<double> seriesFigure(const ChartSeriesInfo& s, const ScenarioResult& r);

} // namespace ap
