#include "perf/inference_model.h"
#include "perf/inference_figures.h"

#include "common/field_key.h"
#include "common/json_reader.h"
#include "fabric/collectives.h"
#include "perf/comm_links.h"
#include "perf/context_parallel.h"
#include "perf/cpu_kernels.h"
#include "perf/expert_exchange.h"
#include "perf/layer_ops_into.h"
#include "perf/prefill_queue.h"
#include "perf/queueing.h"
#include "perf/weight_bytes.h"
#include "project/layout_rules.h"
#include "project/stored_fields.h"
#include "workload/software_stack.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ap {

namespace {

// Serving engines size activation buffers for a fixed token budget per iteration
// (TensorRT-LLM max_num_tokens default 8192; vLLM max_num_batched_tokens similar).
constexpr double kTokenBudget = 8192;
// The share of the memory left after weights and activations that serving engines give the KV
// cache (TensorRT-LLM KvCacheConfig.free_gpu_memory_fraction, default 0.9): a schema field
// without a typed member (project/field_schema.cpp).
constexpr std::string_view kKvCacheFreeMemoryFraction = "/workload/kv_cache_free_memory_fraction";
// DeepSeek-V3 node-limited routing (perf/expert_exchange.h); absent: no limit.
constexpr std::string_view kMaxNodesPerToken = "/workload/model/max_nodes_per_token";
// The share of prompt tokens a prefix cache serves (project/field_schema.cpp; vLLM's
// prefix-cache hit rate, hit tokens over prompt tokens).
constexpr std::string_view kPrefixCacheHitShare = "/workload/prefix_cache_hit_share";
// Two micro-batches whose expert all-to-alls overlap each other's computation
// (project/field_schema.cpp; ReplicaModel::stage).
constexpr std::string_view kDualBatchOverlap = "/workload/dual_batch_overlap";

// Prompt tokens a prefill computes of a prompt of `promptTokens` when a prefix cache holds the
// KV of `hitShare` of them (issue #26): the others, and always the last one, whose logits give
// the first token (vLLM v1/core/kv_cache_manager.py, get_computed_blocks: a hit covers at most
// num_tokens - 1; SGLang's radix cache likewise leaves at least one token to extend). The
// cached tokens' KV is read by the new tokens' attention, not recomputed (vLLM's automatic
// prefix caching, SGLang's RadixAttention, Zheng et al. 2024). 0 without a prompt.
double computedPromptTokens(double promptTokens, double hitShare)
{
    if (!(promptTokens > 0))
        return 0;
    return std::max(1.0, (1.0 - hitShare) * promptTokens);
}

// CPU serving engines (llama.cpp, vLLM's CPU backend, IPEX-LLM) keep the KV cache in the
// model's 16-bit format (vLLM kv_cache_dtype "auto"; llama.cpp f16): no FP8 KV on CPUs.
Precision kvCachePrecision(const InferenceWorkload& w, const Device& d)
{
    if (!w.kvCachePrecision && d.kind == DeviceKind::Cpu)
        return Precision::BF16;
    return w.kvPrecision();
}

// Sequences one engine instance batches for "max": the workload's engine limit; on CPUs no
// more than vLLM's default max_num_seqs (256, vllm/config.py SchedulerConfig), beyond which a
// CPU's per-iteration time only grows (MLPerf CPU submissions run batches of 32-256 per
// engine process).
double servingBatchLimit(const InferenceWorkload& w, const Device& d)
{
    return d.kind == DeviceKind::Cpu ? std::min(w.maxBatch, 256.0) : w.maxBatch;
}

// One engine instance's share of a CPU that runs `instances` serving processes, each bound
// to an equal share of the cores (Intel's MLPerf CPU code, SGLang's CPU servers): 1/instances
// of its compute, memory bandwidth and capacity and of its links, so that each instance
// streams its own copy of the weights over its share of the bandwidth while the KV cache is
// read once per sequence whatever the split.
Device instanceSlice(const Device& d, int instances)
{
    Device s = d;
    const double k = 1.0 / instances;
    for (auto& peak : s.peakFlopsPerSec)
        if (peak)
            *peak *= k;
    s.memoryBandwidthBytesPerSec *= k;
    s.memoryCapacityBytes *= k;
    if (s.cache) {
        s.cache->capacityBytes *= k;
        if (s.cache->bandwidthBytesPerSec)
            *s.cache->bandwidthBytesPerSec *= k;
    }
    for (auto* link : {&s.hostLink, &s.scaleUp, &s.scaleOut})
        if (*link)
            (*link)->bandwidthBytesPerSec *= k;
    return s;
}

} // namespace

// ServingReuse's state: per replica model of an evaluation (its role: the decode model, the
// prefill pool's, their drafts, the judge's) the operators of each pass shape stage() timed
// and the largest batch its memory holds.
struct ServingReuse::State {
    // A role (ReplicaModel::reuse) and stage()'s arguments, compared bit for bit.
    struct Key {
        std::array<std::uint64_t, 6> bits{};
        Key(int role, double decodeSeqs, double context, double prefillPrompts, double promptLen,
            double queries)
            : bits{std::uint64_t(role),
                   std::bit_cast<std::uint64_t>(decodeSeqs),
                   std::bit_cast<std::uint64_t>(context),
                   std::bit_cast<std::uint64_t>(prefillPrompts),
                   std::bit_cast<std::uint64_t>(promptLen),
                   std::bit_cast<std::uint64_t>(queries)}
        {
        }
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        size_t operator()(const Key& k) const
        {
            std::uint64_t h = 0x9e3779b97f4a7c15ULL;
            for (std::uint64_t b : k.bits)
                h = (h ^ b) * 0x100000001b3ULL + (h >> 29);
            return size_t(h);
        }
    };
    struct Ops {
        std::array<std::vector<Traffic>, 2> layers; // the (MoE) layers', the dense first layers'
        std::vector<Traffic> head;
    };
    static constexpr int kRoles = 8;
    std::unordered_map<Key, Ops, KeyHash> stages;
    std::array<std::optional<double>, kRoles> maxBatch; // maxBatchByMemory per role
};

ServingReuse::ServingReuse()
    : state(std::make_unique<State>())
{
}
ServingReuse::~ServingReuse() = default;

namespace {

// One model replica (tensor x pipeline x context devices) serving with continuous batching.
// Times an iteration from the layer operators; everything is per pipeline stage and, with
// context parallelism, per context rank.
class ReplicaModel {
public:
    // With workload.speculative the replica builds its draft as a replica of its own (`m_draft`):
    // a separate draft model, or with `sharedHead` the target's MTP module, whose embedding and
    // output head are the target's (read, not held twice).
    ReplicaModel(const InferenceWorkload& w, const Cluster& c, const Device& d,
                 const EfficiencyParams& p, bool beamsSharePrompt, PrefillScheduling prefill,
                 bool sharedHead = false, const Device* gemmDevice = nullptr)
        : m_w(w)
        , m_m(layoutModel(w.model, c.parallelism, d.tensorRanksPerDevice()))
        , m_compute(computePrecisionFor(d, w.precision))
        , m_projection(projectionComputePrecision(d, attentionProjectionPrecision(w)))
        , m_timer(d, m_compute, p, attentionKernelScale(d, w.attention, AttentionPass::Forward),
                  gemmDevice, m_projection)
        , m_links(d, p, fabricSpecFor(c.fabric, d, c.count))
    {
        const Parallelism& par = c.parallelism;
        m_tp = par.tensor;
        m_pp = par.pipeline;
        m_ep = par.expert;
        m_cp = std::max(1, par.context);
        m_beams = std::max(1, w.beamWidth);
        m_beamsSharePrompt = beamsSharePrompt;
        m_prefill = prefill;
        m_hitShare = fieldValue(w, kPrefixCacheHitShare);
        m_dualBatch = fieldValue(w, kDualBatchOverlap) != 0;
        m_maxNodesPerToken = int(statedFieldValue(w, kMaxNodesPerToken).value_or(0));
        m_layersPerStage = std::ceil(double(m_m.layers) / m_pp);
        m_tpGroup = placeGroup(par.tensor, 1, d.scaleUpDomainSize());
        m_epGroup = placeGroup(par.expert, 1, d.scaleUpDomainSize());
        m_cpGroup = contextGroup(par, d.scaleUpDomainSize());
        // Stages sit tensor x context ranks apart (pipeline outermost, as in training). Over
        // the NICs a hop takes the leaf's link while the replica fits under one leaf switch
        // (CommLinks::outAcross: a scheduler places it there), the fabric-wide one otherwise.
        m_ppDomains = int(std::ceil(double(par.tensor) * m_cp * par.pipeline /
                                    std::max(1, d.scaleUpDomainSize())));
        m_ppOffDomain = m_ppDomains > 1;

        m_base.tensor = m_tp;
        // The weights in their stored formats (perf/weight_bytes.h), the routed experts in
        // theirs; the GEMMs multiply at m_compute whatever the format (W4A16 kernels, Marlin and
        // TensorRT-LLM's weight-only GEMMs, dequantise int4 to 16 bits before 16-bit MMAs).
        m_base.weightBytes = denseWeightBytes(w);
        m_base.expertWeightBytes = expertWeightBytes(w);
        // The LM head and the input embedding in the formats the deployment keeps them in
        // (perf/weight_bytes.h: 16 bits beside narrower weights, a GGUF file's own types).
        m_vocab = vocabularyWeightBytes(w);
        // W8A8 / FP8 kernels read 8-bit activations; weight-only formats keep 16-bit ones.
        m_base.activationBytes = bytesPerElement(m_compute) <= 1.0 ? 1.0 : 2.0;
        m_base.gemmPrecision = m_compute;
        m_base.attentionPrecision = computePrecisionFor(d, Precision::BF16);
        // The attention projections in their own format (perf/weight_bytes.h): multiplied at its
        // compute format with 8-bit activations where that is 8 bits or narrower (as above),
        // their weights stored in it.
        if (m_projection) {
            m_base.ownProjectionFormat = true;
            m_base.projectionPrecision = *m_projection;
            m_base.projectionWeightBytes = projectionWeightBytes(w);
            m_base.projectionActivationBytes = bytesPerElement(*m_projection) <= 1.0 ? 1.0 : 2.0;
        }
        m_base.kvBytes = bytesPerElement(kvCachePrecision(w, d));
        m_base.materializedAttention = w.attention == AttentionKernel::Materialized;
        // Expert parallelism inside the tensor group (expert <= tensor; vLLM
        // --enable-expert-parallel with data parallel 1, SGLang --ep-size with moe_tp_size =
        // tp / ep): the tokens are replicated on every rank after attention's all-reduce, each
        // rank runs the rows routed to its slots/expert experts at tensor/expert of their width,
        // and the MLP's all-reduce sums the ranks' partial outputs (vLLM FusedMoE reduce_results,
        // SGLang's tensor_model_parallel_all_reduce after the experts): no all-to-all.
        // Expert parallelism across replicas (expert > tensor: DP attention + EP, SGLang
        // --enable-dp-attention, vLLM data parallel with an all2all backend): each rank holds
        // whole experts and dispatches its 1/tensor of its replica's tokens to them and combines
        // them back (DeepEP dispatch/combine); the MLP all-reduce is replaced by the combine.
        // Without expert parallelism every rank holds every expert at 1/tensor of the width.
        m_slots = par.slotsFor(m_m.experts);
        m_expertsLocal = m_m.isMoe() ? m_slots / double(std::max(1, m_ep)) : 1.0;
        m_expertTensor = std::max(1.0, m_tp / std::max(1, m_ep));
        m_base.expertTensor = m_expertTensor;
        m_base.shardedKv = par.weightStationary2d;
        m_base.expertTileRows = expertTileRows(d);
        m_base.expertTileRowsMin = expertTileRowsMin(d);
        m_2d = par.weightStationary2d;
        if (m_2d) {
            // 2D weight-stationary (Pope et al. 2022, section 3.2.2): the tensor group is an
            // a x b mesh (a the largest divisor of tensor up to its square root); weights are
            // split over both axes, activations all-gathered over one axis and reduce-scattered
            // over the other around each weight GEMM.
            int a = 1;
            for (int i = 1; i * i <= par.tensor; ++i)
                if (par.tensor % i == 0)
                    a = i;
            m_meshA = a;
            m_meshB = par.tensor / a;
            m_meshGroupA = placeGroup(m_meshA, 1, d.scaleUpDomainSize());
            m_meshGroupB = placeGroup(m_meshB, m_meshA, d.scaleUpDomainSize());
        }

        const double scale = m_m.parameters / m_m.structuralParameters();
        // Per stage: its layers' share of attention, dense MLPs and shared experts (split by
        // TP) and of the routed experts (split by EP, else by TP); the embedding sits on the
        // first stage and the LM head on the last, so with PP a stage holds one of them.
        const double layerShare = m_layersPerStage / m_m.layers;
        const double dense = m_m.nonExpertLayerParams() * layerShare;
        // Redundant expert slots: each holds a whole expert's weights.
        const double experts = m_m.routedExpertParams() * layerShare *
                               (m_m.isMoe() ? double(m_slots) / m_m.experts : 1.0);
        // Routed experts: slots/expert per rank at 1/expertTensor of their width.
        const double expertShards = std::max(1, m_ep) * m_expertTensor;
        // The vocabulary matrices in bytes: the head and the input embedding at their own
        // formats (one matrix, the head's, when tied); with PP the stage that holds the larger.
        const double matrix = m_m.vocab * m_m.hidden;
        const double embeddingBytes =
            m_pp > 1 ? matrix * std::max(m_vocab.head, m_vocab.embedding)
                     : matrix * (m_vocab.head + (m_m.tiedEmbeddings ? 0.0 : m_vocab.embedding));
        // The routed experts in their own format (workload.expert_weight_precision), as weights
        // of the others' size (exactly 1 where the formats are the same).
        const double expertShare = m_base.expertWeightBytes / m_base.weightBytes;
        // The attention projections in theirs (workload.attention_projection_precision): their
        // share of the dense weights, attentionParamsPerLayer per layer, at their own size.
        const double denseBytes =
            m_projection ? dense + m_m.attentionParamsPerLayer() * m_layersPerStage *
                                       (m_base.projectionWeightBytes / m_base.weightBytes - 1.0)
                         : dense;
        m_weightsBytes =
            sharedHead ? scale * m_base.weightBytes *
                             (denseBytes / m_tp + experts / expertShards * expertShare +
                              2.0 * m_m.hidden * m_m.hidden / m_tp) // MTP projection
                       : scale * (m_base.weightBytes *
                                      (denseBytes / m_tp + experts / expertShards * expertShare) +
                                  embeddingBytes / m_tp);
        // 2D weight-stationary: attention sharded over heads and batch, the cache split over
        // the tensor group (never replicated).
        // Context parallelism shards every sequence's cache by position over the context ranks
        // (Yang et al. 2025, section 3: each rank keeps the KV of its chunks of the prompt and
        // the decoded tokens are spread over the ranks): 1/context of it per device.
        m_kvPerToken = m_m.kvBytesPerToken(m_base.kvBytes, m_layersPerStage, m_tp, m_2d) / m_cp;
        // Activation workspace for the token budget: QKV, MLP intermediate, logits (fp32).
        m_workspaceBytes = kTokenBudget * 2.0 *
                               ((m_m.heads + 2 * m_m.kvHeads) * m_m.headDim + 2 * m_m.ffnHidden) /
                               m_tp +
                           std::min(kTokenBudget, 512.0) * 4.0 * m_m.vocab / m_tp;
        m_capacity = d.memoryCapacityBytes * p.memoryUsableFraction;

        const SpeculativeDecoding& spec = w.speculative;
        if (spec.enabled()) {
            // The draft runs on the replica's devices with its tensor split, unpipelined (the
            // caller refuses pipeline > 1); a separate draft model without expert parallelism
            // or the target's expert slots, the MTP module with the target's.
            m_draftTokens = spec.draftTokens;
            m_tokensPerStep = spec.tokensPerStep();
            m_draftWorkload = std::make_unique<InferenceWorkload>(w);
            InferenceWorkload& dw = *m_draftWorkload;
            dw.speculative = {};
            dw.evaluation.reset();
            dw.beamWidth = 1;
            dw.model = spec.draftModel ? *spec.draftModel : multiTokenPredictionModule(w.model);
            Cluster dc = c;
            dc.parallelism.pipeline = 1;
            if (spec.draftModel) {
                dc.parallelism.expert = 1;
                dc.parallelism.expertSlots = 0;
            }
            m_draft = std::make_unique<ReplicaModel>(dw, dc, d, p, beamsSharePrompt, prefill,
                                                     !spec.draftModel.has_value(), gemmDevice);
        }
    }

