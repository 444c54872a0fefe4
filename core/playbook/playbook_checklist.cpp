#include "playbook/playbook_builder.h"

#include "common/number_text.h"
#include "fabric/fabric_graph.h"
#include "perf/scenario_figures.h"
#include "placement/site.h"
#include "playbook/csv_text.h"

#include <algorithm>
#include <cmath>

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
    PlaybookSection& sec = add("checklist", "Build-out checklist");
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
        sec.blocks.push_back(subheading(rec.study + ": " + w.label()));
        const bool gpu = d->kind == DeviceKind::Gpu || d->kind == DeviceKind::Accelerator;
        const bool nvidia = d->vendor == "NVIDIA" || d->id.starts_with("nvidia");
        const bool amd = d->id.starts_with("amd-") && d->kind == DeviceKind::Gpu;

        // Fabric.
        std::vector<std::string> fabric;
        const FabricSpec f = fabricSpecFor(s.cluster.fabric, *d, w.count);
        fabric.push_back("Scale-out topology: " + std::string(fabricTopologyName(f.topology)) +
                         (f.topology == FabricTopology::RailOptimized
                              ? " (NIC i of every node on leaf i, so rail-local collectives "
                                "stay one switch hop)"
                              : ""));
        fabric.push_back("One " + formatNumber(f.nicBytesPerSec * 8 / 1e9, "%.0f") +
                         " Gb/s NIC per device (" + gbps(f.nicBytesPerSec) + "), " +
                         std::to_string(f.domainSize) + " devices per scale-up domain");
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
                "Oversubscription " + formatHuman(f.oversubscription) + ":1 at the leaf" +
                (tiers >= 3 ? ", " + formatHuman(f.podOversubscription) + ":1 at the pod"
                            : std::string()) +
                "; " + std::to_string(tiers) + " switch tier(s) of " +
                std::to_string(f.switchRadix) + "-port switches");
            fabric.push_back("Optics: " + formatHuman(2 * links) + " transceivers per device (" +
                             formatHuman(2 * links * w.count) +
                             " in total), one at each end of every link");
        }
        sec.blocks.push_back(subheading("Fabric"));
        sec.blocks.push_back(bullets(fabric, Kind::Checklist));

        // Storage and checkpoints.
        std::vector<std::string> storage;
        if (res.reliability) {
            const ReliabilityResult& r = *res.reliability;
            const ReliabilityOptions& o = s.reliability;
            storage.push_back("Storage tier: " + std::string(storageKindName(o.storage.kind)) +
                              ", " + gbps(o.storage.aggregateWriteBytesPerSec) +
                              " aggregate write, " + gbps(o.storage.aggregateReadBytesPerSec) +
                              " read");
            storage.push_back("Checkpoint every " + formatDuration(r.checkpointIntervalSec) +
                              " (Young/Daly optimum " + formatDuration(r.dalyIntervalSec) + "), " +
                              gb(r.checkpointBytes) + " each");
            storage.push_back(std::string(o.asyncCheckpoint ? "Asynchronous" : "Synchronous") +
                              " checkpoints: " + formatDuration(r.checkpointStallSec) +
                              " stall each" +
                              (o.asyncCheckpoint ? std::string()
                                                 : "; switch to asynchronous checkpointing "
                                                   "(PyTorch DCP async_save) to hide the write"));
            storage.push_back(
                "Target checkpoint write bandwidth: " + gbps(r.checkpointWriteBytesPerSec) +
                " (what the stall above assumes); data loader reads " +
                gbps(r.dataLoaderBytesPerSec));
        } else {
            const double dataset = s.datasetBytes;
            storage.push_back(
                "Model weights: " + gb(res.inference ? res.inference->memory.weightsBytes : 0) +
                " per device to load at start; keep a local NVMe copy so a "
                "restart does not wait on the WAN");
            if (dataset > 0)
                storage.push_back("Data at the serving site: " + formatHuman(dataset / 1e12) +
                                  " TB");
        }
        sec.blocks.push_back(subheading("Storage and checkpoints"));
        sec.blocks.push_back(bullets(storage, Kind::Checklist));

        // Host settings: the "infrastructure tax".
        std::vector<std::string> host;
        const std::string coll = amd ? "RCCL" : "NCCL";
        const double timeout = s.reliability.ncclTimeoutSec;
        if (w.cloud) {
            host.push_back("Cloud image: verify the provider's image sets the items below "
                           "(they are usually right; check after every image update)");
        }
        if (gpu) {
            host.push_back("BIOS/firmware: performance power profile, C-states beyond C1 "
                           "off, latest GPU/NIC firmware on every node");
            host.push_back("NUMA: bind each rank to the NUMA node of its GPU and NIC; IOMMU "
                           "in passthrough mode");
            host.push_back("PCIe: ACS disabled on the switches between GPU and NIC so "
                           "peer-to-peer traffic is not routed through the root complex");
            host.push_back(std::string("GPUDirect RDMA: ") +
                           (nvidia ? "nvidia-peermem or dma-buf loaded"
                                   : (amd ? "ROCm peer memory (amdgpu dma-buf)"
                                          : "the vendor's peer-memory driver")) +
                           ", verified with a loopback bandwidth test");
            host.push_back(coll + " environment: NCCL_IB_HCA and NCCL_SOCKET_IFNAME set to "
                                  "the fabric NICs, NCCL_IB_TIMEOUT=22, "
                                  "TORCH_NCCL_ASYNC_ERROR_HANDLING=1");
            host.push_back("Collective timeout: " + formatNumber(timeout, "%.0f") +
                           " s (the value the timeout risk was computed with)");
        } else if (d->kind == DeviceKind::Tpu) {
            host.push_back("TPU slice of " + std::to_string(w.count) +
                           " chips: the ICI torus comes with the slice; set the XLA "
                           "collective timeout to " +
                           formatNumber(timeout, "%.0f") + " s");
        } else {
            host.push_back("CPU nodes: performance governor, one rank per NUMA node, "
                           "huge pages, all memory channels populated");
        }
        sec.blocks.push_back(subheading("Host settings (the infrastructure tax)"));
        sec.blocks.push_back(bullets(host, Kind::Checklist));

        // Power and cooling.
        std::vector<std::string> power;
        const double perDevice = w.facilityPowerWatts / std::max(1, w.count);
        const int perRack = std::min(w.count, kDevicesPerRack);
        const double rackWatts = perDevice * perRack;
        power.push_back("Facility power: " + kw(w.facilityPowerWatts) +
                        " (devices, host "
                        "share and cooling at the site's PUE)");
        power.push_back("Per rack of " + std::to_string(perRack) + " devices: " + kw(rackWatts) +
                        "; " +
                        (rackWatts > kAirCooledRackWatts
                             ? "beyond air cooling: direct liquid or rear-door heat "
                               "exchangers"
                             : "air cooling suffices") +
                        (w.cloud ? " (the provider's concern in a cloud region)" : ""));
        if (res.cost)
            power.push_back("Energy over the horizon: " + formatHuman(res.cost->energyKwh / 1e3) +
                            " MWh, " + formatHuman(res.cost->co2Tonnes) + " t CO2e");
        sec.blocks.push_back(subheading("Power and cooling"));
        sec.blocks.push_back(bullets(power, Kind::Checklist));
    }
    if (sec.blocks.empty())
        sec.blocks.push_back(paragraph("No option qualifies, so there is nothing to build yet: "
                                       "see the rejections under Options compared."));
}

