#include "placement/site.h"
#include "placement/site_keys.h"

#include "common/embedded_data.h"
#include "common/field_key.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "economics/api_price_tier_io.h"
#include "placement/processing_regions.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

namespace ap {

using nlohmann::json;

std::string_view siteKindName(SiteKind k)
{
    switch (k) {
    case SiteKind::CloudRegion:
        return "cloud-region";
    case SiteKind::OnPrem:
        return "on-prem";
    case SiteKind::Colocation:
        return "colocation";
    case SiteKind::Edge:
        return "edge";
    case SiteKind::PublicModelApi:
        return "public-model-api";
    }
    return "on-prem";
}

std::optional<SiteKind> parseSiteKind(std::string_view name)
{
    for (SiteKind k : {SiteKind::CloudRegion, SiteKind::OnPrem, SiteKind::Colocation,
                       SiteKind::Edge, SiteKind::PublicModelApi})
        if (siteKindName(k) == name)
            return k;
    return std::nullopt;
}

bool isOwned(SiteKind k)
{
    return k == SiteKind::OnPrem || k == SiteKind::Colocation || k == SiteKind::Edge;
}

bool Site::offers(std::string_view deviceId) const
{
    return devices.empty() || std::find(devices.begin(), devices.end(), deviceId) != devices.end();
}

bool Site::mayHold(std::string_view dataClass) const
{
    if (kind == SiteKind::PublicModelApi && forbiddenOnPublicModelApi(dataClass))
        return false;
    // Listing a class in data_classes cannot move where the prompts are processed.
    if (kind == SiteKind::PublicModelApi && processingRegionRefusal(*this, dataClass))
        return false;
    return std::find(dataClasses.begin(), dataClasses.end(), dataClass) != dataClasses.end();
}

std::string Site::refusalReason(std::string_view dataClass) const
{
    if (mayHold(dataClass))
        return {};
    if (kind == SiteKind::PublicModelApi) {
        if (forbiddenOnPublicModelApi(dataClass))
            return "secret data never leaves owned sites";
        if (!api)
            return "prompts sent to a public model API leave the organisation and no terms "
                   "are on file for it";
        if (const auto outside = processingRegionRefusal(*this, dataClass))
            return outside->english();
        // Sovereign data is refused for who runs the API, whatever its retention.
        if (std::string_view(dataClass).starts_with("sovereign-") &&
            !operatorJurisdiction.empty() && operatorJurisdiction != jurisdiction)
            return "its operator is incorporated in " + operatorJurisdiction;
        if (api->trainsOnPrompts)
            return "its terms let the provider train on prompts";
        if (api->retentionDays > 0)
            return "its terms keep prompts for " + messageNumber(api->retentionDays) +
                   " days for abuse monitoring" +
                   (api->zeroRetentionOnRequest
                        ? std::string(" (zero retention needs a signed agreement: set the "
                                      "site's data_classes once you have one)")
                        : std::string());
    }
    if (std::string_view(dataClass).starts_with("sovereign-") && !operatorJurisdiction.empty() &&
        operatorJurisdiction != jurisdiction)
        return "its operator is incorporated in " + operatorJurisdiction;
    return {};
}

bool forbiddenOnPublicModelApi(std::string_view dataClass)
{
    return dataClass == "secret";
}

bool inEuropeanUnion(std::string_view j)
{
    // EU 27 plus the EEA states (Iceland, Liechtenstein, Norway), where the GDPR applies.
    static constexpr std::string_view kCodes[] = {"EU", "AT", "BE", "BG", "HR", "CY", "CZ", "DK",
                                                  "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT",
                                                  "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO",
                                                  "SK", "SI", "ES", "SE", "IS", "LI", "NO"};
    return std::find(std::begin(kCodes), std::end(kCodes), j) != std::end(kCodes);
}

std::vector<std::string> defaultDataClasses(const Site& site)
{
    auto lower = [](std::string j) {
        std::transform(j.begin(), j.end(), j.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        return j;
    };
    const std::string& op =
        site.operatorJurisdiction.empty() ? site.jurisdiction : site.operatorJurisdiction;
    std::vector<std::string> out;
    switch (site.kind) {
    case SiteKind::PublicModelApi:
        // Training on prompts or no terms on file: nothing but public data. Retention bars
        // confidential data; the regulated class of the processing jurisdiction may still go
        // (under the provider's data-processing terms).
        if (!site.api || site.api->trainsOnPrompts)
            return {"public"};
        if (site.api->retentionDays > 0)
            out = {"public", "internal"};
        else
            out = {"public", "internal", "confidential"};
        break;
    case SiteKind::CloudRegion:
    case SiteKind::Edge:
        out = {"public", "internal", "confidential"};
        break;
    case SiteKind::OnPrem:
    case SiteKind::Colocation:
        out = {"public", "internal", "confidential", "secret"};
        break;
    }
    if (!site.jurisdiction.empty()) {
        out.push_back("regulated-" + lower(site.jurisdiction));
        if (site.jurisdiction != "EU" && inEuropeanUnion(site.jurisdiction))
            out.push_back("regulated-eu");
        if (inEuropeanUnion(site.jurisdiction) && inEuropeanUnion(op))
            out.push_back("sovereign-eu");
    }
    return out;
}

std::span<const std::string_view> siteEntryKeys()
{
    static constexpr std::string_view kKeys[] = {
        "name",
        "kind",
        "provider",
        "region",
        "jurisdiction",
        "devices",
        "power_usd_per_kwh",
        "pue",
        "carbon_g_per_kwh",
        "carbon_method",
        "space_usd_per_kw_month",
        "data_classes",
        "availability",
        "power_kw",
        "api_usd_per_million_output_tokens",
        "api_usd_per_million_input_tokens",
        "api",
        "operator_jurisdiction",
        "latitude",
        "longitude",
        "wan_availability",
        "source",
        "date",
        "confidence",
        "notes",
    };
    return kKeys;
}

Site parseSite(const json& entry, const std::string& id, const std::string& path)
{
    const JsonReader r(entry, path);
    r.rejectUnknownKeys(siteEntryKeys());
    Site s;
    s.id = id;
    s.name = r.stringOr("name", id);
    s.kind = *parseSiteKind(
        r.choice("kind", {"cloud-region", "on-prem", "colocation", "edge", "public-model-api"}));
    s.provider = r.stringOr("provider", {});
    if (s.kind == SiteKind::CloudRegion && s.provider.empty())
        r.fail("provider", Message(AP_TEXT("ap::InputError", "a cloud region needs the price-book "
                                                             "provider id (aws, gcp, ...)")));
    s.region = r.stringOr("region", {});
    s.jurisdiction = r.stringOr("jurisdiction", {});
    s.operatorJurisdiction = r.stringOr("operator_jurisdiction", {});
    s.latitudeDeg = r.optionalNumber("latitude", -90, 90);
    s.longitudeDeg = r.optionalNumber("longitude", -180, 180);
    if (s.latitudeDeg.has_value() != s.longitudeDeg.has_value())
        r.fail(s.latitudeDeg ? "longitude" : "latitude",
               Message(AP_TEXT("ap::InputError",
                               "latitude and longitude go together (decimal degrees)")));
    s.wanAvailability = r.optionalNumber("wan_availability", 0, 1);
    s.date = r.stringOr("date", {});
    s.confidence = r.stringOr("confidence", {});
    auto strings = [&](const char* key) {
        return r.has(key) ? r.stringArray(key) : std::vector<std::string>{};
    };
    s.devices = strings("devices");
    s.powerUsdPerKwh = r.optionalNumber("power_usd_per_kwh", 0, 10);
    s.pue = r.optionalNumber("pue", 1, 5);
    s.carbonGramsPerKwh = r.optionalNumber("carbon_g_per_kwh", 0, 2000);
    // What the grid figure counts: lifecycle (generation plus fuel supply and plant build,
    // Ember's basis) or direct (stack emissions only). Shown with the figure.
    if (r.has("carbon_method")) {
        if (!s.carbonGramsPerKwh)
            r.fail("carbon_method",
                   Message(AP_TEXT("ap::InputError", "a carbon method needs %1"),
                           {msg::field("placement.sites." + id + ".carbon_g_per_kwh",
                                       "carbon_g_per_kwh")}));
        s.carbonMethod = r.choice("carbon_method", {"lifecycle", "direct"});
    }
    s.spaceUsdPerKwMonth = r.optionalNumber("space_usd_per_kw_month", 0, 1e5);
    if (const auto a = r.optionalObject("api")) {
        if (s.kind != SiteKind::PublicModelApi)
            r.fail("api", Message(AP_TEXT("ap::InputError",
                                          "only a public-model-api site has API terms")));
        a->rejectUnknownKeys({"model", "usd_per_million_cached_input_tokens",
                              "batch_discount_fraction", "trains_on_prompts", "retention_days",
                              "zero_retention_on_request", "processing_regions",
                              "tokens_per_minute_limit", "requests_per_minute_limit",
                              "long_context", "notes"});
        ModelApiTerms t;
        t.model = a->string("model");
        t.usdPerMillionCachedInputTokens =
            a->optionalNumber("usd_per_million_cached_input_tokens", 0, 1e4);
        t.batchDiscountFraction = a->numberOr("batch_discount_fraction", 0, 0, 1);
        if (!a->has("trains_on_prompts") || !a->has("retention_days"))
            a->fail(a->has("trains_on_prompts") ? "retention_days" : "trains_on_prompts",
                    Message(AP_TEXT("ap::InputError",
                                    "API terms must state whether prompts are used for training "
                                    "and how long they are kept (the data-class rules follow from "
                                    "them)")));
        t.trainsOnPrompts = a->booleanOr("trains_on_prompts", false);
        t.retentionDays = a->number("retention_days", 0, 36500);
        t.zeroRetentionOnRequest = a->booleanOr("zero_retention_on_request", false);
        if (a->has("processing_regions"))
            t.processingRegions = a->stringArray("processing_regions");
        t.tokensPerMinuteLimit = a->optionalNumber("tokens_per_minute_limit", 1, 1e12);
        t.requestsPerMinuteLimit = a->optionalNumber("requests_per_minute_limit", 1, 1e12);
        if (const auto lc = a->optionalObject("long_context"))
            t.longContext = parseApiPriceTier(*lc);
        s.api = std::move(t);
    }
    s.dataClasses = r.has("data_classes") ? strings("data_classes") : defaultDataClasses(s);
    s.availability = r.numberOr("availability", 1.0, 0, 1);
    if (const auto kw = r.optionalNumber("power_kw", 1e-3, 1e7))
        s.powerWatts = *kw * 1e3;
    s.apiUsdPerMillionOutputTokens = r.optionalNumber("api_usd_per_million_output_tokens", 0, 1e4);
    s.apiUsdPerMillionInputTokens = r.optionalNumber("api_usd_per_million_input_tokens", 0, 1e4);
    s.source = r.stringOr("source", {});
    return s;
}

SiteCatalog::SiteCatalog()
    : m_raw(json::object())
{
}

SiteCatalog SiteCatalog::builtIn(const std::filesystem::path& dataDir)
{
    // The embedded files never change while the process runs: parsed once, copied after.
    static const std::optional<SiteCatalog> embedded = []() -> std::optional<SiteCatalog> {
        SiteCatalog c;
        bool any = false;
        for (const auto& f : embeddedFiles()) {
            if (f.name.starts_with("sites/") && f.name.ends_with(".json")) {
                c.merge(f.contents, "built-in " + std::string(f.name));
                any = true;
            }
        }
        return any ? std::optional<SiteCatalog>(std::move(c)) : std::nullopt;
    }();
    if (embedded)
        return *embedded;
    SiteCatalog c;
    if (!dataDir.empty()) {
        std::vector<std::filesystem::path> files;
        std::error_code ec;
        for (const auto& e : std::filesystem::directory_iterator(dataDir / "sites", ec))
            if (e.path().extension() == ".json")
                files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (const auto& p : files)
            c.merge(readTextFile(p), "built-in sites/" + p.filename().string());
    }
    return c;
}

void SiteCatalog::merge(std::string_view jsonText, const std::string& origin)
{
    try {
        const json doc = parseJson(jsonText, origin);
        const JsonReader top(doc, {});
        top.rejectUnknownKeys({"format", "version", "sites", "notes"});
        checkFormatHeader(top, "accelplan-sites", kSiteCatalogFormatVersion);
        top.object("sites");
        apply(doc.at("sites"), origin);
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

void SiteCatalog::mergeOverrides(const json& sites, const std::string& origin)
{
    try {
        if (!sites.is_object())
            throw InputError(
                {}, "sites",
                Message(AP_TEXT("ap::InputError", "expected an object keyed by site id")));
        apply(sites, origin);
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

void SiteCatalog::apply(const json& sites, const std::string&)
{
    // RFC 7386 per site: null removes it, anything else patches the site's own entry. Only the
    // patched sites are merged and read again (the others are unchanged), so a merge is linear in
    // the patch, and each is read before any is kept: a bad one leaves the catalog as it was.
    struct Change {
        std::string id;
        std::optional<std::pair<json, Site>> entry; // none: removed
    };
    std::vector<Change> changes;
    changes.reserve(sites.size());
    for (auto it = sites.begin(); it != sites.end(); ++it) {
        if (it->is_null()) {
            changes.push_back({it.key(), std::nullopt});
            continue;
        }
        const json& raw = *std::as_const(m_raw);
        const auto old = raw.find(it.key());
        json merged = old != raw.end() ? *old : json();
        merged.merge_patch(*it);
        Site site = parseSite(merged, it.key(), "sites." + it.key());
        changes.push_back({it.key(), std::pair{std::move(merged), std::move(site)}});
    }
    json& raw = *m_raw;
    for (Change& c : changes) {
        if (!c.entry) {
            raw.erase(c.id);
            m_sites.erase(c.id);
            continue;
        }
        raw[c.id] = std::move(c.entry->first);
        m_sites.insert_or_assign(std::move(c.id), std::move(c.entry->second));
    }
}

const json* SiteCatalog::entry(std::string_view id) const
{
    const json& raw = *m_raw;
    const auto it = raw.find(id);
    return it == raw.end() ? nullptr : &*it;
}

const Site* SiteCatalog::find(std::string_view id) const
{
    const auto it = m_sites.find(id);
    return it == m_sites.end() ? nullptr : &it->second;
}

} // namespace ap
