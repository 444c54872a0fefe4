// The Compare tab's plots over every bundled example: each plot has data for every scenario it
// applies to (and is disabled for the others), every axis has a title with its unit that is
// not cut off, and no two tick labels on an axis read the same. Driven through the real
// CompareView; the Recommendation tab's charts (Pareto, tornado, Monte Carlo) likewise after a
// search.
//
// With ACCELPLAN_PLOT_SCREENSHOTS=<dir> set, screenshots() also writes the main window with
// each plot shown at 1280x800 and 1920x1080 (docs/images comes from there, through pngquant).
#include "catalog/catalog_load.h"
#include "charts/buy_vs_rent_chart.h"
#include "charts/cost_breakdown_chart.h"
#include "charts/egress_chart.h"
#include "charts/latency_batch_chart.h"
#include "charts/latency_throughput_chart.h"
#include "charts/network_share_chart.h"
#include "charts/storage_bandwidth_chart.h"
#include "charts/user_latency_chart.h"
#include "compare/compare_view.h"
#include "document/project_document.h"
#include "perf/chart_series.h"
#include "perf/scenario_figures.h"
#include "plot/plot_widget.h"

#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "recommend/monte_carlo_chart.h"
#include "recommend/pareto_chart.h"
#include "recommend/recommendation_panel.h"
#include "recommend/tornado_chart.h"
#include "test_paths.h"
#include "window/main_window.h"
#include <qcustomplot.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ap;

namespace {

const char* const kPlots[] = {"costBreakdownChart",    "buyVsRentChart", "userLatencyChart",
                              "storageBandwidthChart", "egressChart",    "latencyBatchChart",
                              "networkShareChart"};
// Plots of all the compared scenarios at once (the others show the scenario under "Plots for").
const char* const kAllCompared[] = {"costBreakdownChart", "latencyBatchChart", "networkShareChart"};
const char* const kExamples[] = {"getting-started", "where-to-run", "checkpoint-stall-cost",
                                 "eu-serving", "edge-factory"};

QString examplePath(const QString& name)
{
    return testSource("/data/examples/%1.accelplan").arg(name);
}

// Does the core give this plot data for this scenario?
bool applies(const QString& plot, const ScenarioModel& model, int row)
{
    const Scenario& s = model.document()->scenario(row);
    const ScenarioResult& r = model.result(row);
    if (plot == QLatin1String("latencyBatchChart")) {
        const auto w = latencyBatchSweep(s, r, model.document()->data());
        return w && !w->points.empty();
    }
    if (plot == QLatin1String("networkShareChart")) {
        const auto p = requestLatencyParts(s, r);
        return p && p->totalSec() > 0;
    }
    if (plot == QLatin1String("costBreakdownChart"))
        return !costBreakdown(r).empty();
    if (plot == QLatin1String("buyVsRentChart"))
        return buyVsRent(s, r, model.document()->data()).has_value();
    if (plot == QLatin1String("userLatencyChart"))
        return userLatencySweep(s, r, model.document()->data().sites()).has_value();
    if (plot == QLatin1String("storageBandwidthChart"))
        return storageSweep(s, r, model.document()->data()).has_value();
    return egressSweep(s, r, model.document()->data()).has_value();
}

// Shows `plot` at `size`, draws it and gives its first text item (a line's label) and the
// QCustomPlot it is drawn on; nothing where it has none.
std::pair<QCPItemText*, QCustomPlot*> shownLabel(PlotWidget& plot, QSize size)
{
    plot.resize(size);
    plot.show();
    if (!QTest::qWaitForWindowExposed(&plot))
        return {nullptr, nullptr};
    plot.replotNow();
    auto* custom = plot.findChild<QCustomPlot*>();
    if (!custom)
        return {nullptr, nullptr};
    for (int i = 0; i < custom->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPItemText*>(custom->item(i)))
            return {item, custom};
    return {nullptr, custom};
}

// A plot of one straight line from (0, 0) to (xMax, yEnd), shown over 0..xMax x 0..100: room
// for the line labels a test adds.
void setUpLine(PlotWidget& plot, const QString& xTitle, double xMax, double yEnd)
{
    plot.setXAxis(xTitle, QStringLiteral("ms"), PlotWidget::Scale::Linear);
    plot.setYAxis(QStringLiteral("Output"), QStringLiteral("tokens/s"), PlotWidget::Scale::Linear);
    PlotSeries s;
    s.name = QStringLiteral("line");
    s.x = {0, xMax};
    s.y = {0, yEnd};
    plot.addSeries(s);
    plot.setHomeRange(0, xMax, 0, 100);
}

} // namespace

