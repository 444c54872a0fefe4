// The fabric summary without building the graph: the same numbers FabricGraph's max-flow and
// BFS give (tst_fabric checks they agree on every topology up to 32,768 devices), computed
// from the structure in O(leaves + devices) time and O(leaves) memory, so a 1M-device
// cluster summarises in milliseconds instead of building a 10 GB graph.
#include "fabric/fabric_graph.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace ap {

namespace {

FabricSpec normalised(FabricSpec s)
{
    // As FabricGraph's constructor does.
    s.devices = std::max(1, s.devices);
    s.domainSize = std::clamp(s.domainSize, 1, s.devices);
    s.switchRadix = std::max(4, s.switchRadix);
    s.oversubscription = std::max(1.0, s.oversubscription);
    s.podOversubscription = std::max(1.0, s.podOversubscription);
    return s;
}

double latencyFor(const FabricSpec& s, int edges)
{
    if (edges <= 0)
        return 0;
    return (edges - 1) * s.switchLatencySec; // as FabricGraph::latencySec
}

// The cut FabricGraph::bisectionPerDeviceBytesPerSec makes for the whole cluster: at the domain
// edge nearest the middle, else the middle.
std::int64_t bisectionCut(std::int64_t n, std::int64_t D)
{
    const std::int64_t middle = n / 2;
    const std::int64_t below = (middle / D) * D;
    const std::int64_t above = std::min(n, (middle / D + 1) * D);
    const bool belowOk = below > 0, aboveOk = above < n;
    if (belowOk && (!aboveOk || middle - below <= above - middle))
        return below;
    if (aboveOk)
        return above;
    return middle;
}

// One leaf switch: how many of its devices are on each side of the cut.
struct Leaf {
    std::int64_t a = 0, b = 0;
};

// The leaves of a switched fabric in FabricGraph's order (its std::map key order: rail, then
// group of `down` nodes; top-of-rack: consecutive blocks of `down` devices), with the devices
// of [0, cut) counted as side A.
std::vector<Leaf> switchedLeaves(const FabricSpec& s, int down, std::int64_t cut)
{
    const std::int64_t n = s.devices, D = s.domainSize;
    std::vector<Leaf> leaves;
    const auto overlap = [](std::int64_t lo, std::int64_t hi, std::int64_t a, std::int64_t b) {
        return std::max<std::int64_t>(0, std::min(hi, b) - std::max(lo, a));
    };
    if (s.topology == FabricTopology::RailOptimized) {
        // Device i = node * D + rail. Rail r has nodes 0 .. (n - 1 - r) / D.
        const std::int64_t rails = std::min(D, n);
        for (std::int64_t r = 0; r < rails; ++r) {
            const std::int64_t nodesOnRail = (n - 1 - r) / D + 1;
            // Device node*D + r is in A when node*D + r < cut: node < ceil((cut - r) / D).
            const std::int64_t aNodes =
                std::clamp<std::int64_t>((cut - r + D - 1) / D, 0, nodesOnRail);
            for (std::int64_t g = 0; g * down < nodesOnRail; ++g) {
                const std::int64_t lo = g * down, hi = std::min(nodesOnRail, (g + 1) * down);
                const std::int64_t a = overlap(lo, hi, 0, aNodes);
                leaves.push_back({a, (hi - lo) - a});
            }
        }
    } else {
        for (std::int64_t lo = 0; lo < n; lo += down) {
            const std::int64_t hi = std::min(n, lo + down);
            const std::int64_t a = overlap(lo, hi, 0, cut);
            leaves.push_back({a, (hi - lo) - a});
        }
    }
    return leaves;
}

// Max-flow from side A to side B through a tree of leaves (and pods) under one core. In a tree,
// matching traffic at the lowest common switch never costs capacity higher up, so the greedy
// bottom-up matching is the maximum flow. Scale-up domains lie wholly on one side of the cut,
// so their switches add no path between the sides.
double treeFlow(const FabricSpec& s, const std::vector<Leaf>& leaves, int tiers, int up)
{
    const double nic = s.nicBytesPerSec;
    const double leafUplink = up * nic;
    struct Residual {
        double up = 0, down = 0; // what can still leave towards B / arrive from A, bytes/s
    };
    double flow = 0;
    std::vector<Residual> res;
    res.reserve(leaves.size());
    for (const Leaf& l : leaves) {
        const double local = double(std::min(l.a, l.b)) * nic;
        flow += local;
        const double aLeft = double(l.a) * nic - local, bLeft = double(l.b) * nic - local;
        res.push_back({tiers >= 2 ? std::min(aLeft, leafUplink) : 0.0,
                       tiers >= 2 ? std::min(bLeft, leafUplink) : 0.0});
    }
    if (tiers < 2)
        return flow;
    if (tiers == 2) {
        double up2 = 0, down2 = 0;
        for (const Residual& r : res) {
            up2 += r.up;
            down2 += r.down;
        }
        return flow + std::min(up2, down2);
    }
    const size_t perPod = size_t(std::max(1, s.switchRadix / 2));
    double coreUp = 0, coreDown = 0;
    for (size_t start = 0; start < res.size(); start += perPod) {
        const size_t end = std::min(res.size(), start + perPod);
        double podUp = 0, podDown = 0;
        for (size_t i = start; i < end; ++i) {
            podUp += res[i].up;
            podDown += res[i].down;
        }
        const double local = std::min(podUp, podDown);
        flow += local;
        const double podLink = double(end - start) * leafUplink / s.podOversubscription;
        coreUp += std::min(podUp - local, podLink);
        coreDown += std::min(podDown - local, podLink);
    }
    return flow + std::min(coreUp, coreDown);
}

// Switch hops between devices x and y of a switched fabric (as FabricGraph::hops): to a leaf
// and up the tree, or first across the scale-up switch to a device of the same domain.
struct SwitchedHops {
    const FabricSpec& s;
    int down;
    int tiers;
    bool scaleUp;
    std::vector<std::int64_t> railLeafOffset; // index of each rail's first leaf

