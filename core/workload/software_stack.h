#pragma once

#include "common/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

struct Device;
struct Cluster;

// The software that runs a workload. Stacks differ in mechanisms the engine models (how
// parameters are sharded and gathered, what "selective" recompute recomputes, where a stack
// runs and how it batches) and in how much of a device's peak their kernels reach, which is a
// per-stack efficiency scale fitted on calibration rows of that stack (perf/calibration.h).
// `Auto` (the default, and what a project file without `software_stack` means) is the stack
// usually run on the device, the first its catalog entry lists (stacksOn): Megatron-LM on GPUs
// and MaxText on TPUs for training; TensorRT-LLM on NVIDIA GPUs, vLLM on AMD GPUs and Gaudi,
// JetStream on TPUs, Neuron on Trainium/Inferentia and llama.cpp on CPUs for serving.
enum class SoftwareStack {
    Auto,
    // Training.
    Megatron,  // Megatron-LM, NeMo, Megatron-DeepSpeed's TP/PP core: 3D/4D parallelism
    Fsdp,      // PyTorch FSDP/FSDP2: torchtitan, llm-foundry, fms-fsdp, HF accelerate
    DeepSpeed, // DeepSpeed ZeRO (with or without Megatron tensor parallelism)
    MaxText,   // JAX/XLA (MaxText, Pax, T5X): GSPMD sharding, XLA-fused kernels
    // Serving.
    TensorRtLlm,
    Vllm,
    Sglang,
    JetStream,
    Neuron, // AWS Neuron SDK (transformers-neuronx, NxD Inference, optimum-neuron)
    LlamaCpp,
    // PyTorch generate() engines that batch statically (Hugging Face transformers, IPEX's
    // generate()): a batch is prefilled, then decoded to its end. (Intel's neural-speed MLPerf
    // v4.1 GPT-J code batches continuously, Cont_batch_gen_scheduler::step, with per-beam KV
    // copies that no stack value has both of: its row keeps this stack, docs/model-accuracy.md.)
    Transformers,
};

// What a stack's "selective" activation recompute keeps for backward (the column
// SoftwareStackInfo::selectiveRecompute).
//   AttentionCore: Megatron-LM / Megatron-Core `--recompute-granularity selective` with the
//     default `--recompute-modules core_attn` (megatron/core/transformer/transformer_config.py
//     recompute_modules; Korthikanti et al. 2022 section 4.1) recomputes the attention core
//     (QK^T, softmax, dropout, attention x V) only: every other activation is kept, so under
//     FlashAttention, which never stores the scores, selective keeps what no recompute keeps
//     (34 s b h per layer in Korthikanti's GPT layer either way). Megatron-DeepSpeed inherits
//     Megatron's checkpointing.
//   SaveMatmuls: the norms' outputs, the activation functions' outputs and the MLA
//     up-projections are recomputed, the other projections' outputs kept: Megatron-Core's
//     recompute_modules layernorm, mla_up_proj and moe_act/mlp activation as DeepSeek-V3 trains
//     (DeepSeek-V3 report section 3.2.3, "Recomputation of RMSNorm and MLA Up-Projection",
//     and section 3.3.2, the SwiGLU output recomputed from its cached inputs); JAX's
//     checkpoint_dots_with_no_batch_dims (MaxText remat_policy "minimal", MaxText/layers/
//     decoders.py) likewise saves the projections' outputs and recomputes the elementwise ops.
//   EveryOtherMatmul: torchtitan's per-op selective activation checkpointing
//     (torchtitan/distributed/activation_checkpoint.py, _apply_op_sac: the outputs of the ops in
//     _save_list, aten.mm and the SDPA kernels, are saved except every second mm; every other
//     op is recomputed) on top of the checkpointed layer input.
// The workload's `selective_recompute` chooses one ("auto": the stack's).
enum class SelectiveRecompute { AttentionCore, SaveMatmuls, EveryOtherMatmul };
// "attention_core", "matmul_outputs", "every_other_matmul"
std::string_view selectiveRecomputeName(SelectiveRecompute s);
std::optional<SelectiveRecompute> parseSelectiveRecompute(std::string_view name);
// Forward passes recomputed in backward under "selective" recompute. The attention core only
// is free under FlashAttention, which recomputes its scores anyway (0; a materialised core's
// rerun is charged by the training model); recomputing norms and activation functions reruns
// no GEMM (0); torchtitan's selective activation checkpointing recomputes every other layer
// (per-layer option, default frequency 2) or every other matmul and all non-matmul operators
// (per-op option): half a forward either way (pytorch/torchtitan torchtitan/models/llama3/
// infra/parallelize.py, _apply_ac_to_transformer_block).
double selectiveRecomputePasses(SelectiveRecompute kind);

