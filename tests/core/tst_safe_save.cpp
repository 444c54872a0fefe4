// Saving never loses a file: the atomic writer (core/common/text_file) under a child process
// killed at random points of a save, through symbolic links, on odd targets (FIFO, device,
// directory, hard links), keeping permissions, owner and a backup of the previous contents.
#include "common/input_error.h"
#include "common/text_file.h"

#include <QtTest>

#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <random>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ap;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void put(const fs::path& p, const std::string& s)
{
    std::ofstream(p, std::ios::binary) << s;
}

mode_t modeOf(const fs::path& p)
{
    struct stat st {};
    ::stat(p.c_str(), &st);
    return st.st_mode & 07777;
}

// A version of a file that can only be read back whole: a header, a body of `size` bytes that
// depends on the version, and a trailer.
std::string version(int v, size_t size)
{
    std::string s = "BEGIN " + std::to_string(v) + "\n";
    s.reserve(size + 32);
    for (size_t i = 0; s.size() < size; ++i)
        s += char('a' + (i * 7 + size_t(v)) % 26);
    return s + "\nEND " + std::to_string(v) + "\n";
}

template <class F> QString errorOf(F&& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestSafeSave : public QObject {
    Q_OBJECT
private slots:
    void killDuringSaveLeavesOldOrNew();
    void keepsPermissions_data();
    void keepsPermissions();
    void newFileGetsUmaskMode();
    void writesThroughSymlink();
    void writesThroughRelativeAndDanglingSymlinks();
    void keepsBackup();
    void refusesNonRegularTargets_data();
    void refusesNonRegularTargets();
    void refusesHardLinkedFile();
    void keepsOwnerWhenRoot();
    void failedWriteKeepsOldFile();
    void emptyPathNamesItself();
    void readRefusesFifoDeviceDirectoryAndHugeFiles();
};

// A child process that saves `text` over `path` and exits (3 when the save throws); the
// parent gets its pid (-1 when fork fails).
static pid_t forkSave(const fs::path& path, const std::string& text)
{
    const pid_t child = ::fork();
    if (child == 0) {
        try {
            writeTextFileAtomically(path, text);
        } catch (...) {
            ::_exit(3);
        }
        ::_exit(0);
    }
    return child;
}

void TestSafeSave::killDuringSaveLeavesOldOrNew()
{
    // A child process saves a 1 MB file over the old one and is killed (SIGKILL) at a random
    // moment between the start and 1.5 x the time a save takes, 100 times. Afterwards the file
    // must be exactly the old or exactly the new version, and the backup (when one was made)
    // exactly the old one.
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "plan.accelplan";
    const size_t size = size_t(1) << 20;
    const std::string oldText = version(0, size);
    const std::string newText = version(1, size);

    put(path, oldText);
    const auto t0 = std::chrono::steady_clock::now();
    writeTextFileAtomically(path, newText);
    const double saveUs =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    std::mt19937 rng(17);
    // The kill window spans a save as a forked child does it (fork, the save, the exit): on a
    // loaded machine that is longer than the in-process save just timed. Should the first 20
    // kills all land before the rename, the window widens by half until one lands after it,
    // so that the test checks both sides on any machine.
    double windowUs = 1.5 * saveUs;
    {
        put(path, oldText);
        const auto c0 = std::chrono::steady_clock::now();
        const pid_t child = forkSave(path, newText);
        QVERIFY(child >= 0);
        int status = 0;
        ::waitpid(child, &status, 0);
        QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        windowUs = std::max(windowUs, 1.5 * std::chrono::duration<double, std::micro>(
                                                std::chrono::steady_clock::now() - c0)
                                                .count());
    }

    int sawOld = 0, sawNew = 0;
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::seconds(240); // ASan Debug: ~2 min
    for (int run = 0; run < 100; ++run) {
        QVERIFY2(std::chrono::steady_clock::now() < deadline, "kill test exceeded its time bound");
        // Fresh start: old contents, no backup.
        fs::remove(fs::path(path.string() + "~"));
        put(path, oldText);
        const pid_t child = forkSave(path, newText);
        QVERIFY(child >= 0);
        if (run >= 20 && sawNew == 0)
            windowUs *= 1.5;
        ::usleep(useconds_t(std::uniform_real_distribution<double>(0, windowUs)(rng)));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        QVERIFY(!(WIFEXITED(status) && WEXITSTATUS(status) == 3));
        const std::string now = slurp(path);
        QVERIFY2(
            now == oldText || now == newText,
            qPrintable(
                QStringLiteral("run %1: the file is torn (%2 bytes)").arg(run).arg(now.size())));
        (now == oldText ? sawOld : sawNew) += 1;
        const fs::path backup = path.string() + "~";
        if (fs::exists(backup))
            QVERIFY2(slurp(backup) == oldText, qPrintable(QStringLiteral("run %1").arg(run)));
        // Whatever state the kill left, the next save works (a half-made backup link must
        // not make the file look hard-linked).
        writeTextFileAtomically(path, newText);
        QVERIFY(slurp(path) == newText);
    }
    qInfo("100 kills: %d left the old file, %d the new one (save takes %.0f us, kills within "
          "%.0f us)",
          sawOld, sawNew, saveUs, windowUs);
    // The kills landed before and after the rename, not all on one side.
    QVERIFY(sawOld > 0);
    QVERIFY(sawNew > 0);
}

void TestSafeSave::keepsPermissions_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("0600 private") << 0600;
    QTest::newRow("0640 group-readable") << 0640;
    QTest::newRow("0644 usual") << 0644;
    QTest::newRow("0755 executable") << 0755;
    QTest::newRow("0400 read-only") << 0400;
}

