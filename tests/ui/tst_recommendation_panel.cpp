// The Recommendation tab in the main window: searching the example's studies, the ranked
// table, the explanation, the charts, switching objectives, adding a candidate as an undoable
// scenario, results going stale when the project changes, and a study that cannot start.
#include "catalog/catalog_load.h"
#include "document/project_document.h"
#include "editor/field_words.h"
#include "format/message_text.h"
#include "format/number_format.h"
#include "plot/plot_widget.h"
#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "project_test_util.h"
#include "recommend/candidate_band.h"
#include "recommend/candidate_scenario.h"
#include "recommend/candidate_table_model.h"
#include "recommend/monte_carlo_model.h"
#include "recommend/objective_text.h"
#include "recommend/pareto_chart.h"
#include "recommend/recommendation_panel.h"
#include "recommend/recommendation_text.h"
#include "recommend/tornado_chart.h"
#include "test_paths.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

#include <memory>
#include <nlohmann/json.hpp>

using namespace ap;
using namespace ap::test;

namespace {

class QuietWindow : public MainWindow {
protected:
    // Nothing to save in these tests.
    SaveChoice askToSave() override { return SaveChoice::Discard; }
};

} // namespace

class TestRecommendationPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void tabFollowsScenarios();
    void studiesFromTheProject();
    void searchRanksByTheObjective_data();
    void searchRanksByTheObjective();
    void explanationNamesTheWinner();
    void chartsShowTheResult();
    void changingTheObjectiveReRanks();
    void addAsScenarioIsUndoable();
    void addedScenarioSurvivesSaveAndReopen();
    void editingTheTemplateClearsResults();
    void importedPricesSearchAgain();
    void unknownDeviceShowsTheError();
    void cancelKeepsTheUiResponsive();
    void newProjectCancelsTheSearch();
    void modelsPassTheTester();
    void germanTranslation();
    void screenshot();
    void wanCaveatInTheExplanation_data();
    void wanCaveatInTheExplanation();

private:
    RecommendationPanel* panel() const { return m_window->recommendationPanel(); }
    void selectStudy(int index);
    // The example's last study serves a model; its search takes milliseconds where the
    // training studies take seconds, so tests that need any result use it.
    void selectServingStudy() { selectStudy(panel()->studyBox()->count() - 1); }
    void selectObjective(Objective objective);
    void clickSearch();
    QString cell(int row, int column) const;
    double sortValue(int row, int column) const;

    CatalogLoad m_catalog;
    std::unique_ptr<QuietWindow> m_window;
};

void TestRecommendationPanel::initTestCase()
{
    m_catalog = loadCatalog();
    QVERIFY2(m_catalog.error.isEmpty(), qPrintable(m_catalog.error));
}

void TestRecommendationPanel::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_window = std::make_unique<QuietWindow>();
    m_window->setCatalog(m_catalog);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openProject(examplePath()), qPrintable(m_window->lastError()));
    m_window->findChild<QTabWidget*>(QStringLiteral("workspaceTabs"))->setCurrentWidget(panel());
}

void TestRecommendationPanel::cleanup()
{
    m_window.reset();
}

void TestRecommendationPanel::selectStudy(int index)
{
    panel()->studyBox()->setCurrentIndex(index);
    QCOMPARE(panel()->studyBox()->currentIndex(), index);
}

void TestRecommendationPanel::selectObjective(Objective objective)
{
    QComboBox* box = panel()->objectiveBox();
    box->setCurrentIndex(box->findData(int(objective)));
    QCOMPARE(Objective(box->currentData().toInt()), objective);
}

void TestRecommendationPanel::clickSearch()
{
    QTest::mouseClick(panel()->searchButton(), Qt::LeftButton);
    // The search runs off the GUI thread.
    QVERIFY(panel()->waitForSearch());
    QVERIFY2(panel()->errorLabel()->isHidden(), qPrintable(panel()->errorLabel()->text()));
    QVERIFY(panel()->recommendation());
}

