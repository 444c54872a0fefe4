// Roofline physics: ridge points, regimes, hierarchical ceilings, operator counts.
#include "common/input_error.h"
#include "hardware/catalog.h"
#include "perf/efficiency_params.h"
#include "perf/layer_model.h"
#include "roofline/operators.h"
#include "roofline/roofline.h"

#include <QtTest>

#include <algorithm>
#include <cstring>

using namespace ap;

Q_DECLARE_METATYPE(ap::Precision)

class TestRoofline : public QObject {
    Q_OBJECT
private slots:
    void h100RidgePoint();
    void regimes_data();
    void regimes();
    void attainableNeverAbovePeakOrBandwidth_data();
    void attainableNeverAbovePeakOrBandwidth();
    void gemmCounts_data();
    void gemmCounts();
    void largeGemmComputeBoundGemvMemoryBound();
    void decodeAttentionIsMemoryBound();
    void efficiencyScalesCeilings();
    void sustainedClockScalesTheModelsComputeOnly();
    void unsupportedPrecisionRejected();
    void linkTrafficBindsOnLink();
    void allReduceVolume();
    void kernelTimerTimesOnTheRoofline();

private:
    const Catalog m_catalog = Catalog::builtIn();
};

void TestRoofline::h100RidgePoint()
{
    const Roofline r(m_catalog.at("nvidia-h100-sxm5-80gb"), Precision::BF16);
    QCOMPARE(*r.ridgePointFlopPerByte(Ceiling::Memory), 989.4e12 / 3.35e12);
    QCOMPARE(r.peakFlopsPerSec(), 989.4e12);
}

void TestRoofline::regimes_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<Precision>("precision");
    for (const char* id : {"nvidia-h100-sxm5-80gb", "nvidia-a100-sxm4-80gb", "amd-mi300x",
                           "google-tpu-v5p", "intel-xeon-8480plus", "nvidia-l4"})
        for (Precision p : {Precision::BF16, Precision::FP32, Precision::FP8})
            QTest::addRow("%s/%s", id, precisionName(p).data()) << QString::fromLatin1(id) << p;
}

void TestRoofline::regimes()
{
    QFETCH(QString, device);
    QFETCH(Precision, precision);
    const Device& d = m_catalog.at(device.toStdString());
    if (!d.supports(precision))
        QSKIP("device lacks this precision (absent, by design)");
    const Roofline r(d, precision);
    const double ridge = *r.ridgePointFlopPerByte();
    const double bw = d.memoryBandwidthBytesPerSec;
    // Below the ridge: memory-bound, attainable = I * B exactly.
    QCOMPARE(r.attainableFlopsPerSec(ridge / 10), ridge / 10 * bw);
    // Above the ridge: compute-bound, attainable = peak.
    QCOMPARE(r.attainableFlopsPerSec(ridge * 10), r.peakFlopsPerSec());
    // At the ridge both ceilings meet.
    QVERIFY(qAbs(r.attainableFlopsPerSec(ridge) / r.peakFlopsPerSec() - 1.0) < 1e-12);
}

void TestRoofline::attainableNeverAbovePeakOrBandwidth_data()
{
    QTest::addColumn<double>("intensity");
    for (double i : {0.01, 0.5, 3.0, 50.0, 295.0, 1000.0, 1e5})
        QTest::addRow("I=%g", i) << i;
}

void TestRoofline::attainableNeverAbovePeakOrBandwidth()
{
    QFETCH(double, intensity);
    for (const Device& d : m_catalog.devices()) {
        for (Precision p : kAllPrecisions) {
            if (!d.supports(p))
                continue;
            const Roofline r(d, p);
            const double a = r.attainableFlopsPerSec(intensity);
            QVERIFY(a <= r.peakFlopsPerSec() * (1 + 1e-12));
            QVERIFY(a <= intensity * d.memoryBandwidthBytesPerSec * (1 + 1e-12));
            // Monotone in intensity.
            QVERIFY(r.attainableFlopsPerSec(intensity * 2) >= a);
        }
    }
}

void TestRoofline::gemmCounts_data()
{
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("k");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("flops");
    QTest::addColumn<double>("bytes");
    // 2mnk FLOPs; A, B read once and C written once (8-bit GEMMs write 16-bit outputs).
    QTest::newRow("square bf16") << 4096.0 << 4096.0 << 4096.0 << Precision::BF16
                                 << 2.0 * 4096 * 4096 * 4096 << 3.0 * 4096 * 4096 * 2;
    QTest::newRow("gemv fp16") << 1.0 << 8192.0 << 8192.0 << Precision::FP16 << 2.0 * 8192 * 8192
                               << (8192.0 + 8192.0 * 8192 + 8192) * 2;
    QTest::newRow("fp8 out 16-bit")
        << 1024.0 << 2048.0 << 512.0 << Precision::FP8 << 2.0 * 1024 * 2048 * 512
        << 1024.0 * 512 + 512.0 * 2048 + 1024.0 * 2048 * 2;
    QTest::newRow("fp32") << 128.0 << 256.0 << 64.0 << Precision::FP32 << 2.0 * 128 * 256 * 64
                          << (128.0 * 64 + 64.0 * 256 + 128.0 * 256) * 4;
}

