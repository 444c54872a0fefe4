// `evaluate --json` of a 1,000-scenario project (issue #30: <= 30 us per scenario): the whole
// command after reading (every scenario evaluated, its prediction bands, the document written;
// the shipped band table, built once per process, is warm), the bands alone, the document alone
// as the CLI writes it (streamed, common/json_writer.h), and the same document through an
// nlohmann::json tree, as it was built before (the reference the streamed text must equal).
// per_scenario is the time of one iteration over the scenarios it wrote.
// Run: build/dev/bench/accelplan_bench_output --benchmark_repetitions=5
//      --benchmark_report_aggregates_only=true
#include "bench_projects.h"
#include "perf/data_context.h"
#include "perf/evaluation_json.h"
#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"
#include "project/project.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

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

void perScenario(benchmark::State& state, double scenarios)
{
    state.counters["per_scenario"] =
        benchmark::Counter(scenarios * double(state.iterations()),
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// Evaluation, bands and the streamed document: what `evaluate --json` does after reading the
// file (app/cli/commands_perf.cpp).
void BM_EvaluateJson(benchmark::State& state)
{
    const Project& p = thousandScenarios();
    shippedBandTable(); // built once per process, as in the CLI before its first scenario
    for (auto _ : state) {
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

// The tree built and dumped, as `evaluate --json` wrote it before.
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
