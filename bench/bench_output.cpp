// `evaluate --json` of a 1,000-scenario project (issue #30: <= 30 us per scenario).
// BM_EvaluateJson1000 is the whole command after the process has started (the shipped data
// built): the project's text read and validated, evaluated, its bands and the document
// written, for the bundled examples' 15 scenarios copied to 1,000 with small variations (the
// project scripts/examples-project.py writes, for timing the CLI); BM_Read1000,
// BM_Evaluate1000, BM_Bands1000 and BM_Write1000 time its stages, BM_ShippedData what the
// process builds before them. BM_EvaluateJson is the same after reading for one 175B
// training scenario copied to 1,000 (bench_projects.h; the shipped
// band table, built once per process, is warm); then the bands alone, the document alone as
// the CLI writes it (common/json_writer.h), and the tree the tests read (a parse of it).
// per_scenario is the time of one iteration over the scenarios it wrote.
// Run: build/dev/bench/accelplan_bench_output --benchmark_repetitions=5
//      --benchmark_report_aggregates_only=true
#include "bench_projects.h"
#include "common/text_file.h"
#include "economics/price_book.h"
#include "fabric/fabric_graph.h"
#include "hardware/catalog.h"
#include "perf/data_context.h"
#include "perf/evaluation_json.h"
#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"
#include "project/project.h"
#include "project/validate.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <vector>

