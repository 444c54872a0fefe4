#include "placement/processing_regions.h"

#include "common/choice_key.h"
#include "common/field_key.h"

#include <algorithm>
#include <cctype>

namespace ap {

namespace {

std::string upper(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::toupper(c)); });
    return out;
}

} // namespace

std::string requiredProcessingJurisdiction(std::string_view dataClass)
{
    for (std::string_view prefix : {"regulated-", "sovereign-"})
        if (dataClass.starts_with(prefix) && dataClass.size() > prefix.size())
            return upper(dataClass.substr(prefix.size()));
    return {};
}

bool processingRegionInside(std::string_view region, std::string_view jurisdiction)
{
    const std::string r = upper(region);
    const std::string j = upper(jurisdiction);
    if (r == "GLOBAL" || r.empty() || j.empty())
        return false;
    if (r == j)
        return true;
    return j == "EU" && inEuropeanUnion(r);
}

std::optional<Message> processingRegionRefusal(const Site& site, std::string_view dataClass)
{
    if (site.kind != SiteKind::PublicModelApi || !site.api || site.api->processingRegions.empty())
        return std::nullopt;
    const std::string required = requiredProcessingJurisdiction(dataClass);
    if (required.empty())
        return std::nullopt;
    for (const std::string& region : site.api->processingRegions) {
        if (processingRegionInside(region, required))
            continue;
        // The site's field (the CLI's "api.processing_regions"; the GUI's editor field).
        const MessageArg field = msg::field(
            "placement.sites." + site.id + ".api.processing_regions", "api.processing_regions");
        if (upper(region) == "GLOBAL")
            return Message(AP_TEXT("ap::Problem",
                                   "%3 says \"global\": prompts may be processed anywhere, and "
                                   "\"%1\" data must be processed in %2"),
                           {msg::dataClass(std::string(dataClass)), msg::text(required), field});
        return Message(AP_TEXT("ap::Problem", "%4 lists \"%1\", outside %2, where \"%3\" data "
                                              "must be processed"),
                       {msg::text(region), msg::text(required),
                        msg::dataClass(std::string(dataClass)), field});
    }
    return std::nullopt;
}

} // namespace ap