// Bytes per parameter of a stack's training state under mixed-precision Adam, and which
// state ZeRO stages shard: weights from stage 3, gradients from stage 2, optimizer from 1.
// The values per stack are the table's (software_stack.cpp, kMegatronState and the others,
// with their sources).
struct TrainingStateBytes {
    double weightsPerParam;     // held per parameter (the weights the forward reads)
    double gradientsPerParam;   // gradient buffer (accumulated over micro-batches)
    double optimizerPerParam;   // optimizer state (master weights, moments, fp32 grad copy)
    double gradReducePerParam;  // bytes per parameter the gradient reduction moves
    double weightWritePerParam; // bytes per parameter the optimizer step writes besides its state
};

// What an explicit `gradient_precision` (fp32 or bf16, not auto) changes of a stack's training
// state (the column SoftwareStackInfo::statedGradientPrecision; perf/training_model.cpp,
// applyGradientPrecision).
//   ReductionOnly: the gradient keeps the parameter's dtype (an fp32 master's gradient is
//     fp32) and only the reduction's dtype follows: PyTorch FSDP2's MixedPrecisionPolicy
//     reduce_dtype (torchtitan mixed_precision_reduce), MaxText's.
//   BufferAndReduction: the gradient buffer and its reduction take the format: DeepSpeed's
//     communication_data_type and its 16-bit gradients.
//   BufferAndOptimizerCopy: Megatron's main gradients: fp32 ones, or 16-bit ones
//     (grad_reduce_in_fp32 false) with an fp32 copy of the shard in the optimizer
//     (Megatron-Core dist_optimizer.md, "Data flow": 4 + 16/d bytes per parameter).
enum class StatedGradientPrecision { ReductionOnly, BufferAndReduction, BufferAndOptimizerCopy };

// How prompts share the devices with decodes: in the decode iterations (mixed), as forward passes
// of their own on the same devices (separate), or on a pool of their own (disaggregated: a
// deployment's choice, not the stack's; `workload.prefill_devices`). The stack's is the column
// SoftwareStackInfo::prefillScheduling.
enum class PrefillScheduling { Mixed, Separate, Disaggregated };
// "mixed", "separate", "disaggregated"
std::string_view prefillSchedulingName(PrefillScheduling p);

// Which units a serving stack runs its 16-bit (BF16/FP16) GEMMs and attention on when the device
// is a CPU with a matrix unit (Intel AMX): the column SoftwareStackInfo::cpuSixteenBitGemms,
// read by perf/cpu_kernels.h. Quantised (8-bit and narrower) GEMMs run on the matrix unit under
// every stack.
enum class CpuSixteenBitGemms { MatrixUnit, VectorUnits };

// A sentence template with its translation context, written AP_TEXT("ap::Problem", "...") so
// that lupdate finds it (common/message.h).
struct TextTemplate {
    const char* context;
    const char* text;
};

// One row per stack: what the engine models for it. Every property the engine asks of a stack
// is a column here, named at its value in each row of the table in software_stack.cpp (with its
// source beside it); a new stack is one row, a new property one column (GCC's
// -Wmissing-field-initializers names a row that leaves a column out). A training stack's
// serving columns and a serving stack's training columns are never read (a workload's stack is
// parsed from its own kind's names, stackNames); they hold the values that leave the model as
// it is (Megatron's training state, mixed continuous batching with a per-beam copy).
struct SoftwareStackInfo {
    SoftwareStack stack;
    std::string_view name;  // project-file value
    std::string_view label; // for people
    bool training;          // a training stack (else serving)

    // Where it runs. Whether it runs on a device is the catalog's (`software`, stacksOn);
    // `runsOn` is the refusal where it does not, saying where the stack runs in general
    // (%1 the stack, %2 the device, %3 the field).
    TextTemplate runsOn;
    // Splits a model only within one host (one process: llama.cpp's tensor row split and
    // layer split, no RPC): a replica's tensor x pipeline x context group must fit a host.
    bool withinOneHost;
    // A reference stack: the efficiency parameters' compute and memory fractions are this
    // stack's (scale 1, never fitted; perf/efficiency_params.h, stackScale).
    bool efficiencyReference;

