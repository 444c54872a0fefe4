// Project files: the CONTRACT.md example parses, defaults are as documented, bad input names
// the field, newer versions are refused, saves round-trip and are atomic.
#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "project/field_schema.h"
#include "project/project.h"
#include "project/project_edit.h"
#include "project/study_schema.h"

#include <QtTest>

#include <QTemporaryDir>

#include <csignal>
#include <limits>
#include <sys/resource.h>

#include <nlohmann/json.hpp>

using namespace ap;
using nlohmann::json;

namespace {

// The example of CONTRACT.md, verbatim.
const char* kContractExample = R"({
  "format": "accelplan-project",
  "version": 1,
  "name": "GPT-3 175B pretraining options",
  "scenarios": [
    {
      "name": "A100 x1024 on-prem",
      "workload": {
        "kind": "training",
        "model": {
          "parameters": 175e9,
          "active_parameters": 175e9,
          "layers": 96, "hidden": 12288, "heads": 96, "kv_heads": 96,
          "ffn_hidden": 49152, "vocab": 51200,
          "experts": 1, "experts_per_token": 1
        },
        "sequence_length": 2048,
        "precision": "bf16",
        "tokens": 300e9,
        "global_batch_sequences": 1536,
        "micro_batch_sequences": 1,
        "activation_recompute": "full"
      },
      "cluster": {
        "device": "nvidia-a100-sxm4-80gb",
        "count": 1024,
        "parallelism": { "tensor": 8, "pipeline": 8, "data": 16, "expert": 1, "context": 1, "zero_stage": 1 }
      }
    },
    {
      "name": "Llama 3 70B chat on H200",
      "workload": {
        "kind": "inference",
        "model": { "parameters": 70.6e9, "layers": 80, "hidden": 8192, "heads": 64, "kv_heads": 8,
                   "ffn_hidden": 28672, "vocab": 128256 },
        "precision": "fp8",
        "input_tokens": 2048,
        "output_tokens": 128,
        "batch": "max",
        "slo": { "ttft_ms": 2000, "tpot_ms": 50 }
      },
      "cluster": { "device": "nvidia-h200-sxm-141gb", "count": 1, "parallelism": { "tensor": 1 } }
    }
  ]
})";

json contractDoc()
{
    return json::parse(kContractExample);
}

} // namespace

class TestProject : public QObject {
    Q_OBJECT
private slots:
    void contractExampleParses();
    void defaults();
    void architectureInferred();
    void badInputNamesField_data();
    void badInputNamesField();
    void speculativeDraftAndBeamsRefused();
    void speculativeRoundTrips();
    void newerVersionRefused();
    void roundTrip();
    void placementWrittenFromTypedStruct();
    void validateTypedProject();
    void bundledExamplesLoad();
    void saveIsAtomic();
    void loadFailureNamesFile();
    void equalityIsPerField();
};

void TestProject::contractExampleParses()
{
    const Project p = projectFromJson(contractDoc());
    QCOMPARE(p.scenarios.size(), size_t(2));
    const Scenario& train = p.scenarios[0];
    QVERIFY(train.isTraining());
    QCOMPARE(train.cluster.parallelism.data, 16);
    const auto& t = std::get<TrainingWorkload>(train.workload);
    QCOMPARE(t.recompute, Recompute::Full);
    QCOMPARE(t.model.layers, 96);
    const auto& inf = std::get<InferenceWorkload>(p.scenarios[1].workload);
    QVERIFY(!inf.batch); // "max"
    QCOMPARE(*inf.sloTpotSec, 0.050);
    QCOMPARE(inf.precision, Precision::FP8);
    QCOMPARE(inf.model.kvHeads, 8.0);
}

