#include "placement/placement.h"

#include "common/json_writer.h"
#include "common/number_text.h"
#include "perf/evaluation_json.h"
#include "placement/cost_parts.h"
#include "placement/fallback_pair.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace ap {

using nlohmann::json;

CostReport combineReports(const CostReport& first, const CostReport& serving)
{
    CostReport r = serving;
    r.feasible = first.feasible && serving.feasible;
    r.problems = first.problems;
    r.problemKind = first.feasible ? serving.problemKind : first.problemKind;
    r.problems.insert(r.problems.end(), serving.problems.begin(), serving.problems.end());
    r.notes = first.notes;
    r.notes.insert(r.notes.end(), serving.notes.begin(), serving.notes.end());
    r.computeSite = first.computeSite + " + " + serving.computeSite;
    r.horizonMonths = std::max(first.horizonMonths, serving.horizonMonths);
    r.monthlyCashFlowUsd = add(first.monthlyCashFlowUsd, serving.monthlyCashFlowUsd);
    r.totalCostUsd = sum(r.monthlyCashFlowUsd);
    r.npvUsd = first.npvUsd + serving.npvUsd;
    r.costPerTrainingRunUsd = first.costPerTrainingRunUsd;
    for (auto [to, from] : {std::pair{&r.computeUsd, first.computeUsd},
                            {&r.capexUsd, first.capexUsd},
                            {&r.networkUsd, first.networkUsd},
                            {&r.powerUsd, first.powerUsd},
                            {&r.spaceUsd, first.spaceUsd},
                            {&r.maintenanceUsd, first.maintenanceUsd},
                            {&r.staffUsd, first.staffUsd},
                            {&r.storageUsd, first.storageUsd},
                            {&r.egressCostUsd, first.egressCostUsd},
                            {&r.egressBytes, first.egressBytes},
                            {&r.fallbackUsd, first.fallbackUsd},
                            {&r.usefulDeviceHours, first.usefulDeviceHours},
                            {&r.energyKwh, first.energyKwh},
                            {&r.co2Tonnes, first.co2Tonnes}})
        *to += from;
    r.costPerUsefulDeviceHourUsd =
        r.usefulDeviceHours > 0 ? r.totalCostUsd / r.usefulDeviceHours : 0.0;
    r.transfers.insert(r.transfers.begin(), first.transfers.begin(), first.transfers.end());
    r.breakdownSources.insert(first.breakdownSources.begin(), first.breakdownSources.end());
    if (!r.warrantyYears)
        r.warrantyYears = first.warrantyYears;
    r.breakEvenMonth.reset();
    r.alternativeTotalCostUsd.reset();
    return r;
}

FallbackPairFigures fallbackPairFigures(const CostReport& primary, const CostReport& fallback)
{
    FallbackPairFigures f;
    f.totalCostUsd = primary.totalCostUsd + fallback.totalCostUsd;
    f.energyKwh = primary.energyKwh + fallback.energyKwh;
    f.co2Tonnes = primary.co2Tonnes + fallback.co2Tonnes;
    f.availability = parallelAvailability(primary.availability, fallback.availability);
    return f;
}

void addFallback(CostReport& r, const CostReport& fallback)
{
    const double primaryTotalUsd = r.totalCostUsd;
    const FallbackPairFigures pair = fallbackPairFigures(r, fallback);
    r.fallbackUsd += fallback.totalCostUsd;
    r.totalCostUsd = pair.totalCostUsd;
    addInto(r.monthlyCashFlowUsd, fallback.monthlyCashFlowUsd);
    r.npvUsd += fallback.npvUsd;
    r.energyKwh = pair.energyKwh;
    r.co2Tonnes = pair.co2Tonnes;
    r.availability = pair.availability;
    r.downtimeHoursPerYear = downtimeHoursPerYear(r.availability);
    r.costPerUsefulDeviceHourUsd =
        r.usefulDeviceHours > 0 ? r.totalCostUsd / r.usefulDeviceHours : 0.0;
    // The same tokens over the same hours: the price per million tokens scales with the total.
    if (r.costPerMillionOutputTokensUsd && primaryTotalUsd > 0)
        *r.costPerMillionOutputTokensUsd *= r.totalCostUsd / primaryTotalUsd;
}

