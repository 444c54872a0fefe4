#pragma once

#include "hardware/device.h"
#include "perf/efficiency_params.h"
#include "roofline/roofline.h"
#include "workload/model_spec.h"
#include "workload/workload.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace ap {

// Work of one transformer layer's forward pass on one rank, as roofline operators. Tensor
// parallelism splits heads and the MLP width (Megatron-LM column/row parallel layers); the
// norms run on the sequence-parallel shard.
struct LayerShape {
    double tokens = 1;         // rows of the weight GEMMs on this rank
    double tensor = 1;         // TP degree
    double expertsLocal = 1;   // MoE: experts whose weights this rank holds
    double expertsTouched = 1; // of those, how many this pass reaches (weights actually read)
    double weightBytes = 2;    // per stored weight element
    // MoE: per stored weight element of the routed experts (their own format: gpt-oss's MXFP4
    // experts beside BF16 attention); 0: weightBytes.
    double expertWeightBytes = 0;
    double activationBytes = 2;
    Precision gemmPrecision = Precision::BF16;
    Precision attentionPrecision = Precision::BF16;
    // Attention over prompts: `prefillSeqs` sequences, each `prefillQueries` query tokens
    // against `prefillKeys` keys, of which the causal mask leaves `causalFraction` (1/2 for a
    // whole prompt; load-balanced context parallelism keeps 1/2 on every rank).
    // `prefillCachedKeys`: of the keys, those before the first query, whose KV a prefix cache
    // held (serving's workload.prefix_cache_hit_share); 0: the queries are the whole prompt.
    double prefillSeqs = 0;
    double prefillQueries = 0;
    double prefillKeys = 0;
    double causalFraction = 0.5;
    double prefillCachedKeys = 0;
    bool materializedAttention = false; // unfused attention that writes the score matrix
    // FP8/narrow training (Transformer Engine): every GEMM input held in 16 bits is cast to
    // 8 bits first, with a transposed copy for the backward GEMMs; a memory-bound kernel.
    bool castGemmInputs = false;
    // Decode: `decodeSeqs` sequences, each one query over `decodeContext` cached tokens on
    // average, their contexts spread uniformly over `decodeContextSpread` tokens around it
    // (continuous batching: sequences at every point of their output). Sliding-window layers
    // attend over min(context, window) of them.
    double decodeSeqs = 0;
    // Query tokens per decode sequence: 1, or with speculative decoding the draft tokens + 1
    // that a verification pass runs (`tokens` counts them all).
    double decodeQueries = 1;
    double decodeContext = 0;
    double decodeContextSpread = 0;
    double kvBytes = 2;
    // MoE models: this layer is one of the dense first layers (dense MLP of denseFfn()).
    bool denseLayer = false;
    // MoE: rows the busiest expert rank computes over the average (expertLoadImbalance()).
    double expertImbalance = 1;
    // MoE: rows of the largest GEMM tile each expert's segment of a grouped GEMM is padded to
    // (expertTileRows()); 0: no padding. Kernels take smaller tiles, down to
    // `expertTileRowsMin` (0: the same), when an expert gets fewer rows (expertGemmTile()).
    double expertTileRows = 0;
    double expertTileRowsMin = 0;
    // MoE: tensor-parallel degree of the routed experts' GEMMs, which split each expert's
    // width (Megatron-Core expert_tensor_parallel_size, SGLang moe_tp_size = tp / ep); 0: the
    // tensor degree. Expert parallelism inside the tensor group leaves tensor / expert.
    double expertTensor = 0;
    // MoE: routed (token, expert) rows this rank's experts compute on average; < 0: tokens x
    // top-k (every rank of the tensor group runs every routed row at its share of the width).
    double expertRows = -1;
    // Attention sharded over heads and batch (2D weight-stationary serving): K/V are split
    // over the tensor group, never replicated.
    bool shardedKv = false;
    // The attention projections (the QKV and output GEMMs; MLA's latent projections) in a
    // format of their own (`workload.attention_projection_precision`, issue #26: Llama 3 405B
    // served with FP8 feed-forward layers and BF16 attention, Grattafiori et al. 2024 section
    // 6.2): multiplied at `projectionPrecision` with `projectionActivationBytes` inputs, their
    // weights read in `projectionWeightBytes`, their inputs cast to 8 bits where
    // `castProjectionInputs`. false: the other weight GEMMs' format (gemmPrecision,
    // weightBytes, activationBytes, castGemmInputs).
    bool ownProjectionFormat = false;
    bool castProjectionInputs = false;
    Precision projectionPrecision = Precision::BF16;
    double projectionWeightBytes = 2;
    double projectionActivationBytes = 2;
};

