#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

namespace ap {

class SiteCatalog;

// A data class (a placement's or a study's `data_classes`, a site's `data_classes`) in the
// user's words (#25): the four levels, "regulated (DE)" for regulated-<jurisdiction>,
// "regulated (GDPR, EU/EEA)" and "sovereign EU (EU operator)"; any other key (a user's own) as
// written. The classes are the ones core/placement/site.cpp defaultDataClasses() and the site
// catalog use. The files, the CLI and the JSON keep the keys.
QString dataClassText(const std::string& key);

// A site's kind (core/placement/site.h siteKindName: "cloud-region", "on-prem", "colocation",
// "edge", "public-model-api") in the user's words: "public model API"; any other key as
// written. The site editor, the wizard and the refusals say the kinds this way.
QString siteKindText(std::string_view key);

// Every data class some site of `sites` may hold (each site's `data_classes`, else its
// defaults), in the order a reader meets them: the levels from public to secret, the regulated
// classes (the EU's first, then by jurisdiction), the sovereign ones, any other key last.
std::vector<std::string> knownDataClasses(const SiteCatalog& sites);

} // namespace ap
