#include "workload/software_stack.h"

#include "common/field_key.h"
#include "hardware/device.h"
#include "project/project.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace ap {

namespace {

// Training state per parameter under mixed-precision Adam (TrainingStateBytes: weights,
// gradients, optimizer, bytes the gradient reduction moves, bytes the step writes besides its
// state).
// Megatron (Megatron-Core distributed optimizer, docs/source/api-guide/dist_optimizer.md, "Data
// flow" table: bf16 param / fp32 grads 6 + 12/d bytes per parameter, fp16 param / fp16 grads
// 4 + 16/d; non-distributed 18 and 20): bf16 parameters with fp32 main gradients (Megatron-LM
// arguments.py forces accumulate_allreduce_grads_in_fp32 for bf16: gradients accumulate and are
// reduced in fp32), and fp32 master weights, Adam m and v in the optimizer; under fp16 the
// gradients stay fp16 and the optimizer keeps an fp32 copy of its shard.
constexpr TrainingStateBytes kMegatronState{2.0, 4.0, 12.0, 4.0, 2.0};
constexpr TrainingStateBytes kMegatronFp16State{2.0, 2.0, 16.0, 2.0, 2.0};
// FSDP (PyTorch FSDP2 MixedPrecisionPolicy as torchtitan sets it, param_dtype bf16, reduce_dtype
// fp32): the sharded parameter is the fp32 master (no separate bf16 copy at rest), its gradient
// is fp32 in the parameter's dtype, Adam's m and v fp32. MaxText: weight_dtype float32 by
// default (MaxText configs/base.yml): fp32 weights and gradients, Adam's mu and nu fp32.
constexpr TrainingStateBytes kFp32MasterState{4.0, 4.0, 8.0, 4.0, 0.0};
// DeepSpeed: the ZeRO paper's 2 + 2 + 12 (Rajbhandari et al. 2020 section 3.1), 16-bit
// gradients reduced in 16 bits (communication_data_type defaults to the model's dtype).
constexpr TrainingStateBytes kZeroState{2.0, 2.0, 12.0, 2.0, 2.0};

} // namespace