// Forward operators of the model's average layer: with sliding-window layers
// (ModelSpec::slidingWindow) the attention's FLOPs and KV reads are the mix of the global
// layers' and the local layers' (which attend over at most the window), by their share.
std::vector<Traffic> layerForwardOps(const ModelSpec& model, const LayerShape& shape);

// Sliding-window attention: mean over decode contexts uniform on [context - spread/2,
// context + spread/2] of min(context, window), the keys a local layer's query attends to.
double windowedDecodeContext(double context, double spread, double window);
// (query, key) pairs a causal prompt of `tokens` computes under a window, over those of full
// causal attention, tokens^2 / 2: sum over positions of min(position, window), which is
// tokens^2 / 2 up to the window and window (tokens - window / 2) beyond it. With `cachedTokens`
// (a prefix whose KV a prefix cache holds) only the positions from cachedTokens on are
// queries: the same sums from there, over (tokens^2 - cachedTokens^2) / 2.
double windowedCausalShare(double tokens, double window, double cachedTokens = 0);

// Expert parallelism waits for its busiest rank. With `rowsPerRank` routed rows per rank on
// average and uniform routing, a rank's rows are a sum of Poisson counts (standard deviation
// sqrt(rows)); the largest of `ranks` such sums exceeds the mean by about sqrt(2 ln ranks)
// standard deviations (the Gaussian maximum). Replicated experts (slots > experts) let the
// dispatcher move up to their share of the rows, slots-experts of every slots, to other
// copies (DeepSeek-V3's EPLB). Returns busiest / average (>= 1); 1 without expert parallelism.
double expertLoadImbalance(double rowsPerRank, int ranks, int experts, int slots);

// Fine-grained experts: a grouped GEMM runs each expert's rows as whole tiles of `tileRows`
// (DeepGEMM's contiguous layout aligns every expert segment to the M block; CUTLASS grouped
// GEMMs and TPU MXUs likewise compute whole tiles). With rows per expert Poisson of mean
// `rowsPerExpert` (uniform routing), the computed rows over the useful ones:
// T E[ceil(X/T)] / E[X] (>= 1; about 1 + T/(2 rows) for many rows, up to T/rows for few).
double expertTilePadding(double rowsPerExpert, double tileRows);
// The M tile a grouped expert GEMM runs at `rowsPerExpert` rows per expert: the smallest of
// minTile, 2 minTile, ... up to maxTile that holds them. MoE kernels choose their M block from
// the rows: vLLM fused_moe (get_default_config) BLOCK_SIZE_M 16 while the tokens are no more
// than the experts and 64 above, its Marlin MoE the smallest of 8, 16, 32, 48, 64 with
// tokens x k / E / block < 0.9; decode iterations are not padded to the prefill tile.
double expertGemmTile(double rowsPerExpert, double minTile, double maxTile);
// The M tile of grouped expert GEMMs on `device`, the catalog's matrix_unit.tile_rows: 128 rows
// on GPUs and accelerators (Hopper and Blackwell warpgroup tiles, DeepGEMM's block M; MI300X
// and Gaudi likewise), the MXU edge on TPUs (128 to v5p; 256 on v6e and TPU7x), 16 on CPUs (an
// AMX tile's rows).
double expertTileRows(const Device& device);
// The smallest M tile grouped expert GEMMs on `device` take for few rows per expert, the
// catalog's matrix_unit.min_tile_rows: 16 on GPUs (vLLM fused_moe's BLOCK_SIZE_M for batches up
// to the experts) and CPUs (an AMX tile); accelerators and TPUs keep their largest tile (no
// smaller block is documented for them).
double expertTileRowsMin(const Device& device);

// The LM head (logits) and loss/sampling for `tokens` rows on this rank.
std::vector<Traffic> headForwardOps(const ModelSpec& model, const LayerShape& shape);

