#include "playbook/playbook_charts.h"

#include "charts/breakdown_chart.h"
#include "charts/buy_vs_rent_chart.h"
#include "charts/cash_flow_chart.h"
#include "charts/cost_breakdown_chart.h"
#include "charts/egress_chart.h"
#include "charts/latency_batch_chart.h"
#include "charts/latency_throughput_chart.h"
#include "charts/network_share_chart.h"
#include "charts/roofline_chart.h"
#include "charts/storage_bandwidth_chart.h"
#include "charts/user_latency_chart.h"
#include "perf/api_served.h"
#include "perf/batch_sweep.h"
#include "perf/chart_series.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "plot/plot_widget.h"
#include "recommend/candidate_band.h"
#include "recommend/monte_carlo_chart.h"
#include "recommend/objective_text.h"
#include "recommend/pareto_chart.h"
#include "recommend/tornado_chart.h"

#include <QCoreApplication>

// The texts of this file, in one translation context that lupdate and the program agree on
// (a free tr() helper would be filed by lupdate under the enclosing class or namespace).
struct PlaybookCharts {
    Q_DECLARE_TR_FUNCTIONS(PlaybookCharts)
};

namespace ap {

namespace {

template <typename Chart> PlaybookChartWidget wrap(std::unique_ptr<Chart> chart)
{
    PlotWidget* plot = chart->plot();
    return {std::move(chart), plot};
}

const ScenarioResult* resultOf(const Playbook& pb, const PlaybookChart& c)
{
    return c.scenario >= 0 && size_t(c.scenario) < pb.results.size() ? &pb.results[c.scenario]
                                                                     : nullptr;
}

const Recommendation* studyOf(const Playbook& pb, const PlaybookChart& c)
{
    return c.study >= 0 && size_t(c.study) < pb.recommendations.size()
               ? &pb.recommendations[c.study]
               : nullptr;
}

// The devices compared, with the first scenario's layer operators placed where they ran
// (intensity = FLOPs / bytes, attained = FLOPs / time, both from the engine's OpTime).
PlaybookChartWidget roofline(const Playbook& pb, const PlaybookChart& c)
{
    auto chart = std::make_unique<RooflineChart>();
    Precision precision = Precision::BF16;
    const std::vector<OpTime>* ops = nullptr;
    std::string deviceId;
    if (const ScenarioResult* r = resultOf(pb, c)) {
        const Scenario& s = pb.project.scenarios[size_t(c.scenario)];
        deviceId = s.cluster.deviceId;
        if (const auto* t = std::get_if<TrainingWorkload>(&s.workload)) {
            precision = t->precision;
            if (r->training)
                ops = &r->training->layerOps;
        } else {
            precision = std::get<InferenceWorkload>(s.workload).precision;
            if (r->inference)
                ops = &r->inference->layerOps;
        }
    }
    std::vector<Device> devices;
    for (const Device& d : pb.devices)
        if (d.supports(precision))
            devices.push_back(d);
    if (devices.size() > 6)
        devices.resize(6);
    chart->setPrecision(precision);
    chart->setShowOtherCeilings(false);
    chart->setDevices(devices);
    if (ops && !ops->empty()) {
        PlotSeries points;
        points.name =
            PlaybookCharts::tr("%1 operators (%2)")
                .arg(QString::fromStdString(pb.project.scenarios[size_t(c.scenario)].name).left(40),
                     QString::fromStdString(deviceId));
        points.color = QColor(0x20, 0x20, 0x20);
        points.line = LineStyle::None;
        points.marker = MarkerShape::Diamond;
        points.markerSize = 7;
        for (const OpTime& op : *ops) {
            if (op.flops <= 0 || op.memoryBytes <= 0 || op.timeSec <= 0)
                continue;
            points.x.push_back(op.flops / op.memoryBytes);
            points.y.push_back(op.flops / op.timeSec);
        }
        if (!points.x.isEmpty())
            chart->plot()->addSeries(points);
    }
    chart->plot()->replot();
    return wrap(std::move(chart));
}

PlaybookChartWidget memoryBreakdown(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r)
        return {};
    auto chart = std::make_unique<BreakdownChart>();
    if (!chart->showMemory(*r))
        return {};
    return wrap(std::move(chart));
}

PlaybookChartWidget stepBreakdown(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r)
        return {};
    auto chart = std::make_unique<BreakdownChart>();
    if (!chart->showTrainingStep(*r))
        return {};
    return wrap(std::move(chart));
}

