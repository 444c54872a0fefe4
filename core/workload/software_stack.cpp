#include "workload/software_stack.h"

#include "hardware/device.h"
#include "project/project.h"

#include <algorithm>

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
         "static-shape continuous batching on Inferentia and Trainium only"},
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

namespace {

bool isNeuron(const Device& d)
{
    return d.architecture.starts_with("trainium") || d.architecture.starts_with("inferentia");
}

bool isNvidiaGpu(const Device& d)
{
    return d.kind == DeviceKind::Gpu && d.vendor == "NVIDIA";
}

} // namespace

SoftwareStack resolveStack(SoftwareStack requested, const Device& d, bool training)
{
    if (requested != SoftwareStack::Auto)
        return requested;
    if (training) {
        if (d.kind == DeviceKind::Tpu)
            return SoftwareStack::MaxText;
        if (d.kind == DeviceKind::Accelerator && d.vendor == "Intel")
            return SoftwareStack::DeepSpeed; // Intel Gaudi's Megatron-DeepSpeed fork
        if (d.kind == DeviceKind::Cpu)
            return SoftwareStack::Fsdp; // plain PyTorch (DDP/FSDP over gloo) runs on CPUs
        return SoftwareStack::Megatron;
    }
    if (d.kind == DeviceKind::Tpu)
        return SoftwareStack::JetStream;
    if (isNeuron(d))
        return SoftwareStack::Neuron;
    if (d.kind == DeviceKind::Cpu)
        return SoftwareStack::LlamaCpp;
    if (isNvidiaGpu(d))
        return SoftwareStack::TensorRtLlm;
    return SoftwareStack::Vllm; // AMD GPUs, Gaudi, other accelerators
}

std::optional<Message> stackProblem(SoftwareStack stack, const Device& d, const Cluster& c)
{
    const std::string name(stackName(stack));
    // `why` is a whole sentence template: %1 the stack, %2 the device.
    auto refuse = [&](const char* context, const char* why) {
        return std::optional<Message>(Message(context, why, {msg::text(name), msg::text(d.id)}));
    };
    switch (stack) {
    case SoftwareStack::Auto:
    case SoftwareStack::Vllm:
        return std::nullopt;
    case SoftwareStack::Megatron:
    case SoftwareStack::DeepSpeed:
        if (d.kind == DeviceKind::Tpu || d.kind == DeviceKind::Cpu)
            return refuse(AP_TEXT("ap::Problem", "software_stack %1 runs on GPUs and accelerators "
                                                 "(use maxtext on TPUs); %2 is not one"));
        return std::nullopt;
    case SoftwareStack::Fsdp:
        if (d.kind == DeviceKind::Tpu)
            return refuse(AP_TEXT("ap::Problem", "software_stack %1 runs on GPUs, accelerators and "
                                                 "CPUs (use maxtext on TPUs); %2 is not one"));
        return std::nullopt;
    case SoftwareStack::MaxText:
        if (d.kind != DeviceKind::Tpu && !isNvidiaGpu(d))
            return refuse(AP_TEXT("ap::Problem",
                                  "software_stack %1 runs on TPUs and NVIDIA GPUs; %2 is not one"));
        return std::nullopt;
    case SoftwareStack::TensorRtLlm:
        if (!isNvidiaGpu(d))
            return refuse(AP_TEXT("ap::Problem",
                                  "software_stack %1 runs on NVIDIA GPUs only; %2 is not one"));
        return std::nullopt;
    case SoftwareStack::Sglang:
        // Intel's CPU backend (sgl-project/sglang docs/platforms/cpu_server.md: Xeon with AMX)
        // ran MLPerf v5.1 Llama 3.1 8B on Xeon 6980P.
        if (d.kind != DeviceKind::Gpu && d.kind != DeviceKind::Cpu)
            return refuse(AP_TEXT("ap::Problem", "software_stack %1 runs on NVIDIA and AMD GPUs "
                                                 "and on CPUs; %2 is not one"));
        return std::nullopt;
    case SoftwareStack::Transformers:
        if (d.kind != DeviceKind::Gpu && d.kind != DeviceKind::Cpu)
            return refuse(
                AP_TEXT("ap::Problem", "software_stack %1 runs on CPUs and GPUs; %2 is not one"));
        return std::nullopt;
    case SoftwareStack::JetStream:
        if (d.kind != DeviceKind::Tpu)
            return refuse(
                AP_TEXT("ap::Problem", "software_stack %1 runs on TPUs only; %2 is not one"));
        return std::nullopt;
    case SoftwareStack::Neuron:
        if (!isNeuron(d))
            return refuse(AP_TEXT(
                "ap::Problem",
                "software_stack %1 runs on AWS Trainium and Inferentia only; %2 is not one"));
        return std::nullopt;
    case SoftwareStack::LlamaCpp: {
        if (d.kind == DeviceKind::Tpu || isNeuron(d) || d.kind == DeviceKind::Accelerator)
            return refuse(
                AP_TEXT("ap::Problem", "software_stack %1 runs on CPUs and GPUs; %2 is not one"));
        const int perHost = d.hostDevices();
        const long long group =
            (long long)c.parallelism.tensor * c.parallelism.pipeline * c.parallelism.context;
        if (group > perHost)
            return Message(AP_TEXT("ap::Problem",
                                   "software_stack llama.cpp splits a model only within one host "
                                   "(%1 %2 per host), not across %3 devices: use vllm or sglang, "
                                   "or fewer devices per replica"),
                           {msg::count(perHost), msg::text(d.id), msg::count(double(group))});
        return std::nullopt;
    }
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
