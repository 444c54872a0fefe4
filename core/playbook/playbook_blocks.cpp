#include "playbook/playbook_builder.h"

#include "common/number_text.h"
#include "perf/scenario_figures.h"
#include "playbook/csv_text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace ap::playbook_detail {

using nlohmann::json;

PlaybookBlock paragraph(std::string text)
{
    PlaybookBlock b;
    b.kind = Kind::Paragraph;
    b.text = std::move(text);
    return b;
}

PlaybookBlock subheading(std::string text)
{
    PlaybookBlock b;
    b.kind = Kind::Subheading;
    b.text = std::move(text);
    return b;
}

PlaybookBlock bullets(std::vector<std::string> items, Kind kind)
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

PlaybookBlock chartBlock(std::string kind, int scenario, int study, std::string caption)
{
    PlaybookBlock b;
    b.kind = Kind::Chart;
    b.chart = {std::move(kind), scenario, study, std::move(caption)};
    return b;
}

std::string gb(double bytes)
{
    return formatBytes(bytes);
}

std::string gbps(double bytesPerSec)
{
    return formatBytes(bytesPerSec) + "/s";
}

std::string kw(double watts)
{
    return watts >= 1e6 ? formatNumber(watts / 1e6, "%.3g") + " MW"
                        : formatNumber(watts / 1e3, "%.3g") + " kW";
}

std::string perDay(double v)
{
    return formatHuman(v) + "/day";
}

std::string workUnit(const Recommendation& r)
{
    return r.workloadKind == "training" ? "per run" : "per million output tokens";
}

std::string deviceName(const Catalog& catalog, const std::string& id)
{
    const Device* d = catalog.find(id);
    return d ? d->name + " (" + id + ")" : id;
}

std::string timeText(const Recommendation& r, const Candidate& c)
{
    if (r.workloadKind == "training")
        return formatDuration(c.timeToTrainSec) + " to train";
    return "TTFT " + formatDuration(c.ttftSec) + ", TPOT " + formatDuration(c.tpotSec);
}

// The time to train `evaluate --json` reports: with interruptions, checkpoint stalls and
// stragglers when the reliability model ran, else the ideal tokens / throughput.
double effectiveTimeToTrainSec(const ScenarioResult& r)
{
    return r.reliability ? r.reliability->effectiveTimeToTrainSec : r.training->timeToTrainSec;
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
