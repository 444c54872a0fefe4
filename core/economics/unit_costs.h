#pragma once

namespace ap {

// Small unit-cost formulas shared by the placement evaluation and the worked examples.

// Energy at the meter: IT power x PUE x hours (kWh).
double energyKwh(double itPowerWatts, double pue, double hours);
// Operational CO2 of `kwh` at a grid carbon intensity (gCO2/kWh) -> tonnes.
double co2Tonnes(double kwh, double carbonGramsPerKwh);

// What a cluster costs while it waits: stall seconds x cluster USD per hour. A checkpoint
// stall, a hung collective or a data-loader starvation keeps every device billed (rented) or
// depreciating (owned) while no work is done.
double idleStallCostUsd(double stallSeconds, int devices, double usdPerDeviceHour);

// USD per million output tokens for a service whose cost over a period is `costUsd` and which
// produced output at `outputTokensPerSec` for `busySeconds` of that period.
double costPerMillionTokensUsd(double costUsd, double outputTokensPerSec, double busySeconds);

// A training run: devices x run hours x effective USD per useful device-hour.
double costPerTrainingRunUsd(int devices, double timeToTrainSec, double usdPerUsefulDeviceHour);

} // namespace ap
