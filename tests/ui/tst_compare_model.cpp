// CompareModel: a well-behaved item model (QAbstractItemModelTester) through edits, resets
// and column choices; the best value of a row is marked by direction; differences flagged.
#include "catalog/catalog_load.h"
#include "charts/egress_chart.h"
#include "common/figure_labels.h"
#include "common/message.h"
#include "compare/compare_model.h"
#include "compare/compare_view.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "format/figure_text.h"
#include "format/message_text.h"
#include "project/scenario_model.h"
#include "project_test_util.h"
#include "recommend/candidate_table_model.h"
#include "recommend/recommendation_panel.h"
#include "test_paths.h"
#include "window/main_window.h"

#include <QItemSelectionModel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTabWidget>
#include <QTableView>

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>
#include <QTextLayout>
#include <QUndoStack>

using namespace ap;

class TestCompareModel : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void columnsAreScenarios();
    void bestMarkedByDirection_data();
    void bestMarkedByDirection();
    void bestOnlyPerUnitAndOfOneKind();
    void ttftWithAndWithoutTheNetwork();
    void differencesFlagged();
    void chosenColumns();
    void followsEdits();
    void addedScenarioJoins();
    void rankedTableHasCostColumns();
    void candidatesCompareWithoutAddingThem();
    void rowsNoComparedOptionHasAreHidden();
    void availabilityReadsTheSame();
    void choicesShowWholeNames();

private:
    ProjectDocument* m_document = nullptr;
    ScenarioModel* m_scenarios = nullptr;
    CompareModel* m_model = nullptr;
    QAbstractItemModelTester* m_tester = nullptr;
};

void TestCompareModel::init()
{
    m_document = new ProjectDocument;
    QString error;
    QVERIFY2(m_document->open(test::examplePath(), &error), qPrintable(error));
    m_scenarios = new ScenarioModel(m_document);
    m_model = new CompareModel(m_scenarios);
    m_tester = new QAbstractItemModelTester(m_model,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestCompareModel::cleanup()
{
    delete m_tester;
    delete m_model;
    delete m_scenarios;
    delete m_document;
}

void TestCompareModel::columnsAreScenarios()
{
    QCOMPARE(m_model->columnCount(), m_scenarios->rowCount());
    for (int c = 0; c < m_model->columnCount(); ++c)
        QCOMPARE(m_model->headerData(c, Qt::Horizontal).toString(),
                 QString::fromStdString(m_document->scenario(c).name));
    for (const char* label :
         {"Throughput", "Goodput", "Total cost", "Monthly cost", "Cost per million output tokens",
          "Energy", "CO2", "Availability", "Network round trip to users", kLabelTimeToTrain})
        QVERIFY2(m_model->rowOf(QString::fromLatin1(label)) >= 0, label);
}

void TestCompareModel::bestMarkedByDirection_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<bool>("lowerIsBetter");
    QTest::newRow("time to train") << QString::fromLatin1(kLabelTimeToTrain) << true;
    QTest::newRow("TTFT") << QStringLiteral("TTFT") << true;
    QTest::newRow("TPOT") << QStringLiteral("TPOT") << true;
    QTest::newRow("MFU") << QStringLiteral("MFU") << false;
}

void TestCompareModel::bestMarkedByDirection()
{
    QFETCH(QString, label);
    QFETCH(bool, lowerIsBetter);
    const int row = m_model->rowOf(label);
    QVERIFY(row >= 0);
    int best = -1;
    double bestValue = 0;
    int marked = 0;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const QVariant v = m_model->index(row, c).data(CompareModel::ValueRole);
        if (m_model->index(row, c).data(CompareModel::BestRole).toBool())
            ++marked;
        if (!v.isValid())
            continue;
        if (best < 0 || (lowerIsBetter ? v.toDouble() < bestValue : v.toDouble() > bestValue)) {
            best = c;
            bestValue = v.toDouble();
        }
    }
    QCOMPARE(marked, 1);
    QVERIFY(m_model->index(row, best).data(CompareModel::BestRole).toBool());
    QVERIFY(m_model->index(row, best).data(Qt::FontRole).value<QFont>().bold());
}