class TestPlots : public QObject {
    Q_OBJECT
private slots:
    void plotHasDataUnitsAndDistinctTicks_data();
    void plotHasDataUnitsAndDistinctTicks();
    void everyPlotAppliesSomewhere();
    void exportChartSavesTheVisibleChart();
    void recommendationChartsHaveData_data();
    void recommendationChartsHaveData();
    void existingChartsReadTheSame_data();
    void existingChartsReadTheSame();
    void screenshots();
    void pointLabelsDoNotOverlap();
    void verticalLineLabelStaysInside();
    void stackedBarsStackInEveryCategory();
    void longLineLabelWrapsInside();
    void lineLabelKeepsOffTheMarkers();
    void objectiveLabelsKeepOffEachOther();
    void pointLabelKeepsOffTheMarkers();
    void aLookRightAfterAChangeShowsIt();
    void paretoLabelWritesTheCountInTheLocale();
    void scenarioMarkerInsideTheLatencyChart_data();
    void scenarioMarkerInsideTheLatencyChart();
    void layoutProblemsNameWhatIsCut();
    void emptyChartSaysWhy();
};

// Two labels at one point (two devices' ridge points at nearly the same intensity and peak,
// "247" and "295" on the roofline) are drawn apart, each still anchored at its point.
void TestPlots::pointLabelsDoNotOverlap()
{
    PlotWidget plot;
    plot.setXAxis(QStringLiteral("Intensity"), QStringLiteral("FLOP/byte"), PlotWidget::Scale::Log);
    plot.setYAxis(QStringLiteral("Performance"), QStringLiteral("TFLOP/s"), PlotWidget::Scale::Log);
    PlotSeries s;
    s.name = QStringLiteral("line");
    s.x = {1, 1000};
    s.y = {1, 1000};
    plot.addSeries(s);
    plot.setHomeRange(1, 1000, 1, 1000);
    plot.addLabel(QStringLiteral("295"), 100, 100, Qt::blue);
    plot.addLabel(QStringLiteral("247"), 100, 100, Qt::red);
    plot.addLabel(QStringLiteral("166"), 100, 100, Qt::darkYellow);
    plot.resize(600, 400);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    auto* custom = plot.findChild<QCustomPlot*>();
    QVERIFY(custom);
    custom->replot();
    std::vector<QRectF> texts;
    for (int i = 0; i < custom->itemCount(); ++i) {
        auto* item = qobject_cast<QCPItemText*>(custom->item(i));
        if (!item)
            continue;
        QCOMPARE(item->position->coords(), QPointF(100, 100));
        const QMargins pad = item->padding();
        texts.push_back(QRectF(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition())
                            .adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom()));
    }
    QCOMPARE(int(texts.size()), 3);
    for (size_t a = 0; a < texts.size(); ++a)
        for (size_t b = a + 1; b < texts.size(); ++b)
            QVERIFY2(!texts[a].intersects(texts[b]),
                     qPrintable(QStringLiteral("label %1 meets label %2").arg(a).arg(b)));
}

