#pragma once

#include <optional>
#include <string>

namespace ap {

// Light in silica fibre travels at about c / 1.47 ~ 204,000 km/s: ~5 us per km one way
// (MODEL.md section 5; ITU-T G.652 group index ~1.468).
inline constexpr double kFibreDelaySecPerKm = 5e-6;

// A network path between two places (site to site, or users to a site).
struct NetworkPath {
    double distanceKm = 0;     // great-circle distance
    double routeFactor = 1.0;  // fibre route length / great-circle distance (typically 1.2-2)
    int hops = 0;              // routers on the path
    double perHopDelaySec = 0; // forwarding + queueing per hop, counted once per round trip
    double bandwidthBitsPerSec = 10e9;
    double availability = 1.0;            // fraction of time the path is up
    std::optional<double> usdPerGigabyte; // transfer price on this path, if the path has one
    bool operator==(const NetworkPath&) const = default;
};

// Round trip = 2 x distance x 5 us/km x route factor + hops x per-hop delay.
double roundTripSec(const NetworkPath& p);
// Moving `bytes` over `bitsPerSec` takes 8 D / B seconds.
double transferSec(double bytes, double bitsPerSec);

// Physical shipment of storage devices (AWS Snowball-class): each device holds
// `capacityBytes`; devices are filled in parallel at the source, travel, and are emptied in
// parallel at the destination.
struct ShipmentOption {
    // Snowball Edge Storage Optimized: 210 TB (docs.aws.amazon.com/snowball, device options).
    double capacityBytes = 210e12;
    // One-way door-to-door transit incl. handling: assumption. AWS quotes express ~1 day in
    // the EU/Australia and standard "less than a week, one way"; device preparation "may take
    // up to 4 weeks" before shipping and is not counted here.
    double transitDays = 7;
    // Copy rate into/out of one device: assumption (a 10 GbE port ~1.25 GB/s).
    double copyBytesPerSec = 1.25e9;
    bool operator==(const ShipmentOption&) const = default;
};

struct TransferPlan {
    double bytes = 0;
    // Over the path: its round trip (the transfer is asked for and its first byte comes back,
    // roundTripSec) plus its bytes at the path's bandwidth, 8 D / B; 0 for no bytes.
    double networkSec = 0;
    double shipmentSec = 0;
    int shipmentDevices = 0;
    bool shipped = false; // true when shipment is faster
    double seconds = 0;   // the faster of the two
};

double shipmentSec(double bytes, const ShipmentOption& s, int* devices = nullptr);
TransferPlan planTransfer(double bytes, const NetworkPath& path, const ShipmentOption& shipment);

// Two independent ways to deliver the service (cloud over the WAN, local fallback): it is down
// only when both are, 1 - (1 - a)(1 - b).
double parallelAvailability(double a, double b);
double downtimeHoursPerYear(double availability);

} // namespace ap
