// Field edits through the file form (core/project/project_edit.h): the reader decides what is
// valid, defaults stay out of the file, renames carry studies along.
#include "common/embedded_data.h"
#include "common/input_error.h"
#include "project/project_edit.h"
#include "project/project_text.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace ap;
using nlohmann::json;

namespace {

Project example(const char* name)
{
    for (const auto& f : embeddedFiles())
        if (f.name == std::string("examples/") + name)
            return loadProjectText(f.contents, name);
    qFatal("no example %s", name);
}

} // namespace

class TestProjectEdit : public QObject {
    Q_OBJECT
private slots:
    void minimalFormReadsBackTheSame_data();
    void minimalFormReadsBackTheSame();
    void derivedDefaultsStayDerived();
    void refusedEditsNameTheField_data();
    void refusedEditsNameTheField();
    void removingAKeyRestoresItsDefault();
    void renameCarriesStudies();
    void studyEdits();
};

void TestProjectEdit::minimalFormReadsBackTheSame_data()
{
    QTest::addColumn<QString>("file");
    for (const char* f :
         {"getting-started.accelplan", "where-to-run.accelplan", "checkpoint-stall-cost.accelplan"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestProjectEdit::minimalFormReadsBackTheSame()
{
    QFETCH(QString, file);
    const Project p = example(file.toLatin1().constData());
    const json minimal = projectFileJson(p);
    const Project back = projectFromJson(minimal);
    QCOMPARE(back.scenarios.size(), p.scenarios.size());
    for (size_t i = 0; i < p.scenarios.size(); ++i) {
        // Same meaning: the full saved form of both is identical.
        QCOMPARE(projectToJson(back)["scenarios"][i].dump(),
                 projectToJson(p)["scenarios"][i].dump());
        QCOMPARE(effectiveScenarioJson(back.scenarios[i]).dump(),
                 effectiveScenarioJson(p.scenarios[i]).dump());
        // And nothing left that could go: every remaining key changes the meaning.
        QVERIFY(minimal["scenarios"][i].dump().size() <=
                projectToJson(p)["scenarios"][i].dump().size());
    }
    // The studies without the keys at their defaults, read back as the same studies.
    if (!p.studies.empty()) {
        QCOMPARE(minimal.at("recommend").dump(), studiesToJson(p, false).dump());
        json doc = projectToJson(p);
        doc["recommend"] = minimal.at("recommend");
        QVERIFY(projectFromJson(doc).studies == p.studies);
    }
}

void TestProjectEdit::derivedDefaultsStayDerived()
{
    const Project p = example("getting-started.accelplan");
    const json m = minimalScenarioJson(p.scenarios[0]);
    // head_dim = hidden / heads and data = count / (tensor x pipeline) are not written...
    QVERIFY(!m["workload"]["model"].contains("head_dim"));
    QVERIFY(!m["cluster"]["parallelism"].contains("data"));
    QVERIFY(!m["workload"].contains("attention"));
    // ...what the file says is.
    QCOMPARE(m["workload"]["activation_recompute"].get<std::string>(), std::string("full"));
    QCOMPARE(m["cluster"]["parallelism"]["tensor"].get<int>(), 8);
    // So an edit of hidden moves head_dim along, and one of count the data degree.
    Project q = withScenarioValue(p, 0, "/workload/model/hidden", json(13056));
    QCOMPARE(std::get<TrainingWorkload>(q.scenarios[0].workload).model.headDim, 136.0);
    q = withScenarioValue(p, 0, "/cluster/count", json(2048));
    QCOMPARE(q.scenarios[0].cluster.parallelism.data, 32);
}

void TestProjectEdit::refusedEditsNameTheField_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("field");

    QTest::newRow("tensor vs heads") << "/cluster/parallelism/tensor"
                                     << "64"
                                     << "scenarios[0].cluster.parallelism.tensor";
    QTest::newRow("count vs layout") << "/cluster/count"
                                     << "1000"
                                     << "scenarios[0].cluster.count";
    QTest::newRow("unknown precision") << "/workload/precision"
                                       << "\"fp7\""
                                       << "scenarios[0].workload.precision";
    QTest::newRow("tokens out of range") << "/workload/tokens"
                                         << "1e30"
                                         << "scenarios[0].workload.tokens";
    QTest::newRow("unknown key") << "/workload/colour"
                                 << "1"
                                 << "scenarios[0].workload";
    QTest::newRow("not a pointer") << "workload"
                                   << "1"
                                   << "workload";
}

void TestProjectEdit::refusedEditsNameTheField()
{
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, field);
    const Project p = example("getting-started.accelplan");
    try {
        withScenarioValue(p, 0, pointer.toStdString(), json::parse(value.toStdString()));
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.field()).startsWith(field), e.what());
    }
}

void TestProjectEdit::removingAKeyRestoresItsDefault()
{
    const Project p = example("getting-started.accelplan");
    Project q = withScenarioValue(p, 0, "/workload/activation_recompute", std::nullopt);
    QCOMPARE(std::get<TrainingWorkload>(q.scenarios[0].workload).recompute, Recompute::Selective);
    // An SLO object left empty goes away with its last key.
    const int inference = 3;
    q = withScenarioValue(p, inference, "/workload/slo/ttft_ms", std::nullopt);
    q = withScenarioValue(q, inference, "/workload/slo/tpot_ms", std::nullopt);
    QVERIFY(!minimalScenarioJson(q.scenarios[inference])["workload"].contains("slo"));
}

void TestProjectEdit::renameCarriesStudies()
{
    const Project p = example("where-to-run.accelplan");
    const Project q = withScenarioRenamed(p, 1, "405B");
    QCOMPARE(q.scenarios[1].name, std::string("405B"));
    QCOMPARE(q.studies[1].scenario, std::string("405B"));
    QCOMPARE(q.studies[0].scenario, p.studies[0].scenario);
    QVERIFY_THROWS_EXCEPTION(InputError, withScenarioRenamed(p, 1, p.scenarios[0].name));
    QVERIFY_THROWS_EXCEPTION(InputError, withScenarioRenamed(p, 1, ""));
    QCOMPARE(uniqueScenarioName(p, p.scenarios[0].name), p.scenarios[0].name + " (2)");
}

void TestProjectEdit::studyEdits()
{
    const Project p = example("where-to-run.accelplan");
    Project q = withStudyValue(p, 1, "/constraints/budget_usd", json(2e7));
    QCOMPARE(*q.studies[1].constraints.budgetUsd, 2e7);
    QVERIFY_THROWS_EXCEPTION(InputError,
                             withStudyValue(p, 0, "/scenario", json("no such scenario")));
    q = withStudies(p, json::array());
    QVERIFY(q.studies.empty());
    QVERIFY(!projectToJson(q).contains("recommend"));
}

QTEST_GUILESS_MAIN(TestProjectEdit)
#include "tst_project_edit.moc"
