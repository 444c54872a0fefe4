#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ap {

// Text from the user (an id, a key, a name, a path, a command-line argument) shown in a
// message. Whatever it holds must not drive the terminal (an ESC sequence that clears the
// screen or retitles the window, a CR or BS that overwrites what came before) nor make the
// message as large as the input (a 10 MB id).

// How many characters of one piece of text from the input a message shows (an id, a key, a
// name, a field path). 500 and not less: the lists of known fields and allowed values a message
// names travel as the same kind of argument, and the longest is about 340 characters.
inline constexpr std::size_t kMaxEchoChars = 500;
// How many characters of a whole one-line message the command line prints.
inline constexpr std::size_t kMaxMessageChars = 2000;

// `text` with every control character shown escaped: C0 (NUL, BEL, BS, TAB, LF, CR, ESC, ...)
// and DEL as \xNN, C1 (U+0080..U+009F) as \u0080..\u009f, and a byte that is not part of
// valid UTF-8 as \xNN (a terminal in an 8-bit mode reads 0x9b as CSI). Other text, UTF-8
// included, is unchanged, so escaping twice changes nothing.
std::string escapeControls(std::string_view text);

// escapeControls(text), cut to `maxChars` characters (an escape is never split; the rest of
// `text` is not read). `cut`, when given, tells whether anything was left out. The GUI shows
// names this way (a 2 MB name must not reach a widget that would lay it out in full).
std::string shownPrefix(std::string_view text, std::size_t maxChars, bool* cut = nullptr);

// escapeControls(text), cut to `maxChars` characters (an escape is never split) with the full
// size stated: "nvidia-h100…… (10,485,760 bytes)". Text already cut this way is kept as it
// is, so a message passed on and composed again is not cut twice.
std::string echoText(std::string_view text, std::size_t maxChars = kMaxEchoChars);

} // namespace ap
