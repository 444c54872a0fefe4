#pragma once

#include <string>

namespace ap {

// Numbers and durations as the command line and the explanations print them.
std::string formatNumber(double value, const char* printfFormat = "%.3g");
// "12.3 days" from two days up, "5.2 h" from an hour, "46.8 min" from 100 s, "3.1 s", "850 ms".
std::string formatDuration(double seconds);
// "$1.23M", "$450k", "$12", "$0.031": dollars as tables and sentences show them.
std::string formatUsd(double usd);
// Counts and rates with a short-scale suffix: "20.3k", "1.17M", "4.05B", "0.81", "1.71e-04".
std::string formatHuman(double value);
// Bytes in the largest decimal unit that keeps the number readable: "6.48 TB", "72 GB".
std::string formatBytes(double bytes);
// "42.5%"; availabilities keep their nines ("99.99%", never a rounded "100%").
std::string formatPercent(double fraction);

} // namespace ap
