#pragma once

// Helpers shared by the placement sources (not part of the public interface).

#include "economics/price_book.h"
#include "placement/placement.h"

#include <optional>
#include <string>

namespace ap::placement_detail {

// Fallbacks when neither the site nor the price book says (see data/prices/on_prem.json for
// the sourced values that normally apply): Uptime 2024 PUE, Ember 2024 US grid intensity
// (lifecycle basis, the one carbon method of the data).
inline constexpr double kDefaultPue = 1.56;
inline constexpr double kDefaultCarbonGramsPerKwh = 384;
inline constexpr double kDefaultHostOverheadFraction = 0.8;

inline double pick(std::optional<double> site, const std::optional<SourcedValue>& book,
                   double fallback)
{
    if (site)
        return *site;
    if (book)
        return book->value;
    return fallback;
}

// Fills r.api (and a note) when the placement compares self-hosting with a model API.
void compareApi(CostReport& r, const PlacementSpec& spec, const WorkloadDemand& demand,
                const PriceLookup& book, const SiteLookup& catalog);

// evaluatePlacement with the placement's own prices in `book` and its own sites in `catalog`
// (the spec's own are not read again).
CostReport evaluateOver(const PlacementSpec& spec, const WorkloadDemand& demand,
                        const PriceLookup& book, const SiteLookup& catalog, PlacementDetail detail);

// The note that a model API bills this workload's requests at its long-context prices (the
// prompt is longer than the tier's threshold), or nothing.
std::optional<Message> apiLongContextNote(const Site& site, const WorkloadDemand& demand);

inline std::string quoted(const std::string& s)
{
    return "\"" + s + "\"";
}

} // namespace ap::placement_detail