    // Training.
    // At zero_stage 3, FSDP-style stacks (PyTorch FSDP, DeepSpeed ZeRO-3) gather each layer's
    // parameters before its forward and again before its backward and reduce-scatter its
    // gradients after its backward, on every micro-batch, prefetching one layer ahead;
    // Megatron-style stacks reduce gradients once per step behind the last backward.
    bool gathersPerLayer;
    // What "selective" recompute recomputes (SelectiveRecompute above).
    SelectiveRecompute selectiveRecompute;
    // Full recompute stops as soon as every tensor backward needs exists (PyTorch's
    // non-reentrant checkpoint "early stop", default since PyTorch 2.1): the MLP
    // down-projection is not rerun (perf/training_model.cpp, recomputeStopsEarly).
    bool fullRecomputeStopsEarly;
    // The training state with bf16 (or fp32) parameters, and with fp16 ones.
    TrainingStateBytes trainingState;
    TrainingStateBytes trainingStateFp16;
    // What an explicit gradient_precision changes (StatedGradientPrecision above).
    StatedGradientPrecision statedGradientPrecision;
    // At zero_stage 2 with 16-bit compute, the forward's gathered 16-bit copy of each fp32
    // master shard is kept until the backward (perf/training_model.cpp, the gathered copy).
    bool zero2KeepsGatheredCopy;

    // Serving.
    // Beam search: whether a request's beams share the KV cache of its prompt (held once) or
    // each hold a copy. Every stack prefills the prompt once.
    bool beamsSharePromptKv;
    // How a new request's prefill is scheduled against the running decodes. Mixed: the
    // prompt's tokens (or a chunk of them) join the decode iteration as one forward pass, so
    // the weights are read once for both and a memory-bound decode hides under a
    // compute-bound prefill. Separate: the prompt runs as a forward pass of its own, between
    // decode iterations, and the running sequences wait for it. Never Disaggregated (a
    // deployment's choice).
    PrefillScheduling prefillScheduling;
    // Batches statically: a batch's prompts are all encoded before any of them gets a token,
    // and the batch then decodes to its end before new requests join, so a request's first
    // token waits for the whole batch's prefill and no prompt runs between its decode steps.
    // Else in-flight / continuous batching.
    bool batchesStatically;
    // The decode step attends over the whole sequence its graph was compiled for rather than
    // the tokens cached so far: a static-shape graph reads and scores every position of its
    // KV-cache buffer, masked. Else a paged KV cache attended over the tokens cached.
    bool decodeAttendsCompiledSequence;
    // Where its 16-bit GEMMs and attention run on a CPU with a matrix unit (perf/cpu_kernels.h).
    CpuSixteenBitGemms cpuSixteenBitGemms;
    // On a GPU, the GEMMs of FP16 weights accumulate in FP16 (cuBLAS CUBLAS_COMPUTE_16F), at
    // the rate the catalog's fp16AccumulateFlopsPerSec gives (perf/cpu_kernels.h,
    // fp16AccumulateGemmDevice). Else FP32 accumulation.
    bool fp16WeightGemmsAccumulateFp16;
    // Tokens one forward pass of a continuous-batching engine schedules at most, decode tokens
    // and prompt (chunk) tokens together, at the stack's default setting; 0 where the stack does
    // not schedule a pass by a token budget (training stacks; static batches; JetStream's
    // separate prefill and generate steps). Where prompts run in the decode pass
    // (PrefillScheduling::Mixed) it bounds the batch a steady state sustains: each iteration
    // holds the batch's decode tokens plus the prompt tokens that replace the finished requests
    // (perf/inference_model.cpp, batchWithinTokenBudget). Values and sources in the table.
    double iterationTokenBudget;
    // Context encoding (prefill) of a stack whose graphs are compiled for fixed shapes (issue
    // #27, the Neuron TTFT rows; docs/model-accuracy.md, "Neuron context encoding").
    // The prompt runs padded to its context-encoding bucket, the smallest of the powers of two
    // from 128 below the compiled sequence and the compiled sequence itself
    // (contextEncodingTokens): every padded position goes through the GEMMs and the attention.
    // Else the prompt runs at its own length.
    bool contextBuckets;
    // The prefill attention runs a fused (flash) kernel only from this many tokens (the padded
    // prompt) on; below it the score matrix is materialised (the whole square computed, then
    // masked), whatever the workload's `attention` says; 0: the workload's `attention` decides.
    double fusedPrefillFromTokens;
};

// The table, in the order of the enum (stackInfo indexes it).
const std::vector<SoftwareStackInfo>& softwareStacks();
const SoftwareStackInfo& stackInfo(SoftwareStack s);
std::string_view stackName(SoftwareStack s);
std::optional<SoftwareStack> parseStack(std::string_view name);
// Project-file values valid for a training or an inference workload ("auto" first).
std::vector<std::string> stackNames(bool training);
// The row's modelled properties as "key: value" phrases, its kind's columns only (training or
// serving; both for auto), in the order of the struct: what a listing of the stacks prints.
std::vector<std::string> stackProperties(const SoftwareStackInfo& info);

