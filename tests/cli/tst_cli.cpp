// The command line as users' scripts see it: run the real binary, parse its output.
#include "test_paths.h"
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <map>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList& args,
           const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(testCli(), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// A bundled example's project object, to modify for one test.
QJsonObject readProject(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// Writes `project` to `name` in `dir`; the path, or empty when it could not be written.
QString writeProject(const QTemporaryDir& dir, const QString& name, const QJsonObject& project)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(project).toJson()) < 0)
        return {};
    return path;
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
    void evaluateContractFields();
    void evaluateNamesTheSoftwareStack();
    void evaluateReportsPercentileAndPrefill();
    void evaluateBadProject_data();
    void evaluateBadProject();
    void calibrateWritesUsableFile();
    void calibrateReadsBenchmarkToolFiles();
    void calibrateListsEveryBadCell();
    void calibrateAppliesToProject();
    void checkpointStallExample();
    void confidentialNeverOnPublicApi();
    void noZerosForWhatIsNotPriced();
    void recommendJsonAndText();
    void recommendSameAtAnyThreadCount_data();
    void recommendSameAtAnyThreadCount();
    void catalogStaleAndInventory();
    void euServingExample();
    void linksNoQt();
    void pdfWithoutGuiNamesIt();
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
    const Run r = runCli(QStringList{"roofline", "--device", "nvidia-h100-sxm5-80gb", "--precision",
                                     "bf16", "--json"} +
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
        << QStringList{"roofline",    "--device", "nvidia-h100-sxm6", "--precision", "bf16",
                       "--intensity", "1"}
        << 1 << "nvidia-h100-sxm6";
    QTest::newRow("unsupported precision")
        << QStringList{"roofline",    "--device", "nvidia-a100-sxm4-80gb", "--precision", "fp8",
                       "--intensity", "1"}
        << 1 << "--precision";
    QTest::newRow("bad precision")
        << QStringList{"roofline", "--device",    "nvidia-l4", "--precision",
                       "fp7",      "--intensity", "1"}
        << 2 << "fp7";
    QTest::newRow("NaN intensity")
        << QStringList{"roofline", "--device",    "nvidia-l4", "--precision",
                       "bf16",     "--intensity", "nan"}
        << 2 << "--intensity";
    QTest::newRow("negative intensity")
        << QStringList{"roofline", "--device",    "nvidia-l4", "--precision",
                       "bf16",     "--intensity", "-3"}
        << 2 << "--intensity";
    QTest::newRow("bad gemm") << QStringList{"roofline", "--device", "nvidia-l4", "--precision",
                                             "bf16",     "--gemm",   "1,2"}
                              << 2 << "--gemm";
    QTest::newRow("no command") << QStringList{} << 2 << "usage";
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "frobnicate";
    QTest::newRow("unknown option") << QStringList{"catalog", "--jsn"} << 2 << "--jsn";
    QTest::newRow("missing value") << QStringList{"roofline", "--device"} << 2 << "--device";
    QTest::newRow("both intensity and gemm")
        << QStringList{"roofline",    "--device", "nvidia-l4", "--precision", "bf16",
                       "--intensity", "1",        "--gemm",    "1,1,1"}
        << 2 << "exactly one";
    QTest::newRow("recommend: bad objective")
        << QStringList{"recommend", testSource("/tests/data/recommend/serving.accelplan"),
                       "--objective", "speed"}
        << 2 << "--objective";
    QTest::newRow("recommend: unknown study")
        << QStringList{"recommend", testSource("/tests/data/recommend/serving.accelplan"),
                       "--study", "no such study"}
        << 1 << "no such study";
    QTest::newRow("recommend: zero threads")
        << QStringList{"recommend", testSource("/tests/data/recommend/serving.accelplan"),
                       "--threads", "0"}
        << 2 << "--threads";
    QTest::newRow("missing user catalog")
        << QStringList{"--catalog", "/nonexistent/c.json", "catalog"} << 1 << "/nonexistent/c.json";
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
    const Run r = runCli(
        {"roofline", "--device", "nvidia-l4", "--precision", "bf16", "--intensity", "1", "--json"},
        env);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value("attainable_flops_per_s").toDouble(),
             0.25e12);
}

