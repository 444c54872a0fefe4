#include "perf/layer_model.h"
#include "perf/layer_ops_into.h"

#include "roofline/operators.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace ap {

namespace {

// A weight GEMM: activations [tokens x k] times weights [k x n], written in 16 bits.
// The weights are read in their stored format (`weightBytes`: the routed experts' own for an
// expert GEMM) and multiplied at the GEMM's precision.
Traffic weightGemm(const char* name, double tokens, double n, double k, const LayerShape& s,
                   double weightCopies = 1, double weightBytes = 0)
{
    const double w = weightBytes > 0 ? weightBytes : s.weightBytes;
    Traffic t = gemm({tokens, n, k}, s.gemmPrecision, s.activationBytes, w,
                     std::max(2.0, s.activationBytes));
    // MoE: every touched expert's weights are read, not just one matrix.
    t.bytesAt(Ceiling::Memory) += (weightCopies - 1) * k * n * w;
    t.name = name;
    return t;
}

// An attention projection (QKV, output): a weight GEMM in the projections' own format where
// they have one (LayerShape::ownProjectionFormat), else like every other weight GEMM.
Traffic projectionGemm(const char* name, double tokens, double n, double k, const LayerShape& s)
{
    if (!s.ownProjectionFormat)
        return weightGemm(name, tokens, n, k, s);
    Traffic t = gemm({tokens, n, k}, s.projectionPrecision, s.projectionActivationBytes,
                     s.projectionWeightBytes, std::max(2.0, s.projectionActivationBytes));
    t.name = name;
    return t;
}

// Cast of a [tokens x k] 16-bit GEMM input to 8 bits plus its transpose: read 2 B, write 2 x 1 B.
// `projection`: the input of an attention projection (cast where its own format is 8 bits).
void addCast(std::vector<Traffic>& ops, double tokens, double k, const LayerShape& s,
             bool projection = false)
{
    if (!(projection && s.ownProjectionFormat ? s.castProjectionInputs : s.castGemmInputs))
        return;
    Traffic t;
    t.name = "fp8_cast";
    t.precision = s.attentionPrecision;
    t.flops = 2.0 * tokens * k; // scale and amax
    t.bytesAt(Ceiling::Memory) = 4.0 * tokens * k;
    ops.push_back(std::move(t));
}

} // namespace

std::vector<Traffic> layerForwardOps(const ModelSpec& m, const LayerShape& s)
{
    std::vector<Traffic> ops;
    layerForwardOps(m, s, ops);
    return ops;
}

