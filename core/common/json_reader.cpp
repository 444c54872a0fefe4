#include "common/json_reader.h"

#include "common/input_error.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <unordered_set>

namespace ap {

using nlohmann::json;

namespace {

// What a value is, as an error names it ("got an array"): a phrase of an input error.
MessageArg typeName(const json& v)
{
    if (v.is_number())
        return msg::phrase(Message(AP_TEXT("ap::InputError", "a number")));
    if (v.is_string())
        return msg::phrase(Message(AP_TEXT("ap::InputError", "a string")));
    if (v.is_boolean())
        return msg::phrase(Message(AP_TEXT("ap::InputError", "a boolean")));
    if (v.is_null())
        return msg::text("null"); // the JSON keyword
    if (v.is_array())
        return msg::phrase(Message(AP_TEXT("ap::InputError", "an array")));
    return msg::phrase(Message(AP_TEXT("ap::InputError", "an object")));
}

MessageArg rangeText(double min, double max)
{
    return msg::phrase(Message(AP_TEXT("ap::InputError", "a number from %1 to %2"),
                               {msg::value(min), msg::value(max)}));
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
        throw InputError({}, field,
                         Message(AP_TEXT("ap::InputError", "expected %1, got a non-finite value"),
                                 {rangeText(min, max)}));
    if (value < min || value > max)
        throw InputError({}, field,
                         Message(AP_TEXT("ap::InputError", "expected %1, got %2"),
                                 {rangeText(min, max), msg::value(value)}));
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
        throw InputError(
            {}, field,
            Message(AP_TEXT("ap::InputError", "expected a number, got \"%1\""), {msg::text(text)}));
    if (!std::isfinite(v))
        throw InputError({}, field,
                         Message(AP_TEXT("ap::InputError",
                                         "expected %1, got \"%2\" (beyond the range of numbers)"),
                                 {rangeText(min, max), msg::text(text)}));
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
        throw InputError(
            {}, field,
            Message(
                AP_TEXT("ap::InputError", "expected a whole number from %1 to %2, got \"%3\""),
                {msg::text(std::to_string(min)), msg::text(std::to_string(max)), msg::text(text)}));
    const long long v = std::stoll(text);
    if (v < min || v > max)
        throw InputError(
            {}, field,
            Message(
                AP_TEXT("ap::InputError", "expected a whole number from %1 to %2, got %3"),
                {msg::text(std::to_string(min)), msg::text(std::to_string(max)), msg::text(text)}));
    return v;
}

long long checkFormatHeader(const JsonReader& top, std::string_view format, int maxVersion)
{
    if (top.string("format") != format)
        top.fail("format", Message(AP_TEXT("ap::InputError", "expected \"%1\""),
                                   {msg::text(std::string(format))}));
    const long long version = top.integer("version", 1, 1000000);
    if (version > maxVersion)
        top.fail("version", Message(AP_TEXT("ap::InputError",
                                            "the file is version %1, this AccelPlan reads up to "
                                            "version %2: update AccelPlan to read it"),
                                    {msg::count(double(version)), msg::count(maxVersion)}));
    return version;
}

namespace {

// Where a key repeats: the full path of the second occurrence and the lines of both. A plain
// linear scan of the text, run only once the parser has seen a repeated key.
struct RepeatedKey {
    std::string path;
    size_t firstLine = 0;
    size_t line = 0;
};

std::optional<RepeatedKey> findRepeatedKey(std::string_view text)
{
    struct Frame {
        bool object = false;
        bool expectKey = true;
        std::string key;
        size_t index = 0;
        std::unordered_map<std::string, size_t> keyLines;
    };
    std::vector<Frame> frames;
    size_t line = 1;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
        } else if (c == '"') {
            const size_t start = i + 1;
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\')
                    ++i;
            if (frames.empty() || !frames.back().object || !frames.back().expectKey)
                continue;
            Frame& f = frames.back();
            std::string key(text.substr(start, i - start));
            f.expectKey = false;
            const auto [at, inserted] = f.keyLines.emplace(key, line);
            if (!inserted) {
                std::string path;
                for (size_t k = 0; k + 1 < frames.size(); ++k)
                    path += frames[k].object ? (path.empty() ? "" : ".") + frames[k].key
                                             : "[" + std::to_string(frames[k].index) + "]";
                path += (path.empty() ? "" : ".") + key;
                return RepeatedKey{path, at->second, line};
            }
            f.key = std::move(key);
        } else if (c == '{' || c == '[') {
            frames.push_back(Frame{c == '{', true, {}, 0, {}});
        } else if (c == '}' || c == ']') {
            if (!frames.empty())
                frames.pop_back();
        } else if (c == ',' && !frames.empty()) {
            if (frames.back().object)
                frames.back().expectKey = true;
            else
                ++frames.back().index;
        }
    }
    return std::nullopt;
}

} // namespace

