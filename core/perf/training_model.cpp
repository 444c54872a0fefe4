#include "perf/training_model.h"

#include "perf/training_detail.h"

#include "perf/activation_bytes.h"
#include "project/stored_fields.h"

#include "common/field_key.h"
#include "common/json_reader.h"
#include "fabric/collectives.h"
#include "perf/comm_links.h"
#include "perf/context_parallel.h"
#include "perf/layer_ops_into.h"
#include "perf/weight_bytes.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <unordered_map>

namespace ap {

namespace {

// Backward of an operator: GEMMs compute the input gradient and the weight gradient (2x the
// forward FLOPs and traffic); FlashAttention's backward runs 5 matmuls to the forward's 2
// (2.5x, Dao 2023); element-wise operators about 2x.
Traffic backwardOf(const Traffic& fwd)
{
    const bool attention = fwd.name.starts_with("attention");
    return fwd.scaled(attention ? 2.5 : 2.0);
}

// Full recompute under PyTorch's non-reentrant activation checkpointing (the FSDP stacks:
// torchtitan, llm-foundry, fms-fsdp, NeMo AutoModel) stops the recomputed forward as soon as
// every tensor backward needs has been recomputed (torch.utils.checkpoint "early stop",
// default since PyTorch 2.1, set_checkpoint_early_stop). Backward needs the down-projection's
// input, not its output (the residual add after it saves nothing), so a dense layer's
// recompute ends after the activation function and never reruns the MLP down-projection:
// 4h^2 of a GPT layer's 12h^2 GEMM FLOPs, 28% of a Llama layer's. An MoE layer's gate gradient
// needs the experts' outputs, so it recomputes them. Megatron-LM's and DeepSpeed's checkpoint
// functions rerun the whole layer. The stack's row says which (fullRecomputeStopsEarly).
bool recomputeStopsEarly(SoftwareStack stack, Recompute recompute)
{
    return recompute == Recompute::Full && stackInfo(stack).fullRecomputeStopsEarly;
}

// Whether backward needs an op's output (else early-stopping recompute skips it).
bool outputUnusedByBackward(const Traffic& op, bool moeLayer)
{
    return op.name == "mlp_down" && !moeLayer;
}

} // namespace

Message trainingMemoryProblem(const TrainingResult& r, const Device& d)
{
    return Message(
        AP_TEXT("ap::Problem",
                "weights, gradients, optimizer states and activations need %1 GB per device, "
                "%2 has %3 GiB (%4 GB usable): add tensor/pipeline parallelism, a higher "
                "%5 or activation recompute"),
        // Gigabytes to one decimal, as the inference model prints them ("86.2 GB", not
        // "86.2248 GB").
        {msg::value(std::round(r.memory.totalBytes() / 1e8) / 10), msg::text(d.id),
         msg::value(std::round(d.memoryCapacityBytes / 1073741824.0 * 10) / 10),
         msg::value(std::round(r.memoryCapacityBytes / 1e8) / 10),
         msg::field("cluster.parallelism.zero_stage")});
}

namespace {

// Output widths (elements per token) of a layer's matmuls in forward order, for
// torchtitan's op-level selective checkpointing, which saves every other mm output.
// Attention: Q, K, V, O (MLA: the Q latent and its up-projection, the KV latent with the
// shared rope key, the K/V up-projection, O); MLP: gate and up (gated) and down; an MoE layer
// runs the router, its shared experts and top-k routed experts per token (grouped GEMMs,
// counted here like the mm calls of a dense MLP).
std::vector<double> matmulOutputWidths(const ModelSpec& m, bool denseLayer)
{
    std::vector<double> w;
    const double ad = m.heads * m.headDim;
    if (m.isMla()) {
        if (m.qLoraRank > 0)
            w.push_back(m.qLoraRank);
        w.push_back(m.heads * (m.headDim + m.ropeHeadDim));
        w.push_back(m.kvLoraRank + m.ropeHeadDim);
        w.push_back(2.0 * ad);
    } else {
        w.insert(w.end(), {ad, m.kvHeads * m.headDim, m.kvHeads * m.headDim});
    }
    w.push_back(m.hidden);
    auto mlp = [&](double ffn) {
        if (m.gatedMlp)
            w.push_back(ffn);
        w.insert(w.end(), {ffn, m.hidden});
    };
    if (m.isMoe() && !denseLayer) {
        w.push_back(m.experts);
        for (int e = 0; e < m.sharedExperts; ++e)
            mlp(m.ffnHidden);
        for (int e = 0; e < m.expertsPerToken; ++e)
            mlp(m.ffnHidden);
    } else {
        mlp(denseLayer ? m.denseFfn() : m.ffnHidden);
    }
    return w;
}

// Bytes per token of FlashAttention's logsumexp: one fp32 per query head (flash-attn's
// softmax_lse, [batch, heads, seqlen_q] float; cuDNN's softmax stats likewise).
double flashLogsumexpBytes(const ModelSpec& m)
{
    return 4.0 * m.heads;
}

} // namespace

double activationBytesPerLayer(const ModelSpec& m, double seq, double microBatch, double tensor,
                               Recompute recompute, SelectiveRecompute selective,
                               bool materializedAttention, double gemmInputBytes, bool denseLayer)
{
    return activationBytesPerLayer(m, seq, microBatch, tensor, recompute, selective,
                                   materializedAttention, gemmInputBytes, denseLayer, 2.0,
                                   gemmInputBytes);
}

double activationFunctionInputBytes(const TrainingWorkload& w)
{
    return fieldChoice(w, "/workload/activation_function_input_precision") == "fp8" ? 1.0 : 2.0;
}

void applyOptimizerMomentPrecision(const TrainingWorkload& w, TrainingStateBytes& state)
{
    if (fieldChoice(w, "/workload/optimizer_moment_precision") == "bf16")
        state.optimizerPerParam -= 2.0 * (4.0 - 2.0);
}

void applyGradientPrecision(const TrainingWorkload& w, SoftwareStack stack,
                            TrainingStateBytes& state)
{
    const std::string_view choice = fieldChoice(w, "/workload/gradient_precision");
    if (choice == "auto")
        return;
    const double bytes = choice == "fp32" ? 4.0 : 2.0;
    // What the stated format changes is the stack's (StatedGradientPrecision, its row).
    switch (stackInfo(stack).statedGradientPrecision) {
    case StatedGradientPrecision::ReductionOnly:
        state.gradReducePerParam = bytes;
        return;
    case StatedGradientPrecision::BufferAndReduction:
        state.gradientsPerParam = state.gradReducePerParam = bytes;
        return;
    case StatedGradientPrecision::BufferAndOptimizerCopy:
        break;
    }
    // Megatron: fp32 main gradients, or 16-bit ones with an fp32 copy of the shard in the
    // optimizer (master weights, m, v: 12 bytes by default, 16 with the copy).
    const double copy = state.gradientsPerParam < 4.0 ? 4.0 : 0.0;
    state.optimizerPerParam += (bytes < 4.0 ? 4.0 : 0.0) - copy;
    state.gradientsPerParam = state.gradReducePerParam = bytes;
}

bool fp8Parameters(const TrainingWorkload& w)
{
    return fieldValue(w, "/workload/fp8_parameters") != 0;
}

double activationBytesPerLayer(const ModelSpec& m, double seq, double microBatch, double tensor,
                               Recompute recompute, SelectiveRecompute selective,
                               bool materializedAttention, double gemmInputBytes, bool denseLayer,
                               double activationInputBytes, double projectionInputBytes)
{
    const double tokens = seq * microBatch;
    const double h = m.hidden, t = tensor, g = gemmInputBytes;
    const double ad = m.heads * m.headDim;
    if (recompute == Recompute::Full)
        return 2.0 * h * tokens / t;
    if (recompute == Recompute::Selective && selective == SelectiveRecompute::EveryOtherMatmul) {
        // torchtitan op SAC: the checkpointed layer input, the attention kernel's output and
        // the 1st, 3rd, 5th ... mm output, all in 16 bits; norms, RoPE, activation functions
        // and the other matmuls are recomputed in backward.
        double perToken = 2.0 * h + 2.0 * ad;
        // The attention op's outputs include FlashAttention's logsumexp (torchtitan's
        // _save_list holds aten._scaled_dot_product_flash_attention, whose every output is
        // saved): 4 bytes per head per query.
        if (!materializedAttention)
            perToken += flashLogsumexpBytes(m);
        const std::vector<double> widths = matmulOutputWidths(m, denseLayer);
        for (size_t i = 0; i < widths.size(); i += 2)
            perToken += 2.0 * widths[i];
        return perToken * tokens / t;
    }
    // No recompute and Megatron's attention-core recompute keep every GEMM input; saving the
    // matmul outputs only (JAX checkpoint_dots) recomputes the norms' outputs and the
    // activation function's output from them.
    const bool keepGemmInputs =
        recompute == Recompute::None || selective == SelectiveRecompute::AttentionCore;
    // Residual stream: inputs of the two norms; their outputs feed the QKV and MLP GEMMs, each
    // kept in the format its GEMM reads (Transformer Engine's LayerNormLinear saves ln_out as
    // the GEMM consumes it: FP8 where the GEMM runs in FP8, else 16 bits), the QKV GEMM's at
    // the attention projections' width (workload.attention_projection_precision).
    const double gq = projectionInputBytes;
    double perToken = 2.0 * 2.0 * h + (keepGemmInputs ? h * (gq + g) : 0.0);
    // Attention: Q, K, V and the output (FlashAttention saves these and the row statistics);
    // MLA's are recomputed from the latents when the up-projections are.
    if (m.isMla() && !keepGemmInputs) {
        // Megatron-Core's mla_up_proj recompute (megatron/core/transformer/
        // multi_latent_attention.py, MLASelfAttention.get_query_key_value_tensors:
        // CheckpointWithoutOutput.checkpoint(qkv_up_proj_and_rope_apply, q_compressed,
        // kv_compressed, k_pos_emb, ...)) keeps the checkpoint's inputs and discards Q, K and V:
        // the q latent and the kv down-projection's output (kv_compressed and, at t = 1,
        // k_pos_emb are views of it: the latent and the rope key). (Where t > 1 Megatron
        // gathers k_pos_emb over the sequence-parallel group first, 2 x rope bytes per token
        // unsharded; not counted, rope / kv_lora = 1/8 for DeepSeek-V3.)
        perToken += 2.0 * (m.qLoraRank + m.kvLoraRank + m.ropeHeadDim);
    } else if (m.isMla()) {
        // Megatron-Core's MLA layer as its Transformer Engine spec builds it
        // (megatron/core/models/gpt/gpt_layer_specs.py, get_gpt_layer_with_transformer_engine_
        // submodules with multi_latent_attention: input_layernorm a TENorm, linear_q_down_proj
        // and linear_kv_down_proj TELinear, linear_q_up_proj and linear_kv_up_proj
        // TELayerNormColumnParallelLinear with the latents' RMSNorms fused, q_layernorm and
        // kv_layernorm IdentityOp) keeps, beyond Q, K, V (below):
        //  - each latent's norm input and its output, the up-projection's GEMM input:
        //    LayerNormLinear saves `inputmat` (16 bits; kv_compressed, a strided view of the
        //    down-projection's output, is made contiguous by prepare_forward(...,
        //    allow_non_contiguous=False)) and `ln_out` (the projection's GEMM input width, FP8
        //    where it runs in FP8): (q_lora + kv_lora)(2 + g_qkv), sharded by sequence;
        //  - the attention norm's output, read by two separate TELinear down-projections
        //    (q_down, or q_proj without a q latent, and kv_down): one 16-bit tensor both save,
        //    or under FP8 one quantised copy each (transformer_engine/pytorch/module/linear.py,
        //    _Linear forward: inputmat = input_quantizer(inputmat), saved_inputmat = inputmat),
        //    so h g_qkv more than the h g_qkv counted above where g_qkv < 2.
        perToken += (m.qLoraRank + m.kvLoraRank) * (2.0 + gq);
        if (gq < 2.0)
            perToken += h * gq;
        perToken += 2.0 * (2.0 * m.heads * (m.headDim + m.ropeHeadDim) + ad);
    } else
        perToken += 2.0 * (ad + 2.0 * m.kvHeads * m.headDim);
    perToken += 2.0 * ad;
    // FlashAttention's backward reads, beside Q, K, V and the output, the softmax's logsumexp
    // per head and query row in fp32 (flash-attn flash_attn_interface.py, FlashAttnFunc.forward:
    // ctx.save_for_backward(q, k, v, out_padded, softmax_lse, rng_state); PyTorch's
    // _scaled_dot_product_flash_attention returns the float logsumexp its backward takes,
    // derivatives.yaml). A materialised core keeps the softmax output instead (below), or
    // recomputes it under selective recompute; full recompute keeps neither.
    if (!materializedAttention)
        perToken += flashLogsumexpBytes(m);
    // The materialised attention core (softmax output 2, dropout mask 1, dropout output 2 bytes
    // per score): kept without recompute; every selective mode recomputes it (Megatron's
    // core_attn; the JAX and torchtitan policies save no non-matmul output).
    if (materializedAttention && recompute == Recompute::None)
        perToken += 5.0 * m.heads * seq;
    // MLP intermediates: up (+gate) output, the activation function's input, at
    // activationInputBytes (16 bits unless kept in FP8); the activation function's output (the
    // down projection's input, at g) unless the recompute mode recomputes it from them.
    const double mats = m.gatedMlp ? 2.0 : 1.0;
    auto mlp = [&](double ffn) {
        return ffn * (activationInputBytes * mats + (keepGemmInputs ? g : 0.0));
    };
    if (m.isMoe() && !denseLayer) {
        const double k = m.expertsPerToken;
        perToken += k * h * g + k * mlp(m.ffnHidden) + m.sharedExperts * mlp(m.ffnHidden);
    } else {
        perToken += mlp(denseLayer ? m.denseFfn() : m.ffnHidden);
    }
    return perToken * tokens / t;
}

ModelSpec layoutModel(const ModelSpec& m, const Parallelism& p, int ranksPerDevice)
{
    ModelSpec r = m;
    const double t = double(p.tensor) * std::max(1, ranksPerDevice);
    if (!p.padHeads || t <= 1 || m.isMla())
        return r;
    auto padded = [&](double heads) { return std::ceil(heads / t) * t; };
    r.heads = std::fmod(m.heads, t) == 0 ? m.heads : padded(m.heads);
    // K/V heads: replicated when fewer than tensor, padded when more and not a multiple.
    r.kvHeads = m.kvHeads > t && std::fmod(m.kvHeads, t) != 0 ? padded(m.kvHeads) : m.kvHeads;
    // Q and O projections of the padded query heads, K and V of the padded K/V heads.
    const double extra = m.layers * m.hidden * m.headDim *
                         (2.0 * (r.heads - m.heads) + 2.0 * (r.kvHeads - m.kvHeads));
    r.parameters += extra;
    r.activeParameters += extra;
    return r;
}

namespace {

// layoutFigures with the layout model `run` (layoutModel(model, p)) and the attention kernel's
// scale on the device given.
LayoutFigures layoutFiguresOf(const ModelSpec& model, const ModelSpec& run, const Parallelism& p,
                              double attentionScale, double rowsPerExpertRank)
{
    LayoutFigures f;
    f.attentionHeads = run.heads;
    f.paddedHeadsParameters = run.parameters - model.parameters;
    if (model.isMoe()) {
        f.expertSlots = p.slotsFor(model.experts);
        f.expertLoadImbalance = expertLoadImbalance(rowsPerExpertRank, p.expert, model.experts,
                                                    p.slotsFor(model.experts));
    }
    f.weightStationary2d = p.weightStationary2d;
    f.hostOffload = p.hostOffload;
    f.attentionKernelScale = attentionScale;
    return f;
}

} // namespace

LayoutFigures layoutFigures(const ModelSpec& model, const Parallelism& p, const Device& d,
                            AttentionKernel kernel, double rowsPerExpertRank)
{
    return layoutFiguresOf(model, layoutModel(model, p, d.tensorRanksPerDevice()), p,
                           attentionKernelScale(d, kernel), rowsPerExpertRank);
}

double hostLinkBytesPerSec(const Device& d, const EfficiencyParams& params)
{
    return d.hostLink ? d.hostLink->bandwidthBytesPerSec * params.link : 0.0;
}

double inflightMicroBatches(double pipeline, double virtualPipeline, double microBatches)
{
    const double p = pipeline, v = virtualPipeline;
    const double peak = v > 1 ? p * (1.0 + (p - 1.0) / (p * v)) : p;
    return std::min(microBatches, peak);
}

// ---- Pipeline schedule (workload `pipeline_schedule`, DeepSeek-V3 report Table 2) ----

// Copies of a stage's parameters (and their gradients) a device holds: DualPipe places stage
// i and stage p-1-i on each device.
double scheduleParameterCopies(PipelineSchedule schedule)
{
    return schedule == PipelineSchedule::DualPipe ? 2.0 : 1.0;
}

// Micro-batches per model chunk that Megatron-Core's interleaved 1F1B runs before switching
// to the next chunk (ModelParallelConfig.microbatch_group_size_per_vp_stage: default None,
// taken as the pipeline size, megatron/core/model_parallel_config.py). A property of the
// schedule as the framework runs it, not chosen per run: Llama 3's own schedule (Grattafiori et
// al. 2024, section 3.3.2) makes this number N tunable, but its value is not published. PyTorch's
// ScheduleInterleaved1F1B (torch.distributed.pipelining, the schedule torchtitan runs; it takes
// any number of micro-batches M as the paper's Figure 6 schedule does) groups N = M / max(1,
// floor(M / p)): p wherever p divides M, so the Llama 3 405B layouts (M = 16 and 32 on 16 stages)
// hold the same chunks in flight under either framework.
double interleavedGroupMicroBatches(double pipeline)
{
    return pipeline;
}

// Layers' activations (in micro-batches times layers) that pipeline rank r holds at its peak:
// its warm-up forwards plus the one in progress (Megatron-Core, megatron/core/pipeline_parallel/
// schedules.py at d98e8a64dd, get_pp_rank_microbatches: num_warmup_microbatches; the first
// backward follows the next forward, get_schedule_table and the steady 1F1B loop). 1F1B:
// p - r - 1 warm-up forwards, p - r micro-batches of the stage's layers. Interleaved with v
// chunks and N micro-batches per chunk group: 2 (p - r - 1) + (v - 1) N + 1 chunk forwards,
// never more than the m v there are, taken in the schedule table's order (each group of N
// micro-batches runs chunk 0, then chunk 1, ... of the same micro-batches), each holding its own
// chunk's layers; with chunks of equal size that is p + (p - 2r - 1)/v micro-batches of the
// stage (p (1 + (p-1)/(p v)) on the first rank, Korthikanti et al. 2022, section 4.2.3).
// DualPipe: p + 1 on every device (DeepSeek-V3 report Table 2); never more than there are.
// The count stops at the warm-up depth: more micro-batches per step lengthen the steady 1F1B
// phase, where each forward is followed by a backward, and never raise the peak.
double scheduleInflightLayers(PipelineSchedule schedule, double pipeline, double virtualPipeline,
                              double microBatches, double rank, const ChunkLayers& chunks)
{
    const double p = pipeline, v = virtualPipeline, m = microBatches;
    const double stage = chunks.stageLayers(v);
    if (schedule == PipelineSchedule::DualPipe)
        return std::min(m, p + 1.0) * stage;
    if (v <= 1)
        return std::min(m, std::max(1.0, p - rank)) * stage;
    const double group = interleavedGroupMicroBatches(p);
    const double inflight = std::min(m * v, 2.0 * (p - rank - 1.0) + (v - 1.0) * group + 1.0);
    if (chunks.firstFewer == 0 && chunks.lastFewer == 0)
        return inflight * chunks.slotsPerChunk;
    // How many of them are the first and the last chunk: a group of n micro-batches lists n of
    // chunk 0, then n of each next chunk.
    double left = inflight, firstChunks = 0, lastChunks = 0;
    for (double first = 0; left > 0 && first < m; first += group) {
        const double inGroup = std::min(group, m - first);
        const double taken = std::min(left, inGroup * v);
        firstChunks += std::min(taken, inGroup);
        lastChunks += std::max(0.0, taken - (v - 1.0) * inGroup);
        left -= taken;
    }
    return inflight * chunks.slotsPerChunk - firstChunks * chunks.firstFewer -
           lastChunks * chunks.lastFewer;
}

// What a schedule needs of the layout, or why it cannot run it.
std::optional<Message> scheduleProblem(PipelineSchedule schedule, int pipeline, int virtualPipeline,
                                       double microBatches)
{
    if (schedule != PipelineSchedule::DualPipe)
        return std::nullopt;
    if (pipeline < 2 || pipeline % 2 != 0 || virtualPipeline != 1)
        return Message(AP_TEXT("ap::Problem", "%3 dualpipe needs an even pipeline of 2 or more "
                                              "stages and %4 1 (pipeline %1, %4 %2)"),
                       {msg::count(pipeline), msg::count(virtualPipeline),
                        msg::field("workload.pipeline_schedule"),
                        msg::field("cluster.parallelism.virtual_pipeline")});
    if (microBatches < pipeline || std::fmod(microBatches, 2.0) != 0.0)
        return Message(AP_TEXT("ap::Problem",
                               "%3 dualpipe feeds half the micro-batches from each "
                               "end: it needs an even number of them, at least the pipeline's %1 "
                               "(%2)"),
                       {msg::count(pipeline), msg::value(microBatches),
                        msg::field("workload.pipeline_schedule")});
    return std::nullopt;
}

// Bubble per step in seconds. 1F1B: (p-1)/v stage-times (Narayanan et al. SC'21). DualPipe:
// (p/2-1)(F&B + B - 3W), with F&B the overlapped forward and backward chunk (their compute:
// F + R + B_in + W, the overlap hides the communication), the backward split into input
// gradients B_in (+ the recomputation R) and weight gradients W of equal FLOPs: that is
// (p/2-1)(F + 2R), F and R the forward and recompute shares of a stage-time.
double pipelineBubbleTimeSec(PipelineSchedule schedule, double pipeline, double virtualPipeline,
                             double stageTimeSec, double forwardShare, double recomputeShare)
{
    if (schedule == PipelineSchedule::DualPipe)
        return std::max(0.0, pipeline / 2.0 - 1.0) * (forwardShare + 2.0 * recomputeShare) *
               stageTimeSec;
    return (pipeline - 1.0) / virtualPipeline * stageTimeSec;
}

TrainingResult evaluateTraining(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                const EfficiencyParams& params)
{
    return evaluateTraining(w, c, d, params, TrainingDetail::Full);
}

namespace {

// The inputs of a layer's and the LM head's times besides the bound model, device, parameters
// and timers: every field of the per-rank LayerShape, the heads after padding, and how the
// backward pass recomputes. Compared bit for bit.
constexpr int kLayerKeySize = 39;
using LayerKey = std::array<double, kLayerKeySize>;

struct LayerKeyHash {
    size_t operator()(const LayerKey& k) const
    {
        uint64_t h = 1469598103934665603ull; // FNV-1a over the words
        for (double v : k) {
            uint64_t bits;
            std::memcpy(&bits, &v, sizeof bits);
            h = (h ^ bits) * 1099511628211ull;
        }
        return size_t(h ^ (h >> 32));
    }
};

struct LayerKeyEqual {
    bool operator()(const LayerKey& a, const LayerKey& b) const
    {
        return std::memcmp(a.data(), b.data(), sizeof(LayerKey)) == 0;
    }
};

// A field added to LayerShape must be added to the key below: this fails until it is.
static_assert(sizeof(LayerShape) == 224, "LayerShape changed: update layerKey");

LayerKey layerKey(const LayerShape& s, const ModelSpec& m, double recomputePasses,
                  double attentionCorePasses, bool earlyStop, bool twoLayerKinds)
{
    return {s.tokens,
            s.tensor,
            s.expertsLocal,
            s.expertsTouched,
            s.weightBytes,
            s.expertWeightBytes,
            s.activationBytes,
            double(int(s.gemmPrecision)),
            double(int(s.attentionPrecision)),
            s.prefillSeqs,
            s.prefillQueries,
            s.prefillKeys,
            s.causalFraction,
            s.prefillCachedKeys,
            double(s.materializedAttention),
            double(s.castGemmInputs),
            s.decodeSeqs,
            s.decodeQueries,
            s.decodeContext,
            s.decodeContextSpread,
            s.kvBytes,
            double(s.denseLayer),
            s.expertImbalance,
            s.expertTileRows,
            s.expertTileRowsMin,
            s.expertTensor,
            s.expertRows,
            double(s.shardedKv),
            double(s.ownProjectionFormat),
            double(s.castProjectionInputs),
            double(int(s.projectionPrecision)),
            s.projectionWeightBytes,
            s.projectionActivationBytes,
            m.heads,
            m.kvHeads,
            recomputePasses,
            attentionCorePasses,
            double(earlyStop),
            double(twoLayerKinds)};
}

// Per shape: the layer kinds' and the LM head's forward, backward and recompute times.
struct LayerTimesOf {
    double fwd = 0, bwd = 0, recompute = 0, attentionFwd = 0, flops = 0;
};
struct ShapeTimes {
    LayerTimesOf main, dense;
    double headTime = 0, headFlops = 0;
};
// Per shape without how backward recomputes (the recompute modes and ZeRO stages of one shape
// time the same operators): each forward operator's and its backward's time and FLOPs, and the
// LM head's sums. A recompute mode's layer sums are added up from these in operator order, the
// arithmetic timeLayer does: the same bits.
struct OpPair {
    double fwdTime = 0, fwdFlops = 0, bwdTime = 0, bwdFlops = 0;
    bool attention = false, unusedByBackward = false;
};
struct ShapeOps {
    std::vector<OpPair> main, dense;
    double headTime = 0, headFlops = 0;
};

} // namespace

struct TrainingReuse::State {
    // What the rest is valid for.
    const ModelSpec* model = nullptr;
    const Device* device = nullptr;
    const EfficiencyParams* stackless = nullptr;
    SoftwareStack stack{};
    Precision stored{};
    AttentionKernel attention{};

