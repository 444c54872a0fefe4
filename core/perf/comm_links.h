#pragma once

#include "fabric/collectives.h"
#include "fabric/fabric_graph.h"
#include "fabric/fabric_options.h"
#include "hardware/device.h"
#include "perf/efficiency_params.h"

#include <algorithm>
#include <array>

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
        // alpha per step over the scale-out network: the NIC's and the library's per-message
        // cost (scaleOutLatencySec, NCCL's per-step network latency: src/graph/tuning.cc,
        // hwLatencies[NCCL_HW_NET], one per inter-node step) plus the switches on the path the
        // group's traffic takes, from the fabric graph (FabricSummary: one leaf switch between
        // domains under one leaf; leaf, spine(s) and core between the farthest devices).
        out = {fabric.nicBytesPerSec * p.link, p.scaleOutLatencySec + f.sameLeafLatencySec};
        const double wide = f.bisectionBytesPerSec > 0
                                ? std::min(fabric.nicBytesPerSec, f.bisectionBytesPerSec)
                                : fabric.nicBytesPerSec;
        outWide = {wide * p.link, p.scaleOutLatencySec + f.crossLeafLatencySec};
        domainsPerLeaf = std::max(1, f.domainsPerLeaf);
        if (d.scaleUp) {
            // Per step: the runtime's published hop latency where the catalog has one (AWS
            // Neuron: "the per-hop latency of Ring/KangaRing is about 1-2 us", neuron-runtime/
            // explore/intranode-collective-comm.rst), else the generic scale_up_latency_s.
            up = {d.scaleUp->bandwidthBytesPerSec * p.link,
                  d.scaleUp->hopLatencySec.value_or(p.scaleUpLatencySec)};
            // The ranks each device holds and, on a ring, the ring algorithm only
            // (fabric/collectives.h, LinkParams).
            up.ranksPerDevice = d.tensorRanksPerDevice();
            up.ringOnly = d.scaleUp->topology == "ring";
            m_links = d.scaleUp->links.value_or(0);
            if (d.scaleUp->torusAxisChips) {
                m_torusDims = d.scaleUp->topology == "torus3d" ? 3 : 2;
                m_torusAxisChips = *d.scaleUp->torusAxisChips;
            }
        } else {
            up = out;
        }
    }

    // The scale-up bandwidth a collective among `ranks` devices of one domain can use.
    // - A switch (NVSwitch, NVLink Switch) gives every device its whole bandwidth whatever
    //   the group.
    // - A mesh: only the links to the group's other members. An MI300X board connects each GPU
    //   to its 7 peers with one Infinity Fabric link each, 128 GB/s bidirectional (AMD MI300X
    //   data sheet, "peak Infinity Fabric link bandwidth"; the catalog's scale_up source), so
    //   TP2 gets one link, 64 GB/s per direction, not the 448 GB/s of all seven; a full-board
    //   group (RCCL's rings over every link) gets them all.
    // - A torus: the links of the axes the group spans (each chip has 2 per axis, one to each
    //   neighbour: 4 on the 2D tori of v5e/v6e, 6 on the 3D tori of v4/v5p; jax-ml
    //   scaling-book, "How to think about TPUs"). A group is laid out as compactly as a slice
    //   is (extents powers of two, near-cubic, at most the axis: 2x2x1, 2x2x2, 2x4); an axis it
    //   spans 2 chips of holds 1 link between them, a longer one 2 (both ring directions). A v5p
    //   group of 4 (2x2x1) gets 2 of 6 links, of 64 (4x4x4) all of them.
    LinkParams upFor(int ranks) const
    {
        LinkParams l = up;
        if (ranks <= 1)
            return l;
        if (m_torusDims > 0) {
            std::array<int, 3> extent = {1, 1, 1};
            int chips = 1;
            while (chips < ranks) {
                int* smallest = nullptr;
                for (int a = 0; a < m_torusDims; ++a)
                    if (extent[a] < m_torusAxisChips && (!smallest || extent[a] < *smallest))
                        smallest = &extent[a];
                if (!smallest)
                    break;
                *smallest *= 2;
                chips *= 2;
            }
            int used = 0;
            for (int a = 0; a < m_torusDims; ++a)
                used += extent[a] == 1 ? 0 : (extent[a] == 2 ? 1 : 2);
            l.bandwidthBytesPerSec *= double(used) / (2.0 * m_torusDims);
        } else if (m_links > 0) {
            l.bandwidthBytesPerSec *= double(std::min(m_links, ranks - 1)) / m_links;
        }
        return l;
    }

    // One transfer to one peer (a pipeline hop, a ring-attention step): one link of a mesh or a
    // torus, the whole bandwidth through a switch.
    LinkParams upPeer() const
    {
        LinkParams l = up;
        const int perDevice = m_torusDims > 0 ? 2 * m_torusDims : m_links;
        if (perDevice > 0)
            l.bandwidthBytesPerSec /= perDevice;
        return l;
    }

    // The scale-out link class a group uses: the leaf's when the consecutive domains from its
    // first member's to its last's fit one leaf, the fabric-wide one otherwise.
    const LinkParams& outFor(const GroupPlacement& g) const
    {
        return outAcross(std::max(g.domains, g.spanDomains));
    }
    // The same for traffic among devices spread over `domains` consecutive scale-up domains
    // (a pipeline's stages, which sit a whole stage of devices apart): a job that fits under
    // one leaf switch is placed there (Slurm's topology/tree plugin: "identify the lowest level
    // switch in the hierarchy that can satisfy a job's request and then allocate resources on
    // its underlying leaf switches", slurm.schedmd.com/topology.html), so its hops never reach
    // the oversubscribed uplinks and cross one switch, not the fabric's top.
    const LinkParams& outAcross(int domains) const
    {
        return domains > domainsPerLeaf ? outWide : out;
    }

private:
    int m_links = 0;     // scale-up point-to-point links per device; 0: switch or unpublished
    int m_torusDims = 0; // 2 or 3 with a torus axis length, else 0
    int m_torusAxisChips = 0;
};

} // namespace ap