void TestSafeSave::keepsPermissions()
{
    QFETCH(int, mode);
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "calibration.json";
    put(path, "old\n");
    QCOMPARE(::chmod(path.c_str(), mode_t(mode)), 0);
    writeTextFileAtomically(path, "new\n");
    QCOMPARE(slurp(path), std::string("new\n"));
    QCOMPARE(int(modeOf(path)), mode);
}

void TestSafeSave::newFileGetsUmaskMode()
{
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "fresh.json";
    const mode_t old = ::umask(022);
    writeTextFileAtomically(path, "x");
    ::umask(old);
    // Not mkstemp's 0600: what any program creating a file gets.
    QCOMPARE(int(modeOf(path)), 0644);
    QVERIFY(!fs::exists(path.string() + "~")); // nothing to back up
}

void TestSafeSave::writesThroughSymlink()
{
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    fs::create_directory(base / "real");
    const fs::path target = base / "real" / "plan.accelplan";
    const fs::path link = base / "plan.accelplan";
    put(target, "old");
    QCOMPARE(::chmod(target.c_str(), 0600), 0);
    fs::create_symlink(target, link);

    writeTextFileAtomically(link, "new");
    QVERIFY(fs::is_symlink(link));               // the link is still a link
    QCOMPARE(fs::read_symlink(link), target);    // to the same place
    QCOMPARE(slurp(target), std::string("new")); // and the target holds the new contents
    QCOMPARE(int(modeOf(target)), 0600);         // with its permissions
    QCOMPARE(slurp(base / "real" / "plan.accelplan~"), std::string("old"));
    QVERIFY(!fs::exists(base / "plan.accelplan~")); // the backup sits beside the real file
}

void TestSafeSave::writesThroughRelativeAndDanglingSymlinks()
{
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    fs::create_directories(base / "a" / "b");
    put(base / "a" / "data.json", "old");
    // link -> b/../data.json, relative to the link's folder; and a chain of two links.
    fs::create_symlink("b/../data.json", base / "a" / "rel");
    fs::create_symlink(base / "a" / "rel", base / "chain");
    writeTextFileAtomically(base / "chain", "new");
    QVERIFY(fs::is_symlink(base / "chain"));
    QVERIFY(fs::is_symlink(base / "a" / "rel"));
    QCOMPARE(slurp(base / "a" / "data.json"), std::string("new"));

    // A dangling link names the file to create.
    fs::create_symlink(base / "a" / "later.json", base / "dangling");
    writeTextFileAtomically(base / "dangling", "made");
    QVERIFY(fs::is_symlink(base / "dangling"));
    QCOMPARE(slurp(base / "a" / "later.json"), std::string("made"));

    // A loop is refused with a message, not followed forever.
    fs::create_symlink(base / "loop2", base / "loop1");
    fs::create_symlink(base / "loop1", base / "loop2");
    QVERIFY(errorOf([&] {
                writeTextFileAtomically(base / "loop1", "x");
            }).contains(QStringLiteral("symbolic links")));
}

void TestSafeSave::keepsBackup()
{
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "p.accelplan";
    put(path, "v1");
    writeTextFileAtomically(path, "v2");
    QCOMPARE(slurp(path.string() + "~"), std::string("v1"));
    writeTextFileAtomically(path, "v3");
    QCOMPARE(slurp(path.string() + "~"), std::string("v2")); // the previous save, replaced
    QCOMPARE(backupPathFor(path), fs::path(path.string() + "~"));
    writeTextFileAtomically(path, "v4", false); // recovery files: no backup
    QCOMPARE(slurp(path.string() + "~"), std::string("v2"));
    // The backup is its own file: the next save is not refused as hard-linked.
    struct stat st {};
    QCOMPARE(::stat(path.c_str(), &st), 0);
    QCOMPARE(int(st.st_nlink), 1);
    // Only the file and its backup remain (no temporary files).
    int files = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(path.parent_path()))
        ++files;
    QCOMPARE(files, 2);
}

