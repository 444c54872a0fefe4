#include "catalog/catalog_filter_model.h"
#include "catalog/catalog_load.h"
#include "catalog/catalog_model.h"
#include "catalog/catalog_panel.h"
#include "catalog/price_load.h"
#include "charts/roofline_chart.h"
#include "charts/roofline_panel.h"
#include "document/project_document.h"
#include "perf/data_context.h"
#include "test_paths.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <cmath>
#include <memory>

using namespace ap;

namespace {

const QString kH100 = QStringLiteral("nvidia-h100-sxm5-80gb");
const QString kA100 = QStringLiteral("nvidia-a100-sxm4-80gb");
const QString kTpuV5p = QStringLiteral("google-tpu-v5p");

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void opensWithTheWholeCatalog();
    void defaultDevicesWithoutSelection();
    void clickingRowsPlotsDevices();
    void fp64DropsDevicesWithoutIt();
    void ridgeMarkerAtPeakOverBandwidth();
    void filterWidgetsDriveTheTable();
    void sortingByHeaderIsNumeric();
    void brokenUserCatalogFallsBack();
    void userCatalogAddsDevices();
    void importPricesReevaluates();
    void projectPathInTitle();
    void menus();
    void germanTranslation();
    void qtOwnStringsTranslated_data();
    void qtOwnStringsTranslated();

private:
    QTranslator m_english;
    template <typename T> T* child(const char* name) const
    {
        auto* w = m_window->findChild<T*>(QString::fromLatin1(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }
    QRect rowRect(const QString& deviceId) const;

    Catalog m_builtIn;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // As the application does: English plurals ("2 devices").
    QVERIFY(m_english.load(QStringLiteral(":/i18n/accelplan_en.qm")));
    QCoreApplication::installTranslator(&m_english);
    m_builtIn = Catalog::builtIn();
    QVERIFY2(m_builtIn.find(kH100.toStdString()) && m_builtIn.find(kTpuV5p.toStdString()) &&
                 m_builtIn.find(kA100.toStdString()),
             "the built-in catalog lacks the contract's device ids");
}

void TestMainWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    // XDG_DATA_HOME is private to the test: no user catalog.
    m_window->setCatalog(loadCatalog());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    m_window.reset();
}

QRect TestMainWindow::rowRect(const QString& deviceId) const
{
    auto* view = child<QTableView>("catalogView");
    const QAbstractItemModel* model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, CatalogModel::Name);
        if (index.data(CatalogModel::DeviceIdRole).toString() == deviceId) {
            view->scrollTo(index);
            return view->visualRect(index);
        }
    }
    return {};
}

void TestMainWindow::opensWithTheWholeCatalog()
{
    auto* view = child<QTableView>("catalogView");
    QCOMPARE(view->model()->rowCount(), int(m_builtIn.devices().size()));
    QCOMPARE(view->model()->columnCount(), int(CatalogModel::ColumnCount));
    QVERIFY(view->isSortingEnabled());
    QVERIFY(view->isVisible());
    QVERIFY(child<RooflineChart>("rooflineChart")->isVisible());
    const QString status = child<QLabel>("catalogStatus")->text();
    QVERIFY2(status.contains(QString::number(m_builtIn.devices().size())), qPrintable(status));
    QVERIFY(status.contains(QStringLiteral("built-in")));
}

void TestMainWindow::defaultDevicesWithoutSelection()
{
    auto* chart = child<RooflineChart>("rooflineChart");
    QStringList expected;
    for (const QString& id : MainWindow::defaultDeviceIds())
        if (m_builtIn.find(id.toStdString()))
            expected << id;
    QCOMPARE(chart->plottedDeviceIds(), expected);
    QVERIFY(expected.contains(kH100));
}

void TestMainWindow::clickingRowsPlotsDevices()
{
    auto* view = child<QTableView>("catalogView");
    auto* chart = child<RooflineChart>("rooflineChart");

    QRect rect = rowRect(kA100);
    QVERIFY(rect.isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(chart->plottedDeviceIds(), QStringList{kA100});
    const QString a100Name = QString::fromStdString(m_builtIn.at(kA100.toStdString()).name);
    QCOMPARE(chart->legendNames().value(0), a100Name);

    rect = rowRect(kTpuV5p);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::ControlModifier, rect.center());
    QCOMPARE(chart->plottedDeviceIds(), (QStringList{kA100, kTpuV5p}));
    const QString tpuName = QString::fromStdString(m_builtIn.at(kTpuV5p.toStdString()).name);
    QCOMPARE(chart->legendNames().mid(0, 2), (QStringList{a100Name, tpuName}));

    // Ctrl+click again removes it; clearing the selection brings the defaults back.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::ControlModifier, rect.center());
    QCOMPARE(chart->plottedDeviceIds(), QStringList{kA100});
    view->clearSelection();
    QVERIFY(chart->plottedDeviceIds().contains(kH100));
}

