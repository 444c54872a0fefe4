#pragma once

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace ap {

// Saving a file the way its author wrote it. A project file is hand-written JSON: key order,
// inline objects, numbers such as 175e9, fields the writer does not know and defaults left
// out. Dumping the model's JSON would rewrite all of it, so a saved project would diff
// against the committed one on every line. Instead the original text is kept and patched:
//
//   `baseline` is the model's JSON of the original text (what the writer would have written
//   for it), `updated` the model's JSON now. Where the two agree, the original bytes stay;
//   where a value changed, only that value's bytes are replaced (objects and arrays are
//   walked down to the changed leaves); a key the model added is inserted beside its
//   siblings in their style, a key it dropped is removed. Keys of the original the writer
//   does not produce (unknown to it) are kept.
//
// Returns nullopt when `original` is not JSON this scanner reads (the caller then writes the
// plain dump).
std::optional<std::string> patchJsonText(std::string_view original, const nlohmann::json& baseline,
                                         const nlohmann::json& updated);

} // namespace ap
