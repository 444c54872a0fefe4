#include "common/shown_text.h"

#include <cstdint>
#include <cstdio>

namespace ap {

namespace {

constexpr std::string_view kEllipsis = "\xE2\x80\xA6"; // U+2026

// Length of the valid UTF-8 sequence at `s[i]`, and its code point; 0 when it is not one
// (truncated, overlong, a surrogate, beyond U+10FFFF, a stray continuation byte).
size_t utf8Sequence(std::string_view s, size_t i, char32_t& cp)
{
    const auto b = [&](size_t k) { return static_cast<unsigned char>(s[i + k]); };
    const unsigned char c = b(0);
    size_t n = 0;
    if (c < 0x80) {
        cp = c;
        return 1;
    }
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        cp = c & 0x07;
    } else {
        return 0;
    }
    if (i + n > s.size())
        return 0;
    for (size_t k = 1; k < n; ++k) {
        if ((b(k) & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (b(k) & 0x3F);
    }
    if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
        (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return n;
}

std::string hexEscape(const char* format, unsigned value)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, format, value);
    return buf;
}

// Calls `piece(text, characters)` for each character of escapeControls(text) in order: an
// escape is one piece, so a cut never splits it.
template <typename Piece> void forEachShown(std::string_view text, Piece&& piece)
{
    for (size_t i = 0; i < text.size();) {
        char32_t cp = 0;
        const size_t n = utf8Sequence(text, i, cp);
        if (n == 0) {
            if (!piece(hexEscape("\\x%02x", static_cast<unsigned char>(text[i])), 4))
                return;
            ++i;
            continue;
        }
        bool go = true;
        if (cp < 0x20 || cp == 0x7F)
            go = piece(hexEscape("\\x%02x", unsigned(cp)), 4);
        else if (cp >= 0x80 && cp <= 0x9F)
            go = piece(hexEscape("\\u%04x", unsigned(cp)), 6);
        else
            go = piece(std::string(text.substr(i, n)), 1);
        if (!go)
            return;
        i += n;
    }
}

std::string grouped(std::uintmax_t n)
{
    std::string digits = std::to_string(n);
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

size_t characters(std::string_view s)
{
    size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;
    return n;
}

// Whether `s` is already the output of a cut at `maxChars`: at most maxChars characters, then
// "… (N bytes)".
bool alreadyCut(std::string_view s, size_t maxChars)
{
    constexpr std::string_view tail = " bytes)";
    if (!s.ends_with(tail))
        return false;
    const std::string open = std::string(kEllipsis) + " (";
    const size_t at = s.rfind(open);
    if (at == std::string_view::npos || characters(s.substr(0, at)) > maxChars)
        return false;
    const std::string_view size =
        s.substr(at + open.size(), s.size() - tail.size() - at - open.size());
    if (size.empty())
        return false;
    for (char c : size)
        if ((c < '0' || c > '9') && c != ',')
            return false;
    return true;
}

} // namespace

std::string escapeControls(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    forEachShown(text, [&](const std::string& piece, size_t) {
        out += piece;
        return true;
    });
    return out;
}

std::string shownPrefix(std::string_view text, size_t maxChars, bool* cut)
{
    std::string out;
    size_t shown = 0;
    bool left = false;
    forEachShown(text, [&](const std::string& piece, size_t chars) {
        if (shown + chars > maxChars) {
            left = true;
            return false;
        }
        out += piece;
        shown += chars;
        return true;
    });
    if (cut)
        *cut = left;
    return out;
}

std::string echoText(std::string_view text, size_t maxChars)
{
    // Composed again (a loader's error passed on with its file): escaping is idempotent and
    // the text is already short.
    if (alreadyCut(text, maxChars))
        return escapeControls(text);
    bool cut = false;
    std::string out = shownPrefix(text, maxChars, &cut);
    if (cut)
        out += std::string(kEllipsis) + " (" + grouped(text.size()) + " bytes)";
    return out;
}

} // namespace ap