namespace {

// A parser for the JSON the files hold (#30: nlohmann's lexer, which keeps every character
// of every token for its error messages, was most of reading a project): it builds the tree
// that nlohmann's parser builds from the same text (numbers by their JSON kind through
// std::from_chars, correctly rounded as strtod, strings with the simple escapes and UTF-8
// checked as nlohmann checks it) and gives up at anything else: a \u escape, a BOM, a key
// written twice, nesting past kMaxJsonDepth, a number out of range, any syntax error. The
// full parser below then reads the text, so its answers and messages are unchanged.
class PlainJson {
public:
    explicit PlainJson(std::string_view text)
        : m_p(text.data())
        , m_end(text.data() + text.size())
    {
    }

    bool parse(json& out)
    {
        skipSpace();
        if (!value(out, 0))
            return false;
        skipSpace();
        return m_p == m_end;
    }

private:
    static bool digit(char c) { return c >= '0' && c <= '9'; }

    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    bool literal(std::string_view word)
    {
        if (size_t(m_end - m_p) < word.size() || std::string_view(m_p, word.size()) != word)
            return false;
        m_p += word.size();
        return true;
    }

    bool value(json& out, int depth)
    {
        if (m_p == m_end)
            return false;
        switch (*m_p) {
        case '{':
            return object(out, depth + 1);
        case '[':
            return array(out, depth + 1);
        case '"': {
            std::string s;
            if (!string(s))
                return false;
            out = std::move(s);
            return true;
        }
        case 't':
            out = true;
            return literal("true");
        case 'f':
            out = false;
            return literal("false");
        case 'n':
            out = nullptr;
            return literal("null");
        default:
            return number(out);
        }
    }

    bool object(json& out, int depth)
    {
        if (depth > kMaxJsonDepth)
            return false;
        ++m_p;
        out = json::object();
        json::object_t& members = *out.get_ptr<json::object_t*>();
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        for (;;) {
            skipSpace();
            if (m_p == m_end || *m_p != '"')
                return false;
            std::string key;
            if (!string(key))
                return false;
            skipSpace();
            if (m_p == m_end || *m_p != ':')
                return false;
            ++m_p;
            skipSpace();
            const auto [at, added] = members.emplace(std::move(key), json());
            if (!added || !value(at->second, depth))
                return false;
            skipSpace();
            if (m_p == m_end)
                return false;
            if (*m_p == '}') {
                ++m_p;
                return true;
            }
            if (*m_p++ != ',')
                return false;
        }
    }

    bool array(json& out, int depth)
    {
        if (depth > kMaxJsonDepth)
            return false;
        ++m_p;
        out = json::array();
        json::array_t& elements = *out.get_ptr<json::array_t*>();
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        for (;;) {
            skipSpace();
            elements.emplace_back();
            if (!value(elements.back(), depth))
                return false;
            skipSpace();
            if (m_p == m_end)
                return false;
            if (*m_p == ']') {
                ++m_p;
                return true;
            }
            if (*m_p++ != ',')
                return false;
        }
    }

    // A string after its opening quote, into `s`; the bytes of a UTF-8 sequence as nlohmann's
    // lexer accepts them (RFC 3629's well-formed sequences).
    bool string(std::string& s)
    {
        ++m_p;
        const char* run = m_p;
        for (;;) {
            if (m_p == m_end)
                return false;
            const auto c = static_cast<unsigned char>(*m_p);
            if (c == '"') {
                s.append(run, m_p);
                ++m_p;
                return true;
            }
            if (c < 0x20)
                return false;
            if (c == '\\') {
                s.append(run, m_p);
                if (++m_p == m_end)
                    return false;
                // The one-letter escapes; \u and anything else go to the full parser.
                constexpr std::string_view escaped = "\"\\/bfnrt";
                constexpr std::string_view meant = "\"\\/\b\f\n\r\t";
                const size_t k = escaped.find(*m_p++);
                if (k == std::string_view::npos)
                    return false;
                s += meant[k];
                run = m_p;
                continue;
            }
            if (c < 0x80) {
                ++m_p;
                continue;
            }
            if (!utf8Sequence(c))
                return false;
        }
    }