QString TestRecommendationPanel::cell(int row, int column) const
{
    const QAbstractItemModel* m = panel()->view()->model();
    return m->index(row, column).data().toString();
}

double TestRecommendationPanel::sortValue(int row, int column) const
{
    const QAbstractItemModel* m = panel()->view()->model();
    return m->index(row, column).data(CandidateTableModel::SortRole).toDouble();
}

void TestRecommendationPanel::tabFollowsScenarios()
{
    auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("workspaceTabs"));
    const int scenarios = tabs->indexOf(m_window->scenarioPanel());
    QCOMPARE(tabs->indexOf(panel()), scenarios + 1);
    QCOMPARE(tabs->tabText(scenarios + 1), QStringLiteral("Recommendation"));
    // Nothing searched yet: no rows, a hint, no way to add.
    QCOMPARE(panel()->view()->model()->rowCount(), 0);
    QVERIFY(!panel()->hintLabel()->text().isEmpty());
    QVERIFY(!panel()->addButton()->isEnabled());
}

void TestRecommendationPanel::studiesFromTheProject()
{
    // The example has no recommend list: one default study per distinct workload.
    const std::vector<StudySpec> studies = studiesOf(m_window->document()->project());
    QVERIFY(!studies.empty());
    QCOMPARE(panel()->studyBox()->count(), int(studies.size()));
    QCOMPARE(panel()->studyBox()->itemText(0), QString::fromStdString(studies[0].name));
    // Before any search the empty table already has the columns of the study's answer: per
    // run for training, per million tokens for serving (not a training header on a serving
    // study while it searches).
    const auto costHeader = [this] {
        return panel()
            ->view()
            ->model()
            ->headerData(CandidateTableModel::CostPerWork, Qt::Horizontal)
            .toString();
    };
    selectStudy(0);
    QVERIFY2(costHeader().contains(QStringLiteral("per run")), qPrintable(costHeader()));
    selectServingStudy();
    QVERIFY2(costHeader().contains(QStringLiteral("million")), qPrintable(costHeader()));
}

void TestRecommendationPanel::searchRanksByTheObjective_data()
{
    QTest::addColumn<int>("study");
    QTest::addColumn<Objective>("objective");
    QTest::addColumn<int>("column");
    const auto add = [](const char* name, int study, Objective o, int column) {
        QTest::newRow(name) << study << o << column;
    };
    // Study 0 trains (the example's first scenario); the last study of the list serves.
    add("training, cost", 0, Objective::Cost, CandidateTableModel::CostPerWork);
    add("training, time", 0, Objective::Time, CandidateTableModel::Time);
    add("serving, cost", -1, Objective::Cost, CandidateTableModel::CostPerWork);
    add("serving, latency", -1, Objective::Latency, CandidateTableModel::Latency);
    add("serving, energy", -1, Objective::Energy, CandidateTableModel::Energy);
}

void TestRecommendationPanel::searchRanksByTheObjective()
{
    QFETCH(int, study);
    QFETCH(Objective, objective);
    QFETCH(int, column);
    selectStudy(study >= 0 ? study : panel()->studyBox()->count() - 1);
    selectObjective(objective);
    clickSearch();
    const Recommendation& r = *panel()->recommendation();
    QCOMPARE(r.workloadKind, study >= 0 ? std::string("training") : std::string("inference"));
    QCOMPARE(r.objective, objective);

    const int rows = panel()->view()->model()->rowCount();
    QVERIFY(rows > 0);
    QCOMPARE(rows, int(r.ranked.size()));
    for (int row = 0; row < rows; ++row)
        QCOMPARE(cell(row, CandidateTableModel::Rank), QString::number(row + 1));
    // Row 0 is the best under the objective.
    for (int row = 1; row < rows; ++row)
        QVERIFY2(sortValue(0, column) <= sortValue(row, column) * (1 + 1e-12),
                 qPrintable(QStringLiteral("row %1: %2 < %3")
                                .arg(row)
                                .arg(sortValue(row, column))
                                .arg(sortValue(0, column))));
    QCOMPARE(cell(0, CandidateTableModel::Device), QString::fromStdString(r.ranked[0].deviceId));
    QVERIFY(panel()->summaryLabel()->text().contains(
        QStringLiteral("%1 feasible").arg(r.candidatesFeasible)));
    QVERIFY(panel()->summaryLabel()->text().contains(QStringLiteral("searched in")));

    // Sorting by a column orders numerically, not as text.
    panel()->view()->sortByColumn(CandidateTableModel::Count, Qt::DescendingOrder);
    for (int row = 1; row < rows; ++row)
        QVERIFY(sortValue(row - 1, CandidateTableModel::Count) >=
                sortValue(row, CandidateTableModel::Count));
}

