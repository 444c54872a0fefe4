#pragma once

#include <optional>

namespace ap {

struct ServerPrice;

// What an owned site buys for a device: whole servers. One answer for the placement model
// (placement.cpp onPremSpecFor, economics/on_prem_tco.cpp) and the recommender's search
// (recommend/layout_search.cpp addServerFills), so the servers the search fills are the
// servers the placement model charges.

// Devices in one server: the placement's `devices_per_server`, else the price book's server
// entry for the device, else 8 (an HGX-style baseboard) where the placement quotes its own
// `server_usd`; 0 where no purchase price exists (an owned site then refuses the device).
int ownedDevicesPerServer(bool placementQuotesServerUsd,
                          const std::optional<int>& placementDevicesPerServer,
                          const ServerPrice* bookServer);

// Whole servers bought for `devices` devices of `devicesPerServer` each (at least one device
// per server is assumed).
long long ownedServers(long long devices, int devicesPerServer);

} // namespace ap
