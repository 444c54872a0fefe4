#pragma once

#include "common/message.h"
#include "common/problem_kind.h"
#include "perf/layer_model.h"
#include "project/project.h"
#include "workload/software_stack.h"

#include <optional>
#include <string>
#include <vector>

namespace ap {

struct MemoryBreakdown {
    double weightsBytes = 0;
    double gradientsBytes = 0;
    double optimizerBytes = 0;
    double activationsBytes = 0;
    double kvCacheBytes = 0;
    double workspaceBytes = 0;
    double totalBytes() const
    {
        return weightsBytes + gradientsBytes + optimizerBytes + activationsBytes + kvCacheBytes +
               workspaceBytes;
    }
};

// What the scenario's layout options did (one place for the CLI, the GUI and the playbook).
struct LayoutFigures {
    double attentionHeads = 0;        // as run: padded to a multiple of tensor with pad_heads
    double paddedHeadsParameters = 0; // parameters the padded heads add
    double expertSlots = 0;           // MoE: slots over the expert ranks (0: not MoE)
    double expertLoadImbalance = 1;   // busiest expert rank's rows / the average
    bool weightStationary2d = false;
    HostOffload hostOffload = HostOffload::None;
    double hostOffloadExposedSec = 0; // per step (training)
    double attentionKernelScale = 1;  // of the device generation's fused attention
    PipelineSchedule pipelineSchedule = PipelineSchedule::OneFOneB; // training
    // Serving with context parallelism: context ranks per replica (1: none; the decode pool's
    // when disaggregated), the context ranks of the replicas that prefill (the prefill pool's
    // when disaggregated, else the same), the ring exchange of one prompt's prefill that its
    // attention does not hide and the ring variant that prefill runs (pass-Q, else pass-KV;
    // perf/context_parallel.h).
    double servingContext = 1;
    double servingPrefillContext = 1;
    double servingContextCommSec = 0;
    bool servingContextPassQ = false;
    // Training with hybrid sharding (HSDP): ranks per shard group (0: not set), the replicas
    // of each shard, and the cross-replica all-reduce of gradient shards per step.
    double shardGroup = 0;
    double shardReplicas = 1;
    double shardReplicaCommSec = 0;
};
LayoutFigures layoutFigures(const ModelSpec& model, const Parallelism& p, const Device& d,
                            AttentionKernel kernel, double rowsPerExpertRank);

struct TrainingResult {
    bool feasible = true;
    std::vector<Message> problems; // for the user: english() in files, translated in the UI
    // What the first problem is about (Device: the stack or a needed link is missing; Layout:
    // the pipeline schedule cannot run this layout; Memory: it does not fit), set where the
    // problem arises so that the search need not guess it from the memory figures.
    std::optional<ProblemKind> problemKind;
    MemoryBreakdown memory;         // per device, on the most loaded pipeline stage
    double memoryCapacityBytes = 0; // what the job may allocate per device
    double stepTimeSec = 0;
    double tokensPerSec = 0; // whole cluster
    double mfu = 0;          // model FLOPs (6N + 6lsh per token) / peak of `precision`
    double hfu = 0;          // hardware FLOPs incl. recompute / peak
    double timeToTrainSec = 0;
    double modelFlopsPerToken = 0;
    double microBatches = 0;
    double pipelineBubbleFraction = 0;
    // Where a step's time goes (seconds per step, on the critical path).
    double computeTimeSec = 0;
    double tensorCommTimeSec = 0;
    double pipelineCommTimeSec = 0;
    double expertCommTimeSec = 0;
    double contextCommTimeSec = 0;
    double dataCommTimeSec = 0;    // gradient reduction, total
    double dataCommExposedSec = 0; // the part not hidden behind backward compute
    double optimizerTimeSec = 0;
    double hostOffloadTimeSec = 0; // host-link transfers not hidden behind compute
    double bubbleTimeSec = 0;
    Precision computePrecision = Precision::BF16;
    // The attention projections' (QKV and output GEMMs') compute format: computePrecision,
    // or their own where workload.attention_projection_precision states one (issue #26).
    Precision projectionPrecision = Precision::BF16;
    std::vector<OpTime> layerOps; // one micro-batch, one layer, forward+backward(+recompute)
    LayoutFigures layout;
};

// The model as a layout runs it: with `pad_heads`, attention (and, above tensor, K/V) heads
// padded up to a multiple of tensor, the padded heads' projections counted in the parameters
// (AWS Neuron pads heads rather than refuse the layout: their weights, FLOPs and KV cache are
// real cost). Unchanged otherwise. Model FLOPs (MFU) stay those of the real model.
// `ranksPerDevice`: the tensor ranks each device holds (catalog scale_up.ranks_per_device):
// the heads are padded to a multiple of tensor x ranks, the runtime's TP degree
// (transformers-neuronx src/transformers_neuronx/utils.py get_qkv_padding: n_head_padded =
// round_up_to_divisor(n_head, tp_degree), tp_degree counting NeuronCores).
ModelSpec layoutModel(const ModelSpec& m, const Parallelism& p, int ranksPerDevice = 1);

// Bytes per second a device moves to and from host memory (host offload): the catalog's host
// link at the link efficiency; 0 when the catalog has none.
double hostLinkBytesPerSec(const Device& d, const EfficiencyParams& params);

TrainingResult evaluateTraining(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                const EfficiencyParams& params);

// Bytes of activations one layer keeps for backward, per micro-batch, per TP rank: the tensors
// the backward pass reads, generalising Korthikanti et al. (MLSys'23, "Reducing activation
// recomputation", section 4) from GPT (GeLU, multi-head) to gated MLPs (SwiGLU), grouped-query
// and latent attention and mixture-of-experts layers, per token (each term what the frameworks
// save, issue #26):
//   norm inputs 2 x 2h (the norm's backward reads its input: Transformer Engine's
//   LayerNormLinear saves `inputmat`); norm outputs, the QKV and MLP GEMMs' inputs, h x (g_qkv
//   + g) (LayerNormLinear's `ln_out`, the local sequence shard, gathered again in backward);
//   Q, K, V 2(a d + 2 kv d) (grouped-query: K and V kv/a of Q's width), the attention output
//   2 a d (FlashAttention's `out`, the very tensor the output projection saves as its input)
//   and FlashAttention's fp32 logsumexp 4 a (it keeps no scores); MLP: up/gate output
//   2 x (2 f | f) (Megatron-Core's SwiGLUFunction saves its 2f-wide input) and the
//   down-projection input f x g (MoE: k routed copies of the token and its expert
//   intermediates, plus shared experts); materialised attention adds 5 a s (scores, mask,
//   dropout). Dropout-free training keeps no residual dropout masks (Korthikanti's 2 s b h).
// g = 1 byte when FP8 GEMM inputs are kept for backward (Transformer Engine), else 2; g_qkv the
// same for the attention projections (g here; perf/activation_bytes.h for their own format).
// Sequence parallelism (TP > 1) shards everything by t. What selective recompute keeps is the
// stack's (workload/software_stack.h, SelectiveRecompute): Megatron's attention-core recompute
// keeps everything but the materialised scores (Korthikanti et al. 2022: 34 s b h per GPT layer,
// what FlashAttention keeps without recompute); JAX's checkpoint_dots keeps the GEMM outputs
// and recomputes norms and activation functions; torchtitan's op-level checkpointing keeps
// the layer input, the attention output and every other matmul output.
// Full recompute keeps the layer input only (2h / t).
double activationBytesPerLayer(const ModelSpec& m, double seq, double microBatch, double tensor,
                               Recompute recompute,
                               SelectiveRecompute selective = SelectiveRecompute::AttentionCore,
                               bool materializedAttention = false, double gemmInputBytes = 2,
                               bool denseLayer = false);

// Micro-batch-stages of activations the first pipeline stage holds at its peak: 1F1B keeps p
// micro-batches in flight (at most the m there are); the interleaved schedule with v chunks
// keeps p (1 + (p-1)/(p v)) (Korthikanti et al. 2022, section 4.2.3).
double inflightMicroBatches(double pipeline, double virtualPipeline, double microBatches);

// Layers in each model chunk of one pipeline rank: `slotsPerChunk` in every chunk but the
// first, which holds `firstFewer` fewer (the input embedding's place), and the last, which holds
// `lastFewer` fewer (the loss's place). Megatron-Core with the embedding and the loss counted as
// layers (--account-for-embedding-in-pipeline-split, --account-for-loss-in-pipeline-split)
// builds (L + 2) / (p v) layers per chunk and one fewer in the first chunk of the first rank
// and the last chunk of the last rank (megatron/core/transformer/transformer_block.py at
// d98e8a64dd, get_num_layers_to_build); at one layer per chunk the first holds only the
// embedding and the last only the output layer and the loss, as Llama 3's schedule does
// (Grattafiori et al. 2024, section 3.3.2).
struct ChunkLayers {
    double slotsPerChunk = 0;
    double firstFewer = 0;
    double lastFewer = 0;
    double stageLayers(double chunks) const
    {
        return slotsPerChunk * chunks - firstFewer - lastFewer;
    }
};

// Micro-batches times layers whose activations pipeline rank `rank` holds at its peak under a
// schedule (training_model.cpp: Megatron-Core's warm-up depth, chunk by chunk in its schedule
// table's order); it does not grow with the micro-batches beyond the warm-up depth.
double scheduleInflightLayers(PipelineSchedule schedule, double pipeline, double virtualPipeline,
                              double microBatches, double rank, const ChunkLayers& chunks);

} // namespace ap