void layerForwardOps(const ModelSpec& m, const LayerShape& s, std::vector<Traffic>& ops)
{
    ops.clear();
    ops.reserve(24); // the most a layer has (MoE with shared experts and FP8 casts): no regrowth
    const double tp = s.tensor;
    const double heads = m.heads / tp;
    // K/V heads per rank (replicated when kv_heads < TP); MLA caches one latent per token,
    // which decode reads as a single "head" of the latent width (absorbed form, DeepSeek-V2).
    const double kvHeads = m.isMla()
                               ? (s.shardedKv ? 1.0 / tp : 1.0)
                               : (s.shardedKv ? m.kvHeads / tp : std::max(1.0, m.kvHeads / tp));
    const double kvDim = m.isMla() ? (m.kvLoraRank + m.ropeHeadDim) / 2.0 : m.headDim;
    // Absorbed MLA decode: each head's query (kv_lora + rope wide) scores every cached latent
    // and the probabilities weight the latents' kv_lora part, 2 (576 + 512) FLOPs per head and
    // cached token for DeepSeek-V3 (FlashMLA tests/test_flash_mla.py: FLOPS = s_q x
    // total_seqlens x h_q x (d + dv) x 2, d = 576, dv = 512): 4 x (kv_lora + rope / 2).
    const double decodeFlopsDim = m.isMla() ? m.kvLoraRank + m.ropeHeadDim / 2.0 : m.headDim;
    // Q, K, V projections as one GEMM of the same weight count (MLA: the down and up
    // projections of the latents).
    const double qkvWidth =
        m.isMla() ? (m.attentionParamsPerLayer() - m.heads * m.headDim * m.hidden) / m.hidden / tp
                  : (heads + 2 * kvHeads) * m.headDim;
    const Precision wide = s.attentionPrecision;

    // Pre-attention norm and residual add on the sequence-parallel shard: read x, write y,
    // read residual; ~8 FLOPs per element (RMS/LayerNorm + add).
    Traffic norm1 = elementwise(s.tokens * m.hidden / tp, 8, 3, wide);
    norm1.name = "norm";
    ops.push_back(std::move(norm1));
    addCast(ops, s.tokens, m.hidden, s, true);
    ops.push_back(projectionGemm("qkv_proj", s.tokens, qkvWidth, m.hidden, s));

    // Sliding-window layers (their share `local`) attend over at most the window's keys: the
    // fused kernels skip the blocks outside it (FlashAttention window_size, vLLM and
    // TensorRT-LLM's sliding-window attention) and read only the window's K and V. Both FLOPs
    // and KV reads are linear in the keys, so the average layer's are the share-weighted mix.
    const double local = m.localLayerShare();
    if (s.prefillSeqs > 0) {
        // (The unfused kernel computes the whole score matrix and masks it: no saving.)
        const double causal =
            local > 0 && !s.materializedAttention
                ? s.causalFraction * (1.0 - local +
                                      local * windowedCausalShare(s.prefillKeys, m.attendedWindow(),
                                                                  s.prefillCachedKeys))
                : s.causalFraction;
        ops.push_back(attentionPrefill({s.prefillSeqs, heads, kvHeads, m.headDim},
                                       PrefillAttention{s.prefillQueries, s.prefillKeys, causal,
                                                        m.headDim + m.ropeHeadDim / 2.0,
                                                        s.materializedAttention},
                                       wide, s.activationBytes));
    }
    if (s.decodeSeqs > 0) {
        const double context =
            local > 0 ? (1.0 - local) * s.decodeContext +
                            local * windowedDecodeContext(s.decodeContext, s.decodeContextSpread,
                                                          m.attendedWindow())
                      : s.decodeContext;
        Traffic a = attentionDecode({s.decodeSeqs, heads, kvHeads, kvDim}, context, wide, s.kvBytes,
                                    decodeFlopsDim, s.decodeQueries);
        ops.push_back(std::move(a));
    }
    addCast(ops, s.tokens, heads * m.headDim, s, true);
    ops.push_back(projectionGemm("out_proj", s.tokens, m.hidden, heads * m.headDim, s));

    Traffic norm2 = elementwise(s.tokens * m.hidden / tp, 8, 3, wide);
    norm2.name = "norm";
    ops.push_back(std::move(norm2));

    const double mats = m.gatedMlp ? 2.0 : 1.0; // up (+gate) projections
    const bool moe = m.isMoe() && !s.denseLayer;
    const double k = m.expertsPerToken;
    // Routed rows on this rank: tokens x k when the tensor group splits every expert's width;
    // fewer when expert parallelism splits the rows (LayerShape::expertRows).
    const double routedRows = s.expertRows >= 0 ? s.expertRows : s.tokens * k;
    const double expertTokens = moe ? routedRows * s.expertImbalance : s.tokens;
    if (moe) {
        Traffic router = weightGemm("router", s.tokens, m.experts, m.hidden, s);
        ops.push_back(std::move(router));
        // Softmax and top-k over the expert scores (fp32).
        Traffic topk = elementwise(s.tokens * m.experts, 6, 2, Precision::FP32);
        topk.name = "router_topk";
        ops.push_back(std::move(topk));
        // Token permutation: each routed row this rank computes is copied to its expert's
        // contiguous buffer before the grouped GEMMs and gathered and weighted back after them
        // (read + write of rows x hidden, twice); expert parallelism divides the rows.
        Traffic permute = elementwise(routedRows * m.hidden, 1, 4, wide);
        permute.name = "moe_permute";
        ops.push_back(std::move(permute));
    }
    if (moe && m.sharedExperts > 0) {
        // Shared experts: a dense MLP every token runs (DeepSeekMoE), split like the dense MLP.
        const double sharedFfn = m.sharedExperts * m.ffnHidden / tp;
        ops.push_back(weightGemm("shared_up", s.tokens, mats * sharedFfn, m.hidden, s));
        Traffic sact =
            elementwise(s.tokens * sharedFfn, m.gatedMlp ? 6 : 8, m.gatedMlp ? 3 : 2, wide);
        sact.name = "activation";
        ops.push_back(std::move(sact));
        ops.push_back(weightGemm("shared_down", s.tokens, m.hidden, sharedFfn, s));
    }
    // Routed experts split by their own tensor degree (whole experts per rank with expert
    // parallelism); dense layers and dense models by the tensor group.
    const double expertTp = s.expertTensor > 0 ? s.expertTensor : tp;
    const double ffn = (s.denseLayer ? m.denseFfn() : m.ffnHidden) / (moe ? expertTp : tp);
    addCast(ops, expertTokens, m.hidden, s);
    const double touched = moe ? s.expertsTouched : 1.0;
    // Grouped expert GEMMs compute whole tiles per expert (expertTilePadding), the tile chosen
    // for the rows (expertGemmTile): the padding rows cost FLOPs, not memory traffic.
    const double rowsPerExpert = expertTokens / std::max(1.0, s.expertsLocal);
    const double padding =
        moe && s.expertTileRows > 0
            ? expertTilePadding(
                  rowsPerExpert,
                  expertGemmTile(rowsPerExpert,
                                 s.expertTileRowsMin > 0 ? s.expertTileRowsMin : s.expertTileRows,
                                 s.expertTileRows))
            : 1.0;
    // Routed experts are read in their own format (dense layers and dense models in the
    // weights').
    const double mlpWeightBytes = moe && s.expertWeightBytes > 0 ? s.expertWeightBytes : 0.0;
    Traffic up =
        weightGemm("mlp_up", expertTokens, mats * ffn, m.hidden, s, touched, mlpWeightBytes);
    up.flops *= padding;
    ops.push_back(std::move(up));
    Traffic act = elementwise(expertTokens * ffn, m.gatedMlp ? 6 : 8, m.gatedMlp ? 3 : 2, wide);
    act.name = "activation";
    ops.push_back(std::move(act));
    addCast(ops, expertTokens, ffn, s);
    Traffic down = weightGemm("mlp_down", expertTokens, m.hidden, ffn, s, touched, mlpWeightBytes);
    down.flops *= padding;
    ops.push_back(std::move(down));
}

