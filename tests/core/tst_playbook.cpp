// The playbook document: every section, a risk register whose numbers are the engine's, CSV
// tables that read back to the same doubles as the result objects, and Markdown with the same
// sections. Runs on every bundled example.
#include "cli/cli.h"
#include "common/chart_kind.h"
#include "common/number_text.h"
#include "common/text_file.h"
#include "hardware/catalog.h"
#include "perf/efficiency_params.h"
#include "perf/figure_registry.h"
#include "perf/prediction_band.h"
#include "playbook/csv_text.h"
#include "playbook/playbook.h"
#include "playbook/playbook_builder.h"
#include "playbook/playbook_writers.h"
#include "project/project.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <QDir>
#include <QTemporaryDir>

#include <algorithm>
#include <cctype>
#include <clocale>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace ap;

namespace {

QStringList examples()
{
    const QDir dir(testSource("/data/examples"));
    QStringList files;
    for (const QString& f : dir.entryList({QStringLiteral("*.accelplan")}, QDir::Files))
        files << dir.absoluteFilePath(f);
    return files;
}

// Playbooks are built once per example and shared by the tests (a search each).
const Playbook& playbookOf(const QString& path)
{
    static std::map<QString, Playbook> cache;
    auto it = cache.find(path);
    if (it == cache.end()) {
        const Project p = loadProjectFile(path.toStdString());
        PlaybookRequest request;
        request.projectFile = path.toStdString();
        request.date = "2026-11-30";
        it = cache.emplace(path, buildPlaybook(p, shippedData(), request)).first;
    }
    return it->second;
}

const CsvTable& csvTable(const Playbook& pb, const std::string& name)
{
    for (const auto& t : pb.csv)
        if (t.name == name)
            return t;
    throw std::runtime_error("no CSV table " + name);
}

size_t column(const CsvTable& t, const std::string& name)
{
    const auto it = std::find(t.header.begin(), t.header.end(), name);
    if (it == t.header.end())
        throw std::runtime_error("no column " + name);
    return size_t(it - t.header.begin());
}

double number(const std::string& text)
{
    return std::strtod(text.c_str(), nullptr);
}

// Names in the Markdown are backslash-escaped; what a reader sees is the text.
std::string shownText(const std::string& md)
{
    std::string shown;
    for (size_t i = 0; i < md.size(); ++i)
        if (!(md[i] == '\\' && i + 1 < md.size() && std::ispunct((unsigned char)md[i + 1])))
            shown += md[i];
        else
            shown += md[++i];
    return shown;
}

void addExampleRows()
{
    QTest::addColumn<QString>("path");
    for (const QString& f : examples())
        QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
}

} // namespace

class TestPlaybook : public QObject {
    Q_OBJECT
private slots:
    // A study's recommendation the caller already has (the GUI's last search of the same
    // inputs) is taken as it is, not searched again; without one the study is searched.
    void knownRecommendationIsTaken()
    {
        const QString path = testSource("/data/examples/eu-serving.accelplan");
        const Playbook& searched = playbookOf(path);
        QCOMPARE(searched.recommendations.size(), size_t(1));
        Recommendation marked = searched.recommendations.front();
        marked.layoutsEvaluated = 123456789; // a figure no search of this study gives
        const Project p = loadProjectFile(path.toStdString());
        PlaybookRequest request;
        request.projectFile = path.toStdString();
        request.date = "2026-11-30";
        std::vector<std::string> asked;
        request.knownRecommendation = [&](const StudySpec& s) -> std::optional<Recommendation> {
            asked.push_back(s.name);
            return marked;
        };
        const Playbook taken = buildPlaybook(p, shippedData(), request);
        QCOMPARE(asked, std::vector<std::string>{searched.recommendations.front().study});
        QCOMPARE(taken.recommendations.front().layoutsEvaluated, 123456789);
        // The document is built from it as from a search of its own.
        marked = searched.recommendations.front();
        QCOMPARE(playbookMarkdown(buildPlaybook(p, shippedData(), request)),
                 playbookMarkdown(searched));
    }

