#pragma once

#include "common/message.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace ap {

// JSON text written without building a tree, byte for byte as nlohmann::json::dump(indent)
// prints the tree of the same values (issue #30: `evaluate --json` spent ~8x the evaluation's
// time building and walking that tree). The rules it reproduces:
// - an object's members in byte order of their keys, whatever order they were added in
//   (nlohmann::json keeps objects in a std::map); a key added twice keeps the last value, as
//   `j[key] = value` does;
// - doubles through nlohmann's own shortest round-trip formatter (Grisu2: "1.0", "2.5e-07",
//   "1e+20"), NaN and infinities as null; integers as integers, bools as true/false;
// - strings escaped as dump() escapes them (and rejected, by throwing, where dump() would:
//   invalid UTF-8);
// - `indent` spaces per level, "{}" and "[]" when empty.
// tst_evaluate_json compares the text with the tree's dump() for every scalar kind.

class JsonArrayWriter;

namespace json_text {
void appendNumber(std::string& out, double v);
void appendNumber(std::string& out, std::int64_t v);
void appendNumber(std::string& out, std::uint64_t v);
void appendString(std::string& out, std::string_view s);
// Whether `s` is its own JSON text between quotes: printable ASCII, no quote or backslash.
bool isPlainText(std::string_view s);
void appendIndent(std::string& out, int spaces);
// How many NaNs and infinities this thread has written (as null, like dump()): a parse of the
// text cannot tell them from a null, so checks that every figure is finite count them here.
std::uint64_t nonFiniteNumbersWritten();
// A cleared buffer from this thread's pool, and back to it: a document is a few dozen small
// containers per record, and their allocations cost more than writing their text.
std::string takeBuffer();
void returnBuffer(std::string&& buffer);
} // namespace json_text

// One object at a depth of the document (0: the top). Values are written as they are added;
// the members are sorted when the object is written out.
class JsonObjectWriter {
public:
    explicit JsonObjectWriter(int depth = 0, int indent = 2);
    JsonObjectWriter(JsonObjectWriter&&) noexcept = default;
    JsonObjectWriter& operator=(JsonObjectWriter&&) = delete;
    ~JsonObjectWriter();

    // `key` must stay valid until the object is written out (string literals, registry keys,
    // the strings of the result being written).
    template <class T> JsonObjectWriter& add(std::string_view key, const T& value)
    {
        const size_t begin = m_text.size();
        appendValue(value);
        m_members.push_back({key, keyPrefix(key), begin, m_text.size()});
        return *this;
    }
    JsonObjectWriter& add(std::string_view key, JsonObjectWriter&& child);
    JsonObjectWriter& add(std::string_view key, JsonArrayWriter&& child);

    // A child container one level down, to fill and then add().
    JsonObjectWriter object() const { return JsonObjectWriter(m_depth + 1, m_indent); }
    JsonArrayWriter array() const;

    bool empty() const { return m_members.empty(); }
    int depth() const { return m_depth; }
    // Appends the object's text ("{...}", no newline after it) to `out`.
    void writeTo(std::string& out);
    std::string str()
    {
        std::string out;
        writeTo(out);
        return out;
    }

private:
    friend class JsonArrayWriter;
    struct Member {
        std::string_view key;
        std::uint64_t prefix; // keyPrefix(key): orders most keys without reading them
        size_t begin, end;    // of the value's text in m_text
    };
    // The key's first 8 bytes as a big-endian number, zeros after a shorter key: two keys whose
    // prefixes differ are in the order of their prefixes (byte order, the shorter first);
    // equal prefixes compare the keys.
    static std::uint64_t keyPrefix(std::string_view key)
    {
        std::uint64_t p = 0;
        const size_t n = key.size() < 8 ? key.size() : 8;
        for (size_t i = 0; i < n; ++i)
            p |= std::uint64_t(static_cast<unsigned char>(key[i])) << (56 - 8 * i);
        return p;
    }

    template <class T> void appendValue(const T& v);
    static std::vector<std::vector<Member>>& memberPool(); // this thread's, as takeBuffer()

