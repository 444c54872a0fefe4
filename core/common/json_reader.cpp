#include "common/json_reader.h"

#include "common/input_error.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap {

using nlohmann::json;

namespace {

std::string typeName(const json& v)
{
    if (v.is_number())
        return "a number";
    if (v.is_string())
        return "a string";
    if (v.is_boolean())
        return "a boolean";
    if (v.is_null())
        return "null";
    if (v.is_array())
        return "an array";
    return "an object";
}

std::string rangeText(double min, double max)
{
    return "a number from " + messageNumber(min) + " to " + messageNumber(max);
}

} // namespace

std::string messageNumber(double value)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", value);
    return buf;
}

double checkedNumber(double value, const std::string& field, double min, double max)
{
    if (!std::isfinite(value))
        throw InputError({}, field, "expected " + rangeText(min, max) + ", got a non-finite value");
    if (value < min || value > max)
        throw InputError({}, field,
                         "expected " + rangeText(min, max) + ", got " + messageNumber(value));
    return value;
}

namespace {

// Plain decimal notation only: optional sign, digits with an optional fraction, an optional
// exponent. std::stod alone would also take "0x10", "inf", "nan" and leading blanks.
bool isDecimalNumber(const std::string& t)
{
    size_t i = 0;
    const auto digits = [&] {
        const size_t start = i;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9')
            ++i;
        return i - start;
    };
    if (i < t.size() && (t[i] == '+' || t[i] == '-'))
        ++i;
    size_t mantissa = digits();
    if (i < t.size() && t[i] == '.') {
        ++i;
        mantissa += digits();
    }
    if (mantissa == 0)
        return false;
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < t.size() && (t[i] == '+' || t[i] == '-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == t.size();
}

} // namespace

double parseNumberText(const std::string& text, const std::string& field, double min, double max)
{
    double v = 0;
    bool ok = isDecimalNumber(text);
    if (ok) {
        try {
            v = std::stod(text);
        } catch (const std::out_of_range&) {
            // 1e400: a well-formed number beyond double; range-checked below as infinite.
            v = text.find('-') == 0 ? -HUGE_VAL : HUGE_VAL;
        } catch (const std::exception&) {
            ok = false;
        }
    }
    if (!ok)
        throw InputError({}, field, "expected a number, got \"" + text + "\"");
    if (!std::isfinite(v))
        throw InputError({}, field,
                         "expected " + rangeText(min, max) + ", got \"" + text +
                             "\" (beyond the range of numbers)");
    return checkedNumber(v, field, min, max);
}

long long parseIntegerText(const std::string& text, const std::string& field, long long min,
                           long long max)
{
    // At most 18 digits: always within long long, and far beyond any count AccelPlan takes.
    const bool digitsOnly =
        !text.empty() && text.size() <= (text[0] == '-' ? 19u : 18u) &&
        text.find_first_not_of("0123456789", text[0] == '-' ? 1 : 0) == std::string::npos &&
        text != "-";
    if (!digitsOnly)
        throw InputError({}, field,
                         "expected a whole number from " + std::to_string(min) + " to " +
                             std::to_string(max) + ", got \"" + text + "\"");
    const long long v = std::stoll(text);
    if (v < min || v > max)
        throw InputError({}, field,
                         "expected a whole number from " + std::to_string(min) + " to " +
                             std::to_string(max) + ", got " + text);
    return v;
}

long long checkFormatHeader(const JsonReader& top, std::string_view format, int maxVersion)
{
    if (top.string("format") != format)
        top.fail("format", "expected \"" + std::string(format) + "\"");
    const long long version = top.integer("version", 1, 1000000);
    if (version > maxVersion)
        top.fail("version", "the file is version " + std::to_string(version) +
                                ", this AccelPlan reads up to version " +
                                std::to_string(maxVersion) + ": update AccelPlan to read it");
    return version;
}

json parseJson(std::string_view text, const std::string& file)
{
    // Depth is checked while parsing, before a deep value exists: copying, comparing or
    // printing a DOM recurses once per level, so 1e5 nested brackets would overflow the stack
    // far from the parser. The callback sees every container start with its depth.
    struct TooDeep {
        size_t line;
    };
    const auto lineAt = [&](size_t offset) {
        return size_t(1) +
               size_t(std::count(text.begin(), text.begin() + long(std::min(offset, text.size())),
                                 '\n'));
    };
    size_t position = 0;
    const json::parser_callback_t limit = [&](int depth, json::parse_event_t event, json&) {
        if ((event == json::parse_event_t::object_start ||
             event == json::parse_event_t::array_start) &&
            depth >= kMaxJsonDepth)
            throw TooDeep{0};
        return true;
    };
    try {
        return json::parse(text.begin(), text.end(), limit);
    } catch (const TooDeep&) {
        // Where the limit was crossed: the first point at that depth.
        int depth = 0;
        bool inString = false;
        for (size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (inString) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '[' || c == '{') {
                if (++depth > kMaxJsonDepth) {
                    position = i;
                    break;
                }
            } else if (c == ']' || c == '}') {
                --depth;
            }
        }
        throw InputError(file, {},
                         "nested deeper than " + std::to_string(kMaxJsonDepth) +
                             " levels at line " + std::to_string(lineAt(position)) +
                             " (expected an AccelPlan file: they nest a few levels)");
    } catch (const json::parse_error& e) {
        // nlohmann's message already names the line and column ("at line 3, column 7").
        std::string what = e.what();
        const auto pos = what.find("parse error");
        throw InputError(file, {},
                         "not valid JSON (" + (pos == std::string::npos ? what : what.substr(pos)) +
                             ")");
    } catch (const json::exception& e) {
        // Out-of-range numbers (1e400) and the like: nlohmann's text without its
        // "[json.exception.out_of_range.406]" prefix.
        std::string what = e.what();
        const auto close = what.find("] ");
        throw InputError(file, {},
                         "not valid JSON (" +
                             (close == std::string::npos ? what : what.substr(close + 2)) +
                             "; expected numbers within +-1.8e308)");
    }
}

