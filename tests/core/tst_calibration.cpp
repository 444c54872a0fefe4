// Accuracy against published measurements: the calibration set (data/calibration), an
// independent validation set from other sources and the same-source hold-out (data/validation).
#include "common/csv_reader.h"
#include "common/embedded_data.h"
#include "common/input_error.h"
#include "hardware/catalog.h"
#include "perf/calibration.h"
#include "perf/calibration_csv.h"
#include "perf/layer_model.h"
#include "project/field_schema.h"
#include "project/project_text.h"
#include "roofline/operators.h"
#include "test_context.h"
#include "workload/software_stack.h"

#include "hardware/device.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

using namespace ap;

namespace {

void printTable(const char* title, const FitReport& rep)
{
    std::printf("\n%s\n%-62s %-20s %12s %12s %8s\n", title, "row", "metric", "measured",
                "predicted", "error");
    for (const RowError& e : rep.rows)
        std::printf("%-62s %-20s %12.4g %12.4g %+7.1f%%\n", e.id.c_str(), e.metric.c_str(),
                    e.measured, e.predicted, 100 * e.relativeError);
    std::printf("median |error|: training %.1f%%, inference %.1f%%; max %.1f%% (%d infeasible)\n",
                100 * rep.medianAbsErrorTraining, 100 * rep.medianAbsErrorInference,
                100 * rep.maxAbsError, rep.infeasibleRows);
    // P90 and worst |error| of the rows that evaluate, training and inference (nearest rank).
    std::vector<double> train, infer;
    for (const RowError& e : rep.rows)
        if (std::isfinite(e.relativeError))
            (e.metric == "tokens_per_s" ? train : infer).push_back(std::abs(e.relativeError));
    const auto p90 = [](std::vector<double> v) {
        if (v.empty())
            return 0.0;
        std::sort(v.begin(), v.end());
        return v[size_t(std::ceil(0.9 * double(v.size()))) - 1];
    };
    const auto worst = [](const std::vector<double>& v) {
        return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
    };
    std::printf("P90 |error|: training %.1f%%, inference %.1f%%; worst training %.1f%%, "
                "inference %.1f%%\n",
                100 * p90(train), 100 * p90(infer), 100 * worst(train), 100 * worst(infer));
}

// The serving rows of a set grouped the ways their errors are examined (issue #27): device
// family, software stack (as the row states it; blank = the device's usual one), regime (MLPerf
// Offline = the largest batch without objectives, Server = objectives with a TPOT limit above
// 50 ms, Interactive = at most 50 ms, a fixed batch, one request), dense or MoE, and source
// (the row id up to its second underscore). Per group: rows, median |error| and the geometric
// mean of predicted / measured speed (its sign says too fast or too slow). Printed only.
void printServingGroups(const std::vector<Measurement>& rows, const FitReport& rep,
                        const Catalog& catalog)
{
    using Key = std::string (*)(const Measurement&, const Device*);
    const std::vector<std::pair<const char*, Key>> keys = {
        {"family", [](const Measurement&,
                      const Device* d) { return d ? d->architecture : std::string("?"); }},
        {"stack",
         [](const Measurement& m, const Device*) {
             const auto& w = std::get<InferenceWorkload>(m.scenario.workload);
             return std::string(stackName(w.stack));
         }},
        {"regime",
         [](const Measurement& m, const Device*) {
             const auto& w = std::get<InferenceWorkload>(m.scenario.workload);
             if (w.sloTpotSec)
                 return std::string(*w.sloTpotSec <= 0.05 ? "interactive" : "server");
             if (!w.batch)
                 return std::string("offline");
             return std::string(*w.batch <= 1 ? "one request" : "fixed batch");
         }},
        {"class",
         [](const Measurement& m, const Device*) {
             const auto& w = std::get<InferenceWorkload>(m.scenario.workload);
             return std::string(w.model.experts > 1 ? "moe" : "dense");
         }},
        {"source",
         [](const Measurement& m, const Device*) {
             const auto first = m.id.find('_');
             const auto second = first == std::string::npos ? first : m.id.find('_', first + 1);
             return m.id.substr(0, second);
         }},
    };
    for (const auto& [name, key] : keys) {
        // |error| and log(predicted / measured speed) of each row of a group.
        std::map<std::string, std::vector<std::pair<double, double>>> groups;
        for (size_t i = 0; i < rows.size() && i < rep.rows.size(); ++i) {
            const Measurement& m = rows[i];
            if (!std::holds_alternative<InferenceWorkload>(m.scenario.workload) ||
                !std::isfinite(rep.rows[i].logSpeedRatio))
                continue;
            groups[key(m, catalog.find(m.scenario.cluster.deviceId))].emplace_back(
                std::abs(rep.rows[i].relativeError), rep.rows[i].logSpeedRatio);
        }
        std::printf("serving rows by %s: group, rows, median |error|, geometric mean of "
                    "predicted / measured speed\n",
                    name);
        for (const auto& [group, errors] : groups) {
            std::vector<double> abs;
            double sum = 0;
            for (const auto& [absError, logSpeed] : errors) {
                abs.push_back(100 * absError);
                sum += logSpeed;
            }
            std::sort(abs.begin(), abs.end());
            const size_t n = abs.size();
            const double median = n % 2 ? abs[n / 2] : (abs[n / 2 - 1] + abs[n / 2]) / 2;
            std::printf("  %-28s %3zu %6.1f%% %+7.1f%%\n", group.c_str(), n, median,
                        100 * (std::exp(sum / double(n)) - 1));
        }
    }
}

// Rows of a set whose device is of `kind` (cpu, gpu, tpu, accelerator).
int countKind(const std::vector<Measurement>& rows, const Catalog& catalog, DeviceKind kind)
{
    int n = 0;
    for (const Measurement& m : rows)
        if (const Device* d = catalog.find(m.scenario.cluster.deviceId))
            n += d->kind == kind;
    return n;
}

// The figures README.md ("Accuracy") states; the tests assert them with a small margin so a
// regression fails. Independent set: published runs from sources the calibration does not use.
// 40 + 65 rows (inference 12.7% on 57 before Intel's eight Gaudi 2 rows, issue #26) since the
// MLPerf Inference v5.1, torchtitan-on-H200, NeMo 24.12 and SGLang-on-Xeon rows (added before
// their error was looked at; 9.1% / 11.1% / 40.4% on the 33 + 27 rows before).
// Moved by SGLang's prefill-pass fix and its refit (issue #26; docs/model-accuracy.md, "Landing
// item 1"): a stack that prefills in passes of its own no longer pays an empty prefill pass per
// decode step, and the refit's shared memory fraction falls 0.878 -> 0.732, the value the
// calibration's accelerator rows support once the Xeon Server row no longer pulls it up.
// Before -> after: calibration 4.4 / 6.2% -> 3.9 / 5.5%, worst 29.7% -> 21.1%; independent
// 9.6 / 15.4% -> 9.0 / 18.3%, worst 83.9% -> 69.2%; hold-out 25.8 / 8.2% -> 17.3 / 9.8% (23.8%
// training with the refit alone; the Megatron-Bridge rows' stated recipe state, issue #26), worst
// 281.4% -> 287.1% (Megatron-Bridge's fine-grained MoE Qwen3-30B-A3B on B200, over-predicted
// for a per-micro-batch cost the model lacks; the refit's compute_narrow 0.563 -> 0.588 moves
// it). The independent inference median rises because the four Xeon MoE rows
// (DeepSeek-R1, Qwen3-235B) lose the empty pass that had hidden a per-layer host cost of
// SGLang's eager CPU forward the model lacks (+1.5..+3.6% / -5.8..-9.3% -> -27..-37%), and
// the lower memory fraction moves the Gaudi and interactive rows near the median by 2-10
// points; the two dense Xeon SGLang rows fall from +84% / +69% to +9% / -2%. The worst is now
// llama.cpp's BF16 Llama 3.2 3B on a Xeon 6980P, -69.2%.
// Moved by the calibration rows of a second software release (issues #27/#26; four MLPerf
// Inference v5.0 Llama 2 70B rows, 8 MI325X and 8 H200, added before the refit and before their
// error was looked at; docs/model-accuracy.md, "A software-release factor"). The calibration
// inference median rises 5.5% -> 9.1% (worst 21.1% -> 21.7%) because one CDNA3 scale and
// Hopper's fractions now average two releases: the model has MLPerf v4.1 MI300X +7..+22% and
// v5.0 MI325X -15..-21%, v5.0 H200 -10/-14% against TensorRT-LLM's overview at -1%; this is
// the release contrast a per-family scale cannot hold, stated, not tuned away. Independent
// 9.0 / 18.3% -> 9.2 / 17.0% (the v5.1 MI300X/MI325X/MI355X rows 7-9 points closer, OCI's vLLM
// MI300X rows 8-10 points further), worst 69.2% -> 68.8%; hold-out 17.3 / 9.8% -> 16.0 / 10.4%,
// worst 287.1% -> 286.2%.
// Moved by Intel-HabanaLabs' MLPerf Inference v4.0 Llama 2 70B Offline/Server rows on 8 Gaudi 2
// joining the calibration (issue #27: MLPerf closed results of a family without calibration
// rows join it, decided on the source) and the refit, in which Gaudi 2 gets its own family
// scale (0.976; it ran at the accelerators' conservative prior, CDNA3's 0.626, before). The
// independent inference median falls 17.0% -> 12.5%: the eight Gaudi 2 rows of Intel's
// SynapseAI 1.18 page move from -28% to -8% (geometric mean; median |error| 40.7% -> 23.1%).
// The independent worst is now Gaudi 2's Llama 2 70B 128/2048 on 4 HPUs, +39.8% -> +69.9%
// (68.8% -> 69.9%; decode at batch 327 too fast, docs/model-accuracy.md, item 2 of "Where the
// independent serving error comes from"). Calibration 3.9 / 9.1% -> 3.8 / 9.9% (the Gaudi 2
// rows at -9.8% / +11.7%), worst 21.7% -> 21.6%; hold-out 16.0 / 10.4% -> 16.0 / 10.2%, worst
// 286.2% -> 285.1%.
// Merged with the colocated engine's prefill queue (issue #26: the mean TTFT holds the M/G/1 wait
// for a prefill slot) and refitted on the merged model (2026-12-06): independent 9.2 / 12.5% ->
// 9.3 / 13.6%, worst 69.9% -> 70.2%; calibration 3.8 / 9.9% -> 3.8 / 9.5%, worst 21.7%;
// hold-out 16.0 / 10.2% -> 15.9 / 10.6%, worst 286.3%. The queue moves the fit (memory 0.722 ->
// 0.715, compute_narrow 0.619 -> 0.624), not the rows through their own TTFT limits.
// Moved by the overlap exponents fitted on the GPU kernel rows shipping (issue #27: 1.5 with a
// tensor copy engine, 1.0 without, on GPUs only; every other kind keeps the roofline's max) with
// the rows' stated weight formats (NVFP4, MXFP4, INT4) and the refit (compute_wide 0.689 ->
// 0.733, memory 0.715 -> 0.754, FSDP 0.897 -> 0.829, Granite Rapids 0.308 -> 0.265):
// calibration 3.8 / 9.5% -> 3.2 / 9.2%, worst 21.7% -> 19.8%; independent 9.3 / 13.6% ->
// 7.5 / 12.6%; hold-out 15.9 / 10.6% -> 14.5 / 6.6%. Two worst rows move away, each a row the
// exponents do not touch, moved by the refit's shared fractions: the independent worst, Gaudi
// 2's Llama 2 70B 128/2048 on 4 HPUs (kind accelerator: the max), +70.2% -> +73.0%, a
// decode-bound row that takes the memory fraction the GPU rows raised (0.715 -> 0.754: near the
// ridge their compute and traffic now add); the hold-out worst, Megatron-Bridge's Qwen3-30B-A3B
// on B200, +286.3% -> +288.5% (compute-bound GEMMs far from the ridge keep the max's time and
// gain compute_wide's rise).
// Moved by a transcription audit (issue #27, 2026-12-06; inputs only, no parameter changed and no
// refit: the shipped fit stays within shippedFitIsCurrent's 2 %): every Xeon 6980P row now names
// the catalog's intel-xeon-6980p-mrdimm, the memory each source states (MLPerf v4.1 and v5.1
// system descriptions: "8800 MT/s DDR5 (MRDIMM)"; the LMSYS blog's "24x64GB DDR5 12800 MT/s
// [8800 MT/s]"), where they named the DDR5-6400 entry. GPT-J on two sockets -30.8% -> -13.4%,
// the calibration's Llama 3.1 8B Offline / Server +8.1 / +2.3% -> +14.8 / +27.2% (the calibration
// worst, 19.8% -> 27.2%), and the SGLang one-request rows move faster, away from their
// measurements: DeepSeek-R1 INT8 / FP8 -30.8 / -39.3% -> -46.6 / -53.2%, Qwen3-235B -36.6 /
// -41.0% -> -49.0 / -52.4%, R1-Distill-Llama-70B +4.6% -> -21.5%, Llama 3.2 3B -7.0% -> -29.6%
// (the per-layer host cost of SGLang's eager CPU forward the model lacks, 0.18-0.52 ms per layer
// against the stated bandwidth), llama.cpp's BF16 3B -70.4% -> -77.3% (the independent worst,
// 73.0% -> 77.3%). The independent inference median rises 12.6% -> 16.4% (two rows cross it:
// the 70B and 3B SGLang rows; the next |errors| above 12.6% are 13.4% and 16.4%). The changed
// calibration rows are then refitted (scripts/refit-efficiency.sh; their stored held-out errors
// were stale): granite-rapids 0.265 -> 0.251, memory 0.754 -> 0.762, compute_narrow 0.646 ->
// 0.643, kernel overhead 7.24 -> 7.38 us. After it: calibration 3.1 / 9.6%, worst 19.8% (Intel's
// Server row +27.2% -> within it); independent 7.4 / 16.2%, worst 77.3%; hold-out 14.8 / 6.5%,
// worst 202.3%.
// Issue #27, the next audit (docs/model-accuracy.md, "Audit of the worst serving groups"): the
// four Cisco H100 rows run pipeline 2 per replica and an FP8 KV cache as Cisco's tree states
// (-18..-19% -> -12..-13%), and one pipeline stage reduces both untied embedding matrices'
// gradients (training); refitted (every parameter within 0.02%): independent inference median
// 16.2% -> 12.6%, calibration worst 19.8% -> 19.7%, hold-out worst 202.3% -> 202.4%.
// Issue #27, 2026-12-07 (docs/model-accuracy.md, "Sustained clock and Meta's Grand Teton H100"):
// the catalog's sustained clock (MI300X 1,400 and MI325X 1,700 of 2,100 MHz) and the refit;
// Meta's context-parallel prefill rows on the H100 the paper states (96 GB HBM2e, 800 TF/s at
// 500 W). Calibration inference median 9.6% -> 8.0%, worst 19.7% -> 19.8%; independent
// inference median 12.6% -> 12.8% (the 1M prefill row, +2.9% -> +15.9%, crosses it), worst
// 77.3% -> 77.4%; hold-out 14.8 / 6.5% -> 14.7 / 6.6%, worst 202.4% -> 201.8%.
// Issue #27/#26, stop 54 (docs/model-accuracy.md, "CPU calibration rows and a CPU's operator
// cost"): 19 ggml next-token rows on one Xeon 8480+ socket (Intel's ITREX release data), split by
// model before the fit (10 calibration, 9 independent); a CPU operator's host cost (26.8 us) and
// a CPU's own memory fraction (0.470) fitted on the calibration's CPU rows (the global memory
// fraction stays 0.775); the attention projections' stated BF16 on Meta's CP rows; the leaf
// link for pipeline hops. Calibration 3.2 / 8.7% -> 3.2 / 7.8%, worst 19.8% -> 21.8% (OPT-1.3B
// at 2,012 tokens); independent 7.9 / 12.8% -> 7.8 / 11.8%, P90 24.9 / 46.4% -> 25.1 / 31.2%,
// worst 77.6% -> 72.8%; hold-out 14.7 / 6.2% -> 14.3 / 6.4%, worst 201.7% -> 202.0%.
// Stop 56: the independent set gains 28 Inferentia2 serving rows (pad_heads) and two Gaudi 2
// GPT-3 175B training rows, nothing refitted: independent 7.8 / 11.3% -> 8.3 / 14.1%, P90
// 25.1 / 31.2% -> 24.8 / 51.7%, worst 72.8% -> 93.6% (an Inf2 batch-8 TTFT).
// Stop 57: Inferentia2's NeuronCore ring collectives, static batching and compiled-sequence
// decode (stack properties and catalog data, nothing refitted): independent inference 14.1% ->
// 12.4%, P90 51.7% -> 44.8%, worst 93.6% -> 72.8%; calibration and hold-out unchanged.
constexpr double kIndependentMedianTraining = 0.083;
constexpr double kIndependentMedianInference = 0.124;
constexpr double kIndependentWorst = 0.728;
constexpr double kCalibrationMedianTraining = 0.032;
constexpr double kCalibrationMedianInference = 0.078;
constexpr double kCalibrationWorst = 0.218;
constexpr double kHoldOutMedianTraining = 0.143;
constexpr double kHoldOutMedianInference = 0.064;
constexpr double kHoldOutWorst = 2.020;
constexpr double kMargin = 0.02; // absolute, on |error|

// Published runs the training memory model refuses, each with why (docs/model-accuracy.md,
// "Training memory"): a mechanism the run relied on that the model does not have, or an
// unpublished input assumed. They stay in the sets and count as the worst error in the medians;
// the tests assert they are refused, so a change that admits one must revisit this list.
const std::map<std::string, std::string> kRefusedRuns = {
    {"llama3_405b_8192gpu",
     "8 interleaved chunks of one layer, as section 3.3.2 implies (the first model chunk on the "
     "first stage has only the embedding): at 32 micro-batches the second stage holds 141 "
     "one-layer chunks in flight, 75.18 GB of activations (no activation checkpointing, as "
     "stated; FlashAttention's logsumexp counted, issue #26), 82.35 GB in all of 81.6 GB usable. "
     "141 = 2 (p - r - 1) + (v - 1) N + 1 with "
     "N = 16 contiguous micro-batches per chunk, the fewest either schedule allows: "
     "Megatron-Core refuses N < p (schedules.py) and Llama 3 tunes N between the depth-first "
     "N = p and the breadth-first N = M (section 3.3.2), and the warm-up grows with N "
     "(tst_training::interleavedInflightIsMegatronCoresWarmup); PyTorch's "
     "ScheduleInterleaved1F1B, which takes any M as the paper's schedule does, groups "
     "N = M / max(1, floor(M / p)) = 16 here; with 4 chunks of two layers, "
     "154 layers' worth (89.3 GB). "
     "The state is 7.2 GB under megatron or fsdp alike (zero_stage 2: FSDP's sharded "
     "gradients and optimizer, the bf16 weights kept whole, 2 + 16/d bytes per parameter). "
     "It would fit with at most 3.30 GiB of the 80 GiB reserved instead of 4, a figure the "
     "source does not give; at 16,384 GPUs all 16 micro-batches are in the warm-up (75.0 GB)"},
};

// Every row feasible except the refused runs, which must be refused; the largest error over
// the rows that evaluate.
double checkFeasibility(const FitReport& rep)
{
    double worst = 0;
    int refused = 0;
    for (const RowError& e : rep.rows) {
        if (kRefusedRuns.count(e.id)) {
            ++refused;
            if (std::isfinite(e.predicted))
                QTest::qFail((e.id + " now fits: revisit kRefusedRuns").c_str(), __FILE__,
                             __LINE__);
            continue;
        }
        if (!std::isfinite(e.predicted))
            QTest::qFail((e.id + " is judged infeasible").c_str(), __FILE__, __LINE__);
        worst = std::max(worst, std::abs(e.relativeError));
    }
    // The report's worst is over the rows that evaluate; the refused are counted apart.
    if (rep.infeasibleRows != refused || std::abs(rep.maxAbsError - worst) > 1e-12)
        QTest::qFail("the report's infeasible count or worst error disagrees with its rows",
                     __FILE__, __LINE__);
    return worst;
}

} // namespace

