#include "workload/model_spec.h"

#include "common/field_key.h"
#include "common/json_reader.h"
#include "project/field_schema.h"

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
    return (1.0 - local) * contextTokens + local * std::min(contextTokens, attendedWindow());
}

double ModelSpec::kvBytesPerSequence(double bytesPerElement, double contextTokens) const
{
    return kvBytesPerToken(bytesPerElement) * kvTokensPerLayer(contextTokens);
}

namespace {

// The schema's entry of a model key (project/field_schema.cpp): its range and default. The
// judge's and the draft's models read the same entries as the workload's.
const FieldSpec& modelField(std::string_view key)
{
    return scenarioField("/workload/model", key);
}

// A model key named in a message: the file key in English, the field's label in the GUI (the
// model at `r`'s place: the workload's, the judge's or the draft's).
MessageArg modelKey(const JsonReader& r, std::string_view key)
{
    return msg::field(fieldPathInObject(r.fieldPath(key)));
}

} // namespace

ModelSpec parseModelSpec(const JsonReader& r)
{
    rejectUnknownSchemaKeys(r, "/workload/model");
    // Informational (a name for the reader), but a name that is not text is refused.
    (void)r.stringOr("name", std::string());
    ModelSpec m;
    m.parameters = readNumber(r, modelField("parameters"));
    m.layers = int(readInteger(r, modelField("layers")));
    m.hidden = double(readInteger(r, modelField("hidden")));
    m.heads = double(readInteger(r, modelField("heads")));
    m.kvHeads =
        double(readIntegerOr(r, modelField("kv_heads"), (long long)m.heads, (long long)m.heads));
    if (std::fmod(m.heads, m.kvHeads) != 0.0)
        r.fail("kv_heads",
               Message(AP_TEXT("ap::InputError", "must divide heads (%1)"), {msg::value(m.heads)}));
    m.headDim = double(readIntegerOr(r, modelField("head_dim"), (long long)(m.hidden / m.heads)));
    m.ffnHidden = double(readIntegerOr(r, modelField("ffn_hidden"), (long long)(4 * m.hidden)));
    m.vocab = double(readInteger(r, modelField("vocab")));
    m.experts = int(readIntegerOr(r, modelField("experts")));
    m.expertsPerToken =
        int(readIntegerOr(r, modelField("experts_per_token"),
                          (long long)modelField("experts_per_token").defaultValue, m.experts));
    m.tiedEmbeddings = readBooleanOr(r, modelField("tied_embeddings"));
    m.denseLayers = int(readIntegerOr(r, modelField("dense_layers"), 0, m.layers));
    m.denseFfnHidden = double(readIntegerOr(r, modelField("dense_ffn_hidden"), 0));
    m.sharedExperts = int(readIntegerOr(r, modelField("shared_experts"), 0));
    m.kvLoraRank = double(readIntegerOr(r, modelField("kv_lora_rank"), 0));
    m.qLoraRank = double(readIntegerOr(r, modelField("q_lora_rank"), 0));
    m.ropeHeadDim = double(readIntegerOr(r, modelField("rope_head_dim"), 0));
    m.slidingWindow = double(readIntegerOr(r, modelField("sliding_window"), 0));
    // A window without a count: every layer is local (Mistral 7B v0.1).
    m.slidingWindowLayers = int(readIntegerOr(r, modelField("sliding_window_layers"),
                                              m.slidingWindow > 0 ? m.layers : 0, m.layers));
    m.attentionSinkTokens = double(readIntegerOr(r, modelField("attention_sink_tokens"), 0));
    m.learnedAttentionSinks = readBooleanOr(r, modelField("learned_attention_sinks"));
    if (m.slidingWindow <= 0 && m.attentionSinkTokens > 0)
        r.fail("attention_sink_tokens",
               Message(AP_TEXT("ap::InputError", "StreamingLLM's sink tokens are kept beside a "
                                                 "sliding window: set %1"),
                       {modelKey(r, "sliding_window")}));
    if (m.slidingWindow <= 0 && m.slidingWindowLayers > 0)
        r.fail(
            "sliding_window_layers",
            Message(AP_TEXT("ap::InputError", "only applies to sliding-window attention (%1 > 0)"),
                    {modelKey(r, "sliding_window")}));
    if (!m.isMoe() && (m.denseLayers > 0 || m.sharedExperts > 0 || m.denseFfnHidden > 0))
        r.fail(m.denseLayers > 0     ? "dense_layers"
               : m.sharedExperts > 0 ? "shared_experts"
                                     : "dense_ffn_hidden",
               Message(AP_TEXT("ap::InputError",
                               "only applies to mixture-of-experts models (experts > 1)")));
    // Without dense layers the dense width would be read and act on nothing.
    if (m.isMoe() && m.denseLayers == 0 && m.denseFfnHidden > 0)
        r.fail("dense_ffn_hidden",
               Message(AP_TEXT("ap::InputError", "only applies to dense layers (%1 > 0)"),
                       {modelKey(r, "dense_layers")}));
    if (m.isMoe() && m.denseLayers >= m.layers)
        r.fail(
            "dense_layers",
            Message(AP_TEXT("ap::InputError", "must leave at least one mixture-of-experts layer")));
    if (!m.isMla() && (m.qLoraRank > 0 || m.ropeHeadDim > 0))
        r.fail(m.qLoraRank > 0 ? "q_lora_rank" : "rope_head_dim",
               Message(AP_TEXT("ap::InputError", "only applies to latent attention (%1 > 0)"),
                       {modelKey(r, "kv_lora_rank")}));
    if (r.has("gated_mlp")) {
        m.gatedMlp = readBooleanOr(r, modelField("gated_mlp"));
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
    m.activeParameters = r.numberOr("active_parameters", defaultActive,
                                    modelField("active_parameters").min, m.parameters);
    const double ratio = m.structuralParameters() / m.parameters;
    if (ratio < 0.5 || ratio > 2.0)
        r.fail(
            "parameters",
            Message(AP_TEXT("ap::InputError", "%3, %4, %5, %6 and %7 describe %1 "
                                              "parameters, not %2: check the architecture fields"),
                    {msg::value(m.structuralParameters()), msg::value(m.parameters),
                     modelKey(r, "layers"), modelKey(r, "hidden"), modelKey(r, "heads"),
                     modelKey(r, "ffn_hidden"), modelKey(r, "vocab")}));
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
        if (m.attentionSinkTokens > 0)
            j["attention_sink_tokens"] = m.attentionSinkTokens;
    }
    if (m.learnedAttentionSinks)
        j["learned_attention_sinks"] = true;
    // Spelled as the schema's types: an integer key as an integer ("heads": 64, never 64.0).
    return schemaObjectJson("/workload/model", true, j, true);
}

} // namespace ap
