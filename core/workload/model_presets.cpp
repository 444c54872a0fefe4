#include "workload/model_presets.h"

#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/json_reader.h"

#include <nlohmann/json.hpp>
#include <set>

namespace ap {

std::vector<ModelPreset> parseModelPresets(std::string_view jsonText, const std::string& origin)
{
    const nlohmann::json doc = parseJson(jsonText, origin);
    try {
        const JsonReader top(doc, {});
        top.rejectUnknownKeys({"format", "version", "notes", "models"});
        checkFormatHeader(top, "accelplan-model-presets", 1);
        const nlohmann::json& list = top.array("models");
        std::vector<ModelPreset> out;
        std::set<std::string> ids;
        for (size_t i = 0; i < list.size(); ++i) {
            const std::string path = "models[" + std::to_string(i) + "]";
            if (!list[i].is_object())
                throw InputError({}, path, "expected an object");
            const JsonReader r(list[i], path);
            r.rejectUnknownKeys(
                {"id", "name", "family", "source", "confidence", "approximation", "model"});
            ModelPreset p;
            p.id = r.string("id");
            if (p.id.empty() || !ids.insert(p.id).second)
                r.fail("id", "empty or repeated id \"" + p.id + "\"");
            p.name = r.string("name");
            p.family = r.stringOr("family", {});
            // Every figure in data/ cites its source.
            p.source = r.string("source");
            if (p.source.empty())
                r.fail("source", "a preset must say where its shape comes from");
            p.confidence = r.choiceOr("confidence", "medium", {"high", "medium", "low"});
            p.approximation = r.stringOr("approximation", {});
            p.model = parseModelSpec(r.object("model"));
            p.modelJson = r.value("model");
            out.push_back(std::move(p));
        }
        return out;
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

const std::vector<ModelPreset>& builtInModelPresets()
{
    // Parsed once: the embedded file cannot change while the program runs.
    static const std::vector<ModelPreset> presets = [] {
        const auto text = embeddedFile("models/presets.json");
        if (!text)
            return std::vector<ModelPreset>{};
        return parseModelPresets(*text, "built-in models/presets.json");
    }();
    return presets;
}

const ModelPreset* findModelPreset(std::string_view id)
{
    for (const ModelPreset& p : builtInModelPresets())
        if (p.id == id)
            return &p;
    return nullptr;
}

} // namespace ap
