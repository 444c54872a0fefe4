#include "workload/model_spec.h"

#include "common/json_reader.h"

#include <cmath>

namespace ap {

double ModelSpec::attentionParamsPerLayer() const
{
    // Q and O are hidden x (heads * headDim); K and V are hidden x (kvHeads * headDim).
    return hidden * headDim * (2.0 * heads + 2.0 * kvHeads);
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
    return layers * (attentionParamsPerLayer() + experts * mlpParamsPerExpert()) +
           embeddingParams();
}

double ModelSpec::kvBytesPerToken(double bytesPerElement) const
{
    return 2.0 * layers * kvHeads * headDim * bytesPerElement;
}

ModelSpec parseModelSpec(const JsonReader& r)
{
    r.rejectUnknownKeys({"parameters", "active_parameters", "layers", "hidden", "heads", "kv_heads",
                         "head_dim", "ffn_hidden", "vocab", "experts", "experts_per_token",
                         "gated_mlp", "tied_embeddings", "name"});
    ModelSpec m;
    m.parameters = r.number("parameters", 1e5, 1e14);
    m.layers = int(r.integer("layers", 1, 10000));
    m.hidden = double(r.integer("hidden", 8, 1 << 20));
    m.heads = double(r.integer("heads", 1, 1 << 16));
    m.kvHeads = double(r.integerOr("kv_heads", (long long)m.heads, 1, (long long)m.heads));
    if (std::fmod(m.heads, m.kvHeads) != 0.0)
        r.fail("kv_heads", "must divide heads (" + messageNumber(m.heads) + ")");
    m.headDim = double(r.integerOr("head_dim", (long long)(m.hidden / m.heads), 1, 1 << 16));
    m.ffnHidden = double(r.integerOr("ffn_hidden", (long long)(4 * m.hidden), 1, 1 << 24));
    m.vocab = double(r.integer("vocab", 2, 1 << 24));
    m.experts = int(r.integerOr("experts", 1, 1, 100000));
    m.expertsPerToken = int(r.integerOr("experts_per_token", 1, 1, m.experts));
    m.tiedEmbeddings = r.booleanOr("tied_embeddings", false);
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
    const double defaultActive = m.isMoe() ? m.parameters - double(m.layers) *
                                                                (m.experts - m.expertsPerToken) *
                                                                m.mlpParamsPerExpert()
                                           : m.parameters;
    m.activeParameters = r.numberOr("active_parameters", defaultActive, 1e5, m.parameters);
    const double ratio = m.structuralParameters() / m.parameters;
    if (ratio < 0.5 || ratio > 2.0)
        r.fail("parameters", "layers, hidden, heads, ffn_hidden and vocab describe " +
                                 messageNumber(m.structuralParameters()) + " parameters, not " +
                                 messageNumber(m.parameters) + ": check the architecture fields");
    return m;
}

nlohmann::json modelSpecToJson(const ModelSpec& m)
{
    return {{"parameters", m.parameters},
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
}

} // namespace ap
