#pragma once
// A quoted server price (`placement.on_prem.server_usd`, with `devices_per_server`) is the
// price of a server for the scenario's own device. When the search puts another device at an
// owned site, or a candidate of another device becomes a scenario, that device is priced from
// the book (`prices.on_prem.servers`) like any other, and a device nobody sells (a TPU, a
// rented-only accelerator) has no price there: the owned site refuses it. Before, a 2 x L4
// server's $13,000 quote bought any device the search tried, TPUs included.
#include "placement/placement.h"

#include <string>

namespace ap {

inline bool quotedServerApplies(const std::string& templateDeviceId, const std::string& deviceId)
{
    return templateDeviceId == deviceId;
}

inline void dropQuotedServer(PlacementSpec& s)
{
    s.serverUsd.reset();
    s.devicesPerServer.reset();
    s.fileKeys.erase("on_prem.server_usd");
    s.fileKeys.erase("on_prem.devices_per_server");
}

} // namespace ap
