#include "perf/figure_registry.h"

#include "common/figure_labels.h"
#include "common/message.h"
#include "common/number_text.h"

namespace ap {

namespace {

using Opt = std::optional<double>;

// The report's own figure, where the placement ran (an infeasible one leaves it unset).
Opt reportValue(const ScenarioResult& r, Opt CostReport::*member)
{
    return r.cost ? (*r.cost).*member : std::nullopt;
}

constexpr unsigned kTextTableCompare = kViewCliText | kViewFiguresTable | kViewCompare;

// Labels are the English sources of the GUI's "ap::Headline" translations: keep them in step
// with headlineLabel() in ui/format/number_format.cpp (lupdate reads them there).
constexpr std::array<HeadlineFigureInfo, kHeadlineFigureCount> kInfo = {{
    {HeadlineFigure::TimeToTrainIdeal,
     kLabelTimeToTrainIdeal,
     {},
     FigureUnit::Seconds,
     FigureArea::Time,
     true,
     false,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.timeToTrainIdealSec; },
     "/training/time_to_train_ideal_s",
     "training_time_to_train_ideal_s",
     kTextTableCompare,
     false,
     nullptr,
     nullptr},
    {HeadlineFigure::TimeToTrain,
     kLabelTimeToTrain,
     {},
     FigureUnit::Seconds,
     FigureArea::Time,
     true,
     false,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.timeToTrainSec; },
     "/training/time_to_train_s",
     "training_time_to_train_s",
     kTextTableCompare | kViewPlaybookScenarios,
     false,
     AP_TEXT("ap::Playbook", "Time to train (incl. failures)")},
    {HeadlineFigure::TtftWithNetwork,
     kLabelTtftWithNetwork,
     {},
     FigureUnit::Seconds,
     FigureArea::Latency,
     false,
     true,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.ttftWithNetworkSec; },
     "/inference/ttft_with_network_s",
     "inference_ttft_with_network_s",
     kViewFiguresTable | kViewCompare,
     false,
     nullptr,
     nullptr},
    {HeadlineFigure::RequestLatencyWithNetwork,
     kLabelRequestLatencyWithNetwork,
     {},
     FigureUnit::Seconds,
     FigureArea::Latency,
     false,
     true,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.requestLatencyWithNetworkSec; },
     "/inference/request_latency_with_network_s",
     "inference_request_latency_with_network_s",
     kViewFiguresTable,
     false,
     nullptr,
     nullptr},
    {HeadlineFigure::TotalCost,
     kLabelTotalCost,
     {},
     FigureUnit::Usd,
     FigureArea::Cost,
     true,
     true,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.totalCostUsd; },
     "/cost/total_cost_usd",
     "cost_total_usd",
     kTextTableCompare | kViewPlaybookScenarios,
     true,
     AP_TEXT("ap::Playbook", "Total cost")},
    {HeadlineFigure::MonthlyCost,
     kLabelMonthlyCost,
     {},
     FigureUnit::Usd,
     FigureArea::Cost,
     true,
     true,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.monthlyCostUsd; },
     "/cost/monthly_cost_usd",
     "cost_monthly_usd",
     kTextTableCompare,
     true,
     nullptr,
     nullptr},
    {HeadlineFigure::CostPerTrainingRun,
     kLabelCostPerTrainingRun,
     {},
     FigureUnit::Usd,
     FigureArea::Cost,
     true,
     false,
     [](const ScenarioResult& r, const HeadlineFigures&) {
         return reportValue(r, &CostReport::costPerTrainingRunUsd);
     },
     "/cost/cost_per_training_run_usd",
     "cost_per_training_run_usd",
     kTextTableCompare,
     false,
     nullptr,
     nullptr},
    {HeadlineFigure::CostPerMillionOutputTokens,
     kLabelCostPerMillionOutputTokens,
     {},
     FigureUnit::Usd,
     FigureArea::Cost,
     false,
     true,
     [](const ScenarioResult& r, const HeadlineFigures&) {
         return reportValue(r, &CostReport::costPerMillionOutputTokensUsd);
     },
     "/cost/cost_per_million_output_tokens_usd",
     "cost_per_million_output_tokens_usd",
     kTextTableCompare,
     false,
     nullptr,
     nullptr},
    {HeadlineFigure::EnergyPerWork, kLabelEnergyPerTrainingRun, kLabelEnergyPerMillionOutputTokens,
     FigureUnit::KilowattHours, FigureArea::Cost, true, true,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.energyKwhPerWork; },
     "/per_work/energy_kwh", "per_work_energy_kwh", kViewFiguresTable, false, nullptr, nullptr},
    {HeadlineFigure::Co2PerWork, kLabelCo2PerTrainingRun, kLabelCo2PerMillionOutputTokens,
     FigureUnit::KilogramsCo2, FigureArea::Cost, true, true,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.co2KgPerWork; },
     "/per_work/co2_kg", "per_work_co2_kg", kViewFiguresTable, false, nullptr, nullptr},
    {HeadlineFigure::FacilityPower,
     kLabelFacilityPower,
     {},
     FigureUnit::Watts,
     FigureArea::Cost,
     true,
     true,
     [](const ScenarioResult& r, const HeadlineFigures&) -> Opt {
         if (r.cost && r.cost->feasible && r.cost->facilityPowerWatts > 0)
             return r.cost->facilityPowerWatts;
         return std::nullopt;
     },
     "/cost/facility_power_w",
     "cost_facility_power_w",
     kViewFiguresTable | kViewCompare,
     true,
     nullptr,
     nullptr},
    {HeadlineFigure::KvCachePerSequence,
     kLabelKvCachePerSequence,
     {},
     FigureUnit::Bytes,
     FigureArea::Memory,
     false,
     true,
     [](const ScenarioResult&, const HeadlineFigures& h) { return h.kvCacheBytesPerSequence; },
     "/inference/kv_cache_bytes_per_sequence",
     "inference_kv_cache_bytes_per_sequence",
     kViewCliText | kViewFiguresTable,
     false,
     nullptr,
     nullptr},
}};