    // One multi-byte UTF-8 sequence starting with `lead` at m_p; moves past it.
    bool utf8Sequence(unsigned char lead)
    {
        unsigned char low = 0x80, high = 0xBF;
        int follow = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            follow = 1;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            follow = 2;
            if (lead == 0xE0)
                low = 0xA0;
            else if (lead == 0xED)
                high = 0x9F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            follow = 3;
            if (lead == 0xF0)
                low = 0x90;
            else if (lead == 0xF4)
                high = 0x8F;
        } else {
            return false;
        }
        if (m_end - m_p <= follow)
            return false;
        for (int i = 1; i <= follow; ++i) {
            const auto b = static_cast<unsigned char>(m_p[i]);
            if (b < (i == 1 ? low : 0x80) || b > (i == 1 ? high : 0xBF))
                return false;
        }
        m_p += follow + 1;
        return true;
    }

    // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?: an integer without a fraction or
    // exponent that fits is signed (with a minus) or unsigned, as nlohmann's lexer keeps it;
    // anything else a double.
    bool number(json& out)
    {
        const char* start = m_p;
        const bool negative = *m_p == '-';
        if (negative)
            ++m_p;
        if (m_p == m_end || !digit(*m_p))
            return false;
        if (*m_p++ != '0')
            while (m_p < m_end && digit(*m_p))
                ++m_p;
        bool whole = true;
        if (m_p < m_end && *m_p == '.') {
            whole = false;
            if (++m_p == m_end || !digit(*m_p))
                return false;
            while (m_p < m_end && digit(*m_p))
                ++m_p;
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
            whole = false;
            if (++m_p < m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (m_p == m_end || !digit(*m_p))
                return false;
            while (m_p < m_end && digit(*m_p))
                ++m_p;
        }
        if (whole) {
            if (negative) {
                json::number_integer_t v = 0;
                const auto r = std::from_chars(start, m_p, v);
                if (r.ec == std::errc() && r.ptr == m_p) {
                    out = v;
                    return true;
                }
            } else {
                json::number_unsigned_t v = 0;
                const auto r = std::from_chars(start, m_p, v);
                if (r.ec == std::errc() && r.ptr == m_p) {
                    out = v;
                    return true;
                }
            }
        }
        double v = 0;
        const auto r = std::from_chars(start, m_p, v);
        if (r.ec != std::errc() || r.ptr != m_p || !std::isfinite(v))
            return false;
        out = v;
        return true;
    }

    const char* m_p;
    const char* m_end;
};

} // namespace

