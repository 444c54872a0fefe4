// The Scenarios tab in the main window: opening the example, the details panel's charts,
// the modified marker, the save prompt, failed opens, and a screenshot to look at.
#include "catalog/catalog_load.h"
#include "charts/breakdown_chart.h"
#include "charts/latency_throughput_chart.h"
#include "document/project_document.h"
#include "project/scenario_details_panel.h"
#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "project_test_util.h"
#include "test_paths.h"
#include "window/main_window.h"

#include "charts/cash_flow_chart.h"
#include "format/number_format.h"
#include "perf/user_region_figures.h"
#include "plot/plot_widget.h"
#include "project/scenario_details_panel.h"
#include "project/scenario_figures_model.h"
#include <QAction>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>

#include <QTest>
#include <QTranslator>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace ap;
using namespace ap::test;

namespace {

// The window with its questions answered by the test.
class ScriptedWindow : public MainWindow {
public:
    SaveChoice answer = SaveChoice::Cancel;
    int asked = 0;

protected:
    SaveChoice askToSave() override
    {
        ++asked;
        return answer;
    }
};

} // namespace

class TestScenariosTab : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void opensTheExampleInTheScenariosTab();
    void trainingDetails();
    void inferenceLatencyCurve();
    void detailsFollowEdits();
    void titleShowsModified();
    void askToSaveBeforeOpening();
    void failedOpenKeepsTheProject();
    void failedSaveReports();
    void undoRedoActions();
    void germanTranslation();
    void reliabilityAndCostFigures();
    void worstUserRegionInTheTable();
    void apiScenarioShowsItsTerms();
    void apiTermsInTheLanguage_data();
    void apiTermsInTheLanguage();
    void namesStayInSightWhileScrolling();
    void longValuesWrapBetweenWords();
    void refusedPlacementShowsNoCostFigure();
    void staticBatchesAreSaid();
    void moneyAndSequencesInTheLanguage_data();
    void moneyAndSequencesInTheLanguage();
    void screenshot();

private:
    template <typename T> T* child(const char* name) const
    {
        auto* w = m_window->findChild<T*>(QString::fromLatin1(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }

    // where-to-run's own data centre on a device the price book has no server price for (its
    // cost refused), selected in the Scenarios view; null when that failed.
    ScenarioPanel* showRefusedOwnDataCentre()
    {
        if (!m_window->openProject(testSource("/data/examples/where-to-run.accelplan")) ||
            !m_window->showView(QStringLiteral("scenarios")))
            return nullptr;
        ScenarioPanel* panel = m_window->scenarioPanel();
        if (!panel->model()->setData(panel->model()->index(0, ScenarioModel::Device),
                                     QStringLiteral("intel-gaudi2")))
            return nullptr;
        panel->selectRow(0);
        return panel;
    }

    std::unique_ptr<ScriptedWindow> m_window;
};

void TestScenariosTab::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_window = std::make_unique<ScriptedWindow>();
    m_window->setCatalog(loadCatalog());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openProject(examplePath()), qPrintable(m_window->lastError()));
}

void TestScenariosTab::cleanup()
{
    // Nothing to ask on close.
    m_window->answer = MainWindow::SaveChoice::Discard;
    m_window.reset();
}

void TestScenariosTab::opensTheExampleInTheScenariosTab()
{
    auto* tabs = child<QTabWidget>("workspaceTabs");
    QCOMPARE(tabs->currentWidget(), m_window->scenarioPanel());
    auto* view = child<QTableView>("scenarioView");
    QVERIFY(view->isVisible());
    QCOMPARE(view->model()->rowCount(), m_window->document()->scenarioCount());
    QCOMPARE(view->model()->rowCount(), 6);
    for (int row = 0; row < 6; ++row)
        QVERIFY(!view->model()->index(row, ScenarioModel::Throughput).data().toString().isEmpty());
    QCOMPARE(m_window->projectPath(), examplePath());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("getting-started.accelplan")));
    QVERIFY(!m_window->isWindowModified());
    // The first scenario is selected and detailed.
    QCOMPARE(m_window->scenarioPanel()->details()->row(), 0);
}

