// calibrate's readers of the benchmark tools' result files (perf/calibration_formats.h): each
// sample of tests/data/calibration_formats is recognised from its content, read into rows
// with the context the user gives, and fitting them moves the predictions toward the
// sample's figures; malformed files and missing context are refused naming file and field.
#include "common/input_error.h"
#include "perf/calibration_formats.h"
#include "perf/calibration_run.h"
#include "test_context.h"
#include "test_files.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace ap;

namespace {

std::string sample(const std::string& name)
{
    return testDataFile("calibration_formats/" + name);
}

RunContext servingContext(const std::string& model = "llama-3-8b")
{
    RunContext c;
    c.deviceId = "nvidia-h100-sxm5-80gb";
    c.model = model;
    c.precision = Precision::BF16;
    return c;
}

// Reads one sample, fits, and checks every row moved toward its measured figure.
CalibrationOutcome roundTrip(const std::string& name, const RunContext& c, size_t expectedRows)
{
    CalibrationInput input;
    addResultFile(input, sample(name), name, c, builtInModels());
    if (input.rows.size() != expectedRows)
        qFatal("%s: %zu rows, expected %zu", name.c_str(), input.rows.size(), expectedRows);
    const CalibrationOutcome out = runCalibration(input, shippedData(), 0.05);
    for (size_t i = 0; i < out.fit.rows.size(); ++i)
        std::printf("%-48s measured %10.4g  before %+6.1f%%  after %+6.1f%%\n",
                    out.fit.rows[i].id.c_str(), out.fit.rows[i].measured,
                    100 * out.before.rows[i].relativeError, 100 * out.fit.rows[i].relativeError);
    for (size_t i = 0; i < out.fit.rows.size(); ++i) {
        const double before = out.before.rows[i].relativeError;
        const double after = out.fit.rows[i].relativeError;
        if (!(std::isfinite(before) && std::isfinite(after)))
            qFatal("%s: a row does not evaluate", name.c_str());
        // A TTFT row is reported, not fitted (isFittedMetric: calibration.h says why).
        if (!isFittedMetric(out.fit.rows[i].metric))
            continue;
        // Toward the measurement: a smaller error, and not past it by more than it was off.
        if (!(std::abs(after) < std::abs(before)))
            qFatal("%s: row %zu did not move toward its measurement (%+.3f -> %+.3f)", name.c_str(),
                   i, before, after);
    }
    return out;
}

void expectRefusal(const std::string& text, const std::string& origin, const RunContext& c,
                   std::initializer_list<const char*> mentions)
{
    try {
        CalibrationInput input;
        addResultFile(input, text, origin, c, builtInModels());
    } catch (const InputError& e) {
        const std::string what = e.what();
        for (const char* m : mentions)
            if (what.find(m) == std::string::npos)
                qFatal("refusal of %s: \"%s\" does not mention \"%s\"", origin.c_str(),
                       what.c_str(), m);
        if (what.find(origin) == std::string::npos)
            qFatal("refusal does not name the file: %s", what.c_str());
        return;
    }
    qFatal("%s was accepted", origin.c_str());
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const size_t at = text.find(from);
    if (at == std::string::npos)
        qFatal("fixture text \"%s\" not found", from.c_str());
    return text.replace(at, from.size(), to);
}

} // namespace

class TestCalibrationFormats : public QObject {
    Q_OBJECT
private slots:
    void detectsEachFormatFromItsContent();
    void vllmRoundTrip();
    void sglangRoundTrip();
    void trtllmJsonRoundTrip();
    void trtllmLogRoundTrip();
    void mlperfRoundTrip();
    void ncclAllReduceFitsLinkAndLatency();
    void ncclAllToAllAcrossHostsFitsScaleOut();
    void refusesUnknownAndMalformedFiles();
    void refusesMissingContext();
    void contextFileAndMerge();
};

void TestCalibrationFormats::detectsEachFormatFromItsContent()
{
    const std::pair<const char*, ResultFormat> cases[] = {
        {"vllm_bench_serve.json", ResultFormat::VllmServe},
        {"sglang_bench_serving.jsonl", ResultFormat::SglangServe},
        {"trtllm_bench_report.json", ResultFormat::TrtllmBench},
        {"trtllm_bench_throughput.log", ResultFormat::TrtllmBench},
        {"mlperf_log_summary.txt", ResultFormat::MlperfSummary},
        {"nccl_all_reduce_perf.txt", ResultFormat::NcclTests},
        {"nccl_alltoall_perf.txt", ResultFormat::NcclTests},
    };
    for (const auto& [file, format] : cases)
        QVERIFY2(detectResultFormat(sample(file)) == format, file);
    // One SGLang line alone is still SGLang's (its keys, not the line count).
    const std::string sglang = sample("sglang_bench_serving.jsonl");
    QVERIFY(detectResultFormat(sglang.substr(0, sglang.find('\n'))) == ResultFormat::SglangServe);
    QVERIFY(detectResultFormat("id,model,device,measured\n") == ResultFormat::MeasurementsCsv);
    QVERIFY(!detectResultFormat("hello world\n"));
    QVERIFY(!detectResultFormat("{\"a\": 1}"));
}

