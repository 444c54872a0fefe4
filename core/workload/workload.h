#pragma once

#include "hardware/precision.h"
#include "workload/field_values.h"
#include "workload/model_spec.h"
#include "workload/software_stack.h"

#include <optional>
#include <string>
#include <variant>

namespace ap {

enum class Recompute { None, Selective, Full };
std::string_view recomputeName(Recompute r);

// How attention is computed: fused kernels (FlashAttention, Dao et al. 2022; TensorRT-LLM's
// fused MHA) that never store the score matrix, or the older materialised form (GEMM,
// softmax, GEMM) that streams it through memory. `Flash` is the fused kernel of the device's
// own generation (cuDNN / FlashAttention-3 on Hopper and Blackwell); `Flash2` an
// Ampere-generation fused kernel (FlashAttention-2) run on a newer GPU, without its warpgroup
// MMA and TMA; `Flash1` the first FlashAttention (Dao et al. 2022, CUDA flash-attn 1.x, and its
// Triton port that 2023 stacks such as MosaicML's llm-foundry ran by default), about half as
// fast as FlashAttention-2 on the same GPU (see attentionKernelScale()).
enum class AttentionKernel { Flash, Flash2, Flash1, Materialized };
std::string_view attentionKernelName(AttentionKernel a);
// "flash", "flash2", "flash1" or "materialized"; nullopt for anything else.
std::optional<AttentionKernel> parseAttentionKernel(std::string_view name);

// The pipeline schedule. `OneFOneB`: one-forward-one-backward (Narayanan et al. SC'21), with
// `virtual_pipeline` chunks the interleaved form; its bubble is (p-1)/v stage-times.
// `DualPipe` (DeepSeek-V3 report section 3.2.1, Table 2): micro-batches fed from both ends of
// the pipeline, each device holding two stages (2x parameters), a forward and a backward chunk
// overlapped; bubble (p/2-1)(F&B + B - 3W), activations of p+1 micro-batches.
enum class PipelineSchedule { OneFOneB, DualPipe };
std::string_view pipelineScheduleName(PipelineSchedule s); // "1f1b", "dualpipe"
std::optional<PipelineSchedule> parsePipelineSchedule(std::string_view name);

// Pre-training or fine-tuning of a transformer (MODEL.md section 2).
struct TrainingWorkload {
    ModelSpec model;
    double sequenceLength = 2048;
    Precision precision = Precision::BF16;
    double tokens = 0;               // tokens to train on
    double globalBatchSequences = 1; // sequences per optimizer step
    double microBatchSequences = 1;  // sequences per micro-batch per pipeline
    Recompute recompute = Recompute::Selective;
    AttentionKernel attention = AttentionKernel::Flash;
    // MoE: expert-parallel dispatch/combine all-to-alls overlapped with the computation of
    // another micro-batch (DeepSeek-V3 DualPipe; Megatron-Core --overlap-moe-expert-parallel-
    // comm; DeepEP), so only what exceeds the overlapped compute is exposed. false: every
    // all-to-all on the critical path. Absent: the schedule's (overlapsExpertComm).
    std::optional<bool> overlapExpertComm;
    PipelineSchedule pipelineSchedule = PipelineSchedule::OneFOneB; // `pipeline_schedule`
    // `pipeline_split` "balanced": the input embedding and the loss each count as one layer
    // when the layers are split over the pipeline stages, so the first and the last stage
    // hold one transformer layer fewer than the others (Llama 3, Grattafiori et al. 2024
    // section 3.3.2, "Memory imbalance"; Megatron-LM --account-for-embedding-in-pipeline-split
    // and --account-for-loss-in-pipeline-split). false ("even"): ceil(L / p) on every stage.
    bool balancedPipelineSplit = false;
    // `selective_recompute`: what "selective" recompute keeps (workload/software_stack.h,
    // SelectiveRecompute); nullopt ("auto"): the stack's own.
    std::optional<SelectiveRecompute> selectiveRecompute;
    SoftwareStack stack = SoftwareStack::Auto; // `software_stack`; see workload/software_stack.h
    // The schema fields without a typed member (workload/field_values.h).
    FieldValues fields;

