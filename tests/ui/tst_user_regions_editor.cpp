// The users as a list of regions in the GUI, driven through real widgets from an example with
// one users' place: Add makes the users one region (the same latency), a second region and an
// edited coordinate cell change the details' per-region rows and the headline to the
// traffic-weighted mean, a refused share says why and changes nothing, and undo restores the
// single users object and its figures.
#include "document/project_document.h"
#include "editor/field_form.h"
#include "editor/scenario_editor.h"
#include "editor/user_regions_editor.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "placement/placement.h"
#include "project/scenario_details_panel.h"
#include "project/scenario_figures_model.h"
#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "test_paths.h"

#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QToolBox>
#include <QUndoStack>

#include <memory>
#include <nlohmann/json.hpp>

using namespace ap;

class TestUserRegionsEditor : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void addEditAndUndoRegions();

private:
    // The details' rows of the "Users by region" group.
    QStringList regionRows() const;
    double headlineTtft() const;

    std::unique_ptr<ProjectDocument> m_doc;
    std::unique_ptr<ScenarioPanel> m_panel;
};

void TestUserRegionsEditor::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_doc = std::make_unique<ProjectDocument>();
    m_panel = std::make_unique<ScenarioPanel>(m_doc.get());
    m_panel->resize(1280, 800);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    QString error;
    QVERIFY2(m_doc->open(testSource("/data/examples/eu-serving.accelplan"), &error),
             qPrintable(error));
    m_panel->selectRow(0);
    QCoreApplication::processEvents();
}

void TestUserRegionsEditor::cleanup()
{
    m_panel.reset();
    m_doc.reset();
}

QStringList TestUserRegionsEditor::regionRows() const
{
    QStringList rows;
    const ScenarioFiguresModel* m = m_panel->details()->figures();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, ScenarioFiguresModel::GroupColumn).data().toString() ==
            QStringLiteral("Users by region"))
            rows << m->index(r, ScenarioFiguresModel::QuantityColumn).data().toString() +
                        QStringLiteral(": ") +
                        m->index(r, ScenarioFiguresModel::ValueColumn).data().toString();
    return rows;
}

double TestUserRegionsEditor::headlineTtft() const
{
    const ScenarioResult& r = m_panel->model()->result(0);
    return headlineFigures(r).ttftWithNetworkSec.value_or(-1);
}

void TestUserRegionsEditor::addEditAndUndoRegions()
{
    UserRegionsEditor* editor = m_panel->editor()->userRegions();
    QTableWidget* table = editor->table();
    const std::string fileBefore = placementToJson(*m_doc->scenario(0).placement).dump();
    m_panel->editor()->form()->toolBox()->setCurrentWidget(editor);
    const double ttftBefore = headlineTtft();
    QVERIFY(ttftBefore > 0);
    QVERIFY(regionRows().isEmpty());
    QCOMPARE(table->rowCount(), 0);
    const int undoBefore = m_doc->undoStack()->index();

    // The first region is where the users are: the same figure, now one row per region.
    editor->addButton()->click();
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(m_doc->scenario(0).placement->userRegions.size(), size_t(1));
    QCOMPARE(regionRows().size(), 1);
    QVERIFY(std::abs(headlineTtft() - ttftBefore) <= 1e-12);

    // A second region, then its coordinates typed into its cell: New York.
    editor->addButton()->click();
    QCOMPARE(table->rowCount(), 2);
    table->item(1, UserRegionsEditor::Coordinates)->setText(QStringLiteral("40.71; -74.01"));
    QCOMPARE(m_doc->scenario(0).placement->userRegions.size(), size_t(2));
    QCOMPARE(*m_doc->scenario(0).placement->userRegions[1].latitudeDeg, 40.71);
    const QStringList rows = regionRows();
    QCOMPARE(rows.size(), 2);
    QVERIFY2(rows[1].contains(QStringLiteral("(worst)")), qPrintable(rows.join('\n')));
    const ScenarioResult& r = m_panel->model()->result(0);
    const std::vector<UserRegionFigures> figures = userRegionFigures(r);
    QCOMPARE(figures.size(), size_t(2));
    const double mean = 0.5 * *figures[0].ttftWithNetworkSec + 0.5 * *figures[1].ttftWithNetworkSec;
    QVERIFY(std::abs(headlineTtft() - mean) <= 1e-12 * mean);
    QVERIFY(headlineTtft() > ttftBefore);

    // A refused share: the reason shown, nothing changed.
    const int undoAfterEdits = m_doc->undoStack()->index();
    table->item(1, UserRegionsEditor::Share)->setText(QStringLiteral("0"));
    QCOMPARE(m_doc->undoStack()->index(), undoAfterEdits);
    QCOMPARE(m_doc->scenario(0).placement->userRegions[1].share, 0.5);
    auto* reason = editor->findChild<QLabel*>(QStringLiteral("userRegionsReason"));
    QVERIFY(reason && !reason->isHidden());
    QVERIFY2(reason->text().contains(QStringLiteral("share")), qPrintable(reason->text()));

    // Remove the selected region: one step, the other keeps all the traffic.
    table->setCurrentCell(1, UserRegionsEditor::Name);
    editor->removeButton()->click();
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(m_doc->scenario(0).placement->userRegions[0].share, 1.0);
    m_doc->undoStack()->undo();
    QCOMPARE(table->rowCount(), 2);

    // Undo back to the single users object: no region rows, the figure as it was.
    while (m_doc->undoStack()->index() > undoBefore)
        m_doc->undoStack()->undo();
    QCOMPARE(table->rowCount(), 0);
    QVERIFY(m_doc->scenario(0).placement->userRegions.empty());
    QVERIFY(regionRows().isEmpty());
    QCOMPARE(headlineTtft(), ttftBefore);
    QCOMPARE(placementToJson(*m_doc->scenario(0).placement).dump(), fileBefore);
}

QTEST_MAIN(TestUserRegionsEditor)
#include "tst_user_regions_editor.moc"
