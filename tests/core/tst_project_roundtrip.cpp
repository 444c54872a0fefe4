// Saving keeps a project file as its author wrote it: load -> save of every bundled example is
// byte-identical, and an edit changes only the lines it touches (key order, number spellings
// such as 70.6e9, inline objects and left-out defaults stay).
#include "common/input_error.h"
#include "common/text_file.h"
#include "project/json_text_patch.h"
#include "project/project.h"
#include "project/project_edit.h"
#include "project/project_text.h"
#include "project/study_schema.h"
#include "reliability/reliability_model.h"
#include "test_files.h"

#include <QtTest>

#include <cmath>

#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

using namespace ap;
using nlohmann::json;

namespace {

QStringList examples()
{
    const QDir dir(testSource("/data/examples"));
    QStringList files;
    for (const QString& f : dir.entryList({QStringLiteral("*.accelplan")}, QDir::Files))
        files << dir.absoluteFilePath(f);
    return files;
}

// `pointer` with each "*" (a list's elements, an object's keys) replaced by what `doc` holds
// there; the pointer itself where it has none.
std::vector<std::string> expandPointer(const json& doc, const std::string& pointer)
{
    const size_t star = pointer.find("/*");
    if (star == std::string::npos)
        return {pointer};
    const std::string head = pointer.substr(0, star);
    const std::string tail = pointer.substr(star + 2);
    std::vector<std::string> out;
    const auto node = valueAt(doc, head);
    if (!node)
        return out;
    std::vector<std::string> members;
    if (node->is_array())
        for (size_t i = 0; i < node->size(); ++i)
            members.push_back(std::to_string(i));
    else if (node->is_object())
        for (const auto& [key, v] : node->items())
            members.push_back(key);
    for (const std::string& m : members)
        for (const std::string& p : expandPointer(doc, head + "/" + m + tail))
            out.push_back(p);
    return out;
}

// The value the editor starts from: the one the form holds, else a stated default.
std::optional<double> numberAt(const json& form, const FieldSpec& f, const std::string& pointer)
{
    if (const auto v = valueAt(form, pointer); v && v->is_number())
        return v->get<double>();
    if (f.hasStatedDefault() && pointer.find("/*") == std::string::npos &&
        pointer == std::string(f.pointer))
        return f.defaultValue;
    return std::nullopt;
}

// Which typed parts of two scenarios differ, for a failure's message.
QString scenarioDifference(const Scenario& a, const Scenario& b)
{
    QStringList parts;
    if (!(a.workload == b.workload))
        parts << QStringLiteral("workload");
    if (!(a.cluster == b.cluster))
        parts << QStringLiteral("cluster");
    if (!(a.reliability == b.reliability))
        parts << QStringLiteral("reliability");
    if (!(a.placement == b.placement))
        parts << QStringLiteral("placement");
    if (a.datasetBytes != b.datasetBytes ||
        a.datasetGrowthBytesPerMonth != b.datasetGrowthBytesPerMonth ||
        a.egressBytesPerMonth != b.egressBytesPerMonth)
        parts << QStringLiteral("data");
    return QString::fromStdString(a.name) + QStringLiteral(": ") + parts.join(QStringLiteral(", "));
}

// The first difference of two projects read from the same file, for a failure's message.
QString projectDifference(const Project& a, const Project& b)
{
    if (a.scenarios.size() != b.scenarios.size())
        return QStringLiteral("scenario count");
    for (size_t i = 0; i < a.scenarios.size(); ++i)
        if (!(a.scenarios[i] == b.scenarios[i]))
            return scenarioDifference(a.scenarios[i], b.scenarios[i]);
    if (!(a.studies == b.studies))
        return QStringLiteral("studies");
    return QStringLiteral("project fields");
}

} // namespace

