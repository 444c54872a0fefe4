#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace ap {

// How a checkpoint stores its weights (`workload.weight_precision`, `expert_weight_precision`):
// a name as the file spells it and the bits one weight takes, its share of the block scales
// included. Storage only: the kernels dequantise the weights and multiply at the workload's
// `precision` (W4A16: Marlin and AWQ/GPTQ kernels unpack int4 to fp16/bf16 and run 16-bit tensor
// core MMAs; W4A4: NVFP4 x NVFP4 on Blackwell's FP4 tensor cores).
struct WeightFormat {
    std::string_view name;
    double bitsPerWeight = 16;
    // A GGUF file fixes its vocabulary matrices' types (issue #27): the output head
    // (`output.weight`, or the embedding a tied model shares with it) and the input embedding
    // (`token_embd.weight`); 0 where the file does not, and the serving stack's quantiser
    // decides (perf/weight_bytes.h: kept at 16 bits).
    double headBitsPerWeight = 0;
    double embeddingBitsPerWeight = 0;
};

// Every format, the bare element formats first (the sizes `precision` has always held: no
// scales counted), then the block-scaled ones:
//   mxfp4      4.25   OCP Microscaling Formats (MX) Specification v1.0 (2023): blocks of 32 FP4
//                     (E2M1) elements share one 8-bit E8M0 scale, 4 + 8/32 bits (gpt-oss's MoE
//                     weights: "4.25 bits per parameter", OpenAI's gpt-oss model card)
//   nvfp4      4.5    NVIDIA NVFP4 (Blackwell; Transformer Engine NVFP4BlockScaling): blocks of 16
//                     E2M1 elements with one FP8 E4M3 scale, 4 + 8/16 (one FP32 per tensor)
//   int4_g128  4.125  AWQ/GPTQ int4 with group size 128 (vLLM/TensorRT-LLM W4A16): a 16-bit
//                     scale per 128 weights, 4 + 16/128
//   q8_0       8.5    GGUF Q8_0 (ggml block_q8_0): 32 int8 and one fp16 scale, 34 bytes per 32
//   q4_0       4.5    GGUF Q4_0 (ggml block_q4_0, ggml/src/ggml-common.h: one fp16 scale and 32
//                     4-bit weights, 18 bytes per 32); its output head Q6_K, its token
//                     embedding Q4_0 (the rule below)
//   q4_k_m     4.8    GGUF Q4_K_M, a per-tensor mix (Q4_K blocks of 4.5 bits, half the layers'
//                     attn_v and ffn_down in Q6_K, 6.5625): the layers' average in Llama 3 8B's
//                     file, 4.58 GiB for 8.03B weights (llama.cpp tools/quantize/quantize.cpp
//                     QUANT_OPTIONS, ggml-org/llama.cpp@03161a4e), less its output head in Q6_K
//                     and its token embedding in Q4_K (4.5), 525M weights each; other shapes
//                     differ by a few per cent.
// The GGUF files' vocabulary matrices (llama.cpp src/llama-quant.cpp, ggml-org/llama.cpp@007dbbf3,
// llama_tensor_get_type_impl): the output tensor, and a tied model's token embedding with it,
// becomes Q6_K unless the file's type is Q8_0 (then Q8_0); the token embedding otherwise keeps
// the file's type (Q4_K in a Q4_K_M file).
const std::vector<WeightFormat>& weightFormats();
// The names, in that order (the field schema's choices).
const std::vector<std::string_view>& weightFormatNames();
// The format `name`; nullptr for a name that is not one.
const WeightFormat* weightFormat(std::string_view name);
// Bits per weight of the format `name`; nullopt for a name that is not one.
std::optional<double> weightFormatBits(std::string_view name);

} // namespace ap
