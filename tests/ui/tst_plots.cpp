// The Compare tab's plots over the bundled examples: each plot has data for every scenario it
// applies to (and is disabled for the others), every axis has a title with its unit, and no
// two tick labels on an axis read the same. Driven through the real CompareView.
//
// With ACCELPLAN_PLOT_SCREENSHOTS=<dir> set, screenshots() also writes the main window with
// each plot shown at 1280x800 and 1920x1080 (the README's images come from there).
#include "catalog/catalog_load.h"
#include "charts/buy_vs_rent_chart.h"
#include "charts/cost_breakdown_chart.h"
#include "charts/egress_chart.h"
#include "charts/storage_bandwidth_chart.h"
#include "charts/user_latency_chart.h"
#include "compare/compare_view.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"
#include "project/project_document.h"
#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "window/main_window.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ap;

namespace {

const char* const kPlots[] = {"costBreakdownChart", "buyVsRentChart", "userLatencyChart",
                              "storageBandwidthChart", "egressChart"};
const char* const kExamples[] = {"getting-started", "where-to-run", "checkpoint-stall-cost"};

QString examplePath(const QString& name)
{
    return QStringLiteral(ACCELPLAN_SOURCE_DIR "/data/examples/%1.accelplan").arg(name);
}

// Does the core give this plot data for this scenario?
bool applies(const QString& plot, const ScenarioModel& model, int row)
{
    const Scenario& s = model.document()->scenario(row);
    const ScenarioResult& r = model.result(row);
    if (plot == QLatin1String("costBreakdownChart"))
        return !costBreakdown(r).empty();
    if (plot == QLatin1String("buyVsRentChart"))
        return buyVsRent(s, r, model.catalog()).has_value();
    if (plot == QLatin1String("userLatencyChart"))
        return userLatencySweep(s, r).has_value();
    if (plot == QLatin1String("storageBandwidthChart"))
        return storageSweep(s, r, model.catalog()).has_value();
    return egressSweep(s, r).has_value();
}

} // namespace

class TestPlots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void plotHasDataUnitsAndDistinctTicks_data();
    void plotHasDataUnitsAndDistinctTicks();
    void everyPlotAppliesSomewhere();
    void exportChartSavesTheVisibleChart();
    void existingChartsReadTheSame_data();
    void existingChartsReadTheSame();
    void screenshots();

private:
    Catalog m_catalog;
};

void TestPlots::initTestCase()
{
    m_catalog = loadCatalog(QString()).catalog;
}

void TestPlots::plotHasDataUnitsAndDistinctTicks_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("plot");
    for (const char* example : kExamples)
        for (const char* plot : kPlots)
            QTest::addRow("%s x %s", plot, example)
                << QString::fromLatin1(example) << QString::fromLatin1(plot);
}

