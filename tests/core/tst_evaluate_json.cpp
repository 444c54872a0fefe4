// `evaluate --json` is written without building a tree (common/json_writer.h, issue #30). Its
// text must stay byte-identical to the tree's dump(2): on every bundled example and test
// project, on values a tree prints in its own ways (NaN, whole doubles, exponents, escaped
// strings), and through the writer's own rules (key order, a key given twice).
#include "common/json_writer.h"
#include "perf/evaluation_json.h"
#include "perf/scenario_evaluation.h"
#include "placement/placement.h"
#include "project/project.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>

using namespace ap;
using nlohmann::json;

class TestEvaluateJson : public QObject {
    Q_OBJECT
private slots:
    void projectsMatchTheTree_data();
    void projectsMatchTheTree();
    void unusualValuesMatchTheTree();
    void writerMatchesDump();
    void stepBreakdownAddsUpToTheStep();
};

void TestEvaluateJson::projectsMatchTheTree_data()
{
    QTest::addColumn<QString>("path");
    int rows = 0;
    for (const char* dir : {"/data/examples", "/tests/data"})
        for (const auto& e : std::filesystem::recursive_directory_iterator(testSourceStd(dir)))
            if (e.path().extension() == ".accelplan") {
                QTest::newRow(e.path().string().c_str())
                    << QString::fromStdString(e.path().string());
                ++rows;
            }
    QVERIFY(rows > 10);
}

void TestEvaluateJson::projectsMatchTheTree()
{
    QFETCH(QString, path);
    Project p;
    try {
        p = loadProjectFile(path.toStdString());
    } catch (const std::exception&) {
        QSKIP("not a readable project (a refusal fixture)");
    }
    const auto results = evaluateProject(p, shippedData());
    QCOMPARE(QString::fromStdString(evaluationJsonText(results)),
             QString::fromStdString(evaluationToJson(results).dump(2)));
    // With the prediction bands (perf/prediction_band.h), as `evaluate --json` writes them.
    const auto bands = projectBands(p, results, shippedData().catalog());
    json tree = evaluationToJson(results);
    for (size_t i = 0; i < bands.size(); ++i)
        if (bands[i])
            addPredictionBands(tree["scenarios"][i], *bands[i]);
    QCOMPARE(QString::fromStdString(evaluationJsonText(results, bands)),
             QString::fromStdString(tree.dump(2)));
}

void TestEvaluateJson::unusualValuesMatchTheTree()
{
    // One result of each kind from the getting-started example, then its numbers and strings
    // replaced by what the tree prints specially.
    const Project p = loadProjectFile(testSourceStd("/data/examples/where-to-run.accelplan"));
    std::vector<ScenarioResult> results = evaluateProject(p, shippedData());
    QVERIFY(!results.empty());
    ScenarioResult odd = results.front();
    odd.name = "quote \" backslash \\ tab \t newline \n bell \x07 euro \xe2\x82\xac";
    odd.memoryPerDeviceBytes = std::numeric_limits<double>::quiet_NaN();
    odd.stackEfficiencyScale = std::numeric_limits<double>::infinity();
    odd.problems.push_back(Message(std::string("control \x01 and \x1f")));
    if (odd.training) {
        odd.training->mfu = -0.0;
        odd.training->hfu = 1e21;
        odd.training->stepTimeSec = 2.5e-7;
        odd.training->tokensPerSec = 123456789012345678.0;
    }
    if (odd.cost) {
        odd.cost->breakEvenMonth = 7;
        odd.cost->monthlyCashFlowUsd.clear();
        odd.cost->transfers.push_back({"a\"", "b", "what", 1e15, 0.1, true, 3});
        odd.cost->breakdownSources["z key"] = "last";
        odd.cost->breakdownSources["a key \\"] = "first";
    }
    results.push_back(odd);
    ScenarioResult empty;
    empty.name = "";
    results.push_back(empty);
    QCOMPARE(QString::fromStdString(evaluationJsonText(results)),
             QString::fromStdString(evaluationToJson(results).dump(2)));
    QCOMPARE(QString::fromStdString(evaluationJsonText({})),
             QString::fromStdString(evaluationToJson({}).dump(2)));
    // Invalid UTF-8 is refused as the tree's dump() refuses it.
    ScenarioResult bad;
    bad.name = "\xff";
    QVERIFY_THROWS_EXCEPTION(json::exception, evaluationJsonText({bad}));
}

