#include "common/number_text.h"

#include "common/human_arg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap {

std::string formatNumber(double value, const char* printfFormat)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, printfFormat, value);
    std::string text = buf;
    // -0.0, or a small negative rounded to zero digits, reads as zero ("0.000", not "-0.000").
    if (text.size() > 1 && text[0] == '-' && text.find_first_not_of("0.", 1) == std::string::npos)
        text.erase(0, 1);
    return text;
}

namespace {

// `significant` digits in fixed notation, trailing zeros (and a bare point) dropped.
std::string fixedSignificant(double value, int significant)
{
    if (value == 0.0)
        return "0";
    const int digits = int(std::floor(std::log10(std::abs(value)))) + 1;
    const int decimals = std::clamp(significant - digits, 0, 9);
    std::string text = formatNumber(value, ("%." + std::to_string(decimals) + "f").c_str());
    if (decimals > 0) {
        while (!text.empty() && text.back() == '0')
            text.pop_back();
        if (!text.empty() && text.back() == '.')
            text.pop_back();
    }
    if (text == "-0")
        text = "0";
    return text;
}

} // namespace

std::string formatHuman(double value, int significant)
{
    if (!std::isfinite(value))
        return "—";
    significant = std::max(1, significant);
    struct Suffix {
        double scale;
        const char* text;
    };
    static constexpr Suffix kSuffixes[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
    const double a = std::abs(value);
    for (const Suffix& s : kSuffixes) {
        // Rounding may carry into the next suffix (999,950 at 3 digits is "1M", not "1000k").
        const double scaled = value / s.scale;
        if (a >= s.scale * (1 - 0.5 * std::pow(10.0, -significant)))
            return fixedSignificant(scaled, significant) + s.text;
    }
    return fixedSignificant(value, significant);
}

std::string formatUsd(double usd)
{
    char buf[64];
    const double a = std::abs(usd);
    if (!std::isfinite(usd))
        return "—";
    if (a >= 1e9)
        std::snprintf(buf, sizeof buf, "$%.2fB", usd / 1e9);
    else if (a >= 1e6)
        std::snprintf(buf, sizeof buf, "$%.2fM", usd / 1e6);
    else if (a >= 9999.5) // what rounds to five digits reads in k ("$10k", not "$10,000")
        std::snprintf(buf, sizeof buf, "$%.0fk", usd / 1e3);
    else if (a >= 999.5) {
        // Four digits with a group separator, as the k/M figures read at a glance: "$1,268",
        // never "$1268" beside "$12k" (#25). The GUI swaps in its locale's separator.
        std::snprintf(buf, sizeof buf, "%.0f", a);
        std::string digits = buf;
        digits.insert(digits.size() - 3, ",");
        return (usd < 0 ? "$-" : "$") + digits;
    } else if (a >= 10)
        std::snprintf(buf, sizeof buf, "$%.0f", usd);
    else // three significant digits, trailing zeros kept: "$1.90" beside "$1.99", never "$1.9"
        std::snprintf(buf, sizeof buf, "$%#.3g", usd);
    return buf;
}

std::string formatDuration(double s)
{
    if (!std::isfinite(s))
        return "never";
    if (s >= 86400 * 2)
        return formatNumber(s / 86400, "%.1f") + " days";
    if (s >= 3600)
        return formatNumber(s / 3600, "%.1f") + " h";
    if (s >= 60)
        return formatNumber(s / 60, "%.1f") + " min";
    if (s >= 1)
        return formatNumber(s, "%.3g") + " s";
    return formatNumber(s * 1e3, "%.3g") + " ms";
}

std::string formatBytes(double bytes)
{
    static const struct {
        double scale;
        const char* unit;
    } steps[] = {{1e15, "PB"}, {1e12, "TB"}, {1e9, "GB"}, {1e6, "MB"}, {1e3, "kB"}};
    if (!std::isfinite(bytes))
        return "—";
    const double a = std::abs(bytes);
    for (const auto& st : steps)
        if (a >= st.scale * 0.9995)
            return formatNumber(bytes / st.scale, "%.3g") + " " + st.unit;
    return formatNumber(bytes, "%.3g") + " B";
}

std::string formatPercent(double f)
{
    if (!std::isfinite(f))
        return "—";
    // From 10 % up, an availability's form: "%.3g" gave the same text up to 99.9 %, and from
    // there on the nines are kept ("99.99996%", never a rounded "100%").
    if (f >= 0.1 && f <= 1)
        return formatAvailability(f) + "%";
    return formatNumber(f * 100, "%.3g") + "%";
}

int availabilityDecimals(double fraction)
{
    if (!(fraction > 0 && fraction < 1))
        return 1;
    // The shortfall's first digit shown: 1 - a = 4e-7 is 4e-5 of a percent, five decimals
    // ("99.99996"); 5e-4 two ("99.95").
    int decimals = std::max(1, int(std::ceil(-std::log10(100 * (1 - fraction)))));
    // Rounding at the last decimal must not reach 100 (a shortfall a hair under a power of ten).
    while (decimals < 15 &&
           formatNumber(100 * fraction, ("%." + std::to_string(decimals) + "f").c_str())
                   .rfind("100", 0) == 0)
        ++decimals;
    return decimals;
}

std::string formatAvailability(double fraction)
{
    if (!std::isfinite(fraction))
        return "—";
    std::string text = formatNumber(
        100 * fraction, ("%." + std::to_string(availabilityDecimals(fraction)) + "f").c_str());
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.')
        text.pop_back();
    return text;
}

} // namespace ap