    // The target's weights and, with speculative decoding, the draft's.
    double weightsBytes() const
    {
        return m_draft ? m_weightsBytes + m_draft->weightsBytes() : m_weightsBytes;
    }
    double draftWeightsBytes() const { return m_draft ? m_draft->weightsBytes() : 0.0; }
    double workspaceBytes() const { return m_workspaceBytes; }
    double kvPerToken() const { return m_kvPerToken; }
    // KV cache a prompt's token leaves for decode: the target's and the draft's.
    double promptKvPerToken() const
    {
        return m_draft ? m_kvPerToken + m_draft->kvPerToken() : m_kvPerToken;
    }
    // Speculative decoding: tokens a sequence emits per iteration (1 without).
    double tokensPerStep() const { return m_tokensPerStep; }
    // One sequence of `tokens` tokens: every global layer keeps them all, a sliding-window
    // layer at most the window (ModelSpec::kvTokensPerLayer).
    double kvBytesPerSequence(double tokens) const
    {
        return m_kvPerToken * m_m.kvTokensPerLayer(tokens);
    }
    double capacity() const { return m_capacity; }
    Precision compute() const { return m_compute; }
    // The attention projections' compute format: their own where the workload states one.
    Precision projectionCompute() const { return m_projection.value_or(m_compute); }
    double pipeline() const { return m_pp; }
    double context() const { return m_cp; }
    // A prompt as the stack's context-encoding graph runs it (software_stack.h,
    // contextEncodingTokens: padded to its bucket) and the context ranks split it: padded to a
    // multiple of 2 x context.
    double paddedPromptTokens(double promptLen) const
    {
        const double len =
            contextEncodingTokens(m_contextStack, promptLen, m_w.inputTokens + m_w.outputTokens);
        return m_cp > 1 ? std::ceil(len / (2.0 * m_cp)) * 2.0 * m_cp : len;
    }

    double beams() const { return m_beams; }

    // Routed (token, expert) rows one rank's experts compute on average when a replica's
    // stage runs `tokens` tokens: tokens x k over the ranks that split the rows (expert inside
    // the tensor group: expert; across replicas: each rank's 1/tensor of its replica's tokens
    // meets the same share from the other replicas).
    double expertRowsPerRank(double tokens) const
    {
        return tokens * m_m.expertsPerToken * m_expertTensor / m_tp;
    }

    // KV cache of `batch` sequences under continuous batching: sequences are at uniformly
    // spread points of their output, so on average each holds input + output/2 tokens (paged
    // caches, vLLM/TensorRT-LLM, allocate only live tokens). With beam search the batch is
    // batch/beams requests whose beams hold the prompt once (shared) or each a copy, and their
    // own generated tokens. Peak check: the sum of the requests' independent progress values
    // exceeds its mean by 3 standard deviations (output x beams x sqrt(requests/12)) rarely
    // (a request's beams advance together); never more than every sequence at full length.
    double kvCacheBytes(double batch) const
    {
        const double in = m_w.inputTokens, out = m_w.outputTokens;
        const double requests = batch / m_beams;
        const double promptTokens = (m_beamsSharePrompt ? requests : batch) * in;
        const double peakTokens = std::min(promptTokens + batch * out,
                                           promptTokens + batch * out / 2.0 +
                                               3.0 * out * m_beams * std::sqrt(requests / 12.0));
        // Sliding-window layers keep at most the window's tokens of each sequence (vLLM's
        // sliding-window KV cache manager frees the blocks that leave it; Mistral 7B section 2,
        // rolling buffer cache).
        const double local = m_m.localLayerShare();
        const double localTokens = std::min(peakTokens, batch * m_m.attendedWindow());
        const double target = m_kvPerToken * ((1.0 - local) * peakTokens + local * localTokens);
        if (!m_draft)
            return target;
        // Speculative decoding: during verification every sequence also holds its k draft
        // tokens in the target's cache, and the draft keeps its own cache of the context and
        // of the drafts (vLLM allocates the lookahead slots per sequence,
        // num_lookahead_slots = num_speculative_tokens).
        return target + m_kvPerToken * batch * m_draftTokens + m_draft->kvCacheBytes(batch) +
               m_draft->kvPerToken() * batch * m_draftTokens;
    }
    // Shares what evaluations of this layout under other kernel efficiencies built (`state`
    // may be null: nothing shared); `role` tells this model from the evaluation's others, its
    // draft's is role + 2.
    void reuse(ServingReuse::State* state, int role)
    {
        if (!state || role < 0 || role >= ServingReuse::State::kRoles)
            return;
        if (state->stages.size() > 100000) // bounded: a long Monte Carlo of many batch shapes
            state->stages.clear();
        m_reuse = state;
        m_role = role;
        if (m_draft)
            m_draft->reuse(state, role + 2);
    }
    // maxBatchByMemory, from the shared state where an evaluation before found it.
    double maxBatchByMemoryReused() const
    {
        if (!m_reuse)
            return maxBatchByMemory();
        std::optional<double>& known = m_reuse->maxBatch[size_t(m_role)];
        if (!known)
            known = maxBatchByMemory();
        return *known;
    }
    double maxBatchByMemory() const
    {
        // Serving engines give the KV cache a share of what weights and activations leave
        // (workload.kv_cache_free_memory_fraction, TensorRT-LLM's free_gpu_memory_fraction).
        const double free = fieldValue(m_w, kKvCacheFreeMemoryFraction) *
                            (m_capacity - m_weightsBytes - m_workspaceBytes);
        // One request holds all its beams.
        if (free <= 0 || kvCacheBytes(m_beams) > free)
            return 0;
        double lo = 1, hi = 2;
        while (kvCacheBytes(hi) <= free && hi < 1e9)
            hi *= 2;
        while (hi - lo > 1) {
            const double mid = std::floor((lo + hi) / 2);
            (kvCacheBytes(mid) <= free ? lo : hi) = mid;
        }
        return std::floor(lo / m_beams) * m_beams; // whole requests
    }

    struct Iteration {
        double timeSec = 0;
        double commSec = 0;
        double contextCommSec = 0; // of commSec: context parallelism's exposed exchange
        bool contextPassQ = false; // the prompts' ring passes queries (else K and V)
        double expertCommSec = 0;  // of commSec: expert parallelism's dispatch and combine
        double moeComputeSec = 0;  // the MoE layers' kernels (what may hide the dispatch)
        Ceiling binding = Ceiling::Memory;
        std::vector<OpTime> ops;
    };