void TestMainWindow::fp64DropsDevicesWithoutIt()
{
    auto* panel = m_window->catalogPanel();
    auto* chart = child<RooflineChart>("rooflineChart");
    auto* precision = child<QComboBox>("precisionCombo");
    QCOMPARE(precision->currentText(), QStringLiteral("BF16"));

    QStringList ids;
    for (const Device& d : m_builtIn.devices())
        ids << QString::fromStdString(d.id);
    panel->selectDevices(ids);
    QCOMPARE(chart->plottedDeviceIds().size(), ids.size() - chart->skippedDeviceIds().size());

    precision->setCurrentIndex(precision->findText(QStringLiteral("FP64")));
    QCOMPARE(chart->precision(), Precision::FP64);
    QStringList withFp64;
    QStringList withoutFp64;
    for (const Device& d : m_builtIn.devices())
        (d.supports(Precision::FP64) ? withFp64 : withoutFp64) << QString::fromStdString(d.id);
    QVERIFY(!withoutFp64.isEmpty()); // TPUs have no FP64
    QVERIFY(withoutFp64.contains(kTpuV5p));
    QStringList plotted = chart->plottedDeviceIds();
    QStringList skipped = chart->skippedDeviceIds();
    plotted.sort();
    skipped.sort();
    withFp64.sort();
    withoutFp64.sort();
    QCOMPARE(plotted, withFp64);
    QCOMPARE(skipped, withoutFp64);
    QVERIFY(child<QLabel>("rooflineNote")->text().contains(QStringLiteral("FP64")));

    precision->setCurrentIndex(precision->findText(QStringLiteral("BF16")));
    QVERIFY(chart->plottedDeviceIds().contains(kTpuV5p));
}

void TestMainWindow::ridgeMarkerAtPeakOverBandwidth()
{
    auto* chart = child<RooflineChart>("rooflineChart");
    auto* precision = child<QComboBox>("precisionCombo");
    m_window->catalogPanel()->selectDevices({kH100, kTpuV5p, kA100});
    for (const QString& name :
         {QStringLiteral("BF16"), QStringLiteral("FP8"), QStringLiteral("FP64")}) {
        precision->setCurrentIndex(precision->findText(name));
        const Precision p = chart->precision();
        for (const QString& id : chart->plottedDeviceIds()) {
            const Device& d = m_builtIn.at(id.toStdString());
            const double expected = *d.peak(p) / d.memoryBandwidthBytesPerSec;
            const auto ridge = chart->ridgePoint(id);
            QVERIFY(ridge);
            QVERIFY2(
                std::abs(ridge->x() - expected) <= 1e-9 * expected,
                qPrintable(
                    QStringLiteral("%1 %2: %3 vs %4").arg(id, name).arg(ridge->x()).arg(expected)));
        }
    }
}

void TestMainWindow::filterWidgetsDriveTheTable()
{
    auto* view = child<QTableView>("catalogView");
    auto* kind = child<QComboBox>("kindFilter");
    auto* vendor = child<QComboBox>("vendorFilter");
    auto* search = child<QLineEdit>("searchEdit");
    const QAbstractItemModel* model = view->model();

    kind->setCurrentIndex(kind->findText(QStringLiteral("TPU")));
    QVERIFY(model->rowCount() > 0);
    for (int row = 0; row < model->rowCount(); ++row)
        QCOMPARE(model->index(row, 0).data(CatalogModel::DeviceKindRole).toString(),
                 QStringLiteral("tpu"));
    kind->setCurrentIndex(0);
    QCOMPARE(model->rowCount(), int(m_builtIn.devices().size()));

    const int nvidia = vendor->findText(QStringLiteral("NVIDIA"));
    QVERIFY(nvidia > 0);
    vendor->setCurrentIndex(nvidia);
    QVERIFY(model->rowCount() > 0);
    for (int row = 0; row < model->rowCount(); ++row)
        QCOMPARE(model->index(row, CatalogModel::Vendor).data().toString(),
                 QStringLiteral("NVIDIA"));
    vendor->setCurrentIndex(0);

    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("h100 sxm"));
    QVERIFY(model->rowCount() >= 1);
    QStringList ids;
    for (int row = 0; row < model->rowCount(); ++row)
        ids << model->index(row, 0).data(CatalogModel::DeviceIdRole).toString();
    QVERIFY(ids.contains(kH100));
    for (const QString& id : ids)
        QVERIFY(id.contains(QStringLiteral("h100")));

    m_window->catalogPanel()->resetFilters();
    QCOMPARE(model->rowCount(), int(m_builtIn.devices().size()));
}