void TestRecommendationPanel::explanationNamesTheWinner()
{
    selectServingStudy();
    clickSearch();
    const Recommendation& r = *panel()->recommendation();
    QVERIFY(!r.ranked.empty());
    QVERIFY(!r.explanation.empty());
    const QString text = panel()->explanation()->toPlainText();
    QVERIFY(text.contains(messageText(r.explanation.front())));
    QVERIFY2(text.contains(QString::fromStdString(r.ranked.front().deviceId)), qPrintable(text));
    for (const FlipPoint& f : r.flips)
        QVERIFY(text.contains(messageText(f.sentence)));
    for (const RejectionCount& c : r.rejections)
        QVERIFY(text.contains(rejectionReasonText(c.reason)));
    // A rejection names a field as the editor shows it ("“Server price” (Own data centre)",
    // "“Max devices” (Search space)"), not by its file path, which is the words' tooltip (#25).
    int named = 0;
    for (const RejectionCount& c : r.rejections) {
        QStringList paths;
        const QString words = fieldPathsInWords(messageText(c.example), &paths);
        QVERIFY2(text.contains(words), qPrintable(words));
        for (const QString& path : paths) {
            QVERIFY2(!text.contains(path), qPrintable(path));
            const QTextCursor at =
                panel()->explanation()->document()->find(fieldPathsInWords(path));
            QVERIFY2(!at.isNull(), qPrintable(path));
            QCOMPARE(at.charFormat().toolTip(), path);
            ++named;
        }
    }
    QVERIFY2(named >= 2, qPrintable(text)); // the server price and the search's device limit
    QVERIFY2(text.contains(QStringLiteral("“Max devices”")), qPrintable(text));
    // The row's tooltip tells what the risk is made of.
    const QString tip = panel()->view()->model()->index(0, 0).data(Qt::ToolTipRole).toString();
    QVERIFY(tip.contains(candidateLabel(r.ranked.front())));
}

