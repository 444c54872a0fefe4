// No ignored input (#26): every workload, model, cluster, fabric, reliability, placement and data
// field of the scenario schema must move some figure when it changes. Each bundled example's
// scenarios are evaluated as shipped, then once per perturbation of one schema field (a number
// scaled or set, an integer stepped, a flag flipped, every other choice; the data degree with the
// count it implies); a field none of whose perturbations changes any scenario's evaluation (the
// JSON `evaluate` prints) on any example is a bug unless the schema marks it informational.
// Perturbations the reader refuses (a layout rule, a range) are not counted.
// tests/data/field_effects/fixture.accelplan adds the workloads no example has, placement.accelplan
// the placement objects (a list's first element stands for "*").
#include "common/input_error.h"
#include "perf/scenario_evaluation.h"
#include "project/field_schema.h"
#include "project/project.h"
#include "project/project_text.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace ap;
using nlohmann::json;

namespace {

json readJson(const std::filesystem::path& path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return json::parse(text.str());
}

// The values one perturbation of `f` tries, given the value the scenario states (or none).
std::vector<json> perturbations(const FieldSpec& f, const json* stated, bool training)
{
    std::vector<json> out;
    auto inRange = [&](double v) {
        if (f.max > f.min && (v > f.max || v < f.min))
            return false;
        return !(f.openRange && (v <= f.min || v >= f.max));
    };
    switch (f.type) {
    case FieldType::Number: {
        std::vector<double> tries;
        if (stated && stated->is_number()) {
            const double v = stated->get<double>();
            tries = {v * 1.5, v * 0.5, v * 4, v / 4};
        } else if (f.defaultValue > 0) {
            tries = {f.defaultValue * 1.5, f.defaultValue * 0.5};
        } else {
            // No value to scale: a spread of magnitudes across the range (an objective or a
            // demand acts only where it binds).
            for (double v = 1e-3; v <= f.max; v *= 10)
                tries.push_back(v);
            tries.push_back(f.min + (f.max - f.min) * 0.5);
        }
        for (double v : tries)
            if (inRange(v))
                out.emplace_back(v);
        break;
    }
    case FieldType::Integer: {
        std::vector<long long> tries;
        const long long v =
            stated && stated->is_number() ? stated->get<long long>() : (long long)(f.defaultValue);
        tries = {v + 1, v * 2, v - 1, v / 2, (long long)f.min, (long long)f.min + 1};
        std::set<long long> seen;
        for (long long t : tries)
            if (t != v && inRange(double(t)) && seen.insert(t).second)
                out.emplace_back(t);
        break;
    }
    case FieldType::Bool: {
        const bool v = stated && stated->is_boolean() ? stated->get<bool>() : f.defaultValue != 0;
        out.emplace_back(!v);
        break;
    }
    case FieldType::Choice:
        for (std::string_view c : f.choicesFor(training))
            if (!stated || !stated->is_string() || stated->get<std::string>() != c)
                out.emplace_back(std::string(c));
        break;
    case FieldType::String:
    case FieldType::Object:
    case FieldType::List:
        break;
    }
    return out;
}

// The fields perturbed here: the workload's (its model's included), the cluster's, the
// fabric's, the reliability model's, the placement's and the data's. A perturbation of a
// cluster degree that breaks the layout rules (count = tensor x pipeline x context x data) is
// refused by the reader and not counted; the others change the layout on the same count.
bool perturbed(const FieldSpec& f)
{
    return f.pointer != "/workload/kind" &&
           (f.pointer.starts_with("/workload/") || f.pointer.starts_with("/cluster/") ||
            f.pointer.starts_with("/fabric/") || f.pointer.starts_with("/reliability/") ||
            f.pointer.starts_with("/placement/") || f.pointer.starts_with("/data/"));
}

// An absent fabric or reliability object is the default one: its keys are read everywhere.
bool readWhenAbsent(const std::string& parent)
{
    return parent == "/fabric" || parent == "/reliability" ||
           parent == "/reliability/failure_rates";
}

std::string evaluated(const json& doc, size_t index)
{
    const Project p = projectFromJson(doc);
    return scenarioResultToJson(evaluateScenario(p.scenarios.at(index), shippedData())).dump();
}

} // namespace

