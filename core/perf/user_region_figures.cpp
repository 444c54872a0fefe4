#include "perf/user_region_figures.h"

#include "perf/api_served.h"

namespace ap {

std::vector<UserRegionFigures> userRegionFigures(const ScenarioResult& r)
{
    std::vector<UserRegionFigures> out;
    if (!r.cost)
        return out;
    const InferenceResult* own = ownInference(r);
    for (const UserRegionLatency& region : r.cost->userRegions) {
        UserRegionFigures f;
        f.name = region.name;
        f.share = region.share;
        f.distanceKm = region.distanceKm;
        f.roundTripSec = region.roundTripSec;
        if (own) {
            f.ttftWithNetworkSec = own->ttftSec + region.roundTripSec;
            f.requestLatencyWithNetworkSec = own->requestLatencySec + region.roundTripSec;
        }
        out.push_back(std::move(f));
    }
    return out;
}

int worstUserRegion(const std::vector<UserRegionFigures>& regions)
{
    int worst = -1;
    for (size_t i = 0; i < regions.size(); ++i)
        if (worst < 0 || regions[i].roundTripSec > regions[size_t(worst)].roundTripSec)
            worst = int(i);
    return worst;
}

} // namespace ap
