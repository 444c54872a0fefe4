#include "common/text_file.h"

#include "common/input_error.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <sys/stat.h>
#include <unistd.h>

namespace ap {

namespace fs = std::filesystem;

namespace {

std::string errnoText(int err)
{
    return std::strerror(err);
}

// What a non-regular file is, for messages.
std::string kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a directory";
    if (S_ISFIFO(mode))
        return "a FIFO (named pipe)";
    if (S_ISCHR(mode))
        return "a character device";
    if (S_ISBLK(mode))
        return "a block device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
}

// Closes a descriptor on every path out.
struct Fd {
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

// The kernel's protected_symlinks rule, applied by the writer itself because it resolves
// links on its own (the kernel's check only runs when the kernel follows the link): a link in
// a sticky world-writable folder (/tmp) is followed only when it belongs to us or to the
// folder's owner. Anyone can plant a link in /tmp; following another user's would let them
// choose which of our files an export replaces.
void refuseForeignLinkInStickyFolder(const fs::path& path, const fs::path& link,
                                     const struct stat& linkStat)
{
    const fs::path dir = link.parent_path().empty() ? fs::path(".") : link.parent_path();
    struct stat d {};
    if (::stat(dir.c_str(), &d) != 0)
        return; // the walk below reports an unreadable folder
    if (!(d.st_mode & S_ISVTX) || !(d.st_mode & S_IWOTH) || linkStat.st_uid == ::geteuid() ||
        linkStat.st_uid == d.st_uid)
        return;
    throw InputError(displayPath(path), {},
                     Message(AP_TEXT("ap::InputError",
                                     "is a symbolic link of another user (uid %1) in the shared "
                                     "folder %2 (sticky, world-writable): not followed, as the "
                                     "system's protected_symlinks rule has it; write to another "
                                     "path"),
                             {msg::count(double(linkStat.st_uid)), msg::text(dir.string())}));
}

// Follows symbolic links (at most 40, like the kernel) to the file a save must replace. A
// dangling link names the file to create.
fs::path resolveSaveTarget(const fs::path& path)
{
    fs::path p = path;
    for (int i = 0; i < 40; ++i) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
            return p;
        refuseForeignLinkInStickyFolder(path, p, st);
        std::error_code ec;
        const fs::path target = fs::read_symlink(p, ec);
        if (ec)
            throw InputError(
                displayPath(path), {},
                Message(AP_TEXT("ap::InputError", "cannot follow the symbolic link (%1)"),
                        {msg::text(ec.message())}));
        p = target.is_absolute() ? target : p.parent_path() / target;
    }
    throw InputError(displayPath(path), {},
                     Message(AP_TEXT("ap::InputError", "too many levels of symbolic links")));
}

// SIGXFSZ ignored while a file is written: under a file-size limit (ulimit -f) the default
// action kills the process mid-write, leaving the temporary file behind; ignored, write()
// fails with EFBIG, reported like a full disk, and the temporary file is removed. The
// disposition is process-wide: concurrent writers share one guard and the last restores it.
class IgnoreFileSizeSignal {
public:
    IgnoreFileSizeSignal()
    {
        const std::lock_guard lock(s_mutex);
        if (s_depth++ == 0) {
            struct sigaction ignore {};
            ignore.sa_handler = SIG_IGN;
            sigemptyset(&ignore.sa_mask);
            ::sigaction(SIGXFSZ, &ignore, &s_saved);
        }
    }
    ~IgnoreFileSizeSignal()
    {
        const std::lock_guard lock(s_mutex);
        if (--s_depth == 0)
            ::sigaction(SIGXFSZ, &s_saved, nullptr);
    }
    IgnoreFileSizeSignal(const IgnoreFileSizeSignal&) = delete;
    IgnoreFileSizeSignal& operator=(const IgnoreFileSizeSignal&) = delete;

private:
    static inline std::mutex s_mutex;
    static inline int s_depth = 0;
    static inline struct sigaction s_saved = {};
};

void writeAllTo(int fd, std::string_view contents, const std::string& shown)
{
    size_t written = 0;
    while (written < contents.size()) {
        const ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            throw InputError(shown, {},
                             Message(AP_TEXT("ap::InputError", "write failed (%1)"),
                                     {msg::text(errnoText(n < 0 ? errno : ENOSPC))}));
        written += size_t(n);
    }
}

// How many of a file's links are this writer's own backup names (PATH~ and its staging name):
// a save killed between making the backup and the final rename leaves the old file with two
// names, which must not make the next save refuse it as hard-linked.
nlink_t ownBackupLinks(const fs::path& target, const struct stat& st)
{
    nlink_t n = 0;
    for (const char* suffix : {"~", "~.tmp"}) {
        struct stat b {};
        const std::string name = target.string() + suffix;
        if (::lstat(name.c_str(), &b) == 0 && b.st_dev == st.st_dev && b.st_ino == st.st_ino)
            ++n;
    }
    return n;
}

// What a save will replace: the link-resolved target and, when it exists, its status. Throws
// when the target may not be replaced (not a regular file, hard-linked).
struct SaveTarget {
    fs::path path;
    bool exists = false;
    struct stat old {};
};

SaveTarget checkSaveTarget(const fs::path& path, const std::string& shown)
{
    if (path.empty())
        throw InputError(
            shown, {}, Message(AP_TEXT("ap::InputError", "expected the path of a file to write")));
    SaveTarget t;
    t.path = resolveSaveTarget(path);
    t.exists = ::stat(t.path.c_str(), &t.old) == 0;
    if (!t.exists && errno != ENOENT)
        throw InputError(
            shown, {},
            Message(AP_TEXT("ap::InputError", "cannot write (%1)"), {msg::text(errnoText(errno))}));
    if (t.exists && !S_ISREG(t.old.st_mode))
        throw InputError(shown, {},
                         "is " + kindOf(t.old.st_mode) + ": refusing to replace it with a file");
    if (t.exists && t.old.st_nlink > 1 && t.old.st_nlink - ownBackupLinks(t.path, t.old) > 1)
        throw InputError(shown, {},
                         "has " + std::to_string(t.old.st_nlink) +
                             " hard links: saving would split them apart; save under another "
                             "name or remove the other links first");
    return t;
}

mode_t currentUmask()
{
    const mode_t m = ::umask(0);
    ::umask(m);
    return m;
}

} // namespace

