#pragma once

#include "common/owned_json.h"
#include "economics/api_price_tier.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

inline constexpr int kSiteCatalogFormatVersion = 1;

enum class SiteKind {
    CloudRegion,    // a public cloud region: rents devices by the hour
    OnPrem,         // an own data centre: buys devices
    Colocation,     // bought devices in rented space (USD/kW-month)
    Edge,           // small owned footprint next to where data is born or used
    PublicModelApi, // a hosted model behind an API: prompts leave the organisation
};

std::string_view siteKindName(SiteKind k);
std::optional<SiteKind> parseSiteKind(std::string_view name);
bool isOwned(SiteKind k); // on-prem, colocation, edge: capex rather than rent

// What a hosted model API's terms say about the prompts it receives and what it charges
// beyond the plain per-token list price. The data classes such a site may hold follow from
// these terms (see defaultDataClasses), so a confidential prompt is refused with the clause
// that forbids it.
struct ModelApiTerms {
    std::string model;                                    // model served ("llama-3.3-70b")
    std::optional<double> usdPerMillionCachedInputTokens; // prompt-cache hits
    double batchDiscountFraction = 0;                     // 0.5 = batch jobs at half price
    bool trainsOnPrompts = false;                         // provider may train on them
    double retentionDays = 0;                             // prompts kept (abuse monitoring)
    bool zeroRetentionOnRequest = false;                  // ZDR by agreement (not assumed)
    std::vector<std::string> processingRegions;           // where prompts are processed
    std::optional<double> tokensPerMinuteLimit;           // published default rate limit
    std::optional<double> requestsPerMinuteLimit;
    std::optional<ApiPriceTier> longContext; // prices for prompts above a length
};

// A place where work or data can live. Facility figures that are absent fall back to the
// price book's facility defaults.
struct Site {
    std::string id;
    std::string name;
    SiteKind kind = SiteKind::OnPrem;
    std::string provider;     // price-book provider id (cloud regions)
    std::string region;       // provider's region name
    std::string jurisdiction; // ISO country or bloc ("US", "EU", "DE")
    // Where the operator is incorporated (default: the site's jurisdiction). A US company's
    // EU region is in the EU but its operator answers to US law (CLOUD Act): "sovereign-eu"
    // data needs both in the EU.
    std::string operatorJurisdiction;
    std::optional<double> latitudeDeg; // for great-circle distance to the users
    std::optional<double> longitudeDeg;
    std::vector<std::string> devices; // catalog ids offered (cloud) or hostable; empty = any
    std::optional<double> powerUsdPerKwh;
    std::optional<double> pue;
    std::optional<double> carbonGramsPerKwh;
    std::string
        carbonMethod; // "lifecycle" or "direct" (what carbonGramsPerKwh counts); "" unstated
    std::optional<double> spaceUsdPerKwMonth;
    std::vector<std::string> dataClasses;  // the data classes this site may hold
    double availability = 1.0;             // of the site itself (power, cooling, platform)
    std::optional<double> powerWatts;      // facility power the site can give (owned sites)
    std::optional<double> wanAvailability; // owned/edge sites: their uplink to the cloud
    std::optional<double> apiUsdPerMillionOutputTokens; // public-model-api sites
    std::optional<double> apiUsdPerMillionInputTokens;
    std::optional<ModelApiTerms> api;
    std::string source;
    std::string date;       // of the site's figures ("2025-06")
    std::string confidence; // high, medium, low

    bool offers(std::string_view deviceId) const;
    bool mayHold(std::string_view dataClass) const;
    // Why the site may not hold `dataClass` (the clause of its terms or the rule), or "".
    std::string refusalReason(std::string_view dataClass) const;
};

// EU/EEA member states by ISO 3166 code, plus "EU" itself: their sites hold "regulated-eu".
bool inEuropeanUnion(std::string_view jurisdiction);

// Data classes a site holds when its entry does not list them: owned sites hold everything
// including data regulated in their jurisdiction; cloud regions hold up to confidential plus
// their own jurisdiction's regulated class ("regulated-de", and "regulated-eu" in the EU;
// "sovereign-eu" only when the operator is EU-incorporated too). A public model API holds
// what its terms allow: public only if it trains on prompts, up to internal if it keeps them
// (abuse monitoring), up to confidential (and its regions' regulated class) with zero
// retention; without terms, public only.
std::vector<std::string> defaultDataClasses(const Site& site);

// Classes that may never be sent to a public model API whatever its entry says (the "Samsung
// moment": source code pasted into a public chatbot left the company): "secret".
bool forbiddenOnPublicModelApi(std::string_view dataClass);

Site parseSite(const nlohmann::json& entry, const std::string& id, const std::string& path);

// Built-in sites (data/sites/*.json, format "accelplan-sites" version 1, keyed by site id)
// with user sites merged over them by RFC 7386 merge patch, like the price book.
class SiteCatalog {
public:
    SiteCatalog();
    static SiteCatalog builtIn(const std::filesystem::path& dataDir = {});
    void merge(std::string_view jsonText, const std::string& origin);
    // A "sites" object without format/version (the placement's own sites).
    void mergeOverrides(const nlohmann::json& sites, const std::string& origin);

    const std::map<std::string, Site, std::less<>>& sites() const { return m_sites; }
    const Site* find(std::string_view id) const;
    // The site's entry in the file form, every merge applied (null: not in the catalog).
    const nlohmann::json* entry(std::string_view id) const;

private:
    void apply(const nlohmann::json& sites, const std::string& origin);
    OwnedJson m_raw; // an object from the constructor on
    std::map<std::string, Site, std::less<>>
        m_sites; // transparent: find(string_view) allocates nothing
};

} // namespace ap
