#include "common/quantity.h"

#include "common/json_reader.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <system_error>

namespace ap {

namespace {

struct Unit {
    std::string_view name;
    double si;
};

// Decimal prefixes for counted things and money: "70B" parameters, "15T" tokens, "$1.2M".
constexpr std::array<Unit, 13> kMultipliers = {{{"", 1},
                                                {"k", 1e3},
                                                {"K", 1e3},
                                                {"thousand", 1e3},
                                                {"M", 1e6},
                                                {"million", 1e6},
                                                {"B", 1e9},
                                                {"bn", 1e9},
                                                {"G", 1e9},
                                                {"billion", 1e9},
                                                {"T", 1e12},
                                                {"trillion", 1e12},
                                                {"P", 1e15}}};

constexpr std::array<Unit, 16> kBytes = {{{"B", 1},
                                          {"byte", 1},
                                          {"bytes", 1},
                                          {"kB", 1e3},
                                          {"KB", 1e3},
                                          {"MB", 1e6},
                                          {"GB", 1e9},
                                          {"TB", 1e12},
                                          {"PB", 1e15},
                                          {"EB", 1e18},
                                          {"KiB", 1024.0},
                                          {"MiB", 1048576.0},
                                          {"GiB", 1073741824.0},
                                          {"TiB", 1099511627776.0},
                                          {"PiB", 1125899906842624.0},
                                          {"EiB", 1152921504606846976.0}}};

// Bits of a link. "G" alone is how links are named ("400G", "800G Ethernet").
constexpr std::array<Unit, 20> kBits = {
    {{"b", 1},      {"bit", 1},     {"bits", 1},    {"kb", 1e3},   {"Kb", 1e3},
     {"kbit", 1e3}, {"Mb", 1e6},    {"Mbit", 1e6},  {"Gb", 1e9},   {"Gbit", 1e9},
     {"Tb", 1e12},  {"Tbit", 1e12}, {"bps", 1},     {"kbps", 1e3}, {"Kbps", 1e3},
     {"Mbps", 1e6}, {"Gbps", 1e9},  {"Tbps", 1e12}, {"GbE", 1e9},  {"Gbit/s", 1e9}}};
constexpr std::array<Unit, 4> kLinkNames = {{{"K", 1e3}, {"M", 1e6}, {"G", 1e9}, {"T", 1e12}}};

constexpr double kMinute = 60, kHour = 3600, kDay = 86400;
constexpr double kYear = 365.25 * kDay, kMonth = kYear / 12;

constexpr std::array<Unit, 28> kDurations = {
    {{"ns", 1e-9},         {"us", 1e-6},       {"\xC2\xB5s", 1e-6}, // µs
     {"ms", 1e-3},         {"s", 1},           {"sec", 1},          {"second", 1},
     {"seconds", 1},       {"min", kMinute},   {"mins", kMinute},   {"minute", kMinute},
     {"minutes", kMinute}, {"h", kHour},       {"hr", kHour},       {"hrs", kHour},
     {"hour", kHour},      {"hours", kHour},   {"d", kDay},         {"day", kDay},
     {"days", kDay},       {"week", 7 * kDay}, {"weeks", 7 * kDay}, {"mo", kMonth},
     {"month", kMonth},    {"months", kMonth}, {"y", kYear},        {"yr", kYear},
     {"years", kYear}}};

constexpr std::array<Unit, 9> kPower = {{{"W", 1},
                                         {"watt", 1},
                                         {"watts", 1},
                                         {"kW", 1e3},
                                         {"KW", 1e3},
                                         {"kilowatts", 1e3},
                                         {"MW", 1e6},
                                         {"megawatts", 1e6},
                                         {"GW", 1e9}}};

template <size_t N>
std::optional<double> lookup(const std::array<Unit, N>& table, std::string_view name)
{
    for (const Unit& u : table)
        if (u.name == name)
            return u.si;
    return std::nullopt;
}

std::optional<double> durationUnit(std::string_view name)
{
    if (name == "year")
        return kYear;
    return lookup(kDurations, name);
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// Removes `word` (case-insensitive) from the end of `s`, with the spaces before it.
bool stripWord(std::string_view& s, std::string_view word)
{
    if (s.size() < word.size() || lower(s.substr(s.size() - word.size())) != word)
        return false;
    s = trim(s.substr(0, s.size() - word.size()));
    return true;
}

// Spaces inside a unit carry no meaning ("400 Gb / s", "$2.10 / h").
std::string withoutSpaces(std::string_view s)
{
    std::string out;
    for (char c : s)
        if (!isSpace(c))
            out += c;
    return out;
}

struct NumberPart {
    double value = 0;
    std::string_view rest;
    bool outOfRange = false;
};

// The leading decimal number of `s`: sign, digits (thousands separated by commas allowed when
// every group has three digits), fraction and exponent. std::from_chars ignores the locale.
std::optional<NumberPart> leadingNumber(std::string_view s)
{
    size_t i = 0;
    std::string digits;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) {
        if (s[i] == '-')
            digits += '-';
        ++i;
    }
    const size_t intStart = i;
    size_t groupLength = 0;
    bool sawComma = false;
    while (i < s.size()) {
        const char c = s[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digits += c;
            ++groupLength;
            ++i;
        } else if (c == ',' && i + 1 < s.size() &&
                   std::isdigit(static_cast<unsigned char>(s[i + 1]))) {
            // "1,000" and "12,500,000": a comma must follow 1-3 digits, then groups of three.
            if ((!sawComma && (groupLength == 0 || groupLength > 3)) ||
                (sawComma && groupLength != 3))
                return std::nullopt;
            sawComma = true;
            groupLength = 0;
            ++i;
        } else {
            break;
        }
    }
    if (sawComma && groupLength != 3)
        return std::nullopt;
    bool anyDigit = i > intStart;
    if (i < s.size() && s[i] == '.') {
        digits += '.';
        ++i;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
            digits += s[i++];
            anyDigit = true;
        }
    }
    if (!anyDigit)
        return std::nullopt;
    // An exponent only when digits follow ("1e12"), so "2 EB" is not read as an exponent.
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        size_t j = i + 1;
        std::string exponent = "e";
        if (j < s.size() && (s[j] == '-' || s[j] == '+'))
            exponent += s[j++];
        if (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) {
            while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j])))
                exponent += s[j++];
            digits += exponent;
            i = j;
        }
    }
    NumberPart part;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), part.value,
                                           std::chars_format::general);
    if (ec == std::errc::result_out_of_range)
        part.outOfRange = true;
    else if (ec != std::errc() || end != digits.data() + digits.size())
        return std::nullopt;
    part.rest = trim(s.substr(i));
    return part;
}