    std::optional<EfficiencyParams> scaledStorage;
    const EfficiencyParams* params = nullptr;
    Precision computePrecision{};
    // The bound workload's attention projection format (attentionProjectionPrecision) and its
    // compute format on the device, which the timers were built with.
    std::optional<Precision> projection, projectionCompute;
    std::optional<KernelTimer> timer, bwdTimer;
    std::optional<FabricSpec> fabric;
    std::optional<CommLinks> links;
    int fabricCount = 0; // the count and options `fabric` was made for
    FabricOptions fabricOptions;
    std::unordered_map<LayerKey, ShapeTimes, LayerKeyHash, LayerKeyEqual> shapes;
    // Keyed with no recompute (passes 0, no early stop): ShapeOps.
    std::unordered_map<LayerKey, ShapeOps, LayerKeyHash, LayerKeyEqual> shapeOps;
    // What the model reads of the workload's stored fields (a schema lookup by pointer each,
    // about a thousand instructions an evaluation), for the fields they were read from:
    // compared by value, so another workload's fields are read again. The state bytes also
    // depend on the stack and the stored format, both bound below.
    struct FieldFigures {
        FieldValues fields;
        TrainingStateBytes state;
        bool fp8Params = false;
        double activationInputBytes = 2;
    };
    std::optional<FieldFigures> fieldFigures;
    // The layout model (layoutModel: the heads padded to the tensor degree) and the parameter
    // counts the memory reads of it, per tensor degree, ranks per device and padding choice: a
    // search's layouts share a few tensor degrees, and these are pure functions of the model and
    // the two. Computed by the same calls as without the cache: the same bits.
    struct ModelFigures {
        int tensor = 0;
        bool padHeads = false;
        int ranksPerDevice = 1; // tensor ranks per device (NeuronCores per chip: layoutModel)
        ModelSpec model;
        double nonExpertLayerParams = 0, routedExpertParams = 0, structuralParameters = 0,
               attentionParamsPerLayer = 0;
    };
    std::vector<ModelFigures> modelFigures;
    const ModelFigures& modelFiguresFor(const ModelSpec& base, const Parallelism& p,
                                        int ranksPerDevice)
    {
        for (const ModelFigures& f : modelFigures)
            if (f.tensor == p.tensor && f.padHeads == p.padHeads &&
                f.ranksPerDevice == ranksPerDevice)
                return f;
        ModelFigures f;
        f.tensor = p.tensor;
        f.padHeads = p.padHeads;
        f.ranksPerDevice = ranksPerDevice;
        f.model = layoutModel(base, p, ranksPerDevice);
        f.nonExpertLayerParams = f.model.nonExpertLayerParams();
        f.routedExpertParams = f.model.routedExpertParams();
        f.structuralParameters = f.model.structuralParameters();
        f.attentionParamsPerLayer = f.model.attentionParamsPerLayer();
        modelFigures.push_back(std::move(f));
        return modelFigures.back();
    }
    // The bound device's compute format for BF16 (the attention's, computePrecisionFor) and
    // the attention kernel's scale (attentionKernelScale of the bound kernel): per device.
    std::optional<Precision> bf16Compute;
    std::optional<double> attentionScale;
    // The stack a requested one resolves to on a device (resolveStack), and whether it runs
    // there on any cluster: stackProblem reads the cluster only for a stack that runs within
    // one host (its row's withinOneHost), so another stack it accepts once it accepts on every
    // layout. Kept across bind(): keyed on its own.
    const Device* stackDevice = nullptr;
    SoftwareStack stackRequested{};
    SoftwareStack stackResolved{};
    bool stackRunsOnEveryCluster = false;

