// Typed quantities: what users type into the editor ("400G", "3.35 TB/s", "$2.10/h", "15T")
// becomes SI values; anything of the wrong dimension, non-finite, negative or out of range is
// refused with a reason that says what was expected. Never clamped.
#include "common/quantity.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace ap;

Q_DECLARE_METATYPE(ap::Dimension)

namespace {

QuantityRule rule(Dimension d, double bareUnitSi = 1.0, std::string label = {})
{
    QuantityRule r;
    r.dimension = d;
    r.bareUnitSi = bareUnitSi;
    r.bareUnitLabel = std::move(label);
    return r;
}

} // namespace

class TestQuantity : public QObject {
    Q_OBJECT
private slots:
    void accepts_data();
    void accepts();
    void refuses_data();
    void refuses();
    void rangeIsNamedNotClamped();
    void integersOnly();
    void totalOverOddBytes();
};

void TestQuantity::accepts_data()
{
    QTest::addColumn<Dimension>("dimension");
    QTest::addColumn<double>("bareUnitSi");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("si");

    // Links are named in bits: 400G Ethernet / NDR InfiniBand = 400e9 bit/s = 50 GB/s.
    QTest::newRow("link 400G") << Dimension::BitRate << 1e9 << "400G" << 400e9;
    QTest::newRow("link 400 Gb/s") << Dimension::BitRate << 1e9 << "400 Gb/s" << 400e9;
    QTest::newRow("link 400Gbps") << Dimension::BitRate << 1e9 << "400Gbps" << 400e9;
    QTest::newRow("link 50 GB/s") << Dimension::BitRate << 1e9 << "50 GB/s" << 400e9;
    QTest::newRow("link bare = Gb/s") << Dimension::BitRate << 1e9 << "200" << 200e9;
    // H200 HBM3e: 4.8 TB/s; H100 SXM: 3.35 TB/s (NVIDIA datasheets).
    QTest::newRow("hbm 3.35 TB/s") << Dimension::ByteRate << 1e9 << "3.35 TB/s" << 3.35e12;
    QTest::newRow("nic 400 Gb/s in bytes") << Dimension::ByteRate << 1e9 << "400 Gb/s" << 50e9;
    QTest::newRow("byte rate GBps") << Dimension::ByteRate << 1e9 << "900GBps" << 900e9;
    QTest::newRow("byte rate bare GB/s") << Dimension::ByteRate << 1e9 << "25" << 25e9;
    QTest::newRow("2.8 TB") << Dimension::Bytes << 1e12 << "2.8 TB" << 2.8e12;
    QTest::newRow("80 GiB") << Dimension::Bytes << 1e9 << "80 GiB" << 80.0 * 1073741824.0;
    QTest::newRow("bytes bare TB") << Dimension::Bytes << 1e12 << "0.5" << 0.5e12;
    QTest::newRow("$2.10/h") << Dimension::MoneyRate << 1.0 / 3600 << "$2.10/h" << 2.10 / 3600;
    QTest::newRow("$2.10 per hour")
        << Dimension::MoneyRate << 1.0 / 3600 << "$2.10 per hour" << 2.10 / 3600;
    QTest::newRow("$1500/month") << Dimension::MoneyRate << 1.0 / 3600 << "$1500/month"
                                 << 1500.0 / (365.25 * 86400 / 12);
    // A bare amount in a price-per-time field is in the field's own unit ($/h here).
    QTest::newRow("$2.10 bare") << Dimension::MoneyRate << 1.0 / 3600 << "$2.10" << 2.10 / 3600;
    QTest::newRow("$1.2M") << Dimension::Money << 1.0 << "$1.2M" << 1.2e6;
    QTest::newRow("$2,400") << Dimension::Money << 1.0 << "$2,400" << 2400.0;
    QTest::newRow("3k USD") << Dimension::Money << 1.0 << "3k USD" << 3000.0;
    QTest::newRow("money bare") << Dimension::Money << 1.0 << "12500000" << 12.5e6;
    QTest::newRow("700 W") << Dimension::Power << 1.0 << "700 W" << 700.0;
    QTest::newRow("40 kW") << Dimension::Power << 1e3 << "40 kW" << 40e3;
    QTest::newRow("power bare kW") << Dimension::Power << 1e3 << "40" << 40e3;
    QTest::newRow("500 ms") << Dimension::Duration << 1e-3 << "500 ms" << 0.5;
    QTest::newRow("2 days") << Dimension::Duration << 86400.0 << "2 days" << 172800.0;
    QTest::newRow("1.5 h") << Dimension::Duration << 1.0 << "1.5 h" << 5400.0;
    QTest::newRow("15 min") << Dimension::Duration << 1.0 << "15 min" << 900.0;
    QTest::newRow("duration bare ms") << Dimension::Duration << 1e-3 << "200" << 0.2;
    QTest::newRow("30 us") << Dimension::Duration << 1e-6 << "30 us" << 30e-6;
    // Llama 3 was pretrained on about 15T tokens (Grattafiori et al. 2024, s1).
    QTest::newRow("15T tokens") << Dimension::Tokens << 1.0 << "15T tokens" << 15e12;
    QTest::newRow("2M") << Dimension::Tokens << 1.0 << "2M" << 2e6;
    QTest::newRow("1e12") << Dimension::Tokens << 1.0 << "1e12" << 1e12;
    QTest::newRow("70B params") << Dimension::Count << 1.0 << "70B params" << 70e9;
    QTest::newRow("1.5k") << Dimension::Count << 1.0 << "1.5k" << 1500.0;
    QTest::newRow("1,000") << Dimension::Count << 1.0 << "1,000" << 1000.0;
    QTest::newRow("75 %") << Dimension::Fraction << 1.0 << "75 %" << 0.75;
    QTest::newRow("0.75") << Dimension::Fraction << 1.0 << "0.75" << 0.75;
    QTest::newRow("spaces") << Dimension::Number << 1.0 << "  12.5 " << 12.5;
    QTest::newRow("unit label as typed") << Dimension::Duration << 1e-3 << "500ms" << 0.5;
}

