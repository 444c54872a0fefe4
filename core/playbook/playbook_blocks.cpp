#include "playbook/playbook_builder.h"

#include "common/human_arg.h"
#include "common/number_text.h"
#include "perf/scenario_figures.h"
#include "playbook/csv_text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>

namespace ap::playbook_detail {

using nlohmann::json;

PlaybookBlock paragraph(Message text)
{
    PlaybookBlock b;
    b.kind = Kind::Paragraph;
    b.text = std::move(text);
    return b;
}

PlaybookBlock subheading(Message text)
{
    PlaybookBlock b;
    b.kind = Kind::Subheading;
    b.text = std::move(text);
    return b;
}

PlaybookBlock bullets(std::vector<Message> items, Kind kind)
{
    PlaybookBlock b;
    b.kind = kind;
    b.items = std::move(items);
    return b;
}

PlaybookBlock tableBlock(PlaybookTable t)
{
    PlaybookBlock b;
    b.kind = Kind::Table;
    b.table = std::move(t);
    return b;
}

PlaybookBlock chartBlock(ChartKind kind, int scenario, int study, Message caption)
{
    PlaybookBlock b;
    b.kind = Kind::Chart;
    b.chart = {kind, scenario, study, std::move(caption)};
    return b;
}

Message frame(const std::string& templ, std::vector<MessageArg> args)
{
    // No context: shown as written, its arguments substituted.
    return Message(nullptr, templ.c_str(), std::move(args));
}

MessageArg human(double value)
{
    return msg::human(value);
}

Message fig(MessageArg value)
{
    return frame("%1", {std::move(value)});
}

Message joined(const std::vector<Message>& parts, const std::string& separator)
{
    std::string templ;
    std::vector<MessageArg> args;
    for (size_t i = 0; i < parts.size(); ++i) {
        templ += (i ? separator : std::string()) + "%" + std::to_string(i + 1);
        args.push_back(msg::phrase(parts[i]));
    }
    return frame(std::move(templ), std::move(args));
}

Message named(const std::string& name, Message message)
{
    return frame("%1: %2", {msg::text(name), msg::phrase(std::move(message))});
}

Message gb(double bytes)
{
    return fig(msg::bytes(bytes));
}

Message gbps(double bytesPerSec)
{
    return frame("%1/s", {msg::bytes(bytesPerSec)});
}

Message kw(double watts)
{
    return watts >= 1e6 ? frame("%1 MW", {msg::number(watts / 1e6, "%.3g")})
                        : frame("%1 kW", {msg::number(watts / 1e3, "%.3g")});
}

Message figureCell(FigureUnit unit, double value)
{
    switch (unit) {
    case FigureUnit::Seconds:
        return fig(msg::duration(value));
    case FigureUnit::Usd:
        return fig(msg::usd(value));
    case FigureUnit::KilowattHours:
    case FigureUnit::KilogramsCo2:
        return frame("%1 " + std::string(unitSymbol(unit)), {human(value)});
    case FigureUnit::Watts:
        return kw(value);
    case FigureUnit::Bytes:
        return gb(value);
    }
    return Message("-");
}

std::vector<const HeadlineFigureInfo*> scenarioTableFigures()
{
    std::vector<const HeadlineFigureInfo*> out;
    for (const HeadlineFigureInfo& f : headlineFigureInfos())
        if (f.shownIn(kViewPlaybookScenarios))
            out.push_back(&f);
    return out;
}

Message figureHeader(const HeadlineFigureInfo& f, const std::vector<Scenario>& scenarios)
{
    if (f.columnHeader)
        return Message(f.columnContext, f.columnHeader);
    // The label is the English source of the GUI's "ap::Headline" translation.
    const auto label = [](std::string_view text) {
        return Message("ap::Headline", std::string(text).c_str());
    };
    const bool training = std::any_of(scenarios.begin(), scenarios.end(),
                                      [](const Scenario& s) { return s.isTraining(); });
    const bool serving = std::any_of(scenarios.begin(), scenarios.end(),
                                     [](const Scenario& s) { return !s.isTraining(); });
    if (f.servingLabel.empty() || !serving)
        return label(f.label);
    if (!training)
        return label(f.servingLabel);
    return joined({label(f.label), label(f.servingLabel)}, " / ");
}

Message perDay(double v)
{
    return Message(AP_TEXT("ap::Playbook", "%1/day"), {human(v)});
}

Message workUnit(const Recommendation& r)
{
    return r.workloadKind == "training"
               ? Message(AP_TEXT("ap::Playbook", "per run"))
               : Message(AP_TEXT("ap::Playbook", "per million output tokens"));
}

// The objective's name as the recommendation's sentences spell it (english(): the file key).
Message objectiveText(Objective o)
{
    static const std::string names[] = {"cost", "time", "latency", "energy", "carbon", "risk"};
    const std::string name(objectiveName(o));
    for (const std::string& n : names)
        if (n == name) // the recommendation's own translations of these words
            return Message("ap::Recommendation", n.c_str());
    return Message(name);
}

std::string deviceName(const Catalog& catalog, const std::string& id)
{
    const Device* d = catalog.find(id);
    return d ? d->name + " (" + id + ")" : id;
}

Message timeText(const Recommendation& r, const Candidate& c)
{
    if (r.workloadKind == "training")
        return Message(AP_TEXT("ap::Playbook", "%1 to train"), {msg::duration(c.timeToTrainSec)});
    return frame("TTFT %1, TPOT %2", {msg::duration(c.ttftSec), msg::duration(c.tpotSec)});
}

const ModelSpec& modelOf(const Scenario& s)
{
    return s.isTraining() ? std::get<TrainingWorkload>(s.workload).model
                          : std::get<InferenceWorkload>(s.workload).model;
}

Precision precisionOf(const Scenario& s)
{
    return s.isTraining() ? std::get<TrainingWorkload>(s.workload).precision
                          : std::get<InferenceWorkload>(s.workload).precision;
}

// The year and month a provenance date names ("2026-04", "H2 2024", "2024 (Jan-Jul)",
// "2023 survey"), as a sortable key; 0 when it names no year.
int dateKey(const std::string& date)
{
    for (size_t i = 0; i + 4 <= date.size(); ++i) {
        if (std::isdigit((unsigned char)date[i]) && std::isdigit((unsigned char)date[i + 1]) &&
            std::isdigit((unsigned char)date[i + 2]) && std::isdigit((unsigned char)date[i + 3]) &&
            (i == 0 || !std::isdigit((unsigned char)date[i - 1]))) {
            int key = std::stoi(date.substr(i, 4)) * 100;
            if (i + 7 <= date.size() && date[i + 4] == '-' &&
                std::isdigit((unsigned char)date[i + 5]) &&
                std::isdigit((unsigned char)date[i + 6]))
                key += std::stoi(date.substr(i + 5, 2));
            else if (date.find("H2") != std::string::npos)
                key += 12;
            else if (date.find("H1") != std::string::npos)
                key += 6;
            return key;
        }
    }
    return 0;
}

// The price book's entries carry their value under the unit's name
// ("usd_per_device_hour", "usd_per_server", "value", ...); walks the merged book and keeps
// every object with a date, restricted to the devices the document is about.
void collectPrices(const json& node, const std::string& path, const std::set<std::string>& devices,
                   std::vector<PriceRow>& out)
{
    if (!node.is_object())
        return;
    if (node.contains("date") && node["date"].is_string()) {
        PriceRow row;
        row.item = path;
        row.date = node["date"].get<std::string>();
        row.confidence = node.value("confidence", std::string());
        row.source = node.value("source", std::string());
        for (const auto& [key, v] : node.items()) {
            if (v.is_number() && key != "devices_per_server") {
                row.value = v.get<double>();
                row.unit = key == "value" ? std::string() : key;
                break;
            }
        }
        if (row.unit.empty() && node.contains("tiers"))
            row.unit = "tiered usd_per_gb";
        out.push_back(std::move(row));
        return;
    }
    for (const auto& [key, child] : node.items()) {
        // Device-keyed maps: only the devices this document compares.
        if ((path.ends_with("/devices") || path.ends_with("/servers")) && !devices.count(key))
            continue;
        collectPrices(child, path + "/" + key, devices, out);
    }
}

} // namespace ap::playbook_detail
