#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// RFC 4180 CSV: quoted fields may hold commas, line breaks and doubled quotes. Malformed
// quoting is an error naming the line, never read some other way: an unterminated quote would
// swallow the rest of the file, a quote inside a bare field or text after a closing quote
// would silently change a value.
// Stops after `maxRows` rows (the caller refuses the file then), so an oversized table is
// not held in memory first.
struct CsvRows {
    std::vector<std::vector<std::string>> rows;
    std::vector<size_t> lines; // the line each row starts on (1-based)
};

CsvRows parseCsv(std::string_view text, size_t maxRows, const std::string& origin);

} // namespace ap