class TestFieldEffects : public QObject {
    Q_OBJECT

private slots:
    void everyReadFieldMovesAFigure()
    {
        std::vector<std::filesystem::path> examples;
        for (const auto& e : std::filesystem::directory_iterator(testSourceStd("/data/examples")))
            if (e.path().extension() == ".accelplan")
                examples.push_back(e.path());
        std::sort(examples.begin(), examples.end());
        QVERIFY(examples.size() >= 5);
        // The workloads the examples lack: MoE training, disaggregated serving, an online judge.
        examples.push_back(testSourceStd("/tests/data/field_effects/fixture.accelplan"));
        examples.push_back(testSourceStd("/tests/data/field_effects/placement.accelplan"));

        std::map<std::string, int> tried, moved; // per schema pointer
        int evaluations = 0;
        for (const auto& path : examples) {
            const json doc = readJson(path);
            const size_t scenarios = doc.at("scenarios").size();
            for (size_t i = 0; i < scenarios; ++i) {
                const json& scenario = doc["scenarios"][i];
                const bool training =
                    scenario.at("workload").value("kind", std::string()) == "training";
                const std::string base = evaluated(doc, i);
                for (const FieldSpec& f : scenarioFieldSchema()) {
                    if (!f.appliesTo(training) || !perturbed(f))
                        continue;
                    std::string pointer(f.pointer);
                    for (size_t star; (star = pointer.find("/*")) != std::string::npos;)
                        pointer.replace(star, 2, "/0");
                    const json::json_pointer ptr{pointer};
                    const json::json_pointer parent = ptr.parent_pointer();
                    if (!scenario.contains(parent) && !readWhenAbsent(parent.to_string()))
                        continue; // its object is absent: nothing of it is read here
                    const json* stated = scenario.contains(ptr) ? &scenario.at(ptr) : nullptr;
                    for (const json& value : perturbations(f, stated, training)) {
                        json changed = doc;
                        changed["scenarios"][i][ptr] = value;
                        if (f.pointer == "/cluster/parallelism/data") {
                            // The data degree is the count over tensor x pipeline x context (a
                            // check on the count when stated): more replicas are more devices.
                            json& cluster = changed["scenarios"][i]["cluster"];
                            const long long count = cluster.at("count").get<long long>();
                            const json& par = cluster.value("parallelism", json::object());
                            const long long inner = par.value("tensor", 1LL) *
                                                    par.value("pipeline", 1LL) *
                                                    par.value("context", 1LL);
                            if (inner <= 0 || count % inner != 0)
                                continue;
                            cluster["count"] = inner * value.get<long long>();
                        }
                        std::string after;
                        try {
                            after = evaluated(changed, i);
                        } catch (const std::exception&) {
                            continue; // refused by the reader: not a perturbation it reads
                        }
                        ++evaluations;
                        ++tried[std::string(f.pointer)];
                        if (after != base) {
                            ++moved[std::string(f.pointer)];
                            break;
                        }
                    }
                }
            }
        }
        QStringList ignored, untested;
        for (const FieldSpec& f : scenarioFieldSchema()) {
            if (f.type == FieldType::String || f.type == FieldType::Object ||
                f.type == FieldType::List || !perturbed(f))
                continue;
            const std::string key(f.pointer);
            if (!tried.count(key))
                untested << QString::fromStdString(key);
            else if (!moved.count(key) && !f.informational)
                ignored << QString::fromStdString(key);
        }
        qInfo("%d evaluations; %zu fields moved a figure", evaluations, moved.size());
        // Every field is read by some scenario here (the fixture covers what examples lack):
        // a field no perturbation reaches is not tested, so it fails too.
        QVERIFY2(untested.isEmpty(),
                 qPrintable("no example or fixture scenario reads these (add one to "
                            "tests/data/field_effects/fixture.accelplan): " +
                            untested.join(", ")));
        QVERIFY2(ignored.isEmpty(),
                 qPrintable("read but without effect on any example (fix the model or mark the "
                            "field informational in the schema): " +
                            ignored.join(", ")));
    }

