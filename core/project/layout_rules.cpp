#include "project/layout_rules.h"

#include "common/field_key.h"
#include "common/number_text.h"
#include "project/stored_fields.h"

#include <cmath>
#include <numeric>

namespace ap {

namespace {

const std::string kPar = "cluster.parallelism";

// A whole count as the messages print it (std::to_string's digits, no group separators in
// files; the GUI's locale groups them).
MessageArg n(long long value)
{
    return msg::count(double(value));
}

// A rule's problem: built by `make` where it is described, else an empty one (the same rule
// broken, its text not written).
template <bool describe, class Make> LayoutProblem problemOf(Make&& make)
{
    if constexpr (describe)
        return make();
    else
        return LayoutProblem{};
}

// The rules both kinds of workload share: the model's heads, layers and experts split evenly.
// balancedSplit: training's pipeline_split "balanced", where the embedding and the loss take a
// layer's place each.
template <bool describe = true>
std::optional<LayoutProblem> modelRules(const ModelSpec& m, const Parallelism& p,
                                        const std::string& base = kPar, bool balancedSplit = false)
{
    if (std::fmod(m.heads, p.tensor) != 0 && !p.padHeads && !p.weightStationary2d)
        return problemOf<describe>([&] {
            return LayoutProblem{
                base + ".tensor",
                Message(AP_TEXT("ap::InputError",
                                "tensor %1 does not divide the %2 attention heads: "
                                "set %3 to pad them to a multiple of tensor, "
                                "or (serving) %4 \"2d\""),
                        {n(p.tensor), msg::value(m.heads), msg::field(kPar + ".pad_heads"),
                         msg::field(kPar + ".weight_sharding")})};
        });
    if (p.expertSlots > 0) {
        if (!m.isMoe())
            return problemOf<describe>([&] {
                return LayoutProblem{
                    base + ".expert_slots",
                    Message(AP_TEXT("ap::InputError", "%1 applies to "
                                                      "mixture-of-experts models only"),
                            {msg::field(base + ".expert_slots")})};
            });
        if (p.expertSlots < m.experts)
            return problemOf<describe>([&] {
                return LayoutProblem{
                    base + ".expert_slots",
                    Message(AP_TEXT("ap::InputError", "%3 %1 is fewer than the %2 experts: "
                                                      "every expert needs a slot"),
                            {n(p.expertSlots), n(m.experts), msg::field(base + ".expert_slots")})};
            });
        if (p.expertSlots % p.expert != 0)
            return problemOf<describe>([&] {
                return LayoutProblem{
                    base + ".expert_slots",
                    Message(AP_TEXT("ap::InputError", "%3 %1 is not a multiple of expert %2: "
                                                      "every expert rank holds the same number of "
                                                      "slots"),
                            {n(p.expertSlots), n(p.expert), msg::field(base + ".expert_slots")})};
            });
    }
    if (p.pipeline > m.layers)
        return problemOf<describe>([&] {
            return LayoutProblem{
                base + ".pipeline",
                Message(AP_TEXT("ap::InputError", "pipeline %1 exceeds the %2 layers"),
                        {n(p.pipeline), n(m.layers)})};
        });
    if (p.expert > 1 && p.expertSlots == 0 && m.experts % p.expert != 0)
        return problemOf<describe>([&] {
            return LayoutProblem{
                base + ".expert",
                Message(AP_TEXT("ap::InputError", "expert %1 does not divide the %2 experts: set "
                                                  "%3 to a multiple of expert (redundant "
                                                  "expert replicas)"),
                        {n(p.expert), n(m.experts), msg::field(base + ".expert_slots")})};
        });
    // Expert parallelism is carved out of ranks that hold the same layers (one pipeline
    // stage): data x tensor x context.
    const long long ranks = (long long)p.data * p.tensor * p.context;
    if (p.expert > ranks)
        return problemOf<describe>([&] {
            return LayoutProblem{
                base + ".expert",
                Message(AP_TEXT("ap::InputError",
                                "expert parallelism is carved out of data x tensor x "
                                "context ranks (%1)"),
                        {n(ranks)})};
        });
    if (p.virtualPipeline > 1 && balancedSplit && p.pipeline > 1) {
        // With the embedding and the loss counted as layers a stage holds (L + 2) / p places,
        // and a chunk may hold one place only: the first rank's first chunk then holds just
        // the embedding (Megatron-Core get_num_layers_to_build; Llama 3 section 3.3.2).
        const int placesPerStage = (m.layers + 2) / p.pipeline;
        if (p.virtualPipeline > placesPerStage)
            return problemOf<describe>([&] {
                return LayoutProblem{
                    base + ".virtual_pipeline",
                    Message(AP_TEXT("ap::InputError",
                                    "%5 %1 exceeds the %2 layers per pipeline stage "
                                    "((%3 layers + embedding + loss) / pipeline %4, %6 "
                                    "balanced)"),
                            {n(p.virtualPipeline), n(placesPerStage), n(m.layers), n(p.pipeline),
                             msg::field(base + ".virtual_pipeline"),
                             msg::field("workload.pipeline_split")})};
            });
    } else if (p.virtualPipeline > 1) {
        // Interleaving splits each stage's layers into chunks: more chunks than layers would
        // leave empty chunks and shrink the bubble for nothing.
        const int layersPerStage = m.layers / std::max(1, p.pipeline);
        if (p.virtualPipeline > layersPerStage)
            return problemOf<describe>([&] {
                return LayoutProblem{
                    base + ".virtual_pipeline",
                    Message(AP_TEXT("ap::InputError", "%5 %1 exceeds the %2 layers per "
                                                      "pipeline stage (%3 layers / pipeline %4)"),
                            {n(p.virtualPipeline), n(layersPerStage), n(m.layers), n(p.pipeline),
                             msg::field(base + ".virtual_pipeline")})};
            });
    }
    return std::nullopt;
}

// The training rules; `describe` false leaves the problem's field and message empty (the
// search asks only whether a layout is allowed: no text is written for the probes it skips).
template <bool describe>
std::optional<LayoutProblem> trainingLayoutProblem(const TrainingWorkload& t, const Parallelism& p)
{
    if (auto problem = modelRules<describe>(t.model, p, kPar, t.balancedPipelineSplit))
        return problem;
    if (p.weightStationary2d)
        return problemOf<describe>([&] {
            return LayoutProblem{
                kPar + ".weight_sharding",
                Message(AP_TEXT("ap::InputError",
                                "\"2d\" weight-stationary sharding is a serving "
                                "layout (Pope et al. 2022); training uses \"1d\""))};
        });
    if (p.shardGroup > 0) {
        // Hybrid sharding (HSDP): shard groups tile the data x context ranks (PyTorch's 2-D
        // DeviceMesh (replicate, shard) with replicate x shard = the data ranks); only sharded
        // state can be sharded within a group (zero_stage >= 1); expert parallelism borrows its
        // ranks from the shard group (torchtitan parallel_dims.py: dp_shard x cp a multiple of
        // ep).
        const long long dataRanks = (long long)p.data * p.context;
        if (p.zeroStage < 1)
            return problemOf<describe>([&] {
                return LayoutProblem{kPar + ".shard_group_size",
                                     Message(AP_TEXT("ap::InputError", "%1 shards the ZeRO state: "
                                                                       "needs %2 1 or more"),
                                             {msg::field(kPar + ".shard_group_size"),
                                              msg::field(kPar + ".zero_stage")})};
            });
        if (dataRanks % p.shardGroup != 0)
            return problemOf<describe>([&] {
                return LayoutProblem{
                    kPar + ".shard_group_size",
                    Message(
                        AP_TEXT("ap::InputError", "%3 %1 does not divide data x "
                                                  "context = %2"),
                        {n(p.shardGroup), n(dataRanks), msg::field(kPar + ".shard_group_size")})};
            });
        if (p.expert > 1 && p.shardGroup % p.expert != 0)
            return problemOf<describe>([&] {
                return LayoutProblem{
                    kPar + ".shard_group_size",
                    Message(
                        AP_TEXT("ap::InputError", "%3 %1 is not a multiple of "
                                                  "expert %2: expert ranks come from the shard "
                                                  "group"),
                        {n(p.shardGroup), n(p.expert), msg::field(kPar + ".shard_group_size")})};
            });
    }
    const double perStep = p.data * t.microBatchSequences;
    if (std::fmod(t.globalBatchSequences, perStep) != 0)
        return problemOf<describe>([&] {
            return LayoutProblem{
                "workload.global_batch_sequences",
                Message(AP_TEXT("ap::InputError", "%1 is not a multiple of data x %3 = %2"),
                        {msg::value(t.globalBatchSequences), msg::value(perStep),
                         msg::field("workload.micro_batch_sequences")})};
        });
    if (std::fmod(t.sequenceLength, p.context) != 0)
        return problemOf<describe>([&] {
            return LayoutProblem{kPar + ".context",
                                 Message(AP_TEXT("ap::InputError", "context %1 does not divide %2"),
                                         {n(p.context), msg::field("workload.sequence_length")})};
        });
    return std::nullopt;
}

} // namespace

std::optional<LayoutProblem> layoutProblem(const TrainingWorkload& w, const Parallelism& p)
{
    return trainingLayoutProblem<true>(w, p);
}

bool layoutAllowed(const TrainingWorkload& w, const Parallelism& p)
{
    return !trainingLayoutProblem<false>(w, p);
}

std::optional<LayoutProblem> layoutProblem(const InferenceWorkload& w, const Cluster& c)
{
    const Parallelism& p = c.parallelism;
    if (auto problem = modelRules(w.model, p))
        return problem;
    if (p.shardGroup > 0)
        return LayoutProblem{kPar + ".shard_group_size",
                             Message(AP_TEXT("ap::InputError", "%1 shards a training run's ZeRO "
                                                               "state; serving leaves it out"),
                                     {msg::field(kPar + ".shard_group_size")})};
    if (p.hostOffload != HostOffload::None)
        return LayoutProblem{
            kPar + ".host_offload",
            Message(AP_TEXT("ap::InputError", "host offload moves optimizer state and activations "
                                              "of a training run; serving uses \"none\""))};
    // Without prefill_devices there is no prefill pool: a layout for it would act on nothing.
    if (w.prefillLayout && !w.prefillDevices)
        return LayoutProblem{
            "workload.prefill_parallelism",
            Message(AP_TEXT("ap::InputError", "lays out the prefill pool of disaggregated serving: "
                                              "set %1, or leave this out"),
                    {msg::field("workload.prefill_devices")})};
    if (w.prefillDevices) {
        // Each pool splits into whole replicas of its own layout (and whole expert-parallel
        // groups); the decode pool keeps the cluster's layout.
        const Parallelism pre = prefillParallelism(w, c);
        const std::string preField = "workload.prefill_parallelism";
        if (w.prefillLayout) {
            if (auto problem = modelRules(w.model, pre, preField))
                return problem;
        }
        const long long preUnit = poolUnitDevices(pre);
        if (*w.prefillDevices >= c.count || *w.prefillDevices % preUnit != 0) {
            if (pre.context > 1)
                return LayoutProblem{
                    "workload.prefill_devices",
                    Message(AP_TEXT("ap::InputError",
                                    "needs a multiple of %1 (whole replicas of the prefill layout: "
                                    "lcm(tensor, expert) x pipeline x context) that leaves decode "
                                    "devices out of count %2"),
                            {n(preUnit), n(c.count)})};
            if (preUnit == (long long)pre.tensor * pre.pipeline)
                return LayoutProblem{
                    "workload.prefill_devices",
                    Message(AP_TEXT("ap::InputError", "needs a multiple of tensor x pipeline (%1) "
                                                      "that leaves decode devices out of count %2"),
                            {n(preUnit), n(c.count)})};
            return LayoutProblem{
                "workload.prefill_devices",
                Message(AP_TEXT("ap::InputError",
                                "needs a multiple of %1 (whole expert-parallel groups of the "
                                "prefill layout: lcm(tensor, expert) x pipeline) that leaves "
                                "decode devices out of count %2"),
                        {n(preUnit), n(c.count)})};
        }
        const long long decodeDevices = c.count - *w.prefillDevices;
        const long long decodeUnit = poolUnitDevices(p);
        if (decodeDevices % decodeUnit != 0 && p.context > 1)
            return LayoutProblem{
                "workload.prefill_devices",
                Message(AP_TEXT("ap::InputError",
                                "leaves %1 decode devices (count %2 minus prefill), not a multiple "
                                "of %3, the cluster layout's lcm(tensor, expert) x pipeline x "
                                "context"),
                        {n(decodeDevices), n(c.count), n(decodeUnit)})};
        if (decodeDevices % decodeUnit != 0)
            return LayoutProblem{
                "workload.prefill_devices",
                Message(AP_TEXT("ap::InputError",
                                "leaves %1 decode devices (count %2 minus prefill), not a multiple "
                                "of %3, the cluster layout's lcm(tensor, expert) x pipeline"),
                        {n(decodeDevices), n(c.count), n(decodeUnit)})};
    }
    return std::nullopt;
}

Parallelism prefillParallelism(const InferenceWorkload& w, const Cluster& c)
{
    Parallelism p = c.parallelism;
    if (const auto& l = w.prefillLayout) {
        p.tensor = l->tensor.value_or(p.tensor);
        p.pipeline = l->pipeline.value_or(p.pipeline);
        p.expert = l->expert.value_or(p.expert);
        p.expertSlots = l->expertSlots.value_or(p.expertSlots);
    }
    // A stored field (project/field_schema.cpp): the prefill pool's context degree.
    if (w.prefillLayout)
        if (const auto cp = statedFieldValue(w, "/workload/prefill_parallelism/context"))
            p.context = int(*cp);
    p.context = std::max(1, p.context);
    p.data = std::max(1, w.prefillDevices.value_or(c.count) /
                             std::max(1, p.tensor * p.pipeline * p.context));
    return p;
}

long long poolUnitDevices(const Parallelism& p)
{
    return std::lcm((long long)p.tensor, (long long)std::max(1, p.expert)) * p.pipeline *
           std::max(1, p.context);
}

std::optional<LayoutProblem> layoutProblem(const Workload& w, const Cluster& c)
{
    if (const auto* t = std::get_if<TrainingWorkload>(&w))
        return layoutProblem(*t, c.parallelism);
    return layoutProblem(std::get<InferenceWorkload>(w), c);
}

} // namespace ap