    // One pass through one pipeline stage: `decodeSeqs` sequences generate a token at
    // average context `context`, and `prefillPrompts` prompts of `promptLen` tokens are
    // processed in the same forward (chunked prefill).
    // `queries`: query tokens per decoding sequence (speculative verification: drafts + 1).
    Iteration stage(double decodeSeqs, double context, double prefillPrompts, double promptLen,
                    bool keepOps = false, double queries = 1) const
    {
        // Dual micro-batch overlap (workload.dual_batch_overlap; DeepSeek, "Day 6: DeepSeek-V3/R1
        // Inference System Overview", open-infra-index 2025: "splitting a batch of requests into
        // two microbatches", the all-to-all of one hidden behind the other's computation in
        // prefill and decode; deepseek-ai/profile-data: during decode "the system waits for the
        // all-to-all communication to complete after the computation has finished"; SGLang
        // --enable-two-batch-overlap, vLLM --enable-dbo): each micro-batch runs its kernels on
        // half the sequences (the weights read twice, the per-kernel overheads twice), and the
        // dispatch and combine of both run under the MoE layers' computation of both: only what
        // outlasts it is exposed. Only where expert parallelism spans replicas (an all-to-all to
        // hide) and the pass holds two sequences or a prompt to split (DeepSeek's prefill splits a
        // prompt between the micro-batches).
        if (!dualBatchOverlapActs() || !(decodeSeqs >= 2 || prefillPrompts > 0))
            return stageOnce(decodeSeqs, context, prefillPrompts, promptLen, keepOps, queries);
        Iteration it =
            stageOnce(decodeSeqs / 2, context, prefillPrompts / 2, promptLen, keepOps, queries);
        const double exposed = std::max(0.0, 2.0 * (it.expertCommSec - it.moeComputeSec));
        it.timeSec = 2.0 * (it.timeSec - it.expertCommSec) + exposed;
        it.commSec = 2.0 * (it.commSec - it.expertCommSec) + exposed;
        it.contextCommSec *= 2.0;
        it.expertCommSec = exposed;
        it.moeComputeSec *= 2.0;
        for (OpTime& o : it.ops) {
            o.flops *= 2.0;
            o.memoryBytes *= 2.0;
            o.timeSec *= 2.0;
            o.calls *= 2.0;
        }
        return it;
    }

    // One pass of `stage` as one batch (no micro-batches).
    Iteration stageOnce(double decodeSeqs, double context, double prefillPrompts, double promptLen,
                        bool keepOps, double queries) const
    {
        LayerShape s = m_base;
        // Context parallelism (Yang et al. 2025, section 3; ring attention, Liu et al. 2023):
        // a prompt is split into 2 x context chunks, rank i taking chunks i and 2c-1-i so that
        // every rank has the same causal work (half of its queries' keys, as without it); each
        // rank runs its 1/context of the prompt's tokens through the weight GEMMs and their
        // queries against all the prompt's keys. The split pads the prompt to a multiple of
        // 2 x context (Megatron-Core and TransformerEngine's load-balanced split needs equal
        // chunks). Each new token's query is computed on one rank and attends to every
        // rank's shard of the cache (a decode's GEMM rows 1/context per rank, its attention on
        // every rank over 1/context of the context).
        const double promptTokens = paddedPromptTokens(promptLen);
        // A stack that fuses the prefill attention only from a bucket size on materialises the
        // score matrix of shorter ones (software_stack.h, prefillAttentionMaterialized).
        if (prefillPrompts > 0 && prefillAttentionMaterialized(m_contextStack, promptTokens))
            s.materializedAttention = true;
        // Prefix-cache hits (workload.prefix_cache_hit_share): a prompt's first tokens' KV is
        // cached, so only the rest are queries, rows of the weight GEMMs and logits' inputs;
        // they attend over every key of the prompt, the cached ones read from the cache. Query
        // at position i sees i keys, so the new queries at positions L - n .. L keep
        // (L^2 - (L - n)^2) / 2 of their n L pairs: 1 - n / (2 L) (1/2 without hits).
        const double newTokens = computedPromptTokens(promptTokens, m_hitShare);
        const double prefillTokens = prefillPrompts * newTokens / m_cp;
        s.tokens = decodeSeqs * queries / m_cp + prefillTokens;
        s.decodeSeqs = decodeSeqs;
        s.decodeQueries = queries;
        s.decodeContext = context / m_cp;
        s.decodeContextSpread = decodeSeqs > 0 ? m_w.outputTokens / m_cp : 0.0;
        s.prefillSeqs = prefillPrompts;
        s.prefillQueries = newTokens / m_cp;
        s.prefillKeys = promptTokens;
        s.causalFraction = promptTokens > 0 ? 1.0 - newTokens / (2.0 * promptTokens) : 0.5;
        s.prefillCachedKeys = promptTokens - newTokens;
        s.expertsLocal = m_expertsLocal;
        if (m_m.isMoe()) {
            // Expected number of distinct local experts the iteration's tokens reach, whose
            // weights are read: under uniform routing a token's k distinct picks miss a given
            // expert with probability C(E-1, k) / C(E, k) = 1 - k/E, independently per token,
            // so N tokens touch E (1 - (1 - k/E)^N) experts (linearity of expectation). N: the
            // tokens that reach this rank's expert group (across replicas, all of its
            // replicas').
            const double groupTokens = s.tokens * std::max(1.0, double(m_ep) / m_tp);
            const double miss =
                std::pow(1.0 - double(m_m.expertsPerToken) / m_m.experts, groupTokens);
            s.expertsTouched = std::max(1.0, m_expertsLocal * (1.0 - miss));
            s.expertRows = expertRowsPerRank(s.tokens);
            s.expertImbalance = expertLoadImbalance(s.expertRows, m_ep, m_m.experts, m_slots);
        }
        Iteration it;
        double worst = 0;
        double attentionSec = 0; // the stage's attention kernels (they hide the KV ring)
        // MoE models with dense first layers: each kind for its share of the stage's layers.
        const double moeLayers =
            m_m.isMoe() ? m_layersPerStage * m_m.moeLayers() / double(m_m.layers) : 0.0;
        // Logits for the sequences that emit a token (decodes and completed prompts).
        const auto headShape = [&] {
            LayerShape head = s;
            head.tokens = (decodeSeqs * queries + prefillPrompts) / m_cp; // on their own rank
            head.weightBytes = m_vocab.head;
            if (m_vocab.sixteenBitHead) {
                head.gemmPrecision = m_base.attentionPrecision;
                head.activationBytes = 2.0;
            }
            return head;
        };
        // The operators of this pass shape: built here, or once per shape for every efficiency
        // an option is evaluated at (ServingReuse: they do not depend on it). One operator
        // buffer per thread otherwise: the batch searches time stages by the thousand.
        thread_local ServingReuse::State::Ops buffer;
        const auto layersOf = [&](bool denseLayer) {
            return m_m.isMoe() ? (denseLayer ? m_layersPerStage - moeLayers : moeLayers)
                               : (denseLayer ? 0.0 : m_layersPerStage);
        };
        const ServingReuse::State::Ops* ops = nullptr;
        std::optional<ServingReuse::State::Key> key;
        if (m_reuse) {
            key.emplace(m_role, decodeSeqs, context, prefillPrompts, promptLen, queries);
            if (const auto found = m_reuse->stages.find(*key); found != m_reuse->stages.end())
                ops = &found->second;
        }
        if (!ops) {
            for (const bool denseLayer : {false, true}) {
                if (layersOf(denseLayer) <= 0)
                    continue;
                LayerShape ls = s;
                ls.denseLayer = denseLayer;
                layerForwardOps(m_m, ls, buffer.layers[denseLayer ? 1 : 0]);
            }
            headForwardOps(m_m, headShape(), buffer.head);
            ops = &buffer;
            if (key) {
                // Kept at their size (the buffers reserve a layer's most operators).
                ServingReuse::State::Ops copy;
                for (int i = 0; i < 2; ++i)
                    if (layersOf(i == 1) > 0)
                        copy.layers[size_t(i)] = buffer.layers[size_t(i)];
                copy.head = buffer.head;
                ops = &m_reuse->stages.emplace(*key, std::move(copy)).first->second;
            }
        }
        for (const bool denseLayer : {false, true}) {
            const double count = layersOf(denseLayer);
            if (count <= 0)
                continue;
            for (const Traffic& op : ops->layers[denseLayer ? 1 : 0]) {
                OpTime t = m_timer.time(op, count);
                it.timeSec += t.timeSec;
                if (m_m.isMoe() && !denseLayer)
                    it.moeComputeSec += t.timeSec;
                if (op.name.starts_with("attention"))
                    attentionSec += t.timeSec;
                if (t.timeSec > worst && op.name != "norm") {
                    worst = t.timeSec;
                    it.binding = t.binding;
                }
                if (keepOps && !denseLayer)
                    it.ops.push_back(t);
            }
        }
        for (const Traffic& op : ops->head)
            it.timeSec += m_timer.time(op).timeSec / m_pp; // the head sits on one stage
        const double msg = s.tokens * m_m.hidden * 2.0;
        if (m_2d)
            // Per layer, around attention and the MLP: the activations' all-gather and
            // reduce-scatter over each mesh axis (one all-reduce's volume per axis), each of a
            // shard 1/(other axis) of them: per device ~4 msg / sqrt(tensor) against 1D's ~4 msg.
            it.commSec += m_layersPerStage * 2.0 *
                          (allReduceTimeSec(msg / m_meshB, m_meshGroupA,
                                            m_links.upFor(m_meshGroupA.perDomain),
                                            m_links.outFor(m_meshGroupA)) +
                           allReduceTimeSec(msg / m_meshA, m_meshGroupB,
                                            m_links.upFor(m_meshGroupB.perDomain),
                                            m_links.outFor(m_meshGroupB)));
        else
            // Two all-reduces per layer (attention, MLP); an MoE layer whose experts span
            // replicas combines its MLP output with the all-to-all below instead.
            it.commSec += (2.0 * m_layersPerStage - (expertsAcrossReplicas() ? moeLayers : 0.0)) *
                          allReduceTimeSec(msg, m_tpGroup, m_links.upFor(m_tpGroup.perDomain),
                                           m_links.outFor(m_tpGroup));
        if (m_m.isMoe() && expertsAcrossReplicas()) {
            // Dispatch and combine: each rank sends its 1/tensor of the tokens; a decode-only
            // pass one row per (token, expert) (DeepEP's low-latency kernels write each routed
            // copy to its expert's rank), to every peer at once (pointToPointAllToAllTimeSec).
            // Dispatch carries the expert GEMMs' inputs in their format, narrow ones with a 4-byte
            // scale per 128 elements (DeepSeek-V3 report section 3.3.1, 1 x 128 tiles; DeepEP's FP8
            // dispatch); combine carries the experts' outputs in 16 bits (the day-6 overview:
            // "dispatch transmissions adopt the FP8 format ... combine transmissions use the
            // BF16 format").
            const double rows = s.tokens / m_tp * m_m.expertsPerToken;
            const double dispatchBytes =
                m_base.activationBytes + (m_base.activationBytes < 2.0 ? 4.0 / 128.0 : 0.0);
            const double combineBytes = std::max(2.0, m_base.activationBytes);
            const LinkParams up = m_links.upFor(m_epGroup.perDomain);
            const LinkParams& out = m_links.outFor(m_epGroup);
            if (prefillPrompts > 0) {
                // A pass with prompt tokens runs DeepEP's normal kernels (perf/expert_exchange.h,
                // SGLang's default --deepep-mode auto): a token crosses the network once per
                // destination node and is forwarded over NVLink once per destination rank; a
                // model with node-limited routing reaches at most its nodes per token.
                const auto direction = [&](double bytesPerElement) {
                    return expertExchangeTimeSec(
                        ExpertExchangeKernel::Normal, s.tokens / m_tp, m_m.hidden * bytesPerElement,
                        m_m.experts, m_m.expertsPerToken, m_epGroup, up, out, m_maxNodesPerToken);
                };
                it.expertCommSec = moeLayers * (direction(dispatchBytes) + direction(combineBytes));
            } else {
                it.expertCommSec =
                    moeLayers * (pointToPointAllToAllTimeSec(rows * m_m.hidden * dispatchBytes,
                                                             m_epGroup, up, out) +
                                 pointToPointAllToAllTimeSec(rows * m_m.hidden * combineBytes,
                                                             m_epGroup, up, out));
            }
            it.commSec += it.expertCommSec;
        }
        if (m_pp > 1)
            it.commSec +=
                sendTimeSec(msg, m_ppOffDomain ? m_links.outAcross(m_ppDomains) : m_links.upPeer());
        if (m_cp > 1) {
            // Prefill: pass-KV or pass-Q ring attention, whichever exposes less
            // (perf/context_parallel.h, Yang et al. 2025 sections 3.4-3.5, appendix C); each
            // transfer overlapped with the attention on the block a rank holds (1/context of
            // the layer's attention). Every rank's queries need every key, the prefix cache's
            // too: pass-KV's blocks are the whole prompts' (the paper's max(P_i) + T/N), pass-Q's
            // the new tokens' queries.
            if (prefillTokens > 0) {
                const ContextPrefillRing ring = contextPrefillRing(
                    m_m, m_cp, m_tp, prefillPrompts * promptTokens / m_cp, prefillTokens,
                    m_base.kvBytes, attentionSec / m_layersPerStage / m_cp, m_cpGroup, m_links);
                it.contextPassQ = ring.passQ();
                it.contextCommSec += m_layersPerStage * ring.exposedSec();
            }
            // Decode: the new tokens' queries gathered on every rank and the ranks' partial
            // attention outputs merged on the query's rank (its log-sum-exp rescaling): an
            // all-gather and a reduce-scatter of the queries' activations per layer, one
            // all-reduce's volume.
            if (decodeSeqs > 0)
                it.contextCommSec +=
                    m_layersPerStage *
                    allReduceTimeSec(decodeSeqs * queries * m_m.heads / m_tp * m_m.headDim * 2.0,
                                     m_cpGroup, m_links.upFor(m_cpGroup.perDomain),
                                     m_links.outFor(m_cpGroup));
            it.commSec += it.contextCommSec;
        }
        it.timeSec += it.commSec;
        return it;
    }

