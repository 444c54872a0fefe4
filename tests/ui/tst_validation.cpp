// One invalid project (an unknown device, an unknown site, a duplicate scenario name) gives the
// same typed problems, in the same order and with the same text, from every entry point: the
// validator itself, `evaluate`, `recommend` and `export` (in process, as the binary runs them),
// the GUI's open (refused, naming every problem, the document untouched) and the editor's
// commands (an edit that brings an unknown device or site is refused with the same message).
#include "cli/cli.h"
#include "common/text_file.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "format/message_text.h"
#include "hardware/catalog.h"
#include "placement/site.h"
#include "project/validate.h"
#include "test_context.h"
#include "test_paths.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <nlohmann/json.hpp>
#include <sstream>

using namespace ap;

namespace {

const std::string kFile = testSourceStd("/tests/data/validation/three-problems.accelplan");

struct Expected {
    InputProblemKind kind;
    std::string field;
    std::string messageStart;
};

// Structural problems first (as the reader always reported them), then the references.
const std::vector<Expected> kExpected = {
    {InputProblemKind::DuplicateName, "scenarios[2].name",
     "\"GPT-3 175B on A100\" is already the name of scenarios[0]: expected a unique name"},
    {InputProblemKind::UnknownReference, "scenarios[0].cluster.device",
     "unknown device id \"nvidia-a100-sxm4-80gbx\""},
    {InputProblemKind::UnknownReference, "scenarios[1].placement.compute_site",
     "unknown site \"aws-us-east-9\""},
};

std::vector<Problem> validatorProblems()
{
    const Project p = loadProjectText(readTextFile(kFile), kFile, CrossChecks::Skip);
    return validateProject(p, shippedData());
}

// "FILE: FIELD: MESSAGE", as InputError composes it for the CLI.
std::vector<std::string> lines(const std::vector<Problem>& problems)
{
    std::vector<std::string> out;
    for (const InputError& e : ProjectProblems(kFile, problems).errors())
        out.push_back(e.what());
    return out;
}

struct Run {
    int code;
    std::vector<std::string> errLines;
};

Run cli(const std::vector<std::string>& args)
{
    std::ostringstream out, err;
    const int code = runCli(args, out, err);
    std::vector<std::string> errLines;
    std::istringstream in(err.str());
    for (std::string line; std::getline(in, line);)
        errLines.push_back(line);
    return {code, errLines};
}

} // namespace

class TestValidation : public QObject {
    Q_OBJECT
private slots:
    void validatorGivesTypedProblems();
    void cliCommandsPrintEveryProblem();
    void guiOpenRefusesWithEveryProblem();
    void guiOpensWithReferenceProblemsListed();
    void editorRefusesUnknownReferences();
    void studyEditorRefusesUnknownReferences();
};

void TestValidation::validatorGivesTypedProblems()
{
    const std::vector<Problem> problems = validatorProblems();
    QCOMPARE(problems.size(), kExpected.size());
    for (size_t i = 0; i < problems.size(); ++i) {
        QCOMPARE(problems[i].kind, kExpected[i].kind);
        QCOMPARE(problems[i].field, kExpected[i].field);
        QVERIFY2(problems[i].message.english().starts_with(kExpected[i].messageStart),
                 problems[i].message.english().c_str());
    }
    // The reader alone still throws the first (structural) one.
    try {
        loadProjectText(readTextFile(kFile), kFile);
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(e.field(), kExpected[0].field);
    }
}

void TestValidation::cliCommandsPrintEveryProblem()
{
    const std::vector<std::string> expected = lines(validatorProblems());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string md = dir.filePath(QStringLiteral("p.md")).toStdString();
    for (const std::vector<std::string>& args : {std::vector<std::string>{"evaluate", kFile},
                                                 {"evaluate", "--json", kFile},
                                                 {"recommend", kFile},
                                                 {"export", kFile, "--markdown", md}}) {
        const Run r = cli(args);
        QCOMPARE(r.code, 1);
        QCOMPARE(r.errLines.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(r.errLines[i], "accelplan-cli: " + expected[i]);
    }
    QVERIFY(!QFile::exists(QString::fromStdString(md)));
}

void TestValidation::guiOpenRefusesWithEveryProblem()
{
    ProjectDocument doc;
    doc.newProject();
    QString error;
    QVERIFY(!doc.open(QString::fromStdString(kFile), &error));
    QCOMPARE(doc.scenarioCount(), 0); // the open project is untouched
    QVERIFY(doc.filePath().isEmpty());
    const QStringList shown = error.split(QLatin1Char('\n'));
    const std::vector<std::string> expected = lines(validatorProblems());
    QVERIFY(shown.size() > qsizetype(expected.size()));
    for (size_t i = 0; i < expected.size(); ++i)
        QCOMPARE(shown[qsizetype(i)].toStdString(), expected[i]); // C locale: the same text
    // The typed problems themselves are the validator's.
    const std::vector<Problem> problems =
        doc.problems(loadProjectText(readTextFile(kFile), kFile, CrossChecks::Skip));
    QCOMPARE(problems.size(), kExpected.size());
    for (size_t i = 0; i < problems.size(); ++i) {
        QCOMPARE(problems[i].kind, kExpected[i].kind);
        QCOMPARE(problems[i].field, kExpected[i].field);
    }
}

// Without the duplicate name only unknown references are left: the GUI opens the project (the
// user corrects them there) and lists exactly the lines the CLI prints for that file.
void TestValidation::guiOpensWithReferenceProblemsListed()
{
    std::string text = readTextFile(kFile);
    const std::string duplicate = "\"name\": \"GPT-3 175B on A100\"";
    const size_t second = text.find(duplicate, text.find(duplicate) + 1);
    QVERIFY(second != std::string::npos);
    text.replace(second, duplicate.size(), "\"name\": \"GPT-3 175B on A100, again\"");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("two-problems.accelplan"));
    writeTextFileAtomically(path.toStdString(), text);

    const Run r = cli({"evaluate", path.toStdString()});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.errLines.size(), size_t(2));

    ProjectDocument doc;
    QString error;
    QVERIFY2(doc.open(path, &error), qPrintable(error));
    QCOMPARE(doc.scenarioCount(), 3);
    const QStringList listed = doc.openProblems();
    QCOMPARE(listed.size(), 2);
    for (qsizetype i = 0; i < listed.size(); ++i)
        QCOMPARE("accelplan-cli: " + listed[i].toStdString(), r.errLines[size_t(i)]);
    QVERIFY(listed[0].contains(QLatin1String("scenarios[0].cluster.device")));
    QVERIFY(listed[1].contains(QLatin1String("scenarios[1].placement.compute_site")));
}

