// The software-stack table (workload/software_stack.cpp): one row per stack, every property a
// column. Each row is complete, in the enum's order, and holds what docs/model-accuracy.md's
// "Software stacks" table cites of it; the refusals read the row.
#include "common/message.h"
#include "perf/cpu_kernels.h"
#include "project/project.h"
#include "test_context.h"
#include "workload/software_stack.h"

#include <QtTest>

#include <set>
#include <string>

using namespace ap;

class TestSoftwareStack : public QObject {
    Q_OBJECT

private slots:
    void rowsAreComplete();
    void docsCitedPropertiesHold();
    void trainingStatesAreTheSourcesBytes();
    void refusalsReadTheRow();
};

void TestSoftwareStack::rowsAreComplete()
{
    const auto& rows = softwareStacks();
    QCOMPARE(rows.size(), std::size_t(SoftwareStack::Transformers) + 1);
    std::set<std::string> names;
    std::size_t trainingProperties = 0, servingProperties = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const SoftwareStackInfo& r = rows[i];
        const QString name = QString::fromUtf8(r.name.data(), qsizetype(r.name.size()));
        // stackInfo indexes the table by the enum.
        QCOMPARE(std::size_t(r.stack), i);
        QCOMPARE(&stackInfo(r.stack), &r);
        QVERIFY2(!r.name.empty() && !r.label.empty(), qPrintable(name));
        QVERIFY2(names.insert(std::string(r.name)).second, qPrintable(name));
        QCOMPARE(parseStack(r.name), std::optional<SoftwareStack>(r.stack));
        // A prefill pool of its own is a deployment's choice, never a stack's.
        QVERIFY(r.prefillScheduling != PrefillScheduling::Disaggregated);
        for (const TrainingStateBytes& s : {r.trainingState, r.trainingStateFp16})
            QVERIFY2(s.weightsPerParam > 0 && s.gradientsPerParam > 0 && s.optimizerPerParam > 0 &&
                         s.gradReducePerParam > 0,
                     qPrintable(name));
        const std::vector<std::string> properties = stackProperties(r);
        QVERIFY(std::set<std::string>(properties.begin(), properties.end()).size() ==
                properties.size());
        if (r.stack == SoftwareStack::Auto)
            continue;
        // Every stack but auto (resolved before it is asked) has its "runs on" refusal: the
        // stack, the device and the field.
        QVERIFY2(r.runsOn.context && std::string(r.runsOn.context) == "ap::Problem",
                 qPrintable(name));
        const std::string runsOn = r.runsOn.text ? r.runsOn.text : "";
        QVERIFY2(runsOn.find("%1") != std::string::npos && runsOn.find("%2") != std::string::npos &&
                     runsOn.find("%3") != std::string::npos,
                 qPrintable(name));
        // A listing prints the same properties for every stack of a kind.
        std::size_t& count = r.training ? trainingProperties : servingProperties;
        if (count == 0)
            count = properties.size();
        QCOMPARE(properties.size(), count);
    }
    QVERIFY(trainingProperties > 2 && servingProperties > 2);
}

void TestSoftwareStack::docsCitedPropertiesHold()
{
    using S = SoftwareStack;
    // Reference stacks (efficiency x1): megatron and tensorrt-llm only.
    for (const SoftwareStackInfo& r : softwareStacks())
        QCOMPARE(r.efficiencyReference, r.stack == S::Megatron || r.stack == S::TensorRtLlm);
    QVERIFY(isEfficiencyReference("megatron") && isEfficiencyReference("tensorrt-llm"));
    QVERIFY(!isEfficiencyReference("vllm") && !isEfficiencyReference("nonsense"));
    // Training: FSDP and DeepSpeed ZeRO-3 gather per layer, Megatron and MaxText do not.
    QVERIFY(gathersPerLayer(S::Fsdp) && gathersPerLayer(S::DeepSpeed));
    QVERIFY(!gathersPerLayer(S::Megatron) && !gathersPerLayer(S::MaxText));
    QCOMPARE(selectiveRecomputeKind(S::Megatron), SelectiveRecompute::AttentionCore);
    QCOMPARE(selectiveRecomputeKind(S::DeepSpeed), SelectiveRecompute::AttentionCore);
    QCOMPARE(selectiveRecomputeKind(S::Fsdp), SelectiveRecompute::EveryOtherMatmul);
    QCOMPARE(selectiveRecomputeKind(S::MaxText), SelectiveRecompute::SaveMatmuls);
    QVERIFY(stackInfo(S::Fsdp).fullRecomputeStopsEarly);
    QVERIFY(!stackInfo(S::Megatron).fullRecomputeStopsEarly);
    QVERIFY(stackInfo(S::Fsdp).zero2KeepsGatheredCopy);
    QCOMPARE(stackInfo(S::Fsdp).statedGradientPrecision, StatedGradientPrecision::ReductionOnly);
    QCOMPARE(stackInfo(S::DeepSpeed).statedGradientPrecision,
             StatedGradientPrecision::BufferAndReduction);
    QCOMPARE(stackInfo(S::Megatron).statedGradientPrecision,
             StatedGradientPrecision::BufferAndOptimizerCopy);
    // Serving: prefill mixed into decode (TensorRT-LLM, vLLM, llama.cpp) or its own pass
    // (SGLang, JetStream, Neuron, transformers).
    for (const S s : {S::TensorRtLlm, S::Vllm, S::LlamaCpp})
        QCOMPARE(prefillScheduling(s), PrefillScheduling::Mixed);
    for (const S s : {S::Sglang, S::JetStream, S::Neuron, S::Transformers})
        QCOMPARE(prefillScheduling(s), PrefillScheduling::Separate);
    // Static batches: Neuron and transformers only; Neuron's decode attends the compiled
    // sequence.
    for (const SoftwareStackInfo& r : softwareStacks()) {
        QCOMPARE(batchesStatically(r.stack), r.stack == S::Neuron || r.stack == S::Transformers);
        QCOMPARE(decodeAttendsCompiledSequence(r.stack), r.stack == S::Neuron);
        QCOMPARE(r.withinOneHost, r.stack == S::LlamaCpp);
        QCOMPARE(r.fp16WeightGemmsAccumulateFp16, r.stack == S::LlamaCpp);
    }
    // Paged caches share the prompt's KV among beams; transformers copies it per beam.
    for (const S s : {S::TensorRtLlm, S::Vllm, S::Sglang, S::LlamaCpp})
        QVERIFY(beamsSharePromptKv(s));
    QVERIFY(!beamsSharePromptKv(S::Transformers));
    // llama.cpp's 16-bit GEMMs run on a CPU's vector units, SGLang's on its matrix unit.
    QCOMPARE(cpuSixteenBitGemms(S::LlamaCpp), CpuSixteenBitGemms::VectorUnits);
    QCOMPARE(cpuSixteenBitGemms(S::Sglang), CpuSixteenBitGemms::MatrixUnit);
}

