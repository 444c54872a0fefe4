#include "format/data_class_text.h"

#include "placement/site.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>
#include <string_view>

namespace ap {

QString dataClassText(const std::string& c)
{
    if (c == "public")
        return QCoreApplication::translate("ap::DataClass", "public");
    if (c == "internal")
        return QCoreApplication::translate("ap::DataClass", "internal");
    if (c == "confidential")
        return QCoreApplication::translate("ap::DataClass", "confidential");
    if (c == "secret")
        return QCoreApplication::translate("ap::DataClass", "secret");
    if (c == "regulated-eu")
        return QCoreApplication::translate("ap::DataClass", "regulated (GDPR, EU/EEA)");
    if (c == "sovereign-eu")
        return QCoreApplication::translate("ap::DataClass", "sovereign EU (EU operator)");
    constexpr std::string_view regulated = "regulated-";
    if (c.size() > regulated.size() && c.starts_with(regulated))
        return QCoreApplication::translate("ap::DataClass", "regulated (%1)")
            .arg(QString::fromStdString(c.substr(regulated.size())).toUpper());
    return QString::fromStdString(c);
}

QString siteKindText(std::string_view key)
{
    if (key == "cloud-region")
        return QCoreApplication::translate("ap::SiteKind", "cloud region");
    if (key == "on-prem")
        return QCoreApplication::translate("ap::SiteKind", "own data centre");
    if (key == "colocation")
        return QCoreApplication::translate("ap::SiteKind", "colocation");
    if (key == "edge")
        return QCoreApplication::translate("ap::SiteKind", "edge site");
    if (key == "public-model-api")
        return QCoreApplication::translate("ap::SiteKind", "public model API");
    return QString::fromUtf8(key.data(), qsizetype(key.size()));
}

std::vector<std::string> knownDataClasses(const SiteCatalog& sites)
{
    std::set<std::string> all;
    for (const auto& [id, site] : sites.sites())
        for (const std::string& c :
             site.dataClasses.empty() ? defaultDataClasses(site) : site.dataClasses)
            all.insert(c);
    // The levels in order, then regulated-eu, the other regulated classes, sovereign ones and
    // the rest, each group alphabetically.
    const auto rank = [](const std::string& c) {
        static constexpr std::string_view levels[] = {"public", "internal", "confidential",
                                                      "secret"};
        for (size_t i = 0; i < std::size(levels); ++i)
            if (c == levels[i])
                return int(i);
        if (c == "regulated-eu")
            return 10;
        if (c.starts_with("regulated-"))
            return 11;
        if (c.starts_with("sovereign-"))
            return 12;
        return 13;
    };
    std::vector<std::string> out(all.begin(), all.end());
    std::stable_sort(out.begin(), out.end(),
                     [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
    return out;
}

} // namespace ap
