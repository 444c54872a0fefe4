#pragma once

#include "fabric/fabric_graph.h"
#include "hardware/device.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace ap {

class JsonReader;

// The scenario's `fabric` object: how the cluster's scale-out network is built. Everything
// is optional; the default is what a non-blocking reference design of the device looks like
// (rail-optimised fat tree for GPUs, the ICI torus for TPUs with a 3D or 2D torus).
struct FabricOptions {
    std::optional<FabricTopology> topology;
    int switchRadix = 64;                 // 64-port switches (NVIDIA Quantum-2 NDR: 64 x 400G)
    double oversubscription = 1.0;        // leaf downlinks : uplinks
    double podOversubscription = 1.0;     // pods to core, for three tiers
    std::optional<double> nicBytesPerSec; // per device; default: the catalog's scale-out NIC
    double switchLatencySec = 0.6e-6;

    bool operator==(const FabricOptions&) const = default;
};

FabricOptions parseFabricOptions(const JsonReader& r);
nlohmann::json fabricOptionsToJson(const FabricOptions& o);

// The fabric a cluster of `count` devices gets.
FabricSpec fabricSpecFor(const FabricOptions& o, const Device& d, int count);

} // namespace ap