std::string displayPath(const fs::path& path)
{
    return path.empty() ? std::string("\"\" (an empty path)") : path.string();
}

std::string readTextFile(const fs::path& path, std::size_t maxBytes)
{
    const std::string shown = displayPath(path);
    if (path.empty())
        throw InputError(shown, {},
                         Message(AP_TEXT("ap::InputError", "expected the path of a file")));
    // O_NONBLOCK: opening a FIFO with no writer must not hang; the fstat below then refuses it.
    Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)};
    if (f.fd < 0)
        throw InputError(shown, {},
                         Message(AP_TEXT("ap::InputError", "cannot open for reading (%1)"),
                                 {msg::text(errnoText(errno))}));
    struct stat st {};
    if (::fstat(f.fd, &st) != 0)
        throw InputError(
            shown, {},
            Message(AP_TEXT("ap::InputError", "cannot read (%1)"), {msg::text(errnoText(errno))}));
    if (!S_ISREG(st.st_mode))
        throw InputError(shown, {}, "is " + kindOf(st.st_mode) + ", expected a regular file");
    if (std::uintmax_t(st.st_size) > maxBytes)
        throw InputError(
            shown, {},
            Message(
                AP_TEXT("ap::InputError", "is %1 MB, larger than the %2 MB AccelPlan reads: "
                                          "expected a project, catalog or table file"),
                {msg::count(double(st.st_size / (1 << 20))), msg::count(double(maxBytes >> 20))}));
    // Back to blocking reads for a regular file (O_NONBLOCK has no effect on them anyway).
    std::string out;
    out.reserve(size_t(st.st_size));
    char buf[1 << 16];
    for (;;) {
        const ssize_t n = ::read(f.fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw InputError(shown, {},
                             Message(AP_TEXT("ap::InputError", "read error (%1)"),
                                     {msg::text(errnoText(errno))}));
        if (n == 0)
            break;
        // A file that grows while being read (a log still written to) is capped too.
        if (out.size() + size_t(n) > maxBytes)
            throw InputError(shown, {},
                             Message(AP_TEXT("ap::InputError",
                                             "grew beyond the %1 MB AccelPlan reads while being "
                                             "read"),
                                     {msg::count(double(maxBytes >> 20))}));
        out.append(buf, size_t(n));
    }
    return out;
}