void TestCli::evaluateContractFields()
{
    const QString example = testSource("/data/examples/getting-started.accelplan");
    const Run r = runCli({"evaluate", example, "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray scenarios =
        QJsonDocument::fromJson(r.out).object().value("scenarios").toArray();
    QVERIFY(scenarios.size() >= 4);
    int training = 0, inference = 0;
    for (const auto& v : scenarios) {
        const QJsonObject s = v.toObject();
        for (const char* key :
             {"name", "feasible", "problems", "memory_per_device_bytes", "training", "inference"})
            QVERIFY2(s.contains(key), key);
        QVERIFY(s.value("feasible").toBool());
        if (s.value("training").isObject()) {
            ++training;
            const QJsonObject t = s.value("training").toObject();
            for (const char* key : {"tokens_per_s", "step_time_s", "mfu", "time_to_train_s"})
                QVERIFY2(t.value(key).toDouble() > 0, key);
            QVERIFY(s.value("inference").isNull());
        } else {
            ++inference;
            const QJsonObject i = s.value("inference").toObject();
            for (const char* key : {"batch", "ttft_s", "tpot_s", "output_tokens_per_s"})
                QVERIFY2(i.value(key).toDouble() > 0, key);
            QVERIFY(s.value("training").isNull());
        }
    }
    QVERIFY(training >= 1 && inference >= 1);
    // P10-P90 bands (perf/prediction_band.h, #27): additive keys next to the figures they
    // bound, in order, with the regime they come from.
    int banded = 0;
    for (const auto& v : scenarios) {
        const QJsonObject s = v.toObject();
        const bool isTraining = s.value("training").isObject();
        const QJsonObject o = s.value(isTraining ? "training" : "inference").toObject();
        if (!o.contains("prediction_band"))
            continue;
        ++banded;
        QVERIFY(o.value("prediction_band").toObject().value("rows").toInt() >= 8);
        QVERIFY(!o.value("prediction_band").toObject().value("regime").toString().isEmpty());
        const auto keys = isTraining ? QStringList{"tokens_per_s", "step_time_s", "time_to_train_s"}
                                     : QStringList{"ttft_s", "tpot_s", "output_tokens_per_s"};
        for (const QString& key : keys) {
            const double p10 = o.value(key + "_p10").toDouble();
            const double p90 = o.value(key + "_p90").toDouble();
            QVERIFY2(p10 > 0 && p10 < p90, qPrintable(key));
        }
    }
    QVERIFY(banded >= 2);
    // The text form names every scenario.
    const Run text = runCli({"evaluate", example});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("GPT-3 175B on A100 x1024"));
    QVERIFY(text.out.contains("Throughput P10-P90"));
    QVERIFY(text.out.contains("Prediction band"));
}

void TestCli::evaluateNamesTheSoftwareStack()
{
    // Every scenario says which stack ran it (auto resolved) and its efficiency, in JSON and
    // text; a stated stack the device cannot run makes the scenario infeasible with the reason.
    const QString example = testSource("/data/examples/getting-started.accelplan");
    const Run r = runCli({"evaluate", example, "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonDocument doc = QJsonDocument::fromJson(r.out);
    // The stacks the example states (its Xeon scenario names SGLang, the stack with AMX
    // kernels); the others resolve auto.
    QFile file(example);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QMap<QString, QString> stated;
    for (const auto& sc : QJsonDocument::fromJson(file.readAll())
                              .object()
                              .value("scenarios")
                              .toArray())
        stated[sc.toObject().value("name").toString()] =
            sc.toObject().value("workload").toObject().value("software_stack").toString();
    int statedCount = 0;
    for (const auto& v : doc.object().value("scenarios").toArray()) {
        const QJsonObject stack = v.toObject().value("software_stack").toObject();
        QVERIFY(!stack.value("name").toString().isEmpty());
        const QString named = stated.value(v.toObject().value("name").toString());
        QCOMPARE(stack.value("auto").toBool(), named.isEmpty());
        if (!named.isEmpty()) {
            QCOMPARE(stack.value("name").toString(), named);
            ++statedCount;
        }
        QVERIFY(stack.value("efficiency_scale").toDouble() > 0);
        QVERIFY(stack.contains("calibrated"));
    }
    QVERIFY(statedCount >= 1);
    const Run text = runCli({"evaluate", example});
    QVERIFY(text.out.contains("Software stack"));
    QVERIFY(text.out.contains("megatron: Megatron-LM / NeMo (auto); efficiency x1"));

    QJsonObject project = readProject(example);
    QJsonArray scenarios = project.value("scenarios").toArray();
    QJsonObject first = scenarios.at(0).toObject();
    QJsonObject workload = first.value("workload").toObject();
    QVERIFY(workload.value("kind").toString() == "training");
    workload.insert("software_stack", "fsdp");
    first.insert("workload", workload);
    scenarios.replace(0, first);
    project.insert("scenarios", scenarios);
    QTemporaryDir dir;
    const QString path = writeProject(dir, QStringLiteral("fsdp.accelplan"), project);
    QVERIFY(!path.isEmpty());
    const Run fsdp = runCli({"evaluate", path, "--json"});
    QCOMPARE(fsdp.exitCode, 0);
    const QJsonObject s0 =
        QJsonDocument::fromJson(fsdp.out).object().value("scenarios").toArray().at(0).toObject();
    QCOMPARE(s0.value("software_stack").toObject().value("name").toString(), QString("fsdp"));
    QVERIFY(!s0.value("software_stack").toObject().value("auto").toBool());
    QVERIFY(s0.value("software_stack").toObject().value("calibrated").toBool());
    const Run fsdpText = runCli({"evaluate", path});
    QVERIFY(fsdpText.out.contains("fsdp: PyTorch FSDP"));
    QVERIFY(fsdpText.out.contains("(fitted)"));
}

void TestCli::evaluateReportsPercentileAndPrefill()
{
    // Every serving scenario says how its stack schedules prefill; a 99th-percentile objective
    // adds where it was checked and the latencies there, in JSON and text (additive keys).
    const QString example = testSource("/data/examples/getting-started.accelplan");
    QJsonObject project = readProject(example);
    QJsonArray scenarios = project.value("scenarios").toArray();
    int k = -1;
    for (int i = 0; i < scenarios.size() && k < 0; ++i)
        if (scenarios.at(i).toObject().value("workload").toObject().value("kind") == "inference")
            k = i;
    QVERIFY(k >= 0);
    QJsonObject sc = scenarios.at(k).toObject();
    QJsonObject workload = sc.value("workload").toObject();
    QJsonObject slo = workload.value("slo").toObject();
    if (!slo.contains("tpot_ms"))
        slo.insert("tpot_ms", 200);
    slo.insert("percentile", 99);
    workload.insert("slo", slo);
    sc.insert("workload", workload);
    scenarios.replace(k, sc);
    project.insert("scenarios", scenarios);
    QTemporaryDir dir;
    const QString path = writeProject(dir, QStringLiteral("p99.accelplan"), project);
    QVERIFY(!path.isEmpty());
    const Run r = runCli({"evaluate", path, "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject s =
        QJsonDocument::fromJson(r.out).object().value("scenarios").toArray().at(k).toObject();
    const QJsonObject i = s.value("inference").toObject();
    QVERIFY(i.value("prefill_scheduling").toString() == "mixed" ||
            i.value("prefill_scheduling").toString() == "separate");
    QCOMPARE(i.value("slo_percentile").toDouble(), 99.0);
    QVERIFY(i.value("slo_percentile_concurrency").toDouble() >= 1);
    QVERIFY(i.value("slo_percentile_tpot_s").toDouble() >= i.value("tpot_s").toDouble());
    QVERIFY(i.value("slo_percentile_tpot_s").toDouble() <= slo.value("tpot_ms").toDouble() / 1e3 ||
            !s.value("feasible").toBool());
    const Run text = runCli({"evaluate", path});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("Prefill scheduling"));
    QVERIFY(text.out.contains("SLO percentile"));
}

void TestCli::evaluateBadProject_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("mention");
    QTest::newRow("not json") << QByteArray("{\"format\": ") << "not valid JSON";
    QTest::newRow("newer version")
        << QByteArray(R"({"format":"accelplan-project","version":99,"scenarios":[]})") << "version";
    QTest::newRow("bad count")
        << QByteArray(R"({"format":"accelplan-project","version":1,"scenarios":[{"name":"x",
           "workload":{"kind":"inference","model":{"parameters":8.03e9,"layers":32,"hidden":4096,
           "heads":32,"kv_heads":8,"ffn_hidden":14336,"vocab":128256},"precision":"bf16",
           "input_tokens":10,"output_tokens":10},"cluster":{"device":"nvidia-l4","count":0}}]})")
        << "scenarios[0].cluster.count";
}

