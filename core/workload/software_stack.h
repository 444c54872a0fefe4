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

struct SoftwareStackInfo {
    SoftwareStack stack;
    std::string_view name;     // project-file value
    std::string_view label;    // for people
    bool training;             // a training stack (else serving)
    std::string_view supports; // what the engine models for it, one sentence
    // Tokens one forward pass of a continuous-batching engine schedules at most, decode tokens
    // and prompt (chunk) tokens together, at the stack's default setting; 0 where the stack does
    // not schedule a pass by a token budget (training stacks; static batches; JetStream's
    // separate prefill and generate steps). Where prompts run in the decode pass
    // (PrefillScheduling::Mixed) it bounds the batch a steady state sustains: each iteration
    // holds the batch's decode tokens plus the prompt tokens that replace the finished requests
    // (perf/inference_model.cpp, batchWithinTokenBudget). Values and sources in the table.
    double iterationTokenBudget = 0;
};

const std::vector<SoftwareStackInfo>& softwareStacks();
const SoftwareStackInfo& stackInfo(SoftwareStack s);
std::string_view stackName(SoftwareStack s);
std::optional<SoftwareStack> parseStack(std::string_view name);
// Project-file values valid for a training or an inference workload ("auto" first).
std::vector<std::string> stackNames(bool training);

// The stacks of a training or a serving workload that run on `device`, the one `auto` means
// first: the catalog entry's `software` lists, else its kind's (GPU: megatron, deepspeed, fsdp;
// vllm, sglang, llama.cpp, transformers. TPU: maxtext; jetstream, vllm. Accelerator: megatron,
// deepspeed, fsdp; vllm. CPU: fsdp; llama.cpp, vllm, sglang, transformers). Never a name or a
// vendor test (#24, #26).
const std::vector<std::string>& stacksOn(const Device& device, bool training);
// The stack `requested` means on `device` (Auto resolved to stacksOn's first; an explicit
// choice unchanged).
SoftwareStack resolveStack(SoftwareStack requested, const Device& device, bool training);
// Why `stack` cannot run this cluster (not among stacksOn, across nodes where the stack
// cannot), or nothing. `stack` must be resolved.
std::optional<Message> stackProblem(SoftwareStack stack, const Device& device,
                                    const Cluster& cluster);

// At zero_stage 3, FSDP-style stacks (PyTorch FSDP, DeepSpeed ZeRO-3) gather each layer's
// parameters before its forward and again before its backward and reduce-scatter its gradients
// after its backward, on every micro-batch, prefetching one layer ahead; Megatron-style stacks
// reduce gradients once per step behind the last backward.
bool gathersPerLayer(SoftwareStack stack);

// What a stack's "selective" activation recompute keeps for backward.
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
SelectiveRecompute selectiveRecomputeKind(SoftwareStack stack);
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
//   Megatron (Megatron-Core distributed optimizer, docs/source/api-guide/dist_optimizer.md,
//   "Data flow" table: bf16 param / fp32 grads 6 + 12/d bytes per parameter, fp16 param /
//   fp16 grads 4 + 16/d; non-distributed 18 and 20): bf16 parameters with fp32 main gradients
//   (Megatron-LM arguments.py forces accumulate_allreduce_grads_in_fp32 for bf16: gradients
//   accumulate and are reduced in fp32), and fp32 master weights, Adam m and v in the optimizer;
//   under fp16 the gradients stay fp16 and the optimizer keeps an fp32 copy of its shard.
//   FSDP (PyTorch FSDP2 MixedPrecisionPolicy as torchtitan sets it, param_dtype bf16,
//   reduce_dtype fp32): the sharded parameter is the fp32 master (no separate bf16 copy at
//   rest), its gradient is fp32 in the parameter's dtype, Adam's m and v fp32.
//   MaxText: weight_dtype float32 by default (MaxText configs/base.yml): fp32 weights and
//   gradients, Adam's mu and nu fp32.
//   DeepSpeed: the ZeRO paper's 2 + 2 + 12 (Rajbhandari et al. 2020 section 3.1), 16-bit
//   gradients reduced in 16 bits (communication_data_type defaults to the model's dtype).
struct TrainingStateBytes {
    double weightsPerParam;     // held per parameter (the weights the forward reads)
    double gradientsPerParam;   // gradient buffer (accumulated over micro-batches)
    double optimizerPerParam;   // optimizer state (master weights, moments, fp32 grad copy)
    double gradReducePerParam;  // bytes per parameter the gradient reduction moves
    double weightWritePerParam; // bytes per parameter the optimizer step writes besides its state
};
TrainingStateBytes trainingStateBytes(SoftwareStack stack, bool fp16Params);