    int m_depth;
    int m_indent;
    std::string m_text;
    std::vector<Member> m_members;
};

// One array; elements are written as they are added.
class JsonArrayWriter {
public:
    explicit JsonArrayWriter(int depth = 0, int indent = 2);
    JsonArrayWriter(JsonArrayWriter&&) noexcept = default;
    JsonArrayWriter& operator=(JsonArrayWriter&&) = delete;
    ~JsonArrayWriter();

    template <class T> JsonArrayWriter& add(const T& value)
    {
        beginElement();
        appendValue(value);
        return *this;
    }
    JsonArrayWriter& add(JsonObjectWriter&& child);
    JsonArrayWriter& add(JsonArrayWriter&& child);

    JsonObjectWriter object() const { return JsonObjectWriter(m_depth + 1, m_indent); }
    JsonArrayWriter array() const { return JsonArrayWriter(m_depth + 1, m_indent); }

    int depth() const { return m_depth; }
    void writeTo(std::string& out) const;

private:
    friend class JsonObjectWriter;
    void beginElement();
    template <class T> void appendValue(const T& v);

    int m_depth;
    int m_indent;
    std::string m_text; // the elements, each after its ",\n" and indentation
    size_t m_count = 0;
};

inline JsonArrayWriter JsonObjectWriter::array() const
{
    return JsonArrayWriter(m_depth + 1, m_indent);
}

namespace json_text {

template <class> inline constexpr bool kAlwaysFalse = false;

// One value written at `depth` (its nested lines one level deeper), as nlohmann::json(v) would
// hold it: arithmetic types by their JSON kind, strings, Messages as their English text,
// optionals as null when empty, vectors as arrays and string-keyed maps as objects.
template <class T> void appendValue(std::string& out, const T& v, int depth, int indent)
{
    if constexpr (std::is_same_v<T, bool>) {
        out += v ? "true" : "false";
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        appendNumber(out, std::int64_t(v));
    } else if constexpr (std::is_integral_v<T>) {
        appendNumber(out, std::uint64_t(v));
    } else if constexpr (std::is_floating_point_v<T>) {
        appendNumber(out, double(v));
    } else if constexpr (std::is_same_v<T, std::nullptr_t>) {
        out += "null";
    } else if constexpr (std::is_convertible_v<const T&, std::string_view>) {
        appendString(out, std::string_view(v));
    } else if constexpr (std::is_same_v<T, Message>) {
        appendString(out, v.english());
    } else if constexpr (requires {
                             v.has_value();
                             *v;
                         }) {
        if (v)
            appendValue(out, *v, depth, indent);
        else
            out += "null";
    } else if constexpr (requires { v.begin()->second; }) {
        // std::map<std::string, X>: already in key order, keys unique.
        if (v.empty()) {
            out += "{}";
            return;
        }
        out += "{\n";
        bool first = true;
        for (const auto& [key, value] : v) {
            if (!first)
                out += ",\n";
            first = false;
            appendIndent(out, (depth + 1) * indent);
            appendString(out, key);
            out += ": ";
            appendValue(out, value, depth + 1, indent);
        }
        out += '\n';
        appendIndent(out, depth * indent);
        out += '}';
    } else if constexpr (requires {
                             v.begin();
                             v.size();
                         }) {
        if (v.size() == 0) {
            out += "[]";
            return;
        }
        out += "[\n";
        bool first = true;
        for (const auto& e : v) {
            if (!first)
                out += ",\n";
            first = false;
            appendIndent(out, (depth + 1) * indent);
            appendValue(out, e, depth + 1, indent);
        }
        out += '\n';
        appendIndent(out, depth * indent);
        out += ']';
    } else {
        static_assert(kAlwaysFalse<T>, "no JSON form for this type");
    }
}

} // namespace json_text

template <class T> void JsonObjectWriter::appendValue(const T& v)
{
    json_text::appendValue(m_text, v, m_depth + 1, m_indent);
}

template <class T> void JsonArrayWriter::appendValue(const T& v)
{
    json_text::appendValue(m_text, v, m_depth + 1, m_indent);
}

} // namespace ap
