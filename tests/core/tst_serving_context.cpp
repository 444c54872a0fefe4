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
    void ringVariantFollowsTheCacheMissRate_data();
    void ringVariantFollowsTheCacheMissRate();
    void contextInTheDisaggregatedPrefillPool();
    void refusedWhereNotModelled_data();
    void refusedWhereNotModelled();

private:
    const Catalog m_catalog = Catalog::builtIn();
    const EfficiencyParams m_params = defaultEfficiencyParams();
    const ModelSpec m_405b = builtInModels().at("llama-3-405b");
    const Device& h100() const { return m_catalog.at("nvidia-h100-sxm5-80gb"); }
};

// Yang et al. 2025: Llama 3 405B prefill on 128 H100 across 16 nodes (TP8 in a node, CP16
// across): 128K tokens in 3.8 s, 1M tokens in 77 s. The rows of the independent validation set,
// evaluated as `calibrate` does. When they were added (from the abstract, on the 80 GB SXM5 at
// 700 W, before the model read `context` in serving) the model gave -40.4% at 128K and +6.6% at
// 1M. Since the rows state what the paper's sections 4.1, 4.2.3 and Appendix A do (issue #27:
// Meta's Grand Teton H100, 96 GB HBM2e at 2.4 TB/s and 800 dense BF16 TFLOP/s at its 500 W
// limit; 128K = 128,000 and 1M = 10^6 tokens as the paper counts them) both run slower: about
// -34% at 128K and +16% at 1M. The model is faster than the paper where the weight GEMMs
// dominate and slower where attention does, while its CP16 scaling over one node is near-linear
// at both lengths (ttftFallsWithContext). Stated tolerances: 40% at 128K, 20% at 1M (regression
// guards around those errors, not fits).
void TestServingContext::paperPrefillOn16Nodes_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("128K") << "yang2025_cp16_llama3-405b_128k_prefill" << 0.40;
    QTest::newRow("1M") << "yang2025_cp16_llama3-405b_1m_prefill" << 0.20;
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

// Pass-KV or pass-Q (Yang et al. 2025, Table 4, 128K context on CP4 = 4 nodes of TP8, P cached
// and T new tokens with P + T = 128,000): pass-KV below 5 % misses exposes its transfers (Table 5
// at 2.5 %: 627 us SendRecv against 414 us of attention per step), pass-Q is faster at 1 % (899
// against 1,023 ms) and 2.5 % (1,046 against 1,110 ms); at 10 % the pass-KV SendRecv hides under
// the attention (631 against 1,608 us) and pass-KV is faster (2,081 against 2,205 ms), as in full
// prefill (eq. 1: for GQA with NH > 2 NKV, K and V are the smaller message). The paper's KV is
// 16-bit (its Table 3 counts e bytes per element for Q and KV alike). At 2.5 % the model keeps
// pass-KV (1.9 ms exposed): its NIC moves the 16.4 MB block at 40 GB/s where the paper's SendRecv
// reached 26 GB/s (627 us), so the tipping point sits between 1 % and 2.5 % instead of ~5 %.
void TestServingContext::ringVariantFollowsTheCacheMissRate_data()
{
    QTest::addColumn<double>("missRate");
    QTest::addColumn<bool>("passQ");
    QTest::newRow("1 %") << 0.01 << true;
    QTest::newRow("2.5 %") << 0.025 << false;
    QTest::newRow("10 %") << 0.10 << false;
    QTest::newRow("full prefill") << 1.0 << false;
}

