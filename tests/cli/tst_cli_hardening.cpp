// The command line under hostile input: the bad-input corpus of tests/data/bad/ (each file
// with the exit status and message it must produce), strict option values, unknown ids, odd
// paths (empty, FIFO, device), and no "inf"/"nan" token in any output of any example.
#include "test_paths.h"
#include <QtTest>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <sys/stat.h>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
};

Run runCli(const QStringList& args,
           const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
           int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(testCli(), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-3, {}, "timed out", t.elapsed()};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
            p.readAllStandardError(), t.elapsed()};
}

QString bad(const QString& name)
{
    return testSource("/tests/data/bad/") + name;
}

// "inf" and "nan" as printf and streams print them (any case, with a sign or unit glued on:
// "$inf/run", "infx", "-nanx"), not inside words or names ("inference", "Inf2", "Infinity Fabric").
const QRegularExpression
    kNonFinite(QStringLiteral("(?<![A-Za-z0-9])[-+]?(inf|nan)(?![A-Za-wyz0-9])"),
               QRegularExpression::CaseInsensitiveOption);

} // namespace

class TestCliHardening : public QObject {
    Q_OBJECT
private slots:
    void badInputCorpus_data();
    void badInputCorpus();
    void optionValues_data();
    void optionValues();
    void oddPaths_data();
    void oddPaths();
    void catalogFromEnvironmentMustExist();
    void bomCsvCalibrates();
    void noNonFiniteTokenInAnyOutput_data();
    void noNonFiniteTokenInAnyOutput();
    void runThatCannotFinishIsInfeasible();
};

void TestCliHardening::badInputCorpus_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("mustMention");
    QFile f(bad(QStringLiteral("expected.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray cases = QJsonDocument::fromJson(f.readAll()).object().value("cases").toArray();
    QVERIFY(cases.size() >= 30);
    for (const auto& v : cases) {
        const QJsonObject c = v.toObject();
        const QString file = c.value("file").toString();
        QStringList args;
        for (const auto& a : c.value("args").toArray())
            args << a.toString().replace(QStringLiteral("{file}"), bad(file));
        QStringList mention;
        for (const auto& m : c.value("stderr").toArray())
            mention << m.toString();
        QTest::newRow(qPrintable(file)) << args << c.value("exit").toInt() << mention;
    }
}

void TestCliHardening::badInputCorpus()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QStringList, mustMention);
    // "{tmp}": an output path in a fresh folder; a refused input writes nothing there.
    const QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    for (QString& a : args)
        a.replace(QStringLiteral("{tmp}"), tmp.path());
    const Run r = runCli(args);
    if (exitCode == 1)
        QVERIFY(QDir(tmp.path()).isEmpty());
    QVERIFY2(r.exitCode == exitCode,
             qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(QString(r.err))));
    for (const QString& m : mustMention)
        QVERIFY2(r.err.contains(m.toUtf8()), qPrintable(QString::fromUtf8(r.err)));
    QVERIFY2(!r.err.contains("internal error"), r.err.constData());
    QVERIFY2(!r.err.contains("json.exception"), r.err.constData());
    QVERIFY2(!kNonFinite.match(QString::fromUtf8(r.err)).hasMatch(), r.err.constData());
    if (exitCode == 1)
        QCOMPARE(r.err.count('\n'), 1); // one line
    QVERIFY(r.out.isEmpty());
}

