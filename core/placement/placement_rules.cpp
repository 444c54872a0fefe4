#include "placement/placement.h"

#include "common/choice_key.h"
#include "economics/api_price_tier_io.h"
#include "placement/placement_internal.h"
#include "placement/processing_regions.h"
#include "placement/site_figures.h"

#include <algorithm>
#include <cmath>

namespace ap {

using placement_detail::kDefaultHostOverheadFraction;
using placement_detail::kDefaultPue;
using placement_detail::pick;
using placement_detail::quoted;

double apiUsdPerMillionOutputTokens(const Site& s, const WorkloadDemand& d,
                                    const PlacementSpec& spec)
{
    // Blended price per million output tokens: the output price plus the prompt tokens that
    // come with each output token, a share of them billed at the cached-input price; batch
    // jobs take the published batch discount off both. A prompt above the long-context
    // threshold puts the whole request (input, cached input and output) at the tier's prices.
    double out = s.apiUsdPerMillionOutputTokens.value_or(0);
    double in = s.apiUsdPerMillionInputTokens.value_or(0);
    const double cachedShare = std::clamp(spec.apiCachedInputShare, 0.0, 1.0);
    double cached = s.api && s.api->usdPerMillionCachedInputTokens
                        ? *s.api->usdPerMillionCachedInputTokens
                        : in;
    if (s.api && s.api->longContext &&
        promptInTier(*s.api->longContext, d.promptTokensPerRequest)) {
        const ApiPriceTier& tier = *s.api->longContext;
        out = tier.usdPerMillionOutputTokens;
        in = tier.usdPerMillionInputTokens;
        cached = tier.usdPerMillionCachedInputTokens.value_or(in);
    }
    const double inputPerOutput =
        d.outputTokensPerSec > 0 ? d.inputTokensPerSec / d.outputTokensPerSec : 0.0;
    const double blended = out + inputPerOutput * ((1 - cachedShare) * in + cachedShare * cached);
    const double batch = spec.apiBatch && s.api ? 1.0 - s.api->batchDiscountFraction : 1.0;
    return blended * batch;
}

namespace placement_detail {

std::optional<Message> apiLongContextNote(const Site& site, const WorkloadDemand& demand)
{
    if (!site.api || !site.api->longContext ||
        !promptInTier(*site.api->longContext, demand.promptTokensPerRequest))
        return std::nullopt;
    const ApiPriceTier& tier = *site.api->longContext;
    return Message(AP_TEXT("ap::Problem",
                           "site \"%1\": the prompt (%2 tokens) is above %3 tokens, so the "
                           "whole request is billed at the long-context prices: %4 input, %5 "
                           "output per million tokens"),
                   {msg::text(site.id), msg::value(demand.promptTokensPerRequest),
                    msg::value(tier.abovePromptTokens), msg::usd(tier.usdPerMillionInputTokens),
                    msg::usd(tier.usdPerMillionOutputTokens)});
}

} // namespace placement_detail

double sitePue(const Site& site, const PriceLookup& prices)
{
    if (site.pue)
        return *site.pue;
    const auto& byKind = prices.facility().pueBySiteKind;
    if (const auto it = byKind.find(siteKindName(site.kind)); it != byKind.end())
        return it->second.value;
    return pick(std::nullopt, prices.facility().pue, kDefaultPue);
}

double sitePowerUsdPerKwh(const Site& site, const PriceLookup& prices)
{
    return pick(site.powerUsdPerKwh, prices.facility().powerUsdPerKwh, 0.0825);
}

double siteCarbonGramsPerKwh(const Site& site, const PriceLookup& prices)
{
    return pick(site.carbonGramsPerKwh, prices.facility().carbonGramsPerKwh,
                placement_detail::kDefaultCarbonGramsPerKwh);
}

double siteSpaceUsdPerKwMonth(const Site& site, const PriceBook& prices)
{
    return siteSpaceUsdPerKwMonth(site, PriceLookup(prices));
}

double siteSpaceUsdPerKwMonth(const Site& site, const PriceLookup& prices)
{
    const FacilityPrices& fac = prices.facility();
    if (site.kind == SiteKind::Colocation)
        return pick(site.spaceUsdPerKwMonth, fac.colocationUsdPerKwMonth, 184.06);
    if (site.kind == SiteKind::OnPrem)
        return pick(site.spaceUsdPerKwMonth, fac.ownFacilityUsdPerKwMonth, 0);
    return site.spaceUsdPerKwMonth.value_or(0);
}

double hostOverheadFraction(const PlacementSpec& spec, const PriceLookup& prices,
                            std::string_view deviceId)
{
    if (spec.hostOverheadFraction)
        return *spec.hostOverheadFraction;
    if (const ServerPrice* s = prices.onPrem().server(deviceId); s && s->hostOverheadFraction)
        return *s->hostOverheadFraction;
    return pick(std::nullopt, prices.onPrem().hostOverheadFraction, kDefaultHostOverheadFraction);
}

double idlePowerFraction(const PlacementSpec& spec, const PriceLookup& prices,
                         std::string_view deviceId)
{
    if (spec.idlePowerFraction)
        return *spec.idlePowerFraction;
    if (const ServerPrice* s = prices.onPrem().server(deviceId); s && s->idlePowerFraction)
        return *s->idlePowerFraction;
    return 0;
}

double staffUsdPerYear(const PlacementSpec& spec, const PriceLookup& prices, int devices)
{
    if (spec.staffUsdPerYear)
        return *spec.staffUsdPerYear;
    const OnPremPrices& book = prices.onPrem();
    const double floor = book.staffUsdPerSiteYear ? book.staffUsdPerSiteYear->value : 0.0;
    const double rate = book.staffUsdPerDeviceYear ? book.staffUsdPerDeviceYear->value : 0.0;
    return devices > 0 ? floor + rate * devices : 0.0;
}

std::vector<Message> sovereigntyProblems(const std::vector<std::string>& dataClasses,
                                         const Site& site, std::string_view role)
{
    // Most placements break no rule: nothing to word then (the recommender asks this of every
    // re-priced placement).
    if (std::all_of(dataClasses.begin(), dataClasses.end(),
                    [&site](const std::string& c) { return site.mayHold(c); }))
        return {};
    // The site's role as a phrase ("compute site"); the kind and the data class are the file's
    // keys ("colocation", "secret") in the CLI, words in the GUI (common/choice_key.h).
    const Message where = role == "data"       ? Message(AP_TEXT("ap::Problem", "data site"))
                          : role == "burst"    ? Message(AP_TEXT("ap::Problem", "burst site"))
                          : role == "fallback" ? Message(AP_TEXT("ap::Problem", "fallback site"))
                          : role == "compute"  ? Message(AP_TEXT("ap::Problem", "compute site"))
                                               : Message(std::string(role) + " site");
    const MessageArg kind = msg::siteKind(std::string(siteKindName(site.kind)));
    const MessageArg what = site.jurisdiction.empty()
                                ? kind
                                : msg::phrase(Message(AP_TEXT("ap::Problem", "%1, jurisdiction %2"),
                                                      {kind, msg::text(site.jurisdiction)}));
    std::vector<Message> out;
    for (const auto& c : dataClasses) {
        if (site.mayHold(c))
            continue;
        // Processing outside the class's jurisdiction is worded here (translated); the other
        // reasons are the data file's own text (data/sites/*.json).
        if (const auto outside = processingRegionRefusal(site, c)) {
            out.push_back(Message(
                AP_TEXT("ap::Problem", "data class \"%1\" may not go to %2 \"%3\" (%4): %5"),
                {msg::dataClass(c), msg::phrase(where), msg::text(site.id), what,
                 msg::phrase(*outside)}));
            continue;
        }
        const std::string why = site.refusalReason(c);
        out.push_back(
            why.empty()
                ? Message(AP_TEXT("ap::Problem", "data class \"%1\" may not go to %2 \"%3\" (%4)"),
                          {msg::dataClass(c), msg::phrase(where), msg::text(site.id), what})
                : Message(
                      AP_TEXT("ap::Problem", "data class \"%1\" may not go to %2 \"%3\" (%4): %5"),
                      {msg::dataClass(c), msg::phrase(where), msg::text(site.id), what,
                       msg::text(why)}));
    }
    return out;
}

double greatCircleKm(double lat1Deg, double lon1Deg, double lat2Deg, double lon2Deg)
{
    constexpr double kEarthRadiusKm = 6371.0; // IUGG mean radius
    constexpr double kRad = 3.14159265358979323846 / 180.0;
    const double dLat = (lat2Deg - lat1Deg) * kRad;
    const double dLon = (lon2Deg - lon1Deg) * kRad;
    const double a = std::sin(dLat / 2) * std::sin(dLat / 2) +
                     std::cos(lat1Deg * kRad) * std::cos(lat2Deg * kRad) * std::sin(dLon / 2) *
                         std::sin(dLon / 2);
    return 2 * kEarthRadiusKm * std::asin(std::min(1.0, std::sqrt(a)));
}

} // namespace ap
