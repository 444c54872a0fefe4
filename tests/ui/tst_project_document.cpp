// ProjectDocument: open, save (atomic), new; failures leave everything as it was.
#include "document/project_document.h"
#include "document/save_file.h"
#include "project_test_util.h"
#include "test_files.h"

#include "document/edits.h"

#include <QBuffer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <csignal>
#include <nlohmann/json.hpp>
#include <sys/resource.h>

using namespace ap;
using namespace ap::test;

namespace {

// A device that accepts `capacity` bytes and then fails, like a full disk (KeePassXC's test
// device).
class FailingDevice : public QBuffer {
public:
    explicit FailingDevice(qint64 capacity)
        : m_capacity(capacity)
    {
    }

protected:
    qint64 writeData(const char* data, qint64 len) override
    {
        if (pos() + len > m_capacity) {
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        return QBuffer::writeData(data, len);
    }

private:
    qint64 m_capacity;
};

std::string json(const ProjectDocument& doc)
{
    return projectToJson(doc.project()).dump();
}

} // namespace

class TestProjectDocument : public QObject {
    Q_OBJECT
private slots:
    void startsEmptyAndClean();
    void opensTheExample();
    void saveAndReloadGivesTheSameProject();
    void saveIntoMissingFolderFails();
    void failedWriteLeavesTheOldFile();
    void writeAllReportsAShortDevice();
    void failedOpenChangesNothing_data();
    void failedOpenChangesNothing();
    void editsMarkModifiedUntilSaved();
    void newProjectClearsHistory();
    void handWrittenFileKeepsItsText_data();
    void handWrittenFileKeepsItsText();
};

void TestProjectDocument::startsEmptyAndClean()
{
    ProjectDocument doc;
    QCOMPARE(doc.scenarioCount(), 0);
    QVERIFY(doc.filePath().isEmpty());
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.displayName(), QStringLiteral("Untitled"));
}

void TestProjectDocument::opensTheExample()
{
    ProjectDocument doc;
    QSignalSpy reset(&doc, &ProjectDocument::scenariosReset);
    QString error;
    QVERIFY2(doc.open(examplePath(), &error), qPrintable(error));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(doc.scenarioCount(), 6);
    QCOMPARE(doc.filePath(), examplePath());
    QVERIFY(!doc.isModified());
    QVERIFY(doc.displayName().startsWith(QStringLiteral("Getting started")));
    QVERIFY(doc.calibrationWarning().isEmpty());
}

void TestProjectDocument::saveAndReloadGivesTheSameProject()
{
    ProjectDocument doc;
    QString error;
    QVERIFY(doc.open(examplePath(), &error));
    QVERIFY(commands::editScenarioField(doc, kA100Training, ScenarioField::Device,
                                        QStringLiteral("nvidia-h100-sxm5-80gb"))
                .isEmpty());
    QVERIFY(doc.isModified());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.accelplan"));
    QVERIFY2(doc.saveAs(path, &error), qPrintable(error));
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.filePath(), path);

    ProjectDocument reloaded;
    QVERIFY2(reloaded.open(path, &error), qPrintable(error));
    QCOMPARE(json(reloaded), json(doc));
    QCOMPARE(reloaded.scenario(kA100Training).cluster.deviceId,
             std::string("nvidia-h100-sxm5-80gb"));
    // Saving again writes the same bytes.
    QVERIFY(reloaded.save(&error));
    QCOMPARE(readFile(path), doc.serialized());
}

void TestProjectDocument::saveIntoMissingFolderFails()
{
    ProjectDocument doc;
    QString error;
    QVERIFY(doc.open(examplePath(), &error));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/folder/plan.accelplan"));
    QVERIFY(!doc.saveAs(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    // The document still belongs to the file it came from.
    QCOMPARE(doc.filePath(), examplePath());
}

void TestProjectDocument::failedWriteLeavesTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.accelplan"));
    const QByteArray old = "{\"old\": true}\n";
    QVERIFY(writeFile(path, old));

    ProjectDocument doc;
    QString error;
    QVERIFY(doc.open(examplePath(), &error));
    QVERIFY(commands::editScenarioField(doc, 0, ScenarioField::Count, 512).isEmpty());

    // A file size limit makes the write fail half way, as a full disk would (root ignores
    // permissions, not this). SIGXFSZ would kill the process: turn it into an error.
    rlimit saved{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &saved) == 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = saved;
    small.rlim_cur = 256;
    QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
    const bool saved_ok = doc.saveAs(path, &error);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY2(!saved_ok, qPrintable(QString::fromLatin1(readFile(path).left(100))));
    QVERIFY2(error.contains(path), qPrintable(error));
    QCOMPARE(readFile(path), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"plan.accelplan"});
    QVERIFY(doc.isModified());
    QCOMPARE(doc.filePath(), examplePath());
}

void TestProjectDocument::writeAllReportsAShortDevice()
{
    const QByteArray data(1000, 'x');
    FailingDevice full(100);
    QVERIFY(full.open(QIODevice::WriteOnly));
    QVERIFY(!writeAll(full, data));
    FailingDevice roomy(2000);
    QVERIFY(roomy.open(QIODevice::WriteOnly));
    QVERIFY(writeAll(roomy, data));
    QCOMPARE(roomy.data(), data);
}