void TestScenariosTab::trainingDetails()
{
    m_window->scenarioPanel()->selectRow(kA100Training);
    auto* details = m_window->scenarioPanel()->details();
    const ScenarioResult& r = m_window->scenarioPanel()->model()->result(kA100Training);
    QVERIFY(r.training);

    BreakdownChart* memory = details->memoryChart();
    QVERIFY(memory->isVisible());
    const QStringList names = memory->segmentNames();
    QVERIFY2(names.contains(QStringLiteral("Weights")) &&
                 names.contains(QStringLiteral("Optimizer")) &&
                 names.contains(QStringLiteral("Activations")),
             qPrintable(names.join(QLatin1Char(','))));
    double total = 0;
    for (double v : memory->segmentValues())
        total += v;
    QVERIFY(std::abs(total - r.training->memory.totalBytes() / 1e9) < 1e-6 * total);
    QVERIFY(memory->limit());
    QVERIFY(std::abs(*memory->limit() - r.training->memoryCapacityBytes / 1e9) < 1e-9);

    BreakdownChart* step = details->stepChart();
    QVERIFY(step->isVisible());
    QVERIFY(step->segmentNames().contains(QStringLiteral("Compute")));
    QVERIFY(step->segmentNames().contains(QStringLiteral("Pipeline bubble")));
    QVERIFY(!details->latencyChart()->isVisible());
    // A feasible scenario lists no problems.
    QCOMPARE(details->problemsList()->count(), 1);
    QVERIFY(details->problemsList()->item(0)->text().startsWith(QStringLiteral("None")));
}

void TestScenariosTab::inferenceLatencyCurve()
{
    auto* view = child<QTableView>("scenarioView");
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->visualRect(view->model()->index(kH200Inference, 0)).center());
    auto* details = m_window->scenarioPanel()->details();
    QCOMPARE(details->row(), kH200Inference);
    QVERIFY(!details->stepChart()->isVisible());
    LatencyThroughputChart* chart = details->latencyChart();
    QVERIFY(chart->isVisible());

    const auto& sweep = chart->sweep();
    QVERIFY2(sweep.size() >= 5, qPrintable(QString::number(sweep.size())));
    QCOMPARE(sweep.front().batch, 1.0);
    for (size_t i = 1; i < sweep.size(); ++i) {
        QVERIFY(sweep[i].batch > sweep[i - 1].batch);
        QVERIFY2(sweep[i].outputTokensPerSec > sweep[i - 1].outputTokensPerSec,
                 qPrintable(QStringLiteral("batch %1").arg(sweep[i].batch)));
        QVERIFY(sweep[i].tpotSec >= sweep[i - 1].tpotSec);
    }
    const ScenarioResult& r = m_window->scenarioPanel()->model()->result(kH200Inference);
    QVERIFY(sweep.back().batch <= r.inference->maxBatchByMemory);

    const QVector<QPointF> plotted = chart->curvePoints();
    QCOMPARE(plotted.size(), qsizetype(sweep.size()));
    QCOMPARE(plotted.first().x(), sweep.front().tpotSec * 1e3);
    QCOMPARE(plotted.first().y(), sweep.front().outputTokensPerSec);
    const auto chosen = chart->chosenPoint();
    QVERIFY(chosen);
    QCOMPARE(chosen->y(), r.inference->outputTokensPerSec);
    QCOMPARE(chart->sloLineMs().value_or(0), 50.0);
    // Inference memory has a KV cache.
    QVERIFY(details->memoryChart()->segmentNames().contains(QStringLiteral("KV cache")));
}

void TestScenariosTab::detailsFollowEdits()
{
    auto* panel = m_window->scenarioPanel();
    panel->selectRow(kH200Inference);
    auto* details = panel->details();
    QCOMPARE(details->problemsList()->count(), 1);
    QVERIFY(panel->model()->setData(panel->model()->index(kH200Inference, ScenarioModel::Device),
                                    QStringLiteral("nvidia-l4")));
    QVERIFY(details->problemsList()->count() >= 1);
    QVERIFY(details->problemsList()->item(0)->text().contains(QStringLiteral("nvidia-l4")));
    QVERIFY(details->latencyChart()->sweep().empty());
    m_window->document()->undoStack()->undo();
    QVERIFY(details->latencyChart()->sweep().size() >= 5);
}

void TestScenariosTab::titleShowsModified()
{
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Getting started")));
    auto* model = m_window->scenarioPanel()->model();
    QVERIFY(model->setData(model->index(0, ScenarioModel::Tensor), 4));
    QVERIFY(m_window->isWindowModified());
    m_window->document()->undoStack()->undo();
    QVERIFY(!m_window->isWindowModified());
}