void TestCliHardening::optionValues_data()
{
    // One rule: an option value not of the option's form is a usage error (2) naming the
    // option; a well-formed value naming something unknown is a user error (1).
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("mustMention");
    const QString serving = testSource("/tests/data/recommend/serving.accelplan");
    const QStringList roof = {"roofline", "--device", "nvidia-l4", "--precision", "bf16"};
    QTest::newRow("--threads 2.7")
        << QStringList{"recommend", serving, "--threads", "2.7"} << 2 << "--threads";
    QTest::newRow("--threads 0x10")
        << QStringList{"recommend", serving, "--threads", "0x10"} << 2 << "--threads";
    QTest::newRow("--threads 0") << QStringList{"recommend", serving, "--threads", "0"} << 2
                                 << "--threads";
    QTest::newRow("--threads empty")
        << QStringList{"recommend", serving, "--threads="} << 2 << "--threads";
    QTest::newRow("--seed -1") << QStringList{"recommend", serving, "--seed", "-1"} << 2
                               << "--seed";
    QTest::newRow("--seed 1e3") << QStringList{"recommend", serving, "--seed", "1e3"} << 2
                                << "--seed";
    QTest::newRow("--objective speed")
        << QStringList{"recommend", serving, "--objective", "speed"} << 2 << "--objective";
    QTest::newRow("--gemm trailing comma")
        << (roof + QStringList{"--gemm", "1,1,1,"}) << 2 << "--gemm";
    QTest::newRow("--gemm empty part") << (roof + QStringList{"--gemm", "1,,1"}) << 2 << "--gemm";
    QTest::newRow("--gemm 2.5") << (roof + QStringList{"--gemm", "2.5,1,1"}) << 2 << "--gemm";
    QTest::newRow("--gemm two") << (roof + QStringList{"--gemm", "1,2"}) << 2 << "--gemm";
    QTest::newRow("--intensity nan")
        << (roof + QStringList{"--intensity", "nan"}) << 2 << "--intensity";
    QTest::newRow("--intensity 1e400")
        << (roof + QStringList{"--intensity", "1e400"}) << 2 << "--intensity";
    QTest::newRow("--intensity -3")
        << (roof + QStringList{"--intensity", "-3"}) << 2 << "--intensity";
    QTest::newRow("--precision fp7")
        << QStringList{"roofline", "--device",    "nvidia-l4", "--precision",
                       "fp7",      "--intensity", "1"}
        << 2 << "--precision";
    QTest::newRow("--prior-weight x")
        << QStringList{"calibrate", testSource("/data/calibration/training.csv"), "--prior-weight",
                       "x"}
        << 2 << "--prior-weight";
    QTest::newRow("unknown device (well-formed): 1")
        << QStringList{"roofline",    "--device", "nvidia-h100", "--precision", "bf16",
                       "--intensity", "1"}
        << 1 << "did you mean \"nvidia-h100";
    QTest::newRow("unknown study: 1, with did-you-mean")
        << QStringList{"recommend", serving, "--study", "Chat servng"} << 1 << "--study";
}

void TestCliHardening::optionValues()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, mustMention);
    const Run r = runCli(args);
    QVERIFY2(r.exitCode == exitCode,
             qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(QString(r.err))));
    QVERIFY2(r.err.contains(mustMention.toUtf8()), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliHardening::oddPaths_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("mustMention");
    QTest::newRow("empty path") << "empty"
                                << "an empty path";
    QTest::newRow("FIFO without writer") << "fifo"
                                         << "FIFO";
    QTest::newRow("/dev/zero") << "zero"
                               << "character device";
    QTest::newRow("directory") << "dir"
                               << "directory";
    QTest::newRow("missing") << "missing"
                             << "No such file";
}

void TestCliHardening::oddPaths()
{
    QFETCH(QString, kind);
    QFETCH(QString, mustMention);
    QTemporaryDir dir;
    QString path;
    if (kind == "fifo") {
        path = dir.filePath("pipe.accelplan");
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == "zero") {
        path = "/dev/zero";
    } else if (kind == "dir") {
        path = dir.path();
    } else if (kind == "missing") {
        path = dir.filePath("nope.accelplan");
    }
    for (const QStringList& args :
         {QStringList{"evaluate", path}, QStringList{"recommend", path},
          QStringList{"calibrate", path}, QStringList{"--catalog", path, "catalog"}}) {
        const Run r = runCli(args, QProcessEnvironment::systemEnvironment(), 10000);
        QVERIFY2(r.exitCode == 1, qPrintable(args.join(' ') + ": " + QString(r.err)));
        QVERIFY2(r.err.contains(mustMention.toUtf8()), r.err.constData());
        QVERIFY2(r.ms < 5000, "must not block or read forever");
    }
}

void TestCliHardening::catalogFromEnvironmentMustExist()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("ACCELPLAN_CATALOG", "/nonexistent/my-catalog.json");
    const Run r = runCli({"catalog"}, env);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("/nonexistent/my-catalog.json"), r.err.constData());
    QVERIFY2(r.err.contains("ACCELPLAN_CATALOG"), r.err.constData());
}

