#include "common/json_writer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace ap {

namespace json_text {

namespace {
thread_local std::uint64_t t_nonFinite = 0;
} // namespace

std::uint64_t nonFiniteNumbersWritten()
{
    return t_nonFinite;
}

void appendNumber(std::string& out, double v)
{
    if (!std::isfinite(v)) {
        ++t_nonFinite;
        out += "null"; // as dump() writes NaN and infinities
        return;
    }
    // A whole number below 10^15 (counts, bytes, rounded dollars: about 40 % of an evaluation's
    // numbers) is its digits and ".0": what the formatter below prints for it (its shortest
    // digits are the integer's, without an exponent up to 15 digits; "-0.0" keeps its sign).
    // tst_evaluate_json's writerMatchesDump compares the two over whole numbers of every size.
    if (std::fabs(v) < 1e15 && v == std::trunc(v)) {
        char buf[24];
        char* p = buf;
        if (std::signbit(v))
            *p++ = '-';
        const auto r = std::to_chars(p, buf + sizeof buf, std::uint64_t(std::fabs(v)));
        out.append(buf, size_t(r.ptr - buf));
        out += ".0";
        return;
    }
    // nlohmann's own formatter (the one dump() calls): Grisu2 shortest round trip, printed
    // like printf("%.17g") with ".0" on whole numbers. std::to_chars's shortest form differs
    // in layout ("1e+20" vs "1e20", "1" vs "1.0") and, rarely, in digits.
    char buf[64];
    char* end = nlohmann::detail::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, size_t(end - buf));
}

void appendNumber(std::string& out, std::int64_t v)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, size_t(r.ptr - buf));
}

void appendNumber(std::string& out, std::uint64_t v)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, size_t(r.ptr - buf));
}

namespace {

constexpr std::uint64_t kOnes = 0x0101010101010101ull;
constexpr std::uint64_t kHigh = 0x8080808080808080ull;

// Whether one of the eight bytes is below 0x20, from 0x80, or '"' or '\\': each of them sets
// its byte's high bit in one of the four masks (the tests never miss such a byte).
bool needsEscaping(std::uint64_t w)
{
    const std::uint64_t quote = w ^ (kOnes * std::uint64_t('"'));
    const std::uint64_t backslash = w ^ (kOnes * std::uint64_t('\\'));
    return ((w & kHigh) | ((w - kOnes * 0x20) & ~w & kHigh) | ((quote - kOnes) & ~quote & kHigh) |
            ((backslash - kOnes) & ~backslash & kHigh)) != 0;
}

} // namespace

// Whether every byte is printable ASCII other than a quote or a backslash: eight bytes at a
// time, the last few one by one (a key's tail: a call to copy them cost more than the test).
inline bool plainBytes(std::string_view s)
{
    size_t i = 0;
    std::uint64_t w;
    for (; i + 8 <= s.size(); i += 8) {
        std::memcpy(&w, s.data() + i, 8);
        if (needsEscaping(w))
            return false;
    }
    for (; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\')
            return false;
    }
    return true;
}

bool isPlainText(std::string_view s)
{
    return plainBytes(s);
}

namespace {

// Whether `s` is well-formed UTF-8 (Unicode 15, table 3-7: no overlong forms, no surrogates,
// nothing past U+10FFFF): what nlohmann's decoder (Hoehrmann's automaton) accepts.
bool wellFormedUtf8(std::string_view s)
{
    size_t i = 0;
    const size_t n = s.size();
    const auto at = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const auto tail = [&](size_t k, unsigned lo = 0x80, unsigned hi = 0xbf) {
        return k < n && at(k) >= lo && at(k) <= hi;
    };
    while (i < n) {
        const unsigned c = at(i);
        if (c < 0x80) {
            ++i;
        } else if (c >= 0xc2 && c <= 0xdf) {
            if (!tail(i + 1))
                return false;
            i += 2;
        } else if (c >= 0xe0 && c <= 0xef) {
            const unsigned lo = c == 0xe0 ? 0xa0 : 0x80, hi = c == 0xed ? 0x9f : 0xbf;
            if (!tail(i + 1, lo, hi) || !tail(i + 2))
                return false;
            i += 3;
        } else if (c >= 0xf0 && c <= 0xf4) {
            const unsigned lo = c == 0xf0 ? 0x90 : 0x80, hi = c == 0xf4 ? 0x8f : 0xbf;
            if (!tail(i + 1, lo, hi) || !tail(i + 2) || !tail(i + 3))
                return false;
            i += 4;
        } else {
            return false;
        }
    }
    return true;
}

// dump()'s escaping of well-formed UTF-8 (nlohmann's serializer::dump_escaped without
// ensure_ascii): quote and backslash escaped, \b \f \n \r \t by name, the other bytes below
// 0x20 as \u00xx, everything else as it is.
void appendEscaped(std::string& out, std::string_view s)
{
    out += '"';
    size_t run = 0; // start of the bytes not yet written
    for (size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(s.data() + run, i - run);
        run = i + 1;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default: {
            static constexpr char kHex[] = "0123456789abcdef";
            const char u[6] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
            out.append(u, 6);
        }
        }
    }
    out.append(s.data() + run, s.size() - run);
    out += '"';
}

} // namespace