void TestMainWindow::sortingByHeaderIsNumeric()
{
    auto* view = child<QTableView>("catalogView");
    QTest::mouseClick(
        view->horizontalHeader()->viewport(), Qt::LeftButton, {},
        QPoint(view->horizontalHeader()->sectionViewportPosition(CatalogModel::MemoryBandwidth) + 5,
               5));
    const QAbstractItemModel* model = view->model();
    const Qt::SortOrder order = view->horizontalHeader()->sortIndicatorOrder();
    QCOMPARE(view->horizontalHeader()->sortIndicatorSection(), int(CatalogModel::MemoryBandwidth));
    for (int row = 1; row < model->rowCount(); ++row) {
        const double a = model->index(row - 1, CatalogModel::MemoryBandwidth)
                             .data(CatalogModel::SortRole)
                             .toDouble();
        const double b = model->index(row, CatalogModel::MemoryBandwidth)
                             .data(CatalogModel::SortRole)
                             .toDouble();
        QVERIFY(order == Qt::AscendingOrder ? a <= b : a >= b);
    }
}

void TestMainWindow::brokenUserCatalogFallsBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "accelplan-catalog", "version": 1,
                   "devices": [{"id": "nvidia-h100-sxm5-80gb", "year": "soon"}]})");
    file.close();

    const CatalogLoad load = loadCatalog(path);
    QVERIFY(!load.error.isEmpty());
    QVERIFY2(load.error.contains(path) && load.error.contains(QStringLiteral("year")),
             qPrintable(load.error));
    QCOMPARE(load.catalog.devices().size(), m_builtIn.devices().size());

    m_window->setCatalog(load);
    QCOMPARE(child<QTableView>("catalogView")->model()->rowCount(),
             int(m_builtIn.devices().size()));
    QVERIFY(child<QLabel>("catalogStatus")->text().contains(QStringLiteral("has errors")));
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox*>(QStringLiteral("catalogErrorBox"))) &&
                box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("year")));
    box->close();
}

void TestMainWindow::userCatalogAddsDevices()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "accelplan-catalog", "version": 1, "devices": [
        {"id": "my-lab-gpu", "name": "My Lab GPU", "kind": "gpu", "vendor": "Lab", "year": 2025,
         "peak_tflops": {"bf16": 100}, "peak_source": "measured",
         "memory": {"type": "GDDR7", "capacity_gb": 32, "bandwidth_tb_per_s": 1.0,
                    "source": "measured"}}]})");
    file.close();
    const CatalogLoad load = loadCatalog(path);
    QVERIFY2(load.error.isEmpty(), qPrintable(load.error));
    QVERIFY(load.userCatalogMerged);
    m_window->setCatalog(load);
    QCOMPARE(child<QTableView>("catalogView")->model()->rowCount(),
             int(m_builtIn.devices().size()) + 1);
    QVERIFY(child<QLabel>("catalogStatus")->text().contains(QDir::toNativeSeparators(path)));
    QVERIFY(child<QComboBox>("vendorFilter")->findText(QStringLiteral("Lab")) > 0);

    m_window->catalogPanel()->selectDevices({QStringLiteral("my-lab-gpu")});
    QCOMPARE(child<RooflineChart>("rooflineChart")->plottedDeviceIds(),
             QStringList{QStringLiteral("my-lab-gpu")});
}

