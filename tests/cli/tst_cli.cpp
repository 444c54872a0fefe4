// The command line as users' scripts see it: run the real binary, parse its output.
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ACCELPLAN_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void version();
    void catalogJson();
    void catalogText();
    void rooflineJson_data();
    void rooflineJson();
    void errors_data();
    void errors();
    void userCatalogFromEnvironment();
};

void TestCli::version()
{
    const Run r = runCli({"--version"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("accelplan-cli "));
}

void TestCli::catalogJson()
{
    const Run r = runCli({"catalog", "--json"});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &err);
    QCOMPARE(err.error, QJsonParseError::NoError);
    const QJsonArray devices = doc.object().value("devices").toArray();
    QVERIFY(devices.size() >= 20);
    QSet<QString> kinds;
    for (const auto& v : devices) {
        const QJsonObject d = v.toObject();
        kinds.insert(d.value("kind").toString());
        QVERIFY(!d.value("id").toString().isEmpty());
        QVERIFY(d.value("memory").toObject().value("bandwidth_bytes_per_s").toDouble() > 0);
    }
    QVERIFY(kinds.contains("cpu") && kinds.contains("gpu") && kinds.contains("tpu"));
}

void TestCli::catalogText()
{
    const Run r = runCli({"catalog"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("nvidia-h100-sxm5-80gb"));
    QVERIFY(r.out.contains("google-tpu-v5p"));
}

void TestCli::rooflineJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("binding");
    QTest::addColumn<double>("attainable");
    const double ridge = 989.4e12 / 3.35e12;
    QTest::newRow("memory-bound") << QStringList{"--intensity", "10"} << "memory" << 10 * 3.35e12;
    QTest::newRow("compute-bound") << QStringList{"--intensity", "1000"} << "compute" << 989.4e12;
    QTest::newRow("at ridge") << QStringList{"--intensity", QString::number(ridge, 'g', 17)}
                              << "compute" << 989.4e12;
    QTest::newRow("big gemm") << QStringList{"--gemm", "8192,8192,8192"} << "compute" << 989.4e12;
}

void TestCli::rooflineJson()
{
    QFETCH(QStringList, args);
    QFETCH(QString, binding);
    QFETCH(double, attainable);
    const Run r = runCli(QStringList{"roofline", "--device", "nvidia-h100-sxm5-80gb",
                                     "--precision", "bf16", "--json"} +
                         args);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("binding_ceiling").toString(), binding);
    QVERIFY(qAbs(o.value("attainable_flops_per_s").toDouble() / attainable - 1) < 1e-9);
    QVERIFY(qAbs(o.value("ridge_point_flop_per_byte").toDouble() / (989.4 / 3.35) - 1) < 1e-12);
}

void TestCli::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("mustMention");
    QTest::newRow("unknown device")
        << QStringList{"roofline", "--device", "nvidia-h100-sxm6", "--precision", "bf16",
                       "--intensity", "1"}
        << 1 << "nvidia-h100-sxm6";
    QTest::newRow("unsupported precision")
        << QStringList{"roofline", "--device", "nvidia-a100-sxm4-80gb", "--precision", "fp8",
                       "--intensity", "1"}
        << 1 << "--precision";
    QTest::newRow("bad precision") << QStringList{"roofline", "--device", "nvidia-l4",
                                                  "--precision", "fp7", "--intensity", "1"}
                                   << 1 << "fp7";
    QTest::newRow("NaN intensity") << QStringList{"roofline", "--device", "nvidia-l4",
                                                  "--precision", "bf16", "--intensity", "nan"}
                                   << 1 << "--intensity";
    QTest::newRow("negative intensity")
        << QStringList{"roofline", "--device", "nvidia-l4", "--precision", "bf16", "--intensity",
                       "-3"}
        << 1 << "--intensity";
    QTest::newRow("bad gemm") << QStringList{"roofline", "--device", "nvidia-l4", "--precision",
                                             "bf16", "--gemm", "1,2"}
                              << 1 << "--gemm";
    QTest::newRow("no command") << QStringList{} << 2 << "usage";
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "frobnicate";
    QTest::newRow("unknown option") << QStringList{"catalog", "--jsn"} << 2 << "--jsn";
    QTest::newRow("missing value") << QStringList{"roofline", "--device"} << 2 << "--device";
    QTest::newRow("both intensity and gemm")
        << QStringList{"roofline", "--device", "nvidia-l4", "--precision", "bf16", "--intensity",
                       "1", "--gemm", "1,1,1"}
        << 2 << "exactly one";
    QTest::newRow("missing user catalog") << QStringList{"--catalog", "/nonexistent/c.json",
                                                         "catalog"}
                                          << 1 << "/nonexistent/c.json";
}

void TestCli::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, mustMention);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(mustMention.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
    if (exitCode == 1) // user errors are one line on stderr
        QCOMPARE(r.err.count('\n'), 1);
}

void TestCli::userCatalogFromEnvironment()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("catalog.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"accelplan-catalog","version":1,"devices":[
        {"id":"nvidia-l4","memory":{"bandwidth_tb_per_s":0.25,"source":"measured"}}]})");
    f.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("ACCELPLAN_CATALOG", path);
    const Run r = runCli({"roofline", "--device", "nvidia-l4", "--precision", "bf16",
                          "--intensity", "1", "--json"},
                         env);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value("attainable_flops_per_s").toDouble(),
             0.25e12);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
