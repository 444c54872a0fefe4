// The document layer (ui/document): the facade's three command kinds (SetField, InsertRemove,
// Move) restore the exact project on undo, merge consecutive edits of one field, and reach the
// views as row signals: no model reset, the selection of an unrelated row survives.
#include "compare/compare_model.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "project_test_util.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>

using namespace ap;
using namespace ap::test;

class TestDocumentEdits : public QObject {
    Q_OBJECT
private slots:
    void init();
    void listChangesAreRowSignals();
    void compareModelFollowsRows();
    void selectionSurvivesAnInsertAbove();
    void undoRedoRestoresTheExactFile_data();
    void undoRedoRestoresTheExactFile();
    void consecutiveEditsOfOneFieldMerge();
    void renameUndoRestoresStudyTemplates();
    void namesTheGuiGivesAreInTheLanguage_data();
    void namesTheGuiGivesAreInTheLanguage();

private:
    std::unique_ptr<ProjectDocument> m_doc;
};

void TestDocumentEdits::init()
{
    m_doc = std::make_unique<ProjectDocument>();
    QString error;
    QVERIFY2(m_doc->open(examplePath(), &error), qPrintable(error));
}

void TestDocumentEdits::listChangesAreRowSignals()
{
    ScenarioModel model(m_doc.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const int n = model.rowCount();
    const QString h200 = QString::fromStdString(m_doc->scenario(kH200Inference).name);

    QVERIFY(commands::duplicateScenario(*m_doc, 1).isEmpty());
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.last().at(1).toInt(), 2);
    QCOMPARE(model.rowCount(), n + 1);
    // The copy's results equal the original's; the row after it is the one that was there.
    QCOMPARE(model.index(2, ScenarioModel::Throughput).data(ScenarioModel::ValueRole),
             model.index(1, ScenarioModel::Throughput).data(ScenarioModel::ValueRole));
    QCOMPARE(model.index(kH200Inference + 1, ScenarioModel::Name).data().toString(), h200);

    QVERIFY(commands::moveScenario(*m_doc, 2, +1).isEmpty());
    QCOMPARE(moved.count(), 1);
    const QString copy = QString::fromStdString(m_doc->scenario(3).name);
    QVERIFY2(copy.endsWith(QStringLiteral(" copy")), qPrintable(copy));
    QCOMPARE(model.index(3, ScenarioModel::Name).data().toString(), copy);
    QCOMPARE(model.index(kH200Inference + 1, ScenarioModel::Name).data().toString(), h200);

    QVERIFY(commands::removeScenario(*m_doc, 3).isEmpty());
    QCOMPARE(removed.count(), 1);
    QCOMPARE(model.rowCount(), n);

    // Undo of each: the opposite row signal; the last undo is the insert's, a removal.
    m_doc->undoStack()->undo();
    QCOMPARE(inserted.count(), 2);
    m_doc->undoStack()->undo();
    QCOMPARE(moved.count(), 2);
    m_doc->undoStack()->undo();
    QCOMPARE(removed.count(), 2);
    QCOMPARE(model.rowCount(), n);
    QCOMPARE(model.index(kH200Inference, ScenarioModel::Name).data().toString(), h200);

    // An edit is one row's dataChanged.
    changed.clear();
    QVERIFY(commands::editScenarioField(*m_doc, kH200Inference, ScenarioField::Count, 2).isEmpty());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.last().at(0).toModelIndex().row(), kH200Inference);
    QCOMPARE(changed.last().at(1).toModelIndex().row(), kH200Inference);
    QCOMPARE(reset.count(), 0);
}