// The stacks of a training or a serving workload that run on `device`, the one `auto` means
// first: the catalog entry's `software` lists, else its kind's (GPU: megatron, deepspeed, fsdp;
// vllm, sglang, llama.cpp, transformers. TPU: maxtext; jetstream, vllm. Accelerator: megatron,
// deepspeed, fsdp; vllm. CPU: fsdp; llama.cpp, vllm, sglang, transformers). Never a name or a
// vendor test (#24, #26).
const std::vector<std::string>& stacksOn(const Device& device, bool training);
// The stack `requested` means on `device` (Auto resolved to stacksOn's first; an explicit
// choice unchanged).
SoftwareStack resolveStack(SoftwareStack requested, const Device& device, bool training);
// Why `stack` cannot run this cluster (not among stacksOn, across hosts where the stack
// runs within one host only), or nothing. `stack` must be resolved.
std::optional<Message> stackProblem(SoftwareStack stack, const Device& device,
                                    const Cluster& cluster);

// Readers of the row (`stack` resolved), kept for the engine's call sites.
inline bool gathersPerLayer(SoftwareStack stack)
{
    return stackInfo(stack).gathersPerLayer;
}
inline SelectiveRecompute selectiveRecomputeKind(SoftwareStack stack)
{
    return stackInfo(stack).selectiveRecompute;
}
inline TrainingStateBytes trainingStateBytes(SoftwareStack stack, bool fp16Params)
{
    return fp16Params ? stackInfo(stack).trainingStateFp16 : stackInfo(stack).trainingState;
}
inline bool beamsSharePromptKv(SoftwareStack stack)
{
    return stackInfo(stack).beamsSharePromptKv;
}
inline PrefillScheduling prefillScheduling(SoftwareStack stack)
{
    return stackInfo(stack).prefillScheduling;
}
inline bool batchesStatically(SoftwareStack stack)
{
    return stackInfo(stack).batchesStatically;
}
inline bool decodeAttendsCompiledSequence(SoftwareStack stack)
{
    return stackInfo(stack).decodeAttendsCompiledSequence;
}

// The tokens a prefill of `promptTokens` computes under a stack's context-encoding buckets
// (SoftwareStackInfo::contextBuckets; the prompt itself where the stack has none), the graph
// compiled for `compiledSequence` tokens (input + output, as decodeAttendsCompiledSequence
// takes it: the smallest sequence that serves the request). `stack` must be resolved.
//   NxD Inference with enable_bucketing (every NxDI serving tutorial sets it; without it, one
//   context-encoding graph of max_context_length, whose default is seq_len): the buckets
//   generate_buckets(128, max_context_length) makes, [2^i for i in range(7,
//   round(log2(max)))] + [max] (aws-neuron/neuronx-distributed-inference
//   src/neuronx_distributed_inference/modules/autobucketing.py, generate_buckets_for_cte;
//   max_context_length defaults to seq_len, models/config.py NeuronConfig), the prompt padded
//   to the smallest that holds it. transformers-neuronx's default context buckets are half its
//   token buckets, powers of two from 128 to n_positions (src/transformers_neuronx/bucket.py,
//   context_sizes and token_sizes; base.py context() runs the bucket's graph): the same length
//   for every power-of-two prompt up to half the sequence.
//   The Llama 3.3 70B Trn2 tutorial's 10,000-token prompt (--context-encoding-buckets 2048
//   4096 8192 12288) runs 12,288 tokens; with the compiled sequence 11,501 (input + output)
//   the rule gives 11,501.
double contextEncodingTokens(SoftwareStack stack, double promptTokens, double compiledSequence);

// Whether a stack's prefill of `contextTokens` tokens (as contextEncodingTokens pads them)
// materialises the attention score matrix (SoftwareStackInfo::fusedPrefillFromTokens). `stack`
// must be resolved.
//   AWS Neuron: transformers-neuronx runs its NKI flash-attention kernel in context encoding
//   only from 4,096 active tokens ("kernel gives minimal benefit for smaller sequence
//   lengths", src/transformers_neuronx/layers/attention.py, flash_attention, from the June 2024
//   release; the Neuron 2.18 code has no kernel at all: llama/hlo.py computes Q K^T over the
//   whole bucket, masks it and runs hlo.softmax over it); NxD Inference on one NeuronCore per
//   rank (LNC 1, Inferentia2 and Trainium1) likewise from q_len 4,096
//   (src/neuronx_distributed_inference/modules/attention/attention_base.py,
//   get_flash_attention_strategy: "use the unsharded kernel if context length is at least
//   4096"). (NxDI at LNC 2 on Trainium2 shards its kernel from 256-token multiples: a
//   Trainium2 prompt under 4,096 tokens is charged the materialised attention, a known
//   overestimate, docs/model-accuracy.md.)
bool prefillAttentionMaterialized(SoftwareStack stack, double contextTokens);

// Whether `name` (a project-file value) is a reference stack (efficiencyReference).
bool isEfficiencyReference(std::string_view name);

} // namespace ap
