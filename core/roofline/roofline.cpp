#include "roofline/roofline.h"

#include "common/input_error.h"

#include <algorithm>
#include <limits>

namespace ap {

namespace {
constexpr std::array<std::string_view, kCeilingCount> kCeilingNames = {
    "compute", "cache", "memory", "host_link", "scale_up", "scale_out"};
}

std::string_view ceilingName(Ceiling c)
{
    return kCeilingNames[int(c)];
}

std::optional<Ceiling> parseCeiling(std::string_view name)
{
    for (int i = 0; i < kCeilingCount; ++i)
        if (kCeilingNames[i] == name)
            return Ceiling(i);
    return std::nullopt;
}

Traffic& Traffic::operator+=(const Traffic& other)
{
    flops += other.flops;
    for (int i = 0; i < kCeilingCount; ++i)
        bytes[i] += other.bytes[i];
    return *this;
}

Traffic Traffic::scaled(double factor) const
{
    Traffic t = *this;
    t.flops *= factor;
    for (double& b : t.bytes)
        b *= factor;
    return t;
}

Roofline::Roofline(const Device& device, Precision precision, const Efficiency& efficiency)
    : m_device(&device)
    , m_precision(precision)
    , m_efficiency(efficiency)
{
    const auto peak = device.peak(precision);
    if (!peak)
        throw InputError(
            {}, "precision",
            Message(AP_TEXT("ap::InputError",
                            "%1 has no %2 compute (the catalog lists no peak for it)"),
                    {msg::text(device.id), msg::text(std::string(precisionName(precision)))}));
    for (double f : efficiency.fraction)
        if (!(f > 0.0 && f <= 1.0))
            throw InputError({}, "efficiency", "every efficiency must be in (0, 1]");
    m_peak = *peak * efficiency.at(Ceiling::Compute);
}

double Roofline::peakFlopsPerSec() const
{
    return m_peak;
}

std::optional<double> Roofline::bandwidthBytesPerSec(Ceiling level) const
{
    const Device& d = *m_device;
    std::optional<double> raw;
    switch (level) {
    case Ceiling::Compute:
        return std::nullopt;
    case Ceiling::Cache:
        if (d.cache)
            raw = d.cache->bandwidthBytesPerSec;
        break;
    case Ceiling::Memory:
        raw = d.memoryBandwidthBytesPerSec;
        break;
    case Ceiling::HostLink:
        if (d.hostLink)
            raw = d.hostLink->bandwidthBytesPerSec;
        break;
    case Ceiling::ScaleUp:
        if (d.scaleUp)
            raw = d.scaleUp->bandwidthBytesPerSec;
        break;
    case Ceiling::ScaleOut:
        if (d.scaleOut)
            raw = d.scaleOut->bandwidthBytesPerSec;
        break;
    }
    if (!raw)
        return std::nullopt;
    return *raw * m_efficiency.at(level);
}

std::optional<double> Roofline::ridgePointFlopPerByte(Ceiling level) const
{
    const auto bw = bandwidthBytesPerSec(level);
    if (!bw)
        return std::nullopt;
    return m_peak / *bw;
}

double Roofline::attainableFlopsPerSec(double intensityFlopPerByte, Ceiling level) const
{
    const auto bw = bandwidthBytesPerSec(level);
    if (!bw)
        return m_peak;
    return std::min(m_peak, intensityFlopPerByte * *bw);
}

RooflineResult Roofline::evaluate(const Traffic& traffic) const
{
    // (The search times operators by the million: the bandwidths are read straight from the
    // device here, the same products as bandwidthBytesPerSec and bandwidthWithFallback.)
    const Device& d = *m_device;
    RooflineResult r;
    r.timeAtSec[int(Ceiling::Compute)] = traffic.flops / m_peak;
    for (Ceiling c : kBandwidthCeilings) {
        const double bytes = traffic.bytesAt(c);
        if (bytes <= 0.0)
            continue;
        // Cache traffic without a published cache bandwidth sets no ceiling. Traffic through
        // a link the device lacks (a scale-up collective on a PCIe-only card, a host transfer
        // on a CPU) goes over the next level out, so it is charged there, not dropped.
        if (c == Ceiling::Cache && !d.cache)
            continue;
        r.timeAtSec[int(c)] = bytes / bandwidthWithFallback(c);
    }
    r.binding = Ceiling::Compute;
    r.timeSec = 0.0;
    for (int i = 0; i < kCeilingCount; ++i)
        if (r.timeAtSec[i] > r.timeSec) {
            r.timeSec = r.timeAtSec[i];
            r.binding = Ceiling(i);
        }
    r.attainableFlopsPerSec = r.timeSec > 0.0 ? traffic.flops / r.timeSec : m_peak;
    const Ceiling level = r.binding == Ceiling::Compute ? Ceiling::Memory : r.binding;
    const double bytes = traffic.bytesAt(level);
    r.intensityFlopPerByte =
        bytes > 0.0 ? traffic.flops / bytes : std::numeric_limits<double>::infinity();
    return r;
}

double Roofline::bandwidthWithFallback(Ceiling level) const
{
    // Out along scale-up, scale-out, host link, memory from `level` (memory for a level not on
    // that chain): the first the device lists.
    const Device& d = *m_device;
    switch (level) {
    case Ceiling::ScaleUp:
        if (d.scaleUp)
            return d.scaleUp->bandwidthBytesPerSec * m_efficiency.at(Ceiling::ScaleUp);
        [[fallthrough]];
    case Ceiling::ScaleOut:
        if (d.scaleOut)
            return d.scaleOut->bandwidthBytesPerSec * m_efficiency.at(Ceiling::ScaleOut);
        [[fallthrough]];
    case Ceiling::HostLink:
        if (d.hostLink)
            return d.hostLink->bandwidthBytesPerSec * m_efficiency.at(Ceiling::HostLink);
        [[fallthrough]];
    default:
        return d.memoryBandwidthBytesPerSec * m_efficiency.at(Ceiling::Memory);
    }
}

std::vector<Ceiling> Roofline::availableCeilings() const
{
    std::vector<Ceiling> out;
    for (Ceiling c : kBandwidthCeilings)
        if (bandwidthBytesPerSec(c))
            out.push_back(c);
    return out;
}

} // namespace ap