    // One serving forward step of a stage: the target's stage and, with speculative decoding
    // (`speculate`), the work around it (Leviathan et al. 2023, section 3; Chen et al. 2023):
    // the target verifies the k drafts of each decoding sequence in one pass over k + 1 query
    // tokens (weights and KV cache read once, GEMM rows, attention FLOPs, logits and
    // activations x (k + 1): at a small batch it costs little more than a decode step, at a
    // large one it becomes compute-bound), and the draft runs k passes: the first over the
    // tokens the last verification accepted, E per sequence on average, and the new prompts,
    // then k - 1 passes of one token per sequence (vLLM's EAGLE/MTP proposer,
    // v1/spec_decode/eagle.py propose(); a separate draft model likewise).
    Iteration pass(double decodeSeqs, double context, double prefillPrompts, double promptLen,
                   bool speculate = true) const
    {
        if (!m_draft || !speculate)
            return stage(decodeSeqs, context, prefillPrompts, promptLen);
        Iteration it = stage(decodeSeqs, context, prefillPrompts, promptLen, false,
                             decodeSeqs > 0 ? m_draftTokens + 1.0 : 1.0);
        if (decodeSeqs <= 0 && prefillPrompts <= 0)
            return it;
        const Iteration first = m_draft->stage(decodeSeqs, context, prefillPrompts, promptLen,
                                               false, decodeSeqs > 0 ? m_tokensPerStep : 1.0);
        it.timeSec += first.timeSec;
        it.commSec += first.commSec;
        if (decodeSeqs > 0 && m_draftTokens > 1) {
            const Iteration step = m_draft->stage(decodeSeqs, context, 0, 0);
            it.timeSec += (m_draftTokens - 1.0) * step.timeSec;
            it.commSec += (m_draftTokens - 1.0) * step.commSec;
        }
        return it;
    }

    // Steady state at `batch` sequences per replica: each pipeline stage works on batch/p of
    // them; a sequence gets a token after passing all p stages. With speculative decoding an
    // iteration gives each sequence tokensPerStep() tokens: `tpotSec` is the mean time per
    // token, `iterationSec` the iteration's. `speculate` false: the same deployment without
    // it (for the speed-up at the same batch).
    struct Steady {
        double iterationSec = 0; // all stages, with the steady share of new prompts
        double tpotSec = 0;      // between two tokens of one sequence
        double commSec = 0;
        Ceiling binding = Ceiling::Memory;
    };
    Steady steady(double batch, bool speculate = true) const
    {
        Steady st = steadyIteration(batch, speculate);
        st.tpotSec = steadyTpotSec(batch, speculate);
        return st;
    }
    // steady()'s two halves, each on its own: a batch the search finds above the TPOT objective
    // needs only the time between a sequence's tokens.
    // The iteration: all stages, with the steady share of new prompts (tpotSec left 0).
    Steady steadyIteration(double batch, bool speculate) const
    {
        const SteadyShape sh = steadyShape(batch, speculate);
        Iteration all;
        if (m_prefill == PrefillScheduling::Mixed) {
            // One forward pass holds the decodes and the prompts' tokens.
            all = pass(sh.perStage, sh.context, sh.prompts, m_w.inputTokens, speculate);
        } else {
            // The prompts run as forward passes of their own: their time adds to the decode's
            // (the weights are read for each pass, nothing overlaps).
            const Iteration dec = decodePass(sh.perStage, speculate);
            const Iteration pa = promptPasses(sh.prompts, speculate);
            all = dec;
            all.timeSec = dec.timeSec + pa.timeSec;
            all.commSec = dec.commSec + pa.commSec;
        }
        Steady st;
        st.iterationSec = m_pp * all.timeSec;
        st.commSec = m_pp * all.commSec;
        st.binding = all.binding;
        return st;
    }
    // What one sequence waits between its tokens: the decode and the other requests' prompts
    // (timed once per batch with speculation, the search's case).
    double steadyTpotSec(double batch, bool speculate) const
    {
        if (speculate)
            for (const auto& [known, tpotSec] : m_tpotKnown)
                if (known == batch)
                    return tpotSec;
        const SteadyShape sh = steadyShape(batch, speculate);
        double othersSec = 0;
        if (m_prefill == PrefillScheduling::Mixed) {
            othersSec =
                pass(sh.perStage, sh.context, sh.otherPrompts, m_w.inputTokens, speculate).timeSec;
        } else {
            othersSec = decodePass(sh.perStage, speculate).timeSec +
                        promptPasses(sh.otherPrompts, speculate).timeSec;
        }
        const double tpotSec = m_pp * othersSec / sh.perIteration;
        if (speculate)
            m_tpotKnown.emplace_back(batch, tpotSec);
        return tpotSec;
    }

    // The shape of steady()'s iteration at `batch` sequences per replica: each pipeline stage
    // works on batch/p of them. Every finished request is replaced by a new prompt, prefilled
    // once for all its beams: batch/(beams x out) prompts per iteration, E times as many when
    // each sequence emits E tokens per iteration.
    struct SteadyShape {
        double perStage = 0, context = 0, perIteration = 1;
        double prompts = 0;      // new prompts per iteration and stage
        double otherPrompts = 0; // of other requests than a given sequence's
    };
    SteadyShape steadyShape(double batch, bool speculate) const
    {
        const double out = m_w.outputTokens;
        SteadyShape sh;
        sh.perStage = batch / m_pp;
        const double requestsPerStage = sh.perStage / m_beams;
        sh.context = decodeContext();
        sh.perIteration = speculate ? m_tokensPerStep : 1.0;
        sh.prompts = requestsPerStage * sh.perIteration / out;
        sh.otherPrompts = std::max(0.0, requestsPerStage - 1.0 / m_pp) * sh.perIteration / out;
        return sh;
    }
    // Prompts run as passes of their own (PrefillScheduling::Separate): a prefill pass runs
    // only when a request waits (SGLang, python/sglang/srt/managers/scheduler.py,
    // get_next_batch_to_run): none at zero prompts per iteration, and below one prompt per
    // iteration a one-prompt pass on that fraction of the iterations. A prefill pass schedules
    // at most the stack's token budget (setPromptPassBudget; SGLang's chunked_prefill_size caps
    // the new tokens of one prefill batch, python/sglang/srt/managers/schedule_policy.py,
    // PrefillAdder): p prompts of more tokens run as ceil(tokens / budget) passes of an equal
    // share each, every one reading the weights.
    Iteration promptPasses(double p, bool speculate) const
    {
        if (p <= 0)
            return Iteration{};
        if (p >= 1) {
            const double tokens =
                p * computedPromptTokens(paddedPromptTokens(m_w.inputTokens), m_hitShare) / m_cp;
            const double passes = m_promptPassBudget > 0
                                      ? std::max(1.0, std::ceil(tokens / m_promptPassBudget))
                                      : 1.0;
            if (passes <= 1)
                return pass(0, 0, p, m_w.inputTokens, speculate);
            Iteration split = pass(0, 0, p / passes, m_w.inputTokens, speculate);
            split.timeSec *= passes;
            split.commSec *= passes;
            split.contextCommSec *= passes;
            return split;
        }
        Iteration one = onePromptPass(speculate);
        one.timeSec *= p;
        one.commSec *= p;
        one.contextCommSec *= p;
        return one;
    }
    // One stage's decode pass of `perStage` sequences at the steady context, no prompts: what
    // decodeOnly() and a separate-prefill steady() run, timed once per batch with speculation
    // (the batch search reads it at every batch it tries and again at the one it keeps).
    Iteration decodePass(double perStage, bool speculate) const
    {
        if (speculate)
            for (const auto& [known, it] : m_decodeKnown)
                if (known == perStage)
                    return it;
        Iteration it = pass(perStage, decodeContext(), 0, 0, speculate);
        if (speculate)
            m_decodeKnown.emplace_back(perStage, it);
        return it;
    }

    // One prompt alone, pass(0, 0, 1, input tokens): a function of the replica, which the
    // batch search's steady states read at every batch where prompts run passes of their own
    // (and prefill(1) once): timed once per replica (the same figures).
    const Iteration& onePromptPass(bool speculate) const
    {
        std::optional<Iteration>& known = m_onePromptPass[speculate ? 1 : 0];
        if (!known)
            known = pass(0, 0, 1, m_w.inputTokens, speculate);
        return *known;
    }

    // Prompts alone (with speculative decoding the draft prefills them too).
    Iteration prefill(double prompts) const
    {
        Iteration it = prompts == 1 ? onePromptPass(true) : pass(0, 0, prompts, m_w.inputTokens);
        it.timeSec *= m_pp;
        it.contextCommSec *= m_pp;
        return it;
    }
    // One decode iteration without prompts (speculative: a verification step and its drafts,
    // tokensPerStep() tokens per sequence).
    Iteration decodeOnly(double batch, bool speculate = true) const
    {
        Iteration it = decodePass(batch / m_pp, speculate);
        it.timeSec *= m_pp;
        return it;
    }
    // The largest batch (sequences per replica) whose steady iteration schedules at most
    // `budget` tokens per stage and rank (software_stack.h, iterationTokenBudget: TensorRT-LLM's
    // max_num_tokens, vLLM's max_num_batched_tokens, llama.cpp's n_batch count the decode
    // tokens and the prompt tokens of one forward pass together). Each of a stage's batch/p
    // sequences decodes its query tokens (1; with speculative decoding the k drafts and the
    // target's own) and, as steadyShape() replaces finished requests, the stage prefills
    // batch/p x E / (beams x out) prompts of their computed tokens (a prefix cache's hits are
    // not computed, computedPromptTokens); a pass's tokens are split over the context ranks, as
    // stage() splits them. `withPrompts` false: a decode pool that never prefills. Above this
    // batch the prompts that replace finished requests do not fit the passes: the engine's
    // waiting requests queue and the batch in flight stays at this size.
    double batchWithinTokenBudget(double budget, bool withPrompts) const
    {
        const double queries = m_draft ? m_draftTokens + 1.0 : 1.0;
        const double promptTokens =
            withPrompts ? computedPromptTokens(paddedPromptTokens(m_w.inputTokens), m_hitShare) *
                              m_tokensPerStep / (m_beams * m_w.outputTokens)
                        : 0.0;
        return budget * m_pp * m_cp / (queries + promptTokens);
    }
    // Time per output token of a sequence in decodeOnly.
    double decodeOnlyTpotSec(double batch) const
    {
        return decodeOnly(batch).timeSec / m_tokensPerStep;
    }

