#include "reliability/reliability_model.h"
#include "reliability/reliability_terms.h"

#include "project/field_schema.h"

#include "common/json_reader.h"
#include "common/json_writer.h"
#include "perf/evaluation_json.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

namespace ap {

namespace {

// Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9).
double normalQuantile(double p)
{
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                               -2.759285104469687e+02, 1.383577518672690e+02,
                               -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                               -1.556989798598866e+02, 6.680131188771972e+01,
                               -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                               -2.400758277161838e+00, -2.549732539343734e+00,
                               4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    p = std::clamp(p, 1e-300, 1.0 - 1e-16);
    if (p < 0.02425) {
        const double q = std::sqrt(-2 * std::log(p));
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    if (p > 1 - 0.02425) {
        const double q = std::sqrt(-2 * std::log1p(-p));
        return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    const double q = p - 0.5, r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

} // namespace

double youngIntervalSec(double checkpointCostSec, double mtbfSec)
{
    return std::sqrt(2.0 * checkpointCostSec * mtbfSec);
}

double dalyIntervalSec(double checkpointCostSec, double mtbfSec)
{
    return std::max(checkpointCostSec,
                    youngIntervalSec(checkpointCostSec, mtbfSec) - checkpointCostSec);
}

namespace {

double clusterDevices(const ClusterShape& c)
{
    return std::max(1, c.devices);
}

} // namespace

bool ReliabilityClusterTerms::matches(const ReliabilityOptions& o, const ClusterShape& c) const
{
    return devices == clusterDevices(c) && stepJitterCv == o.stepJitterCv &&
           ncclTimeoutSec == o.ncclTimeoutSec && meanFlapStallSec == o.meanFlapStallSec;
}

ReliabilityClusterTerms reliabilityClusterTerms(const ReliabilityOptions& o, const ClusterShape& c)
{
    ReliabilityClusterTerms t;
    const double devices = clusterDevices(c);
    t.devices = devices;
    t.stepJitterCv = o.stepJitterCv;
    t.ncclTimeoutSec = o.ncclTimeoutSec;
    t.meanFlapStallSec = o.meanFlapStallSec;
    // Link stalls are exponentially distributed: P(stall > T) = exp(-T / mean).
    t.linkStallTail = std::exp(-o.ncclTimeoutSec / o.meanFlapStallSec);
    // Synchronous steps wait for the slowest rank: E[max of n] ~ mean (1 + cv sqrt(2 ln n)).
    t.stragglerSlowdown =
        devices > 1 ? 1.0 + o.stepJitterCv * std::sqrt(2.0 * std::log(devices)) : 1.0;
    // The tail of that distribution: the slowest of n normal ranks stays below z with
    // probability Phi(z)^n, so its 99th percentile is at Phi^-1(0.99^(1/n)).
    t.stragglerP99Slowdown = 1.0 + o.stepJitterCv * normalQuantile(std::pow(0.99, 1.0 / devices));
    return t;
}

ReliabilityResult evaluateReliability(const ReliabilityOptions& o, const ClusterShape& c)
{
    return evaluateReliability(o, c, reliabilityClusterTerms(o, c));
}

ReliabilityResult evaluateReliability(const ReliabilityOptions& o, const ClusterShape& c,
                                      const ReliabilityClusterTerms& given)
{
    // Terms built for another cluster or other options are not used: computed afresh.
    const ReliabilityClusterTerms t = given.matches(o, c) ? given : reliabilityClusterTerms(o, c);
    ReliabilityResult r;
    const double devices = clusterDevices(c);
    const double hosts = std::ceil(devices / std::max(1, c.devicesPerHost));
    const double nics = devices; // one NIC (rail) per device in the reference designs

    // Collectives that outlive the watchdog: hangs, and link stalls longer than the timeout
    // (exponentially distributed stall lengths: P(stall > T) = exp(-T / mean)).
    const FailureRates& f = o.rates;
    const double timeoutsPerHour =
        nics * (f.hangPerNicHour + o.linkFlapsPerLinkHour * t.linkStallTail);
    const double unexpectedPerHour = devices * (f.gpuPerHour + f.softwarePerGpuHour) +
                                     hosts * f.hostPerHour + nics * f.networkPerNicHour +
                                     timeoutsPerHour;
    const double plannedPerHour = f.plannedPerDay.value_or(hosts * f.plannedPerHostDay) / 24.0;
    const double perHour = unexpectedPerHour + plannedPerHour;
    r.plannedPerDay = 24.0 * plannedPerHour;
    r.interruptionsPerDay = 24.0 * perHour;
    r.mtbfSec = 3600.0 / perHour;
    r.timeoutsPerDay = 24.0 * timeoutsPerHour;
    r.timeoutProbabilityPerDay = 1.0 - std::exp(-r.timeoutsPerDay);

    // Checkpoint: size from the training state; written by every host at once.
    r.checkpointBytes = c.parameters * o.checkpointBytesPerParameter;
    r.checkpointWriteBytesPerSec = effectiveWriteBytesPerSec(
        o.storage, int(hosts), c.nicBytesPerSecPerDevice * std::max(1, c.devicesPerHost));
    const double writeSec = r.checkpointBytes / r.checkpointWriteBytesPerSec;
    // Asynchronous checkpointing pauses only for the device-to-host copy of each device's
    // shard; the write to storage proceeds in the background.
    const double copySec = r.checkpointBytes / devices / std::max(1.0, c.hostLinkBytesPerSec);
    const double stallCost = o.asyncCheckpoint ? std::min(copySec, writeSec) : writeSec;
    r.youngIntervalSec = youngIntervalSec(stallCost, r.mtbfSec);
    r.dalyIntervalSec = dalyIntervalSec(stallCost, r.mtbfSec);
    // Asynchronous checkpoints cannot come faster than storage absorbs them.
    const double optimal =
        o.asyncCheckpoint ? std::max(r.dalyIntervalSec, writeSec) : r.dalyIntervalSec;
    r.checkpointIntervalSec = std::max(c.stepTimeSec, o.checkpointIntervalSec.value_or(optimal));
    // A background write slower than the interval backs up into the next checkpoint.
    r.checkpointStallSec =
        o.asyncCheckpoint
            ? std::min(writeSec, stallCost + std::max(0.0, writeSec - r.checkpointIntervalSec))
            : writeSec;

    // Goodput: time lost to checkpoint stalls, and per interruption the restart plus the
    // work since the last checkpoint (half an interval on average; a checkpoint kept only on
    // the failed node's local drives is gone, so hardware failures fall back one more).
    const double hardwarePerHour =
        devices * f.gpuPerHour + hosts * f.hostPerHour + nics * f.networkPerNicHour;
    r.checkpointLostWithNode = !o.storage.survivesNodeFailure;
    const double tau = r.checkpointIntervalSec;
    // A planned stop follows a checkpoint (Llama 3's maintenance and Megatron's
    // exit-signal handler both save first): it loses the restart, not half an interval.
    double lostFraction = unexpectedPerHour / 3600.0 * (o.restartSec + 0.5 * tau) +
                          plannedPerHour / 3600.0 * o.restartSec;
    if (r.checkpointLostWithNode)
        lostFraction += hardwarePerHour / 3600.0 * tau;
    const double stallFraction = r.checkpointStallSec / (tau + r.checkpointStallSec);
    r.goodput = std::clamp((1.0 - stallFraction) * (1.0 - lostFraction), 0.0, 1.0);
    r.lostHoursPerDay = 24.0 * (1.0 - r.goodput);

    r.stragglerSlowdown = t.stragglerSlowdown;
    r.stragglerP99Slowdown = t.stragglerP99Slowdown;
    r.dataLoaderBytesPerSec = c.tokensPerSec * o.datasetBytesPerToken;
    r.storageReadHeadroom = r.dataLoaderBytesPerSec > 0
                                ? o.storage.aggregateReadBytesPerSec / r.dataLoaderBytesPerSec
                                : 0.0;
    // Storage that delivers less than the loader needs bounds the tokens per second at what
    // it reads: the step waits for its batch (PyTorch DataLoader docs, "Single- and
    // Multi-process Data Loading": prefetching hides the read only while it keeps up).
    r.dataLoaderSlowdown =
        r.storageReadHeadroom > 0 && r.storageReadHeadroom < 1 ? 1.0 / r.storageReadHeadroom : 1.0;
    r.effectiveTimeToTrainSec =
        r.goodput > 0 ? c.timeToTrainSec * r.stragglerSlowdown * r.dataLoaderSlowdown / r.goodput
                      : std::numeric_limits<double>::infinity();

    // The store keeps the latest complete checkpoint; it must fit, and it is paid for.
    r.storedCheckpointBytes = r.checkpointBytes;
    r.checkpointExceedsStorage = r.storedCheckpointBytes > o.storage.capacityBytes;
    r.checkpointStorageUsdPerMonth = r.storedCheckpointBytes / 1e9 * o.storage.costUsdPerGbMonth;
    if (o.costPerDeviceHourUsd) {
        const double clusterPerHour = devices * *o.costPerDeviceHourUsd;
        const double stallHoursPerDay = 24.0 * stallFraction;
        r.stallCostPerDayUsd = stallHoursPerDay * clusterPerHour;
        r.lostWorkCostPerDayUsd = (r.lostHoursPerDay - stallHoursPerDay) * clusterPerHour;
    }
    return r;
}

ReliabilityOptions parseReliabilityOptions(const JsonReader& r)
{
    // The keys, ranges and defaults are the field schema's (project/field_schema.cpp); a
    // "derived" default is the struct's (the Llama 3 rates per unit, the Young/Daly interval).
    const auto F = [](std::string_view key) -> const FieldSpec& {
        return scenarioField("/reliability/" + std::string(key));
    };
    rejectUnknownSchemaKeys(r, "/reliability");
    ReliabilityOptions o;
    o.restartSec = readNumberOr(r, F("restart_s"));
    o.ncclTimeoutSec = readNumberOr(r, F("nccl_timeout_s"));
    o.linkFlapsPerLinkHour = readNumberOr(r, F("link_flaps_per_link_hour"));
    o.meanFlapStallSec = readNumberOr(r, F("mean_flap_stall_s"));
    o.stepJitterCv = readNumberOr(r, F("step_jitter_cv"));
    o.checkpointBytesPerParameter = readNumberOr(r, F("checkpoint_bytes_per_parameter"));
    o.checkpointIntervalSec = readOptionalNumber(r, F("checkpoint_interval_s"));
    o.asyncCheckpoint = readBooleanOr(r, F("async_checkpoint"));
    if (const auto s = r.optionalObject("storage"))
        o.storage = parseStorageTier(*s);
    o.datasetBytesPerToken = readNumberOr(r, F("dataset_bytes_per_token"));
    o.costPerDeviceHourUsd = readOptionalNumber(r, F("cost_per_device_hour_usd"));
    if (const auto fr = r.optionalObject("failure_rates")) {
        rejectUnknownSchemaKeys(*fr, "/reliability/failure_rates");
        const auto R = [&F](std::string_view key) -> const FieldSpec& {
            return F("failure_rates/" + std::string(key));
        };
        FailureRates& f = o.rates;
        f.gpuPerHour = readNumberOr(*fr, R("gpu_per_hour"));
        f.hostPerHour = readNumberOr(*fr, R("host_per_hour"));
        f.networkPerNicHour = readNumberOr(*fr, R("network_per_nic_hour"));
        f.softwarePerGpuHour = readNumberOr(*fr, R("software_per_gpu_hour"));
        f.hangPerNicHour = readNumberOr(*fr, R("hang_per_nic_hour"));
        f.plannedPerDay = readOptionalNumber(*fr, R("planned_per_day"));
        f.plannedPerHostDay = readNumberOr(*fr, R("planned_per_host_day"));
    }
    return o;
}

nlohmann::json reliabilityOptionsToJson(const ReliabilityOptions& o)
{
    nlohmann::json j = {{"restart_s", o.restartSec},
                        {"nccl_timeout_s", o.ncclTimeoutSec},
                        {"link_flaps_per_link_hour", o.linkFlapsPerLinkHour},
                        {"mean_flap_stall_s", o.meanFlapStallSec},
                        {"step_jitter_cv", o.stepJitterCv},
                        {"checkpoint_bytes_per_parameter", o.checkpointBytesPerParameter},
                        {"async_checkpoint", o.asyncCheckpoint},
                        {"storage", storageTierToJson(o.storage)},
                        {"dataset_bytes_per_token", o.datasetBytesPerToken},
                        {"failure_rates",
                         {{"gpu_per_hour", o.rates.gpuPerHour},
                          {"host_per_hour", o.rates.hostPerHour},
                          {"network_per_nic_hour", o.rates.networkPerNicHour},
                          {"software_per_gpu_hour", o.rates.softwarePerGpuHour},
                          {"hang_per_nic_hour", o.rates.hangPerNicHour},
                          {"planned_per_host_day", o.rates.plannedPerHostDay}}}};
    if (o.rates.plannedPerDay)
        j["failure_rates"]["planned_per_day"] = *o.rates.plannedPerDay;
    if (o.checkpointIntervalSec)
        j["checkpoint_interval_s"] = *o.checkpointIntervalSec;
    if (o.costPerDeviceHourUsd)
        j["cost_per_device_hour_usd"] = *o.costPerDeviceHourUsd;
    // Spelled as the file spells them: "restart_s": 900, not 900.0.
    return schemaSpelled("/reliability", j);
}

// The `reliability` object of `evaluate --json`: its one definition (reliabilityResultToJson
// parses it).
void addReliabilityResultMembers(JsonObjectWriter& o, const ReliabilityResult& r)
{
    JsonObjectWriter timeout = o.object();
    timeout.add("timeouts_per_day", r.timeoutsPerDay)
        .add("probability_per_day", r.timeoutProbabilityPerDay);
    o.add("interruptions_per_day", r.interruptionsPerDay)
        .add("planned_interruptions_per_day", r.plannedPerDay)
        .add("mtbf_s", r.mtbfSec)
        .add("checkpoint_bytes", r.checkpointBytes)
        .add("checkpoint_write_bytes_per_s", r.checkpointWriteBytesPerSec)
        .add("checkpoint_stall_s", r.checkpointStallSec)
        .add("optimal_interval_s", r.dalyIntervalSec)
        .add("young_interval_s", r.youngIntervalSec)
        .add("checkpoint_interval_s", r.checkpointIntervalSec)
        .add("goodput", r.goodput)
        .add("lost_hours_per_day", r.lostHoursPerDay)
        .add("timeout_risk", std::move(timeout))
        .add("straggler_slowdown", r.stragglerSlowdown)
        .add("straggler_p99_slowdown", r.stragglerP99Slowdown)
        .add("effective_time_to_train_s", r.effectiveTimeToTrainSec)
        .add("data_loader_bytes_per_s", r.dataLoaderBytesPerSec)
        .add("storage_read_headroom", r.storageReadHeadroom)
        .add("data_loader_slowdown", r.dataLoaderSlowdown)
        .add("stored_checkpoint_bytes", r.storedCheckpointBytes)
        .add("checkpoint_storage_usd_per_month", r.checkpointStorageUsdPerMonth)
        .add("checkpoint_lost_with_node", r.checkpointLostWithNode)
        .add("stall_cost_per_day_usd", r.stallCostPerDayUsd)
        .add("lost_work_cost_per_day_usd", r.lostWorkCostPerDayUsd);
}

nlohmann::json reliabilityResultToJson(const ReliabilityResult& r)
{
    JsonObjectWriter o(0, 2);
    addReliabilityResultMembers(o, r);
    return nlohmann::json::parse(o.str());
}

} // namespace ap
