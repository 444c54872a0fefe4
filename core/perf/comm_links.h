#pragma once

#include "fabric/collectives.h"
#include "fabric/fabric_graph.h"
#include "fabric/fabric_options.h"
#include "hardware/device.h"
#include "perf/efficiency_params.h"

namespace ap {

// The link classes collectives run over. Inside a scale-up domain: the device's NVLink/ICI
// bandwidth. Between domains under one leaf switch: the NIC. Between domains further apart:
// the NIC, or the per-device share of the fabric's bisection when the network is
// oversubscribed (max-flow over the fabric graph, see fabric/fabric_graph.h). A device
// without a scale-up fabric (PCIe cards) talks to its peers over its NIC.
struct CommLinks {
    LinkParams up;
    LinkParams out;     // same leaf
    LinkParams outWide; // across the fabric
    int domainsPerLeaf = 1;

    CommLinks(const Device& d, const EfficiencyParams& p, const FabricSpec& fabric)
    {
        const FabricSummary f = cachedFabricSummary(fabric);
        const double switchLatency = fabric.switchLatencySec;
        out = {fabric.nicBytesPerSec * p.link, p.scaleOutLatencySec + switchLatency};
        const double wide = f.bisectionBytesPerSec > 0
                                ? std::min(fabric.nicBytesPerSec, f.bisectionBytesPerSec)
                                : fabric.nicBytesPerSec;
        const int wideSwitches = f.tiers >= 3 ? 5 : (f.tiers == 2 ? 3 : 1);
        outWide = {wide * p.link, p.scaleOutLatencySec + wideSwitches * switchLatency};
        domainsPerLeaf = std::max(1, f.domainsPerLeaf);
        if (d.scaleUp)
            up = {d.scaleUp->bandwidthBytesPerSec * p.link, p.scaleUpLatencySec};
        else
            up = out;
    }

    // The scale-out link class a group uses: the leaf's when it spans no more domains than
    // one leaf connects, the fabric-wide one otherwise.
    const LinkParams& outFor(const GroupPlacement& g) const
    {
        return g.domains > domainsPerLeaf ? outWide : out;
    }
};

} // namespace ap