void TestCalibrationFormats::vllmRoundTrip()
{
    // Throughput and, the run being a closed loop of 64 requests, the mean request latency,
    // TTFT and TPOT (mean_ttft_ms, mean_tpot_ms): the fitted rows (TPOT among them: the decode
    // efficiency) move toward their figures; TTFT is reported before and after.
    const auto out = roundTrip("vllm_bench_serve.json", servingContext(), 4);
    QCOMPARE(out.fit.rows[0].metric, std::string("output_tokens_per_s"));
    QCOMPARE(out.fit.rows[0].measured, 5400.0);
    QCOMPARE(out.fit.rows[1].metric, std::string("request_latency_s"));
    QCOMPARE(out.fit.rows[2].metric, std::string("ttft_s"));
    QCOMPARE(out.fit.rows[2].measured, 0.18241);
    QCOMPARE(out.fit.rows[3].metric, std::string("tpot_s"));
    QCOMPARE(out.fit.rows[3].measured, 0.01119);
    // Without a TPOT the inter-token latency stands in; without a mean, the median.
    {
        std::string text = sample("vllm_bench_serve.json");
        for (const char* key : {"\"mean_tpot_ms\"", "\"median_tpot_ms\"", "\"mean_ttft_ms\""})
            text.insert(text.find(key) + std::string(key).size() - 1, "_gone");
        CalibrationInput itl;
        addResultFile(itl, text, "v.json", servingContext(), builtInModels());
        QCOMPARE(itl.rows.size(), size_t(4));
        QCOMPARE(itl.rows[2].measured, 0.15107);
        QCOMPARE(itl.rows[3].measured, 0.01117);
    }
    CalibrationInput input;
    addResultFile(input, sample("vllm_bench_serve.json"), "v.json", servingContext(),
                  builtInModels());
    const auto& w = std::get<InferenceWorkload>(input.rows[0].scenario.workload);
    QCOMPARE(w.inputTokens, 1024.0);
    QCOMPARE(w.outputTokens, 256.0);
    QCOMPARE(*w.batch, 64.0);
    QVERIFY(w.stack == SoftwareStack::Vllm);
    QCOMPARE(input.rows[0].scenario.cluster.count, 1);
}

void TestCalibrationFormats::sglangRoundTrip()
{
    // Two runs appended to one JSONL file (concurrency 16 and 64): throughput, request
    // latency, TTFT and TPOT of each, eight rows, each moved toward its figure.
    const auto out = roundTrip("sglang_bench_serving.jsonl", servingContext(), 8);
    QVERIFY(out.fit.rows[0].id.find("#1") != std::string::npos);
    QCOMPARE(out.fit.rows[2].metric, std::string("ttft_s"));
    QCOMPARE(out.fit.rows[2].measured, 0.0952);
    QCOMPARE(out.fit.rows[3].metric, std::string("tpot_s"));
    QCOMPARE(out.fit.rows[3].measured, 0.0064);
    QVERIFY(out.fit.rows[4].id.find("#2") != std::string::npos);
    // The calibration file keeps each row's band regime and its error after the fit.
    const nlohmann::json doc = out.document();
    const auto& row = doc.at("fit").at("rows").at(0);
    QCOMPARE(row.at("regime").get<std::string>(), std::string("hopper/serving/dense/short"));
    QCOMPARE(row.at("log_speed_ratio").get<double>(), std::log1p(out.fit.rows[0].relativeError));
    QCOMPARE(doc.at("fit").at("rows").at(2).at("log_speed_ratio").get<double>(),
             -std::log1p(out.fit.rows[2].relativeError));
    const EfficiencyParams p = efficiencyFromJson(doc, "own.json");
    QCOMPARE(p.ownRows.size(), size_t(8));
    QCOMPARE(p.ownRows[0].regime, std::string("hopper/serving/dense/short"));
}

