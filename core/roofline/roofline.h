#pragma once

#include "hardware/device.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// The ceilings of a hierarchical roofline (Williams, Waterman, Patterson, CACM 2009): the
// compute peak, and one bandwidth ceiling per level data may have to cross.
enum class Ceiling { Compute, Cache, Memory, HostLink, ScaleUp, ScaleOut };
inline constexpr int kCeilingCount = 6;
inline constexpr std::array<Ceiling, 5> kBandwidthCeilings = {
    Ceiling::Cache, Ceiling::Memory, Ceiling::HostLink, Ceiling::ScaleUp, Ceiling::ScaleOut};

std::string_view ceilingName(Ceiling c);
std::optional<Ceiling> parseCeiling(std::string_view name);

// Work of one operator: FLOPs, and bytes moved across each level (0 where none).
struct Traffic {
    // The operator's name: a string literal (the operators are named in code, never from data),
    // so that building a layer's operators copies no string.
    std::string_view name;
    Precision precision = Precision::BF16;
    double flops = 0.0;
    std::array<double, kCeilingCount> bytes{}; // indexed by Ceiling; Compute entry unused

    double& bytesAt(Ceiling c) { return bytes[int(c)]; }
    double bytesAt(Ceiling c) const { return bytes[int(c)]; }
    Traffic& operator+=(const Traffic& other);
    Traffic scaled(double factor) const;
};

// Achieved fraction of each ceiling. 1 is the pure roofline; the performance engine passes
// fitted values (fraction of peak a large GEMM reaches, of STREAM bandwidth, of link speed).
struct Efficiency {
    std::array<double, kCeilingCount> fraction{1, 1, 1, 1, 1, 1};
    double& at(Ceiling c) { return fraction[int(c)]; }
    double at(Ceiling c) const { return fraction[int(c)]; }
};

// What one kernel takes on each ceiling alone and which binds (Roofline::kernelTimes).
struct KernelTimes {
    double computeSec = 0;              // FLOPs over the peak
    double trafficSec = 0;              // the slowest level of data movement (0: none)
    double timeSec = 0;                 // the slowest ceiling (0 where none takes time)
    Ceiling binding = Ceiling::Compute; // the first of the slowest
};

struct RooflineResult {
    double timeSec = 0.0;
    double attainableFlopsPerSec = 0.0;
    Ceiling binding = Ceiling::Compute;
    std::array<double, kCeilingCount> timeAtSec{}; // time each ceiling alone would need
    double intensityFlopPerByte = 0.0;             // FLOPs per byte of the binding memory level
};

// Roofline of one device in one compute format. Throws InputError if the device lacks the
// format (absent peak = unsupported, not zero).
class Roofline {
public:
    Roofline(const Device& device, Precision precision, const Efficiency& efficiency = {});

    const Device& device() const { return *m_device; }
    Precision precision() const { return m_precision; }

    double peakFlopsPerSec() const;
    // Effective bandwidth of a level, absent when the device does not list it.
    std::optional<double> bandwidthBytesPerSec(Ceiling level) const;
    // Ridge point I* = peak / bandwidth, FLOP per byte of that level.
    std::optional<double> ridgePointFlopPerByte(Ceiling level = Ceiling::Memory) const;
    // min(peak, I * bandwidth) for an operator of intensity I against one level.
    double attainableFlopsPerSec(double intensityFlopPerByte,
                                 Ceiling level = Ceiling::Memory) const;
    // Time-based evaluation across all levels: the slowest ceiling binds.
    RooflineResult evaluate(const Traffic& traffic) const;
    std::vector<Ceiling> availableCeilings() const;

    // Bandwidth of a level, or of the next level out when the device lacks it.
    double bandwidthWithFallback(Ceiling level) const { return m_bandwidth[size_t(level)]; }

    // The one routine that times a kernel on this roofline (evaluate() and the performance
    // engine's KernelTimer, perf/layer_model.h, both call it): `flops` over the peak, and each
    // level's bytes of `traffic` over its bandwidth (bandwidthWithFallback: traffic through a
    // link the device lacks goes over the next level out; cache traffic without a published
    // cache sets no ceiling). The slowest binds, the first of equals in Ceiling order. With
    // `timeAtSec`, each ceiling's time is written there (those without traffic left as they
    // are). `flops` is the traffic's or, for a kernel timed at its own efficiency, scaled.
    KernelTimes kernelTimes(double flops, const Traffic& traffic,
                            std::array<double, kCeilingCount>* timeAtSec = nullptr) const
    {
        KernelTimes k;
        k.computeSec = flops / m_peak;
        if (timeAtSec)
            (*timeAtSec)[size_t(Ceiling::Compute)] = k.computeSec;
        k.timeSec = k.computeSec > 0.0 ? k.computeSec : 0.0;
        for (Ceiling c : kBandwidthCeilings) {
            const double bytes = traffic.bytesAt(c);
            if (bytes <= 0.0 || (c == Ceiling::Cache && !m_cache))
                continue;
            const double sec = bytes / m_bandwidth[size_t(c)];
            if (timeAtSec)
                (*timeAtSec)[size_t(c)] = sec;
            if (sec > k.timeSec) {
                k.timeSec = sec;
                k.binding = c;
            }
            k.trafficSec = std::max(k.trafficSec, sec);
        }
        return k;
    }

private:
    const Device* m_device;
    Precision m_precision;
    Efficiency m_efficiency;
    double m_peak;
    // Read from the device once (a search times operators by the million): each level's
    // bandwidthWithFallback, and whether the device lists a cache.
    std::array<double, kCeilingCount> m_bandwidth{};
    bool m_cache = false;
};

} // namespace ap
