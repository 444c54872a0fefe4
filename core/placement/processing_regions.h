#pragma once

// Where a hosted model API processes prompts against the data classes that require processing
// in one jurisdiction ("regulated-de", "regulated-eu", "sovereign-eu"): its api.processing_regions
// act on which classes it may hold. Included by site.cpp and the placement rules only.

#include "common/message.h"
#include "placement/site.h"

#include <optional>
#include <string>
#include <string_view>

namespace ap {

// The jurisdiction a data class requires processing in ("DE" for "regulated-de", "EU" for
// "regulated-eu" and "sovereign-eu"), or "" when the class requires none.
std::string requiredProcessingJurisdiction(std::string_view dataClass);

// Whether a processing region ("DE", "EU", "global") lies inside `jurisdiction`: the same
// code, or an EU/EEA member state inside "EU". "global" (anywhere) lies inside none.
bool processingRegionInside(std::string_view region, std::string_view jurisdiction);

// Why `site` may not hold `dataClass` because it processes prompts outside the jurisdiction the
// class requires (naming api.processing_regions and the region outside it), or nothing. Only
// public model APIs that state processing regions are checked.
std::optional<Message> processingRegionRefusal(const Site& site, std::string_view dataClass);

} // namespace ap
