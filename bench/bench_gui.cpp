// Edit to replotted: how long after a scenario edit (through the undo stack, as the table's
// editor does it) every visible chart of the Scenarios view has drawn again, for each bundled
// example, in the real window at 1280x800 on the offscreen platform.
// Target (issue #10): median <= 50 ms.
// Run: build/dev/bench/accelplan_gui_bench --benchmark_repetitions=9
//      --benchmark_report_aggregates_only=true
#include "catalog/catalog_load.h"
#include "common/embedded_data.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "project/scenario_panel.h"
#include "window/main_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <qcustomplot.h>

#include <benchmark/benchmark.h>

#include <memory>

namespace {

const char* const kExamples[] = {"examples/getting-started.accelplan",
                                 "examples/checkpoint-stall-cost.accelplan",
                                 "examples/where-to-run.accelplan"};

void editToReplotted(benchmark::State& state)
{
    const char* name = kExamples[state.range(0)];
    ap::MainWindow window;
    window.setCatalog(ap::loadCatalog(QString()));
    window.resize(1280, 800);
    window.show();
    if (!window.openExample(QString::fromLatin1(name))) {
        state.SkipWithError("example did not open");
        return;
    }
    window.showView(QStringLiteral("scenarios"));
    window.scenarioPanel()->view()->selectRow(0);
    QCoreApplication::processEvents();

    // Every chart on screen counts its replots.
    int replots = 0;
    QList<QCustomPlot*> visible;
    for (QCustomPlot* plot : window.findChildren<QCustomPlot*>())
        if (plot->isVisible()) {
            visible << plot;
            QObject::connect(plot, &QCustomPlot::afterReplot, plot, [&replots] { ++replots; });
        }
    ap::ProjectDocument* doc = window.document();
    const int original = doc->scenario(0).cluster.count;
    bool doubled = false;
    for (auto _ : state) {
        replots = 0;
        doubled = !doubled;
        const QString error = ap::commands::editScenarioField(*doc, 0, ap::ScenarioField::Count,
                                                              doubled ? 2 * original : original);
        if (!error.isEmpty()) {
            state.SkipWithError(error.toStdString().c_str());
            return;
        }
        // Until each visible chart has drawn the edited scenario (queued replots run on the
        // next event loop pass).
        QElapsedTimer guard;
        guard.start();
        while (replots < visible.size() && guard.elapsed() < 5000)
            QCoreApplication::processEvents();
    }
    state.SetLabel(std::string(name) + ", " + std::to_string(visible.size()) + " charts");
}

} // namespace

BENCHMARK(editToReplotted)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->UseRealTime();

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AccelPlanBench"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
