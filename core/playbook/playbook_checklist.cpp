#include "playbook/playbook_builder.h"

#include "common/number_text.h"
#include "fabric/fabric_graph.h"
#include "perf/api_served.h"
#include "perf/figure_registry.h"
#include "perf/prediction_band.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "placement/cost_figures.h"
#include "placement/site.h"
#include "playbook/csv_text.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace ap::playbook_detail {

using nlohmann::json;

namespace {

// Devices per rack for the power-per-rack line: four 8-GPU servers, the DGX H100 SuperPOD
// rack layout (NVIDIA DGX SuperPOD reference architecture, 2023: 4 DGX H100 per rack,
// ~41 kW). Racks of other devices are stated with the same count so options compare.
constexpr int kDevicesPerRack = 32;
// Above this a rack needs liquid or rear-door cooling: the practical limit of air cooling
// (Uptime Institute Global Data Center Survey 2024: racks above 30-40 kW move to liquid).
constexpr double kAirCooledRackWatts = 40e3;

} // namespace

void Builder::checklist()
{
    PlaybookSection& sec =
        add("checklist", Message(AP_TEXT("ap::Playbook", "Build-out checklist")));
    for (size_t k = 0; k < pb.recommendations.size(); ++k) {
        const Recommendation& rec = pb.recommendations[k];
        if (rec.ranked.empty() || !chosenScenario[k])
            continue;
        const Candidate& w = rec.ranked.front();
        const Scenario& s = *chosenScenario[k];
        const ScenarioResult& res = *chosenResult[k];
        const Device* d = catalog.find(w.deviceId);
        if (!d)
            continue;
        sec.blocks.push_back(subheading(named(rec.study, w.labelMessage())));
        const bool gpu = d->kind == DeviceKind::Gpu || d->kind == DeviceKind::Accelerator;
        // The catalog's runtime (software.runtime), never the id or the vendor: it names the
        // collective library and the peer-memory module.
        const bool nvidia = d->runtime() == DeviceRuntime::Cuda;
        const bool amd = d->runtime() == DeviceRuntime::Rocm;

        // Fabric.
        std::vector<Message> fabric;
        const FabricSpec f = fabricSpecFor(s.cluster.fabric, *d, w.count);
        const MessageArg topology = msg::text(std::string(fabricTopologyName(f.topology)));
        fabric.push_back(
            f.topology == FabricTopology::RailOptimized
                ? Message(AP_TEXT("ap::Playbook",
                                  "Scale-out topology: %1 (NIC i of every node on "
                                  "leaf i, so rail-local collectives stay one switch "
                                  "hop)"),
                          {topology})
                : Message(AP_TEXT("ap::Playbook", "Scale-out topology: %1"), {topology}));
        fabric.push_back(Message(AP_TEXT("ap::Playbook", "One %1 Gb/s NIC per device (%2), %3 "
                                                         "devices per scale-up domain"),
                                 {msg::number(f.nicBytesPerSec * 8 / 1e9, "%.0f"),
                                  msg::phrase(gbps(f.nicBytesPerSec)), msg::count(f.domainSize)}));
        if (f.topology == FabricTopology::RailOptimized || f.topology == FabricTopology::FatTree) {
            int tiers = 1;
            if (w.count <= 65536) {
                const FabricGraph g(f);
                tiers = g.tiers();
            }
            // One transceiver at each end of every optical link: the device's NIC link,
            // plus its share of the uplinks of each tier above the leaf.
            double links = 1;
            if (tiers >= 2)
                links += 1 / f.oversubscription;
            if (tiers >= 3)
                links += 1 / (f.oversubscription * f.podOversubscription);
            fabric.push_back(
                tiers >= 3
                    ? Message(AP_TEXT("ap::Playbook", "Oversubscription %1:1 at the leaf, %2:1 at "
                                                      "the pod; %3 switch tier(s) of %4-port "
                                                      "switches"),
                              {human(f.oversubscription), human(f.podOversubscription),
                               msg::count(tiers), msg::count(f.switchRadix)})
                    : Message(AP_TEXT("ap::Playbook", "Oversubscription %1:1 at the leaf; %2 "
                                                      "switch tier(s) of %3-port switches"),
                              {human(f.oversubscription), msg::count(tiers),
                               msg::count(f.switchRadix)}));
            fabric.push_back(
                Message(AP_TEXT("ap::Playbook", "Optics: %1 transceivers per device (%2 in total), "
                                                "one at each end of every link"),
                        {human(2 * links), human(2 * links * w.count)}));
        }
        sec.blocks.push_back(subheading(Message(AP_TEXT("ap::Playbook", "Fabric"))));
        sec.blocks.push_back(bullets(fabric, Kind::Checklist));

        // Storage and checkpoints.
        std::vector<Message> storage;
        if (res.reliability) {
            const ReliabilityResult& r = *res.reliability;
            const ReliabilityOptions& o = s.reliability;
            storage.push_back(
                Message(AP_TEXT("ap::Playbook", "Storage tier: %1, %2 aggregate write, %3 read"),
                        {msg::text(std::string(storageKindName(o.storage.kind))),
                         msg::phrase(gbps(o.storage.aggregateWriteBytesPerSec)),
                         msg::phrase(gbps(o.storage.aggregateReadBytesPerSec))}));
            storage.push_back(
                Message(AP_TEXT("ap::Playbook", "Checkpoint every %1 (Young/Daly optimum %2), %3 "
                                                "each"),
                        {msg::duration(r.checkpointIntervalSec), msg::duration(r.dalyIntervalSec),
                         msg::bytes(r.checkpointBytes)}));
            storage.push_back(
                o.asyncCheckpoint
                    ? Message(AP_TEXT("ap::Playbook", "Asynchronous checkpoints: %1 stall each"),
                              {msg::duration(r.checkpointStallSec)})
                    : Message(AP_TEXT("ap::Playbook",
                                      "Synchronous checkpoints: %1 stall each; switch to "
                                      "asynchronous checkpointing (PyTorch DCP async_save) to "
                                      "hide the write"),
                              {msg::duration(r.checkpointStallSec)}));
            storage.push_back(
                Message(AP_TEXT("ap::Playbook", "Target checkpoint write bandwidth: %1 (what the "
                                                "stall above assumes); data loader reads %2"),
                        {msg::phrase(gbps(r.checkpointWriteBytesPerSec)),
                         msg::phrase(gbps(r.dataLoaderBytesPerSec))}));
        } else {
            const double dataset = s.datasetBytes;
            storage.push_back(
                Message(AP_TEXT("ap::Playbook",
                                "Model weights: %1 per device to load at start; keep a local "
                                "NVMe copy so a restart does not wait on the WAN"),
                        {msg::bytes(res.inference ? res.inference->memory.weightsBytes : 0)}));
            if (dataset > 0)
                storage.push_back(
                    Message(AP_TEXT("ap::Playbook", "Data at the serving site: %1 TB"),
                            {human(dataset / 1e12)}));
        }
        sec.blocks.push_back(
            subheading(Message(AP_TEXT("ap::Playbook", "Storage and checkpoints"))));
        sec.blocks.push_back(bullets(storage, Kind::Checklist));

        // Host settings: the "infrastructure tax".
        std::vector<Message> host;
        const std::string coll = amd ? "RCCL" : "NCCL";
        const double timeout = s.reliability.ncclTimeoutSec;
        if (w.cloud) {
            host.push_back(
                Message(AP_TEXT("ap::Playbook", "Cloud image: verify the provider's image sets the "
                                                "items below (they are usually right; check after "
                                                "every image update)")));
        }
        if (gpu) {
            host.push_back(Message(AP_TEXT("ap::Playbook",
                                           "BIOS/firmware: performance power profile, C-states "
                                           "beyond C1 off, latest GPU/NIC firmware on every "
                                           "node")));
            host.push_back(Message(AP_TEXT("ap::Playbook",
                                           "NUMA: bind each rank to the NUMA node of its GPU and "
                                           "NIC; IOMMU in passthrough mode")));
            host.push_back(Message(AP_TEXT("ap::Playbook",
                                           "PCIe: ACS disabled on the switches between GPU and "
                                           "NIC so peer-to-peer traffic is not routed through the "
                                           "root complex")));
            const Message peer =
                nvidia
                    ? Message(AP_TEXT("ap::Playbook", "nvidia-peermem or dma-buf loaded"))
                    : (amd ? Message(AP_TEXT("ap::Playbook", "ROCm peer memory (amdgpu dma-buf)"))
                           : Message(AP_TEXT("ap::Playbook", "the vendor's peer-memory driver")));
            host.push_back(Message(AP_TEXT("ap::Playbook", "GPUDirect RDMA: %1, verified with a "
                                                           "loopback bandwidth test"),
                                   {msg::phrase(peer)}));
            host.push_back(Message(AP_TEXT("ap::Playbook",
                                           "%1 environment: NCCL_IB_HCA and NCCL_SOCKET_IFNAME "
                                           "set to the fabric NICs, NCCL_IB_TIMEOUT=22, "
                                           "TORCH_NCCL_ASYNC_ERROR_HANDLING=1"),
                                   {msg::text(coll)}));
            host.push_back(Message(AP_TEXT("ap::Playbook", "Collective timeout: %1 s (the value "
                                                           "the timeout risk was computed with)"),
                                   {msg::number(timeout, "%.0f")}));
        } else if (d->kind == DeviceKind::Tpu) {
            host.push_back(Message(AP_TEXT("ap::Playbook",
                                           "TPU slice of %1 chips: the ICI torus comes with the "
                                           "slice; set the XLA collective timeout to %2 s"),
                                   {msg::count(w.count), msg::number(timeout, "%.0f")}));
        } else {
            host.push_back(Message(AP_TEXT("ap::Playbook",
                                           "CPU nodes: performance governor, one rank per NUMA "
                                           "node, huge pages, all memory channels populated")));
        }
        sec.blocks.push_back(
            subheading(Message(AP_TEXT("ap::Playbook", "Host settings (the infrastructure tax)"))));
        sec.blocks.push_back(bullets(host, Kind::Checklist));

        // Power and cooling.
        std::vector<Message> power;
        const double perDevice = w.facilityPowerWatts / std::max(1, w.count);
        const int perRack = std::min(w.count, kDevicesPerRack);
        const double rackWatts = perDevice * perRack;
        power.push_back(Message(AP_TEXT("ap::Playbook", "Facility power: %1 (devices, host share "
                                                        "and cooling at the site's PUE)"),
                                {msg::phrase(kw(w.facilityPowerWatts))}));
        Message cooling =
            rackWatts > kAirCooledRackWatts
                ? Message(AP_TEXT("ap::Playbook", "beyond air cooling: direct liquid or rear-door "
                                                  "heat exchangers"))
                : Message(AP_TEXT("ap::Playbook", "air cooling suffices"));
        if (w.cloud)
            cooling = Message(AP_TEXT("ap::Playbook", "%1 (the provider's concern in a cloud "
                                                      "region)"),
                              {msg::phrase(cooling)});
        power.push_back(
            Message(AP_TEXT("ap::Playbook", "Per rack of %1 devices: %2; %3"),
                    {msg::count(perRack), msg::phrase(kw(rackWatts)), msg::phrase(cooling)}));
        if (res.cost && energyKnown(*res.cost))
            power.push_back(
                Message(AP_TEXT("ap::Playbook", "Energy over the horizon: %1 MWh, %2 t CO2e"),
                        {human(res.cost->energyKwh / 1e3), human(res.cost->co2Tonnes)}));
        sec.blocks.push_back(subheading(Message(AP_TEXT("ap::Playbook", "Power and cooling"))));
        sec.blocks.push_back(bullets(power, Kind::Checklist));
    }
    if (sec.blocks.empty())
        sec.blocks.push_back(paragraph(
            Message(AP_TEXT("ap::Playbook", "No option qualifies, so there is nothing to build "
                                            "yet: see the rejections under Options compared."))));
}

