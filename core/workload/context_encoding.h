#pragma once

#include "workload/software_stack.h"

namespace ap {

// Context encoding (prefill) of a serving stack whose graphs are compiled for fixed shapes
// (issue #27, the Neuron TTFT rows; docs/model-accuracy.md, "Neuron context encoding"). Two
// columns of the software-stack table (workload/software_stack.cpp, contextEncodingTable; kept
// beside SoftwareStackInfo so that adding them rebuilds only their readers: they move into
// that struct as two members when its table takes the other stack properties). The defaults
// are every dynamic-shape stack's: the prompt runs at its own length, the attention fused.
struct ContextEncoding {
    // The prompt runs padded to its context-encoding bucket, the smallest of the powers of two
    // from 128 below the compiled sequence and the compiled sequence itself
    // (contextEncodingTokens): every padded position goes through the GEMMs and the attention.
    bool contextBuckets = false;
    // The prefill attention runs a fused (flash) kernel only from this many tokens (the padded
    // prompt) on; below it the score matrix is materialised (the whole square computed, then
    // masked); 0: always fused.
    double fusedPrefillFromTokens = 0;
};
const ContextEncoding& contextEncoding(SoftwareStack stack);

// The tokens a prefill of `promptTokens` computes under a stack's context-encoding buckets
// (ContextEncoding::contextBuckets; the prompt itself where the stack has none), the graph
// compiled for `compiledSequence` tokens (input + output, as decodeAttendsCompiledSequence
// takes it: the smallest sequence that serves the request). `stack` must be resolved.
//   NxD Inference with enable_bucketing (every NxDI serving tutorial sets it; without it, one
//   context-encoding graph of max_context_length, whose default is seq_len): the buckets
//   generate_buckets(128, max_context_length) makes, [2^i for i in range(7,
//   round(log2(max)))] + [max] (aws-neuron/neuronx-distributed-inference
//   src/neuronx_distributed_inference/modules/autobucketing.py, generate_buckets_for_cte;
//   max_context_length defaults to seq_len, models/config.py NeuronConfig), the prompt padded
//   to the smallest that holds it. transformers-neuronx's default context buckets are half its
//   token buckets, powers of two from 128 to n_positions (src/transformers_neuronx/bucket.py,
//   context_sizes and token_sizes; base.py context() runs the bucket's graph): the same length
//   for every power-of-two prompt up to half the sequence.
//   The Llama 3.3 70B Trn2 tutorial's 10,000-token prompt (--context-encoding-buckets 2048
//   4096 8192 12288) runs 12,288 tokens; with the compiled sequence 11,501 (input + output)
//   the rule gives 11,501.
double contextEncodingTokens(SoftwareStack stack, double promptTokens, double compiledSequence);

// Whether a stack's prefill of `contextTokens` tokens (as contextEncodingTokens pads them)
// materialises the attention score matrix (ContextEncoding::fusedPrefillFromTokens). `stack`
// must be resolved.
//   AWS Neuron: transformers-neuronx runs its NKI flash-attention kernel in context encoding
//   only from 4,096 active tokens ("kernel gives minimal benefit for smaller sequence
//   lengths", src/transformers_neuronx/layers/attention.py, flash_attention, from the June 2024
//   release; the Neuron 2.18 code has no kernel at all: llama/hlo.py computes Q K^T over the
//   whole bucket, masks it and runs hlo.softmax over it); NxD Inference on one NeuronCore per
//   rank (LNC 1, Inferentia2 and Trainium1) likewise from q_len 4,096
//   (src/neuronx_distributed_inference/modules/attention/attention_base.py,
//   get_flash_attention_strategy: "use the unsharded kernel if context length is at least
//   4096"). (NxDI at LNC 2 on Trainium2 shards its kernel from 256-token multiples: a
//   Trainium2 prompt under 4,096 tokens is charged the materialised attention, a known
//   overestimate, docs/model-accuracy.md.)
bool prefillAttentionMaterialized(SoftwareStack stack, double contextTokens);

} // namespace ap
