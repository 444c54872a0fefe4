#include "charts/reference_operators.h"
#include "charts/roofline_chart.h"
#include "plot/plot_widget.h"
#include "roofline/roofline.h"
#include "test_catalog.h"

#include <QDir>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QTranslator>

#include <cmath>
#include <sys/stat.h>

using namespace ap;

namespace {

bool closeRelative(double actual, double expected, double tolerance = 1e-9)
{
    return std::abs(actual - expected) <= tolerance * std::abs(expected);
}

} // namespace

class TestRooflineChart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void curveMatchesCore_data();
    void curveMatchesCore();
    void ridgePointMarker_data();
    void ridgePointMarker();
    void dashedCeilings();
    void operatorsOnTheRoofline_data();
    void operatorsOnTheRoofline();
    void devicesWithoutPrecisionAreSkipped();
    void legendNamesDevicesInOrder();
    void emptyChart();
    void hoverTexts();
    void exportFiles();

private:
    QTranslator m_english;
    Catalog m_test;
    Catalog m_builtIn;
};

void TestRooflineChart::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // As the application does: English plurals ("2 devices").
    QVERIFY(m_english.load(QStringLiteral(":/i18n/accelplan_en.qm")));
    QCoreApplication::installTranslator(&m_english);
    m_test = test::testCatalog();
    m_builtIn = Catalog::builtIn();
}

void TestRooflineChart::curveMatchesCore_data()
{
    QTest::addColumn<bool>("builtIn");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("intensity");
    const auto row = [](bool builtIn, const char* id, const char* precision, double i) {
        QTest::addRow("%s %s I=%g", id, precision, i)
            << builtIn << QString::fromLatin1(id) << QString::fromLatin1(precision) << i;
    };
    for (double i : {0.01, 0.3, 1.0, 7.5, 100.0, 295.34328358208955, 2000.0, 1e4})
        row(false, "test-gpu-a", "bf16", i);
    for (double i : {0.01, 12.0, 590.0, 1e4})
        row(false, "test-gpu-a", "fp8", i);
    for (double i : {0.02, 46.9, 47.0, 1e3})
        row(false, "test-cpu-d", "bf16", i);
    for (double i : {0.5, 114.69, 1e4})
        row(false, "test-acc-e", "bf16", i);
    for (double i : {0.01, 1.0, 100.0, 1e3, 1e4})
        row(true, "nvidia-h100-sxm5-80gb", "bf16", i);
    for (double i : {0.05, 4.0, 500.0})
        row(true, "google-tpu-v5p", "bf16", i);
    for (double i : {0.1, 10.0, 1e4})
        row(true, "amd-mi300x", "fp8", i);
}

void TestRooflineChart::curveMatchesCore()
{
    QFETCH(bool, builtIn);
    QFETCH(QString, id);
    QFETCH(QString, precision);
    QFETCH(double, intensity);
    const Catalog& catalog = builtIn ? m_builtIn : m_test;
    const Device* device = catalog.find(id.toStdString());
    QVERIFY2(device, qPrintable(id + QStringLiteral(" is not in the catalog")));
    const Precision p = *parsePrecision(precision.toStdString());

    RooflineChart chart;
    chart.setPrecision(p);
    chart.setDevices({*device});
    QCOMPARE(chart.plottedDeviceIds(), QStringList{id});

    const Roofline roofline(*device, p);
    const double expected = std::min(roofline.peakFlopsPerSec(),
                                     intensity * *roofline.bandwidthBytesPerSec(Ceiling::Memory));
    QCOMPARE(roofline.attainableFlopsPerSec(intensity), expected);
    const auto plotted = chart.plottedAttainableFlopsPerSec(id, intensity);
    QVERIFY(plotted.has_value());
    QVERIFY2(closeRelative(*plotted, expected),
             qPrintable(QStringLiteral("plotted %1, core %2").arg(*plotted).arg(expected)));
}

void TestRooflineChart::ridgePointMarker_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("precision");
    QTest::newRow("gpu a bf16") << "test-gpu-a"
                                << "bf16";
    QTest::newRow("gpu a fp64") << "test-gpu-a"
                                << "fp64";
    QTest::newRow("gpu b fp8") << "test-gpu-b"
                               << "fp8";
    QTest::newRow("tpu int8") << "test-tpu-c"
                              << "int8";
    QTest::newRow("cpu fp32") << "test-cpu-d"
                              << "fp32";
}

void TestRooflineChart::ridgePointMarker()
{
    QFETCH(QString, id);
    QFETCH(QString, precision);
    const Device& device = m_test.at(id.toStdString());
    const Precision p = *parsePrecision(precision.toStdString());
    RooflineChart chart;
    chart.setPrecision(p);
    chart.setDevices({device});
    const auto ridge = chart.ridgePoint(id);
    QVERIFY(ridge.has_value());
    const double peak = *device.peak(p);
    QVERIFY(closeRelative(ridge->x(), peak / device.memoryBandwidthBytesPerSec));
    QVERIFY(closeRelative(ridge->y(), peak));
    QVERIFY(closeRelative(ridge->x(), *Roofline(device, p).ridgePointFlopPerByte()));
    // The ridge is labelled with its intensity.
    QVERIFY(!chart.plot()->labelTexts().isEmpty());
}