// Beam search: whether a request's beams share the KV cache of its prompt (held once) or each
// hold a copy. Every stack prefills the prompt once. Paged caches share it: TensorRT-LLM
// allocates the context's blocks once for all beams and only the blocks of generated tokens
// per beam (cpp/tensorrt_llm/batch_manager/kvCacheManager.cpp, addSequence: shareAmongBeams =
// bi != unsharedBlockIdx); vLLM forks a sequence's block table with reference counts and
// copy-on-write (Kwon et al. 2023, section 4.4); SGLang's radix cache shares prefixes;
// llama.cpp's KV cells carry several sequence ids (llama_kv_cache_seq_cp). Stacks without a
// paged cache copy it per beam, as Hugging Face transformers expands the inputs to
// batch x beams and intel/neural-speed copies the prompt's cache to every beam after the
// prefill (neural_speed/models/model_utils/model_utils.cpp,
// beam_search_kv_cache_reorder::update). `stack` must be resolved.
bool beamsSharePromptKv(SoftwareStack stack);

// How a serving stack schedules a new request's prefill against the running decodes.
// Mixed: the prompt's tokens (or a chunk of them) join the decode iteration as one forward
// pass, so the weights are read once for both and a memory-bound decode hides under a
// compute-bound prefill. Separate: the prompt runs as a forward pass of its own, between
// decode iterations, and the running sequences wait for it. `stack` must be resolved.
//   Mixed: TensorRT-LLM in-flight batching (context and generation requests in one batch,
//   chunked context: docs/source/advanced/gpt-attention.md "In-flight batching"); vLLM's V1
//   scheduler, whose chunked prefill is always on (vllm/v1/core/sched/scheduler.py:
//   prefill chunks fill max_num_batched_tokens after the running decodes); llama.cpp's
//   server, which puts every slot's sampled token and the prompts' chunks of n_batch tokens
//   in one llama_batch (tools/server/server.cpp, update_slots).
//   Separate: SGLang, whose `enable_mixed_chunk` defaults to False (python/sglang/srt/
//   server_args.py), so the scheduler runs a new prefill batch as its own forward before
//   resuming decode (managers/scheduler.py, get_next_batch_to_run); JetStream, whose
//   orchestrator runs prefill and generate as separate jitted steps (jetstream/core/
//   orchestrator.py, _prefill_thread and _generate_thread); Neuron NxD Inference, whose
//   context-encoding and token-generation models are separate compiled graphs; static-batch
//   PyTorch generate() (transformers), which prefills a batch before decoding it.
// How prompts share the devices with decodes: in the decode iterations (mixed), as forward passes
// of their own on the same devices (separate), or on a pool of their own (disaggregated: a
// deployment's choice, not the stack's; `workload.prefill_devices`).
enum class PrefillScheduling { Mixed, Separate, Disaggregated };

// Whether a serving stack batches statically: a batch's prompts are all encoded before any of
// them gets a token, and the batch then decodes to its end before new requests join, so a
// request's first token waits for the whole batch's prefill and no prompt runs between its
// decode steps. `stack` must be resolved.
//   Static: Hugging Face transformers' generate() (and IPEX's), which prefills the batch's
//   input_ids [batch, length] in one forward, then decodes it; AWS Neuron's own libraries:
//   transformers-neuronx's `sample()` runs the context-encoding network over the batch's
//   input_ids, then the token-generation network (aws-neuron/transformers-neuronx
//   src/transformers_neuronx/llama/model.py, sample/context; sampling.py, simple_sample), and
//   NxD Inference's `is_continuous_batching` "Defaults to false" (aws-neuron-sdk
//   libraries/nxd-inference/api-guides/api-guide.rst, "Continuous batching"); continuous
//   batching on Neuron devices is vLLM's Neuron backend (stack `vllm`).
//   Continuous: every other stack (in-flight / continuous batching).
bool batchesStatically(SoftwareStack stack);

// Whether a serving stack's decode step attends over the whole sequence its graph was compiled
// for rather than the tokens cached so far: a static-shape graph reads and scores every
// position of its KV-cache buffer, masked. `stack` must be resolved.
//   AWS Neuron: NxD Inference's `enable_bucketing` "Defaults to false" (aws-neuron-sdk
//   libraries/nxd-inference/api-guides/api-guide.rst, "Bucketing"), one token-generation graph
//   of the sequence length; transformers-neuronx buckets token generation by default, powers
//   of two from 128 to n_positions (src/transformers_neuronx/bucket.py token_sizes; developer
//   guide, "Token generation buckets ... determine the attention lengths"), whose top bucket,
//   (n_positions / 2, n_positions], holds the median decode position of every request that
//   fills n_positions (input + output / 2 >= (input + output) / 2): the P50 step attends over
//   n_positions. The compiled length is taken as input + output, the smallest that serves the
//   request ("Set n_positions ... at least as large as the sum of expected input and output
//   tokens", aws-neuron-samples meta-llama-3-8b-sampling.ipynb).
//   Every other stack pages its KV cache and attends over the tokens cached.
bool decodeAttendsCompiledSequence(SoftwareStack stack);
PrefillScheduling prefillScheduling(SoftwareStack stack);
// "mixed", "separate", "disaggregated"
std::string_view prefillSchedulingName(PrefillScheduling p);

} // namespace ap
