#pragma once

#include <memory>
#include <string>
#include <vector>

namespace ap {

enum class FabricTopology { RailOptimized, FatTree, Torus2D, Torus3D };
std::string_view fabricTopologyName(FabricTopology t);

// What a cluster's network looks like (MODEL.md section 3). Devices sit in scale-up domains
// (8-GPU HGX nodes, 72-GPU NVL72 racks) joined by NVLink/ICI; domains connect through a
// scale-out network of switches. Bandwidths per device and direction, bytes/s.
struct FabricSpec {
    FabricTopology topology = FabricTopology::RailOptimized;
    int devices = 8;
    int domainSize = 8;               // devices per scale-up domain (node or rack)
    double scaleUpBytesPerSec = 0;    // per device into its domain (0: no scale-up fabric)
    double nicBytesPerSec = 50e9;     // per device into the scale-out network
    int switchRadix = 64;             // ports per switch
    double oversubscription = 1.0;    // leaf downlinks : uplinks (2 = 2:1)
    double podOversubscription = 1.0; // third tier (pods to core), when there is one
    double switchLatencySec = 0.6e-6; // per switch hop (InfiniBand NDR ~ 0.5-0.7 us)
    std::vector<int> torusDims;       // TPU slices: e.g. {16, 16, 16}; empty: derived

    bool operator==(const FabricSpec&) const = default;
};

// The fabric as a Boost.Graph flow network: one vertex per device, per NVSwitch / domain
// switch, per leaf, per pod spine and one for the core; every cable an edge pair with its
// bandwidth as capacity. Effective collective bandwidth comes from max-flow across the cut
// that splits a group in two (the bisection), latency from the hop count of the shortest path.
class FabricGraph {
public:
    explicit FabricGraph(const FabricSpec& spec);
    FabricGraph(FabricGraph&&) noexcept;
    FabricGraph& operator=(FabricGraph&&) noexcept;
    ~FabricGraph();

    const FabricSpec& spec() const { return m_spec; }
    int deviceCount() const { return m_spec.devices; }
    size_t vertexCount() const;
    size_t edgeCount() const;
    int tiers() const { return m_tiers; }
    int devicesPerLeaf() const { return m_devicesPerLeaf; }

    // Max-flow from the devices in `from` to those in `to` (bytes/s).
    double maxFlowBytesPerSec(const std::vector<int>& from, const std::vector<int>& to) const;
    // Per-device bandwidth across the bisection of `group` (first half of its domains against
    // the second half): what each rank can push to the other half at once.
    double bisectionPerDeviceBytesPerSec(const std::vector<int>& group) const;
    // Switch hops on the shortest path between two devices, and the latency that implies.
    int hops(int a, int b) const;
    double latencySec(int a, int b) const;

private:
    // The Boost.Graph adjacency list lives in fabric_graph.cpp: its headers cost over a second
    // per translation unit, and this header is included by most of the core.
    struct Impl;

    void buildSwitched();
    void buildTorus();

    FabricSpec m_spec;
    std::unique_ptr<Impl> m_impl; // mutable through const queries: max-flow writes capacities
    int m_tiers = 1;
    int m_devicesPerLeaf = 1;
};

// What the performance engine needs from a fabric, computed once per fabric from the graph
// and cached (building a 16,384-device graph takes milliseconds; an evaluation microseconds).
struct FabricSummary {
    double nicBytesPerSec = 0;       // per device, between domains under one leaf
    double bisectionBytesPerSec = 0; // per device across the whole cluster's bisection
    int domainsPerLeaf = 1;          // scale-up domains one leaf (of a rail) connects
    double crossLeafLatencySec = 0;  // device to device through the top of the fabric
    double sameLeafLatencySec = 0;
    int tiers = 1;
};
// Above kFabricGraphMaxDevices devices the summary comes from closed forms over the same
// structure (fabric_closed_form.cpp; equal to the graph's figures where both run, checked by
// tst_fabric_scale), so a 1M-device cluster needs milliseconds and kilobytes, not a 10 GB graph.
// Below it too wherever they are exact (closedFormIsExact): then no search builds a graph.
inline constexpr int kFabricGraphMaxDevices = 16384;
FabricSummary summarizeFabric(const FabricSpec& spec);
FabricSummary summarizeFabricWithGraph(const FabricSpec& spec);
FabricSummary summarizeFabricClosedForm(const FabricSpec& spec);
// Whether the closed forms give the graph's figures bit for bit for this fabric (whole-number
// capacities whose sums stay below 2^53: both then add exact integers); summarizeFabric
// builds the graph only where they might not.
bool closedFormIsExact(const FabricSpec& spec);
// Cached (thread-safe) version for the hot path.
// Returned by value: the cache may grow or evict while another thread reads.
FabricSummary cachedFabricSummary(const FabricSpec& spec);
// Empties that process-wide cache: for benchmarks that must time a fresh search, not a read
// of what an earlier iteration computed.
void clearFabricSummaryCache();

} // namespace ap
