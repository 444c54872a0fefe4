#pragma once

#include <optional>
#include <string_view>

namespace ap {

// What a problem that makes an option infeasible is about. Set where the problem arises (the
// inference model, the placement model, the search's checks), so that a summary can count
// rejections by kind without reading the message text.
enum class ProblemKind {
    Memory,       // weights, activations or KV cache do not fit
    Slo,          // a latency objective is missed
    Deadline,     // a training run finishes too late
    Throughput,   // too slow, or the demand needs more devices than allowed
    Budget,       // costs more than allowed
    Availability, // below the availability target
    Power,        // draws more than the site's envelope
    Sovereignty,  // a data class may not go to the site
    Price,        // no price to cost it with
    NotOffered,   // the site does not offer the device
    Device,       // the device cannot run the workload at all (no usable number format)
    Layout,       // no parallel layout fits the batch
    Reliability,  // failures outpace progress
    Placement,    // anything else the placement model refuses
};

// The name used in files and reports: "memory", "slo", ..., "not offered".
std::string_view problemKindName(ProblemKind k);
std::optional<ProblemKind> parseProblemKind(std::string_view name);

} // namespace ap