PlaybookChartWidget latencyThroughput(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    // Behind a model API the batch and latency are the provider's (perf/api_served.h).
    if (!r || !ownInference(*r))
        return {};
    const Scenario& s = pb.project.scenarios[size_t(c.scenario)];
    const auto& w = std::get<InferenceWorkload>(s.workload);
    const ChartOption option{&s, r};
    const ChartSeriesSet chosen = chartSeries(ChartKind::LatencyThroughput, {&option, 1});
    auto chart = std::make_unique<LatencyThroughputChart>();
    chart->setSweep(sweepInferenceBatch(s, pb.data, r->inference->maxBatchByMemory), chosen,
                    w.sloTpotSec);
    return wrap(std::move(chart));
}

PlaybookChartWidget cashFlow(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r || !r->cost)
        return {};
    const ChartOption option{&pb.project.scenarios[size_t(c.scenario)], r};
    auto chart = std::make_unique<CashFlowChart>();
    chart->setSeries(chartSeries(ChartKind::CashFlow, {&option, 1}), r->cost->breakEvenMonth);
    return wrap(std::move(chart));
}

// Where the horizon's money goes: the same parts as the Compare view's stacked bars
// (compute, storage, network, egress, power, facility, staff, maintenance, stalls and lost work).
PlaybookChartWidget costBreakdownChart(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r)
        return {};
    const ChartOption option{&pb.project.scenarios[size_t(c.scenario)], r};
    const ChartSeriesSet set = chartSeries(ChartKind::CostBreakdown, {&option, 1});
    if (set.empty())
        return {};
    auto chart = std::make_unique<CostBreakdownChart>();
    chart->setSeries(set, {QString::fromStdString(r->name).left(40)});
    return wrap(std::move(chart));
}

PlaybookChartWidget buyVsRentChart(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r)
        return {};
    const auto comparison = buyVsRent(pb.project.scenarios[size_t(c.scenario)], *r, pb.data);
    if (!comparison)
        return {};
    auto chart = std::make_unique<BuyVsRentChart>();
    chart->setComparison(*comparison);
    return wrap(std::move(chart));
}

PlaybookChartWidget userLatencyChart(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r)
        return {};
    const Scenario& s = pb.project.scenarios[size_t(c.scenario)];
    const auto sweep = userLatencySweep(s, *r, pb.data.sites());
    if (!sweep)
        return {};
    const ChartOption option{&s, r};
    auto chart = std::make_unique<UserLatencyChart>();
    chart->setSweep(*sweep, chartSeries(ChartKind::UserLatency, {&option, 1}),
                    userRegionFigures(*r));
    return wrap(std::move(chart));
}

PlaybookChartWidget storageBandwidthChart(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r)
        return {};
    const auto sweep = storageSweep(pb.project.scenarios[size_t(c.scenario)], *r, pb.data);
    if (!sweep)
        return {};
    auto chart = std::make_unique<StorageBandwidthChart>();
    chart->setSweep(*sweep);
    return wrap(std::move(chart));
}

PlaybookChartWidget egressChart(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r)
        return {};
    const auto sweep = egressSweep(pb.project.scenarios[size_t(c.scenario)], *r, pb.data);
    if (!sweep)
        return {};
    const ChartOption option{&pb.project.scenarios[size_t(c.scenario)], r};
    auto chart = std::make_unique<EgressChart>();
    chart->setSweep(*sweep, chartSeries(ChartKind::Egress, {&option, 1}));
    return wrap(std::move(chart));
}