// Every column named at its value; the struct's comments (software_stack.h) say what each
// means. Sources of the serving columns:
//   beamsSharePromptKv: paged caches share the prompt's blocks: TensorRT-LLM allocates the
//     context's blocks once for all beams and only the generated tokens' blocks per beam
//     (cpp/tensorrt_llm/batch_manager/kvCacheManager.cpp, addSequence: shareAmongBeams =
//     bi != unsharedBlockIdx); vLLM forks a sequence's block table with reference counts and
//     copy-on-write (Kwon et al. 2023, section 4.4); SGLang's radix cache shares prefixes;
//     llama.cpp's KV cells carry several sequence ids (llama_kv_cache_seq_cp). Stacks without
//     a paged cache copy it per beam, as Hugging Face transformers expands the inputs to
//     batch x beams and intel/neural-speed copies the prompt's cache to every beam after the
//     prefill (neural_speed/models/model_utils/model_utils.cpp,
//     beam_search_kv_cache_reorder::update).
//   prefillScheduling: Mixed: TensorRT-LLM in-flight batching (context and generation requests
//     in one batch, chunked context: docs/source/advanced/gpt-attention.md "In-flight
//     batching"); vLLM's V1 scheduler, whose chunked prefill is always on (vllm/v1/core/sched/
//     scheduler.py: prefill chunks fill max_num_batched_tokens after the running decodes);
//     llama.cpp's server, which puts every slot's sampled token and the prompts' chunks of
//     n_batch tokens in one llama_batch (tools/server/server.cpp, update_slots). Separate:
//     SGLang, whose `enable_mixed_chunk` defaults to False (python/sglang/srt/server_args.py),
//     so the scheduler runs a new prefill batch as its own forward before resuming decode
//     (managers/scheduler.py, get_next_batch_to_run); JetStream, whose orchestrator runs
//     prefill and generate as separate jitted steps (jetstream/core/orchestrator.py,
//     _prefill_thread and _generate_thread); Neuron NxD Inference, whose context-encoding and
//     token-generation models are separate compiled graphs; static-batch PyTorch generate()
//     (transformers), which prefills a batch before decoding it.
//   batchesStatically: Hugging Face transformers' generate() (and IPEX's) prefills the batch's
//     input_ids [batch, length] in one forward, then decodes it; AWS Neuron's own libraries:
//     transformers-neuronx's `sample()` runs the context-encoding network over the batch's
//     input_ids, then the token-generation network (aws-neuron/transformers-neuronx
//     src/transformers_neuronx/llama/model.py, sample/context; sampling.py, simple_sample),
//     and NxD Inference's `is_continuous_batching` "Defaults to false" (aws-neuron-sdk
//     libraries/nxd-inference/api-guides/api-guide.rst, "Continuous batching"); continuous
//     batching on Neuron devices is vLLM's Neuron backend (stack `vllm`).
//   decodeAttendsCompiledSequence: AWS Neuron: NxD Inference's `enable_bucketing` "Defaults to
//     false" (aws-neuron-sdk libraries/nxd-inference/api-guides/api-guide.rst, "Bucketing"),
//     one token-generation graph of the sequence length; transformers-neuronx buckets token
//     generation by default, powers of two from 128 to n_positions (src/transformers_neuronx/
//     bucket.py token_sizes; developer guide, "Token generation buckets ... determine the
//     attention lengths"), whose top bucket, (n_positions / 2, n_positions], holds the median
//     decode position of every request that fills n_positions (input + output / 2 >=
//     (input + output) / 2): the P50 step attends over n_positions. The compiled length is
//     taken as input + output, the smallest that serves the request ("Set n_positions ... at
//     least as large as the sum of expected input and output tokens", aws-neuron-samples
//     meta-llama-3-8b-sampling.ipynb).
//   cpuSixteenBitGemms: VectorUnits: llama.cpp, whose ggml CPU backend has AMX tile kernels
//     only for its quantised block types (ggml/src/ggml-cpu/amx/common.h,
//     qtype_has_amx_kernels: Q4_0, Q4_1, Q8_0, Q4_K, Q5_K, Q6_K, IQ4_XS; amx/mmq.cpp,
//     ggml_backend_amx_get_alloc_size: "for f16, bf16 we don't do packing"): F16/BF16 weights
//     take ggml's vec_dot and llamafile's tinyBLAS sgemm on AVX-512 (VDPBF16PS where
//     AVX512-BF16 exists), and its CPU flash attention is AVX code whatever the weights' type.
//     MatrixUnit: SGLang's CPU backend (sgl-kernel's CPU ops; Intel PyTorch team, LMSYS blog
//     2025-07-14: "The GEMM parts are computed by AMX", for BF16, INT8 and FP8 converted to
//     BF16, attention included), vLLM's CPU backend and PyTorch generate() with IPEX or
//     neural-speed (oneDNN's AMX kernels). The stacks that never run on a CPU (catalog
//     `software` lists) take MatrixUnit, which leaves the device as the catalog has it.
//   fp16WeightGemmsAccumulateFp16: llama.cpp's CUDA backend runs the cuBLAS GEMMs of F16
//     weights with CUBLAS_COMPUTE_16F on NVIDIA GPUs (ggml-org/llama.cpp 00108827,
//     ggml/src/ggml-cuda/ggml-cuda.cu: batched_mul_mat_traits<GGML_TYPE_F16>::compute_type;
//     prefer_f32_output, which switches to CUBLAS_COMPUTE_32F, only on Volta, RDNA4 and CDNA;
//     BF16 weights take CUBLAS_COMPUTE_32F, quantised weights its MMQ int8 kernels). vLLM,
//     SGLang (PyTorch's cuBLAS calls, CUBLAS_COMPUTE_32F) and TensorRT-LLM keep FP32
//     accumulation.
const std::vector<SoftwareStackInfo>& softwareStacks()
{
    using SR = SelectiveRecompute;
    using GP = StatedGradientPrecision;
    using PS = PrefillScheduling;
    using CG = CpuSixteenBitGemms;
    static const std::vector<SoftwareStackInfo> stacks = {
        {
            .stack = SoftwareStack::Auto,
            .name = "auto",
            .label = "Usual stack for the device",
            .training = true,   // listed first among both kinds' names (stackNames)
            .runsOn = {"", ""}, // resolved before it is asked (resolveStack)
            .withinOneHost = false,
            .efficiencyReference = false,
            .gathersPerLayer = false,
            .selectiveRecompute = SR::AttentionCore,
            .fullRecomputeStopsEarly = false,
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = false,
            .prefillScheduling = PS::Mixed,
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit,
            .fp16WeightGemmsAccumulateFp16 = false,
            .iterationTokenBudget = 0,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            // Megatron-LM, NeMo, Megatron-DeepSpeed's TP/PP core: 3D/4D parallelism.
            .stack = SoftwareStack::Megatron,
            .name = "megatron",
            .label = "Megatron-LM / NeMo",
            .training = true,
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on GPUs and accelerators "
                                              "(use maxtext on TPUs); %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = true, // the reference training stack
            .gathersPerLayer = false,    // gradients reduced once per step behind the last backward
            .selectiveRecompute = SR::AttentionCore, // --recompute-modules core_attn (default)
            .fullRecomputeStopsEarly = false, // its checkpoint function reruns the whole layer
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy, // main grads, dist_optimizer.md
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = false,
            .prefillScheduling = PS::Mixed,
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit,
            .fp16WeightGemmsAccumulateFp16 = false,
            .iterationTokenBudget = 0,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            // PyTorch FSDP/FSDP2: torchtitan, llm-foundry, fms-fsdp, HF accelerate.
            .stack = SoftwareStack::Fsdp,
            .name = "fsdp",
            .label = "PyTorch FSDP (torchtitan, llm-foundry)",
            .training = true,
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on GPUs, accelerators and "
                                              "CPUs (use maxtext on TPUs); %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = false,
            // Zhao et al. 2023, PyTorch FSDP, section 3.3: gathered before forward and
            // backward, reduce-scattered after backward, one layer prefetched.
            .gathersPerLayer = true,
            // torchtitan's per-op selective activation checkpointing, _apply_op_sac.
            .selectiveRecompute = SR::EveryOtherMatmul,
            // PyTorch's non-reentrant torch.utils.checkpoint, set_checkpoint_early_stop.
            .fullRecomputeStopsEarly = true,
            .trainingState = kFp32MasterState,
            .trainingStateFp16 = kFp32MasterState,
            // FSDP2 MixedPrecisionPolicy reduce_dtype (torchtitan mixed_precision_reduce).
            .statedGradientPrecision = GP::ReductionOnly,
            // FSDP1 SHARD_GRAD_OP / FSDP2 reshard_after_forward=False (Llama 3, Grattafiori et
            // al. 2024, section 3.3.2).
            .zero2KeepsGatheredCopy = true,
            .beamsSharePromptKv = false,
            .prefillScheduling = PS::Mixed,
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit,
            .fp16WeightGemmsAccumulateFp16 = false,
            .iterationTokenBudget = 0,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            // DeepSpeed ZeRO (with or without Megatron tensor parallelism).
            .stack = SoftwareStack::DeepSpeed,
            .name = "deepspeed",
            .label = "DeepSpeed (ZeRO, Megatron-DeepSpeed)",
            .training = true,
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on GPUs and accelerators "
                                              "(use maxtext on TPUs); %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = false,
            .gathersPerLayer = true, // ZeRO-3 gathers each layer's parameters as FSDP does
            .selectiveRecompute = SR::AttentionCore, // Megatron-DeepSpeed inherits Megatron's
            .fullRecomputeStopsEarly = false,
            .trainingState = kZeroState,
            .trainingStateFp16 = kZeroState,
            .statedGradientPrecision = GP::BufferAndReduction, // communication_data_type
            .zero2KeepsGatheredCopy = false, // 16-bit parameters, whole below stage 3
            .beamsSharePromptKv = false,
            .prefillScheduling = PS::Mixed,
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit,
            .fp16WeightGemmsAccumulateFp16 = false,
            .iterationTokenBudget = 0,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            // JAX/XLA (MaxText, Pax, T5X): GSPMD sharding, XLA-fused kernels.
            .stack = SoftwareStack::MaxText,
            .name = "maxtext",
            .label = "MaxText / JAX (XLA)",
            .training = true,
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on TPUs and NVIDIA GPUs; %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = false,
            .gathersPerLayer = false,
            .selectiveRecompute = SR::SaveMatmuls, // remat_policy "minimal"
            .fullRecomputeStopsEarly = false,
            .trainingState = kFp32MasterState, // weight_dtype float32
            .trainingStateFp16 = kFp32MasterState,
            .statedGradientPrecision = GP::ReductionOnly,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = false,
            .prefillScheduling = PS::Mixed,
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit,
            .fp16WeightGemmsAccumulateFp16 = false,
            .iterationTokenBudget = 0,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            .stack = SoftwareStack::TensorRtLlm,
            .name = "tensorrt-llm",
            .label = "TensorRT-LLM",
            .training = false,
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on NVIDIA GPUs only; %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = true, // the reference serving stack
            .gathersPerLayer = false,
            .selectiveRecompute = SR::AttentionCore,
            .fullRecomputeStopsEarly = false,
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = true,     // kvCacheManager.cpp, shareAmongBeams
            .prefillScheduling = PS::Mixed, // in-flight batching, chunked context
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit, // never on a CPU
            .fp16WeightGemmsAccumulateFp16 = false,
            // max_num_tokens, BuildConfig's default 8192 (tensorrt_llm/builder.py; trtllm-serve
            // keeps it: "8192 is default value in BuildConfig"): context and generation tokens
            // of one in-flight batch together.
            .iterationTokenBudget = 8192,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            .stack = SoftwareStack::Vllm,
            .name = "vllm",
            .label = "vLLM",
            .training = false,
            .runsOn = {AP_TEXT("ap::Problem",
                               "%3 %1 is not among the stacks the catalog lists for %2")},
            .withinOneHost = false,
            .efficiencyReference = false,
            .gathersPerLayer = false,
            .selectiveRecompute = SR::AttentionCore,
            .fullRecomputeStopsEarly = false,
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = true,     // block tables forked copy-on-write
            .prefillScheduling = PS::Mixed, // V1 scheduler, chunked prefill always on
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit, // oneDNN's AMX kernels
            .fp16WeightGemmsAccumulateFp16 = false,
            // max_num_batched_tokens, the OpenAI server's default on devices of 70 GiB or more
            // (vllm/engine/arg_utils.py, default_max_num_batched_tokens: OPENAI_API_SERVER 8192,
            // LLM_CLASS 16384; 2048 / 8192 on smaller GPUs): the V1 scheduler fills it with the
            // running decodes first, then prefill chunks (vllm/v1/core/sched/scheduler.py).
            .iterationTokenBudget = 8192,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            .stack = SoftwareStack::Sglang,
            .name = "sglang",
            .label = "SGLang",
            .training = false,
            // Intel's CPU backend (sgl-project/sglang docs/platforms/cpu_server.md: Xeon with
            // AMX) ran MLPerf v5.1 Llama 3.1 8B on Xeon 6980P.
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on NVIDIA and AMD GPUs "
                                              "and on CPUs; %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = false,
            .gathersPerLayer = false,
            .selectiveRecompute = SR::AttentionCore,
            .fullRecomputeStopsEarly = false,
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = true,        // radix cache
            .prefillScheduling = PS::Separate, // enable_mixed_chunk off
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit, // sgl-kernel's AMX GEMMs
            .fp16WeightGemmsAccumulateFp16 = false,
            // chunked_prefill_size on 35-160 GB devices (python/sglang/srt/server_args.py: 2048
            // below 35 GB, 16384 from 160 GB): it bounds a prefill pass, not the decode batch,
            // which runs in passes of its own (enable_mixed_chunk off).
            .iterationTokenBudget = 8192,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            .stack = SoftwareStack::JetStream,
            .name = "jetstream",
            .label = "JetStream (JAX)",
            .training = false,
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on TPUs only; %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = false,
            .gathersPerLayer = false,
            .selectiveRecompute = SR::AttentionCore,
            .fullRecomputeStopsEarly = false,
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = false,
            .prefillScheduling = PS::Separate, // separate jitted prefill and generate steps
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit, // never on a CPU
            .fp16WeightGemmsAccumulateFp16 = false,
            // prefill and generate are separate jitted steps (jetstream/core/orchestrator.py):
            // no pass mixes them under one budget.
            .iterationTokenBudget = 0,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            // AWS Neuron SDK (transformers-neuronx, NxD Inference, optimum-neuron).
            .stack = SoftwareStack::Neuron,
            .name = "neuron",
            .label = "AWS Neuron (NxD Inference)",
            .training = false,
            .runsOn = {AP_TEXT("ap::Problem",
                               "%3 %1 runs on AWS Trainium and Inferentia only; %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = false,
            .gathersPerLayer = false,
            .selectiveRecompute = SR::AttentionCore,
            .fullRecomputeStopsEarly = false,
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = false,
            .prefillScheduling = PS::Separate,     // context-encoding and token-generation graphs
            .batchesStatically = true,             // is_continuous_batching defaults to false
            .decodeAttendsCompiledSequence = true, // enable_bucketing defaults to false
            .cpuSixteenBitGemms = CG::MatrixUnit,  // never on a CPU
            .fp16WeightGemmsAccumulateFp16 = false,
            .iterationTokenBudget = 0,      // static batches
            .contextBuckets = true,         // NxDI generate_buckets, transformers-neuronx bucket.py
            .fusedPrefillFromTokens = 4096, // flash kernel from 4,096 tokens (software_stack.h)
        },
        {
            .stack = SoftwareStack::LlamaCpp,
            .name = "llama.cpp",
            .label = "llama.cpp",
            .training = false,
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on CPUs and GPUs; %2 is not one")},
            // One process on one host: tensor (row split) and pipeline (layer split) within the
            // host only, no parallelism across hosts.
            .withinOneHost = true,
            .efficiencyReference = false,
            .gathersPerLayer = false,
            .selectiveRecompute = SR::AttentionCore,
            .fullRecomputeStopsEarly = false,
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = true,     // KV cells carry several sequence ids
            .prefillScheduling = PS::Mixed, // server.cpp update_slots: one llama_batch
            .batchesStatically = false,
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::VectorUnits, // AMX only for quantised block types
            .fp16WeightGemmsAccumulateFp16 =
                true, // CUBLAS_COMPUTE_16F for F16 weights
                      // n_batch, the logical batch of one llama_decode call (common/common.h
                      // default 2048); the server adds every slot's sampled token and then prompt
                      // tokens to one llama_batch until it holds n_batch (tools/server/server.cpp,
                      // update_slots).
            .iterationTokenBudget = 2048,
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
        {
            // PyTorch generate() engines that batch statically (Hugging Face transformers,
            // IPEX's generate()). (Intel's neural-speed MLPerf v4.1 GPT-J code batches
            // continuously, Cont_batch_gen_scheduler::step, with per-beam KV copies that no
            // stack value has both of: its row keeps this stack, docs/model-accuracy.md.)
            .stack = SoftwareStack::Transformers,
            .name = "transformers",
            .label = "PyTorch generate (transformers, IPEX)",
            .training = false,
            .runsOn = {AP_TEXT("ap::Problem", "%3 %1 runs on CPUs and GPUs; %2 is not one")},
            .withinOneHost = false,
            .efficiencyReference = false,
            .gathersPerLayer = false,
            .selectiveRecompute = SR::AttentionCore,
            .fullRecomputeStopsEarly = false,
            .trainingState = kMegatronState,
            .trainingStateFp16 = kMegatronFp16State,
            .statedGradientPrecision = GP::BufferAndOptimizerCopy,
            .zero2KeepsGatheredCopy = false,
            .beamsSharePromptKv = false,       // inputs expanded to batch x beams
            .prefillScheduling = PS::Separate, // the batch prefilled before it decodes
            .batchesStatically = true,         // generate(): one batch, prefilled, decoded
            .decodeAttendsCompiledSequence = false,
            .cpuSixteenBitGemms = CG::MatrixUnit, // IPEX / neural-speed oneDNN AMX kernels
            .fp16WeightGemmsAccumulateFp16 = false,
            .iterationTokenBudget = 0, // static batches
            .contextBuckets = false,
            .fusedPrefillFromTokens = 0,
        },
    };
    return stacks;
}

const SoftwareStackInfo& stackInfo(SoftwareStack s)
{
    // The table is in the enum's order (tst_software_stack::rowsAreComplete).
    return softwareStacks()[static_cast<std::size_t>(s)];
}

bool isEfficiencyReference(std::string_view name)
{
    const auto stack = parseStack(name);
    return stack && stackInfo(*stack).efficiencyReference;
}

double contextEncodingTokens(SoftwareStack stack, double promptTokens, double compiledSequence)
{
    if (!stackInfo(stack).contextBuckets || !(promptTokens > 0) ||
        !(compiledSequence > promptTokens))
        return promptTokens;
    // generate_buckets(128, max): powers of two from 128 below 2^round(log2(max)), then max.
    const double top = std::round(std::log2(compiledSequence));
    for (double i = 7; i < top; ++i)
        if (std::exp2(i) >= promptTokens)
            return std::exp2(i);
    return compiledSequence;
}

bool prefillAttentionMaterialized(SoftwareStack stack, double contextTokens)
{
    const double from = stackInfo(stack).fusedPrefillFromTokens;
    return from > 0 && contextTokens < from;
}

std::vector<std::string> stackProperties(const SoftwareStackInfo& i)
{
    std::vector<std::string> out;
    const auto add = [&](std::string_view key, std::string_view value) {
        out.push_back(std::string(key) + ": " + std::string(value));
    };
    const auto yes = [](bool b) { return b ? std::string_view("yes") : std::string_view("no"); };
    add("within one host", yes(i.withinOneHost));
    add("efficiency reference", yes(i.efficiencyReference));
    const bool autoRow = i.stack == SoftwareStack::Auto;
    if (i.training || autoRow) {
        add("gathers per layer at zero_stage 3", yes(i.gathersPerLayer));
        add("selective recompute", selectiveRecomputeName(i.selectiveRecompute));
        add("full recompute stops early", yes(i.fullRecomputeStopsEarly));
        const auto state = [](const TrainingStateBytes& b) {
            // Shortest round-trip spelling, whatever the process's locale.
            const auto number = [](double v) {
                char text[32];
                const auto r = std::to_chars(text, text + sizeof text, v);
                return std::string(text, r.ptr);
            };
            return number(b.weightsPerParam) + " + " + number(b.gradientsPerParam) + " + " +
                   number(b.optimizerPerParam) + " bytes per parameter, reduced in " +
                   number(b.gradReducePerParam);
        };
        add("training state", state(i.trainingState));
        add("training state with fp16 parameters", state(i.trainingStateFp16));
        add("a stated gradient_precision sets",
            i.statedGradientPrecision == StatedGradientPrecision::ReductionOnly ? "the reduction"
            : i.statedGradientPrecision == StatedGradientPrecision::BufferAndReduction
                ? "the buffer and the reduction"
                : "the buffer, the reduction and the optimizer's fp32 copy");
        add("zero_stage 2 keeps the gathered 16-bit copy", yes(i.zero2KeepsGatheredCopy));
    }
    if (!i.training || autoRow) {
        add("beams share the prompt's KV cache", yes(i.beamsSharePromptKv));
        add("prefill scheduling", prefillSchedulingName(i.prefillScheduling));
        add("static batches", yes(i.batchesStatically));
        add("decode attends over the compiled sequence", yes(i.decodeAttendsCompiledSequence));
        add("16-bit GEMMs on a CPU with a matrix unit",
            i.cpuSixteenBitGemms == CpuSixteenBitGemms::VectorUnits ? "vector units"
                                                                    : "matrix unit");
        add("fp16 weights' GEMMs accumulate in fp16 on GPUs", yes(i.fp16WeightGemmsAccumulateFp16));
        add("tokens per forward pass at most",
            i.iterationTokenBudget > 0 ? std::to_string(std::lround(i.iterationTokenBudget))
                                       : std::string("no token budget"));
        add("prompts padded to their context-encoding bucket", yes(i.contextBuckets));
        add("prefill attention fused from tokens",
            i.fusedPrefillFromTokens > 0 ? std::to_string(std::lround(i.fusedPrefillFromTokens))
                                         : std::string("always"));
    }
    return out;
}

std::string_view stackName(SoftwareStack s)
{
    return stackInfo(s).name;
}

std::optional<SoftwareStack> parseStack(std::string_view name)
{
    for (const SoftwareStackInfo& i : softwareStacks())
        if (i.name == name)
            return i.stack;
    return std::nullopt;
}

std::vector<std::string> stackNames(bool training)
{
    std::vector<std::string> names;
    for (const SoftwareStackInfo& i : softwareStacks())
        if (i.stack == SoftwareStack::Auto || i.training == training)
            names.emplace_back(i.name);
    return names;
}

const std::vector<std::string>& stacksOn(const Device& d, bool training)
{
    if (d.software) {
        const auto& stated = training ? d.software->trainingStacks : d.software->servingStacks;
        if (!stated.empty())
            return stated;
    }
    // A device whose catalog entry does not say: what runs on every device of its kind,
    // whoever makes it.
    using List = std::vector<std::string>;
    static const List gpuTraining{"megatron", "deepspeed", "fsdp"};
    static const List gpuServing{"vllm", "sglang", "llama.cpp", "transformers"};
    static const List tpuTraining{"maxtext"};
    static const List tpuServing{"jetstream", "vllm"};
    static const List acceleratorServing{"vllm"};
    static const List cpuTraining{"fsdp"};
    static const List cpuServing{"llama.cpp", "vllm", "sglang", "transformers"};
    switch (d.kind) {
    case DeviceKind::Gpu:
        return training ? gpuTraining : gpuServing;
    case DeviceKind::Tpu:
        return training ? tpuTraining : tpuServing;
    case DeviceKind::Accelerator:
        return training ? gpuTraining : acceleratorServing;
    case DeviceKind::Cpu:
        break;
    }
    return training ? cpuTraining : cpuServing;
}

bool runsOn(SoftwareStack stack, const Device& d)
{
    const auto& names = stacksOn(d, stackInfo(stack).training);
    return std::find(names.begin(), names.end(), stackName(stack)) != names.end();
}

SoftwareStack resolveStack(SoftwareStack requested, const Device& d, bool training)
{
    if (requested != SoftwareStack::Auto)
        return requested;
    // The first stack the device's catalog entry lists (catalog `software`).
    return *parseStack(stacksOn(d, training).front());
}

std::optional<Message> stackProblem(SoftwareStack stack, const Device& d, const Cluster& c)
{
    const SoftwareStackInfo& info = stackInfo(stack);
    const std::string name(info.name);
    if (stack != SoftwareStack::Auto && !runsOn(stack, d))
        // Whether the stack runs is the catalog's (`software`); the row's sentence says where
        // the stack runs in general.
        return Message(info.runsOn.context, info.runsOn.text,
                       {msg::text(name), msg::text(d.id), msg::field("workload.software_stack")});
    if (!info.withinOneHost)
        return std::nullopt;
    const int perHost = d.hostDevices();
    const long long group =
        (long long)c.parallelism.tensor * c.parallelism.pipeline * c.parallelism.context;
    if (group > perHost)
        return Message(AP_TEXT("ap::Problem", "%4 %5 splits a model only within one host "
                                              "(%1 %2 per host), not across %3 devices: use vllm "
                                              "or sglang, or fewer devices per replica"),
                       {msg::count(perHost), msg::text(d.id), msg::count(double(group)),
                        msg::field("workload.software_stack", "software_stack"), msg::text(name)});
    return std::nullopt;
}

double selectiveRecomputePasses(SelectiveRecompute kind)
{
    return kind == SelectiveRecompute::EveryOtherMatmul ? 0.5 : 0.0;
}

std::string_view selectiveRecomputeName(SelectiveRecompute s)
{
    switch (s) {
    case SelectiveRecompute::SaveMatmuls:
        return "matmul_outputs";
    case SelectiveRecompute::EveryOtherMatmul:
        return "every_other_matmul";
    case SelectiveRecompute::AttentionCore:
        break;
    }
    return "attention_core";
}

std::optional<SelectiveRecompute> parseSelectiveRecompute(std::string_view name)
{
    for (const SelectiveRecompute s :
         {SelectiveRecompute::AttentionCore, SelectiveRecompute::SaveMatmuls,
          SelectiveRecompute::EveryOtherMatmul})
        if (selectiveRecomputeName(s) == name)
            return s;
    return std::nullopt;
}

std::string_view prefillSchedulingName(PrefillScheduling p)
{
    switch (p) {
    case PrefillScheduling::Separate:
        return "separate";
    case PrefillScheduling::Disaggregated:
        return "disaggregated";
    case PrefillScheduling::Mixed:
        break;
    }
    return "mixed";
}

} // namespace ap
