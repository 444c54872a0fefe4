// One engine path: every top-10 candidate of every bundled study, turned into a scenario the
// way "Add as scenario" does, is accepted by the project validator and evaluates through
// `accelplan-cli evaluate`'s path to the figures it was ranked with (time, cost, energy,
// latency). The check itself needs no Qt: tests/headless runs it in the headless build.

#include "../headless/engine_path_check.h"

#include <QtTest>

using namespace ap;

class TestEnginePath : public QObject {
    Q_OBJECT

private slots:
    void candidatesEvaluateAsRanked_data();
    void candidatesEvaluateAsRanked();
};

void TestEnginePath::candidatesEvaluateAsRanked_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("study");
    const auto files = test::bundledExamples();
    QVERIFY(files.size() >= 5);
    for (const auto& f : files) {
        const auto studies = studiesOf(loadProjectFile(f));
        for (size_t i = 0; i < studies.size(); ++i)
            QTest::addRow("%s #%d %s", f.stem().string().c_str(), int(i), studies[i].name.c_str())
                << QString::fromStdString(f.string()) << int(i);
    }
}

void TestEnginePath::candidatesEvaluateAsRanked()
{
    QFETCH(QString, file);
    QFETCH(int, study);
    const Project project = loadProjectFile(file.toStdString());
    const test::EnginePathReport r =
        test::checkEnginePath(project, studiesOf(project)[size_t(study)]);
    std::string all;
    for (const auto& m : r.mismatches)
        all += m + "\n";
    QVERIFY2(r.mismatches.empty(), all.c_str());
    // Every study ranks something, and its costs are compared unless every candidate is a
    // serving pair with a fallback site (the one case costed differently, see the header).
    QVERIFY(r.candidates > 0);
    QVERIFY(r.costsCompared > 0 || file.contains(QStringLiteral("where-to-run")));
}

QTEST_GUILESS_MAIN(TestEnginePath)
#include "tst_engine_path.moc"