// TTFT and TPOT against the batch, the same sweep as the Compare view's plot.
PlaybookChartWidget latencyBatch(const Playbook& pb, const PlaybookChart& c)
{
    const ScenarioResult* r = resultOf(pb, c);
    if (!r)
        return {};
    auto sweep = latencyBatchSweep(pb.project.scenarios[size_t(c.scenario)], *r, pb.data);
    if (!sweep)
        return {};
    auto chart = std::make_unique<LatencyBatchChart>();
    chart->setSweeps({QString::fromStdString(r->name).left(40)}, {std::move(*sweep)});
    if (!chart->hasData())
        return {};
    return wrap(std::move(chart));
}

// The network's share of one request, every served scenario of the project in one chart.
PlaybookChartWidget networkShare(const Playbook& pb, const PlaybookChart&)
{
    QStringList names;
    std::vector<ChartOption> options;
    for (size_t i = 0; i < pb.results.size() && i < pb.project.scenarios.size(); ++i) {
        names << QString::fromStdString(pb.results[i].name).left(40);
        options.push_back({&pb.project.scenarios[i], &pb.results[i]});
    }
    const ChartSeriesSet set = chartSeries(ChartKind::NetworkShare, options);
    if (set.empty())
        return {};
    auto chart = std::make_unique<NetworkShareChart>();
    chart->setSeries(set, names);
    if (!chart->hasData())
        return {};
    return wrap(std::move(chart));
}

PlaybookChartWidget monteCarlo(const Playbook& pb, const PlaybookChart& c)
{
    const Recommendation* r = studyOf(pb, c);
    if (!r || !r->monteCarlo)
        return {};
    auto chart = std::make_unique<MonteCarloChart>();
    chart->setSummary(*r->monteCarlo, r->workloadKind == "training");
    if (!chart->hasData())
        return {};
    return wrap(std::move(chart));
}

PlaybookChartWidget pareto(const Playbook& pb, const PlaybookChart& c)
{
    const Recommendation* r = studyOf(pb, c);
    if (!r || r->ranked.empty())
        return {};
    auto chart = std::make_unique<ParetoChart>();
    chart->setRecommendation(*r, winnerBands(*r, pb.project, pb.data.catalog()));
    return wrap(std::move(chart));
}

PlaybookChartWidget tornado(const Playbook& pb, const PlaybookChart& c)
{
    const Recommendation* r = studyOf(pb, c);
    if (!r || r->tornado.empty())
        return {};
    auto chart = std::make_unique<TornadoChart>();
    chart->setBars(r->tornado, objectiveTitle(r->objective, r->workloadKind == "training"));
    return wrap(std::move(chart));
}

} // namespace

const std::map<ChartKind, PlaybookChartFactory>& playbookChartFactories()
{
    static const std::map<ChartKind, PlaybookChartFactory> factories = {
        {ChartKind::Roofline, roofline},
        {ChartKind::MemoryBreakdown, memoryBreakdown},
        {ChartKind::StepBreakdown, stepBreakdown},
        {ChartKind::LatencyThroughput, latencyThroughput},
        {ChartKind::CashFlow, cashFlow},
        {ChartKind::CostBreakdown, costBreakdownChart},
        {ChartKind::BuyVsRent, buyVsRentChart},
        {ChartKind::UserLatency, userLatencyChart},
        {ChartKind::StorageBandwidth, storageBandwidthChart},
        {ChartKind::Egress, egressChart},
        {ChartKind::Pareto, pareto},
        {ChartKind::Tornado, tornado},
        {ChartKind::LatencyBatch, latencyBatch},
        {ChartKind::NetworkShare, networkShare},
        {ChartKind::MonteCarlo, monteCarlo},
    };
    return factories;
}

} // namespace ap
