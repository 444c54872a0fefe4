#pragma once

#include <string>

namespace ap {

// Numbers and durations as the command line and the explanations print them.
std::string formatNumber(double value, const char* printfFormat = "%.3g");
// "12.3 days" from two days up, "5.2 h" from an hour, "3.1 s", "850 ms".
std::string formatDuration(double seconds);

} // namespace ap
