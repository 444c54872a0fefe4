// Context parallelism in serving (cluster.parallelism.context): one replica spans tensor x
// pipeline x context devices, prompts split over the context ranks with ring attention, the KV
// cache sharded by position (Yang et al. 2025, "Context Parallelism for Scalable Million-Token
// Inference", arXiv 2411.01783).
#include "hardware/catalog.h"
#include "perf/calibration.h"
#include "perf/data_context.h"
#include "perf/efficiency_params.h"
#include "perf/inference_model.h"

#include <QtTest>

#include <cmath>

using namespace ap;

namespace {

InferenceWorkload prompt(const ModelSpec& m, double in, double batch = 1, double out = 1)
{
    InferenceWorkload w;
    w.model = m;
    w.precision = Precision::FP8;
    w.batch = batch;
    w.inputTokens = in;
    w.outputTokens = out;
    return w;
}

Cluster cluster(int count, int tp, int cp)
{
    Cluster c;
    c.deviceId = "nvidia-h100-sxm5-80gb";
    c.count = count;
    c.parallelism.tensor = tp;
    c.parallelism.context = cp;
    c.parallelism.data = count / (tp * cp);
    return c;
}

} // namespace

class TestServingContext : public QObject {
    Q_OBJECT
private slots:
    void paperPrefillOn16Nodes_data();
    void paperPrefillOn16Nodes();
    void ttftFallsWithContext();
    void contextIsNotMoreReplicas();
    void kvCachePerDeviceDividedByContext();
    void promptPaddedToTwiceContext();
    void refusedWhereNotModelled_data();
    void refusedWhereNotModelled();

private:
    const Catalog m_catalog = Catalog::builtIn();
    const EfficiencyParams m_params = defaultEfficiencyParams();
    const ModelSpec m_405b = builtInModels().at("llama-3-405b");
    const Device& h100() const { return m_catalog.at("nvidia-h100-sxm5-80gb"); }
};

// Yang et al. 2025, abstract: Llama 3 405B prefill on 128 H100 across 16 nodes (TP8 in a node,
// CP16 across): 128K tokens in 3.8 s, 1M tokens in 77 s. The rows of the independent validation
// set, evaluated as `calibrate` does. When they were added (before the model read `context` in
// serving) the model gave -40.4% at 128K and +6.6% at 1M: it is faster than the paper where the
// weight GEMMs dominate and slower where attention does, while its CP16 scaling over one node
// is near-linear at both lengths (ttftFallsWithContext). Stated tolerances: 45% at 128K, 15% at
// 1M (regression guards around those errors, not fits).
void TestServingContext::paperPrefillOn16Nodes_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("128K") << "yang2025_cp16_llama3-405b_128k_prefill" << 0.45;
    QTest::newRow("1M") << "yang2025_cp16_llama3-405b_1m_prefill" << 0.15;
}

void TestServingContext::paperPrefillOn16Nodes()
{
    QFETCH(QString, id);
    QFETCH(double, tolerance);
    const DataContext data = DataContext::builtIn();
    for (const Measurement& m : builtInValidation()) {
        if (m.id != id.toStdString())
            continue;
        QCOMPARE(m.scenario.cluster.parallelism.context, 16);
        const double predicted = predictMeasurement(m, data);
        std::printf("%s: model %.2f s, measured %.2f s (%+.1f%%)\n", m.id.c_str(), predicted,
                    m.measured, (predicted / m.measured - 1) * 100);
        QVERIFY(std::isfinite(predicted));
        QVERIFY2(std::abs(predicted / m.measured - 1) < tolerance,
                 qPrintable(QString::number(predicted)));
        return;
    }
    QFAIL("the validation row is missing");
}

// Prefill time falls with the context degree on the same tensor group: near-linearly for a
// long prompt (the paper's 93% parallel efficiency at 1M; attention, quadratic in the prompt,
// splits evenly and hides the ring), less for a short one, whose per-layer blocks are small.
void TestServingContext::ttftFallsWithContext()
{
    const Device& d = h100();
    auto ttft = [&](double in, int cp) {
        const InferenceResult r =
            evaluateInference(prompt(m_405b, in), cluster(8 * cp, 8, cp), d, m_params);
        if (!r.feasible)
            qWarning("%s", r.problems.front().english().c_str());
        return r.feasible ? r.ttftSec : NAN;
    };
    double last128k = ttft(131072, 1), last8k = ttft(8192, 1);
    const double one128k = last128k, one8k = last8k;
    for (const int cp : {2, 4, 8, 16}) {
        const double t128k = ttft(131072, cp), t8k = ttft(8192, cp);
        QVERIFY(t128k < last128k);
        QVERIFY(t8k < last8k);
        last128k = t128k;
        last8k = t8k;
    }
    const double efficiency128k = one128k / last128k / 16, efficiency8k = one8k / last8k / 16;
    std::printf("parallel efficiency at CP16: 128K %.2f, 8K %.2f\n", efficiency128k, efficiency8k);
    QVERIFY(efficiency128k > 0.8);
    QVERIFY(efficiency8k < efficiency128k);
}