void TestCalibrationFormats::trtllmJsonRoundTrip()
{
    RunContext c = servingContext();
    c.precision.reset(); // FP8 from the report's quantization
    CalibrationInput input;
    addResultFile(input, sample("trtllm_bench_report.json"), "t.json", c, builtInModels());
    const auto& w = std::get<InferenceWorkload>(input.rows.at(0).scenario.workload);
    QVERIFY(w.precision == Precision::FP8);
    QVERIFY(w.stack == SoftwareStack::TensorRtLlm);
    QCOMPARE(w.maxBatch, 512.0);
    QVERIFY(!w.batch);
    roundTrip("trtllm_bench_report.json", c, 1);
    // The context wins over the file.
    c.precision = Precision::BF16;
    CalibrationInput again;
    addResultFile(again, sample("trtllm_bench_report.json"), "t.json", c, builtInModels());
    QVERIFY(std::get<InferenceWorkload>(again.rows.at(0).scenario.workload).precision ==
            Precision::BF16);
}

void TestCalibrationFormats::trtllmLogRoundTrip()
{
    RunContext c = servingContext("llama-3-70b");
    c.precision.reset();
    CalibrationInput input;
    addResultFile(input, sample("trtllm_bench_throughput.log"), "t.log", c, builtInModels());
    const Measurement& m = input.rows.at(0);
    QCOMPARE(m.scenario.cluster.parallelism.tensor, 4);
    QCOMPARE(m.scenario.cluster.count, 4);
    QCOMPARE(m.measured, 4939.9808);
    roundTrip("trtllm_bench_throughput.log", c, 1);
}

void TestCalibrationFormats::mlperfRoundTrip()
{
    RunContext c = servingContext("llama-2-70b");
    c.precision = Precision::FP8;
    c.devices = 8;
    c.tensorParallel = 2;
    c.inputTokens = 294;
    CalibrationInput input;
    addResultFile(input, sample("mlperf_log_summary.txt"), "m.txt", c, builtInModels());
    const auto& w = std::get<InferenceWorkload>(input.rows.at(0).scenario.workload);
    // Output tokens per sample: tokens/s over samples/s.
    QVERIFY(std::abs(w.outputTokens - 24268.6 / 83.9416) < 1e-6);
    QVERIFY(!w.sloTtftSec); // Offline: no latency limits
    QCOMPARE(input.rows[0].scenario.cluster.parallelism.data, 4);
    roundTrip("mlperf_log_summary.txt", c, 1);

    // The Server scenario takes LoadGen's TTFT and TPOT limits at the 99th percentile.
    std::string server =
        replaced(sample("mlperf_log_summary.txt"), "Scenario : Offline", "Scenario : Server");
    server =
        replaced(server, "Samples per second: 83.9416", "Completed samples per second    : 80.1");
    server = replaced(server, "Tokens per second: 24268.6", "Completed tokens per second: 23150.2");
    CalibrationInput s;
    addResultFile(s, server, "server.txt", c, builtInModels());
    const auto& sw = std::get<InferenceWorkload>(s.rows.at(0).scenario.workload);
    QCOMPARE(*sw.sloTtftSec, 2.0);
    QCOMPARE(*sw.sloTpotSec, 0.2);
    QCOMPARE(*sw.sloPercentile, 99.0);
}

void TestCalibrationFormats::ncclAllReduceFitsLinkAndLatency()
{
    RunContext c;
    c.deviceId = "nvidia-h100-sxm5-80gb";
    c.collective = CollectiveKind::AllReduce;
    CalibrationInput input;
    addResultFile(input, sample("nccl_all_reduce_perf.txt"), "ar.txt", c, builtInModels());
    QCOMPARE(input.collectives.size(), size_t(1));
    const CollectiveRun& run = input.collectives[0];
    QCOMPARE(run.ranks, 8);
    QCOMPARE(run.hosts, 1);
    QCOMPARE(run.samples.size(), size_t(15));
    const CalibrationOutcome out = runCalibration(input, shippedData(), 0.05);
    QVERIFY(out.fabric);
    const FabricFitReport& f = *out.fabric;
    std::printf("link %.3f (was %.3f), scale-up latency %.2f us (was %.2f); median |error| "
                "%.1f%% -> %.1f%%\n",
                out.params.link, shippedData().params().link, 1e6 * out.params.scaleUpLatencySec,
                1e6 * shippedData().params().scaleUpLatencySec, 100 * f.medianAbsErrorBefore,
                100 * f.medianAbsErrorAfter);
    QVERIFY(f.medianAbsErrorAfter < f.medianAbsErrorBefore);
    QVERIFY(f.medianAbsErrorAfter < 0.05);
    // The large messages' bus bandwidth, 392 GB/s of NVLink 4's 450 (0.87), above the shipped
    // 0.8: the fitted model's time for the largest message within 5% of the measured one (the
    // fit is a compromise over every size: the model's ring pays 2(n-1) steps of latency at
    // mid sizes where NCCL's measured time does not).
    QVERIFY(out.params.link > shippedData().params().link);
    const CollectiveRowError& largest = f.rows.back();
    QCOMPARE(largest.bytes, 8589934592.0);
    QVERIFY(std::abs(largest.afterSec / largest.measuredSec - 1) < 0.05);
    QVERIFY(std::abs(largest.beforeSec / largest.measuredSec - 1) > 0.05);
    // One host: the scale-up latency is fitted, the scale-out one untouched.
    QCOMPARE(f.fitted, (std::vector<std::string>{"link", "scale_up_latency_s"}));
    QCOMPARE(out.params.scaleOutLatencySec, shippedData().params().scaleOutLatencySec);
    // The small messages (36 us, latency-bound) over NCCL's tree, 2 log2(8) = 6 steps.
    QVERIFY(out.params.scaleUpLatencySec > 4e-6 && out.params.scaleUpLatencySec < 8e-6);
    // The file a project references: the fitted fabric parameters under "fixed".
    const auto doc = out.document();
    QCOMPARE(doc["fixed"]["link"].get<double>(), out.params.link);
    const EfficiencyParams back = efficiencyFromJson(doc, "calib.json");
    QCOMPARE(back.scaleUpLatencySec, out.params.scaleUpLatencySec);
    QVERIFY(doc["fit"].contains("fabric"));
}

