// Long names (#29): a scenario and a project named with 2 MB of text open, and no widget of the
// window holds (so lays out) the whole name: the window title, the scenario table's cells, the
// details and editor titles, the Compare tab's header, list, choice and chart legends, the
// undo stack's texts and every tooltip show a bounded name (format/shown_name.h). How fast it
// opens is measured in bench/bench_gui.cpp, not here.
#include "catalog/catalog_load.h"
#include "compare/compare_view.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "editor/field_form.h"
#include "editor/study_editor.h"
#include "format/shown_name.h"
#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "project_test_util.h"
#include "window/main_window.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <qcustomplot.h>

#include <nlohmann/json.hpp>

#include <memory>

using namespace ap;

namespace {

// Longer than any text a widget shows for a bounded name ("Edit "…"", "Candidate: …").
constexpr int kBound = 2 * kShownNameChars;

QString longName(int chars)
{
    QString name;
    while (name.size() < chars)
        name += QStringLiteral("very long name ");
    return name.left(chars);
}

// `project` saved in `dir` and opened in `window`, shown at 1280x800.
bool openInWindow(MainWindow& window, const nlohmann::json& project, const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("long.accelplan"));
    if (!test::writeFile(path, QByteArray::fromStdString(project.dump())))
        return false;
    window.setCatalog(loadCatalog());
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    if (!window.openProject(path)) {
        qWarning("%s", qPrintable(window.lastError().left(500)));
        return false;
    }
    return true;
}

} // namespace

class TestLongNames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shownNameIsBounded();
    void longNamesAreShownBounded();
    void longNamesAreEditedWhole();

private:
    // Every text a widget of the window holds, with where it is.
    static QList<QPair<QString, QString>> widgetTexts(QWidget* root);
};

void TestLongNames::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCoreApplication::setOrganizationName(QStringLiteral("AccelPlanTestLongNames"));
}

void TestLongNames::shownNameIsBounded()
{
    QCOMPARE(shownName(std::string("Llama 3 70B on H200")), QStringLiteral("Llama 3 70B on H200"));
    QCOMPARE(shownName(QStringLiteral("short")), QStringLiteral("short"));
    // Control characters are shown escaped: a newline never breaks a title.
    QCOMPARE(shownName(std::string("two\nlines")), QStringLiteral("two\\x0alines"));
    QCOMPARE(shownName(QStringLiteral("a\tb")), QStringLiteral("a\\x09b"));
    const QString cut = shownName(longName(2 << 20));
    QCOMPARE(cut.size(), kShownNameChars + 1);
    QVERIFY(cut.endsWith(QChar(0x2026)));
    QCOMPARE(shownName(longName(kShownNameChars)), longName(kShownNameChars));
    // Characters, not bytes: 200 "é" are cut after 120 of them, never inside one.
    const QString accents(200, QChar(0xE9));
    QCOMPARE(shownName(accents.toStdString()),
             QString(kShownNameChars, QChar(0xE9)) + QChar(0x2026));
    QCOMPARE(shownName(longName(100), kLegendNameChars).size(), kLegendNameChars + 1);
}

QList<QPair<QString, QString>> TestLongNames::widgetTexts(QWidget* root)
{
    QList<QPair<QString, QString>> texts;
    const auto add = [&texts](const QObject* o, const QString& what, const QString& text) {
        texts.append({o->metaObject()->className() + QStringLiteral(" ") + o->objectName() +
                          QStringLiteral(" ") + what,
                      text});
    };
    for (QWidget* w : root->findChildren<QWidget*>()) {
        add(w, QStringLiteral("tooltip"), w->toolTip());
        add(w, QStringLiteral("title"), w->windowTitle());
        if (auto* label = qobject_cast<QLabel*>(w))
            add(w, QStringLiteral("text"), label->text());
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(w, QStringLiteral("text"), button->text());
        if (auto* edit = qobject_cast<QLineEdit*>(w))
            add(w, QStringLiteral("placeholder"), edit->placeholderText());
        if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i)
                add(w, QStringLiteral("item"), combo->itemText(i));
        if (auto* list = qobject_cast<QListWidget*>(w))
            for (int i = 0; i < list->count(); ++i)
                add(w, QStringLiteral("item"), list->item(i)->text());
        if (auto* plot = qobject_cast<QCustomPlot*>(w))
            for (int i = 0; i < plot->plottableCount(); ++i)
                add(w, QStringLiteral("legend"), plot->plottable(i)->name());
        if (auto* table = qobject_cast<QTableView*>(w)) {
            const QAbstractItemModel* m = table->model();
            if (!m)
                continue;
            for (int c = 0; c < m->columnCount(); ++c)
                for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                    add(w, QStringLiteral("header"),
                        m->headerData(c, Qt::Horizontal, role).toString());
            for (int r = 0; r < std::min(m->rowCount(), 5); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                        add(w, QStringLiteral("cell"), m->index(r, c).data(role).toString());
        }
    }
    for (QAction* a : root->findChildren<QAction*>())
        add(a, QStringLiteral("action"), a->text());
    return texts;
}