void TestSoftwareStack::trainingStatesAreTheSourcesBytes()
{
    using S = SoftwareStack;
    // Megatron-Core dist_optimizer.md, "Data flow": bf16 params / fp32 grads 6 + 12/d bytes per
    // parameter, fp16 params / fp16 grads 4 + 16/d.
    const TrainingStateBytes bf16 = trainingStateBytes(S::Megatron, false);
    QCOMPARE(bf16.weightsPerParam + bf16.gradientsPerParam, 6.0);
    QCOMPARE(bf16.optimizerPerParam, 12.0);
    const TrainingStateBytes fp16 = trainingStateBytes(S::Megatron, true);
    QCOMPARE(fp16.weightsPerParam + fp16.gradientsPerParam, 4.0);
    QCOMPARE(fp16.optimizerPerParam, 16.0);
    // The ZeRO paper's 2 + 2 + 12 (Rajbhandari et al. 2020, section 3.1).
    const TrainingStateBytes zero = trainingStateBytes(S::DeepSpeed, false);
    QCOMPARE(zero.weightsPerParam + zero.gradientsPerParam + zero.optimizerPerParam, 16.0);
    // An fp32 master with fp32 gradients and Adam's two fp32 moments: 4 + 4 + 8.
    for (const S s : {S::Fsdp, S::MaxText}) {
        const TrainingStateBytes b = trainingStateBytes(s, false);
        QCOMPARE(b.weightsPerParam + b.gradientsPerParam + b.optimizerPerParam, 16.0);
        QCOMPARE(b.gradReducePerParam, 4.0);
    }
}

void TestSoftwareStack::refusalsReadTheRow()
{
    const Catalog& catalog = shippedData().catalog();
    const Device& h100 = catalog.at("nvidia-h100-sxm5-80gb", "cluster.device");
    Cluster one;
    one.deviceId = h100.id;
    // Not among the stacks the catalog lists for an H100: the row's sentence.
    const auto jetstream = stackProblem(SoftwareStack::JetStream, h100, one);
    QVERIFY(jetstream);
    QCOMPARE(jetstream->english(),
             std::string("software_stack jetstream runs on TPUs only; nvidia-h100-sxm5-80gb is "
                         "not one"));
    QVERIFY(!stackProblem(SoftwareStack::TensorRtLlm, h100, one));
    QVERIFY(!stackProblem(SoftwareStack::Auto, h100, one));
    // A stack that runs within one host: a replica wider than the host is refused, naming it.
    Cluster wide = one;
    wide.count = 2 * h100.hostDevices();
    wide.parallelism.tensor = h100.hostDevices();
    wide.parallelism.pipeline = 2;
    QVERIFY(!stackProblem(SoftwareStack::LlamaCpp, h100, one));
    const auto llama = stackProblem(SoftwareStack::LlamaCpp, h100, wide);
    QVERIFY(llama);
    QVERIFY2(llama->english().find("llama.cpp splits a model only within one host") !=
                 std::string::npos,
             llama->english().c_str());
    QVERIFY(!stackProblem(SoftwareStack::Vllm, h100, wide));
}

QTEST_GUILESS_MAIN(TestSoftwareStack)
#include "tst_software_stack.moc"