    // The sliding window moves the serving and training figures where the context exceeds
    // it, is written back as read, and a count of local layers without a window is refused.
    void slidingWindowActsAndRoundTrips()
    {
        const json doc = readJson(testSourceStd("/data/examples/getting-started.accelplan"));
        int checked = 0;
        for (size_t i = 0; i < doc.at("scenarios").size(); ++i) {
            const json& model = doc["scenarios"][i]["workload"]["model"];
            const int layers = model.at("layers").get<int>();
            const std::string base = evaluated(doc, i);
            json windowed = doc;
            windowed["scenarios"][i]["workload"]["model"]["sliding_window"] = 64;
            const std::string all = evaluated(windowed, i);
            QVERIFY2(all != base, qPrintable(QString::number(i)));
            windowed["scenarios"][i]["workload"]["model"]["sliding_window_layers"] = layers / 2;
            const std::string half = evaluated(windowed, i);
            QVERIFY(half != base && half != all);
            // Saved and read again: the same model and the same figures.
            const Project p = projectFromJson(windowed);
            const std::string text = projectFileText(p);
            const json saved = json::parse(text);
            const json& m = saved["scenarios"][i]["workload"]["model"];
            QCOMPARE(m.at("sliding_window"), json(64));
            QCOMPARE(m.at("sliding_window_layers"), json(layers / 2));
            QCOMPARE(evaluated(saved, i), half);
            // Every layer local (the default) is left out of the saved file.
            windowed["scenarios"][i]["workload"]["model"]["sliding_window_layers"] = layers;
            const json again = json::parse(projectFileText(projectFromJson(windowed)));
            QVERIFY(!again["scenarios"][i]["workload"]["model"].contains("sliding_window_layers"));
            QCOMPARE(evaluated(again, i), all);
            ++checked;
        }
        QVERIFY(checked >= 4);
        json bad = doc;
        bad["scenarios"][0]["workload"]["model"]["sliding_window_layers"] = 4;
        try {
            projectFromJson(bad);
            QFAIL("local layers without a window loaded");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()),
                     QStringLiteral("scenarios[0].workload.model.sliding_window_layers"));
        }
        // StreamingLLM's sink tokens act with the window, are written back, and are refused
        // without one; gpt-oss's learned sinks are written back and move nothing.
        json sinks = doc;
        json& model = sinks["scenarios"][0]["workload"]["model"];
        model["sliding_window"] = 64;
        const std::string windowOnly = evaluated(sinks, 0);
        model["attention_sink_tokens"] = 4;
        model["learned_attention_sinks"] = true;
        const std::string withSinks = evaluated(sinks, 0);
        QVERIFY(withSinks != windowOnly);
        const json savedSinks = json::parse(projectFileText(projectFromJson(sinks)));
        const json& sm = savedSinks["scenarios"][0]["workload"]["model"];
        QCOMPARE(sm.at("attention_sink_tokens"), json(4));
        QCOMPARE(sm.at("learned_attention_sinks"), json(true));
        QCOMPARE(evaluated(savedSinks, 0), withSinks);
        model.erase("attention_sink_tokens");
        QCOMPARE(evaluated(sinks, 0), windowOnly);
        model.erase("sliding_window");
        model["attention_sink_tokens"] = 4;
        try {
            projectFromJson(sinks);
            QFAIL("sink tokens without a window loaded");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()),
                     QStringLiteral("scenarios[0].workload.model.attention_sink_tokens"));
        }
    }

    // The `transformers` serving stack the README documents (#26: the reader refused it):
    // loads, evaluates as itself and is saved and read back.
    void transformersStackLoadsEvaluatesAndRoundTrips()
    {
        json doc = readJson(testSourceStd("/data/examples/getting-started.accelplan"));
        size_t index = 0;
        for (size_t i = 0; i < doc.at("scenarios").size(); ++i)
            if (doc["scenarios"][i]["workload"]["kind"] == "inference") {
                index = i;
                break;
            }
        QVERIFY(index > 0);
        doc["scenarios"][index]["workload"]["software_stack"] = "transformers";
        const Project p = projectFromJson(doc);
        QCOMPARE(std::get<InferenceWorkload>(p.scenarios.at(index).workload).stack,
                 SoftwareStack::Transformers);
        const json result = json::parse(evaluated(doc, index));
        QCOMPARE(result.at("software_stack").at("name"), json("transformers"));
        QVERIFY(result.at("inference").at("output_tokens_per_s").get<double>() > 0);
        const json saved = json::parse(projectFileText(p));
        QCOMPARE(saved["scenarios"][index]["workload"].at("software_stack"), json("transformers"));
        QCOMPARE(evaluated(saved, index), evaluated(doc, index));
    }
};

QTEST_GUILESS_MAIN(TestFieldEffects)
#include "tst_field_effects.moc"
