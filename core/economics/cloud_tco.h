#pragma once

#include "common/problem_kind.h"

#include "economics/cash_flow.h"

#include <optional>
#include <string>
#include <vector>

namespace ap {

enum class Commitment { OnDemand, Commit1y, Commit3y, Spot };

std::string_view commitmentName(Commitment c);
std::optional<Commitment> parseCommitment(std::string_view name);
int commitmentTermMonths(Commitment c); // 12, 36; 0 for on-demand and spot

// Spot preemption overhead. Each preemption loses on average half a checkpoint interval of
// work (uniform arrival between checkpoints) plus the restart time; with job-level rate
// lambda = devices x per-device rate, the useful fraction of paid time is
// 1 - lambda (interval/2 + restart), so paid hours = useful hours / that fraction
// (Young 1974 / Daly 2006 first-order model without the checkpoint-write term).
// Returns nullopt when the job would never progress (the fraction is <= 0).
std::optional<double> spotHoursMultiplier(double devices, double interruptionsPerDeviceHour,
                                          double checkpointIntervalSec, double restartSec);

struct CloudSpec {
    int devices = 8;                // cluster size while running
    double busyHoursPerMonth = 730; // hours per month the cluster does useful work
    Commitment commitment = Commitment::OnDemand;
    // Committed models only: devices reserved for every hour of the horizon (default: all).
    // Demand beyond the reservation bursts at `burst`.
    std::optional<double> reservedDevices;
    Commitment burst = Commitment::OnDemand; // OnDemand or Spot

    // USD per device-hour for each model the spec uses.
    std::optional<double> onDemandUsdPerDeviceHour;
    std::optional<double> commit1yUsdPerDeviceHour;
    std::optional<double> commit3yUsdPerDeviceHour;
    std::optional<double> spotUsdPerDeviceHour;
    double spotInterruptionsPerDeviceHour = 0;
    double checkpointIntervalSec = 3600;
    double restartSec = 600;

    double storageBytes = 0;
    double storageGrowthBytesPerMonth = 0;
    double storageUsdPerGigabyteMonth = 0;
    double egressBytesPerMonth = 0;
    std::vector<PriceTier> egressTiers;

    int horizonMonths = 36;
};

struct CloudTco {
    bool feasible = true;
    std::vector<Message> problems;
    std::optional<ProblemKind> problemKind; // what the first problem is about
    MonthlySeries monthlyUsd;
    double computeUsd = 0;
    double reservedUsd = 0;                // part of computeUsd paid for reservations
    double burstUsd = 0;                   // part of computeUsd paid at the burst model
    double commitmentBeyondHorizonUsd = 0; // reservation months owed after the horizon
    double storageUsd = 0;
    double egressUsd = 0;
    double egressBytes = 0;
    double billedDeviceHours = 0; // paid, incl. reserved-but-idle and spot rework
    double usefulDeviceHours = 0;
    double spotMultiplier = 1;
    double totalUsd = 0;
    double costPerUsefulDeviceHourUsd = 0;
};

CloudTco computeCloudTco(const CloudSpec& spec);
// The same into `out`, reusing its series' storage: a re-pricing loop allocates nothing.
void computeCloudTco(const CloudSpec& spec, CloudTco& out);

} // namespace ap