// An objective line near the right end of the axis, labelled to its right, would be clipped
// ("Objec..." in the latency chart of a disaggregated scenario): its label goes to the left.
// Stacked bars stack in every category (#25: the keys, which run downwards, were handed to
// QCustomPlot as sorted, so its search for the bar below missed the outer categories and
// their second set was drawn from zero over the first: Compare's network-share chart hid the
// TTFT of two of three scenarios behind their decoding).
void TestPlots::stackedBarsStackInEveryCategory()
{
    PlotWidget plot;
    plot.setXAxis(QStringLiteral("Latency"), QStringLiteral("ms"), PlotWidget::Scale::Linear);
    plot.setYAxis(QStringLiteral("Scenario"), QString(), PlotWidget::Scale::Linear);
    plot.setBarCategories(
        {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")});
    plot.addStackedBars({QStringLiteral("first"), {1, 1, 1, 1}, QColor(Qt::red), {}});
    plot.addStackedBars({QStringLiteral("second"), {2, 2, 2, 2}, QColor(Qt::blue), {}});
    plot.setHomeRange(0, 4, 0.4, 4.6);
    plot.resize(500, 300);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    auto* custom = plot.findChild<QCustomPlot*>();
    QVERIFY(custom);
    custom->replot();
    const QImage image = custom->toPixmap().toImage();
    for (int key = 1; key <= 4; ++key) {
        const int y = qRound(custom->yAxis->coordToPixel(key));
        QCOMPARE(image.pixelColor(qRound(custom->xAxis->coordToPixel(0.5)), y), QColor(Qt::red));
        QCOMPARE(image.pixelColor(qRound(custom->xAxis->coordToPixel(2.0)), y), QColor(Qt::blue));
    }
}

void TestPlots::verticalLineLabelStaysInside()
{
    PlotWidget plot;
    setUpLine(plot, QStringLiteral("TPOT"), 100, 100);
    plot.addVerticalLine(95, QStringLiteral("TPOT objective 30 ms"), Qt::red, LineStyle::Dashed,
                         Qt::AlignRight);
    plot.addVerticalLine(5, QStringLiteral("TTFT objective 400 ms"), Qt::red, LineStyle::Dashed,
                         Qt::AlignLeft);
    plot.resize(500, 300);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    auto* custom = plot.findChild<QCustomPlot*>();
    QVERIFY(custom);
    custom->replot();
    const QRect area = custom->axisRect()->rect();
    int labels = 0;
    for (int i = 0; i < custom->itemCount(); ++i) {
        auto* item = qobject_cast<QCPItemText*>(custom->item(i));
        if (!item)
            continue;
        ++labels;
        const QRectF box(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition());
        QVERIFY2(box.left() >= area.left() && box.right() <= area.right() + 1,
                 qPrintable(QStringLiteral("%1 runs past the plot").arg(item->text())));
    }
    QCOMPARE(labels, 2);
}

// A line label wider than the room on either side of its line (the German break-even label on
// the narrow Compare chart, "ab 4,31 TB/Monat die Rechenleistung verlagern") breaks at its
// spaces into lines that fit beside the line, and reads back whole.
void TestPlots::longLineLabelWrapsInside()
{
    PlotWidget plot;
    plot.setXAxis(QStringLiteral("Sent"), QStringLiteral("TB/month"), PlotWidget::Scale::Linear);
    plot.setYAxis(QStringLiteral("Bill"), QStringLiteral("USD"), PlotWidget::Scale::Linear);
    PlotSeries s;
    s.name = QStringLiteral("line");
    s.x = {0, 100};
    s.y = {0, 100};
    plot.addSeries(s);
    plot.setHomeRange(0, 100, 0, 100);
    const QString text = QStringLiteral("ab 4,31 TB/Monat die Rechenleistung verlagern");
    plot.addVerticalLine(55, text, Qt::red, LineStyle::Dashed, Qt::AlignRight);
    const auto [item, custom] = shownLabel(plot, QSize(360, 260));
    QVERIFY(item);
    QVERIFY2(item->text().contains(QLatin1Char('\n')), qPrintable(item->text()));
    const QRect area = custom->axisRect()->rect();
    const QRectF box(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition());
    QVERIFY2(box.left() >= area.left() && box.right() <= area.right() + 1,
             qPrintable(QStringLiteral("%1 runs past the plot").arg(item->text())));
    QCOMPARE(plot.labelTexts(), QStringList{text});
    QVERIFY2(plot.layoutProblems().isEmpty(), qPrintable(plot.layoutProblems().join(u'\n')));
    // Wide enough again, the label is one line.
    plot.resize(1200, 400);
    plot.replotNow();
    QCOMPARE(item->text(), text);
}

// An objective's label beside the data's markers ("TPOT-Ziel 200 ms" drawn over the batch
// sweep's points at the top of the German latency chart) moves down its line to where it
// covers none: its text's box meets no marker's square, and the layout names no problem. With
// no marker near the top it stays there.
void TestPlots::lineLabelKeepsOffTheMarkers()
{
    PlotWidget plot;
    plot.setXAxis(QStringLiteral("TPOT"), QStringLiteral("ms"), PlotWidget::Scale::Linear);
    plot.setYAxis(QStringLiteral("Output"), QStringLiteral("tokens/s"), PlotWidget::Scale::Linear);
    PlotSeries sweep;
    sweep.name = QStringLiteral("Batch sweep");
    sweep.marker = MarkerShape::Circle;
    sweep.markerSize = 6;
    // Markers crowd the top of the plot on both sides of the line at 200.
    for (double x = 150; x <= 260; x += 5) {
        sweep.x << x;
        sweep.y << 92 + (x - 150) / 110 * 8;
    }
    const int series = plot.addSeries(sweep);
    plot.setHomeRange(0, 300, 0, 100);
    plot.addVerticalLine(200, QStringLiteral("TPOT-Ziel 200 ms"), Qt::red, LineStyle::Dashed,
                         Qt::AlignRight);
    const auto [item, custom] = shownLabel(plot, QSize(640, 360));
    QVERIFY(item);
    const auto textBox = [item] {
        const QMargins pad = item->padding();
        return QRectF(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition())
            .adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom());
    };
    const auto markerMet = [&] {
        const QRectF box = textBox();
        for (const QPointF& p : plot.plottedPoints(series)) {
            const QPointF at = custom->graph(0)->coordsToPixels(p.x(), p.y());
            const double r = sweep.markerSize / 2.0;
            if (box.intersects(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)))
                return true;
        }
        return false;
    };
    QVERIFY2(!markerMet(), qPrintable(QStringLiteral("'%1' at (%2, %3) covers a marker")
                                          .arg(item->text())
                                          .arg(textBox().left())
                                          .arg(textBox().top())));
    const QRect area = custom->axisRect()->rect();
    QVERIFY(QRectF(area).adjusted(-0.5, -0.5, 1.5, 1.5).contains(textBox()));
    QVERIFY(textBox().top() > area.top() + 10); // it moved down
    QVERIFY2(plot.layoutProblems().isEmpty(), qPrintable(plot.layoutProblems().join(u'\n')));

    // The same line over data far below the top: the label stays at the top.
    PlotWidget low;
    low.setXAxis(QStringLiteral("TPOT"), QStringLiteral("ms"), PlotWidget::Scale::Linear);
    low.setYAxis(QStringLiteral("Output"), QStringLiteral("tokens/s"), PlotWidget::Scale::Linear);
    PlotSeries bottom = sweep;
    for (double& y : bottom.y)
        y -= 80;
    low.addSeries(bottom);
    low.setHomeRange(0, 300, 0, 100);
    low.addVerticalLine(200, QStringLiteral("TPOT-Ziel 200 ms"), Qt::red, LineStyle::Dashed,
                        Qt::AlignRight);
    const auto [top, lowPlot] = shownLabel(low, QSize(640, 360));
    QVERIFY(top);
    QCOMPARE(top->topLeft->pixelPosition().y(), double(lowPlot->axisRect()->rect().top()));
}