void TestRoofline::gemmCounts()
{
    QFETCH(double, m);
    QFETCH(double, n);
    QFETCH(double, k);
    QFETCH(Precision, precision);
    QFETCH(double, flops);
    QFETCH(double, bytes);
    const Traffic t = gemm({m, n, k}, precision);
    QCOMPARE(t.flops, flops);
    QCOMPARE(t.bytesAt(Ceiling::Memory), bytes);
}

void TestRoofline::largeGemmComputeBoundGemvMemoryBound()
{
    for (const Device& d : m_catalog.devices()) {
        if (!d.supports(Precision::BF16) || d.kind == DeviceKind::Cpu)
            continue;
        const Roofline r(d, Precision::BF16);
        QCOMPARE(r.evaluate(gemm({8192, 8192, 8192}, Precision::BF16)).binding, Ceiling::Compute);
        const RooflineResult gemv = r.evaluate(gemm({1, 8192, 8192}, Precision::BF16));
        QCOMPARE(gemv.binding, Ceiling::Memory);
        // Intensity of a GEMV is ~1 FLOP/byte in 16-bit.
        QVERIFY(qAbs(gemv.intensityFlopPerByte - 1.0) < 0.01);
    }
}

void TestRoofline::decodeAttentionIsMemoryBound()
{
    const Roofline r(m_catalog.at("nvidia-h200-sxm-141gb"), Precision::BF16);
    const Traffic t = attentionDecode({64, 64, 8, 128}, 4096, Precision::BF16, 2.0);
    QCOMPARE(r.evaluate(t).binding, Ceiling::Memory);
    // Grouped-query attention: 8 KV heads serve 64 query heads, 8x the intensity of MHA.
    const Traffic mha = attentionDecode({64, 64, 64, 128}, 4096, Precision::BF16, 2.0);
    QVERIFY(t.flops / t.bytesAt(Ceiling::Memory) > 7.5 * mha.flops / mha.bytesAt(Ceiling::Memory));
}

void TestRoofline::efficiencyScalesCeilings()
{
    const Device& d = m_catalog.at("nvidia-a100-sxm4-80gb");
    Efficiency e;
    e.at(Ceiling::Compute) = 0.5;
    e.at(Ceiling::Memory) = 0.8;
    const Roofline pure(d, Precision::BF16);
    const Roofline real(d, Precision::BF16, e);
    QCOMPARE(real.peakFlopsPerSec(), 0.5 * pure.peakFlopsPerSec());
    QCOMPARE(*real.bandwidthBytesPerSec(Ceiling::Memory),
             0.8 * *pure.bandwidthBytesPerSec(Ceiling::Memory));
    QCOMPARE(*real.ridgePointFlopPerByte(), *pure.ridgePointFlopPerByte() * 0.5 / 0.8);
}

void TestRoofline::sustainedClockScalesTheModelsComputeOnly()
{
    // The catalog's clock (issue #27): AMD's MLPerf v5.1 harness holds MI300X at 1,400 MHz and
    // MI325X at 1,700 MHz of their 2,100 MHz peak in the GEMM-bound Offline runs (performance
    // determinism, the clock that stays within the board power: 750 W and 1,000 W). The
    // model's compute ceiling scales by sustained / peak; memory keeps its rate; a device
    // that states no clock keeps its quoted peak, and so does the roofline chart's ceiling.
    const Device& mi300x = m_catalog.at("amd-mi300x");
    const Device& mi325x = m_catalog.at("amd-mi325x");
    QVERIFY(mi300x.clock && mi325x.clock && !mi300x.clock->source.empty());
    QCOMPARE(mi300x.sustainedClockFraction(), 1400.0 / 2100.0);
    QCOMPARE(mi325x.sustainedClockFraction(), 1700.0 / 2100.0);
    QCOMPARE(Roofline(mi300x, Precision::FP8).peakFlopsPerSec(), *mi300x.peak(Precision::FP8));
    Device unstated = mi300x;
    unstated.clock = std::nullopt;
    QVERIFY(!unstated.clock);
    QCOMPARE(unstated.sustainedClockFraction(), 1.0);
    const EfficiencyParams params = defaultEfficiencyParams();
    Traffic compute;
    compute.precision = Precision::FP8;
    compute.flops = 1e15;
    Traffic memory;
    memory.precision = Precision::FP8;
    memory.bytesAt(Ceiling::Memory) = 1e12;
    const KernelTimer clocked(mi300x, Precision::FP8, params);
    const KernelTimer peak(unstated, Precision::FP8, params);
    QCOMPARE(clocked.time(compute, 1, 0).timeSec / peak.time(compute, 1, 0).timeSec,
             2100.0 / 1400.0);
    QCOMPARE(clocked.time(memory, 1, 0).timeSec, peak.time(memory, 1, 0).timeSec);
}