bool jsonDeeperThan(const json& value, int maxDepth)
{
    std::vector<std::pair<const json*, int>> stack{{&value, 1}};
    while (!stack.empty()) {
        const auto [v, depth] = stack.back();
        stack.pop_back();
        if (!v->is_structured())
            continue;
        if (depth > maxDepth)
            return true;
        for (const json& child : *v)
            stack.emplace_back(&child, depth + 1);
    }
    return false;
}

std::string_view checkedUtf8Text(std::string_view text, const std::string& file)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    size_t line = 1;
    for (size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n')
            ++line;
        if (c < 0x80) {
            ++i;
            continue;
        }
        // Length and the smallest code point for that length (no overlong forms), then the
        // continuation bytes; surrogates and code points above U+10FFFF are refused too.
        const size_t len = (c & 0xE0) == 0xC0   ? 2
                           : (c & 0xF0) == 0xE0 ? 3
                           : (c & 0xF8) == 0xF0 ? 4
                                                : 0;
        bool ok = len > 0 && i + len <= text.size();
        unsigned cp = len == 2 ? c & 0x1F : len == 3 ? c & 0x0F : c & 0x07;
        for (size_t k = 1; ok && k < len; ++k) {
            const auto d = static_cast<unsigned char>(text[i + k]);
            ok = (d & 0xC0) == 0x80;
            cp = (cp << 6) | (d & 0x3F);
        }
        const unsigned minimum = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
        if (!ok || cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "0x%02X", c);
            throw InputError(file, "line " + std::to_string(line),
                             std::string("byte ") + byte +
                                 " is not UTF-8 text (expected a UTF-8 file; re-save it as "
                                 "UTF-8 CSV)");
        }
        i += len;
    }
    return text;
}

JsonReader::JsonReader(const json& object, std::string path)
    : m_object(object)
    , m_path(std::move(path))
{
    if (!m_object.is_object())
        throw InputError({}, m_path.empty() ? "(top level)" : m_path,
                         "expected an object, got " + typeName(m_object));
}

std::string JsonReader::fieldPath(std::string_view key) const
{
    if (m_path.empty())
        return std::string(key);
    return m_path + "." + std::string(key);
}

