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

// Fused (flash) attention over a prompt of `tokens` per sequence, causal: QK^T and PV cost
// 2 * 2 * s^2 * d per head, halved by the causal mask. Q, K, V and O cross memory once.
Traffic attentionPrefill(const AttentionShape& shape, double tokens, Precision compute,
                         double activationBytes);

// One decode step: each sequence's new query attends to `context` cached tokens. The whole
// KV cache of the batch is read from memory: this is why decode is memory-bound.
Traffic attentionDecode(const AttentionShape& shape, double context, Precision compute,
                        double kvBytesPerElement);

// Element-wise operators and norms: `flopsPerElement` FLOPs, `tensors` reads+writes of
// `elements` each.
Traffic elementwise(double elements, double flopsPerElement, double tensorsTouched,
                    Precision precision);

// Ring all-reduce of `bytes` among n participants over one link level: each sends and
// receives 2(n-1)/n of the buffer and adds (n-1)/n of it (nccl-tests PERFORMANCE.md).
Traffic allReduce(double bytes, int participants, Ceiling level, Precision precision);

} // namespace ap