void TestCalibrationFormats::ncclAllToAllAcrossHostsFitsScaleOut()
{
    RunContext c;
    c.deviceId = "nvidia-h100-sxm5-80gb";
    c.collective = CollectiveKind::AllToAll;
    CalibrationInput input;
    addResultFile(input, sample("nccl_alltoall_perf.txt"), "a2a.txt", c, builtInModels());
    QCOMPARE(input.collectives.at(0).ranks, 16);
    QCOMPARE(input.collectives.at(0).hosts, 2);
    const CalibrationOutcome out = runCalibration(input, shippedData(), 0.05);
    const FabricFitReport& f = *out.fabric;
    QVERIFY(f.medianAbsErrorAfter < f.medianAbsErrorBefore);
    QCOMPARE(f.fitted, (std::vector<std::string>{"link", "scale_out_latency_s"}));
    // Half of each rank's buffer leaves the host over its 50 GB/s NIC at 41 GB/s.
    QVERIFY(std::abs(out.params.link - 41.0 / 50) < 0.03);
}

void TestCalibrationFormats::refusesUnknownAndMalformedFiles()
{
    const RunContext c = servingContext();
    expectRefusal("just some text\nwithout a format\n", "notes.txt", c, {"not a format"});
    expectRefusal("{\"a\": 1}", "other.json", c, {"not a format"});
    // A broken second line of a JSONL file is named by its line.
    const std::string sglang = sample("sglang_bench_serving.jsonl");
    expectRefusal(sglang.substr(0, sglang.find('\n') + 1) + "{\"backend\": \"sglang\", \n",
                  "broken.jsonl", c, {"line 2"});
    // Bounded work: at most 10,000 runs in one JSONL file.
    std::string many;
    for (int i = 0; i < 10001; ++i)
        many += sglang.substr(0, sglang.find('\n') + 1);
    expectRefusal(many, "many.jsonl", c, {"more than 10000 runs"});
    // A missing figure is named by its field.
    std::string vllm = replaced(sample("vllm_bench_serve.json"), "\"output_throughput\"",
                                "\"output_throughput_x\"");
    expectRefusal(vllm, "v.json", c, {"output_throughput"});
    // A rate-limited run measures the offered load.
    expectRefusal(replaced(sample("vllm_bench_serve.json"), "\"request_rate\": \"inf\"",
                           "\"request_rate\": 4.0"),
                  "rate.json", c, {"request_rate", "offered load"});
    RunContext trt = c;
    expectRefusal(replaced(sample("trtllm_bench_report.json"), "\"system_output_throughput_tok_s\"",
                           "\"other\""),
                  "t.json", trt, {"performance.system_output_throughput_tok_s"});
    RunContext ml = servingContext("llama-2-70b");
    ml.devices = 8;
    ml.inputTokens = 294;
    expectRefusal(
        replaced(sample("mlperf_log_summary.txt"), "Result is : VALID", "Result is : INVALID"),
        "m.txt", ml, {"Result is", "not VALID"});
    expectRefusal(
        replaced(sample("mlperf_log_summary.txt"), "Scenario : Offline", "Scenario : SingleStream"),
        "m.txt", ml, {"Scenario", "Offline and Server"});
    expectRefusal(replaced(sample("mlperf_log_summary.txt"), "Tokens per second: 24268.6",
                           "Tokens per second: fast"),
                  "m.txt", ml, {"Tokens per second", "line 8"});
    RunContext nccl;
    nccl.deviceId = "nvidia-h100-sxm5-80gb";
    nccl.collective = CollectiveKind::AllReduce;
    const std::string ar = sample("nccl_all_reduce_perf.txt");
    const size_t row = ar.find("     8388608");
    std::string wrong = ar;
    wrong.replace(wrong.find("      0", row), 7, "     12");
    expectRefusal(wrong, "ar.txt", nccl, {"#wrong", "line 27"});
    std::string noRanks;
    std::istringstream lines(ar);
    for (std::string l; std::getline(lines, l);)
        if (l.find("Rank") == std::string::npos)
            noRanks += l + "\n";
    expectRefusal(noRanks, "ar.txt", nccl, {"Rank", "Using devices"});
}