class TestCalibration : public QObject {
    Q_OBJECT
private slots:
    void calibrationAccuracy();
    void independentAccuracy();
    void holdOutAccuracy();
    void shippedFitIsCurrent();
    void gemmKernelOverlap();
    void fewUserRowsRefine();
    void stackScalesFittedWhereSeparable();
    void priorComparesFractionsOfThePeak();
    void cpuOperatorCostActsOnCpusOnly();
    void familiesFittedOnlyWhereTheirRowsMove();
    void rowsSaveAndReadBack();
    void badCsvNamesRowAndColumn_data();
    void badCsvNamesRowAndColumn();
    void csvProblemsAreTyped();
    void padHeadsColumnReachesTheLayout();

private:
    const Catalog m_catalog = Catalog::builtIn();
};

void TestCalibration::calibrationAccuracy()
{
    const std::vector<Measurement> rows = builtInMeasurements();
    QVERIFY(rows.size() >= 28);
    const FitReport rep = assess(rows, dataWith(m_catalog, defaultEfficiencyParams()));
    printTable("Calibration set (data/calibration), shipped parameters", rep);
    // Every calibration row ran as published: the memory model must admit it (no exemption).
    for (const RowError& e : rep.rows)
        QVERIFY2(std::isfinite(e.predicted), (e.id + " is judged infeasible").c_str());
    QVERIFY(rep.medianAbsErrorTraining <= kCalibrationMedianTraining + kMargin);
    QVERIFY(rep.medianAbsErrorInference <= kCalibrationMedianInference + kMargin);
    QVERIFY(rep.maxAbsError <= kCalibrationWorst + kMargin);
}

