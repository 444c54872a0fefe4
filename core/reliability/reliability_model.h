#pragma once

#include "storage/storage_tier.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace ap {

class JsonReader;

// Failure rates per component-hour. Defaults are derived from the Llama 3 405B run: 419
// unexpected interruptions in 54 days on 16,384 H100s in 2,048 hosts (Grattafiori et al.
// 2024, Table 5; facts.md E3), divided by the component-hours of each class:
//   GPU (faulty GPU 148, HBM3 72, SRAM 19, system processor 17, thermal 6, SDC 6) = 268
//   host (maintenance 32, PSU 3, chassis 2, IO board 2, CPU 2, memory 2, SSD 3) = 46
//   network (switch/cable 35, NIC 7) = 42 per NIC; NCCL watchdog timeouts 7 per NIC
//   software (bugs 54, dependencies 2) = 56 per GPU (more ranks, more ways to fail)
// and 47 planned interruptions in 54 days for the job.
struct FailureRates {
    double gpuPerHour = 268.0 / (16384 * 54 * 24.0);
    double hostPerHour = 46.0 / (2048 * 54 * 24.0);
    double networkPerNicHour = 42.0 / (16384 * 54 * 24.0);
    double softwarePerGpuHour = 56.0 / (16384 * 54 * 24.0);
    // Hangs that end in the collective watchdog rather than a visible error, per NIC-hour.
    double hangPerNicHour = 7.0 / (16384 * 54 * 24.0);
    // Planned maintenance (firmware, configuration, operator stops): 47 in 54 days on the 2,048
    // hosts of the Llama 3 run, per host: a job on fewer hosts is stopped less often. A
    // checkpoint is taken before a planned stop, so it costs the restart, not lost work.
    std::optional<double> plannedPerDay; // stated: per job and day, whatever its size
    double plannedPerHostDay = 47.0 / (2048 * 54.0);
    bool operator==(const FailureRates&) const = default;
};

// The scenario's `reliability` object.
struct ReliabilityOptions {
    FailureRates rates;
    // Detect, reschedule, reload. Derived from the Llama 3 run (Grattafiori et al. 2024,
    // section 3.3.4): > 90% effective training time with 466 interruptions in 54 days leaves
    // at most 54 x 86400 x 0.1 / 466 = 1,000 s per interruption for restart plus lost work;
    // 10 minutes of restart leaves ~400 s of lost work (a checkpoint every ~13 minutes).
    double restartSec = 10 * 60;
    double ncclTimeoutSec = 600; // PyTorch ProcessGroupNCCL default (10 min, facts.md E4)
    // Link flaps: transient stalls of a link (retrain, congestion pause). Those longer than
    // the watchdog timeout kill the job. Rate and mean stall are stated assumptions.
    double linkFlapsPerLinkHour = 1e-4;
    double meanFlapStallSec = 20;
    // Run-to-run jitter of one rank's step (coefficient of variation); stragglers make every
    // synchronous step wait for the slowest of n ranks. Llama 3 saw 1-2% diurnal swings.
    double stepJitterCv = 0.01;
    // bf16 weights 2 + fp32 master weights 4 + Adam m and v 4 + 4: gradients are not saved
    // (they are recomputed by the next step), so 14, not the 16 bytes of training state.
    double checkpointBytesPerParameter = 14;
    std::optional<double> checkpointIntervalSec; // default: Young/Daly optimum
    bool asyncCheckpoint = false;
    StorageTier storage = defaultStorageTier(StorageKind::ParallelFileSystem);
    double datasetBytesPerToken = 4;            // tokenised text on disk (uint32 token ids)
    std::optional<double> costPerDeviceHourUsd; // for the dollar cost of stalls and lost work
    bool operator==(const ReliabilityOptions&) const = default;
};

ReliabilityOptions parseReliabilityOptions(const JsonReader& r);
nlohmann::json reliabilityOptionsToJson(const ReliabilityOptions& o);

// What the run needs to know about the cluster.
struct ClusterShape {
    int devices = 1;
    int devicesPerHost = 8;
    double nicBytesPerSecPerDevice = 50e9;
    double hostLinkBytesPerSec = 64e9; // device to host memory (async checkpoint copy)
    double parameters = 0;             // model parameters (whole model)
    double tokensPerSec = 0;           // training throughput
    double stepTimeSec = 1;
    double timeToTrainSec = 0;
};

struct ReliabilityResult {
    double interruptionsPerDay = 0; // unexpected + planned
    double plannedPerDay = 0;       // of which planned (per host, or as stated for the job)
    double mtbfSec = 0;             // job mean time between interruptions
    double checkpointBytes = 0;
    double checkpointWriteBytesPerSec = 0;
    double checkpointStallSec = 0;    // training paused per checkpoint
    double youngIntervalSec = 0;      // sqrt(2 delta M)
    double dalyIntervalSec = 0;       // sqrt(2 delta M) - delta
    double checkpointIntervalSec = 0; // used
    double goodput = 1;               // useful / wall time
    double lostHoursPerDay = 0;       // checkpoint stalls + restarts + recomputed work
    double timeoutsPerDay = 0;        // collectives killed by the watchdog
    double timeoutProbabilityPerDay = 0;
    double stragglerSlowdown = 1;    // E[max of n ranks] / mean
    double stragglerP99Slowdown = 1; // 99th percentile of the slowest rank / mean
    double effectiveTimeToTrainSec = 0;
    double dataLoaderBytesPerSec = 0;
    double storageReadHeadroom = 0; // storage read bandwidth / what the loader needs
    // A loader that reads slower than the step consumes tokens stretches every step by
    // 1 / headroom (the input pipeline is on the critical path once its prefetch is drained).
    double dataLoaderSlowdown = 1;
    // Bytes the store must hold: the latest complete checkpoint (frameworks keep at least
    // one: Megatron's latest_checkpointed_iteration, PyTorch DCP's last saved step).
    double storedCheckpointBytes = 0;
    bool checkpointExceedsStorage = false; // storedCheckpointBytes > storage.capacityBytes
    // storedCheckpointBytes x storage.cost_usd_per_gb_month, per month the store holds it.
    double checkpointStorageUsdPerMonth = 0;
    std::optional<double> stallCostPerDayUsd;
    std::optional<double> lostWorkCostPerDayUsd;
    bool checkpointLostWithNode = false;
};

// Interruptions, timeouts, checkpoint stalls and the goodput they leave (MODEL.md section 4).
ReliabilityResult evaluateReliability(const ReliabilityOptions& o, const ClusterShape& c);

// Young (1974): tau = sqrt(2 delta M); Daly (2006): sqrt(2 delta M) - delta for delta << M.
double youngIntervalSec(double checkpointCostSec, double mtbfSec);
double dalyIntervalSec(double checkpointCostSec, double mtbfSec);

nlohmann::json reliabilityResultToJson(const ReliabilityResult& r);

} // namespace ap