void TestQuantity::accepts()
{
    QFETCH(Dimension, dimension);
    QFETCH(double, bareUnitSi);
    QFETCH(QString, text);
    QFETCH(double, si);
    const QuantityParse p = parseQuantity(text.toStdString(), rule(dimension, bareUnitSi));
    QVERIFY2(p.ok, p.error.english().c_str());
    QVERIFY(p.error.empty());
    QVERIFY(std::isfinite(p.valueSi));
    QVERIFY2(std::abs(p.valueSi - si) <= 1e-12 * std::abs(si),
             qPrintable(QStringLiteral("%1 != %2").arg(p.valueSi).arg(si)));
}

void TestQuantity::refuses_data()
{
    QTest::addColumn<Dimension>("dimension");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason"); // a part of the message

    QTest::newRow("size in a bandwidth")
        << Dimension::ByteRate << "3.35 TB"
        << "expected a bandwidth such as 400 Gb/s or 3.35 TB/s, got '3.35 TB'";
    QTest::newRow("bare link name in bytes/s") << Dimension::ByteRate << "400G"
                                               << "bandwidth";
    QTest::newRow("bandwidth in a size") << Dimension::Bytes << "80 GB/s"
                                         << "a size such as";
    QTest::newRow("watts in money") << Dimension::Money << "700 W"
                                    << "an amount such as";
    QTest::newRow("dollar in power") << Dimension::Power << "$700"
                                     << "a power such as";
    QTest::newRow("price per size") << Dimension::MoneyRate << "$2.10/GB"
                                    << "price per time";
    QTest::newRow("percent in count") << Dimension::Count << "75 %"
                                      << "a count such as";
    QTest::newRow("words") << Dimension::Number << "lots"
                           << "expected a number";
    QTest::newRow("empty") << Dimension::Number << ""
                           << "expected a number";
    QTest::newRow("nan") << Dimension::Number << "nan"
                         << "not a finite number";
    QTest::newRow("inf") << Dimension::Number << "inf"
                         << "not a finite number";
    QTest::newRow("-Infinity") << Dimension::Number << "-Infinity"
                               << "not a finite number";
    QTest::newRow("overflow") << Dimension::Number << "1e999"
                              << "out of range";
    QTest::newRow("overflow by unit") << Dimension::Bytes << "1e300 EiB"
                                      << "not a finite";
    QTest::newRow("negative") << Dimension::Duration << "-5 s"
                              << "must not be negative";
    QTest::newRow("bad commas") << Dimension::Count << "1,00"
                                << "a count such as";
    QTest::newRow("trailing junk") << Dimension::Power << "700 W W"
                                   << "a power such as";
    QTest::newRow("two numbers") << Dimension::Number << "1 2"
                                 << "expected a number";
    QTest::newRow("control bytes")
        << Dimension::Number << QString::fromLatin1("1\x01") << "got '1?'";
}

