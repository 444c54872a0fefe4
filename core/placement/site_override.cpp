#include "placement/site_override.h"
#include "placement/override_io.h"
#include "placement/site_keys.h"

#include "common/file_number.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "economics/api_price_tier_io.h"

#include <nlohmann/json.hpp>

#include <array>

namespace ap {

using nlohmann::json;

namespace {

// The numbers of a site entry, with parseSite's ranges (core/placement/site.cpp) in the file's
// unit; the typed value is the file's times `scale`.
struct NumberField {
    std::string_view key;
    std::optional<double> SiteOverride::*member;
    double min;
    double max;
    double scale = 1;
};

constexpr std::array kNumbers = {
    NumberField{"latitude", &SiteOverride::latitudeDeg, -90, 90},
    NumberField{"longitude", &SiteOverride::longitudeDeg, -180, 180},
    NumberField{"wan_availability", &SiteOverride::wanAvailability, 0, 1},
    NumberField{"power_usd_per_kwh", &SiteOverride::powerUsdPerKwh, 0, 10},
    NumberField{"pue", &SiteOverride::pue, 1, 5},
    NumberField{"carbon_g_per_kwh", &SiteOverride::carbonGramsPerKwh, 0, 2000},
    NumberField{"space_usd_per_kw_month", &SiteOverride::spaceUsdPerKwMonth, 0, 1e5},
    NumberField{"availability", &SiteOverride::availability, 0, 1},
    NumberField{"power_kw", &SiteOverride::powerWatts, 1e-3, 1e7, 1e3},
    NumberField{"api_usd_per_million_output_tokens", &SiteOverride::apiUsdPerMillionOutputTokens, 0,
                1e4},
    NumberField{"api_usd_per_million_input_tokens", &SiteOverride::apiUsdPerMillionInputTokens, 0,
                1e4},
};

struct TextField {
    std::string_view key;
    std::optional<std::string> SiteOverride::*member;
};

constexpr std::array kTexts = {
    TextField{"name", &SiteOverride::name},
    TextField{"provider", &SiteOverride::provider},
    TextField{"region", &SiteOverride::region},
    TextField{"jurisdiction", &SiteOverride::jurisdiction},
    TextField{"operator_jurisdiction", &SiteOverride::operatorJurisdiction},
    TextField{"source", &SiteOverride::source},
    TextField{"date", &SiteOverride::date},
    TextField{"confidence", &SiteOverride::confidence},
    TextField{"notes", &SiteOverride::notes},
};

struct ListField {
    std::string_view key;
    std::optional<std::vector<std::string>> SiteOverride::*member;
};

constexpr std::array kLists = {
    ListField{"devices", &SiteOverride::devices},
    ListField{"data_classes", &SiteOverride::dataClasses},
};

// The API terms' numbers (parseSite's "api" object).
struct ApiNumberField {
    std::string_view key;
    std::optional<double> ModelApiTermsOverride::*member;
    double min;
    double max;
};

constexpr std::array kApiNumbers = {
    ApiNumberField{"usd_per_million_cached_input_tokens",
                   &ModelApiTermsOverride::usdPerMillionCachedInputTokens, 0, 1e4},
    ApiNumberField{"batch_discount_fraction", &ModelApiTermsOverride::batchDiscountFraction, 0, 1},
    ApiNumberField{"retention_days", &ModelApiTermsOverride::retentionDays, 0, 36500},
    ApiNumberField{"tokens_per_minute_limit", &ModelApiTermsOverride::tokensPerMinuteLimit, 1,
                   1e12},
    ApiNumberField{"requests_per_minute_limit", &ModelApiTermsOverride::requestsPerMinuteLimit, 1,
                   1e12},
};

ModelApiTermsOverride parseApiTerms(const JsonReader& a, const json& terms)
{
    a.rejectUnknownKeys({"model", "usd_per_million_cached_input_tokens", "batch_discount_fraction",
                         "trains_on_prompts", "retention_days", "zero_retention_on_request",
                         "processing_regions", "tokens_per_minute_limit",
                         "requests_per_minute_limit", "long_context", "notes"});
    ModelApiTermsOverride t;
    t.cleared = nullKeys(terms);
    if (a.has("model"))
        t.model = a.string("model");
    for (const ApiNumberField& f : kApiNumbers)
        if (a.has(f.key))
            t.*f.member = a.number(f.key, f.min, f.max);
    if (a.has("trains_on_prompts"))
        t.trainsOnPrompts = a.booleanOr("trains_on_prompts", false);
    if (a.has("zero_retention_on_request"))
        t.zeroRetentionOnRequest = a.booleanOr("zero_retention_on_request", false);
    if (a.has("processing_regions"))
        t.processingRegions = a.stringArray("processing_regions");
    if (a.has("long_context"))
        t.longContext = parseApiPriceTier(a.object("long_context"));
    if (a.has("notes"))
        t.notes = a.string("notes");
    return t;
}

json apiTermsJson(const ModelApiTermsOverride& t)
{
    json j = json::object();
    for (const std::string& k : t.cleared)
        j[k] = nullptr;
    if (t.model)
        j["model"] = *t.model;
    for (const ApiNumberField& f : kApiNumbers)
        if (t.*f.member)
            j[std::string(f.key)] = fileNumber(*(t.*f.member));
    if (t.trainsOnPrompts)
        j["trains_on_prompts"] = *t.trainsOnPrompts;
    if (t.zeroRetentionOnRequest)
        j["zero_retention_on_request"] = *t.zeroRetentionOnRequest;
    if (t.processingRegions)
        j["processing_regions"] = *t.processingRegions;
    if (t.longContext) {
        json lc = apiPriceTierJson(*t.longContext);
        for (auto it = lc.begin(); it != lc.end(); ++it)
            if (it->is_number())
                *it = fileNumber(it->get<double>());
        j["long_context"] = std::move(lc);
    }
    if (t.notes)
        j["notes"] = *t.notes;
    return j;
}

const NumberField* numberField(std::string_view key)
{
    for (const NumberField& f : kNumbers)
        if (f.key == key)
            return &f;
    return nullptr;
}

} // namespace

SiteOverride parseSiteOverride(const json& entry, const std::string& path)
{
    const JsonReader r(entry, path);
    // The keys parseSite knows.
    r.rejectUnknownKeys(siteEntryKeys());
    SiteOverride o;
    o.cleared = nullKeys(entry);
    for (const TextField& f : kTexts)
        if (r.has(f.key))
            o.*f.member = r.string(f.key);
    if (r.has("kind"))
        o.kind = parseSiteKind(r.choice(
            "kind", {"cloud-region", "on-prem", "colocation", "edge", "public-model-api"}));
    for (const NumberField& f : kNumbers)
        if (r.has(f.key))
            o.*f.member = r.number(f.key, f.min, f.max) * f.scale;
    if (r.has("carbon_method"))
        o.carbonMethod = r.choice("carbon_method", {"lifecycle", "direct"});
    for (const ListField& f : kLists)
        if (r.has(f.key))
            o.*f.member = r.stringArray(f.key);
    if (r.has("api"))
        o.api = parseApiTerms(r.object("api"), r.value("api"));
    return o;
}

SiteOverrides parseSiteOverrides(const json& sites, const std::string& path)
{
    const JsonReader r(sites, path);
    SiteOverrides out;
    for (auto it = sites.begin(); it != sites.end(); ++it) {
        SiteOverride& o = out[it.key()];
        if (it->is_null()) {
            o.removed = true;
        } else {
            r.object(it.key()); // an object (the error names the site)
            o = parseSiteOverride(*it, r.fieldPath(it.key()));
        }
    }
    return out;
}

json siteOverrideJson(const SiteOverride& o)
{
    if (o.removed)
        return nullptr;
    json j = json::object();
    for (const std::string& k : o.cleared)
        j[k] = nullptr;
    for (const TextField& f : kTexts)
        if (o.*f.member)
            j[std::string(f.key)] = *(o.*f.member);
    if (o.kind)
        j["kind"] = siteKindName(*o.kind);
    for (const NumberField& f : kNumbers)
        if (const auto& v = o.*f.member)
            j[std::string(f.key)] =
                f.scale == 1 ? fileNumber(*v) : fileNumberOfProduct(*v, f.scale);
    if (o.carbonMethod)
        j["carbon_method"] = *o.carbonMethod;
    for (const ListField& f : kLists)
        if (o.*f.member)
            j[std::string(f.key)] = *(o.*f.member);
    if (o.api)
        j["api"] = apiTermsJson(*o.api);
    return j;
}

json siteOverridesJson(const SiteOverrides& overrides)
{
    json j = json::object();
    for (const auto& [id, o] : overrides)
        j[id] = siteOverrideJson(o);
    return j;
}

void mergeSiteOverride(SiteOverride& into, const SiteOverride& patch)
{
    if (patch.removed || into.removed) {
        into = patch;
        return;
    }
    // On the file form, keeping the patch's nulls (they clear the shipped value).
    json merged = siteOverrideJson(into);
    const json p = siteOverrideJson(patch);
    for (auto it = p.begin(); it != p.end(); ++it) {
        if (it.key() == "api" && merged.contains("api")) {
            for (auto a = it->begin(); a != it->end(); ++a)
                merged["api"][a.key()] = *a;
        } else {
            merged[it.key()] = *it;
        }
    }
    into = parseSiteOverride(merged, "sites");
}

bool setSiteFigure(SiteOverride& o, std::string_view key, double fileValue)
{
    const NumberField* f = numberField(key);
    if (!f)
        return false;
    o.*(f->member) = fileValue * f->scale;
    o.cleared.erase(std::string(key));
    return true;
}

std::optional<double> siteFigureOf(const SiteOverride& o, std::string_view key)
{
    const NumberField* f = numberField(key);
    if (!f || !(o.*(f->member)))
        return std::nullopt;
    return f->scale == 1 ? *(o.*(f->member)) : fileValueOfProduct(*(o.*(f->member)), f->scale);
}

std::optional<Site> patchedSite(const SiteCatalog& catalog, std::string_view id,
                                const SiteOverride& patch)
{
    if (patch.removed)
        return std::nullopt;
    const json* shipped = catalog.entry(id);
    json merged = shipped ? *shipped : json();
    merged.merge_patch(siteOverrideJson(patch));
    return parseSite(merged, std::string(id), "sites." + std::string(id));
}

void mergeSiteOverrides(SiteCatalog& catalog, const SiteOverrides& overrides,
                        const std::string& origin)
{
    if (!overrides.empty())
        catalog.mergeOverrides(siteOverridesJson(overrides), origin);
}

SiteLookup::SiteLookup(const SiteCatalog& shipped)
    : m_shipped(&shipped)
{
}

SiteLookup::SiteLookup(const SiteCatalog& shipped, const SiteOverrides& overrides,
                       const std::string& origin)
    : m_shipped(&shipped)
{
    try {
        for (const auto& [id, o] : overrides)
            m_own.emplace(id, patchedSite(shipped, id, o));
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

const Site* SiteLookup::find(std::string_view id) const
{
    if (const auto it = m_own.find(id); it != m_own.end())
        return it->second ? &*it->second : nullptr;
    return m_shipped->find(id);
}

} // namespace ap