    std::int64_t leafOf(std::int64_t i) const
    {
        const std::int64_t D = s.domainSize;
        if (s.topology == FabricTopology::RailOptimized)
            return railLeafOffset[size_t(i % D)] + (i / D) / down;
        return i / down;
    }
    // Edges from leaf to leaf through the tree.
    int between(std::int64_t la, std::int64_t lb) const
    {
        if (la == lb)
            return 0;
        if (tiers <= 2)
            return 2;
        const std::int64_t perPod = std::max(1, s.switchRadix / 2);
        return la / perPod == lb / perPod ? 2 : 4;
    }
    int operator()(std::int64_t x, std::int64_t y) const
    {
        if (x == y)
            return 0;
        const std::int64_t D = s.domainSize, n = s.devices;
        if (scaleUp && x / D == y / D)
            return 2;
        int best = 2 + between(leafOf(x), leafOf(y));
        if (scaleUp) {
            // Detours through either domain's scale-up switch (2 extra edges each).
            for (const auto& [from, domain, fixed] :
                 {std::tuple{x, y / D, leafOf(x)}, std::tuple{y, x / D, leafOf(y)}}) {
                (void)from;
                for (std::int64_t j = domain * D; j < std::min(n, (domain + 1) * D); ++j)
                    best = std::min(best, 4 + between(fixed, leafOf(j)));
            }
        }
        return best;
    }
};

std::vector<int> torusDimsOf(const FabricSpec& s)
{
    const int ndims = s.topology == FabricTopology::Torus3D ? 3 : 2;
    std::vector<int> dims = s.torusDims;
    if (int(dims.size()) != ndims) {
        dims.assign(size_t(ndims), 1);
        int rest = s.domainSize;
        for (int d = 0; d < ndims; ++d) {
            int k = int(std::round(std::pow(rest, 1.0 / (ndims - d))));
            while (k > 1 && rest % k)
                --k;
            dims[size_t(d)] = std::max(1, k);
            rest /= dims[size_t(d)];
        }
        dims[size_t(ndims - 1)] *= rest;
    }
    return dims;
}

FabricSummary torusSummary(const FabricSpec& s)
{
    const std::vector<int> dims = torusDimsOf(s);
    const int ndims = int(dims.size());
    std::int64_t product = 1;
    for (int d : dims)
        product *= d;
    const std::int64_t n = s.devices, D = s.domainSize;
    const std::int64_t slices = (n + product - 1) / product;
    const bool dcn = slices > 1 && s.nicBytesPerSec > 0;
    FabricSummary out;
    out.nicBytesPerSec = s.nicBytesPerSec;
    out.tiers = dcn ? 1 : 0;
    out.domainsPerLeaf = int(std::max<std::int64_t>(1, product / std::max<std::int64_t>(1, D)));
    // Hops: inside a slice along the torus (shortest way round each ring), between slices
    // through the DCN core (2 edges), none between slices without a DCN.
    const auto hops = [&](std::int64_t x, std::int64_t y) -> int {
        if (x == y)
            return 0;
        if (x / product != y / product)
            return dcn ? 2 : -1;
        // Inside one (possibly partial) slice: ring distance per dimension. A partial last
        // slice can miss links; slices summarised here are whole for the pairs asked (0 and
        // its neighbours, or separate slices).
        std::int64_t i = x % product, j = y % product;
        int total = 0;
        for (int d = 0; d < ndims; ++d) {
            const std::int64_t ci = i % dims[size_t(d)], cj = j % dims[size_t(d)];
            const std::int64_t delta = std::llabs(ci - cj);
            total += int(dims[size_t(d)] > 2 ? std::min(delta, dims[size_t(d)] - delta) : delta);
            i /= dims[size_t(d)];
            j /= dims[size_t(d)];
        }
        return dcn ? std::min(total, 2) : total; // or out to the DCN core and back
    };
    out.sameLeafLatencySec = latencyFor(s, n > D ? hops(0, D) : hops(0, 1));
    out.crossLeafLatencySec = latencyFor(s, hops(0, n - 1));
    if (n < 2)
        return out;
    const std::int64_t cut = bisectionCut(n, D);
    if (dcn && cut > 0 && cut < n && cut / D != (cut - 1) / D) {
        out.bisectionBytesPerSec = s.nicBytesPerSec; // the slice-boundary cut (as the graph)
        return out;
    }
    // One slice (or a cut inside one): the links between the halves, each with its share of
    // the chip's ICI bandwidth, plus the DCN ports of the smaller side when there is a DCN.
    const double perLink = s.scaleUpBytesPerSec / (2.0 * ndims);
    double crossing = 0;
    for (std::int64_t base = 0; base < n; base += product) {
        for (std::int64_t i = 0; i < product && base + i < n; ++i) {
            std::int64_t stride = 1;
            for (int d = 0; d < ndims; ++d) {
                const std::int64_t size = dims[size_t(d)];
                const std::int64_t coord = (i / stride) % size;
                const std::int64_t next = i + ((coord + 1) % size - coord) * stride;
                if (size > 1 && base + next < n && (size > 2 || coord == 0) &&
                    ((base + i < cut) != (base + next < cut)))
                    crossing += 1;
                stride *= size;
            }
        }
    }
    double flow = crossing * perLink;
    if (dcn)
        flow += double(std::min(cut, n - cut)) * s.nicBytesPerSec;
    out.bisectionBytesPerSec = flow / double(std::min(cut, n - cut));
    return out;
}

} // namespace

