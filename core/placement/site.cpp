#include "placement/site.h"

#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"

#include <algorithm>

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
    return std::find(dataClasses.begin(), dataClasses.end(), dataClass) != dataClasses.end();
}

bool forbiddenOnPublicModelApi(std::string_view dataClass)
{
    return dataClass != "public" && dataClass != "internal";
}

std::vector<std::string> defaultDataClasses(SiteKind kind, const std::string& jurisdiction)
{
    std::string j = jurisdiction;
    std::transform(j.begin(), j.end(), j.begin(), [](unsigned char c) { return std::tolower(c); });
    std::vector<std::string> out;
    switch (kind) {
    case SiteKind::PublicModelApi:
        return {"public"};
    case SiteKind::CloudRegion:
    case SiteKind::Edge:
        out = {"public", "internal", "confidential"};
        break;
    case SiteKind::OnPrem:
    case SiteKind::Colocation:
        out = {"public", "internal", "confidential", "secret"};
        break;
    }
    if (!j.empty())
        out.push_back("regulated-" + j);
    return out;
}

Site parseSite(const json& entry, const std::string& id, const std::string& path)
{
    const JsonReader r(entry, path);
    r.rejectUnknownKeys({"name", "kind", "provider", "region", "jurisdiction", "devices",
                         "power_usd_per_kwh", "pue", "carbon_g_per_kwh", "space_usd_per_kw_month",
                         "data_classes", "availability", "power_kw",
                         "api_usd_per_million_output_tokens", "api_usd_per_million_input_tokens",
                         "source", "notes"});
    Site s;
    s.id = id;
    s.name = r.stringOr("name", id);
    s.kind = *parseSiteKind(
        r.choice("kind", {"cloud-region", "on-prem", "colocation", "edge", "public-model-api"}));
    s.provider = r.stringOr("provider", {});
    if (s.kind == SiteKind::CloudRegion && s.provider.empty())
        r.fail("provider", "a cloud region needs the price-book provider id (aws, gcp, ...)");
    s.region = r.stringOr("region", {});
    s.jurisdiction = r.stringOr("jurisdiction", {});
    auto strings = [&](const char* key) {
        return r.has(key) ? r.stringArray(key) : std::vector<std::string>{};
    };
    s.devices = strings("devices");
    s.powerUsdPerKwh = r.optionalNumber("power_usd_per_kwh", 0, 10);
    s.pue = r.optionalNumber("pue", 1, 5);
    s.carbonGramsPerKwh = r.optionalNumber("carbon_g_per_kwh", 0, 2000);
    s.spaceUsdPerKwMonth = r.optionalNumber("space_usd_per_kw_month", 0, 1e5);
    s.dataClasses = r.has("data_classes") ? strings("data_classes")
                                          : defaultDataClasses(s.kind, s.jurisdiction);
    s.availability = r.numberOr("availability", 1.0, 0, 1);
    if (const auto kw = r.optionalNumber("power_kw", 1e-3, 1e7))
        s.powerWatts = *kw * 1e3;
    s.apiUsdPerMillionOutputTokens = r.optionalNumber("api_usd_per_million_output_tokens", 0, 1e4);
    s.apiUsdPerMillionInputTokens = r.optionalNumber("api_usd_per_million_input_tokens", 0, 1e4);
    s.source = r.stringOr("source", {});
    return s;
}

SiteCatalog SiteCatalog::builtIn(const std::filesystem::path& dataDir)
{
    SiteCatalog c;
    bool any = false;
    for (const auto& f : embeddedFiles()) {
        if (f.name.starts_with("sites/") && f.name.ends_with(".json")) {
            c.merge(f.contents, "built-in " + std::string(f.name));
            any = true;
        }
    }
    if (!any && !dataDir.empty()) {
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
            throw InputError({}, "sites", "expected an object keyed by site id");
        apply(sites, origin);
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

void SiteCatalog::apply(const json& sites, const std::string&)
{
    json raw = m_raw;
    raw.merge_patch(sites);
    std::map<std::string, Site> parsed;
    for (auto it = raw.begin(); it != raw.end(); ++it)
        parsed[it.key()] = parseSite(*it, it.key(), "sites." + it.key());
    m_raw = std::move(raw);
    m_sites = std::move(parsed);
}

const Site* SiteCatalog::find(std::string_view id) const
{
    const auto it = m_sites.find(std::string(id));
    return it == m_sites.end() ? nullptr : &it->second;
}

} // namespace ap