void TestDocumentEdits::compareModelFollowsRows()
{
    ScenarioModel scenarios(m_doc.get());
    CompareModel compare(&scenarios);
    QAbstractItemModelTester tester(&compare,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&compare, &QAbstractItemModel::modelReset);
    const int n = compare.columnCount();
    QVERIFY(commands::duplicateScenario(*m_doc, 0).isEmpty());
    QCOMPARE(compare.columnCount(), n + 1);
    QVERIFY(commands::moveScenario(*m_doc, 1, +1).isEmpty());
    QVERIFY(commands::removeScenario(*m_doc, 2).isEmpty());
    QCOMPARE(compare.columnCount(), n);
    QCOMPARE(reset.count(), 0);

    // A chosen subset is renumbered, not reset: column 0 stays the H200 scenario.
    const std::string h200 = m_doc->scenario(kH200Inference).name;
    compare.setScenarioRows({kH200Inference});
    QVERIFY(commands::insertScenario(*m_doc, 0, commands::starterScenario()).isEmpty());
    QCOMPARE(compare.scenarioRows(), QVector<int>{kH200Inference + 1});
    QCOMPARE(compare.scenarioAt(0).name, h200);
    m_doc->undoStack()->undo();
    QCOMPARE(compare.scenarioRows(), QVector<int>{kH200Inference});
}

void TestDocumentEdits::selectionSurvivesAnInsertAbove()
{
    ScenarioPanel panel(m_doc.get());
    panel.resize(1200, 700);
    panel.show();
    QTableView* view = panel.view();
    QSignalSpy reset(panel.model(), &QAbstractItemModel::modelReset);
    view->selectRow(kH200Inference);
    view->setCurrentIndex(panel.model()->index(kH200Inference, ScenarioModel::Name));
    const QString h200 = QString::fromStdString(m_doc->scenario(kH200Inference).name);

    // Added above the selected row (as the wizard or another view would): the selection and
    // the current row follow the scenario.
    QVERIFY(commands::insertScenario(*m_doc, 0, commands::starterScenario()).isEmpty());
    QCOMPARE(view->currentIndex().row(), kH200Inference + 1);
    QCOMPARE(view->currentIndex().data().toString(), h200);
    const QModelIndexList selected = view->selectionModel()->selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first().row(), kH200Inference + 1);
    QCOMPARE(reset.count(), 0);

    m_doc->undoStack()->undo();
    QCOMPARE(view->currentIndex().row(), kH200Inference);
    QCOMPARE(view->currentIndex().data().toString(), h200);
}

using Edit = std::function<QString(ProjectDocument&)>;
Q_DECLARE_METATYPE(Edit)

void TestDocumentEdits::undoRedoRestoresTheExactFile_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::newRow("SetField: editor value") << Edit([](ProjectDocument& d) {
        return commands::editScenarioValue(d, 1, "/workload/tokens", nlohmann::json(1.5e12),
                                           QStringLiteral("Tokens"));
    });
    QTest::newRow("SetField: table cell") << Edit([](ProjectDocument& d) {
        return commands::editScenarioField(d, kH200Inference, ScenarioField::Count, 2);
    });
    QTest::newRow("SetField: rename") << Edit([](ProjectDocument& d) {
        return commands::renameScenario(d, 2, QStringLiteral("Renamed"));
    });
    QTest::newRow("InsertRemove: insert") << Edit([](ProjectDocument& d) {
        return commands::insertScenario(d, 1, commands::starterScenario());
    });
    QTest::newRow("InsertRemove: duplicate")
        << Edit([](ProjectDocument& d) { return commands::duplicateScenario(d, 0); });
    QTest::newRow("InsertRemove: remove")
        << Edit([](ProjectDocument& d) { return commands::removeScenario(d, 4); });
    QTest::newRow("InsertRemove: add (recommendation)")
        << Edit([](ProjectDocument& d) { return commands::addScenario(d, d.scenario(0)); });
    QTest::newRow("InsertRemove: study") << Edit([](ProjectDocument& d) {
        return commands::insertStudy(d, 0, commands::starterStudy(d, 1));
    });
    QTest::newRow("SetCalibration") << Edit([](ProjectDocument& d) {
        return commands::setCalibration(d, testSource("/data/calibration/efficiency.json"));
    });
    QTest::newRow("Move: down") << Edit(
        [](ProjectDocument& d) { return commands::moveScenario(d, 0, +1); });
    QTest::newRow("Move: up") << Edit(
        [](ProjectDocument& d) { return commands::moveScenario(d, 5, -1); });
}

