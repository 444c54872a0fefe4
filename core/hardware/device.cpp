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

const MatrixUnit& defaultMatrixUnit(DeviceKind kind)
{
    static const MatrixUnit cpu{16, 16, false, "default for a cpu (an AMX tile's 16 rows)"};
    static const MatrixUnit gpu{128, 16, false, "default for a gpu"};
    static const MatrixUnit other{128, 128, false, "default for a tpu or accelerator"};
    switch (kind) {
    case DeviceKind::Cpu:
        return cpu;
    case DeviceKind::Gpu:
        return gpu;
    case DeviceKind::Tpu:
    case DeviceKind::Accelerator:
        break;
    }
    return other;
}

int Device::hostDevices() const
{
    // An HGX/OAM board carries 8 devices; a smaller scale-up domain (PCIe cards, CPUs) is its
    // own host.
    return devicesPerHost.value_or(std::clamp(scaleUpDomainSize(), 1, 8));
}

} // namespace ap