namespace {

using namespace ap;

const DataContext& data()
{
    static const DataContext d = DataContext::builtIn();
    return d;
}

const Project& thousandScenarios()
{
    static const Project p = projectFromJson(bench::project(1000));
    return p;
}

const std::vector<ScenarioResult>& results()
{
    static const std::vector<ScenarioResult> r = evaluateProject(thousandScenarios(), data());
    return r;
}

// Before each iteration that evaluates, outside the timing: the process-wide fabric summary
// cache emptied, as in a new `evaluate` process, so that no iteration or repetition reads back
// what an earlier one computed (issue #30).
void emptyFabricCache(benchmark::State& state)
{
    state.PauseTiming();
    clearFabricSummaryCache();
    state.ResumeTiming();
}

void perScenario(benchmark::State& state, double scenarios)
{
    state.counters["per_scenario"] =
        benchmark::Counter(scenarios * double(state.iterations()),
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// The bundled examples' scenarios (training and serving, with and without placements)
// copied to `count`, each copy named apart and varied a little: a training run's tokens and a
// served prompt's length times 1 + (k % 7) / 100.
std::string examplesProjectText(int count)
{
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(ACCELPLAN_SOURCE_DIR "/data/examples"))
        if (e.path().extension() == ".accelplan")
            files.push_back(e.path());
    std::sort(files.begin(), files.end());
    nlohmann::json pool = nlohmann::json::array();
    for (const auto& f : files) {
        const nlohmann::json example = nlohmann::json::parse(readTextFile(f.string()));
        for (const auto& s : example.at("scenarios"))
            pool.push_back(s);
    }
    nlohmann::json list = nlohmann::json::array();
    for (int k = 0; k < count; ++k) {
        nlohmann::json s = pool[size_t(k) % pool.size()];
        s["name"] = s["name"].get<std::string>() + " #" + std::to_string(k);
        const double f = 1 + (k % 7) / 100.0;
        nlohmann::json& w = s["workload"];
        if (w["kind"] == "training")
            w["tokens"] = w["tokens"].get<double>() * f;
        else if (w.contains("input_tokens"))
            w["input_tokens"] = std::round(w["input_tokens"].get<double>() * f);
        list.push_back(std::move(s));
    }
    return nlohmann::json{{"format", "accelplan-project"},
                          {"version", 1},
                          {"name", "1,000 scenarios"},
                          {"scenarios", std::move(list)}}
        .dump(1);
}

const std::string& examplesText()
{
    static const std::string text = examplesProjectText(1000);
    return text;
}

// Read and validated as the CLI's loadCheckedProject does (app/cli/commands_perf.cpp).
Project readChecked(const std::string& text)
{
    Project p = loadProjectText(text, "examples-1000.accelplan", CrossChecks::Skip);
    throwIfProblems(validateProject(p, data()), "examples-1000.accelplan");
    return p;
}

const Project& examplesProject()
{
    static const Project p = readChecked(examplesText());
    return p;
}

const std::vector<ScenarioResult>& examplesResults()
{
    static const std::vector<ScenarioResult> r = evaluateProject(examplesProject(), data());
    return r;
}

// The whole `evaluate --json` after the process has started: read, validate, evaluate (with
// the project's efficiency parameters: the defaults here), bands, the document.
void BM_EvaluateJson1000(benchmark::State& state)
{
    const std::string& text = examplesText();
    shippedBandTable();
    size_t scenarios = 0;
    for (auto _ : state) {
        emptyFabricCache(state);
        const Project p = readChecked(text);
        const DataContext d = data().withParams(defaultEfficiencyParams());
        const std::vector<ScenarioResult> r = evaluateProject(p, d);
        const auto bands = projectBands(p, r, d);
        std::string out = evaluationJsonText(r, bands);
        benchmark::DoNotOptimize(out.data());
        scenarios = r.size();
    }
    perScenario(state, double(scenarios));
}
BENCHMARK(BM_EvaluateJson1000)->Unit(benchmark::kMillisecond);

// What the process builds before BM_EvaluateJson1000's work, built afresh each iteration
// (no process-wide copy read as the result): the shipped catalog and price book parsed (the
// CLI's loadData), and the prediction bands' table from the shipped model's residuals on the
// measured rows (shippedBandTable() keeps one per process; this builds another). The whole
// `evaluate --json` of 1,000 scenarios is this, BM_EvaluateJson1000 and the process start.
void BM_ShippedData(benchmark::State& state)
{
    for (auto _ : state) {
        emptyFabricCache(state);
        const DataContext d = DataContext::builtIn(Catalog::builtIn(), PriceBook::builtIn());
        const BandTable table(shippedResiduals());
        benchmark::DoNotOptimize(&d);
        benchmark::DoNotOptimize(&table);
    }
}
BENCHMARK(BM_ShippedData)->Unit(benchmark::kMillisecond);

// Its stages: the text read and validated,
void BM_Read1000(benchmark::State& state)
{
    const std::string& text = examplesText();
    for (auto _ : state) {
        const Project p = readChecked(text);
        benchmark::DoNotOptimize(p.scenarios.data());
    }
    perScenario(state, double(examplesProject().scenarios.size()));
}
BENCHMARK(BM_Read1000)->Unit(benchmark::kMillisecond);

// the evaluation,
void BM_Evaluate1000(benchmark::State& state)
{
    const Project& p = examplesProject();
    for (auto _ : state) {
        emptyFabricCache(state);
        const std::vector<ScenarioResult> r = evaluateProject(p, data());
        benchmark::DoNotOptimize(r.data());
    }
    perScenario(state, double(p.scenarios.size()));
}
BENCHMARK(BM_Evaluate1000)->Unit(benchmark::kMillisecond);

// the bands,
void BM_Bands1000(benchmark::State& state)
{
    const auto& r = examplesResults();
    shippedBandTable();
    for (auto _ : state) {
        const auto bands = projectBands(examplesProject(), r, data());
        benchmark::DoNotOptimize(bands.data());
    }
    perScenario(state, double(r.size()));
}
BENCHMARK(BM_Bands1000)->Unit(benchmark::kMillisecond);

// and the document.
void BM_Write1000(benchmark::State& state)
{
    const auto& r = examplesResults();
    const auto bands = projectBands(examplesProject(), r, data());
    for (auto _ : state) {
        std::string out = evaluationJsonText(r, bands);
        benchmark::DoNotOptimize(out.data());
    }
    perScenario(state, double(r.size()));
}
BENCHMARK(BM_Write1000)->Unit(benchmark::kMillisecond);

// Evaluation, bands and the streamed document: what `evaluate --json` does after reading the
// file (app/cli/commands_perf.cpp).
void BM_EvaluateJson(benchmark::State& state)
{
    const Project& p = thousandScenarios();
    shippedBandTable(); // built once per process, as in the CLI before its first scenario
    for (auto _ : state) {
        emptyFabricCache(state);
        const std::vector<ScenarioResult> r = evaluateProject(p, data());
        const auto bands = projectBands(p, r, data().catalog());
        std::string text = evaluationJsonText(r, bands);
        benchmark::DoNotOptimize(text.data());
    }
    perScenario(state, double(p.scenarios.size()));
}
BENCHMARK(BM_EvaluateJson)->Unit(benchmark::kMillisecond);

// The prediction bands alone (each regime's band pooled once per project).
void BM_ProjectBands(benchmark::State& state)
{
    const auto& r = results();
    shippedBandTable();
    for (auto _ : state) {
        const auto bands = projectBands(thousandScenarios(), r, data().catalog());
        benchmark::DoNotOptimize(bands.data());
    }
    perScenario(state, double(r.size()));
}
BENCHMARK(BM_ProjectBands)->Unit(benchmark::kMillisecond);

// The streamed document alone.
void BM_WriteJsonStreamed(benchmark::State& state)
{
    const auto& r = results();
    for (auto _ : state) {
        std::string text = evaluationJsonText(r);
        benchmark::DoNotOptimize(text.data());
    }
    perScenario(state, double(r.size()));
}
BENCHMARK(BM_WriteJsonStreamed)->Unit(benchmark::kMillisecond);

// The tree the tests read (evaluationToJson: a parse of the document), dumped.
void BM_WriteJsonTree(benchmark::State& state)
{
    const auto& r = results();
    for (auto _ : state) {
        std::string text = evaluationToJson(r).dump(2);
        benchmark::DoNotOptimize(text.data());
    }
    perScenario(state, double(r.size()));
}
BENCHMARK(BM_WriteJsonTree)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