double windowedDecodeContext(double context, double spread, double window)
{
    const double a = context - spread / 2.0, b = context + spread / 2.0;
    if (!(window > 0) || window >= b)
        return context;
    if (window <= a || !(b > a))
        return std::min(context, window);
    // Uniform contexts on [a, b]: those below the window attend to all of theirs, the rest to
    // the window.
    return ((window * window - a * a) / 2.0 + (b - window) * window) / (b - a);
}

double windowedCausalShare(double tokens, double window, double cachedTokens)
{
    if (!(window > 0) || tokens <= window)
        return 1.0;
    // Causal pairs of the positions before n under the window.
    const auto pairs = [window](double n) {
        return n <= window ? n * n / 2.0 : window * (n - window / 2.0);
    };
    const double cached = std::clamp(cachedTokens, 0.0, tokens);
    if (!(cached < tokens))
        return 1.0;
    return (pairs(tokens) - pairs(cached)) / ((tokens * tokens - cached * cached) / 2.0);
}

double expertLoadImbalance(double rowsPerRank, int ranks, int experts, int slots)
{
    if (ranks <= 1 || rowsPerRank <= 0)
        return 1.0;
    const double excess = std::sqrt(2.0 * std::log(double(ranks))) * std::sqrt(rowsPerRank);
    const double movable = rowsPerRank * double(std::max(0, slots - experts)) / std::max(1, slots);
    return 1.0 + std::max(0.0, excess - movable) / rowsPerRank;
}

double expertTilePadding(double rowsPerExpert, double tileRows)
{
    const double lambda = rowsPerExpert, t = tileRows;
    if (!(lambda > 0) || !(t > 1))
        return 1.0;
    // E[ceil(X/T)] = sum over j >= 0 of P(X > jT).
    double tiles = 0;
    if (lambda < 50) {
        // Exact Poisson tail sums.
        const int last = int(lambda + 12 * std::sqrt(lambda) + 30);
        double pmf = std::exp(-lambda), cdf = 0;
        for (int x = 0; x <= last; ++x) {
            cdf += pmf;
            if (x % int(t) == 0)
                tiles += 1.0 - cdf; // P(X > jT)
            pmf *= lambda / (x + 1);
        }
    } else {
        // Normal approximation with continuity correction.
        const double sd = std::sqrt(lambda);
        const int last = int((lambda + 10 * sd) / t) + 1;
        for (int j = 0; j <= last; ++j)
            tiles += 0.5 * std::erfc((j * t + 0.5 - lambda) / (sd * std::sqrt(2.0)));
    }
    return std::max(1.0, t * tiles / lambda);
}