void TestPlots::plotHasDataUnitsAndDistinctTicks()
{
    QFETCH(QString, example);
    QFETCH(QString, plot);
    ProjectDocument document;
    QString error;
    QVERIFY2(document.open(examplePath(example), &error), qPrintable(error));
    ScenarioModel model(&document);
    model.setCatalog(m_catalog);
    CompareView view(&model);
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.showPlot(plot) || !view.plotTabs()->isTabEnabled(0));

    auto* chart = view.findChild<QWidget*>(plot);
    QVERIFY(chart);
    auto* plotWidget = chart->findChild<PlotWidget*>();
    QVERIFY(plotWidget);
    const int tab = view.plotTabs()->indexOf(chart);
    QVERIFY(tab >= 0);
    const QRegularExpression withUnit(QStringLiteral("\\S.*\\(\\S.*\\)$"));

    for (int row = 0; row < model.rowCount(); ++row) {
        view.setPlotScenario(row);
        const QString where = QString::fromStdString(document.scenario(row).name);
        bool expected = applies(plot, model, row);
        if (plot == QLatin1String("costBreakdownChart")) {
            expected = false; // all compared scenarios in one chart
            for (int r = 0; r < model.rowCount(); ++r)
                expected = expected || applies(plot, model, r);
        }
        bool chartHasData = false;
        if (auto* c = qobject_cast<CostBreakdownChart*>(chart))
            chartHasData = c->hasData();
        else if (auto* c = qobject_cast<BuyVsRentChart*>(chart))
            chartHasData = c->hasData();
        else if (auto* c = qobject_cast<UserLatencyChart*>(chart))
            chartHasData = c->hasData();
        else if (auto* c = qobject_cast<StorageBandwidthChart*>(chart))
            chartHasData = c->hasData();
        else if (auto* c = qobject_cast<EgressChart*>(chart))
            chartHasData = c->hasData();
        QCOMPARE(chartHasData, expected);
        QCOMPARE(view.plotTabs()->isTabEnabled(tab), expected);
        if (!expected)
            continue;
        view.plotTabs()->setCurrentIndex(tab);
        plotWidget->replotNow();
        QVERIFY2(plotWidget->seriesCount() + plotWidget->barSetCount() > 0, qPrintable(where));
        // Units on the value axes (the bar chart's y axis names the options instead).
        const QString xTitle = plotWidget->axisTitle(Qt::Horizontal);
        QVERIFY2(withUnit.match(xTitle).hasMatch(),
                 qPrintable(where + QStringLiteral(": ") + xTitle));
        QList<Qt::Orientation> axes = {Qt::Horizontal};
        if (plotWidget->barCategories().isEmpty()) {
            const QString yTitle = plotWidget->axisTitle(Qt::Vertical);
            QVERIFY2(withUnit.match(yTitle).hasMatch(),
                     qPrintable(where + QStringLiteral(": ") + yTitle));
            axes << Qt::Vertical;
        }
        for (Qt::Orientation axis : axes) {
            const QStringList ticks = plotWidget->tickLabels(axis);
            QVERIFY2(ticks.size() >= 2, qPrintable(where));
            QStringList unique = ticks;
            unique.removeDuplicates();
            QVERIFY2(unique.size() == ticks.size(),
                     qPrintable(where + QStringLiteral(": ") + ticks.join(QStringLiteral(" | "))));
            // Human numbers, never exponents ("8·10⁸", "1e+06").
            for (const QString& t : ticks)
                QVERIFY2(!t.contains(QLatin1Char('e')) && !t.contains(QChar(0x00B7)),
                         qPrintable(t));
        }
        // Hover: some point of the plot answers with a value.
        if (plotWidget->seriesCount() > 0) {
            const PlotSeries& s = plotWidget->series(0);
            if (!s.x.isEmpty()) {
                const qsizetype i = s.x.size() / 2;
                const QString hover = plotWidget->hoverTextAt(plotWidget->pixelFor(s.x[i], s.y[i]));
                QVERIFY2(!hover.isEmpty(), qPrintable(where));
            }
        }
    }
}

void TestPlots::everyPlotAppliesSomewhere()
{
    // Each plot has data for at least one bundled example scenario.
    for (const char* plot : kPlots) {
        bool any = false;
        for (const char* example : kExamples) {
            ProjectDocument document;
            QString error;
            QVERIFY(document.open(examplePath(QString::fromLatin1(example)), &error));
            ScenarioModel model(&document);
            model.setCatalog(m_catalog);
            for (int row = 0; row < model.rowCount(); ++row)
                any = any || applies(QString::fromLatin1(plot), model, row);
        }
        QVERIFY2(any, plot);
    }
}

void TestPlots::exportChartSavesTheVisibleChart()
{
    MainWindow window;
    window.setCatalog(loadCatalog(QString()));
    QVERIFY(window.openProject(examplePath(QStringLiteral("where-to-run"))));
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir dir;
    // On the Compare tab: the plot on the visible plot tab, not the roofline.
    QVERIFY(window.showView(QStringLiteral("compare")));
    QVERIFY(window.compareView()->showPlot(QStringLiteral("egressChart")));
    QCOMPARE(window.visiblePlot(), window.compareView()->currentPlot());
    QCOMPARE(window.visiblePlot()->parentWidget()->objectName(), QStringLiteral("egressChart"));
    for (const char* name : {"egress.png", "egress.pdf"}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QVERIFY(window.exportVisibleChart(path));
        QVERIFY(QFileInfo(path).size() > 1000);
    }
    QCOMPARE(QImage(dir.filePath(QStringLiteral("egress.png"))).isNull(), false);
    // On the Hardware tab: the roofline.
    QVERIFY(window.showView(QStringLiteral("hardware")));
    QVERIFY(window.visiblePlot());
    QVERIFY(window.visiblePlot() != window.compareView()->currentPlot());
}