void TestServingContext::ringVariantFollowsTheCacheMissRate()
{
    QFETCH(double, missRate);
    QFETCH(bool, passQ);
    InferenceWorkload w = prompt(m_405b, 128000);
    w.kvCachePrecision = Precision::BF16;
    if (missRate < 1)
        w.fields.set("/workload/prefix_cache_hit_share", 1.0 - missRate);
    const InferenceResult r = evaluateInference(w, cluster(32, 8, 4), h100(), m_params);
    QVERIFY(r.feasible);
    std::printf("miss %.1f %%: %s, %.1f ms exposed, prefill %.0f ms\n", missRate * 100,
                r.layout.servingContextPassQ ? "pass-Q" : "pass-KV",
                r.layout.servingContextCommSec * 1e3, r.prefillTimeSec * 1e3);
    QCOMPARE(r.layout.servingContextPassQ, passQ);
    if (missRate == 0.10)
        QCOMPARE(r.layout.servingContextCommSec, 0.0); // the SendRecv hides (Table 5)
}

// Context parallelism in the prefill pool only (Yang et al. 2025, section 4.3: context parallel
// "is best suited for improving prefill performance and can be best leveraged with a serving
// system that decouples the parallelization scheme for prefill and decode"; Table 7, 128K at
// batch 1: CP4 TTFT 10,950 ms and TTIT 71.31 ms, CP1 42,010 ms and 46.26 ms). A prefill pool of
// CP4 x TP8 and a decode pool of TP8: the prompt's pass is the CP4 replica's prefill, the TPOT
// the TP8 replica's decode, below the colocated CP4 deployment's (whose every decode step merges
// attention across the nodes).
void TestServingContext::contextInTheDisaggregatedPrefillPool()
{
    const Device& d = h100();
    InferenceWorkload w = prompt(m_405b, 131072, 1, 256);
    const InferenceResult colocated = evaluateInference(w, cluster(32, 8, 4), d, m_params);
    const InferenceResult one = evaluateInference(w, cluster(8, 8, 1), d, m_params);
    w.prefillDevices = 32;
    w.prefillLayout = PoolLayout{};
    w.fields.set("/workload/prefill_parallelism/context", 4.0);
    const InferenceResult r = evaluateInference(w, cluster(40, 8, 1), d, m_params);
    QVERIFY2(r.feasible, r.problems.empty() ? "" : r.problems.front().english().c_str());
    QCOMPARE(r.prefillParallelism.context, 4);
    QCOMPARE(r.prefillParallelism.data, 1);
    QCOMPARE(r.layout.servingContext, 1.0);
    QCOMPARE(r.layout.servingPrefillContext, 4.0);
    QCOMPARE(r.prefillPassSec, colocated.prefillTimeSec);
    QCOMPARE(r.tpotSec, one.tpotSec);
    std::printf("128K: prefill pool CP4 %.2f s (paper CP4 10.95 s), TPOT %.1f ms (paper TP8 "
                "46.26 ms); colocated CP4 TPOT %.1f ms (paper 71.31 ms)\n",
                r.prefillPassSec, r.tpotSec * 1e3, colocated.tpotSec * 1e3);
    QVERIFY(r.tpotSec < colocated.tpotSec);
    QVERIFY(r.prefillPassSec < one.prefillTimeSec / 3);
    // Each prefill device sends its quarter of the prompt's cache; each decode device receives
    // all of its tensor rank's: the transfer is the decode side's.
    QVERIFY(r.kvTransferSec > 0);
}

void TestServingContext::refusedWhereNotModelled_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("speculative") << "speculative";
    QTest::newRow("prefill pool's prompt shorter than 2 x its context") << "disaggregated";
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
        // The prefill pool's own context degree is checked as the cluster's.
        w.prefillDevices = 32;
        w.prefillLayout = PoolLayout{};
        w.fields.set("/workload/prefill_parallelism/context", 4.0);
        w.inputTokens = 7;
        c = cluster(40, 8, 1);
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
    w.fields.erase("/workload/prefill_parallelism/context");
    const InferenceResult plain = evaluateInference(w, cluster(c.count, 8, 1), d, m_params);
    for (const auto& p : plain.problems)
        QVERIFY2(p.english().find("context") == std::string::npos, p.english().c_str());
}

QTEST_GUILESS_MAIN(TestServingContext)
#include "tst_serving_context.moc"
