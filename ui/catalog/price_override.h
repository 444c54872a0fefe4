#pragma once

#include <QString>

#include "placement/site_override.h"

#include <nlohmann/json_fwd.hpp>

namespace ap {

class ProjectDocument;

// Merges `pricesPatch` (the shape of data/prices/*.json without format/version, e.g.
// {"providers": {"aws": {"devices": {"nvidia-h100-sxm5-80gb": {"on_demand":
// {"usd_per_device_hour": 3.9, "date": ..., "source": ...}}}}}}) into scenario `row`'s
// `placement.prices` as one undoable command. The patch is checked against the price book
// first; an invalid one pushes nothing and returns the reason naming the field. Empty string:
// done.
QString setPriceOverride(ProjectDocument& document, int row, const nlohmann::json& pricesPatch);

// The same for the site catalog: merges `sitesPatch` (keyed by site id, each site's figures
// field by field, mergeSiteOverride) into scenario `row`'s `placement.sites` as one undoable
// command, checked against the document's site catalog first.
QString setSiteOverride(ProjectDocument& document, int row, const SiteOverrides& sitesPatch);

} // namespace ap
