#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace ap {

class JsonReader;

// Architecture of a decoder-only transformer, dense or mixture-of-experts, as the project file
// and the calibration set describe it (CONTRACT.md). Derived quantities are computed, never
// stored, so an edited field can not leave them stale.
struct ModelSpec {
    double parameters = 0;       // total, incl. embeddings and all experts
    double activeParameters = 0; // used per token (MoE: shared + top-k experts)
    int layers = 0;
    double hidden = 0;
    double heads = 0;
    double kvHeads = 0;
    double headDim = 0;
    double ffnHidden = 0;
    double vocab = 0;
    int experts = 1;
    int expertsPerToken = 1;
    // Gated MLP (SwiGLU: three h x ffn matrices, Llama) or plain (two, GPT). Absent in the
    // file: inferred from which layout matches `parameters` best.
    bool gatedMlp = false;
    bool tiedEmbeddings = false;

    bool isMoe() const { return experts > 1; }
    double attentionParamsPerLayer() const; // Q, K, V, O projections
    double mlpParamsPerExpert() const;      // one expert's (or the dense) MLP per layer
    double embeddingParams() const;         // input embedding + LM head (unless tied)
    // Parameters the layer formula gives (what `parameters` should be close to).
    double structuralParameters() const;
    // Bytes of K and V for one token across all layers, at `bytesPerElement`.
    double kvBytesPerToken(double bytesPerElement) const;
};

// Parses a `model` object; `path` prefixes field names in errors.
ModelSpec parseModelSpec(const JsonReader& r);
nlohmann::json modelSpecToJson(const ModelSpec& m);

} // namespace ap
