// The human-number rules every audience shares (CLI text, tables, chart ticks).
#include "common/human_arg.h"
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
    QTest::newRow("thousands under 10k, grouped") << 8835.4 << "$8,835";
    QTest::newRow("rounds to a thousand") << 999.5 << "$1,000";
    QTest::newRow("negative thousands") << -1268.0 << "$-1,268";
    QTest::newRow("rounds to 10k") << 9999.6 << "$10k";
    QTest::newRow("hundreds") << 850.0 << "$850";
    QTest::newRow("cents") << 0.922 << "$0.922";
    QTest::newRow("cents, trailing zero kept") << 1.90 << "$1.90";
    QTest::newRow("whole dollars") << 5.0 << "$5.00";
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
    // 99.99996 % (a site's own availability times the WAN's) was shown as "100.000 %", and
    // as "100" in the Recommendation table beside "99.9999" elsewhere: one form everywhere.
    const auto shown = [](double a) { return QString::fromStdString(formatAvailability(a)); };
    QCOMPARE(shown(0.9999996), QStringLiteral("99.99996"));
    QCOMPARE(shown(0.9995), QStringLiteral("99.95"));
    QCOMPARE(shown(0.999), QStringLiteral("99.9"));
    QCOMPARE(shown(0.95), QStringLiteral("95"));
    QCOMPARE(shown(0.975), QStringLiteral("97.5"));
    QCOMPARE(shown(1.0), QStringLiteral("100"));
    // Never rounded up to 100 below 1, however many nines.
    for (double gap = 1e-3; gap >= 1e-13; gap /= 3)
        QVERIFY2(!shown(1 - gap).startsWith(u"100"), qPrintable(shown(1 - gap)));
    // A shortfall a hair under a power of ten still shows its nines.
    QCOMPARE(shown(1 - 9.9999e-6), QStringLiteral("99.999"));
    // Sentences (msg::percent) write the same digits from 10 % up.
    for (double a : {0.1, 0.5, 0.975, 0.99, 0.999, 0.9995, 0.9999996, 1.0})
        QCOMPARE(QString::fromStdString(formatPercent(a)), shown(a) + QLatin1Char('%'));
}

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_number_text.moc"
