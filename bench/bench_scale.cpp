// Clusters far larger than today's (issue "hardening"): evaluating a 1M-device training
// scenario must take <= 1 s and <= 1 GB. Peak memory is the process's maximum resident set
// (getrusage), so this is its own program: nothing else has run before it.
// Run: build/dev/bench/accelplan_bench_scale --benchmark_repetitions=5
#include "fabric/fabric_graph.h"
#include "perf/scenario_evaluation.h"
#include "project/project.h"

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

} // namespace

BENCHMARK(evaluateHugeCluster)
    ->Arg(1 << 20)
    ->Arg(8 << 20)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

BENCHMARK_MAIN();
