#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace ap {

class JsonReader;

// Where checkpoints and training data live (MODEL.md section 4). "Nothing beats local NVMe"
// holds for one box; for a cluster the question is aggregate bandwidth, what a node failure
// does to the data, and what it costs.
enum class StorageKind { LocalNvme, ParallelFileSystem, ObjectStorage };
std::string_view storageKindName(StorageKind k);

struct StorageTier {
    StorageKind kind = StorageKind::ParallelFileSystem;
    // Aggregate write/read bandwidth of the service, bytes/s (local NVMe: unlimited, the
    // per-node drives are the limit).
    double aggregateWriteBytesPerSec = 100e9;
    double aggregateReadBytesPerSec = 200e9;
    // What one node can push: its drives (local NVMe) or its client share of the network.
    double perNodeWriteBytesPerSec = 25e9;
    double capacityBytes = 5e15;
    double costUsdPerGbMonth = 0.10;
    // Does a node failure lose the data on it? (local drives: yes, until replicated)
    bool survivesNodeFailure = true;
    std::string source;
    bool operator==(const StorageTier&) const = default;
};

// Defaults per kind, each from a published figure (see the source field).
StorageTier defaultStorageTier(StorageKind kind);
StorageTier parseStorageTier(const JsonReader& r);
nlohmann::json storageTierToJson(const StorageTier& t);

// Effective write bandwidth of `nodes` nodes writing at once: the minimum of the service's
// aggregate, the nodes' own limit (drives or client bandwidth) and their NICs.
double effectiveWriteBytesPerSec(const StorageTier& t, int nodes, double nodeNicBytesPerSec);

} // namespace ap