void TestCalibration::independentAccuracy()
{
    const std::vector<Measurement> rows = builtInValidation();
    const FitReport rep = assess(rows, dataWith(m_catalog, defaultEfficiencyParams()));
    printTable("Independent validation set (data/validation: sources the calibration does not "
               "use), never fitted",
               rep);
    printServingGroups(rows, rep, m_catalog);
    int training = 0, inference = 0;
    for (const Measurement& m : rows)
        (m.metric == "tokens_per_s" ? training : inference) += 1;
    std::printf("independent set: %d training rows, %d inference rows, %d CPU, %d TPU, %d other "
                "accelerator rows\n",
                training, inference, countKind(rows, m_catalog, DeviceKind::Cpu),
                countKind(rows, m_catalog, DeviceKind::Tpu),
                countKind(rows, m_catalog, DeviceKind::Accelerator));
    // Issue #27: at least 40 training and 50 inference rows, across the catalog's vendors
    // (Qualcomm has none yet: data/validation/README.md; AWS since the Trainium2 rows of the
    // Neuron SDK's NxD Inference tutorials), CPUs and MoE serving included.
    QVERIFY(training >= 40);
    QVERIFY(inference >= 50);
    QVERIFY(countKind(rows, m_catalog, DeviceKind::Cpu) >= 1);
    QVERIFY(countKind(rows, m_catalog, DeviceKind::Tpu) >= 1);
    QVERIFY(countKind(rows, m_catalog, DeviceKind::Accelerator) >= 1);
    int moeServing = 0;
    for (const Measurement& m : rows)
        if (const auto* w = std::get_if<InferenceWorkload>(&m.scenario.workload))
            moeServing += w->model.experts > 1;
    QVERIFY(moeServing >= 1);
    std::map<std::string, int> vendors;
    for (const Measurement& m : rows)
        if (const Device* d = m_catalog.find(m.scenario.cluster.deviceId))
            ++vendors[d->vendor];
    std::printf("vendors:");
    for (const auto& [vendor, n] : vendors)
        std::printf(" %s %d", vendor.c_str(), n);
    std::printf("\n");
    for (const char* vendor : {"NVIDIA", "AMD", "Intel", "Google", "AWS"})
        QVERIFY2(vendors.count(vendor), vendor);
    // Every published layout evaluates as feasible (they ran), but the refused runs.
    const double worst = checkFeasibility(rep);
    QVERIFY(rep.medianAbsErrorTraining <= kIndependentMedianTraining + kMargin);
    QVERIFY(rep.medianAbsErrorInference <= kIndependentMedianInference + kMargin);
    QVERIFY(worst <= kIndependentWorst + kMargin);
    // Issue #27's bounds themselves (the constants above are regression guards): median
    // |error| <= 10% training and <= 12% inference, P90 <= 35% each (over the rows that
    // evaluate, nearest rank, as printed).
    // Not met since stop 56 added the 28 Inferentia2 rows (docs/model-accuracy.md, "Inferentia2
    // rows with pad_heads"): their tool runs static batches, so a batch of 8 waits for all eight
    // prompts (TTFT -84..-94 %), and their TPOT follows the compiled sequence length, neither of
    // which the model's Neuron stack has. Kept as expected failures, not dropped rows nor looser
    // bounds: an XPASS fails the test and says the bound holds again.
    QVERIFY(rep.medianAbsErrorTraining <= 0.10);
    QEXPECT_FAIL("", "issue #27's inference median bound: not met with the Inferentia2 rows",
                 Continue);
    QVERIFY(rep.medianAbsErrorInference <= 0.12);
    std::vector<double> train, infer;
    for (const RowError& e : rep.rows)
        if (std::isfinite(e.relativeError))
            (e.metric == "tokens_per_s" ? train : infer).push_back(std::abs(e.relativeError));
    const auto p90 = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v.empty() ? 1.0 : v[size_t(std::ceil(0.9 * double(v.size()))) - 1];
    };
    QVERIFY(!train.empty() && !infer.empty());
    QVERIFY(p90(train) <= 0.35);
    QEXPECT_FAIL("", "issue #27's inference P90 bound: not met with the Inferentia2 rows",
                 Continue);
    QVERIFY(p90(infer) <= 0.35);
}

