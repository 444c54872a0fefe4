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
    // Out along scale-up, scale-out, host link, memory from each level (memory for a level not
    // on that chain, the cache's included): the first the device lists.
    const Device& d = device;
    for (int i = 0; i < kCeilingCount; ++i) {
        double bw = 0;
        switch (Ceiling(i)) {
        case Ceiling::ScaleUp:
            if (d.scaleUp) {
                bw = d.scaleUp->bandwidthBytesPerSec * efficiency.at(Ceiling::ScaleUp);
                break;
            }
            [[fallthrough]];
        case Ceiling::ScaleOut:
            if (d.scaleOut) {
                bw = d.scaleOut->bandwidthBytesPerSec * efficiency.at(Ceiling::ScaleOut);
                break;
            }
            [[fallthrough]];
        case Ceiling::HostLink:
            if (d.hostLink) {
                bw = d.hostLink->bandwidthBytesPerSec * efficiency.at(Ceiling::HostLink);
                break;
            }
            [[fallthrough]];
        default:
            bw = d.memoryBandwidthBytesPerSec * efficiency.at(Ceiling::Memory);
        }
        m_bandwidth[size_t(i)] = bw;
    }
    m_cache = device.cache.has_value();
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
    // Time-based: each ceiling's time, the slowest binds (kernelTimes, the engine's routine).
    RooflineResult r;
    const KernelTimes k = kernelTimes(traffic.flops, traffic, &r.timeAtSec);
    r.binding = k.binding;
    r.timeSec = k.timeSec;
    r.attainableFlopsPerSec = r.timeSec > 0.0 ? traffic.flops / r.timeSec : m_peak;
    const Ceiling level = r.binding == Ceiling::Compute ? Ceiling::Memory : r.binding;
    const double bytes = traffic.bytesAt(level);
    r.intensityFlopPerByte =
        bytes > 0.0 ? traffic.flops / bytes : std::numeric_limits<double>::infinity();
    return r;
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
