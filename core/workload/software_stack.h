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
// usually run on the device: Megatron-LM on GPUs and MaxText on TPUs for training;
// TensorRT-LLM on NVIDIA GPUs, vLLM on AMD GPUs and Gaudi, JetStream on TPUs, Neuron on
// Trainium/Inferentia and llama.cpp on CPUs and edge devices for serving.
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
    // PyTorch generate() engines that batch statically (Hugging Face transformers, Intel's
    // IPEX and neural-speed MLPerf CPU code): a batch is prefilled, then decoded to its end.
    Transformers,
};

struct SoftwareStackInfo {
    SoftwareStack stack;
    std::string_view name;     // project-file value
    std::string_view label;    // for people
    bool training;             // a training stack (else serving)
    std::string_view supports; // what the engine models for it, one sentence
};

const std::vector<SoftwareStackInfo>& softwareStacks();
const SoftwareStackInfo& stackInfo(SoftwareStack s);
std::string_view stackName(SoftwareStack s);
std::optional<SoftwareStack> parseStack(std::string_view name);
// Project-file values valid for a training or an inference workload ("auto" first).
std::vector<std::string> stackNames(bool training);

// The stack `requested` means on `device` (Auto resolved; an explicit choice unchanged).
SoftwareStack resolveStack(SoftwareStack requested, const Device& device, bool training);
// Why `stack` cannot run this cluster (wrong device family, across nodes where the stack
// cannot), or nothing. `stack` must be resolved.
std::optional<Message> stackProblem(SoftwareStack stack, const Device& device,
                                    const Cluster& cluster);

// At zero_stage 3, FSDP-style stacks (PyTorch FSDP, DeepSpeed ZeRO-3) gather each layer's
// parameters before its forward and again before its backward and reduce-scatter its gradients
// after its backward, on every micro-batch, prefetching one layer ahead; Megatron-style stacks
// reduce gradients once per step behind the last backward.
bool gathersPerLayer(SoftwareStack stack);
// Forward passes recomputed in backward under "selective" recompute. Megatron recomputes the
// attention core only (free under FlashAttention, which recomputes its scores anyway: 0);
// torchtitan's selective activation checkpointing recomputes every other layer (per-layer
// option, default frequency 2) or every other matmul and all non-matmul operators (per-op
// option): half a forward either way (pytorch/torchtitan torchtitan/models/llama3/
// infra/parallelize.py, _apply_ac_to_transformer_block).
double selectiveRecomputePasses(SoftwareStack stack);

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
//   PyTorch generate() (transformers, neural-speed), which prefills a batch before decoding
//   it.
// How prompts share the devices with decodes: in the decode iterations (mixed), as forward passes
// of their own on the same devices (separate), or on a pool of their own (disaggregated: a
// deployment's choice, not the stack's; `workload.prefill_devices`).
enum class PrefillScheduling { Mixed, Separate, Disaggregated };
PrefillScheduling prefillScheduling(SoftwareStack stack);
// "mixed", "separate", "disaggregated"
std::string_view prefillSchedulingName(PrefillScheduling p);

} // namespace ap
