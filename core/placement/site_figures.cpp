#include "placement/site_figures.h"

#include "economics/price_book.h"
#include "placement/placement.h"
#include "placement/site.h"

#include <algorithm>
#include <cctype>

// lupdate reads QT_TRANSLATE_NOOP; the core has no Qt, so it expands to the text itself.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace ap {

namespace {

// The names a site's source gives a figure's part ("power: Eurostat ...; carbon: Ember ...").
std::vector<std::string_view> sourceNames(std::string_view key)
{
    if (key == "power_usd_per_kwh")
        return {"power_usd_per_kwh", "power", "power price", "electricity"};
    if (key == "pue")
        return {"pue"};
    if (key == "carbon_g_per_kwh")
        return {"carbon_g_per_kwh", "carbon", "grid carbon"};
    if (key == "space_usd_per_kw_month")
        return {"space_usd_per_kw_month", "space"};
    if (key == "availability")
        return {"availability"};
    if (key == "power_kw")
        return {"power_kw", "facility power"};
    if (key == "wan_availability")
        return {"wan_availability", "wan", "uplink"};
    if (key == "latitude" || key == "longitude")
        return {key, "coordinates"};
    if (key.starts_with("api_usd_per_million"))
        return {key, "prices", "price"};
    return {key};
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    return s;
}

// The names a part of a source starts with ("power_usd_per_kwh, pue: ..." names two), or none
// when it does not start with a short name and a colon (it continues the part before).
std::vector<std::string> partNames(std::string_view part)
{
    const size_t colon = part.find(": ");
    if (colon == std::string_view::npos || colon > 40)
        return {};
    const std::string_view head = part.substr(0, colon);
    std::vector<std::string> names;
    size_t from = 0;
    while (from <= head.size()) {
        const size_t comma = head.find(',', from);
        const std::string_view name =
            trimmed(head.substr(from, comma == std::string_view::npos ? head.npos : comma - from));
        // A name is a few words, not a sentence with a colon in it.
        if (name.empty() || std::count(name.begin(), name.end(), ' ') > 2)
            return {};
        names.push_back(lower(name));
        if (comma == std::string_view::npos)
            break;
        from = comma + 1;
    }
    return names;
}

// The part of `source` named for `key`, parts being separated by "; " and a part without a
// name of its own continuing the one before.
std::string sourcePart(std::string_view source, std::string_view key)
{
    const std::vector<std::string_view> wanted = sourceNames(key);
    std::string found;
    bool inside = false;
    size_t from = 0;
    while (from < source.size()) {
        const size_t end = source.find("; ", from);
        const std::string_view part =
            source.substr(from, end == std::string_view::npos ? source.npos : end - from);
        const std::vector<std::string> names = partNames(part);
        if (!names.empty()) {
            if (inside)
                return found; // the first part naming the figure wins (a project's own first)
            inside = std::any_of(names.begin(), names.end(), [&](const std::string& n) {
                return std::find(wanted.begin(), wanted.end(), n) != wanted.end();
            });
            if (inside)
                found = std::string(trimmed(part.substr(part.find(": ") + 2)));
        } else if (inside) {
            found += "; " + std::string(part);
        }
        if (end == std::string_view::npos)
            break;
        from = end + 2;
    }
    return found;
}

std::string bookSource(const std::optional<SourcedValue>& v)
{
    if (!v)
        return {};
    const PriceProvenance& p = v->provenance;
    return p.date.empty() ? p.source : p.source + " (" + p.date + ")";
}

// The price book's entry a facility figure falls back to when the site states none.
const std::optional<SourcedValue>* bookFallback(const Site& site, const PriceBook& prices,
                                                std::string_view key)
{
    const FacilityPrices& f = prices.facility();
    if (key == "power_usd_per_kwh")
        return &f.powerUsdPerKwh;
    if (key == "carbon_g_per_kwh")
        return &f.carbonGramsPerKwh;
    if (key == "space_usd_per_kw_month")
        return site.kind == SiteKind::Colocation ? &f.colocationUsdPerKwMonth
               : site.kind == SiteKind::OnPrem   ? &f.ownFacilityUsdPerKwMonth
                                                 : nullptr;
    return nullptr;
}

} // namespace

