// Speed of the analytic models: one scenario evaluation must take microseconds, so that the
// recommender can search tens of thousands of candidates per second.
// Target (issue "performance engine"): <= 20 us per evaluation on one core.
#include "common/embedded_data.h"
#include "fabric/fabric_graph.h"
#include "hardware/catalog.h"
#include "perf/scenario_evaluation.h"
#include "project/project.h"

#include <benchmark/benchmark.h>

namespace {

const ap::Catalog& catalog()
{
    static const ap::Catalog c = ap::Catalog::builtIn();
    return c;
}

const ap::Project& example()
{
    static const ap::Project p =
        ap::loadProjectText(*ap::embeddedFile("examples/getting-started.accelplan"), "example");
    return p;
}

void evaluateScenario(benchmark::State& state)
{
    const ap::Scenario& s = example().scenarios[size_t(state.range(0))];
    const ap::EfficiencyParams params = ap::defaultEfficiencyParams();
    for (auto _ : state) {
        ap::ScenarioResult r = ap::evaluateScenario(s, catalog(), params);
        benchmark::DoNotOptimize(r);
    }
    state.SetLabel(s.name);
}

} // namespace

// 0: GPT-3 175B training on 1024 A100 (TP8 PP8), 1: FP8 on H100, 3: Llama 3 70B serving with
// an SLO (bisection over the batch), 5: Llama 3 8B on a Xeon at a fixed batch.
BENCHMARK(evaluateScenario)->Arg(0)->Arg(1)->Arg(3)->Arg(5)->Unit(benchmark::kMicrosecond);

// Issue "cluster fabric": building a 16,384-GPU rail-optimised fabric graph (2,048 HGX nodes,
// NVSwitch domains, 64-port leaves, three tiers) and computing its collective bandwidths
// (bisection max-flow, hop latencies) takes <= 50 ms.
void buildFabric16k(benchmark::State& state)
{
    ap::FabricSpec spec;
    spec.devices = 16384;
    spec.domainSize = 8;
    spec.scaleUpBytesPerSec = 450e9;
    spec.nicBytesPerSec = 50e9;
    spec.oversubscription = double(state.range(0));
    for (auto _ : state) {
        ap::FabricSummary s = ap::summarizeFabric(spec);
        benchmark::DoNotOptimize(s);
    }
}
BENCHMARK(buildFabric16k)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
