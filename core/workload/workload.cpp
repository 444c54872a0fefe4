#include "workload/workload.h"

#include <algorithm>
#include <cmath>

namespace ap {

std::string_view recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

std::string_view attentionKernelName(AttentionKernel a)
{
    switch (a) {
    case AttentionKernel::Flash:
        return "flash";
    case AttentionKernel::Flash2:
        return "flash2";
    case AttentionKernel::Flash1:
        return "flash1";
    case AttentionKernel::Materialized:
        return "materialized";
    }
    return "flash";
}

std::string_view pipelineScheduleName(PipelineSchedule s)
{
    return s == PipelineSchedule::DualPipe ? "dualpipe" : "1f1b";
}

std::optional<PipelineSchedule> parsePipelineSchedule(std::string_view name)
{
    for (const PipelineSchedule s : {PipelineSchedule::OneFOneB, PipelineSchedule::DualPipe})
        if (pipelineScheduleName(s) == name)
            return s;
    return std::nullopt;
}

std::optional<AttentionKernel> parseAttentionKernel(std::string_view name)
{
    for (const AttentionKernel a : {AttentionKernel::Flash, AttentionKernel::Flash2,
                                    AttentionKernel::Flash1, AttentionKernel::Materialized})
        if (attentionKernelName(a) == name)
            return a;
    return std::nullopt;
}

ModelSpec multiTokenPredictionModule(const ModelSpec& target)
{
    ModelSpec m = target;
    m.layers = 1;
    m.denseLayers = 0;
    m.slidingWindow = 0;
    m.slidingWindowLayers = 0;
    m.attentionSinkTokens = 0;
    m.parameters = m.structuralParameters();
    m.activeParameters = m.isMoe() ? m.parameters - double(m.moeLayers()) *
                                                        (m.experts - m.expertsPerToken) *
                                                        m.mlpParamsPerExpert()
                                   : m.parameters;
    return m;
}

double SpeculativeDecoding::tokensPerStep() const
{
    if (draftTokens <= 0)
        return 1.0;
    // Leviathan et al. 2023, eq. 1: the expected number of tokens one run of the target over k
    // draft tokens produces, with each draft token accepted with probability a independently
    // (a < 1; the reader refuses 1): sum over i = 0..k of a^i = (1 - a^(k+1)) / (1 - a).
    const double a = std::clamp(acceptanceRate, 0.0, 1.0);
    if (a >= 1.0)
        return draftTokens + 1.0; // the limit, for a rate built in code (never inf/NaN)
    return (1.0 - std::pow(a, draftTokens + 1)) / (1.0 - a);
}

Precision InferenceWorkload::kvPrecision() const
{
    if (kvCachePrecision)
        return *kvCachePrecision;
    return bytesPerElement(precision) >= 2.0 ? Precision::BF16 : Precision::FP8;
}

} // namespace ap
