#include "placement/network.h"

#include "economics/cash_flow.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ap {

double roundTripSec(const NetworkPath& p)
{
    return 2.0 * p.distanceKm * kFibreDelaySecPerKm * p.routeFactor + p.hops * p.perHopDelaySec;
}

double transferSec(double bytes, double bitsPerSec)
{
    if (bytes <= 0)
        return 0;
    if (bitsPerSec <= 0)
        return std::numeric_limits<double>::infinity();
    return 8.0 * bytes / bitsPerSec;
}

double shipmentSec(double bytes, const ShipmentOption& s, int* devices)
{
    const int n = bytes > 0 ? int(std::ceil(bytes / s.capacityBytes)) : 0;
    if (devices)
        *devices = n;
    if (n == 0)
        return 0;
    // Devices are filled and emptied in parallel, each holding bytes / n.
    const double copy = bytes / n / s.copyBytesPerSec;
    return copy + s.transitDays * 86400.0 + copy;
}

TransferPlan planTransfer(double bytes, const NetworkPath& path, const ShipmentOption& shipment)
{
    TransferPlan t;
    t.bytes = bytes;
    // A transfer between sites is a request and its reply: the receiver asks for the data and
    // the first byte arrives one round trip later (the propagation both ways at fibre's group
    // velocity, c / 1.468 ~ 204,000 km/s, over the route, and each hop's delay: roundTripSec),
    // then the bytes follow at the bandwidth (8 D / B). TCP's window limit over a long path
    // is not modelled.
    t.networkSec =
        bytes > 0 ? roundTripSec(path) + transferSec(bytes, path.bandwidthBitsPerSec) : 0.0;
    t.shipmentSec = shipmentSec(bytes, shipment, &t.shipmentDevices);
    t.shipped = bytes > 0 && t.shipmentSec < t.networkSec;
    t.seconds = t.shipped ? t.shipmentSec : t.networkSec;
    return t;
}

double parallelAvailability(double a, double b)
{
    return 1.0 - (1.0 - a) * (1.0 - b);
}

double downtimeHoursPerYear(double availability)
{
    return (1.0 - availability) * kHoursPerYear;
}

} // namespace ap
