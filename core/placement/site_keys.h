#pragma once

#include <span>
#include <string_view>

namespace ap {

// The keys of a site entry: the shipped sites' files (parseSite) and a project's site
// overrides (parseSiteOverride) know the same ones.
std::span<const std::string_view> siteEntryKeys();

} // namespace ap