void TestCalibration::holdOutAccuracy()
{
    // Other rows of the calibration's own sources: every row, none dropped.
    const std::vector<Measurement> rows = builtInHoldOut();
    QVERIFY(rows.size() >= 40);
    const FitReport rep = assess(rows, dataWith(m_catalog, defaultEfficiencyParams()));
    printTable("Same-source hold-out (data/validation/holdout_*), never fitted", rep);
    const double worst = checkFeasibility(rep);
    QVERIFY(rep.medianAbsErrorTraining <= kHoldOutMedianTraining + kMargin);
    QVERIFY(rep.medianAbsErrorInference <= kHoldOutMedianInference + kMargin);
    QVERIFY(worst <= kHoldOutWorst + kMargin);
}

void TestCalibration::shippedFitIsCurrent()
{
    // data/calibration/efficiency.json must be what scripts/refit-efficiency.sh produces for
    // the current model: refit from the physical priors and compare.
    const FitReport refit =
        fitEfficiency(builtInMeasurements(), dataWith(m_catalog, EfficiencyParams{}));
    const EfficiencyParams shipped = defaultEfficiencyParams();
    for (size_t i = 0; i < EfficiencyParams::kFittedNames.size(); ++i)
        QVERIFY2(std::abs(refit.params.fitted()[i] / shipped.fitted()[i] - 1) < 0.02,
                 EfficiencyParams::kFittedNames[i].data());
}

namespace {

// One published GEMM timing of data/calibration/gemm_kernels.csv, with the times the engine's
// timer gives its compute alone and its memory traffic alone (shipped fractions, no launch
// overhead: the sources time the kernel on the device).
struct KernelRow {
    std::string source; // the kernel library: the id up to its first underscore
    std::string device;
    bool copyEngine = false;           // the device's catalog fact (Device::tensorCopyEngine)
    DeviceKind kind = DeviceKind::Gpu; // the device's catalog kind
    double rows = 0;
    double measuredSec = 0;
    double computeSec = 0;
    double trafficSec = 0;
    // The launch's tile grid where the row states it (the kernel column's "block BMxBN", the
    // source's "cu_num N": aiter's tuned configurations): rows computed over useful rows
    // (ceil(M / BM) BM / M) over the share of the compute units its tiles keep busy
    // (tiles / (ceil(tiles / CUs) CUs)); 1 where the row does not state it.
    double gridFactor = 1;
    bool statesGrid = false;
};

std::vector<KernelRow> kernelRows(const Catalog& catalog, const EfficiencyParams& params)
{
    const auto text = embeddedFile("calibration/gemm_kernels.csv");
    if (!text)
        return {};
    const CsvRows csv = parseCsv(*text, 10000, "calibration/gemm_kernels.csv");
    std::vector<KernelRow> out;
    const std::vector<std::string>& head = csv.rows.at(0);
    const auto col = [&](const char* name) {
        return size_t(std::find(head.begin(), head.end(), name) - head.begin());
    };
    for (size_t r = 1; r < csv.rows.size(); ++r) {
        const auto& f = csv.rows[r];
        const Device* d = catalog.find(f.at(col("device")));
        if (!d)
            continue;
        const Precision precision = *parsePrecision(f.at(col("precision")));
        const double g = std::stod(f.at(col("groups"))), m = std::stod(f.at(col("m")));
        const double n = std::stod(f.at(col("n"))), k = std::stod(f.at(col("k")));
        // Each group multiplies its own weights: 1-byte inputs, 16-bit output.
        Traffic t = gemm({g * m, n, k}, precision, bytesPerElement(precision),
                         bytesPerElement(precision), 2);
        t.bytesAt(Ceiling::Memory) += (g - 1) * n * k * bytesPerElement(precision);
        const KernelTimer timer(*d, computePrecisionFor(*d, precision), params);
        Traffic computeOnly = t, trafficOnly = t;
        computeOnly.bytes = {};
        trafficOnly.flops = 0;
        KernelRow row;
        row.source = f.at(col("id")).substr(0, f.at(col("id")).find('_'));
        row.device = d->id;
        row.copyEngine = d->hasTensorCopyEngine();
        row.kind = d->kind;
        row.rows = m;
        row.measuredSec = std::stod(f.at(col("time_us"))) * 1e-6;
        row.computeSec = timer.time(computeOnly, 1, 0).timeSec;
        row.trafficSec = timer.time(trafficOnly, 1, 0).timeSec;
        // "block BMxBN" in the kernel column, "cu_num N" in the source (read without
        // std::regex, which draws GCC 12's maybe-uninitialized warnings in the sanitizer build).
        const std::string& kernel = f.at(col("kernel"));
        const std::string& source = f.at(col("source"));
        const std::size_t blockAt = kernel.find("block ");
        const std::size_t cuAt = source.find("cu_num ");
        int blockRows = 0, blockCols = 0, computeUnits = 0;
        if (blockAt != std::string::npos && cuAt != std::string::npos &&
            std::sscanf(kernel.c_str() + blockAt, "block %dx%d", &blockRows, &blockCols) == 2 &&
            std::sscanf(source.c_str() + cuAt, "cu_num %d", &computeUnits) == 1) {
            const double bm = blockRows, bn = blockCols;
            const double cus = computeUnits;
            const double tiles = g * std::ceil(m / bm) * std::ceil(n / bn);
            const double fill = tiles / (std::ceil(tiles / cus) * cus);
            row.gridFactor = std::ceil(m / bm) * bm / m / fill;
            row.statesGrid = true;
        }
        out.push_back(row);
    }
    return out;
}

// Residual sum of squares of log(predicted / measured) over `rows` at overlap exponent p,
// each source with its own level and fixed latency (the kernel library's large-shape
// efficiency and its launch-to-finish latency are not what p describes): the level is the
// mean log error, the latency the best of 0-12 us in 0.25 us steps.
double overlapResidual(const std::vector<KernelRow>& rows, double p, bool grid = false)
{
    std::map<std::string, std::vector<const KernelRow*>> bySource;
    for (const KernelRow& r : rows)
        bySource[r.source].push_back(&r);
    double total = 0;
    for (const auto& [source, group] : bySource) {
        double best = std::numeric_limits<double>::infinity();
        for (double latency = 0; latency <= 12e-6 + 1e-12; latency += 0.25e-6) {
            std::vector<double> e;
            for (const KernelRow* r : group)
                e.push_back(
                    std::log((overlappedKernelSec(r->computeSec * (grid ? r->gridFactor : 1.0),
                                                  r->trafficSec, p) +
                              latency) /
                             r->measuredSec));
            double mean = 0, ss = 0;
            for (double x : e)
                mean += x / double(e.size());
            for (double x : e)
                ss += (x - mean) * (x - mean);
            best = std::min(best, ss);
        }
        total += best;
    }
    return total;
}

// The exponent in 1-5 (0.1 steps) with the least residual over `rows`.
std::pair<double, double> bestOverlapExponent(const std::vector<KernelRow>& rows, bool grid = false)
{
    double bestP = 1, bestSs = std::numeric_limits<double>::infinity();
    for (int i = 0; i <= 40; ++i) {
        const double p = 1.0 + 0.1 * i;
        const double ss = overlapResidual(rows, p, grid);
        if (ss < bestSs) {
            bestSs = ss;
            bestP = p;
        }
    }
    return {bestP, bestSs};
}

} // namespace