// Two objectives close together (a TTFT and a TPOT objective of 200 and 210 ms on one axis)
// drew their labels over each other: the second goes down its line to where it meets none,
// and a point's label keeps off both. The layout check names labels drawn over each other
// (the layout test fails on them in every language).
void TestPlots::objectiveLabelsKeepOffEachOther()
{
    PlotWidget plot;
    setUpLine(plot, QStringLiteral("Latency"), 300, 10);
    plot.addVerticalLine(200, QStringLiteral("TTFT objective 200 ms"), Qt::red, LineStyle::Dashed,
                         Qt::AlignRight);
    plot.addVerticalLine(210, QStringLiteral("TPOT objective 210 ms"), Qt::red, LineStyle::Dashed,
                         Qt::AlignRight);
    plot.addLabel(QStringLiteral("Recommended: 8 x H100"), 212, 92, Qt::black,
                  Qt::AlignLeft | Qt::AlignTop);
    const auto [first, custom] = shownLabel(plot, QSize(640, 360));
    QVERIFY(first);
    std::vector<QRectF> texts;
    for (int i = 0; i < custom->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPItemText*>(custom->item(i))) {
            const QMargins pad = item->padding();
            texts.push_back(
                QRectF(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition())
                    .adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom()));
        }
    QCOMPARE(texts.size(), size_t(3));
    for (size_t a = 0; a < texts.size(); ++a)
        for (size_t b = a + 1; b < texts.size(); ++b)
            QVERIFY2(!texts[a].intersects(texts[b]),
                     qPrintable(QStringLiteral("label %1 meets label %2").arg(a).arg(b)));
    QVERIFY2(plot.layoutProblems().isEmpty(), qPrintable(plot.layoutProblems().join(u'\n')));

    // Where no place is free (a plot too short for both), the check names the pair.
    plot.resize(640, 90);
    plot.replotNow();
    const QString problems = plot.layoutProblems().join(u'\n');
    QVERIFY2(problems.contains(QStringLiteral("overlap")), qPrintable(problems));
}

// A look at the window right after a chart changed (a grab before the event loop ran: the
// journey's end grabbed as its search finished, a screenshot) shows the new chart, not the
// one before: the French EU journey's Pareto chart was grabbed as its empty "Nothing to plot"
// from before the search, its replot still queued (#25).
void TestPlots::aLookRightAfterAChangeShowsIt()
{
    PlotWidget plot;
    plot.setXAxis(QStringLiteral("Cost"), QStringLiteral("USD"), PlotWidget::Scale::Linear);
    plot.setYAxis(QStringLiteral("TTFT"), QStringLiteral("s"), PlotWidget::Scale::Linear);
    plot.resize(480, 320);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.replot();
    QTest::qWait(20);
    QVERIFY(plot.showsEmptyNote());
    const QImage empty = plot.grab().toImage();

    PlotSeries s;
    s.name = QStringLiteral("Ranked candidates");
    s.line = LineStyle::None;
    s.marker = MarkerShape::Square;
    s.markerSize = 12;
    s.x = {20, 50, 80};
    s.y = {80, 50, 20};
    plot.addSeries(s);
    plot.setHomeRange(0, 100, 0, 100);
    plot.replot();
    // No event loop between the change and the look.
    const QImage first = plot.grab().toImage();
    QTest::qWait(50); // the queued replot, as the event loop runs it
    const QImage settled = plot.grab().toImage();
    QVERIFY(settled != empty);
    QVERIFY2(first == settled, "the grab right after the change drew the chart before it");
}