void Builder::csvTables()
{
    // Scenario results: the figures of `evaluate --json`. The headline figures come from the
    // registry (perf/figure_registry.h): the columns this table has had since its first
    // version stay where they were (scripts read them by position too); the others follow the
    // cost parts, in the registry's order.
    CsvTable& s = pb.csv.emplace_back();
    s.name = "scenarios";
    struct Row {
        const Scenario& scenario;
        const ScenarioResult& r;
        HeadlineFigures h;
        std::vector<CostPart> parts;        // costBreakdown: empty without a feasible cost
        std::optional<ScenarioBands> bands; // perf/prediction_band.h: P10-P90 of the figures
        bool training() const { return r.training && r.feasible; }
        bool serving() const { return r.inference && r.feasible; }
        // The scenario's own devices serve it (not a model API: perf/api_served.h).
        bool ownServing() const { return ownInference(r) && r.feasible; }
    };
    std::vector<std::pair<std::string, std::function<std::string(const Row&)>>> columns;
    const auto column = [&](std::string name, std::function<std::string(const Row&)> cell) {
        columns.emplace_back(std::move(name), std::move(cell));
    };
    std::vector<HeadlineFigure> placed;
    const auto figure = [&](HeadlineFigure id) {
        const HeadlineFigureInfo& f = headlineFigureInfo(id);
        placed.push_back(id);
        column(std::string(f.csvColumn), [&f](const Row& x) {
            // A workload's figures are empty for an infeasible scenario, like its other
            // columns; the cost's follow the report (rowValue).
            const auto v = rowValue(f, x.r, x.h);
            return v ? csvNumber(*v) : std::string();
        });
    };
    const auto number = [](bool shown, auto value) {
        return shown ? csvNumber(value()) : std::string();
    };
    column("name", [](const Row& x) { return x.r.name; });
    column("feasible", [](const Row& x) { return std::string(x.r.feasible ? "true" : "false"); });
    column("device", [](const Row& x) { return x.scenario.cluster.deviceId; });
    column("count", [](const Row& x) { return std::to_string(x.scenario.cluster.count); });
    column("memory_per_device_bytes", [](const Row& x) {
        return servedByApi(x.r) ? std::string() : csvNumber(x.r.memoryPerDeviceBytes);
    });
    column("training_tokens_per_s", [&](const Row& x) {
        return number(x.training(), [&] { return x.r.training->tokensPerSec; });
    });
    column("training_step_time_s", [&](const Row& x) {
        return number(x.training(), [&] { return x.r.training->stepTimeSec; });
    });
    column("training_mfu",
           [&](const Row& x) { return number(x.training(), [&] { return x.r.training->mfu; }); });
    figure(HeadlineFigure::TimeToTrain);
    figure(HeadlineFigure::TimeToTrainIdeal);
    column("inference_batch", [&](const Row& x) {
        return number(x.ownServing(), [&] { return x.r.inference->batch; });
    });
    column("inference_ttft_s", [&](const Row& x) {
        return number(x.ownServing(), [&] { return x.r.inference->ttftSec; });
    });
    column("inference_tpot_s", [&](const Row& x) {
        return number(x.ownServing(), [&] { return x.r.inference->tpotSec; });
    });
    column("inference_output_tokens_per_s", [&](const Row& x) {
        return number(x.serving(), [&] { return shownOutputTokensPerSec(x.r); });
    });
    column("goodput", [&](const Row& x) {
        return number(x.r.reliability.has_value(), [&] { return x.r.reliability->goodput; });
    });
    figure(HeadlineFigure::TotalCost);
    column("cost_npv_usd", [&](const Row& x) {
        return number(x.r.cost.has_value(), [&] { return x.r.cost->npvUsd; });
    });
    figure(HeadlineFigure::CostPerTrainingRun);
    figure(HeadlineFigure::CostPerMillionOutputTokens);
    column("problems", [](const Row& x) { return join(englishOf(x.r.problems), "; "); });
    // The cost parts as the charts stack them (placement/cost_parts.h), summing to
    // cost_total_usd; empty without a feasible cost.
    for (CostPartKind k : kCostPartKinds)
        column(std::string(costPartInfo(k).csvColumn), [k](const Row& x) {
            return x.parts.empty() ? std::string() : csvNumber(costPartUsd(x.parts, k));
        });
    // The headline figures the first version of this table did not have (monthly cost, the
    // users' latencies, energy and CO2 per unit of work).
    for (const HeadlineFigureInfo& f : headlineFigureInfos())
        if (std::find(placed.begin(), placed.end(), f.id) == placed.end())
            figure(f.id);
    // The P10-P90 bands of the performance figures (perf/prediction_band.h), the regime they
    // come from and its measured rows; empty where the scenario has no band.
    const auto band = [&](std::string name, std::optional<FigureBand> ScenarioBands::*member) {
        column(name + "_p10", [member](const Row& x) {
            return x.bands && (*x.bands).*member ? csvNumber(((*x.bands).*member)->p10)
                                                 : std::string();
        });
        column(name + "_p90", [member](const Row& x) {
            return x.bands && (*x.bands).*member ? csvNumber(((*x.bands).*member)->p90)
                                                 : std::string();
        });
    };
    band("training_tokens_per_s", &ScenarioBands::tokensPerSec);
    band("training_step_time_s", &ScenarioBands::stepTimeSec);
    band(std::string(headlineFigureInfo(HeadlineFigure::TimeToTrain).csvColumn),
         &ScenarioBands::timeToTrainSec);
    band("inference_ttft_s", &ScenarioBands::ttftSec);
    band("inference_tpot_s", &ScenarioBands::tpotSec);
    band("inference_output_tokens_per_s", &ScenarioBands::outputTokensPerSec);
    // The cost per unit of work's band, in the column of its workload's figure.
    for (const HeadlineFigure id :
         {HeadlineFigure::CostPerTrainingRun, HeadlineFigure::CostPerMillionOutputTokens}) {
        const bool training = id == HeadlineFigure::CostPerTrainingRun;
        const std::string name(headlineFigureInfo(id).csvColumn);
        for (const bool p90 : {false, true})
            column(name + (p90 ? "_p90" : "_p10"), [training, p90](const Row& x) {
                if (!x.bands || !x.bands->costPerWorkUsd || x.r.training.has_value() != training)
                    return std::string();
                return csvNumber(p90 ? x.bands->costPerWorkUsd->p90 : x.bands->costPerWorkUsd->p10);
            });
    }
    column("prediction_band_regime",
           [](const Row& x) { return x.bands ? x.bands->regime : std::string(); });
    column("prediction_band_rows",
           [](const Row& x) { return x.bands ? std::to_string(x.bands->rows) : std::string(); });

    for (const auto& c : columns)
        s.header.push_back(c.first);
    s.numbersExcept({"name", "feasible", "device", "problems", "prediction_band_regime"});
    for (size_t i = 0; i < pb.results.size(); ++i) {
        const ScenarioResult& r = pb.results[i];
        const Row x{project.scenarios[i], r, headlineFigures(r), costBreakdown(r),
                    scenarioBands(project.scenarios[i], r, data)};
        std::vector<std::string>& row = s.rows.emplace_back();
        for (const auto& c : columns)
            row.push_back(c.second(x));
    }

    // Users in several regions: each region's figures (the `users` object of `evaluate
    // --json`); a table only where some scenario names regions.
    CsvTable regions;
    regions.name = "user_regions";
    regions.header = {"scenario",
                      "region",
                      "share",
                      "distance_km",
                      "round_trip_s",
                      "ttft_with_network_s",
                      "request_latency_with_network_s",
                      "worst"};
    regions.numbersExcept({"scenario", "region", "worst"});
    for (const ScenarioResult& r : pb.results) {
        const std::vector<UserRegionFigures> figures = userRegionFigures(r);
        const int worst = worstUserRegion(figures);
        for (size_t k = 0; k < figures.size(); ++k) {
            const UserRegionFigures& f = figures[k];
            const auto optional = [](const std::optional<double>& v) {
                return v ? csvNumber(*v) : std::string();
            };
            regions.rows.push_back({r.name, f.name, csvNumber(f.share), csvNumber(f.distanceKm),
                                    csvNumber(f.roundTripSec), optional(f.ttftWithNetworkSec),
                                    optional(f.requestLatencyWithNetworkSec),
                                    int(k) == worst ? "true" : "false"});
        }
    }
    if (!regions.rows.empty())
        pb.csv.push_back(std::move(regions));

    // Ranked candidates with their objectives: the figures of `recommend --json`.
    CsvTable& c = pb.csv.emplace_back();
    c.name = "candidates";
    c.header = {"study",
                "rank",
                "label",
                "device",
                "count",
                "tensor",
                "pipeline",
                "data",
                "site",
                "commitment",
                "fallback_site",
                "cost_per_work_usd",
                "total_cost_usd",
                "horizon_cost_usd",
                "usd_per_device_hour",
                "time_to_train_s",
                "ttft_s",
                "tpot_s",
                "output_tokens_per_s",
                "energy_kwh_per_work",
                "co2_kg_per_work",
                "facility_power_w",
                "availability",
                "risk"};
    for (int o = 0; o < kObjectiveCount; ++o)
        c.header.push_back("objective_" + std::string(objectiveName(Objective(o))));
    c.numbersExcept({"study", "label", "device", "site", "commitment", "fallback_site"});
    for (const Recommendation& r : pb.recommendations) {
        for (size_t i = 0; i < r.ranked.size(); ++i) {
            const Candidate& x = r.ranked[i];
            std::vector<std::string> row = {r.study,
                                            std::to_string(i + 1),
                                            x.label(),
                                            x.deviceId,
                                            std::to_string(x.count),
                                            std::to_string(x.parallelism.tensor),
                                            std::to_string(x.parallelism.pipeline),
                                            std::to_string(x.parallelism.data),
                                            x.site,
                                            x.cloud ? std::string(commitmentName(x.commitment))
                                                    : "",
                                            x.fallbackSite,
                                            csvNumber(x.costPerWorkUsd),
                                            csvNumber(x.totalCostUsd),
                                            csvNumber(x.horizonCostUsd),
                                            csvNumber(x.usdPerDeviceHour),
                                            x.training ? csvNumber(x.timeToTrainSec) : "",
                                            x.training ? "" : csvNumber(x.ttftSec),
                                            x.training ? "" : csvNumber(x.tpotSec),
                                            x.training ? "" : csvNumber(x.outputTokensPerSec),
                                            csvNumber(x.energyKwhPerWork),
                                            csvNumber(x.co2KgPerWork),
                                            csvNumber(x.facilityPowerWatts),
                                            csvNumber(x.availability),
                                            csvNumber(x.risk)};
            for (double v : x.objectives)
                row.push_back(csvNumber(v));
            c.rows.push_back(std::move(row));
        }
    }

    // Monthly cash flows per option: the scenarios as written and each study's winner.
    CsvTable& m = pb.csv.emplace_back();
    m.name = "cash_flows";
    m.header = {"option", "kind", "month", "cash_flow_usd", "cumulative_usd"};
    m.numbersExcept({"option", "kind"});
    auto addSeries = [&](const std::string& option, const std::string& kind, const CostReport& r) {
        double cumulative = 0;
        for (size_t i = 0; i < r.monthlyCashFlowUsd.size(); ++i) {
            cumulative += r.monthlyCashFlowUsd[i];
            m.rows.push_back({option, kind, std::to_string(i + 1),
                              csvNumber(r.monthlyCashFlowUsd[i]), csvNumber(cumulative)});
        }
    };
    for (const ScenarioResult& r : pb.results)
        if (r.cost)
            addSeries(r.name, "scenario", *r.cost);
    for (size_t k = 0; k < pb.recommendations.size(); ++k)
        if (chosenResult[k] && chosenResult[k]->cost)
            addSeries(pb.recommendations[k].ranked.front().label(),
                      "recommended: " + pb.recommendations[k].study, *chosenResult[k]->cost);
}

} // namespace ap::playbook_detail