void TestRooflineChart::dashedCeilings()
{
    RooflineChart chart;
    chart.setDevices({m_test.at("test-gpu-a"), m_test.at("test-gpu-b"), m_test.at("test-cpu-d")});
    const std::vector<Ceiling> all = {Ceiling::Memory, Ceiling::Cache, Ceiling::HostLink,
                                      Ceiling::ScaleUp, Ceiling::ScaleOut};
    std::vector<Ceiling> a = chart.drawnCeilings(QStringLiteral("test-gpu-a"));
    std::sort(a.begin(), a.end());
    std::vector<Ceiling> expected = all;
    std::sort(expected.begin(), expected.end());
    QVERIFY(a == expected);
    QVERIFY((chart.drawnCeilings(QStringLiteral("test-gpu-b")) ==
             std::vector<Ceiling>{Ceiling::Memory, Ceiling::ScaleUp}));
    QVERIFY((chart.drawnCeilings(QStringLiteral("test-cpu-d")) ==
             std::vector<Ceiling>{Ceiling::Memory}));
    // A key explains the dashes.
    bool key = false;
    for (const QString& name : chart.legendNames())
        key = key || name.contains(QStringLiteral("scale-up"));
    QVERIFY(key);
}

void TestRooflineChart::operatorsOnTheRoofline_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("precision");
    QTest::newRow("gpu a bf16") << "test-gpu-a"
                                << "bf16";
    QTest::newRow("gpu a fp8") << "test-gpu-a"
                               << "fp8";
    QTest::newRow("cpu bf16") << "test-cpu-d"
                              << "bf16";
    QTest::newRow("accelerator bf16") << "test-acc-e"
                                      << "bf16";
}

void TestRooflineChart::operatorsOnTheRoofline()
{
    QFETCH(QString, id);
    QFETCH(QString, precision);
    const Device& device = m_test.at(id.toStdString());
    const Precision p = *parsePrecision(precision.toStdString());
    RooflineChart chart;
    chart.setPrecision(p);
    chart.setDevices({device});
    const auto marks = chart.operatorMarks(id);
    const auto ops = referenceOperators(p);
    QCOMPARE(marks.size(), ops.size());
    const Roofline roofline(device, p);
    bool memoryBound = false;
    bool computeBound = false;
    for (size_t i = 0; i < marks.size(); ++i) {
        const auto& mark = marks[i];
        QCOMPARE(mark.label, ops[i].label);
        const double intensity = ops[i].traffic.flops / ops[i].traffic.bytesAt(Ceiling::Memory);
        QVERIFY(closeRelative(mark.intensityFlopPerByte, intensity));
        // On the roofline: min(peak, I * bw).
        QVERIFY(
            closeRelative(mark.attainableFlopsPerSec, roofline.attainableFlopsPerSec(intensity)));
        QVERIFY(mark.toolTip.contains(mark.label));
        QVERIFY(mark.toolTip.contains(QStringLiteral("FLOP/byte")));
        QVERIFY(mark.toolTip.contains(QStringLiteral("TFLOP/s")));
        QVERIFY(mark.toolTip.contains(QStringLiteral("Bound by")));
        memoryBound = memoryBound || mark.toolTip.contains(QStringLiteral("memory bandwidth"));
        computeBound = computeBound || mark.toolTip.contains(QStringLiteral("Bound by: compute"));
    }
    // The set spans both sides of every real device's ridge.
    QVERIFY(memoryBound);
    QVERIFY(computeBound);
}

void TestRooflineChart::devicesWithoutPrecisionAreSkipped()
{
    RooflineChart chart;
    QSignalSpy changed(&chart, &RooflineChart::contentChanged);
    chart.setDevices({m_test.at("test-gpu-a"), m_test.at("test-tpu-c"), m_test.at("test-acc-e")});
    QCOMPARE(chart.plottedDeviceIds(), (QStringList{"test-gpu-a", "test-tpu-c", "test-acc-e"}));
    QVERIFY(chart.skippedDeviceIds().isEmpty());

    chart.setPrecision(Precision::FP64);
    QCOMPARE(chart.plottedDeviceIds(), QStringList{"test-gpu-a"});
    QCOMPARE(chart.skippedDeviceIds(), (QStringList{"test-tpu-c", "test-acc-e"}));
    QVERIFY(changed.count() >= 2);
    // The legend says what is missing and why: a count for several devices, the name for one.
    QStringList legend = chart.legendNames();
    QVERIFY2(legend.contains(QStringLiteral("Not plotted, no FP64 peak: 2 devices")),
             qPrintable(legend.join(QLatin1Char('|'))));
    QVERIFY(!legend.contains(QStringLiteral("Test TPU C")));
    chart.setDevices({m_test.at("test-gpu-a"), m_test.at("test-tpu-c")});
    legend = chart.legendNames();
    QVERIFY2(legend.contains(QStringLiteral("Not plotted, no FP64 peak: Test TPU C")),
             qPrintable(legend.join(QLatin1Char('|'))));
    chart.setDevices({m_test.at("test-gpu-a"), m_test.at("test-tpu-c"), m_test.at("test-acc-e")});

    chart.setPrecision(Precision::INT4);
    QVERIFY(chart.plottedDeviceIds().isEmpty());
    QCOMPARE(chart.skippedDeviceIds().size(), 3);
}

