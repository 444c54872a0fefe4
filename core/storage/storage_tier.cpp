#include "storage/storage_tier.h"

#include "common/file_number.h"
#include "common/json_reader.h"
#include "project/field_schema.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

namespace ap {

std::string_view storageKindName(StorageKind k)
{
    switch (k) {
    case StorageKind::LocalNvme:
        return "local-nvme";
    case StorageKind::ParallelFileSystem:
        return "parallel-fs";
    case StorageKind::ObjectStorage:
        return "object";
    }
    return "parallel-fs";
}

StorageTier defaultStorageTier(StorageKind kind)
{
    StorageTier t;
    t.kind = kind;
    switch (kind) {
    case StorageKind::LocalNvme:
        // 8 x PCIe Gen4 NVMe per DGX-class node, ~3.5 GB/s sequential write each (typical
        // datacentre U.2 drive datasheets); no shared service limit; 30 TB per node.
        t.aggregateWriteBytesPerSec = std::numeric_limits<double>::infinity();
        t.aggregateReadBytesPerSec = std::numeric_limits<double>::infinity();
        t.perNodeWriteBytesPerSec = 8 * 3.5e9;
        t.capacityBytes = 30e12;
        t.costUsdPerGbMonth = 0.0; // part of the server's capex
        t.survivesNodeFailure = false;
        t.source = "8 NVMe drives per node at ~3.5 GB/s write (drive datasheets, assumption); "
                   "data lost with the node until replicated";
        break;
    case StorageKind::ParallelFileSystem:
        // Megatron 1T on Selene saved checkpoints at ~273 GB/s (40% of the file system's peak
        // write; Narayanan et al. 2021 section 5.10, via facts.md E2); 100 GB/s is a mid-size
        // Lustre/GPFS/Weka deployment.
        t.aggregateWriteBytesPerSec = 100e9;
        t.aggregateReadBytesPerSec = 200e9;
        t.perNodeWriteBytesPerSec = 25e9;
        t.capacityBytes = 5e15;
        t.costUsdPerGbMonth = 0.10;
        t.source = "100 GB/s aggregate write: mid-size parallel file system; Selene reached "
                   "273 GB/s (Narayanan et al. 2021 s5.10); per-client 25 GB/s (2x100G)";
        break;
    case StorageKind::ObjectStorage:
        // S3-class: aggregate scales out, but one client sustains a few GB/s (PCcheck measured
        // ~15 Gb/s between GCE VMs; Gemini: 20 Gb/s to remote storage, facts.md E2).
        t.aggregateWriteBytesPerSec = 1e12;
        t.aggregateReadBytesPerSec = 1e12;
        t.perNodeWriteBytesPerSec = 2.5e9;
        t.capacityBytes = 1e18;
        t.costUsdPerGbMonth = 0.023;
        t.source = "per-client ~20 Gb/s to remote storage (Gemini, SOSP'23; PCcheck 15 Gb/s, "
                   "facts.md E2); $0.023/GB-month S3 Standard list price";
        break;
    }
    return t;
}

StorageTier parseStorageTier(const JsonReader& r)
{
    // The keys, ranges and the default kind are the field schema's (project/field_schema.cpp,
    // `/reliability/storage`); a key left out keeps its kind's figure.
    const auto F = [](std::string_view key) -> const FieldSpec& {
        return scenarioField("/reliability/storage/" + std::string(key));
    };
    rejectUnknownSchemaKeys(r, "/reliability/storage");
    const std::string kind = readChoiceOr(r, F("kind"), true);
    StorageTier t = defaultStorageTier(kind == "local-nvme" ? StorageKind::LocalNvme
                                       : kind == "object"   ? StorageKind::ObjectStorage
                                                            : StorageKind::ParallelFileSystem);
    const StorageTier kindDefaults = t;
    // GB/s at the file edge (storage is sold in GB/s, unlike NICs).
    if (const auto v = readOptionalNumber(r, F("aggregate_write_gbps")))
        t.aggregateWriteBytesPerSec = *v * 1e9;
    if (const auto v = readOptionalNumber(r, F("aggregate_read_gbps")))
        t.aggregateReadBytesPerSec = *v * 1e9;
    if (const auto v = readOptionalNumber(r, F("per_node_write_gbps")))
        t.perNodeWriteBytesPerSec = *v * 1e9;
    if (const auto v = readOptionalNumber(r, F("capacity_tb")))
        t.capacityBytes = *v * 1e12;
    if (const auto v = readOptionalNumber(r, F("cost_usd_per_gb_month")))
        t.costUsdPerGbMonth = *v;
    t.survivesNodeFailure = r.booleanOr(F("survives_node_failure").key(), t.survivesNodeFailure);
    // The kind's source stands while the bandwidths are its figures (a saved file spells them
    // out); a bandwidth of the file's own is the file's.
    if (t.aggregateWriteBytesPerSec != kindDefaults.aggregateWriteBytesPerSec ||
        t.perNodeWriteBytesPerSec != kindDefaults.perNodeWriteBytesPerSec)
        t.source = "project file";
    return t;
}

nlohmann::json storageTierToJson(const StorageTier& t)
{
    auto gbps = [](double v) {
        return std::isfinite(v) ? nlohmann::json(fileValueOfProduct(v, 1e9)) : nlohmann::json();
    };
    return {{"kind", storageKindName(t.kind)},
            {"aggregate_write_gbps", gbps(t.aggregateWriteBytesPerSec)},
            {"aggregate_read_gbps", gbps(t.aggregateReadBytesPerSec)},
            // The exact inverses of parseStorageTier's GB/s * 1e9 and TB * 1e12 (#24).
            {"per_node_write_gbps", fileValueOfProduct(t.perNodeWriteBytesPerSec, 1e9)},
            {"capacity_tb", fileValueOfProduct(t.capacityBytes, 1e12)},
            {"cost_usd_per_gb_month", t.costUsdPerGbMonth},
            {"survives_node_failure", t.survivesNodeFailure}};
}

double effectiveWriteBytesPerSec(const StorageTier& t, int nodes, double nodeNicBytesPerSec)
{
    double perNode = t.perNodeWriteBytesPerSec;
    // Remote storage is reached over the network; local drives are not.
    if (t.kind != StorageKind::LocalNvme && nodeNicBytesPerSec > 0)
        perNode = std::min(perNode, nodeNicBytesPerSec);
    return std::min(t.aggregateWriteBytesPerSec, std::max(1, nodes) * perNode);
}

} // namespace ap