void TestScenariosTab::askToSaveBeforeOpening()
{
    auto* model = m_window->scenarioPanel()->model();
    QVERIFY(model->setData(model->index(0, ScenarioModel::Name), QStringLiteral("Mine")));
    QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("other.accelplan"));
    QVERIFY(writeFile(other, R"({"format": "accelplan-project", "version": 1, "name": "Other",
                                 "scenarios": []})"));

    m_window->answer = MainWindow::SaveChoice::Cancel;
    QVERIFY(!m_window->openProject(other));
    QCOMPARE(m_window->asked, 1);
    QCOMPARE(m_window->document()->scenario(0).name, std::string("Mine"));

    m_window->answer = MainWindow::SaveChoice::Discard;
    QVERIFY(m_window->openProject(other));
    QCOMPARE(m_window->asked, 2);
    QCOMPARE(m_window->document()->scenarioCount(), 0);
    QCOMPARE(m_window->scenarioPanel()->model()->rowCount(), 0);

    // Unmodified: no question.
    QVERIFY(m_window->openProject(examplePath()));
    QCOMPARE(m_window->asked, 2);

    // Closing with changes asks too; Cancel keeps the window open.
    QVERIFY(model->setData(model->index(0, ScenarioModel::Name), QStringLiteral("Mine")));
    m_window->answer = MainWindow::SaveChoice::Cancel;
    QVERIFY(!m_window->close());
    QCOMPARE(m_window->asked, 3);
    QVERIFY(m_window->isVisible());
}

void TestScenariosTab::failedOpenKeepsTheProject()
{
    auto* model = m_window->scenarioPanel()->model();
    QVERIFY(model->setData(model->index(0, ScenarioModel::Name), QStringLiteral("Mine")));
    m_window->answer = MainWindow::SaveChoice::Discard;
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("newer.accelplan"));
    QVERIFY(writeFile(bad, R"({"format": "accelplan-project", "version": 7, "scenarios": []})"));
    QVERIFY(!m_window->openProject(bad));
    QVERIFY2(m_window->lastError().contains(bad) &&
                 m_window->lastError().contains(QStringLiteral("version")),
             qPrintable(m_window->lastError()));
    QCOMPARE(model->rowCount(), 6);
    QCOMPARE(m_window->document()->scenario(0).name, std::string("Mine"));
    QCOMPARE(m_window->projectPath(), examplePath());
    QVERIFY(m_window->isWindowModified());
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox*>(QStringLiteral("projectErrorBox"))) &&
                box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("version")));
    box->close();
}

void TestScenariosTab::failedSaveReports()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gone/plan.accelplan"));
    QVERIFY(!m_window->saveProjectAs(path));
    QVERIFY(m_window->lastError().contains(path));
    QVERIFY(m_window->statusBar()->currentMessage().contains(path));
    QCOMPARE(m_window->projectPath(), examplePath());

    const QString good = dir.filePath(QStringLiteral("plan.accelplan"));
    QVERIFY(m_window->saveProjectAs(good));
    QCOMPARE(m_window->projectPath(), good);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("plan.accelplan")));
}

void TestScenariosTab::undoRedoActions()
{
    auto* undo = child<QAction>("actionUndo");
    auto* redo = child<QAction>("actionRedo");
    QVERIFY(!undo->isEnabled());
    auto* model = m_window->scenarioPanel()->model();
    QVERIFY(model->setData(model->index(0, ScenarioModel::Pipeline), 4));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(model->index(0, ScenarioModel::Pipeline).data().toInt(), 8);
    QVERIFY(redo->isEnabled());
    redo->trigger();
    QCOMPARE(model->index(0, ScenarioModel::Pipeline).data().toInt(), 4);
    QCOMPARE(model->index(0, ScenarioModel::Data).data().toInt(), 32);

    // A rejected edit says why in the status bar.
    QVERIFY(!model->setData(model->index(0, ScenarioModel::Count), 1000));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("count")));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
}

void TestScenariosTab::moneyAndSequencesInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("sequences");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("sequences");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Sequenzen");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("séquences");
}

