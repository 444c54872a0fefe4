#include "catalog/catalog_filter_model.h"
#include "catalog/catalog_model.h"
#include "test_catalog.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace ap;

class TestCatalogModel : public QObject {
    Q_OBJECT
private slots:
    void init();
    void modelTesterOnModelAndFilter();
    void rowCountMatchesCatalog();
    void displayAndRawValues();
    void displayFollowsLocale();
    void missingValues();
    void toolTipsNameSources();
    void numericSort_data();
    void numericSort();
    void missingValuesSortLast_data();
    void missingValuesSortLast();
    void kindFilter_data();
    void kindFilter();
    void vendorFilter();
    void textFilter_data();
    void textFilter();
    void setCatalogResets();
    void builtInCatalog();

private:
    static QStringList idsInOrder(const QAbstractItemModel& model);
};

void TestCatalogModel::init()
{
    // Numbers are formatted in the user's locale; tests pin one.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

QStringList TestCatalogModel::idsInOrder(const QAbstractItemModel& model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row, 0).data(CatalogModel::DeviceIdRole).toString();
    return ids;
}

void TestCatalogModel::modelTesterOnModelAndFilter()
{
    CatalogModel model;
    QAbstractItemModelTester modelTester(&model,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    CatalogFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester filterTester(&filter,
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCatalog(test::testCatalog());
    filter.sort(CatalogModel::MemoryBandwidth);
    filter.setKindFilter(DeviceKind::Gpu);
    filter.setTextFilter(QStringLiteral("b"));
    filter.setKindFilter(std::nullopt);
    filter.setVendorFilter(QStringLiteral("intel"));
    filter.sort(CatalogModel::PeakFp8, Qt::DescendingOrder);
    filter.setVendorFilter({});
    filter.setTextFilter({});
    model.setCatalog(Catalog());
    model.setCatalog(test::testCatalog());
    QCOMPARE(filter.rowCount(), 5);
}

void TestCatalogModel::rowCountMatchesCatalog()
{
    CatalogModel model;
    const Catalog catalog = test::testCatalog();
    model.setCatalog(catalog);
    QCOMPARE(model.rowCount(), int(catalog.devices().size()));
    QCOMPARE(model.columnCount(), int(CatalogModel::ColumnCount));
    for (int c = 0; c < model.columnCount(); ++c)
        QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
    // Units are in the headers.
    QVERIFY(model.headerData(CatalogModel::MemoryBandwidth, Qt::Horizontal)
                .toString()
                .contains(QStringLiteral("TB/s")));
    QVERIFY(model.headerData(CatalogModel::PeakBf16, Qt::Horizontal)
                .toString()
                .contains(QStringLiteral("TFLOP/s")));
}

void TestCatalogModel::displayAndRawValues()
{
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    const int row = model.rowOf(QStringLiteral("test-gpu-a"));
    QVERIFY(row >= 0);
    const auto cell = [&](int column, int role = Qt::DisplayRole) {
        return model.index(row, column).data(role);
    };
    QCOMPARE(cell(CatalogModel::Name).toString(), QStringLiteral("Test GPU A"));
    QCOMPARE(cell(CatalogModel::Kind).toString(), QStringLiteral("GPU"));
    QCOMPARE(cell(CatalogModel::PeakBf16).toString(), QStringLiteral("989.4"));
    QCOMPARE(cell(CatalogModel::MemoryBandwidth).toString(), QStringLiteral("3.35"));
    QCOMPARE(cell(CatalogModel::MemoryCapacity).toString(), QStringLiteral("80"));
    QCOMPARE(cell(CatalogModel::ScaleUp).toString(), QStringLiteral("450 (×8)"));
    QCOMPARE(cell(CatalogModel::Price).toString(), QStringLiteral("25,000"));
    QCOMPARE(cell(CatalogModel::MemoryBandwidth, CatalogModel::SortRole).toDouble(), 3.35);
    QCOMPARE(cell(CatalogModel::PeakFp8, CatalogModel::SortRole).toDouble(), 1978.9);
    QCOMPARE(cell(CatalogModel::Id, CatalogModel::DeviceIdRole).toString(),
             QStringLiteral("test-gpu-a"));
    QCOMPARE(cell(CatalogModel::Tdp, CatalogModel::DeviceKindRole).toString(),
             QStringLiteral("gpu"));
}

void TestCatalogModel::displayFollowsLocale()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    const int row = model.rowOf(QStringLiteral("test-gpu-a"));
    QCOMPARE(model.index(row, CatalogModel::PeakBf16).data().toString(), QStringLiteral("989,4"));
    QCOMPARE(model.index(row, CatalogModel::MemoryBandwidth).data().toString(),
             QStringLiteral("3,35"));
    QCOMPARE(model.index(row, CatalogModel::Price).data().toString(), QStringLiteral("25.000"));
    // Sorting does not depend on the text.
    QCOMPARE(
        model.index(row, CatalogModel::MemoryBandwidth).data(CatalogModel::SortRole).toDouble(),
        3.35);
}

void TestCatalogModel::missingValues()
{
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    const int tpu = model.rowOf(QStringLiteral("test-tpu-c"));
    for (int column : {int(CatalogModel::PeakFp8), int(CatalogModel::PeakFp32),
                       int(CatalogModel::ScaleOut), int(CatalogModel::Price)}) {
        const QModelIndex index = model.index(tpu, column);
        QCOMPARE(index.data().toString(), QStringLiteral("—"));
        QVERIFY(!index.data(CatalogModel::SortRole).isValid());
    }
}

void TestCatalogModel::toolTipsNameSources()
{
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    const int row = model.rowOf(QStringLiteral("test-gpu-a"));
    const auto tip = [&](int column) {
        return model.index(row, column).data(Qt::ToolTipRole).toString();
    };
    QVERIFY(tip(CatalogModel::PeakBf16).contains(QStringLiteral("datasheet A")));
    QVERIFY(tip(CatalogModel::MemoryBandwidth).contains(QStringLiteral("memory datasheet A")));
    QVERIFY(tip(CatalogModel::ScaleUp).contains(QStringLiteral("NVLink page")));
    QVERIFY(tip(CatalogModel::Tdp).contains(QStringLiteral("power datasheet A")));
    QVERIFY(tip(CatalogModel::Price).contains(QStringLiteral("price survey")));
    const int cpu = model.rowOf(QStringLiteral("test-cpu-d"));
    QVERIFY(model.index(cpu, CatalogModel::PeakFp32)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("56 cores")));
}