FabricSummary summarizeFabricClosedForm(const FabricSpec& input)
{
    const FabricSpec s = normalised(input);
    if (s.topology == FabricTopology::Torus2D || s.topology == FabricTopology::Torus3D)
        return torusSummary(s);

    const std::int64_t n = s.devices, D = s.domainSize;
    const std::int64_t nodes = (n + D - 1) / D;
    const bool scaleUp = D > 1 && s.scaleUpBytesPerSec > 0;
    FabricSummary out;
    out.nicBytesPerSec = s.nicBytesPerSec;
    if (nodes == 1 && scaleUp) {
        // One scale-up domain: no scale-out network at all.
        out.tiers = 0;
        out.domainsPerLeaf = s.topology == FabricTopology::RailOptimized
                                 ? int(n)
                                 : int(std::max<std::int64_t>(1, n / D));
        out.bisectionBytesPerSec = n >= 2 ? s.scaleUpBytesPerSec : 0;
        out.sameLeafLatencySec = latencyFor(s, n >= 2 ? 2 : 0);
        out.crossLeafLatencySec = latencyFor(s, n >= 2 ? 2 : 0);
        return out;
    }
    const int R = s.switchRadix;
    const int down =
        std::max(1, int(std::floor(R * s.oversubscription / (1 + s.oversubscription))));
    const int up = std::max(1, R - down);
    const std::int64_t cut = n >= 2 ? bisectionCut(n, D) : 0;
    const std::vector<Leaf> leaves = switchedLeaves(s, down, cut);
    const std::int64_t L = std::int64_t(leaves.size());
    const int tiers = L == 1 ? 1 : (L <= R ? 2 : 3);
    out.tiers = tiers;
    out.domainsPerLeaf = s.topology == FabricTopology::RailOptimized
                             ? down
                             : std::max(1, down / std::max(1, s.domainSize));

    SwitchedHops hops{s, down, tiers, scaleUp, {}};
    if (s.topology == FabricTopology::RailOptimized) {
        std::int64_t offset = 0;
        for (std::int64_t r = 0; r < std::min(D, n); ++r) {
            hops.railLeafOffset.push_back(offset);
            const std::int64_t nodesOnRail = (n - 1 - r) / D + 1;
            offset += (nodesOnRail + down - 1) / down;
        }
    }
    out.sameLeafLatencySec = latencyFor(s, n > D ? hops(0, D) : hops(0, 1 % n));
    out.crossLeafLatencySec = latencyFor(s, hops(0, n - 1));
    if (n >= 2)
        out.bisectionBytesPerSec = treeFlow(s, leaves, tiers, up) / double(std::min(cut, n - cut));
    return out;
}

} // namespace ap
