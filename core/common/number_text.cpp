#include "common/number_text.h"

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
    if (s >= 1)
        return formatNumber(s, "%.3g") + " s";
    return formatNumber(s * 1e3, "%.3g") + " ms";
}

} // namespace ap