void appendString(std::string& out, std::string_view s)
{
    // Printable ASCII without quotes or backslashes (every key and nearly every value) is its
    // own JSON text; anything else goes through dump()'s escaping and UTF-8 validation.
    if (plainBytes(s)) {
        const size_t start = out.size();
        out.resize(start + s.size() + 2);
        char* p = out.data() + start;
        *p = '"';
        if (!s.empty()) // an empty view may have no data: memcpy's source must not be null
            std::memcpy(p + 1, s.data(), s.size());
        p[s.size() + 1] = '"';
        return;
    }
    // Escapes and UTF-8 as dump() writes them; text that is not UTF-8 goes to dump() itself,
    // which refuses it (its exception and message).
    if (wellFormedUtf8(s)) {
        appendEscaped(out, s);
        return;
    }
    out += nlohmann::json(std::string(s)).dump();
}

void appendIndent(std::string& out, int spaces)
{
    out.append(size_t(std::max(0, spaces)), ' ');
}

constexpr size_t kPooled = 64;                     // buffers kept per thread
constexpr size_t kLargestPooled = size_t(1) << 20; // a whole document's is not kept
namespace {
thread_local std::vector<std::string> textPool;
} // namespace

std::string takeBuffer()
{
    if (textPool.empty())
        return {};
    std::string b = std::move(textPool.back());
    textPool.pop_back();
    b.clear();
    return b;
}

void returnBuffer(std::string&& buffer)
{
    if (buffer.capacity() > 15 && buffer.capacity() <= kLargestPooled && textPool.size() < kPooled)
        textPool.push_back(std::move(buffer));
}

} // namespace json_text

std::vector<std::vector<JsonObjectWriter::Member>>& JsonObjectWriter::memberPool()
{
    thread_local std::vector<std::vector<Member>> pool;
    return pool;
}

JsonObjectWriter::JsonObjectWriter(int depth, int indent)
    : m_depth(depth)
    , m_indent(indent)
    , m_text(json_text::takeBuffer())
{
    auto& pool = memberPool();
    if (!pool.empty()) {
        m_members = std::move(pool.back());
        pool.pop_back();
        m_members.clear();
    }
}

JsonObjectWriter::~JsonObjectWriter()
{
    json_text::returnBuffer(std::move(m_text));
    auto& pool = memberPool();
    if (m_members.capacity() > 0 && pool.size() < json_text::kPooled)
        pool.push_back(std::move(m_members));
}

JsonArrayWriter::JsonArrayWriter(int depth, int indent)
    : m_depth(depth)
    , m_indent(indent)
    , m_text(json_text::takeBuffer())
{
}

JsonArrayWriter::~JsonArrayWriter()
{
    json_text::returnBuffer(std::move(m_text));
}

JsonObjectWriter& JsonObjectWriter::add(std::string_view key, JsonObjectWriter&& child)
{
    if (child.m_depth != m_depth + 1)
        throw std::logic_error("JsonObjectWriter: child object at the wrong depth");
    const size_t begin = m_text.size();
    child.writeTo(m_text);
    m_members.push_back({key, keyPrefix(key), begin, m_text.size()});
    return *this;
}

JsonObjectWriter& JsonObjectWriter::add(std::string_view key, JsonArrayWriter&& child)
{
    if (child.m_depth != m_depth + 1)
        throw std::logic_error("JsonObjectWriter: child array at the wrong depth");
    const size_t begin = m_text.size();
    child.writeTo(m_text);
    m_members.push_back({key, keyPrefix(key), begin, m_text.size()});
    return *this;
}

namespace {
// An object's text from this length on is written piece by piece (writeTo).
constexpr size_t kLargeObject = 2048;
} // namespace