void TestRecommendationPanel::chartsShowTheResult()
{
    selectServingStudy();
    clickSearch();
    // A look at the window as the search ends shows the answer's chart: the French EU
    // journey's window, grabbed then, showed the empty chart from before the search (#25).
    const QImage atTheEnd = panel()->paretoChart()->grab().toImage();
    QTest::qWait(50);
    QVERIFY(panel()->paretoChart()->grab().toImage() == atTheEnd);
    const Recommendation& r = *panel()->recommendation();
    PlotWidget* pareto = panel()->paretoChart()->plot();
    QVERIFY(panel()->paretoChart()->rankedSeries() >= 0);
    QVERIFY(!pareto->plottedPoints(panel()->paretoChart()->rankedSeries()).isEmpty());
    QVERIFY(panel()->paretoChart()->frontSeries() >= 0);
    QCOMPARE(pareto->series(panel()->paretoChart()->frontSeries()).x.size(),
             qsizetype(r.pareto.size()));
    // The front is drawn left to right.
    // The line in the plane runs left to right and downhill.
    if (const int line = panel()->paretoChart()->frontLineSeries(); line >= 0) {
        const PlotSeries& s = pareto->series(line);
        for (qsizetype i = 1; i < s.x.size(); ++i)
            QVERIFY(s.x[i - 1] <= s.x[i] && s.y[i - 1] > s.y[i]);
    }

    // The winner's P10-P90 range (recommend/candidate_band.h): a cross through the star along
    // each axis with a band (here cost per million tokens; the request latency includes the
    // users' network, which the band does not cover), and the explanation's "How sure" sentence.
    const ParetoChart* chart = panel()->paretoChart();
    const auto bands =
        winnerBands(r, m_window->document()->project(), m_window->document()->data().catalog());
    QVERIFY(bands && bands->costPerWorkUsd);
    QCOMPARE(chart->xObjective(), Objective::Cost);
    QVERIFY(chart->bandXSeries() >= 0);
    const PlotSeries& band = pareto->series(chart->bandXSeries());
    QCOMPARE(band.x, (QVector<double>{bands->costPerWorkUsd->p10, bands->costPerWorkUsd->p90}));
    QCOMPARE(band.y.front(), objectiveValue(r.ranked.front(), chart->yObjective(), false));
    QVERIFY(band.x[0] < band.x[1]);
    QVERIFY(panel()->explanation()->toPlainText().contains(QStringLiteral("P10-P90")));
    // The Monte Carlo's odds include the model's own error (its performance drawn from the
    // bands): the explanation the panel shows says so, with each regime's band.
    if (r.monteCarlo && r.monteCarlo->performanceFromBands) {
        const auto said =
            std::find_if(r.explanation.begin(), r.explanation.end(), [](const Message& m) {
                return m.english().find("include the model's own error") != std::string::npos;
            });
        QVERIFY(said != r.explanation.end());
        QVERIFY(panel()->explanation()->toPlainText().contains(messageText(*said)));
    }

    PlotWidget* tornado = panel()->tornadoChart()->plot();
    QCOMPARE(tornado->barCategories().size(), qsizetype(r.tornado.size()));
    if (!r.tornado.empty()) {
        QCOMPARE(tornado->barSetCount(), 2);
        const TornadoBar& b = r.tornado.front();
        QVERIFY(std::abs(tornado->barSet(1).values[0] -
                         100 * (b.highValue - b.baseValue) / b.baseValue) < 1e-9);
        QVERIFY(tornado->barSet(1).toolTips[0].contains(QString::fromStdString(b.input)));
    }

    QVERIFY(r.monteCarlo);
    QCOMPARE(panel()->monteCarloModel()->rowCount(), int(r.monteCarlo->options.size()));
    double total = 0;
    for (const MonteCarloOption& o : r.monteCarlo->options)
        total += o.probabilityBest;
    QVERIFY(total <= 1 + 1e-9);
    QCOMPARE(panel()->monteCarloModel()->index(0, MonteCarloModel::Option).data().toString(),
             QString::fromStdString(r.monteCarlo->options[0].label));
}

void TestRecommendationPanel::changingTheObjectiveReRanks()
{
    selectServingStudy();
    selectObjective(Objective::Cost);
    clickSearch();
    const std::string cheapest = panel()->recommendation()->ranked.front().label();
    // Switching the objective on a shown result re-ranks it without a click.
    selectObjective(Objective::Latency);
    QVERIFY(panel()->isSearching());
    QVERIFY(panel()->waitForSearch());
    QVERIFY(panel()->recommendation());
    QCOMPARE(panel()->recommendation()->objective, Objective::Latency);
    const int rows = panel()->view()->model()->rowCount();
    for (int row = 1; row < rows; ++row)
        QVERIFY(sortValue(0, CandidateTableModel::Latency) <=
                sortValue(row, CandidateTableModel::Latency) * (1 + 1e-12));
    const std::string fastest = panel()->recommendation()->ranked.front().label();
    QVERIFY2(fastest != cheapest, fastest.c_str());
}

