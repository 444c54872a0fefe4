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
//   but not a link of another user in a sticky world-writable folder such as /tmp (unless it
//   belongs to the folder's owner): refused, as the kernel's protected_symlinks rule has it;
// - only regular files are replaced: a directory, FIFO, device or socket is refused;
// - a file with more than one hard link is refused (replacing it would silently split the
//   links apart; writing in place would not be atomic): the message says so;
// - the new file keeps the old one's permission bits and, where the system allows, its owner
//   and group; a new file gets 0666 minus the umask, like any program's;
// - the previous contents are kept as a backup, PATH~ (the editors' convention), replaced at
//   every save; `keepBackup` false skips it (recovery files, scratch output);
// - SIGXFSZ is ignored while writing: beyond a file-size limit the write fails (EFBIG) and is
//   reported as a write error, like a full disk;
// - on any failure the temporary file is removed and the old file is left as it was.
// Every file AccelPlan writes goes through here: projects, calibrations, and every export
// (PDF, Markdown, CSV, charts; Qt-drawn output is rendered into memory first).
void writeTextFileAtomically(const std::filesystem::path& path, std::string_view contents,
                             bool keepBackup = true);

// Throws the InputError writeTextFileAtomically would throw before writing anything (a
// directory, FIFO, device or socket, a foreign link in a sticky folder, a hard-linked file):
// an export checks every output this way before its work, so a bad second output does not
// leave the first one written.
void checkOutputPath(const std::filesystem::path& path);

// The backup a save leaves behind: PATH~ next to the (symlink-resolved) file.
std::filesystem::path backupPathFor(const std::filesystem::path& path);

} // namespace ap