// The `cost` object of `evaluate --json`: its one definition (costReportToJson parses it).
void addCostReportMembers(JsonObjectWriter& o, const CostReport& r)
{
    JsonArrayWriter transfers = o.array();
    for (const auto& t : r.transfers) {
        JsonObjectWriter x = transfers.object();
        x.add("from", t.from)
            .add("to", t.to)
            .add("what", t.what)
            .add("bytes", t.bytes)
            .add("seconds", t.seconds)
            .add("method", t.shipped ? "shipment" : "network")
            .add("cost_usd", t.costUsd);
        transfers.add(std::move(x));
    }
    o.add("feasible", r.feasible)
        .add("problems", r.problems)
        .add("notes", r.notes)
        .add("compute_site", r.computeSite)
        .add("site_kind", r.siteKind ? siteKindName(*r.siteKind) : std::string_view())
        .add("horizon_months", r.horizonMonths)
        .add("total_cost_usd", r.totalCostUsd)
        .add("npv_usd", r.npvUsd)
        .add("monthly_cash_flow_usd", r.monthlyCashFlowUsd)
        .add("cost_per_training_run_usd", r.costPerTrainingRunUsd)
        .add("cost_per_million_output_tokens_usd", r.costPerMillionOutputTokensUsd)
        .add("cost_per_useful_device_hour_usd", r.costPerUsefulDeviceHourUsd)
        .add("break_even_month", r.breakEvenMonth)
        .add("alternative_total_cost_usd", r.alternativeTotalCostUsd)
        .add("egress_cost_usd", r.egressCostUsd)
        .add("egress_bytes", r.egressBytes)
        .add("energy_kwh", r.energyKwh)
        .add("co2_tonnes", r.co2Tonnes)
        .add("user_latency_s", r.userLatencySec)
        .add("user_distance_km", r.userDistanceKm)
        .add("availability", r.availability)
        .add("downtime_hours_per_year", r.downtimeHoursPerYear)
        .add("useful_device_hours", r.usefulDeviceHours)
        .add("warranty_years", r.warrantyYears)
        .add("transfers", std::move(transfers));
    // The report's parts (a key given twice keeps its last value, as the tree's did), and per
    // useful device-hour.
    JsonObjectWriter breakdown = o.object(), perHour = o.object();
    const double h = r.usefulDeviceHours;
    for (const CostPart& p : costParts(r))
        if (isReportPart(p.kind)) {
            const std::string_view key = costPartInfo(p.kind).jsonKey;
            breakdown.add(key, p.usd);
            perHour.add(key, h > 0 ? p.usd / h : 0.0);
        }
    o.add("breakdown_usd", std::move(breakdown))
        .add("breakdown_sources", r.breakdownSources)
        .add("breakdown_usd_per_useful_device_hour", std::move(perHour));
    if (r.api) {
        const ApiComparison& a = *r.api;
        JsonObjectWriter api = o.object();
        api.add("api_site", a.apiSite)
            .add("model", a.model)
            .add("api_allowed", a.apiAllowed)
            .add("refusals", a.refusals)
            .add("api_usd_per_million_output_tokens", a.apiUsdPerMillionOutputTokens)
            .add("api_usd_per_month", a.apiUsdPerMonth)
            .add("self_host_usd_per_month", a.selfHostUsdPerMonth)
            .add("served_output_tokens_per_month", a.servedOutputTokensPerMonth)
            .add("capacity_output_tokens_per_month", a.capacityOutputTokensPerMonth)
            .add("break_even_output_tokens_per_month", a.breakEvenOutputTokensPerMonth)
            .add("cheaper", a.selfHostCheaper ? "self-host" : "api");
        o.add("api_comparison", std::move(api));
    } else {
        o.add("api_comparison", nullptr);
    }
    if (r.wanDown) {
        const WanDownReport& w = *r.wanDown;
        JsonObjectWriter wan = o.object();
        wan.add("wan_availability", w.wanAvailability)
            .add("outage_hours_per_year", w.outageHoursPerYear)
            .add("demand_output_tokens_per_s", w.demandOutputTokensPerSec)
            .add("served_output_tokens_per_s", w.servedOutputTokensPerSec)
            .add("served_fraction", w.servedFraction)
            .add("still_served", w.stillServed)
            .add("lost", w.lost)
            .add("buffered_bytes_per_outage_hour", w.bufferedBytesPerOutageHour);
        o.add("wan_down", std::move(wan));
    } else {
        o.add("wan_down", nullptr);
    }
}