void TestCalibration::gemmKernelOverlap()
{
    // Issue #27, GEMM efficiency against its row count M: the exponent with which a kernel's
    // compute and memory times combine is fitted on published kernel timings that no
    // end-to-end row uses (data/calibration/gemm_kernels.csv: DeepGEMM's H800 table, aiter's
    // tuned FP8 GEMMs on MI300X for 16 to 16,384 rows), never on the calibration or the
    // validation runs (0.1 steps, p >= 1). One exponent per value of the catalog fact
    // Device::tensorCopyEngine (an engine that copies whole tensor tiles while the compute
    // runs: H800's TMA; MI300X has none), each fitted on its own value's rows; the shipped
    // parameters hold these fits. The rows identify a finite exponent: the roofline's max
    // explains them worse. Printed: the fits, and model / measured time by device and row
    // count at the device's fitted exponent and at the max.
    const EfficiencyParams params = defaultEfficiencyParams();
    const std::vector<KernelRow> rows = kernelRows(m_catalog, params);
    QVERIFY(rows.size() >= 80);
    const auto [pooledP, pooledSs] = bestOverlapExponent(rows);
    const double n = double(rows.size());
    std::printf("\nGEMM kernel rows (%zu): overlap exponent fitted %.1f pooled (rms log error "
                "%.3f, each source's level and latency free; roofline max %.3f)\n",
                rows.size(), pooledP, std::sqrt(pooledSs / n),
                std::sqrt(overlapResidual(rows, 64) / n));
    std::map<bool, double> fitted;
    for (const bool engine : {false, true}) {
        std::vector<KernelRow> own;
        for (const KernelRow& r : rows)
            if (r.copyEngine == engine)
                own.push_back(r);
        QVERIFY(own.size() >= 20);
        const auto [p, ss] = bestOverlapExponent(own);
        const double maxSs = overlapResidual(own, 64);
        fitted[engine] = p;
        const double shipped = engine ? params.overlapExponentCopyEngine : params.overlapExponent;
        std::printf("  tensor copy engine %-3s (%2zu rows): fitted %.1f (rms %.3f; max %.3f), "
                    "shipped %.1f\n",
                    engine ? "yes" : "no", own.size(), p, std::sqrt(ss / double(own.size())),
                    std::sqrt(maxSs / double(own.size())), shipped);
        QVERIFY(p < 4);
        QVERIFY(ss < 0.9 * maxSs);
        // The shipped exponent is this fit.
        QVERIFY2(std::abs(shipped - p) < 0.05,
                 "the shipped overlap exponent is not the kernel rows' fit");
    }
    // Is the exponent of the rows without a copy engine their overlap, or the tile grid of the
    // kernels it was fitted on? aiter's rows state their grid (block BM x BN, 304 compute
    // units): at 16-1,024 rows a launch computes padded row tiles and leaves compute units
    // idle (N = 1,536 in 64-column tiles: 24 tiles at 16 rows), which no exponent of compute
    // and memory time describes. With each row's computed rows and busy units taken from its
    // stated grid the rows fit far better, and still at p = 1, not at the max: the exponent is
    // the overlap of these kernels, not their grid (docs/model-accuracy.md, "Whose exponent
    // is 1.0": with what the A100 rows say, the evidence for Ampere and Ada).
    {
        std::vector<KernelRow> gridded;
        for (const KernelRow& r : rows)
            if (!r.copyEngine && r.statesGrid)
                gridded.push_back(r);
        QVERIFY(gridded.size() >= 50);
        const double gn = double(gridded.size());
        const auto [plain, plainSs] = bestOverlapExponent(gridded);
        const auto [p, ss] = bestOverlapExponent(gridded, true);
        const double maxSs = overlapResidual(gridded, 64, true);
        std::printf("  no engine, %zu rows with their stated tile grid: fitted %.1f (rms %.3f; max "
                    "%.3f), without the grid %.1f (rms %.3f)\n",
                    gridded.size(), p, std::sqrt(ss / gn), std::sqrt(maxSs / gn), plain,
                    std::sqrt(plainSs / gn));
        QVERIFY(ss < 0.5 * plainSs);                 // the grid explains most of the scatter
        QVERIFY(std::abs(p - fitted[false]) < 0.15); // and leaves the exponent where it was
        QVERIFY(ss < 0.8 * maxSs);                   // which still beats the roofline's max
    }
    // The fits apply to the device kinds the kernel rows ran on, and only to them.
    std::set<DeviceKind> rowKinds;
    for (const KernelRow& r : rows)
        rowKinds.insert(r.kind);
    QVERIFY2(params.overlapExponentKinds == rowKinds,
             "the shipped overlap exponents' device kinds are not the kernel rows' kinds");
    for (const Device& d : m_catalog.devices()) {
        const double expected = !rowKinds.contains(d.kind)
                                    ? kRooflineOverlapExponent
                                    : (d.hasTensorCopyEngine() ? fitted[true] : fitted[false]);
        QVERIFY2(std::abs(params.overlapExponentFor(d) - expected) < 0.05, d.id.c_str());
    }
    // Model / measured by device and row count, at the device's fitted exponent and at the max
    // (the shipped fractions, no latency: what the engine's timer says of each kernel alone).
    std::map<std::string, std::map<int, std::vector<std::pair<double, double>>>> buckets;
    for (const KernelRow& r : rows) {
        int b = 16;
        while (b < r.rows)
            b *= 2;
        const double p = fitted[r.copyEngine];
        buckets[r.device][b].push_back(
            {std::log(overlappedKernelSec(r.computeSec, r.trafficSec, p) / r.measuredSec),
             std::log(overlappedKernelSec(r.computeSec, r.trafficSec, 64) / r.measuredSec)});
    }
    for (const auto& [device, byRows] : buckets) {
        std::printf("%-24s rows <=: predicted / measured time, fitted (max)\n", device.c_str());
        for (const auto& [b, errs] : byRows) {
            double fit = 0, max = 0;
            for (const auto& [e, m] : errs) {
                fit += e / double(errs.size());
                max += m / double(errs.size());
            }
            std::printf("  %6d: %3zu rows %+6.1f%% (%+6.1f%%)\n", b, errs.size(),
                        100 * (std::exp(fit) - 1), 100 * (std::exp(max) - 1));
        }
    }
    // The engine's combination is the one these rows are compared with: the max at 64, the
    // sum at 1; a device takes the exponent of its catalog fact.
    QCOMPARE(overlappedKernelSec(3e-6, 1e-6, 64), 3e-6);
    QCOMPARE(overlappedKernelSec(3e-6, 1e-6, 1), 4e-6);
    QVERIFY(std::abs(overlappedKernelSec(3e-6, 4e-6, 2) - 5e-6) < 1e-15);
    EfficiencyParams two;
    two.overlapExponent = 1;
    two.overlapExponentCopyEngine = 1.5;
    QCOMPARE(two.overlapExponentFor(*m_catalog.find("nvidia-h100-sxm5-80gb")), 1.5);
    QCOMPARE(two.overlapExponentFor(*m_catalog.find("amd-mi300x")), 1.0);
    // A kind without kernel rows (a CPU, by its catalog kind) keeps the roofline's max; a
    // calibration file that fits CPU kernel rows names the kind.
    const Device& xeon = *m_catalog.find("intel-xeon-6980p");
    QCOMPARE(xeon.kind, DeviceKind::Cpu);
    QCOMPARE(two.overlapExponentFor(xeon), kRooflineOverlapExponent);
    nlohmann::json file = efficiencyToJson(two, nlohmann::json::object());
    file["fixed"]["overlap_exponent_kinds"] = {"gpu", "cpu"};
    const EfficiencyParams withCpu = efficiencyFromJson(file, "test");
    QCOMPARE(withCpu.overlapExponentFor(xeon), 1.0);
    QCOMPARE(withCpu.overlapExponentFor(*m_catalog.find("nvidia-h100-sxm5-80gb")), 1.5);
    file["fixed"]["overlap_exponent_kinds"] = {"npu"};
    QVERIFY_THROWS_EXCEPTION(InputError, efficiencyFromJson(file, "test"));
}

