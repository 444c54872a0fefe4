#include "perf/chart_series.h"

#include "perf/figure_registry.h"

#include <array>

namespace ap {

namespace {

// Where the money goes: one series per cost part (placement/cost_parts.h, its labels and
// keys), stacked to the total cost.
const std::array<ChartSeriesInfo, kCostPartKindCount>& costSeries()
{
    static const std::array<ChartSeriesInfo, kCostPartKindCount> series = [] {
        std::array<ChartSeriesInfo, kCostPartKindCount> s{};
        for (size_t i = 0; i < kCostPartKinds.size(); ++i) {
            const CostPartInfo& part = costPartInfo(kCostPartKinds[i]);
            s[i] = {part.jsonKey, part.label, SeriesFigure::None, HeadlineFigure::TotalCost,
                    part.kind};
        }
        s.back().reads = SeriesFigure::StackedTo; // every part: the total
        return s;
    }();
    return series;
}

// One request as the user sees it: the round trip, the engine's first token (the TTFT with
// the network), the other tokens (the request latency with the network).
constexpr std::array<ChartSeriesInfo, 3> kNetworkShareSeries = {{
    {"network_round_trip", "Network round trip", SeriesFigure::None, HeadlineFigure::TotalCost,
     std::nullopt},
    {"ttft", "Time to first token (engine)", SeriesFigure::StackedTo,
     HeadlineFigure::TtftWithNetwork, std::nullopt},
    {"decode", "Decoding the other tokens", SeriesFigure::StackedTo,
     HeadlineFigure::RequestLatencyWithNetwork, std::nullopt},
}};

// The placement's cash over the horizon, month by month.
constexpr std::array<ChartSeriesInfo, 2> kCashFlowSeries = {{
    {"cumulative", "Cumulative cost", SeriesFigure::LastIs, HeadlineFigure::TotalCost,
     std::nullopt},
    {"monthly", "Monthly cash flow", SeriesFigure::MeanIs, HeadlineFigure::MonthlyCost,
     std::nullopt},
}};

const std::array<ChartInfo, 3>& charts()
{
    static const std::array<ChartInfo, 3> c = {{
        {ChartKind::CostBreakdown, ChartShape::StackedBars, FigureUnit::Usd,
         "ap::CostBreakdownChart", costSeries()},
        {ChartKind::NetworkShare, ChartShape::StackedBars, FigureUnit::Seconds,
         "ap::NetworkShareChart", kNetworkShareSeries},
        {ChartKind::CashFlow, ChartShape::Lines, FigureUnit::Usd, "ap::CashFlowChart",
         kCashFlowSeries},
    }};
    return c;
}

std::string siteOf(const ChartOption& o)
{
    return o.scenario && o.scenario->placement ? o.scenario->placement->computeSite : std::string();
}

} // namespace

std::span<const ChartInfo> chartInfos()
{
    return charts();
}

const ChartInfo* chartInfo(ChartKind kind)
{
    for (const ChartInfo& c : charts())
        if (c.kind == kind)
            return &c;
    return nullptr;
}

ChartSeriesSet chartSeries(ChartKind kind, std::span<const ChartOption> options)
{
    ChartSeriesSet set;
    set.info = chartInfo(kind);
    if (!set.info)
        return set;
    for (const ChartSeriesInfo& s : set.info->series)
        set.series.push_back({&s, {}, {}});
    const auto addBar = [&set](size_t option, std::string site, const std::vector<double>& values) {
        set.options.push_back(option);
        set.sites.push_back(std::move(site));
        for (size_t k = 0; k < set.series.size(); ++k)
            set.series[k].y.push_back(values[k]);
    };
    for (size_t i = 0; i < options.size(); ++i) {
        const ChartOption& o = options[i];
        if (!o.result)
            continue;
        const ScenarioResult& r = *o.result;
        switch (kind) {
        case ChartKind::CostBreakdown: {
            const std::vector<CostPart> parts = costBreakdown(r);
            if (parts.empty())
                break;
            std::vector<double> values;
            for (const ChartSeriesInfo& s : set.info->series)
                values.push_back(costPartUsd(parts, *s.costPart));
            addBar(i, siteOf(o), values);
            break;
        }
        case ChartKind::NetworkShare: {
            if (!o.scenario)
                break;
            const auto p = requestLatencyParts(*o.scenario, r);
            if (!p)
                break;
            addBar(i, p->site, {p->networkRoundTripSec, p->ttftSec, p->decodeSec});
            break;
        }
        case ChartKind::CashFlow: {
            if (!r.cost || !set.options.empty())
                break;
            set.options.push_back(i);
            set.sites.push_back(siteOf(o));
            ChartSeriesValues& cumulative = set.series[0];
            ChartSeriesValues& monthly = set.series[1];
            double sum = 0;
            const std::vector<double>& cash = r.cost->monthlyCashFlowUsd;
            for (size_t m = 0; m < cash.size(); ++m) {
                sum += cash[m];
                const double month = double(m + 1);
                cumulative.x.push_back(month);
                cumulative.y.push_back(sum);
                monthly.x.push_back(month);
                monthly.y.push_back(cash[m]);
            }
            break;
        }
        default:
            break;
        }
    }
    return set;
}

double stackedThrough(const ChartSeriesSet& set, size_t option, size_t through)
{
    double sum = 0;
    for (size_t k = 0; k <= through && k < set.series.size(); ++k)
        sum += set.series[k].y.at(option);
    return sum;
}

} // namespace ap