void TestPlots::existingChartsReadTheSame_data()
{
    QTest::addColumn<QString>("example");
    for (const char* example : kExamples)
        QTest::newRow(example) << QString::fromLatin1(example);
}

// The charts that were there before the Compare tab (roofline, memory and step breakdowns,
// latency-throughput, cash flow) draw through the same widget: human ticks, none twice, units.
void TestPlots::existingChartsReadTheSame()
{
    QFETCH(QString, example);
    MainWindow window;
    window.setCatalog(loadCatalog(QString()));
    QVERIFY(window.openProject(examplePath(example)));
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRegularExpression withUnit(QStringLiteral("\\S.*\\(\\S.*\\)$"));
    int checked = 0;
    const auto checkVisible = [&](const QString& where) {
        for (PlotWidget* plot : window.findChildren<PlotWidget*>()) {
            if (!plot->isVisible() || plot->seriesCount() + plot->barSetCount() == 0)
                continue;
            plot->replotNow();
            QList<Qt::Orientation> axes = {Qt::Horizontal};
            if (plot->barCategories().isEmpty())
                axes << Qt::Vertical;
            for (Qt::Orientation axis : axes) {
                const QString title = plot->axisTitle(axis);
                QVERIFY2(withUnit.match(title).hasMatch(),
                         qPrintable(where + QStringLiteral(": ") + title));
                const QStringList ticks = plot->tickLabels(axis);
                QStringList unique = ticks;
                unique.removeDuplicates();
                QVERIFY2(
                    unique.size() == ticks.size(),
                    qPrintable(where + QStringLiteral(": ") + ticks.join(QStringLiteral(" | "))));
                for (const QString& t : ticks)
                    QVERIFY2(!t.contains(QLatin1Char('e')) && !t.contains(QChar(0x00B7)),
                             qPrintable(t));
            }
            ++checked;
        }
    };
    QVERIFY(window.showView(QStringLiteral("hardware")));
    checkVisible(QStringLiteral("hardware"));
    QVERIFY(window.showView(QStringLiteral("scenarios")));
    for (int row = 0; row < window.document()->scenarioCount(); ++row) {
        window.scenarioPanel()->selectRow(row);
        checkVisible(QStringLiteral("scenario %1").arg(row));
    }
    QVERIFY(checked >= 2);
}

void TestPlots::screenshots()
{
    const QString dir = qEnvironmentVariable("ACCELPLAN_PLOT_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("set ACCELPLAN_PLOT_SCREENSHOTS=<dir> to write the screenshots");
    QDir().mkpath(dir);
    MainWindow window;
    window.setCatalog(loadCatalog(QString()));
    // One example per plot where it applies: training plots from the checkpoint example,
    // serving and placement plots from where-to-run.
    const struct {
        const char* plot;
        const char* example;
        int row;
    } shots[] = {{"costBreakdownChart", "where-to-run", 0},
                 {"buyVsRentChart", "where-to-run", 0},
                 {"userLatencyChart", "where-to-run", 0},
                 {"storageBandwidthChart", "checkpoint-stall-cost", 2},
                 {"egressChart", "where-to-run", 0}};
    for (const auto& shot : shots) {
        QVERIFY(window.openProject(examplePath(QString::fromLatin1(shot.example))));
        QVERIFY(window.showView(QStringLiteral("compare")));
        window.compareView()->setPlotScenario(shot.row);
        QVERIFY(window.compareView()->showPlot(QString::fromLatin1(shot.plot)));
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTest::qWait(50);
            window.compareView()->currentPlot()->replotNow();
            const QString path = QStringLiteral("%1/%2-%3x%4.png")
                                     .arg(dir, QString::fromLatin1(shot.plot))
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY(window.grab().save(path));
        }
    }
}

QTEST_MAIN(TestPlots)
#include "tst_plots.moc"
