#include "project/field_schema.h"

#include "project/field_schema_entries.h"
#include "project/study_schema.h"

#include "common/json_reader.h"
#include "common/message.h"
#include "reliability/reliability_model.h"
#include "workload/field_values.h"
#include "workload/weight_format.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace ap {

namespace {

using T = FieldType;
constexpr auto kT = FieldWorkloads::Training;
constexpr auto kI = FieldWorkloads::Inference;

constexpr long long k24 = 1 << 24;
constexpr long long k20 = 1 << 20;

// Entries name only the members that differ from FieldSpec's defaults (designated
// initializers); GCC's -Wextra would flag each member left at its default initializer.
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif
std::vector<FieldSpec> buildSchema()
{
    const std::vector<std::string_view> precisions = {"fp32", "tf32", "bf16", "fp16",
                                                      "fp8",  "int8", "int4", "fp4"};
    std::vector<FieldSpec> s;
    // The order within each object is the order the reader lists its known keys in.
    s.push_back({.pointer = "/workload",
                 .type = T::Object,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Workload")});
    s.push_back(
        {.pointer = "/workload/kind",
         .type = T::Choice,
         .choices = {"training", "inference"},
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Kind"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Training run or serving. Switching keeps the "
                                                     "model and precision; the other kind's fields "
                                                     "start at stated values you then edit.")});
    s.push_back({.pointer = "/workload/model",
                 .type = T::Object,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Model")});
    // The model's keys (workload/model_spec.cpp reads them with these ranges). The judge's
    // `online_evaluation/model` and the speculative `draft_model` are models too: their reader,
    // writer and editor rows take these entries (modelField).
    s.push_back({.pointer = "/workload/model/parameters",
                 .type = T::Number,
                 .min = 1e5,
                 .max = 1e14,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Parameters"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Total parameters, as published (e.g. 70B). The "
                                           "architecture below must describe 0.5-2x this."),
                 .quantity = Dimension::Count});
    s.push_back({.pointer = "/workload/model/active_parameters",
                 .type = T::Number,
                 .min = 1e5,
                 .max = 1e14, // and at most `parameters`
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Active parameters"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Parameters used per token. Default: all of them for "
                                           "dense models; for MoE the shared part plus the top-k "
                                           "experts, from the shape."),
                 .quantity = Dimension::Count});
    s.push_back({.pointer = "/workload/model/layers",
                 .type = T::Integer,
                 .min = 1,
                 .max = 10000,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Layers"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Transformer blocks (required).")});
    s.push_back(
        {.pointer = "/workload/model/hidden",
         .type = T::Integer,
         .min = 8,
         .max = double(k20),
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Hidden size"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Model dimension d_model (required).")});
    s.push_back({.pointer = "/workload/model/heads",
                 .type = T::Integer,
                 .min = 1,
                 .max = double(1 << 16),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Attention heads"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Query heads (required); tensor parallelism must "
                                           "divide it.")});
    s.push_back({.pointer = "/workload/model/kv_heads",
                 .type = T::Integer,
                 .min = 1,
                 .max = double(1 << 16), // and at most `heads`, which it divides
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "KV heads"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable", "Key/value heads (grouped-query attention); must "
                                       "divide heads. Default: heads (multi-head attention).")});
    s.push_back({.pointer = "/workload/model/head_dim",
                 .type = T::Integer,
                 .min = 1,
                 .max = double(1 << 16),
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Head size"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Dimension per head. Default: hidden / heads.")});
    s.push_back({.pointer = "/workload/model/ffn_hidden",
                 .type = T::Integer,
                 .min = 1,
                 .max = double(k24),
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "FFN size"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Feed-forward inner dimension (per expert for MoE). "
                                           "Default: 4 x hidden.")});
    s.push_back({.pointer = "/workload/model/vocab",
                 .type = T::Integer,
                 .min = 2,
                 .max = double(k24),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Vocabulary"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Vocabulary size (required).")});
    s.push_back({.pointer = "/workload/model/experts",
                 .type = T::Integer,
                 .min = 1,
                 .max = 100000,
                 .defaultText = "1",
                 .defaultValue = 1,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Experts"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Experts per MoE layer. Default: 1 (a dense model).")});
    s.push_back({.pointer = "/workload/model/experts_per_token",
                 .type = T::Integer,
                 .min = 1,
                 .max = 100000, // and at most `experts`
                 .defaultText = "1",
                 .defaultValue = 1,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Experts per token"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable", "Experts each token is routed to (top-k). Default: 1.")});
    s.push_back({.pointer = "/workload/model/gated_mlp",
                 .type = T::Bool,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Gated MLP"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "SwiGLU-style MLP with three matrices. Default: the "
                                           "layout whose parameter count is closer to the stated "
                                           "total.")});
    s.push_back({.pointer = "/workload/model/tied_embeddings",
                 .type = T::Bool,
                 .defaultText = "false",
                 .defaultValue = 0,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Tied embeddings"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Input and output embeddings share one matrix. Default: "
                                           "no.")});
    s.push_back(
        {.pointer = "/workload/model/dense_layers",
         .type = T::Integer,
         .min = 0,
         .max = 10000, // and fewer than `layers`
         .defaultText = "none",
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Dense layers"),
         .help = QT_TRANSLATE_NOOP(
             "ap::FieldTable", "Leading layers with a dense MLP instead of experts (DeepSeek-V3: "
                               "3); mixture-of-experts models only. Default: none.")});
    s.push_back(
        {.pointer = "/workload/model/dense_ffn_hidden",
         .type = T::Integer,
         .min = 0,
         .max = double(k24),
         .defaultText = "derived",
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Dense FFN size"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                   "Feed-forward inner dimension of the dense layers (DeepSeek-V3: "
                                   "18432); mixture-of-experts models only. Default: FFN size.")});
    s.push_back({.pointer = "/workload/model/shared_experts",
                 .type = T::Integer,
                 .min = 0,
                 .max = 1024,
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Shared experts"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Experts every token passes through besides the routed ones (DeepSeek-V3: 1); "
                     "mixture-of-experts models only. Default: none.")});
    // Stored (the model's typed struct, workload/model_spec.h, is in ~160 objects): the serving
    // model reads it with statedFieldValue (perf/inference_model.cpp, perf/expert_exchange.h).
    s.push_back(
        {.pointer = "/workload/model/max_nodes_per_token",
         .type = T::Integer,
         .min = 0,
         .max = 65536,
         .defaultText = "none",
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Nodes per token"),
         .help = QT_TRANSLATE_NOOP(
             "ap::FieldTable",
             "Node-limited routing: the most nodes a token's routed experts may lie on "
             "(DeepSeek-V3 report section 2.1.2: 4). Serving with expert parallelism across "
             "nodes: a prompt's token crosses the network once per node it reaches, so fewer "
             "nodes carry less traffic (training's all-to-all sends every token-expert pair, "
             "which the limit does not change). Mixture-of-experts models only. Default: none, "
             "no limit."),
         .stored = true});
    s.push_back({.pointer = "/workload/model/kv_lora_rank",
                 .type = T::Integer,
                 .min = 0,
                 .max = double(k20),
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "KV latent rank"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Multi-head latent attention: the compressed key/value width cached per token "
                     "(DeepSeek-V3: 512). Default: none, standard attention.")});
    s.push_back({.pointer = "/workload/model/q_lora_rank",
                 .type = T::Integer,
                 .min = 0,
                 .max = double(k20),
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Query latent rank"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Latent attention's query compression (DeepSeek-V3: "
                                           "1536). Default: none, a full query projection.")});
    s.push_back({.pointer = "/workload/model/rope_head_dim",
                 .type = T::Integer,
                 .min = 0,
                 .max = double(1 << 16),
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Rotary width per head"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable", "Latent attention's decoupled rotary width per head, cached "
                                       "beside the latent (DeepSeek-V3: 64). Default: none.")});
    s.push_back({.pointer = "/workload/model/sliding_window",
                 .type = T::Integer,
                 .unit = "tokens",
                 .min = 0,
                 .max = double(k24),
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Sliding window"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Local attention: the sliding-window layers attend to and cache at most "
                     "this many recent tokens (Mistral 7B: 4096, Gemma 3: 1024). Default: "
                     "none, full attention on every layer.")});
    s.push_back({.pointer = "/workload/model/sliding_window_layers",
                 .type = T::Integer,
                 .min = 0,
                 .max = 10000, // and at most `layers`
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Sliding-window layers"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "How many of the layers use the sliding window (Gemma 2 "
                                           "and gpt-oss: half, Gemma 3: five of six). Default: all "
                                           "of them when a window is set.")});
    s.push_back({.pointer = "/workload/model/attention_sink_tokens",
                 .type = T::Integer,
                 .unit = "tokens",
                 .min = 0,
                 .max = double(k20),
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Attention sink tokens"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "StreamingLLM (Xiao et al. 2023): the sliding-window layers also keep the "
                     "first this many tokens (the paper: 4), attending to and caching window + "
                     "sinks tokens. Needs a sliding window. Default: none.")});
    s.push_back({.pointer = "/workload/model/learned_attention_sinks",
                 .type = T::Bool,
                 .defaultText = "false",
                 .defaultValue = 0,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Learned attention sinks"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "gpt-oss: one learned logit per head in the softmax denominator. No KV "
                     "cache and negligible compute: kept in the file, no effect on any "
                     "figure. Default: no."),
                 .informational = true});
    s.push_back(
        {.pointer = "/workload/model/name",
         .type = T::String,
         .defaultText = "none",
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "A name for the reader; no figure reads it."),
         .informational = true});
    s.push_back({.pointer = "/workload/sequence_length",
                 .type = T::Integer,
                 .unit = "tokens",
                 .min = 1,
                 .max = double(k24),
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Sequence length"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Tokens per training sequence.")});
    s.push_back({.pointer = "/workload/precision",
                 .type = T::Choice,
                 .choices = precisions,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Precision"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Number format of the math and, unless the weight "
                                           "format says otherwise, of the weights (required).")});
    s.push_back({.pointer = "/workload/tokens",
                 .type = T::Number,
                 .unit = "tokens",
                 .min = 1,
                 .max = 1e16,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Training tokens"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Tokens the run processes (\"15T\": Llama 3).")});
    s.push_back({.pointer = "/workload/global_batch_sequences",
                 .type = T::Integer,
                 .unit = "sequences",
                 .min = 1,
                 .max = double(1 << 26),
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Global batch"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Sequences per optimizer step; a multiple of data x "
                                           "micro batch.")});
    s.push_back({.pointer = "/workload/micro_batch_sequences",
                 .type = T::Integer,
                 .unit = "sequences",
                 .min = 1,
                 .max = double(k20),
                 .defaultText = "1",
                 .defaultValue = 1,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Micro batch"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Sequences per pipeline micro-batch. Default: 1.")});
    s.push_back({.pointer = "/workload/activation_recompute",
                 .type = T::Choice,
                 .defaultText = "selective",
                 .defaultChoice = "selective",
                 .choices = {"none", "selective", "full"},
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Activation recompute"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Recompute activations in the backward pass to save "
                                           "memory. Default: selective (Korthikanti et al. "
                                           "2022).")});
    s.push_back(
        {.pointer = "/workload/kv_cache_precision",
         .type = T::Choice,
         .defaultText = "derived",
         .choices = {"fp32", "bf16", "fp16", "fp8", "int8", "int4", "fp4"},
         .applies = kI,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "KV cache precision"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Number format of the KV cache. Default: the "
                                                     "precision.")});
    // The weights' storage format apart from the math (issue #26): stored fields, read by
    // perf/weight_bytes.h; the formats and their bits per weight are workload/weight_format.h's.
    s.push_back(
        {.pointer = "/workload/weight_precision",
         .type = T::Choice,
         .defaultText = "derived",
         .choices = weightFormatNames(),
         .applies = kI,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Weight format"),
         .help = QT_TRANSLATE_NOOP(
             "ap::FieldTable",
             "How the checkpoint stores every weight but the routed experts' (attention, dense "
             "MLPs, shared experts, router), in bits per weight with the block scales: mxfp4 "
             "4.25 (OCP MX), nvfp4 4.5, int4_g128 4.125 (AWQ/GPTQ, group 128), q8_0 8.5 and "
             "q4_k_m ~4.9 (GGUF), or a plain format. Below 16 bits the embedding and LM head stay "
             "in 16 bits (a GGUF file: its own types). It sets the weights' memory "
             "and what each decode step reads; the math stays at the precision (W4A16: "
             "precision bf16, weights int4_g128; llama.cpp multiplies GGUF weights in int8). "
             "Default: the precision."),
         .stored = true});
    s.push_back(
        {.pointer = "/workload/expert_weight_precision",
         .type = T::Choice,
         .defaultText = "derived",
         .choices = weightFormatNames(),
         .applies = kI,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Expert weight format"),
         .help = QT_TRANSLATE_NOOP(
             "ap::FieldTable",
             "How the checkpoint stores the routed experts' weights of an MoE model, as the weight "
             "format (gpt-oss: mxfp4 experts, bf16 attention and embeddings). No effect on a "
             "dense model. Default: the weight format."),
         .stored = true});
    // The attention projections' own format (issue #26), read by perf/weight_bytes.h
    // (attentionProjectionPrecision) and the layer model (perf/layer_model.h, LayerShape).
    s.push_back(
        {.pointer = "/workload/attention_projection_precision",
         .type = T::Choice,
         .defaultText = "derived",
         .choices = precisions,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Attention projection precision"),
         .help = QT_TRANSLATE_NOOP(
             "ap::FieldTable",
             "Number format of the attention projections (the QKV and output GEMMs; MLA's "
             "latent projections) where it differs from the model's: their math runs at this "
             "format's rate (Llama 3 405B FP8: FP8 feed-forward layers, bf16 attention). In "
             "serving their weights are stored in it. In training the inputs their GEMMs keep "
             "for backward are kept at its width, and under fp8_parameters a 16-bit format "
             "here keeps their weights at 2 bytes while the others are held in FP8. A format "
             "the device cannot run is refused as the precision is. Default: the precision "
             "(and the weight format)."),
         .stored = true});
    s.push_back({.pointer = "/workload/input_tokens",
                 .type = T::Integer,
                 .unit = "tokens",
                 .min = 1,
                 .max = double(k24),
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Input tokens"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Prompt length per request.")});
    // A mean where the source states one (MLPerf Inference llama2-70b: 294.45 output tokens
    // per sample, from tokens/s over samples/s of the run's log), so a number, not a count;
    // at least the one token every request generates.
    s.push_back(
        {.pointer = "/workload/output_tokens",
         .type = T::Number,
         .unit = "tokens",
         .min = 1,
         .max = double(k24),
         .applies = kI,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Output tokens"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Generated tokens per request; a mean may be "
                                                     "fractional (MLPerf states 294.45).")});
    s.push_back(
        {.pointer = "/workload/batch",
         .type = T::Integer,
         .unit = "sequences",
         .min = 1,
         .max = double(k20),
         .defaultText = "max",
         .applies = kI,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Batch"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Concurrent sequences per replica, or "
                                                     "\"max\": the largest that fits memory, "
                                                     "max batch and the SLOs. Default: max.")});
    s.push_back({.pointer = "/workload/max_batch",
                 .type = T::Integer,
                 .unit = "sequences",
                 .min = 1,
                 .max = double(k20),
                 .defaultText = "2048",
                 .defaultValue = 2048,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Max batch"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "The serving engine's batch limit. Default: 2048.")});
    // TensorRT-LLM's KvCacheConfig.free_gpu_memory_fraction (default 0.9; "How to Change KV
    // Cache Behavior", nvidia.github.io/TensorRT-LLM/examples/kvcacheconfig.html, and the
    // KvCacheConfig reference, read 2026-12-05). Stored: perf/inference_model.cpp reads it
    // with fieldValue.
    s.push_back({.pointer = "/workload/kv_cache_free_memory_fraction",
                 .type = T::Number,
                 .min = 0,
                 .max = 1,
                 .minExclusive = true,
                 .defaultText = "0.9",
                 .defaultValue = 0.9,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "KV cache memory fraction"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Share of the device memory left after the weights and the activation "
                     "workspace that the serving engine gives the KV cache, above 0 and at most "
                     "1: TensorRT-LLM's KvCacheConfig free_gpu_memory_fraction (TensorRT-LLM "
                     "docs, \"How to Change KV Cache Behavior\"). vLLM's gpu_memory_utilization "
                     "is another quantity: a share of the whole device that the weights and "
                     "activations are taken from first. Default: 0.9."),
                 .stored = true,
                 .quantity = Dimension::Fraction});
    // Prefix-cache hits counted as vLLM counts them (v1/core/kv_cache_manager.py,
    // get_computed_blocks: prefix_cache_stats.queries += request.num_tokens, hits +=
    // num_new_computed_tokens, at most num_tokens - 1) and as DeepSeek reports them (the V3/R1
    // inference-system overview, 2025-02-28: 342B of 608B input tokens, 56.3 %, hit the on-disk
    // KV cache). Stored: perf/inference_model.cpp reads it with fieldValue.
    s.push_back({.pointer = "/workload/prefix_cache_hit_share",
                 .type = T::Number,
                 .min = 0,
                 .max = 1,
                 .defaultText = "0",
                 .defaultValue = 0,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Prefix cache hit share"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Share of the prompt tokens whose KV cache a prefix cache already holds "
                     "(vLLM's prefix cache hit rate: hit tokens over prompt tokens; DeepSeek "
                     "reports 56.3 % for its service). The prefill computes only the other "
                     "tokens, and always the prompt's last one, attending over the whole "
                     "prompt; the cached KV still takes its place in memory and in a "
                     "disaggregated KV transfer. Loading it from host or disk is not charged. "
                     "Default: 0, every prompt token prefilled."),
                 .stored = true,
                 .quantity = Dimension::Fraction});
    // DeepSeek's dual micro-batch overlap (the V3/R1 inference-system overview, 2025-02-28:
    // prefill and decode split a batch into two micro-batches, the all-to-all of one hidden
    // behind the other's computation); SGLang --enable-two-batch-overlap and vLLM --enable-dbo,
    // both off by default. Stored: perf/inference_model.cpp reads it with fieldValue.
    s.push_back({.pointer = "/workload/dual_batch_overlap",
                 .type = T::Bool,
                 .defaultText = "false",
                 .defaultValue = 0,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Dual micro-batch overlap"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "With expert parallelism across replicas: each pass runs as two "
                     "micro-batches of half the sequences, the expert dispatch and combine of "
                     "one under the other's computation (DeepSeek's serving; SGLang "
                     "--enable-two-batch-overlap, vLLM --enable-dbo). Each micro-batch reads the "
                     "weights again; only the all-to-all time beyond the MoE layers' computation "
                     "is exposed. Default: false, every all-to-all on the critical path."),
                 .stored = true});
    s.push_back({.pointer = "/workload/beam_width",
                 .type = T::Integer,
                 .min = 1,
                 .max = 64,
                 .defaultText = "1",
                 .defaultValue = 1,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Beam width"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Beam search: beams each request decodes (the batch counts beams, in "
                     "whole requests). The prompt is prefilled once; its KV cache is shared "
                     "by the beams on paged-cache stacks (TensorRT-LLM, vLLM, SGLang, "
                     "llama.cpp), else copied per beam. Output tokens count one beam per "
                     "request. Default: 1, no beam search.")});
    s.push_back({.pointer = "/workload/engine_instances",
                 .type = T::Integer,
                 .min = 1,
                 .max = 1024,
                 .defaultText = "1",
                 .defaultValue = 1,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Engine instances"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "CPUs only: serving processes per socket, each bound to an equal share "
                     "of its cores, memory bandwidth and capacity, with its own copy of the "
                     "weights and its own batch of up to max batch sequences (Intel's MLPerf "
                     "CPU code runs 3 to 18 per socket). Each streams its weights every "
                     "iteration; the KV cache is read per sequence. Default: 1.")});
    // Speculative decoding (workload/workload.h, SpeculativeDecoding).
    s.push_back({.pointer = "/workload/speculative",
                 .type = T::Object,
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Speculative decoding"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "A draft proposes tokens that the served model verifies in one pass. "
                     "Starts as DeepSeek-V3's multi-token prediction: 1 draft token, 85 % "
                     "accepted (technical report section 5.4.3).")});
    s.push_back({.pointer = "/workload/speculative/draft_tokens",
                 .type = T::Integer,
                 .unit = "tokens",
                 .min = 0,
                 .max = 16,
                 .defaultText = "0",
                 .defaultValue = 0,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Draft tokens"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Speculative decoding: tokens the draft proposes per verification step (k). "
                     "The served model verifies them in one pass over k + 1 tokens per sequence; "
                     "the KV cache holds the k drafts. Not with beam search or pipeline "
                     "parallelism. Default: 0, off.")});
    s.push_back({.pointer = "/workload/speculative/acceptance_rate",
                 .type = T::Number,
                 .min = 0,
                 .max = 1,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Acceptance rate"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Speculative decoding: the probability that the served model accepts a draft "
                     "token, at least 0 and below 1; a step emits (1 - a^(k+1)) / (1 - a) tokens "
                     "(Leviathan et al. 2023). Required with draft tokens."),
                 .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/workload/speculative/draft_model",
                 .type = T::Object,
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Separate draft model"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "A separate draft model on the same devices instead of the served "
                     "model's own multi-token-prediction module (one layer sharing its "
                     "embedding and output head, DeepSeek-V3, EAGLE). Starts as one layer "
                     "of the served model's shape: set the draft's.")});
    s.push_back(
        {.pointer = "/workload/slo", .type = T::Object, .defaultText = "none", .applies = kI});
    s.push_back({.pointer = "/workload/slo/ttft_ms",
                 .type = T::Number,
                 .unit = "ms",
                 .min = 1e-3,
                 .max = 1e9,
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "TTFT objective"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Time to first token the batch must meet. With a "
                                           "placement, the TTFT the users see (with their "
                                           "network round trip) is checked against it too. "
                                           "Default: none.")});
    s.push_back({.pointer = "/workload/slo/tpot_ms",
                 .type = T::Number,
                 .unit = "ms",
                 .min = 1e-3,
                 .max = 1e9,
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "TPOT objective"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Time per output token the batch must meet. Default: "
                                           "none.")});
    s.push_back({.pointer = "/workload/slo/percentile",
                 .type = T::Number,
                 .min = 0,
                 .max = 100,
                 .openRange = true,
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "SLO percentile"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "The share of requests the TTFT and TPOT objectives hold for, as a "
                     "percentile (MLPerf Server: 99). Checked at that percentile of the "
                     "requests in service under Poisson arrivals (mean + z sqrt(mean), at "
                     "most the slots memory holds), the wait for a slot added to TTFT. "
                     "Default: none, at the mean number in flight (as 50).")});
    s.push_back({.pointer = "/workload/prefill_devices",
                 .type = T::Integer,
                 .unit = "devices",
                 .min = 1,
                 .max = double(k24),
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Prefill devices"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Disaggregated serving: devices that only prefill (a "
                                           "multiple of tensor x pipeline). Default: none, every "
                                           "replica prefills and decodes.")});
    s.push_back({.pointer = "/workload/prefill_parallelism",
                 .type = T::Object,
                 .defaultText = "derived",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Prefill layout"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Disaggregated serving: the prefill pool's own parallel layout; the decode "
                     "pool keeps the cluster's (DeepSeek-V3 serving prefills with expert "
                     "parallel 32, decodes with 144). Default: the cluster's.")});
    const struct {
        std::string_view pointer;
        const char* label;
        const char* help;
    } poolDegrees[] = {
        {"/workload/prefill_parallelism/tensor",
         QT_TRANSLATE_NOOP("ap::FieldTable", "Prefill tensor parallel"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Devices one layer is split over in the prefill pool. Default: the "
                           "cluster's.")},
        {"/workload/prefill_parallelism/pipeline",
         QT_TRANSLATE_NOOP("ap::FieldTable", "Prefill pipeline parallel"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Pipeline stages in the prefill pool. Default: the cluster's.")},
        {"/workload/prefill_parallelism/expert",
         QT_TRANSLATE_NOOP("ap::FieldTable", "Prefill expert parallel"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Devices the experts are spread over in the prefill pool; prefill "
                           "devices must hold whole groups. Default: the cluster's.")},
        {"/workload/prefill_parallelism/expert_slots",
         QT_TRANSLATE_NOOP("ap::FieldTable", "Prefill expert slots"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "MoE: expert slots over the prefill pool's expert ranks, a multiple "
                           "of its expert parallel. Default: the cluster's.")},
    };
    for (const auto& d : poolDegrees)
        s.push_back({.pointer = d.pointer,
                     .type = T::Integer,
                     .unit = d.pointer.ends_with("slots") ? "slots" : "",
                     .min = 1,
                     .max = double(k24),
                     .defaultText = "derived",
                     .applies = kI,
                     .label = d.label,
                     .help = d.help});
    // Context parallelism in the prefill pool (Yang et al. 2025, section 4.3), a stored field:
    // read with statedFieldValue by prefillParallelism (project/layout_rules.cpp).
    s.push_back({.pointer = "/workload/prefill_parallelism/context",
                 .type = T::Integer,
                 .min = 1,
                 .max = double(k24),
                 .defaultText = "derived",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Prefill context parallel"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Devices each prompt is split over by position in the prefill pool (ring "
                     "attention across nodes, Yang et al. 2025). Default: the cluster's."),
                 .stored = true});
    s.push_back({.pointer = "/workload/demand_output_tokens_per_s",
                 .type = T::Number,
                 .unit = "tokens/s",
                 .min = 1e-9,
                 .max = 1e15,
                 .defaultText = "derived",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Demand"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Output tokens per second the deployment serves when "
                                           "it is sized for a demand below its capacity (as a "
                                           "recommendation is): costs per token count the tokens "
                                           "served. Default: the capacity.")});
    s.push_back(
        {.pointer = "/workload/online_evaluation",
         .type = T::Object,
         .defaultText = "none",
         .applies = kI,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Judge sampled traffic"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "A judge model scores a sample of the "
                                                     "responses on the same devices. Starts as "
                                                     "the served model judging 5 % of requests.")});
    s.push_back({.pointer = "/workload/online_evaluation/model",
                 .type = T::Object,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Online evaluation")});
    s.push_back({.pointer = "/workload/online_evaluation/sample_fraction",
                 .type = T::Number,
                 .min = 0,
                 .max = 1,
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Sample fraction"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Share of requests judged (\"5 %\")."),
                 .quantity = Dimension::Fraction});
    // Means, as the request's output length they derive from (workload/output_tokens).
    s.push_back({.pointer = "/workload/online_evaluation/input_tokens",
                 .type = T::Number,
                 .unit = "tokens",
                 .min = 1,
                 .max = double(k24),
                 .defaultText = "derived",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Judge input tokens"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Prompt of one judgement. Default: the request's "
                                           "input plus output tokens.")});
    s.push_back(
        {.pointer = "/workload/online_evaluation/output_tokens",
         .type = T::Number,
         .unit = "tokens",
         .min = 1,
         .max = double(k24),
         .defaultText = "16",
         .defaultValue = 16,
         .applies = kI,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Judge output tokens"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Tokens of one verdict. Default: 16.")});
    s.push_back({.pointer = "/workload/attention",
                 .type = T::Choice,
                 .defaultText = "flash",
                 .defaultChoice = "flash",
                 .choices = {"flash", "flash2", "flash1", "materialized"},
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Attention kernel"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "flash: the fused kernel of the device's generation (cuDNN, "
                     "FlashAttention-3 on Hopper); flash2: FlashAttention-2, 0.62x of it on "
                     "Hopper and Blackwell; flash1: the first FlashAttention or its Triton "
                     "port, 1/1.4 of FlashAttention-2 forward and 1/2 backward; materialized: "
                     "the score matrix goes through memory. Default: flash.")});
    s.push_back({.pointer = "/workload/overlap_expert_comm",
                 .type = T::Bool,
                 .defaultText = "derived",
                 .applies = kT});
    s.push_back({.pointer = "/workload/pipeline_schedule",
                 .type = T::Choice,
                 .defaultText = "1f1b",
                 .defaultChoice = "1f1b",
                 .choices = {"1f1b", "dualpipe"},
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Pipeline schedule"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable", "1f1b: one forward, one backward (interleaved when "
                                       "virtual pipeline > 1); dualpipe: DeepSeek-V3's "
                                       "bidirectional schedule, bubble (p/2-1)(F&B+B-3W), twice "
                                       "the parameters per device, an even pipeline and "
                                       "virtual pipeline 1. Default: 1f1b.")});
    s.push_back({.pointer = "/workload/pipeline_split",
                 .type = T::Choice,
                 .defaultText = "even",
                 .defaultChoice = "even",
                 .choices = {"even", "balanced"},
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Pipeline split"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "even: the same number of layers on every pipeline "
                                           "stage; balanced: the embedding and the loss each count "
                                           "as a layer, so the first and the last stage hold one "
                                           "layer fewer (Llama 3 section 3.3.2; Megatron-LM "
                                           "--account-for-embedding-in-pipeline-split). Default: "
                                           "even.")});
    s.push_back({.pointer = "/workload/selective_recompute",
                 .type = T::Choice,
                 .defaultText = "auto",
                 .defaultChoice = "auto",
                 .choices = {"auto", "attention_core", "matmul_outputs", "every_other_matmul"},
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Selective recompute"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "What selective recompute recomputes. attention_core: the attention core "
                     "only (Megatron's default; free under FlashAttention); matmul_outputs: "
                     "norms, activation functions and MLA up-projections (Megatron-Core "
                     "recompute modules layernorm, mla_up_proj, moe_act; DeepSeek-V3); "
                     "every_other_matmul: torchtitan's per-op checkpointing. Default: auto, the "
                     "software stack's own.")});
    // Per-component precision of the training state and the activations (DeepSeek-V3
    // technical report, arXiv 2412.19437, section 3.3.3 "Low-Precision Storage and
    // Communication"). Stored: perf/training_model.cpp reads them with fieldChoice.
    s.push_back({.pointer = "/workload/optimizer_moment_precision",
                 .type = T::Choice,
                 .defaultText = "fp32",
                 .defaultChoice = "fp32",
                 .choices = {"fp32", "bf16"},
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Optimizer moment precision"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Number format of Adam's first and second moments: fp32, 4 bytes each per "
                     "parameter (Megatron, FSDP, DeepSpeed, MaxText), or bf16, 2 bytes each "
                     "(DeepSeek-V3 report section 3.3.3; master weights and gradients stay "
                     "fp32). Default: fp32."),
                 .stored = true});
    s.push_back({.pointer = "/workload/activation_function_input_precision",
                 .type = T::Choice,
                 .defaultText = "bf16",
                 .defaultChoice = "bf16",
                 .choices = {"bf16", "fp8"},
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Activation function inputs kept in"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Number format in which the MLP's activation-function inputs (the up and "
                     "gate projections' outputs, SwiGLU's inputs) are kept for the backward pass: "
                     "bf16, 2 bytes per element, or fp8, 1 byte (DeepSeek-V3 report section "
                     "3.3.3 caches the SwiGLU inputs of its MoE layers in FP8). The inputs of "
                     "the linear layers follow the precision (FP8 copies under fp8). Default: "
                     "bf16."),
                 .stored = true});
    // Megatron-Bridge's performance recipes (scripts/performance at the 25.11 summary,
    // NVIDIA-NeMo/Megatron-Bridge 5776a6d9: set_llama31_common_configs sets
    // grad_reduce_in_fp32 False; the fp8_cs precision config sets fp8_param_gather True).
    s.push_back(
        {.pointer = "/workload/gradient_precision",
         .type = T::Choice,
         .defaultText = "auto",
         .defaultChoice = "auto",
         .choices = {"auto", "fp32", "bf16"},
         .applies = kT,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Gradient precision"),
         .help = QT_TRANSLATE_NOOP(
             "ap::FieldTable",
             "Number format in which gradients are accumulated and reduced. auto: the software "
             "stack's (Megatron: fp32 main gradients with bf16 parameters, 6 + 12/d bytes per "
             "parameter with the distributed optimizer; DeepSpeed: 16-bit; FSDP and MaxText: "
             "fp32). bf16 under Megatron (grad_reduce_in_fp32 false): 16-bit gradients and an "
             "fp32 copy of the optimizer's shard, 4 + 16/d (Megatron-Core dist_optimizer.md); "
             "under FSDP the reduction only. Default: auto."),
         .stored = true});
    s.push_back({.pointer = "/workload/fp8_parameters",
                 .type = T::Bool,
                 .defaultText = "false",
                 .defaultValue = 0,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "FP8 parameters"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Hold the model's weights in FP8, 1 byte per parameter instead of 2, and "
                     "all-gather them in FP8 (Megatron --fp8-param-gather, Transformer Engine "
                     "fp8_model_init); the optimizer keeps fp32 master weights and the gradients "
                     "keep their own format. Attention projections set to a 16-bit "
                     "attention_projection_precision keep 16-bit weights, held and all-gathered "
                     "at 2 bytes. Needs precision fp8 and a stack holding 16-bit weights "
                     "(Megatron, DeepSpeed). Default: false."),
                 .stored = true});
    // The lists of workload/software_stack.cpp (stackNames).
    s.push_back(
        {.pointer = "/workload/software_stack",
         .type = T::Choice,
         .defaultText = "auto",
         .defaultChoice = "auto",
         .choices = {"auto", "megatron", "fsdp", "deepspeed", "maxtext"},
         .inferenceChoices = {"auto", "tensorrt-llm", "vllm", "sglang", "jetstream", "neuron",
                              "llama.cpp", "transformers"},
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Software stack"),
         .help = QT_TRANSLATE_NOOP(
             "ap::FieldTable", "The software that runs it: how it shards, recomputes and batches, "
                               "where it can run, and its fitted efficiency. Default: auto, the "
                               "device's usual stack (Megatron-LM on GPUs, MaxText on TPUs for "
                               "training; TensorRT-LLM on NVIDIA, vLLM on AMD and Gaudi, JetStream "
                               "on TPUs, Neuron, llama.cpp on CPUs for serving).")});
    // The cluster: the device, how many, and the parallel layout (project/layout_rules.cpp
    // holds the rules that tie the degrees to the count and the model).
    s.push_back({.pointer = "/cluster", .type = T::Object});
    s.push_back({.pointer = "/cluster/device",
                 .type = T::String,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Device"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Accelerator, from the hardware catalog (required).")});
    s.push_back({.pointer = "/cluster/count",
                 .type = T::Integer,
                 .unit = "devices",
                 .min = 1,
                 .max = 1e7,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Devices"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Devices in the cluster (required): tensor x pipeline "
                                           "x context x data.")});
    s.push_back({.pointer = "/cluster/parallelism", .type = T::Object, .defaultText = "none"});
    // The degrees are at most the count (the reader's limit; the schema's is the count's).
    const struct {
        std::string_view pointer;
        std::string_view defaultText;
        double max;
        const char* label;
        const char* help;
    } degrees[] = {
        {"/cluster/parallelism/tensor", "1", 1e7,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Tensor parallel"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Devices one layer is split over (Megatron-LM). Default: 1.")},
        {"/cluster/parallelism/pipeline", "1", 1e7,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Pipeline parallel"),
         QT_TRANSLATE_NOOP("ap::FieldTable", "Pipeline stages. Default: 1.")},
        {"/cluster/parallelism/data", "derived", 1e7,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Data parallel"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Model replicas. Default: count / (tensor x pipeline x context).")},
        {"/cluster/parallelism/expert", "1", 1e7,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Expert parallel"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Devices the experts are spread over, carved out of data x tensor x "
                           "context. Default: 1.")},
        {"/cluster/parallelism/context", "1", 1e7,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Context parallel"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Devices a sequence is split over (ring attention). Default: 1.")},
        {"/cluster/parallelism/zero_stage", "derived", 3,
         QT_TRANSLATE_NOOP("ap::FieldTable", "ZeRO stage"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Optimizer state (1), gradients (2) and weights (3) sharded over data "
                           "ranks (Rajbhandari et al. 2020). Default: 1 for training, 0 for "
                           "serving.")},
        {"/cluster/parallelism/virtual_pipeline", "1", 1024,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Virtual pipeline"),
         QT_TRANSLATE_NOOP("ap::FieldTable",
                           "Model chunks per pipeline rank (interleaved 1F1B, Narayanan et al. "
                           "2021). Default: 1.")},
    };
    for (const auto& d : degrees)
        s.push_back({.pointer = d.pointer,
                     .type = T::Integer,
                     .min = d.pointer.ends_with("zero_stage") ? 0.0 : 1.0,
                     .max = d.max,
                     .defaultText = d.defaultText,
                     .defaultValue = d.defaultText == "1" ? 1.0 : 0.0,
                     .label = d.label,
                     .help = d.help});
    // Layout options (docs/model-accuracy.md, "Layout options").
    s.push_back({.pointer = "/cluster/parallelism/pad_heads",
                 .type = T::Bool,
                 .defaultText = "false",
                 .defaultValue = 0,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Pad attention heads"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Pad the attention heads to a multiple of tensor parallel when it does not "
                     "divide them (AWS Neuron); the padded heads' weights, FLOPs and KV cache "
                     "count. Default: no.")});
    s.push_back({.pointer = "/cluster/parallelism/expert_slots",
                 .type = T::Integer,
                 .unit = "slots",
                 .min = 1,
                 .max = double(k20),
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Expert slots"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "MoE: expert slots over the expert-parallel ranks; more than the experts "
                     "replicates hot experts (DeepSeek-V3 serving: 256 experts in 288 slots). A "
                     "multiple of expert parallel. Default: the experts.")});
    s.push_back({.pointer = "/cluster/parallelism/shard_group_size",
                 .type = T::Integer,
                 .unit = "devices",
                 .min = 1,
                 .max = 1e7,
                 .defaultText = "derived",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Shard group"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Training: hybrid sharding (HSDP): the ZeRO-sharded state over groups of "
                     "this many data x context ranks, replicated across groups (PyTorch FSDP "
                     "HYBRID_SHARD, a 2-D device mesh). All-gathers and reduce-scatters stay "
                     "in the group; gradient shards are all-reduced across replicas. A divisor "
                     "of data x context. Default: data x context (no replication).")});
    // The reader takes these two in either workload; the layout rules refuse the value that
    // would act on nothing, with the reason (project/layout_rules.cpp).
    s.push_back({.pointer = "/cluster/parallelism/weight_sharding",
                 .type = T::Choice,
                 .defaultText = "1d",
                 .defaultChoice = "1d",
                 .choices = {"1d", "2d"},
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Weight sharding"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Serving: 1d (Megatron tensor parallel) or 2d weight-stationary (Pope et al. "
                     "2022), which lets tensor exceed the attention heads. Default: 1d.")});
    s.push_back({.pointer = "/cluster/parallelism/host_offload",
                 .type = T::Choice,
                 .defaultText = "none",
                 .defaultChoice = "none",
                 .choices = {"none", "optimizer", "activations", "optimizer_and_activations"},
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Host offload"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Training: keep optimizer state and/or activations in host memory, moved "
                     "over the host link and overlapped with compute (ZeRO-Offload, MaxText). "
                     "Default: none.")});
    // The scenario's `fabric` object (fabric/fabric_options.cpp reads it with these entries).
    s.push_back({.pointer = "/fabric",
                 .type = T::Object,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Fabric")});
    s.push_back({.pointer = "/fabric/topology",
                 .type = T::Choice,
                 .defaultText = "derived",
                 .choices = {"rail-optimized", "fat-tree", "torus2d", "torus3d"},
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Topology"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Scale-out network. Default: rail-optimised fat tree "
                                           "for GPUs, the ICI torus for TPUs.")});
    s.push_back({.pointer = "/fabric/switch_radix",
                 .type = T::Integer,
                 .unit = "ports",
                 .min = 4,
                 .max = 1024,
                 .defaultText = "64",
                 .defaultValue = 64,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Switch radix"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Ports per switch. Default: 64 (NVIDIA Quantum-2, 64 x "
                                           "400G).")});
    s.push_back({.pointer = "/fabric/oversubscription",
                 .type = T::Number,
                 .unit = ":1",
                 .min = 1,
                 .max = 64,
                 .defaultText = "1",
                 .defaultValue = 1,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Oversubscription"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable", "Leaf downlinks : uplinks. Default: 1 (non-blocking).")});
    s.push_back({.pointer = "/fabric/pod_oversubscription",
                 .type = T::Number,
                 .unit = ":1",
                 .min = 1,
                 .max = 64,
                 .defaultText = "1",
                 .defaultValue = 1,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Pod oversubscription"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Pods to core, for three tiers. Default: 1.")});
    s.push_back({.pointer = "/fabric/nic_gbps",
                 .type = T::Number,
                 .unit = "Gb/s",
                 .min = 1,
                 .max = 1e5,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "NIC per device"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Scale-out link per device (\"400G\"). Default: the "
                                           "catalog's NIC for the device.")});
    s.push_back({.pointer = "/fabric/switch_latency_us",
                 .type = T::Number,
                 .unit = "us",
                 .min = 0,
                 .max = 1e4,
                 // The default has no vendor source: no datasheet for an NDR switch's
                 // port-to-port latency was found; a cut-through switch measured adds 0.27 us
                 // (a round trip through a Mellanox SX6030: 2170 ns against 1632 ns back to
                 // back, "close to the advertised 250 ns one-way", IBM/tulips,
                 // docs/topics/Test-and-Performance.md). NCCL's tuning model has no per-switch
                 // term (src/graph/tuning.cc: one network latency per inter-node step, the
                 // performance model's scale_out_latency_s).
                 .defaultText = "0.6",
                 .defaultValue = 0.6,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Switch latency"),
                 .help = QT_TRANSLATE_NOOP(
                     "ap::FieldTable",
                     "Port-to-port latency of one switch (the switch's datasheet). Each step of a "
                     "collective over the scale-out network waits for the switches on its path: "
                     "one between domains under one leaf, three or five through the spines. "
                     "Default: 0.6 us (not a vendor figure; a cut-through switch measured adds "
                     "0.27 us).")});

    // The scenario's `reliability` object (reliability/reliability_model.cpp reads it): a
    // training run's interruptions, checkpoints and stragglers. The struct's defaults
    // (ReliabilityOptions, FailureRates) are the values stated here; a "derived" default is
    // computed from the run (the Young/Daly interval, the planned stops of its hosts).
    s.push_back({.pointer = "/reliability",
                 .type = T::Object,
                 .defaultText = "derived",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Reliability and storage")});
    s.push_back({.pointer = "/reliability/restart_s",
                 .type = T::Number,
                 .unit = "s",
                 .min = 0,
                 .max = 1e6,
                 .defaultText = "600",
                 .defaultValue = 600,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Restart time"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Detect, reschedule and reload after a failure. "
                                           "Default: 10 min (stated assumption).")});
    s.push_back({.pointer = "/reliability/nccl_timeout_s",
                 .type = T::Number,
                 .unit = "s",
                 .min = 1,
                 .max = 1e6,
                 .defaultText = "600",
                 .defaultValue = 600,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Collective timeout"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Watchdog that kills a hung collective. Default: 10 min "
                                           "(PyTorch ProcessGroupNCCL).")});
    s.push_back({.pointer = "/reliability/link_flaps_per_link_hour",
                 .type = T::Number,
                 .unit = "/link-hour",
                 .min = 0,
                 .max = 10,
                 .defaultText = "0.0001",
                 .defaultValue = 1e-4,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Link flaps"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Transient link stalls. Default: 1e-4 (assumption).")});
    s.push_back({.pointer = "/reliability/mean_flap_stall_s",
                 .type = T::Number,
                 .unit = "s",
                 .min = 0.001,
                 .max = 1e5,
                 .defaultText = "20",
                 .defaultValue = 20,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Mean flap stall"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Mean stall of one flap. Default: 20 s (assumption).")});
    s.push_back({.pointer = "/reliability/step_jitter_cv",
                 .type = T::Number,
                 .min = 0,
                 .max = 1,
                 .defaultText = "0.01",
                 .defaultValue = 0.01,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Step jitter"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Coefficient of variation of one rank's step; the "
                                           "slowest of n ranks sets the pace. Default: 1 % "
                                           "(Llama 3 saw 1-2 %)."),
                 .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/reliability/checkpoint_bytes_per_parameter",
                 .type = T::Number,
                 .unit = "B/parameter",
                 .min = 0.5,
                 .max = 64,
                 .defaultText = "14",
                 .defaultValue = 14,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Checkpoint size"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Default: 14 (bf16 weights, fp32 master weights and "
                                           "Adam moments; gradients are not saved).")});
    s.push_back({.pointer = "/reliability/checkpoint_interval_s",
                 .type = T::Number,
                 .unit = "s",
                 .min = 1,
                 .max = 1e8,
                 .defaultText = "derived",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Checkpoint interval"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Default: the Young/Daly optimum for the failure "
                                           "rate.")});
    s.push_back({.pointer = "/reliability/async_checkpoint",
                 .type = T::Bool,
                 .defaultText = "false",
                 .defaultValue = 0,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Asynchronous checkpoint"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Copy to host memory, write in the background. "
                                           "Default: no.")});
    // The checkpoint store: its keys and their defaults by kind are the storage model's
    // (storage/storage_tier.cpp); the editor's rows name them.
    s.push_back({.pointer = "/reliability/storage",
                 .type = T::Object,
                 .defaultText = "none",
                 .applies = kT,
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Where checkpoints go; each kind has stated defaults "
                                           "below. Default: parallel file system.")});
    // A stated key replaces its kind's figure (storage/storage_tier.cpp parseStorageTier);
    // "derived": the kind's own (defaultStorageTier). The bool's value is the parallel file
    // system's, the kind by default.
    s.push_back({.pointer = "/reliability/storage/kind",
                 .type = T::Choice,
                 .defaultText = "parallel-fs",
                 .defaultChoice = "parallel-fs",
                 .choices = {"local-nvme", "parallel-fs", "object"},
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Checkpoint storage"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Where checkpoints go; each kind has stated defaults "
                                           "below. Default: parallel file system.")});
    const auto storageRate = [&](std::string_view pointer, double max, const char* label,
                                 const char* help) {
        s.push_back({.pointer = pointer,
                     .type = T::Number,
                     .unit = "GB/s",
                     .min = 0.01,
                     .max = max,
                     .defaultText = "derived",
                     .applies = kT,
                     .label = label,
                     .help = help});
    };
    // GB/s at the file edge (storage is sold in GB/s, unlike NICs).
    storageRate("/reliability/storage/aggregate_write_gbps", 1e7,
                QT_TRANSLATE_NOOP("ap::FieldTable", "Storage write"),
                QT_TRANSLATE_NOOP("ap::FieldTable", "Aggregate write bandwidth. Default: by kind "
                                                    "(100 GB/s for a mid-size parallel file "
                                                    "system)."));
    storageRate("/reliability/storage/aggregate_read_gbps", 1e7,
                QT_TRANSLATE_NOOP("ap::FieldTable", "Storage read"),
                QT_TRANSLATE_NOOP("ap::FieldTable", "Aggregate read bandwidth (data loading). "
                                                    "Default: by kind."));
    storageRate("/reliability/storage/per_node_write_gbps", 1e5,
                QT_TRANSLATE_NOOP("ap::FieldTable", "Write per node"),
                QT_TRANSLATE_NOOP("ap::FieldTable", "Client limit. Default: by kind."));
    s.push_back({.pointer = "/reliability/storage/capacity_tb",
                 .type = T::Number,
                 .unit = "TB",
                 .min = 0.001,
                 .max = 1e9,
                 .defaultText = "derived",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Storage capacity"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Default: by kind.")});
    s.push_back({.pointer = "/reliability/storage/cost_usd_per_gb_month",
                 .type = T::Number,
                 .unit = "$/GB-month",
                 .min = 0,
                 .max = 100,
                 .defaultText = "derived",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Storage price"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Default: by kind ($0.023 for S3 "
                                                             "Standard list price).")});
    s.push_back({.pointer = "/reliability/storage/survives_node_failure",
                 .type = T::Bool,
                 .defaultText = "derived",
                 .defaultValue = 1,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Survives node failure"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Whether a checkpoint outlives the node that wrote it. "
                                           "Default: by kind (local NVMe: no).")});
    s.push_back({.pointer = "/reliability/dataset_bytes_per_token",
                 .type = T::Number,
                 .unit = "B",
                 .min = 0.1,
                 .max = 1e6,
                 .defaultText = "4",
                 .defaultValue = 4,
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Dataset bytes per token"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Tokenised data on disk. Default: 4 (uint32 ids).")});
    s.push_back({.pointer = "/reliability/cost_per_device_hour_usd",
                 .type = T::Number,
                 .unit = "$/h",
                 .min = 0,
                 .max = 1e4,
                 .defaultText = "none",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Device-hour cost"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Prices stalls and lost work (\"$2.10/h\"). Default: "
                                           "none.")});
    // Failure rates: per device (GPU), host or NIC and hour, so the run's interruptions scale
    // with its size. The defaults are the Llama 3 405B run's (Grattafiori et al. 2024, Table 5:
    // 419 unexpected interruptions in 54 days on 16,384 H100s in 2,048 hosts) per unit: a
    // default that is a function of the run's devices, stated here by its rate per unit.
    s.push_back({.pointer = "/reliability/failure_rates",
                 .type = T::Object,
                 .defaultText = "derived",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Failure rates")});
    const char* llama3 =
        QT_TRANSLATE_NOOP("ap::FieldTable", "Default: the Llama 3 405B run, 419 unexpected "
                                            "interruptions in 54 days on 16,384 H100s "
                                            "(Grattafiori et al. 2024, Table 5).");
    const auto rate = [&](std::string_view pointer, std::string_view unit, double max,
                          double llama3Rate, const char* label) {
        s.push_back({.pointer = pointer,
                     .type = T::Number,
                     .unit = unit,
                     .min = 0,
                     .max = max,
                     .defaultText = "derived",
                     .defaultValue = llama3Rate,
                     .applies = kT,
                     .label = label,
                     .help = llama3});
    };
    const FailureRates llama;
    rate("/reliability/failure_rates/gpu_per_hour", "/GPU-hour", 1, llama.gpuPerHour,
         QT_TRANSLATE_NOOP("ap::FieldTable", "GPU failures"));
    rate("/reliability/failure_rates/host_per_hour", "/host-hour", 1, llama.hostPerHour,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Host failures"));
    rate("/reliability/failure_rates/network_per_nic_hour", "/NIC-hour", 1, llama.networkPerNicHour,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Network failures"));
    rate("/reliability/failure_rates/software_per_gpu_hour", "/GPU-hour", 1,
         llama.softwarePerGpuHour, QT_TRANSLATE_NOOP("ap::FieldTable", "Software failures"));
    rate("/reliability/failure_rates/hang_per_nic_hour", "/NIC-hour", 1, llama.hangPerNicHour,
         QT_TRANSLATE_NOOP("ap::FieldTable", "Hangs"));
    rate("/reliability/failure_rates/planned_per_host_day", "/host-day", 10,
         llama.plannedPerHostDay, QT_TRANSLATE_NOOP("ap::FieldTable", "Planned stops per host"));
    s.push_back({.pointer = "/reliability/failure_rates/planned_per_day",
                 .type = T::Number,
                 .unit = "/day",
                 .min = 0,
                 .max = 1000,
                 .defaultText = "derived",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Planned interruptions"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Planned stops of the job per day, whatever its "
                                           "size. Default: planned stops per host x the run's "
                                           "hosts.")});
    addPlacementFields(s);
    // The data the workload keeps and sends (the scenario's `data` object): storage, its
    // growth and the egress the placement prices.
    s.push_back({.pointer = "/data",
                 .type = T::Object,
                 .defaultText = "none",
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "The data the workload stores and sends out. Default: "
                                           "none (no dataset; egress from the served tokens).")});
    s.push_back({.pointer = "/data/dataset_tb",
                 .type = T::Number,
                 .unit = "TB",
                 .min = 0,
                 .max = 1e9,
                 .defaultText = "0",
                 .defaultValue = 0,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Dataset"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "What the workload stores (\"2.8 TB\"). Default: 0.")});
    s.push_back({.pointer = "/data/growth_tb_per_month",
                 .type = T::Number,
                 .unit = "TB/month",
                 .min = 0,
                 .max = 1e9,
                 .defaultText = "0",
                 .defaultValue = 0,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Growth"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "New data per month. Default: 0.")});
    s.push_back({.pointer = "/data/egress_tb_per_month",
                 .type = T::Number,
                 .unit = "TB/month",
                 .min = 0,
                 .max = 1e9,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Egress"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Data sent out per month. Default: inference responses, "
                                           "4 B per token.")});
    return s;
}
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

std::string_view typeName(FieldType t)
{
    switch (t) {
    case T::Number:
        return "number";
    case T::Integer:
        return "integer";
    case T::Bool:
        return "bool";
    case T::Choice:
        return "choice";
    case T::String:
        return "string";
    case T::Object:
        return "object";
    case T::List:
        return "list";
    }
    return "number";
}

std::string numberText(double v)
{
    return messageNumber(v);
}

} // namespace

std::string_view FieldSpec::key() const
{
    return pointer.substr(pointer.rfind('/') + 1);
}

std::string_view FieldSpec::parent() const
{
    return pointer.substr(0, pointer.rfind('/'));
}

bool FieldSpec::appliesTo(bool training) const
{
    return applies == FieldWorkloads::Both || (applies == FieldWorkloads::Training) == training;
}

const std::vector<std::string_view>& FieldSpec::choicesFor(bool training) const
{
    return training || inferenceChoices.empty() ? choices : inferenceChoices;
}

bool FieldSpec::hasStatedDefault() const
{
    switch (type) {
    case T::Choice:
        return !defaultChoice.empty();
    case T::Bool:
        return defaultText == "true" || defaultText == "false";
    case T::Number:
    case T::Integer: {
        double v = 0;
        const auto r =
            std::from_chars(defaultText.data(), defaultText.data() + defaultText.size(), v);
        return r.ec == std::errc() && r.ptr == defaultText.data() + defaultText.size();
    }
    case T::String:
    case T::Object:
    case T::List:
        return false;
    }
    return false;
}

QuantityRule fieldQuantityRule(const FieldSpec& f)
{
    // A month is a twelfth of the Julian year, as the cost horizon counts it.
    constexpr double kDaySec = 86400, kYearSec = 365.25 * kDaySec, kMonthSec = kYearSec / 12;
    // The file units the schema uses, with the SI value of their 1.
    struct UnitSi {
        std::string_view unit;
        Dimension dimension;
        double si;
    };
    static constexpr UnitSi kUnits[] = {
        {"tokens", Dimension::Tokens, 1},
        {"ms", Dimension::Duration, 1e-3},
        {"s", Dimension::Duration, 1},
        {"us", Dimension::Duration, 1e-6},
        {"Gb/s", Dimension::BitRate, 1e9},
        {"GB/s", Dimension::ByteRate, 1e9},
        {"TB", Dimension::Bytes, 1e12},
        {"TB/month", Dimension::Bytes, 1e12}, // a volume each month, typed as the volume
        {"GB", Dimension::Bytes, 1e9},
        {"kW", Dimension::Power, 1e3},
        {"W", Dimension::Power, 1},
        {"$", Dimension::Money, 1},
        {"$/h", Dimension::MoneyRate, 1.0 / 3600},
        {"days", Dimension::Duration, kDaySec},
        {"months", Dimension::Duration, kMonthSec},
        {"years", Dimension::Duration, kYearSec},
        {"$/year", Dimension::MoneyRate, 1.0 / kYearSec},
    };
    QuantityRule rule;
    rule.dimension = f.type == T::Integer ? Dimension::Count : Dimension::Number;
    for (const UnitSi& u : kUnits)
        if (u.unit == f.unit) {
            rule.dimension = u.dimension;
            rule.bareUnitSi = u.si;
        }
    if (f.quantity)
        rule.dimension = *f.quantity;
    rule.bareUnitLabel = std::string(f.unit);
    rule.integer = f.type == T::Integer;
    if (f.type == T::Number || f.type == T::Integer) {
        rule.minSi = f.min * rule.bareUnitSi;
        rule.maxSi = f.max * rule.bareUnitSi;
        rule.minExclusive = f.openRange || f.minExclusive;
        rule.maxExclusive = f.openRange;
    }
    return rule;
}

namespace {

// A number as the file spells it: a whole number without ".0" ("2048", "1000000000000"), a
// fraction as a number; an integer field always whole.
nlohmann::json spelled(const FieldSpec& f, const nlohmann::json& v)
{
    if (!v.is_number() || v.is_number_integer())
        return v;
    const double d = v.get<double>();
    if ((f.type == T::Integer || std::floor(d) == d) && std::abs(d) < 9e15)
        return nlohmann::json(static_cast<long long>(std::llround(d)));
    return v;
}

nlohmann::json defaultJson(const FieldSpec& f)
{
    switch (f.type) {
    case T::Choice:
        return std::string(f.defaultChoice);
    case T::Bool:
        return f.defaultValue != 0;
    default:
        return spelled(f, f.defaultValue);
    }
}

} // namespace

nlohmann::json schemaObjectJson(std::string_view parent, bool training, const nlohmann::json& given,
                                bool eitherWorkload)
{
    nlohmann::json out = nlohmann::json::object();
    for (const auto& [key, value] : given.items()) {
        const std::string pointer = std::string(parent) + "/" + key;
        const FieldSpec& f = scenarioField(pointer); // throws for a key the schema lacks
        if (!f.appliesTo(training) && !eitherWorkload)
            throw std::logic_error("the writer writes " + pointer +
                                   ", which the schema does "
                                   "not apply here");
    }
    for (const FieldSpec& f : scenarioFieldSchema()) {
        if (f.parent() != parent)
            continue;
        const std::string key(f.key());
        if (!f.appliesTo(training)) {
            if (const auto it = given.find(key); it != given.end())
                out[key] = spelled(f, *it);
            continue;
        }
        if (const auto it = given.find(key); it != given.end())
            out[key] = spelled(f, *it);
        else if (f.hasStatedDefault())
            out[key] = defaultJson(f);
    }
    return out;
}

nlohmann::json schemaSpelled(std::string_view parent, const nlohmann::json& given)
{
    nlohmann::json out = given;
    for (auto& [key, value] : out.items()) {
        const std::string pointer = std::string(parent) + "/" + key;
        value = value.is_object() ? schemaSpelled(pointer, value)
                                  : spelled(scenarioField(pointer), value);
    }
    return out;
}

const std::vector<FieldSpec>& scenarioFieldSchema()
{
    static const std::vector<FieldSpec> schema = buildSchema();
    return schema;
}

const FieldSpec& scenarioField(std::string_view pointer)
{
    // The model reads its stored fields by pointer on every evaluation (project/stored_fields.h:
    // a search runs hundreds of thousands): indexed once rather than scanned. The first entry
    // of a pointer, as a scan finds it.
    static const std::unordered_map<std::string_view, const FieldSpec*> index = [] {
        std::unordered_map<std::string_view, const FieldSpec*> byPointer;
        for (const FieldSpec& f : scenarioFieldSchema())
            byPointer.emplace(f.pointer, &f);
        return byPointer;
    }();
    if (const auto it = index.find(pointer); it != index.end())
        return *it->second;
    throw std::logic_error("no scenario field " + std::string(pointer) + " in the schema");
}

const FieldSpec& scenarioField(std::string_view parent, std::string_view key)
{
    char joined[192];
    if (parent.size() + 1 + key.size() > sizeof joined)
        return scenarioField(std::string(parent) + "/" + std::string(key));
    std::memcpy(joined, parent.data(), parent.size());
    joined[parent.size()] = '/';
    std::memcpy(joined + parent.size() + 1, key.data(), key.size());
    return scenarioField(std::string_view(joined, parent.size() + 1 + key.size()));
}

namespace {

// The schema's entries under each parent, in schema order, and their keys for a serving
// workload, a training one and either: indexed once (#30: reading a project scanned the whole
// schema for every object of every scenario).
struct ParentFields {
    std::vector<const FieldSpec*> fields;
    std::vector<std::string_view> keys[3]; // [training], [2]: every workload
};

const ParentFields* fieldsUnder(std::string_view parent)
{
    static const std::map<std::string_view, ParentFields, std::less<>> index = [] {
        std::map<std::string_view, ParentFields, std::less<>> byParent;
        for (const FieldSpec& f : scenarioFieldSchema()) {
            ParentFields& p = byParent[f.parent()];
            p.fields.push_back(&f);
            for (const bool training : {false, true})
                if (f.appliesTo(training))
                    p.keys[training ? 1 : 0].push_back(f.key());
            p.keys[2].push_back(f.key());
        }
        return byParent;
    }();
    const auto it = index.find(parent);
    return it == index.end() ? nullptr : &it->second;
}

std::span<const std::string_view> keysUnder(std::string_view parent, int workloads)
{
    const ParentFields* p = fieldsUnder(parent);
    if (!p)
        return {};
    return p->keys[workloads];
}

} // namespace

std::span<const std::string_view> schemaKeysOfEither(std::string_view parent)
{
    return keysUnder(parent, 2);
}

std::vector<std::string_view> schemaKeys(std::string_view parent, bool training)
{
    const auto keys = keysUnder(parent, training ? 1 : 0);
    return {keys.begin(), keys.end()};
}

double readNumber(const JsonReader& r, const FieldSpec& f)
{
    return r.number(f.key(), f.min, f.max);
}

double readNumberOr(const JsonReader& r, const FieldSpec& f)
{
    return r.numberOr(f.key(), f.defaultValue, f.min, f.max);
}

std::optional<double> readOptionalNumber(const JsonReader& r, const FieldSpec& f)
{
    return r.optionalNumber(f.key(), f.min, f.max);
}

long long readInteger(const JsonReader& r, const FieldSpec& f)
{
    return r.integer(f.key(), (long long)f.min, (long long)f.max);
}

long long readIntegerOr(const JsonReader& r, const FieldSpec& f)
{
    return readIntegerOr(r, f, (long long)f.defaultValue);
}

long long readIntegerOr(const JsonReader& r, const FieldSpec& f, long long fallback)
{
    return readIntegerOr(r, f, fallback, (long long)f.max);
}

long long readIntegerOr(const JsonReader& r, const FieldSpec& f, long long fallback, long long max)
{
    return r.integerOr(f.key(), fallback, (long long)f.min, max);
}

bool readBooleanOr(const JsonReader& r, const FieldSpec& f)
{
    return r.booleanOr(f.key(), f.defaultValue != 0);
}

std::string readChoice(const JsonReader& r, const FieldSpec& f, bool training)
{
    return r.choice(f.key(), std::span<const std::string_view>(f.choicesFor(training)));
}

std::string readChoiceOr(const JsonReader& r, const FieldSpec& f, bool training)
{
    return r.has(f.key()) ? readChoice(r, f, training) : std::string(f.defaultChoice);
}

void rejectUnknownSchemaKeys(const JsonReader& r, std::string_view parent)
{
    r.rejectUnknownKeys(keysUnder(parent, 2));
}

void rejectUnknownSchemaKeys(const JsonReader& r, std::string_view parent, bool training)
{
    r.rejectUnknownKeys(keysUnder(parent, training ? 1 : 0));
}

namespace {

// A stored field's value as the store holds it (a choice as its index), or nullopt for a
// choice the field does not list.
std::optional<double> heldValue(const FieldSpec& f, bool training, std::string_view choice)
{
    const auto& choices = f.choicesFor(training);
    for (size_t i = 0; i < choices.size(); ++i)
        if (choices[i] == choice)
            return double(i);
    return std::nullopt;
}

// The stated default as the store would hold it; nullopt without one.
std::optional<double> heldDefault(const FieldSpec& f, bool training)
{
    if (!f.hasStatedDefault())
        return std::nullopt;
    if (f.type == T::Choice)
        return heldValue(f, training, f.defaultChoice);
    return f.defaultValue;
}

void hold(FieldValues& values, const FieldSpec& f, bool training, double v)
{
    if (heldDefault(f, training) == v)
        values.erase(f.pointer);
    else
        values.set(f.pointer, v);
}

} // namespace

void readStoredFields(const JsonReader& r, std::string_view parent, bool training,
                      FieldValues& values)
{
    const ParentFields* under = fieldsUnder(parent);
    if (!under)
        return;
    for (const FieldSpec* field : under->fields) {
        const FieldSpec& f = *field;
        if (!f.stored || !f.appliesTo(training) || !r.has(f.key()))
            continue;
        double v = 0;
        switch (f.type) {
        case T::Number:
            v = readNumber(r, f);
            break;
        case T::Integer:
            v = double(readInteger(r, f));
            break;
        case T::Bool:
            v = readBooleanOr(r, f) ? 1 : 0;
            break;
        case T::Choice:
            v = *heldValue(f, training, readChoice(r, f, training));
            break;
        case T::String:
        case T::Object:
        case T::List:
            throw std::logic_error(std::string(f.pointer) +
                                   ": only numbers, integers, bools and choices are stored");
        }
        if (f.type == T::Number || f.type == T::Integer) {
            if (f.openRange && !(v > f.min && v < f.max))
                r.fail(f.key(), Message(AP_TEXT("ap::InputError",
                                                "expected a number above %1 and below %2, got %3"),
                                        {msg::value(f.min), msg::value(f.max), msg::value(v)}));
            if (f.minExclusive && !(v > f.min))
                r.fail(f.key(),
                       Message(AP_TEXT("ap::InputError",
                                       "expected a number above %1 and at most %2, got %3"),
                               {msg::value(f.min), msg::value(f.max), msg::value(v)}));
        }
        hold(values, f, training, v);
    }
}

void storeFieldValue(FieldValues& values, const FieldSpec& f, bool training, double value)
{
    if (!f.stored || f.type == T::Choice)
        throw std::logic_error(std::string(f.pointer) + " is not a stored number");
    hold(values, f, training, value);
}

bool storeFieldChoice(FieldValues& values, const FieldSpec& f, bool training,
                      std::string_view choice)
{
    if (!f.stored || f.type != T::Choice)
        throw std::logic_error(std::string(f.pointer) + " is not a stored choice");
    const auto v = heldValue(f, training, choice);
    if (v)
        hold(values, f, training, *v);
    return v.has_value();
}

void addStoredFieldsJson(nlohmann::json& given, std::string_view parent, bool training,
                         const FieldValues& values)
{
    for (const auto& [pointer, v] : values.entries()) {
        const FieldSpec& f = scenarioField(pointer);
        if (f.parent() != parent)
            continue;
        const std::string key(f.key());
        switch (f.type) {
        case T::Choice: {
            const auto& choices = f.choicesFor(training);
            if (v >= 0 && v < double(choices.size()))
                given[key] = std::string(choices[size_t(v)]);
            break;
        }
        case T::Bool:
            given[key] = v != 0;
            break;
        default:
            given[key] = v;
            break;
        }
    }
}

bool holdsStoredFields(const FieldValues& values, std::string_view parent)
{
    for (const auto& entry : values.entries())
        if (scenarioField(entry.first).parent() == parent)
            return true;
    return false;
}

namespace {

std::string markdownTable(const std::vector<FieldSpec>& schema)
{
    std::string out = "| Field | Type | Unit | Range | Default | Applies to | Help |\n"
                      "|---|---|---|---|---|---|---|\n";
    for (const FieldSpec& f : schema) {
        std::string type(typeName(f.type));
        std::string range;
        if (f.type == T::Integer)
            range = std::to_string((long long)f.min) + " .. " + std::to_string((long long)f.max);
        else if (f.type == T::Number)
            range = numberText(f.min) + " .. " + numberText(f.max);
        if (f.openRange)
            range = "(" + range + ", both excluded)";
        else if (f.minExclusive)
            range = "(" + range + ", " + numberText(f.min) + " excluded)";
        else if (f.type == T::Choice) {
            for (const auto list : {&f.choices, &f.inferenceChoices}) {
                if (list->empty())
                    continue;
                if (!range.empty())
                    range += " (training); ";
                for (size_t i = 0; i < list->size(); ++i)
                    range += (i ? ", " : "") + std::string((*list)[i]);
            }
            if (!f.inferenceChoices.empty())
                range += " (inference)";
        }
        const std::string applies = f.applies == FieldWorkloads::Both       ? "both"
                                    : f.applies == FieldWorkloads::Training ? "training"
                                                                            : "inference";
        // The editor's help text (a table cell: a "|" escaped), and whether no figure reads it.
        std::string help;
        for (const char* c = f.help ? f.help : ""; *c; ++c)
            help += *c == '|' ? std::string("\\|") : std::string(1, *c);
        if (f.informational)
            help += help.empty() ? "Informational." : " Informational.";
        out += "| `" + std::string(f.pointer) + "` | " + type + " | " + std::string(f.unit) +
               " | " + range + " | " + std::string(f.defaultText) + " | " + applies + " | " + help +
               " |\n";
    }
    return out;
}

} // namespace

std::string fieldSchemaMarkdown()
{
    return markdownTable(scenarioFieldSchema()) +
           "\n## Study fields\n\n"
           "An entry of the project's `recommend` list (project/study_schema.h); the pointers are "
           "relative to the study. \"Applies to\": the template scenario's workload (a constraint "
           "of the other kind is refused).\n\n" +
           markdownTable(studyFieldSchema());
}

} // namespace ap
