#pragma once

#include "roofline/roofline.h"

namespace ap {

// FLOP and byte counts of the operators a transformer is made of. Bytes are the minimum
// traffic to device memory (each operand read once, the result written once), which is what
// well-tiled kernels approach; the performance engine applies efficiencies on top.

struct GemmShape {
    double m = 0, n = 0, k = 0;
};

// C[m,n] = A[m,k] * B[k,n]: 2mnk FLOPs. Operand widths can differ (quantised weights B with
// 16-bit activations A); outputs of 8-bit and narrower GEMMs are written in 16 bits.
Traffic gemm(const GemmShape& shape, Precision compute, double bytesA, double bytesB,
             double bytesC);
Traffic gemm(const GemmShape& shape, Precision precision);

struct AttentionShape {
    double batch = 1;     // sequences
    double heads = 1;     // query heads on this device
    double kvHeads = 1;   // key/value heads on this device (GQA/MQA: fewer than heads)
    double headDim = 128; // per-head width
};

// Attention over prompts: `queries` query tokens per sequence attend to `keys` key tokens.
// QK^T and PV cost 2 x 2 x q x k x d FLOPs per head (d: `flopsHeadDim`, 0 = shape.headDim;
// MLA: head + rope dim / 2). Fused (flash) kernels skip the share the causal mask removes
// (`causalFraction`, 1/2 for a whole causal prompt) and never write the scores: Q, K, V and O
// cross memory once. `materialized` (pre-2022 Megatron/FasterTransformer: GEMM, fused
// scale-mask-softmax, GEMM) computes the full score matrix and streams it through memory:
// written by QK^T (2 B), read and written by the softmax (4 B), read by PV (2 B); named
// "attention_prefill_materialized" (batched GEMMs, GEMM efficiency).
struct PrefillAttention {
    double queries = 0;
    double keys = 0;
    double causalFraction = 0.5;
    double flopsHeadDim = 0;
    bool materialized = false;
};
Traffic attentionPrefill(const AttentionShape& shape, const PrefillAttention& prefill,
                         Precision compute, double activationBytes);
// A whole causal prompt of `tokens` per sequence through fused attention.
Traffic attentionPrefill(const AttentionShape& shape, double tokens, Precision compute,
                         double activationBytes);

// One decode step: each sequence's new query attends to `context` cached tokens. The whole
// KV cache of the batch is read from memory: this is why decode is memory-bound. QK^T and PV
// cost 2 x 2 x context x d FLOPs per head and the query and output cross memory once, d =
// `flopsHeadDim` (0: shape.headDim; absorbed MLA: kv_lora + rope / 2, whose query is
// kv_lora + rope wide and output kv_lora wide).
// `queries` > 1: speculative verification, each sequence's `queries` consecutive tokens (its
// last token and the drafts after it) attend to `context` + 0 .. queries-1 cached tokens in
// one kernel: the cache is read once, the FLOPs and the queries' and outputs' traffic scale
// with the queries (FlashAttention's decode kernels take several queries per sequence; vLLM
// and TensorRT-LLM verify drafts so).
Traffic attentionDecode(const AttentionShape& shape, double context, Precision compute,
                        double kvBytesPerElement, double flopsHeadDim = 0, double queries = 1);

// Element-wise operators and norms: `flopsPerElement` FLOPs, `tensors` reads+writes of
// `elements` each.
Traffic elementwise(double elements, double flopsPerElement, double tensorsTouched,
                    Precision precision);

// Ring all-reduce of `bytes` among n participants over one link level: each sends and
// receives 2(n-1)/n of the buffer and adds (n-1)/n of it (nccl-tests PERFORMANCE.md).
Traffic allReduce(double bytes, int participants, Ceiling level, Precision precision);

} // namespace ap