// Money under $10k reads with the language's group separator like every larger figure's k/M
// ("$1,268", "$1.268", "$1 268"; it was "$1268" beside "$19k"), in the table and the details;
// the details say what memory holds up to in sequences (the line ended on a bare number, #25).
// A serving scenario moved to Inferentia2 runs its usual stack there, AWS Neuron, which batches
// statically (transformers-neuronx sample(); workload/software_stack.h): the details say so, as
// `evaluate` and the playbook do; on the L4s (vLLM, continuous batching) they do not.
void TestScenariosTab::staticBatchesAreSaid()
{
    QVERIFY(m_window->openProject(testSource("/data/examples/edge-factory.accelplan")));
    QVERIFY(m_window->showView(QStringLiteral("scenarios")));
    ScenarioPanel* panel = m_window->scenarioPanel();
    const auto summary = [&] {
        return panel->details()->findChild<QLabel*>(QStringLiteral("detailsSummary"))->text();
    };
    panel->selectRow(0);
    QVERIFY(panel->model()->result(0).inference);
    QVERIFY(!panel->model()->result(0).inference->staticBatches);
    QVERIFY2(!summary().contains(QStringLiteral("Static batches")), qPrintable(summary()));
    QVERIFY(panel->model()->setData(panel->model()->index(0, ScenarioModel::Device),
                                    QStringLiteral("aws-inferentia2")));
    panel->selectRow(0);
    const ScenarioResult& r = panel->model()->result(0);
    QVERIFY2(r.feasible && r.inference, qPrintable(summary()));
    QVERIFY(r.inference->staticBatches);
    QVERIFY2(summary().contains(QStringLiteral("Static batches")), qPrintable(summary()));
}

void TestScenariosTab::moneyAndSequencesInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, sequences);
    const ScopedLanguage shown(language);
    QVERIFY(shown.loaded());
    QVERIFY(m_window->openProject(testSource("/data/examples/edge-factory.accelplan")));
    QVERIFY(m_window->showView(QStringLiteral("scenarios")));
    ScenarioPanel* panel = m_window->scenarioPanel();
    panel->selectRow(0); // two L4s at the factory: $1,268 a month
    const ScenarioModel* model = panel->model();
    const QModelIndex cell = model->index(0, ScenarioModel::MonthlyCost);
    const double monthly = cell.data(ScenarioModel::ValueRole).toDouble();
    QVERIFY2(monthly >= 1000 && monthly < 1e4, qPrintable(QString::number(monthly)));
    const QLocale locale;
    const QString expected = QStringLiteral("$") + locale.toString(qint64(std::llround(monthly)));
    QVERIFY(expected.contains(locale.groupSeparator()));
    QCOMPARE(cell.data().toString(), expected);
    QCOMPARE(usdText(monthly), expected);
    const QString summary =
        panel->details()->findChild<QLabel*>(QStringLiteral("detailsSummary"))->text();
    QVERIFY2(summary.contains(expected), qPrintable(summary));
    const ScenarioResult& r = model->result(0);
    QVERIFY(r.inference && r.inference->maxBatchByMemory >= 2);
    const QString holds = locale.toString(qint64(std::floor(r.inference->maxBatchByMemory))) +
                          QLatin1Char(' ') + sequences;
    QVERIFY2(summary.contains(holds), qPrintable(holds + QStringLiteral(" in ") + summary));
}

void TestScenariosTab::germanTranslation()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/accelplan_de.qm")));
    QCOMPARE(translator.translate("ap::MainWindow", "Scenarios"), QStringLiteral("Szenarien"));
    QCOMPARE(translator.translate("ap::MainWindow", "&Edit"), QStringLiteral("&Bearbeiten"));
    QCOMPARE(translator.translate("ap::ScenarioModel", "Memory/device (GB)"),
             QStringLiteral("Speicher/Gerät (GB)"));
    QCOMPARE(translator.translate("ap::BreakdownChart", "KV cache"), QStringLiteral("KV-Cache"));
    QVERIFY(!translator.translate("ap::commands", "Change Device").isEmpty());
    QVERIFY(!translator.translate("ap::SaveFile", "Could not write %1: %2").isEmpty());
    QVERIFY(!translator
                 .translate("ap::MainWindow", "%1 (%2)[*] — AccelPlan", "project name (file name)")
                 .isEmpty());
}

