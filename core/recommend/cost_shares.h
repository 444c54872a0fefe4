#pragma once
// The candidate's cost shares, set in one place for the placement search and the pricing kernel
// (which re-prices the same candidate and must give the same bits).

#include "recommend/recommend.h"

#include <algorithm>

namespace ap {

// Parts as the recommendation groups them: rented compute (device-hours and API bills), capital
// (purchase and maintenance), network, power, egress, and the rest (facility, staff, storage).
inline void setCostShares(Candidate& c, double compute, double capex, double network, double power,
                          double egress, double other)
{
    const double parts = std::max(1e-300, compute + capex + network + power + egress + other);
    c.cloudComputeShare = compute / parts;
    c.capexShare = capex / parts;
    c.networkShare = network / parts;
    c.powerShare = power / parts;
    c.egressShare = egress / parts;
    c.otherShare = other / parts;
}

} // namespace ap