void TestCompareModel::bestOnlyPerUnitAndOfOneKind()
{
    const auto marked = [](const CompareModel& m, const QString& label) {
        const int row = m.rowOf(label);
        QList<int> columns;
        for (int c = 0; row >= 0 && c < m.columnCount(); ++c)
            if (m.index(row, c).data(CompareModel::BestRole).toBool())
                columns << c;
        return columns;
    };
    // Figures that grow with the option's size mark no best: a larger cluster costs more in
    // total and serves more, which is neither better nor worse.
    ProjectDocument pair;
    QString error;
    QVERIFY2(pair.open(testSource("/tests/data/figures/buy-or-rent.accelplan"), &error),
             qPrintable(error));
    ScenarioModel pairScenarios(&pair);
    CompareModel pairModel(&pairScenarios);
    QCOMPARE(pairModel.columnCount(), 2);
    for (const QString& label :
         {QString::fromLatin1(kLabelTotalCost), QString::fromLatin1(kLabelMonthlyCost),
          QStringLiteral("Throughput"), QStringLiteral("Energy"), QStringLiteral("CO2")})
        QVERIFY2(marked(pairModel, label).isEmpty(), qPrintable(label));
    // Per unit of work they do: owning is the cheaper million tokens here.
    const int perMillion = pairModel.rowOf(QStringLiteral("Cost per million output tokens"));
    QVERIFY(pairModel.index(perMillion, 0).data(CompareModel::ValueRole).toDouble() <
            pairModel.index(perMillion, 1).data(CompareModel::ValueRole).toDouble());
    QCOMPARE(marked(pairModel, QStringLiteral("Cost per million output tokens")), QList<int>{0});

    // A training run and a served model are not ranked against each other, even on a figure
    // both have.
    ProjectDocument mixed;
    QVERIFY2(mixed.open(testSource("/data/examples/where-to-run.accelplan"), &error),
             qPrintable(error));
    ScenarioModel mixedScenarios(&mixed);
    CompareModel mixedModel(&mixedScenarios);
    const int perHour = mixedModel.rowOf(QStringLiteral("Cost per useful device-hour"));
    QVERIFY(mixedModel.index(perHour, 0).data(CompareModel::ValueRole).isValid() &&
            mixedModel.index(perHour, 1).data(CompareModel::ValueRole).isValid());
    QVERIFY(mixed.scenario(0).isTraining() != mixed.scenario(1).isTraining());
    QVERIFY(marked(mixedModel, QStringLiteral("Cost per useful device-hour")).isEmpty());
}

void TestCompareModel::ttftWithAndWithoutTheNetwork()
{
    // The engine's TTFT and the users' (plus their round trip to the site) are two figures
    // under two labels; they used to share one ("TTFT 433 ms" here, "424 ms" there).
    ProjectDocument doc;
    QString error;
    QVERIFY2(doc.open(testSource("/data/examples/where-to-run.accelplan"), &error),
             qPrintable(error));
    ScenarioModel scenarios(&doc);
    CompareModel model(&scenarios);
    const int engine = model.rowOf(QStringLiteral("TTFT"));
    const int users = model.rowOf(QString::fromLatin1(kLabelTtftWithNetwork));
    QVERIFY(engine >= 0 && users >= 0 && engine != users);
    QCOMPARE(model.headerData(users, Qt::Vertical).toString(),
             QStringLiteral("TTFT incl. the users' network"));
    const ScenarioResult& r = scenarios.result(0);
    QVERIFY(r.inference && r.cost && r.cost->userLatencySec > 0);
    QCOMPARE(model.index(engine, 0).data(CompareModel::ValueRole).toDouble(), r.inference->ttftSec);
    QCOMPARE(model.index(users, 0).data(CompareModel::ValueRole).toDouble(),
             r.inference->ttftSec + r.cost->userLatencySec);
}

void TestCompareModel::differencesFlagged()
{
    const int device = m_model->rowOf(QStringLiteral("Device"));
    QVERIFY(!m_model->index(device, 0).data(CompareModel::DiffersRole).toBool());
    // A100 vs H100: different devices.
    QVERIFY(m_model->index(device, 1).data(CompareModel::DiffersRole).toBool());
    // Cells a scenario does not have (TPOT of a training run) are no difference.
    const int tpot = m_model->rowOf(QStringLiteral("TPOT"));
    QVERIFY(!m_model->index(tpot, 1).data(CompareModel::DiffersRole).toBool());
}

void TestCompareModel::chosenColumns()
{
    QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
    m_model->setScenarioRows({2, 0});
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_model->columnCount(), 2);
    QCOMPARE(m_model->headerData(0, Qt::Horizontal).toString(),
             QString::fromStdString(m_document->scenario(2).name));
    // A single column marks no best.
    m_model->setScenarioRows({0});
    for (int r = 0; r < m_model->rowCount(); ++r)
        QVERIFY(!m_model->index(r, 0).data(CompareModel::BestRole).toBool());
}

