#include "fuzz_entries.h"

#include "common/quantity.h"

#include "common/input_error.h"
#include "common/json_reader.h"
#include "economics/price_book.h"
#include "economics/price_import.h"
#include "hardware/catalog.h"
#include "perf/calibration.h"
#include "perf/evaluation_json.h"
#include "perf/scenario_evaluation.h"
#include "placement/site.h"
#include "playbook/csv_text.h"
#include "playbook/playbook.h"
#include "playbook/playbook_writers.h"
#include "project/project.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string_view>

namespace ap::fuzz {

namespace {

std::string_view text(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// An invariant the reader promised is broken: abort so the fuzzer keeps the input.
void check(bool ok)
{
    if (!ok)
        std::abort();
}

const DataContext& shippedData()
{
    static const DataContext d = DataContext::builtIn();
    return d;
}

const Catalog& builtInCatalog()
{
    return shippedData().catalog();
}

} // namespace

void project(const std::uint8_t* data, std::size_t size)
{
    try {
        const Project p = loadProjectText(text(data, size), "fuzz.accelplan");
        // What loads must save and load again to the same document.
        const nlohmann::json saved = projectToJson(p);
        const Project again = loadProjectText(saved.dump(), "saved.accelplan");
        check(projectToJson(again) == saved);
        // And evaluate without crashing (small clusters only: a fuzzer's time is better spent
        // on many inputs than on one 10M-device fabric; tst_fabric_scale covers those).
        for (const Scenario& s : p.scenarios)
            if (s.cluster.count > 4096)
                return;
        for (const ScenarioResult& r : evaluateProject(p, shippedData())) {
            // `evaluate --json` has one writer: its text must be valid JSON and what dump(2)
            // prints of its parse (the tree functions are that parse), byte for byte.
            const std::string text = evaluationJsonText({r});
            check(nlohmann::json::parse(text).dump(2) == text);
            if (r.feasible && r.training)
                check(std::isfinite(timeToTrainSec(r)));
        }
    } catch (const InputError&) {
    }
}

void catalog(const std::uint8_t* data, std::size_t size)
{
    try {
        Catalog c = builtInCatalog(); // a copy: parsing the built-in files per input is slow
        c.merge(text(data, size), "fuzz-catalog.json");
        for (const Device& d : c.devices())
            check(d.memoryBandwidthBytesPerSec >= 0 && std::isfinite(d.memoryCapacityBytes));
    } catch (const InputError&) {
    }
}

void prices(const std::uint8_t* data, std::size_t size)
{
    try {
        static const PriceBook builtIn = PriceBook::builtIn();
        PriceBook book = builtIn;
        book.merge(text(data, size), "fuzz-prices.json");
    } catch (const InputError&) {
    }
}

void sites(const std::uint8_t* data, std::size_t size)
{
    try {
        static const SiteCatalog builtIn = SiteCatalog::builtIn();
        SiteCatalog s = builtIn;
        s.merge(text(data, size), "fuzz-sites.json");
    } catch (const InputError&) {
    }
}

void calibrationCsv(const std::uint8_t* data, std::size_t size)
{
    static const ModelTable models = builtInModels();
    try {
        (void)parseMeasurements(text(data, size), "fuzz.csv", models);
    } catch (const InputError&) {
    }
    try {
        (void)parseModelTable(text(data, size), "fuzz-models.csv");
    } catch (const InputError&) {
    }
}

void numberText(const std::uint8_t* data, std::size_t size)
{
    const std::string t(text(data, size));
    try {
        const double v = parseNumberText(t, "--x", -1e300, 1e300);
        check(std::isfinite(v) && v >= -1e300 && v <= 1e300);
    } catch (const InputError&) {
    }
    try {
        const long long v = parseIntegerText(t, "--n", -1000000, 1LL << 40);
        check(v >= -1000000 && v <= (1LL << 40) && std::to_string(v).size() <= t.size());
    } catch (const InputError&) {
    }
    // The GUI's unit-bearing fields (core/common/quantity): total, never throws, and gives
    // either a finite value inside the rule's range or a reason, for every dimension.
    for (int d = 0; d <= int(Dimension::Fraction); ++d) {
        QuantityRule rule;
        rule.dimension = Dimension(d);
        rule.minSi = -1e12;
        rule.maxSi = 1e30;
        const QuantityParse q = parseQuantity(t, rule);
        check(q.ok != !q.error.empty());
        if (q.ok)
            check(std::isfinite(q.valueSi) && q.valueSi >= rule.minSi && q.valueSi <= rule.maxSi);
    }
}

// The price importers: the bytes as a SkyPilot vms.csv and as LiteLLM's JSON. An overlay they
// return must load into the book it was made for (the CLI and the GUI write only such files).
void priceImport(const std::uint8_t* data, std::size_t size)
{
    const PriceImportOptions options{"2026-12-04", "fuzz", false};
    const auto mergesIntoTheBook = [](const PriceImport& imp) {
        try {
            PriceBook book = shippedData().prices();
            book.merge(imp.text(), "fuzz-overlay.json");
        } catch (const InputError&) {
            check(false);
        }
    };
    try {
        mergesIntoTheBook(importSkyPilotCsv(text(data, size), "fuzz.csv", "aws",
                                            shippedData().catalog(), shippedData().sites(),
                                            options));
    } catch (const InputError&) {
    }
    try {
        mergesIntoTheBook(
            importLiteLlm(text(data, size), "fuzz.json", shippedData().sites(), options));
    } catch (const InputError&) {
    }
}

namespace {

// A playbook with `name` wherever the builder puts a name from the data: the title, the header
// table, a subheading, a paragraph, bullets, a checklist, a chart caption and table cells, as
// Text arguments and as plain-text messages; and a CSV table with it in a text column.
Playbook namedPlaybook(const std::string& name)
{
    Playbook pb;
    pb.title = Message("ap::Playbook", "Playbook: %1", {msg::text(name)});
    pb.projectName = name;
    pb.projectFile = "file " + name;
    pb.date = "2026-12-04";
    pb.toolVersion = "fuzz";
    pb.priceBookDate = name;
    PlaybookSection s;
    s.id = "summary";
    s.title = Message("Summary");
    PlaybookBlock heading;
    heading.kind = PlaybookBlock::Kind::Subheading;
    heading.text = Message("ap::Playbook", "%1", {msg::text(name)});
    PlaybookBlock paragraph;
    paragraph.text = Message(name);
    PlaybookBlock bullets;
    bullets.kind = PlaybookBlock::Kind::Bullets;
    bullets.items = {Message(name), Message("ap::Playbook", "%1 first", {msg::text(name)})};
    PlaybookBlock checklist = bullets;
    checklist.kind = PlaybookBlock::Kind::Checklist;
    PlaybookBlock chart;
    chart.kind = PlaybookBlock::Kind::Chart;
    chart.chart.caption = Message("ap::Playbook", "Cost of %1", {msg::text(name)});
    PlaybookBlock table;
    table.kind = PlaybookBlock::Kind::Table;
    table.table.header = {Message("Option"), Message("Cost (USD)")};
    table.table.rows = {{Message(name), Message("1")}, {Message("x"), Message(name)}};
    table.table.numeric = {false, true};
    s.blocks = {heading, paragraph, bullets, checklist, chart, table};
    pb.sections.push_back(s);
    CsvTable csv;
    csv.name = "scenarios";
    csv.header = {"name", "cost_usd"};
    csv.rows = {{name, "1"}, {"x", name}};
    csv.numeric = {false, true};
    pb.csv.push_back(csv);
    return pb;
}

// What a Markdown line starts (CommonMark's block starts, as a renderer would see the line).
std::string blockOf(std::string_view line)
{
    const size_t indent = std::min(line.size(), line.find_first_not_of(' '));
    if (indent >= 4 && indent < line.size())
        return "code";
    line.remove_prefix(indent);
    if (line.empty())
        return "blank";
    const char c = line.front();
    size_t run = 0;
    while (run < line.size() && line[run] == c)
        ++run;
    const bool only = line.find_first_not_of(std::string(1, c) + " \t") == std::string_view::npos;
    if (c == '#' && run <= 6 && (run == line.size() || line[run] == ' ' || line[run] == '\t'))
        return "heading" + std::to_string(run);
    // A setext underline (any run of '='), a thematic break (three or more of - * _).
    if (only && (c == '=' || ((c == '-' || c == '*' || c == '_') &&
                              std::count(line.begin(), line.end(), c) >= 3)))
        return "rule";
    if ((c == '`' || c == '~') && run >= 3)
        return "fence";
    if (c == '>')
        return "quote";
    if (c == '<')
        return "html";
    if (c == '|')
        return "row" + std::to_string(std::count(line.begin(), line.end(), '|') - [&] {
                   size_t escaped = 0;
                   for (size_t i = 0; i + 1 < line.size(); ++i)
                       if (line[i] == '\\') {
                           escaped += line[i + 1] == '|';
                           ++i;
                       }
                   return long(escaped);
               }());
    if ((c == '-' || c == '+' || c == '*') &&
        (line.size() == 1 || line[1] == ' ' || line[1] == '\t'))
        return "item";
    size_t digits = 0;
    while (digits < line.size() && digits < 10 &&
           std::isdigit(static_cast<unsigned char>(line[digits])))
        ++digits;
    if (digits > 0 && digits < line.size() && (line[digits] == '.' || line[digits] == ')') &&
        (digits + 1 == line.size() || line[digits + 1] == ' ' || line[digits + 1] == '\t'))
        return "numbered";
    return "text";
}

// The blocks of a document's lines. A blank line counts as text: an empty name leaves its
// paragraph empty, which changes nothing a reader sees (the program's own blank lines are in
// the same places whatever the name).
std::vector<std::string> blocksOf(const std::string& md)
{
    std::vector<std::string> out;
    size_t at = 0;
    while (at < md.size()) {
        const size_t end = std::min(md.size(), md.find('\n', at));
        const std::string block = blockOf(std::string_view(md).substr(at, end - at));
        out.push_back(block == "blank" ? "text" : block);
        at = end + 1;
    }
    return out;
}

} // namespace

void exportText(const std::uint8_t* data, std::size_t size)
{
    const std::string name(text(data, size));
    const Playbook pb = namedPlaybook(name);
    // Markdown: a name never adds or removes a line, nor turns one into another kind of block
    // (a heading, a list item, a quote, a fence, HTML, a code block, a table column).
    static const std::vector<std::string> neutral = blocksOf(playbookMarkdown(namedPlaybook("x")));
    const std::string md = playbookMarkdown(pb);
    check(md.find('\r') == std::string::npos);
    check(blocksOf(md) == neutral);
    // CSV: every cell reads back as written (text cells neutralised), and no text cell starts
    // a spreadsheet formula.
    for (const CsvTable& t : pb.csv) {
        const auto back = parseCsv(csvDocument(t.header, t.rows, t.numeric));
        check(back.size() == t.rows.size() + 1 && back.front() == t.header);
        for (size_t r = 0; r < t.rows.size(); ++r) {
            check(back[r + 1].size() == t.rows[r].size());
            for (size_t c = 0; c < t.rows[r].size(); ++c) {
                const std::string& cell = back[r + 1][c];
                const bool number = t.numeric[c] && isCsvNumber(t.rows[r][c]);
                check(cell == (number ? t.rows[r][c] : csvText(t.rows[r][c])));
                check(number || cell.empty() ||
                      std::string_view("=+-@\t\r").find(cell.front()) == std::string_view::npos);
            }
        }
    }
}

} // namespace ap::fuzz