void TestRecommendationPanel::addAsScenarioIsUndoable()
{
    ProjectDocument* doc = m_window->document();
    selectServingStudy();
    clickSearch();
    const int before = doc->scenarioCount();
    const Candidate chosen = panel()->model()->candidates().at(1);
    panel()->view()->selectRow(1);
    QVERIFY(panel()->addButton()->isEnabled());
    QTest::mouseClick(panel()->addButton(), Qt::LeftButton);
    QVERIFY2(panel()->errorLabel()->isHidden(), qPrintable(panel()->errorLabel()->text()));
    QCOMPARE(doc->scenarioCount(), before + 1);
    const Scenario& added = doc->scenario(before);
    QCOMPARE(added.name, chosen.label());
    QCOMPARE(added.cluster.deviceId, chosen.deviceId);
    QCOMPARE(added.cluster.count, chosen.count);
    QCOMPARE(added.cluster.parallelism.tensor, chosen.parallelism.tensor);
    QCOMPARE(added.cluster.parallelism.pipeline, chosen.parallelism.pipeline);
    QVERIFY(added.placement);
    QCOMPARE(added.placement->computeSite, chosen.site);
    QCOMPARE(placementToJson(*added.placement).at("compute_site").get<std::string>(), chosen.site);
    // The Scenarios tab shows it; the results stay (the search's inputs did not change).
    QCOMPARE(m_window->scenarioPanel()->view()->model()->rowCount(), before + 1);
    QVERIFY(panel()->recommendation());
    QVERIFY(m_window->isWindowModified());

    // The same candidate again gets a distinct name.
    QTest::mouseClick(panel()->addButton(), Qt::LeftButton);
    QCOMPARE(doc->scenarioCount(), before + 2);
    QCOMPARE(doc->scenario(before + 1).name, chosen.label() + " (2)");

    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->scenarioCount(), before);
    QCOMPARE(m_window->scenarioPanel()->view()->model()->rowCount(), before);
    QVERIFY(!m_window->isWindowModified());
    doc->undoStack()->redo();
    QCOMPARE(doc->scenarioCount(), before + 1);
    QCOMPARE(doc->scenario(before).name, chosen.label());
}

void TestRecommendationPanel::addedScenarioSurvivesSaveAndReopen()
{
    ProjectDocument* doc = m_window->document();
    // The serving study: its candidates carry replicas, a batch and perhaps a fallback site.
    selectServingStudy();
    clickSearch();
    QVERIFY(panel()->addSelectedAsScenario());
    const Candidate winner = panel()->model()->candidates().front();
    const Scenario& added = doc->scenario(doc->scenarioCount() - 1);
    QCOMPARE(added.cluster.parallelism.data, winner.replicas);
    QCOMPARE(added.cluster.count, winner.replicas * winner.parallelism.tensor *
                                      winner.parallelism.pipeline * winner.parallelism.context);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.accelplan"));
    QVERIFY(m_window->saveProjectAs(path));
    ProjectDocument reopened;
    QString error;
    QVERIFY2(reopened.open(path, &error), qPrintable(error));
    QCOMPARE(reopened.scenarioCount(), doc->scenarioCount());
    const Scenario& back = reopened.scenario(reopened.scenarioCount() - 1);
    QVERIFY(back.placement);
    QCOMPARE(back.placement->computeSite, winner.site);
    QCOMPARE(back.placement->fallbackSite, winner.fallbackSite);
    QVERIFY(projectToJson(reopened.project()) == projectToJson(doc->project()));
}

void TestRecommendationPanel::editingTheTemplateClearsResults()
{
    selectServingStudy();
    ProjectDocument* doc = m_window->document();
    clickSearch();
    StudySpec study;
    study.scenario = panel()->recommendation()->scenario;
    const Scenario* tmpl = templateScenario(doc->project(), study);
    QVERIFY(tmpl);
    // Edit the template through the Scenarios table, as a user would.
    const int row = int(tmpl - doc->project().scenarios.data());
    QAbstractItemModel* scenarios = m_window->scenarioPanel()->view()->model();
    QVERIFY(scenarios->setData(scenarios->index(row, ScenarioModel::Device),
                               QStringLiteral("nvidia-h200-sxm-141gb")));
    QVERIFY(!panel()->recommendation());
    QCOMPARE(panel()->view()->model()->rowCount(), 0);
    QVERIFY(panel()->hintLabel()->text().contains(QStringLiteral("search again")));
    QVERIFY(!panel()->addButton()->isEnabled());
}