void TestProject::defaults()
{
    json doc = contractDoc();
    auto& c = doc["scenarios"][0]["cluster"]["parallelism"];
    c.erase("data");
    c.erase("zero_stage");
    auto& m = doc["scenarios"][0]["workload"]["model"];
    m.erase("kv_heads");
    m.erase("ffn_hidden");
    m.erase("active_parameters");
    const Project p = projectFromJson(doc);
    const Scenario& s = p.scenarios[0];
    // data defaults to count / (tensor * pipeline * context).
    QCOMPARE(s.cluster.parallelism.data, 1024 / 64);
    QCOMPARE(s.cluster.parallelism.zeroStage, 1);
    const auto& model = std::get<TrainingWorkload>(s.workload).model;
    QCOMPARE(model.kvHeads, model.heads);
    QCOMPARE(model.ffnHidden, 4 * model.hidden);
    QCOMPARE(model.activeParameters, model.parameters);
    QCOMPARE(model.headDim, model.hidden / model.heads);
    // No software_stack: the usual stack of the device (resolved when evaluated).
    QCOMPARE(std::get<TrainingWorkload>(s.workload).stack, SoftwareStack::Auto);
    QCOMPARE(std::get<InferenceWorkload>(p.scenarios[1].workload).stack, SoftwareStack::Auto);
    // The full form says "auto"; the saved file leaves the default out.
    QCOMPARE(projectToJson(p)["scenarios"][0]["workload"].at("software_stack"), json("auto"));
    QVERIFY(!projectFileJson(p)["scenarios"][0]["workload"].contains("software_stack"));
    // A stated stack is read and written back.
    doc["scenarios"][0]["workload"]["software_stack"] = "fsdp";
    doc["scenarios"][1]["workload"]["software_stack"] = "llama.cpp";
    const Project q = projectFromJson(doc);
    QCOMPARE(std::get<TrainingWorkload>(q.scenarios[0].workload).stack, SoftwareStack::Fsdp);
    QCOMPARE(std::get<InferenceWorkload>(q.scenarios[1].workload).stack, SoftwareStack::LlamaCpp);
    const json saved = projectToJson(q);
    QCOMPARE(saved["scenarios"][0]["workload"].at("software_stack"), json("fsdp"));
    QCOMPARE(saved["scenarios"][1]["workload"].at("software_stack"), json("llama.cpp"));
    // No engine_instances or slo.percentile: one engine per device, objectives at the mean
    // concurrency; neither is written. Stated values are read and written back.
    const auto& inf = std::get<InferenceWorkload>(p.scenarios[1].workload);
    QCOMPARE(inf.engineInstances, 1);
    QVERIFY(!inf.sloPercentile);
    const json w1 = projectFileJson(p)["scenarios"][1]["workload"];
    QVERIFY(!w1.contains("engine_instances"));
    QVERIFY(!w1.at("slo").contains("percentile"));
    doc["scenarios"][1]["workload"]["engine_instances"] = 3;
    doc["scenarios"][1]["workload"]["slo"]["percentile"] = 99;
    const Project r = projectFromJson(doc);
    const auto& ri = std::get<InferenceWorkload>(r.scenarios[1].workload);
    QCOMPARE(ri.engineInstances, 3);
    QCOMPARE(*ri.sloPercentile, 99.0);
    const json w3 = projectFileJson(r)["scenarios"][1]["workload"];
    QCOMPARE(w3.at("engine_instances"), json(3));
    QCOMPARE(w3.at("slo").at("percentile"), json(99.0));
}

void TestProject::architectureInferred()
{
    // Llama's SwiGLU MLP has three matrices; GPT's two. The parameter count tells them apart.
    const Project p = projectFromJson(contractDoc());
    QVERIFY(!std::get<TrainingWorkload>(p.scenarios[0].workload).model.gatedMlp);
    const ModelSpec& llama = std::get<InferenceWorkload>(p.scenarios[1].workload).model;
    QVERIFY(llama.gatedMlp);
    QVERIFY(qAbs(llama.structuralParameters() / 70.6e9 - 1) < 0.01);
}

