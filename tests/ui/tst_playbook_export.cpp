// File > Export Playbook on every bundled example, offscreen: the action writes a PDF of at
// least six pages whose text is the command line's export of the same file (one code path),
// Markdown for a ".md" name, and a failed export reports the error and leaves the old file.
#include "catalog/catalog_load.h"
#include "window/main_window.h"

#include <QtTest>

#include <QAction>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace ap;

namespace {

// Answers the file dialog with a fixed path instead of showing it.
class ScriptedWindow : public MainWindow {
public:
    QString playbookPath;

protected:
    QString askPlaybookFileName() override { return playbookPath; }
    SaveChoice askToSave() override { return SaveChoice::Discard; }
};

QByteArray runTool(const QString& program, const QStringList& args, int* exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(240000);
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return p.readAllStandardOutput();
}

} // namespace

class TestPlaybookExport : public QObject {
    Q_OBJECT
private slots:
    void exportFromTheMenu_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(ACCELPLAN_SOURCE_DIR "/data/examples"));
        for (const QString& f : dir.entryList({QStringLiteral("*.accelplan")}, QDir::Files))
            QTest::newRow(qPrintable(f)) << dir.absoluteFilePath(f);
    }
    void exportFromTheMenu()
    {
        QFETCH(QString, path);
        QTemporaryDir dir;
        ScriptedWindow w;
        w.setCatalog(loadCatalog(QString()));
        QVERIFY(w.openProject(path));
        w.playbookPath = dir.filePath(QStringLiteral("gui.pdf"));
        auto* action = w.findChild<QAction*>(QStringLiteral("actionExportPlaybook"));
        QVERIFY(action);
        action->trigger();
        QVERIFY2(QFile::exists(w.playbookPath), qPrintable(w.lastError()));

        int rc = -1;
        const QByteArray info = runTool(QStringLiteral("pdfinfo"), {w.playbookPath}, &rc);
        QCOMPARE(rc, 0);
        const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY(m.hasMatch());
        QVERIFY(m.captured(1).toInt() >= 6);

        // The same document as the command line's export of the file.
        const QString cliPdf = dir.filePath(QStringLiteral("cli.pdf"));
        runTool(QStringLiteral(ACCELPLAN_CLI_PATH),
                {QStringLiteral("export"), QFileInfo(path).absoluteFilePath(),
                 QStringLiteral("--pdf"), cliPdf},
                &rc);
        QCOMPARE(rc, 0);
        const QByteArray guiText = runTool(QStringLiteral("pdftotext"), {w.playbookPath, "-"});
        const QByteArray cliText = runTool(QStringLiteral("pdftotext"), {cliPdf, "-"});
        QVERIFY(guiText.contains("Risk register"));
        QCOMPARE(guiText, cliText);

        // Markdown for a .md name.
        w.playbookPath = dir.filePath(QStringLiteral("gui.md"));
        action->trigger();
        QFile md(w.playbookPath);
        QVERIFY(md.open(QIODevice::ReadOnly));
        QVERIFY(md.readAll().contains("## 6 Build-out checklist"));
    }

    void failedExportKeepsTheOldFile()
    {
        QTemporaryDir dir;
        ScriptedWindow w;
        w.setCatalog(loadCatalog(QString()));
        QVERIFY(w.openProject(
            QStringLiteral(ACCELPLAN_SOURCE_DIR "/data/examples/checkpoint-stall-cost.accelplan")));
        QVERIFY(!w.exportPlaybook(dir.filePath(QStringLiteral("missing/folder/x.pdf"))));
        QVERIFY(w.lastError().contains(QStringLiteral("x.pdf")));
        // A directory where the file should go: QSaveFile refuses, nothing changes.
        const QString blocked = dir.filePath(QStringLiteral("blocked.pdf"));
        QVERIFY(QDir().mkpath(blocked));
        QVERIFY(!w.exportPlaybook(blocked));
        QVERIFY(QFileInfo(blocked).isDir());
    }
};

QTEST_MAIN(TestPlaybookExport)
#include "tst_playbook_export.moc"
