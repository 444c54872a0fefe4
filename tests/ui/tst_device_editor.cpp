// Device editor: duplicate a catalog device from the Hardware tab, edit its JSON, save it to the
// user catalog (atomically, only when the entry reads as a catalog device), and see it marked as
// the user's in the table. A bad entry names its field and writes nothing.
#include "catalog/catalog_load.h"
#include "catalog/catalog_model.h"
#include "catalog/catalog_panel.h"
#include "catalog/device_editor_dialog.h"
#include "catalog/price_editor_dialog.h"
#include "catalog/site_editor_dialog.h"
#include "document/project_document.h"
#include "economics/confidence_word.h"
#include "format/message_text.h"
#include "project/project_edit.h"
#include "project/scenario_details_panel.h"
#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "test_paths.h"
#include "window/main_window.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

#include <cmath>

#include <nlohmann/json.hpp>

using namespace ap;

class TestDeviceEditor : public QObject {
    Q_OBJECT
private slots:
    void duplicateEditSaveAndMark();
    void priceOverrideIsUndoable();
    void siteOverrideIsUndoable();
};

void TestDeviceEditor::duplicateEditSaveAndMark()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("accelplan/catalog.json"));
    MainWindow window;
    window.setCatalog(loadCatalog(path));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const int builtIn = int(window.catalogPanel()->catalog().devices().size());

    CatalogPanel* panel = window.catalogPanel();
    QVERIFY(!panel->duplicateButton()->isEnabled());
    panel->selectDevices({QStringLiteral("nvidia-h100-sxm5-80gb")});
    QVERIFY(panel->duplicateButton()->isEnabled());
    QTest::mouseClick(panel->duplicateButton(), Qt::LeftButton);
    auto* dialog = window.findChild<DeviceEditorDialog*>(QStringLiteral("deviceEditor"));
    QVERIFY(dialog);
    nlohmann::json entry = nlohmann::json::parse(dialog->editor()->toPlainText().toStdString());
    QCOMPARE(entry["id"].get<std::string>(), std::string("nvidia-h100-sxm5-80gb-custom"));
    QPushButton* save = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);

    // Not JSON: refused, nothing written.
    dialog->editor()->setPlainText(QStringLiteral("{ \"id\": "));
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->errorLabel()->isHidden());
    QVERIFY(!QFile::exists(path));

    // A misspelt field: refused with the field named.
    nlohmann::json bad = entry;
    bad["tdp_watts_typo"] = 700;
    dialog->editor()->setPlainText(QString::fromStdString(bad.dump(2)));
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QVERIFY2(dialog->errorLabel()->text().contains(QStringLiteral("tdp_watts_typo")),
             qPrintable(dialog->errorLabel()->text()));
    QVERIFY(!QFile::exists(path));

    // A valid edit: saved, the catalog reloaded with it, marked as the user's.
    entry["name"] = "H100 at our negotiated clocks";
    entry["notes"] = "our copy";
    dialog->editor()->setPlainText(QString::fromStdString(entry.dump(2)));
    QTest::mouseClick(save, Qt::LeftButton);
    QTRY_VERIFY(
        !window.findChild<DeviceEditorDialog*>(QStringLiteral("deviceEditor")) ||
        !window.findChild<DeviceEditorDialog*>(QStringLiteral("deviceEditor"))->isVisible());
    QVERIFY(QFile::exists(path));
    const Catalog& catalog = panel->catalog();
    QCOMPARE(int(catalog.devices().size()), builtIn + 1);
    QVERIFY(catalog.find("nvidia-h100-sxm5-80gb-custom"));
    CatalogModel* model = panel->model();
    const int row = model->rowOf(QStringLiteral("nvidia-h100-sxm5-80gb-custom"));
    QVERIFY(row >= 0);
    QCOMPARE(model->index(row, CatalogModel::Name).data().toString(),
             QStringLiteral("H100 at our negotiated clocks (user)"));
    QVERIFY(model->index(row, CatalogModel::Name)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("catalog.json")));
    // The original stays the built-in one.
    const int original = model->rowOf(QStringLiteral("nvidia-h100-sxm5-80gb"));
    QVERIFY(!model->index(original, CatalogModel::Name)
                 .data()
                 .toString()
                 .contains(QStringLiteral("(user)")));
    QCOMPARE(panel->selectedDeviceIds(),
             QStringList{QStringLiteral("nvidia-h100-sxm5-80gb-custom")});
}