void TestRecommendationPanel::importedPricesSearchAgain()
{
    // File > Import Prices… drops the shown result, and searching again reads the new prices,
    // not the answer remembered for the same project (the prices are part of the search's key).
    QTemporaryDir dir;
    m_window->setPrices(loadPrices(dir.filePath(QStringLiteral("prices.json"))));
    const QString project = testSource("/tests/data/prices_import/flip.accelplan");
    QVERIFY2(m_window->openProject(project), qPrintable(m_window->lastError()));
    m_window->findChild<QTabWidget*>(QStringLiteral("workspaceTabs"))->setCurrentWidget(panel());
    selectStudy(0);
    clickSearch();
    QCOMPARE(panel()->recommendation()->ranked.front().site, std::string("aws-us-east-1"));

    QVERIFY2(m_window->importPrices(testSource("/tests/data/prices_import/skypilot/aws/vms.csv")),
             qPrintable(m_window->lastError()));
    QVERIFY(!panel()->recommendation());
    QVERIFY(panel()->hintLabel()->text().contains(QStringLiteral("prices changed")));
    // AWS us-east-1's L40S is now g6e.12xlarge's $2.62316/GPU-h, above t-cloud's $2.20.
    clickSearch();
    QCOMPARE(panel()->recommendation()->ranked.front().site, std::string("t-cloud"));
}

void TestRecommendationPanel::unknownDeviceShowsTheError()
{
    // The example with a study that searches a device no catalog has.
    nlohmann::json doc = nlohmann::json::parse(readFile(examplePath()).toStdString());
    const std::string first = doc["scenarios"][0]["name"];
    doc["recommend"] = {{"name", "Bogus devices"},
                        {"scenario", first},
                        {"search", {{"devices", {"no-such-device"}}}}};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bogus.accelplan"));
    QVERIFY(writeFile(path, QByteArray::fromStdString(doc.dump(2))));
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    m_window->findChild<QTabWidget*>(QStringLiteral("workspaceTabs"))->setCurrentWidget(panel());

    QCOMPARE(panel()->studyBox()->count(), 1);
    QCOMPARE(panel()->studyBox()->currentText(), QStringLiteral("Bogus devices"));
    QTest::mouseClick(panel()->searchButton(), Qt::LeftButton);
    QVERIFY(panel()->waitForSearch());
    QVERIFY(!panel()->errorLabel()->isHidden());
    QVERIFY2(panel()->errorLabel()->text().contains(QStringLiteral("no-such-device")),
             qPrintable(panel()->errorLabel()->text()));
    QVERIFY(!panel()->recommendation());
    QCOMPARE(panel()->view()->model()->rowCount(), 0);
    QVERIFY(!panel()->addSelectedAsScenario());

    // Back to a project that works: the error goes with the next search.
    QVERIFY(m_window->openProject(examplePath()));
    m_window->findChild<QTabWidget*>(QStringLiteral("workspaceTabs"))->setCurrentWidget(panel());
    selectServingStudy();
    QTest::mouseClick(panel()->searchButton(), Qt::LeftButton);
    QVERIFY(panel()->waitForSearch());
    QVERIFY2(panel()->errorLabel()->isHidden(), qPrintable(panel()->errorLabel()->text()));
    QVERIFY(panel()->view()->model()->rowCount() > 0);
}

