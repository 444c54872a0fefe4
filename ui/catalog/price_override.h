#pragma once

#include <QString>

#include "placement/price_override.h"
#include "placement/site_override.h"

namespace ap {

class ProjectDocument;

// Merges `pricesPatch` (typed, placement/price_override.h: e.g. AWS's on-demand H100 price with
// its date and source) into scenario `row`'s `placement.prices` (mergePriceOverride) as one
// undoable command. The merged override is looked up over the document's price book first,
// as the evaluation reads it; an invalid one pushes nothing and returns the reason naming the
// field. Empty string: done.
QString setPriceOverride(ProjectDocument& document, int row, const PriceOverride& pricesPatch);

// The same for the site catalog: merges `sitesPatch` (keyed by site id, each site's figures
// field by field, mergeSiteOverride) into scenario `row`'s `placement.sites` as one undoable
// command, checked against the document's site catalog first.
QString setSiteOverride(ProjectDocument& document, int row, const SiteOverrides& sitesPatch);

} // namespace ap
