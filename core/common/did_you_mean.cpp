#include "common/did_you_mean.h"

#include <algorithm>
#include <cctype>

namespace ap {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diag = up;
        }
    }
    return row[b.size()];
}

std::string closestName(std::string_view input, const std::vector<std::string>& known)
{
    const std::string in = lower(input);
    if (in.empty())
        return {};
    // Typos: at most one edit per three characters (and at least one): "amd-mi300" finds
    // "amd-mi300x", "x" finds nothing.
    std::string typo;
    size_t typoDistance = std::max<size_t>(1, in.size() / 3) + 1;
    for (const std::string& k : known) {
        // The distance is at least the difference in length: a name far longer than any
        // known one (a 10 MB id) is no typo of it, and is not compared letter by letter.
        const size_t gap = in.size() > k.size() ? in.size() - k.size() : k.size() - in.size();
        if (gap >= typoDistance)
            continue;
        const size_t d = editDistance(in, lower(k));
        if (d < typoDistance) {
            typoDistance = d;
            typo = k;
        }
    }
    // Part of a name: "h100" for "nvidia-h100-sxm5-80gb" (the shortest such).
    std::string part;
    if (in.size() >= 3)
        for (const std::string& k : known)
            if (lower(k).find(in) != std::string::npos && (part.empty() || k.size() < part.size()))
                part = k;
    // A near-miss by one edit is the likeliest; otherwise a name the input is part of beats a
    // name a few edits away ("nvidia-h100" is not a typo of "nvidia-a10").
    if (!typo.empty() && (typoDistance <= 1 || part.empty()))
        return typo;
    return part;
}

std::string didYouMean(std::string_view input, const std::vector<std::string>& known,
                       const std::string& otherwise)
{
    const std::string best = closestName(input, known);
    return best.empty() ? otherwise : " (did you mean \"" + best + "\"?)";
}

} // namespace ap