json costReportToJson(const CostReport& r)
{
    JsonObjectWriter o(0, 2);
    addCostReportMembers(o, r);
    return json::parse(o.str());
}

void printCostReport(std::ostream& out, const CostReport& r)
{
    const double h = r.usefulDeviceHours;
    out << "  cost at " << r.computeSite << " ("
        << (r.siteKind ? siteKindName(*r.siteKind) : std::string_view()) << "), " << r.horizonMonths
        << " months: ";
    // A refused placement is not priced: its zeros are no cost (the problems say why).
    if (!r.feasible) {
        out << "not priced, the placement is refused\n";
        return;
    }
    out << "$" << formatNumber(r.totalCostUsd) << "\n";
    if (h > 0)
        out << "    per useful device-hour  $" << formatNumber(r.costPerUsefulDeviceHourUsd, "%.2f")
            << "\n";
    if (r.costPerMillionOutputTokensUsd)
        out << "    per million out tokens  $"
            << formatNumber(*r.costPerMillionOutputTokensUsd, "%.3g") << "\n";
    for (const CostPart& p : costParts(r)) {
        if (!isReportPart(p.kind))
            continue;
        const std::string_view name = costPartInfo(p.kind).jsonKey;
        const double usd = p.usd;
        if (usd <= 0)
            continue;
        out << "    " << name << std::string(12 - std::min<size_t>(name.size(), 11), ' ') << "$"
            << formatNumber(usd);
        if (h > 0)
            out << "  ($" << formatNumber(usd / h, "%.3f") << "/device-h)";
        out << "\n";
    }
    if (r.warrantyYears)
        out << "    warranty    " << formatNumber(*r.warrantyYears, "%.3g")
            << " years per purchase (no maintenance inside it)\n";
    if (r.api) {
        const ApiComparison& a = *r.api;
        out << "    vs API " << a.apiSite << (a.model.empty() ? "" : " (" + a.model + ")") << ": $"
            << formatNumber(a.apiUsdPerMillionOutputTokens, "%.3g")
            << " per million output tokens; break-even "
            << formatNumber(a.breakEvenOutputTokensPerMonth) << " output tokens/month (served "
            << formatNumber(a.servedOutputTokensPerMonth)
            << "): " << (a.selfHostCheaper ? "self-hosting" : "the API") << " is cheaper\n";
        for (const auto& why : a.refusals)
            out << "    API refused: " << why << "\n";
    }
    // Where a model API is priced its notes change what it costs (a long-context tier, a rate
    // limit above the demand): the text says them next to the API's figures.
    if (r.api || (r.siteKind && *r.siteKind == SiteKind::PublicModelApi))
        for (const Message& n : r.notes)
            out << "    note: " << n << "\n";
    if (r.wanDown) {
        const WanDownReport& w = *r.wanDown;
        out << "    WAN down (" << formatNumber(w.outageHoursPerYear, "%.3g")
            << " h/year expected): serves " << formatNumber(100 * w.servedFraction, "%.0f")
            << " % of " << formatHuman(w.demandOutputTokensPerSec) << " output tokens/s\n";
        for (const auto& s : w.stillServed)
            out << "      still served: " << s.english() << "\n";
        for (const auto& s : w.lost)
            out << "      lost: " << s.english() << "\n";
    }
}

} // namespace ap
