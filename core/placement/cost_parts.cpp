#include "placement/cost_parts.h"

#include "placement/placement.h"

#include <algorithm>

namespace ap {

namespace {

constexpr std::array<CostPartInfo, kCostPartKindCount> kInfo = {{
    {CostPartKind::Compute, "Compute (rent, API)", "compute", "cost_compute_usd"},
    {CostPartKind::Purchase, "Purchase", "capex", "cost_capex_usd"},
    {CostPartKind::Network, "Network (fabric)", "network", "cost_network_usd"},
    {CostPartKind::Power, "Power", "power", "cost_power_usd"},
    {CostPartKind::Facility, "Facility", "space", "cost_space_usd"},
    {CostPartKind::Maintenance, "Maintenance", "maintenance", "cost_maintenance_usd"},
    {CostPartKind::Staff, "Staff", "staff", "cost_staff_usd"},
    {CostPartKind::Storage, "Storage", "storage", "cost_storage_usd"},
    {CostPartKind::Egress, "Egress and transfers", "egress", "cost_egress_usd"},
    {CostPartKind::LostWork, "Stalls and lost work", "stalls_and_lost_work",
     "cost_stalls_and_lost_work_usd"},
    {CostPartKind::Fallback, "Fallback site", "fallback", "cost_fallback_usd"},
}};

// The table is indexed by the enum: keep them in one order.
constexpr bool ordered()
{
    for (int i = 0; i < kCostPartKindCount; ++i)
        if (kInfo[size_t(i)].kind != kCostPartKinds[size_t(i)] || int(kInfo[size_t(i)].kind) != i)
            return false;
    return true;
}
static_assert(ordered());

} // namespace

const CostPartInfo& costPartInfo(CostPartKind kind)
{
    return kInfo[size_t(kind)];
}

std::vector<CostPart> costParts(const CostReport& r, double lostFraction)
{
    const double f = std::clamp(lostFraction, 0.0, 1.0);
    std::vector<CostPart> parts;
    parts.reserve(kCostPartKinds.size());
    for (CostPartKind k : kCostPartKinds) {
        double usd = 0;
        switch (k) {
        case CostPartKind::Compute:
            usd = r.computeUsd * (1 - f);
            break;
        case CostPartKind::Purchase:
            usd = r.capexUsd;
            break;
        case CostPartKind::Network:
            usd = r.networkUsd;
            break;
        case CostPartKind::Power:
            usd = r.powerUsd * (1 - f);
            break;
        case CostPartKind::Facility:
            usd = r.spaceUsd;
            break;
        case CostPartKind::Maintenance:
            usd = r.maintenanceUsd;
            break;
        case CostPartKind::Staff:
            usd = r.staffUsd;
            break;
        case CostPartKind::Storage:
            usd = r.storageUsd;
            break;
        case CostPartKind::Egress:
            usd = r.egressCostUsd;
            break;
        case CostPartKind::LostWork:
            usd = f * (r.computeUsd + r.powerUsd);
            break;
        case CostPartKind::Fallback:
            usd = r.fallbackUsd;
            break;
        }
        parts.push_back({k, usd});
    }
    return parts;
}

double costPartUsd(const std::vector<CostPart>& parts, CostPartKind kind)
{
    for (const CostPart& p : parts)
        if (p.kind == kind)
            return p.usd;
    return 0;
}

double costPartsTotalUsd(const std::vector<CostPart>& parts)
{
    double sum = 0;
    for (const CostPart& p : parts)
        sum += p.usd;
    return sum;
}

} // namespace ap
