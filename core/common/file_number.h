#pragma once

#include <nlohmann/json_fwd.hpp>

namespace ap {

// Numbers as a project file writes them (#24: a typed read(write(x)) is x for every double).
//
// A value the reader took as written is written back as the shortest decimal that reads to
// the same double (what std::to_chars's shortest round-trip form and nlohmann's dump give),
// a whole number as an integer ("restart_s": 900, not 900.0).
nlohmann::json fileNumber(double v);

// A value the reader converts from the file's unit: `read(d)` is the reader's own expression
// (`d * 1e9` for "bandwidth_gbps", `d / 1e3` for "per_hop_delay_ms"). The result is the
// shortest decimal d, as a double, with read(d) == x exactly, found among the doubles next to
// `approx` (the writer's x / scale); where no double reads back to x (a value the reader
// cannot produce), `approx`.
double exactFileValue(double x, double approx, double (*read)(double d, double scale),
                      double scale);

// The common readers: d * scale and d / scale.
double fileValueOfProduct(double x, double scale);    // the reader computes d * scale
double fileValueOfQuotient(double x, double divisor); // the reader computes d / divisor

// fileNumber of the two above.
nlohmann::json fileNumberOfProduct(double x, double scale);
nlohmann::json fileNumberOfQuotient(double x, double divisor);

} // namespace ap