namespace {

// Thrown by the parser's limits below.
struct TooDeep {
    size_t line;
};
// A key written twice in one object: nlohmann keeps the last and drops the first without a
// word (a second "scenarios" list replaces the first), so it is an error naming both.
struct DuplicateKey {
    std::string key;
};

class Limits {
public:
    explicit Limits(json& result)
        : m_dom(result, true)
    {
    }
    bool null() { return m_dom.null(); }
    bool boolean(bool v) { return m_dom.boolean(v); }
    bool number_integer(json::number_integer_t v) { return m_dom.number_integer(v); }
    bool number_unsigned(json::number_unsigned_t v) { return m_dom.number_unsigned(v); }
    bool number_float(json::number_float_t v, const json::string_t& s)
    {
        return m_dom.number_float(v, s);
    }
    bool string(json::string_t& v) { return m_dom.string(v); }
    bool binary(json::binary_t& v) { return m_dom.binary(v); }
    bool start_object(std::size_t n)
    {
        open();
        m_objects.push_back({m_keys.size(), nullptr});
        return m_dom.start_object(n);
    }
    bool key(json::string_t& k)
    {
        if (!m_objects.empty()) {
            OpenObject& o = m_objects.back();
            if (o.many) {
                if (!o.many->insert(k).second)
                    throw DuplicateKey{k};
            } else {
                if (std::find(m_keys.begin() + long(o.begin), m_keys.end(), k) != m_keys.end())
                    throw DuplicateKey{k};
                m_keys.push_back(k);
                // A large object's keys go to a hash set: linear in the keys whatever their count.
                if (m_keys.size() - o.begin > kScannedKeys) {
                    o.many = std::make_unique<std::unordered_set<std::string>>(
                        std::make_move_iterator(m_keys.begin() + long(o.begin)),
                        std::make_move_iterator(m_keys.end()));
                    m_keys.resize(o.begin);
                }
            }
        }
        return m_dom.key(k);
    }
    bool end_object()
    {
        --m_open;
        if (!m_objects.empty()) {
            m_keys.resize(m_objects.back().begin);
            m_objects.pop_back();
        }
        return m_dom.end_object();
    }
    bool start_array(std::size_t n)
    {
        open();
        return m_dom.start_array(n);
    }
    bool end_array()
    {
        --m_open;
        return m_dom.end_array();
    }
    template <class Exception>
    bool parse_error(std::size_t at, const std::string& token, const Exception& e)
    {
        return m_dom.parse_error(at, token, e);
    }

private:
    void open()
    {
        if (m_open >= kMaxJsonDepth)
            throw TooDeep{0};
        ++m_open;
    }
    // The keys of each open object, to refuse one written twice: scanned while an object has
    // a few (#30: a hash set per object was a fifth of parsing a project), hashed past that.
    static constexpr size_t kScannedKeys = 32;
    struct OpenObject {
        size_t begin; // its keys in m_keys from here, while `many` is null
        std::unique_ptr<std::unordered_set<std::string>> many;
    };
    nlohmann::detail::json_sax_dom_parser<json> m_dom;
    std::vector<std::string> m_keys;
    std::vector<OpenObject> m_objects;
    int m_open = 0;
};

} // namespace

json parseJson(std::string_view text, const std::string& file)
{
    // Well-formed text the fast reader takes; anything else (and every error) is the full
    // parser's, below.
    {
        json result;
        if (PlainJson(text).parse(result))
            return result;
    }
    // Depth is checked while parsing, before a deep value exists: copying, comparing or
    // printing a DOM recurses once per level, so 1e5 nested brackets would overflow the stack
    // far from the parser (Limits above sees every container start with its depth).
    const auto lineAt = [&](size_t offset) {
        return size_t(1) +
               size_t(std::count(text.begin(), text.begin() + long(std::min(offset, text.size())),
                                 '\n'));
    };
    size_t position = 0;
    // A SAX handler around nlohmann's own DOM builder: nlohmann's callback parser rescans the
    // parent object at the end of every child object (to drop discarded values), so an object
    // of n objects took n^2 steps (30,000 sites: minutes). This one checks the depth before a
    // deep value exists and each object's keys in a hash set: linear in the text.
    try {
        json result;
        Limits handler(result);
        json::sax_parse(text.begin(), text.end(), &handler);
        return result;
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
        throw InputError(
            file, {},
            Message(AP_TEXT("ap::InputError",
                            "nested deeper than %1 levels at line %2 (expected an "
                            "AccelPlan file: they nest a few levels)"),
                    {msg::count(kMaxJsonDepth), msg::count(double(lineAt(position)))}));
    } catch (const DuplicateKey& d) {
        const auto where = findRepeatedKey(text);
        if (!where)
            throw InputError(
                file, {},
                Message(AP_TEXT("ap::InputError", "the key \"%1\" is written twice in one object "
                                                  "(a reader would keep only one of them)"),
                        {msg::text(d.key)}));
        throw InputError(
            file, where->path,
            Message(AP_TEXT("ap::InputError", "written twice, at line %1 and line %2 (a reader "
                                              "would keep only one of them; remove one)"),
                    {msg::count(double(where->firstLine)), msg::count(double(where->line))}));
    } catch (const json::parse_error& e) {
        // nlohmann's message already names the line and column ("at line 3, column 7").
        std::string what = e.what();
        const auto pos = what.find("parse error");
        throw InputError(file, {},
                         Message(AP_TEXT("ap::InputError", "not valid JSON (%1)"),
                                 {msg::text(pos == std::string::npos ? what : what.substr(pos))}));
    } catch (const json::exception& e) {
        // Out-of-range numbers (1e400) and the like: nlohmann's text without its
        // "[json.exception.out_of_range.406]" prefix.
        std::string what = e.what();
        const auto close = what.find("] ");
        throw InputError(
            file, {},
            Message(
                AP_TEXT("ap::InputError", "not valid JSON (%1; expected numbers within +-1.8e308)"),
                {msg::text(close == std::string::npos ? what : what.substr(close + 2))}));
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
                             Message(AP_TEXT("ap::InputError",
                                             "byte %1 is not UTF-8 text (expected a UTF-8 file; "
                                             "re-save it as UTF-8 CSV)"),
                                     {msg::text(byte)}));
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
        throw InputError(
            {}, m_path.empty() ? "(top level)" : m_path,
            Message(AP_TEXT("ap::InputError", "expected an object, got %1"), {typeName(m_object)}));
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

void JsonReader::fail(std::string_view key, Message message) const
{
    throw InputError({}, key.empty() ? m_path : fieldPath(key), std::move(message));
}

const json& JsonReader::value(std::string_view key) const
{
    const auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null())
        fail(key, Message(AP_TEXT("ap::InputError", "required field is missing")));
    return *it;
}