void TestCalibration::fewUserRowsRefine()
{
    // A user measures 3 runs of their own on H200; the refit must reduce their error while
    // the parameters stay near the shipped ones (the prior holds what 3 rows cannot tell).
    std::vector<Measurement> rows = builtInMeasurements();
    std::vector<Measurement> mine;
    for (Measurement m : rows)
        if (m.scenario.cluster.deviceId == "nvidia-h200-sxm-141gb" && mine.size() < 3) {
            m.measured *= 0.8; // their cluster runs 20% slower than NVIDIA's
            mine.push_back(m);
        }
    QCOMPARE(mine.size(), size_t(3));
    const EfficiencyParams shipped = defaultEfficiencyParams();
    const FitReport before = assess(mine, dataWith(m_catalog, shipped));
    const FitReport after = fitEfficiency(mine, dataWith(m_catalog, shipped));
    QVERIFY(after.medianAbsErrorInference < before.medianAbsErrorInference / 2);
    for (size_t i = 0; i < EfficiencyParams::kFittedNames.size(); ++i)
        QVERIFY(std::abs(std::log(after.params.fitted()[i] / shipped.fitted()[i])) < 0.7);
}

void TestCalibration::stackScalesFittedWhereSeparable()
{
    // The calibration has FSDP rows on A100 (fms-fsdp), where Megatron rows also ran: the
    // FSDP scale is fitted. MaxText trained on TPU v5e where the MLPerf GPT-J serving row ran
    // another stack (auto: the TPU serving stack), so MaxText is told apart from the family
    // too. vLLM ran only on MI300X, where no other stack ran: the family scale holds what
    // those rows say, the stack stays at 1.
    const EfficiencyParams shipped = defaultEfficiencyParams();
    std::printf("software stack scales:");
    for (const auto& [stack, scale] : shipped.stackScale)
        std::printf(" %s %.3f", stack.c_str(), scale);
    std::printf("\n");
    QVERIFY(shipped.stackScale.contains("fsdp"));
    QVERIFY(shipped.stackScale.at("fsdp") > 0.5 && shipped.stackScale.at("fsdp") < 1.5);
    QVERIFY(shipped.stackScale.contains("maxtext"));
    QVERIFY(shipped.stackScale.at("maxtext") > 0.5 && shipped.stackScale.at("maxtext") < 1.5);
    QVERIFY(!shipped.stackScale.contains("vllm"));
    QVERIFY(shipped.isStackCalibrated("megatron"));
    QVERIFY(shipped.isStackCalibrated("fsdp"));
    QVERIFY(!shipped.isStackCalibrated("sglang"));
    QCOMPARE(shipped.stackEfficiencyScale("sglang"), 1.0);
    // The refit reproduces the shipped stack scale.
    const FitReport refit =
        fitEfficiency(builtInMeasurements(), dataWith(m_catalog, EfficiencyParams{}));
    QVERIFY(std::abs(refit.params.stackScale.at("fsdp") / shipped.stackScale.at("fsdp") - 1) <
            0.02);
    // Every validation row names the stack its source states, or none (auto).
    for (const Measurement& m : builtInValidation()) {
        const SoftwareStack s = m.scenario.isTraining()
                                    ? std::get<TrainingWorkload>(m.scenario.workload).stack
                                    : std::get<InferenceWorkload>(m.scenario.workload).stack;
        if (m.id.starts_with("torchtitan") || m.id.starts_with("mpt_"))
            QCOMPARE(s, SoftwareStack::Fsdp);
    }
}

void TestCalibration::cpuOperatorCostActsOnCpusOnly()
{
    // The host cost of an operator on a CPU (EfficiencyParams::cpuOpOverheadSec, issue #27):
    // absent it is the per-kernel cost (the model without it); present it times a CPU's
    // operators only; a calibration file carries it as `cpu_op_overhead_s`; the fit frees it
    // where >= 2 rows ran on CPUs and not otherwise.
    const Device& xeon = *m_catalog.find("intel-xeon-8480plus");
    const Device& h100 = *m_catalog.find("nvidia-h100-sxm5-80gb");
    EfficiencyParams p;
    QVERIFY(!p.cpuOpOverheadSec);
    QCOMPARE(p.opOverheadSecFor(xeon), p.kernelOverheadSec);
    const nlohmann::json without = efficiencyToJson(p, nlohmann::json::object());
    QVERIFY(!without.contains("cpu_op_overhead_s"));
    QVERIFY(!efficiencyFromJson(without, "test").cpuOpOverheadSec);
    p.cpuOpOverheadSec = 5e-5;
    QCOMPARE(p.opOverheadSecFor(xeon), 5e-5);
    QCOMPARE(p.opOverheadSecFor(h100), p.kernelOverheadSec);
    QCOMPARE(
        *efficiencyFromJson(efficiencyToJson(p, nlohmann::json::object()), "test").cpuOpOverheadSec,
        5e-5);

    // The calibration's ggml next-token rows on one Xeon 8480+ socket: a token's time grows
    // by the cost of its operators; a GPU row does not move.
    std::vector<Measurement> cpu, gpu;
    for (const Measurement& m : builtInMeasurements())
        if (m.id.starts_with("itrex_xeon8480"))
            cpu.push_back(m);
        else if (m.scenario.cluster.deviceId == "nvidia-h200-sxm-141gb" && gpu.size() < 2)
            gpu.push_back(m);
    QVERIFY(cpu.size() >= 2);
    QCOMPARE(gpu.size(), size_t(2));
    EfficiencyParams base = defaultEfficiencyParams();
    base.cpuOpOverheadSec.reset();
    base.cpuMemory.reset();
    EfficiencyParams slower = base;
    slower.cpuOpOverheadSec = base.kernelOverheadSec + 2e-5;
    for (const Measurement& m : cpu) {
        const double a = predictMeasurement(m, dataWith(m_catalog, base));
        const double b = predictMeasurement(m, dataWith(m_catalog, slower));
        // TPOT: per token, every layer's operators and the head's, 2e-5 s more each.
        const auto& w = std::get<InferenceWorkload>(m.scenario.workload);
        QVERIFY2(b - a > 2e-5 * w.model.layers * 4 && b - a < 2e-5 * (w.model.layers * 12 + 4),
                 m.id.c_str());
    }
    for (const Measurement& m : gpu)
        QCOMPARE(predictMeasurement(m, dataWith(m_catalog, slower)),
                 predictMeasurement(m, dataWith(m_catalog, base)));
    // Fitted on CPU rows (from the per-kernel cost, the prior), not on GPU rows alone.
    QVERIFY(fitEfficiency(cpu, dataWith(m_catalog, base)).params.cpuOpOverheadSec);
    QVERIFY(!fitEfficiency(gpu, dataWith(m_catalog, base)).params.cpuOpOverheadSec);

    // A CPU's own memory fraction (EfficiencyParams::cpuMemory): absent it is `memory`; present
    // it slows a CPU's weight streaming only, round-trips through the file, and the fit frees
    // it with the operator cost, never on GPU rows.
    QVERIFY(!base.cpuMemory);
    QCOMPARE(base.memoryFor(true), base.memory);
    EfficiencyParams slowDdr = base;
    slowDdr.cpuMemory = base.memory / 2;
    QCOMPARE(slowDdr.memoryFor(false), base.memory);
    QCOMPARE(
        *efficiencyFromJson(efficiencyToJson(slowDdr, nlohmann::json::object()), "test").cpuMemory,
        base.memory / 2);
    QVERIFY(!efficiencyToJson(base, nlohmann::json::object()).contains("cpu_memory"));
    for (const Measurement& m : cpu)
        QVERIFY2(predictMeasurement(m, dataWith(m_catalog, slowDdr)) >
                     predictMeasurement(m, dataWith(m_catalog, base)) * 1.2,
                 m.id.c_str());
    for (const Measurement& m : gpu)
        QCOMPARE(predictMeasurement(m, dataWith(m_catalog, slowDdr)),
                 predictMeasurement(m, dataWith(m_catalog, base)));
    QVERIFY(fitEfficiency(cpu, dataWith(m_catalog, base)).params.cpuMemory);
    QVERIFY(!fitEfficiency(gpu, dataWith(m_catalog, base)).params.cpuMemory);
}