void TestSafeSave::refusesNonRegularTargets_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("FIFO") << "fifo"
                          << "FIFO";
    QTest::newRow("character device") << "device"
                                      << "character device";
    QTest::newRow("directory") << "directory"
                               << "directory";
}

void TestSafeSave::refusesNonRegularTargets()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    fs::path target;
    if (kind == "fifo") {
        target = base / "pipe";
        QCOMPARE(::mkfifo(target.c_str(), 0600), 0);
    } else if (kind == "device") {
        target = "/dev/null";
    } else {
        target = base / "folder";
        fs::create_directory(target);
    }
    // Directly and through a symlink: refused, nothing replaced, nothing left behind.
    for (const fs::path& p : {target, base / "link"}) {
        if (p != target)
            fs::create_symlink(target, p);
        const QString error = errorOf([&] { writeTextFileAtomically(p, "x"); });
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.contains(QString::fromStdString(p.string())), qPrintable(error));
    }
    if (kind == "fifo")
        QVERIFY(fs::is_fifo(target));
    if (kind == "device")
        QVERIFY(fs::is_character_file("/dev/null"));
    int files = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(base))
        ++files;
    QCOMPARE(files, kind == "device" ? 1 : 2); // the target (if here) and the link
}

void TestSafeSave::refusesHardLinkedFile()
{
    // Replacing one name of a hard-linked file would leave the other name with the old
    // contents; writing in place would not be atomic. Refused, with the reason.
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    put(base / "a.json", "old");
    QCOMPARE(::link((base / "a.json").c_str(), (base / "b.json").c_str()), 0);
    const QString error = errorOf([&] { writeTextFileAtomically(base / "a.json", "new"); });
    QVERIFY2(error.contains(QStringLiteral("2 hard links")), qPrintable(error));
    QCOMPARE(slurp(base / "a.json"), std::string("old"));
    QCOMPARE(slurp(base / "b.json"), std::string("old"));
}

void TestSafeSave::keepsOwnerWhenRoot()
{
    if (::geteuid() != 0)
        QSKIP("giving a file to another owner needs root; as a user only own files are saved");
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "shared.json";
    put(path, "old");
    QCOMPARE(::chown(path.c_str(), 12345, 23456), 0);
    writeTextFileAtomically(path, "new");
    struct stat st {};
    QCOMPARE(::stat(path.c_str(), &st), 0);
    QCOMPARE(int(st.st_uid), 12345);
    QCOMPARE(int(st.st_gid), 23456);
}

void TestSafeSave::failedWriteKeepsOldFile()
{
    // A missing folder: refused with the path, nothing created.
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "missing" / "x.json";
    QVERIFY(errorOf([&] {
                writeTextFileAtomically(path, "x");
            }).contains(QString::fromStdString(path.string())));
    QVERIFY(!fs::exists(path));
}

void TestSafeSave::emptyPathNamesItself()
{
    QVERIFY(errorOf([] {
                writeTextFileAtomically("", "x");
            }).contains(QStringLiteral("an empty path")));
    QVERIFY(errorOf([] { readTextFile(""); }).contains(QStringLiteral("an empty path")));
}

void TestSafeSave::readRefusesFifoDeviceDirectoryAndHugeFiles()
{
    QTemporaryDir dir;
    const fs::path base = dir.path().toStdString();
    // A FIFO with no writer: refused at once (the old reader blocked forever).
    const fs::path fifo = base / "pipe";
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    QElapsedTimer t;
    t.start();
    QVERIFY(errorOf([&] { readTextFile(fifo); }).contains(QStringLiteral("FIFO")));
    QVERIFY(t.elapsed() < 1000);
    // /dev/zero never ends: refused, not read until memory runs out.
    QVERIFY(
        errorOf([] { readTextFile("/dev/zero"); }).contains(QStringLiteral("character device")));
    QVERIFY(errorOf([&] { readTextFile(base); }).contains(QStringLiteral("directory")));
    // The size cap.
    put(base / "big.json", std::string(3 << 20, ' '));
    QVERIFY(errorOf([&] {
                readTextFile(base / "big.json", size_t(2) << 20);
            }).contains(QStringLiteral("larger than the 2 MB")));
    QCOMPARE(readTextFile(base / "big.json").size(), size_t(3) << 20);
}

QTEST_GUILESS_MAIN(TestSafeSave)
#include "tst_safe_save.moc"
