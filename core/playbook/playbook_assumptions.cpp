#include "playbook/playbook_builder.h"

#include "common/number_text.h"
#include "economics/confidence_word.h"
#include "economics/price_book.h"
#include "perf/prefill_queue.h"
#include "perf/scenario_figures.h"
#include "perf/weight_bytes.h"
#include "placement/site.h"
#include "playbook/csv_text.h"
#include "project/stored_fields.h"
#include "workload/weight_format.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <variant>

namespace ap::playbook_detail {

using nlohmann::json;

void Builder::assumptions()
{
    PlaybookSection& sec = add("assumptions", Message(AP_TEXT("ap::Playbook", "Assumptions")));
    PlaybookTable t;
    CsvTable& csv = pb.csv.emplace_back();
    csv.name = "assumptions";
    csv.header = {"scope", "input", "value", "unit", "value_text", "date", "confidence", "source"};
    csv.numbersExcept({"scope", "input", "unit", "value_text", "date", "confidence", "source"});
    // The table shows the messages; the CSV their English.
    auto addRow = [&](const std::string& scope, const Message& input, std::optional<double> value,
                      const std::string& unit, const Message& text, const Message& source,
                      const std::string& date = {}, const std::string& confidence = {}) {
        t.rows.push_back({input, text, unit, source});
        csv.rows.push_back({scope, input.english(), value ? csvNumber(*value) : std::string(), unit,
                            text.english(), date, confidence, source.english()});
    };
    auto in = [](const char* context, const char* text) { return Message(context, text); };
    const Message fromFile(AP_TEXT("ap::Playbook", "project file"));
    for (const Scenario& s : project.scenarios) {
        t = {};
        t.header = {
            Message(AP_TEXT("ap::Playbook", "Input")), Message(AP_TEXT("ap::Playbook", "Value")),
            Message(AP_TEXT("ap::Playbook", "Unit")), Message(AP_TEXT("ap::Playbook", "Source"))};
        t.numeric = {false, true, false, false};
        const ModelSpec& m = modelOf(s);
        const std::string& n = s.name;
        addRow(n, in(AP_TEXT("ap::Playbook", "model parameters")), m.parameters, "1",
               fig(human(m.parameters)), fromFile);
        addRow(n, in(AP_TEXT("ap::Playbook", "layers")), m.layers, "1", std::to_string(m.layers),
               fromFile);
        addRow(n, in(AP_TEXT("ap::Playbook", "hidden size")), m.hidden, "1",
               formatNumber(m.hidden, "%.0f"), fromFile);
        addRow(n, in(AP_TEXT("ap::Playbook", "precision")), std::nullopt, "",
               std::string(precisionName(precisionOf(s))), fromFile);
        // The attention projections' own format where the scenario states one (issue #26).
        if (const auto projection = std::visit(
                [](const auto& w) { return attentionProjectionPrecision(w); }, s.workload))
            addRow(n, in(AP_TEXT("ap::Playbook", "attention projection precision")), std::nullopt,
                   "",
                   Message(AP_TEXT("ap::Playbook",
                                   "%1: the QKV and output projections' math and weights"),
                           {msg::text(std::string(precisionName(*projection)))}),
                   fromFile);
        if (const auto* w = std::get_if<TrainingWorkload>(&s.workload)) {
            addRow(n, in(AP_TEXT("ap::Playbook", "training tokens")), w->tokens, "1",
                   fig(human(w->tokens)), fromFile);
            addRow(n, in(AP_TEXT("ap::Playbook", "sequence length")), w->sequenceLength, "1",
                   formatNumber(w->sequenceLength, "%.0f"), fromFile);
            addRow(n, in(AP_TEXT("ap::Playbook", "global batch")), w->globalBatchSequences,
                   "sequences", formatNumber(w->globalBatchSequences, "%.0f"), fromFile);
        } else {
            const auto& i = std::get<InferenceWorkload>(s.workload);
            addRow(n, in(AP_TEXT("ap::Playbook", "input tokens per request")), i.inputTokens, "1",
                   formatNumber(i.inputTokens, "%.0f"), fromFile);
            addRow(n, in(AP_TEXT("ap::Playbook", "output tokens per request")), i.outputTokens, "1",
                   formatNumber(i.outputTokens, "%.10g"), fromFile); // a mean: 294.45
            // The weights' storage formats where the scenario states them (issue #26): bits per
            // weight with the block scales, what the memory and the weight reads are counted in.
            const auto formatRow = [&](std::string_view pointer, const Message& input) {
                const std::string_view format = fieldChoice(i, pointer);
                if (const auto bits = weightFormatBits(format))
                    addRow(
                        n, input, *bits, "1",
                        Message(AP_TEXT("ap::Playbook", "%1: %2 bits per weight with its scales"),
                                {msg::text(std::string(format)), msg::value(*bits)}),
                        fromFile);
            };
            formatRow("/workload/weight_precision",
                      in(AP_TEXT("ap::Playbook", "weight format (bits per weight)")));
            if (modelOf(s).isMoe())
                formatRow("/workload/expert_weight_precision",
                          in(AP_TEXT("ap::Playbook", "expert weight format (bits per weight)")));
            if (i.sloTtftSec)
                addRow(n, in(AP_TEXT("ap::Playbook", "SLO: TTFT")), *i.sloTtftSec, "s",
                       fig(msg::duration(*i.sloTtftSec)), fromFile);
            if (i.sloTpotSec)
                addRow(n, in(AP_TEXT("ap::Playbook", "SLO: TPOT")), *i.sloTpotSec, "s",
                       fig(msg::duration(*i.sloTpotSec)), fromFile);
            if (i.sloPercentile)
                addRow(n, in(AP_TEXT("ap::Playbook", "SLO percentile")), *i.sloPercentile, "%",
                       Message(AP_TEXT("ap::Playbook",
                                       "%1th percentile, checked at that percentile of the "
                                       "requests in flight under Poisson arrivals"),
                               {msg::value(*i.sloPercentile)}),
                       Message(AP_TEXT("ap::Playbook", "project file (slo.percentile)")));
            if (const size_t k = size_t(&s - project.scenarios.data());
                k < pb.results.size() && pb.results[k].inference)
                addRow(
                    n, in(AP_TEXT("ap::Playbook", "prefill scheduling")), std::nullopt, "",
                    std::string(prefillSchedulingName(pb.results[k].inference->prefillScheduling)),
                    pb.results[k].inference->disaggregated
                        ? Message(AP_TEXT("ap::Playbook", "project file (prefill_devices: prompts "
                                                          "on a pool of their own)"))
                    : pb.results[k].inference->staticBatches
                        // workload/software_stack.h, batchesStatically
                        ? Message(AP_TEXT("ap::Playbook",
                                          "software stack (static batches: the batch's prompts "
                                          "prefilled together, then decoded to its end; TTFT is "
                                          "the batch's prefill)"))
                        : Message(AP_TEXT("ap::Playbook", "software stack (prompts mixed into "
                                                          "decode iterations or run separately)")));
            if (const size_t k = size_t(&s - project.scenarios.data());
                k < pb.results.size() && pb.results[k].inference &&
                pb.results[k].inference->prefixCacheHitShare > 0) {
                // Prefix-cache hits (perf/inference_model.cpp): the tokens a prefill computes.
                const InferenceResult& r = *pb.results[k].inference;
                addRow(n, in(AP_TEXT("ap::Playbook", "prefix cache hits")),
                       r.prefixCacheHitShare * 100, "%",
                       Message(AP_TEXT("ap::Playbook",
                                       "%1 of prompt tokens served from the KV prefix cache: %2 "
                                       "of %3 tokens prefilled per request; the cached KV is "
                                       "read by attention and held in memory"),
                               {msg::percent(r.prefixCacheHitShare),
                                msg::count(r.prefillComputedTokens), msg::count(i.inputTokens)}),
                       Message(AP_TEXT("ap::Playbook",
                                       "project file (prefix_cache_hit_share); counted as vLLM's "
                                       "prefix cache hit rate (hit tokens over prompt tokens)")));
            }
            if (const size_t k = size_t(&s - project.scenarios.data());
                k < pb.results.size() && pb.results[k].inference &&
                pb.results[k].inference->dualBatchOverlap)
                // Dual micro-batch overlap where it acts (perf/inference_model.cpp, stage).
                addRow(n, in(AP_TEXT("ap::Playbook", "dual-batch overlap")), std::nullopt, "",
                       Message(AP_TEXT("ap::Playbook",
                                       "two micro-batches per pass: each one's expert dispatch "
                                       "and combine run under the other's MoE layers; the "
                                       "weights are read twice")),
                       Message(AP_TEXT("ap::Playbook",
                                       "project file (dual_batch_overlap); as DeepSeek's "
                                       "inference system and SGLang's two-batch overlap")));
            if (const size_t k = size_t(&s - project.scenarios.data());
                i.prefillDevices && k < pb.results.size() && pb.results[k].inference &&
                pb.results[k].inference->disaggregated) {
                // The figures evaluate reports (one figure, one meaning).
                const InferenceResult& r = *pb.results[k].inference;
                const Parallelism& pp = r.prefillParallelism;
                addRow(n, in(AP_TEXT("ap::Playbook", "prefill pool")), r.prefillDevices, "devices",
                       Message(AP_TEXT("ap::Playbook",
                                       "%1 devices, tensor %2 x pipeline %3, expert %4; %5 "
                                       "prompts per pass (limited by %6), TTFT = pass + half a "
                                       "pass + KV transfer %7 + the wait for a pass"),
                               {msg::count(r.prefillDevices), msg::count(pp.tensor),
                                msg::count(pp.pipeline), msg::count(pp.expert),
                                msg::count(r.prefillPromptsPerPass), msg::text(r.prefillLimitedBy),
                                msg::duration(r.kvTransferSec)}),
                       Message(AP_TEXT("ap::Playbook",
                                       "project file (prefill_devices, prefill_parallelism); "
                                       "DistServe (OSDI 2024), Splitwise (ISCA 2024)")));
                // Its queue (perf/prefill_queue.h): utilisation, the mean wait in the TTFT, and
                // the wait a percentile objective adds to that percentile's TTFT.
                addRow(
                    n, in(AP_TEXT("ap::Playbook", "prefill queue")), prefillUtilisation(r) * 100,
                    "%",
                    r.sloPercentile
                        ? Message(AP_TEXT("ap::Playbook",
                                          "%1 of the prefill pool's rate; a prompt waits %2 "
                                          "on average for a pass, part of the TTFT %3; at "
                                          "the %4th percentile it waits %5, part of that "
                                          "percentile's TTFT"),
                                  {msg::percent(prefillUtilisation(r)),
                                   msg::duration(r.prefillQueueWaitSec), msg::duration(r.ttftSec),
                                   msg::value(*r.sloPercentile),
                                   msg::duration(r.percentileWaitSec)})
                        : Message(AP_TEXT("ap::Playbook",
                                          "%1 of the prefill pool's rate; a prompt waits %2 "
                                          "on average for a pass, part of the TTFT %3"),
                                  {msg::percent(prefillUtilisation(r)),
                                   msg::duration(r.prefillQueueWaitSec), msg::duration(r.ttftSec)}),
                    Message(AP_TEXT("ap::Playbook",
                                    "M/G/c queue with Erlang C waiting (Gross, Shortle, "
                                    "Thompson, Harris, Fundamentals of Queueing Theory, "
                                    "2008; Allen-Cunneen approximation, Allen, Probability, "
                                    "Statistics and Queueing Theory, 1990)")));
            }
            if (const size_t k = size_t(&s - project.scenarios.data());
                k < pb.results.size() && pb.results[k].inference &&
                pb.results[k].inference->layout.servingPrefillContext > 1) {
                // The ring a prompt's prefill runs over the context ranks of the replicas that
                // prefill (perf/context_parallel.h; the figures evaluate reports).
                const LayoutFigures& f = pb.results[k].inference->layout;
                addRow(n, in(AP_TEXT("ap::Playbook", "prefill ring attention")),
                       f.servingPrefillContext, "ranks",
                       Message(AP_TEXT("ap::Playbook",
                                       "each prompt over %1 context ranks, ring %2 (the variant "
                                       "that exposes less): %3 of exchange exposed in a prompt's "
                                       "prefill"),
                               {msg::count(f.servingPrefillContext),
                                msg::text(f.servingContextPassQ ? "pass-Q" : "pass-KV"),
                                msg::duration(f.servingContextCommSec)}),
                       Message(AP_TEXT("ap::Playbook",
                                       "project file (context, prefill_parallelism.context); Yang "
                                       "et al. 2025 (arXiv 2411.01783), sections 3.4-3.5 and "
                                       "appendix C")));
            }
            if (const size_t k = size_t(&s - project.scenarios.data());
                k < pb.results.size() && pb.results[k].feasible && pb.results[k].inference &&
                !pb.results[k].inference->disaggregated) {
                // A colocated engine's queue for a prefill slot (perf/prefill_queue.h): its
                // mean wait is part of the TTFT (the figures evaluate reports).
                const InferenceResult& r = *pb.results[k].inference;
                addRow(n, in(AP_TEXT("ap::Playbook", "prefill queue")),
                       r.prefillQueueUtilisation * 100, "%",
                       Message(AP_TEXT("ap::Playbook",
                                       "the engine prefills %1 of the time; a prompt waits %2 on "
                                       "average for a prefill slot, part of the TTFT %3"),
                               {msg::percent(r.prefillQueueUtilisation),
                                msg::duration(r.prefillQueueWaitSec), msg::duration(r.ttftSec)}),
                       Message(AP_TEXT("ap::Playbook",
                                       "M/G/1 queue, Pollaczek-Khinchine mean wait (Kleinrock, "
                                       "Queueing Systems vol. 1, 1975)")));
            }
            if (i.beamWidth > 1) {
                const size_t k = size_t(&s - project.scenarios.data());
                const bool shared = k < pb.results.size() && pb.results[k].inference
                                        ? pb.results[k].inference->beamsSharePromptKv
                                        : true;
                addRow(n, in(AP_TEXT("ap::Playbook", "beam width")), i.beamWidth, "beams",
                       shared ? Message(AP_TEXT("ap::Playbook",
                                                "%1 beams per request, prompt prefilled once, "
                                                "its KV cache shared"),
                                        {msg::count(i.beamWidth)})
                              : Message(AP_TEXT("ap::Playbook",
                                                "%1 beams per request, prompt prefilled once, "
                                                "its KV cache copied per beam"),
                                        {msg::count(i.beamWidth)}),
                       Message(AP_TEXT("ap::Playbook",
                                       "project file (beam_width): the batch counts beams; output "
                                       "tokens count one beam per request")));
            }
        }
        if (const auto* i = std::get_if<InferenceWorkload>(&s.workload);
            i && i->speculative.enabled()) {
            // The figures evaluate reports (one figure, one meaning).
            const size_t k = size_t(&s - project.scenarios.data());
            const InferenceResult* r = k < pb.results.size() && pb.results[k].inference
                                           ? &*pb.results[k].inference
                                           : nullptr;
            const SpeculativeDecoding& sp = i->speculative;
            const Message draft =
                sp.draftModel ? Message(AP_TEXT("ap::Playbook", "a draft model of %1 parameters"),
                                        {msg::count(sp.draftModel->parameters)})
                              : Message(AP_TEXT("ap::Playbook", "the model's own MTP module"));
            addRow(n, in(AP_TEXT("ap::Playbook", "speculative decoding")), sp.draftTokens,
                   "draft tokens",
                   r ? Message(AP_TEXT("ap::Playbook",
                                       "%1 draft tokens from %2, %3 accepted: %4 tokens per "
                                       "verification step, %5 the tokens/s without it at the "
                                       "batch"),
                               {msg::count(sp.draftTokens), msg::phrase(draft),
                                msg::percent(sp.acceptanceRate),
                                msg::number(r->speculativeTokensPerStep, "%.2f"),
                                msg::ratio(r->speculativeSpeedup)})
                     : Message(AP_TEXT("ap::Playbook", "%1 draft tokens from %2, %3 accepted"),
                               {msg::count(sp.draftTokens), msg::phrase(draft),
                                msg::percent(sp.acceptanceRate)}),
                   Message(AP_TEXT("ap::Playbook",
                                   "project file (speculative): tokens per step (1 - a^(k+1)) / "
                                   "(1 - a), Leviathan et al. (ICML 2023); output tokens count "
                                   "accepted tokens only")));
        }
        if (const auto* i = std::get_if<InferenceWorkload>(&s.workload);
            i && i->engineInstances > 1)
            addRow(n, in(AP_TEXT("ap::Playbook", "engine instances")), i->engineInstances,
                   "per device",
                   Message(AP_TEXT("ap::Playbook",
                                   "%1 serving processes per CPU, each on an equal share of its "
                                   "cores and memory bandwidth with its own copy of the weights "
                                   "and its own batch"),
                           {msg::count(i->engineInstances)}),
                   Message(AP_TEXT("ap::Playbook", "project file (engine_instances)")));
        addRow(n, in(AP_TEXT("ap::Playbook", "device")), std::nullopt, "", s.cluster.deviceId,
               fromFile);
        addRow(n, in(AP_TEXT("ap::Playbook", "device count")), s.cluster.count, "1",
               std::to_string(s.cluster.count), fromFile);
        if (const size_t k = size_t(&s - project.scenarios.data());
            k < pb.results.size() && !pb.results[k].softwareStack.empty()) {
            const ScenarioResult& r = pb.results[k];
            addRow(n, in(AP_TEXT("ap::Playbook", "software stack")), r.stackEfficiencyScale, "1",
                   softwareStackText(r),
                   r.softwareStackAuto
                       ? Message(AP_TEXT("ap::Playbook",
                                         "default: the device's usual stack (README, software "
                                         "stacks)"))
                       : Message(AP_TEXT("ap::Playbook", "project file (software_stack)")));
        }
        // Layout options (docs/model-accuracy.md, "Layout options"), when used.
        const Parallelism& par = s.cluster.parallelism;
        const double tp = par.tensor;
        // The heads as the evaluation ran them (LayoutFigures: a multiple of tensor x the
        // device's tensor ranks), else a multiple of tensor.
        double paddedHeads = std::ceil(m.heads / tp) * tp;
        if (const size_t k = size_t(&s - project.scenarios.data()); k < pb.results.size()) {
            const ScenarioResult& r = pb.results[k];
            if (r.inference && r.inference->layout.attentionHeads > 0)
                paddedHeads = r.inference->layout.attentionHeads;
            else if (r.training && r.training->layout.attentionHeads > 0)
                paddedHeads = r.training->layout.attentionHeads;
        }
        if (par.padHeads && std::fmod(m.heads, tp) != 0)
            addRow(n, in(AP_TEXT("ap::Playbook", "attention heads padded to")), paddedHeads, "1",
                   Message(AP_TEXT("ap::Playbook", "%1 (of %2, a multiple of tensor %3)"),
                           {msg::number(paddedHeads, "%.0f"), msg::number(m.heads, "%.0f"),
                            msg::count(par.tensor)}),
                   Message(AP_TEXT("ap::Playbook",
                                   "project file (pad_heads): the padded heads' weights, FLOPs "
                                   "and KV cache are counted (AWS Neuron)")));
        if (par.expertSlots > 0)
            addRow(n, in(AP_TEXT("ap::Playbook", "expert slots")), par.expertSlots, "1",
                   Message(AP_TEXT("ap::Playbook", "%1 for %2 experts over %3 ranks"),
                           {msg::count(par.expertSlots), msg::count(m.experts),
                            msg::count(par.expert)}),
                   Message(AP_TEXT("ap::Playbook",
                                   "project file (expert_slots): replicas of hot experts "
                                   "(DeepSeek-V3 serving), their weights held, load moved to "
                                   "them")));
        if (par.shardGroup > 0 && std::holds_alternative<TrainingWorkload>(s.workload))
            addRow(n, in(AP_TEXT("ap::Playbook", "shard group (HSDP)")), par.shardGroup, "1",
                   Message(AP_TEXT("ap::Playbook",
                                   "%1 ranks hold one copy of the sharded state, replicated %2 "
                                   "times"),
                           {msg::count(par.shardGroup),
                            msg::count(double(par.data) * par.context / par.shardGroup)}),
                   Message(AP_TEXT("ap::Playbook",
                                   "project file (shard_group_size): PyTorch FSDP HYBRID_SHARD, "
                                   "all-gathers and reduce-scatters in the group, gradient "
                                   "shards all-reduced across replicas")));
        if (par.weightStationary2d)
            addRow(n, in(AP_TEXT("ap::Playbook", "weight sharding")), std::nullopt, "",
                   Message(AP_TEXT("ap::Playbook", "2d weight-stationary")),
                   Message(AP_TEXT("ap::Playbook",
                                   "project file (weight_sharding): Pope et al. 2022, weights "
                                   "over both mesh axes, attention over heads and batch")));
        if (par.context > 1 && std::holds_alternative<InferenceWorkload>(s.workload))
            addRow(n, in(AP_TEXT("ap::Playbook", "context parallelism")), par.context, "1",
                   Message(AP_TEXT("ap::Playbook",
                                   "%1 ranks per replica: each prompt in 2 x %1 chunks with ring "
                                   "attention, the KV cache sharded by position"),
                           {msg::count(par.context)}),
                   Message(AP_TEXT("ap::Playbook",
                                   "project file (context): Yang et al. 2025, Context "
                                   "Parallelism for Scalable Million-Token Inference (arXiv "
                                   "2411.01783)")));
        if (par.hostOffload != HostOffload::None)
            addRow(n, in(AP_TEXT("ap::Playbook", "host offload")), std::nullopt, "",
                   std::string(hostOffloadName(par.hostOffload)),
                   Message(AP_TEXT("ap::Playbook",
                                   "project file (host_offload): moved over the device's host "
                                   "link, overlapped with compute; the excess is in the step "
                                   "time")));
        if (const auto k = std::visit([](const auto& w) { return w.attention; }, s.workload);
            k != AttentionKernel::Flash)
            addRow(n, in(AP_TEXT("ap::Playbook", "attention kernel")), std::nullopt, "",
                   std::string(attentionKernelName(k)),
                   k == AttentionKernel::Flash2
                       ? Message(AP_TEXT("ap::Playbook",
                                         "project file: FlashAttention-2, 0.62x the fused kernel "
                                         "of Hopper and Blackwell (FlashAttention-3 paper, Figure "
                                         "5)"))
                   : k == AttentionKernel::Flash1
                       ? Message(AP_TEXT("ap::Playbook",
                                         "project file: the first FlashAttention (CUDA or "
                                         "Triton), 1/1.4 of FlashAttention-2 forward and 1/2 "
                                         "backward on the same GPU (FlashAttention-2 paper, "
                                         "section 4.1)"))
                       : Message(AP_TEXT("ap::Playbook",
                                         "project file: the score matrix goes through memory")));
        if (const auto* t = std::get_if<TrainingWorkload>(&s.workload);
            t && t->pipelineSchedule == PipelineSchedule::DualPipe)
            addRow(n, in(AP_TEXT("ap::Playbook", "pipeline schedule")), std::nullopt, "",
                   "DualPipe",
                   Message(AP_TEXT("ap::Playbook",
                                   "project file (pipeline_schedule): DeepSeek-V3 report Table "
                                   "2, bubble (p/2-1)(F&B+B-3W), 2x parameters and p+1 "
                                   "micro-batches of activations per device")));
        if (s.isTraining()) {
            const ReliabilityOptions& o = s.reliability;
            const Message src =
                s.hasReliabilityObject
                    ? Message(AP_TEXT("ap::Playbook", "project file (reliability), else default"))
                    : Message(AP_TEXT("ap::Playbook",
                                      "default: Llama 3 405B run rates (Grattafiori et al. 2024, "
                                      "Table 5); PyTorch NCCL watchdog 600 s"));
            addRow(n, in(AP_TEXT("ap::Playbook", "restart time")), o.restartSec, "s",
                   fig(msg::duration(o.restartSec)), src);
            addRow(n, in(AP_TEXT("ap::Playbook", "NCCL watchdog timeout")), o.ncclTimeoutSec, "s",
                   fig(msg::duration(o.ncclTimeoutSec)), src);
            addRow(n, in(AP_TEXT("ap::Playbook", "GPU failures per device-hour")),
                   o.rates.gpuPerHour, "1/h", fig(human(o.rates.gpuPerHour)), src);
            addRow(n, in(AP_TEXT("ap::Playbook", "step jitter (CV)")), o.stepJitterCv, "1",
                   fig(human(o.stepJitterCv)), src);
            addRow(n, in(AP_TEXT("ap::Playbook", "checkpoint bytes per parameter")),
                   o.checkpointBytesPerParameter, "B", fig(human(o.checkpointBytesPerParameter)),
                   src);
            addRow(n, in(AP_TEXT("ap::Playbook", "storage tier")), std::nullopt, "",
                   std::string(storageKindName(o.storage.kind)), o.storage.source);
            addRow(n, in(AP_TEXT("ap::Playbook", "storage aggregate write")),
                   o.storage.aggregateWriteBytesPerSec, "B/s",
                   gbps(o.storage.aggregateWriteBytesPerSec), o.storage.source);
        }
        if (s.placement) {
            const PlacementSpec& p = *s.placement;
            addRow(n, in(AP_TEXT("ap::Playbook", "compute site")), std::nullopt, "", p.computeSite,
                   fromFile);
            addRow(n, in(AP_TEXT("ap::Playbook", "horizon")), p.horizonMonths * 730.0 * 3600, "s",
                   Message(AP_TEXT("ap::Playbook", "%1 months"), {msg::count(p.horizonMonths)}),
                   Message(AP_TEXT("ap::Playbook", "project file (default 36)")));
            addRow(n, in(AP_TEXT("ap::Playbook", "discount rate")), p.discountRate, "1/year",
                   fig(msg::percent(p.discountRate)),
                   Message(AP_TEXT("ap::Playbook", "project file (default 8%)")));
            addRow(n, in(AP_TEXT("ap::Playbook", "data classes")), std::nullopt, "",
                   join(p.dataClasses, ", "), fromFile);
            // The grid figure behind CO2 and what it counts, as the cost report states it.
            if (const size_t k = size_t(&s - project.scenarios.data());
                k < pb.results.size() && pb.results[k].cost) {
                const auto& src = pb.results[k].cost->breakdownSources;
                if (const auto it = src.find("carbon"); it != src.end())
                    addRow(n, in(AP_TEXT("ap::Playbook", "grid carbon")), std::nullopt, "",
                           it->second,
                           Message(AP_TEXT("ap::Playbook",
                                           "site catalog (carbon_g_per_kwh, carbon_method)")));
                if (const auto& w = pb.results[k].cost->warrantyYears)
                    addRow(n, in(AP_TEXT("ap::Playbook", "hardware warranty")), *w, "years",
                           Message(AP_TEXT("ap::Playbook", "%1 years, no maintenance inside it"),
                                   {msg::value(*w)}),
                           p.warrantyYears
                               ? Message(AP_TEXT("ap::Playbook", "project file (warranty_years)"))
                               : Message(AP_TEXT("ap::Playbook",
                                                 "price book (on_prem.warranty_years)")));
            }
        }
        sec.blocks.push_back(
            subheading(Message(AP_TEXT("ap::Playbook", "Inputs: %1"), {msg::text(n)})));
        sec.blocks.push_back(tableBlock(std::move(t)));
    }

    // Device figures behind the numbers.
    sec.blocks.push_back(subheading(Message(AP_TEXT("ap::Playbook", "Device figures"))));
    PlaybookTable d;
    d.header = {
        Message(AP_TEXT("ap::Playbook", "Device")), Message(AP_TEXT("ap::Playbook", "Figure")),
        Message(AP_TEXT("ap::Playbook", "Value")), Message(AP_TEXT("ap::Playbook", "Source"))};
    d.numeric = {false, false, true, false};
    for (const Device& dev : pb.devices) {
        auto addDev = [&](const Message& figure, double v, const std::string& unit,
                          const Message& text, const std::string& src) {
            d.rows.push_back({dev.id, figure, text, src});
            csv.rows.push_back(
                {dev.id, figure.english(), csvNumber(v), unit, text.english(), "", "", src});
        };
        addDev(Message(AP_TEXT("ap::Playbook", "dense peak (highest format)")),
               dev.maxPeakFlopsPerSec(), "FLOP/s",
               frame("%1 TFLOP/s", {human(dev.maxPeakFlopsPerSec() / 1e12)}), dev.peakSource);
        addDev(Message(AP_TEXT("ap::Playbook", "memory capacity")), dev.memoryCapacityBytes, "B",
               gb(dev.memoryCapacityBytes), dev.memorySource);
        addDev(Message(AP_TEXT("ap::Playbook", "memory bandwidth")), dev.memoryBandwidthBytesPerSec,
               "B/s", gbps(dev.memoryBandwidthBytesPerSec), dev.memorySource);
        if (dev.tdpWatts)
            addDev(Message(AP_TEXT("ap::Playbook", "TDP")), *dev.tdpWatts, "W",
                   frame("%1 W", {human(*dev.tdpWatts)}), dev.powerSource);
    }
    sec.blocks.push_back(tableBlock(std::move(d)));

    // Prices.
    sec.blocks.push_back(
        subheading(Message(AP_TEXT("ap::Playbook", "Prices (date and confidence of each)"))));
    std::set<std::string> ids;
    for (const Device& dev : pb.devices)
        ids.insert(dev.id);
    PriceBook book = data.prices();
    for (const Scenario& s : project.scenarios)
        if (s.placement)
            mergePriceOverride(book, s.placement->priceOverrides, s.name + ".placement.prices");
    std::vector<PriceRow> prices;
    collectPrices(book.raw(), "", ids, prices);
    PlaybookTable pt;
    pt.header = {
        Message(AP_TEXT("ap::Playbook", "Price")), Message(AP_TEXT("ap::Playbook", "Value")),
        Message(AP_TEXT("ap::Playbook", "Date")), Message(AP_TEXT("ap::Playbook", "Confidence")),
        Message(AP_TEXT("ap::Playbook", "Source"))};
    pt.numeric = {false, true, false, false, false};
    int newest = 0;
    for (const PriceRow& p : prices) {
        // "providers/aws/devices/nvidia-h100-sxm5-80gb/on_demand" reads as
        // "aws nvidia-h100-sxm5-80gb on_demand".
        std::string item;
        for (size_t a = 1; a <= p.item.size();) {
            size_t b = p.item.find('/', a);
            if (b == std::string::npos)
                b = p.item.size();
            const std::string part = p.item.substr(a, b - a);
            if (part != "providers" && part != "devices" && part != "servers")
                item += (item.empty() ? "" : " ") + part;
            a = b + 1;
        }
        std::string text = formatNumber(p.value, "%.4g");
        if (p.unit.starts_with("usd_per_")) {
            std::string per = p.unit.substr(8);
            std::replace(per.begin(), per.end(), '_', ' ');
            text = "$" + text + " per " + per;
        } else if (!p.unit.empty()) {
            text += " " + p.unit;
        }
        pt.rows.push_back({item, text, p.date,
                           p.confidence.empty() ? Message("-") : confidenceWord(p.confidence),
                           p.source});
        csv.rows.push_back(
            {"price", item, csvNumber(p.value), p.unit, text, p.date, p.confidence, p.source});
        if (dateKey(p.date) > newest) {
            newest = dateKey(p.date);
            pb.priceBookDate = p.date;
        }
    }
    sec.blocks.push_back(tableBlock(std::move(pt)));

    // Calibration status of each device family used.
    sec.blocks.push_back(subheading(
        Message(AP_TEXT("ap::Playbook", "Calibration status of the device families used"))));
    PlaybookTable ct;
    ct.header = {Message(AP_TEXT("ap::Playbook", "Family")),
                 Message(AP_TEXT("ap::Playbook", "Devices")),
                 Message(AP_TEXT("ap::Playbook", "Status")),
                 Message(AP_TEXT("ap::Playbook", "Compute scale"))};
    ct.numeric = {false, false, false, true};
    std::map<std::string, std::vector<std::string>> families;
    std::set<std::string> cpuFamilies;
    for (const Device& dev : pb.devices) {
        families[dev.architecture].push_back(dev.id);
        if (dev.kind == DeviceKind::Cpu)
            cpuFamilies.insert(dev.architecture);
    }
    const EfficiencyParams& params = data.params();
    for (const auto& [family, devs] : families) {
        const double scale = params.architectureScale(family, cpuFamilies.contains(family));
        const bool fitted = params.isCalibrated(family); // the reference family included
        const Message status =
            fitted ? Message(AP_TEXT("ap::Playbook", "calibrated against measurements"))
                   : Message(AP_TEXT("ap::Playbook", "no measurements: shared efficiencies, "
                                                     "uncertainty x3 in the Monte Carlo"));
        ct.rows.push_back({family, join(devs, ", "), status, formatNumber(scale, "%.3f")});
        csv.rows.push_back({"calibration", family, csvNumber(scale), "1", status.english(), "",
                            fitted ? "fitted" : "uncalibrated", params.source});
    }
    sec.blocks.push_back(tableBlock(std::move(ct)));
    sec.blocks.push_back(paragraph(
        Message(AP_TEXT("ap::Playbook", "Efficiency parameters: %1"), {msg::text(params.source)})));

    std::vector<Message> notes;
    for (const Recommendation& r : pb.recommendations)
        for (const auto& n : r.notes)
            notes.push_back(named(r.study, n));
    for (const ScenarioResult& r : pb.results)
        if (r.cost)
            for (const auto& n : r.cost->notes)
                notes.push_back(named(r.name, n));
    if (!notes.empty()) {
        sec.blocks.push_back(subheading(Message(AP_TEXT("ap::Playbook", "Notes and limits"))));
        sec.blocks.push_back(bullets(std::move(notes)));
    }
}

} // namespace ap::playbook_detail