void TestValidation::editorRefusesUnknownReferences()
{
    // A valid project: the fixture with its three problems corrected.
    nlohmann::json j = nlohmann::json::parse(readTextFile(kFile));
    j["scenarios"][0]["cluster"]["device"] = "nvidia-a100-sxm4-80gb";
    j["scenarios"][1]["placement"]["compute_site"] = "aws-us-east-1";
    j["scenarios"][2]["name"] = "Third";
    ProjectDocument doc;
    doc.setProject(loadProjectText(j.dump(), "fixed"), {});
    for (const Problem& p : doc.problems(doc.project()))
        qWarning("fixed project: %s: %s", p.field.c_str(), p.message.english().c_str());

    const std::vector<Problem> problems = validatorProblems();
    const QString device = commands::editScenarioValue(doc, 0, "/cluster/device",
                                                       nlohmann::json("nvidia-a100-sxm4-80gbx"),
                                                       QStringLiteral("Device"));
    QCOMPARE(device.toStdString(), problems[1].field + ": " + problems[1].message.english());
    const QString site = commands::editScenarioValue(doc, 1, "/placement/compute_site",
                                                     nlohmann::json("aws-us-east-9"),
                                                     QStringLiteral("Compute site"));
    QCOMPARE(site.toStdString(), problems[2].field + ": " + problems[2].message.english());
    QCOMPARE(doc.undoStack()->count(), 0); // nothing was pushed
    QCOMPARE(doc.scenario(0).cluster.deviceId, std::string("nvidia-a100-sxm4-80gb"));
    // A correct edit still goes through.
    QVERIFY(commands::editScenarioValue(doc, 0, "/cluster/device",
                                        nlohmann::json("nvidia-h100-sxm5-80gb"),
                                        QStringLiteral("Device"))
                .isEmpty());
}

// The study editor's commands check through the same validator: a study edit that names an
// unknown device is refused with the message `validateProject` gives for the same project (and
// `evaluate` prints), nothing is pushed, and the study keeps its value.
void TestValidation::studyEditorRefusesUnknownReferences()
{
    nlohmann::json j = nlohmann::json::parse(readTextFile(kFile));
    j["scenarios"][0]["cluster"]["device"] = "nvidia-a100-sxm4-80gb";
    j["scenarios"][1]["placement"]["compute_site"] = "aws-us-east-1";
    j["scenarios"][2]["name"] = "Third";
    j["recommend"] = {{"name", "cheapest"}, {"scenario", j["scenarios"][0]["name"]}};
    ProjectDocument doc;
    doc.setProject(loadProjectText(j.dump(), "fixed"), {});
    for (const Problem& p : doc.problems(doc.project()))
        QFAIL(qPrintable(QString::fromStdString(p.field + ": " + p.message.english())));

    // The same project with the study's bad device, through the validator.
    nlohmann::json bad = j;
    bad["recommend"]["search"]["devices"] = {"nvidia-a100-sxm4-80gbx"};
    const std::vector<Problem> problems =
        validateProject(loadProjectText(bad.dump(), "bad", CrossChecks::Skip), shippedData());
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems[0].kind, InputProblemKind::UnknownReference);
    QCOMPARE(problems[0].field, std::string("recommend.search.devices[0]"));

    const nlohmann::json devices = {"nvidia-a100-sxm4-80gbx"};
    const std::string expected = problems[0].field + ": " + problems[0].message.english();
    QCOMPARE(commands::checkStudyValue(doc, 0, "/search/devices", devices).toStdString(), expected);
    QCOMPARE(commands::editStudyValue(doc, 0, "/search/devices", devices, QStringLiteral("Devices"))
                 .toStdString(),
             expected);
    QCOMPARE(doc.undoStack()->count(), 0); // nothing was pushed
    QVERIFY(doc.project().studies.at(0).search.devices.empty());
    // A known device goes through, one undo step.
    QVERIFY(commands::editStudyValue(doc, 0, "/search/devices",
                                     nlohmann::json{"nvidia-h100-sxm5-80gb"},
                                     QStringLiteral("Devices"))
                .isEmpty());
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.project().studies.at(0).search.devices,
             std::vector<std::string>{"nvidia-h100-sxm5-80gb"});
}

QTEST_MAIN(TestValidation)
#include "tst_validation.moc"
