#pragma once

#include "perf/scenario_figures.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace ap {

// The registry of headline figures: one descriptor per figure a user compares scenarios by,
// which every output iterates instead of listing the figures by hand (`evaluate` text and
// `evaluate --json`, the playbook's scenarios.csv, the GUI's figures table and Compare view).
// A new headline figure is one entry here (plus its translations); tst_figures_agree checks
// that each reads the same value in the JSON, the CSV and the figures table.
enum class HeadlineFigure {
    TimeToTrainIdeal,
    TimeToTrain,
    TtftWithNetwork,
    RequestLatencyWithNetwork,
    TotalCost,
    MonthlyCost,
    CostPerTrainingRun,
    CostPerMillionOutputTokens,
    EnergyPerWork,
    Co2PerWork,
    FacilityPower,
    KvCachePerSequence,
};
inline constexpr int kHeadlineFigureCount = 12;

enum class FigureUnit { Seconds, Usd, KilowattHours, KilogramsCo2, Watts, Bytes };
// The unit's symbol as the CLI and the CSV column names spell it ("s", "USD", "kWh", "kg",
// "W", "B").
std::string_view unitSymbol(FigureUnit unit);

// Where the outputs group a figure: training times (after the training model's figures),
// the served latency seen by users (after the engine's TTFT), the placement's cost, the
// memory a serving engine holds (after its batch).
enum class FigureArea { Time, Latency, Cost, Memory };

// The views that show a figure besides `evaluate --json` and scenarios.csv (which carry every
// figure). The CLI text, the Compare view and the playbook's table keep the lines and columns
// they always had.
enum FigureView : unsigned {
    kViewCliText = 1u << 0,
    kViewFiguresTable = 1u << 1, // the GUI's figures table (every figure)
    kViewCompare = 1u << 2,
    // The playbook's "Scenarios as written" table (Options compared): a column per figure,
    // after the scenario's own columns (core/playbook/playbook.cpp Builder::options).
    kViewPlaybookScenarios = 1u << 3,
};

struct HeadlineFigureInfo {
    HeadlineFigure id;
    // English label: verbatim in the CLI text, the source text of the GUI's translation
    // (context "ap::Headline", ui/format/number_format.h headlineLabel()). A figure per unit of
    // work has a second label for serving (a million output tokens instead of a training run).
    std::string_view label;
    std::string_view servingLabel; // empty: `label` for both workloads
    FigureUnit unit;
    FigureArea area;
    bool training;  // applies to training workloads
    bool inference; // applies to serving workloads
    // The figure of a result, or nothing where it is undefined (no placement, an infeasible
    // placement, the other kind of workload).
    std::optional<double> (*value)(const ScenarioResult& r, const HeadlineFigures& h);
    // RFC 6901 pointer into one scenario of `evaluate --json`.
    std::string_view jsonPointer;
    // Column of the playbook's scenarios.csv.
    std::string_view csvColumn;
    unsigned views; // FigureView bits
    // Lower is better (the Compare view's "best" mark); extensive: grows with the option's size
    // (no "best" mark).
    bool extensive;
    // A table column's shorter header where a table names the figure so (the playbook's
    // scenarios table: AP_TEXT(context, text), translated as its own sentence); null: the
    // label (context "ap::Headline").
    const char* columnContext;
    const char* columnHeader;

    std::string_view labelFor(bool trainingWorkload) const
    {
        return trainingWorkload || servingLabel.empty() ? label : servingLabel;
    }
    bool appliesTo(bool trainingWorkload) const { return trainingWorkload ? training : inference; }
    bool shownIn(FigureView view) const { return (views & view) != 0; }
};

// Every headline figure, in the order the outputs list them within an area.
const std::array<HeadlineFigureInfo, kHeadlineFigureCount>& headlineFigureInfos();
const HeadlineFigureInfo& headlineFigureInfo(HeadlineFigure id);

std::optional<double> headlineValue(const ScenarioResult& r, HeadlineFigure id);

// The figure as the file forms (`evaluate --json`, scenarios.csv) have always written it: the
// headline value, else the model's own number where the figure is undefined for an
// infeasible run or placement (a training run's time, the placement's total: 0 when it could
// not be computed).
std::optional<double> fileValue(const HeadlineFigureInfo& f, const ScenarioResult& r,
                                const HeadlineFigures& h);

// The figure as a table of scenarios shows it (the playbook's scenarios.csv and its scenarios
// table): a workload's figure (time, latency, memory) only for a feasible scenario, like the
// table's other workload columns; a cost figure as the file forms write it (fileValue).
std::optional<double> rowValue(const HeadlineFigureInfo& f, const ScenarioResult& r,
                               const HeadlineFigures& h);

// The value in the CLI's words: a duration, dollars, "12.3 kWh", "4.5 kg".
std::string figureText(FigureUnit unit, double value);

} // namespace ap