void TestDocumentEdits::undoRedoRestoresTheExactFile()
{
    QFETCH(Edit, edit);
    const QByteArray before = m_doc->serialized();
    QCOMPARE(edit(*m_doc), QString());
    QCOMPARE(m_doc->undoStack()->count(), 1);
    const QByteArray after = m_doc->serialized();
    QVERIFY(after != before);
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->serialized(), before);
    m_doc->undoStack()->redo();
    QCOMPARE(m_doc->serialized(), after);
}

void TestDocumentEdits::consecutiveEditsOfOneFieldMerge()
{
    const QByteArray before = m_doc->serialized();
    const auto tokens = [this](double v) {
        return commands::editScenarioValue(*m_doc, 1, "/workload/tokens", nlohmann::json(v),
                                           QStringLiteral("Tokens"));
    };
    const double original = std::get<TrainingWorkload>(m_doc->scenario(1).workload).tokens;
    QVERIFY(tokens(15e12).isEmpty());
    QVERIFY(tokens(12e12).isEmpty());
    QCOMPARE(m_doc->undoStack()->count(), 1);
    QCOMPARE(std::get<TrainingWorkload>(m_doc->scenario(1).workload).tokens, 12e12);
    // Another field, or another scenario: a step of its own.
    QVERIFY(commands::editScenarioValue(*m_doc, 1, "/cluster/count", nlohmann::json(2048),
                                        QStringLiteral("Count"))
                .isEmpty());
    QCOMPARE(m_doc->undoStack()->count(), 2);
    m_doc->undoStack()->undo();
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->serialized(), before);

    // Typed back to where it started: the merged step is gone.
    m_doc->undoStack()->clear();
    QVERIFY(tokens(15e12).isEmpty());
    QVERIFY(tokens(original).isEmpty());
    QCOMPARE(m_doc->undoStack()->count(), 0);
    QCOMPARE(m_doc->serialized(), before);
}

void TestDocumentEdits::renameUndoRestoresStudyTemplates()
{
    const std::string old = m_doc->scenario(1).name;
    QVERIFY(commands::insertStudy(*m_doc, 0, commands::starterStudy(*m_doc, 1)).isEmpty());
    StudySpec second = commands::starterStudy(*m_doc, 1);
    second.name = "Second study of the same scenario";
    QVERIFY(commands::insertStudy(*m_doc, 1, second).isEmpty());
    QVERIFY(commands::insertStudy(*m_doc, 2, commands::starterStudy(*m_doc, 0)).isEmpty());
    const QByteArray before = m_doc->serialized();
    const int steps = m_doc->undoStack()->count();

    QVERIFY(commands::renameScenario(*m_doc, 1, QStringLiteral("Renamed")).isEmpty());
    QCOMPARE(m_doc->undoStack()->count(), steps + 1); // one step: the name and its studies
    QCOMPARE(m_doc->study(0).scenario, std::string("Renamed"));
    QCOMPARE(m_doc->study(1).scenario, std::string("Renamed"));
    QCOMPARE(m_doc->study(2).scenario, m_doc->scenario(0).name);

    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->study(0).scenario, old);
    QCOMPARE(m_doc->study(1).scenario, old);
    QCOMPARE(m_doc->serialized(), before);
    m_doc->undoStack()->redo();
    QCOMPARE(m_doc->study(1).scenario, std::string("Renamed"));

    // A study moved (typed values, one step), undone back to the same file.
    const QByteArray beforeMove = m_doc->serialized();
    const StudySpec first = m_doc->study(0);
    QVERIFY(commands::moveStudy(*m_doc, 0, +1).isEmpty());
    QVERIFY(m_doc->study(1) == first);
    m_doc->undoStack()->undo();
    QVERIFY(m_doc->study(0) == first);
    QCOMPARE(m_doc->serialized(), beforeMove);
    QVERIFY(!commands::moveStudy(*m_doc, 0, -1).isEmpty()); // already first
    // A study's field set and typed back: the merged step is gone, the study unchanged.
    const int stepsNow = m_doc->undoStack()->index(); // the undone move is dropped on push
    const auto top = [this](int v) {
        return commands::editStudyValue(*m_doc, 0, "/top", nlohmann::json(v),
                                        QStringLiteral("Top"));
    };
    QVERIFY(top(5).isEmpty());
    QCOMPARE(m_doc->study(0).top, 5);
    QCOMPARE(m_doc->undoStack()->index(), stepsNow + 1);
    QVERIFY(top(first.top).isEmpty());
    QCOMPARE(m_doc->undoStack()->index(), stepsNow);
    QVERIFY(m_doc->study(0) == first);
}