void TestRoofline::unsupportedPrecisionRejected()
{
    // A100 has no FP8 tensor cores: the catalog omits the peak and the roofline refuses.
    const Device& d = m_catalog.at("nvidia-a100-sxm4-80gb");
    QVERIFY(!d.supports(Precision::FP8));
    QVERIFY_THROWS_EXCEPTION(InputError, Roofline(d, Precision::FP8));
}

void TestRoofline::linkTrafficBindsOnLink()
{
    const Device& d = m_catalog.at("nvidia-h100-sxm5-80gb");
    const Roofline r(d, Precision::BF16);
    Traffic t = allReduce(1e9, 8, Ceiling::ScaleUp, Precision::BF16);
    const RooflineResult res = r.evaluate(t);
    QCOMPARE(res.binding, Ceiling::ScaleUp);
    QCOMPARE(res.timeSec, 2.0 * 7 / 8 * 1e9 / d.scaleUp->bandwidthBytesPerSec);
    // Over the NIC the same all-reduce is slower.
    t = allReduce(1e9, 8, Ceiling::ScaleOut, Precision::BF16);
    QVERIFY(r.evaluate(t).timeSec > res.timeSec);
    // A card without a scale-up link (L4, PCIe only) carries it over its next level out.
    const Device& l4 = m_catalog.at("nvidia-l4");
    QVERIFY(!l4.scaleUp);
    const RooflineResult onL4 = Roofline(l4, Precision::BF16)
                                    .evaluate(allReduce(1e9, 8, Ceiling::ScaleUp, Precision::BF16));
    QVERIFY(onL4.timeSec > res.timeSec);
}

void TestRoofline::allReduceVolume()
{
    // Ring all-reduce moves 2(n-1)/n of the buffer per participant (nccl-tests "bus bandwidth").
    QCOMPARE(allReduce(1e9, 2, Ceiling::ScaleOut, Precision::BF16).bytesAt(Ceiling::ScaleOut), 1e9);
    QCOMPARE(allReduce(1e9, 1, Ceiling::ScaleOut, Precision::BF16).bytesAt(Ceiling::ScaleOut), 0.0);
    QVERIFY(
        qAbs(allReduce(1e9, 1024, Ceiling::ScaleOut, Precision::BF16).bytesAt(Ceiling::ScaleOut) /
                 2e9 -
             1.0) < 1e-3);
}

// One routine times a kernel (Roofline::kernelTimes, #30; the engine's KernelTimer calls it
// too): evaluate()'s ceilings are its times, bit for bit, and the binding ceiling the first of
// the slowest, for compute-bound, memory-bound, cache and link traffic, on a device with every
// level and on one without a scale-up link (its traffic goes out to the next level).
void TestRoofline::kernelTimerTimesOnTheRoofline()
{
    Traffic cached = elementwise(1e9, 1, 2, Precision::BF16);
    cached.bytesAt(Ceiling::Cache) = 3e9;
    const Traffic traffics[] = {
        gemm({8192, 8192, 8192}, Precision::BF16),
        gemm({1, 8192, 8192}, Precision::BF16),
        cached,
        allReduce(1e9, 8, Ceiling::ScaleUp, Precision::BF16),
        allReduce(1e9, 8, Ceiling::HostLink, Precision::BF16),
    };
    const auto same = [](double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; };
    for (const char* id : {"nvidia-h100-sxm5-80gb", "nvidia-l4"}) {
        const Device& d = m_catalog.at(id);
        Efficiency e;
        e.at(Ceiling::Compute) = 0.7;
        e.at(Ceiling::Memory) = 0.8;
        e.at(Ceiling::ScaleUp) = 0.75;
        const Roofline r(d, Precision::BF16, e);
        for (const Traffic& t : traffics) {
            const RooflineResult res = r.evaluate(t);
            const KernelTimes k = r.kernelTimes(t.flops, t);
            QCOMPARE(k.binding, res.binding);
            QVERIFY(same(k.timeSec, res.timeSec));
            QVERIFY(same(k.computeSec, res.timeAtSec[int(Ceiling::Compute)]));
            double slowestLevel = 0;
            for (Ceiling c : kBandwidthCeilings) {
                slowestLevel = std::max(slowestLevel, res.timeAtSec[int(c)]);
                if (t.bytesAt(c) > 0 && (c != Ceiling::Cache || d.cache))
                    QVERIFY(same(res.timeAtSec[int(c)], t.bytesAt(c) / r.bandwidthWithFallback(c)));
            }
            QVERIFY(same(k.trafficSec, slowestLevel));
            QVERIFY(res.timeSec > 0);
        }
    }
}

QTEST_GUILESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