// The SI factor of `unit` (spaces removed) for dimension `d`, or nothing when it is not a
// unit of that dimension. An empty unit is the field's bare unit and handled by the caller.
std::optional<double> unitFactor(Dimension d, const std::string& unit, bool dollarSign)
{
    switch (d) {
    case Dimension::Number:
    case Dimension::Count:
    case Dimension::Tokens:
        return lookup(kMultipliers, unit);
    case Dimension::Bytes:
        return lookup(kBytes, unit);
    case Dimension::ByteRate:
    case Dimension::BitRate: {
        const double bitsPerUnit = d == Dimension::BitRate ? 1.0 : 1.0 / 8.0;
        if (const auto bits = lookup(kBits, unit))
            return *bits * bitsPerUnit;
        if (d == Dimension::BitRate)
            if (const auto link = lookup(kLinkNames, unit))
                return *link;
        if (endsWith(unit, "ps") && unit.size() > 2) { // "GBps"
            if (const auto bytes = lookup(kBytes, unit.substr(0, unit.size() - 2)))
                return *bytes * 8.0 * bitsPerUnit;
        }
        if (endsWith(unit, "/s") && unit.size() > 2) {
            const std::string base = unit.substr(0, unit.size() - 2);
            if (const auto bytes = lookup(kBytes, base))
                return *bytes * 8.0 * bitsPerUnit;
            if (const auto bits = lookup(kBits, base))
                return *bits * bitsPerUnit;
        }
        return std::nullopt;
    }
    case Dimension::Duration:
        if (const auto f = durationUnit(unit))
            return f;
        return durationUnit(lower(unit));
    case Dimension::Power:
        return lookup(kPower, unit);
    case Dimension::Money: {
        std::string_view u = unit;
        if (endsWith(u, "USD") || endsWith(u, "usd"))
            u.remove_suffix(3);
        else if (dollarSign && u == "$") // "1.2M$" is not a way anyone writes dollars
            return std::nullopt;
        return lookup(kMultipliers, std::string(u));
    }
    case Dimension::MoneyRate: {
        // "<multiplier>[USD]/<duration>" or "<multiplier>[USD]per<duration>".
        size_t slash = unit.find('/');
        size_t skip = 1;
        if (slash == std::string::npos) {
            slash = lower(unit).find("per");
            skip = 3;
        }
        if (slash == std::string::npos)
            return std::nullopt;
        std::string amount = unit.substr(0, slash);
        if (endsWith(amount, "USD") || endsWith(amount, "usd"))
            amount.resize(amount.size() - 3);
        const auto multiplier = lookup(kMultipliers, amount);
        auto period = durationUnit(unit.substr(slash + skip));
        if (!period)
            period = durationUnit(lower(unit.substr(slash + skip)));
        if (!multiplier || !period || *period <= 0)
            return std::nullopt;
        return *multiplier / *period;
    }
    case Dimension::Fraction:
        if (unit == "%")
            return 0.01;
        return std::nullopt;
    }
    return std::nullopt;
}