const std::vector<SiteFigureSpec>& siteFigureSpecs()
{
    // The ranges are parseSite's (core/placement/site.cpp).
    static const std::vector<SiteFigureSpec> specs = {
        {"power_usd_per_kwh", QT_TRANSLATE_NOOP("ap::SiteFigures", "Power price"), "$/kWh", 0, 10},
        {"pue", QT_TRANSLATE_NOOP("ap::SiteFigures", "PUE"), "", 1, 5},
        {"carbon_g_per_kwh", QT_TRANSLATE_NOOP("ap::SiteFigures", "Grid carbon"), "g CO2/kWh", 0,
         2000},
        {"space_usd_per_kw_month", QT_TRANSLATE_NOOP("ap::SiteFigures", "Space price"),
         "$/kW-month", 0, 1e5},
        {"availability", QT_TRANSLATE_NOOP("ap::SiteFigures", "Site availability"), "0-1", 0, 1},
        {"power_kw", QT_TRANSLATE_NOOP("ap::SiteFigures", "Facility power"), "kW", 1e-3, 1e7},
        {"wan_availability", QT_TRANSLATE_NOOP("ap::SiteFigures", "WAN availability"), "0-1", 0, 1},
        {"api_usd_per_million_input_tokens",
         QT_TRANSLATE_NOOP("ap::SiteFigures", "API input price"), "$/M tokens", 0, 1e4},
        {"api_usd_per_million_output_tokens",
         QT_TRANSLATE_NOOP("ap::SiteFigures", "API output price"), "$/M tokens", 0, 1e4},
        {"latitude", QT_TRANSLATE_NOOP("ap::SiteFigures", "Latitude"), "°", -90, 90},
        {"longitude", QT_TRANSLATE_NOOP("ap::SiteFigures", "Longitude"), "°", -180, 180},
    };
    return specs;
}

const SiteFigureSpec* siteFigureSpec(std::string_view key)
{
    for (const SiteFigureSpec& s : siteFigureSpecs())
        if (s.key == key)
            return &s;
    return nullptr;
}

bool siteFigureApplies(const Site& site, std::string_view key)
{
    const bool api = site.kind == SiteKind::PublicModelApi;
    if (key.starts_with("api_usd_per_million"))
        return api;
    if (key == "space_usd_per_kw_month" || key == "power_kw" || key == "wan_availability")
        return isOwned(site.kind);
    if (key == "power_usd_per_kwh" || key == "pue" || key == "carbon_g_per_kwh")
        return !api;
    return true;
}

std::optional<double> siteFigureValue(const Site& site, const PriceBook& prices,
                                      std::string_view key)
{
    if (key == "power_usd_per_kwh")
        return sitePowerUsdPerKwh(site, prices);
    if (key == "pue")
        return sitePue(site, prices);
    if (key == "carbon_g_per_kwh")
        return siteCarbonGramsPerKwh(site, prices);
    if (key == "space_usd_per_kw_month")
        return site.spaceUsdPerKwMonth || isOwned(site.kind)
                   ? std::optional<double>(siteSpaceUsdPerKwMonth(site, prices))
                   : std::nullopt;
    if (key == "availability")
        return site.availability;
    if (key == "power_kw")
        return site.powerWatts ? std::optional<double>(*site.powerWatts / 1e3) : std::nullopt;
    if (key == "wan_availability")
        return site.wanAvailability;
    if (key == "api_usd_per_million_input_tokens")
        return site.apiUsdPerMillionInputTokens;
    if (key == "api_usd_per_million_output_tokens")
        return site.apiUsdPerMillionOutputTokens;
    if (key == "latitude")
        return site.latitudeDeg;
    if (key == "longitude")
        return site.longitudeDeg;
    return std::nullopt;
}

SiteFigureSource siteFigureSource(const Site& site, const PriceBook& prices, std::string_view key)
{
    std::string part = sourcePart(site.source, key);
    if (!part.empty())
        return {std::move(part)};
    // A figure the site leaves out is the price book's.
    const bool own = key == "power_usd_per_kwh"        ? site.powerUsdPerKwh.has_value()
                     : key == "pue"                    ? site.pue.has_value()
                     : key == "carbon_g_per_kwh"       ? site.carbonGramsPerKwh.has_value()
                     : key == "space_usd_per_kw_month" ? site.spaceUsdPerKwMonth.has_value()
                                                       : true;
    if (!own) {
        if (key == "pue") {
            const auto& byKind = prices.facility().pueBySiteKind;
            if (const auto it = byKind.find(siteKindName(site.kind)); it != byKind.end())
                return {bookSource(it->second), true};
            return {bookSource(prices.facility().pue), true};
        }
        if (const auto* book = bookFallback(site, prices, key); book && *book)
            return {bookSource(*book), true};
    }
    return {site.source, false, false};
}

std::string siteSourceWithFigures(std::string_view source, const std::vector<std::string>& keys,
                                  std::string_view text)
{
    std::string names;
    for (const std::string& k : keys)
        names += (names.empty() ? "" : ", ") + k;
    std::string out = names + ": " + std::string(text);
    if (source.empty())
        return out;
    // The old source's opening words ("own building; ...") would read as the rest of the new
    // part: they get a name of their own, which no figure asks for.
    const std::string_view first = source.substr(0, source.find("; "));
    return out + (partNames(first).empty() ? "; site: " : "; ") + std::string(source);
}

} // namespace ap
