#include "common/number_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap {

std::string formatNumber(double value, const char* printfFormat)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, printfFormat, value);
    return buf;
}

std::string formatDuration(double s)
{
    if (s >= 86400 * 2)
        return formatNumber(s / 86400, "%.1f") + " days";
    if (s >= 3600)
        return formatNumber(s / 3600, "%.1f") + " h";
    if (s >= 100)
        return formatNumber(s / 60, "%.1f") + " min";
    if (s >= 1)
        return formatNumber(s, "%.3g") + " s";
    return formatNumber(s * 1e3, "%.3g") + " ms";
}

std::string formatHuman(double value)
{
    // SI prefixes of the short scale: k, M, B (billion, as budgets say), T.
    static const struct {
        double scale;
        const char* suffix;
    } steps[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
    const double a = std::abs(value);
    for (const auto& st : steps)
        if (a >= st.scale * 0.9995)
            return formatNumber(value / st.scale, "%.3g") + st.suffix;
    if (a != 0 && a < 1e-3)
        return formatNumber(value, "%.2e");
    return formatNumber(value, "%.3g");
}

std::string formatBytes(double bytes)
{
    static const struct {
        double scale;
        const char* unit;
    } steps[] = {{1e15, "PB"}, {1e12, "TB"}, {1e9, "GB"}, {1e6, "MB"}, {1e3, "kB"}};
    const double a = std::abs(bytes);
    for (const auto& st : steps)
        if (a >= st.scale * 0.9995)
            return formatNumber(bytes / st.scale, "%.3g") + " " + st.unit;
    return formatNumber(bytes, "%.3g") + " B";
}

std::string formatUsd(double usd)
{
    char buf[64];
    const double a = std::abs(usd);
    if (a >= 1e9)
        std::snprintf(buf, sizeof buf, "$%.2fB", usd / 1e9);
    else if (a >= 1e6)
        std::snprintf(buf, sizeof buf, "$%.2fM", usd / 1e6);
    else if (a >= 1e4)
        std::snprintf(buf, sizeof buf, "$%.0fk", usd / 1e3);
    else if (a >= 10)
        std::snprintf(buf, sizeof buf, "$%.0f", usd);
    else
        std::snprintf(buf, sizeof buf, "$%.3g", usd);
    return buf;
}

std::string formatPercent(double f)
{
    char buf[64];
    if (f > 0.999 && f < 1) {
        // Availabilities: enough digits that 99.9999% never rounds to 100%.
        const int nines = int(std::floor(-std::log10(1 - f)));
        std::snprintf(buf, sizeof buf, "%.*f%%", std::clamp(nines - 1, 1, 8), f * 100);
        std::string s = buf;
        while (s.size() > 2 && s[s.size() - 2] == '0' && s.find('.') != std::string::npos)
            s.erase(s.size() - 2, 1);
        return s;
    }
    std::snprintf(buf, sizeof buf, "%.3g%%", f * 100);
    return buf;
}

} // namespace ap