// A long value among the details' figures wraps between its words, each word whole: in German
// a refused cost, "nicht bepreist (abgelehnt)", beside short numbers read "(abgele…" (#25).
void TestScenariosTab::longValuesWrapBetweenWords()
{
    const ScopedLanguage german(QStringLiteral("de"));
    QVERIFY(german.loaded());
    m_window->resize(1280, 800);
    ScenarioPanel* panel = showRefusedOwnDataCentre();
    QVERIFY(panel);
    auto* figures = panel->findChild<QTableView*>(QStringLiteral("figuresView"));
    QVERIFY(figures);
    const int width = figures->columnWidth(ScenarioFiguresModel::ValueColumn);
    const QFontMetrics fm(figures->font());
    bool wraps = false;
    for (int row = 0; row < figures->model()->rowCount(); ++row) {
        const QString value =
            figures->model()->index(row, ScenarioFiguresModel::ValueColumn).data().toString();
        wraps = wraps || fm.horizontalAdvance(value) > width;
        for (const QString& word : value.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            QVERIFY2(
                fm.horizontalAdvance(word) < width,
                qPrintable(QStringLiteral("'%1' of '%2' in %3 px").arg(word, value).arg(width)));
    }
    QVERIFY(wraps); // the refused cost's words, at least
}

// One figure, one meaning (#25): a placement refused while it was priced (the own data centre
// with no purchase price for the device) shows "not priced (refused)" and no cost figure beside
// it: its partial sum read "Cost per million output tokens $1.82" next to the refusal.
void TestScenariosTab::refusedPlacementShowsNoCostFigure()
{
    ScenarioPanel* panel = showRefusedOwnDataCentre();
    QVERIFY(panel);
    const ScenarioResult& r = panel->model()->result(0);
    QVERIFY(r.cost && !r.cost->feasible);
    QVERIFY(!r.cost->costPerMillionOutputTokensUsd && !r.cost->costPerTrainingRunUsd);
    const QAbstractItemModel* figures = child<QTableView>("figuresView")->model();
    bool refused = false;
    for (int row = 0; row < figures->rowCount(); ++row) {
        const QString quantity =
            figures->index(row, ScenarioFiguresModel::QuantityColumn).data().toString();
        const QString value =
            figures->index(row, ScenarioFiguresModel::ValueColumn).data().toString();
        refused = refused || value == QStringLiteral("not priced (refused)");
        QVERIFY2(!value.startsWith(u'$'), qPrintable(quantity + QStringLiteral(": ") + value));
    }
    QVERIFY(refused);
    const QAbstractItemModel* table = child<QTableView>("scenarioView")->model();
    for (int column : {int(ScenarioModel::TotalCost), int(ScenarioModel::MonthlyCost)})
        QVERIFY(table->index(0, column).data().toString().isEmpty());
}

// At 1280x800 the inputs lie past the Scenarios table's edge: scrolled sideways to them, each
// row's name is still what the table shows at its left edge, whole in its cell (the names were
// elided and then scrolled out of sight, #25). Unscrolled, the table itself shows them.
void TestScenariosTab::namesStayInSightWhileScrolling()
{
    m_window->resize(1280, 800);
    QVERIFY(m_window->showView(QStringLiteral("scenarios")));
    auto* view = child<QTableView>("scenarioView");
    QTest::qWait(1);
    QScrollBar* bar = view->horizontalScrollBar();
    QVERIFY2(bar->maximum() > 0, "the table does not scroll sideways at 1280x800");
    // What the table shows at its left edge in each row: the view drawing there and its cell.
    const auto shownAtLeft = [view](int row) -> std::pair<QAbstractItemView*, QModelIndex> {
        const int y = view->rowViewportPosition(row) + view->rowHeight(row) / 2;
        const QPoint at = view->viewport()->mapTo(view, QPoint(4, y));
        QWidget* drawn = view->childAt(at);
        auto* shown = drawn ? qobject_cast<QAbstractItemView*>(drawn->parentWidget()) : nullptr;
        if (!shown || drawn != shown->viewport())
            return {nullptr, {}};
        return {shown, shown->indexAt(drawn->mapFrom(view, at))};
    };
    for (const int value : {bar->maximum() / 2, bar->maximum()}) {
        bar->setValue(value);
        QTest::qWait(1);
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            // Each row in view (a wrapped name makes rows taller than the table shows at once).
            view->verticalScrollBar()->setValue(
                std::min(row, view->verticalScrollBar()->maximum()));
            QTest::qWait(1);
            const auto [shown, index] = shownAtLeft(row);
            QVERIFY2(shown,
                     qPrintable(QStringLiteral("row %1: no table at the left edge").arg(row)));
            QCOMPARE(index.row(), row);
            QVERIFY2(index.column() == ScenarioModel::Name,
                     qPrintable(QStringLiteral("scrolled by %1 px, row %2 shows '%3' at the left")
                                    .arg(value)
                                    .arg(row)
                                    .arg(index.data().toString())));
            const QRect cell = shown->visualRect(index);
            QVERIFY(shown->viewport()->rect().contains(cell));
            QCOMPARE(cell.width(), view->visualRect(index).width());   // the name column's width
            QCOMPARE(cell.height(), view->visualRect(index).height()); // and the row's height
        }
        // Selected in one, selected in both.
        QCOMPARE(shownAtLeft(0).first->selectionModel(), view->selectionModel());
        if (const QString dir = qEnvironmentVariable("ACCELPLAN_SCREENSHOT_DIR");
            !dir.isEmpty() && value == bar->maximum())
            QVERIFY(m_window->grab().save(dir + QStringLiteral("/scenarios-scrolled.png")));
        // The figure right of the names, made current, comes out from under them.
        view->setCurrentIndex(
            view->model()->index(value == bar->maximum() ? 2 : 1, ScenarioModel::Feasible));
        QTest::qWait(1);
        QVERIFY2(view->columnViewportPosition(ScenarioModel::Feasible) >=
                     (bar->value() > 0 ? view->columnWidth(ScenarioModel::Name) : 0),
                 qPrintable(QStringLiteral("'%1' at %2 px, scrolled by %3 px, names %4 px wide")
                                .arg(view->model()
                                         ->headerData(ScenarioModel::Feasible, Qt::Horizontal)
                                         .toString())
                                .arg(view->columnViewportPosition(ScenarioModel::Feasible))
                                .arg(bar->value())
                                .arg(view->columnWidth(ScenarioModel::Name))));
    }
    bar->setValue(0);
    QTest::qWait(1);
    const auto [plain, index] = shownAtLeft(0);
    QCOMPARE(plain, static_cast<QAbstractItemView*>(view));
    QCOMPARE(index.column(), int(ScenarioModel::Name));
}

