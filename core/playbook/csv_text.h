#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ap {

// CSV as RFC 4180 has it: fields separated by commas, records ended by CRLF, a field holding
// a comma, a quote or a line break enclosed in quotes with its quotes doubled. UTF-8 text is
// passed through unchanged.

// A number at full precision in the C locale: the shortest text that reads back to the same
// double (std::to_chars), whatever the process locale. Empty for NaN and infinities, which
// never reach a user.
std::string csvNumber(double value);

// One field, quoted when it has to be.
std::string csvField(std::string_view text);

// A header and rows as one CSV document.
std::string csvDocument(const std::vector<std::string>& header,
                        const std::vector<std::vector<std::string>>& rows);

// Parses a CSV document (RFC 4180, either line ending). Throws std::runtime_error on an
// unterminated quote.
std::vector<std::vector<std::string>> parseCsv(std::string_view text);

} // namespace ap
