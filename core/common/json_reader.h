#pragma once

#include "common/message.h"

#include <nlohmann/json_fwd.hpp>

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// Reads one JSON object field by field, checking type and range, and throws an InputError
// naming the full field path ("scenarios[0].cluster.count") on anything unexpected. Every
// loader of user-editable files goes through this so messages look the same everywhere.
class JsonReader {
public:
    JsonReader(const nlohmann::json& object, std::string path);

    const std::string& path() const { return m_path; }
    std::string fieldPath(std::string_view key) const;
    bool has(std::string_view key) const;

    double number(std::string_view key, double min, double max) const;
    std::optional<double> optionalNumber(std::string_view key, double min, double max) const;
    double numberOr(std::string_view key, double fallback, double min, double max) const;
    long long integer(std::string_view key, long long min, long long max) const;
    long long integerOr(std::string_view key, long long fallback, long long min,
                        long long max) const;
    std::string string(std::string_view key) const;
    std::string stringOr(std::string_view key, std::string fallback) const;
    bool booleanOr(std::string_view key, bool fallback) const;
    // A list of strings; each element is checked with its index in the path
    // ("search.devices[2]"). `allowEmpty` false also refuses "".
    std::vector<std::string> stringArray(std::string_view key, bool allowEmpty = true) const;
    // A string that must be one of `allowed`.
    std::string choice(std::string_view key, std::initializer_list<std::string_view> allowed) const;
    std::string choiceOr(std::string_view key, std::string_view fallback,
                         std::initializer_list<std::string_view> allowed) const;
    std::string choice(std::string_view key, std::span<const std::string_view> allowed) const;

    JsonReader object(std::string_view key) const;
    std::optional<JsonReader> optionalObject(std::string_view key) const;
    const nlohmann::json& array(std::string_view key) const;
    const nlohmann::json& value(std::string_view key) const;

    // Rejects keys not in `known`: a misspelt field must not silently fall back to a default.
    void rejectUnknownKeys(std::initializer_list<std::string_view> known) const;
    void rejectUnknownKeys(std::span<const std::string_view> known) const;

    [[noreturn]] void fail(std::string_view key, Message message) const;

private:
    const nlohmann::json& m_object;
    std::string m_path;
};

// Checks a number read from any source (CLI argument, computed input) the same way.
double checkedNumber(double value, const std::string& field, double min, double max);

// Parses a whole string as a number (CLI arguments, CSV cells) and checks its range; throws
// InputError naming `field` for text that is not entirely a number, NaN or out of range.
double parseNumberText(const std::string& text, const std::string& field, double min, double max);
// The same for whole numbers: decimal digits only ("2.7", "0x10", "1e3", " 4" are refused).
long long parseIntegerText(const std::string& text, const std::string& field, long long min,
                           long long max);

// Checks the header every AccelPlan file carries: "format" must be `format`, "version" an
// integer no newer than `maxVersion` (a newer file is refused, never half-read).
long long checkFormatHeader(const JsonReader& top, std::string_view format, int maxVersion);

// Formats a number the way messages show it: 6 significant digits, no trailing zeros.
std::string messageNumber(double value);

// The deepest nesting of objects and arrays a file may have; AccelPlan's formats use fewer
// than ten levels.
inline constexpr int kMaxJsonDepth = 64;

// Parses text as JSON, turning the parser's exception into an InputError with line/column.
// Refuses nesting deeper than kMaxJsonDepth before building it, so no later copy, comparison or
// dump can recurse deeper than that.
nlohmann::json parseJson(std::string_view text, const std::string& file);

// True when `value` nests deeper than `maxDepth` (checked without recursion), for documents
// that did not come through parseJson.
bool jsonDeeperThan(const nlohmann::json& value, int maxDepth);

// Text files (CSV) are UTF-8: drops a leading byte-order mark (Excel writes one) and throws an
// InputError naming the file and line of the first byte that is not UTF-8.
std::string_view checkedUtf8Text(std::string_view text, const std::string& file);

} // namespace ap
