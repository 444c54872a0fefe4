#pragma once

#include "placement/placement.h"

#include <optional>

namespace ap {

// The figures of a cost report that exist only for a priced placement of our own devices, read
// the same by every view (CLI text, the details table, Compare, the playbook). A refused
// placement is not priced: its zeros are no figure. Useful device-hours exist only where devices
// of ours run (none behind a public model API), and energy only where the draw is known (a
// model API publishes none per request).
inline std::optional<double> costPerUsefulDeviceHour(const CostReport& r)
{
    if (!r.feasible || r.usefulDeviceHours <= 0)
        return std::nullopt;
    return r.costPerUsefulDeviceHourUsd;
}

inline bool energyKnown(const CostReport& r)
{
    return r.feasible && r.siteKind != SiteKind::PublicModelApi;
}

} // namespace ap