void JsonObjectWriter::writeTo(std::string& out)
{
    if (m_members.empty()) {
        out += "{}";
        return;
    }
    // Whether the sorted member i is followed by one of the same key (whose value stays).
    const auto repeated = [&](size_t i) {
        return i + 1 < m_members.size() && m_members[i + 1].prefix == m_members[i].prefix &&
               m_members[i + 1].key == m_members[i].key;
    };
    // Key order as std::map<std::string, json> keeps it; of equal keys the last one added
    // stays (sorted in the order they were added, the loop below skips all but the last).
    // (Equal keys ordered by where their text starts, the order they were added: std::sort
    // needs no buffer, where std::stable_sort allocates one per object.)
    // Byte order as std::string's compare (unsigned bytes, then the shorter first): the keys'
    // first 8 bytes as numbers (Member::prefix) decide nearly every pair, the rest compared
    // here rather than through memcmp: keys are short (#30).
    std::sort(m_members.begin(), m_members.end(), [](const Member& a, const Member& b) {
        if (a.prefix != b.prefix)
            return a.prefix < b.prefix;
        const size_t n = std::min(a.key.size(), b.key.size());
        for (size_t i = 8; i < n; ++i)
            if (a.key[i] != b.key[i])
                return static_cast<unsigned char>(a.key[i]) < static_cast<unsigned char>(b.key[i]);
        if (a.key.size() != b.key.size())
            return a.key.size() < b.key.size();
        return a.begin < b.begin;
    });
    // The text's length first, then every piece copied into place: one allocation and no
    // per-piece checks (the pieces are short: an indentation, a key, a number).
    const size_t inner = size_t(std::max(0, (m_depth + 1) * m_indent));
    const size_t outer = size_t(std::max(0, m_depth * m_indent));
    size_t length = 2 + 1 + outer + 1; // "{\n", "\n", indentation, "}"
    bool plainKeys = true;
    for (size_t i = 0; i < m_members.size(); ++i) {
        const Member& m = m_members[i];
        if (repeated(i))
            continue;
        plainKeys = plainKeys && json_text::plainBytes(m.key);
        // ",\n" (one fewer than members, counted for all and taken off below), indentation,
        // the quoted key, ": ", the value
        length += 2 + inner + m.key.size() + 4 + (m.end - m.begin);
    }
    length -= 2;
    if (!plainKeys || length >= kLargeObject) {
        // A large object (a scenario's, its inference's: few members, long values): each
        // member's head built here and appended with its value, without filling the text
        // first (two passes over a long text cost more than the appends). A key with bytes to
        // escape (none of the document's own) is written through appendString.
        out.reserve(out.size() + length);
        out += "{\n";
        char head[128];
        bool first = true;
        for (size_t i = 0; i < m_members.size(); ++i) {
            const Member& m = m_members[i];
            if (repeated(i))
                continue;
            size_t n = 0;
            if (!first) {
                head[n++] = ',';
                head[n++] = '\n';
            }
            first = false;
            if (plainKeys && inner + m.key.size() + 6 <= sizeof head) {
                std::memset(head + n, ' ', inner);
                n += inner;
                head[n++] = '"';
                if (!m.key.empty())
                    std::memcpy(head + n, m.key.data(), m.key.size());
                n += m.key.size();
                head[n++] = '"';
                head[n++] = ':';
                head[n++] = ' ';
                out.append(head, n);
            } else {
                out.append(head, n);
                json_text::appendIndent(out, int(inner));
                json_text::appendString(out, m.key);
                out += ": ";
            }
            out.append(m_text, m.begin, m.end - m.begin);
        }
        out += '\n';
        json_text::appendIndent(out, int(outer));
        out += '}';
        return;
    }
    // Spaces first: the indentation is what the pieces leave.
    const size_t start = out.size();
    out.append(length, ' ');
    char* p = out.data() + start;
    *p++ = '{';
    *p++ = '\n';
    bool first = true;
    for (size_t i = 0; i < m_members.size(); ++i) {
        const Member& m = m_members[i];
        if (repeated(i))
            continue;
        if (!first) {
            *p++ = ',';
            *p++ = '\n';
        }
        first = false;
        p += inner;
        *p++ = '"';
        if (!m.key.empty())
            std::memcpy(p, m.key.data(), m.key.size());
        p += m.key.size();
        *p++ = '"';
        *p++ = ':';
        *p++ = ' ';
        std::memcpy(p, m_text.data() + m.begin, m.end - m.begin);
        p += m.end - m.begin;
    }
    *p++ = '\n';
    p += outer;
    *p = '}';
}

void JsonArrayWriter::beginElement()
{
    if (m_count++ > 0)
        m_text += ",\n";
    json_text::appendIndent(m_text, (m_depth + 1) * m_indent);
}

JsonArrayWriter& JsonArrayWriter::add(JsonObjectWriter&& child)
{
    if (child.m_depth != m_depth + 1)
        throw std::logic_error("JsonArrayWriter: child object at the wrong depth");
    beginElement();
    child.writeTo(m_text);
    return *this;
}

JsonArrayWriter& JsonArrayWriter::add(JsonArrayWriter&& child)
{
    if (child.m_depth != m_depth + 1)
        throw std::logic_error("JsonArrayWriter: child array at the wrong depth");
    beginElement();
    child.writeTo(m_text);
    return *this;
}

void JsonArrayWriter::writeTo(std::string& out) const
{
    if (m_count == 0) {
        out += "[]";
        return;
    }
    out += "[\n";
    out += m_text;
    out += '\n';
    json_text::appendIndent(out, m_depth * m_indent);
    out += ']';
}

} // namespace ap