double expertGemmTile(double rowsPerExpert, double minTile, double maxTile)
{
    double tile = std::min(minTile, maxTile);
    while (tile < maxTile && tile < rowsPerExpert)
        tile = std::min(2 * tile, maxTile);
    return tile;
}

double expertTileRowsMin(const Device& device)
{
    return device.matrixUnit().minTileRows;
}

double expertTileRows(const Device& device)
{
    return device.matrixUnit().tileRows;
}

std::vector<Traffic> headForwardOps(const ModelSpec& m, const LayerShape& s)
{
    std::vector<Traffic> ops;
    headForwardOps(m, s, ops);
    return ops;
}

void headForwardOps(const ModelSpec& m, const LayerShape& s, std::vector<Traffic>& ops)
{
    ops.clear();
    ops.reserve(3);
    Traffic norm = elementwise(s.tokens * m.hidden, 8, 2, s.attentionPrecision);
    norm.name = "final_norm";
    ops.push_back(std::move(norm));
    ops.push_back(weightGemm("lm_head", s.tokens, m.vocab / s.tensor, m.hidden, s));
    // Softmax / loss or sampling over the vocabulary shard, read in 32 bits.
    Traffic sm = elementwise(s.tokens * m.vocab / s.tensor, 5, 2, Precision::FP32);
    sm.name = "softmax";
    ops.push_back(std::move(sm));
}

namespace {

// CPUs: their peak is derived (cores x base clock x FLOP/cycle of AMX/AVX-512/SVE), which no
// whole transformer layer sustains (tile loads from L2, attention, norms on vector units).
// Stated assumption: an uncalibrated CPU family's kernels reach at most a third of that peak.
// A calibrated family (MLPerf rows in data/calibration) reaches what its fitted scale says:
// capping it too would leave the fit without a gradient wherever the cap binds.
constexpr double kCpuComputeFractionCap = 1.0 / 3.0;

Efficiency kernelEfficiency(const Device& d, Precision p, const EfficiencyParams& params)
{
    Efficiency e = params.rooflineEfficiency(p, d.architecture, d.kind == DeviceKind::Cpu);
    if (d.kind == DeviceKind::Cpu && !params.isCalibrated(d.architecture))
        e.at(Ceiling::Compute) = std::min(e.at(Ceiling::Compute), kCpuComputeFractionCap);
    // At the clock the device sustains at its board power (the catalog's `clock`, issue #27;
    // 1 where absent): the kernels' compute ceiling only, memory and links keep their rates.
    // The roofline chart keeps the quoted peak, the figure every vendor states alike.
    e.at(Ceiling::Compute) *= d.sustainedClockFraction();
    return e;
}

} // namespace

namespace {

// Both FlashAttention generations are Ampere-style kernels (mma.sync, no TMA): on a GPU whose
// tensor cores need asynchronous MMA for their peak (the catalog's matrix_unit.async_mma:
// Hopper's wgmma, datacenter Blackwell's tcgen05) they reach 335 of cuDNN's 539 TFLOP/s
// (FlashAttention-3 paper, Figure 5, H100). Where mma.sync is the matrix instruction (Ampere,
// Ada, GeForce/workstation Blackwell sm_120) they are the generation's own kernel.
double ampereKernelOn(const Device& device)
{
    return device.matrixUnit().asyncMma ? 335.0 / 539.0 : 1.0;
}

} // namespace

double attentionKernelScale(const Device& device, AttentionKernel kernel, AttentionPass pass)
{
    switch (kernel) {
    case AttentionKernel::Flash2:
        return ampereKernelOn(device);
    case AttentionKernel::Flash1:
        // FlashAttention-2's work partitioning is an algorithmic gain over the first
        // generation, so it holds on any GPU both run on. Dao 2023, section 4.1: FlashAttention-2
        // is 1.3-1.5x faster than FlashAttention in Triton in the forward pass and ~2x in the
        // backward pass (the CUDA FlashAttention ~2x in both; the Triton port's header: faster
        // forward, slower backward than CUDA, slightly slower overall).
        return ampereKernelOn(device) * (pass == AttentionPass::Forward ? 1.0 / 1.4 : 0.5);
    case AttentionKernel::Flash:
    case AttentionKernel::Materialized:
        break;
    }
    return 1.0;
}

