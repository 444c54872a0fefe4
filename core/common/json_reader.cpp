#include "common/json_reader.h"

#include "common/input_error.h"

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

double parseNumberText(const std::string& text, const std::string& field, double min, double max)
{
    size_t used = 0;
    double v = 0;
    try {
        v = std::stod(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != text.size())
        throw InputError({}, field, "expected a number, got \"" + text + "\"");
    return checkedNumber(v, field, min, max);
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
    try {
        return json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        // nlohmann's message already names the line and column ("at line 3, column 7").
        std::string what = e.what();
        const auto pos = what.find("parse error");
        throw InputError(file, {},
                         "not valid JSON (" + (pos == std::string::npos ? what : what.substr(pos)) +
                             ")");
    }
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