    bool operator==(const TrainingWorkload&) const = default;
};

// Whether the expert all-to-alls run under another micro-batch's computation: as stated, else
// the schedule's. DualPipe is built to overlap them (DeepSeek-V3 report section 3.2.1: a forward
// and a backward chunk paired so that "both all-to-all and PP communication can be fully
// hidden"); under 1F1B, Megatron-Core overlaps them only when asked
// (megatron/core/model_parallel_config.py: overlap_moe_expert_parallel_comm = False, the
// combined-1F1B schedule of --overlap-moe-expert-parallel-comm).
inline bool overlapsExpertComm(const TrainingWorkload& w)
{
    return w.overlapExpertComm.value_or(w.pipelineSchedule == PipelineSchedule::DualPipe);
}

// A judge or guardrail model that scores a sampled fraction of requests online.
struct OnlineEvaluation {
    ModelSpec model;
    double sampleFraction = 0.1;
    double inputTokens = 0; // judge prompt tokens (default: request input + output)
    double outputTokens = 16;
    bool operator==(const OnlineEvaluation&) const = default;
};

// Disaggregated serving: the prefill pool's own layout (`workload.prefill_parallelism`), each
// degree absent taking the cluster's (`data`: the pool's devices over its tensor x pipeline).
// The published DeepSeek-V3/R1 deployment prefills with expert parallelism 32 and decodes with
// 144 (DeepSeek, "Inference System Overview", open-infra-index, 2025).
struct PoolLayout {
    std::optional<int> tensor;
    std::optional<int> pipeline;
    std::optional<int> data;
    std::optional<int> expert;
    std::optional<int> expertSlots;
    bool operator==(const PoolLayout&) const = default;
};

// Speculative decoding (`workload.speculative`; Leviathan et al., ICML 2023; Chen et al. 2023):
// a draft proposes `draftTokens` tokens per sequence, the target verifies them in one forward
// pass over draftTokens + 1 query tokens per sequence and keeps the longest accepted prefix plus
// one token of its own. `acceptanceRate` is the probability that the target accepts a draft
// token (per token, independent): a verification step emits (1 - a^(k+1)) / (1 - a) tokens per
// sequence on average (Leviathan et al. eq. 1). The draft is `draftModel`, a separate smaller
// model, or, absent, the target's own multi-token-prediction module (DeepSeek-V3 section 2.2:
// one transformer block sharing the embedding and output head; EAGLE's draft head is the same
// shape). draftTokens 0: off.
struct SpeculativeDecoding {
    int draftTokens = 0;
    double acceptanceRate = 0;
    std::optional<ModelSpec> draftModel; // absent: the target's MTP/EAGLE-style head
    bool operator==(const SpeculativeDecoding&) const = default;
    bool enabled() const { return draftTokens > 0; }
    // Expected tokens a sequence emits per verification step (accepted drafts + the target's
    // own token): (1 - a^(k+1)) / (1 - a); 1 when off.
    double tokensPerStep() const;
};

// The target's own multi-token-prediction module as a model of its own: DeepSeek-V3's MTP
// module (Liu et al. 2024, section 2.2) is one transformer block of the main model's shape (an
// MoE block for an MoE model) and a 2h x h projection, sharing the embedding and the output head
// with the main model; EAGLE's draft head (Li et al. 2024) is one decoder layer on the same shared
// head. One layer of `target`, full attention, parameters (and active parameters) as the layer
// formula counts them with the embedding and head. The inference model drafts with it when
// workload.speculative has no draft model (and then holds neither embedding nor head twice);
// the editor starts a separate draft model from it.
ModelSpec multiTokenPredictionModule(const ModelSpec& target);

// Serving of a transformer with continuous batching (MODEL.md section 2).
struct InferenceWorkload {
    ModelSpec model;
    Precision precision = Precision::BF16;     // weights (and compute where supported)
    std::optional<Precision> kvCachePrecision; // default: see kvPrecision()
    double inputTokens = 1024;
    double outputTokens = 128;
    std::optional<double> batch; // absent: "max"; counts sequences (beams), see beamWidth
    double maxBatch = 2048;      // serving engine limit for "max" (per engine instance)
    // Beam search (`beam_width`): each request prefills its prompt once and then decodes this
    // many beams, each a sequence of the batch that emits a token per iteration; the request
    // returns one of them, so a request's output is `outputTokens` tokens whatever the width.
    // Whether the beams share the prompt's KV cache or hold a copy of it depends on the stack
    // (beamsSharePromptKv in workload/software_stack.h). 1: greedy or sampled decoding.
    int beamWidth = 1;
    // CPU serving engines run as several processes per socket (`engine_instances`), each bound
    // to an equal share of its cores and memory bandwidth, holding its own copy of the weights
    // and its own batch of at most `maxBatch` sequences (Intel's MLPerf CPU code: a process per
    // NUMA node with workers on core groups; SGLang's CPU servers per core group). Each streams
    // its own weights every iteration; the KV cache is read per sequence whatever the split.
    // 1: one engine per socket (llama.cpp's one process, vLLM's CPU backend).
    int engineInstances = 1;
    SpeculativeDecoding speculative; // `speculative`; off by default
    std::optional<double> sloTtftSec;
    std::optional<double> sloTpotSec;
    // `slo.percentile`: the objectives hold for this percentile of requests (MLPerf Server:
    // 99), checked at that percentile of the requests in flight under Poisson arrivals
    // (perf/queueing.h). Absent: at the mean number in flight (what 50 also gives).
    std::optional<double> sloPercentile;
    // Disaggregated serving: this many of the cluster's devices form the prefill pool,
    // the rest decode. Absent: prefill and decode share every device (chunked prefill).
    std::optional<int> prefillDevices;
    // The prefill pool's layout when it differs from the cluster's (which the decode pool
    // keeps); see PoolLayout. Absent: the cluster's.
    std::optional<PoolLayout> prefillLayout;
    // The output tokens per second the deployment serves, when it is sized for a demand
    // below its capacity: costs per token are counted over the tokens served. Absent: the
    // deployment runs at its capacity while busy.
    std::optional<double> demandOutputTokensPerSec;
    std::optional<OnlineEvaluation> evaluation;
    AttentionKernel attention = AttentionKernel::Flash;
    SoftwareStack stack = SoftwareStack::Auto; // `software_stack`; see workload/software_stack.h
    // The schema fields without a typed member (workload/field_values.h).
    FieldValues fields;

    bool operator==(const InferenceWorkload&) const = default;

    // KV cache format: as requested; else 16-bit for 16/32-bit models and FP8 for 8-bit and
    // narrower ones (how TensorRT-LLM and vLLM serve FP8/FP4 checkpoints).
    Precision kvPrecision() const;
};

using Workload = std::variant<TrainingWorkload, InferenceWorkload>;

} // namespace ap
