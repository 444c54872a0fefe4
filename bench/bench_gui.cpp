// Edit to replotted: how long after a scenario edit (through the undo stack, as the table's
// editor does it) every visible chart of the Scenarios view has drawn again, for each bundled
// example, in the real window at 1280x800 on the offscreen platform.
// Target (issue #10): median <= 50 ms.
// Open to shown: how long File > Open takes, from the call to the window drawn with the
// project in its Scenarios view (and then its Compare view), for generated projects of many
// scenarios and of one 2 MB name (bench_projects.h, the read benchmark's generator).
// Targets (issue #29): 1,000 scenarios <= 2 s, a 2 MB name <= 1 s.
// Run: build/dev/bench/accelplan_gui_bench --benchmark_repetitions=9
//      --benchmark_report_aggregates_only=true
#include "bench_projects.h"
#include "catalog/catalog_load.h"
#include "common/embedded_data.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "project/scenario_panel.h"
#include "window/main_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
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

// A generated project of `scenarios` scenarios; with `nameChars` > 0 the first scenario's name
// and the project's name are that many characters of words (a name pasted by mistake, or an
// attack).
QString writeProject(const QTemporaryDir& dir, int scenarios, int nameChars)
{
    nlohmann::json p = ap::bench::project(scenarios);
    if (nameChars > 0) {
        std::string name;
        name.reserve(size_t(nameChars) + 16);
        while (name.size() < size_t(nameChars))
            name += "very long name ";
        name.resize(size_t(nameChars));
        p["scenarios"][0]["name"] = name;
        p["name"] = "project " + name;
    }
    const QString path = dir.filePath(QStringLiteral("bench.accelplan"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QByteArray::fromStdString(p.dump()));
    return path;
}

// Opens the project in a window already shown on another project, then draws the window
// (grab() paints every visible widget); `view` is shown and drawn after that when not empty.
void openToShown(benchmark::State& state, const QString& view)
{
    const int scenarios = int(state.range(0));
    const int nameChars = int(state.range(1));
    QTemporaryDir dir;
    const QString path = writeProject(dir, scenarios, nameChars);
    ap::MainWindow window;
    window.setCatalog(ap::loadCatalog(QString()));
    window.resize(1280, 800);
    window.show();
    window.openExample(QStringLiteral("examples/getting-started.accelplan"));
    QCoreApplication::processEvents();
    for (auto _ : state) {
        if (!window.openProject(path)) {
            state.SkipWithError(window.lastError().left(200).toStdString().c_str());
            return;
        }
        QCoreApplication::processEvents();
        benchmark::DoNotOptimize(window.grab().width());
        if (!view.isEmpty()) {
            window.showView(view);
            QCoreApplication::processEvents();
            benchmark::DoNotOptimize(window.grab().width());
        }
        state.PauseTiming();
        // The next open starts from another project, as a user's would.
        window.openExample(QStringLiteral("examples/getting-started.accelplan"));
        window.showView(QStringLiteral("scenarios"));
        QCoreApplication::processEvents();
        state.ResumeTiming();
    }
    state.SetLabel(std::to_string(scenarios) + " scenarios" +
                   (nameChars > 0 ? ", a name of " + std::to_string(nameChars) + " chars" : ""));
}

void openScenarios(benchmark::State& state)
{
    openToShown(state, QString());
}

void openThenCompare(benchmark::State& state)
{
    openToShown(state, QStringLiteral("compare"));
}

// {scenarios, characters of the long name}: 10, 100, 1,000 scenarios; one 2 MiB name.
void openedProjects(benchmark::internal::Benchmark* b)
{
    b->Args({10, 0})->Args({100, 0})->Args({1000, 0})->Args({1, 2 << 20});
    b->Unit(benchmark::kMillisecond)->UseRealTime();
}

} // namespace

BENCHMARK(editToReplotted)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(openScenarios)->Apply(openedProjects);
BENCHMARK(openThenCompare)->Apply(openedProjects);

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
