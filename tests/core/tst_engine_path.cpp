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
    void otherDataReachesSearchAndEvaluate();
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
    // Every study ranks something, and its costs are compared (fallback pairs too).
    QVERIFY(r.candidates > 0);
    QCOMPARE(r.costsCompared, r.candidates);
}

// The data is handed in, not read from a static copy: a price book other than the shipped one
// reaches `evaluate` and the search alike (before, both read the shipped book whatever the
// caller held), so the candidates still evaluate to what they were ranked with.
void TestEnginePath::otherDataReachesSearchAndEvaluate()
{
    Project p = loadProjectFile(testSourceStd("/data/examples/checkpoint-stall-cost.accelplan"));
    p.scenarios.resize(1); // Llama 3 8B on 16 H100 at lambda-us
    p.scenarios[0].placement->priceOverrides = {};
    StudySpec study = studiesOf(p).front();
    study.search.devices = {"nvidia-h100-sxm5-80gb"};
    study.search.sites = {"aws-us-east-1", "lambda-us"};

    // Lambda's H100 at a tenth of its list price, in the data only.
    PriceBook cheap = shippedData().prices();
    const double listUsd =
        cheap.provider("lambda")->device("nvidia-h100-sxm5-80gb")->onDemand->usdPerDeviceHour;
    nlohmann::json tenth;
    tenth["providers"]["lambda"]["devices"]["nvidia-h100-sxm5-80gb"]["on_demand"]
         ["usd_per_device_hour"] = listUsd / 10;
    cheap.mergeOverrides(tenth, "test");
    const DataContext data(shippedData().catalog(), cheap, shippedData().sites(),
                           shippedData().params());

    const ScenarioResult listed = evaluateScenario(p.scenarios[0], shippedData());
    const ScenarioResult other = evaluateScenario(p.scenarios[0], data);
    QVERIFY(listed.cost && other.cost && listed.cost->feasible && other.cost->feasible);
    QVERIFY(listed.cost->computeUsd > 0);
    QVERIFY(qFuzzyCompare(other.cost->computeUsd / listed.cost->computeUsd, 0.1));

    for (const DataContext* d : {&shippedData(), &data}) {
        const test::EnginePathReport r = test::checkEnginePath(p, study, *d);
        std::string all;
        for (const auto& m : r.mismatches)
            all += m + "\n";
        QVERIFY2(r.mismatches.empty(), all.c_str());
        QVERIFY(r.costsCompared > 0);
    }
}

QTEST_GUILESS_MAIN(TestEnginePath)
#include "tst_engine_path.moc"