std::string rangeLimit(double si, const QuantityRule& rule)
{
    std::string text = messageNumber(si / rule.bareUnitSi);
    if (!rule.bareUnitLabel.empty())
        text += " " + rule.bareUnitLabel;
    return text;
}

} // namespace

Message dimensionExample(Dimension d)
{
    switch (d) {
    case Dimension::Number:
        return Message(AP_TEXT("ap::InputError", "a number such as 12, 0.5 or 1e12"));
    case Dimension::Count:
        return Message(AP_TEXT("ap::InputError", "a count such as 8, 1.5k or 70B"));
    case Dimension::Tokens:
        return Message(AP_TEXT("ap::InputError", "a number of tokens such as 2048, 2M or 15T"));
    case Dimension::Bytes:
        return Message(AP_TEXT("ap::InputError", "a size such as 80 GB, 80 GiB or 2.8 TB"));
    case Dimension::ByteRate:
        return Message(AP_TEXT("ap::InputError", "a bandwidth such as 400 Gb/s or 3.35 TB/s"));
    case Dimension::BitRate:
        return Message(AP_TEXT("ap::InputError", "a link speed such as 400G, 400 Gb/s or 50 GB/s"));
    case Dimension::Duration:
        return Message(AP_TEXT("ap::InputError", "a duration such as 500 ms, 15 min or 2 days"));
    case Dimension::Power:
        return Message(AP_TEXT("ap::InputError", "a power such as 700 W or 40 kW"));
    case Dimension::Money:
        return Message(AP_TEXT("ap::InputError", "an amount such as $2,400 or $1.2M"));
    case Dimension::MoneyRate:
        return Message(
            AP_TEXT("ap::InputError", "a price per time such as $2.10/h or $1,500/month"));
    case Dimension::Fraction:
        return Message(AP_TEXT("ap::InputError", "a fraction such as 0.75 or 75 %"));
    }
    return Message(AP_TEXT("ap::InputError", "a number"));
}

