#pragma once

#include "fabric/collectives.h"
#include "hardware/device.h"
#include "perf/efficiency_params.h"

namespace ap {

// The two link classes collectives run over, from the device's catalog entry. A device
// without a scale-up fabric (PCIe cards, CPUs without a socket link) talks to its peers
// over its NIC, and one without a listed NIC over its host link.
struct CommLinks {
    LinkParams up;
    LinkParams out;

    CommLinks(const Device& d, const EfficiencyParams& p)
    {
        const Link* outLink = d.scaleOut ? &*d.scaleOut : (d.hostLink ? &*d.hostLink : nullptr);
        const double outBw = outLink ? outLink->bandwidthBytesPerSec : 12.5e9; // 100 GbE
        out = {outBw * p.link, p.scaleOutLatencySec};
        if (d.scaleUp)
            up = {d.scaleUp->bandwidthBytesPerSec * p.link, p.scaleUpLatencySec};
        else
            up = out;
    }
};

} // namespace ap