void TestCompareModel::followsEdits()
{
    const int count = m_model->rowOf(QStringLiteral("Devices"));
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    QVERIFY(
        m_scenarios->setData(m_scenarios->index(test::kA100Training, ScenarioModel::Count), 512));
    QVERIFY(changed.count() >= 1);
    QCOMPARE(m_model->index(count, test::kA100Training).data(CompareModel::ValueRole).toDouble(),
             512.0);
    m_document->undoStack()->undo();
    QCOMPARE(m_model->index(count, test::kA100Training).data(CompareModel::ValueRole).toDouble(),
             1024.0);
}

void TestCompareModel::addedScenarioJoins()
{
    // A recommendation candidate added as a scenario ("Add as scenario") joins the comparison.
    const int before = m_model->columnCount();
    Scenario copy = m_document->scenario(test::kA100Training);
    copy.name = "Candidate from the recommendation";
    QVERIFY(commands::addScenario(*m_document, copy).isEmpty());
    QCOMPARE(m_model->columnCount(), before + 1);
    QCOMPARE(m_model->headerData(before, Qt::Horizontal).toString(),
             QStringLiteral("Candidate from the recommendation"));
    // Same inputs as the A100 run: no difference flagged in its time to train.
    const int time = m_model->rowOf(QString::fromLatin1(kLabelTimeToTrain));
    QCOMPARE(m_model->index(time, before).data().toString(),
             m_model->index(time, test::kA100Training).data().toString());
}

void TestCompareModel::rankedTableHasCostColumns()
{
    Candidate c;
    c.deviceId = "nvidia-h100-sxm5-80gb";
    c.count = 8;
    c.horizonCostUsd = 1.2e6;
    c.horizonMonths = 36;
    CandidateTableModel table;
    QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    table.setCandidates({c}, false);
    QCOMPARE(table.headerData(CandidateTableModel::TotalCost, Qt::Horizontal).toString(),
             QString::fromLatin1(kLabelTotalCost));
    QCOMPARE(table.headerData(CandidateTableModel::MonthlyCost, Qt::Horizontal).toString(),
             QString::fromLatin1(kLabelMonthlyCost));
    QCOMPARE(table.index(0, CandidateTableModel::TotalCost).data().toString(),
             QStringLiteral("$1.20M"));
    QCOMPARE(table.index(0, CandidateTableModel::MonthlyCost).data().toString(),
             QStringLiteral("$33k"));
    QCOMPARE(table.index(0, CandidateTableModel::MonthlyCost)
                 .data(CandidateTableModel::SortRole)
                 .toDouble(),
             1.2e6 / 36);
}