// The Pareto chart's "Recommended: 1.024 × intel-gaudi3" writes the count as the explanation
// beside it does, in the locale's digits: it read "1024" beside "1.024" in German and
// "1 024" in French (getting-started's winner, #25).
void TestPlots::paretoLabelWritesTheCountInTheLocale()
{
    Candidate c;
    c.deviceId = "intel-gaudi3";
    c.count = 1024;
    c.objectives[size_t(Objective::Cost)] = 166315;
    c.objectives[size_t(Objective::Time)] = 4.96 * 86400;
    Recommendation r;
    r.workloadKind = "training";
    r.objective = Objective::Cost;
    r.paretoObjectives = {Objective::Cost, Objective::Time};
    r.ranked = {c};
    r.pareto = {c};
    const QLocale before;
    for (const QLocale& locale :
         {QLocale(QLocale::German, QLocale::Germany), QLocale(QLocale::French, QLocale::France),
          QLocale(QLocale::English, QLocale::UnitedStates)}) {
        QLocale::setDefault(locale);
        ParetoChart chart;
        chart.setRecommendation(r);
        const QStringList labels = chart.plot()->labelTexts();
        QVERIFY2(labels.size() == 1 && labels.front().contains(locale.toString(1024)) &&
                     labels.front().contains(QStringLiteral("intel-gaudi3")),
                 qPrintable(labels.join(u'|')));
    }
    QLocale::setDefault(before);
}

// The scenario's operating point on the latency-vs-throughput chart is drawn whole inside the
// plot, its marker and the TPOT objective's label: a scenario at 9.81k tokens/s (wan-down's copy
// in German, 1280x800) sat on the top edge of a 100..10k axis, its diamond half cut (#25).
void TestPlots::scenarioMarkerInsideTheLatencyChart_data()
{
    QTest::addColumn<double>("topTokensPerSec"); // the highest point: the scenario's
    QTest::addColumn<double>("lowTokensPerSec"); // the lowest: batch 1
    QTest::newRow("just under a decade") << 9810.0 << 180.0;
    QTest::newRow("on a decade") << 10000.0 << 100.0;
    QTest::newRow("just over a decade") << 1020.0 << 11.0;
    QTest::newRow("mid decade") << 4200.0 << 130.0;
}

void TestPlots::scenarioMarkerInsideTheLatencyChart()
{
    QFETCH(double, topTokensPerSec);
    QFETCH(double, lowTokensPerSec);
    // A batch sweep from batch 1 to 849 rising to the top, TPOT 10 to 86 ms, as the details
    // draw it for a served Llama 3.1 8B on one H100.
    std::vector<BatchSweepPoint> sweep;
    const int points = 12;
    for (int i = 0; i < points; ++i) {
        const double f = double(i) / (points - 1);
        BatchSweepPoint p;
        p.batch = std::round(std::pow(849.0, f));
        p.tpotSec = (10 + 76 * f) * 1e-3;
        p.outputTokensPerSec = lowTokensPerSec * std::pow(topTokensPerSec / lowTokensPerSec, f);
        p.ttftSec = 0.05;
        sweep.push_back(p);
    }
    const ChartInfo* info = chartInfo(ChartKind::LatencyThroughput);
    QVERIFY(info && !info->series.empty());
    ChartSeriesSet chosen;
    chosen.info = info;
    chosen.options = {0};
    chosen.batch = {sweep.back().batch};
    chosen.series = {ChartSeriesValues{
        &info->series[0], {sweep.back().tpotSec}, {sweep.back().outputTokensPerSec}}};
    LatencyThroughputChart chart;
    chart.setSweep(sweep, chosen, 0.2);
    // The details' chart at 1280x800 (about 460 x 230 px).
    chart.resize(460, 230);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.plot()->replotNow();
    auto* custom = chart.plot()->findChild<QCustomPlot*>();
    QVERIFY(custom);
    const QRectF area = custom->axisRect()->rect();
    QVERIFY(chart.chosenPoint());
    int markers = 0;
    for (int g = 0; g < custom->graphCount(); ++g) {
        const QCPGraph* graph = custom->graph(g);
        const double r = graph->scatterStyle().size() / 2.0;
        if (graph->scatterStyle().isNone())
            continue;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            const QPointF at = graph->coordsToPixels(it->key, it->value);
            ++markers;
            QVERIFY2(area.adjusted(-0.5, -0.5, 0.5, 0.5)
                         .contains(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)),
                     qPrintable(QStringLiteral("marker at (%1 ms, %2 tokens/s) reaches past the "
                                               "plot: (%3, %4) r %5 in %6,%7 %8x%9")
                                    .arg(it->key)
                                    .arg(it->value)
                                    .arg(at.x())
                                    .arg(at.y())
                                    .arg(r)
                                    .arg(area.left())
                                    .arg(area.top())
                                    .arg(area.width())
                                    .arg(area.height())));
        }
    }
    QCOMPARE(markers, points + 1);
    QVERIFY2(chart.plot()->layoutProblems().isEmpty(),
             qPrintable(chart.plot()->layoutProblems().join(u'\n')));
}

