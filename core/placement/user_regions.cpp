#include "placement/user_regions.h"

#include "placement/network.h"
#include "placement/placement.h"

namespace ap {

NetworkPath userRegionPath(const PlacementSpec& spec, const UserRegion& region, const Site* compute)
{
    NetworkPath path = spec.users;
    if (compute && region.latitudeDeg && region.longitudeDeg && compute->latitudeDeg &&
        compute->longitudeDeg)
        path.distanceKm = greatCircleKm(*region.latitudeDeg, *region.longitudeDeg,
                                        *compute->latitudeDeg, *compute->longitudeDeg);
    else if (region.distanceKm)
        path.distanceKm = *region.distanceKm;
    return path;
}

double userRegionShareSum(const std::vector<UserRegion>& regions)
{
    if (regions.empty())
        return 1;
    double sum = 0;
    for (const UserRegion& r : regions)
        sum += r.share;
    return sum;
}

std::vector<UserRegionLatency> userRegionLatencies(const PlacementSpec& spec, const Site* compute)
{
    std::vector<UserRegionLatency> out;
    const double sum = userRegionShareSum(spec.userRegions);
    if (!(sum > 0))
        return out; // the reader refuses shares that are not positive
    for (const UserRegion& region : spec.userRegions) {
        const NetworkPath path = userRegionPath(spec, region, compute);
        out.push_back({region.name, region.share / sum, path.distanceKm, roundTripSec(path)});
    }
    return out;
}

} // namespace ap