    void sectionsInOrder_data() { addExampleRows(); }
    void sectionsInOrder()
    {
        QFETCH(QString, path);
        const Playbook& pb = playbookOf(path);
        std::vector<std::string> ids;
        for (const auto& s : pb.sections)
            ids.push_back(s.id);
        const std::vector<std::string> expected = {"summary",     "options", "charts",
                                                   "assumptions", "risks",   "checklist"};
        QVERIFY(ids == expected);
        for (const auto& s : pb.sections)
            QVERIFY2(!s.blocks.empty(), s.id.c_str());
        QCOMPARE(pb.toolVersion, versionString());
        QCOMPARE(pb.date, std::string("2026-11-30"));
        QVERIFY(pb.priceBookDate != "not stated");
        QVERIFY(!pb.recommendations.empty());
    }

    // Chart kinds are an enum with the keys the playbook always spelled ("cost_breakdown"):
    // every key reads back as its kind, no two alike; every chart block of every example names
    // a kind among them.
    void chartKindKeys()
    {
        std::set<std::string_view> keys;
        for (int i = 0; i < kChartKindCount; ++i) {
            const auto kind = ChartKind(i);
            const std::string_view key = chartKindKey(kind);
            QVERIFY(!key.empty());
            QVERIFY2(keys.insert(key).second, key.data());
            QCOMPARE(parseChartKind(key), std::optional(kind));
        }
        QCOMPARE(chartKindKey(ChartKind::CostBreakdown), std::string_view("cost_breakdown"));
        QCOMPARE(chartKindKey(ChartKind::NetworkShare), std::string_view("network_share"));
        QVERIFY(!parseChartKind("costbreakdown"));
        const Playbook& pb = playbookOf(testSource("/data/examples/eu-serving.accelplan"));
        const PlaybookSection* charts = pb.section("charts");
        QVERIFY(charts);
        int count = 0;
        for (const PlaybookBlock& b : charts->blocks)
            if (b.kind == PlaybookBlock::Kind::Chart) {
                QVERIFY(int(b.chart.kind) >= 0 && int(b.chart.kind) < kChartKindCount);
                ++count;
            }
        QVERIFY(count > 0);
    }

    // The summary names the winner, its total cost and the runner-up, as the engine has them.
    void summaryFromTheEngine_data() { addExampleRows(); }
    void summaryFromTheEngine()
    {
        QFETCH(QString, path);
        const Playbook& pb = playbookOf(path);
        const PlaybookSection* s = pb.section("summary");
        std::string text;
        for (const auto& b : s->blocks)
            text += b.text.english() + "\n";
        for (const Recommendation& r : pb.recommendations) {
            if (r.ranked.empty())
                continue;
            QVERIFY(text.find("Recommendation: " + r.ranked[0].label()) != std::string::npos);
            QVERIFY(text.find("Total cost " + formatUsd(r.ranked[0].totalCostUsd)) !=
                    std::string::npos);
            if (r.ranked.size() > 1)
                QVERIFY(text.find("Runner-up: " + r.ranked[1].label()) != std::string::npos);
            if (!r.flips.empty())
                QVERIFY(text.find(r.flips[0].sentence.english()) != std::string::npos);
        }
    }

    // Every risk has a finite number and the text every format prints; training studies
    // carry the reliability model's figures, serving ones the judge capacity.
    void riskRegister_data() { addExampleRows(); }
    void riskRegister()
    {
        QFETCH(QString, path);
        const Playbook& pb = playbookOf(path);
        QVERIFY(!pb.risks.empty());
        std::set<std::string> areas;
        for (const PlaybookRisk& r : pb.risks) {
            QVERIFY2(r.value && std::isfinite(*r.value), r.metric.english().c_str());
            QVERIFY(!r.valueText.empty());
            QVERIFY(r.valueText.english().find("nan") == std::string::npos);
            QVERIFY(r.valueText.english().find("inf") == std::string::npos);
            areas.insert(r.area.english());
        }
        bool training = false, serving = false;
        for (const auto& r : pb.recommendations)
            (r.workloadKind == "training" ? training : serving) = true;
        std::vector<std::string> expected = {"Sovereignty", "Disconnected operation",
                                             "Price uncertainty"};
        if (training)
            expected.insert(expected.end(),
                            {"Interruptions and goodput", "NCCL/collective timeout",
                             "Checkpoint stall", "Straggler tail", "Storage and data loader"});
        if (serving)
            expected.push_back("Silent semantic failures");
        for (const auto& a : expected)
            QVERIFY2(areas.count(a), a.c_str());
    }