void TestDocumentEdits::namesTheGuiGivesAreInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("copyWord"); // what a duplicate's name ends with
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("(Kopie)");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("(copie)");
}

// Every name the GUI makes for the user (a duplicated scenario or study, the scenario Add
// inserts, the study the Studies tab's Add makes, a name left empty) is in the user's language,
// as the wizard's are (#25: copies and new studies were named in English in German and
// French: "Study copy", "Cheapest way to run ...", "Llama 3 8B on H100", "Scenario").
void TestDocumentEdits::namesTheGuiGivesAreInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, copyWord);
    const ScopedLanguage shown(language);
    QVERIFY(shown.loaded());
    const auto words = [](const char* english) {
        const QString shown = QCoreApplication::translate("ap::commands", english);
        return shown == QLatin1String(english) ? QString() : shown; // empty: not translated
    };
    const std::string first = m_doc->scenario(0).name;

    // Scenarios > Duplicate.
    QVERIFY(commands::duplicateScenario(*m_doc, 0).isEmpty());
    const QString copy = QString::fromStdString(m_doc->scenario(1).name);
    QCOMPARE(copy, QString::fromStdString(first) + QLatin1Char(' ') + copyWord);

    // Scenarios > Add: the starter scenario's sentence in the language, its names as they are.
    QVERIFY(!words("%1 on %2").isEmpty());
    const Scenario starter = commands::starterScenario();
    QCOMPARE(QString::fromStdString(starter.name),
             words("%1 on %2").arg(QStringLiteral("Llama 3 8B"), QStringLiteral("H100")));
    // A scenario given without a name.
    Scenario unnamed = starter;
    unnamed.name.clear();
    const int end = m_doc->scenarioCount();
    QVERIFY(commands::insertScenario(*m_doc, end, unnamed).isEmpty());
    QVERIFY(!words("Scenario").isEmpty());
    QCOMPARE(QString::fromStdString(m_doc->scenario(end).name), words("Scenario"));

    // Studies > Add: named after its template scenario, in the language.
    const StudySpec study = commands::starterStudy(*m_doc, 0);
    QVERIFY(!words("Cheapest way to run %1").isEmpty());
    QCOMPARE(QString::fromStdString(study.name),
             words("Cheapest way to run %1").arg(QString::fromStdString(first)));
    QVERIFY(!words("Study").isEmpty());
    QCOMPARE(QString::fromStdString(commands::starterStudy(*m_doc, -1).name), words("Study"));
    // Studies > Duplicate of a study without a name.
    StudySpec nameless = study;
    nameless.name.clear();
    QVERIFY(commands::insertStudy(*m_doc, 0, nameless).isEmpty());
    QVERIFY(commands::duplicateStudy(*m_doc, 0).isEmpty());
    QCOMPARE(QString::fromStdString(m_doc->study(1).name),
             words("Study") + QLatin1Char(' ') + copyWord);
}

QTEST_MAIN(TestDocumentEdits)
#include "tst_document_edits.moc"
