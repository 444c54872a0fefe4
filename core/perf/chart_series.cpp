#include "perf/chart_series.h"

#include "perf/api_served.h"
#include "perf/figure_registry.h"
#include "perf/scenario_figures.h"
#include "perf/step_parts.h"
#include "perf/user_region_figures.h"

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
            s[i] = {part.jsonKey, part.label, SeriesFigure::None, std::nullopt, part.kind};
        }
        s.back().reads = SeriesFigure::StackedTo; // every part: the total
        s.back().figure = HeadlineFigure::TotalCost;
        return s;
    }();
    return series;
}

// One request as the user sees it: the round trip, the engine's first token (the TTFT with
// the network), the other tokens (the request latency with the network).
constexpr std::array<ChartSeriesInfo, 3> kNetworkShareSeries = {{
    {"network_round_trip", "Network round trip"},
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

// Where one training step's time goes: the parts of perf/step_parts.h in its order, stacked to
// the step time. The labels are the step chart's (ui/charts/breakdown_chart.cpp).
constexpr std::array<ChartSeriesInfo, 9> kStepSeries = {{
    {"compute", "Compute"},
    {"tensor_comm", "Tensor comm."},
    {"pipeline_comm", "Pipeline comm."},
    {"expert_comm", "Expert comm."},
    {"context_comm", "Context comm."},
    {"host_offload", "Host offload (exposed)"},
    {"data_comm_exposed", "Data-parallel comm. (exposed)"},
    {"pipeline_bubble", "Pipeline bubble"},
    {"optimizer", "Optimizer", SeriesFigure::StackedTo, std::nullopt, std::nullopt,
     ResultFigure::StepTime},
}};

// What one device holds (perf/training_model.h MemoryBreakdown), stacked to the memory per
// device.
constexpr std::array<ChartSeriesInfo, 6> kMemorySeries = {{
    {"weights", "Weights"},
    {"gradients", "Gradients"},
    {"optimizer", "Optimizer"},
    {"activations", "Activations"},
    {"kv_cache", "KV cache"},
    {"workspace", "Workspace", SeriesFigure::StackedTo, std::nullopt, std::nullopt,
     ResultFigure::MemoryPerDevice},
}};

// This placement's cumulative cost (ending at its total) and the alternative's, month by
// month; the labels take the site (and the alternative's terms) as %1.
constexpr std::array<ChartSeriesInfo, 2> kBuyVsRentSeries = {{
    {"placement", "%1 (this placement)", SeriesFigure::LastIs, HeadlineFigure::TotalCost,
     std::nullopt},
    {"alternative", "%1 (alternative)"},
}};

// The serving operating point on the latency-vs-throughput sweep: (TPOT, output tokens/s), the
// scenario table's figures.
constexpr std::array<ChartSeriesInfo, 1> kLatencyThroughputSeries = {{
    {"operating_point", "Scenario (batch %1)", SeriesFigure::PointIs, std::nullopt, std::nullopt,
     ResultFigure::OutputThroughput, ResultFigure::Tpot},
}};

// The operating point on the latency-vs-batch sweep: the engine's TTFT (at the site, without the
// users' network: a figure under another label) and TPOT at its batch.
constexpr std::array<ChartSeriesInfo, 2> kLatencyBatchSeries = {{
    {"ttft", "TTFT without the network", SeriesFigure::PointIs, std::nullopt, std::nullopt,
     ResultFigure::EngineTtft, ResultFigure::ServedBatch},
    {"tpot", "TPOT", SeriesFigure::PointIs, std::nullopt, std::nullopt, ResultFigure::Tpot,
     ResultFigure::ServedBatch},
}};

// Latency to users: the placement's round trip and TTFT incl. the network at the users'
// distance, and each user region's TTFT incl. the network at its distance.
constexpr std::array<ChartSeriesInfo, 3> kUserLatencySeries = {{
    {"placement_round_trip", "Network round trip"},
    {"placement_ttft", "TTFT incl. the network", SeriesFigure::PointIs,
     HeadlineFigure::TtftWithNetwork, std::nullopt, ResultFigure::None, ResultFigure::UserDistance},
    {"regions", "TTFT incl. the network", SeriesFigure::RegionsAre, HeadlineFigure::TtftWithNetwork,
     std::nullopt},
}};

// The egress chart's figures beside its sweep of the providers' tiers, per month of the
// horizon: the egress bill (the cost part, at the option's volume), compute and purchase (the
// report's own compute and purchase parts, `evaluate --json` cost.breakdown_usd, lost hours
// included: the data-gravity threshold perf/scenario_figures.h egressSweep() takes from here)
// and every other part, which stack to the table's monthly cost (#24: the chart showed
// "compute $504k a month" beside a monthly cost of $884k, with nothing to say the rest).
constexpr std::array<ChartSeriesInfo, 3> kEgressSeries = {{
    {"egress", "Egress", SeriesFigure::None, std::nullopt, CostPartKind::Egress},
    {"compute_and_purchase", "Compute and purchase", SeriesFigure::None, std::nullopt,
     std::nullopt},
    {"other", "Every other cost", SeriesFigure::StackedTo, HeadlineFigure::MonthlyCost,
     std::nullopt},
}};

// A series reads one figure or none: a headline figure or a result's figure, never both.
constexpr bool readsOneFigure(const ChartSeriesInfo& s)
{
    if (s.reads == SeriesFigure::None)
        return !s.figure && s.result == ResultFigure::None;
    return s.figure.has_value() != (s.result != ResultFigure::None);
}

template <size_t N> constexpr bool eachReadsOneFigure(const std::array<ChartSeriesInfo, N>& series)
{
    for (const ChartSeriesInfo& s : series)
        if (!readsOneFigure(s))
            return false;
    return true;
}

static_assert(eachReadsOneFigure(kNetworkShareSeries) && eachReadsOneFigure(kCashFlowSeries) &&
              eachReadsOneFigure(kStepSeries) && eachReadsOneFigure(kMemorySeries) &&
              eachReadsOneFigure(kBuyVsRentSeries) &&
              eachReadsOneFigure(kLatencyThroughputSeries) &&
              eachReadsOneFigure(kLatencyBatchSeries) && eachReadsOneFigure(kUserLatencySeries) &&
              eachReadsOneFigure(kEgressSeries));

const MemoryBreakdown* memoryOf(const ScenarioResult& r)
{
    return r.training ? &r.training->memory : r.inference ? &r.inference->memory : nullptr;
}

void addLine(ChartSeriesValues& line, const std::vector<double>& y)
{
    for (size_t m = 0; m < y.size(); ++m) {
        line.x.push_back(double(m + 1));
        line.y.push_back(y[m]);
    }
}

const std::array<ChartInfo, 10>& charts()
{
    static const std::array<ChartInfo, 10> c = {{
        {ChartKind::CostBreakdown, ChartShape::StackedBars, FigureUnit::Usd,
         "ap::CostBreakdownChart", costSeries()},
        {ChartKind::NetworkShare, ChartShape::StackedBars, FigureUnit::Seconds,
         "ap::NetworkShareChart", kNetworkShareSeries},
        {ChartKind::CashFlow, ChartShape::Lines, FigureUnit::Usd, "ap::CashFlowChart",
         kCashFlowSeries},
        {ChartKind::StepBreakdown, ChartShape::StackedBars, FigureUnit::Seconds,
         "ap::BreakdownChart", kStepSeries},
        {ChartKind::MemoryBreakdown, ChartShape::StackedBars, FigureUnit::Bytes,
         "ap::BreakdownChart", kMemorySeries},
        {ChartKind::BuyVsRent, ChartShape::Lines, FigureUnit::Usd, "ap::BuyVsRentChart",
         kBuyVsRentSeries},
        {ChartKind::LatencyThroughput, ChartShape::Points, std::nullopt,
         "ap::LatencyThroughputChart", kLatencyThroughputSeries},
        {ChartKind::LatencyBatch, ChartShape::Points, FigureUnit::Seconds, "ap::LatencyBatchChart",
         kLatencyBatchSeries},
        {ChartKind::UserLatency, ChartShape::Points, FigureUnit::Seconds, "ap::UserLatencyChart",
         kUserLatencySeries},
        {ChartKind::Egress, ChartShape::StackedMarks, FigureUnit::Usd, "ap::EgressChart",
         kEgressSeries},
    }};
    return c;
}

std::string siteOf(const ChartOption& o)
{
    return o.scenario && o.scenario->placement ? o.scenario->placement->computeSite : std::string();
}

} // namespace

std::optional<double> resultFigure(const ScenarioResult& r, ResultFigure figure)
{
    const InferenceResult* own = ownInference(r);
    switch (figure) {
    case ResultFigure::None:
        break;
    case ResultFigure::StepTime:
        return r.training ? std::optional(r.training->stepTimeSec) : std::nullopt;
    case ResultFigure::MemoryPerDevice:
        return r.memoryPerDeviceBytes > 0 && !servedByApi(r) ? std::optional(r.memoryPerDeviceBytes)
                                                             : std::nullopt;
    case ResultFigure::ServedBatch:
        return own ? std::optional(own->batch) : std::nullopt;
    case ResultFigure::EngineTtft:
        return own ? std::optional(own->ttftSec) : std::nullopt;
    case ResultFigure::Tpot:
        return own ? std::optional(own->tpotSec) : std::nullopt;
    case ResultFigure::OutputThroughput:
        return r.training || !r.inference ? std::nullopt
                                          : std::optional(shownOutputTokensPerSec(r));
    case ResultFigure::UserDistance:
        return r.cost ? std::optional(r.cost->userDistanceKm) : std::nullopt;
    }
    return std::nullopt;
}

std::optional<double> seriesFigure(const ChartSeriesInfo& s, const ScenarioResult& r)
{
    if (s.reads == SeriesFigure::None)
        return std::nullopt;
    return s.result != ResultFigure::None ? resultFigure(r, s.result) : headlineValue(r, *s.figure);
}

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
        if (kind == ChartKind::BuyVsRent) {
            if (!o.buyVsRent || !set.options.empty())
                continue;
            const BuyVsRent& b = *o.buyVsRent;
            set.options.push_back(i);
            set.sites.push_back(b.site);
            addLine(set.series[0], b.cumulativeUsd);
            addLine(set.series[1], b.alternativeCumulativeUsd);
            if (b.breakEvenMonth)
                set.markX = double(*b.breakEvenMonth);
            continue;
        }
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
        case ChartKind::Egress: {
            if (!r.cost || !r.cost->feasible || r.cost->horizonMonths <= 0)
                break;
            // The report's parts (no lost work split out of compute), as the placement charges.
            const std::vector<CostPart> parts = costParts(*r.cost);
            const double months = r.cost->horizonMonths;
            double egress = 0, compute = 0, other = 0;
            for (const CostPart& part : parts)
                (part.kind == CostPartKind::Egress ? egress
                 : part.kind == CostPartKind::Compute || part.kind == CostPartKind::Purchase
                     ? compute
                     : other) += part.usd;
            addBar(i, siteOf(o), {egress / months, compute / months, other / months});
            set.series[0].x.push_back(r.cost->egressBytes / months);
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
        case ChartKind::StepBreakdown: {
            if (!r.training)
                break;
            std::vector<double> values;
            for (const StepPart& part : trainingStepParts(*r.training))
                values.push_back(part.seconds);
            addBar(i, siteOf(o), values);
            break;
        }
        case ChartKind::MemoryBreakdown: {
            const MemoryBreakdown* m = memoryOf(r);
            if (!m)
                break;
            addBar(i, siteOf(o),
                   {m->weightsBytes, m->gradientsBytes, m->optimizerBytes, m->activationsBytes,
                    m->kvCacheBytes, m->workspaceBytes});
            break;
        }
        case ChartKind::LatencyThroughput:
        case ChartKind::LatencyBatch: {
            // The operating point of a feasible result served by its own devices.
            if (!r.feasible || !ownInference(r))
                break;
            set.options.push_back(i);
            set.sites.push_back(siteOf(o));
            set.batch.push_back(r.inference->batch);
            for (ChartSeriesValues& point : set.series) {
                point.x.push_back(*resultFigure(r, point.info->x));
                point.y.push_back(*seriesFigure(*point.info, r));
            }
            break;
        }
        case ChartKind::UserLatency: {
            // One served scenario with a placement: the users' distance, round trip and TTFT
            // incl. the network (perf/scenario_figures.h userLatencySweep), the regions'.
            if (!o.scenario || !o.scenario->placement || !ownInference(r) || !r.cost ||
                !set.options.empty())
                break;
            set.options.push_back(i);
            set.sites.push_back(siteOf(o));
            const double km = r.cost->userDistanceKm;
            set.series[0].x = {km};
            set.series[0].y = {r.cost->userLatencySec};
            set.series[1].x = {km};
            set.series[1].y = {*seriesFigure(*set.series[1].info, r)};
            for (const UserRegionFigures& region : userRegionFigures(r)) {
                set.series[2].x.push_back(region.distanceKm);
                set.series[2].y.push_back(*region.ttftWithNetworkSec);
            }
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