QuantityParse parseQuantity(std::string_view input, const QuantityRule& rule)
{
    QuantityParse result;
    const auto fail = [&](Message why) {
        result.ok = false;
        result.valueSi = 0;
        result.error = std::move(why);
        return result;
    };
    // Messages quote the input; keep it short and printable.
    std::string shown;
    for (char c : input.substr(0, 40))
        shown += (static_cast<unsigned char>(c) < 0x20) ? '?' : c;
    if (input.size() > 40)
        shown += "...";
    const Message expected(AP_TEXT("ap::InputError", "expected %1, got '%2'"),
                           {msg::phrase(dimensionExample(rule.dimension)), msg::text(shown)});

    std::string_view s = trim(input);
    if (s.empty())
        return fail(expected);
    const std::string low = lower(s);
    for (std::string_view word : {"nan", "-nan", "inf", "+inf", "-inf", "infinity", "-infinity"})
        if (low == word)
            return fail(Message(AP_TEXT("ap::InputError", "'%1' is not a finite number"),
                                {msg::text(shown)}));

    bool dollar = false;
    if (!s.empty() && s.front() == '$') {
        dollar = true;
        s = trim(s.substr(1));
    }
    if (dollar && rule.dimension != Dimension::Money && rule.dimension != Dimension::MoneyRate)
        return fail(expected);

    const auto number = leadingNumber(s);
    if (!number)
        return fail(expected);
    if (number->outOfRange)
        return fail(Message(AP_TEXT("ap::InputError", "'%1' is out of range, at most %2"),
                            {msg::text(shown), msg::text(rangeLimit(rule.maxSi, rule))}));

    std::string_view rest = number->rest;
    if (rule.dimension == Dimension::Tokens)
        stripWord(rest, "tokens") || stripWord(rest, "token") || stripWord(rest, "tok");
    if (rule.dimension == Dimension::Count)
        stripWord(rest, "parameters") || stripWord(rest, "params");
    const std::string unit = withoutSpaces(rest);

    double factor = rule.bareUnitSi;
    if (!unit.empty() && unit != rule.bareUnitLabel) {
        const auto f = unitFactor(rule.dimension, unit, dollar);
        if (!f)
            return fail(expected);
        factor = *f;
    }
    const double value = number->value * factor;
    if (!std::isfinite(value))
        return fail(
            Message(AP_TEXT("ap::InputError", "'%1' is not a finite number"), {msg::text(shown)}));
    if (value < 0 && rule.minSi >= 0)
        return fail(Message(AP_TEXT("ap::InputError", "must not be negative, got '%1'"),
                            {msg::text(shown)}));
    if (value < rule.minSi || (rule.minExclusive && value <= rule.minSi))
        return fail(rule.minExclusive
                        ? Message(AP_TEXT("ap::InputError", "must be more than %1, got '%2'"),
                                  {msg::text(rangeLimit(rule.minSi, rule)), msg::text(shown)})
                        : Message(AP_TEXT("ap::InputError", "must be at least %1, got '%2'"),
                                  {msg::text(rangeLimit(rule.minSi, rule)), msg::text(shown)}));
    if (rule.maxExclusive && value >= rule.maxSi)
        return fail(Message(AP_TEXT("ap::InputError", "must be less than %1, got '%2'"),
                            {msg::text(rangeLimit(rule.maxSi, rule)), msg::text(shown)}));
    if (value > rule.maxSi)
        return fail(Message(AP_TEXT("ap::InputError", "must be at most %1, got '%2'"),
                            {msg::text(rangeLimit(rule.maxSi, rule)), msg::text(shown)}));
    if (rule.integer) {
        const double inUnits = value / rule.bareUnitSi;
        const double rounded = std::round(inUnits);
        if (std::abs(inUnits - rounded) > 1e-9 * std::max(1.0, std::abs(rounded)))
            return fail(
                rule.bareUnitLabel.empty()
                    ? Message(AP_TEXT("ap::InputError", "expected a whole number, got '%1'"),
                              {msg::text(shown)})
                    : Message(AP_TEXT("ap::InputError", "expected a whole number of %1, got '%2'"),
                              {msg::text(rule.bareUnitLabel), msg::text(shown)}));
        result.valueSi = rounded * rule.bareUnitSi;
    } else {
        result.valueSi = value;
    }
    result.ok = true;
    return result;
}

} // namespace ap
