#pragma once

#include "common/owned_json.h"
#include "workload/model_spec.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace ap {

// A published model shape (data/models/presets.json): what the new-project wizard and the
// tests offer instead of typing layers and heads by hand. `modelJson` is the project file's
// `model` object as written, so a preset becomes an ordinary, editable project field.
struct ModelPreset {
    std::string id; // "llama-3.1-70b"
    std::string name;
    std::string family;
    std::string source;        // paper table or model card
    std::string confidence;    // high, medium, low
    std::string approximation; // what the model object cannot express (empty: nothing)
    ModelSpec model;
    OwnedJson modelJson;
};

// Parses a presets document. Throws InputError naming the file and field ("models[3].model
// .layers"); a shape whose fields disagree with its parameter count is refused like a project's.
std::vector<ModelPreset> parseModelPresets(std::string_view jsonText, const std::string& origin);
// The presets compiled into the binary.
const std::vector<ModelPreset>& builtInModelPresets();
// By id; nullptr when unknown.
const ModelPreset* findModelPreset(std::string_view id);

} // namespace ap