void TestEvaluateJson::writerMatchesDump()
{
    // Members added out of order and twice, nested containers, every scalar kind.
    JsonObjectWriter w(0, 2);
    JsonObjectWriter inner = w.object();
    inner.add("b", 1).add("a", std::string("x")).add("b", 2.0);
    JsonArrayWriter list = w.array();
    list.add(1.5).add(nullptr).add(true).add(std::vector<double>{}).add(std::vector<int>{1, -2});
    JsonObjectWriter inList = list.object();
    inList.add("k", std::optional<double>{}).add("j", std::optional<int>{3});
    list.add(std::move(inList));
    w.add("zeta", 0.1)
        .add("alpha", std::move(inner))
        .add("list", std::move(list))
        .add("empty", JsonObjectWriter(1, 2))
        .add("u", std::uint64_t(18446744073709551615ull))
        .add("i", std::int64_t(-9223372036854775807ll))
        .add("zeta", 1e-5);
    const json tree = {
        {"zeta", 1e-5},
        {"alpha", {{"b", 2.0}, {"a", "x"}}},
        {"list", {1.5, nullptr, true, json::array(), {1, -2}, {{"k", nullptr}, {"j", 3}}}},
        {"empty", json::object()},
        {"u", std::uint64_t(18446744073709551615ull)},
        {"i", std::int64_t(-9223372036854775807ll)}};
    QCOMPARE(QString::fromStdString(w.str()), QString::fromStdString(tree.dump(2)));
    for (double x : {0.0, 1.0, -1.0, 0.1, 1.0 / 3, 1e15, 1e16, 1e17, 1e-4, 1e-5, 123.456e200,
                     5e-324, 1.7976931348623157e308, 4.35, 100.0, 2.0 / 3 * 1e9}) {
        JsonObjectWriter one;
        one.add("x", x);
        QCOMPARE(QString::fromStdString(one.str()), QString::fromStdString(json{{"x", x}}.dump(2)));
    }
}

// `step_breakdown_s` is where one training step's time goes: its parts (every key but
// `data_parallel_comm`, whose exposed part is one of them) add up to `step_time_s` on every
// training scenario of the examples and the test projects, the exposed host offload included
// (the field-effects fixture offloads activations), and `host_offload` is the layout's
// `host_offload_exposed_s`.
void TestEvaluateJson::stepBreakdownAddsUpToTheStep()
{
    int checked = 0, offloading = 0;
    for (const char* dir : {"/data/examples", "/tests/data"})
        for (const auto& e : std::filesystem::recursive_directory_iterator(testSourceStd(dir))) {
            if (e.path().extension() != ".accelplan")
                continue;
            Project p;
            try {
                p = loadProjectFile(e.path().string());
            } catch (const std::exception&) {
                continue; // a refusal fixture
            }
            const json doc = json::parse(evaluationJsonText(evaluateProject(p, shippedData())));
            for (const json& s : doc.at("scenarios")) {
                if (!s.contains("training") || s.at("training").is_null())
                    continue;
                const json& t = s.at("training");
                if (!t.contains("step_breakdown_s"))
                    continue;
                const json& parts = t.at("step_breakdown_s");
                double sum = 0;
                for (const auto& [key, value] : parts.items())
                    if (key != "data_parallel_comm")
                        sum += value.get<double>();
                const double step = t.at("step_time_s").get<double>();
                QVERIFY2(std::abs(sum - step) <= 1e-9 * step,
                         qPrintable(QStringLiteral("%1, %2: parts %3 s, step %4 s")
                                        .arg(QString::fromStdString(e.path().filename().string()),
                                             QString::fromStdString(s.value("name", "")))
                                        .arg(sum, 0, 'g', 17)
                                        .arg(step, 0, 'g', 17)));
                QCOMPARE(parts.at("host_offload").get<double>(),
                         t.at("layout").at("host_offload_exposed_s").get<double>());
                offloading += parts.at("host_offload").get<double>() > 0;
                ++checked;
            }
        }
    QVERIFY(checked > 20);
    QVERIFY(offloading >= 1);
}

QTEST_GUILESS_MAIN(TestEvaluateJson)
#include "tst_evaluate_json.moc"
