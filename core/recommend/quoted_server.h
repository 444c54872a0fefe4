#pragma once
// A quoted server price (`placement.on_prem.server_usd`, with `devices_per_server`) is the
// price of a server for the scenario's own device. When the search puts another device at an
// owned site, or a candidate of another device becomes a scenario, that device is priced from
// the book (`prices.on_prem.servers`) like any other, and a device nobody sells (a TPU, a
// rented-only accelerator) has no price there: the owned site refuses it. Before, a 2 x L4
// server's $13,000 quote bought any device the search tried, TPUs included.
//
// Every reader asks here: the search's pricing (`priceAt`, `priceWith`), its pricing kernel,
// its server fills, the Monte Carlo's price keys, the sensitivity and the scenario a
// candidate becomes (`quotesServerOf` for "does the quote price this device",
// `placementFor` for the placement that prices it).
#include "placement/placement.h"
#include "recommend/search.h"

#include <string>

namespace ap {

// Whether `placement` quotes the server of `deviceId`: it states a server price and the
// device is the template's (`templateDeviceId`). The one rule.
inline bool quotesServerOf(const PlacementSpec& placement, const std::string& templateDeviceId,
                           const std::string& deviceId)
{
    return placement.serverUsd.has_value() && templateDeviceId == deviceId;
}

// Whether `placement` states a quoted server that is not `deviceId`'s (placementFor drops it).
inline bool quotesAnotherServer(const PlacementSpec& placement, const std::string& templateDeviceId,
                                const std::string& deviceId)
{
    return placement.serverUsd.has_value() &&
           !quotesServerOf(placement, templateDeviceId, deviceId);
}

inline void dropQuotedServer(PlacementSpec& s)
{
    s.serverUsd.reset();
    s.devicesPerServer.reset();
    s.fileKeys.erase("on_prem.server_usd");
    s.fileKeys.erase("on_prem.devices_per_server");
}

// The placement that prices `deviceId`: `placement` as written, less a quoted server that is
// another device's.
inline PlacementSpec placementFor(PlacementSpec placement, const std::string& templateDeviceId,
                                  const std::string& deviceId)
{
    if (quotesAnotherServer(placement, templateDeviceId, deviceId))
        dropQuotedServer(placement);
    return placement;
}

// The same questions of a study: its template's device and its (merged) placement.
inline bool quotesServerOf(const recommend_detail::StudyContext& ctx, const std::string& deviceId)
{
    return quotesServerOf(ctx.placement, ctx.templ->cluster.deviceId, deviceId);
}

inline PlacementSpec placementFor(const recommend_detail::StudyContext& ctx,
                                  const std::string& deviceId)
{
    return placementFor(ctx.placement, ctx.templ->cluster.deviceId, deviceId);
}

} // namespace ap