void TestRooflineChart::legendNamesDevicesInOrder()
{
    RooflineChart chart;
    chart.setDevices({m_test.at("test-gpu-b"), m_test.at("test-gpu-a")});
    const QStringList legend = chart.legendNames();
    QVERIFY(legend.size() >= 2);
    QCOMPARE(legend.mid(0, 2), (QStringList{"Test GPU B", "Test GPU A"}));
    // Distinct colours.
    QVERIFY(PlotWidget::seriesColor(0) != PlotWidget::seriesColor(1));
}

void TestRooflineChart::emptyChart()
{
    RooflineChart chart;
    QVERIFY(chart.plottedDeviceIds().isEmpty());
    QVERIFY(!chart.plottedAttainableFlopsPerSec(QStringLiteral("test-gpu-a"), 1.0));
    QVERIFY(!chart.ridgePoint(QStringLiteral("test-gpu-a")));
    QCOMPARE(chart.legendNames(), QStringList{"No device selected"});
}

void TestRooflineChart::hoverTexts()
{
    RooflineChart chart;
    chart.resize(900, 600);
    chart.setDevices({m_test.at("test-gpu-a")});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QTest::qWait(50); // the queued replot lays the axes out

    PlotWidget* plot = chart.plot();
    const auto ridge = chart.ridgePoint(QStringLiteral("test-gpu-a"));
    QVERIFY(ridge);
    const QPointF ridgePixel = plot->pixelFor(ridge->x(), ridge->y() / 1e12);
    QString text = plot->hoverTextAt(ridgePixel + QPointF(2, 1));
    QVERIFY2(text.contains(QStringLiteral("ridge point")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("295.3 FLOP/byte")));
    QVERIFY(text.contains(QStringLiteral("989.4 TFLOP/s")));

    const auto marks = chart.operatorMarks(QStringLiteral("test-gpu-a"));
    const QPointF gemv =
        plot->pixelFor(marks[0].intensityFlopPerByte, marks[0].attainableFlopsPerSec / 1e12);
    QCOMPARE(plot->hoverTextAt(gemv), marks[0].toolTip);
    // And through a real mouse move over the canvas.
    auto* canvas = plot->findChild<QWidget*>();
    QVERIFY(canvas);
    QTest::mouseMove(canvas, gemv.toPoint());
    QTRY_COMPARE(QToolTip::text(), marks[0].toolTip);

    // On the sloped part of the memory roofline, away from markers: read off the line.
    const QPointF slope = plot->pixelFor(0.05, 0.05 * 3.35);
    text = plot->hoverTextAt(slope);
    QVERIFY2(text.contains(QStringLiteral("memory roofline")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("FLOP/byte")));

    // Far from everything.
    QVERIFY(plot->hoverTextAt(plot->pixelFor(5000, 0.02)).isEmpty());
}

void TestRooflineChart::exportFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RooflineChart chart;
    chart.setDevices({m_test.at("test-gpu-a"), m_test.at("test-gpu-b")});
    const QString png = dir.filePath(QStringLiteral("roofline.png"));
    QVERIFY(chart.plot()->exportPng(png, 800, 500));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(800, 500));
    const QString pdf = dir.filePath(QStringLiteral("roofline.pdf"));
    QVERIFY(chart.plot()->exportPdf(pdf, 800, 500));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(4) == "%PDF");
    QVERIFY(!chart.plot()->exportPng(dir.filePath(QStringLiteral("missing/dir/x.png"))));
    // Chart exports go through the project save's writer: a FIFO is refused (PNG, PDF and SVG)
    // and stays a FIFO, and nothing is left beside it.
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(!chart.plot()->exportPng(fifo, 200, 100));
    QVERIFY(!chart.plot()->exportPdf(fifo, 200, 100));
    QVERIFY(!chart.plot()->exportSvg(fifo, 200, 100));
    struct stat st {};
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
    QVERIFY(S_ISFIFO(st.st_mode));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::System | QDir::Hidden).size(), 3);
}

QTEST_MAIN(TestRooflineChart)
#include "tst_roofline_chart.moc"