void TestQuantity::refuses()
{
    QFETCH(Dimension, dimension);
    QFETCH(QString, text);
    QFETCH(QString, reason);
    const QuantityParse p = parseQuantity(text.toStdString(), rule(dimension));
    QVERIFY(!p.ok);
    QCOMPARE(p.valueSi, 0.0);
    QVERIFY2(QString::fromStdString(p.error.english()).contains(reason), p.error.english().c_str());
}

void TestQuantity::rangeIsNamedNotClamped()
{
    QuantityRule r = rule(Dimension::Duration, 1e-3, "ms");
    r.minSi = 1e-6;
    r.maxSi = 1e6;
    QuantityParse p = parseQuantity("20 days", r);
    QVERIFY(!p.ok);
    QVERIFY2(p.error.english().find("at most 1e+09 ms") != std::string::npos,
             p.error.english().c_str());
    p = parseQuantity("0 ms", r);
    QVERIFY(!p.ok);
    QVERIFY2(p.error.english().find("at least 0.001 ms") != std::string::npos,
             p.error.english().c_str());
    r.minSi = 0;
    r.minExclusive = true;
    QVERIFY(!parseQuantity("0", r).ok);
    QVERIFY(parseQuantity("1 ns", r).ok);
    // A fraction of 75 is not 75 %: the bare unit is the fraction, so it is out of range.
    QuantityRule f = rule(Dimension::Fraction);
    f.maxSi = 1;
    p = parseQuantity("75", f);
    QVERIFY(!p.ok);
    QVERIFY2(p.error.english().find("at most 1") != std::string::npos, p.error.english().c_str());
}

void TestQuantity::integersOnly()
{
    QuantityRule r = rule(Dimension::Count);
    r.integer = true;
    QCOMPARE(parseQuantity("1.5k", r).valueSi, 1500.0);
    const QuantityParse p = parseQuantity("2.5", r);
    QVERIFY(!p.ok);
    QVERIFY2(p.error.english().find("whole number") != std::string::npos,
             p.error.english().c_str());
    // Days kept as whole days: 36 h is not a whole number of days.
    QuantityRule d = rule(Dimension::Duration, 86400, "days");
    d.integer = true;
    QVERIFY(parseQuantity("48 h", d).ok);
    QVERIFY(!parseQuantity("36 h", d).ok);
}

// A fuzzer's first minutes, deterministically: every short string over a unit-ish alphabet
// gives a finite value or a message, never both, never an exception.
void TestQuantity::totalOverOddBytes()
{
    const std::string alphabet = "0129.,e-+$%/ kMGTBbsWhd\xC2\xB5";
    std::string s;
    int checked = 0;
    for (size_t a = 0; a < alphabet.size(); ++a)
        for (size_t b = 0; b < alphabet.size(); ++b)
            for (size_t c = 0; c < alphabet.size(); ++c) {
                s = {alphabet[a], alphabet[b], alphabet[c]};
                for (Dimension d : {Dimension::Number, Dimension::BitRate, Dimension::MoneyRate,
                                    Dimension::Fraction, Dimension::Duration}) {
                    const QuantityParse p = parseQuantity(s, rule(d));
                    QVERIFY(p.ok != !p.error.empty());
                    QVERIFY(std::isfinite(p.valueSi));
                    ++checked;
                }
            }
    QVERIFY(checked > 10000);
}

QTEST_GUILESS_MAIN(TestQuantity)
#include "tst_quantity.moc"