// The table is indexed by the enum (headlineFigureInfo): keep them in one order.
constexpr bool ordered()
{
    for (int i = 0; i < kHeadlineFigureCount; ++i)
        if (int(kInfo[size_t(i)].id) != i)
            return false;
    return true;
}
static_assert(ordered());

} // namespace

std::string_view unitSymbol(FigureUnit unit)
{
    switch (unit) {
    case FigureUnit::Seconds:
        return "s";
    case FigureUnit::Usd:
        return "USD";
    case FigureUnit::KilowattHours:
        return "kWh";
    case FigureUnit::KilogramsCo2:
        return "kg";
    case FigureUnit::Watts:
        return "W";
    case FigureUnit::Bytes:
        return "B";
    }
    return {};
}

const std::array<HeadlineFigureInfo, kHeadlineFigureCount>& headlineFigureInfos()
{
    return kInfo;
}

const HeadlineFigureInfo& headlineFigureInfo(HeadlineFigure id)
{
    return kInfo[size_t(id)];
}

std::optional<double> headlineValue(const ScenarioResult& r, HeadlineFigure id)
{
    return headlineFigureInfo(id).value(r, headlineFigures(r));
}

std::optional<double> fileValue(const HeadlineFigureInfo& f, const ScenarioResult& r,
                                const HeadlineFigures& h)
{
    if (auto v = f.value(r, h))
        return v;
    switch (f.id) {
    case HeadlineFigure::TimeToTrainIdeal:
    case HeadlineFigure::TimeToTrain:
        if (r.training)
            return r.training->timeToTrainSec;
        break;
    case HeadlineFigure::TotalCost:
        if (r.cost)
            return r.cost->totalCostUsd;
        break;
    default:
        break;
    }
    return std::nullopt;
}

std::optional<double> rowValue(const HeadlineFigureInfo& f, const ScenarioResult& r,
                               const HeadlineFigures& h)
{
    if (f.area != FigureArea::Cost && !r.feasible)
        return std::nullopt;
    return fileValue(f, r, h);
}

std::string figureText(FigureUnit unit, double value)
{
    switch (unit) {
    case FigureUnit::Seconds:
        return formatDuration(value);
    case FigureUnit::Usd:
        return formatUsd(value);
    case FigureUnit::KilowattHours:
    case FigureUnit::KilogramsCo2:
        return formatHuman(value) + " " + std::string(unitSymbol(unit));
    case FigureUnit::Watts:
        return formatHuman(value / 1e3) + " kW";
    case FigureUnit::Bytes:
        return formatBytes(value);
    }
    return {};
}

} // namespace ap
