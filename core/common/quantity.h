#pragma once

#include "common/message.h"

#include <string>
#include <string_view>

namespace ap {

// What a typed value measures. The parser accepts the units of that dimension only, so
// "3.35 TB" typed into a bandwidth field is refused instead of being read as 3.35 TB/s.
enum class Dimension {
    Number,    // plain number, "1e12", "2.5k"
    Count,     // things: devices, layers, parameters ("70B", "1.5k")
    Tokens,    // "15T tokens", "2M"
    Bytes,     // "2.8 TB", "80 GiB", "512 MB" (SI: bytes)
    ByteRate,  // "3.35 TB/s", "900 GB/s", "400 Gb/s" (SI: bytes per second)
    BitRate,   // a link: "400G", "400 Gb/s", "50 GB/s" (SI: bits per second)
    Duration,  // "500 ms", "2 days", "1.5 h" (SI: seconds)
    Power,     // "700 W", "40 kW", "1.2 MW" (SI: watts)
    Money,     // "$1.2M", "$2,400", "3k USD" (SI: US dollars)
    MoneyRate, // "$2.10/h", "$1500/month" (SI: US dollars per second)
    Fraction,  // "75 %", "0.75" (SI: a fraction of one)
};

// How one field reads a typed value: its dimension, what a bare number means (the field's
// own unit: a bare "500" in a field kept in milliseconds is 500 ms), and the accepted range
// in SI units. Values outside the range are refused with the limit named, never clamped.
struct QuantityRule {
    Dimension dimension = Dimension::Number;
    double bareUnitSi = 1.0;   // SI value of the bare number 1 (ms field: 1e-3)
    std::string bareUnitLabel; // "ms", "TB", "" for plain numbers; used in messages
    double minSi = 0.0;        // inclusive
    double maxSi = 1e30;       // inclusive
    bool integer = false;      // whole numbers of the bare unit only
    bool minExclusive = false; // strictly greater than minSi
    bool maxExclusive = false; // strictly less than maxSi (a percentile below 100)
};

// The outcome of parsing: a finite SI value, or a reason for the user. Never both.
struct QuantityParse {
    bool ok = false;
    double valueSi = 0.0;
    Message error; // "expected a bandwidth such as 400 Gb/s or 3.35 TB/s, got '3.35 TB'"
};

// Parses `text` as typed by a user. Pure and total: any byte string gives a result or an
// error, never an exception, NaN or infinity (a fuzz target can call it directly).
QuantityParse parseQuantity(std::string_view text, const QuantityRule& rule);

// A short description with examples, for messages and tooltips ("a bandwidth such as
// 400 Gb/s or 3.35 TB/s").
Message dimensionExample(Dimension d);

} // namespace ap
