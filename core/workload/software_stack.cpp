#include "workload/software_stack.h"
#include "workload/context_encoding.h"

#include "common/field_key.h"
#include "hardware/device.h"
#include "project/project.h"

#include <algorithm>
#include <cmath>

namespace ap {

const std::vector<SoftwareStackInfo>& softwareStacks()
{
    static const std::vector<SoftwareStackInfo> stacks = {
        {SoftwareStack::Auto, "auto", "Usual stack for the device", true,
         "the stack usually run on the device (see the README's software-stack table)"},
        {SoftwareStack::Megatron, "megatron", "Megatron-LM / NeMo", true,
         "tensor, pipeline (interleaved), context and expert parallelism; distributed optimizer; "
         "gradients reduced once per step behind the last backward; selective recompute = "
         "attention core"},
        {SoftwareStack::Fsdp, "fsdp", "PyTorch FSDP (torchtitan, llm-foundry)", true,
         "ZeRO-3-style sharding: each layer's parameters all-gathered before its forward and "
         "backward and its gradients reduce-scattered, every micro-batch, prefetched one layer "
         "ahead; selective recompute = every other layer or matmul (half a forward); full "
         "recompute stops early (PyTorch non-reentrant checkpoint): the MLP down-projection is "
         "not rerun"},
        {SoftwareStack::DeepSpeed, "deepspeed", "DeepSpeed (ZeRO, Megatron-DeepSpeed)", true,
         "ZeRO stages 1-3 (stage 3 gathers per layer like FSDP) with Megatron tensor and "
         "pipeline parallelism"},
        {SoftwareStack::MaxText, "maxtext", "MaxText / JAX (XLA)", true,
         "GSPMD sharding (FSDP-style axis plus tensor/expert/sequence axes), XLA-fused kernels; "
         "TPUs and NVIDIA GPUs"},
        {SoftwareStack::TensorRtLlm, "tensorrt-llm", "TensorRT-LLM", false,
         "in-flight batching, paged KV cache, FP8/FP4 kernels; NVIDIA GPUs only"},
        {SoftwareStack::Vllm, "vllm", "vLLM", false,
         "continuous batching with paged attention; GPUs, TPUs, Gaudi, Neuron and CPUs"},
        {SoftwareStack::Sglang, "sglang", "SGLang", false,
         "continuous batching with radix-tree prefix caching, prefill in its own forward pass "
         "(enable_mixed_chunk off); NVIDIA and AMD GPUs and CPUs (Intel's CPU backend)"},
        {SoftwareStack::JetStream, "jetstream", "JetStream (JAX)", false,
         "continuous batching on TPUs; TPUs only"},
        {SoftwareStack::Neuron, "neuron", "AWS Neuron (NxD Inference)", false,
         "static batches, as transformers-neuronx sample() and NxD Inference without "
         "is_continuous_batching run them: a batch is prefilled, then decoded to its end; "
         "prompts padded to their power-of-two context-encoding bucket, the attention of "
         "buckets under 4,096 tokens materialised; Inferentia and Trainium only (continuous "
         "batching there: vllm)"},
        {SoftwareStack::LlamaCpp, "llama.cpp", "llama.cpp", false,
         "one process on one host: tensor (row split) and pipeline (layer split) within the "
         "host only, no parallelism across hosts"},
        {SoftwareStack::Transformers, "transformers", "PyTorch generate (transformers, IPEX)",
         false,
         "static batches: a batch is prefilled, then decoded to its end; the prompt's KV cache "
         "copied per beam; GPUs and CPUs"},
    };
    return stacks;
}

const SoftwareStackInfo& stackInfo(SoftwareStack s)
{
    for (const SoftwareStackInfo& i : softwareStacks())
        if (i.stack == s)
            return i;
    return softwareStacks().front();
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
    const std::string name(stackName(stack));
    // `why` is a whole sentence template: %1 the stack, %2 the device. Whether the stack runs
    // is the catalog's (`software`); the sentence says where the stack runs in general.
    auto refuse = [&](const char* context, const char* why) {
        return std::optional<Message>(
            Message(context, why,
                    {msg::text(name), msg::text(d.id), msg::field("workload.software_stack")}));
    };
    if (stack == SoftwareStack::Auto || runsOn(stack, d)) {
        if (stack != SoftwareStack::LlamaCpp)
            return std::nullopt;
        const int perHost = d.hostDevices();
        const long long group =
            (long long)c.parallelism.tensor * c.parallelism.pipeline * c.parallelism.context;
        if (group > perHost)
            return Message(AP_TEXT("ap::Problem",
                                   "%4 llama.cpp splits a model only within one host "
                                   "(%1 %2 per host), not across %3 devices: use vllm or sglang, "
                                   "or fewer devices per replica"),
                           {msg::count(perHost), msg::text(d.id), msg::count(double(group)),
                            msg::field("workload.software_stack", "software_stack")});
        return std::nullopt;
    }
    switch (stack) {
    case SoftwareStack::Auto:
        break;
    case SoftwareStack::Megatron:
    case SoftwareStack::DeepSpeed:
        return refuse(AP_TEXT("ap::Problem", "%3 %1 runs on GPUs and accelerators "
                                             "(use maxtext on TPUs); %2 is not one"));
    case SoftwareStack::Fsdp:
        return refuse(AP_TEXT("ap::Problem", "%3 %1 runs on GPUs, accelerators and "
                                             "CPUs (use maxtext on TPUs); %2 is not one"));
    case SoftwareStack::MaxText:
        return refuse(AP_TEXT("ap::Problem", "%3 %1 runs on TPUs and NVIDIA GPUs; %2 is not one"));
    case SoftwareStack::TensorRtLlm:
        return refuse(AP_TEXT("ap::Problem", "%3 %1 runs on NVIDIA GPUs only; %2 is not one"));
    case SoftwareStack::Vllm:
        return refuse(
            AP_TEXT("ap::Problem", "%3 %1 is not among the stacks the catalog lists for %2"));
    case SoftwareStack::Sglang:
        // Intel's CPU backend (sgl-project/sglang docs/platforms/cpu_server.md: Xeon with AMX)
        // ran MLPerf v5.1 Llama 3.1 8B on Xeon 6980P.
        return refuse(AP_TEXT("ap::Problem", "%3 %1 runs on NVIDIA and AMD GPUs "
                                             "and on CPUs; %2 is not one"));
    case SoftwareStack::Transformers:
    case SoftwareStack::LlamaCpp:
        return refuse(AP_TEXT("ap::Problem", "%3 %1 runs on CPUs and GPUs; %2 is not one"));
    case SoftwareStack::JetStream:
        return refuse(AP_TEXT("ap::Problem", "%3 %1 runs on TPUs only; %2 is not one"));
    case SoftwareStack::Neuron:
        return refuse(AP_TEXT("ap::Problem",
                              "%3 %1 runs on AWS Trainium and Inferentia only; %2 is not one"));
    }
    return std::nullopt;
}

bool gathersPerLayer(SoftwareStack stack)
{
    return stack == SoftwareStack::Fsdp || stack == SoftwareStack::DeepSpeed;
}

double selectiveRecomputePasses(SelectiveRecompute kind)
{
    return kind == SelectiveRecompute::EveryOtherMatmul ? 0.5 : 0.0;
}

SelectiveRecompute selectiveRecomputeKind(SoftwareStack stack)
{
    switch (stack) {
    case SoftwareStack::Fsdp:
        return SelectiveRecompute::EveryOtherMatmul;
    case SoftwareStack::MaxText:
        return SelectiveRecompute::SaveMatmuls;
    default:
        return SelectiveRecompute::AttentionCore;
    }
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

TrainingStateBytes trainingStateBytes(SoftwareStack stack, bool fp16Params)
{
    switch (stack) {
    case SoftwareStack::Fsdp:
    case SoftwareStack::MaxText:
        // fp32 parameters (the master), fp32 gradients reduced in fp32, Adam m and v.
        return {4.0, 4.0, 8.0, 4.0, 0.0};
    case SoftwareStack::DeepSpeed:
        return {2.0, 2.0, 12.0, 2.0, 2.0};
    default:
        // Megatron: bf16 params, fp32 main grads (reduced in fp32); fp16: fp16 grads and an
        // fp32 gradient copy in the optimizer (dist_optimizer.md: 4 + 16/d).
        return fp16Params ? TrainingStateBytes{2.0, 2.0, 16.0, 2.0, 2.0}
                          : TrainingStateBytes{2.0, 4.0, 12.0, 4.0, 2.0};
    }
}

bool beamsSharePromptKv(SoftwareStack stack)
{
    return stack == SoftwareStack::TensorRtLlm || stack == SoftwareStack::Vllm ||
           stack == SoftwareStack::Sglang || stack == SoftwareStack::LlamaCpp;
}

PrefillScheduling prefillScheduling(SoftwareStack stack)
{
    switch (stack) {
    case SoftwareStack::Sglang:
    case SoftwareStack::JetStream:
    case SoftwareStack::Neuron:
    case SoftwareStack::Transformers:
        return PrefillScheduling::Separate;
    default:
        return PrefillScheduling::Mixed;
    }
}

bool batchesStatically(SoftwareStack stack)
{
    switch (stack) {
    case SoftwareStack::Neuron:
    case SoftwareStack::Transformers:
        return true;
    case SoftwareStack::Auto:
    case SoftwareStack::Megatron:
    case SoftwareStack::Fsdp:
    case SoftwareStack::DeepSpeed:
    case SoftwareStack::MaxText:
    case SoftwareStack::TensorRtLlm:
    case SoftwareStack::Vllm:
    case SoftwareStack::Sglang:
    case SoftwareStack::JetStream:
    case SoftwareStack::LlamaCpp:
        break;
    }
    return false;
}

bool decodeAttendsCompiledSequence(SoftwareStack stack)
{
    return stack == SoftwareStack::Neuron;
}

const ContextEncoding& contextEncoding(SoftwareStack stack)
{
    // The stacks whose context encoding is not the default (ContextEncoding{}): Neuron's
    // buckets and its 4,096-token flash threshold (context_encoding.h).
    static const std::vector<std::pair<SoftwareStack, ContextEncoding>> table = {
        {SoftwareStack::Neuron, {true, 4096}},
    };
    static const ContextEncoding none;
    for (const auto& [s, e] : table)
        if (s == stack)
            return e;
    return none;
}

double contextEncodingTokens(SoftwareStack stack, double promptTokens, double compiledSequence)
{
    if (!contextEncoding(stack).contextBuckets || !(promptTokens > 0) ||
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
    const double from = contextEncoding(stack).fusedPrefillFromTokens;
    return from > 0 && contextTokens < from;
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
