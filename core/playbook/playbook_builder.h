#pragma once

// The playbook builder shared by the playbook sources (not part of the public interface):
// one Builder fills the document section by section; each section's code is in its own file
// (playbook.cpp: summary, options, charts; playbook_assumptions.cpp; playbook_risks.cpp;
// playbook_checklist.cpp: checklist and CSV tables). playbook_blocks.cpp holds the block and
// unit-text helpers.

#include "perf/figure_registry.h"
#include "playbook/playbook.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ap::playbook_detail {

using Kind = PlaybookBlock::Kind;

// One sourced price of the price book: where it sits, its value and unit and provenance.
struct PriceRow {
    std::string item;
    double value = 0;
    std::string unit;
    std::string date;
    std::string confidence;
    std::string source;
};

// The playbook's sentences are marked AP_TEXT("ap::Playbook", ...) (one translation context).
PlaybookBlock paragraph(Message text);
PlaybookBlock subheading(Message text);
PlaybookBlock bullets(std::vector<Message> items, Kind kind = Kind::Bullets);
PlaybookBlock tableBlock(PlaybookTable t);
PlaybookBlock chartBlock(ChartKind kind, int scenario, int study, Message caption);
// An untranslated frame around values and translated parts ("%1: %2", "%1 tok/s"): joins
// sentences, puts a name before a message. The frame is not looked up; its arguments are
// formatted (phrases translated) as usual.
Message frame(const std::string& templ, std::vector<MessageArg> args);
// A figure in formatHuman's form ("1.2k", "3.35"), as a number the reader's locale writes
// ("1,2k").
MessageArg human(double value);
// One figure as a table cell or argument ("$1.23M", "31.1 days"), in the reader's notation.
Message fig(MessageArg value);
// Parts joined into one message with an untranslated separator (" ", "; ").
Message joined(const std::vector<Message>& parts, const std::string& separator);
// "name: message", the name (scenario, study) as written.
Message named(const std::string& name, Message message);
// A headline figure (perf/figure_registry.h) as a table cell in its unit, in the playbook's
// notation: a duration, dollars, "%1 kWh", "%1 kg", kw(), gb().
Message figureCell(FigureUnit unit, double value);
// The registry's figures the playbook's scenarios table shows (kViewPlaybookScenarios), in the
// registry's order, and a figure's column header there: its own short header where it has
// one, else its label (context "ap::Headline"), the serving label where every scenario serves
// and both where the scenarios mix the workloads.
std::vector<const HeadlineFigureInfo*> scenarioTableFigures();
Message figureHeader(const HeadlineFigureInfo& f, const std::vector<Scenario>& scenarios);
Message gb(double bytes);
Message gbps(double bytesPerSec);
Message kw(double watts);
Message perDay(double v);
Message workUnit(const Recommendation& r);
std::string deviceName(const Catalog& catalog, const std::string& id);
Message timeText(const Recommendation& r, const Candidate& c);
Message objectiveText(Objective o);
const ModelSpec& modelOf(const Scenario& s);
Precision precisionOf(const Scenario& s);
int dateKey(const std::string& date);
void collectPrices(const nlohmann::json& node, const std::string& path,
                   const std::set<std::string>& devices, std::vector<PriceRow>& out);

struct Builder {
    const Project& project;
    const DataContext& data;
    const Catalog& catalog;
    Playbook& pb;
    // Per study: the winner as a scenario and its evaluation (the engine's figures for the
    // risk register and the checklist).
    std::vector<std::optional<Scenario>> chosenScenario;
    std::vector<std::optional<ScenarioResult>> chosenResult;

    PlaybookSection& add(std::string id, Message title);

    const Scenario* templateOf(const Recommendation& r) const;

    int scenarioIndex(const std::string& name) const;

    void evaluateWinners();

    void summary();

    void options();

    static std::string join(const std::vector<std::string>& v, const std::string& sep);

    void charts();

    void assumptions();

    void addRisk(Message area, std::string subject, Message metric, std::optional<double> value,
                 std::string unit, Message text, Message mitigation);

    void risksOfTraining(const std::string& who, const Scenario& s, const ScenarioResult& res);

    void commonRisks(size_t k, const std::string& who);

    void risks();

    void checklist();

    void csvTables();
};

} // namespace ap::playbook_detail
