// `evaluate --json` has one writer (perf/evaluation_json.h, common/json_writer.h; issue #30):
// the tree functions (scenarioResultToJson, evaluationToJson, addPredictionBands,
// costReportToJson, reliabilityResultToJson) parse its text. On every bundled example and test
// project: the text is what dump(2) prints of its own parse (key order, number and string
// spelling), the trees are that parse, every key of CONTRACT.md is there, and the figures are
// the results' own, bit for bit through the text (the registry's at their pointers, the
// bands where the CLI writes them). The writer's rules are checked against a hand-built tree.
#include "common/json_writer.h"
#include "perf/evaluation_json.h"
#include "perf/figure_registry.h"
#include "perf/scenario_evaluation.h"
#include "perf/scenario_figures.h"
#include "placement/placement.h"
#include "project/project.h"
#include "reliability/reliability_model.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>

using namespace ap;
using nlohmann::json;

class TestEvaluateJson : public QObject {
    Q_OBJECT
private slots:
    void projectsWriteOneDocument_data();
    void projectsWriteOneDocument();
    void unusualValuesRoundTrip();
    void writerMatchesDump();
    void writerOrdersKeysAsTheTree();
    void writerEscapesAsDump();
    void stepBreakdownAddsUpToTheStep();
};

namespace {

// A figure as the text carries it: the double itself, or null where it is not finite.
bool sameFigure(const json& j, double v)
{
    if (!std::isfinite(v))
        return j.is_null();
    return j.is_number() && j.get<double>() == v;
}

// Every member of `part` is in `whole`, with the same value.
bool containsMembers(const json& whole, const json& part)
{
    if (!whole.is_object() || !part.is_object() || part.empty())
        return false;
    for (const auto& [key, value] : part.items())
        if (!whole.contains(key) || whole[key] != value)
            return false;
    return true;
}

// The text is canonical: what nlohmann::json's dump(2) prints of its own parse.
void checkCanonical(const std::string& text)
{
    QCOMPARE(QString::fromStdString(json::parse(text).dump(2)), QString::fromStdString(text));
}

} // namespace

void TestEvaluateJson::projectsWriteOneDocument_data()
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

