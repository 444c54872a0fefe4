// Clusters far larger than today's (issue "hardening"): evaluating a 1M-device training
// scenario must take <= 1 s and <= 1 GB. Peak memory is the process's maximum resident set
// (getrusage), so this is its own program: nothing else has run before it.
// Also the layout search's cost per layout at 64 and 16,384 devices (issue #30: within 1.5x).
// Run: build/dev/bench/accelplan_bench_scale --benchmark_repetitions=5
#include "fabric/fabric_graph.h"
#include "perf/scenario_evaluation.h"
#include "project/project.h"
#include "recommend/search.h"

#include <benchmark/benchmark.h>
#include <map>

#include <sys/resource.h>

namespace {

double peakRssMb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0; // Linux: kilobytes
}

// A 405B-class training run (Llama 3 405B shape, Grattafiori et al. 2024 Table 3) on `count`
// H100s: TP8 x PP16 x DP(count / 128), four sequences per data-parallel rank per step.
ap::Scenario largeTraining(int count)
{
    ap::Scenario s;
    s.name = "405B on " + std::to_string(count) + " H100";
    ap::TrainingWorkload w;
    w.model.parameters = 405e9;
    w.model.activeParameters = 405e9;
    w.model.layers = 126;
    w.model.hidden = 16384;
    w.model.heads = 128;
    w.model.kvHeads = 8;
    w.model.ffnHidden = 53248;
    w.model.vocab = 128256;
    w.model.headDim = 128;
    w.model.gatedMlp = true;
    w.sequenceLength = 8192;
    w.precision = ap::Precision::BF16;
    w.tokens = 15.6e12;
    s.cluster.deviceId = "nvidia-h100-sxm5-80gb";
    s.cluster.count = count;
    s.cluster.parallelism.tensor = 8;
    s.cluster.parallelism.pipeline = 16;
    s.cluster.parallelism.data = count / 128;
    s.cluster.parallelism.zeroStage = 1;
    w.microBatchSequences = 1;
    w.globalBatchSequences = 4.0 * s.cluster.parallelism.data;
    s.workload = w;
    return s;
}

// The same run with Llama 3 70B's shape (Grattafiori et al. 2024 Table 3: 80 layers, width
// 8,192, 64 heads, 8 KV heads, FFN 28,672): unlike 405B, its layouts fit in memory on 64 H100s
// as on 16,384, so the layout search times layouts at both ends (405B on 64 H100s: every
// layout is turned away by the memory check before it is timed).
ap::Scenario mediumTraining(int count)
{
    ap::Scenario s = largeTraining(count);
    s.name = "70B on " + std::to_string(count) + " H100";
    auto& w = std::get<ap::TrainingWorkload>(s.workload);
    w.model.parameters = 70.6e9;
    w.model.activeParameters = 70.6e9;
    w.model.layers = 80;
    w.model.hidden = 8192;
    w.model.heads = 64;
    w.model.kvHeads = 8;
    w.model.ffnHidden = 28672;
    return s;
}

void evaluateHugeCluster(benchmark::State& state)
{
    static const ap::DataContext data = ap::DataContext::builtIn();
    const ap::Scenario s = largeTraining(int(state.range(0)));
    // A different fabric per timed iteration (switch radix), counted over the whole process:
    // the fabric summary cache (cachedFabricSummary) is process-wide, so a radix numbered from
    // each repetition's first iteration would make --benchmark_repetitions time cache hits.
    static std::map<int, int> fabricsUsed; // per cluster size
    constexpr int kDistinctRadixes = 64;
    for (auto _ : state) {
        int& used = fabricsUsed[s.cluster.count];
        if (used >= kDistinctRadixes) {
            state.SkipWithError("every distinct fabric already timed: a cache hit would be "
                                "measured (fewer repetitions)");
            break;
        }
        state.PauseTiming();
        ap::Scenario copy = s;
        copy.cluster.fabric.switchRadix = 64 + 2 * used++;
        state.ResumeTiming();
        ap::ScenarioResult r = ap::evaluateScenario(copy, data);
        benchmark::DoNotOptimize(r);
        if (!r.training)
            state.SkipWithError("no training result");
    }
    state.counters["peak_rss_mb"] = peakRssMb();
    state.SetLabel(s.name);
}

// Stage 1 of a training study (the layout search) for one device at one count: every
// parallel layout of the 405B run above on `count` H100s, evaluated by the performance model.
// Each iteration is a fresh search: the process-wide fabric summary cache is emptied before
// it (outside the timing), so what an earlier iteration or repetition summarised is never
// read back as a result. per_layout is the time of one search over the layouts it evaluated.
void layoutSearchPerLayout(benchmark::State& state)
{
    static const ap::DataContext data = ap::DataContext::builtIn();
    const int count = int(state.range(0));
    const bool medium = state.range(1) == 70;
    ap::Project project;
    project.scenarios.push_back(medium ? mediumTraining(16384) : largeTraining(16384));
    ap::StudySpec study;
    study.scenario = project.scenarios.front().name;
    study.search.devices = {"nvidia-h100-sxm5-80gb"};
    study.search.counts = {count};
    study.search.maxDevices = count;
    const ap::recommend_detail::StudyContext ctx =
        ap::recommend_detail::makeContext(project, study, data);
    double layouts = 0;
    for (auto _ : state) {
        state.PauseTiming();
        ap::clearFabricSummaryCache();
        std::vector<ap::recommend_detail::PerfOption> out;
        state.ResumeTiming();
        layouts += ap::recommend_detail::searchLayouts(ctx, 1, out);
        benchmark::DoNotOptimize(out);
    }
    state.counters["layouts"] = layouts / double(state.iterations());
    state.counters["per_layout"] =
        benchmark::Counter(layouts, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.SetLabel((medium ? "70B on " : "405B on ") + std::to_string(count) + " H100");
}

} // namespace

// {devices, model: 405 or 70 billion parameters}.
BENCHMARK(layoutSearchPerLayout)
    ->Args({64, 405})
    ->Args({1024, 405})
    ->Args({16384, 405})
    ->Args({64, 70})
    ->Args({1024, 70})
    ->Args({16384, 70})
    ->Unit(benchmark::kMillisecond);

BENCHMARK(evaluateHugeCluster)
    ->Arg(1 << 20)
    ->Arg(8 << 20)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

BENCHMARK_MAIN();
