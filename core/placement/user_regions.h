#pragma once

#include <optional>
#include <string>
#include <vector>

namespace ap {

struct NetworkPath;
struct PlacementSpec;
struct Site;

// One region of the users (placement.users.regions[i]): where they are and their share of the
// requests. The network path's other figures (route factor, hops, per-hop delay) are the
// users' own (placement.users), shared by every region.
struct UserRegion {
    std::string name;
    std::optional<double> latitudeDeg; // with longitude: the great circle to the site wins
    std::optional<double> longitudeDeg;
    std::optional<double> distanceKm; // where either place has no coordinates
    double share = 1;                 // weight of its traffic; divided by the sum of all
    bool operator==(const UserRegion&) const = default;
};

// One region's round trip to the compute site (CostReport::userRegions).
struct UserRegionLatency {
    std::string name;
    double share = 1;        // normalised: the regions' shares sum to 1
    double distanceKm = 0;   // the distance its round trip is for
    double roundTripSec = 0; // roundTripSec of its path
};

// The users' path from one region: `spec.users` with the region's distance, which is the great
// circle from its coordinates to the site when both places have them, else its distance_km,
// else the users' distance_km (coordinates win, as in usersPath). `compute` may be null.
NetworkPath userRegionPath(const PlacementSpec& spec, const UserRegion& region,
                           const Site* compute);

// Every region's round trip, shares normalised (empty when the placement names no regions).
std::vector<UserRegionLatency> userRegionLatencies(const PlacementSpec& spec, const Site* compute);

// The sum of the regions' shares as written (1 when there are none).
double userRegionShareSum(const std::vector<UserRegion>& regions);

} // namespace ap