void TestMainWindow::importPricesReevaluates()
{
    // File > Import Prices… without its dialogs: the SkyPilot sample (rows of the real
    // catalog, tests/data/prices_import/README.md) becomes the user's price overlay and the
    // document's data: AWS us-east-1's L40S is g6e.12xlarge's $10.49264 / 4 from now on.
    QTemporaryDir dir;
    const QString overlay = dir.filePath(QStringLiteral("prices.json"));
    m_window->setPrices(loadPrices(overlay));
    QVERIFY(m_window->openProject(testSource("/tests/data/prices_import/flip.accelplan")));
    const auto l40s = [&] {
        return m_window->document()
            ->data()
            .prices()
            .provider("aws")
            ->device("nvidia-l40s", "us-east-1")
            ->onDemand->usdPerDeviceHour;
    };
    QCOMPARE(l40s(), 1.861); // the built-in list price (g6e.xlarge)
    QSignalSpy replaced(m_window->document(), &ProjectDocument::dataReplaced);

    QVERIFY2(m_window->importPrices(testSource("/tests/data/prices_import/skypilot/aws/vms.csv")),
             qPrintable(m_window->lastError()));
    QCOMPARE(replaced.count(), 1);
    QCOMPARE(l40s(), 10.49264 / 4);
    QVERIFY(QFileInfo::exists(overlay));
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox*>(QStringLiteral("pricesImportedBox"))) &&
                box->isVisible());
    QVERIFY2(box->text().startsWith(QStringLiteral("8 prices imported (20 rows read).")),
             qPrintable(box->text()));
    box->close();

    // The other format joins the overlay; the SkyPilot prices stay.
    QVERIFY(m_window->importPrices(
        testSource("/tests/data/prices_import/litellm/model_prices_and_context_window.json")));
    QCOMPARE(l40s(), 10.49264 / 4);
    QCOMPARE(m_window->document()->data().prices().modelApis().size(), size_t(3));

    // A broken file: reported, nothing changes.
    QFile before(overlay);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray saved = before.readAll();
    before.close();
    QVERIFY(!m_window->importPrices(testSource("/tests/data/prices_import/bad/price/aws/vms.csv")));
    QVERIFY2(m_window->lastError().contains(QStringLiteral("line 3")),
             qPrintable(m_window->lastError()));
    QCOMPARE(replaced.count(), 2);
    QFile after(overlay);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), saved);
}

void TestMainWindow::projectPathInTitle()
{
    // A new, untitled project until one is opened.
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Untitled")));
    QVERIFY(m_window->windowTitle().endsWith(QStringLiteral("AccelPlan")));
    const QString example = testSource("/data/examples/getting-started.accelplan");
    QVERIFY2(m_window->openProject(example), qPrintable(m_window->lastError()));
    QCOMPARE(m_window->projectPath(), example);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("getting-started.accelplan")));
}

void TestMainWindow::menus()
{
    QStringList titles;
    for (QAction* a : m_window->menuBar()->actions())
        titles << a->text();
    QCOMPARE(titles, (QStringList{"&File", "&Edit", "&View", "&Help"}));
}

void TestMainWindow::germanTranslation()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/accelplan_de.qm")));
    QCOMPARE(translator.translate("ap::MainWindow", "&File"), QStringLiteral("&Datei"));
    QVERIFY(!translator.translate("ap::RooflineChart", "Arithmetic intensity").isEmpty());
    // Plural forms (QCoreApplication::translate substitutes %n, QTranslator does not).
    QCOMPARE(translator.translate("ap::RooflinePanel", "%n device(s) plotted.", nullptr, 3),
             QStringLiteral("%n Geräte gezeigt."));
    QCOMPARE(translator.translate("ap::RooflinePanel", "%n device(s) plotted.", nullptr, 1),
             QStringLiteral("%n Gerät gezeigt."));
    // English: the plural forms.
    QCOMPARE(QCoreApplication::translate("ap::RooflinePanel", "%n device(s) plotted.", nullptr, 1),
             QStringLiteral("1 device plotted."));
    const auto plotted = child<RooflineChart>("rooflineChart")->plottedDeviceIds().size();
    QVERIFY(plotted > 1);
    QVERIFY(child<QLabel>("rooflineNote")
                ->text()
                .startsWith(QStringLiteral("%1 devices plotted.").arg(plotted)));
}

void TestMainWindow::qtOwnStringsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("cancel"); // Qt's own word on a standard button
    QTest::addColumn<QString>("file");   // ours beside it
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Abbrechen")
                        << QStringLiteral("&Datei");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Annuler")
                        << QStringLiteral("&Fichier");
}

void TestMainWindow::qtOwnStringsTranslated()
{
    // Qt's own strings (standard buttons, file dialogs) in the user's language: the language
    // setup loads Qt's base translations beside ours (Debian: qt6-translations-l10n, which
    // scripts/packages.sh installs and the package recommends).
    QFETCH(QString, language);
    QFETCH(QString, cancel);
    QFETCH(QString, file);
    const QList<QTranslator*> before = qApp->findChildren<QTranslator*>();
    installLanguage(*qApp, localeForLanguage(language));
    auto restore = qScopeGuard([&] {
        for (QTranslator* t : qApp->findChildren<QTranslator*>())
            if (!before.contains(t)) {
                QCoreApplication::removeTranslator(t);
                delete t;
            }
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    });
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), cancel);
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), cancel);
    // Ours beside it.
    QCOMPARE(QCoreApplication::translate("ap::MainWindow", "&File"), file);
}

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