void TestProject::badInputNamesField_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("field");
    QTest::newRow("degrees do not match count") << "/scenarios/0/cluster/parallelism/data"
                                                << "8"
                                                << "scenarios[0].cluster.parallelism.data";
    QTest::newRow("negative count") << "/scenarios/0/cluster/count"
                                    << "-4"
                                    << "scenarios[0].cluster.count";
    QTest::newRow("count as text") << "/scenarios/0/cluster/count"
                                   << "\"many\""
                                   << "scenarios[0].cluster.count";
    QTest::newRow("absurd parameters") << "/scenarios/0/workload/model/parameters"
                                       << "1e30"
                                       << "scenarios[0].workload.model.parameters";
    QTest::newRow("unknown precision") << "/scenarios/0/workload/precision"
                                       << "\"fp7\""
                                       << "scenarios[0].workload.precision";
    QTest::newRow("unknown recompute") << "/scenarios/0/workload/activation_recompute"
                                       << "\"some\""
                                       << "scenarios[0].workload.activation_recompute";
    // Node-limited routing (DeepSeek-V3) is a mixture-of-experts key; the contract's models are
    // dense.
    QTest::newRow("nodes per token on a dense model")
        << "/scenarios/1/workload/model/max_nodes_per_token"
        << "4"
        << "scenarios[1].workload.model.max_nodes_per_token";
    QTest::newRow("negative nodes per token") << "/scenarios/1/workload/model/max_nodes_per_token"
                                              << "-1"
                                              << "scenarios[1].workload.model.max_nodes_per_token";
    QTest::newRow("zero stage 4") << "/scenarios/0/cluster/parallelism/zero_stage"
                                  << "4"
                                  << "scenarios[0].cluster.parallelism.zero_stage";
    QTest::newRow("tensor does not divide heads") << "/scenarios/1/cluster/parallelism/tensor"
                                                  << "3"
                                                  << "scenarios[1].cluster.parallelism.tensor";
    QTest::newRow("batch as word") << "/scenarios/1/workload/batch"
                                   << "\"lots\""
                                   << "scenarios[1].workload.batch";
    QTest::newRow("no beams") << "/scenarios/1/workload/beam_width"
                              << "0"
                              << "scenarios[1].workload.beam_width";
    // Speculative decoding (#26): k in 0..16, an acceptance rate in [0, 1), a draft smaller than
    // the served model, not with beam search, nothing read while off.
    QTest::newRow("draft tokens 17") << "/scenarios/1/workload/speculative"
                                     << R"({"draft_tokens": 17, "acceptance_rate": 0.8})"
                                     << "scenarios[1].workload.speculative.draft_tokens";
    QTest::newRow("negative draft tokens") << "/scenarios/1/workload/speculative"
                                           << R"({"draft_tokens": -1, "acceptance_rate": 0.8})"
                                           << "scenarios[1].workload.speculative.draft_tokens";
    QTest::newRow("acceptance 1") << "/scenarios/1/workload/speculative"
                                  << R"({"draft_tokens": 2, "acceptance_rate": 1})"
                                  << "scenarios[1].workload.speculative.acceptance_rate";
    QTest::newRow("acceptance above 1") << "/scenarios/1/workload/speculative"
                                        << R"({"draft_tokens": 2, "acceptance_rate": 1.5})"
                                        << "scenarios[1].workload.speculative.acceptance_rate";
    QTest::newRow("no acceptance rate") << "/scenarios/1/workload/speculative"
                                        << R"({"draft_tokens": 2})"
                                        << "scenarios[1].workload.speculative.acceptance_rate";
    QTest::newRow("acceptance while off") << "/scenarios/1/workload/speculative"
                                          << R"({"draft_tokens": 0, "acceptance_rate": 0.8})"
                                          << "scenarios[1].workload.speculative.acceptance_rate";
    QTest::newRow("negative slo") << "/scenarios/1/workload/slo/tpot_ms"
                                  << "-1"
                                  << "scenarios[1].workload.slo.tpot_ms";
    QTest::newRow("percentile 0") << "/scenarios/1/workload/slo/percentile"
                                  << "0"
                                  << "scenarios[1].workload.slo.percentile";
    QTest::newRow("percentile 100") << "/scenarios/1/workload/slo/percentile"
                                    << "100"
                                    << "scenarios[1].workload.slo.percentile";
    QTest::newRow("percentile NaN") << "/scenarios/1/workload/slo/percentile"
                                    << "NaN"
                                    << "scenarios[1].workload.slo.percentile";
    QTest::newRow("percentile as text") << "/scenarios/1/workload/slo/percentile"
                                        << "\"p99\""
                                        << "scenarios[1].workload.slo.percentile";
    QTest::newRow("no engine instances") << "/scenarios/1/workload/engine_instances"
                                         << "0"
                                         << "scenarios[1].workload.engine_instances";
    QTest::newRow("absurd engine instances") << "/scenarios/1/workload/engine_instances"
                                             << "1e9"
                                             << "scenarios[1].workload.engine_instances";
    QTest::newRow("fractional engine instances") << "/scenarios/1/workload/engine_instances"
                                                 << "2.5"
                                                 << "scenarios[1].workload.engine_instances";
    QTest::newRow("misspelt field") << "/scenarios/0/cluster/parallelism/tensr"
                                    << "2"
                                    << "scenarios[0].cluster.parallelism.tensr";
    QTest::newRow("architecture inconsistent") << "/scenarios/0/workload/model/hidden"
                                               << "128"
                                               << "scenarios[0].workload.model.parameters";
    QTest::newRow("batch not divisible") << "/scenarios/0/workload/global_batch_sequences"
                                         << "1000"
                                         << "scenarios[0].workload.global_batch_sequences";
    QTest::newRow("unknown stack") << "/scenarios/0/workload/software_stack"
                                   << "\"colossal\""
                                   << "scenarios[0].workload.software_stack";
    QTest::newRow("serving stack for training") << "/scenarios/0/workload/software_stack"
                                                << "\"vllm\""
                                                << "scenarios[0].workload.software_stack";
    QTest::newRow("training stack for serving") << "/scenarios/1/workload/software_stack"
                                                << "\"fsdp\""
                                                << "scenarios[1].workload.software_stack";
    QTest::newRow("kind") << "/scenarios/0/workload/kind"
                          << "\"finetune\""
                          << "scenarios[0].workload.kind";
}