void TestScenariosTab::screenshot()
{
    m_window->resize(1500, 950);
    m_window->scenarioPanel()->selectRow(kH200Inference);
    QTest::qWait(200);
    const QString dir = qEnvironmentVariable("ACCELPLAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set ACCELPLAN_SCREENSHOT_DIR to write screenshots");
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/scenarios-inference.png")));
    m_window->scenarioPanel()->selectRow(kA100Training);
    QTest::qWait(200);
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/scenarios-training.png")));
}

void TestScenariosTab::reliabilityAndCostFigures()
{
    // The checkpoint-stall example: reliability figures for every training scenario, a cost
    // timeline where the scenario has a placement.
    QVERIFY(m_window->openProject(testSource("/data/examples/checkpoint-stall-cost.accelplan")));
    auto* view = child<QTableView>("scenarioView");
    ScenarioDetailsPanel* details = m_window->scenarioPanel()->details();
    view->selectRow(0);
    QTRY_COMPARE(details->row(), 0);
    const ScenarioFiguresModel* figures = details->figures();
    QVERIFY(figures->rowCount() > 10);
    QCOMPARE(figures->value(QStringLiteral("Checkpoint stall")), QStringLiteral("22.5 s"));
    QVERIFY(!figures->value(QStringLiteral("Cost of checkpoint stalls per day")).isEmpty());
    QVERIFY(!figures->value(QStringLiteral("Cost per useful device-hour")).isEmpty());
    QVERIFY(details->cashFlowChart()->isVisible());
    QCOMPARE(details->cashFlowChart()->plot()->seriesCount(), 2);
    QCOMPARE(details->cashFlowChart()->plot()->series(0).y.size(), 1);
    // 16 GPUs x 730 h x $2.50 for the one month of the horizon, and the object store keeping
    // the 112.42 GB checkpoint at $0.023 per GB-month.
    QVERIFY(qAbs(details->cashFlowChart()->plot()->series(0).y.front() -
                 (16 * 730 * 2.5 + 112.42 * 0.023)) < 1e-6);
    // Without a placement there is no cost timeline, but reliability is still shown.
    view->selectRow(2);
    QTRY_COMPARE(details->row(), 2);
    QVERIFY(!details->cashFlowChart()->isVisible());
    QCOMPARE(figures->value(QStringLiteral("Checkpoint size")), QStringLiteral("2,450 GB"));
}

