// The scenario field schema (core/project/field_schema.h) is the reader's: every key the
// examples and fixtures write under a workload or a cluster is in it, every entry is read, every
// range is enforced from it with a message naming the field, and docs/fields.md is generated from
// it.
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "project/field_schema.h"
#include "project/project.h"
#include "project/project_text.h"
#include "project/stored_fields.h"
#include "project/study_schema.h"
#include "project/study_spec.h"
#include "test_paths.h"
#include "workload/field_values.h"
#include "workload/software_stack.h"

#include <QtTest>

#include <QDir>
#include <QDirIterator>

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

using namespace ap;
using nlohmann::json;

namespace {

// Every project file the suites read that loads.
std::vector<json> loadableProjects()
{
    std::vector<json> out;
    for (const char* dir : {"/data/examples", "/tests/data"}) {
        QDirIterator it(testSource(dir), {QStringLiteral("*.accelplan")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const std::string path = it.next().toStdString();
            try {
                const json doc = parseJson(readTextFile(path), path);
                loadProjectText(doc.dump(), path);
                out.push_back(doc);
            } catch (const std::exception&) {
                // tests/data/bad and hostile: refused on purpose.
            }
        }
    }
    return out;
}

// The JSON pointers of the leaves (and objects) under a workload. The judge's
// (`online_evaluation/model`) and the speculative draft's (`draft_model`) models take the
// entries of `/workload/model`, which is collected.
// A list of objects (the placement's user regions) is collected element by element as "*".
// The placement's site and price patches are in the catalog's and the book's own forms (their
// readers check them when merged), not scenario fields.
void collect(const json& v, const std::string& pointer, std::set<std::string>& out)
{
    out.insert(pointer);
    if (v.is_array()) {
        for (const json& e : v)
            if (e.is_object())
                collect(e, pointer + "/*", out);
        return;
    }
    if (!v.is_object() || pointer.ends_with("/online_evaluation/model") ||
        pointer.ends_with("/draft_model") || pointer == "/placement/sites" ||
        pointer == "/placement/prices")
        return;
    for (auto it = v.begin(); it != v.end(); ++it)
        collect(it.value(), pointer + "/" + it.key(), out);
}

std::string dotted(std::string_view pointer)
{
    std::string s(pointer.substr(1));
    std::replace(s.begin(), s.end(), '/', '.');
    return s;
}

// A one-scenario project of the given kind from the examples, with the online evaluation, SLO
// and speculative decoding objects present so their fields can be set.
json baseProject(const std::vector<json>& projects, bool training)
{
    for (const json& p : projects)
        for (const json& s : p.at("scenarios"))
            if ((s.at("workload").at("kind") == "training") == training) {
                json one = p;
                one.erase("recommend");
                one["scenarios"] = json::array({s});
                json& w = one["scenarios"][0]["workload"];
                if (!training) {
                    if (!w.contains("online_evaluation"))
                        w["online_evaluation"] = {{"model", w.at("model")},
                                                  {"sample_fraction", 0.05}};
                    if (!w.contains("slo"))
                        w["slo"] = json::object();
                    // Speculative decoding on, so its acceptance rate is read.
                    if (!w.contains("speculative"))
                        w["speculative"] = {{"draft_tokens", 1}, {"acceptance_rate", 0.85}};
                }
                return one;
            }
    return {};
}

// A one-scenario project whose serving scenario has a prefill pool (prefill_devices).
json disaggregatedProject(const std::vector<json>& projects)
{
    for (const json& p : projects)
        for (const json& s : p.at("scenarios"))
            if (s.at("workload").contains("prefill_devices")) {
                json one = p;
                one.erase("recommend");
                one["scenarios"] = json::array({s});
                return one;
            }
    return {};
}

} // namespace

class TestFieldSchema : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_projects = loadableProjects(); }

    void everyWrittenKeyIsInTheSchema()
    {
        QVERIFY(m_projects.size() > 10);
        std::set<std::string> seen;
        for (const json& p : m_projects)
            for (const json& s : p.at("scenarios")) {
                collect(s.at("workload"), "/workload", seen);
                collect(s.at("cluster"), "/cluster", seen);
                for (const char* object : {"fabric", "reliability", "placement", "data"})
                    if (s.contains(object))
                        collect(s.at(object), std::string("/") + object, seen);
            }
        QVERIFY(seen.count("/placement/users/regions/*/share"));
        QVERIFY(seen.count("/data/egress_tb_per_month"));
        QVERIFY(seen.count("/reliability/storage/kind"));
        for (const std::string& pointer : seen) {
            try {
                scenarioField(pointer);
            } catch (const std::logic_error&) {
                QFAIL(qPrintable(QString::fromStdString(pointer + " is not in the schema")));
            }
        }
    }

    // The lookup by pointer (indexed once: the model reads stored fields on every evaluation)
    // finds each entry of the schema, the first of its pointer, and refuses a pointer it lacks.
    void lookupFindsEveryEntry()
    {
        const std::vector<FieldSpec>& schema = scenarioFieldSchema();
        for (const FieldSpec& f : schema) {
            const FieldSpec& found = scenarioField(f.pointer);
            QCOMPARE(found.pointer, f.pointer);
            const auto first = std::find_if(schema.begin(), schema.end(), [&](const FieldSpec& g) {
                return g.pointer == f.pointer;
            });
            QVERIFY(&found == &*first);
        }
        // A pointer built at run time (not the schema's own literal) finds the same entry.
        const std::string tokens = std::string("/workload/") + "tokens";
        QCOMPARE(scenarioField(tokens).pointer, std::string_view("/workload/tokens"));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, scenarioField("/workload/no_such_field"));
    }

    // Each entry's key is read (a value at its default or in range loads), and a value past
    // its range is refused naming the field's path.
    void rangesComeFromTheSchema()
    {
        int checked = 0;
        // At most `parameters`, `heads`, `experts`, `layers` (model_spec.cpp).
        const std::set<std::string_view> boundByAnotherModelKey = {
            "/workload/model/active_parameters", "/workload/model/kv_heads",
            "/workload/model/experts_per_token", "/workload/model/dense_layers",
            "/workload/model/sliding_window_layers"};
        // The prefill pool's layout needs a disaggregated scenario (it is refused without one).
        const json disaggregated = disaggregatedProject(m_projects);
        QVERIFY(!disaggregated.is_null());
        for (const bool training : {true, false}) {
            const json plain = baseProject(m_projects, training);
            QVERIFY(!plain.is_null());
            QVERIFY(!projectFromJson(plain).scenarios.empty());
            for (const FieldSpec& f : scenarioFieldSchema()) {
                // Expert slots apply to mixture-of-experts models only (tst_model_mechanisms);
                // a list's elements are checked by placementListsAndPairs.
                if (!f.appliesTo(training) || f.type == FieldType::Object ||
                    f.type == FieldType::List || f.pointer.find("/*/") != std::string_view::npos ||
                    f.pointer == "/cluster/parallelism/expert_slots")
                    continue;
                const json& base =
                    f.parent() == "/workload/prefill_parallelism" ? disaggregated : plain;
                const json::json_pointer where("/scenarios/0" + std::string(f.pointer));
                json ok = base;
                // A derived value (data parallel: the count over the other degrees) at the one
                // the writer's full form gives it.
                const json full = projectToJson(projectFromJson(base));
                if (!ok.contains(where) && f.defaultText == "derived" && full.contains(where))
                    ok[where] = full.at(where);
                if (!ok.contains(where)) {
                    if (f.type == FieldType::Choice)
                        ok[where] = f.defaultChoice.empty() ? f.choicesFor(training).front()
                                                            : f.defaultChoice;
                    else if (f.type == FieldType::Bool)
                        ok[where] = f.defaultValue != 0;
                    else if (f.type == FieldType::String)
                        ok[where] = "text";
                    else if (f.openRange)
                        ok[where] = (f.min + f.max) / 2;
                    else
                        ok[where] = std::max(f.min, f.defaultValue);
                }
                // Keys that come in pairs: a server count with its quote, a latitude with its
                // longitude.
                const json::json_pointer placement("/scenarios/0/placement");
                if (f.pointer == "/placement/on_prem/devices_per_server")
                    ok[placement / "on_prem" / "server_usd"] = 300000;
                if (f.pointer == "/placement/users/latitude")
                    ok[placement / "users" / "longitude"] = 0;
                if (f.pointer == "/placement/users/longitude")
                    ok[placement / "users" / "latitude"] = 0;
                try {
                    projectFromJson(ok);
                } catch (const InputError& e) {
                    QFAIL(qPrintable(QString::fromStdString(std::string(f.pointer) +
                                                            " at a valid value: " + e.what())));
                }
                json bad = ok;
                if (f.type == FieldType::Choice)
                    bad[where] = "no-such-choice";
                else if (f.type == FieldType::Bool)
                    bad[where] = "yes";
                else
                    bad[where] = f.max * 2 + 1;
                try {
                    projectFromJson(bad);
                    QFAIL(qPrintable(QString::fromStdString(std::string(f.pointer) +
                                                            " took a value past its range")));
                } catch (const InputError& e) {
                    QCOMPARE(QString::fromStdString(e.field()),
                             QString::fromStdString("scenarios[0]." + dotted(f.pointer)));
                    // A parallel degree's limit is the count (the schema's is the count's);
                    // a model key bounded by another key says that key's value.
                    const bool boundByAnother =
                        (f.parent() == "/cluster/parallelism" && f.max == 1e7) ||
                        boundByAnotherModelKey.count(f.pointer);
                    if ((f.type == FieldType::Number || f.type == FieldType::Integer) &&
                        !boundByAnother)
                        QVERIFY2(std::string(e.what()).find(messageNumber(f.max)) !=
                                     std::string::npos,
                                 e.what());
                }
                ++checked;
            }
        }
        QVERIFY(checked > 25);
    }

    // A list's elements take the schema's entries under "<list>/*": the user regions' keys,
    // ranges and required share come from it, with messages naming the element's field.
    void placementListsAndPairs()
    {
        const json doc = parseJson(
            readTextFile(testSourceStd("/tests/data/users/regions.accelplan")), "regions");
        QVERIFY(!projectFromJson(doc).scenarios.empty());
        const json::json_pointer region("/scenarios/0/placement/users/regions/0");
        QVERIFY(doc.contains(region));
        const auto refusedAt = [&](const json& bad, const char* field, const char* says) {
            try {
                projectFromJson(bad);
                QFAIL(qPrintable(QString::fromUtf8(field) + " loaded"));
            } catch (const InputError& e) {
                QCOMPARE(QString::fromStdString(e.field()), QString::fromUtf8(field));
                QVERIFY2(std::string(e.what()).find(says) != std::string::npos, e.what());
            }
        };
        json bad = doc;
        bad[region / "latitude"] = 91;
        refusedAt(bad, "scenarios[0].placement.users.regions[0].latitude",
                  messageNumber(scenarioField("/placement/users/regions/*/latitude").max).c_str());
        bad = doc;
        bad[region / "altitude"] = 1;
        refusedAt(bad, "scenarios[0].placement.users.regions[0].altitude",
                  "name, latitude, longitude, distance_km, share");
        bad = doc;
        bad[region].erase("share");
        refusedAt(bad, "scenarios[0].placement.users.regions[0].share", "share");
    }

    // A stated default's text is its value (docs/fields.md shows the text, the reader uses the
    // value; the placement's values are PlacementSpec's own).
    void statedDefaultsSayTheirValue()
    {
        int checked = 0;
        for (const FieldSpec& f : scenarioFieldSchema()) {
            if (!f.hasStatedDefault() ||
                (f.type != FieldType::Number && f.type != FieldType::Integer))
                continue;
            const double text = std::stod(std::string(f.defaultText));
            QVERIFY2(std::abs(text - f.defaultValue) <= 1e-12 * std::abs(text), f.pointer.data());
            ++checked;
        }
        QVERIFY(checked > 40);
    }

    // A prefill pool's layout without a prefill pool would act on nothing: refused, naming it.
    void prefillLayoutNeedsAPool()
    {
        json p = disaggregatedProject(m_projects);
        QVERIFY(!p.is_null());
        QVERIFY(!projectFromJson(p).scenarios.empty());
        p["scenarios"][0]["workload"].erase("prefill_devices");
        try {
            projectFromJson(p);
            QFAIL("a prefill layout without prefill_devices loaded");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()),
                     QStringLiteral("scenarios[0].workload.prefill_parallelism"));
            QVERIFY2(std::string(e.what()).find("set prefill_devices") != std::string::npos,
                     e.what());
        }
    }

    // A key the schema does not list under an object is refused, listing the schema's keys.
    void unknownKeysComeFromTheSchema()
    {
        json p = baseProject(m_projects, false);
        p["scenarios"][0]["workload"]["slo"]["ttft"] = 100;
        try {
            projectFromJson(p);
            QFAIL("an unknown key loaded");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()),
                     QStringLiteral("scenarios[0].workload.slo.ttft"));
            QVERIFY2(std::string(e.what()).find("ttft_ms, tpot_ms, percentile") !=
                         std::string::npos,
                     e.what());
        }
    }

    // The reader's stack choices are the stacks workload/software_stack.cpp defines, training
    // and serving: a stack the README documents and the model runs is never refused (#26: the
    // schema lacked `transformers`).
    void stackChoicesAreTheStacks()
    {
        const FieldSpec& f = scenarioField("/workload/software_stack");
        for (const bool training : {true, false}) {
            std::vector<std::string> schema;
            for (std::string_view c : f.choicesFor(training))
                schema.emplace_back(c);
            QCOMPARE(schema, stackNames(training));
        }
        QVERIFY(std::ranges::find(f.choicesFor(false), std::string_view("transformers")) !=
                f.choicesFor(false).end());
    }

    // The writer is the schema's: every key the full form writes under a workload or a
    // cluster is a schema field, an integer field is spelled as an integer (never "64.0"), and
    // every field with a stated default that applies is written at its effective value (what
    // keeps a key the author wrote at its default through a save).
    void writerFollowsTheSchema()
    {
        int checked = 0;
        for (const json& doc : m_projects) {
            const Project p = projectFromJson(doc);
            const json full = projectToJson(p);
            for (size_t i = 0; i < p.scenarios.size(); ++i) {
                const bool training =
                    std::holds_alternative<TrainingWorkload>(p.scenarios[i].workload);
                const json& s = full.at("scenarios").at(i);
                std::set<std::string> written;
                collect(s.at("workload"), "/workload", written);
                collect(s.at("cluster"), "/cluster", written);
                for (const char* object : {"fabric", "placement", "data"})
                    if (s.contains(object))
                        collect(s.at(object), std::string("/") + object, written);
                for (const std::string& pointer : written) {
                    try {
                        scenarioField(pointer);
                    } catch (const std::logic_error&) {
                        QFAIL(qPrintable(QString::fromStdString(pointer + " written, not in the "
                                                                          "schema")));
                    }
                }
                for (const FieldSpec& f : scenarioFieldSchema()) {
                    const json::json_pointer ptr{std::string(f.pointer)};
                    if (!s.contains(ptr.parent_pointer()))
                        continue;
                    if (s.contains(ptr) && f.type == FieldType::Integer && !s.at(ptr).is_string())
                        QVERIFY2(s.at(ptr).is_number_integer(), f.pointer.data());
                    // The placement's writer keeps the author's keys and writes the values
                    // away from their defaults (placementToJson), not the full form.
                    if (f.appliesTo(training) && f.hasStatedDefault() &&
                        !f.pointer.starts_with("/placement/"))
                        QVERIFY2(s.contains(ptr), f.pointer.data());
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 100);
    }

    // The store of the fields without a typed member: sorted by pointer, one value per key.
    void fieldValuesKeepOneSortedValuePerKey()
    {
        FieldValues values;
        values.set("/workload/b", 2);
        values.set("/workload/a", 1);
        values.set("/workload/b", 3);
        QCOMPARE(values.entries().size(), size_t(2));
        QCOMPARE(values.entries().front().first, std::string("/workload/a"));
        QCOMPARE(*values.get("/workload/b"), 3.0);
        FieldValues same;
        same.set("/workload/a", 1);
        same.set("/workload/b", 3);
        QVERIFY(values == same);
        values.erase("/workload/a");
        QVERIFY(!values.get("/workload/a"));
        QVERIFY(!(values == same));
    }

    // The fields without a typed member (FieldSpec::stored) are workload numbers, integers,
    // bools or choices: read with the entry's range, held only away from the stated default (a
    // file that states the default equals one that does not), written back by key as the file
    // spells them, kept byte for byte through load-then-save, and given to the model by
    // fieldValue, the default where the file states none.
    void storedFieldsAreReadHeldAndWritten()
    {
        int checked = 0;
        for (const FieldSpec& f : scenarioFieldSchema()) {
            if (!f.stored)
                continue;
            QVERIFY2(f.pointer.starts_with("/workload/"), f.pointer.data());
            QVERIFY2(f.type == FieldType::Number || f.type == FieldType::Integer ||
                         f.type == FieldType::Bool || f.type == FieldType::Choice,
                     f.pointer.data());
            for (const bool training : {true, false}) {
                if (!f.appliesTo(training))
                    continue;
                // The prefill pool's fields on a scenario that has one.
                json base = f.pointer.starts_with("/workload/prefill_parallelism/")
                                ? disaggregatedProject(m_projects)
                                : baseProject(m_projects, training);
                // A stored model key (max_nodes_per_token) is a mixture-of-experts model's.
                if (f.pointer.starts_with("/workload/model/"))
                    base["scenarios"][0]["workload"]["model"]["experts"] = 2;
                const json::json_pointer where("/scenarios/0" + std::string(f.pointer));
                QVERIFY2(base.contains(where.parent_pointer()), f.pointer.data());
                json other, atDefault;
                switch (f.type) {
                case FieldType::Choice:
                    atDefault = f.defaultChoice;
                    for (const std::string_view c : f.choicesFor(training))
                        if (c != f.defaultChoice) {
                            other = c;
                            break;
                        }
                    break;
                case FieldType::Bool:
                    atDefault = f.defaultValue != 0;
                    other = f.defaultValue == 0;
                    break;
                default: {
                    const double v = f.hasStatedDefault() ? f.defaultValue : (f.min + f.max) / 2;
                    double o = v * 0.5 > f.min ? v * 0.5 : (v + f.max) / 2;
                    // A degree the pool's devices must hold whole (the fixture's prefill pool
                    // is 4 devices of tensor 2 x expert 2): 2.
                    if (f.pointer == "/workload/prefill_parallelism/context")
                        o = 2;
                    if (f.type == FieldType::Integer) {
                        o = std::round(o);
                        if (o == v)
                            o = v + 1 <= f.max ? v + 1 : v - 1;
                        other = (long long)o;
                        atDefault = (long long)v;
                    } else {
                        other = o;
                        atDefault = v;
                    }
                }
                }
                QVERIFY2(!other.is_null(), f.pointer.data());
                json stated = base;
                stated[where] = other;
                const Project p = projectFromJson(stated);
                const Workload& w = p.scenarios.at(0).workload;
                const FieldValues& held =
                    std::visit([](const auto& x) -> const FieldValues& { return x.fields; }, w);
                QVERIFY2(held.get(f.pointer), f.pointer.data());
                // Written back by key, as the file spells it.
                QCOMPARE(projectToJson(p).at(where), other);
                // The model's accessor.
                if (f.type == FieldType::Choice)
                    QCOMPARE(
                        std::visit([&](const auto& x) { return fieldChoice(x, f.pointer); }, w),
                        other.get<std::string_view>());
                else
                    QCOMPARE(std::visit([&](const auto& x) { return fieldValue(x, f.pointer); }, w),
                             other.is_boolean() ? double(other.get<bool>()) : other.get<double>());
                json without = base;
                without[where.parent_pointer()].erase(std::string(f.key()));
                const Project absent = projectFromJson(without);
                QVERIFY2(!(absent.scenarios.at(0).workload == w), f.pointer.data());
                // Load then save keeps the text, with the value and without it.
                for (const json& doc : {stated, without}) {
                    const std::string text = doc.dump(2) + "\n";
                    QCOMPARE(projectFileText(loadProjectText(text, "stored.accelplan"), text),
                             text);
                }
                if (f.hasStatedDefault()) {
                    json def = base;
                    def[where] = atDefault;
                    const Project d = projectFromJson(def);
                    QVERIFY2(d.scenarios.at(0).workload == absent.scenarios.at(0).workload,
                             f.pointer.data());
                    if (f.type != FieldType::Choice)
                        QCOMPARE(std::visit([&](const auto& x) { return fieldValue(x, f.pointer); },
                                            absent.scenarios.at(0).workload),
                                 f.defaultValue);
                    const std::string text = def.dump(2) + "\n";
                    QCOMPARE(projectFileText(d, text), text);
                }
                // A lower limit the field excludes is refused, naming the field.
                if (f.minExclusive || f.openRange) {
                    json bad = base;
                    bad[where] = f.min;
                    try {
                        projectFromJson(bad);
                        QFAIL(qPrintable(QString::fromStdString(std::string(f.pointer) +
                                                                " took its excluded minimum")));
                    } catch (const InputError& e) {
                        QCOMPARE(QString::fromStdString(e.field()),
                                 QString::fromStdString("scenarios[0]." + dotted(f.pointer)));
                    }
                }
                ++checked;
            }
        }
        if (checked == 0)
            QSKIP("no stored field in the schema");
    }

    // A study's keys are the study schema's (project/study_schema.h): every key the projects
    // write under `recommend` is in it, each number is read with the entry's range (a value past
    // it refused naming the field and the limit), a stated default's text is the value a study
    // without the key gets, and a key the schema lacks is refused listing the schema's keys.
    void studyKeysComeFromTheStudySchema()
    {
        std::set<std::string> seen;
        for (const json& p : m_projects) {
            json studies = p.value("recommend", json::array());
            if (studies.is_object())
                studies = json::array({studies});
            for (const json& study : studies)
                for (auto it = study.begin(); it != study.end(); ++it) {
                    const std::string pointer = "/" + it.key();
                    seen.insert(pointer);
                    if (it.value().is_object() && it.key() != "constraints")
                        for (auto inner = it.value().begin(); inner != it.value().end(); ++inner)
                            seen.insert(pointer + "/" + inner.key());
                }
        }
        QVERIFY(seen.count("/search/devices"));
        for (const std::string& pointer : seen) {
            try {
                studyField(pointer);
            } catch (const std::logic_error&) {
                QFAIL(qPrintable(QString::fromStdString(pointer + " is not in the study schema")));
            }
        }
        int checked = 0;
        for (const FieldSpec& f : studyFieldSchema()) {
            if ((f.type != FieldType::Number && f.type != FieldType::Integer) ||
                f.pointer.find("/*") != std::string_view::npos)
                continue;
            const json::json_pointer where{std::string(f.pointer)};
            json ok = json::object();
            if (f.type == FieldType::Integer)
                ok[where] = (long long)std::max(f.min, f.defaultValue);
            else
                ok[where] = std::max(f.min, f.defaultValue);
            try {
                parseStudySpec(JsonReader(ok, "recommend[0]"));
            } catch (const InputError& e) {
                QFAIL(qPrintable(QString::fromStdString(std::string(f.pointer) +
                                                        " at a valid value: " + e.what())));
            }
            json bad = json::object();
            bad[where] = f.max * 2 + 1;
            try {
                parseStudySpec(JsonReader(bad, "recommend[0]"));
                QFAIL(qPrintable(QString::fromStdString(std::string(f.pointer) +
                                                        " took a value past its range")));
            } catch (const InputError& e) {
                QCOMPARE(QString::fromStdString(e.field()),
                         QString::fromStdString("recommend[0]." + dotted(f.pointer)));
                QVERIFY2(std::string(e.what()).find(messageNumber(f.max)) != std::string::npos,
                         e.what());
            }
            if (f.hasStatedDefault()) {
                const double text = std::stod(std::string(f.defaultText));
                QVERIFY2(std::abs(text - f.defaultValue) <= 1e-12 * std::abs(text),
                         f.pointer.data());
            }
            ++checked;
        }
        QVERIFY(checked >= 18);
        // A study that states no key reads the schema's defaults.
        const StudySpec d = parseStudySpec(JsonReader(
            json{{"search", json::object()}, {"uncertainty", {{"price_cv", json::object()}}}},
            "recommend[0]"));
        QCOMPARE(d.top, int(studyField("/top").defaultValue));
        QCOMPARE(d.search.maxDevices, int(studyField("/search/max_devices").defaultValue));
        QCOMPARE(d.search.fallback, studyField("/search/fallback").defaultValue != 0);
        QCOMPARE(d.uncertainty.samples, int(studyField("/uncertainty/samples").defaultValue));
        QCOMPARE(double(d.uncertainty.seed), studyField("/uncertainty/seed").defaultValue);
        QCOMPARE(d.uncertainty.priceCvLow, studyField("/uncertainty/price_cv/low").defaultValue);
        QCOMPARE(objectiveName(d.objective), studyField("/objective").defaultChoice);
        // The objective's and the commitments' choices are the ones the reader converts.
        for (const std::string_view c : studyField("/objective").choices)
            QCOMPARE(objectiveName(parseObjective(c).value()), c);
        QCOMPARE(studyField("/objective").choices.size(), size_t(6));
        for (const std::string_view c : studyField("/search/commitments/*").choices)
            QVERIFY2(parseCommitment(c), c.data());
        // An unknown key lists the schema's keys of its object.
        try {
            parseStudySpec(JsonReader(json{{"constraints", {{"deadline", 30}}}}, "recommend[0]"));
            QFAIL("an unknown constraint loaded");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()),
                     QStringLiteral("recommend[0].constraints.deadline"));
            std::string keys;
            for (const FieldSpec& f : studyFieldSchema())
                if (f.parent() == "/constraints")
                    keys += (keys.empty() ? "" : ", ") + std::string(f.key());
            QVERIFY2(std::string(e.what()).find(keys) != std::string::npos, e.what());
        }
    }

    // A constraint the study schema gives to one workload is refused on a template of the other
    // (requireApplicableConstraints); one for both is taken by either.
    void studyConstraintsApplyAsTheSchemaSays()
    {
        int checked = 0;
        for (const FieldSpec& f : studyFieldSchema()) {
            if (f.parent() != "/constraints" || f.type != FieldType::Number)
                continue;
            const json study = {{"constraints", {{std::string(f.key()), f.max}}}};
            const StudySpec s = parseStudySpec(JsonReader(study, "recommend[0]"));
            for (const bool training : {true, false}) {
                bool refused = false;
                try {
                    requireApplicableConstraints(s.constraints, training, "template",
                                                 "recommend[0].constraints");
                } catch (const InputError& e) {
                    refused = true;
                    QCOMPARE(
                        QString::fromStdString(e.field()),
                        QString::fromStdString("recommend[0].constraints." + std::string(f.key())));
                }
                QVERIFY2(refused == !f.appliesTo(training),
                         qPrintable(QStringLiteral("%1, training %2")
                                        .arg(QString::fromUtf8(f.pointer.data(),
                                                               qsizetype(f.pointer.size())))
                                        .arg(training)));
            }
            ++checked;
        }
        QVERIFY(checked >= 9);
    }

    // docs/fields.md is the schema's table (regenerate: the FAILED message prints it).
    void committedTableIsTheSchemas()
    {
        const std::string doc = readTextFile(testSourceStd("/docs/fields.md"));
        const std::string table = fieldSchemaMarkdown();
        // AP_WRITE_FIELDS_MD=1 ctest -R tst_field_schema rewrites the table after the intro.
        if (qEnvironmentVariableIsSet("AP_WRITE_FIELDS_MD")) {
            const std::string path = testSourceStd("/docs/fields.md");
            const std::string intro = doc.substr(0, doc.find("| Field |"));
            writeTextFileAtomically(path, intro + table);
            return;
        }
        QVERIFY2(doc.find(table) != std::string::npos,
                 qPrintable(QString::fromStdString("docs/fields.md differs from the schema; "
                                                   "the table is:\n" +
                                                   table)));
    }

private:
    std::vector<json> m_projects;
};

QTEST_GUILESS_MAIN(TestFieldSchema)
#include "tst_field_schema.moc"