bool JsonReader::has(std::string_view key) const
{
    const auto it = m_object.find(key);
    return it != m_object.end() && !it->is_null();
}

void JsonReader::fail(std::string_view key, const std::string& message) const
{
    throw InputError({}, key.empty() ? m_path : fieldPath(key), message);
}

const json& JsonReader::value(std::string_view key) const
{
    const auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null())
        fail(key, "required field is missing");
    return *it;
}

std::optional<double> JsonReader::optionalNumber(std::string_view key, double min, double max) const
{
    if (!has(key))
        return std::nullopt;
    const json& v = value(key);
    if (!v.is_number())
        fail(key, "expected " + rangeText(min, max) + ", got " + typeName(v));
    return checkedNumber(v.get<double>(), fieldPath(key), min, max);
}

double JsonReader::number(std::string_view key, double min, double max) const
{
    value(key);
    return *optionalNumber(key, min, max);
}

double JsonReader::numberOr(std::string_view key, double fallback, double min, double max) const
{
    return optionalNumber(key, min, max).value_or(fallback);
}

long long JsonReader::integer(std::string_view key, long long min, long long max) const
{
    const double v = number(key, double(min), double(max));
    if (std::floor(v) != v)
        fail(key, "expected a whole number, got " + messageNumber(v));
    return static_cast<long long>(v);
}

long long JsonReader::integerOr(std::string_view key, long long fallback, long long min,
                                long long max) const
{
    return has(key) ? integer(key, min, max) : fallback;
}

std::string JsonReader::string(std::string_view key) const
{
    const json& v = value(key);
    if (!v.is_string())
        fail(key, "expected a string, got " + typeName(v));
    return v.get<std::string>();
}

std::string JsonReader::stringOr(std::string_view key, std::string fallback) const
{
    return has(key) ? string(key) : fallback;
}

std::vector<std::string> JsonReader::stringArray(std::string_view key, bool allowEmpty) const
{
    std::vector<std::string> out;
    const json& list = array(key);
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string element = std::string(key) + "[" + std::to_string(i) + "]";
        if (!list[i].is_string())
            fail(element, allowEmpty ? "expected a string" : "expected a non-empty string");
        if (!allowEmpty && list[i].get_ref<const std::string&>().empty())
            fail(element, "expected a non-empty string");
        out.push_back(list[i].get<std::string>());
    }
    return out;
}

bool JsonReader::booleanOr(std::string_view key, bool fallback) const
{
    if (!has(key))
        return fallback;
    const json& v = value(key);
    if (!v.is_boolean())
        fail(key, "expected true or false, got " + typeName(v));
    return v.get<bool>();
}

std::string JsonReader::choice(std::string_view key,
                               std::initializer_list<std::string_view> allowed) const
{
    const std::string s = string(key);
    std::string list;
    for (std::string_view a : allowed) {
        if (a == s)
            return s;
        list += (list.empty() ? "" : ", ") + std::string(a);
    }
    fail(key, "expected one of " + list + ", got \"" + s + "\"");
}

std::string JsonReader::choiceOr(std::string_view key, std::string_view fallback,
                                 std::initializer_list<std::string_view> allowed) const
{
    return has(key) ? choice(key, allowed) : std::string(fallback);
}

JsonReader JsonReader::object(std::string_view key) const
{
    const json& v = value(key);
    if (!v.is_object())
        fail(key, "expected an object, got " + typeName(v));
    return JsonReader(v, fieldPath(key));
}

std::optional<JsonReader> JsonReader::optionalObject(std::string_view key) const
{
    if (!has(key))
        return std::nullopt;
    return object(key);
}

const json& JsonReader::array(std::string_view key) const
{
    const json& v = value(key);
    if (!v.is_array())
        fail(key, "expected an array, got " + typeName(v));
    return v;
}

void JsonReader::rejectUnknownKeys(std::initializer_list<std::string_view> known) const
{
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        bool ok = false;
        for (std::string_view k : known)
            ok = ok || it.key() == k;
        if (!ok) {
            std::string list;
            for (std::string_view k : known)
                list += (list.empty() ? "" : ", ") + std::string(k);
            fail(it.key(), "unknown field (known fields here: " + list + ")");
        }
    }
}

} // namespace ap
