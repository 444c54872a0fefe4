#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace ap {

// The largest file AccelPlan reads (project, catalog, prices, sites, calibration CSV). The
// biggest real inputs are calibration tables of a few MB; 256 MB leaves two orders of magnitude
// and keeps `evaluate /dev/zero`-style accidents from eating the machine's memory.
inline constexpr std::size_t kMaxInputFileBytes = std::size_t(256) << 20;

// How a path is shown in messages: an empty path names itself instead of printing nothing.
std::string displayPath(const std::filesystem::path& path);

// Reads a whole regular file; throws InputError naming the path when it cannot be read, is not
// a regular file (directory, FIFO, device, socket: refused without blocking on them) or is
// larger than `maxBytes`.
std::string readTextFile(const std::filesystem::path& path,
                         std::size_t maxBytes = kMaxInputFileBytes);

// Saves `contents` to `path` so that, whatever happens during the save (full disk, killed
// process, power cut after the rename), the file holds either the old or the new contents,
// never a mix (docs/saving.md):
// - a symbolic link is followed: the file it points to is replaced, the link stays a link;
// - only regular files are replaced: a directory, FIFO, device or socket is refused;
// - a file with more than one hard link is refused (replacing it would silently split the
//   links apart; writing in place would not be atomic): the message says so;
// - the new file keeps the old one's permission bits and, where the system allows, its owner
//   and group; a new file gets 0666 minus the umask, like any program's;
// - the previous contents are kept as a backup, PATH~ (the editors' convention), replaced at
//   every save; `keepBackup` false skips it (recovery files, scratch output).
void writeTextFileAtomically(const std::filesystem::path& path, std::string_view contents,
                             bool keepBackup = true);

// The backup a save leaves behind: PATH~ next to the (symlink-resolved) file.
std::filesystem::path backupPathFor(const std::filesystem::path& path);

} // namespace ap
