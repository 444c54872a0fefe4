// The human-number rules every audience shares (CLI text, tables, chart ticks).
#include "common/number_text.h"

#include <QTest>

#include <limits>

using namespace ap;

class TestNumberText : public QObject {
    Q_OBJECT
private slots:
    void human_data();
    void human();
    void usd_data();
    void usd();
    void duration_data();
    void duration();
    void negativeZeroReadsAsZero();
    void availabilityKeepsItsNines();
};

void TestNumberText::human_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("significant");
    QTest::addColumn<QString>("text");
    QTest::newRow("thousands") << 1200.0 << 3 << "1.2k";
    QTest::newRow("ten million") << 1e7 << 3 << "10M";
    QTest::newRow("750 k, not 7.5e5") << 750000.0 << 3 << "750k";
    QTest::newRow("rounds up into the next suffix") << 999960.0 << 3 << "1M";
    QTest::newRow("billions") << 2.5e9 << 3 << "2.5B";
    QTest::newRow("tokens of a pretraining run") << 2e12 << 3 << "2T";
    QTest::newRow("plain") << 3.35 << 3 << "3.35";
    QTest::newRow("small, no exponent") << 0.0042 << 2 << "0.0042";
    QTest::newRow("zero") << 0.0 << 3 << "0";
    QTest::newRow("negative") << -1500.0 << 2 << "-1.5k";
    QTest::newRow("more digits on demand") << 1234.0 << 4 << "1.234k";
    QTest::newRow("not finite") << std::numeric_limits<double>::infinity() << 3 << "—";
}

void TestNumberText::human()
{
    QFETCH(double, value);
    QFETCH(int, significant);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatHuman(value, significant)), text);
}

void TestNumberText::usd_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("millions") << 894.84e6 << "$894.84M";
    QTest::newRow("thousands") << 499e3 << "$499k";
    QTest::newRow("hundreds") << 850.0 << "$850";
    QTest::newRow("cents") << 0.922 << "$0.922";
    QTest::newRow("billions") << 1.2e9 << "$1.20B";
}

void TestNumberText::usd()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatUsd(value)), text);
}

void TestNumberText::duration_data()
{
    QTest::addColumn<double>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("GPT-3 on A100, ideal") << 31.1 * 86400 << "31.1 days";
    QTest::newRow("hours") << 28.2 * 3600 << "28.2 h";
    QTest::newRow("minutes, not 1.07e+03 s") << 1070.0 << "17.8 min";
    QTest::newRow("seconds") << 28.0 << "28 s";
    QTest::newRow("milliseconds") << 0.0493 << "49.3 ms";
    QTest::newRow("never") << std::numeric_limits<double>::infinity() << "never";
}

void TestNumberText::duration()
{
    QFETCH(double, seconds);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatDuration(seconds)), text);
}

// -0.0 and small negatives rounded to no digits print as zero in every form (#29: "-0.000 %").
void TestNumberText::negativeZeroReadsAsZero()
{
    QCOMPARE(QString::fromStdString(formatNumber(-0.0, "%.3f")), QStringLiteral("0.000"));
    QCOMPARE(QString::fromStdString(formatNumber(-0.0001, "%.3f")), QStringLiteral("0.000"));
    QCOMPARE(QString::fromStdString(formatNumber(-0.0, "%.3g")), QStringLiteral("0"));
    QCOMPARE(QString::fromStdString(formatPercent(-0.0)), QStringLiteral("0%"));
    // A real negative keeps its sign.
    QCOMPARE(QString::fromStdString(formatNumber(-0.002, "%.3f")), QStringLiteral("-0.002"));
    QCOMPARE(QString::fromStdString(formatNumber(-1e-5, "%.3g")), QStringLiteral("-1e-05"));
}

void TestNumberText::availabilityKeepsItsNines()
{
    // 99.99996 % (a site's own availability times the WAN's) was shown as "100.000 %".
    const auto shown = [](double a) {
        return formatNumber(100 * a,
                            ("%." + std::to_string(availabilityDecimals(a)) + "f").c_str());
    };
    QCOMPARE(QString::fromStdString(shown(0.9999996)), QStringLiteral("99.99996"));
    QCOMPARE(QString::fromStdString(shown(0.9995)), QStringLiteral("99.950"));
    QCOMPARE(QString::fromStdString(shown(0.95)), QStringLiteral("95.000"));
    QCOMPARE(QString::fromStdString(shown(1.0)), QStringLiteral("100.000"));
    // Never rounded up to 100 below 1, however many nines (up to the 8 decimals shown).
    for (double gap = 1e-3; gap >= 1e-10; gap /= 3)
        QVERIFY2(shown(1 - gap) != "100.000" && shown(1 - gap).rfind("100", 0) != 0,
                 shown(1 - gap).c_str());
}

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_number_text.moc"