    // The where-to-run 405B winner: goodput and the stall's dollar cost are the reliability
    // model's, evaluated on the recommended option.
    void riskNumbersAreTheModels()
    {
        const Playbook& pb = playbookOf(testSource("/data/examples/where-to-run.accelplan"));
        const Recommendation* training = nullptr;
        for (const auto& r : pb.recommendations)
            if (r.workloadKind == "training" && !r.ranked.empty())
                training = &r;
        QVERIFY(training);
        const Candidate& w = training->ranked.front();
        bool goodput = false, stallCost = false;
        for (const PlaybookRisk& r : pb.risks) {
            if (r.metric.english() == "goodput" && r.subject.starts_with(w.deviceId)) {
                // The candidate's goodput is the same model on the same option.
                QVERIFY(std::abs(*r.value - w.goodput) < 1e-9);
                QCOMPARE(r.valueText.english(), formatPercent(w.goodput));
                goodput = true;
            }
            if (r.metric.english() == "stall cost per day") {
                QCOMPARE(r.unit, std::string("USD/day"));
                QVERIFY(*r.value > 0);
                stallCost = true;
            }
        }
        QVERIFY(goodput);
        QVERIFY(stallCost);
    }

    // A disaggregated scenario's assumptions list its prefill pool with the figures evaluate
    // reports (one figure, one meaning): Llama 3 70B FP8 on 24 H100 TP4, 8 prefilling, with
    // MLPerf v5.0's interactive TTFT objective (450 ms).
    void prefillPoolAssumptionIsTheResult()
    {
        const std::string text = R"({"format": "accelplan-project", "version": 1, "name": "pd",
          "scenarios": [{"name": "70B disaggregated",
            "workload": {"kind": "inference", "model": {"parameters": 70.6e9, "layers": 80,
              "hidden": 8192, "heads": 64, "kv_heads": 8, "ffn_hidden": 28672, "vocab": 128256},
              "precision": "fp8", "input_tokens": 2048, "output_tokens": 256,
              "slo": {"ttft_ms": 450, "tpot_ms": 40}, "prefill_devices": 8,
              "prefill_parallelism": {"tensor": 8}},
            "cluster": {"device": "nvidia-h100-sxm5-80gb", "count": 24,
                        "parallelism": {"tensor": 4}}}]})";
        const Project p = loadProjectText(text, "pd");
        PlaybookRequest request;
        request.date = "2026-11-30";
        const Playbook pb = buildPlaybook(p, shippedData(), request);
        QCOMPARE(pb.results.size(), size_t(1));
        QVERIFY(pb.results[0].inference && pb.results[0].inference->disaggregated);
        const InferenceResult& r = *pb.results[0].inference;
        QCOMPARE(r.prefillParallelism.tensor, 8);
        const CsvTable& t = csvTable(pb, "assumptions");
        bool found = false;
        for (const auto& row : t.rows)
            if (row[column(t, "input")] == "prefill pool") {
                found = true;
                QCOMPARE(number(row[column(t, "value")]), r.prefillDevices);
                const std::string shown = row[column(t, "value_text")];
                QVERIFY2(shown.find("tensor 8") != std::string::npos, shown.c_str());
                QVERIFY2(shown.find(formatNumber(r.prefillPromptsPerPass, "%.0f") +
                                    " prompts per pass") != std::string::npos,
                         shown.c_str());
            }
        QVERIFY(found);
    }

    // Issue #26: a scenario's weight formats are assumptions of the playbook, with the bits per
    // weight the memory is counted in: gpt-oss-120b as released (MXFP4 experts at 4.25 bits,
    // OpenAI's model card); a scenario that states none lists none (the playbooks of the
    // examples are unchanged).
    void weightFormatsAreAssumptions()
    {
        const std::string text = R"({"format": "accelplan-project", "version": 1, "name": "mx",
          "scenarios": [{"name": "gpt-oss-120b",
            "workload": {"kind": "inference", "model": {"parameters": 116.8e9, "layers": 36,
              "hidden": 2880, "heads": 64, "kv_heads": 8, "head_dim": 64, "ffn_hidden": 2880,
              "vocab": 201088, "experts": 128, "experts_per_token": 4},
              "precision": "bf16", "expert_weight_precision": "mxfp4",
              "attention_projection_precision": "bf16",
              "input_tokens": 1024, "output_tokens": 1024},
            "cluster": {"device": "nvidia-h100-sxm5-80gb", "count": 1}}]})";
        PlaybookRequest request;
        request.date = "2026-12-06";
        const Playbook pb = buildPlaybook(loadProjectText(text, "mx"), shippedData(), request);
        const CsvTable& t = csvTable(pb, "assumptions");
        std::map<std::string, std::string> rows;
        for (const auto& row : t.rows)
            if (row[column(t, "input")].find("weight format") != std::string::npos) {
                rows[row[column(t, "input")]] = row[column(t, "value_text")];
                QCOMPARE(number(row[column(t, "value")]), 4.25);
            }
        QCOMPARE(rows.size(), size_t(1));
        QCOMPARE(rows.begin()->first, std::string("expert weight format (bits per weight)"));
        QVERIFY2(rows.begin()->second.starts_with("mxfp4: 4.25 bits"),
                 rows.begin()->second.c_str());
        for (const auto& row :
             csvTable(playbookOf(testSource("/data/examples/eu-serving.accelplan")), "assumptions")
                 .rows) {
            QVERIFY(row[column(t, "input")].find("weight format") == std::string::npos);
            QVERIFY(row[column(t, "input")] != "attention projection precision");
        }
        // The attention projections' own format (issue #26), where the scenario states it.
        const auto projection =
            std::find_if(t.rows.begin(), t.rows.end(), [&](const std::vector<std::string>& row) {
                return row[column(t, "input")] == "attention projection precision";
            });
        QVERIFY(projection != t.rows.end());
        QCOMPARE((*projection)[column(t, "value_text")],
                 std::string("bf16: the QKV and output projections' math and weights"));
    }

    // CSV numbers are the result objects' doubles, exactly.
    void csvReadsBackExactly_data() { addExampleRows(); }
    void csvReadsBackExactly()
    {
        QFETCH(QString, path);
        const Playbook& pb = playbookOf(path);
        QTemporaryDir dir;
        const auto files = writePlaybookCsv(pb, dir.path().toStdString());
        QCOMPARE(int(files.size()), 5);

        const auto scenarios = parseCsv(readTextFile(dir.filePath("scenarios.csv").toStdString()));
        const Project project = loadProjectFile(path.toStdString());
        const CsvTable& st = csvTable(pb, "scenarios");
        QCOMPARE(scenarios.size(), pb.results.size() + 1);
        QVERIFY(scenarios[0] == st.header);
        for (size_t i = 0; i < pb.results.size(); ++i) {
            const auto& row = scenarios[i + 1];
            const ScenarioResult& r = pb.results[i];
            QCOMPARE(row[column(st, "name")], r.name);
            QCOMPARE(number(row[column(st, "memory_per_device_bytes")]), r.memoryPerDeviceBytes);
            if (r.training && r.feasible) {
                QCOMPARE(number(row[column(st, "training_tokens_per_s")]),
                         r.training->tokensPerSec);
                QCOMPARE(number(row[column(st, "training_time_to_train_ideal_s")]),
                         r.training->timeToTrainSec);
                QCOMPARE(number(row[column(st, "training_time_to_train_s")]),
                         r.reliability ? r.reliability->effectiveTimeToTrainSec
                                       : r.training->timeToTrainSec);
            }
            if (r.inference && r.feasible)
                QCOMPARE(number(row[column(st, "inference_tpot_s")]), r.inference->tpotSec);
            if (r.cost)
                QCOMPARE(number(row[column(st, "cost_total_usd")]), r.cost->totalCostUsd);
            // The P10-P90 bands are the ones `evaluate` prints (perf/prediction_band.h).
            const auto b = scenarioBands(project.scenarios[i], r, shippedData().catalog());
            QCOMPARE(row[column(st, "prediction_band_regime")], b ? b->regime : std::string());
            const std::pair<const char*, std::optional<FigureBand>> bandColumns[] = {
                {"training_tokens_per_s", b ? b->tokensPerSec : std::nullopt},
                {"training_time_to_train_s", b ? b->timeToTrainSec : std::nullopt},
                {"inference_tpot_s", b ? b->tpotSec : std::nullopt}};
            for (const auto& [name, band] : bandColumns) {
                const std::string p10 = row[column(st, std::string(name) + "_p10")];
                QCOMPARE(p10.empty(), !band);
                if (band) {
                    QCOMPARE(number(p10), band->p10);
                    QCOMPARE(number(row[column(st, std::string(name) + "_p90")]), band->p90);
                }
            }
        }

        const auto candidates =
            parseCsv(readTextFile(dir.filePath("candidates.csv").toStdString()));
        const CsvTable& ct = csvTable(pb, "candidates");
        size_t row = 1;
        for (const Recommendation& r : pb.recommendations)
            for (const Candidate& c : r.ranked) {
                QVERIFY(row < candidates.size());
                QCOMPARE(candidates[row][column(ct, "label")], c.label());
                QCOMPARE(number(candidates[row][column(ct, "cost_per_work_usd")]),
                         c.costPerWorkUsd);
                QCOMPARE(number(candidates[row][column(ct, "objective_risk")]),
                         c.objectives[int(Objective::Risk)]);
                ++row;
            }
        QCOMPARE(row, candidates.size());

        // Cash flows: the months add up to each report's total.
        const auto flows = parseCsv(readTextFile(dir.filePath("cash_flows.csv").toStdString()));
        for (const ScenarioResult& r : pb.results) {
            if (!r.cost)
                continue;
            double sum = 0;
            int months = 0;
            for (const auto& f : flows)
                if (f[0] == r.name && f[1] == "scenario") {
                    sum += number(f[3]);
                    ++months;
                }
            QCOMPARE(months, int(r.cost->monthlyCashFlowUsd.size()));
            QVERIFY(std::abs(sum - r.cost->totalCostUsd) <=
                    1e-6 * std::abs(r.cost->totalCostUsd) + 1e-6);
        }

        const auto risks = parseCsv(readTextFile(dir.filePath("risks.csv").toStdString()));
        QCOMPARE(risks.size(), pb.risks.size() + 1);
        for (size_t i = 0; i < pb.risks.size(); ++i) {
            QCOMPARE(number(risks[i + 1][3]), *pb.risks[i].value);
            QCOMPARE(risks[i + 1][5], pb.risks[i].valueText.english());
        }
    }

    // Markdown: the same sections in the same order, the risk numbers and the checklist.
    void markdownHasTheSections_data() { addExampleRows(); }
    void markdownHasTheSections()
    {
        QFETCH(QString, path);
        const Playbook& pb = playbookOf(path);
        const std::string md = playbookMarkdown(pb);
        size_t at = 0;
        for (size_t i = 0; i < pb.sections.size(); ++i) {
            const std::string h =
                "\n## " + std::to_string(i + 1) + " " + pb.sections[i].title.english() + "\n";
            const size_t pos = md.find(h, at);
            QVERIFY2(pos != std::string::npos, h.c_str());
            at = pos + 1;
        }
        const std::string shown = shownText(md);
        for (const PlaybookRisk& r : pb.risks)
            QVERIFY(shown.find("| " + r.valueText.english() + " |") != std::string::npos);
        QVERIFY(md.find("- [ ] ") != std::string::npos);
    }

    // The scenarios table's figure columns are the registry's entries for its view
    // (kViewPlaybookScenarios), in the registry's order after the table's own columns; each cell
    // is the figure as scenarios.csv reads it (rowValue), in the CLI's words where the unit is
    // a duration or dollars, "-" where the scenario has none.
    void scenarioTableIteratesTheRegistry_data() { addExampleRows(); }
    void scenarioTableIteratesTheRegistry()
    {
        QFETCH(QString, path);
        const Playbook& pb = playbookOf(path);
        const PlaybookSection* s = pb.section("options");
        QVERIFY(s);
        const auto block = std::find_if(s->blocks.begin(), s->blocks.end(), [](const auto& b) {
            return b.kind == PlaybookBlock::Kind::Table;
        });
        QVERIFY(block != s->blocks.end());
        const PlaybookTable& t = block->table;
        std::vector<const HeadlineFigureInfo*> shown;
        for (const HeadlineFigureInfo& f : headlineFigureInfos())
            if (f.shownIn(kViewPlaybookScenarios))
                shown.push_back(&f);
        QVERIFY(!shown.empty());
        QVERIFY(t.header.size() > shown.size());
        const size_t first = t.header.size() - shown.size();
        QCOMPARE(t.header[first - 1].english(), std::string("Latency or step"));
        QCOMPARE(t.rows.size(), pb.results.size());
        for (size_t k = 0; k < shown.size(); ++k) {
            const HeadlineFigureInfo& f = *shown[k];
            const std::string header = t.header[first + k].english();
            if (f.columnHeader)
                QCOMPARE(header, std::string(f.columnHeader));
            else
                QVERIFY(header.find(f.label) != std::string::npos ||
                        header.find(f.servingLabel) != std::string::npos);
            QVERIFY(t.numeric[first + k]);
            for (size_t i = 0; i < pb.results.size(); ++i) {
                const ScenarioResult& r = pb.results[i];
                const std::optional<double> v = rowValue(f, r, headlineFigures(r));
                const std::string cell = t.rows[i][first + k].english();
                if (!v)
                    QCOMPARE(cell, std::string("-"));
                else if (f.unit == FigureUnit::Seconds || f.unit == FigureUnit::Usd)
                    QCOMPARE(cell, figureText(f.unit, *v));
                else
                    QCOMPARE(cell, playbook_detail::figureCell(f.unit, *v).english());
            }
        }
    }

    // What a site still serves while its WAN is down (evaluate's "WAN down" lines) is in the
    // playbook too, for every scenario that has the report and none that has not.
    void wanDownReported_data() { addExampleRows(); }
    void wanDownReported()
    {
        QFETCH(QString, path);
        const Playbook& pb = playbookOf(path);
        const std::string shown = shownText(playbookMarkdown(pb));
        int reported = 0;
        for (const ScenarioResult& r : pb.results) {
            const std::string line = r.name + ", with the WAN down (";
            if (!r.cost || !r.cost->wanDown) {
                QVERIFY2(shown.find(line) == std::string::npos, r.name.c_str());
                continue;
            }
            ++reported;
            QVERIFY2(shown.find(line) != std::string::npos, r.name.c_str());
            // What is served, what is lost and for how long, in one sentence.
            const size_t at = shown.find(line);
            const std::string sentence = shown.substr(at, shown.find('\n', at) - at);
            QVERIFY2(sentence.find("h/year expected") != std::string::npos &&
                         sentence.find("still served") != std::string::npos &&
                         sentence.find("tokens/s lost") != std::string::npos,
                     sentence.c_str());
            for (const Message& m : r.cost->wanDown->stillServed)
                QVERIFY2(shown.find("keeps running: " + m.english()) != std::string::npos,
                         m.english().c_str());
            for (const Message& m : r.cost->wanDown->lost)
                QVERIFY2(shown.find("cut off: " + m.english()) != std::string::npos,
                         m.english().c_str());
        }
        // The edge example is the point: both of its options have a WAN to lose.
        if (path.endsWith(QStringLiteral("edge-factory.accelplan")))
            QCOMPARE(reported, 2);
    }

    void csvText_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("written");
        QTest::newRow("plain") << "abc"
                               << "abc";
        QTest::newRow("comma") << "a,b"
                               << "\"a,b\"";
        QTest::newRow("quote") << "say \"hi\""
                               << "\"say \"\"hi\"\"\"";
        QTest::newRow("newline") << "a\nb"
                                 << "\"a\nb\"";
        QTest::newRow("utf-8") << "CO₂ 5 µs"
                               << "CO₂ 5 µs";
    }
    void csvText()
    {
        QFETCH(QString, field);
        QFETCH(QString, written);
        QCOMPARE(QString::fromStdString(csvField(field.toStdString())), written);
        const std::string doc = csvDocument({"h", "x"}, {{field.toStdString(), "1"}});
        QVERIFY(doc.ends_with("\r\n"));
        const auto back = parseCsv(doc);
        QCOMPARE(int(back.size()), 2);
        QCOMPARE(QString::fromStdString(back[1][0]), field);
    }

    // Full precision and the C notation whatever the locale (a German locale's decimal comma
    // would split every number into two fields).
    void csvNumbersLocaleIndependent()
    {
        const double values[] = {0.1, 1.0 / 3.0, 6.02214076e23, -2.5e-300, 1234567.891};
        const char* old = std::setlocale(LC_NUMERIC, nullptr);
        const std::string saved = old ? old : "C";
        const bool german = std::setlocale(LC_NUMERIC, "de_DE.UTF-8") != nullptr;
        for (double v : values) {
            const std::string s = csvNumber(v);
            QVERIFY(s.find(',') == std::string::npos);
            std::istringstream in(s);
            in.imbue(std::locale::classic());
            double back = 0;
            in >> back;
            QCOMPARE(back, v);
        }
        QCOMPARE(csvNumber(std::nan("")), std::string());
        QCOMPARE(csvNumber(INFINITY), std::string());
        std::setlocale(LC_NUMERIC, saved.c_str());
        if (!german)
            qInfo("de_DE.UTF-8 not installed: checked in the C locale only");
    }

    // A process without the PDF renderer (this test; accelplan-cli) draws with the desktop
    // application beside its executable; where there is none, --pdf is a user error naming
    // the missing program, and nothing else is written first.
    void pdfWithoutRendererFails()
    {
        QVERIFY(!playbookPdfRenderer());
        QTemporaryDir dir;
        std::ostringstream out, err;
        const int rc = runCli({"export", testSourceStd("/data/examples/getting-started.accelplan"),
                               "--pdf", dir.filePath("x.pdf").toStdString(), "--markdown",
                               dir.filePath("x.md").toStdString()},
                              out, err);
        QCOMPARE(rc, kExitUserError);
        QVERIFY(err.str().find("accelplan is not installed") != std::string::npos);
        QVERIFY(!QFile::exists(dir.filePath("x.md")));
        std::ostringstream out2, err2;
        QCOMPARE(runCli({"export", testSourceStd("/data/examples/getting-started.accelplan")}, out2,
                        err2),
                 kExitUsageError);
        std::ostringstream out3, err3;
        QCOMPARE(
            runCli({"export", testSourceStd("/data/examples/getting-started.accelplan"), "--study",
                    "no such study", "--markdown", dir.filePath("y.md").toStdString()},
                   out3, err3),
            kExitUserError);
        QVERIFY(err3.str().find("no such study") != std::string::npos);
    }

    // A .csv name for --csv (CONTRACT.md says "--csv FILE"): the scenario results go there,
    // the other tables beside it with the file's stem as prefix.
    void csvFileName()
    {
        const Playbook& pb =
            playbookOf(testSource("/data/examples/checkpoint-stall-cost.accelplan"));
        QTemporaryDir dir;
        const auto files = writePlaybookCsv(pb, dir.filePath("results.csv").toStdString());
        QCOMPARE(int(files.size()), 5);
        QVERIFY(QFile::exists(dir.filePath("results.csv")));
        QVERIFY(QFile::exists(dir.filePath("results-candidates.csv")));
        QVERIFY(QFile::exists(dir.filePath("results-risks.csv")));
    }

    // The checklist's collective library follows the catalog's vendor (a required field), not
    // the device id: an NVIDIA L4 a user's catalog names "amd-lookalike" is set up with NCCL
    // and nvidia-peermem (the id prefix once made it RCCL).
    void checklistFollowsTheVendor()
    {
        Catalog catalog = Catalog::builtIn();
        nlohmann::json entry = catalog.rawEntry("nvidia-l4");
        entry["id"] = "amd-lookalike";
        entry["name"] = "NVIDIA L4 under another id";
        catalog.merge(nlohmann::json{{"format", "accelplan-catalog"},
                                     {"version", kCatalogFormatVersion},
                                     {"devices", nlohmann::json::array({entry})}}
                          .dump(),
                      "test catalog");
        nlohmann::json doc = nlohmann::json::parse(
            readTextFile(testSourceStd("/data/examples/edge-factory.accelplan")));
        doc["scenarios"] = nlohmann::json::array({doc["scenarios"][0]});
        doc["scenarios"][0]["cluster"]["device"] = "amd-lookalike";
        doc["recommend"] = {
            {"scenario", doc["scenarios"][0]["name"]},
            {"search",
             {{"devices", {"amd-lookalike"}}, {"sites", {"edge-factory-de"}}, {"counts", {2}}}}};
        PlaybookRequest request;
        request.date = "2026-11-30";
        request.recommendOptions.sensitivity = false;
        request.recommendOptions.monteCarlo = false;
        const Playbook pb =
            buildPlaybook(projectFromJson(doc), shippedData().withCatalog(catalog), request);
        const PlaybookSection* checklist = pb.section("checklist");
        QVERIFY(checklist);
        std::string text;
        for (const PlaybookBlock& b : checklist->blocks)
            for (const Message& m : b.items)
                text += m.english() + "\n";
        QVERIFY2(text.find("NCCL") != std::string::npos, text.c_str());
        QVERIFY2(text.find("RCCL") == std::string::npos, text.c_str());
        QVERIFY2(text.find("nvidia-peermem") != std::string::npos, text.c_str());
    }
};

QTEST_GUILESS_MAIN(TestPlaybook)
#include "tst_playbook.moc"