void TestDeviceEditor::priceOverrideIsUndoable()
{
    MainWindow window;
    window.setCatalog(loadCatalog(QString()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(testSource("/data/examples/where-to-run.accelplan")));
    ProjectDocument* doc = window.document();
    // The placement as a save writes it (the typed PlacementSpec is the only in-memory form).
    const auto placementOf = [doc] { return placementToJson(*doc->scenario(0).placement); };
    const nlohmann::json before = placementOf();

    CatalogPanel* panel = window.catalogPanel();
    panel->selectDevices({QStringLiteral("nvidia-h100-sxm5-80gb")});
    QTest::mouseClick(panel->priceButton(), Qt::LeftButton);
    auto* dialog = window.findChild<PriceEditorDialog*>(QStringLiteral("priceEditor"));
    QVERIFY(dialog);
    auto* provider = dialog->findChild<QComboBox*>(QStringLiteral("priceProvider"));
    provider->setCurrentIndex(provider->findData(QStringLiteral("aws")));
    auto* amount = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("priceAmount"));
    amount->setFocus();
    QTest::keyClick(amount, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(amount, QStringLiteral("2.1"));
    QPushButton* save = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);

    // No source: refused, nothing changed.
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QVERIFY(placementOf() == before);

    QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("priceSource")),
                     QStringLiteral("our 2026 quote"));
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY2(!dialog->isVisible(),
             qPrintable(dialog->findChild<QLabel*>(QStringLiteral("priceError"))->text()));
    const nlohmann::json saved = placementOf();
    const nlohmann::json& price =
        saved["prices"]["providers"]["aws"]["devices"]["nvidia-h100-sxm5-80gb"]["on_demand"];
    QCOMPARE(price["usd_per_device_hour"].get<double>(), 2.1);
    QCOMPARE(price["source"].get<std::string>(), std::string("our 2026 quote"));
    QVERIFY(priceOverrideJson(doc->scenario(0).placement->priceOverrides) == saved["prices"]);
    // The rest of the placement is untouched.
    nlohmann::json rest = saved;
    nlohmann::json restBefore = before;
    rest.erase("prices");
    restBefore.erase("prices");
    QVERIFY(rest == restBefore);
    QVERIFY(doc->isModified());
    doc->undoStack()->undo();
    QVERIFY(placementOf() == before);
}

