#include "fabric/collectives.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

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
    // Members 0, stride, 2 stride, ...: the last sits (size - 1) stride devices on.
    g.spanDomains = stride >= domainSize ? int((std::int64_t(g.size - 1) * stride) / domainSize + 1)
                                         : g.domains;
    return g;
}

namespace {

double ringTerm(double factorBytes, int n, const LinkParams& link, double steps)
{
    if (n <= 1)
        return 0.0;
    return factorBytes / link.bandwidthBytesPerSec + steps * link.latencySec;
}

// One level of an all-reduce among n devices: ring or tree, whichever is faster for this size;
// over the link's ranks (n x ranksPerDevice), and the ring alone where the devices form one.
double flatAllReduce(double bytes, int n, const LinkParams& link)
{
    const int ranks = n * std::max(1, link.ranksPerDevice);
    if (link.ringOnly)
        return collectiveTiming(CollectiveKind::AllReduce, CollectiveAlgorithm::Ring, bytes, ranks,
                                link)
            .timeSec;
    return bestCollectiveTiming(CollectiveKind::AllReduce, bytes, ranks, link).timeSec;
}

} // namespace

std::string_view collectiveKindName(CollectiveKind k)
{
    switch (k) {
    case CollectiveKind::AllReduce:
        return "all_reduce";
    case CollectiveKind::ReduceScatter:
        return "reduce_scatter";
    case CollectiveKind::AllGather:
        return "all_gather";
    case CollectiveKind::AllToAll:
        return "all_to_all";
    }
    return "all_reduce";
}

std::string_view collectiveAlgorithmName(CollectiveAlgorithm a)
{
    return a == CollectiveAlgorithm::Ring ? "ring" : "tree";
}

double busBandwidthFactor(CollectiveKind kind, int n)
{
    if (n <= 1)
        return 0.0;
    const double f = double(n - 1) / n;
    return kind == CollectiveKind::AllReduce ? 2.0 * f : f;
}

CollectiveTiming collectiveTiming(CollectiveKind kind, CollectiveAlgorithm algorithm, double bytes,
                                  int n, const LinkParams& link)
{
    CollectiveTiming t;
    t.algorithm = algorithm;
    if (n <= 1 || bytes <= 0)
        return t;
    const double steps = n - 1.0;
    if (kind == CollectiveKind::AllReduce && algorithm == CollectiveAlgorithm::Tree)
        t.timeSec = 2.0 * bytes / link.bandwidthBytesPerSec +
                    2.0 * std::ceil(std::log2(double(n))) * link.latencySec;
    else if (kind == CollectiveKind::AllReduce)
        t.timeSec =
            2.0 * steps / n * bytes / link.bandwidthBytesPerSec + 2.0 * steps * link.latencySec;
    else if (kind == CollectiveKind::AllToAll)
        // Pairwise exchange: n-1 rounds, each a message of S/n.
        t.timeSec = steps / n * bytes / link.bandwidthBytesPerSec + steps * link.latencySec;
    else
        t.timeSec = steps / n * bytes / link.bandwidthBytesPerSec + steps * link.latencySec;
    t.algorithmBandwidthBytesPerSec = bytes / t.timeSec;
    t.busBandwidthBytesPerSec = t.algorithmBandwidthBytesPerSec * busBandwidthFactor(kind, n);
    return t;
}

CollectiveTiming bestCollectiveTiming(CollectiveKind kind, double bytes, int n,
                                      const LinkParams& link)
{
    const CollectiveTiming ring = collectiveTiming(kind, CollectiveAlgorithm::Ring, bytes, n, link);
    if (kind != CollectiveKind::AllReduce)
        return ring;
    const CollectiveTiming tree = collectiveTiming(kind, CollectiveAlgorithm::Tree, bytes, n, link);
    return tree.timeSec < ring.timeSec ? tree : ring;
}

double allReduceTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                        const LinkParams& out)
{
    if (g.size <= 1 || bytes <= 0)
        return 0.0;
    if (g.domains == 1)
        return flatAllReduce(bytes, g.perDomain, up);
    const int ranks = g.perDomain * std::max(1, up.ranksPerDevice); // inside the domain
    const double l = ranks;
    const double intra = 2.0 * ringTerm((l - 1) / l * bytes, ranks, up, l - 1);
    // Between domains each device's NIC carries its ranks' shards: 1/perDomain of the data.
    const double inter = flatAllReduce(bytes / g.perDomain, g.domains, out);
    return intra + inter;
}

double reduceScatterTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                            const LinkParams& out)
{
    if (g.size <= 1 || bytes <= 0)
        return 0.0;
    const int ranks = g.perDomain * std::max(1, up.ranksPerDevice); // inside the domain
    const double l = ranks, d = g.domains;
    if (g.domains == 1)
        return ringTerm((l - 1) / l * bytes, ranks, up, l - 1);
    return ringTerm((l - 1) / l * bytes, ranks, up, l - 1) +
           ringTerm((d - 1) / d * bytes / g.perDomain, g.domains, out, d - 1);
}

namespace {

// An all-to-all's bytes over each link class, the peers inside the domain over the scale-up
// link and the others over the NIC, the two parts concurrent; `latencyPerPeer`: one latency
// step per peer (a pairwise exchange), otherwise one per link class (all messages posted at
// once).
double exchangeTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                       const LinkParams& out, bool latencyPerPeer)
{
    if (g.size <= 1 || bytes <= 0)
        return 0.0;
    const double n = g.size;
    const double intraPeers = g.perDomain - 1.0;
    const double interPeers = n - g.perDomain;
    const double intraBytes = bytes * intraPeers / n;
    const double interBytes = bytes * interPeers / n;
    const double intraSteps = latencyPerPeer ? intraPeers : 1.0;
    const double interSteps = latencyPerPeer ? interPeers : 1.0;
    const double tIntra =
        intraBytes > 0 ? intraBytes / up.bandwidthBytesPerSec + intraSteps * up.latencySec : 0;
    const double tInter =
        interBytes > 0 ? interBytes / out.bandwidthBytesPerSec + interSteps * out.latencySec : 0;
    return std::max(tIntra, tInter);
}

} // namespace

double allToAllTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                       const LinkParams& out)
{
    // Pairwise exchange (Thakur, Rabenseifner and Gropp 2005, "Optimization of Collective
    // Communication Operations in MPICH", the long-message all-to-all: p-1 steps, each a
    // latency alpha): one message step per peer, as collectiveTiming's all-to-all and the ring
    // collectives' n-1 steps count them.
    return exchangeTimeSec(bytes, g, up, out, true);
}

double pointToPointAllToAllTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                                   const LinkParams& out)
{
    // All messages posted at once: one latency per link class, the two classes concurrent.
    return exchangeTimeSec(bytes, g, up, out, false);
}

double sendTimeSec(double bytes, const LinkParams& link)
{
    if (bytes <= 0)
        return 0.0;
    return bytes / link.bandwidthBytesPerSec + link.latencySec;
}

} // namespace ap