// Throughput of an attention kernel relative to the fused kernel of the device's own
// generation, which the fitted `attention` efficiency describes (the calibration's Hopper and
// Blackwell rows run cuDNN fused attention: 0.72 x 0.74 of H100 peak = 527 TFLOP/s, where Shah
// et al. 2024 (FlashAttention-3) Figure 5 measures cuDNN at 529-539 TFLOP/s forward, causal,
// head dim 128, 8k-16k tokens). FlashAttention-2 on a GPU whose peak needs asynchronous MMA (the
// catalog's matrix_unit.async_mma: Hopper, datacenter Blackwell) uses neither warpgroup MMA nor
// TMA: 333-335 TFLOP/s in the same figure, 0.62 of cuDNN (the backward pass is taken at the
// forward's ratio). Where mma.sync is the matrix instruction (Ampere, Ada, GeForce and
// workstation Blackwell sm_120) and on other vendors FlashAttention-2 is the generation's own
// kernel: 1. The first FlashAttention (and its Triton port) is 1/1.4 of
// FlashAttention-2 on the same GPU forward and 1/2 backward (Dao 2023, section 4.1).
enum class AttentionPass { Forward, Backward };
double attentionKernelScale(const Device& device, AttentionKernel kernel, AttentionPass pass);
// Forward and backward together, weighted by their time at the native kernel (backward 2.5x
// the forward's FLOPs): the figure a layout reports.
double attentionKernelScale(const Device& device, AttentionKernel kernel);

// A kernel's time from the time its compute alone and its memory traffic alone would take:
// (compute^p + traffic^p)^(1/p) with p = EfficiencyParams::overlapExponent (1: their sum; 64
// and above: the roofline's max). Issue #27: below the max a GEMM's FLOP/s rise smoothly with
// its row count near the ridge instead of jumping to the compute roof.
double overlappedKernelSec(double computeSec, double trafficSec, double exponent);

// One evaluated operator (or a group of identical ones), for breakdowns.
struct OpTime {
    std::string_view name; // the Traffic's: a string literal
    double flops = 0;
    double memoryBytes = 0;
    double timeSec = 0; // total over `calls`
    Ceiling binding = Ceiling::Compute;
    double calls = 1;
};

// Times kernels on one device: roofline with the fitted efficiencies plus the per-kernel
// overhead. Two rooflines because a model's GEMMs may run in FP8 while attention and norms
// stay in 16 bits.
class KernelTimer {
public:
    // `attentionScale`: the attention kernel's efficiency relative to the fitted attention
    // fraction (attentionKernelScale of the kernel the workload runs, in the pass timed).
    // `gemmDevice`: the device as the GEMMs at gemmPrecision see it, where their peak differs
    // (FP16 accumulation, perf/cpu_kernels.h); the other operators see `device`.
    // `projectionPrecision`: the compute format of the attention projections where they have
    // their own (LayerShape::ownProjectionFormat); their GEMMs run on that format's roofline.
    KernelTimer(const Device& device, Precision gemmPrecision, const EfficiencyParams& params,
                double attentionScale = 1.0, const Device* gemmDevice = nullptr,
                std::optional<Precision> projectionPrecision = std::nullopt);

    OpTime time(const Traffic& t, double calls = 1, double kernelsPerCall = 1) const;
    const Device& device() const { return m_device; }

private:
    const Device& m_device;
    // The two parameters the timer reads itself (the fractions are in the rooflines): a
    // search builds timers by the hundred thousand, and a copy of EfficiencyParams is a copy
    // of its per-family and per-stack tables.
    double m_attention;
    double m_kernelOverheadSec;
    double m_overlapExponent;
    Roofline m_gemm;
    Roofline m_wide;
    // The attention projections' roofline where their format is neither the GEMMs' nor the
    // 16-bit one (a BF16 model with FP8 projections).
    std::optional<Roofline> m_projection;
    // Which roofline an operator of each format runs on (time()'s choice, made once per
    // format): 0 the GEMMs', 1 the 16-bit one, 2 the projections'.
    std::array<unsigned char, kPrecisionCount> m_rooflineFor{};
};

} // namespace ap