void TestRecommendationPanel::cancelKeepsTheUiResponsive()
{
    // The longest bundled search: Llama 3 405B pretraining in 60 days across seven devices.
    QVERIFY(m_window->openProject(testSource("/data/examples/where-to-run.accelplan")));
    m_window->findChild<QTabWidget*>(QStringLiteral("workspaceTabs"))->setCurrentWidget(panel());
    const int study = panel()->studyBox()->findText(QStringLiteral("405B in 60 days"));
    QVERIFY(study >= 0);
    selectStudy(study);

    // A timer ticking every 10 ms on the event loop: the largest gap between two ticks is how
    // long the GUI thread was blocked.
    QElapsedTimer clock;
    qint64 last = 0;
    qint64 largestGap = 0;
    QTimer tick;
    tick.setInterval(10);
    connect(&tick, &QTimer::timeout, &tick, [&] {
        const qint64 now = clock.elapsed();
        largestGap = std::max(largestGap, now - last);
        last = now;
    });
    clock.start();
    tick.start();

    // Cancel, clicked while the search has only started (it takes well under a second since
    // the search got faster, so waiting for the bar to move first would often find the
    // layouts all done): the search stops and keeps nothing.
    QTest::mouseClick(panel()->searchButton(), Qt::LeftButton);
    QVERIFY(panel()->isSearching());
    QVERIFY(panel()->cancelButton()->isVisible());
    QVERIFY(panel()->progressBar()->isVisible());
    QVERIFY(!panel()->searchButton()->isEnabled()); // never two searches at once
    const int doneAtCancel = panel()->progressBar()->value();
    QTest::mouseClick(panel()->cancelButton(), Qt::LeftButton);
    QVERIFY(panel()->waitForSearch(30000));

    QVERIFY(!panel()->recommendation());
    QVERIFY(panel()->hintLabel()->text().contains(QStringLiteral("cancelled")));
    QVERIFY(panel()->errorLabel()->isHidden());
    QVERIFY(panel()->searchButton()->isEnabled());
    QVERIFY(!panel()->cancelButton()->isVisible());

    // Progress is shown while it runs: the bar moves while a search is still working. The
    // project's other study (a finished search is remembered for its inputs, and
    // newProjectCancelsTheSearch needs the 405B one to run again).
    selectStudy(panel()->studyBox()->findText(QStringLiteral("cheapest way to four nines"),
                                              Qt::MatchContains));
    bool progressMoved = false;
    const auto watch =
        connect(panel()->progressBar(), &QProgressBar::valueChanged, panel(), [&](int value) {
            if (value > 0 && panel()->isSearching())
                progressMoved = true;
        });
    QTest::mouseClick(panel()->searchButton(), Qt::LeftButton);
    QVERIFY(panel()->isSearching());
    QVERIFY(panel()->waitForSearch(30000));
    disconnect(watch);
    tick.stop();
    QVERIFY(progressMoved);
    QVERIFY(panel()->recommendation());
    qInfo("largest event-loop gap during search and cancel: %lld ms (progress %d of %d at "
          "cancel)",
          largestGap, doneAtCancel, panel()->progressBar()->maximum());
    // A search on the GUI thread would block it for the whole search (seconds) and end before
    // the Cancel click above could land. The bound only catches that: gaps of tens of ms are
    // the norm (19 ms in a dev build, ~70 ms under ASan), and a sanitizer build sharing two
    // cores with another suite stretches them past any tight figure, so the responsiveness
    // figure is printed, not asserted to the millisecond (timing targets live in bench/).
    QVERIFY2(largestGap < 1000,
             qPrintable(QStringLiteral("GUI thread blocked %1 ms").arg(largestGap)));
}

void TestRecommendationPanel::newProjectCancelsTheSearch()
{
    QVERIFY(m_window->openProject(testSource("/data/examples/where-to-run.accelplan")));
    selectStudy(panel()->studyBox()->findText(QStringLiteral("405B in 60 days")));
    QTest::mouseClick(panel()->searchButton(), Qt::LeftButton);
    QVERIFY(panel()->isSearching());
    QVERIFY(m_window->newProject());
    QVERIFY(panel()->waitForSearch(30000));
    QVERIFY(!panel()->recommendation());
    QVERIFY(panel()->hintLabel()->text().contains(QStringLiteral("changed")));
}