void TestCliHardening::bomCsvCalibrates()
{
    QTemporaryDir dir;
    QFile in(testSource("/data/calibration/training.csv"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QString path = dir.filePath("bom.csv");
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("\xEF\xBB\xBF" + in.readAll());
    out.close();
    const Run r = runCli({"calibrate", path, "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(!kNonFinite.match(QString::fromUtf8(r.out)).hasMatch());
}

void TestCliHardening::noNonFiniteTokenInAnyOutput_data()
{
    QTest::addColumn<QStringList>("args");
    // The bundled examples: evaluate, text and JSON. Their recommendations (a whole study's
    // search each) are checked for inf and NaN, text and JSON, on every example by the
    // cli_recommend_* and cli_recommend_json_* tests of tests/headless (the dev and headless
    // builds), and built under the sanitizers by tst_playbook; here, the test-sized studies.
    for (const char* e : {"getting-started", "checkpoint-stall-cost", "where-to-run"}) {
        const QString p = testSource("/data/examples/%1.accelplan").arg(e);
        const QString name = QFileInfo(p).baseName();
        QTest::newRow(qPrintable("evaluate " + name)) << QStringList{"evaluate", p};
        QTest::newRow(qPrintable("evaluate --json " + name))
            << QStringList{"evaluate", p, "--json"};
    }
    QStringList projects;
    for (const char* e : {"training", "serving"})
        projects << testSource("/tests/data/recommend/%1.accelplan").arg(e);
    // Hostile but valid: a run whose failures outpace progress, a tiny utilisation.
    for (const char* e : {"cannot-finish", "tiny-utilisation"})
        projects << testSource("/tests/data/hostile/%1.accelplan").arg(e);
    QTest::newRow("catalog") << QStringList{"catalog"};
    QTest::newRow("catalog --json") << QStringList{"catalog", "--json"};
    for (const QString& p : projects) {
        const QString name = QFileInfo(p).baseName();
        QTest::newRow(qPrintable("evaluate " + name)) << QStringList{"evaluate", p};
        QTest::newRow(qPrintable("evaluate --json " + name))
            << QStringList{"evaluate", p, "--json"};
        QTest::newRow(qPrintable("recommend " + name)) << QStringList{"recommend", p};
        QTest::newRow(qPrintable("recommend --json " + name))
            << QStringList{"recommend", p, "--json"};
    }
}

void TestCliHardening::noNonFiniteTokenInAnyOutput()
{
    QFETCH(QStringList, args);
    const Run r = runCli(args, QProcessEnvironment::systemEnvironment(), 280000);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = QString::fromUtf8(r.out);
    const auto m = kNonFinite.match(text);
    QVERIFY2(!m.hasMatch(),
             qPrintable(QStringLiteral("\"%1\" in: %2")
                            .arg(m.captured(0),
                                 text.mid(std::max<qsizetype>(0, m.capturedStart() - 200), 300))));
    if (args.contains("--json")) {
        // JSON: a feasible training result always has a time to train (null means inf).
        const QJsonObject top = QJsonDocument::fromJson(r.out).object();
        for (const auto& s : top.value("scenarios").toArray()) {
            const QJsonObject o = s.toObject();
            if (o.value("feasible").toBool() && o.value("training").isObject())
                QVERIFY2(o.value("training").toObject().value("time_to_train_s").isDouble(),
                         qPrintable(o.value("name").toString()));
        }
    }
}

void TestCliHardening::runThatCannotFinishIsInfeasible()
{
    const QString p = testSource("/tests/data/hostile/cannot-finish.accelplan");
    const Run json = runCli({"evaluate", p, "--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject s =
        QJsonDocument::fromJson(json.out).object().value("scenarios").toArray().at(0).toObject();
    QCOMPARE(s.value("feasible").toBool(), false);
    QVERIFY2(QJsonDocument(s.value("problems").toArray()).toJson().contains("cannot finish"),
             json.out.constData());
    const Run text = runCli({"evaluate", p});
    QVERIFY(text.out.contains("[INFEASIBLE]"));
    QVERIFY(text.out.contains("cannot finish"));
    // recommend never ranks it: every ranked candidate finishes in finite time.
    const Run rec = runCli({"recommend", p, "--json"});
    QVERIFY2(rec.exitCode == 0, rec.err.constData());
    for (const auto& study :
         QJsonDocument::fromJson(rec.out).object().value("recommendations").toArray())
        for (const auto& c : study.toObject().value("ranked").toArray())
            QVERIFY(c.toObject().value("cost_per_work_usd").isDouble());
}

QTEST_GUILESS_MAIN(TestCliHardening)
#include "tst_cli_hardening.moc"
