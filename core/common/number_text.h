#pragma once

#include <string>

namespace ap {

// Human numbers: the one set of rules for every audience (CLI text, explanations, and through
// ui/format/number_format.h the tables, chart ticks and playbooks). All in the C locale; the
// UI swaps in the locale's decimal point.

// printf-style, for fixed-precision figures ("%.1f" percentages).
std::string formatNumber(double value, const char* printfFormat = "%.3g");

// `significant` digits with a k / M / B / T suffix from a thousand up and never an exponent:
// "1.2k", "10M", "750k", "3.35", "0.0042". Trailing zeros dropped. Non-finite: "—".
std::string formatHuman(double value, int significant = 3);

// Money: "$1.23M", "$450k", "$8,835" (a comma between thousands and hundreds, the one group
// separator the core writes), "$850", "$2.50"-style ("$2.5"), "$1.20B".
std::string formatUsd(double usd);

// "12.3 days" from two days up, "5.2 h" from an hour, "17.9 min", "3.1 s", "850 ms";
// "never" when infinite.
std::string formatDuration(double seconds);
// Bytes in the largest decimal unit that keeps the number readable: "6.48 TB", "72 GB".
std::string formatBytes(double bytes);
// "42.5%"; from 10 % up as formatAvailability (common/human_arg.h) writes it, then "%".
std::string formatPercent(double fraction);
// Decimals of formatAvailability before its trailing zeros go: at least 1, and enough that
// the nines survive ("99.99996", never "100.000" for a fraction below 1).
int availabilityDecimals(double fraction);

} // namespace ap