// Users in several regions: the table shows what the farthest region's users see (the
// figure the details and Compare show, userRegionFigures), with every region in the tooltip;
// a project without regions does not show the columns.
void TestScenariosTab::worstUserRegionInTheTable()
{
    auto* view = child<QTableView>("scenarioView");
    QVERIFY(view->isColumnHidden(ScenarioModel::WorstRegionTtft));
    QVERIFY(view->isColumnHidden(ScenarioModel::WorstRegionLatency));
    QVERIFY2(m_window->openProject(testSource("/tests/data/users/regions.accelplan")),
             qPrintable(m_window->lastError()));
    QVERIFY(!view->isColumnHidden(ScenarioModel::WorstRegionTtft));
    QVERIFY(!view->isColumnHidden(ScenarioModel::WorstRegionLatency));
    const QAbstractItemModel* m = view->model();
    QCOMPARE(m->headerData(ScenarioModel::WorstRegionTtft, Qt::Horizontal).toString(),
             QStringLiteral("TTFT, worst region (ms)"));
    const ScenarioModel* model = m_window->scenarioPanel()->model();
    // Three regions: Tokyo, 9,350 km away, is the worst; its TTFT is the engine's plus its
    // round trip, longer than the table's TTFT (no network) and than the nearest region's.
    const std::vector<UserRegionFigures> regions = userRegionFigures(model->result(0));
    QCOMPARE(regions.size(), size_t(3));
    QCOMPARE(regions[size_t(worstUserRegion(regions))].name, std::string("Tokyo"));
    const UserRegionFigures& tokyo = regions[2];
    const QModelIndex ttft = m->index(0, ScenarioModel::WorstRegionTtft);
    const QModelIndex request = m->index(0, ScenarioModel::WorstRegionLatency);
    QCOMPARE(ttft.data(ScenarioModel::ValueRole).toDouble(), *tokyo.ttftWithNetworkSec * 1e3);
    QCOMPARE(request.data(ScenarioModel::ValueRole).toDouble(),
             *tokyo.requestLatencyWithNetworkSec * 1e3);
    const double engineTtftMs =
        m->index(0, ScenarioModel::Ttft).data(ScenarioModel::ValueRole).toDouble();
    QVERIFY(std::abs(ttft.data(ScenarioModel::ValueRole).toDouble() - engineTtftMs -
                     tokyo.roundTripSec * 1e3) < 1e-6);
    QVERIFY(*tokyo.ttftWithNetworkSec > *regions[0].ttftWithNetworkSec);
    QVERIFY(request.data(ScenarioModel::ValueRole).toDouble() >
            ttft.data(ScenarioModel::ValueRole).toDouble());
    QVERIFY(!ttft.data().toString().isEmpty());
    // The cell is shown whole (the column fits its value).
    QVERIFY(view->columnWidth(ScenarioModel::WorstRegionTtft) >=
            view->fontMetrics().horizontalAdvance(ttft.data().toString()));
    // The tooltip names every region, the worst marked.
    const QString tip = ttft.data(Qt::ToolTipRole).toString();
    for (const char* name : {"Frankfurt", "New York", "Tokyo"})
        QVERIFY2(tip.contains(QString::fromLatin1(name)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("(worst)")), qPrintable(tip));
    // One region, or the single users object: no worst region to show.
    for (int row : {1, 2}) {
        QVERIFY(!m->index(row, ScenarioModel::WorstRegionTtft)
                     .data(ScenarioModel::ValueRole)
                     .isValid());
        QVERIFY(m->index(row, ScenarioModel::WorstRegionLatency).data().toString().isEmpty());
    }
    // Selecting the row through the view: the details' regions agree with the cell.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->visualRect(m->index(0, ScenarioModel::Name)).center());
    QCOMPARE(m_window->scenarioPanel()->details()->row(), 0);
}

// A scenario at a model API: the cluster's charts do not apply, and its prices and data terms
// stand where they were, without a gap; a scenario of the same project with its own devices
// shows the charts at the same place.
namespace {

// The users/regions test project with its second scenario at the model API `site`, written
// into `dir`: the file's path.
QString writeApiProject(const QTemporaryDir& dir, const QString& site)
{
    QJsonDocument doc =
        QJsonDocument::fromJson(readFile(testSource("/tests/data/users/regions.accelplan")));
    QJsonObject project = doc.object();
    QJsonArray scenarios = project[QStringLiteral("scenarios")].toArray();
    QJsonObject api = scenarios[2].toObject();
    api[QStringLiteral("name")] = QStringLiteral("At an API");
    QJsonObject placement = api[QStringLiteral("placement")].toObject();
    placement[QStringLiteral("compute_site")] = site;
    api[QStringLiteral("placement")] = placement;
    scenarios[1] = api;
    project[QStringLiteral("scenarios")] = scenarios;
    const QString path = dir.filePath(QStringLiteral("api.accelplan"));
    return writeFile(path, QJsonDocument(project).toJson()) ? path : QString();
}

} // namespace

