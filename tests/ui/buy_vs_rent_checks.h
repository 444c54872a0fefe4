#pragma once

// The buy-vs-rent chart as a user reads it, for the tests that pose "buy or rent?": read from
// the widget, not from the core.
#include "plot/plot_widget.h"

#include <QStringList>
#include <QTest>

#include <cmath>

namespace ap::test {

// The chart drawn for one option of a buy-or-rent pair: two lines, this option's ending at its
// total in the tables (`ownTotal`) and the other's at its own (`otherTotal`), the legend naming
// the other option (`otherName`), and one break-even mark where the lines cross: the bought
// side (`ownBought`: this option) dearer the month before and no dearer from that month on.
// Sets `month` to the marked month; check QTest::currentTestFailed() after the call.
inline void checkBuyVsRentChart(const PlotWidget& plot, double ownTotal, double otherTotal,
                                const QString& otherName, bool ownBought, int* month)
{
    QCOMPARE(plot.seriesCount(), 2);
    const auto& own = plot.series(0).y;
    const auto& other = plot.series(1).y;
    QVERIFY2(std::abs(own.back() - ownTotal) <= 1e-9 * ownTotal,
             qPrintable(QStringLiteral("%1 vs %2").arg(own.back()).arg(ownTotal)));
    QVERIFY2(std::abs(other.back() - otherTotal) <= 1e-9 * otherTotal,
             qPrintable(QStringLiteral("%1 vs %2").arg(other.back()).arg(otherTotal)));
    const QString legend = plot.legendTexts().join(QLatin1Char('|'));
    QVERIFY2(legend.contains(otherName), qPrintable(legend));
    QCOMPARE(plot.verticalLines().size(), qsizetype(1));
    const int m = int(plot.verticalLines().front());
    const auto& buy = ownBought ? own : other;
    const auto& rent = ownBought ? other : own;
    QVERIFY(m > 1 && m <= buy.size());
    QVERIFY(buy[0] > rent[0]);
    QVERIFY(buy[m - 1] <= rent[m - 1] * (1 + 1e-12));
    QVERIFY(buy[m - 2] > rent[m - 2]);
    *month = m;
}

} // namespace ap::test
