// `accelplan-cli export` and the CLI's messages under hostile targets and names (issue 29):
// an export onto a FIFO or a character device is refused and leaves it as it is (the PDF too,
// drawn by the desktop application); a file-size limit without SIGXFSZ ignored by the caller
// is a write error (exit 1), not a kill that leaves a temporary file; formula names are
// neutralised in every CSV; an unknown device id with ESC sequences, or 10 MB long, gives one
// escaped, bounded line. The project is a one-scenario file written by the test (no study).
#include "playbook/csv_text.h"
#include "test_paths.h"

#include <QtTest>

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <csignal>
#include <functional>
#include <string_view>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

struct Run {
    int exitCode = -1; // -2: killed by a signal
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList& args, const std::function<void()>& childSetup = {})
{
    QProcess p;
    if (childSetup)
        p.setChildProcessModifier(childSetup);
    p.start(testCli(), args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {-3, {}, "timed out"};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QByteArray jsonString(const QByteArray& utf8)
{
    QByteArray s = "\"";
    for (char c : utf8) {
        if (c == '"' || c == '\\')
            s += '\\';
        if ((unsigned char)c < 0x20) {
            s += QByteArray("\\u00") +
                 QByteArray::number((unsigned char)c, 16).rightJustified(2, '0');
            continue;
        }
        s += c;
    }
    return s + "\"";
}

// A one-scenario serving project (Llama 3.2 1B on one L4), its name and device as given.
QString writeProject(const QString& dir, const QByteArray& name,
                     const QByteArray& device = "nvidia-l4")
{
    const QString path = dir + QStringLiteral("/tiny.accelplan");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("{\"format\": \"accelplan-project\", \"version\": 1, \"name\": " + jsonString(name) +
            ", \"scenarios\": [{\"name\": " + jsonString(name) +
            ", \"workload\": {\"kind\": \"inference\", \"model\": {\"parameters\": 1.24e9, "
            "\"layers\": 16, \"hidden\": 2048, \"heads\": 32, \"kv_heads\": 8, \"ffn_hidden\": "
            "8192, \"vocab\": 128256}, \"precision\": \"bf16\", \"input_tokens\": 512, "
            "\"output_tokens\": 128, \"batch\": 1}, \"cluster\": {\"device\": " +
            jsonString(device) + ", \"count\": 1}}]}\n");
    return path;
}

bool guiInstalled()
{
    const QFileInfo gui(QFileInfo(testCli()).absolutePath() + QStringLiteral("/accelplan"));
    return gui.isFile() && gui.isExecutable();
}

} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT
private slots:
    // Onto a FIFO or a character device: exit 1 naming the file and what it is, the node left
    // as it was, no "wrote", nothing else written (the other outputs are checked first).
    void exportOntoNonRegularRefused_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("kind");
        for (const char* option : {"--pdf", "--markdown"})
            for (const char* kind : {"fifo", "device"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(option, kind)))
                    << option << kind;
    }
    void exportOntoNonRegularRefused()
    {
        QFETCH(QString, option);
        QFETCH(QString, kind);
        if (option == QStringLiteral("--pdf") && !guiInstalled())
            QSKIP("no desktop application beside accelplan-cli (ACCELPLAN_GUI=OFF)");
        QTemporaryDir dir;
        const QString project = writeProject(dir.path(), "tiny");
        QString target = dir.filePath(QStringLiteral("target"));
        if (kind == QStringLiteral("fifo")) {
            QCOMPARE(::mkfifo(QFile::encodeName(target).constData(), 0600), 0);
        } else if (::geteuid() == 0) {
            // A device node of our own (a copy of /dev/null's numbers) in the test's folder:
            // should the refusal break, the damage stays here.
            QCOMPARE(::mknod(QFile::encodeName(target).constData(), S_IFCHR | 0666, makedev(1, 3)),
                     0);
        } else {
            target = QStringLiteral("/dev/null"); // a normal user cannot replace it anyway
        }
        const QString md = dir.filePath(QStringLiteral("other.md"));
        QStringList args{QStringLiteral("export"), project, option, target};
        if (option == QStringLiteral("--pdf"))
            args << QStringLiteral("--markdown") << md;
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(target.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains(kind == QStringLiteral("fifo") ? "FIFO" : "character device"),
                 r.err.constData());
        QVERIFY2(!r.out.contains("wrote"), r.out.constData());
        struct stat st {};
        QCOMPARE(::lstat(QFile::encodeName(target).constData(), &st), 0);
        QVERIFY(kind == QStringLiteral("fifo") ? S_ISFIFO(st.st_mode) : S_ISCHR(st.st_mode));
        QVERIFY(!QFile::exists(md));
        for (const QString& f : QDir(dir.path()).entryList(QDir::Files | QDir::System))
            QVERIFY2(f == QStringLiteral("tiny.accelplan") || f == QStringLiteral("target"),
                     qPrintable(f));
    }

    // Under a file-size limit, with SIGXFSZ at its default (killing) action: the export exits
    // 1 with a write error naming the file, the old file intact, no temporary file left.
    void fileSizeLimitIsAWriteError_data()
    {
        QTest::addColumn<QString>("option");
        QTest::newRow("markdown") << "--markdown";
        QTest::newRow("csv") << "--csv";
        QTest::newRow("pdf") << "--pdf";
    }
    void fileSizeLimitIsAWriteError()
    {
        QFETCH(QString, option);
        if (option == QStringLiteral("--pdf") && !guiInstalled())
            QSKIP("no desktop application beside accelplan-cli (ACCELPLAN_GUI=OFF)");
        QTemporaryDir dir;
        const QString project = writeProject(dir.path(), "tiny");
        const QString target = dir.filePath(option == QStringLiteral("--csv")        ? "out.csv"
                                            : option == QStringLiteral("--markdown") ? "out.md"
                                                                                     : "out.pdf");
        {
            QFile old(target);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the previous export\n");
        }
        // 2 kB: the project (read, not written) is larger, every export is larger.
        const Run r = cli({QStringLiteral("export"), project, option, target}, [] {
            std::signal(SIGXFSZ, SIG_DFL);
            rlimit limit{2048, 2048};
            setrlimit(RLIMIT_FSIZE, &limit);
        });
        QVERIFY2(r.exitCode == 1,
                 qPrintable(
                     QStringLiteral("exit %1: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
        QVERIFY2(r.err.contains("File too large"), r.err.constData());
        QFile old(target);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("the previous export\n"));
        for (const QString& f : QDir(dir.path()).entryList(QDir::Files | QDir::Hidden))
            QVERIFY2(!f.contains(QStringLiteral(".md.")) && !f.contains(QStringLiteral(".csv.")) &&
                         !f.contains(QStringLiteral(".pdf.")),
                     qPrintable(f));
    }

    // A scenario and project named like formulas: no cell of any CSV starts a formula.
    void formulaNamesNeutralisedInEveryCsv_data()
    {
        QTest::addColumn<QByteArray>("name");
        for (const char* n : {"=HYPERLINK(\"http://x\",\"x\")", "@SUM(1)", "+1", "-x", "\tx"})
            QTest::newRow(n) << QByteArray(n);
    }
    void formulaNamesNeutralisedInEveryCsv()
    {
        QFETCH(QByteArray, name);
        QTemporaryDir dir;
        const QString project = writeProject(dir.path(), name);
        const QString out = dir.filePath(QStringLiteral("csv"));
        const Run r = cli({QStringLiteral("export"), project, QStringLiteral("--csv"), out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        int quoted = 0;
        const QStringList files = QDir(out).entryList({QStringLiteral("*.csv")}, QDir::Files);
        QVERIFY(files.size() >= 4);
        for (const QString& f : files) {
            QFile file(out + QLatin1Char('/') + f);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto rows = ap::parseCsv(file.readAll().toStdString());
            for (size_t i = 1; i < rows.size(); ++i)
                for (const std::string& cell : rows[i]) {
                    QVERIFY2(cell.empty() || std::string_view("=+@\t\r").find(cell[0]) ==
                                                 std::string_view::npos,
                             qPrintable(f + QStringLiteral(": ") + QString::fromStdString(cell)));
                    QVERIFY2(cell.empty() || cell[0] != '-' || ap::isCsvNumber(cell),
                             qPrintable(f + QStringLiteral(": ") + QString::fromStdString(cell)));
                    quoted += cell == "'" + name.toStdString();
                }
        }
        QVERIFY(quoted >= 1);
    }

    // An unknown device id with terminal control sequences: one line, every control character
    // shown escaped, none sent raw.
    void controlCharactersEscaped()
    {
        const QByteArray id = QByteArray("\x1b]0;owned\x07\x1b[2J\r\bgpu\x7f") + "\xc2\x9b";
        for (const QStringList& args :
             {QStringList{QStringLiteral("roofline"), QStringLiteral("--device"),
                          QString::fromUtf8(id), QStringLiteral("--precision"),
                          QStringLiteral("bf16"), QStringLiteral("--intensity"),
                          QStringLiteral("10")},
              QStringList{QStringLiteral("no-such-\x1b[2Jcommand")}}) {
            const Run r = cli(args);
            QVERIFY2(r.exitCode == 1 || r.exitCode == 2, r.err.constData());
            const QByteArray line = r.err.left(r.err.indexOf('\n'));
            for (char c : line)
                QVERIFY2((unsigned char)c >= 0x20 && c != 0x7f, line.constData());
            QVERIFY2(!line.contains("\xc2\x9b"), line.constData());
            QVERIFY2(line.contains("\\x1b[2J"), line.constData());
        }
    }

    // The "wrote PATH" lines echo the path the user gave: its control characters escaped.
    void wrotePathEscaped()
    {
        QTemporaryDir dir;
        const QString project = writeProject(dir.path(), "tiny");
        const QString target = dir.filePath(QStringLiteral("x\x1b[2J.md"));
        const Run r =
            cli({QStringLiteral("export"), project, QStringLiteral("--markdown"), target});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(QFile::exists(target), r.out.constData());
        QVERIFY2(!r.out.contains('\x1b'), r.out.constData());
        QVERIFY2(r.out.contains("wrote " + dir.path().toUtf8() + "/x\\x1b[2J.md\n"),
                 r.out.constData());
    }

    // A 10 MB unknown device id (in a project file: a command-line argument cannot be that
    // long): a message of a few hundred bytes, cut with the id's size stated, in seconds.
    void longIdBounded()
    {
        QTemporaryDir dir;
        const QByteArray id = "\x1b[31m" + QByteArray(10485760 - 5, 'a');
        const QString project = writeProject(dir.path(), "tiny", id);
        QElapsedTimer t;
        t.start();
        const Run r = cli({QStringLiteral("evaluate"), project});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(t.elapsed() < 30000, "seconds, not a letter-by-letter comparison of 10 MB");
        QVERIFY2(r.err.size() < 1000, r.err.left(1000).constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("scenarios[0].cluster.device"), r.err.constData());
        QVERIFY2(r.err.contains("\\x1b[31maaaa"), r.err.constData());
        QVERIFY2(r.err.contains("\u2026 (10,485,760 bytes)"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_cli_outputs.moc"