void Builder::csvTables()
{
    // Scenario results: the figures of `evaluate --json`.
    CsvTable& s = pb.csv.emplace_back();
    s.name = "scenarios";
    s.header = {"name",
                "feasible",
                "device",
                "count",
                "memory_per_device_bytes",
                "training_tokens_per_s",
                "training_step_time_s",
                "training_mfu",
                "training_time_to_train_s",
                "training_time_to_train_ideal_s",
                "inference_batch",
                "inference_ttft_s",
                "inference_tpot_s",
                "inference_output_tokens_per_s",
                "goodput",
                "cost_total_usd",
                "cost_npv_usd",
                "cost_per_training_run_usd",
                "cost_per_million_output_tokens_usd",
                "problems"};
    auto opt = [](std::optional<double> v) { return v ? csvNumber(*v) : std::string(); };
    for (size_t i = 0; i < pb.results.size(); ++i) {
        const ScenarioResult& r = pb.results[i];
        const Scenario& sc = project.scenarios[i];
        const bool t = r.training && r.feasible, n = r.inference && r.feasible;
        s.rows.push_back({
            r.name,
            r.feasible ? "true" : "false",
            sc.cluster.deviceId,
            std::to_string(sc.cluster.count),
            csvNumber(r.memoryPerDeviceBytes),
            t ? csvNumber(r.training->tokensPerSec) : "",
            t ? csvNumber(r.training->stepTimeSec) : "",
            t ? csvNumber(r.training->mfu) : "",
            t ? csvNumber(effectiveTimeToTrainSec(r)) : "",
            t ? csvNumber(r.training->timeToTrainSec) : "",
            n ? csvNumber(r.inference->batch) : "",
            n ? csvNumber(r.inference->ttftSec) : "",
            n ? csvNumber(r.inference->tpotSec) : "",
            n ? csvNumber(r.inference->outputTokensPerSec) : "",
            r.reliability ? csvNumber(r.reliability->goodput) : "",
            r.cost ? csvNumber(r.cost->totalCostUsd) : "",
            r.cost ? csvNumber(r.cost->npvUsd) : "",
            r.cost ? opt(r.cost->costPerTrainingRunUsd) : "",
            r.cost ? opt(r.cost->costPerMillionOutputTokensUsd) : "",
            join(englishOf(r.problems), "; "),
        });
    }

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