std::optional<double> JsonReader::optionalNumber(std::string_view key, double min, double max) const
{
    const auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null())
        return std::nullopt;
    const json& v = *it;
    if (!v.is_number())
        fail(key, Message(AP_TEXT("ap::InputError", "expected %1, got %2"),
                          {rangeText(min, max), typeName(v)}));
    // The field's path is text to build: only for the message (#30: every number read built
    // one).
    const double x = v.get<double>();
    if (std::isfinite(x) && x >= min && x <= max)
        return x;
    return checkedNumber(x, fieldPath(key), min, max);
}

double JsonReader::number(std::string_view key, double min, double max) const
{
    if (const auto x = optionalNumber(key, min, max))
        return *x;
    fail(key, Message(AP_TEXT("ap::InputError", "required field is missing"))); // as value()
}

double JsonReader::numberOr(std::string_view key, double fallback, double min, double max) const
{
    return optionalNumber(key, min, max).value_or(fallback);
}

long long JsonReader::integer(std::string_view key, long long min, long long max) const
{
    const double v = number(key, double(min), double(max));
    if (std::floor(v) != v)
        fail(key, Message(AP_TEXT("ap::InputError", "expected a whole number, got %1"),
                          {msg::value(v)}));
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
        fail(key, Message(AP_TEXT("ap::InputError", "expected a string, got %1"), {typeName(v)}));
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
            fail(element, allowEmpty
                              ? Message(AP_TEXT("ap::InputError", "expected a string"))
                              : Message(AP_TEXT("ap::InputError", "expected a non-empty string")));
        if (!allowEmpty && list[i].get_ref<const std::string&>().empty())
            fail(element, Message(AP_TEXT("ap::InputError", "expected a non-empty string")));
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
        fail(key,
             Message(AP_TEXT("ap::InputError", "expected true or false, got %1"), {typeName(v)}));
    return v.get<bool>();
}

std::string JsonReader::choice(std::string_view key,
                               std::initializer_list<std::string_view> allowed) const
{
    return choice(key, std::span<const std::string_view>(allowed.begin(), allowed.size()));
}

std::string JsonReader::choice(std::string_view key,
                               std::span<const std::string_view> allowed) const
{
    const std::string s = string(key);
    std::string list;
    for (std::string_view a : allowed) {
        if (a == s)
            return s;
        list += (list.empty() ? "" : ", ") + std::string(a);
    }
    fail(key, Message(AP_TEXT("ap::InputError", "expected one of %1, got \"%2\""),
                      {msg::text(list), msg::text(s)}));
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
        fail(key, Message(AP_TEXT("ap::InputError", "expected an object, got %1"), {typeName(v)}));
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
        fail(key, Message(AP_TEXT("ap::InputError", "expected an array, got %1"), {typeName(v)}));
    return v;
}

void JsonReader::rejectUnknownKeys(std::initializer_list<std::string_view> known) const
{
    rejectUnknownKeys(std::span<const std::string_view>(known.begin(), known.size()));
}

void JsonReader::rejectUnknownKeys(std::span<const std::string_view> known) const
{
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        const std::string_view key = it.key();
        if (std::find(known.begin(), known.end(), key) == known.end()) {
            std::string list;
            for (std::string_view k : known)
                list += (list.empty() ? "" : ", ") + std::string(k);
            fail(it.key(),
                 Message(AP_TEXT("ap::InputError", "unknown field (known fields here: %1)"),
                         {msg::text(list)}));
        }
    }
}

} // namespace ap