void TestProject::badInputNamesField()
{
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, field);
    json doc = contractDoc();
    // JSON has no NaN literal; a document built in memory (the editor's) can hold one.
    doc[json::json_pointer(pointer.toStdString())] =
        value == QLatin1String("NaN") ? json(std::numeric_limits<double>::quiet_NaN())
                                      : json::parse(value.toStdString());
    try {
        projectFromJson(doc);
        QFAIL("bad input accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.field()) == field, e.what());
    }
}

// A draft as large as the served model, and speculative decoding with beam search, are refused
// naming the field (#26).
void TestProject::speculativeDraftAndBeamsRefused()
{
    const auto refusedAt = [](const json& doc) -> std::string {
        try {
            projectFromJson(doc);
        } catch (const InputError& e) {
            return e.field();
        }
        return "(accepted)";
    };
    json doc = contractDoc();
    json& w = doc["scenarios"][1]["workload"];
    w["speculative"] = {{"draft_tokens", 2}, {"acceptance_rate", 0.8}};
    QVERIFY(refusedAt(doc) == "(accepted)");
    w["speculative"]["draft_model"] = w.at("model");
    QCOMPARE(refusedAt(doc), std::string("scenarios[1].workload.speculative.draft_model"));
    w["speculative"].erase("draft_model");
    w["beam_width"] = 2;
    w.erase("batch");
    QCOMPARE(refusedAt(doc), std::string("scenarios[1].workload.speculative.draft_tokens"));
}

