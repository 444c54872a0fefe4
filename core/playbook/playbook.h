#pragma once

#include "common/chart_kind.h"
#include "common/message.h"
#include "perf/data_context.h"
#include "perf/scenario_evaluation.h"
#include "project/project.h"
#include "recommend/recommend.h"

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// The playbook a budget meeting and a build-out team get: the recommendation and why, what it
// costs, the assumptions behind it, the risks with numbers and the checklist for building the
// chosen option. It is a document model with no layout: the Markdown and CSV writers (core)
// and the PDF renderer (ui/playbook) all read this one object, so every figure reads the
// same in every format. Every number is taken from the engine's result objects and formatted
// with common/number_text; nothing here recomputes a model figure.
//
// The document's sentences, titles, labels and figures are Messages (common/message.h): the
// Markdown and CSV writers and the command line's PDF print english() (byte for byte the
// English they always printed); the GUI's PDF shows messageText(), translated, with the
// numbers in the user's locale. Names from the data (device, site, scenario and study names)
// and file keys are plain-text Messages and stay as written.

struct PlaybookTable {
    std::vector<Message> header;
    std::vector<std::vector<Message>> rows;
    std::vector<bool> numeric; // per column: right-aligned in print
};

// A chart the PDF draws from the document's inputs. `kind` names an entry of the PDF's chart
// registry (ui/playbook/playbook_charts.cpp); formats without charts print the caption.
struct PlaybookChart {
    ChartKind kind = ChartKind::Roofline;
    int scenario = -1; // index into Playbook::project.scenarios / results
    int study = -1;    // index into Playbook::recommendations
    Message caption;
};

struct PlaybookBlock {
    enum class Kind { Subheading, Paragraph, Bullets, Table, Chart, Checklist };
    Kind kind = Kind::Paragraph;
    Message text;               // subheading, paragraph
    std::vector<Message> items; // bullets, checklist
    PlaybookTable table;
    PlaybookChart chart;
};

struct PlaybookSection {
    std::string id; // stable: summary, options, charts, assumptions, risks, checklist, ...
    Message title;
    std::vector<PlaybookBlock> blocks;
};

// One risk of the register: what, for which option, its number (SI unit) and what to do.
struct PlaybookRisk {
    Message area;        // "Interruptions and goodput", "Sovereignty", ...
    std::string subject; // scenario or recommended option it was measured on (names)
    Message metric;      // "goodput", "NCCL timeouts per day", ...
    std::optional<double> value;
    std::string unit;  // SI unit of `value` ("1/day", "s", "USD/day", "fraction")
    Message valueText; // as printed (english() in every English format)
    Message mitigation;
};

// A table of the CSV export: one file `<name>.csv`, numbers at full precision in SI units
// named in the column headers.
struct CsvTable {
    std::string name;
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    // Per column: the program's numbers (csvNumber, integers, empty). The writer neutralises
    // every other cell against formula injection (csvText) and leaves these as numbers.
    std::vector<bool> numeric;

    // numeric for every column but the named text columns.
    void numbersExcept(std::initializer_list<std::string_view> textColumns);
};

struct Playbook {
    Message title;
    std::string projectName;
    std::string projectFile;
    std::string date; // of the export, ISO 8601
    std::string toolVersion;
    std::string priceBookDate; // the newest price date the document relies on
    std::vector<PlaybookSection> sections;
    std::vector<PlaybookRisk> risks;
    std::vector<CsvTable> csv;

    // What the document was built from: the PDF draws its charts from these.
    Project project;
    std::vector<ScenarioResult> results;
    std::vector<Recommendation> recommendations;
    std::vector<Device> devices; // scenario devices and recommended devices, for the roofline
    DataContext data; // the catalog, prices, sites and efficiency parameters evaluated with

    const PlaybookSection* section(const std::string& id) const;
};

struct PlaybookRequest {
    std::string projectFile;          // shown on the title page
    std::optional<std::string> study; // only this study (or the studies of this scenario)
    std::string date;                 // empty: today (UTC)
    RecommendOptions recommendOptions;
    // A study's recommendation already computed from the same inputs (the GUI's last search),
    // used instead of searching again; nullopt, or no function, runs the search.
    std::function<std::optional<Recommendation>(const StudySpec&)> knownRecommendation;
};

// Evaluates every scenario, runs the project's studies and builds the document. Throws
// InputError when a named study does not exist or a study cannot start.
Playbook buildPlaybook(const Project& project, const DataContext& data,
                       const PlaybookRequest& request);

// Today's date in UTC, ISO 8601 ("2026-11-30").
std::string todayIsoDate();

// This process's playbook work so far: how many documents buildPlaybook built and how many
// studies those builds searched (a study whose result the request already knew is not
// counted). Thread-safe. What tests read to check that an export builds its document once and
// that the GUI's export searches nothing the Recommendation tab has just searched.
struct PlaybookBuildCounts {
    std::uint64_t builds = 0;
    std::uint64_t studiesSearched = 0;
};
PlaybookBuildCounts playbookBuildCounts();

} // namespace ap
