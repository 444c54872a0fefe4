#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ap {

// Levenshtein distance (insertions, deletions, substitutions).
size_t editDistance(std::string_view a, std::string_view b);

// The known name that the (unknown) `input` most plausibly meant, or "" when none resembles it:
// a small edit distance for its length (case-insensitive: "H100-SXM" vs "h100-sxm"), or, for
// inputs of 3+ characters, a name that contains the input ("h100" -> "nvidia-h100-sxm5-80gb",
// the shortest such). Never a random short name just because every name is short.
std::string closestName(std::string_view input, const std::vector<std::string>& known);

// " (did you mean \"x\"?)" or `otherwise` when nothing resembles the input.
std::string didYouMean(std::string_view input, const std::vector<std::string>& known,
                       const std::string& otherwise = {});

} // namespace ap