void TestEvaluateJson::projectsWriteOneDocument()
{
    QFETCH(QString, path);
    Project p;
    try {
        p = loadProjectFile(path.toStdString());
    } catch (const std::exception&) {
        QSKIP("not a readable project (a refusal fixture)");
    }
    const auto results = evaluateProject(p, shippedData());
    // As `evaluate --json` writes it: with the bands of the project's data.
    const auto bands = projectBands(p, results, shippedData());
    const std::string text = evaluationJsonText(results, bands);
    checkCanonical(text);
    checkCanonical(evaluationJsonText(results));
    const json doc = json::parse(text);
    const json plain = evaluationToJson(results);
    QCOMPARE(doc["scenarios"].size(), results.size());
    QCOMPARE(plain["scenarios"].size(), results.size());

    for (size_t i = 0; i < results.size(); ++i) {
        const ScenarioResult& r = results[i];
        const json& s = doc["scenarios"][i];
        // The trees: one scenario's, and the bands added to it, are the document's.
        json tree = scenarioResultToJson(r);
        QVERIFY(tree == plain["scenarios"][i]);
        if (bands[i])
            addPredictionBands(tree, *bands[i]);
        QVERIFY2(tree == s, r.name.c_str());
        // The cost report's and the reliability result's members as the document has them
        // (which adds the registry's figures beside them).
        if (r.cost)
            QVERIFY(containsMembers(s["cost"], costReportToJson(*r.cost)));
        if (r.reliability)
            QVERIFY(containsMembers(s["reliability"], reliabilityResultToJson(*r.reliability)));

        // CONTRACT.md: per scenario at least these keys.
        for (const char* key :
             {"name", "feasible", "problems", "memory_per_device_bytes", "training", "inference"})
            QVERIFY2(s.contains(key), key);
        QCOMPARE(QString::fromStdString(s["name"].get<std::string>()),
                 QString::fromStdString(r.name));
        QCOMPARE(s["feasible"].get<bool>(), r.feasible);
        QCOMPARE(s["problems"].size(), r.problems.size());
        for (size_t k = 0; k < r.problems.size(); ++k)
            QCOMPARE(QString::fromStdString(s["problems"][k].get<std::string>()),
                     QString::fromStdString(r.problems[k].english()));
        QVERIFY(sameFigure(s["memory_per_device_bytes"], r.memoryPerDeviceBytes));
        if (r.training) {
            const json& t = s["training"];
            for (const char* key : {"tokens_per_s", "step_time_s", "mfu", "time_to_train_s"})
                QVERIFY2(t.contains(key), key);
            QVERIFY(sameFigure(t["tokens_per_s"], r.training->tokensPerSec));
            QVERIFY(sameFigure(t["step_time_s"], r.training->stepTimeSec));
            QVERIFY(sameFigure(t["mfu"], r.training->mfu));
            QVERIFY(s["inference"].is_null());
        }
        if (r.inference) {
            const json& inf = s["inference"];
            for (const char* key : {"batch", "ttft_s", "tpot_s", "output_tokens_per_s"})
                QVERIFY2(inf.contains(key), key);
            QCOMPARE(inf["batch"].get<double>(), double(r.inference->batch));
            QVERIFY(sameFigure(inf["ttft_s"], r.inference->ttftSec));
            QVERIFY(sameFigure(inf["tpot_s"], r.inference->tpotSec));
            QVERIFY(sameFigure(inf["output_tokens_per_s"], r.inference->outputTokensPerSec));
            QVERIFY(s["training"].is_null());
        }
        if (!r.training && !r.inference) {
            QVERIFY(s["training"].is_null());
            QVERIFY(s["inference"].is_null());
        }
        // Every headline figure (perf/figure_registry.h) at its pointer, as the file forms
        // have always written it.
        const HeadlineFigures h = headlineFigures(r);
        for (const HeadlineFigureInfo& f : headlineFigureInfos()) {
            const json::json_pointer at{std::string(f.jsonPointer)};
            if (const auto v = fileValue(f, r, h)) {
                QVERIFY2(s.contains(at), std::string(f.jsonPointer).c_str());
                QVERIFY2(sameFigure(s[at], *v), std::string(f.jsonPointer).c_str());
            }
        }
        if (r.cost) {
            QVERIFY(sameFigure(s["cost"]["total_cost_usd"], r.cost->totalCostUsd));
            QCOMPARE(s["cost"]["feasible"].get<bool>(), r.cost->feasible);
        }
        // The bands next to the figures they bound, and `prediction_band` with them.
        if (bands[i] && r.training && bands[i]->tokensPerSec) {
            QVERIFY(sameFigure(s["training"]["tokens_per_s_p10"], bands[i]->tokensPerSec->p10));
            QVERIFY(sameFigure(s["training"]["tokens_per_s_p90"], bands[i]->tokensPerSec->p90));
            QCOMPARE(QString::fromStdString(
                         s["training"]["prediction_band"]["regime"].get<std::string>()),
                     QString::fromStdString(bands[i]->regime));
        }
        if (bands[i] && r.inference && bands[i]->ttftSec) {
            QVERIFY(sameFigure(s["inference"]["ttft_s_p10"], bands[i]->ttftSec->p10));
            QVERIFY(sameFigure(s["inference"]["ttft_s_p90"], bands[i]->ttftSec->p90));
            QCOMPARE(QString::fromStdString(
                         s["inference"]["prediction_band"]["regime"].get<std::string>()),
                     QString::fromStdString(bands[i]->regime));
        }
        if (bands[i] && bands[i]->costPerWorkUsd && s["per_work"].is_object())
            QVERIFY(sameFigure(s["per_work"]["cost_usd_p10"], bands[i]->costPerWorkUsd->p10));
        if (!bands[i])
            QVERIFY(s.dump().find("prediction_band") == std::string::npos);
    }
}