// A point's label covers no marker: the Pareto chart's "Recommended: 256 x nvidia-gb200-nvl72"
// was drawn over the candidates around its star (getting-started, every language), because
// point labels kept off other labels only. It moves to the nearest free place (a line to its
// point when apart from it), its anchor still on the point; where no place is free, the layout
// test is told.
void TestPlots::pointLabelKeepsOffTheMarkers()
{
    const auto build = [](PlotWidget& plot, double spacing) {
        plot.setXAxis(QStringLiteral("Cost"), QStringLiteral("USD"), PlotWidget::Scale::Linear);
        plot.setYAxis(QStringLiteral("TTFT"), QStringLiteral("s"), PlotWidget::Scale::Linear);
        PlotSeries ranked;
        ranked.name = QStringLiteral("Ranked candidates");
        ranked.line = LineStyle::None;
        ranked.marker = MarkerShape::Circle;
        ranked.markerSize = 7;
        // Candidates crowd the label's own side of the star (above and to its right).
        for (double x = 50; x <= 100; x += spacing)
            for (double y = 50; y <= 100; y += spacing) {
                ranked.x << x;
                ranked.y << y;
            }
        plot.addSeries(ranked);
        PlotSeries winner;
        winner.name = QStringLiteral("Recommended");
        winner.line = LineStyle::None;
        winner.marker = MarkerShape::Star;
        winner.markerSize = 14;
        winner.x = {50};
        winner.y = {50};
        plot.addSeries(winner);
        plot.setHomeRange(0, 100, 0, 100);
        plot.addLabel(QStringLiteral("Recommended: 256 × nvidia-gb200-nvl72"), 50, 50, Qt::red,
                      Qt::AlignLeft | Qt::AlignBottom);
    };
    PlotWidget plot;
    build(plot, 4);
    const auto [item, custom] = shownLabel(plot, QSize(640, 400));
    QVERIFY(item);
    QCOMPARE(item->position->coords(), QPointF(50, 50));
    const QMargins pad = item->padding();
    const QRectF text = QRectF(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition())
                            .adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom());
    for (int g = 0; g < custom->graphCount(); ++g) {
        const QCPGraph* graph = custom->graph(g);
        const double r = graph->scatterStyle().size() / 2.0;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            const QPointF at = graph->coordsToPixels(it->key, it->value);
            QVERIFY2(!text.intersects(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)),
                     qPrintable(QStringLiteral("'%1' at (%2, %3) covers the marker at (%4, %5)")
                                    .arg(item->text())
                                    .arg(text.left())
                                    .arg(text.top())
                                    .arg(it->key)
                                    .arg(it->value)));
        }
    }
    QVERIFY(QRectF(custom->axisRect()->rect()).adjusted(-0.5, -0.5, 1.5, 1.5).contains(text));
    QVERIFY2(plot.layoutProblems().isEmpty(), qPrintable(plot.layoutProblems().join(u'\n')));

    // Markers everywhere: no free place, and the layout test hears of it.
    PlotWidget crowded;
    build(crowded, 2);
    PlotSeries rest;
    rest.name = QStringLiteral("More");
    rest.line = LineStyle::None;
    rest.marker = MarkerShape::Circle;
    rest.markerSize = 7;
    for (double x = 0; x <= 100; x += 2)
        for (double y = 0; y <= 100; y += 2) {
            rest.x << x;
            rest.y << y;
        }
    crowded.addSeries(rest);
    QVERIFY(shownLabel(crowded, QSize(640, 400)).first);
    QVERIFY2(crowded.layoutProblems().join(u'\n').contains(u"drawn over the data's markers"),
             qPrintable(crowded.layoutProblems().join(u'\n')));
}

