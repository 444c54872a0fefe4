// Crash recovery: the GUI autosaves unsaved changes to a recovery file (only when modified,
// on a timer), removes it on save and on a normal exit, and a file left by a crashed session
// is found and restored as unsaved changes to the original project. GUI saves go through the
// core's safe writer: symlinks written through, permissions kept.
#include "document/edits.h"
#include "document/project_document.h"
#include "document/save_file.h"
#include "project/autosave.h"
#include "project_test_util.h"

#include <QtTest>

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ap;
using namespace ap::test;

namespace {

// The pid of a process that has exited (a child reaped here): a crashed session.
qint64 deadPid()
{
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void autosavesOnlyWhenModified();
    void saveAndNormalExitRemoveTheRecoveryFile();
    void crashedSessionIsRestored();
    void runningSessionIsNotOffered();
    void guiSaveKeepsSymlinkAndPermissions();
};

void TestAutosave::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(Autosave::recoveryFolder()).removeRecursively();
}

void TestAutosave::autosavesOnlyWhenModified()
{
    ProjectDocument doc;
    QString error;
    QVERIFY2(doc.open(examplePath(), &error), qPrintable(error));
    Autosave autosave(&doc);
    autosave.setInterval(100);
    QTest::qWait(300);
    QVERIFY(!QFile::exists(autosave.recoveryPath())); // clean: nothing written

    QVERIFY(commands::editScenarioField(doc, kA100Training, ScenarioField::Count, 512).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave.recoveryPath()), 5000);
    const QJsonObject o = QJsonDocument::fromJson(readFile(autosave.recoveryPath())).object();
    QCOMPARE(o.value("format").toString(), QStringLiteral("accelplan-recovery"));
    QCOMPARE(o.value("original_path").toString(), doc.filePath());
    QCOMPARE(o.value("project").toString().toUtf8(), doc.serialized());
    // Unchanged since: not rewritten.
    const QDateTime written = QFileInfo(autosave.recoveryPath()).lastModified();
    QTest::qWait(300);
    QCOMPARE(QFileInfo(autosave.recoveryPath()).lastModified(), written);
    // The project file itself is untouched.
    QCOMPARE(readFile(examplePath()).size(), QFileInfo(examplePath()).size());
}

void TestAutosave::saveAndNormalExitRemoveTheRecoveryFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.accelplan");
    QVERIFY(QFile::copy(examplePath(), path));
    ProjectDocument doc;
    QString error;
    QVERIFY(doc.open(path, &error));
    QString recovery;
    {
        Autosave autosave(&doc);
        recovery = autosave.recoveryPath();
        QVERIFY(
            commands::editScenarioField(doc, kA100Training, ScenarioField::Count, 512).isEmpty());
        QVERIFY(autosave.saveNow());
        QVERIFY(QFile::exists(recovery));
        QVERIFY(doc.save(&error));
        QVERIFY(!QFile::exists(recovery)); // saved: nothing to recover
        QVERIFY(
            commands::editScenarioField(doc, kA100Training, ScenarioField::Count, 256).isEmpty());
        QVERIFY(autosave.saveNow());
        QVERIFY(QFile::exists(recovery));
    }
    QVERIFY(!QFile::exists(recovery)); // normal exit
}

void TestAutosave::crashedSessionIsRestored()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("plan.accelplan");
    QVERIFY(QFile::copy(examplePath(), path));
    // A session edits and autosaves, then "crashes": its recovery file is renamed to the pid
    // of a process that no longer runs (what a real crash leaves behind).
    QByteArray edited;
    QString orphan;
    {
        ProjectDocument doc;
        QString error;
        QVERIFY(doc.open(path, &error));
        Autosave autosave(&doc);
        QVERIFY(
            commands::editScenarioField(doc, kA100Training, ScenarioField::Count, 512).isEmpty());
        QVERIFY(autosave.saveNow());
        edited = doc.serialized();
        QJsonObject o = QJsonDocument::fromJson(readFile(autosave.recoveryPath())).object();
        const qint64 pid = deadPid();
        o.insert("pid", pid);
        orphan =
            QDir(Autosave::recoveryFolder()).filePath(QStringLiteral("session-%1.json").arg(pid));
        QVERIFY(writeFile(orphan, QJsonDocument(o).toJson()));
    }
    QVERIFY(QFile::exists(orphan));

    ProjectDocument fresh;
    Autosave autosave(&fresh);
    const auto found = Autosave::orphanedRecoveries();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.front().originalPath, QFileInfo(path).absoluteFilePath());
    QString error;
    QVERIFY2(autosave.restore(found.front(), &error), qPrintable(error));
    QCOMPARE(fresh.serialized(), edited);
    QCOMPARE(fresh.filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(fresh.isModified()); // unsaved changes to the original file
    QVERIFY(!QFile::exists(orphan));
    QVERIFY(Autosave::orphanedRecoveries().isEmpty());
    // Saving writes the recovered changes to the original file.
    QVERIFY(fresh.save(&error));
    QCOMPARE(readFile(path), edited);
}

void TestAutosave::runningSessionIsNotOffered()
{
    // A file of a session still running (this process's parent stands in for another
    // AccelPlan) is left alone.
    QJsonObject o{{"format", "accelplan-recovery"},
                  {"version", 1},
                  {"pid", qint64(::getppid())},
                  {"project", QString::fromUtf8(readFile(examplePath()))}};
    QDir().mkpath(Autosave::recoveryFolder());
    const QString file = QDir(Autosave::recoveryFolder()).filePath("session-running.json");
    QVERIFY(writeFile(file, QJsonDocument(o).toJson()));
    QVERIFY(Autosave::orphanedRecoveries().isEmpty());
    QFile::remove(file);
}

void TestAutosave::guiSaveKeepsSymlinkAndPermissions()
{
    QTemporaryDir dir;
    const QString real = dir.filePath("real.accelplan");
    const QString link = dir.filePath("link.accelplan");
    QVERIFY(writeFile(real, "old"));
    QVERIFY(::chmod(QFile::encodeName(real).constData(), 0600) == 0);
    QVERIFY(QFile::link(real, link));
    QString error;
    QVERIFY2(saveFileAtomically(link, "new", &error), qPrintable(error));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(readFile(real), QByteArray("new"));
    QCOMPARE(readFile(real + "~"), QByteArray("old"));
    struct stat st {};
    QCOMPARE(::stat(QFile::encodeName(real).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    // A FIFO is refused with the path named, without blocking.
    const QString fifo = dir.filePath("pipe");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(!saveFileAtomically(fifo, "x", &error));
    QVERIFY2(error.contains(fifo) && error.contains("FIFO"), qPrintable(error));
}

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