void TestCalibration::familiesFittedOnlyWhereTheirRowsMove()
{
    // A family's compute scale is written to the shipped fit only where some calibration row of
    // that family moves with it (perf/calibration.cpp, dropUnidentifiedFamilies): a family whose
    // rows are all bound by memory or fixed costs keeps the uncalibrated prior instead of being
    // "calibrated" at its starting value.
    const EfficiencyParams shipped = defaultEfficiencyParams();
    const DataContext at = dataWith(m_catalog, shipped);
    QVERIFY(!shipped.architectureComputeScale.empty());
    for (const auto& [family, scale] : shipped.architectureComputeScale) {
        EfficiencyParams moved = shipped;
        moved.architectureComputeScale[family] = scale * 1.1;
        const DataContext atMoved = dataWith(m_catalog, moved);
        bool moves = false;
        for (const Measurement& m : builtInMeasurements()) {
            const Device* d = m_catalog.find(m.scenario.cluster.deviceId);
            if (!d || d->architecture != family)
                continue;
            moves = moves || predictMeasurement(m, atMoved) != predictMeasurement(m, at);
        }
        QVERIFY2(moves, family.c_str());
    }
}

void TestCalibration::priorComparesFractionsOfThePeak()
{
    // A family scale is its kernels' efficiency at the clock its rows' devices sustain
    // (Device::clock, issue #27); the conservative prior of an uncalibrated family compares
    // fractions of the quoted peak: scale x the rows' clock fraction.
    EfficiencyParams p;
    p.architectureComputeScale = {{"a", 0.9}, {"b", 0.7}};
    p.architectureClockFraction = {{"a", 2.0 / 3.0}};
    QCOMPARE(p.uncalibratedScale(), 0.6);
    p.architectureClockFraction.clear();
    QCOMPARE(p.uncalibratedScale(), 0.7);
    // The shipped fit records the geometric mean of its rows' devices' clock fractions per
    // family (CDNA3's rows: MI300X at 1,400 and MI325X at 1,700 of 2,100 MHz), none for a
    // family whose devices state no clock, and the file keeps it (shippedFitIsCurrent holds
    // the shipped file to a refit).
    const EfficiencyParams shipped = defaultEfficiencyParams();
    QVERIFY(shipped.architectureClockFraction.contains("cdna3"));
    const double c = shipped.architectureClockFraction.at("cdna3");
    QVERIFY2(c > 1400.0 / 2100 && c < 1700.0 / 2100, qPrintable(QString::number(c)));
    QVERIFY(!shipped.architectureClockFraction.contains("blackwell"));
    const EfficiencyParams back =
        efficiencyFromJson(efficiencyToJson(shipped, nlohmann::json::object()), "round trip");
    QVERIFY(back.architectureClockFraction == shipped.architectureClockFraction);
}

// Every published row's scenario saves as a project and reads back to the same figures,
// including the MLPerf llama2-70b rows whose output length is a mean (290.1 .. 293.4 tokens
// per sample: tokens/s over samples/s of the run's log), once refused as "not a whole
// number"; whole lengths are written as integers ("2048", not "2048.0").
void TestCalibration::rowsSaveAndReadBack()
{
    std::vector<Measurement> rows = builtInMeasurements();
    for (auto set : {builtInValidation(), builtInHoldOut()})
        rows.insert(rows.end(), set.begin(), set.end());
    const DataContext data = dataWith(m_catalog, defaultEfficiencyParams());
    int fractional = 0;
    for (const Measurement& m : rows) {
        Project p;
        p.name = m.id;
        p.scenarios.push_back(m.scenario);
        const std::string text = projectFileText(p);
        Project back;
        try {
            back = loadProjectText(text, m.id);
        } catch (const InputError& e) {
            QFAIL(qPrintable(QString::fromStdString(m.id + ": " + e.what())));
        }
        QCOMPARE(projectToJson(back).dump(), projectToJson(p).dump());
        Measurement again = m;
        again.scenario = back.scenarios.at(0);
        const double before = predictMeasurement(m, data), after = predictMeasurement(again, data);
        QVERIFY2(before == after || (std::isnan(before) && std::isnan(after)), m.id.c_str());
        if (const auto* w = std::get_if<InferenceWorkload>(&m.scenario.workload)) {
            const double out = std::get<InferenceWorkload>(back.scenarios[0].workload).outputTokens;
            QCOMPARE(out, w->outputTokens);
            if (std::floor(out) != out)
                ++fractional;
            else
                QVERIFY2(text.find("\"output_tokens\": " + std::to_string((long long)out) + "\n") !=
                                 std::string::npos ||
                             text.find("\"output_tokens\": " + std::to_string((long long)out) +
                                       ",") != std::string::npos,
                         m.id.c_str());
        }
    }
    QCOMPARE(fractional, 35); // 10 in data/calibration, 25 in data/validation
}

