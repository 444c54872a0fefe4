#pragma once

// Bytes per stored weight of a serving workload, from its weight formats (issue #26: one
// precision per model could not express FP4 experts with BF16 attention, W4A16 against W4A4 or
// GGUF files).

#include "hardware/precision.h"

#include <optional>

namespace ap {

struct Device;
struct InferenceWorkload;
struct TrainingWorkload;

// The attention projections' own number format (`workload.attention_projection_precision`,
// issue #26): the QKV and output GEMMs (MLA: its latent projections) multiply at this format's
// compute rate and, in serving, store their weights in it; nullopt where the workload states
// none, and the projections take the model's format (`precision`, the weights'
// `weight_precision`) like every other weight GEMM. Deployments keep them in 16 bits beside
// narrower feed-forward layers: Llama 3 405B's FP8 inference quantises the feed-forward
// layers' parameters and activations and not the self-attention layers' parameters
// (Grattafiori et al. 2024, section 6.2, which also leaves the first and last layers in BF16:
// not modelled, 2 of 126), served so by Yang et al. 2025 (section 4.1: "row-wise quantized FP8
// weights (Llama Team, 2024) for feed forward layers after GQA").
std::optional<Precision> attentionProjectionPrecision(const TrainingWorkload& w);
std::optional<Precision> attentionProjectionPrecision(const InferenceWorkload& w);
// Their compute format on `device` (computePrecisionFor, perf/efficiency_params.h); nullopt for
// nullopt. A format the device has no compute format for is refused as the model's precision
// is: an InputError, here naming attention_projection_precision.
std::optional<Precision> projectionComputePrecision(const Device& device,
                                                    std::optional<Precision> stated);

// Every weight but the routed experts' (attention, dense MLPs, shared experts, router; the
// embedding and LM head as vocabularyWeightBytes says): `workload.weight_precision`
// (workload/weight_format.h, scales included), else the precision's element size.
double denseWeightBytes(const InferenceWorkload& w);
// The attention projections' weights: the element size of attentionProjectionPrecision where
// the workload states one, else denseWeightBytes.
double projectionWeightBytes(const InferenceWorkload& w);
// The routed experts' weights: `workload.expert_weight_precision`, else denseWeightBytes.
double expertWeightBytes(const InferenceWorkload& w);

// The vocabulary matrices of a serving workload (issue #27): the LM head (the output projection
// to the vocabulary) and the input embedding, in the formats a deployment keeps them in.
//   A GGUF file fixes both (workload/weight_format.h: Q4_K_M's head in Q6_K, its embedding in
//   Q4_K; Q8_0's both in Q8_0), and the head multiplies at the workload's precision like the
//   other weights (llama.cpp's MMQ int8 kernels).
//   Otherwise, where the weights are stored in fewer than 16 bits, both stay in 16 bits and the
//   head multiplies in 16 bits, as the quantisers of every serving stack leave them: NVIDIA
//   TensorRT Model Optimizer, which makes TensorRT-LLM's FP8/NVFP4/INT8/INT4 checkpoints (and
//   NVIDIA's MLPerf ones), disables "*lm_head*" and "*output_layer*" in the default of every
//   quantisation config (modelopt/torch/quantization/config.py, _default_disabled_quantizer_cfg)
//   and quantises linear layers only (not the embedding); vLLM's Fp8Config.get_quant_method
//   (vllm/model_executor/layers/quantization/fp8.py) quantises LinearBase, FusedMoE and the KV
//   cache of Attention and returns None for anything else, so ParallelLMHead and
//   VocabParallelEmbedding, embeddings rather than linear layers, stay unquantised; SGLang's
//   W8A8Int8Config.get_quant_method (python/sglang/srt/layers/quantization/w8a8_int8.py) likewise
//   quantises LinearBase and FusedMoE only. No stack with a source that quantises the head is
//   known; a stack without one takes the same rule (the documented default).
//   At 16 bits and more the matrices keep the weights' format.
// A tied model's one matrix is the head's.
struct VocabularyWeightBytes {
    double head = 2;             // bytes per weight of the LM head
    double embedding = 2;        // of the input embedding (untied models)
    bool sixteenBitHead = false; // the head kept in 16 bits below narrower weights: its GEMM
                                 // multiplies at 16 bits with 16-bit activations
};
VocabularyWeightBytes vocabularyWeightBytes(const InferenceWorkload& w);

} // namespace ap
