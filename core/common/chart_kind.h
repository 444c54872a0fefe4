#pragma once

#include <optional>
#include <string_view>

namespace ap {

// The charts the GUI and the playbook draw. The playbook's document names its chart blocks by
// kind (core/playbook/playbook.h PlaybookChart); the PDF renderer builds each from its
// factory (ui/playbook/playbook_charts.cpp). Charts whose series are registry figures have
// an entry in perf/chart_series.h.
enum class ChartKind {
    Roofline,
    StepBreakdown,
    MemoryBreakdown,
    LatencyThroughput,
    LatencyBatch,
    CashFlow,
    CostBreakdown,
    BuyVsRent,
    UserLatency,
    StorageBandwidth,
    Egress,
    NetworkShare,
    Pareto,
    Tornado,
    MonteCarlo,
};
inline constexpr int kChartKindCount = 15;

// The kind's key as the playbook has always spelled it ("roofline", "cost_breakdown", ...).
std::string_view chartKindKey(ChartKind kind);
std::optional<ChartKind> parseChartKind(std::string_view key);

} // namespace ap
