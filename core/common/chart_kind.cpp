#include "common/chart_kind.h"

#include <array>

namespace ap {

namespace {

// In enum order (checked below).
constexpr std::array<std::pair<ChartKind, std::string_view>, kChartKindCount> kKeys = {{
    {ChartKind::Roofline, "roofline"},
    {ChartKind::StepBreakdown, "step_breakdown"},
    {ChartKind::MemoryBreakdown, "memory_breakdown"},
    {ChartKind::LatencyThroughput, "latency_throughput"},
    {ChartKind::LatencyBatch, "latency_batch"},
    {ChartKind::CashFlow, "cash_flow"},
    {ChartKind::CostBreakdown, "cost_breakdown"},
    {ChartKind::BuyVsRent, "buy_vs_rent"},
    {ChartKind::UserLatency, "user_latency"},
    {ChartKind::StorageBandwidth, "storage_bandwidth"},
    {ChartKind::Egress, "egress"},
    {ChartKind::NetworkShare, "network_share"},
    {ChartKind::Pareto, "pareto"},
    {ChartKind::Tornado, "tornado"},
    {ChartKind::MonteCarlo, "monte_carlo"},
}};

constexpr bool ordered()
{
    for (int i = 0; i < kChartKindCount; ++i)
        if (int(kKeys[size_t(i)].first) != i)
            return false;
    return true;
}
static_assert(ordered());

} // namespace

std::string_view chartKindKey(ChartKind kind)
{
    return kKeys[size_t(kind)].second;
}

std::optional<ChartKind> parseChartKind(std::string_view key)
{
    for (const auto& [kind, name] : kKeys)
        if (name == key)
            return kind;
    return std::nullopt;
}

} // namespace ap