double attentionKernelScale(const Device& device, AttentionKernel kernel)
{
    // Weighted by the time at the native kernel: backward has 2.5x the forward's FLOPs.
    const double fwd = attentionKernelScale(device, kernel, AttentionPass::Forward);
    const double bwd = attentionKernelScale(device, kernel, AttentionPass::Backward);
    return 3.5 / (1.0 / fwd + 2.5 / bwd);
}

KernelTimer::KernelTimer(const Device& device, Precision gemmPrecision,
                         const EfficiencyParams& params, double attentionScale,
                         const Device* gemmDevice, std::optional<Precision> projectionPrecision)
    : m_device(device)
    , m_attention(params.attention * attentionScale)
    , m_kernelOverheadSec(params.opOverheadSecFor(device))
    , m_overlapExponent(params.overlapExponentFor(device))
    , m_gemm(gemmDevice ? *gemmDevice : device, gemmPrecision,
             kernelEfficiency(device, gemmPrecision, params))
    , m_wide(device, computePrecisionFor(device, Precision::BF16),
             kernelEfficiency(device, computePrecisionFor(device, Precision::BF16), params))
{
    // (A projection format that is the GEMMs' or the 16-bit one runs on their roofline.)
    if (projectionPrecision && *projectionPrecision != m_gemm.precision() &&
        *projectionPrecision != m_wide.precision())
        m_projection.emplace(device, *projectionPrecision,
                             kernelEfficiency(device, *projectionPrecision, params));
    // The roofline of an operator of format p: the projections' where it is their format and
    // not the GEMMs', the GEMMs' for 8 bits and narrower or their own format, else the 16-bit
    // one.
    for (Precision p : kAllPrecisions) {
        const bool narrowGemm = bytesPerElement(p) <= 1.0 || p == m_gemm.precision();
        m_rooflineFor[size_t(p)] =
            m_projection && p == m_projection->precision() && p != m_gemm.precision() ? 2
            : narrowGemm                                                              ? 0
                                                                                      : 1;
    }
}

double overlappedKernelSec(double computeSec, double trafficSec, double exponent)
{
    const double hi = std::max(computeSec, trafficSec);
    const double lo = std::min(computeSec, trafficSec);
    if (hi <= 0)
        return 0;
    if (exponent >= 64)
        return hi; // the roofline's max, exactly
    if (exponent == 1.0)
        return hi + lo;
    // Nothing to overlap: hi (1 + 0^p)^(1/p) is hi exactly (pow(+0, p > 0) is +0 and
    // pow(1, y) is 1), without the two powers.
    if (lo == 0 && exponent > 0)
        return hi;
    // hi (1 + (lo/hi)^p)^(1/p): no overflow at large p, the max as p grows.
    return hi * std::pow(1.0 + std::pow(lo / hi, exponent), 1.0 / exponent);
}

OpTime KernelTimer::time(const Traffic& t, double calls, double kernelsPerCall) const
{
    const unsigned char which = m_rooflineFor[size_t(t.precision)];
    const Roofline& roofline = which == 0 ? m_gemm : which == 1 ? m_wide : *m_projection;
    // The roofline's own routine (Roofline::kernelTimes): each ceiling's time and the one that
    // binds. Fused attention runs at its own fraction of the GEMM efficiency: timed as if it
    // had 1/attention times the FLOPs (the FLOPs reported stay the real ones).
    const double flops = t.name == "attention_prefill" ? t.flops / m_attention : t.flops;
    const KernelTimes k = roofline.kernelTimes(flops, t);
    OpTime o;
    o.name = t.name;
    o.flops = t.flops * calls;
    o.memoryBytes = t.bytesAt(Ceiling::Memory) * calls;
    // The compute and the slowest level of memory traffic overlap imperfectly
    // (overlappedKernelSec); the binding ceiling stays the one that takes longest.
    o.binding = k.binding;
    o.calls = calls;
    const double kernelSec = overlappedKernelSec(k.computeSec, k.trafficSec, m_overlapExponent);
    o.timeSec = calls * (kernelSec + kernelsPerCall * m_kernelOverheadSec);
    return o;
}

} // namespace ap
