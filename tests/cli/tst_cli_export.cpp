// `accelplan-cli export` when the write fails: an unwritable path or a full disk (through
// RLIMIT_FSIZE) exits 1, names the file and leaves an existing file intact, for the PDF (drawn
// by the GUI child), Markdown and CSV. On a small project: the failure path needs no whole
// example's search. Every bundled example's successful export, read back from its PDF, CSV and
// Markdown, is tst_playbook_export's exportFromTheMenu (one command-line run per example).
// Through runCli in this process (no PDF renderer linked, as in accelplan-cli): the Markdown
// and CSV of one export come from one document build, and a PDF without the desktop
// application beside the program is refused before anything is built.
#include "cli/cli.h"
#include "playbook/playbook.h"
#include "project/project.h"
#include "test_paths.h"

#include <QtTest>

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

#include <csignal>
#include <functional>
#include <sstream>
#include <sys/resource.h>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString& program, const QStringList& args,
        const std::function<void()>& childSetup = {})
{
    QProcess p;
    if (childSetup)
        p.setChildProcessModifier(childSetup);
    p.start(program, args);
    if (!p.waitForFinished(240000))
        return {};
    Run r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

Run cli(const QStringList& args, const std::function<void()>& childSetup = {})
{
    return run(testCli(), args, childSetup);
}

// The command line in this process (runCli, the CLI's own entry point).
Run cliInProcess(const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    Run r;
    r.exitCode = ap::runCli(args, out, err);
    r.out = QByteArray::fromStdString(out.str());
    r.err = QByteArray::fromStdString(err.str());
    return r;
}

} // namespace

class TestCliExport : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // `export --markdown --csv`: one document built (evaluation, each study searched once),
    // both outputs written from it.
    void markdownAndCsvFromOneBuild()
    {
        const std::string project =
            testSource("/tests/data/hostile/tiny-utilisation.accelplan").toStdString();
        const size_t studies = ap::studiesOf(ap::loadProjectFile(project)).size();
        QVERIFY(studies >= 1);
        QTemporaryDir dir;
        const std::string md = dir.filePath(QStringLiteral("out.md")).toStdString();
        const std::string csv = dir.filePath(QStringLiteral("csv")).toStdString();
        const ap::PlaybookBuildCounts before = ap::playbookBuildCounts();
        const Run r = cliInProcess({"export", project, "--markdown", md, "--csv", csv});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const ap::PlaybookBuildCounts after = ap::playbookBuildCounts();
        QCOMPARE(after.builds - before.builds, std::uint64_t(1));
        QCOMPARE(after.studiesSearched - before.studiesSearched, std::uint64_t(studies));
        QVERIFY(QFileInfo::exists(QString::fromStdString(md)));
        QVERIFY(QFileInfo::exists(QString::fromStdString(csv) + QStringLiteral("/scenarios.csv")));
        QVERIFY2(r.out.count("wrote ") >= 2, r.out.constData());
    }

    // A PDF is drawn by the desktop application (a child process that builds the document
    // once and writes every file): where there is none beside the program (this test's
    // folder), the export is refused before anything is built or written.
    void pdfWithoutTheDesktopApplicationBuildsNothing()
    {
        const std::string project =
            testSource("/tests/data/hostile/tiny-utilisation.accelplan").toStdString();
        QTemporaryDir dir;
        const std::string pdf = dir.filePath(QStringLiteral("out.pdf")).toStdString();
        const std::string md = dir.filePath(QStringLiteral("out.md")).toStdString();
        const ap::PlaybookBuildCounts before = ap::playbookBuildCounts();
        const Run r = cliInProcess({"export", project, "--pdf", pdf, "--markdown", md});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("desktop application"), r.err.constData());
        QCOMPARE(ap::playbookBuildCounts().builds, before.builds);
        QVERIFY(!QFileInfo::exists(QString::fromStdString(md)));
        QVERIFY(!QFileInfo::exists(QString::fromStdString(pdf)));
    }

    // --pdf and --markdown onto one file (the same name, or a link to it): the second write
    // would replace the first, so the export is refused before any work and the file is left.
    void samePathForTwoOutputsIsRefused()
    {
        const QString project = testSource("/tests/data/hostile/tiny-utilisation.accelplan");
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("out.pdf"));
        {
            QFile old(target);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the previous export\n");
        }
        const QString link = dir.filePath(QStringLiteral("link.md"));
        QVERIFY(QFile::link(target, link));
        for (const QString& markdown : {target, link, dir.filePath(QStringLiteral("./out.pdf"))}) {
            const Run r = cli({QStringLiteral("export"), project, QStringLiteral("--pdf"), target,
                               QStringLiteral("--markdown"), markdown});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("name the same file"), r.err.constData());
            QFile old(target);
            QVERIFY(old.open(QIODevice::ReadOnly));
            QCOMPARE(old.readAll(), QByteArray("the previous export\n"));
        }
    }

    // An export into a folder that does not exist, and over a file when the disk fills up:
    // exit 1, a message naming the file, the old file untouched, no temporary left behind.
    void failedExport_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("name");
        QTest::newRow("pdf") << "--pdf"
                             << "out.pdf";
        QTest::newRow("markdown") << "--markdown"
                                  << "out.md";
        QTest::newRow("csv") << "--csv"
                             << "out.csv";
    }
    void failedExport()
    {
        QFETCH(QString, option);
        QFETCH(QString, name);
        const QString project = testSource("/tests/data/hostile/tiny-utilisation.accelplan");

        const QString missing = m_dir.filePath(QStringLiteral("no/such/folder/") + name);
        const Run bad = cli({QStringLiteral("export"), project, option, missing});
        if (option != QStringLiteral("--csv")) { // --csv creates its folder
            QCOMPARE(bad.exitCode, 1);
            QVERIFY2(bad.err.contains("no/such/folder"), bad.err.constData());
        }

        QTemporaryDir dir;
        const QString target = dir.filePath(name);
        {
            QFile old(target);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the previous export\n");
        }
        // A 4 kB file size limit: every export is larger. SIGXFSZ is ignored so that the
        // write fails with EFBIG instead of killing the process.
        const Run full = cli({QStringLiteral("export"), project, option, target}, [] {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit{4096, 4096};
            setrlimit(RLIMIT_FSIZE, &limit);
        });
        QCOMPARE(full.exitCode, 1);
        // The message names the file that failed (for CSV: the first table, out-*.csv).
        QVERIFY2(full.err.contains(QFileInfo(target).completeBaseName().toUtf8()),
                 full.err.constData());
        QFile old(target);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("the previous export\n"));
        // Nothing half-written beside it: no temporary file is left, and any other file is
        // a complete CSV table written before the disk filled.
        for (const QString& f : QDir(dir.path()).entryList(QDir::Files | QDir::Hidden)) {
            QVERIFY2(!f.contains(QStringLiteral("tmp")), qPrintable(f));
            QVERIFY2(f == name || option == QStringLiteral("--csv"), qPrintable(f));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
