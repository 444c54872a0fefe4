#pragma once
// Users in several regions (placement.users.regions): each region's round trip and the serving
// figures its users see. Computed here once; `evaluate` text and JSON, the figures table, the
// Compare view, the latency chart and the playbook read it.

#include <optional>
#include <string>
#include <vector>

namespace ap {

struct ScenarioResult;

struct UserRegionFigures {
    std::string name;
    double share = 1;        // of the traffic, the regions' shares summing to 1
    double distanceKm = 0;   // to the compute site
    double roundTripSec = 0; // the network round trip from the region
    // The engine's TTFT and request latency plus the region's round trip; none where the
    // scenario has no serving figures of its own (training, a model API).
    std::optional<double> ttftWithNetworkSec;
    std::optional<double> requestLatencyWithNetworkSec;
};

// One entry per region in the file's order; empty where the placement names no regions (the
// users are then one place, CostReport::userLatencySec).
std::vector<UserRegionFigures> userRegionFigures(const ScenarioResult& r);

// The region with the longest round trip (the first of equals); -1 for an empty list.
int worstUserRegion(const std::vector<UserRegionFigures>& regions);

} // namespace ap