void TestCalibrationFormats::refusesMissingContext()
{
    RunContext noDevice = servingContext();
    noDevice.deviceId.clear();
    expectRefusal(sample("vllm_bench_serve.json"), "v.json", noDevice, {"device", "--device"});
    RunContext noModel = servingContext();
    noModel.model.clear();
    expectRefusal(sample("sglang_bench_serving.jsonl"), "s.jsonl", noModel, {"--model"});
    RunContext unknownModel = servingContext("llama-9-9b");
    expectRefusal(sample("vllm_bench_serve.json"), "v.json", unknownModel, {"llama-9-9b"});
    RunContext noPrecision = servingContext();
    noPrecision.precision.reset();
    expectRefusal(sample("vllm_bench_serve.json"), "v.json", noPrecision, {"--precision"});
    RunContext ml = servingContext("llama-2-70b");
    ml.devices = 8;
    expectRefusal(sample("mlperf_log_summary.txt"), "m.txt", ml, {"--input-tokens"});
    ml.inputTokens = 294;
    ml.devices.reset();
    expectRefusal(sample("mlperf_log_summary.txt"), "m.txt", ml, {"--devices"});
    RunContext nccl;
    nccl.deviceId = "nvidia-h100-sxm5-80gb";
    expectRefusal(sample("nccl_all_reduce_perf.txt"), "ar.txt", nccl, {"--collective"});
    // Devices that tensor x pipeline does not divide.
    RunContext odd = servingContext();
    odd.tensorParallel = 2;
    odd.devices = 3;
    expectRefusal(sample("vllm_bench_serve.json"), "v.json", odd, {"devices", "multiple"});
    // A device the catalog lacks is named when the fit starts.
    RunContext unknownDevice = servingContext();
    unknownDevice.deviceId = "nvidia-h100-sxm5-80gbx";
    CalibrationInput input;
    addResultFile(input, sample("vllm_bench_serve.json"), "v.json", unknownDevice, builtInModels());
    bool refused = false;
    try {
        runCalibration(input, shippedData(), 0.05);
    } catch (const InputError& e) {
        refused = std::string(e.what()).find("v.json") != std::string::npos;
    }
    QVERIFY(refused);
}

void TestCalibrationFormats::contextFileAndMerge()
{
    const RunContext file = runContextFromJson(
        R"({"device": "nvidia-h100-sxm5-80gb", "model": "llama-3-8b", "precision": "fp8",
            "tensor_parallel": 2, "collective": "all_to_all"})",
        "ctx.json");
    QCOMPARE(file.deviceId, std::string("nvidia-h100-sxm5-80gb"));
    QVERIFY(*file.precision == Precision::FP8);
    QVERIFY(*file.collective == CollectiveKind::AllToAll);
    RunContext over;
    over.tensorParallel = 4;
    const RunContext merged = mergeRunContext(file, over);
    QCOMPARE(*merged.tensorParallel, 4);
    QCOMPARE(merged.model, std::string("llama-3-8b"));
    for (const char* bad : {R"({"devise": "x"})", R"({"precision": "fp7"})",
                            R"({"tensor_parallel": 0})", R"({"collective": "broadcast"})"}) {
        bool refused = false;
        try {
            runContextFromJson(bad, "ctx.json");
        } catch (const InputError& e) {
            refused = std::string(e.what()).find("ctx.json") != std::string::npos;
        }
        QVERIFY2(refused, bad);
    }
}

QTEST_GUILESS_MAIN(TestCalibrationFormats)
#include "tst_calibration_formats.moc"