void TestRecommendationPanel::modelsPassTheTester()
{
    CandidateTableModel candidates;
    QAbstractItemModelTester candidateTester(
        &candidates, QAbstractItemModelTester::FailureReportingMode::QtTest);
    MonteCarloModel monteCarlo;
    QAbstractItemModelTester monteCarloTester(
        &monteCarlo, QAbstractItemModelTester::FailureReportingMode::QtTest);
    selectServingStudy();
    clickSearch();
    const Recommendation& r = *panel()->recommendation();
    candidates.setCandidates(r.ranked, r.workloadKind == "training");
    QCOMPARE(candidates.rowCount(), int(r.ranked.size()));
    QVERIFY(candidates.headerData(CandidateTableModel::CostPerWork, Qt::Horizontal)
                .toString()
                .contains(QStringLiteral("per million tokens")));
    monteCarlo.setSummary(*r.monteCarlo, false);
    candidates.clear();
    monteCarlo.clear();
    QCOMPARE(candidates.rowCount(), 0);
}

void TestRecommendationPanel::germanTranslation()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/accelplan_de.qm")));
    QCOMPARE(translator.translate("ap::MainWindow", "Recommendation"),
             QStringLiteral("Empfehlung"));
    QCOMPARE(translator.translate("ap::RecommendationPanel", "&Search"), QStringLiteral("&Suchen"));
    QCOMPARE(translator.translate("ap::Objectives", "Cost per run"),
             QStringLiteral("Kosten pro Lauf"));
    QVERIFY(!translator.translate("ap::RecommendationText", "What would flip it").isEmpty());
    QVERIFY(!translator.translate("ap::commands", "Add Scenario \"%1\"").isEmpty());
}

void TestRecommendationPanel::screenshot()
{
    const QString dir = qEnvironmentVariable("ACCELPLAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set ACCELPLAN_SCREENSHOT_DIR to write screenshots");
    m_window->resize(1500, 950);
    clickSearch();
    QTest::qWait(200);
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/recommendation-pareto.png")));
    auto* charts = panel()->findChild<QTabWidget*>(QStringLiteral("recommendationCharts"));
    charts->setCurrentIndex(1);
    QTest::qWait(200);
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/recommendation-tornado.png")));
    charts->setCurrentIndex(2);
    QTest::qWait(200);
    QVERIFY(m_window->grab().save(dir + QStringLiteral("/recommendation-monte-carlo.png")));
}

void TestRecommendationPanel::wanCaveatInTheExplanation_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

// The edge factory asks what keeps serving without the WAN; its answer rents a cloud region.
// The explanation says, in the user's language, what that answer serves while the WAN is down
// and for how many hours a year: the hours the Scenarios details show for the template's
// edge line (its WAN-down report), in the locale's spelling (#25).
void TestRecommendationPanel::wanCaveatInTheExplanation()
{
    QFETCH(QString, language);
    const test::ScopedLanguage shown(language);
    QVERIFY(shown.loaded());
    QVERIFY(m_window->openProject(testSource("/data/examples/edge-factory.accelplan")));
    selectStudy(0);
    clickSearch();
    const Recommendation& r = *panel()->recommendation();
    QVERIFY(!r.ranked.empty());
    const Message* caveat = nullptr;
    for (const Message& m : r.explanation)
        if (m.templ().starts_with("Caveat: the question keeps serving without the WAN"))
            caveat = &m;
    QVERIFY2(caveat, r.ranked.front().site.c_str());
    const QString text = panel()->explanation()->toPlainText();
    const QString sentence = messageText(*caveat);
    QVERIFY2(text.contains(sentence), qPrintable(text));
    if (language != QLatin1String("en"))
        QVERIFY2(!sentence.contains(QStringLiteral("keeps serving")), qPrintable(sentence));
    // The hours: the template's WAN-down report, as its details show them.
    const ScenarioResult& templ = m_window->scenarioPanel()->model()->result(0);
    QVERIFY(templ.cost && templ.cost->wanDown);
    const QString hours = formatNumber(templ.cost->wanDown->outageHoursPerYear, 3);
    QVERIFY2(sentence.contains(hours + QStringLiteral(" h")), qPrintable(sentence + u'|' + hours));
}

QTEST_MAIN(TestRecommendationPanel)
#include "tst_recommendation_panel.moc"
