// Mechanisms of the performance model checked against published figures: long-context
// attention cost, fine-grained expert GEMMs and the layout options (padded heads, redundant
// expert slots, 2D weight-stationary serving, host offload).
#include "hardware/catalog.h"
#include "perf/calibration.h"
#include "perf/efficiency_params.h"
#include "perf/layer_model.h"

#include <QtTest>

#include <cmath>
#include <cstdio>

using namespace ap;

namespace {

const Measurement& row(const std::vector<Measurement>& rows, const std::string& id)
{
    for (const Measurement& m : rows)
        if (m.id == id)
            return m;
    throw std::runtime_error("no validation row " + id);
}

// predicted / measured of one validation row.
double ratio(const Measurement& m, const Catalog& catalog)
{
    return predictMeasurement(m, catalog, defaultEfficiencyParams()) / m.measured;
}

} // namespace

class TestModelMechanisms : public QObject {
    Q_OBJECT
private slots:
    void flashAttention2OnHopper();
    void longContextCostsWhatShortContextDoes_data();
    void longContextCostsWhatShortContextDoes();
    void llama3LongContextStage();

private:
    const Catalog m_catalog = Catalog::builtIn();
};

// Shah et al. 2024 (FlashAttention-3) Figure 5, H100 SXM5, forward, causal, head dim 128, 16k
// tokens: FlashAttention-2 335 TFLOP/s, cuDNN 539 TFLOP/s. On an A100 FlashAttention-2 is the
// generation's own kernel.
void TestModelMechanisms::flashAttention2OnHopper()
{
    const Device& h100 = *m_catalog.find("nvidia-h100-sxm5-80gb");
    const Device& a100 = *m_catalog.find("nvidia-a100-sxm4-80gb");
    QCOMPARE(attentionKernelScale(h100, AttentionKernel::Flash), 1.0);
    QVERIFY(std::abs(attentionKernelScale(h100, AttentionKernel::Flash2) - 335.0 / 539.0) < 1e-9);
    QCOMPARE(attentionKernelScale(a100, AttentionKernel::Flash2), 1.0);
    // The fitted attention efficiency on the reference family is cuDNN's measured throughput:
    // within 5% of 539 TFLOP/s of H100's 989 TFLOP/s dense BF16 peak.
    const EfficiencyParams p = defaultEfficiencyParams();
    const double tflops = p.computeFraction(Precision::BF16, "hopper") * p.attention *
                          *h100.peak(Precision::BF16) / 1e12;
    std::printf("fitted fused attention on H100: %.0f TFLOP/s (cuDNN, FA3 paper: 529-539)\n",
                tflops);
    QVERIFY(std::abs(tflops / 539.0 - 1) < 0.05);
}

// mosaicml/llm-foundry's H100 benchmark table measures the same models from 2k to 65k tokens
// on the same stack: whatever the model gets wrong about that stack, it must get equally wrong
// at long sequence (where attention is 40-70% of the FLOPs), so the long-context attention
// cost is right: predicted/measured at long context within 20% of that at 2k-8k (it was 1.65x
// before attention kernels were told apart). What is left, 1.11-1.19x: FlashAttention-2's
// backward reaches less of peak than its forward (63% against 73% on A100, Dao 2023), which
// the model takes at the forward's efficiency.
void TestModelMechanisms::longContextCostsWhatShortContextDoes_data()
{
    QTest::addColumn<QString>("shortRow");
    QTest::addColumn<QString>("longRow");
    QTest::newRow("MPT-7B 2k vs 65k") << "mpt_7b_2k_8gpu"
                                      << "mpt_7b_65k_8gpu";
    QTest::newRow("MPT-7B 8k vs 32k") << "mpt_7b_8k_8gpu"
                                      << "mpt_7b_32k_8gpu";
    QTest::newRow("MPT-1B 2k vs 65k") << "mpt_1b_2k_8gpu"
                                      << "mpt_1b_65k_8gpu";
    QTest::newRow("MPT-3B 2k vs 65k") << "mpt_3b_2k_64gpu"
                                      << "mpt_3b_65k_8gpu";
}

void TestModelMechanisms::longContextCostsWhatShortContextDoes()
{
    QFETCH(QString, shortRow);
    QFETCH(QString, longRow);
    const std::vector<Measurement> rows = builtInValidation();
    const double s = ratio(row(rows, shortRow.toStdString()), m_catalog);
    const double l = ratio(row(rows, longRow.toStdString()), m_catalog);
    std::printf("%s: predicted/measured %.3f; %s: %.3f; long/short %.3f\n", qPrintable(shortRow), s,
                qPrintable(longRow), l, l / s);
    QVERIFY(std::abs(l / s - 1) < 0.20);
}

// Grattafiori et al. 2024, Table 4: the 131k-token stage (TP8 CP16 PP16 on 16,384 H100) ran at
// 380 TFLOP/s per GPU against 400 at 8k tokens on the same GPUs: within 10% of that figure.
void TestModelMechanisms::llama3LongContextStage()
{
    const std::vector<Measurement> rows = builtInValidation();
    const double l = ratio(row(rows, "llama3_405b_131k_16384gpu"), m_catalog);
    std::printf("Llama 3 405B 131k stage: predicted/measured %.3f\n", l);
    QVERIFY(std::abs(l - 1) < 0.10);
}

QTEST_GUILESS_MAIN(TestModelMechanisms)
#include "tst_model_mechanisms.moc"