namespace {

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

// The German own data centre's power price as a project what-if, through the site editor the
// Scenarios details open: the field shows the site's figure and its source, a negative price is
// refused with the field named and nothing pushed, a new price moves the cost by the energy
// times the price difference, only the changed key (with its source) is written, and undo
// gives back the saved file byte for byte.
void TestDeviceEditor::siteOverrideIsUndoable()
{
    QTemporaryDir dir;
    // where-to-run's confidential assistant, in the German own data centre.
    nlohmann::json project = nlohmann::json::parse(
        fileBytes(testSource("/data/examples/where-to-run.accelplan")).toStdString());
    project["scenarios"][0]["placement"]["compute_site"] = "onprem-de";
    const QString input = dir.filePath(QStringLiteral("onprem-de.accelplan"));
    {
        QFile f(input);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(project.dump(2)));
    }
    MainWindow window;
    window.setCatalog(loadCatalog(QString()));
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(input));
    ProjectDocument* doc = window.document();
    const QString savedBefore = dir.filePath(QStringLiteral("before.accelplan"));
    QVERIFY(window.saveProjectAs(savedBefore));
    const QByteArray textBefore = fileBytes(savedBefore);
    QVERIFY(!textBefore.isEmpty());

    ScenarioPanel* panel = window.scenarioPanel();
    panel->selectRow(0);
    const CostReport before = *panel->model()->result(0).cost;
    QVERIFY(before.energyKwh > 0);
    QPushButton* open = panel->details()->siteButton();
    QVERIFY(open->isVisible());
    QTest::mouseClick(open, Qt::LeftButton);
    auto* dialog = window.findChild<SiteEditorDialog*>(QStringLiteral("siteEditor"));
    QVERIFY(dialog);
    QCOMPARE(dialog->siteId(), QStringLiteral("onprem-de"));
    const Site* site = doc->data().sites().find("onprem-de");
    QVERIFY(site && site->powerUsdPerKwh);
    const double price = *site->powerUsdPerKwh; // 0.2094 (Eurostat 2024-S2)
    QLineEdit* power = dialog->valueField(QStringLiteral("power_usd_per_kwh"));
    QVERIFY(power && power->isVisibleTo(dialog));
    QCOMPARE(power->text().toDouble(), price);
    // Its source beside it: the power part of the site's source.
    auto* source = dialog->findChild<QLabel*>(QStringLiteral("siteValueSource_power_usd_per_kwh"));
    QVERIFY2(source->toolTip().contains(QStringLiteral("Eurostat")), qPrintable(source->toolTip()));
    QVERIFY(!source->toolTip().contains(QStringLiteral("Ember"))); // not the carbon part
    // An API's token prices are no own building's figures: hidden.
    QVERIFY(!dialog->valueField(QStringLiteral("api_usd_per_million_output_tokens"))
                 ->isVisibleTo(dialog));
    QPushButton* save = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);
    auto* error = dialog->findChild<QLabel*>(QStringLiteral("siteError"));
    QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("siteSource")),
                     QStringLiteral("our 2026 power contract"));

    // A negative price: refused, the field named in the user's words, nothing pushed.
    power->selectAll();
    QTest::keyClicks(power, QStringLiteral("-0.1"));
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QVERIFY2(error->text().startsWith(QStringLiteral("Power price:")), qPrintable(error->text()));
    QCOMPARE(doc->undoStack()->count(), 0);

    power->selectAll();
    QTest::keyClicks(power, QStringLiteral("0.25"));
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY2(!dialog->isVisible(), qPrintable(error->text()));
    QCOMPARE(doc->undoStack()->count(), 1);
    // The cost moves by the energy bought times the price difference (power is kWh x price).
    const CostReport after = *panel->model()->result(0).cost;
    QCOMPARE(after.energyKwh, before.energyKwh);
    const double expected = before.energyKwh * (0.25 - price);
    QVERIFY(expected > 0);
    QVERIFY2(std::abs(after.totalCostUsd - before.totalCostUsd - expected) <
                 1e-9 * before.totalCostUsd,
             qPrintable(QStringLiteral("%1 vs %2")
                            .arg(after.totalCostUsd - before.totalCostUsd)
                            .arg(expected)));
    // Only the changed figure, with its source, in the scenario's placement.sites.
    const nlohmann::json patch =
        minimalScenarioJson(doc->scenario(0))["placement"]["sites"]["onprem-de"];
    QCOMPARE(patch.size(), size_t(2));
    QCOMPARE(patch["power_usd_per_kwh"].get<double>(), 0.25);
    QVERIFY(patch["source"].get<std::string>().starts_with(
        "power_usd_per_kwh: our 2026 power contract"));
    // The editor opened again shows the project's figure and source.
    auto* again = window.editSite(0, QStringLiteral("onprem-de"));
    QVERIFY(again);
    QCOMPARE(again->valueField(QStringLiteral("power_usd_per_kwh"))->text().toDouble(), 0.25);
    QVERIFY(again->findChild<QLabel*>(QStringLiteral("siteValueSource_power_usd_per_kwh"))
                ->toolTip()
                .contains(QStringLiteral("our 2026 power contract")));
    // Its units in the user's language, as the scenario editor's site rows say them ("$/kW-month"
    // was English beside German labels).
    QCOMPARE(again->findChild<QLabel*>(QStringLiteral("siteUnit_space_usd_per_kw_month"))->text(),
             QStringLiteral("$/kW-month"));
    again->reject();
    for (const char* language : {"de", "fr"}) {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/accelplan_") + QLatin1String(language)));
        QCoreApplication::installTranslator(&translator);
        SiteEditorDialog* translated = window.editSite(0, QStringLiteral("onprem-de"));
        // The site's confidence is the word every view says (economics/confidence_word.h):
        // the API terms, the editor's notes, the candidates and the playbook (#25).
        const QString word = messageText(confidenceWord(site->confidence));
        QCoreApplication::removeTranslator(&translator);
        QVERIFY(translated);
        QVERIFY(word != QString::fromStdString(site->confidence)); // translated
        const QString info = translated->findChild<QLabel*>(QStringLiteral("siteInfo"))->text();
        QVERIFY2(info.contains(word), qPrintable(info));
        if (QLatin1String(language) == QLatin1String("de"))
            QCOMPARE(
                translated->findChild<QLabel*>(QStringLiteral("siteUnit_space_usd_per_kw_month"))
                    ->text(),
                QStringLiteral("$/kW-Monat"));
        translated->reject();
    }

    doc->undoStack()->undo();
    QCOMPARE(panel->model()->result(0).cost->totalCostUsd, before.totalCostUsd);
    const QString savedAfter = dir.filePath(QStringLiteral("after.accelplan"));
    QVERIFY(window.saveProjectAs(savedAfter));
    QCOMPARE(fileBytes(savedAfter), textBefore);
}

QTEST_MAIN(TestDeviceEditor)
#include "tst_device_editor.moc"