// What the layout test reads: a point label cut by the plot's edge and tick labels drawn over
// each other are named; a chart with room has none.
void TestPlots::layoutProblemsNameWhatIsCut()
{
    PlotWidget plot;
    plot.setXAxis(QStringLiteral("Step"), QStringLiteral("s"), PlotWidget::Scale::Linear);
    plot.setYAxis(QStringLiteral("Share"), QStringLiteral("%"), PlotWidget::Scale::Linear);
    PlotSeries s;
    s.name = QStringLiteral("line");
    s.x = {0, 100};
    s.y = {0, 100};
    plot.addSeries(s);
    plot.setHomeRange(0, 100, 0, 100);
    plot.resize(600, 400);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.replotNow();
    QVERIFY2(plot.layoutProblems().isEmpty(), qPrintable(plot.layoutProblems().join(u'\n')));
    // A label wider than the plot (a label that fits goes to where it is whole).
    plot.addLabel(QStringLiteral("a label past the edge, longer than the whole plot is wide, "
                                 "which no place around its point shows whole"),
                  99, 50, Qt::blue, Qt::AlignLeft | Qt::AlignVCenter);
    plot.replotNow();
    QVERIFY2(plot.layoutProblems().join(u'\n').contains(u"which no place around its point "
                                                        u"shows whole' is cut"),
             qPrintable(plot.layoutProblems().join(u'\n')));
    // Tick labels wider than their spacing ("02.557.5101215" on a German axis).
    auto* custom = plot.findChild<QCustomPlot*>();
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i <= 10; ++i)
        ticker->addTick(i * 10.0, QStringLiteral("1,234,567.8"));
    custom->xAxis->setTicker(ticker);
    plot.replotNow();
    QVERIFY2(plot.layoutProblems().join(u'\n').contains(u"x tick labels"),
             qPrintable(plot.layoutProblems().join(u'\n')));
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
        if (std::find_if(std::begin(kAllCompared), std::end(kAllCompared), [&](const char* p) {
                return plot == QLatin1String(p);
            }) != std::end(kAllCompared)) {
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
        else if (auto* c = qobject_cast<LatencyBatchChart*>(chart))
            chartHasData = c->hasData();
        else if (auto* c = qobject_cast<NetworkShareChart*>(chart))
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
            QVERIFY2(plotWidget->axisTitleFits(axis),
                     qPrintable(where + QStringLiteral(": ") + plotWidget->axisTitle(axis)));
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
    for (const char* name : {"egress.png", "egress.pdf", "egress.svg"}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QVERIFY(window.exportVisibleChart(path));
        QVERIFY(QFileInfo(path).size() > 1000);
    }
    QCOMPARE(QImage(dir.filePath(QStringLiteral("egress.png"))).isNull(), false);
    QFile pdf(dir.filePath(QStringLiteral("egress.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    // SVG: an XML document with the chart's text (vector, not a picture of it).
    QFile svg(dir.filePath(QStringLiteral("egress.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray svgText = svg.readAll();
    QVERIFY(svgText.startsWith("<?xml"));
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("Egress economics"));
    QVERIFY(svgText.contains("Data sent out per month"));
    // The widget keeps its on-screen size after an export at another size.
    const QSize before = window.visiblePlot()->size();
    QVERIFY(window.visiblePlot()->exportSvg(dir.filePath(QStringLiteral("big.svg")), 1600, 900));
    QCOMPARE(window.visiblePlot()->size(), before);
    // A folder that does not exist: refused, nothing written.
    QVERIFY(!window.visiblePlot()->exportSvg(dir.filePath(QStringLiteral("no/such/x.svg"))));
    // On the Hardware tab: the roofline.
    QVERIFY(window.showView(QStringLiteral("hardware")));
    QVERIFY(window.visiblePlot());
    QVERIFY(window.visiblePlot() != window.compareView()->currentPlot());
}

void TestPlots::recommendationChartsHaveData_data()
{
    QTest::addColumn<QString>("example");
    for (const char* example : kExamples)
        QTest::newRow(example) << QString::fromLatin1(example);
}

// After the first study's search: the Pareto front, the tornado and the Monte Carlo histogram
// have data, titled axes with units (cut off nowhere) and distinct human tick labels; the
// histogram's bars of each option add up to all its samples.
void TestPlots::recommendationChartsHaveData()
{
    QFETCH(QString, example);
    MainWindow window;
    window.setCatalog(loadCatalog(QString()));
    QVERIFY(window.openProject(examplePath(example)));
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.showView(QStringLiteral("recommendation")));
    RecommendationPanel* panel = window.recommendationPanel();
    panel->search();
    QVERIFY(panel->waitForSearch());
    const Recommendation* r = panel->recommendation();
    if (!r || r->ranked.empty())
        QSKIP("the example's first study has no feasible candidate");
    const QRegularExpression withUnit(QStringLiteral("\\S.*\\(\\S.*\\)$"));
    struct Chart {
        const char* name;
        bool expected;
    };
    const Chart charts[] = {
        {"paretoChart", r->ranked.size() > 1},
        {"tornadoChart", !r->tornado.empty()},
        {"monteCarloChart", r->monteCarlo && r->monteCarlo->options.size() > 0}};
    for (const Chart& c : charts) {
        if (!c.expected)
            continue;
        QVERIFY(window.showChart(QString::fromLatin1(c.name)));
        auto* chart = window.findChild<QWidget*>(QString::fromLatin1(c.name));
        QVERIFY(chart && chart->isVisible());
        PlotWidget* plot = chart->findChild<PlotWidget*>();
        QVERIFY(plot);
        plot->replotNow();
        QVERIFY2(plot->seriesCount() + plot->barSetCount() > 0, c.name);
        QList<Qt::Orientation> axes = {Qt::Horizontal};
        if (plot->barCategories().isEmpty())
            axes << Qt::Vertical;
        for (Qt::Orientation axis : axes) {
            const QString title = plot->axisTitle(axis);
            QVERIFY2(withUnit.match(title).hasMatch(), qPrintable(title));
            QVERIFY2(plot->axisTitleFits(axis), qPrintable(title));
            const QStringList ticks = plot->tickLabels(axis);
            QVERIFY2(ticks.size() >= 2, c.name);
            QStringList unique = ticks;
            unique.removeDuplicates();
            QVERIFY2(unique.size() == ticks.size(), qPrintable(ticks.join(QStringLiteral(" | "))));
        }
        if (QLatin1String(c.name) == QLatin1String("monteCarloChart")) {
            // Each option's outline: shares (two points per bin) summing to 100 %.
            QVERIFY(plot->seriesCount() >= 2);
            const PlotSeries& first = plot->series(0);
            double total = 0;
            for (qsizetype i = 0; i < first.y.size(); i += 2)
                total += first.y[i];
            QVERIFY2(std::abs(total - 100.0) < 1e-6, qPrintable(QString::number(total)));
            QVERIFY(first.name.contains(QStringLiteral("P(best of all)")));
        }
    }
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
                QVERIFY2(plot->axisTitleFits(axis),
                         qPrintable(where + QStringLiteral(": cut off: ") + title));
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
    // serving and placement plots from where-to-run and eu-serving, the serving latency plots
    // from getting-started (three served scenarios, one on a CPU).
    const struct {
        const char* view;
        const char* plot;
        const char* example;
        int row;
        const char* file; // docs/images/<file>-WxH.png
    } shots[] = {
        {"compare", "costBreakdownChart", "where-to-run", 0, "compare-cost-breakdown"},
        {"compare", "buyVsRentChart", "where-to-run", 1, "compare-buy-vs-rent"},
        {"compare", "userLatencyChart", "where-to-run", 0, "compare-latency"},
        {"compare", "storageBandwidthChart", "checkpoint-stall-cost", 2,
         "compare-storage-bandwidth"},
        {"compare", "egressChart", "where-to-run", 1, "compare-egress"},
        {"compare", "latencyBatchChart", "getting-started", 3, "compare-ttft-tpot-batch"},
        {"compare", "networkShareChart", "edge-factory", 0, "compare-network-share"},
        {"scenarios", "latencyChart", "eu-serving", 0, "scenarios-latency-throughput"},
        {"recommendation", "paretoChart", "where-to-run", 0, "recommendation-pareto"},
        {"recommendation", "tornadoChart", "where-to-run", 0, "recommendation-tornado"},
        {"recommendation", "monteCarloChart", "getting-started", 0, "recommendation-monte-carlo"}};
    for (const auto& shot : shots) {
        QVERIFY(window.openProject(examplePath(QString::fromLatin1(shot.example))));
        const QString view = QString::fromLatin1(shot.view);
        QVERIFY(window.showView(view));
        if (view == QLatin1String("compare"))
            window.compareView()->setPlotScenario(shot.row);
        if (view == QLatin1String("scenarios"))
            window.scenarioPanel()->selectRow(shot.row);
        if (view == QLatin1String("recommendation")) {
            window.recommendationPanel()->search();
            QVERIFY(window.recommendationPanel()->waitForSearch());
        }
        QVERIFY(window.showChart(QString::fromLatin1(shot.plot)));
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTest::qWait(50);
            for (PlotWidget* plot : window.findChildren<PlotWidget*>())
                if (plot->isVisible())
                    plot->replotNow();
            QTest::qWait(50);
            const QString path = QStringLiteral("%1/%2-%3x%4.png")
                                     .arg(dir, QString::fromLatin1(shot.file))
                                     .arg(size.width())
                                     .arg(size.height());
            QVERIFY(window.grab().save(path));
        }
    }
}

// A chart with nothing to draw says so and why in its middle, rather than empty log axes (the
// Egress chart of a project without placements, shown with `accelplan --plot egressChart`); a
// chart with data has no such note. The latency-vs-batch chart's TTFT is the engine's at the
// site and its legend says it is without the network (the users' TTFT has its own label, #25).
void TestPlots::emptyChartSaysWhy()
{
    MainWindow window;
    window.setCatalog(loadCatalog(QString()));
    QVERIFY(window.openProject(examplePath(QStringLiteral("getting-started"))));
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.showView(QStringLiteral("compare")));
    CompareView* compare = window.compareView();
    QVERIFY(compare->showPlot(QStringLiteral("egressChart")));
    EgressChart* egress = compare->egressChart();
    QVERIFY(!egress->hasData());
    egress->plot()->replotNow();
    QVERIFY(egress->plot()->showsEmptyNote());
    const QString note = egress->plot()->emptyNote();
    QVERIFY2(note.startsWith(PlotWidget::tr("Nothing to plot")) &&
                 note.contains(CompareView::tr("Needs a feasible placement with a site")),
             qPrintable(note));
    QVERIFY(egress->plot()->labelTexts().isEmpty()); // the note is no point label

    QVERIFY(compare->showPlot(QStringLiteral("latencyBatchChart")));
    LatencyBatchChart* batch = compare->latencyBatchChart();
    QVERIFY(batch->hasData());
    batch->plot()->replotNow();
    QVERIFY(!batch->plot()->showsEmptyNote());
    int ttft = 0;
    for (const QString& entry : batch->plot()->legendTexts())
        if (entry.contains(QStringLiteral("TTFT")) &&
            !entry.contains(QStringLiteral("objective"))) {
            QVERIFY2(entry.contains(QStringLiteral("TTFT without the network")), qPrintable(entry));
            ++ttft;
        }
    QVERIFY(ttft > 1); // each served scenario's line and the note (an objective is the engine's)
}

QTEST_MAIN(TestPlots)
#include "tst_plots.moc"