void TestCli::evaluateBadProject()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, mention);
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.accelplan");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(contents);
    f.close();
    const Run r = runCli({"evaluate", path, "--json"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(path.toUtf8()) && r.err.contains(mention.toUtf8()), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

void TestCli::calibrateWritesUsableFile()
{
    // A user's own measurements (here: the shipped inference rows, 25% slower) give a
    // calibration file that a project references and evaluate then uses.
    QTemporaryDir dir;
    QFile in(testSource("/data/calibration/inference.csv"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray csv = in.readLine();
    for (int i = 0; i < 4; ++i) {
        QList<QByteArray> cols = in.readLine().trimmed().split(',');
        cols[10] = QByteArray::number(cols[10].toDouble() * 0.75); // "measured"
        csv += cols.mid(0, 11).join(',') + "\n";
    }
    QFile out(dir.filePath("mine.csv"));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(csv.replace(",source", ""));
    out.close();
    const QString calib = dir.filePath("calib.json");
    const Run fit = runCli({"calibrate", out.fileName(), "--output", calib});
    QCOMPARE(fit.exitCode, 0);
    QVERIFY(fit.out.contains("median |error|"));
    QVERIFY(QFile::exists(calib));

    QFile example(testSource("/data/examples/getting-started.accelplan"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject project = QJsonDocument::fromJson(example.readAll()).object();
    const QString plain = dir.filePath("plain.accelplan");
    QFile p1(plain);
    QVERIFY(p1.open(QIODevice::WriteOnly));
    p1.write(QJsonDocument(project).toJson());
    p1.close();
    project.insert("calibration", "calib.json");
    const QString calibrated = dir.filePath("calibrated.accelplan");
    QFile p2(calibrated);
    QVERIFY(p2.open(QIODevice::WriteOnly));
    p2.write(QJsonDocument(project).toJson());
    p2.close();
    auto throughput = [&](const QString& path) {
        const Run r = runCli({"evaluate", path, "--json"});
        return QJsonDocument::fromJson(r.out)
            .object()
            .value("scenarios")
            .toArray()[3]
            .toObject()
            .value("inference")
            .toObject()
            .value("output_tokens_per_s")
            .toDouble();
    };
    QVERIFY(throughput(calibrated) < throughput(plain) * 0.95);
}

void TestCli::calibrateReadsBenchmarkToolFiles()
{
    // A vLLM result and nccl-tests output, what they do not say given as options and a
    // context file: one calibration with the fitted fabric parameters and both kinds of rows.
    QTemporaryDir dir;
    const QString formats = testSource("/tests/data/calibration_formats");
    const QString context = dir.filePath("context.json");
    QFile c(context);
    QVERIFY(c.open(QIODevice::WriteOnly));
    c.write(R"({"device": "nvidia-h100-sxm5-80gb", "collective": "all_reduce"})");
    c.close();
    const QString calib = dir.filePath("calib.json");
    const Run r = runCli({"calibrate", formats + "/vllm_bench_serve.json",
                          formats + "/nccl_all_reduce_perf.txt", "--context", context, "--model",
                          "llama-3-8b", "--precision", "bf16", "--output", calib, "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    const QJsonObject fit = doc.value("fit").toObject();
    // Throughput, request latency, TTFT and TPOT; each with its prediction-band regime.
    QCOMPARE(fit.value("rows").toArray().size(), 4);
    for (const auto& row : fit.value("rows").toArray())
        QCOMPARE(row.toObject().value("regime").toString(),
                 QStringLiteral("hopper/serving/dense/short"));
    QCOMPARE(fit.value("rows").toArray()[2].toObject().value("metric").toString(),
             QStringLiteral("ttft_s"));
    QCOMPARE(fit.value("fabric").toObject().value("rows").toArray().size(), 15);
    QVERIFY(fit.value("fabric").toObject().value("median_abs_error").toDouble() <
            fit.value("fabric").toObject().value("median_abs_error_before").toDouble());
    QVERIFY(doc.value("fixed").toObject().value("link").toDouble() > 0.8);
    QVERIFY(fit.value("median_abs_error_inference").toDouble() <
            fit.value("median_abs_error_inference_before").toDouble());
    QVERIFY(QFile::exists(calib));
    // Text: the fabric's parameters and each message size before and after.
    const Run text = runCli({"calibrate", formats + "/nccl_all_reduce_perf.txt", "--device",
                             "nvidia-h100-sxm5-80gb", "--collective", "all_reduce"});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY(text.out.contains("link = "));
    QVERIFY(text.out.contains("median |error| of the collective times"));
    // What is missing is named, with the file, on one line.
    const Run missing = runCli({"calibrate", formats + "/mlperf_log_summary.txt", "--device",
                                "nvidia-h100-sxm5-80gb", "--model", "llama-2-70b", "--precision",
                                "fp8", "--devices", "8"});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains("mlperf_log_summary.txt") &&
                 missing.err.contains("--input-tokens"),
             missing.err.constData());
    QCOMPARE(missing.err.count('\n'), 1);
    const Run usage = runCli({"calibrate", formats + "/nccl_all_reduce_perf.txt", "--collective",
                              "broadcast"});
    QCOMPARE(usage.exitCode, 2);
}

// A measurements CSV with bad cells: every one named on its own line (file, row, line and
// column), as the project reader's problems are; the first line is the one printed before.
void TestCli::calibrateListsEveryBadCell()
{
    QTemporaryDir dir;
    QFile csv(dir.filePath("mine.csv"));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("id,model,device,count,tensor,precision,input_tokens,output_tokens,batch,metric,"
              "measured\n"
              "a,gpt-9,nvidia-l4,1,1,fp8,128,128,max,output_tokens_per_s,5\n"
              "b,llama-3-8b,nvidia-l4,-1,1,fp8,128,128,max,joules,5\n");
    csv.close();
    const Run r = runCli({"calibrate", csv.fileName()});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    const char* const places[] = {"row 2 (line 2), column model", "row 3 (line 3), column count",
                                  "row 3 (line 3), column metric"};
    for (int i = 0; i < 3; ++i)
        QVERIFY2(lines[i].contains("mine.csv") && lines[i].contains(places[i]),
                 lines[i].constData());
    QVERIFY(lines[0].contains("unknown model \"gpt-9\""));
}

void TestCli::checkpointStallExample()
{
    // data/examples/checkpoint-stall-cost.accelplan reproduces the seed claim: 16 H100s at a
    // stated $2.50/GPU-hour idle at $40 per hour while a checkpoint is written.
    const Run r = runCli(
        {"evaluate", testSource("/data/examples/checkpoint-stall-cost.accelplan"), "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray scenarios =
        QJsonDocument::fromJson(r.out).object().value("scenarios").toArray();
    const QJsonObject sync = scenarios[0].toObject();
    const QJsonObject rel = sync.value("reliability").toObject();
    const double stall = rel.value("checkpoint_stall_s").toDouble();
    const double interval = rel.value("checkpoint_interval_s").toDouble();
    // 8.03e9 parameters x 14 B (weights, fp32 master, Adam; no gradients) over 2 nodes x
    // 2.5 GB/s.
    QVERIFY(qAbs(stall / (8.03e9 * 14 / 5e9) - 1) < 1e-9);
    const double perHour = 16 * 2.5;
    QCOMPARE(perHour, 40.0);
    const double expectedPerDay = 24 * stall / (interval + stall) * perHour;
    QVERIFY(qAbs(rel.value("stall_cost_per_day_usd").toDouble() / expectedPerDay - 1) < 1e-9);
    // The cost report prices the same cluster at the same $2.50, plus the object store that
    // keeps the 112.42 GB checkpoint at S3's $0.023 per GB-month, in the storage part.
    const QJsonObject cost = sync.value("cost").toObject();
    const double store = 112.42 * 0.023;
    QVERIFY(qAbs(rel.value("checkpoint_storage_usd_per_month").toDouble() - store) < 1e-9);
    const double hours = cost.value("useful_device_hours").toDouble();
    QCOMPARE(hours, 16 * 730.0);
    QVERIFY(qAbs(cost.value("cost_per_useful_device_hour_usd").toDouble() - (2.5 + store / hours)) <
            1e-9);
    QVERIFY(qAbs(cost.value("breakdown_usd_per_useful_device_hour")
                     .toObject()
                     .value("storage")
                     .toDouble() -
                 store / hours) < 1e-12);
    QCOMPARE(cost.value("monthly_cash_flow_usd").toArray().size(), 1);
    // Asynchronous checkpoints stall less.
    const QJsonObject async = scenarios[1].toObject().value("reliability").toObject();
    QVERIFY(async.value("checkpoint_stall_s").toDouble() < stall);
    // The 2.45 TB checkpoint of a 175B model (14 B/param).
    const QJsonObject big = scenarios[2].toObject().value("reliability").toObject();
    QCOMPARE(big.value("checkpoint_bytes").toDouble(), 2.45e12);
}

void TestCli::confidentialNeverOnPublicApi()
{
    QFile example(testSource("/data/examples/getting-started.accelplan"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject project = QJsonDocument::fromJson(example.readAll()).object();
    QJsonArray scenarios = project.value("scenarios").toArray();
    QJsonObject serving = scenarios[3].toObject();
    serving.insert("placement", QJsonObject{{"compute_site", "public-llm-api"},
                                            {"data_classes", QJsonArray{"confidential"}}});
    scenarios[3] = serving;
    project.insert("scenarios", scenarios);
    QTemporaryDir dir;
    QFile f(dir.filePath("samsung.accelplan"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(project).toJson());
    f.close();
    const Run r = runCli({"evaluate", f.fileName(), "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject s =
        QJsonDocument::fromJson(r.out).object().value("scenarios").toArray()[3].toObject();
    QVERIFY(!s.value("feasible").toBool());
    const QString problems = QJsonDocument(s.value("problems").toArray()).toJson();
    QVERIFY2(problems.contains("confidential") && problems.contains("public-llm-api"),
             qPrintable(problems));
}

void TestCli::noZerosForWhatIsNotPriced()
{
    // A refused placement is not priced, and a public model API runs no device of ours and
    // publishes no energy: neither prints zeros as if they were figures ("$0", "0 MWh", "$0
    // per useful device-hour" would win every comparison).
    QFile example(testSource("/data/examples/getting-started.accelplan"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject project = QJsonDocument::fromJson(example.readAll()).object();
    QJsonArray scenarios = project.value("scenarios").toArray();
    QJsonObject api = scenarios[3].toObject();
    api.insert("name", "On an API");
    api.insert("placement", QJsonObject{{"compute_site", "together-llama-3-3-70b"},
                                        {"data_classes", QJsonArray{"internal"}}});
    QJsonObject refused = api;
    refused.insert("name", "Secret on an API");
    refused.insert("placement", QJsonObject{{"compute_site", "together-llama-3-3-70b"},
                                            {"data_classes", QJsonArray{"secret"}}});
    project.insert("scenarios", QJsonArray{api, refused});
    project.remove("studies");
    QTemporaryDir dir;
    QFile f(dir.filePath("api.accelplan"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(project).toJson());
    f.close();
    const Run text = runCli({"evaluate", f.fileName()});
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    const int split = out.indexOf(QStringLiteral("Secret on an API"));
    QVERIFY(split > 0);
    const QString priced = out.left(split), notPriced = out.mid(split);
    QVERIFY2(priced.contains(QStringLiteral("Cost per million output tokens")), qPrintable(out));
    QVERIFY2(!priced.contains(QStringLiteral("useful device-hour")), qPrintable(priced));
    QVERIFY2(!priced.contains(QStringLiteral("MWh")), qPrintable(priced));
    QVERIFY2(notPriced.contains(QStringLiteral("not priced, the placement is refused")),
             qPrintable(notPriced));
    QVERIFY2(!notPriced.contains(QStringLiteral("$0")), qPrintable(notPriced));
    // Behind the API the cluster only sizes the volume priced: its memory, batch, TTFT and
    // TPOT are the provider's and are not printed as the API's (perf/api_served.h).
    QVERIFY2(priced.contains(QStringLiteral("are the provider's (not modelled)")),
             qPrintable(priced));
    QVERIFY2(priced.contains(QStringLiteral("Output tokens/s priced")), qPrintable(priced));
    for (const char* own : {"Memory per device", "TTFT", "TPOT", "Served batch"})
        QVERIFY2(!priced.contains(QLatin1String(own)), own);
    // JSON: the API's energy per million tokens is unknown (null), its cost is there.
    const Run json = runCli({"evaluate", f.fileName(), "--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject s =
        QJsonDocument::fromJson(json.out).object().value("scenarios").toArray()[0].toObject();
    QVERIFY(s.value("feasible").toBool());
    const QJsonValue energy = s.value("per_work").toObject().value("energy_kwh");
    QVERIFY(energy.isNull() || energy.isUndefined());
    QVERIFY(s.value("per_work").toObject().value("cost_usd").toDouble() > 0);
    // Nor is the latency with the network the cluster's.
    const QJsonValue ttft = s.value("inference").toObject().value("ttft_with_network_s");
    QVERIFY(ttft.isNull() || ttft.isUndefined());
}

void TestCli::catalogStaleAndInventory()
{
    // Figures dated before 2024-11-30 are older than 730 days on 2026-11-30; none of them
    // is younger, and they come oldest first.
    const Run r = runCli({"catalog", "--stale", "730", "--today", "2026-11-30", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray stale = QJsonDocument::fromJson(r.out).object().value("stale").toArray();
    QVERIFY(!stale.isEmpty());
    int previous = 1 << 30;
    for (const auto& v : stale) {
        const int age = v.toObject().value("age_days").toInt();
        QVERIFY(age > 730 && age <= previous);
        previous = age;
    }
    const Run none = runCli({"catalog", "--stale", "100000", "--today", "2026-11-30"});
    QCOMPARE(none.exitCode, 0);
    QVERIFY(none.out.startsWith("0 dated figures"));
    QCOMPARE(runCli({"catalog", "--stale", "30", "--today", "30/11/2026"}).exitCode, 1);
    QCOMPARE(runCli({"catalog", "--today", "2026-11-30"}).exitCode, 2);
    const Run inv = runCli({"catalog", "--inventory"});
    QCOMPARE(inv.exitCode, 0);
    QVERIFY(inv.out.contains("| `sites/model_apis.json` |"));
}

void TestCli::euServingExample()
{
    // The bundled EU question: Llama 3 70B at 1,000 requests/s, TTFT <= 500 ms, data in the EU.
    const QString project = testSource("/data/examples/eu-serving.accelplan");
    const Run r = runCli({"recommend", project, "--json", "--threads", "2"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject rec =
        QJsonDocument::fromJson(r.out).object().value("recommendations").toArray()[0].toObject();
    const QJsonObject winner = rec.value("winner").toObject();
    QVERIFY(!winner.isEmpty());
    const QJsonArray ranked = rec.value("ranked").toArray();
    QVERIFY(ranked.size() >= 3);
    // Evaluate: the self-host vs API scenario reports the break-even and the API's refusal.
    const Run e = runCli({"evaluate", project});
    QCOMPARE(e.exitCode, 0);
    QVERIFY2(e.out.contains("break-even") && e.out.contains("API refused") &&
                 e.out.contains("30 days"),
             e.out.constData());
}

// Monte Carlo, flip points and the tornado run on the search's threads: the output is the
// same byte for byte at any thread count, timing aside. The quickest bundled examples (a
// serving study with a fallback site, an edge-or-cloud choice) and the training fixture
// (failure rates, the 405B layout search); the larger examples cost seconds each.
void TestCli::recommendSameAtAnyThreadCount_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<QStringList>("threads");
    QTest::newRow("eu-serving") << testSource("/data/examples/eu-serving.accelplan")
                                << QStringList{"2"};
    QTest::newRow("edge-factory") << testSource("/data/examples/edge-factory.accelplan")
                                  << QStringList{"2"};
    QTest::newRow("training fixture")
        << testSource("/tests/data/recommend/training.accelplan") << QStringList{"2", "3"};
}

void TestCli::recommendSameAtAnyThreadCount()
{
    QFETCH(QString, project);
    QFETCH(QStringList, threads);
    // The one timing field (wall seconds of the search) differs from run to run.
    const QRegularExpression timing(R"("search_seconds": *[0-9.eE+-]+)");
    const auto withoutTiming = [&](QByteArray out) {
        return QString::fromUtf8(out).replace(timing, R"("search_seconds": 0)");
    };
    const Run one = runCli({"recommend", project, "--json", "--threads", "1"});
    QCOMPARE(one.exitCode, 0);
    const QString expected = withoutTiming(one.out);
    QVERIFY(expected.contains("\"monte_carlo\": {") && expected.contains("\"tornado\": ["));
    for (const QString& t : threads) {
        const Run many = runCli({"recommend", project, "--json", "--threads", t});
        QCOMPARE(many.exitCode, 0);
        const QString got = withoutTiming(many.out);
        if (got != expected) {
            // The first difference, not two pages of JSON.
            qsizetype at = 0;
            while (at < got.size() && at < expected.size() && got[at] == expected[at])
                ++at;
            QFAIL(qPrintable(QString("--threads %1 differs from --threads 1 at byte %2: ...%3...")
                                 .arg(t)
                                 .arg(at)
                                 .arg(got.mid(std::max<qsizetype>(0, at - 80), 160))));
        }
    }
}

void TestCli::recommendJsonAndText()
{
    const QString project = testSource("/tests/data/recommend/serving.accelplan");
    const Run r = runCli({"recommend", project, "--json", "--threads", "2"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray list =
        QJsonDocument::fromJson(r.out).object().value("recommendations").toArray();
    QVERIFY(!list.isEmpty());
    for (const auto& v : list) {
        const QJsonObject rec = v.toObject();
        for (const char* key :
             {"study", "objective", "winner", "ranked", "pareto", "explanation", "flip_points",
              "tornado", "monte_carlo", "rejections", "candidates_evaluated", "layouts_evaluated"})
            QVERIFY2(rec.contains(key), key);
        if (rec.value("winner").isNull())
            continue;
        const QJsonObject w = rec.value("winner").toObject();
        QVERIFY(w.value("cost_per_work_usd").toDouble() > 0);
        QCOMPARE(rec.value("ranked").toArray().first().toObject().value("id"), w.value("id"));
        QVERIFY(!rec.value("explanation").toArray().isEmpty());
    }
    // A serving candidate carries its serving figures, and no training object.
    const QJsonObject servingWinner = list.first().toObject().value("winner").toObject();
    QCOMPARE(servingWinner.value("workload").toString(), QStringLiteral("inference"));
    QVERIFY(servingWinner.value("inference").isObject());
    QVERIFY(servingWinner.value("training").isNull());
    QVERIFY(servingWinner.value("inference").toObject().value("ttft_s").toDouble() > 0);
    QVERIFY(!servingWinner.value("label").toString().contains("DP"));
    // The same seed on the command line gives the same Monte Carlo figures.
    const Run again = runCli({"recommend", project, "--json", "--threads", "1"});
    const QJsonArray list2 =
        QJsonDocument::fromJson(again.out).object().value("recommendations").toArray();
    QCOMPARE(list2.first().toObject().value("monte_carlo"),
             list.first().toObject().value("monte_carlo"));
    const Run text = runCli({"recommend", project});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("Why:"));
    QVERIFY(text.out.contains("Monte Carlo"));
}

// accelplan-cli links only the core, in every build: no Qt library among what it loads.
void TestCli::linksNoQt()
{
    QProcess ldd;
    ldd.start(QStringLiteral("ldd"), {testCli()});
    if (!ldd.waitForFinished(30000) || ldd.exitCode() != 0)
        QSKIP("ldd is not available");
    const QByteArray libs = ldd.readAllStandardOutput();
    QVERIFY(libs.contains("libc.so"));
    QVERIFY2(!libs.contains("libQt"), libs.constData());
}

// `export --pdf` runs the desktop application beside the CLI; a CLI alone (a headless
// install) says which program is missing and writes nothing, not even the other formats.
void TestCli::pdfWithoutGuiNamesIt()
{
    QTemporaryDir dir;
    const QString alone = dir.filePath(QStringLiteral("accelplan-cli"));
    QVERIFY(QFile::copy(testCli(), alone));
    QProcess p;
    p.start(alone,
            {QStringLiteral("export"), testSource("/data/examples/getting-started.accelplan"),
             QStringLiteral("--pdf"), dir.filePath(QStringLiteral("x.pdf")),
             QStringLiteral("--markdown"), dir.filePath(QStringLiteral("x.md"))});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(dir.filePath(QStringLiteral("accelplan"))) &&
                 err.contains(QStringLiteral("not installed")),
             qPrintable(err));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.pdf"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.md"))));
}

void TestCli::calibrateAppliesToProject()
{
    // `--apply PROJECT`: the fitted file beside the project, the project's "calibration" set to
    // it (relative to its folder), the rest of its text kept, and evaluate then uses it; a
    // second fit does not overwrite the first file.
    QTemporaryDir dir;
    const QString project = dir.filePath("mine.accelplan");
    QVERIFY(QFile::copy(testSource("/data/examples/getting-started.accelplan"), project));
    QFile::setPermissions(project, QFile::ReadOwner | QFile::WriteOwner);
    auto read = [](const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray before = read(project);
    auto throughput = [&] {
        const Run r = runCli({"evaluate", project, "--json"});
        return QJsonDocument::fromJson(r.out)
            .object()
            .value("scenarios")
            .toArray()[3]
            .toObject()
            .value("inference")
            .toObject()
            .value("output_tokens_per_s")
            .toDouble();
    };
    const double plain = throughput();
    // The shipped inference rows, 25 % slower.
    QFile in(testSource("/data/calibration/inference.csv"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray csv = in.readLine();
    for (int i = 0; i < 4; ++i) {
        QList<QByteArray> cols = in.readLine().trimmed().split(',');
        cols[10] = QByteArray::number(cols[10].toDouble() * 0.75);
        csv += cols.mid(0, 11).join(',') + "\n";
    }
    QFile out(dir.filePath("runs.csv"));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(csv.replace(",source", ""));
    out.close();
    const Run fit = runCli({"calibrate", out.fileName(), "--apply", project});
    QVERIFY2(fit.exitCode == 0, fit.err.constData());
    QVERIFY2(fit.out.contains("mine.calibration.json"), fit.out.constData());
    QVERIFY(QFile::exists(dir.filePath("mine.calibration.json")));
    const QByteArray after = read(project);
    QCOMPARE(QJsonDocument::fromJson(after).object().value("calibration").toString(),
             QStringLiteral("mine.calibration.json"));
    // Only the calibration was added: every scenario is as it was written.
    QCOMPARE(QJsonDocument::fromJson(after).object().value("scenarios"),
             QJsonDocument::fromJson(before).object().value("scenarios"));
    QVERIFY(throughput() < plain * 0.95);
    // The bands of the regimes the rows fall in count them (evaluate --json, text); others none.
    {
        std::map<QString, int> ownRows;
        const QJsonObject calibration =
            QJsonDocument::fromJson(read(dir.filePath("mine.calibration.json"))).object();
        for (const auto& row : calibration.value("fit").toObject().value("rows").toArray())
            ++ownRows[row.toObject().value("regime").toString()];
        QVERIFY(!ownRows.empty());
        const Run r = runCli({"evaluate", project, "--json"});
        int moved = 0;
        for (const auto& sc : QJsonDocument::fromJson(r.out).object().value("scenarios").toArray())
            for (const char* member : {"training", "inference"}) {
                const QJsonObject band =
                    sc.toObject().value(member).toObject().value("prediction_band").toObject();
                if (band.isEmpty())
                    continue;
                const auto it = ownRows.find(band.value("regime").toString());
                const int expected = it == ownRows.end() ? 0 : it->second;
                QCOMPARE(band.value("own_rows").toInt(0), expected);
                moved += expected > 0;
            }
        const Run text = runCli({"evaluate", project});
        QCOMPARE(text.out.contains("rows of the project's calibration"), moved > 0);
    }
    // Again: a new file, the first kept.
    const Run again = runCli({"calibrate", out.fileName(), "--apply", project});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY(QFile::exists(dir.filePath("mine.calibration-2.json")));
    QCOMPARE(QJsonDocument::fromJson(read(project)).object().value("calibration").toString(),
             QStringLiteral("mine.calibration-2.json"));
    // A project that does not read is refused before anything is written.
    const QString broken = dir.filePath("broken.accelplan");
    QFile b(broken);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("{\"format\": \"accelplan-project\", \"version\": 1, \"scenarios\": 3}");
    b.close();
    const Run refused = runCli({"calibrate", out.fileName(), "--apply", broken});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("broken.accelplan") && refused.err.contains("scenarios"),
             refused.err.constData());
    QVERIFY(!QFile::exists(dir.filePath("broken.calibration.json")));
    // A project that reads but has problems (an unknown device) is refused by the validator of
    // every other command, with evaluate's message, and neither file is written.
    const QString unknown = dir.filePath("unknown.accelplan");
    QVERIFY(QFile::copy(testSource("/tests/data/bad/unknown-device.accelplan"), unknown));
    QFile::setPermissions(unknown, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray unknownBefore = read(unknown);
    const Run invalid = runCli({"calibrate", out.fileName(), "--apply", unknown});
    const Run evaluated = runCli({"evaluate", unknown});
    QVERIFY(invalid.exitCode != 0);
    QCOMPARE(invalid.exitCode, evaluated.exitCode);
    QCOMPARE(invalid.err, evaluated.err);
    QCOMPARE(read(unknown), unknownBefore);
    QVERIFY(!QFile::exists(dir.filePath("unknown.calibration.json")));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