    // Drops everything when the evaluation is not of the bound model, device, parameters,
    // stack, stored format and attention kernel.
    void bind(const TrainingWorkload& w, const Device& d, const EfficiencyParams& p,
              SoftwareStack s)
    {
        const std::optional<Precision> ownProjection = attentionProjectionPrecision(w);
        if (model == &w.model && device == &d && stackless == &p && stack == s &&
            stored == w.precision && attention == w.attention && projection == ownProjection)
            return;
        scaledStorage.reset();
        params = nullptr;
        timer.reset();
        bwdTimer.reset();
        fabric.reset();
        links.reset();
        shapes.clear();
        shapeOps.clear();
        fieldFigures.reset();
        modelFigures.clear();
        bf16Compute.reset();
        attentionScale.reset();
        model = &w.model;
        device = &d;
        stackless = &p;
        stack = s;
        stored = w.precision;
        attention = w.attention;
        projection = ownProjection;
        projectionCompute.reset();
    }
};

TrainingReuse::TrainingReuse()
    : state(std::make_unique<State>())
{
}

TrainingReuse::~TrainingReuse() = default;

namespace {

TrainingResult evaluateTrainingWith(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                    const EfficiencyParams& stackless, TrainingDetail detail,
                                    TrainingReuse::State* reuse);

} // namespace

TrainingResult evaluateTraining(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                const EfficiencyParams& stackless, TrainingDetail detail)
{
    return evaluateTrainingWith(w, c, d, stackless, detail, nullptr);
}

TrainingResult evaluateTraining(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                const EfficiencyParams& stackless, TrainingDetail detail,
                                TrainingReuse& reuse)
{
    return evaluateTrainingWith(w, c, d, stackless, detail, reuse.state.get());
}

namespace {

TrainingResult evaluateTrainingWith(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                    const EfficiencyParams& stackless, TrainingDetail detail,
                                    TrainingReuse::State* reuse)
{
    TrainingResult r;
    // The training stack: where it runs, its mechanisms below and how much of the roofline
    // its kernels reach (a fitted per-stack scale, perf/efficiency_params.h). Resolved once per
    // device and requested stack where a search reuses (TrainingReuse::State).
    SoftwareStack stack{};
    bool stackRuns = false;
    if (reuse && reuse->stackDevice == &d && reuse->stackRequested == w.stack) {
        stack = reuse->stackResolved;
        stackRuns = reuse->stackRunsOnEveryCluster;
    } else {
        stack = resolveStack(w.stack, d, true);
        if (reuse) {
            reuse->stackDevice = &d;
            reuse->stackRequested = w.stack;
            reuse->stackResolved = stack;
            reuse->stackRunsOnEveryCluster =
                !stackInfo(stack).withinOneHost && !stackProblem(stack, d, c);
            stackRuns = reuse->stackRunsOnEveryCluster;
        }
    }
    if (!stackRuns)
        if (const auto why = stackProblem(stack, d, c)) {
            r.feasible = false;
            r.problemKind = ProblemKind::Device;
            r.problems.push_back(*why);
            return r;
        }
    if (reuse)
        reuse->bind(w, d, stackless, stack);
    // An evaluation of its own keeps the scaled parameters, the layout model and the fields'
    // figures here, one that reuses a search's keeps them there (and zeroes no optional of
    // them on the stack at each of a search's layouts: GCC clears their storage).
    struct Own {
        std::optional<EfficiencyParams> scaled;
        std::optional<ModelSpec> model;
        std::optional<TrainingReuse::State::FieldFigures> fields;
    };
    std::unique_ptr<Own> own;
    if (!reuse)
        own = std::make_unique<Own>();
    const EfficiencyParams* stackParams = reuse ? reuse->params : nullptr;
    if (!stackParams) {
        std::optional<EfficiencyParams>& storage = reuse ? reuse->scaledStorage : own->scaled;
        stackParams = &stackless.scaledForStack(std::string(stackName(stack)), storage);
        if (reuse)
            reuse->params = stackParams;
    }
    const EfficiencyParams& params = *stackParams;
    const Parallelism& par = c.parallelism;
    // (A search's evaluations read the layout model and its parameter counts from the reuse.)
    const int ranksPerDevice = d.tensorRanksPerDevice();
    const TrainingReuse::State::ModelFigures* modelFigures =
        reuse ? &reuse->modelFiguresFor(w.model, par, ranksPerDevice) : nullptr;
    const ModelSpec& m = modelFigures
                             ? modelFigures->model
                             : own->model.emplace(layoutModel(w.model, par, ranksPerDevice));
    // Expert slots (redundant replicas) per expert: each holds a full expert's weights.
    const double slotShare = m.isMoe() ? double(par.slotsFor(m.experts)) / m.experts : 1.0;
    const double tp = par.tensor, pp = par.pipeline, dp = par.data, cp = par.context,
                 ep = par.expert, vp = par.virtualPipeline;
    const double b = w.microBatchSequences, s = w.sequenceLength;
    // An evaluation of its own keeps its timers here; one that reuses a search's keeps them
    // there (and builds no empty pair of timers on the stack at each of a search's layouts).
    std::unique_ptr<std::optional<KernelTimer>[]> ownTimers;
    if (!reuse)
        ownTimers = std::make_unique<std::optional<KernelTimer>[]>(2);
    std::optional<KernelTimer>& timerSlot = reuse ? reuse->timer : ownTimers[0];
    std::optional<KernelTimer>& bwdTimerSlot = reuse ? reuse->bwdTimer : ownTimers[1];
    // The attention projections' own compute format (workload.attention_projection_precision,
    // perf/weight_bytes.h), refused as the precision is where the device has none for it.
    std::optional<Precision> projection;
    if (timerSlot && bwdTimerSlot) {
        r.computePrecision = reuse->computePrecision;
        projection = reuse->projectionCompute;
    } else {
        timerSlot.reset();
        bwdTimerSlot.reset();
        r.computePrecision = computePrecisionFor(d, w.precision);
        projection = projectionComputePrecision(d, reuse ? reuse->projection
                                                         : attentionProjectionPrecision(w));
        timerSlot.emplace(d, r.computePrecision, params,
                          attentionKernelScale(d, w.attention, AttentionPass::Forward), nullptr,
                          projection);
        // Backward passes: an attention kernel may be slower backward than forward
        // (FlashAttention).
        bwdTimerSlot.emplace(d, r.computePrecision, params,
                             attentionKernelScale(d, w.attention, AttentionPass::Backward), nullptr,
                             projection);
        if (reuse) {
            reuse->computePrecision = r.computePrecision;
            reuse->projectionCompute = projection;
        }
    }
    r.projectionPrecision = projection.value_or(r.computePrecision);
    const KernelTimer& timer = *timerSlot;
    const KernelTimer& bwdTimer = *bwdTimerSlot;
    const double gemmBytes = std::max(1.0, bytesPerElement(r.computePrecision));
    std::optional<CommLinks> ownLinks;
    std::optional<CommLinks>& linksSlot = reuse ? reuse->links : ownLinks;
    // The fabric is fabricSpecFor's of the options, the (bound) device and the count: the same
    // options and count as the last evaluation's give the same fabric and links.
    if (!reuse || !linksSlot || !reuse->fabric || reuse->fabricCount != c.count ||
        !(reuse->fabricOptions == c.fabric)) {
        FabricSpec fabric = fabricSpecFor(c.fabric, d, c.count);
        if (!linksSlot || !reuse->fabric || !(*reuse->fabric == fabric)) {
            linksSlot.reset();
            if (reuse)
                reuse->fabric.reset();
            linksSlot.emplace(d, params, fabric);
            if (reuse)
                reuse->fabric = std::move(fabric);
        }
        if (reuse) {
            reuse->fabricCount = c.count;
            reuse->fabricOptions = c.fabric;
        }
    }
    const CommLinks& links = *linksSlot;
    const int domain = d.scaleUpDomainSize();

    // ---- Memory per device (ZeRO, Rajbhandari et al. SC'20; Korthikanti et al. MLSys'23) ----
    // Layers per stage: ceil(L / p) on every stage, or with the balanced split (Llama 3
    // section 3.3.2; Megatron-LM --account-for-embedding-in-pipeline-split and
    // --account-for-loss-in-pipeline-split) L + 2 split evenly, the embedding and the loss
    // taking a layer's place on the first and the last stage.
    const bool balancedSplit = w.balancedPipelineSplit && pp > 1;
    const double middleLayers = std::ceil((m.layers + (balancedSplit ? 2.0 : 0.0)) / pp);
    auto stageLayers = [&](double rank) {
        const bool boundary = rank == 0 || rank == pp - 1;
        return balancedSplit && boundary ? std::max(0.0, middleLayers - 1.0) : middleLayers;
    };
    // The most layers a stage holds (what sets the pipeline's pace).
    const double layersPerStage = std::max(stageLayers(0), stageLayers(std::min(1.0, pp - 1)));
    // Share of the layers that are mixture-of-experts layers (the rest: dense first layers).
    const double moeShare = m.isMoe() ? double(m.moeLayers()) / m.layers : 0.0;
    // Per average layer: what every rank of the tensor group holds a 1/t of (attention, dense
    // MLPs, shared experts) and the routed experts (split by expert and tensor parallelism).
    const double denseParamsPerLayer =
        (modelFigures ? modelFigures->nonExpertLayerParams : m.nonExpertLayerParams()) / m.layers;
    const double expertParamsPerLayer =
        (modelFigures ? modelFigures->routedExpertParams : m.routedExpertParams()) / m.layers;
    // Scale the layer formula so the stage totals add up to the stated parameter count.
    const double scale = m.parameters / (modelFigures ? modelFigures->structuralParameters
                                                      : m.structuralParameters());
    const double attentionParamsPerLayer =
        modelFigures ? modelFigures->attentionParamsPerLayer : m.attentionParamsPerLayer();
    const double stageDenseParams = scale * layersPerStage * denseParamsPerLayer / tp;
    const double stageExpertParams =
        scale * layersPerStage * expertParamsPerLayer * slotShare / (ep * tp);
    const double embedding = scale * m.vocab * m.hidden / tp;
    // Ranks holding replicas of the same shard: dense state over data x context; expert state
    // over the expert-data-parallel group, data x context / expert (Megatron-Core).
    const double dpShard = dp * cp;
    const double expertDpShard = std::max(1.0, dp * cp / ep);
    // Hybrid sharding (HSDP; PyTorch FSDP ShardingStrategy.HYBRID_SHARD: "Apply FULL_SHARD
    // within a node, and replicate parameters across nodes"; FSDP2 fully_shard on a 2-D
    // DeviceMesh (replicate, shard)): the ZeRO-sharded state is split over the shard group only
    // and replicated across dpShard / shardGroup groups. Experts shard over the shard group's
    // expert-data ranks, shardGroup / ep (torchtitan: ep borrows from dp_shard x cp). Without
    // shard_group_size the shard group is the whole data x context group (FULL_SHARD).
    const double shardGroup = par.shardGroupOr(int(dpShard));
    const double shardReplicas = dpShard / shardGroup;
    const double expertShard = par.shardGroup > 0 ? std::max(1.0, shardGroup / ep) : expertDpShard;
    const double expertShardReplicas = expertDpShard / expertShard;
    const double microBatches = w.globalBatchSequences / (dp * b);
    r.microBatches = microBatches;
    if (const auto why =
            scheduleProblem(w.pipelineSchedule, par.pipeline, par.virtualPipeline, microBatches)) {
        r.feasible = false;
        r.problemKind = ProblemKind::Layout;
        r.problems.push_back(*why);
    }

    // Training state per parameter: the stack's weights, gradient buffer and optimizer state
    // (workload/software_stack.h, trainingStateBytes: Megatron-Core's distributed optimizer
    // holds 6 + 12/d bytes per bf16 parameter with its fp32 main gradients).
    // (Read once per workload's fields where a search's evaluations share them: reuse.)
    const auto readFields = [&] {
        TrainingReuse::State::FieldFigures f;
        f.state = trainingStateBytes(stack, w.precision == Precision::FP16);
        applyOptimizerMomentPrecision(w, f.state);
        applyGradientPrecision(w, stack, f.state);
        f.fp8Params = fp8Parameters(w);
        f.activationInputBytes = activationFunctionInputBytes(w);
        return f;
    };
    const TrainingReuse::State::FieldFigures* fieldFigures = nullptr;
    if (reuse) {
        auto& kept = reuse->fieldFigures;
        if (!kept || !(kept->fields == w.fields)) {
            kept = readFields();
            kept->fields = w.fields;
        }
        fieldFigures = &*kept;
    } else {
        fieldFigures = &own->fields.emplace(readFields());
    }
    TrainingStateBytes state = fieldFigures->state;
    // FP8 parameters replace 16-bit weights only: under a stack whose weights are the fp32
    // master (FSDP, MaxText) or without FP8 compute the option cannot apply.
    const bool fp8Params = fieldFigures->fp8Params;
    if (fp8Params && (w.precision != Precision::FP8 || state.weightsPerParam != 2.0)) {
        r.feasible = false;
        if (!r.problemKind)
            r.problemKind = ProblemKind::Layout;
        r.problems.push_back(
            Message(AP_TEXT("ap::Problem", "%1 needs precision fp8 and a software "
                                           "stack holding 16-bit weights (megatron, deepspeed)"),
                    {msg::field("workload.fp8_parameters")}));
    } else if (fp8Params) {
        state.weightsPerParam = 1.0;
    }
    // FP8 parameters are the weights of the GEMMs that run in FP8: attention projections in
    // their own 16-bit format (workload.attention_projection_precision) keep 16-bit weights,
    // 1 byte per parameter more than the FP8 ones (issue #26), held and all-gathered at that
    // width. Per parameter of the attention projections.
    const bool wideProjectionWeights = fp8Params && state.weightsPerParam == 1.0 && projection &&
                                       bytesPerElement(*projection) > 1.0;
    const double projectionWeightExtra = wideProjectionWeights ? 1.0 : 0.0;
    // The attention projections' parameters of `layers` layers on one tensor rank.
    const auto projectionParams = [&](double layers) {
        return scale * layers * attentionParamsPerLayer / tp;
    };
    // PyTorch FSDP at ZeRO stage 2 (FSDP1 ShardingStrategy.SHARD_GRAD_OP, FSDP2
    // reshard_after_forward=False) with 16-bit compute: the forward all-gathers the param_dtype
    // copy of each fp32 master shard and keeps it until the backward (PyTorch MixedPrecision:
    // the unsharded parameters are in param_dtype, the sharded ones keep their own dtype;
    // Llama 3, Grattafiori et al. 2024, section 3.3.2: "Our use of FSDP for Llama 3 shards
    // optimizer states and gradients, but for model shards we do not reshard after forward
    // computation"). It holds 2 bytes per parameter unsharded and the 4-byte master over the
    // data group, 2 + (4 + 4 + 8)/d with the sharded fp32 gradients and Adam's moments (the
    // ZeRO paper's P_os+g, 2 + (2 + K)/d, with FSDP's fp32 gradients), where the fp32 master
    // itself (4 bytes) would otherwise stay whole. The stack's row says which stacks keep it
    // (zero2KeepsGatheredCopy).
    const bool fsdpGatheredCopy = stackInfo(stack).zero2KeepsGatheredCopy && par.zeroStage == 2 &&
                                  bytesPerElement(w.precision) < 4.0;
    auto stateBytes = [&](double denseLocal, double expertLocal, double projectionLocal,
                          MemoryBreakdown& mem) {
        auto sharded = [&](double bytesPerParam, int fromStage) {
            return bytesPerParam * (denseLocal / (par.zeroStage >= fromStage ? shardGroup : 1.0) +
                                    expertLocal / (par.zeroStage >= fromStage ? expertShard : 1.0));
        };
        const double copies = scheduleParameterCopies(w.pipelineSchedule);
        mem.weightsBytes = copies * (fsdpGatheredCopy ? 2.0 * (denseLocal + expertLocal) +
                                                            sharded(state.weightsPerParam, 1)
                                                      : sharded(state.weightsPerParam, 3));
        mem.weightsBytes += copies * projectionWeightExtra * projectionLocal /
                            (par.zeroStage >= 3 ? shardGroup : 1.0);
        mem.gradientsBytes = copies * sharded(state.gradientsPerParam, 2);
        mem.optimizerBytes = sharded(state.optimizerPerParam, 1);
    };
    // FP8 training keeps the FP8 copies of GEMM inputs for backward (Transformer Engine).
    const double gemmInputBytes = bytesPerElement(r.computePrecision) <= 1.0 ? 1.0 : 2.0;
    // The QKV GEMM's input kept at the attention projections' own width where the workload
    // states one (Transformer Engine casts to FP8 only the inputs of the GEMMs it runs in FP8).
    const double projectionInputBytes =
        projection ? (bytesPerElement(*projection) <= 1.0 ? 1.0 : 2.0) : gemmInputBytes;
    const bool materialized = w.attention == AttentionKernel::Materialized;
    const SelectiveRecompute selective =
        w.selectiveRecompute.value_or(selectiveRecomputeKind(stack));
    const double activationInputBytes = fieldFigures->activationInputBytes;
    auto layerActivations = [&](Recompute rc) {
        const double moeAct =
            activationBytesPerLayer(m, s / cp, b, tp, rc, selective, materialized, gemmInputBytes,
                                    false, activationInputBytes, projectionInputBytes);
        const double denseAct =
            activationBytesPerLayer(m, s / cp, b, tp, rc, selective, materialized, gemmInputBytes,
                                    true, activationInputBytes, projectionInputBytes);
        return moeShare * moeAct + (1.0 - moeShare) * denseAct;
    };
    // Without experts both kinds of layer are the dense one (activationBytesPerLayer reads
    // denseLayer for MoE models only) and the share is 0: 0 x + 1 y is y for finite bytes.
    auto layerActivationsOf = [&](Recompute rc) {
        if (!m.isMoe()) {
            const double dense = activationBytesPerLayer(
                m, s / cp, b, tp, rc, selective, materialized, gemmInputBytes, true,
                activationInputBytes, projectionInputBytes);
            if (std::isfinite(dense))
                return dense;
        }
        return layerActivations(rc);
    };
    const double actPerLayer = layerActivationsOf(w.recompute);
    const bool offloadActivations = offloadsActivations(par.hostOffload);
    const bool offloadOptimizer = offloadsOptimizer(par.hostOffload);
    const double hostBandwidth = hostLinkBytesPerSec(d, params);
    if (par.hostOffload != HostOffload::None && !(hostBandwidth > 0)) {
        r.feasible = false;
        if (!r.problemKind)
            r.problemKind = ProblemKind::Device;
        r.problems.push_back(
            Message(AP_TEXT("ap::Problem", "%1 has no host link in the catalog: %2 "
                                           "needs one"),
                    {msg::text(d.id), msg::field("cluster.parallelism.host_offload")}));
    }
    // Working memory of the one layer being recomputed under full recompute: its forward
    // regenerates every activation its backward reads.
    const double recomputeWorkspace =
        w.recompute == Recompute::Full ? layerActivationsOf(Recompute::None) - actPerLayer : 0.0;
    // Logits in fp32 for the loss on the last stage.
    const double logitsBytes = 4.0 * b * (s / cp) * m.vocab / tp;
    // Pipeline rank `rank`'s memory: its layers' state, the first stage's input embedding and
    // the last stage's output layer (both when there is a single stage, one matrix when tied),
    // the activations of the micro-batches it holds in flight (offloaded activations leave
    // the device as each layer's forward ends and come back before its backward: two layers'
    // worth stay, the one computing and the one in transfer).
    // Layers per model chunk of a rank: with the balanced split Megatron-Core's chunks of
    // (L + 2) / (p v) layers, the first rank's first chunk and the last rank's last chunk one
    // fewer (ChunkLayers); else the stage's layers spread evenly.
    const bool wholeChunks = balancedSplit && std::fmod(middleLayers, vp) == 0;
    auto chunkLayers = [&](double rank) {
        ChunkLayers chunks;
        if (wholeChunks) {
            chunks.slotsPerChunk = middleLayers / vp;
            chunks.firstFewer = rank == 0 ? 1.0 : 0.0;
            chunks.lastFewer = rank == pp - 1 ? 1.0 : 0.0;
        } else {
            chunks.slotsPerChunk = stageLayers(rank) / vp;
        }
        return chunks;
    };
    auto stageMemory = [&](double rank) {
        MemoryBreakdown mem;
        const double layers = stageLayers(rank);
        const double embeddings = pp == 1 ? 2.0 - m.tiedEmbeddings
                                          : (rank == 0 ? 1.0 : 0.0) + (rank == pp - 1 ? 1.0 : 0.0);
        stateBytes(scale * layers * denseParamsPerLayer / tp + embeddings * embedding,
                   scale * layers * expertParamsPerLayer * slotShare / (ep * tp),
                   projectionParams(layers), mem);
        mem.activationsBytes =
            offloadActivations
                ? 2.0 * actPerLayer
                : actPerLayer * scheduleInflightLayers(w.pipelineSchedule, pp, vp, microBatches,
                                                       rank, chunkLayers(rank));
        if (offloadOptimizer)
            mem.optimizerBytes = 0;
        mem.workspaceBytes = recomputeWorkspace + (rank == pp - 1 ? logitsBytes : 0.0);
        return mem;
    };
    // The first stage, the second (the first middle stage: every middle stage holds as many
    // layers, and the earlier ranks hold more micro-batches in flight) and the last. A rank
    // met before (one or two stages) holds the same memory: it is not summed again.
    r.memory = stageMemory(0);
    double previousRank = 0;
    for (const double rank : {std::min(1.0, pp - 1), pp - 1}) {
        if (rank == previousRank)
            continue;
        previousRank = rank;
        const MemoryBreakdown mem = stageMemory(rank);
        if (mem.totalBytes() > r.memory.totalBytes())
            r.memory = mem;
    }
    r.memoryCapacityBytes = d.memoryCapacityBytes * params.memoryUsableFraction;
    if (r.memory.totalBytes() > r.memoryCapacityBytes) {
        r.feasible = false;
        if (!r.problemKind)
            r.problemKind = ProblemKind::Memory;
        // (The search writes the text only for the layout it reports.)
        if (detail != TrainingDetail::SearchUnexplained || !r.problems.empty())
            r.problems.push_back(trainingMemoryProblem(r, d));
    }

    // The search reads a layout that cannot run for its problems and memory only.
    const bool search = detail != TrainingDetail::Full;
    if (search && !r.feasible)
        return r;

    // ---- Time of one micro-batch through one pipeline stage ----
    LayerShape shape;
    shape.tokens = b * s / cp;
    shape.tensor = tp;
    shape.expertsLocal = m.isMoe() ? par.slotsFor(m.experts) / ep : 1;
    shape.expertTileRows = expertTileRows(d);
    shape.expertImbalance = m.isMoe()
                                ? expertLoadImbalance(shape.tokens * m.expertsPerToken, par.expert,
                                                      m.experts, par.slotsFor(m.experts))
                                : 1.0;
    shape.expertsTouched = shape.expertsLocal;
    shape.weightBytes = gemmBytes;
    shape.activationBytes = gemmBytes;
    shape.gemmPrecision = r.computePrecision;
    if (reuse && reuse->bf16Compute) {
        shape.attentionPrecision = *reuse->bf16Compute;
    } else {
        shape.attentionPrecision = computePrecisionFor(d, Precision::BF16);
        if (reuse)
            reuse->bf16Compute = shape.attentionPrecision;
    }
    shape.prefillSeqs = b;
    shape.prefillQueries = s / cp;
    shape.prefillKeys = s;
    shape.causalFraction = 0.5;
    shape.materializedAttention = w.attention == AttentionKernel::Materialized;
    shape.castGemmInputs = bytesPerElement(r.computePrecision) <= 1.0;
    // The attention projections in their own format: its GEMM rate, weight and input widths and
    // casts (Transformer Engine casts the inputs of the GEMMs it runs in FP8 only).
    if (projection) {
        shape.ownProjectionFormat = true;
        shape.projectionPrecision = *projection;
        shape.projectionWeightBytes = std::max(1.0, bytesPerElement(*projection));
        shape.projectionActivationBytes = shape.projectionWeightBytes;
        shape.castProjectionInputs = bytesPerElement(*projection) <= 1.0;
    }

    // Forward passes recomputed in backward: all of it under full recompute; under selective
    // what the stack's selective mode recomputes (none for Megatron's attention-core
    // recompute under FlashAttention, half a forward for torchtitan's every-other-layer or
    // every-other-matmul checkpointing).
    const double recomputePasses = w.recompute == Recompute::Full ? 1.0
                                   : w.recompute == Recompute::Selective
                                       ? selectiveRecomputePasses(selective)
                                       : 0.0;
    // Megatron's attention-core recompute reruns a materialised attention core's forward (the
    // scores it did not keep); FlashAttention's backward recomputes them anyway.
    const double attentionCorePasses = w.recompute == Recompute::Selective &&
                                               selective == SelectiveRecompute::AttentionCore &&
                                               materialized
                                           ? 1.0
                                           : 0.0;
    // One layer of each kind (MoE models with dense first layers have two), forward, backward
    // and recompute, mixed by their share of the layers.
    struct LayerTimes {
        double fwd = 0, bwd = 0, recompute = 0, attentionFwd = 0, flops = 0;
        std::vector<OpTime> ops;
    };
    const bool earlyStop = recomputeStopsEarly(stack, w.recompute);
    auto timeLayer = [&](bool denseLayer) {
        LayerTimes lt;
        LayerShape ls = shape;
        ls.denseLayer = denseLayer;
        const bool moeLayer = m.isMoe() && !denseLayer;
        thread_local std::vector<Traffic> ops; // one buffer per thread, reused
        layerForwardOps(m, ls, ops);
        for (const Traffic& op : ops) {
            const OpTime f = timer.time(op);
            const OpTime bw = bwdTimer.time(backwardOf(op), 1, 2);
            const double passes = earlyStop && outputUnusedByBackward(op, moeLayer) ? 0.0
                                  : op.name.starts_with("attention")
                                      ? recomputePasses + attentionCorePasses
                                      : recomputePasses;
            lt.fwd += f.timeSec;
            lt.bwd += bw.timeSec;
            lt.recompute += f.timeSec * passes;
            if (op.name.starts_with("attention"))
                lt.attentionFwd += f.timeSec;
            OpTime total = f;
            total.timeSec = f.timeSec * (1 + passes) + bw.timeSec;
            total.flops = f.flops * (1 + passes) + bw.flops;
            total.memoryBytes = f.memoryBytes * (1 + passes) + bw.memoryBytes;
            lt.flops += total.flops;
            if (!search)
                lt.ops.push_back(total);
        }
        return lt;
    };
    const bool twoLayerKinds = moeShare < 1.0 && m.isMoe();
    // The LM head (on the last stage), forward and backward.
    auto timeHead = [&](double& time, double& flops) {
        time = 0;
        flops = 0;
        thread_local std::vector<Traffic> ops;
        headForwardOps(m, shape, ops);
        for (const Traffic& op : ops) {
            const OpTime f = timer.time(op);
            const OpTime bw = bwdTimer.time(backwardOf(op), 1, 2);
            time += f.timeSec + bw.timeSec;
            flops += f.flops + bw.flops;
        }
    };
    auto timesOf = [](const LayerTimes& lt) {
        return LayerTimesOf{lt.fwd, lt.bwd, lt.recompute, lt.attentionFwd, lt.flops};
    };
    LayerTimesOf mainLayer, denseLayer;
    double headTime = 0, headFlops = 0;
    // A search reads no operator list: the times of a shape it has timed before are reused.
    const ShapeTimes* known = nullptr;
    LayerKey key{};
    if (search && reuse) {
        key = layerKey(shape, m, recomputePasses, attentionCorePasses, earlyStop, twoLayerKinds);
        const auto it = reuse->shapes.find(key);
        if (it != reuse->shapes.end())
            known = &it->second;
    }
    if (known) {
        mainLayer = known->main;
        denseLayer = known->dense;
        headTime = known->headTime;
        headFlops = known->headFlops;
    } else if (search && reuse) {
        // The shape's operators, timed once for every recompute mode (ShapeOps), summed as
        // timeLayer sums them under this one.
        const LayerKey opKey = layerKey(shape, m, 0.0, 0.0, false, twoLayerKinds);
        auto it = reuse->shapeOps.find(opKey);
        if (it == reuse->shapeOps.end()) {
            ShapeOps timed;
            const auto timeOps = [&](bool dense, std::vector<OpPair>& out) {
                LayerShape ls = shape;
                ls.denseLayer = dense;
                const bool moeLayer = m.isMoe() && !dense;
                thread_local std::vector<Traffic> ops;
                layerForwardOps(m, ls, ops);
                out.reserve(ops.size());
                for (const Traffic& op : ops) {
                    const OpTime f = timer.time(op);
                    const OpTime bw = bwdTimer.time(backwardOf(op), 1, 2);
                    out.push_back({f.timeSec, f.flops, bw.timeSec, bw.flops,
                                   op.name.starts_with("attention"),
                                   outputUnusedByBackward(op, moeLayer)});
                }
            };
            timeOps(false, timed.main);
            if (twoLayerKinds)
                timeOps(true, timed.dense);
            timeHead(timed.headTime, timed.headFlops);
            it = reuse->shapeOps.emplace(opKey, std::move(timed)).first;
        }
        const auto sum = [&](const std::vector<OpPair>& ops) {
            LayerTimesOf lt;
            for (const OpPair& op : ops) {
                const double passes = earlyStop && op.unusedByBackward ? 0.0
                                      : op.attention ? recomputePasses + attentionCorePasses
                                                     : recomputePasses;
                lt.fwd += op.fwdTime;
                lt.bwd += op.bwdTime;
                lt.recompute += op.fwdTime * passes;
                if (op.attention)
                    lt.attentionFwd += op.fwdTime;
                const double flops = op.fwdFlops * (1 + passes) + op.bwdFlops;
                lt.flops += flops;
            }
            return lt;
        };
        const ShapeOps& timed = it->second;
        mainLayer = sum(timed.main);
        denseLayer = twoLayerKinds ? sum(timed.dense) : mainLayer;
        headTime = timed.headTime;
        headFlops = timed.headFlops;
        reuse->shapes.emplace(key, ShapeTimes{mainLayer, denseLayer, headTime, headFlops});
    } else {
        LayerTimes main = timeLayer(false);
        if (!search)
            r.layerOps = main.ops;
        mainLayer = timesOf(main);
        denseLayer = twoLayerKinds ? timesOf(timeLayer(true)) : mainLayer;
        timeHead(headTime, headFlops);
    }
    const double mainShare = m.isMoe() ? moeShare : 1.0;
    auto mix = [&](double LayerTimesOf::*f) {
        return mainShare * mainLayer.*f + (1.0 - mainShare) * denseLayer.*f;
    };
    const double layerFwd = mix(&LayerTimesOf::fwd), layerBwd = mix(&LayerTimesOf::bwd),
                 layerRecompute = mix(&LayerTimesOf::recompute),
                 attentionFwd = mix(&LayerTimesOf::attentionFwd);
    const double hwFlopsLayer = mix(&LayerTimesOf::flops);

    // Tensor parallel: 2 all-reduces (or reduce-scatter + all-gather with sequence
    // parallelism: the same volume) of the layer's activations forward, 2 backward, 2 more
    // when the forward is recomputed (Narayanan et al. SC'21 section 3.3).
    const GroupPlacement tpGroup = placeGroup(par.tensor, 1, domain);
    const double actMsg = b * (s / cp) * m.hidden * 2.0;
    // (the MLP down-projection's all-reduce is not rerun when the recompute stops early)
    const double tpPerLayer =
        (4.0 + 2.0 * recomputePasses - (earlyStop ? 1.0 : 0.0)) *
        allReduceTimeSec(actMsg, tpGroup, links.upFor(tpGroup.perDomain), links.outFor(tpGroup));
    // Context parallel: ring exchange of K and V chunks, overlapped with attention compute.
    // (perf/context_parallel.h, shared with serving; bf16 K and V)
    const GroupPlacement cpGroup = contextGroup(par, domain);
    const double kvChunk = contextKvBlockBytes(m, b * (s / cp), tp, 2.0);
    const double cpComm = 3.0 * (cp - 1) * contextRingSendSec(kvChunk, cpGroup, links);
    const double cpPerLayer = std::max(0.0, cpComm - 3.0 * attentionFwd);
    // Expert parallel: dispatch and combine all-to-alls forward and backward, on the MoE
    // layers only. Overlapped schedules (DualPipe, Megatron-Core EP overlap) run one
    // micro-batch's all-to-all under another's computation: only the excess is exposed.
    // Each is one exchange with every peer's message in flight at once, as serving's
    // (pointToPointAllToAllTimeSec: the bytes over each link class, NVLink and NIC concurrent,
    // plus one latency): Megatron-Core's all-to-all token dispatcher calls
    // torch.distributed.all_to_all_single, which PyTorch issues as one NCCL group holding an
    // ncclSend and an ncclRecv for every peer (pytorch torch/csrc/cuda/nccl.cpp,
    // all2all_single_equal_split / all2all_single_unequal_split: ncclGroupStart, the loop over
    // ranks, ncclGroupEnd), and DeepEP's normal kernels (the flex dispatcher; DeepSeek-V3's
    // training, report section 3.2.2) send over NVLink and RDMA at once. Not a pairwise
    // exchange of n-1 rounds: NCCL spreads a group's sends over its p2p channels, one channel
    // per operation once the peers outnumber them (NVIDIA/nccl group.cc, "Try to use all
    // channels, but one channel per operation"), so peers beyond the channel count share
    // channels (a latency step per ~32 peers, not modelled: optimistic past EP32 on NCCL).
    // DeepEP's per-node deduplication (a token crosses the network once per node, then
    // NVLink) is not modelled either: every (token, expert) row is sent.
    const GroupPlacement epGroup = placeGroup(par.expert, par.tensor * par.context, domain);
    const double epCommPerMoeLayer =
        m.isMoe()
            ? (4.0 + 2.0 * recomputePasses) *
                  pointToPointAllToAllTimeSec(actMsg * m.expertsPerToken / tp, epGroup,
                                              links.upFor(epGroup.perDomain), links.outFor(epGroup))
            : 0.0;
    const double moeLayerCompute = mainLayer.fwd + mainLayer.recompute + mainLayer.bwd;
    const double epPerLayer =
        moeShare * (overlapsExpertComm(w) ? std::max(0.0, epCommPerMoeLayer - moeLayerCompute)
                                          : epCommPerMoeLayer);

    // Pipeline: send the boundary activations forward and their gradients back; stages sit
    // tensor x context x data ranks apart (pipeline is the outermost Megatron dimension), so a
    // pipeline spans tensor x context x data x pipeline ranks: once that is more than one
    // scale-up domain, some hop crosses servers and goes over the NICs (Narayanan et al. 2021
    // s4.1: cross-node pipeline sends use InfiniBand, hence the scatter/gather optimization);
    // the synchronous schedule waits for that slowest hop. Over the NICs the hop takes the
    // leaf's link while the whole job fits under one leaf switch (CommLinks::outAcross), the
    // fabric-wide one (its bisection share, more switch hops) once it spans leaves.
    const double jobDomains =
        std::ceil(double(par.tensor) * par.context * par.data * par.pipeline / std::max(1, domain));
    const bool ppOffDomain = jobDomains > 1;
    const double ppSend =
        pp > 1 ? sendTimeSec(actMsg / tp,
                             ppOffDomain ? links.outAcross(int(jobDomains)) : links.upPeer())
               : 0.0;
    // The interleaved schedule overlaps each send with the next model chunk's compute
    // (Megatron-Core forward_backward_pipelining_with_interleaving, overlap_p2p_comm on by
    // default, refused by the non-interleaved schedule): only what outlasts a chunk's forward
    // is exposed.
    const double ppSendExposed =
        vp > 1 ? std::max(0.0, ppSend - layersPerStage / vp * layerFwd) : ppSend;
    const double ppComm = 2.0 * vp * ppSendExposed;

    const double layerCompute = layerFwd + layerRecompute + layerBwd;
    // Offloaded activations: written to host after each layer's forward and read back before
    // its backward, overlapped with the next layer's compute; only the excess is exposed.
    const double offloadPerLayer =
        offloadActivations && hostBandwidth > 0
            ? std::max(0.0, 2.0 * actPerLayer / hostBandwidth - layerCompute)
            : 0.0;
    const double perLayerStageTime =
        layerCompute + tpPerLayer + cpPerLayer + epPerLayer + offloadPerLayer;
    // The slowest stage: the LM head runs on the last stage, which under the balanced split
    // holds a layer fewer than the middle stages (Llama 3 section 3.3.2: balancing memory and
    // computation), so only what the head takes beyond one layer adds to the pace.
    const double stageHeadTime =
        balancedSplit && pp > 2 ? std::max(0.0, headTime - perLayerStageTime) : headTime;
    const double stageTime = layersPerStage * perLayerStageTime + stageHeadTime + ppComm;
    r.computeTimeSec =
        microBatches *
        (layersPerStage * layerCompute +
         (balancedSplit && pp > 2 ? std::max(0.0, headTime - layerCompute) : headTime));
    r.tensorCommTimeSec = microBatches * layersPerStage * tpPerLayer;
    r.contextCommTimeSec = microBatches * layersPerStage * cpPerLayer;
    r.expertCommTimeSec = microBatches * layersPerStage * epPerLayer;
    r.pipelineCommTimeSec = microBatches * ppComm;
    r.bubbleTimeSec =
        pipelineBubbleTimeSec(w.pipelineSchedule, pp, vp, stageTime, layerFwd / layerCompute,
                              layerFwd * recomputePasses / layerCompute);
    r.pipelineBubbleFraction = r.bubbleTimeSec / (microBatches * stageTime + r.bubbleTimeSec);

    // Data parallel gradient reduction, hidden behind the last micro-batch's backward pass
    // (Megatron overlap_grad_reduce), in the stack's gradient dtype (fp32 for Megatron with bf16
    // parameters). With the distributed optimizer (zero_stage >= 1) a reduce-scatter of the
    // gradients and an all-gather of the updated 16-bit parameters (Megatron-Core
    // dist_optimizer.md, "Data flow"); without it an all-reduce of the gradients.
    // The embedding matrices of the stage whose reduction is timed: both the input embedding and
    // the output layer with a single stage (one when tied), as its memory counts them; one on a
    // first or last stage of a pipeline (Megatron keeps a tied embedding on both and reduces
    // its gradient between them outside the data-parallel group).
    const double denseLocal =
        stageDenseParams + (pp == 1 ? 2.0 - m.tiedEmbeddings : 1.0) * embedding;
    const double expertLocal = stageExpertParams;
    // The sharded collectives run over the shard group (the whole data group without HSDP),
    // the innermost data ranks (PyTorch's mesh (replicate, shard): shard ranks contiguous);
    // under HSDP each rank's gradient shard is then all-reduced across the replica group
    // (FSDP's _post_backward: reduce-scatter in the shard process group, then all-reduce of
    // the shard in the replicate group), ranks a shard group apart.
    const GroupPlacement dpGroup = placeGroup(int(shardGroup), par.tensor, domain);
    const GroupPlacement dpExpertGroup =
        placeGroup(int(expertShard), par.tensor * par.expert, domain);
    const GroupPlacement replicaGroup =
        placeGroup(int(shardReplicas), par.tensor * int(shardGroup), domain);
    const GroupPlacement replicaExpertGroup =
        placeGroup(int(expertShardReplicas), par.tensor * par.expert * int(expertShard), domain);
    // One all-reduce across replicas of this rank's gradient shards (params / shard group at
    // the gradient dtype); zero without HSDP (a group of one).
    auto replicaReduction = [&](double dense, double expert) {
        auto one = [&](double shardParams, const GroupPlacement& g) {
            return g.size > 1 ? allReduceTimeSec(state.gradReducePerParam * shardParams, g,
                                                 links.upFor(g.perDomain), links.outFor(g))
                              : 0.0;
        };
        return one(dense / shardGroup, replicaGroup) +
               one(expert / expertShard, replicaExpertGroup);
    };
    double replicaCommSec = 0;
    // (A reduce-scatter of G bytes and an all-gather of P bytes move what an all-reduce of
    // (G + P) / 2 bytes moves: 3 bytes per parameter for fp32 gradients and bf16 weights.)
    const double gatherBytesPerParam = fp8Params ? 1.0 : 2.0;
    const double reduceBytesPerParam = par.zeroStage >= 1
                                           ? (state.gradReducePerParam + gatherBytesPerParam) / 2.0
                                           : state.gradReducePerParam;
    // The attention projections kept in 16 bits beside FP8 parameters gather 1 byte more each.
    const double projectionGatherExtraBytes =
        projectionWeightExtra * projectionParams(layersPerStage);
    auto gradientReduction = [&](double params, const GroupPlacement& g, double gatherExtra) {
        return allReduceTimeSec(reduceBytesPerParam * params +
                                    (par.zeroStage >= 1 ? gatherExtra / 2.0 : 0.0),
                                g, links.upFor(g.perDomain), links.outFor(g));
    };
    replicaCommSec = replicaReduction(denseLocal, expertLocal);
    r.dataCommTimeSec = gradientReduction(denseLocal, dpGroup, projectionGatherExtraBytes) +
                        gradientReduction(expertLocal, dpExpertGroup, 0.0) + replicaCommSec;
    double zero3 = 0;
    const double lastBackward = layersPerStage * layerBwd;
    if (par.zeroStage >= 3 && gathersPerLayer(stack)) {
        // FSDP / ZeRO-3 (Zhao et al. 2023, "PyTorch FSDP", section 3.3; torchtitan FSDP2):
        // every micro-batch all-gathers each layer's parameters before its forward and again
        // before its backward (reshard after forward) and reduce-scatters its gradients after
        // its backward, prefetching the next layer's gather behind this layer's compute. The
        // first gather of each pass and the last reduce-scatter are not hidden; a layer whose
        // communication outlasts its compute exposes the difference.
        const double layerParamBytes = 2.0 * (denseLocal + expertLocal) / layersPerStage;
        const double gatherLayer = reduceScatterTimeSec(
            layerParamBytes, dpGroup, links.upFor(dpGroup.perDomain), links.outFor(dpGroup));
        // Gradients reduced in fp32 under FSDP (torchtitan's mixed_precision_reduce default),
        // in the model's 16 bits under DeepSpeed ZeRO-3 (communication_data_type default).
        const double reduceBytes = state.gradReducePerParam / 2.0;
        // Under HSDP each layer's gradient shard is also all-reduced across replicas in every
        // backward (FSDP2 set_requires_all_reduce defaults to True), after its reduce-scatter.
        const double replicaLayer =
            replicaReduction(denseLocal / layersPerStage, expertLocal / layersPerStage);
        replicaCommSec = microBatches * layersPerStage * replicaLayer;
        const double reduceLayer =
            reduceScatterTimeSec(reduceBytes * layerParamBytes, dpGroup,
                                 links.upFor(dpGroup.perDomain), links.outFor(dpGroup)) +
            replicaLayer;
        const double fwdLayer = layerFwd, bwdLayer = layerBwd + layerRecompute;
        const double exposedPerMicroBatch =
            gatherLayer + layersPerStage * std::max(0.0, gatherLayer - fwdLayer) + gatherLayer +
            layersPerStage * std::max(0.0, gatherLayer + reduceLayer - bwdLayer) + reduceLayer;
        r.dataCommTimeSec = microBatches * layersPerStage * (2.0 * gatherLayer + reduceLayer);
        r.dataCommExposedSec = microBatches * exposedPerMicroBatch;
    } else {
        if (par.zeroStage >= 3) {
            // Parameters are gathered before each micro-batch's forward and backward,
            // prefetched behind the compute of the previous layer.
            const double gather =
                reduceScatterTimeSec(2.0 * (denseLocal + expertLocal), dpGroup,
                                     links.upFor(dpGroup.perDomain), links.outFor(dpGroup));
            zero3 = microBatches * std::max(0.0, 2.0 * gather - layersPerStage * layerCompute);
        }
        if (par.zeroStage == 2 && microBatches > 1) {
            // Sharded gradients cannot accumulate unreduced: each micro-batch's gradients are
            // reduce-scattered as its backward produces them (DeepSpeed ZeRO-2 reduces in every
            // backward, runtime/zero/stage_1_and_2.py; FSDP reduce-scatters every backward
            // unless told not to sync), on the communication stream behind the micro-batches
            // that follow; the updated parameters are all-gathered once per step. What the
            // step's compute cannot cover is exposed.
            auto rs = [&](double params, const GroupPlacement& g) {
                return reduceScatterTimeSec(state.gradReducePerParam * params, g,
                                            links.upFor(g.perDomain), links.outFor(g));
            };
            // (The updated parameters at their stored width: 1 byte under fp8_parameters, the
            // 16-bit attention projections beside them 2.)
            auto ag = [&](double params, const GroupPlacement& g, double extra) {
                return reduceScatterTimeSec(gatherBytesPerParam * params + extra, g,
                                            links.upFor(g.perDomain), links.outFor(g));
            };
            // Under HSDP (_HYBRID_SHARD_ZERO2) each backward's gradient shards are also
            // all-reduced across replicas.
            const double perMicroBatch = rs(denseLocal, dpGroup) + rs(expertLocal, dpExpertGroup) +
                                         replicaReduction(denseLocal, expertLocal);
            replicaCommSec = microBatches * replicaReduction(denseLocal, expertLocal);
            r.dataCommTimeSec = microBatches * perMicroBatch +
                                ag(denseLocal, dpGroup, projectionGatherExtraBytes) +
                                ag(expertLocal, dpExpertGroup, 0.0);
            r.dataCommExposedSec =
                std::max(0.0, r.dataCommTimeSec - (microBatches - 1.0) * stageTime - lastBackward);
        } else {
            r.dataCommExposedSec = std::max(0.0, r.dataCommTimeSec - lastBackward) + zero3;
        }
    }
    // Adam step on this rank's shard: reads and writes the optimizer state (fp32 master
    // weights, m, v; under fp16 Megatron's fp32 gradient copy too), or the fp32 parameters
    // where they are the master (FSDP, MaxText), reads the gradient and writes the 16-bit
    // weights: 24 + 4 + 2 = 30 bytes per parameter for Megatron with bf16 parameters.
    const double stepBytesPerParam =
        2.0 * (state.optimizerPerParam +
               (state.weightWritePerParam > 0 ? 0.0 : state.weightsPerParam)) +
        state.gradientsPerParam + state.weightWritePerParam;
    const double optimizerParams = par.zeroStage >= 1
                                       ? denseLocal / shardGroup + expertLocal / expertShard
                                       : denseLocal + expertLocal;
    r.optimizerTimeSec =
        stepBytesPerParam * optimizerParams /
        (d.memoryBandwidthBytesPerSec * params.memoryFor(d.kind == DeviceKind::Cpu));
    // Host-link time not hidden behind compute: the offloaded activations' (inside the stage
    // time) and the offloaded optimizer state's (after the update), each counted once here and
    // in no other part of the step (perf/step_parts.h).
    r.hostOffloadTimeSec = microBatches * layersPerStage * offloadPerLayer;
    double optimizerOffloadExposed = 0;
    if (offloadOptimizer && hostBandwidth > 0) {
        // Offloaded optimizer state (Megatron: fp32 master weights, m, v: 12 B per parameter)
        // streams in and back out over the host link for the update, layer by layer behind
        // the update's own compute: the step takes the longer of the two, the update's time
        // staying the optimizer's and the transfer's excess the host offload's.
        const double transfer = 2.0 * state.optimizerPerParam * optimizerParams / hostBandwidth;
        optimizerOffloadExposed = std::max(0.0, transfer - r.optimizerTimeSec);
        r.hostOffloadTimeSec += optimizerOffloadExposed;
    }

    r.stepTimeSec = microBatches * stageTime + r.bubbleTimeSec + r.dataCommExposedSec +
                    r.optimizerTimeSec + optimizerOffloadExposed;
    const double tokensPerStep = w.globalBatchSequences * s;
    r.tokensPerSec = tokensPerStep / r.stepTimeSec;
    // Model FLOPs of the real model (padded heads are hardware FLOPs only).
    // Narayanan et al. 2021, eq. 3: 72 B s l h^2 (1 + s/6h + V/12lh) counts 6 V h per token for
    // the output logits only; an untied input embedding is a lookup, no FLOPs.
    const ModelSpec& real = w.model;
    const double inputEmbedding = real.tiedEmbeddings ? 0.0 : real.vocab * real.hidden;
    const double matmulParams = real.activeParameters > inputEmbedding
                                    ? real.activeParameters - inputEmbedding
                                    : real.activeParameters;
    // Sliding-window layers count the causal pairs inside their window only.
    const double attentionLayers =
        real.layers * (1.0 - real.localLayerShare() +
                       real.localLayerShare() * windowedCausalShare(s, real.attendedWindow()));
    r.modelFlopsPerToken =
        6.0 * matmulParams + 6.0 * attentionLayers * s * real.heads * real.headDim;
    const double peak = *d.peak(r.computePrecision);
    r.mfu = r.tokensPerSec * r.modelFlopsPerToken / (c.count * peak);
    // Every layer once per micro-batch and the LM head once (on the last stage), across the
    // tensor x context x data replicas.
    const double hwFlopsPerStep =
        microBatches * (m.layers * hwFlopsLayer + headFlops) * tp * cp * dp;
    r.hfu = hwFlopsPerStep / r.stepTimeSec / (c.count * peak);
    r.timeToTrainSec = w.tokens / r.tokensPerSec;
    if (reuse && !reuse->attentionScale)
        reuse->attentionScale = attentionKernelScale(d, w.attention);
    r.layout = layoutFiguresOf(
        w.model, m, par, reuse ? *reuse->attentionScale : attentionKernelScale(d, w.attention),
        shape.tokens * m.expertsPerToken);
    r.layout.hostOffloadExposedSec = r.hostOffloadTimeSec;
    r.layout.pipelineSchedule = w.pipelineSchedule;
    if (par.shardGroup > 0) {
        r.layout.shardGroup = shardGroup;
        r.layout.shardReplicas = shardReplicas;
        r.layout.shardReplicaCommSec = replicaCommSec;
    }
    return r;
}

} // namespace

} // namespace ap