    // The tokens a decode step's attention runs over: the mean context of a sequence's decode,
    // input + output / 2, or with `compiledSequence` (software_stack.h,
    // decodeAttendsCompiledSequence) the whole sequence the graph was compiled for, input +
    // output. Set before the first step is timed.
    void attendCompiledSequence(bool compiledSequence) { m_compiledSequence = compiledSequence; }
    // The most prompt tokens one prefill pass of its own schedules (promptPasses; 0: no limit).
    // Set before the first step is timed.
    void setPromptPassBudget(double tokens) { m_promptPassBudget = tokens; }
    // The stack whose context encoding the prefill runs as (software_stack.h,
    // contextEncodingTokens and prefillAttentionMaterialized); Auto: the prompt as it is, the
    // workload's attention kernel. Set before the first pass is timed.
    void encodeContextAs(SoftwareStack stack)
    {
        m_contextStack = stack;
        if (m_draft)
            m_draft->encodeContextAs(stack);
    }
    double decodeContext() const
    {
        return m_compiledSequence ? m_w.inputTokens + m_w.outputTokens
                                  : m_w.inputTokens + m_w.outputTokens / 2.0;
    }

    const CommLinks& links() const { return m_links; }
    // workload.dual_batch_overlap acts (stage): a MoE model whose experts span replicas.
    bool dualBatchOverlapActs() const
    {
        return m_dualBatch && m_m.isMoe() && expertsAcrossReplicas();
    }

private:
    // Expert parallelism wider than the tensor group: tokens move between replicas.
    bool expertsAcrossReplicas() const { return m_ep > m_tp; }

    const InferenceWorkload& m_w;
    const ModelSpec m_m; // as the layout runs it (padded heads)
    Precision m_compute;
    std::optional<Precision> m_projection; // the attention projections' own compute format
    KernelTimer m_timer;
    CommLinks m_links;
    double m_tp = 1, m_pp = 1;
    double m_cp = 1; // context ranks per replica
    GroupPlacement m_cpGroup;
    int m_ep = 1;
    double m_layersPerStage = 1;
    double m_beams = 1;
    bool m_beamsSharePrompt = true;
    double m_draftTokens = 0;   // speculative decoding: k
    double m_tokensPerStep = 1; // speculative decoding: E = (1 - a^(k+1)) / (1 - a)
    std::unique_ptr<InferenceWorkload> m_draftWorkload; // what m_draft's reference reads
    std::unique_ptr<ReplicaModel> m_draft;
    PrefillScheduling m_prefill = PrefillScheduling::Mixed;
    bool m_compiledSequence = false; // decode attends over input + output (decodeContext)
    double m_promptPassBudget = 0;   // tokens per prefill pass of its own (0: no limit)
    SoftwareStack m_contextStack = SoftwareStack::Auto; // encodeContextAs
    double m_hitShare = 0;                              // workload.prefix_cache_hit_share
    bool m_dualBatch = false;                           // workload.dual_batch_overlap
    int m_maxNodesPerToken = 0; // workload.model.max_nodes_per_token (0: no limit)
    double m_expertsLocal = 1;
    double m_expertTensor = 1; // tensor degree of the routed experts' GEMMs
    int m_slots = 1;
    bool m_2d = false;
    int m_meshA = 1, m_meshB = 1;
    GroupPlacement m_meshGroupA, m_meshGroupB;
    GroupPlacement m_tpGroup, m_epGroup;
    bool m_ppOffDomain = false;
    int m_ppDomains = 1; // scale-up domains one replica spans
    LayerShape m_base;
    VocabularyWeightBytes m_vocab;
    double m_weightsBytes = 0, m_kvPerToken = 0, m_workspaceBytes = 0, m_capacity = 0;
    // onePromptPass's, without and with speculation (the model is one evaluation's, on one
    // thread).
    mutable std::optional<Iteration> m_onePromptPass[2];
    // decodePass's by stage sequences and steadyTpotSec's by batch, with speculation (the
    // search's; the same model-of-one-evaluation argument).
    mutable std::vector<std::pair<double, Iteration>> m_decodeKnown;
    mutable std::vector<std::pair<double, double>> m_tpotKnown;
    // Shared with the evaluations of this layout at other kernel efficiencies (reuse()).
    ServingReuse::State* m_reuse = nullptr;
    int m_role = 0;
};

// Decimal gigabytes to one decimal, the number of "%1 GB" in a problem.
MessageArg gb(double bytes)
{
    return msg::value(std::round(bytes / 1e8) / 10.0);
}

// Device capacities in the unit vendors print them in (HBM/DRAM: binary).
MessageArg gib(double bytes)
{
    return msg::value(std::round(bytes / 1073741824.0 * 10) / 10.0);
}

// What context parallelism in serving does not model, or what cannot be split (nullopt: fine):
// the cluster's layout, and with prefill_devices also the prefill pool's (`c` then carrying it).
std::optional<Message> contextParallelProblem(const InferenceWorkload& w, const Cluster& c)
{
    const int cp = c.parallelism.context;
    if (cp <= 1)
        return std::nullopt;
    // The draft would run on every context rank between verification steps, with its own
    // cache to shard: not represented.
    if (w.speculative.enabled())
        return Message(AP_TEXT("ap::Problem",
                               "context parallelism (context %1) is modelled without speculative "
                               "decoding: use context 1, or no speculative decoding"),
                       {msg::value(double(cp))});
    // Disaggregated serving: each pool has its own context degree (prefill_parallelism.context,
    // default the cluster's); every prefill device sends its shard of a prompt's cache and every
    // decode device receives its own (the KV transfer below takes the larger).
    // A sliding-window layer's keys lie in one or two ranks' chunks: its work is not split.
    if (w.model.localLayerShare() > 0)
        return Message(AP_TEXT("ap::Problem",
                               "context parallelism (context %1) shards the KV cache by position; "
                               "models with sliding-window layers are not modelled with it: use "
                               "context 1"),
                       {msg::value(double(cp))});
    // The load-balanced split needs 2 x context chunks of at least one token each.
    if (w.inputTokens < 2.0 * cp)
        return Message(AP_TEXT("ap::Problem",
                               "context %1 splits each prompt into 2 x context chunks: the prompt "
                               "of %2 tokens is shorter than %3; lower context"),
                       {msg::value(double(cp)), msg::value(w.inputTokens), msg::value(2.0 * cp)});
    return std::nullopt;
}

} // namespace

