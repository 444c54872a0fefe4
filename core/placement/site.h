#pragma once

#include <nlohmann/json.hpp>

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

// A place where work or data can live. Facility figures that are absent fall back to the
// price book's facility defaults.
struct Site {
    std::string id;
    std::string name;
    SiteKind kind = SiteKind::OnPrem;
    std::string provider;             // price-book provider id (cloud regions)
    std::string region;               // provider's region name
    std::string jurisdiction;         // ISO country or bloc ("US", "EU", "DE")
    std::vector<std::string> devices; // catalog ids offered (cloud) or hostable; empty = any
    std::optional<double> powerUsdPerKwh;
    std::optional<double> pue;
    std::optional<double> carbonGramsPerKwh;
    std::optional<double> spaceUsdPerKwMonth;
    std::vector<std::string> dataClasses; // the data classes this site may hold
    double availability = 1.0;            // of the site itself (power, cooling, platform)
    std::optional<double> powerWatts;     // facility power the site can give (owned sites)
    std::optional<double> apiUsdPerMillionOutputTokens; // public-model-api sites
    std::optional<double> apiUsdPerMillionInputTokens;
    std::string source;

    bool offers(std::string_view deviceId) const;
    bool mayHold(std::string_view dataClass) const;
};

// Data classes a site holds when its entry does not list them: owned sites hold everything
// including data regulated in their jurisdiction; cloud regions hold up to confidential plus
// their own jurisdiction's regulated class; a public model API holds public data only.
std::vector<std::string> defaultDataClasses(SiteKind kind, const std::string& jurisdiction);

// Classes that may never be sent to a public model API whatever its entry says (the "Samsung
// moment": source code pasted into a public chatbot left the company).
bool forbiddenOnPublicModelApi(std::string_view dataClass);

Site parseSite(const nlohmann::json& entry, const std::string& id, const std::string& path);

// Built-in sites (data/sites/*.json, format "accelplan-sites" version 1, keyed by site id)
// with user sites merged over them by RFC 7386 merge patch, like the price book.
class SiteCatalog {
public:
    static SiteCatalog builtIn(const std::filesystem::path& dataDir = {});
    void merge(std::string_view jsonText, const std::string& origin);
    // A "sites" object without format/version (the placement's own sites).
    void mergeOverrides(const nlohmann::json& sites, const std::string& origin);

    const std::map<std::string, Site>& sites() const { return m_sites; }
    const Site* find(std::string_view id) const;

private:
    void apply(const nlohmann::json& sites, const std::string& origin);
    nlohmann::json m_raw = nlohmann::json::object();
    std::map<std::string, Site> m_sites;
};

} // namespace ap