void TestProjectDocument::failedOpenChangesNothing_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("expected"); // in the message besides the file name

    QTest::newRow("malformed JSON")
        << QByteArray("{\"format\": \"accelplan-project\", ") << QString();
    QTest::newRow("newer version")
        << QByteArray(R"({"format": "accelplan-project", "version": 99, "scenarios": []})")
        << QStringLiteral("version");
    QTest::newRow("bad field")
        << QByteArray(R"({"format": "accelplan-project", "version": 1, "scenarios": [
             {"name": "x", "workload": {"kind": "inference", "model": {"parameters": 2e8,
              "layers": 8, "hidden": 1024, "heads": 8, "vocab": 32000}, "precision": "fp7",
              "input_tokens": 10, "output_tokens": 10},
              "cluster": {"device": "nvidia-l4", "count": 1}}]})")
        << QStringLiteral("precision");
}

void TestProjectDocument::failedOpenChangesNothing()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, expected);
    ProjectDocument doc;
    QString error;
    QVERIFY(doc.open(examplePath(), &error));
    QVERIFY(commands::editScenarioField(doc, 0, ScenarioField::Name, QStringLiteral("Edited"))
                .isEmpty());
    const std::string before = json(doc);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.accelplan"));
    QVERIFY(writeFile(path, contents));
    QSignalSpy reset(&doc, &ProjectDocument::scenariosReset);
    QVERIFY(!doc.open(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    if (!expected.isEmpty())
        QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(json(doc), before);
    QCOMPARE(doc.filePath(), examplePath());
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.isModified());

    QVERIFY(!doc.open(dir.filePath(QStringLiteral("absent.accelplan")), &error));
    QVERIFY(error.contains(QStringLiteral("absent.accelplan")));
    QCOMPARE(json(doc), before);
}

void TestProjectDocument::editsMarkModifiedUntilSaved()
{
    ProjectDocument doc;
    QString error;
    QVERIFY(doc.open(examplePath(), &error));
    QSignalSpy modified(&doc, &ProjectDocument::modifiedChanged);
    QVERIFY(commands::editScenarioField(doc, 1, ScenarioField::Tensor, 4).isEmpty());
    QVERIFY(doc.isModified());
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);
    doc.undoStack()->undo();
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.last().at(0).toBool(), false);
}

void TestProjectDocument::newProjectClearsHistory()
{
    ProjectDocument doc;
    QString error;
    QVERIFY(doc.open(examplePath(), &error));
    QVERIFY(commands::editScenarioField(doc, 1, ScenarioField::Tensor, 4).isEmpty());
    doc.newProject();
    QCOMPARE(doc.scenarioCount(), 0);
    QVERIFY(doc.filePath().isEmpty());
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
}

QTEST_GUILESS_MAIN(TestProjectDocument)
void TestProjectDocument::handWrittenFileKeepsItsText_data()
{
    QTest::addColumn<int>("study"); // 1: a study's field, 0: a scenario's
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("value"); // JSON
    QTest::addColumn<QString>("line");  // the changed line, as saved
    // A key written at its default, changed.
    QTest::newRow("serving max_batch") << 0 << 0 << "/workload/max_batch"
                                       << "4096"
                                       << "        \"max_batch\": 4096,";
    // An integer spelling in an inline object, changed in place; the scenario's reliability
    // object, written at its default ("restart_s": 600), stays as written.
    QTest::newRow("training tokens") << 0 << 1 << "/workload/tokens"
                                     << "2e12"
                                     << "        \"tokens\": 2000000000000,";
    QTest::newRow("study top") << 1 << 0 << "/top"
                               << "5"
                               << "      \"top\": 5,";
}

// The hand-written fixture (integer spellings such as "heads": 64, keys written at their
// default values, an unusual key order, a study, site and price overrides): opened and saved,
// the same bytes; one edit through the document, exactly one line changed.
void TestProjectDocument::handWrittenFileKeepsItsText()
{
    QFETCH(int, study);
    QFETCH(int, index);
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, line);
    const QString path = testSource("/tests/data/roundtrip/hand-written.accelplan");
    const std::string text = readFile(path).toStdString();
    ProjectDocument doc;
    QString error;
    QVERIFY2(doc.open(path, &error), qPrintable(error));
    QVERIFY(doc.serialized().toStdString() == text);

    const nlohmann::json v = nlohmann::json::parse(value.toStdString());
    const QString refused =
        study ? commands::editStudyValue(doc, index, pointer.toStdString(), v, QStringLiteral("x"))
              : commands::editScenarioValue(doc, index, pointer.toStdString(), v,
                                            QStringLiteral("x"));
    QVERIFY2(refused.isEmpty(), qPrintable(refused));
    const std::string saved = doc.serialized().toStdString();
    const std::vector<std::string> before = textLines(text), after = textLines(saved);
    QCOMPARE(after.size(), before.size());
    QCOMPARE(changedLines(text, saved), 2); // one line out, one in
    for (size_t i = 0; i < before.size(); ++i)
        if (before[i] != after[i])
            QCOMPARE(QString::fromStdString(after[i]), line);
    // Undone, the file's bytes again.
    doc.undoStack()->undo();
    QVERIFY(doc.serialized().toStdString() == text);
}

#include "tst_project_document.moc"