void TestCalibration::badCsvNamesRowAndColumn_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("mention");
    const QString header = "id,model,device,count,tensor,precision,input_tokens,output_tokens,"
                           "batch,metric,measured\n";
    QTest::newRow("NaN measured") << header + "a,llama-3-8b,nvidia-l4,1,1,fp8,128,128,max,"
                                              "output_tokens_per_s,nan\n"
                                  << "row 2 (line 2), column measured";
    QTest::newRow("negative count") << header + "a,llama-3-8b,nvidia-l4,-1,1,fp8,128,128,max,"
                                                "output_tokens_per_s,5\n"
                                    << "column count";
    QTest::newRow("unknown model") << header + "a,gpt-9,nvidia-l4,1,1,fp8,128,128,max,"
                                               "output_tokens_per_s,5\n"
                                   << "gpt-9";
    QTest::newRow("unknown metric") << header + "a,llama-3-8b,nvidia-l4,1,1,fp8,128,128,max,"
                                                "joules,5\n"
                                    << "column metric";
    QTest::newRow("training stack for serving")
        << header.trimmed() + ",stack\na,llama-3-8b,nvidia-l4,1,1,fp8,128,128,max,"
                              "output_tokens_per_s,5,megatron\n"
        << "column stack";
    // The workload columns take the limits the project reader takes for the same fields
    // (core/project/field_schema.cpp).
    QTest::newRow("prompt past the schema's range")
        << header + "a,llama-3-8b,nvidia-l4,1,1,fp8,16777217,128,max,output_tokens_per_s,5\n"
        << "column input_tokens: expected a number from 1 to";
    QTest::newRow("fractional batch")
        << header + "a,llama-3-8b,nvidia-l4,1,1,fp8,128,128,2.5,output_tokens_per_s,5\n"
        << "column batch";
    QTest::newRow("percentile 100")
        << header.trimmed() + ",slo_percentile\na,llama-3-8b,nvidia-l4,1,1,fp8,128,128,max,"
                              "output_tokens_per_s,5,100\n"
        << "below 100";
    QTest::newRow("pad_heads not a bool")
        << header.trimmed() + ",pad_heads\na,llama-3-8b,aws-inferentia2,12,12,bf16,128,128,1,"
                              "tpot_s,0.01,yes\n"
        << "column pad_heads: expected true or false";
    QTest::newRow("missing column") << QString("id,model\nx,y\n") << "device";
    QTest::newRow("empty") << QString() << "header";
}

void TestCalibration::badCsvNamesRowAndColumn()
{
    QFETCH(QString, csv);
    QFETCH(QString, mention);
    try {
        parseMeasurements(csv.toStdString(), "mine.csv", builtInModels());
        QFAIL("bad CSV accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("mine.csv"));
        QVERIFY2(QString::fromUtf8(e.what()).contains(mention), e.what());
    }
}

// The calibration reader's problems are the validator's typed problems (project/validate.h),
// every bad cell of the file at once: kind, field (row, line and column), message, and for a
// number the limit it passes and the value found.
void TestCalibration::csvProblemsAreTyped()
{
    const std::string csv =
        "id,model,device,count,tensor,precision,input_tokens,output_tokens,batch,metric,measured\n"
        "a,gpt-9,nvidia-l4,1,1,fp8,128,128,max,output_tokens_per_s,5\n"
        "b,llama-3-8b,nvidia-l4,-1,1,fp8,128,128,max,joules,5\n"
        "c,llama-3-8b,nvidia-l4,1,1,fp8,16777217,128,max,output_tokens_per_s,5\n"
        "d,llama-3-8b,nvidia-l4,3,2,fp8,128,128,max,output_tokens_per_s,5\n"
        "e,llama-3-8b,nvidia-l4,2,2,fp8,128,128,max,output_tokens_per_s,5\n";
    const MeasurementRead read = readMeasurements(csv, "mine.csv", builtInModels());
    QCOMPARE(read.rows.size(), size_t(1)); // only the good row
    QCOMPARE(QString::fromStdString(read.rows[0].id), QStringLiteral("e"));
    QCOMPARE(read.rows[0].scenario.cluster.parallelism.data, 1);

    struct Expected {
        InputProblemKind kind;
        std::string field;
        std::string says;
        std::optional<double> limit, found;
    };
    const double maxInput = scenarioField("/workload/input_tokens").max;
    const std::vector<Expected> expected = {
        {InputProblemKind::UnknownReference, "row 2 (line 2), column model", "gpt-9", {}, {}},
        {InputProblemKind::OutOfRange, "row 3 (line 3), column count", "-1", 1, -1},
        {InputProblemKind::OutOfRange, "row 3 (line 3), column metric", "joules", {}, {}},
        {InputProblemKind::OutOfRange, "row 4 (line 4), column input_tokens", "expected a number",
         maxInput, 16777217},
        {InputProblemKind::Layout, "row 5 (line 5), column count", "(2)", 2, 3},
    };
    QCOMPARE(read.problems.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        const Problem& p = read.problems[i];
        QCOMPARE(int(p.kind), int(expected[i].kind));
        QCOMPARE(QString::fromStdString(p.field), QString::fromStdString(expected[i].field));
        QVERIFY2(p.message.english().find(expected[i].says) != std::string::npos,
                 p.message.english().c_str());
        QVERIFY(p.limit == expected[i].limit);
        QVERIFY(p.found == expected[i].found);
    }
    // parseMeasurements throws them: the first as the InputError, all in problems().
    try {
        (void)parseMeasurements(csv, "mine.csv", builtInModels());
        QFAIL("bad CSV accepted");
    } catch (const ProjectProblems& e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("mine.csv"));
        QCOMPARE(QString::fromStdString(e.field()), QString::fromStdString(expected[0].field));
        QCOMPARE(e.problems().size(), expected.size());
    }
}

// The optional `pad_heads` column is the project field /cluster/parallelism/pad_heads (blank:
// false). Llama 3 8B's 32 heads over tensor 12 (an inf2.48xlarge's 12 Inferentia2 chips, the
// AWS Neuron SDK's Inf2 decoder tables): padded, the 36 heads' extra Q/O projections are held
// and read every decode step (a slower TPOT than the 32 heads spread unevenly); unpadded, the
// project read-back refuses the layout, naming the field. Where tensor divides the heads the
// flag changes nothing; it survives the project round trip.
void TestCalibration::padHeadsColumnReachesTheLayout()
{
    const std::string header = "id,model,device,count,tensor,precision,input_tokens,"
                               "output_tokens,batch,metric,measured,stack,pad_heads\n";
    const std::string csv =
        header + "plain,llama-3-8b,aws-inferentia2,12,12,bf16,128,128,1,tpot_s,0.01,neuron,\n" +
        "padded,llama-3-8b,aws-inferentia2,12,12,bf16,128,128,1,tpot_s,0.01,neuron,true\n" +
        "unpadded,llama-3-8b,aws-inferentia2,12,12,bf16,128,128,1,tpot_s,0.01,neuron,false\n" +
        "divides,llama-3-8b,aws-inferentia2,8,8,bf16,128,128,1,tpot_s,0.01,neuron,true\n" +
        "divides_plain,llama-3-8b,aws-inferentia2,8,8,bf16,128,128,1,tpot_s,0.01,neuron,\n";
    const std::vector<Measurement> rows = parseMeasurements(csv, "mine.csv", builtInModels());
    QCOMPARE(rows.size(), size_t(5));
    QVERIFY(!rows[0].scenario.cluster.parallelism.padHeads);
    QVERIFY(rows[1].scenario.cluster.parallelism.padHeads);
    QVERIFY(!rows[2].scenario.cluster.parallelism.padHeads);
    const DataContext data = dataWith(m_catalog, defaultEfficiencyParams());
    const double plain = predictMeasurement(rows[0], data);
    const double padded = predictMeasurement(rows[1], data);
    QCOMPARE(predictMeasurement(rows[2], data), plain);
    QVERIFY(std::isfinite(padded) && padded > plain);
    // Where tensor divides the heads the flag changes nothing.
    QCOMPARE(predictMeasurement(rows[3], data), predictMeasurement(rows[4], data));
    auto roundTrip = [](const Measurement& m) {
        Project p;
        p.name = m.id;
        p.scenarios.push_back(m.scenario);
        return loadProjectText(projectFileText(p), m.id);
    };
    // Saved as a project and read back, the padded row keeps its flag and its prediction.
    Measurement again = rows[1];
    again.scenario = roundTrip(rows[1]).scenarios.at(0);
    QVERIFY(again.scenario.cluster.parallelism.padHeads);
    QCOMPARE(predictMeasurement(again, data), padded);
    try {
        (void)roundTrip(rows[0]);
        QFAIL("tensor 12 over 32 heads without pad_heads accepted");
    } catch (const InputError& e) {
        QVERIFY2(std::string(e.what()).find("pad_heads") != std::string::npos, e.what());
    }
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
