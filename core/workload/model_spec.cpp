#include "workload/model_spec.h"

#include "common/json_reader.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace ap {

double ModelSpec::attentionParamsPerLayer() const
{
    if (isMla()) {
        // DeepSeek-V2 section 2.1.2: W_DQ (h x q_lora) and W_UQ (q_lora x heads*(d + rope)),
        // or a full h x heads*(d + rope) query; W_DKV (h x (kv_lora + rope)); W_UK, W_UV
        // (kv_lora x heads*d each); W_O (heads*d x h).
        const double qOut = heads * (headDim + ropeHeadDim);
        const double q = qLoraRank > 0 ? hidden * qLoraRank + qLoraRank * qOut : hidden * qOut;
        return q + hidden * (kvLoraRank + ropeHeadDim) + 2.0 * kvLoraRank * heads * headDim +
               heads * headDim * hidden;
    }
    // Q and O are hidden x (heads * headDim); K and V are hidden x (kvHeads * headDim).
    return hidden * headDim * (2.0 * heads + 2.0 * kvHeads);
}

double ModelSpec::denseMlpParamsPerLayer() const
{
    return (gatedMlp ? 3.0 : 2.0) * hidden * denseFfn();
}

double ModelSpec::nonExpertLayerParams() const
{
    return layers * attentionParamsPerLayer() + denseMlpLayers() * denseMlpParamsPerLayer() +
           moeLayers() * sharedExperts * mlpParamsPerExpert();
}

double ModelSpec::routedExpertParams() const
{
    return double(moeLayers()) * experts * mlpParamsPerExpert();
}

double ModelSpec::kvElementsPerLayer(double tensor) const
{
    // The MLA latent is shared by all heads and replicated on every TP rank.
    if (isMla())
        return kvLoraRank + ropeHeadDim;
    return 2.0 * std::max(1.0, kvHeads / tensor) * headDim; // replicated when kv_heads < TP
}

double ModelSpec::mlpParamsPerExpert() const
{
    return (gatedMlp ? 3.0 : 2.0) * hidden * ffnHidden;
}

double ModelSpec::embeddingParams() const
{
    return (tiedEmbeddings ? 1.0 : 2.0) * vocab * hidden;
}

double ModelSpec::structuralParameters() const
{
    return nonExpertLayerParams() + routedExpertParams() + embeddingParams();
}

double ModelSpec::kvBytesPerToken(double bytesPerElement) const
{
    return kvBytesPerToken(bytesPerElement, layers, 1, false);
}

double ModelSpec::kvBytesPerToken(double bytesPerElement, double layerCount, double tensor,
                                  bool splitOverGroup) const
{
    const double elements =
        splitOverGroup ? kvElementsPerLayer(1) / tensor : kvElementsPerLayer(tensor);
    return layerCount * elements * bytesPerElement;
}

double ModelSpec::kvTokensPerLayer(double contextTokens) const
{
    const double local = localLayerShare();
    return (1.0 - local) * contextTokens + local * std::min(contextTokens, slidingWindow);
}

double ModelSpec::kvBytesPerSequence(double bytesPerElement, double contextTokens) const
{
    return kvBytesPerToken(bytesPerElement) * kvTokensPerLayer(contextTokens);
}