void TestCatalogModel::numericSort_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QStringList>("ascending");
    QTest::newRow("memory TB/s") << int(CatalogModel::MemoryBandwidth)
                                 << QStringList{"test-cpu-d", "test-tpu-c", "test-gpu-a",
                                                "test-gpu-b", "test-acc-e"};
    QTest::newRow("memory GB") << int(CatalogModel::MemoryCapacity)
                               << QStringList{"test-acc-e", "test-gpu-a", "test-tpu-c",
                                              "test-gpu-b", "test-cpu-d"};
    QTest::newRow("bf16") << int(CatalogModel::PeakBf16)
                          << QStringList{"test-cpu-d", "test-tpu-c", "test-gpu-a", "test-gpu-b",
                                         "test-acc-e"};
    QTest::newRow("tdp") << int(CatalogModel::Tdp)
                         << QStringList{"test-cpu-d", "test-tpu-c", "test-gpu-a", "test-gpu-b",
                                        "test-acc-e"};
}

void TestCatalogModel::numericSort()
{
    QFETCH(int, column);
    QFETCH(QStringList, ascending);
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    CatalogFilterModel filter;
    filter.setSourceModel(&model);
    filter.sort(column, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(filter), ascending);
    filter.sort(column, Qt::DescendingOrder);
    QStringList descending = ascending;
    std::reverse(descending.begin(), descending.end());
    QCOMPARE(idsInOrder(filter), descending);
}

void TestCatalogModel::missingValuesSortLast_data()
{
    QTest::addColumn<int>("order");
    QTest::newRow("ascending") << int(Qt::AscendingOrder);
    QTest::newRow("descending") << int(Qt::DescendingOrder);
}

void TestCatalogModel::missingValuesSortLast()
{
    QFETCH(int, order);
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    CatalogFilterModel filter;
    filter.setSourceModel(&model);
    filter.sort(CatalogModel::PeakFp8, Qt::SortOrder(order));
    const QStringList ids = idsInOrder(filter);
    QCOMPARE(ids.size(), 5);
    // test-tpu-c and test-cpu-d have no FP8 peak.
    const QStringList tail = ids.mid(3);
    QVERIFY2(tail.contains(QStringLiteral("test-tpu-c")) &&
                 tail.contains(QStringLiteral("test-cpu-d")),
             qPrintable(ids.join(QLatin1Char(','))));
    const QStringList head = ids.mid(0, 3);
    if (order == Qt::AscendingOrder)
        QCOMPARE(head, (QStringList{"test-acc-e", "test-gpu-a", "test-gpu-b"}));
    else
        QCOMPARE(head, (QStringList{"test-gpu-b", "test-gpu-a", "test-acc-e"}));
}

