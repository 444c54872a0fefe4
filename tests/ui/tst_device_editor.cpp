// Device editor: duplicate a catalog device from the Hardware tab, edit its JSON, save it to the
// user catalog (atomically, only when the entry reads as a catalog device), and see it marked as
// the user's in the table. A bad entry names its field and writes nothing.
#include "catalog/catalog_load.h"
#include "catalog/catalog_model.h"
#include "catalog/catalog_panel.h"
#include "catalog/device_editor_dialog.h"
#include "catalog/price_editor_dialog.h"
#include "document/project_document.h"
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
#include <QUndoStack>

#include <nlohmann/json.hpp>

using namespace ap;

class TestDeviceEditor : public QObject {
    Q_OBJECT
private slots:
    void duplicateEditSaveAndMark();
    void priceOverrideIsUndoable();
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
    QVERIFY(*doc->scenario(0).placement->priceOverrides == saved["prices"]);
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

QTEST_MAIN(TestDeviceEditor)
#include "tst_device_editor.moc"
