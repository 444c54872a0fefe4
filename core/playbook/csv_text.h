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

// A text cell made safe for spreadsheets (OWASP "CSV injection"): a cell starting with = + -
// @ TAB or CR would be read by Excel, LibreOffice or Google Sheets as a formula (a scenario
// named =HYPERLINK(...) would become a live link), so it gets a leading single quote, which
// the spreadsheets show as text and do not display. Other text is unchanged.
std::string csvText(std::string_view text);

// Whether `text` is a number as csvNumber writes it (or an integer): the whole text parses as
// one finite decimal number.
bool isCsvNumber(std::string_view text);

// A header and rows as one CSV document. `numeric` marks, per column, the cells the program
// writes as numbers (csvNumber, integers or empty): they are written as they are, so -3.5
// stays a number. Every other cell is text and goes through csvText, and so does a cell of a
// numeric column that is not a number, whatever put it there. The header is the program's
// own and written as it is.
std::string csvDocument(const std::vector<std::string>& header,
                        const std::vector<std::vector<std::string>>& rows,
                        const std::vector<bool>& numeric = {});

// Parses a CSV document (RFC 4180, either line ending). Throws std::runtime_error on an
// unterminated quote.
std::vector<std::vector<std::string>> parseCsv(std::string_view text);

} // namespace ap
