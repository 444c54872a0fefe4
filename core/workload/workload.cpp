#include "workload/workload.h"

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

Precision InferenceWorkload::kvPrecision() const
{
    if (kvCachePrecision)
        return *kvCachePrecision;
    return bytesPerElement(precision) >= 2.0 ? Precision::BF16 : Precision::FP8;
}

} // namespace ap