void TestEvaluateJson::unusualValuesRoundTrip()
{
    // One result of each kind from the where-to-run example, then its numbers and strings
    // replaced by what dump() prints in its own ways.
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
    const auto nonFinite = json_text::nonFiniteNumbersWritten();
    const std::string text = evaluationJsonText(results);
    // NaN and infinity are written as null, and counted (headless_core_checks reads the count).
    QVERIFY(json_text::nonFiniteNumbersWritten() >= nonFinite + 2);
    checkCanonical(text);
    const json doc = json::parse(text);
    const json& s = doc["scenarios"][results.size() - 2];
    QCOMPARE(QString::fromStdString(s["name"].get<std::string>()),
             QString::fromStdString(odd.name));
    QVERIFY(s["memory_per_device_bytes"].is_null());
    QVERIFY(s["software_stack"]["efficiency_scale"].is_null());
    QCOMPARE(QString::fromStdString(s["problems"].back().get<std::string>()),
             QString::fromStdString(std::string("control \x01 and \x1f")));
    if (odd.training) {
        QCOMPARE(s["training"]["hfu"].get<double>(), 1e21);
        QCOMPARE(s["training"]["step_time_s"].get<double>(), 2.5e-7);
        QCOMPARE(s["training"]["tokens_per_s"].get<double>(), 123456789012345678.0);
    }
    if (odd.cost) {
        QCOMPARE(s["cost"]["break_even_month"].get<int>(), 7);
        QVERIFY(s["cost"]["transfers"].back()["from"] == "a\"");
        QVERIFY(s["cost"]["breakdown_sources"].begin().key() == "a key \\");
    }
    QVERIFY(doc == evaluationToJson(results));
    QCOMPARE(QString::fromStdString(evaluationJsonText({})),
             QString::fromStdString(json{{"scenarios", json::array()}}.dump(2)));
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
    const std::optional<double> none; // named: a temporary draws GCC 12's maybe-uninitialized
    inList.add("k", none).add("j", std::optional<int>{3});
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
    // Whole numbers take a shortcut (their digits and ".0"): the same text as dump() at every
    // size up to 10^15 and past it, both signs, -0.0, and their neighbours that are not whole.
    std::vector<double> numbers = {
        -0.0, 999999999999999.0, -999999999999999.0, 1e15, 1e15 + 2, 9007199254740992.0, 0.5,
        -0.5, 4503599627370495.5};
    for (double p = 1; p < 1e17; p *= 10)
        for (double m : {1.0, 2.0, 3.0, 7.0, 9.0, 12.0, 99.0, 123.0, 1024.0})
            for (double sign : {1.0, -1.0}) {
                numbers.push_back(sign * m * p);
                numbers.push_back(sign * (m * p + 1));
                numbers.push_back(sign * std::nextafter(m * p, 2 * m * p));
            }
    std::uint64_t x = 88172645463325252ull; // xorshift: whole numbers of every digit count
    for (int i = 0; i < 20000; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        numbers.push_back(double(x % (std::uint64_t(1) << (i % 51 + 1))) * (i % 2 ? 1 : -1));
    }
    std::string text;
    std::string expected;
    for (double n : numbers) {
        text.clear();
        json_text::appendNumber(text, n);
        expected = json(n).dump();
        QVERIFY2(text == expected, (text + " != " + expected).c_str());
    }
    // Strings are checked eight bytes at a time: a character that needs escaping (or UTF-8)
    // at every position of strings up to 19 bytes long is written as dump() writes it.
    for (const char* special : {"\"", "\\", "\n", "\x01", "\x1f", "\x7f", "\xc3\xa9", " "})
        for (size_t length = 0; length < 20; ++length)
            for (size_t at = 0; at <= length; ++at) {
                std::string s(length, 'a');
                s.insert(at, special);
                text.clear();
                json_text::appendString(text, s);
                QCOMPARE(QString::fromStdString(text), QString::fromStdString(json(s).dump()));
            }
}

// The writer orders an object's keys by their first 8 bytes as a number and compares the rest
// only on a tie: random keys of 0 to 12 characters over an alphabet with a NUL, a two-byte
// UTF-8 character and letters (ties in the first 8 bytes, keys that are prefixes of others, a
// key added twice) come out in std::map's order with the last value of a repeated key, as
// dump() writes them.
void TestEvaluateJson::writerOrdersKeysAsTheTree()
{
    const std::string units[] = {"a", "b", std::string(1, '\0'), "~", "\xc3\xa9"};
    std::uint64_t x = 0x9e3779b97f4a7c15ull;
    auto next = [&] {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        return x;
    };
    for (int object = 0; object < 300; ++object) {
        std::vector<std::string> keys;
        for (int k = 0; k < 14; ++k) {
            std::string key;
            for (size_t n = next() % 13; n > 0; --n)
                key += units[next() % (object % 3 == 0 ? 5 : 2)];
            keys.push_back(key);
        }
        keys.push_back(keys[next() % keys.size()]); // one key twice
        JsonObjectWriter w(0, 2);
        json tree = json::object();
        for (size_t i = 0; i < keys.size(); ++i) {
            w.add(keys[i], int(i));
            tree[keys[i]] = int(i);
        }
        const std::string text = w.str(), expected = tree.dump(2);
        QVERIFY2(text == expected, (text + "\n != \n" + expected).c_str());
    }
}

// Text that is not plain ASCII is escaped by the writer itself where it is UTF-8 (dump() is
// called only to refuse the rest): 30,000 random strings of 0 to 11 bytes drawn from every
// control byte, quote, backslash, DEL, letters and the lead and continuation bytes of every
// UTF-8 length (overlong, surrogate and out-of-range forms included) give dump()'s text, or its
// exception where dump() throws.
void TestEvaluateJson::writerEscapesAsDump()
{
    std::vector<char> bytes;
    for (int c = 0; c < 0x20; ++c)
        bytes.push_back(char(c));
    for (int c : std::initializer_list<int>{
             '"',  '\\', 0x7f, 'a',  'Z',  ' ',  0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1,
             0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff})
        bytes.push_back(char(c));
    std::uint64_t x = 0x2545f4914f6cdd1dull;
    auto next = [&] {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        return x;
    };
    int thrown = 0;
    for (int i = 0; i < 30000; ++i) {
        std::string s(next() % 12, ' ');
        for (char& c : s)
            c = bytes[next() % bytes.size()];
        std::string expected, text;
        try {
            expected = json(s).dump();
        } catch (const json::exception& e) {
            expected = std::string("threw: ") + e.what();
            ++thrown;
        }
        try {
            json_text::appendString(text, s);
        } catch (const json::exception& e) {
            text = std::string("threw: ") + e.what();
        }
        QVERIFY2(text == expected, (text + " != " + expected).c_str());
    }
    QVERIFY(thrown > 1000 && thrown < 29000); // both kinds well represented
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
