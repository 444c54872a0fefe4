#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace ap {

// Reads a whole file; throws InputError naming the path when it cannot be read.
std::string readTextFile(const std::filesystem::path& path);

// Writes atomically: a temporary file beside the target, flushed, then renamed over it, so a
// failed write (full disk, killed process) leaves the previous file intact.
void writeTextFileAtomically(const std::filesystem::path& path, std::string_view contents);

} // namespace ap
