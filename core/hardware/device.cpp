#include "hardware/device.h"

#include <algorithm>

namespace ap {

namespace {
constexpr std::array<std::string_view, 4> kKindNames = {"cpu", "gpu", "tpu", "accelerator"};
}

std::string_view deviceKindName(DeviceKind k)
{
    return kKindNames[static_cast<int>(k)];
}

std::optional<DeviceKind> parseDeviceKind(std::string_view name)
{
    for (size_t i = 0; i < kKindNames.size(); ++i)
        if (kKindNames[i] == name)
            return static_cast<DeviceKind>(i);
    return std::nullopt;
}

double Device::maxPeakFlopsPerSec() const
{
    double best = 0.0;
    for (const auto& p : peakFlopsPerSec)
        if (p)
            best = std::max(best, *p);
    return best;
}

int Device::hostDevices() const
{
    // An HGX/OAM board carries 8 devices; a smaller scale-up domain (PCIe cards, CPUs) is its
    // own host.
    return devicesPerHost.value_or(std::clamp(scaleUpDomainSize(), 1, 8));
}

} // namespace ap