// Written back as read; off (draft_tokens 0) is not written at all.
void TestProject::speculativeRoundTrips()
{
    json doc = contractDoc();
    json& w = doc["scenarios"][1]["workload"];
    const json draft = {{"parameters", 1.24e9}, {"layers", 16},    {"hidden", 2048},
                        {"heads", 32},          {"kv_heads", 8},   {"head_dim", 64},
                        {"ffn_hidden", 8192},   {"vocab", 128256}, {"tied_embeddings", true}};
    w["speculative"] = {{"draft_tokens", 3}, {"acceptance_rate", 0.7}, {"draft_model", draft}};
    const Project p = projectFromJson(doc);
    const auto& inf = std::get<InferenceWorkload>(p.scenarios[1].workload);
    QCOMPARE(inf.speculative.draftTokens, 3);
    QCOMPARE(inf.speculative.acceptanceRate, 0.7);
    QVERIFY(inf.speculative.draftModel);
    QCOMPARE(inf.speculative.draftModel->layers, 16);
    const json saved = projectToJson(p);
    const json& s = saved["scenarios"][1]["workload"]["speculative"];
    QCOMPARE(s.at("draft_tokens"), json(3));
    QCOMPARE(s.at("acceptance_rate"), json(0.7));
    QCOMPARE(s.at("draft_model").at("layers"), json(16));
    const Project again = projectFromJson(saved);
    QCOMPARE(
        std::get<InferenceWorkload>(again.scenarios[1].workload).speculative.draftModel->hidden,
        2048.0);
    w["speculative"] = {{"draft_tokens", 0}};
    QVERIFY(
        !projectToJson(projectFromJson(doc))["scenarios"][1]["workload"].contains("speculative"));
}