// The context ranks serve the same sequences: on the same 16 devices TP8 CP2 is one replica,
// TP8 CP1 two, so at the same batch per replica the deployment serves fewer tokens/s (and each
// costs more: the devices cost the same).
void TestServingContext::contextIsNotMoreReplicas()
{
    const Device& d = h100();
    const InferenceWorkload w = prompt(m_405b, 4096, 32, 256);
    const InferenceResult cp1 = evaluateInference(w, cluster(16, 8, 1), d, m_params);
    const InferenceResult cp2 = evaluateInference(w, cluster(16, 8, 2), d, m_params);
    QVERIFY(cp1.feasible && cp2.feasible);
    QCOMPARE(cp1.replicas, 2.0);
    QCOMPARE(cp2.replicas, 1.0);
    QVERIFY(cp2.outputTokensPerSec < cp1.outputTokensPerSec);
    // Each replica's iteration is no slower with its cache split over two ranks.
    QVERIFY(cp2.tpotSec < cp1.tpotSec * 1.05);
}

// The cache is sharded by position: per device 1/context of every token's K and V, so the
// batch that fits memory grows with the degree.
void TestServingContext::kvCachePerDeviceDividedByContext()
{
    const Device& d = h100();
    InferenceWorkload w = prompt(m_405b, 32768, 1, 1024);
    w.batch.reset();
    const InferenceResult cp1 = evaluateInference(w, cluster(8, 8, 1), d, m_params);
    const InferenceResult cp4 = evaluateInference(w, cluster(32, 8, 4), d, m_params);
    QVERIFY(cp1.feasible && cp4.feasible);
    QCOMPARE(cp4.kvBytesPerToken * 4, cp1.kvBytesPerToken);
    QCOMPARE(cp4.kvBytesPerSequence * 4, cp1.kvBytesPerSequence);
    QCOMPARE(cp4.memory.weightsBytes, cp1.memory.weightsBytes); // a full copy per context rank
    QVERIFY(cp4.maxBatchByMemory > 3 * cp1.maxBatchByMemory);
}

// Uneven prompts are padded to 2 x context equal chunks: at CP4 (8 chunks) 1001 tokens cost
// what 1008 do, and 1009 costs more (padded to 1016).
void TestServingContext::promptPaddedToTwiceContext()
{
    const Device& d = h100();
    auto prefillSec = [&](double in) {
        const InferenceResult r =
            evaluateInference(prompt(m_405b, in), cluster(32, 8, 4), d, m_params);
        return r.feasible ? r.prefillTimeSec : NAN;
    };
    QCOMPARE(prefillSec(1001), prefillSec(1008));
    QVERIFY(prefillSec(1009) > prefillSec(1008));
}

void TestServingContext::refusedWhereNotModelled_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("speculative") << "speculative";
    QTest::newRow("disaggregated") << "disaggregated";
    QTest::newRow("sliding window") << "window";
    QTest::newRow("prompt shorter than 2 x context") << "short";
}

void TestServingContext::refusedWhereNotModelled()
{
    QFETCH(QString, what);
    const Device& d = h100();
    InferenceWorkload w = prompt(m_405b, 8192);
    Cluster c = cluster(32, 8, 4);
    if (what == "speculative") {
        w.speculative.draftTokens = 2;
        w.speculative.acceptanceRate = 0.7;
    } else if (what == "disaggregated") {
        w.prefillDevices = 16;
        c.count = 48;
    } else if (what == "window") {
        w.model.slidingWindow = 4096;
        w.model.slidingWindowLayers = w.model.layers / 2;
    } else {
        w.inputTokens = 7; // fewer than the 8 chunks of CP4
    }
    const InferenceResult r = evaluateInference(w, c, d, m_params);
    QVERIFY(!r.feasible);
    QCOMPARE(r.problemKind, std::optional<ProblemKind>(ProblemKind::Layout));
    const std::string msg = r.problems.front().english();
    QVERIFY2(msg.find("context 4") != std::string::npos, msg.c_str());
    // The same workload without context parallelism is not refused for it.
    const InferenceResult plain = evaluateInference(w, cluster(c.count, 8, 1), d, m_params);
    for (const auto& p : plain.problems)
        QVERIFY2(p.english().find("context") == std::string::npos, p.english().c_str());
}

QTEST_GUILESS_MAIN(TestServingContext)
#include "tst_serving_context.moc"
