#pragma once

#include <nlohmann/json_fwd.hpp>

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
    // Mixture of experts as DeepSeek-V2/V3 build it: the first `denseLayers` layers have a
    // dense MLP of width `denseFfnHidden` (0: ffnHidden); every MoE layer also runs
    // `sharedExperts` always-active experts of width ffnHidden next to the routed top-k.
    int denseLayers = 0;
    double denseFfnHidden = 0;
    int sharedExperts = 0;
    // Multi-head latent attention (DeepSeek-V2, Liu et al. 2024): K and V are projected from
    // a `kvLoraRank` latent (cached instead of K and V, plus a shared `ropeHeadDim` key);
    // queries from a `qLoraRank` latent (0: a full hidden x heads*headDim projection).
    // kvLoraRank 0 = ordinary (grouped-query) attention.
    double kvLoraRank = 0;
    double qLoraRank = 0;
    double ropeHeadDim = 0;
    // Sliding-window (local) attention: `slidingWindowLayers` of the layers let a token attend
    // to the last `slidingWindow` tokens only and keep no more than that in their KV cache
    // (Mistral 7B: window 4096 on every layer; Gemma 2: every other layer 4096; Gemma 3: 5 of
    // every 6 layers 1024; gpt-oss: every other layer 128). slidingWindow 0 = full attention
    // on every layer.
    double slidingWindow = 0;
    int slidingWindowLayers = 0;
    // StreamingLLM attention sinks (Xiao et al. 2023, "Efficient Streaming Language Models with
    // Attention Sinks", section 3.2): the sliding-window layers also keep the first
    // `attentionSinkTokens` tokens' K and V (the paper's 4 initial tokens) beside the rolling
    // window, so a query attends to and the cache holds at most window + sinks tokens.
    double attentionSinkTokens = 0;
    // gpt-oss's learned sinks (OpenAI gpt-oss model card, "attention sinks": one learned logit
    // per head added to the softmax denominator): no K or V cached, one scalar per head and
    // query row: read and kept, without effect on any figure.
    bool learnedAttentionSinks = false;

    bool operator==(const ModelSpec&) const = default;
    bool isMoe() const { return experts > 1; }
    bool isMla() const { return kvLoraRank > 0; }
    int moeLayers() const { return isMoe() ? layers - denseLayers : 0; }
    int denseMlpLayers() const { return layers - moeLayers(); }
    bool hasSlidingWindow() const { return slidingWindow > 0 && slidingWindowLayers > 0; }
    // Keys a sliding-window layer's query attends to at most and its cache holds: the window
    // and the StreamingLLM sink tokens (a query at position i sees min(i + 1, W + k) keys).
    double attendedWindow() const { return slidingWindow + attentionSinkTokens; }
    // Share of the layers that attend within the window (0 without one).
    double localLayerShare() const
    {
        return hasSlidingWindow() ? double(slidingWindowLayers) / layers : 0.0;
    }
    // Tokens whose K and V the average layer holds for a sequence of `contextTokens`: the
    // global layers all of them, the local ones at most the window.
    double kvTokensPerLayer(double contextTokens) const;
    // Bytes of one sequence's KV cache at `contextTokens` tokens over all layers:
    // ((L - l) C + l min(C, W)) x the elements of one token in one layer x bytesPerElement.
    double kvBytesPerSequence(double bytesPerElement, double contextTokens) const;
    double denseFfn() const { return isMoe() && denseFfnHidden > 0 ? denseFfnHidden : ffnHidden; }
    double attentionParamsPerLayer() const; // Q, K, V, O projections (MLA: with the latents)
    double mlpParamsPerExpert() const;      // one expert's (or the dense) MLP per layer
    double denseMlpParamsPerLayer() const;  // MLP of a dense layer (denseFfn() wide)
    double embeddingParams() const;         // input embedding + LM head (unless tied)
    // Whole-model totals: attention + dense MLPs + shared experts (every token uses them) and
    // the routed experts (top-k of them per token).
    double nonExpertLayerParams() const;
    double routedExpertParams() const;
    // Parameters the layer formula gives (what `parameters` should be close to).
    double structuralParameters() const;
    // Bytes of the KV cache for one token across all layers, at `bytesPerElement` (MLA: the
    // latent and the shared rope key).
    double kvBytesPerToken(double bytesPerElement) const;
    // The same over `layerCount` layers on one rank of a tensor group of `tensor`: K/V heads
    // split over the group (replicated when fewer than `tensor`), or with `splitOverGroup`
    // (2D weight-stationary serving) the whole cache split over the group.
    double kvBytesPerToken(double bytesPerElement, double layerCount, double tensor,
                           bool splitOverGroup) const;
    // Elements of K and V cached per token per layer on one of `tensor` ranks.
    double kvElementsPerLayer(double tensor) const;
};

// Parses a `model` object; `path` prefixes field names in errors.
ModelSpec parseModelSpec(const JsonReader& r);
nlohmann::json modelSpecToJson(const ModelSpec& m);

} // namespace ap
