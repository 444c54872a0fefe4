// The playbook export of each bundled example, as `accelplan-cli export --pdf --csv
// --markdown` does it: evaluate, search and Monte Carlo, the document, then the three
// writers. Target (issue #12): the largest example in <= 3 s.
// Run: build/dev/bench/accelplan_bench_export --benchmark_repetitions=5
//          --benchmark_report_aggregates_only=true
#include "common/text_file.h"
#include "fabric/fabric_graph.h"
#include "perf/data_context.h"
#include "playbook/playbook.h"
#include "playbook/playbook_pdf.h"
#include "playbook/playbook_writers.h"
#include "project/project.h"

#include <QApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

namespace {

void exportExample(benchmark::State& state, const char* name)
{
    const std::string path = std::string(ACCELPLAN_SOURCE_DIR "/data/examples/") + name;
    const ap::DataContext data = ap::DataContext::builtIn();
    QTemporaryDir dir;
    for (auto _ : state) {
        // As a new `export` process: no fabric summary an earlier iteration computed.
        state.PauseTiming();
        ap::clearFabricSummaryCache();
        state.ResumeTiming();
        const ap::Project project = ap::loadProjectFile(path);
        ap::PlaybookRequest request;
        request.projectFile = path;
        const ap::Playbook pb = ap::buildPlaybook(project, data, request);
        ap::writeTextFileAtomically(dir.filePath("p.md").toStdString(), ap::playbookMarkdown(pb));
        ap::writePlaybookCsv(pb, dir.filePath("csv").toStdString());
        QString error;
        if (!ap::writePlaybookPdf(pb, dir.filePath("p.pdf"), &error))
            state.SkipWithError(error.toStdString().c_str());
        benchmark::DoNotOptimize(pb.sections.size());
    }
}

BENCHMARK_CAPTURE(exportExample, getting_started, "getting-started.accelplan")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(exportExample, where_to_run, "where-to-run.accelplan")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(exportExample, checkpoint_stall_cost, "checkpoint-stall-cost.accelplan")
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // the chart widgets need one
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
