#include "fabric/fabric_options.h"

#include "common/file_number.h"
#include "common/json_reader.h"
#include "project/field_schema.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace ap {

FabricOptions parseFabricOptions(const JsonReader& r)
{
    // The keys, ranges and defaults are the field schema's (project/field_schema.cpp).
    const auto F = [](std::string_view key) -> const FieldSpec& {
        return scenarioField("/fabric/" + std::string(key));
    };
    rejectUnknownSchemaKeys(r, "/fabric");
    FabricOptions o;
    if (r.has("topology")) {
        const std::string t = readChoice(r, F("topology"), true);
        o.topology = t == "rail-optimized" ? FabricTopology::RailOptimized
                     : t == "fat-tree"     ? FabricTopology::FatTree
                     : t == "torus2d"      ? FabricTopology::Torus2D
                                           : FabricTopology::Torus3D;
    }
    o.switchRadix = int(readIntegerOr(r, F("switch_radix")));
    o.oversubscription = readNumberOr(r, F("oversubscription"));
    o.podOversubscription = readNumberOr(r, F("pod_oversubscription"));
    // Gb/s at the file edge (how NICs are sold), bytes/s inside.
    if (const auto gbps = readOptionalNumber(r, F("nic_gbps")))
        o.nicBytesPerSec = *gbps * 1e9 / 8;
    o.switchLatencySec = readNumberOr(r, F("switch_latency_us")) * 1e-6;
    return o;
}

nlohmann::json fabricOptionsToJson(const FabricOptions& o)
{
    nlohmann::json j = {{"switch_radix", o.switchRadix},
                        {"oversubscription", o.oversubscription},
                        {"pod_oversubscription", o.podOversubscription},
                        // The exact inverse of the reader's us * 1e-6 (#24).
                        {"switch_latency_us", fileValueOfProduct(o.switchLatencySec, 1e-6)}};
    if (o.topology)
        j["topology"] = fabricTopologyName(*o.topology);
    if (o.nicBytesPerSec)
        j["nic_gbps"] = exactFileValue(
            *o.nicBytesPerSec, *o.nicBytesPerSec * 8 / 1e9,
            [](double gbps, double scale) { return gbps * scale / 8; }, 1e9); // the reader's
    // Spelled as the schema's types (a whole number without ".0").
    return schemaObjectJson("/fabric", true, j, true);
}

FabricSpec fabricSpecFor(const FabricOptions& o, const Device& d, int count)
{
    FabricSpec s;
    s.devices = std::max(1, count);
    s.domainSize = std::clamp(d.scaleUpDomainSize(), 1, s.devices);
    s.scaleUpBytesPerSec = d.scaleUp ? d.scaleUp->bandwidthBytesPerSec : 0.0;
    const double catalogNic = d.scaleOut   ? d.scaleOut->bandwidthBytesPerSec
                              : d.hostLink ? d.hostLink->bandwidthBytesPerSec
                                           : 12.5e9; // 100 GbE when the catalog lists none
    s.nicBytesPerSec = o.nicBytesPerSec.value_or(catalogNic);
    s.switchRadix = o.switchRadix;
    s.oversubscription = o.oversubscription;
    s.podOversubscription = o.podOversubscription;
    s.switchLatencySec = o.switchLatencySec;
    if (o.topology)
        s.topology = *o.topology;
    else if (d.scaleUp && d.scaleUp->topology == "torus3d")
        s.topology = FabricTopology::Torus3D;
    else if (d.scaleUp && d.scaleUp->topology == "torus2d")
        s.topology = FabricTopology::Torus2D;
    else
        s.topology = FabricTopology::RailOptimized;
    return s;
}

} // namespace ap
