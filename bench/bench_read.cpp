// Read time against input size (issue #29): a project's text parsed, read and checked by the
// one validator, as `evaluate` does before it evaluates anything, for many scenarios, many
// placement sites and many studies at 1x, 10x and 100x; a user catalog merged over the
// built-in one and a calibration CSV parsed, at 1x, 10x and 100x. Linear reading shows as a time
// ratio of about 10 per step. Run: build/dev/bench/accelplan_bench_read --benchmark_repetitions=5
//      --benchmark_report_aggregates_only=true
#include "bench_projects.h"
#include "hardware/catalog.h"
#include "perf/calibration.h"
#include "perf/data_context.h"
#include "project/project.h"
#include "project/validate.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

namespace {

using nlohmann::json;
using namespace ap;

using bench::project;

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
    read(state, project(int(state.range(0))).dump());
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

// A user catalog of new devices merged over the built-in one: 50, 500, 5,000 (copies of the
// A100's entry under new ids).
void BM_ReadCatalog(benchmark::State& state)
{
    static const Catalog builtIn = Catalog::builtIn();
    json devices = json::array();
    for (int i = 0; i < state.range(0); ++i) {
        json entry = builtIn.rawEntry("nvidia-a100-sxm4-80gb");
        entry["id"] = "bench-device-" + std::to_string(i);
        entry["name"] = "Bench device " + std::to_string(i);
        devices.push_back(std::move(entry));
    }
    const std::string text = json{
        {"format", "accelplan-catalog"},
        {"version", kCatalogFormatVersion},
        {"devices",
         std::move(devices)}}.dump();
    for (auto _ : state) {
        Catalog c = builtIn;
        c.merge(text, "bench-catalog.json");
        benchmark::DoNotOptimize(c.devices().size());
    }
    state.SetLabel(std::to_string(text.size() / 1024) + " KiB");
}
BENCHMARK(BM_ReadCatalog)->Arg(50)->Arg(500)->Arg(5000)->Unit(benchmark::kMillisecond);

// A calibration CSV of training measurements: 100, 1,000, 10,000 rows (the cap is 100,000).
void BM_ReadCalibrationCsv(benchmark::State& state)
{
    static const ModelTable models = builtInModels();
    std::string csv = "id,model,device,count,tensor,pipeline,context,sequence_length,"
                      "global_batch_sequences,precision,measured_tokens_per_s\n";
    for (int i = 0; i < state.range(0); ++i)
        csv += "r" + std::to_string(i) +
               ",gpt-1.7b,nvidia-a100-sxm4-80gb,32,1,1,1,2048,512,fp16,297214\n";
    for (auto _ : state)
        benchmark::DoNotOptimize(parseMeasurements(csv, "bench.csv", models).size());
    state.SetLabel(std::to_string(csv.size() / 1024) + " KiB");
}
BENCHMARK(BM_ReadCalibrationCsv)->Arg(100)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