void TestProject::newerVersionRefused()
{
    json doc = contractDoc();
    doc["version"] = kProjectFormatVersion + 1;
    try {
        projectFromJson(doc);
        QFAIL("newer version accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("version"));
        QVERIFY(QString::fromUtf8(e.what()).contains("update AccelPlan"));
    }
}

void TestProject::roundTrip()
{
    const Project p = projectFromJson(contractDoc());
    const json saved = projectToJson(p);
    const Project again = projectFromJson(saved);
    QCOMPARE(projectToJson(again).dump(), saved.dump());
    QCOMPARE(again.scenarios[1].name, std::string("Llama 3 70B chat on H200"));
}

// The placement lives only as PlacementSpec: the writer writes it from the struct, keeping
// the keys the author spelled out (defaults too), and what it writes reads back the same.
void TestProject::placementWrittenFromTypedStruct()
{
    const json authored = {{"compute_site", "aws-us-east-1"},
                           {"horizon_months", 36}, // the default, spelled out
                           {"discount_rate", 0.1},
                           {"on_prem", json::object()},
                           {"cloud", {{"commitment", "commit_1y"}}},
                           {"users", {{"latitude", 40.7}, {"longitude", -74}, {"hops", 10}}},
                           {"wan", {{"per_hop_delay_ms", 0.3}, {"usd_per_gb", 0.02}}},
                           {"prices", {{"providers", {{"aws", json::object()}}}}},
                           {"notes", "our quote"}};
    const PlacementSpec spec = parsePlacement(JsonReader(authored, "placement"));
    QCOMPARE(placementToJson(spec), authored);

    // A typed edit is what the next save writes; untouched keys stay as they were.
    PlacementSpec edited = spec;
    edited.computeSite = "gcp-us-central1";
    edited.commitment = Commitment::Spot;
    edited.lifeMonths = 60;
    const json saved = placementToJson(edited);
    QCOMPARE(saved.at("compute_site").get<std::string>(), std::string("gcp-us-central1"));
    QCOMPARE(saved.at("cloud").at("commitment").get<std::string>(), std::string("spot"));
    QCOMPARE(saved.at("on_prem").at("life_months").get<int>(), 60);
    QCOMPARE(saved.at("horizon_months").get<int>(), 36);
    const PlacementSpec again = parsePlacement(JsonReader(saved, "placement"));
    QCOMPARE(again.computeSite, edited.computeSite);
    QVERIFY(again.commitment == Commitment::Spot);
    QCOMPARE(again.lifeMonths, 60);
    QCOMPARE(again.wan.perHopDelaySec, edited.wan.perHopDelaySec);
    QCOMPARE(placementToJson(again), saved);

    // Every bundled example's placements: written and read back, the same struct and text.
    for (const auto& f : embeddedFiles()) {
        if (!f.name.starts_with("examples/"))
            continue;
        const Project p = loadProjectText(f.contents, std::string(f.name));
        for (const Scenario& sc : p.scenarios) {
            if (!sc.placement)
                continue;
            const json written = placementToJson(*sc.placement);
            const PlacementSpec back = parsePlacement(JsonReader(written, "placement"));
            QCOMPARE(placementToJson(back), written);
            QCOMPARE(back.computeSite, sc.placement->computeSite);
            QCOMPARE(back.users.distanceKm, sc.placement->users.distanceKm);
            QVERIFY(back.priceOverrides == sc.placement->priceOverrides);
        }
    }
}

// The checks across a project's typed objects run for a project built in memory too.
void TestProject::validateTypedProject()
{
    Project p = projectFromJson(contractDoc());
    validateProject(p); // as read: valid

    Project twice = p;
    twice.scenarios[1].name = twice.scenarios[0].name;
    try {
        validateProject(twice);
        QFAIL("a duplicate name was accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("scenarios[1].name"));
    }

    Project uneven = p;
    uneven.scenarios[0].cluster.count += 1; // no longer tensor x pipeline x context x data
    try {
        validateProject(uneven);
        QFAIL("a layout that does not multiply to the count was accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("scenarios[0].cluster.count"));
    }
}

void TestProject::bundledExamplesLoad()
{
    int examples = 0;
    for (const auto& f : embeddedFiles()) {
        if (!f.name.starts_with("examples/"))
            continue;
        ++examples;
        const Project p = loadProjectText(f.contents, std::string(f.name));
        QVERIFY(!p.scenarios.empty());
    }
    QVERIFY(examples >= 1);
}

void TestProject::saveIsAtomic()
{
    QTemporaryDir dir;
    const std::filesystem::path path = dir.filePath("p.accelplan").toStdString();
    Project p = projectFromJson(contractDoc());
    saveProjectFile(p, path);
    const std::string before = readTextFile(path);
    QCOMPARE(loadProjectFile(path).scenarios.size(), size_t(2));

    // Make the write fail half-way (a file size limit, as a full disk would; SIGXFSZ turned
    // into an error): the old file must be left intact, no temporary file left behind.
    p.name = "changed";
    rlimit saved{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &saved) == 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = saved;
    small.rlim_cur = 64;
    QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
    bool threw = false;
    try {
        saveProjectFile(p, path);
    } catch (const InputError& e) {
        threw = QString::fromStdString(e.what()).contains(QString::fromStdString(path.string()));
    }
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, oldHandler);
    QVERIFY(threw);
    QCOMPARE(readTextFile(path), before);
    int files = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(path.parent_path()))
        ++files;
    QCOMPARE(files, 1);
    // Where the backup cannot be made (a folder in its place), the save fails the same way.
    std::filesystem::create_directory(path.string() + "~");
    QVERIFY_THROWS_EXCEPTION(InputError, saveProjectFile(p, path));
    QCOMPARE(readTextFile(path), before);
}

void TestProject::loadFailureNamesFile()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("broken.accelplan").toStdString();
    writeTextFileAtomically(path, "{\"format\": \"accelplan-project\", \"version\": 1, ");
    try {
        loadProjectFile(path);
        QFAIL("broken file accepted");
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
    }
    try {
        loadProjectFile(dir.filePath("missing.accelplan").toStdString());
        QFAIL("missing file accepted");
    } catch (const InputError& e) {
        QVERIFY(QString::fromUtf8(e.what()).contains("missing.accelplan"));
    }
}

