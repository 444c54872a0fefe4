#include "hardware/device_json.h"

#include <nlohmann/json.hpp>

namespace ap {

using nlohmann::json;

namespace {

json linkToJson(const Link& l, bool scaleUp)
{
    json j = {
        {"name", l.name}, {"bandwidth_bytes_per_s", l.bandwidthBytesPerSec}, {"source", l.source}};
    if (scaleUp) {
        j["domain_size"] = l.domainSize;
        j["topology"] = l.topology;
        if (l.links)
            j["links"] = *l.links;
        if (l.torusAxisChips)
            j["torus_axis_chips"] = *l.torusAxisChips;
        if (l.ranksPerDevice != 1)
            j["ranks_per_device"] = l.ranksPerDevice;
        if (l.hopLatencySec)
            j["hop_latency_s"] = *l.hopLatencySec;
    }
    return j;
}

} // namespace

json deviceToJson(const Device& d)
{
    json peaks = json::object();
    for (Precision p : kAllPrecisions)
        if (const auto v = d.peak(p))
            peaks[std::string(precisionName(p))] = *v;
    json j = {{"id", d.id},
              {"name", d.name},
              {"kind", deviceKindName(d.kind)},
              {"vendor", d.vendor},
              {"architecture", d.architecture},
              {"year", d.year},
              {"peak_flops_per_s", peaks},
              {"peak_source", d.peakSource},
              {"memory",
               {{"type", d.memoryType},
                {"capacity_bytes", d.memoryCapacityBytes},
                {"bandwidth_bytes_per_s", d.memoryBandwidthBytesPerSec},
                {"source", d.memorySource}}},
              {"origin", d.origin}};
    j["devices_per_host"] = d.hostDevices();
    if (d.devicesPerHost)
        j["host_source"] = d.hostSource;
    j["tdp_watts"] = d.tdpWatts ? json(*d.tdpWatts) : json();
    if (d.tdpWatts)
        j["power_source"] = d.powerSource;
    if (!d.peakDerivation.empty())
        j["peak_derivation"] = d.peakDerivation;
    if (d.fp16AccumulateFlopsPerSec)
        j["fp16_accumulate_flops_per_s"] = *d.fp16AccumulateFlopsPerSec;
    if (d.cache) {
        j["cache"] = {{"capacity_bytes", d.cache->capacityBytes}, {"source", d.cache->source}};
        if (d.cache->bandwidthBytesPerSec)
            j["cache"]["bandwidth_bytes_per_s"] = *d.cache->bandwidthBytesPerSec;
    }
    j["host_link"] = d.hostLink ? linkToJson(*d.hostLink, false) : json();
    j["scale_up"] = d.scaleUp ? linkToJson(*d.scaleUp, true) : json();
    j["scale_out"] = d.scaleOut ? linkToJson(*d.scaleOut, false) : json();
    if (d.price)
        j["price"] = {{"usd", d.price->usd}, {"date", d.price->date}, {"source", d.price->source}};
    if (d.cpu) {
        j["cpu"] = {{"cores", d.cpu->cores},
                    {"base_ghz", d.cpu->baseGhz},
                    {"vector_isa", d.cpu->vectorIsa},
                    {"matrix_unit", d.cpu->matrixUnit},
                    {"source", d.cpu->source}};
        if (d.cpu->allCoreTurboGhz)
            j["cpu"]["all_core_turbo_ghz"] = *d.cpu->allCoreTurboGhz;
    }
    if (d.tensorCopyEngine)
        j["tensor_copy_engine"] = {{"present", d.tensorCopyEngine->present},
                                   {"mechanism", d.tensorCopyEngine->mechanism},
                                   {"source", d.tensorCopyEngine->source}};
    if (d.clock)
        j["clock"] = {{"peak_mhz", d.clock->peakMhz},
                      {"sustained_mhz", d.clock->sustainedMhz},
                      {"source", d.clock->source}};
    if (d.matrix)
        j["matrix_unit"] = {{"tile_rows", d.matrix->tileRows},
                            {"min_tile_rows", d.matrix->minTileRows},
                            {"async_mma", d.matrix->asyncMma},
                            {"source", d.matrix->source}};
    if (d.software) {
        static constexpr const char* kRuntimes[] = {"other", "cuda", "rocm"};
        j["software"] = {{"training_stacks", d.software->trainingStacks},
                         {"serving_stacks", d.software->servingStacks},
                         {"runtime", kRuntimes[int(d.software->runtime)]},
                         {"source", d.software->source}};
    }
    if (!d.notes.empty())
        j["notes"] = d.notes;
    return j;
}

} // namespace ap