void TestCatalogModel::kindFilter_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("ids");
    QTest::newRow("tpu") << "tpu" << QStringList{"test-tpu-c"};
    QTest::newRow("gpu") << "gpu" << QStringList{"test-gpu-a", "test-gpu-b"};
    QTest::newRow("cpu") << "cpu" << QStringList{"test-cpu-d"};
    QTest::newRow("accelerator") << "accelerator" << QStringList{"test-acc-e"};
}

void TestCatalogModel::kindFilter()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, ids);
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    CatalogFilterModel filter;
    filter.setSourceModel(&model);
    filter.sort(CatalogModel::Id);
    filter.setKindFilter(parseDeviceKind(kind.toStdString()));
    QCOMPARE(idsInOrder(filter), ids);
    for (int row = 0; row < filter.rowCount(); ++row)
        QCOMPARE(
            filter.index(row, CatalogModel::Kind).data(CatalogModel::DeviceKindRole).toString(),
            kind);
    filter.setKindFilter(std::nullopt);
    QCOMPARE(filter.rowCount(), 5);
}

void TestCatalogModel::vendorFilter()
{
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    CatalogFilterModel filter;
    filter.setSourceModel(&model);
    filter.sort(CatalogModel::Id);
    filter.setVendorFilter(QStringLiteral("Intel"));
    QCOMPARE(idsInOrder(filter), (QStringList{"test-acc-e", "test-cpu-d"}));
    // Combined with a kind.
    filter.setKindFilter(DeviceKind::Cpu);
    QCOMPARE(idsInOrder(filter), QStringList{"test-cpu-d"});
    filter.setVendorFilter({});
    filter.setKindFilter(std::nullopt);
    QCOMPARE(filter.rowCount(), 5);
}

void TestCatalogModel::textFilter_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("ids");
    QTest::newRow("by id") << "gpu-a" << QStringList{"test-gpu-a"};
    QTest::newRow("by name, any case") << "accelerator" << QStringList{"test-acc-e"};
    QTest::newRow("several words") << "test   tpu" << QStringList{"test-tpu-c"};
    QTest::newRow("every device") << "test"
                                  << QStringList{"test-acc-e", "test-cpu-d", "test-gpu-a",
                                                 "test-gpu-b", "test-tpu-c"};
    QTest::newRow("nothing") << "h100" << QStringList{};
    QTest::newRow("empty") << ""
                           << QStringList{"test-acc-e", "test-cpu-d", "test-gpu-a", "test-gpu-b",
                                          "test-tpu-c"};
}

void TestCatalogModel::textFilter()
{
    QFETCH(QString, text);
    QFETCH(QStringList, ids);
    CatalogModel model;
    model.setCatalog(test::testCatalog());
    CatalogFilterModel filter;
    filter.setSourceModel(&model);
    filter.sort(CatalogModel::Id);
    filter.setTextFilter(text);
    QCOMPARE(idsInOrder(filter), ids);
}

void TestCatalogModel::setCatalogResets()
{
    CatalogModel model;
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setCatalog(test::testCatalog());
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 5);
    model.setCatalog(Catalog());
    QCOMPARE(reset.count(), 2);
    QCOMPARE(model.rowCount(), 0);
}

void TestCatalogModel::builtInCatalog()
{
    const Catalog catalog = Catalog::builtIn();
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCatalog(catalog);
    QCOMPARE(model.rowCount(), int(catalog.devices().size()));
    for (const char* id : {"nvidia-h100-sxm5-80gb", "google-tpu-v5p", "amd-mi300x"})
        QVERIFY2(model.rowOf(QString::fromLatin1(id)) >= 0, id);

    CatalogFilterModel filter;
    filter.setSourceModel(&model);
    filter.setKindFilter(DeviceKind::Tpu);
    QVERIFY(filter.rowCount() > 0);
    QStringList ids;
    for (int row = 0; row < filter.rowCount(); ++row) {
        QCOMPARE(filter.index(row, 0).data(CatalogModel::DeviceKindRole).toString(),
                 QStringLiteral("tpu"));
        ids << filter.index(row, 0).data(CatalogModel::DeviceIdRole).toString();
    }
    QVERIFY(ids.contains(QStringLiteral("google-tpu-v5p")));
    QVERIFY(!ids.contains(QStringLiteral("nvidia-h100-sxm5-80gb")));

    // Numeric order of memory bandwidth over the real data.
    filter.setKindFilter(std::nullopt);
    filter.sort(CatalogModel::MemoryBandwidth);
    double previous = -1.0;
    for (int row = 0; row < filter.rowCount(); ++row) {
        const double bw = filter.index(row, CatalogModel::MemoryBandwidth)
                              .data(CatalogModel::SortRole)
                              .toDouble();
        QVERIFY(bw >= previous);
        previous = bw;
    }
}

QTEST_MAIN(TestCatalogModel)
#include "tst_catalog_model.moc"
