#pragma once

// A placement's own site figures ("placement.sites" of a project file, #24): typed, read once
// by the project reader, written back by its writer, applied per site to the shipped catalog.

#include "economics/api_price_tier.h"
#include "placement/site.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

inline bool operator==(const ApiPriceTier& a, const ApiPriceTier& b)
{
    return a.abovePromptTokens == b.abovePromptTokens &&
           a.usdPerMillionInputTokens == b.usdPerMillionInputTokens &&
           a.usdPerMillionOutputTokens == b.usdPerMillionOutputTokens &&
           a.usdPerMillionCachedInputTokens == b.usdPerMillionCachedInputTokens;
}

// A model API's terms ("api" of a site entry) as a placement overrides them: each field that
// is set replaces the site's; the rest stay the site's.
struct ModelApiTermsOverride {
    std::optional<std::string> model;
    std::optional<double> usdPerMillionCachedInputTokens;
    std::optional<double> batchDiscountFraction; // 0.5 = batch jobs at half price
    std::optional<bool> trainsOnPrompts;
    std::optional<double> retentionDays;
    std::optional<bool> zeroRetentionOnRequest;
    std::optional<std::vector<std::string>> processingRegions;
    std::optional<double> tokensPerMinuteLimit;
    std::optional<double> requestsPerMinuteLimit;
    std::optional<ApiPriceTier> longContext;
    std::optional<std::string> notes;
    std::set<std::string> cleared; // keys the file wrote as null: the site's value goes

    bool operator==(const ModelApiTermsOverride&) const = default;
};

// One site of the catalog as a placement overrides it, or a site of its own (then `kind` is
// needed). Each field is the site entry's (data/sites/*.json, parseSite) in SI where the file
// is not: `powerWatts` is the file's power_kw x 1e3.
struct SiteOverride {
    bool removed = false; // the file wrote the site as null: not in this placement's catalog
    std::optional<std::string> name;
    std::optional<SiteKind> kind;
    std::optional<std::string> provider;
    std::optional<std::string> region;
    std::optional<std::string> jurisdiction;
    std::optional<std::string> operatorJurisdiction;
    std::optional<double> latitudeDeg;
    std::optional<double> longitudeDeg;
    std::optional<std::vector<std::string>> devices;
    std::optional<double> powerUsdPerKwh;
    std::optional<double> pue;
    std::optional<double> carbonGramsPerKwh;
    std::optional<std::string> carbonMethod; // "lifecycle" or "direct"
    std::optional<double> spaceUsdPerKwMonth;
    std::optional<std::vector<std::string>> dataClasses;
    std::optional<double> availability;
    std::optional<double> powerWatts; // facility power the site can give ("power_kw")
    std::optional<double> wanAvailability;
    std::optional<double> apiUsdPerMillionOutputTokens;
    std::optional<double> apiUsdPerMillionInputTokens;
    std::optional<ModelApiTermsOverride> api;
    std::optional<std::string> source;
    std::optional<std::string> date;
    std::optional<std::string> confidence;
    std::optional<std::string> notes;
    std::set<std::string> cleared; // keys the file wrote as null: the site's value goes

    bool operator==(const SiteOverride&) const = default;
};

// By site id.
using SiteOverrides = std::map<std::string, SiteOverride, std::less<>>;

// Reads the "sites" object of a placement: every field's type and range as parseSite checks
// them, InputErrors naming the field ("scenarios[0].placement.sites.t-dc.availability").
// What needs the shipped entry too (a new site's kind, a cloud region's provider) is checked
// when the overrides are applied (patchedSite, mergeSiteOverrides).
SiteOverrides parseSiteOverrides(const nlohmann::json& sites, const std::string& path);
SiteOverride parseSiteOverride(const nlohmann::json& entry, const std::string& path);

// The file form: parseSiteOverrides(siteOverridesJson(o)) reads back `o`.
nlohmann::json siteOverridesJson(const SiteOverrides& overrides);
nlohmann::json siteOverrideJson(const SiteOverride& o);

// `patch` over `into` (RFC 7386 on the file form: a field `patch` sets or clears replaces
// `into`'s, the API terms field by field; a removed site replaces the whole entry).
void mergeSiteOverride(SiteOverride& into, const SiteOverride& patch);

// The numeric site figures of site_figures.h by their file key, in the file's unit
// ("power_kw" in kW): set one, or read the one the override sets. False / none: not a figure.
bool setSiteFigure(SiteOverride& o, std::string_view key, double fileValue);
std::optional<double> siteFigureOf(const SiteOverride& o, std::string_view key);

// Site `id` of `catalog` with `patch` over it, read as parseSite reads an entry (none: the
// patch removes it). Reads that one site only. Throws InputError naming "sites.<id>.<field>".
std::optional<Site> patchedSite(const SiteCatalog& catalog, std::string_view id,
                                const SiteOverride& patch);

// Every site of `overrides` merged into `catalog` (SiteCatalog::mergeOverrides: a bad one
// leaves the catalog unchanged and throws, naming `origin`).
void mergeSiteOverrides(SiteCatalog& catalog, const SiteOverrides& overrides,
                        const std::string& origin);

// The shipped catalog with a placement's own sites over it, without copying the catalog: the
// overridden sites are read once when it is built, the others are the catalog's. What pricing
// reads (evaluatePlacement). Throws as mergeSiteOverrides does.
class SiteLookup {
public:
    explicit SiteLookup(const SiteCatalog& shipped);
    SiteLookup(const SiteCatalog& shipped, const SiteOverrides& overrides,
               const std::string& origin);
    const Site* find(std::string_view id) const;

private:
    const SiteCatalog* m_shipped;
    std::map<std::string, std::optional<Site>, std::less<>> m_own; // none: removed
};

} // namespace ap