ModelSpec parseModelSpec(const JsonReader& r)
{
    r.rejectUnknownKeys({"parameters",
                         "active_parameters",
                         "layers",
                         "hidden",
                         "heads",
                         "kv_heads",
                         "head_dim",
                         "ffn_hidden",
                         "vocab",
                         "experts",
                         "experts_per_token",
                         "gated_mlp",
                         "tied_embeddings",
                         "dense_layers",
                         "dense_ffn_hidden",
                         "shared_experts",
                         "kv_lora_rank",
                         "q_lora_rank",
                         "rope_head_dim",
                         "sliding_window",
                         "sliding_window_layers",
                         "name"});
    ModelSpec m;
    m.parameters = r.number("parameters", 1e5, 1e14);
    m.layers = int(r.integer("layers", 1, 10000));
    m.hidden = double(r.integer("hidden", 8, 1 << 20));
    m.heads = double(r.integer("heads", 1, 1 << 16));
    m.kvHeads = double(r.integerOr("kv_heads", (long long)m.heads, 1, (long long)m.heads));
    if (std::fmod(m.heads, m.kvHeads) != 0.0)
        r.fail("kv_heads",
               Message(AP_TEXT("ap::InputError", "must divide heads (%1)"), {msg::value(m.heads)}));
    m.headDim = double(r.integerOr("head_dim", (long long)(m.hidden / m.heads), 1, 1 << 16));
    m.ffnHidden = double(r.integerOr("ffn_hidden", (long long)(4 * m.hidden), 1, 1 << 24));
    m.vocab = double(r.integer("vocab", 2, 1 << 24));
    m.experts = int(r.integerOr("experts", 1, 1, 100000));
    m.expertsPerToken = int(r.integerOr("experts_per_token", 1, 1, m.experts));
    m.tiedEmbeddings = r.booleanOr("tied_embeddings", false);
    m.denseLayers = int(r.integerOr("dense_layers", 0, 0, m.layers));
    m.denseFfnHidden = double(r.integerOr("dense_ffn_hidden", 0, 0, 1 << 24));
    m.sharedExperts = int(r.integerOr("shared_experts", 0, 0, 1024));
    m.kvLoraRank = double(r.integerOr("kv_lora_rank", 0, 0, 1 << 20));
    m.qLoraRank = double(r.integerOr("q_lora_rank", 0, 0, 1 << 20));
    m.ropeHeadDim = double(r.integerOr("rope_head_dim", 0, 0, 1 << 16));
    m.slidingWindow = double(r.integerOr("sliding_window", 0, 0, 1 << 24));
    // A window without a count: every layer is local (Mistral 7B v0.1).
    m.slidingWindowLayers =
        int(r.integerOr("sliding_window_layers", m.slidingWindow > 0 ? m.layers : 0, 0, m.layers));
    if (m.slidingWindow <= 0 && m.slidingWindowLayers > 0)
        r.fail("sliding_window_layers",
               Message(AP_TEXT("ap::InputError",
                               "only applies to sliding-window attention (sliding_window > 0)")));
    if (!m.isMoe() && (m.denseLayers > 0 || m.sharedExperts > 0 || m.denseFfnHidden > 0))
        r.fail(m.denseLayers > 0     ? "dense_layers"
               : m.sharedExperts > 0 ? "shared_experts"
                                     : "dense_ffn_hidden",
               Message(AP_TEXT("ap::InputError",
                               "only applies to mixture-of-experts models (experts > 1)")));
    if (m.isMoe() && m.denseLayers >= m.layers)
        r.fail(
            "dense_layers",
            Message(AP_TEXT("ap::InputError", "must leave at least one mixture-of-experts layer")));
    if (!m.isMla() && (m.qLoraRank > 0 || m.ropeHeadDim > 0))
        r.fail(m.qLoraRank > 0 ? "q_lora_rank" : "rope_head_dim",
               Message(AP_TEXT("ap::InputError",
                               "only applies to latent attention (kv_lora_rank > 0)")));
    if (r.has("gated_mlp")) {
        m.gatedMlp = r.booleanOr("gated_mlp", false);
    } else {
        // Pick the MLP layout whose parameter count is closer to the stated total.
        ModelSpec plain = m, gated = m;
        plain.gatedMlp = false;
        gated.gatedMlp = true;
        m.gatedMlp = std::abs(std::log(gated.structuralParameters() / m.parameters)) <
                     std::abs(std::log(plain.structuralParameters() / m.parameters));
    }
    // Dense models: active = total. MoE without the field: shared part + top-k experts.
    const double defaultActive = m.isMoe() ? m.parameters - double(m.moeLayers()) *
                                                                (m.experts - m.expertsPerToken) *
                                                                m.mlpParamsPerExpert()
                                           : m.parameters;
    m.activeParameters = r.numberOr("active_parameters", defaultActive, 1e5, m.parameters);
    const double ratio = m.structuralParameters() / m.parameters;
    if (ratio < 0.5 || ratio > 2.0)
        r.fail("parameters",
               Message(AP_TEXT("ap::InputError",
                               "layers, hidden, heads, ffn_hidden and vocab describe %1 "
                               "parameters, not %2: check the architecture fields"),
                       {msg::value(m.structuralParameters()), msg::value(m.parameters)}));
    return m;
}

nlohmann::json modelSpecToJson(const ModelSpec& m)
{
    nlohmann::json j = {{"parameters", m.parameters},
                        {"active_parameters", m.activeParameters},
                        {"layers", m.layers},
                        {"hidden", m.hidden},
                        {"heads", m.heads},
                        {"kv_heads", m.kvHeads},
                        {"head_dim", m.headDim},
                        {"ffn_hidden", m.ffnHidden},
                        {"vocab", m.vocab},
                        {"experts", m.experts},
                        {"experts_per_token", m.expertsPerToken},
                        {"gated_mlp", m.gatedMlp},
                        {"tied_embeddings", m.tiedEmbeddings}};
    // Optional architecture fields only when set, so files without them round-trip unchanged.
    if (m.denseLayers > 0)
        j["dense_layers"] = m.denseLayers;
    if (m.denseFfnHidden > 0)
        j["dense_ffn_hidden"] = m.denseFfnHidden;
    if (m.sharedExperts > 0)
        j["shared_experts"] = m.sharedExperts;
    if (m.kvLoraRank > 0)
        j["kv_lora_rank"] = m.kvLoraRank;
    if (m.qLoraRank > 0)
        j["q_lora_rank"] = m.qLoraRank;
    if (m.ropeHeadDim > 0)
        j["rope_head_dim"] = m.ropeHeadDim;
    if (m.slidingWindow > 0) {
        j["sliding_window"] = m.slidingWindow;
        if (m.slidingWindowLayers != m.layers) // the default: every layer
            j["sliding_window_layers"] = m.slidingWindowLayers;
    }
    return j;
}

} // namespace ap
