#pragma once

#include <array>
#include <string_view>
#include <vector>

namespace ap {

struct CostReport;

// The kinds of charge a placement makes, in the order every output lists them. Every charge of
// a CostReport is exactly one of them (no unnamed residual): the parts of costParts() add up to
// CostReport::totalCostUsd (tst_cost_parts checks owned, cloud, burst, API and combined plans).
enum class CostPartKind {
    Compute,     // rented device-hours (incl. a cloud burst and commitments past the horizon), API
                 // bills
    Purchase,    // owned: servers, storage and installation as charged (upfront, straight-line
                 // or financed, incl. interest and refreshes within the horizon)
    Network,     // owned: the fabric's share of that charge (ports, cables, switches)
    Power,       // electricity (owned sites)
    Facility,    // space, cooling and power plant (colocation rent, own building)
    Maintenance, // owned: yearly maintenance contracts
    Staff,       // owned: operations staff
    Storage,     // cloud storage of the data set, and the training checkpoint store
    Egress,      // internet egress, inter-region and WAN transfers
    LostWork,    // training: rented (or powered) hours lost to failures, checkpoint stalls and
                 // stragglers, split out of compute and power (scenario figures only)
    Fallback,    // serving: the replica at the fallback site, its whole cost (addFallback)
};
inline constexpr int kCostPartKindCount = 11;
inline constexpr std::array<CostPartKind, kCostPartKindCount> kCostPartKinds = {
    CostPartKind::Compute,  CostPartKind::Purchase,    CostPartKind::Network, CostPartKind::Power,
    CostPartKind::Facility, CostPartKind::Maintenance, CostPartKind::Staff,   CostPartKind::Storage,
    CostPartKind::Egress,   CostPartKind::LostWork,    CostPartKind::Fallback};

// What each output calls a part: one label (the English source of the GUI's and the
// playbook's chart legend, translated in the "ap::CostBreakdownChart" context), one JSON key (the
// key of `evaluate --json` cost.breakdown_usd and of the CLI text's cost lines) and one CSV
// column (the playbook's scenarios.csv).
struct CostPartInfo {
    CostPartKind kind;
    std::string_view label;
    std::string_view jsonKey;
    std::string_view csvColumn;
};
const CostPartInfo& costPartInfo(CostPartKind kind);

struct CostPart {
    CostPartKind kind = CostPartKind::Compute;
    double usd = 0;
};

// The parts a CostReport carries by itself: every kind but LostWork, which needs the
// scenario's time figures (the placement's own outputs: `evaluate --json` cost.breakdown_usd
// and the CLI's cost lines).
constexpr bool isReportPart(CostPartKind kind)
{
    return kind != CostPartKind::LostWork;
}

// Every part of a feasible or infeasible report, all kinds in kCostPartKinds order (zero parts
// included), summing to r.totalCostUsd. `lostFraction` (0..1) moves that share of compute and
// power into LostWork (the hours a training run pays for without progress); 0 leaves the
// report's own breakdown.
std::vector<CostPart> costParts(const CostReport& r, double lostFraction = 0);

// The part of one kind in a list from costParts().
double costPartUsd(const std::vector<CostPart>& parts, CostPartKind kind);

// Sum of the parts.
double costPartsTotalUsd(const std::vector<CostPart>& parts);

} // namespace ap
