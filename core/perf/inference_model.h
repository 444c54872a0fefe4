#pragma once

#include "common/problem_kind.h"
#include "perf/layer_model.h"
#include "perf/training_model.h"
#include "project/project.h"

#include <optional>
#include <string>
#include <vector>

namespace ap {

struct OnlineEvaluationResult {
    double judgeRequestsPerSec = 0; // judge requests the cluster serves
    double capacityShare = 0;       // fraction of device time the judge takes
    double judgeOutputTokensPerSec = 0;
};

struct InferenceResult {
    bool feasible = true;
    std::vector<Message> problems; // for the user: english() in files, translated in the UI
    std::optional<ProblemKind> problemKind; // what the first problem is about
    MemoryBreakdown memory;                 // per device at the chosen batch
    double memoryCapacityBytes = 0;
    double batch = 0;            // concurrent sequences per model replica (all its instances)
    double maxBatchByMemory = 0; // largest batch the KV cache can hold
    std::string batchLimitedBy;  // requested, memory, max_batch, slo_tpot, slo_ttft, prefill_pool
    double replicas = 0;         // model copies (data parallel) serving in parallel
    double ttftSec = 0;          // ttftServiceSec + prefillQueueWaitSec
    double tpotSec = 0;
    // The two parts of the TTFT (issue #26): the service (the prompt's prefill and half the
    // iteration in progress; disaggregated: its pass, half the pass in progress and the KV
    // transfer) and the mean wait for a prefill slot at the scenario's load (colocated: the
    // engine's prefill queue, perf/prefill_queue.h, whose utilisation is the share of the
    // engine's time spent prefilling the other requests' prompts; disaggregated: the prefill
    // pool's M/G/c queue at the rate the decode pool serves, whose utilisation is that rate over
    // the prefill pool's).
    double ttftServiceSec = 0;
    double prefillQueueWaitSec = 0;
    double prefillQueueUtilisation = 0;
    double requestLatencySec = 0; // ttft + (output_tokens - 1) * tpot
    // workload.prefix_cache_hit_share, and the prompt tokens a prefill computes per request:
    // input_tokens less the cached prefix, at least one (perf/inference_model.cpp,
    // computedPromptTokens). prefillTimeSec, the passes and the TTFT are those tokens'.
    double prefixCacheHitShare = 0;
    // workload.dual_batch_overlap where it acts on the decode pool's pass: a MoE model whose
    // experts span replicas, two or more sequences to split (perf/inference_model.cpp, stage).
    bool dualBatchOverlap = false;
    double prefillComputedTokens = 0;
    double prefillTimeSec = 0;     // one prompt alone
    double decodeStepSec = 0;      // one decode iteration without prefill work
    double outputTokensPerSec = 0; // tokens the requests return (one beam's per request)
    double requestsPerSec = 0;
    // Beam search: beams decoded per request (the batch counts beams), the tokens all beams
    // generate per second (beamWidth x outputTokensPerSec) and whether they share the prompt's
    // KV cache (workload/software_stack.h, beamsSharePromptKv).
    double beamWidth = 1;
    double beamTokensPerSec = 0;
    bool beamsSharePromptKv = true;
    // The stack batches statically (workload/software_stack.h, batchesStatically) and the
    // deployment is colocated: TTFT is the whole batch's prefill, TPOT a decode step of the
    // batch, tokens/s the batch's output over prefill + (output - 1) decode steps.
    bool staticBatches = false;
    // Speculative decoding (workload.speculative; 0 draft tokens: off): the draft tokens k, the
    // acceptance rate a, whether a separate draft model drafts (else the target's MTP module),
    // the tokens a sequence emits per verification step (1 - a^(k+1)) / (1 - a) (which
    // outputTokensPerSec and tpotSec include: they count accepted tokens only), the draft's
    // weights per device (in memory.weightsBytes) and the speed-up in tokens/s over the same
    // deployment and batch without speculation (below 1 where verification is compute-bound).
    // decodeStepSec is then one verification step with its draft passes.
    int speculativeDraftTokens = 0;
    double speculativeAcceptanceRate = 0;
    bool speculativeDraftModel = false;
    double speculativeTokensPerStep = 1;
    double draftWeightsBytes = 0;
    double speculativeSpeedup = 1;
    // CPU serving engine processes per device (workload engine_instances): the batch, memory
    // and throughput are the device's (all instances); TTFT, TPOT, the step times and
    // layerOps are one instance's, on its share of the cores and bandwidth.
    double engineInstances = 1;
    // How the stack schedules prefill against decode (workload/software_stack.h).
    PrefillScheduling prefillScheduling = PrefillScheduling::Mixed;
    // With `slo.percentile` (not disaggregated): the percentile; the sequences the engine holds
    // (`engineSlots`, the device's, whole requests); per instance, the sequences in service at the
    // percentile under Poisson arrivals (at most the slots), the percentile's wait for a slot
    // (M/G/c, perf/queueing.h) and TTFT (wait included) and TPOT there. A saturated engine (mean
    // load at the slots) is infeasible: no percentile of its wait exists.
    std::optional<double> sloPercentile;
    double engineSlots = 0;
    double percentileConcurrency = 0;
    double percentileWaitSec = 0;
    double percentileTtftSec = 0;
    double percentileTpotSec = 0;
    double kvBytesPerToken = 0; // per device
    // One sequence's KV cache per device at the scenario's full context, input + output tokens
    // (kvBytesPerToken x the tokens each layer keeps: sliding-window layers at most the
    // window; ModelSpec::kvTokensPerLayer).
    double kvBytesPerSequence = 0;
    Ceiling decodeBinding = Ceiling::Memory;
    Ceiling prefillBinding = Ceiling::Compute;
    double commShare = 0; // fraction of a steady-state iteration spent in TP/EP/PP transfers
    Precision computePrecision = Precision::BF16;
    // The attention projections' (QKV and output GEMMs') compute format: computePrecision,
    // or their own where workload.attention_projection_precision states one (issue #26).
    Precision projectionPrecision = Precision::BF16;
    Precision kvPrecision = Precision::BF16;
    bool disaggregated = false;
    double prefillDevices = 0;
    double kvTransferSec = 0;
    // Disaggregated: the prefill pool's layout (the cluster's unless the workload gives its
    // own), the prompts it batches per pass (the most within the token budget, its memory and
    // the TTFT objective: `prefillLimitedBy` token_budget, memory or slo_ttft), that pass's time
    // and the requests per second each pool sustains; the deployment serves the lower rate.
    Parallelism prefillParallelism;
    double prefillPromptsPerPass = 0;
    std::string prefillLimitedBy;
    double prefillPassSec = 0;
    double prefillRequestsPerSec = 0;
    double decodeRequestsPerSec = 0;
    std::optional<OnlineEvaluationResult> evaluation;
    std::vector<OpTime> layerOps; // one layer, one steady-state iteration at the chosen batch
    LayoutFigures layout;
};

InferenceResult evaluateInference(const InferenceWorkload& w, const Cluster& c, const Device& d,
                                  const EfficiencyParams& params);

} // namespace ap
