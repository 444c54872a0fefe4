#include "project/layout_rules.h"

#include "common/number_text.h"

#include <cmath>

namespace ap {

namespace {

const std::string kPar = "cluster.parallelism";

// The rules both kinds of workload share: the model's heads, layers and experts split evenly.
std::optional<LayoutProblem> modelRules(const ModelSpec& m, const Parallelism& p)
{
    if (std::fmod(m.heads, p.tensor) != 0 && !p.padHeads && !p.weightStationary2d)
        return LayoutProblem{kPar + ".tensor",
                             "tensor " + std::to_string(p.tensor) + " does not divide the " +
                                 messageNumber(m.heads) +
                                 " attention heads: set pad_heads to pad them to a multiple of "
                                 "tensor, or (serving) weight_sharding \"2d\""};
    if (p.expertSlots > 0) {
        if (!m.isMoe())
            return LayoutProblem{kPar + ".expert_slots",
                                 "expert_slots applies to mixture-of-experts models only"};
        if (p.expertSlots < m.experts)
            return LayoutProblem{kPar + ".expert_slots",
                                 "expert_slots " + std::to_string(p.expertSlots) +
                                     " is fewer than the " + std::to_string(m.experts) +
                                     " experts: every expert needs a slot"};
        if (p.expertSlots % p.expert != 0)
            return LayoutProblem{kPar + ".expert_slots",
                                 "expert_slots " + std::to_string(p.expertSlots) +
                                     " is not a multiple of expert " + std::to_string(p.expert) +
                                     ": every expert rank holds the same number of slots"};
    }
    if (p.pipeline > m.layers)
        return LayoutProblem{kPar + ".pipeline", "pipeline " + std::to_string(p.pipeline) +
                                                     " exceeds the " + std::to_string(m.layers) +
                                                     " layers"};
    if (p.expert > 1 && p.expertSlots == 0 && m.experts % p.expert != 0)
        return LayoutProblem{kPar + ".expert",
                             "expert " + std::to_string(p.expert) + " does not divide the " +
                                 std::to_string(m.experts) +
                                 " experts: set expert_slots to a multiple of expert (redundant "
                                 "expert replicas)"};
    // Expert parallelism is carved out of ranks that hold the same layers (one pipeline
    // stage): data x tensor x context.
    const long long ranks = (long long)p.data * p.tensor * p.context;
    if (p.expert > ranks)
        return LayoutProblem{kPar + ".expert",
                             "expert parallelism is carved out of data x tensor x context ranks (" +
                                 std::to_string(ranks) + ")"};
    if (p.virtualPipeline > 1) {
        // Interleaving splits each stage's layers into chunks: more chunks than layers would
        // leave empty chunks and shrink the bubble for nothing.
        const int layersPerStage = m.layers / std::max(1, p.pipeline);
        if (p.virtualPipeline > layersPerStage)
            return LayoutProblem{kPar + ".virtual_pipeline",
                                 "virtual_pipeline " + std::to_string(p.virtualPipeline) +
                                     " exceeds the " + std::to_string(layersPerStage) +
                                     " layers per pipeline stage (" + std::to_string(m.layers) +
                                     " layers / pipeline " + std::to_string(p.pipeline) + ")"};
    }
    return std::nullopt;
}

} // namespace

std::optional<LayoutProblem> layoutProblem(const TrainingWorkload& t, const Parallelism& p)
{
    if (auto problem = modelRules(t.model, p))
        return problem;
    if (p.weightStationary2d)
        return LayoutProblem{kPar + ".weight_sharding",
                             "\"2d\" weight-stationary sharding is a serving layout (Pope et al. "
                             "2022); training uses \"1d\""};
    const double perStep = p.data * t.microBatchSequences;
    if (std::fmod(t.globalBatchSequences, perStep) != 0)
        return LayoutProblem{
            "workload.global_batch_sequences",
            messageNumber(t.globalBatchSequences) +
                " is not a multiple of data x micro_batch_sequences = " + messageNumber(perStep)};
    if (std::fmod(t.sequenceLength, p.context) != 0)
        return LayoutProblem{kPar + ".context", "context " + std::to_string(p.context) +
                                                    " does not divide sequence_length"};
    return std::nullopt;
}

std::optional<LayoutProblem> layoutProblem(const InferenceWorkload& w, const Cluster& c)
{
    const Parallelism& p = c.parallelism;
    if (auto problem = modelRules(w.model, p))
        return problem;
    if (p.hostOffload != HostOffload::None)
        return LayoutProblem{kPar + ".host_offload",
                             "host offload moves optimizer state and activations of a training "
                             "run; serving uses \"none\""};
    if (w.prefillDevices) {
        const long long group = (long long)p.tensor * p.pipeline; // <= count
        if (*w.prefillDevices >= c.count || *w.prefillDevices % group != 0)
            return LayoutProblem{"workload.prefill_devices",
                                 "needs a multiple of tensor x pipeline (" + std::to_string(group) +
                                     ") that leaves decode devices out of count " +
                                     std::to_string(c.count)};
    }
    return std::nullopt;
}

std::optional<LayoutProblem> layoutProblem(const Workload& w, const Cluster& c)
{
    if (const auto* t = std::get_if<TrainingWorkload>(&w))
        return layoutProblem(*t, c.parallelism);
    return layoutProblem(std::get<InferenceWorkload>(w), c);
}

} // namespace ap
