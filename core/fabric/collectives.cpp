#include "fabric/collectives.h"

#include <algorithm>

namespace ap {

GroupPlacement placeGroup(int size, int stride, int domainSize)
{
    GroupPlacement g;
    g.size = std::max(1, size);
    stride = std::max(1, stride);
    domainSize = std::max(1, domainSize);
    // Members are `stride` apart; a domain of D devices holds D / stride of them (at least 1).
    g.perDomain = stride >= domainSize ? 1 : std::min(g.size, domainSize / stride);
    g.perDomain = std::max(1, g.perDomain);
    g.domains = (g.size + g.perDomain - 1) / g.perDomain;
    return g;
}

namespace {

double ringTerm(double factorBytes, int n, const LinkParams& link, double steps)
{
    if (n <= 1)
        return 0.0;
    return factorBytes / link.bandwidthBytesPerSec + steps * link.latencySec;
}

} // namespace

double allReduceTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                        const LinkParams& out)
{
    if (g.size <= 1 || bytes <= 0)
        return 0.0;
    const double l = g.perDomain, d = g.domains;
    if (g.domains == 1)
        return ringTerm(2.0 * (l - 1) / l * bytes, g.perDomain, up, 2.0 * (l - 1));
    const double intra = 2.0 * ringTerm((l - 1) / l * bytes, g.perDomain, up, l - 1);
    const double inter = ringTerm(2.0 * (d - 1) / d * bytes / l, g.domains, out, 2.0 * (d - 1));
    return intra + inter;
}

double reduceScatterTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                            const LinkParams& out)
{
    if (g.size <= 1 || bytes <= 0)
        return 0.0;
    const double l = g.perDomain, d = g.domains;
    if (g.domains == 1)
        return ringTerm((l - 1) / l * bytes, g.perDomain, up, l - 1);
    return ringTerm((l - 1) / l * bytes, g.perDomain, up, l - 1) +
           ringTerm((d - 1) / d * bytes / l, g.domains, out, d - 1);
}

double allToAllTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                       const LinkParams& out)
{
    if (g.size <= 1 || bytes <= 0)
        return 0.0;
    const double n = g.size;
    const double intraBytes = bytes * (g.perDomain - 1) / n;
    const double interBytes = bytes * (n - g.perDomain) / n;
    // Intra- and inter-domain parts proceed concurrently on different links.
    const double tIntra = intraBytes > 0 ? intraBytes / up.bandwidthBytesPerSec + up.latencySec : 0;
    const double tInter =
        interBytes > 0 ? interBytes / out.bandwidthBytesPerSec + out.latencySec : 0;
    return std::max(tIntra, tInter);
}

double sendTimeSec(double bytes, const LinkParams& link)
{
    if (bytes <= 0)
        return 0.0;
    return bytes / link.bandwidthBytesPerSec + link.latencySec;
}

} // namespace ap
