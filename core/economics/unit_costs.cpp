#include "economics/unit_costs.h"

namespace ap {

double energyKwh(double itPowerWatts, double pue, double hours)
{
    return itPowerWatts * pue * hours / 1000.0;
}

double co2Tonnes(double kwh, double carbonGramsPerKwh)
{
    return kwh * carbonGramsPerKwh / 1e6;
}

double idleStallCostUsd(double stallSeconds, int devices, double usdPerDeviceHour)
{
    return stallSeconds / 3600.0 * devices * usdPerDeviceHour;
}

double costPerMillionTokensUsd(double costUsd, double outputTokensPerSec, double busySeconds)
{
    const double tokens = outputTokensPerSec * busySeconds;
    return tokens > 0 ? costUsd / (tokens / 1e6) : 0.0;
}

double costPerTrainingRunUsd(int devices, double timeToTrainSec, double usdPerUsefulDeviceHour)
{
    return devices * timeToTrainSec / 3600.0 * usdPerUsefulDeviceHour;
}

} // namespace ap