namespace {

// Values to try for `f` instead of `current` (its effective value, null where it has none),
// in the file's form, each within the field's range and different from `current`.
std::vector<json> otherValues(const FieldSpec& f, const json& current, bool training)
{
    std::vector<json> out;
    switch (f.type) {
    case FieldType::Bool:
        out.push_back(current.is_boolean() ? !current.get<bool>() : f.defaultValue == 0);
        break;
    case FieldType::Choice: {
        // Absent from the effective form: at its default choice.
        const std::string cur =
            current.is_string() ? current.get<std::string>() : std::string(f.defaultChoice);
        for (const std::string_view c : f.choicesFor(training))
            if (c != cur)
                out.push_back(std::string(c));
        break;
    }
    case FieldType::Number:
    case FieldType::Integer: {
        const double cur = current.is_number() ? current.get<double>() : f.defaultValue;
        for (double v : {cur * 2, cur + 1, cur / 2, (f.min + f.max) / 2, f.min, f.max}) {
            if (f.type == FieldType::Integer)
                v = std::round(v);
            v = std::clamp(v, f.min, f.max);
            if (v == cur || (v == f.min && (f.openRange || f.minExclusive)) ||
                (v == f.max && f.openRange))
                continue;
            out.push_back(f.type == FieldType::Integer ? json(int64_t(v)) : json(v));
        }
        break;
    }
    default:
        break;
    }
    return out;
}

} // namespace

// "Has this changed?" is the typed ==: for every field of the field schema (and of the study
// schema) that a scenario takes, a project differing in that field alone compares unequal, and
// the same project read twice compares equal.
void TestProject::equalityIsPerField()
{
    Project base = projectFromJson(contractDoc());
    base = withScenarioValue(base, 0, "/placement/compute_site", json("on-prem"));
    base = withScenarioValue(base, 1, "/placement/compute_site", json("on-prem"));
    base = withStudies(base,
                       json::array({{{"name", "cheapest"}, {"scenario", base.scenarios[1].name}}}));
    QVERIFY(projectFromJson(projectToJson(base)) == base);
    QVERIFY(Project(base) == base);

    int tested = 0;
    QStringList untested, notReadBack;
    for (int row = 0; row < 2; ++row) {
        const bool training = base.scenarios[size_t(row)].isTraining();
        const json effective = effectiveScenarioJson(base.scenarios[size_t(row)]);
        for (const FieldSpec& f : scenarioFieldSchema()) {
            if (!f.appliesTo(training) || f.pointer.find('*') != std::string_view::npos)
                continue;
            const std::vector<json> values =
                otherValues(f, valueAt(effective, f.pointer).value_or(json()), training);
            if (values.empty())
                continue;
            bool done = false;
            for (const json& v : values) {
                Project edited;
                try {
                    edited = withScenarioValue(base, row, f.pointer, v);
                } catch (const std::exception&) {
                    continue; // refused with this value (a cross-field rule): try another
                }
                QVERIFY2(!(edited.scenarios[size_t(row)] == base.scenarios[size_t(row)]),
                         qPrintable(QString::fromUtf8(f.pointer.data(), int(f.pointer.size()))));
                QVERIFY(!(edited == base));
                // Written and read back: the same project, but for values the writer spells
                // to 15 digits or a unit away (listed below, not asserted).
                if (!(projectFromJson(projectToJson(edited)) == edited))
                    notReadBack << QString::fromUtf8(f.pointer.data(), int(f.pointer.size()));
                done = true;
                break;
            }
            if (done)
                ++tested;
            else
                untested << QString::fromUtf8(f.pointer.data(), int(f.pointer.size()));
        }
    }
    for (const FieldSpec& f : studyFieldSchema()) {
        if (f.pointer.find('*') != std::string_view::npos)
            continue;
        for (const json& v : otherValues(f, json(), false)) {
            Project edited;
            try {
                edited = withStudyValue(base, 0, f.pointer, v);
            } catch (const std::exception&) {
                continue;
            }
            if (edited.studies[0] == base.studies[0]) // the value given is the default
                continue;
            QVERIFY(!(edited == base));
            QVERIFY(projectFromJson(projectToJson(edited)) == edited);
            ++tested;
            break;
        }
    }
    qInfo("%d fields compared; not settable alone: %s; not read back equal: %s", tested,
          qPrintable(untested.join(QStringLiteral(", "))),
          qPrintable(notReadBack.join(QStringLiteral(", "))));
    QVERIFY(tested > 150);
}

QTEST_GUILESS_MAIN(TestProject)
#include "tst_project.moc"
