// Read time against input size (issue #29): a project's text parsed, read and checked by the
// one validator, as `evaluate` does before it evaluates anything, for many scenarios, many
// placement sites and many studies at 1x, 10x and 100x. Linear reading shows as a time ratio
// of about 10 per step.
// Run: build/dev/bench/accelplan_bench_read --benchmark_repetitions=5
//      --benchmark_report_aggregates_only=true
#include "perf/data_context.h"
#include "project/project.h"
#include "project/validate.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

namespace {

using nlohmann::json;
using namespace ap;

json scenario(const std::string& name)
{
    json s = json::parse(R"({
        "workload": {"kind": "training",
            "model": {"parameters": 175e9, "layers": 96, "hidden": 12288, "heads": 96,
                      "kv_heads": 96, "ffn_hidden": 49152, "vocab": 51200},
            "sequence_length": 2048, "precision": "bf16", "tokens": 300e9,
            "global_batch_sequences": 1536, "micro_batch_sequences": 1,
            "activation_recompute": "full"},
        "cluster": {"device": "nvidia-a100-sxm4-80gb", "count": 1024,
                    "parallelism": {"tensor": 8, "pipeline": 8, "data": 16}},
        "placement": {"compute_site": "on-prem", "data_classes": ["confidential"]}})");
    s["name"] = name;
    return s;
}

json project()
{
    return {{"format", "accelplan-project"},
            {"version", 1},
            {"name", "read benchmark"},
            {"scenarios", json::array({scenario("s0")})}};
}

void read(benchmark::State& state, const std::string& text)
{
    static const DataContext data = DataContext::builtIn();
    for (auto _ : state) {
        const Project p = loadProjectText(text, "bench.accelplan", CrossChecks::Skip);
        benchmark::DoNotOptimize(validateProject(p, data).size());
    }
    state.SetLabel(std::to_string(text.size() / 1024) + " KiB");
}

// Scenarios: 20, 200, 2,000.
void BM_ReadScenarios(benchmark::State& state)
{
    json p = project();
    for (int i = 1; i < state.range(0); ++i)
        p["scenarios"].push_back(scenario("s" + std::to_string(i)));
    read(state, p.dump());
}
BENCHMARK(BM_ReadScenarios)->Arg(20)->Arg(200)->Arg(2000)->Unit(benchmark::kMillisecond);

// Sites of one placement: 300, 3,000, 30,000.
void BM_ReadSites(benchmark::State& state)
{
    json p = project();
    json& sites = p["scenarios"][0]["placement"]["sites"];
    for (int i = 0; i < state.range(0); ++i)
        sites["site-" + std::to_string(i)] = {{"name", "Site " + std::to_string(i)},
                                              {"kind", "on-prem"},
                                              {"jurisdiction", "US"},
                                              {"availability", 0.999},
                                              {"source", "benchmark input"}};
    read(state, p.dump());
}
BENCHMARK(BM_ReadSites)->Arg(300)->Arg(3000)->Arg(30000)->Unit(benchmark::kMillisecond);

// Studies of one scenario: 80, 800, 8,000.
void BM_ReadStudies(benchmark::State& state)
{
    json p = project();
    p["recommend"] = json::array();
    for (int i = 0; i < state.range(0); ++i)
        p["recommend"].push_back({{"name", "study " + std::to_string(i)}, {"scenario", "s0"}});
    read(state, p.dump());
}
BENCHMARK(BM_ReadStudies)->Arg(80)->Arg(800)->Arg(8000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