namespace {

// `layerOps`: the chosen batch's operator breakdown (the figures are the same without it).
// `reuse`: what evaluations of this layout at other kernel efficiencies share (may be null),
// this evaluation's replica models under roles from `role` on (the judge's 4 further).
InferenceResult evaluateInferenceWith(const InferenceWorkload& w, const Cluster& c, const Device& d,
                                      const EfficiencyParams& stackless, bool layerOps,
                                      ServingReuse::State* reuse = nullptr, int role = 0)
{
    InferenceResult r;
    // The serving stack: where it runs and how much of the roofline its kernels reach.
    const SoftwareStack stack = resolveStack(w.stack, d, false);
    if (const auto why = stackProblem(stack, d, c)) {
        r.feasible = false;
        r.problemKind = ProblemKind::Device; // the stack cannot run on this device or layout
        r.problems.push_back(*why);
        return r;
    }
    std::optional<EfficiencyParams> scaled;
    const EfficiencyParams& params =
        stackless.scaledForStack(std::string(stackName(stack)), scaled);
    // CPU serving processes per socket: the replica model runs on one instance's share of each
    // device with the instance's batch; batch, memory and throughput are scaled back to the
    // device below.
    const int instances = std::max(1, w.engineInstances);
    r.engineInstances = instances;
    if (instances > 1 && d.kind != DeviceKind::Cpu) {
        r.feasible = false;
        r.problemKind = ProblemKind::Device;
        r.problems.push_back(
            Message(AP_TEXT("ap::Problem", "%3 %1 models serving processes sharing a "
                                           "CPU socket; %2 is not a CPU"),
                    {msg::value(double(instances)), msg::text(d.id),
                     msg::field("workload.engine_instances")}));
        return r;
    }
    // Speculative decoding: the draft runs between the target's verification steps on the same
    // devices; a pipeline of stages would wait for it on every step, which the model does not
    // represent, and beam search keeps several candidates per request where speculative
    // decoding verifies one (TensorRT-LLM's speculative decoders check beam width 1; the
    // project reader refuses the pair).
    const SpeculativeDecoding& spec = w.speculative;
    if (spec.enabled() && (c.parallelism.pipeline > 1 || w.beamWidth > 1)) {
        r.feasible = false;
        r.problemKind = ProblemKind::Layout;
        r.problems.push_back(
            c.parallelism.pipeline > 1
                ? Message(AP_TEXT("ap::Problem",
                                  "speculative decoding is modelled without pipeline parallelism "
                                  "(pipeline %1): the draft runs between verification steps on "
                                  "the replica's devices; use pipeline 1"),
                          {msg::value(double(c.parallelism.pipeline))})
                : Message(AP_TEXT("ap::Problem",
                                  "speculative decoding verifies one sequence per request; beam "
                                  "search (%2 %1) is not combined with it"),
                          {msg::value(double(w.beamWidth)), msg::field("workload.beam_width")}));
        return r;
    }
    for (const bool prefillPool : {false, true}) {
        if (prefillPool && !w.prefillDevices)
            break;
        Cluster pool = c;
        if (prefillPool)
            pool.parallelism = prefillParallelism(w, c);
        if (const auto why = contextParallelProblem(w, pool)) {
            r.feasible = false;
            r.problemKind = ProblemKind::Layout;
            r.problems.push_back(*why);
            return r;
        }
    }
    // (llama.cpp's 16-bit GEMMs on a CPU run on its vector units: perf/cpu_kernels.h.)
    // One instance on a GPU (the usual case) runs on the device as it is: no copies.
    std::optional<Device> sliced;
    if (instances > 1 || d.kind == DeviceKind::Cpu) // (stackKernelDevice changes only CPUs)
        sliced.emplace(instanceSlice(stackKernelDevice(d, stack), instances));
    const Device& slice = sliced ? *sliced : d;
    InferenceWorkload wi = w;
    if (w.batch)
        wi.batch = *w.batch / instances;
    // The stack's scheduling of prompts among decodes; a disaggregated deployment reports its
    // own (its decode pool never runs a prompt: decodeOnly below).
    const PrefillScheduling stackScheduling = prefillScheduling(stack);
    r.prefillScheduling = w.prefillDevices ? PrefillScheduling::Disaggregated : stackScheduling;
    r.beamsSharePromptKv = beamsSharePromptKv(stack);
    // llama.cpp's F16 GEMMs on an NVIDIA GPU accumulate in FP16 (perf/cpu_kernels.h).
    const std::optional<Device> gemmView = fp16AccumulateGemmDevice(slice, stack, w.precision);
    const Device* gemmDevice = gemmView ? &*gemmView : nullptr;
    ReplicaModel model(wi, c, slice, params, r.beamsSharePromptKv, stackScheduling, false,
                       gemmDevice);
    model.reuse(reuse, role);
    model.attendCompiledSequence(decodeAttendsCompiledSequence(stack));
    if (stackScheduling == PrefillScheduling::Separate)
        model.setPromptPassBudget(stackInfo(stack).iterationTokenBudget);
    model.encodeContextAs(stack);
    const double n = instances;
    const double beams = model.beams();
    r.beamWidth = beams;
    // Speculative decoding: tokens per sequence and iteration (1 without).
    const double perStep = model.tokensPerStep();
    r.speculativeDraftTokens = spec.draftTokens;
    if (spec.enabled()) {
        r.speculativeAcceptanceRate = spec.acceptanceRate;
        r.speculativeDraftModel = spec.draftModel.has_value();
        r.speculativeTokensPerStep = perStep;
        r.draftWeightsBytes = n * model.draftWeightsBytes();
    }
    // One replica spans tensor x pipeline x context devices: the context ranks serve the same
    // sequences (each its shard of their cache), they are not more replicas.
    const double group = double(c.parallelism.tensor) * c.parallelism.pipeline * model.context();
    r.computePrecision = model.compute();
    r.projectionPrecision = model.projectionCompute();
    r.kvPrecision = kvCachePrecision(w, d);
    r.kvBytesPerToken = model.kvPerToken();
    // A sequence at its last token holds input + output tokens of K and V in every global
    // layer and at most the window in a sliding-window one (Mistral 7B, Jiang et al. 2023,
    // section 2: rolling buffer cache; vLLM frees the blocks that leave the window). Per token
    // 2 x layers x kv_heads x head_dim x bytes (MLA: the latent and the RoPE key, DeepSeek-V2
    // section 2.1.3), per device as kvBytesPerToken.
    r.kvBytesPerSequence = model.kvBytesPerSequence(wi.inputTokens + wi.outputTokens);
    r.memoryCapacityBytes = n * model.capacity();
    r.disaggregated = w.prefillDevices.has_value();
    r.prefillDevices = w.prefillDevices.value_or(0);
    const double hitShare = fieldValue(w, kPrefixCacheHitShare);
    // Disaggregated serving: the prefill pool runs its own layout (default the cluster's) on
    // its own devices; the decode pool keeps the cluster's (`model`).
    Cluster prefillCluster = c;
    if (r.disaggregated) {
        prefillCluster.parallelism = prefillParallelism(w, c);
        prefillCluster.count = *w.prefillDevices;
    }
    r.prefillParallelism = prefillCluster.parallelism;
    // Built only for a disaggregated deployment (the search evaluates many colocated ones).
    std::optional<ReplicaModel> prefillModel;
    if (r.disaggregated) {
        prefillModel.emplace(wi, prefillCluster, slice, params, r.beamsSharePromptKv,
                             stackScheduling, false, gemmDevice);
        prefillModel->reuse(reuse, role + 1);
        prefillModel->encodeContextAs(stack);
    }
    const ReplicaModel& prompts = r.disaggregated ? *prefillModel : model;
    const double decodeDevices = c.count - r.prefillDevices;
    r.replicas = std::floor(decodeDevices / group);

    // Per instance below (`b`, `instanceMaxBatch`); the result's batch and memory are the
    // device's: every instance holds its own weights, workspace and KV cache.
    const double instanceMaxBatch = model.maxBatchByMemoryReused();
    r.maxBatchByMemory = n * instanceMaxBatch;
    r.memory.weightsBytes = n * model.weightsBytes();
    r.memory.workspaceBytes = n * model.workspaceBytes();
    if (instanceMaxBatch < 1) {
        r.feasible = false;
        r.memory.kvCacheBytes = n * model.kvCacheBytes(beams);
        r.problemKind = ProblemKind::Memory;
        r.problems.push_back(Message(
            AP_TEXT("ap::Problem",
                    "weights and KV cache need %1 GB per device for one sequence, %2 has %3 GiB "
                    "(%4 GB usable): add tensor or pipeline parallelism or quantise"),
            {gb(r.memory.totalBytes()), msg::text(d.id), gib(d.memoryCapacityBytes),
             gb(r.memoryCapacityBytes)}));
        return r;
    }

    // The batch: as requested, or the largest that fits memory, the engine and the SLO.
    // One prompt alone does not depend on the batch: time it once for the bisection.
    const ReplicaModel::Iteration pre = prompts.prefill(1);
    // A colocated deployment of a stack that batches statically (a disaggregated one's decode
    // pool takes finished prompts from the prefill pool).
    const bool staticBatches = batchesStatically(stack) && !w.prefillDevices;
    r.staticBatches = staticBatches;
    // Disaggregated serving: the prefill pool's plan (its prompts per pass, pass time and rate)
    // does not depend on the decode batch; it is made first because a percentile objective
    // checks the decode batch against the prefill pool's queue (perf/prefill_queue.h). Its
    // problems are reported after the decode batch's, where they always were.
    std::vector<Message> prefillProblems;
    std::optional<ProblemKind> prefillProblemKind;
    double prefillReplicas = 0;
    // A prompt's TTFT on the prefill pool with P prompts per pass (no queue): its own pass, on
    // average half of the pass in progress, its KV transfer.
    auto prefillTtftSec = [&](double promptsPerPass) {
        const double passSec = prefillModel->prefill(promptsPerPass).timeSec;
        return passSec + 0.5 * passSec * (promptsPerPass - 1) / promptsPerPass + r.kvTransferSec;
    };
    if (r.disaggregated) {
        const double prefillGroup = double(prefillCluster.parallelism.tensor) *
                                    prefillCluster.parallelism.pipeline * prefillModel->context();
        prefillReplicas = std::floor(r.prefillDevices / prefillGroup);
        // Every device of a replica sends its own shard (its stage's layers, its KV heads) at
        // once over its own NIC, as Mooncake's transfer engine spreads a transfer over every
        // RDMA NIC; the slower side, prefill sending or decode receiving, sets the time.
        const ReplicaModel& prefillPool = *prefillModel;
        // (With speculative decoding the draft's cache of the prompt moves with it.)
        const double kvSendBytes = prefillPool.promptKvPerToken() * w.inputTokens;
        const double kvReceiveBytes = model.promptKvPerToken() * w.inputTokens;
        r.kvTransferSec = sendTimeSec(std::max(kvSendBytes, kvReceiveBytes), model.links().outWide);
        // Prompts per prefill pass P: up to the engine's token budget and the KV cache of P
        // prompts the pool holds until it is sent. A prompt waits for its own pass and, on
        // average, half of the pass in progress (as an iteration in the colocated model: none
        // at P = 1), then for its KV transfer. Batching more prompts raises the pool's rate
        // but lengthens every prompt's TTFT by the longer pass (DistServe section 3.1, the
        // prefill instance's batching), so P is the largest whose TTFT meets the objective, and
        // the pool's rate follows from that same P.
        const double promptKvBytes = prefillPool.promptKvPerToken() * w.inputTokens;
        const double prefillFreeBytes =
            fieldValue(w, kKvCacheFreeMemoryFraction) *
            (prefillPool.capacity() - prefillPool.weightsBytes() - prefillPool.workspaceBytes());
        // The engine's token budget counts the tokens a pass computes (vLLM's
        // max_num_batched_tokens schedules num_new_tokens, the prompt less its cached prefix).
        double promptsMax =
            std::max(1.0, std::floor(kTokenBudget / computedPromptTokens(w.inputTokens, hitShare)));
        r.prefillLimitedBy = "token_budget";
        if (prefillFreeBytes < promptKvBytes) {
            prefillProblemKind = ProblemKind::Memory;
            prefillProblems.push_back(Message(
                AP_TEXT("ap::Problem",
                        "the prefill pool's weights and one prompt's KV cache need %1 GB per "
                        "device, %2 has %3 GiB (%4 GB usable): give %5 more "
                        "tensor, pipeline or expert parallelism"),
                {gb(prefillPool.weightsBytes() + prefillPool.workspaceBytes() + promptKvBytes),
                 msg::text(d.id), gib(d.memoryCapacityBytes), gb(prefillPool.capacity()),
                 msg::field("workload.prefill_parallelism")}));
        } else if (std::floor(prefillFreeBytes / promptKvBytes) < promptsMax) {
            promptsMax = std::floor(prefillFreeBytes / promptKvBytes);
            r.prefillLimitedBy = "memory";
        }
        double promptsPerPass = promptsMax;
        if (w.sloTtftSec && prefillTtftSec(promptsPerPass) > *w.sloTtftSec) {
            double lo = 1, hi = promptsMax;
            if (prefillTtftSec(lo) > *w.sloTtftSec) {
                if (!prefillProblemKind)
                    prefillProblemKind = ProblemKind::Slo;
                prefillProblems.push_back(Message(
                    AP_TEXT("ap::Problem", "even one prompt per prefill pass misses the time to "
                                           "first token objective: %1 ms (prefill %2 ms, KV "
                                           "transfer %3 ms) on %4"),
                    {msg::value(prefillTtftSec(1) * 1e3), msg::value(pre.timeSec * 1e3),
                     msg::value(r.kvTransferSec * 1e3), msg::text(d.id)}));
            } else {
                while (hi - lo > 1) {
                    const double mid = std::floor((lo + hi) / 2);
                    (prefillTtftSec(mid) <= *w.sloTtftSec ? lo : hi) = mid;
                }
            }
            promptsPerPass = lo;
            r.prefillLimitedBy = "slo_ttft";
        }
        // With a TTFT objective the wait for a pass counts too (perf/prefill_queue.h): the
        // objective holds the service and the wait at the rate the pool is offered, so a pass
        // of P prompts meets it up to the rate at which the wait fills what the service leaves
        // (the mean wait, or the percentile's with `slo.percentile`). P is the one whose rate
        // within the objective is the highest (the larger P on a tie): a pass that just meets
        // the objective alone leaves no room for any wait.
        if (w.sloTtftSec && prefillProblems.empty() && prefillReplicas > 0) {
            double bestRate = -1, bestPrompts = promptsPerPass;
            for (double p = promptsPerPass; p >= 1; --p) {
                const double rate = prefillRateWithinWait(
                    prefillReplicas * n, p, prefillPool.prefill(p).timeSec,
                    *w.sloTtftSec - prefillTtftSec(p), w.sloPercentile.value_or(0));
                if (rate > bestRate) {
                    bestRate = rate;
                    bestPrompts = p;
                }
            }
            if (bestPrompts < promptsPerPass) {
                promptsPerPass = bestPrompts;
                r.prefillLimitedBy = "slo_ttft";
            }
        }
        r.prefillPromptsPerPass = promptsPerPass;
        r.prefillPassSec = prefillPool.prefill(promptsPerPass).timeSec;
        r.prefillRequestsPerSec = prefillReplicas * n * promptsPerPass / r.prefillPassSec;
    }
    // TTFT and TPOT of one instance running `batch` sequences: a new prompt waits for its
    // own prefill and, on average, half of the iteration in progress.
    struct Latency {
        double ttftSec = 0, tpotSec = 0;
    };
    // The steady state is a function of the batch alone: the bisection below, the next batch's
    // TPOT and the result read it at batches they share, each timed once (the same figures).
    std::vector<std::pair<double, ReplicaModel::Steady>> steadyKnown;
    steadyKnown.reserve(32);
    auto steadyAt = [&](double batch) {
        for (const auto& [known, st] : steadyKnown)
            if (known == batch)
                return st;
        steadyKnown.emplace_back(batch, model.steady(batch));
        return steadyKnown.back().second;
    };
    // The engine's queue for a prefill slot at `batch` (issue #26, perf/prefill_queue.h): the
    // prompts arrive at the rate the engine serves at that batch, each taking the time its
    // steady iteration spends on new prompts over the prompts it takes. A new prompt sees the
    // other requests' prompts, (N - 1) / N of that rate for N requests in flight (the arrival
    // theorem: none ahead of a lone request).
    std::vector<std::pair<double, EnginePrefillQueue>> queueKnown;
    auto prefillQueueAt = [&](double batch) {
        if (staticBatches)
            return EnginePrefillQueue{}; // a batch starts with its prompts: no queue among decodes
        for (const auto& [known, q] : queueKnown)
            if (known == batch)
                return q;
        const auto st = steadyAt(batch);
        const double requests = batch / beams;
        const double promptsPerIteration = requests * perStep / w.outputTokens;
        const double prefillSec = std::max(0.0, st.iterationSec - model.decodeOnly(batch).timeSec);
        const double others = std::max(0.0, requests - 1) / requests;
        queueKnown.emplace_back(batch,
                                enginePrefillQueue(others * promptsPerIteration / st.iterationSec,
                                                   prefillSec / promptsPerIteration));
        return queueKnown.back().second;
    };
    // A prompt's service: its prefill and half the iteration in progress. A stack that batches
    // statically (workload/software_stack.h, batchesStatically) encodes the whole batch's
    // prompts before any of them gets a token and decodes the batch without new prompts: the
    // TTFT is the batch's prefill, the TPOT a decode step of the batch.
    auto serviceAt = [&](double batch) {
        if (staticBatches)
            return Latency{prompts.prefill(batch / beams).timeSec, model.decodeOnlyTpotSec(batch)};
        const auto st = steadyAt(batch);
        return Latency{pre.timeSec + 0.5 * st.iterationSec * (batch - 1) / batch, st.tpotSec};
    };
    // With the mean wait for a prefill slot.
    auto latencyAt = [&](double batch) {
        Latency l = serviceAt(batch);
        l.ttftSec += prefillQueueAt(batch).meanWaitSec;
        return l;
    };
    // With `slo.percentile` the objectives are checked where the percentile puts them, under
    // Poisson arrivals whose mean number of requests in service is the batch in requests, `a`
    // (perf/queueing.h). The engine holds `slots` requests (memory, max_batch): at the p-th
    // percentile min(slots, q_p(a)) requests are in service (TPOT and the iteration there), and
    // an arrival that finds every slot busy waits: the M/G/c queue's p-th percentile wait (in
    // mean service times, a request's TTFT + decode at the mean batch) adds to its TTFT. At
    // a >= slots the queue grows without bound.
    const double batchLimit = std::max(beams, std::floor(servingBatchLimit(w, d) / beams) * beams);
    // The stack's token budget per forward pass (software_stack.h, iterationTokenBudget) where
    // it counts the decode tokens (a stack that runs prompts in the decode passes; its decode
    // pool, disaggregated, runs decodes alone): the batch whose steady passes fit it, in whole
    // requests (at least one). A stack that prefills in passes of its own bounds those
    // (promptPasses), not its decode batch.
    const double tokenBudget = stackInfo(stack).iterationTokenBudget;
    const bool budgeted =
        tokenBudget > 0 && !staticBatches && stackScheduling == PrefillScheduling::Mixed;
    const double budgetLimit =
        budgeted ? std::max(beams,
                            std::floor(model.batchWithinTokenBudget(tokenBudget, !r.disaggregated) /
                                       beams) *
                                beams)
                 : batchLimit;
    const double engineLimit = std::min(batchLimit, budgetLimit);
    const double slots = std::floor(std::min(instanceMaxBatch, engineLimit) / beams);
    struct AtPercentile {
        double inService = 0; // sequences
        Latency latency;
        double waitSec = 0;
        bool stable = true;
    };
    auto atPercentile = [&](double batch) {
        AtPercentile q;
        const double a = batch / beams;
        q.stable = a < slots;
        q.inService =
            beams *
            std::min(slots, std::max(1.0, poissonConcurrencyAtPercentile(a, *w.sloPercentile)));
        // The service at the percentile's concurrency, the prefill queue's wait at that
        // percentile (at the mean load) and the wait for a slot.
        q.latency = serviceAt(q.inService);
        q.latency.ttftSec += enginePrefillWaitAtPercentile(prefillQueueAt(batch), *w.sloPercentile);
        if (q.stable) {
            const Latency mean = latencyAt(batch);
            const double serviceSec = mean.ttftSec + (w.outputTokens - 1) * mean.tpotSec;
            q.waitSec = serviceSec * waitPercentileInServiceTimes(slots, a, *w.sloPercentile);
            q.latency.ttftSec += q.waitSec;
        }
        return q;
    };
    // Disaggregated with `slo.percentile`: the decode pool's slots as the colocated engine's (the
    // requests in service at the percentile set its TPOT; a >= slots saturates it), and the
    // prefill pool's queue (perf/prefill_queue.h) at the rate the decode batch serves: a
    // prompt's wait for a place in a pass adds to its TTFT (in a disaggregated deployment the
    // first token is the prefill pool's, so a wait for a decode slot delays the second token,
    // not the first). The deployment serves min(decode, prefill) requests/s; at the prefill
    // pool's own rate its queue grows without bound.
    struct SplitAtPercentile {
        double inService = 0; // decode sequences per instance
        double tpotSec = 0;
        bool decodeStable = true;
        double decodeRequestsPerSec = 0;
        PrefillQueue prefill;
        double ttftSec = 0;
    };
    auto splitAtPercentile = [&](double batch) {
        SplitAtPercentile q;
        const double a = batch / beams;
        q.decodeStable = a < slots;
        q.inService =
            beams *
            std::min(slots, std::max(1.0, poissonConcurrencyAtPercentile(a, *w.sloPercentile)));
        q.tpotSec = model.decodeOnlyTpotSec(q.inService);
        q.decodeRequestsPerSec = r.replicas * n * batch / beams / model.decodeOnly(batch).timeSec *
                                 perStep / w.outputTokens;
        q.prefill = prefillQueue(std::min(q.decodeRequestsPerSec, r.prefillRequestsPerSec),
                                 prefillReplicas * n, r.prefillPromptsPerPass, r.prefillPassSec,
                                 *w.sloPercentile);
        if (!(q.decodeRequestsPerSec < r.prefillRequestsPerSec)) {
            q.prefill.stable = false;
            q.prefill.waitSec = 0;
        }
        q.ttftSec = prefillTtftSec(r.prefillPromptsPerPass) + q.prefill.waitSec;
        return q;
    };
    // Disaggregated: the prefill pool's queue (perf/prefill_queue.h) at the rate the decode pool
    // serves at `batch` (its requests in flight over a request's time, Little's law), whose
    // mean wait is part of the mean TTFT. At the prefill pool's own rate or above it no wait
    // exists (unstable). Only where the prefill pool has a plan (no problem of its own).
    const bool poolRated = r.disaggregated && prefillProblems.empty() && prefillReplicas > 0;
    auto decodeRateAt = [&](double batch) {
        return r.replicas * n * batch / beams / model.decodeOnly(batch).timeSec * perStep /
               w.outputTokens;
    };
    auto poolQueueAt = [&](double batch) {
        const double rate = decodeRateAt(batch);
        PrefillQueue q =
            prefillQueue(rate, prefillReplicas * n, r.prefillPromptsPerPass, r.prefillPassSec);
        if (!(rate < r.prefillRequestsPerSec)) {
            q.stable = false;
            q.meanWaitSec = 0;
        }
        return q;
    };
    // The problem of a decode batch that offers the prefill pool its own rate or more.
    auto poolSaturated = [&](double batch) {
        return Message(AP_TEXT("ap::Problem",
                               "at decode batch %1 the decode pool serves %2 requests/s and the "
                               "prefill pool at most %3: under random arrivals its queue of "
                               "prompts grows without bound, so no time to first token exists; "
                               "add prefill devices or lower the batch"),
                       {msg::value(n * batch), msg::value(decodeRateAt(batch)),
                        msg::value(r.prefillRequestsPerSec)});
    };
    // The problem of a percentile stated on a saturated prefill pool.
    auto prefillSaturated = [&](double batch) {
        return Message(
            AP_TEXT("ap::Problem",
                    "at decode batch %1 the decode pool serves %2 requests/s and the prefill pool "
                    "at most %3: under random arrivals its queue of prompts grows without bound, "
                    "so the %4th percentile has no time to first token; add prefill devices or "
                    "lower the batch"),
            {msg::value(n * batch), msg::value(splitAtPercentile(batch).decodeRequestsPerSec),
             msg::value(r.prefillRequestsPerSec), msg::value(*w.sloPercentile)});
    };
    auto meetsSlo = [&](double batch) {
        // Disaggregated: the decode pool never prefills, so its batch meets TPOT alone; TTFT
        // is the prefill pool's and constrains its prompts per pass (above); with a percentile
        // the decode batch also sets the rate the prefill pool's queue sees.
        if (r.disaggregated) {
            if (!w.sloPercentile) {
                if (w.sloTpotSec && model.decodeOnlyTpotSec(batch) > *w.sloTpotSec)
                    return false;
                if (!poolRated)
                    return true;
                // The prefill pool takes the rate this batch serves, and the TTFT objective
                // holds the wait for a pass at that rate.
                const PrefillQueue pq = poolQueueAt(batch);
                return pq.stable &&
                       !(w.sloTtftSec &&
                         prefillTtftSec(r.prefillPromptsPerPass) + pq.meanWaitSec > *w.sloTtftSec);
            }
            const SplitAtPercentile q = splitAtPercentile(batch);
            if (!q.decodeStable || !q.prefill.stable)
                return false;
            if (w.sloTpotSec && q.tpotSec > *w.sloTpotSec)
                return false;
            return !(w.sloTtftSec && q.ttftSec > *w.sloTtftSec);
        }
        if (!w.sloPercentile) {
            // TPOT first, alone: a batch that misses it needs no iteration time or queue.
            if (w.sloTpotSec && model.steadyTpotSec(batch, true) > *w.sloTpotSec)
                return false;
            if (!w.sloTtftSec)
                return true;
            const Latency l = serviceAt(batch);
            // The TTFT with the wait for a prefill slot (none exists on an unstable queue).
            const EnginePrefillQueue pq = prefillQueueAt(batch);
            return pq.stable && !(l.ttftSec + pq.meanWaitSec > *w.sloTtftSec);
        }
        const AtPercentile q = atPercentile(batch);
        if (!q.stable || !prefillQueueAt(batch).stable)
            return false;
        if (w.sloTpotSec && q.latency.tpotSec > *w.sloTpotSec)
            return false;
        return !(w.sloTtftSec && q.latency.ttftSec > *w.sloTtftSec);
    };
    // The problem of a percentile stated on a saturated engine.
    auto saturated = [&](double batch) {
        return Message(
            AP_TEXT("ap::Problem",
                    "at batch %1 all %2 sequences the engine holds are in service on average: "
                    "under random arrivals the queue grows without bound, so the %3th "
                    "percentile has no time to first token; lower the batch or add memory"),
            {msg::value(n * batch), msg::value(n * slots * beams), msg::value(*w.sloPercentile)});
    };
    double b = 0; // sequences of one instance
    if (wi.batch) {
        b = *wi.batch;
        r.batchLimitedBy = "requested";
        if (b > instanceMaxBatch) {
            r.feasible = false;
            r.memory.kvCacheBytes = n * model.kvCacheBytes(b);
            r.problemKind = ProblemKind::Memory;
            r.problems.push_back(Message(
                AP_TEXT("ap::Problem",
                        "weights and KV cache for batch %1 need %2 GB per device, %3 has %4 GiB "
                        "(%5 GB usable); the largest batch that fits is %6"),
                {msg::value(*w.batch), gb(r.memory.totalBytes()), msg::text(d.id),
                 gib(d.memoryCapacityBytes), gb(r.memoryCapacityBytes),
                 msg::value(r.maxBatchByMemory)}));
        } else if (w.sloPercentile && (r.disaggregated ? !splitAtPercentile(b).decodeStable
                                                       : !atPercentile(b).stable)) {
            r.feasible = false;
            r.problemKind = ProblemKind::Slo;
            r.problems.push_back(saturated(b));
        } else if (w.sloPercentile && r.disaggregated && !splitAtPercentile(b).prefill.stable) {
            r.feasible = false;
            r.problemKind = ProblemKind::Slo;
            r.problems.push_back(prefillSaturated(b));
        }
    } else {
        // Whole requests: a multiple of the beam width (at least one request).
        // (whole requests: the bisection below steps in beams)
        double hi = std::max(beams, slots * beams);
        r.batchLimitedBy = instanceMaxBatch <= engineLimit ? "memory"
                           : budgetLimit < batchLimit      ? "token_budget"
                                                           : "max_batch";
        if (!meetsSlo(hi)) {
            // Latency grows with the batch: bisect for the largest batch within the SLO, in
            // whole requests.
            double lo = beams;
            if (!meetsSlo(lo)) {
                r.feasible = false;
                const bool split = r.disaggregated && w.sloPercentile;
                const double tpotSec = split             ? splitAtPercentile(lo).tpotSec
                                       : r.disaggregated ? model.decodeOnlyTpotSec(beams)
                                                         : steadyAt(beams).tpotSec;
                if (!r.problemKind)
                    r.problemKind = ProblemKind::Slo;
                if (w.sloPercentile &&
                    (split ? !splitAtPercentile(lo).decodeStable : !atPercentile(lo).stable))
                    r.problems.push_back(saturated(lo));
                else if (split && !splitAtPercentile(lo).prefill.stable)
                    r.problems.push_back(prefillSaturated(lo));
                else if (r.disaggregated && !split && poolRated && !poolQueueAt(lo).stable)
                    r.problems.push_back(poolSaturated(lo));
                else
                    r.problems.push_back(Message(
                        AP_TEXT("ap::Problem", "even one sequence misses the SLO: time per output "
                                               "token %1 ms, time to first token %2 ms on %3"),
                        {msg::value(tpotSec * 1e3),
                         msg::value((split ? splitAtPercentile(lo).ttftSec
                                     : r.disaggregated
                                         ? prefillTtftSec(r.prefillPromptsPerPass) +
                                               (poolRated ? poolQueueAt(lo).meanWaitSec : 0.0)
                                     : w.sloPercentile ? atPercentile(lo).latency.ttftSec
                                                       : latencyAt(lo).ttftSec) *
                                    1e3),
                         msg::text(d.id)}));
                hi = beams;
            } else {
                while (hi - lo > beams) {
                    const double mid = std::floor((lo + hi) / 2 / beams) * beams;
                    (meetsSlo(mid) ? lo : hi) = mid;
                }
                hi = lo;
                const double next = hi + beams;
                const double nextTpotSec = r.disaggregated && w.sloPercentile
                                               ? splitAtPercentile(next).tpotSec
                                           : r.disaggregated ? model.decodeOnlyTpotSec(next)
                                           : w.sloPercentile ? atPercentile(next).latency.tpotSec
                                                             : model.steadyTpotSec(next, true);
                // Disaggregated: the next batch may offer the prefill pool its own rate.
                const bool poolFull = r.disaggregated && poolRated &&
                                      (w.sloPercentile ? !splitAtPercentile(next).prefill.stable
                                                       : !poolQueueAt(next).stable);
                r.batchLimitedBy = w.sloTpotSec && nextTpotSec > *w.sloTpotSec ? "slo_tpot"
                                   : poolFull                                  ? "prefill_pool"
                                                                               : "slo_ttft";
            }
        }
        b = hi;
    }
    r.batch = n * b;
    r.memory.kvCacheBytes = n * model.kvCacheBytes(std::min(b, instanceMaxBatch));

    r.prefillTimeSec = pre.timeSec;
    r.prefillBinding = pre.binding;
    const ReplicaModel::Iteration dec = model.decodeOnly(b);
    r.decodeStepSec = dec.timeSec;
    r.decodeBinding = dec.binding;

    if (!r.disaggregated && staticBatches) {
        // A static batch's cycle: the batch's prefill (its first tokens), then out - 1 decode
        // steps of the whole batch; the instances of a device run side by side.
        const Latency l = serviceAt(b);
        r.tpotSec = l.tpotSec;
        r.ttftServiceSec = l.ttftSec;
        r.ttftSec = l.ttftSec;
        const double cycleSec = l.ttftSec + (w.outputTokens - 1) * l.tpotSec;
        r.outputTokensPerSec = r.replicas * n * b / beams * w.outputTokens / cycleSec;
        r.prefillQueueUtilisation = l.ttftSec / cycleSec;
        r.commShare = dec.commSec / dec.timeSec;
        if (spec.enabled())
            r.speculativeSpeedup = perStep * model.decodeOnly(b, false).timeSec / dec.timeSec;
    } else if (!r.disaggregated) {
        const auto st = steadyAt(b);
        r.tpotSec = st.tpotSec;
        const EnginePrefillQueue pq = prefillQueueAt(b);
        r.ttftServiceSec = serviceAt(b).ttftSec;
        r.prefillQueueUtilisation = pq.utilisation;
        r.prefillQueueWaitSec = pq.meanWaitSec;
        r.ttftSec = r.ttftServiceSec + pq.meanWaitSec; // the parts, summed once
        if (!pq.stable) {
            r.feasible = false;
            if (!r.problemKind)
                r.problemKind = ProblemKind::Slo;
            r.problems.push_back(Message(
                AP_TEXT("ap::Problem",
                        "at batch %1 the engine spends %2 of its time prefilling new prompts: "
                        "under random arrivals its queue of prompts grows without bound, so no "
                        "time to first token exists; lower the batch"),
                {msg::value(n * b), msg::percent(pq.utilisation)}));
        }
        // Each request emits one token of its output per iteration, whatever its beams (with
        // speculative decoding the tokens it accepts, perStep on average); the instances of a
        // device run side by side.
        r.outputTokensPerSec = r.replicas * n * b / beams / st.iterationSec * perStep;
        r.commShare = st.commSec / st.iterationSec;
        if (spec.enabled())
            // Tokens/s over those of the same deployment and batch without speculation: below 1
            // where verification is compute-bound (large batches).
            r.speculativeSpeedup = perStep * model.steady(b, false).iterationSec / st.iterationSec;
    } else {
        // Disaggregated (DistServe, Zhong et al. OSDI 2024; Splitwise, Patel et al. ISCA 2024;
        // Mooncake, Qin et al. FAST 2025): prompts run batched on the prefill pool, the KV cache
        // moves over the scale-out network, decode runs without prefill interference. The
        // pools are rated separately and the deployment serves the slower one's rate
        // (DistServe section 3: per-GPU goodput of each phase, instances placed to balance them).
        if (!prefillProblems.empty()) {
            r.feasible = false;
            if (!r.problemKind)
                r.problemKind = prefillProblemKind;
            r.problems.insert(r.problems.end(), prefillProblems.begin(), prefillProblems.end());
        }
        // Each request emits one token per decode iteration (speculative: perStep).
        r.decodeRequestsPerSec =
            r.replicas * n * b / beams / dec.timeSec * perStep / w.outputTokens;
        r.tpotSec = dec.timeSec / perStep;
        if (spec.enabled())
            r.speculativeSpeedup = perStep * model.decodeOnly(b, false).timeSec / dec.timeSec;
        // The TTFT: the prompt's pass, half the pass in progress and the KV transfer, and the
        // mean wait for a pass at the rate the decode batch serves (perf/prefill_queue.h).
        r.ttftServiceSec = prefillTtftSec(r.prefillPromptsPerPass);
        if (r.prefillRequestsPerSec > 0)
            r.prefillQueueUtilisation = r.decodeRequestsPerSec / r.prefillRequestsPerSec;
        if (poolRated) {
            const PrefillQueue pq = poolQueueAt(b);
            r.prefillQueueWaitSec = pq.meanWaitSec;
            if (!pq.stable && r.problems.empty()) {
                r.feasible = false;
                r.problemKind = ProblemKind::Slo;
                r.problems.push_back(poolSaturated(b));
            }
        }
        r.ttftSec = r.ttftServiceSec + r.prefillQueueWaitSec; // the parts, summed once
        r.outputTokensPerSec =
            std::min(r.decodeRequestsPerSec, r.prefillRequestsPerSec) * w.outputTokens;
        r.commShare = dec.commSec / dec.timeSec;
    }
    r.requestLatencySec = r.ttftSec + (w.outputTokens - 1) * r.tpotSec;
    if (w.sloPercentile && !r.disaggregated) {
        // The latencies the percentile objectives are checked against, at the percentile's
        // sequences in flight (one instance's).
        r.sloPercentile = *w.sloPercentile;
        r.engineSlots = n * slots * beams;
        const AtPercentile q = atPercentile(b);
        r.percentileConcurrency = q.inService;
        if (q.stable) {
            r.percentileTtftSec = q.latency.ttftSec;
            r.percentileWaitSec = q.waitSec;
        }
        r.percentileTpotSec = q.latency.tpotSec;
    } else if (w.sloPercentile) {
        // Disaggregated: the decode pool's slots and TPOT there, the prefill pool's wait and
        // the TTFT with it (splitAtPercentile).
        r.sloPercentile = *w.sloPercentile;
        r.engineSlots = n * slots * beams;
        const SplitAtPercentile q = splitAtPercentile(b);
        r.percentileConcurrency = q.inService;
        if (q.decodeStable && q.prefill.stable) {
            r.percentileTtftSec = q.ttftSec;
            r.percentileWaitSec = q.prefill.waitSec;
        }
        r.percentileTpotSec = q.tpotSec;
    }
    // Expert load at the steady iteration: its decodes (verification: drafts + 1 each) and new
    // prompts' tokens.
    const double queries = spec.enabled() ? spec.draftTokens + 1.0 : 1.0;
    r.prefixCacheHitShare = hitShare;
    r.dualBatchOverlap = model.dualBatchOverlapActs() && b >= 2;
    r.prefillComputedTokens = computedPromptTokens(w.inputTokens, hitShare);
    const double iterationTokens =
        b / c.parallelism.pipeline *
        (queries +
         (r.disaggregated ? 0.0 : r.prefillComputedTokens * perStep / (w.outputTokens * beams)));
    r.layout = layoutFigures(w.model, c.parallelism, d, w.attention,
                             model.expertRowsPerRank(iterationTokens));
    r.layout.servingContext = model.context();
    r.layout.servingPrefillContext = prompts.context();
    r.layout.servingContextCommSec = pre.contextCommSec;
    r.layout.servingContextPassQ = pre.contextPassQ;
    r.requestsPerSec = r.outputTokensPerSec / w.outputTokens;
    r.beamTokensPerSec = r.outputTokensPerSec * beams;
    if (layerOps)
        r.layerOps =
            model
                .stage(b / model.pipeline(), w.inputTokens + w.outputTokens / 2.0,
                       r.disaggregated ? 0.0
                                       : b / model.pipeline() / beams * perStep / w.outputTokens,
                       w.inputTokens, true, queries)
                .ops;

    if (w.evaluation && r.feasible) {
        // The judge runs on the same kind of devices and layout, at its own best batch; the
        // cluster's time is shared so that a fraction f of requests gets judged.
        InferenceWorkload judge;
        judge.model = w.evaluation->model;
        judge.precision = w.precision;
        judge.inputTokens = w.evaluation->inputTokens;
        judge.outputTokens = w.evaluation->outputTokens;
        judge.maxBatch = w.maxBatch;
        judge.stack = w.stack;
        judge.engineInstances = w.engineInstances;
        // The same engine: the judge's KV cache gets the same share of the memory.
        judge.fields.set(kKvCacheFreeMemoryFraction, fieldValue(w, kKvCacheFreeMemoryFraction));
        Cluster jc = c;
        const InferenceResult j =
            evaluateInferenceWith(judge, jc, d, stackless, false, reuse, role + 4);
        if (!j.feasible) {
            r.feasible = false;
            if (!r.problemKind)
                r.problemKind = j.problemKind;
            r.problems.push_back(Message(AP_TEXT("ap::Problem", "online evaluation judge: %1"),
                                         {msg::phrase(j.problems.front())}));
        } else {
            const double f = w.evaluation->sampleFraction;
            const double mainSecPerReq = 1.0 / r.requestsPerSec;
            const double judgeSecPerReq = 1.0 / j.requestsPerSec;
            const double served = 1.0 / (mainSecPerReq + f * judgeSecPerReq);
            OnlineEvaluationResult e;
            e.capacityShare = f * judgeSecPerReq / (mainSecPerReq + f * judgeSecPerReq);
            e.judgeRequestsPerSec = f * served;
            e.judgeOutputTokensPerSec = e.judgeRequestsPerSec * judge.outputTokens;
            r.requestsPerSec = served;
            r.outputTokensPerSec = served * w.outputTokens;
            r.beamTokensPerSec = r.outputTokensPerSec * beams;
            r.evaluation = e;
        }
    }
    return r;
}

} // namespace

InferenceResult evaluateInference(const InferenceWorkload& w, const Cluster& c, const Device& d,
                                  const EfficiencyParams& params)
{
    return evaluateInferenceWith(w, c, d, params, true);
}

InferenceResult evaluateInferenceFigures(const InferenceWorkload& w, const Cluster& c,
                                         const Device& d, const EfficiencyParams& params)
{
    return evaluateInferenceWith(w, c, d, params, false);
}

InferenceResult evaluateInferenceFigures(const InferenceWorkload& w, const Cluster& c,
                                         const Device& d, const EfficiencyParams& params,
                                         ServingReuse& reuse)
{
    return evaluateInferenceWith(w, c, d, params, false, reuse.state.get(), 0);
}

} // namespace ap