void TestLongNames::longNamesAreShownBounded()
{
    // The bundled example with a 2 MB scenario name and a 2 MB project name.
    nlohmann::json project =
        nlohmann::json::parse(test::readFile(test::examplePath()).toStdString());
    const QString name = longName(2 << 20);
    project["name"] = "project " + name.toStdString();
    project["scenarios"][0]["name"] = name.toStdString();
    project.erase("recommend"); // its studies name the first scenario as it was
    MainWindow window;
    QTemporaryDir dir;
    QVERIFY(openInWindow(window, project, dir));
    window.scenarioPanel()->selectRow(0);
    // An edit, so the undo stack (Edit > Undo) names the scenario.
    QCOMPARE(commands::editScenarioField(*window.document(), 0, ScenarioField::Count,
                                         2 * window.document()->scenario(0).cluster.count),
             QString());
    QVERIFY(window.document()->undoStack()->undoText().size() < kBound);

    // The document keeps the whole name; the table edits it whole.
    QCOMPARE(window.document()->scenario(0).name.size(), size_t(2 << 20));
    ScenarioModel* model = window.scenarioPanel()->model();
    QCOMPARE(model->index(0, ScenarioModel::Name).data(Qt::EditRole).toString().size(),
             qsizetype(2 << 20));
    const QString shown = model->index(0, ScenarioModel::Name).data().toString();
    QCOMPARE(shown.size(), kShownNameChars + 1);
    QVERIFY(shown.endsWith(QChar(0x2026)));
    // The name column does not take the figures' room.
    QTableView* table = window.scenarioPanel()->view();
    QVERIFY(table->columnWidth(ScenarioModel::Name) <=
            80 * table->fontMetrics().averageCharWidth());
    QVERIFY(window.windowTitle().size() < kBound);

    const QString needle = name.left(kBound);
    for (const QString& view : {QStringLiteral("scenarios"), QStringLiteral("compare"),
                                QStringLiteral("recommendation")}) {
        QVERIFY(window.showView(view));
        QCoreApplication::processEvents();
        // No text holds more of the name than a bounded name has (other texts may be long: a
        // device's tooltip in the catalog).
        for (const auto& [where, text] : widgetTexts(&window))
            QVERIFY2(!text.contains(needle),
                     qPrintable(view + QStringLiteral(": ") + where + QStringLiteral(" holds ") +
                                QString::number(text.size()) + QStringLiteral(" characters")));
    }
    // The Compare tab's header shows the cut name and its column stays narrow.
    auto* compare = window.compareView()->findChild<QTableView*>(QStringLiteral("compareTable"));
    QVERIFY(compare);
    QCOMPARE(compare->model()->headerData(0, Qt::Horizontal).toString(), shown);
    QVERIFY(compare->horizontalHeader()->sectionSize(0) <=
            compare->horizontalHeader()->maximumSectionSize());

    window.document()->undoStack()->setClean(); // nothing to ask on close
}

// A line edit keeps 32,767 characters unless told otherwise, and cuts a longer text it is
// given: leaving the field of a longer name saved the cut name. The scenario table's editor and
// the study editor's name field hold a 40,000-character name whole, and leaving them changes
// nothing.
void TestLongNames::longNamesAreEditedWhole()
{
    constexpr int kChars = 40000;
    // (Names are trimmed on an edit: these end in a letter.)
    const QString scenarioName = longName(kChars) + QStringLiteral("x");
    const QString studyName = QStringLiteral("study ") + longName(kChars) + QStringLiteral("x");
    nlohmann::json project =
        nlohmann::json::parse(test::readFile(test::examplePath()).toStdString());
    project["scenarios"][0]["name"] = scenarioName.toStdString();
    project["recommend"] = {{"name", studyName.toStdString()},
                            {"scenario", scenarioName.toStdString()}};
    MainWindow window;
    QTemporaryDir dir;
    QVERIFY(openInWindow(window, project, dir));
    QUndoStack* undo = window.document()->undoStack();
    const int edits = undo->count();

    // The scenario table: open the name's editor, then commit it unchanged.
    QTableView* table = window.scenarioPanel()->view();
    const QModelIndex nameCell = window.scenarioPanel()->model()->index(0, ScenarioModel::Name);
    table->setCurrentIndex(nameCell);
    table->edit(nameCell);
    auto* cell = qobject_cast<QLineEdit*>(table->indexWidget(nameCell));
    if (!cell)
        cell = table->viewport()->findChild<QLineEdit*>();
    QVERIFY(cell);
    QCOMPARE(cell->text().size(), scenarioName.size());
    QTest::keyClick(cell, Qt::Key_Return);
    QCoreApplication::processEvents();
    QCOMPARE(window.document()->scenario(0).name, scenarioName.toStdString());

    // The study editor: its name field, left without a change.
    window.scenarioPanel()->studies()->setCurrentStudy(0);
    auto* field =
        qobject_cast<QLineEdit*>(window.scenarioPanel()->studies()->form()->editor("/name"));
    QVERIFY(field);
    QCOMPARE(field->text().size(), studyName.size());
    emit field->editingFinished();
    QCOMPARE(window.document()->study(0).name, studyName.toStdString());
    QCOMPARE(undo->count(), edits);

    // An edit at the end keeps the rest of the name.
    field->setText(studyName + QStringLiteral(" 2"));
    emit field->editingFinished();
    QCOMPARE(window.document()->study(0).name, (studyName + QStringLiteral(" 2")).toStdString());
    undo->setClean(); // nothing to ask on close
}

QTEST_MAIN(TestLongNames)
#include "tst_long_names.moc"
