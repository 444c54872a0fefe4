#include "economics/owned_servers.h"

#include "economics/price_book.h"

#include <algorithm>

namespace ap {

int ownedDevicesPerServer(bool placementQuotesServerUsd,
                          const std::optional<int>& placementDevicesPerServer,
                          const ServerPrice* bookServer)
{
    if (!placementQuotesServerUsd && !bookServer)
        return 0;
    return std::max(1,
                    placementDevicesPerServer.value_or(bookServer ? bookServer->devicesPerServer : 8));
}

long long ownedServers(long long devices, int devicesPerServer)
{
    const long long per = std::max(1, devicesPerServer);
    return (std::max(0LL, devices) + per - 1) / per;
}

} // namespace ap