void TestCompareModel::candidatesCompareWithoutAddingThem()
{
    // Ranked candidates go to the Compare view straight from the Recommendation tab (select,
    // Compare), beside the project's scenarios, without becoming scenarios of the project.
    MainWindow window;
    window.setCatalog(loadCatalog(QString()));
    QVERIFY(window.openProject(test::examplePath()));
    RecommendationPanel* panel = window.recommendationPanel();
    QVERIFY(window.showView(QStringLiteral("recommendation")));
    panel->search();
    QVERIFY(panel->waitForSearch());
    QVERIFY(panel->recommendation());
    QVERIFY(panel->recommendation()->ranked.size() >= 3);

    const int scenarios = window.document()->scenarioCount();
    const int undoSteps = window.document()->undoStack()->count();
    QTableView* view = panel->view();
    view->sortByColumn(CandidateTableModel::Rank, Qt::AscendingOrder);
    QItemSelectionModel* selection = view->selectionModel();
    selection->clearSelection();
    QVERIFY(!panel->compareButton()->isEnabled());
    selection->select(view->model()->index(0, 0),
                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
    selection->select(view->model()->index(2, 0),
                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(panel->compareButton()->isEnabled());
    QTest::mouseClick(panel->compareButton(), Qt::LeftButton);

    CompareView* compare = window.compareView();
    QVERIFY(compare->isVisibleTo(&window));
    CompareModel* model = compare->model();
    QCOMPARE(model->columnCount(), scenarios + 2);
    QCOMPARE(window.document()->scenarioCount(), scenarios);
    QCOMPARE(window.document()->undoStack()->count(), undoSteps);
    QVERIFY(model->headerData(scenarios, Qt::Horizontal).toString().startsWith(u"#1 "));
    QVERIFY(model->headerData(scenarios + 1, Qt::Horizontal).toString().startsWith(u"#3 "));
    // The candidate's cost and time read the same in the ranked table and the Compare view.
    const CandidateTableModel* ranked = panel->model();
    for (const auto& [column, rankRow] : {std::pair{scenarios, 0}, std::pair{scenarios + 1, 2}}) {
        QVERIFY(model->resultAt(column).feasible);
        QCOMPARE(model->index(model->rowOf(QString::fromLatin1(kLabelTotalCost)), column)
                     .data()
                     .toString(),
                 ranked->index(rankRow, CandidateTableModel::TotalCost).data().toString());
        QCOMPARE(model->index(model->rowOf(QString::fromLatin1(kLabelMonthlyCost)), column)
                     .data()
                     .toString(),
                 ranked->index(rankRow, CandidateTableModel::MonthlyCost).data().toString());
    }
    // Listed (checked) among the choices; unchecking one takes its column out.
    QListWidget* choices = compare->choices();
    QCOMPARE(choices->count(), scenarios + 2);
    choices->item(scenarios)->setCheckState(Qt::Unchecked);
    QCOMPARE(model->columnCount(), scenarios + 1);
    // The per-option plots offer the candidates too.
    compare->setPlotScenario(scenarios + 1);
    QVERIFY(compare->egressChart()->hasData());

    // One selected: compared with the winner.
    selection->clearSelection();
    selection->select(view->model()->index(1, 0),
                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(panel->compareSelected());
    QCOMPARE(model->columnCount(), scenarios + 2);
    QVERIFY(model->headerData(scenarios + 1, Qt::Horizontal).toString().startsWith(u"#2 "));

    QPushButton* clear = compare->findChild<QPushButton*>(QStringLiteral("clearCandidatesButton"));
    QVERIFY(clear && clear->isEnabled());
    QTest::mouseClick(clear, Qt::LeftButton);
    QCOMPARE(model->columnCount(), scenarios);
    QCOMPARE(choices->count(), scenarios);
}

// Compare of a training project shows no empty TTFT/TPOT rows (nor any other row that no
// compared scenario has a figure for); a serving scenario compared beside it brings them
// back, and taking it out hides them again.
void TestCompareModel::rowsNoComparedOptionHasAreHidden()
{
    ProjectDocument document;
    QString error;
    QVERIFY2(document.open(testSource("/data/examples/checkpoint-stall-cost.accelplan"), &error),
             qPrintable(error));
    ScenarioModel scenarios(&document);
    CompareView view(&scenarios);
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const CompareModel* model = view.model();
    QVERIFY(model->columnCount() > 0);
    const int ttft = model->rowOf(QStringLiteral("TTFT"));
    const int tpot = model->rowOf(QStringLiteral("TPOT"));
    const int stall = model->rowOf(QStringLiteral("Checkpoint stall"));
    QVERIFY(ttft >= 0 && tpot >= 0 && stall >= 0);
    for (int c = 0; c < model->columnCount(); ++c)
        QVERIFY(scenarios.document()->scenario(c).isTraining());
    // Every shown row has a figure for some compared scenario; every hidden one for none.
    const auto rowsAgree = [&] {
        for (int row = 0; row < model->rowCount(); ++row) {
            bool any = false;
            for (int c = 0; c < model->columnCount(); ++c)
                any = any || !model->index(row, c).data().toString().isEmpty();
            if (view.table()->isRowHidden(row) == any)
                return model->headerData(row, Qt::Vertical).toString();
        }
        return QString();
    };
    QCOMPARE(rowsAgree(), QString());
    QVERIFY(view.table()->isRowHidden(ttft));
    QVERIFY(view.table()->isRowHidden(tpot));
    QVERIFY(!view.table()->isRowHidden(stall));

    // A served model beside the training runs: its latency rows are shown.
    QUndoStack* undo = document.undoStack();
    QCOMPARE(commands::insertScenario(document, scenarios.rowCount(), commands::starterScenario()),
             QString());
    QVERIFY(!scenarios.document()->scenario(scenarios.rowCount() - 1).isTraining());
    // Ticked in the list of choices, as a user does.
    const int added = scenarios.rowCount() - 1;
    view.choices()->item(added)->setCheckState(Qt::Checked);
    QVERIFY(model->scenarioRows().contains(added));
    QCOMPARE(rowsAgree(), QString());
    QVERIFY(!view.table()->isRowHidden(ttft));
    QVERIFY(!view.table()->isRowHidden(tpot));
    undo->undo();
    QCOMPARE(rowsAgree(), QString());
    QVERIFY(view.table()->isRowHidden(ttft));
}

// One form for an availability (#25): the Recommendation table showed 99.99996 % as "100"
// beside "99.9999" in the explanation, and Compare "100.000 %".
void TestCompareModel::availabilityReadsTheSame()
{
    const std::vector<double> availabilities{0.9999996, 0.9995, 1.0, 0.975};
    const QStringList expected{QStringLiteral("99.99996"), QStringLiteral("99.95"),
                               QStringLiteral("100"), QStringLiteral("97.5")};
    std::vector<Candidate> list;
    for (const double a : availabilities) {
        Candidate c;
        c.deviceId = "nvidia-h100-sxm5-80gb";
        c.count = 8;
        c.availability = a;
        list.push_back(c);
    }
    CandidateTableModel table;
    table.setCandidates(list, false);
    for (int r = 0; r < int(list.size()); ++r) {
        const QString cell = table.index(r, CandidateTableModel::Availability).data().toString();
        QCOMPARE(cell, expected[r]);
        QCOMPARE(availabilityNumber(availabilities[size_t(r)]), cell);
        // The explanation's and the playbook's sentences (msg::percent) write the same digits.
        const Message sentence(AP_TEXT("ap::Test", "%1"),
                               {msg::percent(availabilities[size_t(r)])});
        QCOMPARE(messageText(sentence), cell + QLatin1Char('%'));
    }
    // German: the same digits with the decimal comma.
    QCOMPARE(availabilityNumber(0.9999996, QLocale(QLocale::German, QLocale::Germany)),
             QStringLiteral("99,99996"));
    // Compare's row, for every compared option that has one (where-to-run serves from sites
    // with an availability).
    ProjectDocument document;
    QString error;
    QVERIFY2(document.open(testSource("/data/examples/where-to-run.accelplan"), &error),
             qPrintable(error));
    ScenarioModel scenarios(&document);
    CompareModel compare(&scenarios);
    const int row = compare.rowOf(QStringLiteral("Availability"));
    QVERIFY(row >= 0);
    int seen = 0;
    for (int c = 0; c < compare.columnCount(); ++c) {
        const QVariant v = compare.index(row, c).data(CompareModel::ValueRole);
        if (!v.isValid())
            continue;
        ++seen;
        QCOMPARE(compare.index(row, c).data().toString(),
                 QStringLiteral("%1 %").arg(availabilityNumber(v.toDouble())));
    }
    QVERIFY(seen > 0);
}

// The "Compare:" list is 260 px at most and cut long scenario names (#25): each name wraps
// within the list, its item as tall as its lines, whole where the style draws it, the whole
// name in its tooltip, and the list never scrolls sideways.
void TestCompareModel::choicesShowWholeNames()
{
    ProjectDocument document;
    QString error;
    QVERIFY2(document.open(testSource("/data/examples/checkpoint-stall-cost.accelplan"), &error),
             qPrintable(error));
    ScenarioModel scenarios(&document);
    CompareView view(&scenarios);
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QListWidget* list = view.choices();
    QTest::qWait(1);
    const int shown = list->viewport()->width();
    const QStyle* style = list->style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1;
    int wrapped = 0;
    for (int i = 0; i < list->count(); ++i) {
        const QListWidgetItem* item = list->item(i);
        const QString name = QString::fromStdString(document.scenario(i).name);
        QCOMPARE(item->text(), name);
        QCOMPARE(item->toolTip(), name);
        const QRect rect = list->visualItemRect(item);
        QVERIFY2(rect.left() >= 0 && rect.right() < shown,
                 qPrintable(QStringLiteral("'%1' is %2 px wide in a list showing %3 px")
                                .arg(name)
                                .arg(rect.width())
                                .arg(shown)));
        // Where the style draws the text in that item, as its lines (QCommonStyle wraps words).
        QStyleOptionViewItem option;
        option.initFrom(list);
        option.rect = rect;
        option.text = name;
        option.font = list->font();
        option.features = QStyleOptionViewItem::HasDisplay |
                          QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::WrapText;
        option.checkState = item->checkState();
        const QRect text = style->subElementRect(QStyle::SE_ItemViewItemText, &option, list)
                               .adjusted(margin, 0, -margin, 0);
        QTextLayout layout(name, list->font());
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(wrap);
        qreal height = 0;
        int lines = 0;
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(text.width());
            QVERIFY2(line.naturalTextWidth() <= text.width() + 0.5,
                     qPrintable(QStringLiteral("a word of '%1' is wider than the list").arg(name)));
            height += line.height();
            ++lines;
        }
        layout.endLayout();
        QVERIFY2(height <= text.height() + 0.5,
                 qPrintable(QStringLiteral("'%1' needs %2 lines (%3 px), its item shows %4 px")
                                .arg(name)
                                .arg(lines)
                                .arg(height)
                                .arg(text.height())));
        wrapped += lines > 1 ? 1 : 0;
    }
    QVERIFY2(wrapped > 0, "no name of the example is longer than the list is wide");
    QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
}

QTEST_MAIN(TestCompareModel)
#include "tst_compare_model.moc"