class TestProjectRoundTrip : public QObject {
    Q_OBJECT
private slots:
    void loadSaveIsByteIdentical_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = examples();
        QVERIFY(files.size() >= 3);
        for (const QString& f : files)
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
        // Every project of tests/data that loads (the bad and hostile ones are refused), the
        // hand-written fixture of integer spellings and keys at their defaults among them.
        QDirIterator it(testSource("/tests/data"), {QStringLiteral("*.accelplan")}, QDir::Files,
                        QDirIterator::Subdirectories);
        int loaded = 0;
        while (it.hasNext()) {
            const QString f = it.next();
            try {
                (void)loadProjectFile(f.toStdString());
            } catch (const std::exception&) {
                continue;
            }
            ++loaded;
            QTest::newRow(qPrintable(QDir(testSource("/tests/data")).relativeFilePath(f))) << f;
        }
        QVERIFY(loaded >= 10);
    }
    void loadSaveIsByteIdentical()
    {
        QFETCH(QString, path);
        const std::string text = readTextFile(path.toStdString());
        const Project p = loadProjectText(text, path.toStdString());
        QVERIFY(projectFileText(p, text) == text);
        // Through the file system too (the atomic save).
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("saved.accelplan")).toStdString();
        saveProjectFile(p, out, text);
        QVERIFY(readTextFile(out) == text);
        // The plain dump, by contrast, rewrites the file: the patch is what keeps it.
        QVERIFY(projectToJson(p).dump(2) + "\n" != text);
        // The studies are written from their typed values: a study's field changed is its
        // line (or one inserted beside its siblings), and reads back as the edited study.
        if (!p.studies.empty()) {
            Project edited = p;
            int& top = edited.studies.front().top;
            top = top > 1 ? top - 1 : top + 1;
            const std::string changed = projectFileText(edited, text);
            QVERIFY(changed != text);
            QVERIFY2(changedLines(text, changed) <= 3,
                     qPrintable(QString::fromStdString(changed.substr(0, 1500))));
            QVERIFY(loadProjectText(changed, "changed") == edited);
        }
    }

    // Each edit, applied to each example's first scenario, changes at most `maxLines` lines
    // and the result reads back as the edited project.
    void editChangesOnlyEditedLines_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("edit");
        QTest::addColumn<int>("maxLines");
        for (const QString& f : examples()) {
            const QString name = QFileInfo(f).completeBaseName();
            // (A changed line counts twice, as diff's - and + lines.)
            // Renaming: the scenario's name, and the study naming it.
            QTest::newRow(qPrintable(name + " rename")) << f << "rename" << 4;
            // Doubling the data-parallel degree: count, data and the global batch, in place.
            QTest::newRow(qPrintable(name + " count")) << f << "count" << 6;
            // A default the file left out, now set: the key is inserted as a new line after
            // its last sibling, which gains the separating comma (what any JSON diff shows).
            QTest::newRow(qPrintable(name + " attention")) << f << "attention" << 3;
            // The project name.
            QTest::newRow(qPrintable(name + " project name")) << f << "project" << 2;
            // A study's objective: its line (or a new one beside its siblings).
            QTest::newRow(qPrintable(name + " study")) << f << "study" << 3;
        }
    }
    void editChangesOnlyEditedLines()
    {
        QFETCH(QString, path);
        QFETCH(QString, edit);
        QFETCH(int, maxLines);
        const std::string text = readTextFile(path.toStdString());
        Project p = loadProjectText(text, path.toStdString());
        Scenario& s = p.scenarios.front();
        if (edit == "rename") {
            // Studies name their template scenario: the rename follows there too.
            const std::string old = s.name;
            s.name += " (edited)";
            for (StudySpec& st : p.studies)
                if (st.scenario == old)
                    st.scenario = s.name;
        } else if (edit == "count") {
            s.cluster.count *= 2;
            s.cluster.parallelism.data *= 2;
            if (auto* t = std::get_if<TrainingWorkload>(&s.workload))
                t->globalBatchSequences *= 2;
        } else if (edit == "attention") {
            if (auto* t = std::get_if<TrainingWorkload>(&s.workload))
                t->attention = AttentionKernel::Materialized;
            else
                std::get<InferenceWorkload>(s.workload).attention = AttentionKernel::Materialized;
        } else if (edit == "study") {
            if (p.studies.empty())
                QSKIP("no study");
            p.studies.front().objective = Objective::Energy;
        } else {
            p.name = "Renamed project";
        }
        const std::string saved = projectFileText(p, text);
        const int changed = changedLines(text, saved);
        QVERIFY2(changed >= 1 && changed <= maxLines,
                 qPrintable(QStringLiteral("%1 lines changed:\n%2")
                                .arg(changed)
                                .arg(QString::fromStdString(saved))));
        // It is the edited project, and the next save from it is identical again.
        const Project back = loadProjectText(saved, "saved");
        QVERIFY(back == p);
        QVERIFY(projectFileText(back, saved) == saved);
    }

    // #24: a typed read(write(x)) is x. Every number field the schema knows, of every scenario
    // (workload, cluster, fabric, reliability, placement, data) and every study, is multiplied
    // by 0.7, 1/3 and 1.1 through the editor's path (withScenarioValue, withStudyValue; a value
    // the reader refuses, such as an availability above 1, is skipped as the editor refuses it);
    // after each edit the full file form reads back as the edited project, and the project with
    // every edit, saved over its author's text and as a new file, reads back as it too.
    void scaledNumbersReadBackExactly_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& f : examples())
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
        QTest::newRow("hand-written") << testSource("/tests/data/roundtrip/hand-written.accelplan");
    }
    void scaledNumbersReadBackExactly()
    {
        QFETCH(QString, path);
        const std::string text = readTextFile(path.toStdString());
        const Project original = loadProjectText(text, path.toStdString());
        for (const double factor : {0.7, 1.0 / 3.0, 1.1}) {
            Project edited = original;
            int edits = 0;
            // After each accepted edit: the project's full file form reads back as it.
            const auto readsBack = [&](const std::string& field) {
                const Project back = projectFromJson(projectToJson(edited));
                QVERIFY2(back == edited, qPrintable(QStringLiteral("x%1, %2: %3")
                                                        .arg(factor)
                                                        .arg(QString::fromStdString(field))
                                                        .arg(projectDifference(back, edited))));
                ++edits;
            };
            for (size_t row = 0; row < edited.scenarios.size(); ++row) {
                const bool training = edited.scenarios[row].isTraining();
                const json form = effectiveScenarioJson(edited.scenarios[row]);
                for (const FieldSpec& f : scenarioFieldSchema()) {
                    if (f.type != FieldType::Number || !f.appliesTo(training))
                        continue;
                    for (const std::string& pointer : expandPointer(form, std::string(f.pointer))) {
                        const auto value = numberAt(form, f, pointer);
                        if (!value || *value == 0)
                            continue;
                        try {
                            edited =
                                withScenarioValue(edited, int(row), pointer, json(*value * factor));
                        } catch (const InputError&) {
                            continue; // out of the field's range, or refused with another
                        }
                        readsBack(edited.scenarios[row].name + pointer);
                        if (QTest::currentTestFailed())
                            return;
                    }
                }
            }
            for (size_t index = 0; index < edited.studies.size(); ++index) {
                const json form = studySpecToJson(edited.studies[index], true);
                for (const FieldSpec& f : studyFieldSchema()) {
                    if (f.type != FieldType::Number)
                        continue;
                    for (const std::string& pointer : expandPointer(form, std::string(f.pointer))) {
                        const auto value = numberAt(form, f, pointer);
                        if (!value || *value == 0)
                            continue;
                        try {
                            edited =
                                withStudyValue(edited, int(index), pointer, json(*value * factor));
                        } catch (const InputError&) {
                            continue;
                        }
                        readsBack("recommend[" + std::to_string(index) + "]" + pointer);
                        if (QTest::currentTestFailed())
                            return;
                    }
                }
            }
            QVERIFY2(edits >= 20, qPrintable(QString::number(edits)));
            // Saved over the author's text (the edited lines patched) and as a new file.
            for (const std::string& saved :
                 {projectFileText(edited, text), projectFileText(edited)}) {
                const Project back = loadProjectText(saved, "saved");
                QVERIFY2(back == edited, qPrintable(QStringLiteral("x%1, saved: %2")
                                                        .arg(factor)
                                                        .arg(projectDifference(back, edited))));
            }
        }
    }

    // Number spellings of lines not edited survive an edit elsewhere.
    void untouchedNumberSpellingsKept()
    {
        const std::string text =
            readTextFile(testSourceStd("/data/examples/where-to-run.accelplan"));
        QVERIFY(text.find("70.6e9") != std::string::npos);
        QVERIFY(text.find("2e12") != std::string::npos);
        Project p = loadProjectText(text, "where-to-run");
        p.scenarios.back().cluster.deviceId = "nvidia-h200-sxm-141gb";
        const std::string saved = projectFileText(p, text);
        QVERIFY(saved.find("70.6e9") != std::string::npos);
        QVERIFY(saved.find("2e12") != std::string::npos);
        QVERIFY(saved.find("\"device\": \"nvidia-h200-sxm-141gb\", \"count\": 16384") !=
                std::string::npos);
        QCOMPARE(changedLines(text, saved), 2);
    }

    // A disaggregated scenario with its prefill pool's own layout (DeepSeek-V3/R1 serving,
    // deepseek-ai/open-infra-index "Inference System Overview": prefill EP32 on 32 GPUs,
    // decode EP144 on 144): load, save unchanged and after an edit elsewhere, the author's
    // inline object kept.
    void prefillLayoutKeepsAuthorsText()
    {
        const std::string text = R"({
  "format": "accelplan-project",
  "version": 1,
  "name": "DeepSeek serving",
  "scenarios": [
    {
      "name": "DeepSeek-V3 disaggregated",
      "workload": {
        "kind": "inference",
        "model": { "parameters": 671e9, "active_parameters": 37e9, "layers": 61, "hidden": 7168,
                   "heads": 128, "kv_heads": 2, "head_dim": 128, "ffn_hidden": 2048,
                   "vocab": 129280, "experts": 256, "experts_per_token": 8 },
        "precision": "fp8",
        "input_tokens": 4096,
        "output_tokens": 1024,
        "prefill_devices": 32,
        "prefill_parallelism": { "expert": 32 }
      },
      "cluster": { "device": "nvidia-h800-sxm5-80gb", "count": 176,
                   "parallelism": { "tensor": 1, "expert": 144, "expert_slots": 288 } }
    }
  ]
}
)";
        Project p = loadProjectText(text, "deepseek");
        const auto& w = std::get<InferenceWorkload>(p.scenarios.front().workload);
        QVERIFY(w.prefillLayout);
        QCOMPARE(w.prefillLayout->expert, std::optional<int>(32));
        QVERIFY(!w.prefillLayout->tensor);
        QVERIFY(projectFileText(p, text) == text);
        std::get<InferenceWorkload>(p.scenarios.front().workload).prefillLayout->expertSlots = 288;
        const std::string saved = projectFileText(p, text);
        QVERIFY(saved.find("\"prefill_parallelism\": { \"expert\": 32, \"expert_slots\": 288 }") !=
                std::string::npos);
        QCOMPARE(changedLines(text, saved), 2); // one line replaced
        QCOMPARE(projectToJson(loadProjectText(saved, "saved")), projectToJson(p));
        // Without prefill_devices there is no prefill pool: a layout for it would act on
        // nothing, so the file is refused naming the field (no input without effect).
        std::string orphan = text;
        orphan.erase(orphan.find("\"prefill_devices\": 32,"), 22);
        try {
            loadProjectText(orphan, "orphan");
            QFAIL("a prefill layout without prefill_devices loaded");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()),
                     QStringLiteral("scenarios[0].workload.prefill_parallelism"));
        }
    }

    // A reliability value edited to a whole number is written as one, on its line only (#24:
    // the writer wrote every reliability number as a float, "restart_s": 900.0).
    void reliabilityKeepsIntegerSpelling()
    {
        const std::string text =
            readTextFile(testSourceStd("/tests/data/roundtrip/hand-written.accelplan"));
        QVERIFY(text.find("\"reliability\": { \"restart_s\": 600 }") != std::string::npos);
        Project p = loadProjectText(text, "hand-written");
        Scenario* withReliability = nullptr;
        for (Scenario& s : p.scenarios)
            if (s.hasReliabilityObject)
                withReliability = &s;
        QVERIFY(withReliability);
        withReliability->reliability.restartSec = 900;
        const std::string saved = projectFileText(p, text);
        QVERIFY2(saved.find("\"reliability\": { \"restart_s\": 900 }") != std::string::npos,
                 saved.c_str());
        QCOMPARE(changedLines(text, saved), 2);
        // Every whole number of the object is written as an integer, its objects' too.
        const auto wholeAsFloat = [](const json& j, const auto& self) -> bool {
            if (j.is_object())
                for (const auto& [key, v] : j.items())
                    if (self(v, self))
                        return true;
            return j.is_number_float() && j.get<double>() == std::floor(j.get<double>());
        };
        ReliabilityOptions o;
        o.checkpointIntervalSec = 1800;
        o.costPerDeviceHourUsd = 2;
        QVERIFY(!wholeAsFloat(reliabilityOptionsToJson(o), wholeAsFloat));
        QCOMPARE(reliabilityOptionsToJson(o).at("restart_s").dump(), std::string("600"));
    }

    // Removing a scenario leaves the others' text as it was.
    void removedScenarioLeavesOthersAlone()
    {
        const std::string text =
            readTextFile(testSourceStd("/data/examples/getting-started.accelplan"));
        Project p = loadProjectText(text, "getting-started");
        QVERIFY(p.scenarios.size() >= 3);
        // Studies name scenarios; keep the project valid by dropping them with it.
        p.studies.clear();
        const std::string removedName = p.scenarios[1].name;
        p.scenarios.erase(p.scenarios.begin() + 1);
        const std::string saved = projectFileText(p, text);
        QVERIFY(saved.find("\"" + removedName + "\"") == std::string::npos);
        const Project back = loadProjectText(saved, "saved");
        QVERIFY(back == p);
        // The last scenario's block is byte-identical.
        const std::string lastName = "\"name\": \"" + p.scenarios.back().name + "\"";
        QVERIFY(text.find(lastName) != std::string::npos);
        QVERIFY(saved.find(lastName) != std::string::npos);
        QVERIFY(saved.substr(saved.find(lastName), 400) == text.substr(text.find(lastName), 400));
    }

    // A new project (no original text) is the plain two-space dump of the file form (defaults
    // left out, projectFileJson); an added scenario in an
    // existing file is written in the file's indentation.
    void newProjectIsPlainDump()
    {
        const std::string text =
            readTextFile(testSourceStd("/data/examples/checkpoint-stall-cost.accelplan"));
        Project p = loadProjectText(text, "x");
        QVERIFY(projectFileText(p) == projectFileJson(p).dump(2) + "\n");
        Scenario copy = p.scenarios.front();
        copy.name = "A copy";
        p.scenarios.push_back(copy);
        const std::string saved = projectFileText(p, text);
        QVERIFY(saved.starts_with(text.substr(0, 200)));
        QVERIFY(saved.find("\"name\": \"A copy\"") != std::string::npos);
        QVERIFY(loadProjectText(saved, "saved") == p);
    }

    // A scenario added to an existing file is inserted into the author's text: the saver
    // accepts its patch when the text reads back as the project by the typed model's == (as
    // every other "has this changed?"), so no line of the original goes but the one that
    // gains the comma before the new scenario. (The file forms were compared before: the
    // typed == was said to refuse the patch of a scenario added to checkpoint-stall-cost.)
    void addedScenarioKeepsTheAuthorsText_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& f : examples())
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
        QTest::newRow("hand-written") << testSource("/tests/data/roundtrip/hand-written.accelplan");
    }
    void addedScenarioKeepsTheAuthorsText()
    {
        QFETCH(QString, path);
        const std::string text = readTextFile(path.toStdString());
        Project p = loadProjectText(text, path.toStdString());
        for (const size_t from : {size_t(0), p.scenarios.size() - 1}) {
            Scenario copy = p.scenarios[from];
            copy.name = uniqueScenarioName(p, copy.name + " (copy)");
            p.scenarios.push_back(copy);
        }
        const std::string saved = projectFileText(p, text);
        QVERIFY(loadProjectText(saved, "saved") == p);
        const int added = int(textLines(saved).size()) - int(textLines(text).size());
        const int removed = (changedLines(text, saved) - added) / 2;
        QVERIFY2(added > 0 && removed <= 1,
                 qPrintable(QStringLiteral("%1 lines of the original gone:\n%2")
                                .arg(removed)
                                .arg(QString::fromStdString(saved))));
        QVERIFY(projectFileText(loadProjectText(saved, "saved"), saved) == saved);
    }

    // The patcher alone: inline objects, inserted and removed keys, unknown keys kept.
    void patcherKeepsStyle()
    {
        const std::string text =
            "{\n  \"a\": 1e3, \"b\": { \"x\": 1, \"y\": 2 },\n  \"keep\": [1,2]\n}\n";
        const json base = {{"a", 1000.0}, {"b", {{"x", 1}, {"y", 2}}}};
        json next = base;
        next["b"]["y"] = 3;
        next["b"]["z"] = true;
        const auto out = patchJsonText(text, base, next);
        QVERIFY(out);
        QCOMPARE(QString::fromStdString(*out),
                 QStringLiteral("{\n  \"a\": 1e3, \"b\": { \"x\": 1, \"y\": 3, \"z\": true },\n  "
                                "\"keep\": [1,2]\n}\n"));
        json dropped = base;
        dropped["b"].erase("x");
        QCOMPARE(QString::fromStdString(*patchJsonText(text, base, dropped)),
                 QStringLiteral("{\n  \"a\": 1e3, \"b\": { \"y\": 2 },\n  \"keep\": [1,2]\n}\n"));
        QVERIFY(!patchJsonText("{ not json", base, next));
    }
};

QTEST_GUILESS_MAIN(TestProjectRoundTrip)
#include "tst_project_roundtrip.moc"