void checkOutputPath(const fs::path& path)
{
    checkSaveTarget(path, displayPath(path));
}

fs::path backupPathFor(const fs::path& path)
{
    fs::path b = resolveSaveTarget(path);
    b += "~";
    return b;
}

void writeTextFileAtomically(const fs::path& path, std::string_view contents, bool keepBackup)
{
    const std::string shown = displayPath(path);
    const IgnoreFileSizeSignal noSigxfsz;
    const SaveTarget checked = checkSaveTarget(path, shown);
    const fs::path& target = checked.path;
    const bool exists = checked.exists;
    const struct stat& old = checked.old;

    // The temporary file lives beside the target so the final rename stays on one file system.
    std::string tmpName = target.string() + ".XXXXXX";
    Fd tmp{::mkstemp(tmpName.data())};
    if (tmp.fd < 0)
        throw InputError(
            shown, {},
            Message(AP_TEXT("ap::InputError", "cannot write (%1)"), {msg::text(errnoText(errno))}));
    const auto fail = [&](Message what) {
        ::unlink(tmpName.c_str());
        throw InputError(shown, {}, what);
    };
    try {
        writeAllTo(tmp.fd, contents, shown);
    } catch (const InputError& e) {
        fail(e.text());
    }
    // mkstemp creates 0600: give the new file the old one's mode (or the usual 0666 & ~umask).
    const mode_t mode = exists ? (old.st_mode & 07777) : (0666 & ~currentUmask());
    if (::fchmod(tmp.fd, mode) != 0)
        fail(Message(AP_TEXT("ap::InputError", "cannot set the permissions (%1)"),
                     {msg::text(errnoText(errno))}));
    if (exists && (old.st_uid != ::geteuid() || old.st_gid != ::getegid())) {
        // Owner: only root may give a file away; keeping someone else's file under our name
        // would be a silent change, so that is refused. A group we cannot keep (we are not in
        // it) is the one thing let go, as every editor does.
        if (::fchown(tmp.fd, old.st_uid, old.st_gid) != 0 &&
            ::fchown(tmp.fd, old.st_uid, gid_t(-1)) != 0 && old.st_uid != ::geteuid())
            fail("belongs to another user (uid " + std::to_string(old.st_uid) +
                 "): cannot keep its owner; save under another name");
    }
    if (::fsync(tmp.fd) != 0)
        fail(
            Message(AP_TEXT("ap::InputError", "write failed (%1)"), {msg::text(errnoText(errno))}));
    if (::close(tmp.fd) != 0) {
        tmp.fd = -1;
        fail(
            Message(AP_TEXT("ap::InputError", "write failed (%1)"), {msg::text(errnoText(errno))}));
    }
    tmp.fd = -1;

    if (exists && keepBackup) {
        // The backup is a second name for the old file (a hard link, made under a temporary
        // name and renamed, so an existing backup is replaced atomically too). Where hard links
        // are not supported, a copy.
        fs::path backup = target;
        backup += "~";
        const std::string staging = backup.string() + ".tmp";
        ::unlink(staging.c_str());
        bool linked = ::link(target.c_str(), staging.c_str()) == 0;
        if (!linked) {
            std::error_code ec;
            linked = fs::copy_file(target, staging, fs::copy_options::overwrite_existing, ec);
        }
        if (!linked || ::rename(staging.c_str(), backup.c_str()) != 0) {
            const int err = errno;
            ::unlink(staging.c_str());
            fail("cannot keep the backup " + backup.string() + " (" + errnoText(err) + ")");
        }
    }
    if (::rename(tmpName.c_str(), target.c_str()) != 0)
        fail(Message(AP_TEXT("ap::InputError", "cannot replace the file (%1)"),
                     {msg::text(errnoText(errno))}));
    // Make the rename itself durable.
    const fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    Fd d{::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)};
    if (d.fd >= 0)
        ::fsync(d.fd);
}

} // namespace ap