void TestScenariosTab::apiScenarioShowsItsTerms()
{
    QTemporaryDir dir;
    const QString path = writeApiProject(dir, QStringLiteral("mistral-large"));
    QVERIFY(!path.isEmpty());
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    auto* panel = m_window->scenarioPanel();
    auto* details = panel->details();
    auto* box = m_window->findChild<QGroupBox*>(QStringLiteral("apiTermsBox"));
    QVERIFY(box);

    panel->selectRow(0); // own devices
    QCoreApplication::processEvents();
    QVERIFY(details->memoryChart()->isVisible());
    QVERIFY(!box->isVisible());
    const int chartsTop = details->memoryChart()->mapTo(details, QPoint(0, 0)).y();

    panel->selectRow(1); // the API
    QCoreApplication::processEvents();
    QVERIFY(!details->memoryChart()->isVisible());
    QVERIFY(!details->latencyChart()->isVisible());
    QVERIFY(box->isVisible());
    // Where the memory chart was: no gap above it.
    QCOMPARE(box->mapTo(details, QPoint(0, 0)).y(), chartsTop);
    const Site* site = m_window->document()->data().sites().find("mistral-large");
    QVERIFY(site && site->api && site->apiUsdPerMillionOutputTokens);
    const QString terms = details->apiTerms()->text();
    QVERIFY2(terms.contains(QString::fromStdString(site->api->model)), qPrintable(terms));
    QVERIFY2(terms.contains(usdText(*site->apiUsdPerMillionOutputTokens)), qPrintable(terms));
    QVERIFY2(terms.contains(QStringLiteral("per million tokens")), qPrintable(terms));
    QVERIFY2(terms.contains(QStringLiteral("Trains on prompts")), qPrintable(terms));
    QVERIFY2(terms.contains(QStringLiteral("May hold data")), qPrintable(terms));
    // What this scenario pays per million output tokens: the figure of the cost report.
    const ScenarioResult& r = panel->model()->result(1);
    QVERIFY(r.cost && r.cost->costPerMillionOutputTokensUsd);
    QVERIFY2(terms.contains(usdText(*r.cost->costPerMillionOutputTokensUsd)), qPrintable(terms));
    // The cash flow still applies.
    QVERIFY(details->cashFlowChart()->isVisible());
}

void TestScenariosTab::apiTermsInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("confidenceWord"); // the API's "medium" in the language
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("mittel");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("moyenne");
}

// The API's terms say how sure its prices are and what data it may hold in the user's
// language: "(Verlässlichkeit medium)" and "(fiabilité medium)" kept the data file's word, and
// "May hold data" listed the file's keys, in German and French (#25).
void TestScenariosTab::apiTermsInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, confidenceWord);
    const ScopedLanguage shown(language);
    QVERIFY(shown.loaded());
    QTemporaryDir dir;
    const QString path = writeApiProject(dir, QStringLiteral("mistral-large"));
    QVERIFY(!path.isEmpty());
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    const Site* site = m_window->document()->data().sites().find("mistral-large");
    QVERIFY(site);
    QCOMPARE(site->confidence, std::string("medium"));
    auto* panel = m_window->scenarioPanel();
    panel->selectRow(1);
    QCoreApplication::processEvents();
    const QString terms = panel->details()->apiTerms()->text();
    const QString line =
        QCoreApplication::translate("ap::ScenarioDetailsPanel",
                                    "Terms and prices as of %1 (confidence %2); the source is in "
                                    "the tooltip.")
            .arg(QString::fromStdString(site->date), confidenceWord)
            .toHtmlEscaped();
    QVERIFY2(terms.contains(line), qPrintable(terms));
    QVERIFY2(!terms.contains(QStringLiteral("medium")), qPrintable(terms));
    // The data it may hold in words, not the file's keys ("internal, regulated-fr,
    // sovereign-eu" in German and French).
    const auto words = [](const char* english) {
        return QCoreApplication::translate("ap::DataClass", english);
    };
    for (const QString& shownWord :
         {words("internal"), words("regulated (%1)").arg(QStringLiteral("FR")),
          words("regulated (GDPR, EU/EEA)"), words("sovereign EU (EU operator)")}) {
        QVERIFY2(terms.contains(shownWord.toHtmlEscaped()),
                 qPrintable(shownWord + QStringLiteral(" in ") + terms));
    }
    QVERIFY(words("regulated (GDPR, EU/EEA)") != QLatin1String("regulated (GDPR, EU/EEA)"));
    for (const char* key : {"regulated-", "sovereign-eu"})
        QVERIFY2(!terms.contains(QLatin1String(key)), qPrintable(terms));
}

QTEST_MAIN(TestScenariosTab)
#include "tst_scenarios_tab.moc"
