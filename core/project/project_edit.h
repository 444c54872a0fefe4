#pragma once

#include "project/project.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace ap {

// Edits of a project through its file form. An editor sets one key of a scenario or study
// (a JSON pointer into its object, "/workload/tokens") and the whole project goes back
// through projectFromJson: the editor accepts exactly what the file reader accepts, with the
// same messages naming the field. Everything here throws InputError and is Qt-free.

// A scenario as the file holds it, with every key that is at its default left out: a key is
// dropped when the reader, without it, gives the same scenario. Derived defaults (head_dim
// from hidden/heads, the data-parallel degree from count) so stay derived after an edit of
// what they derive from. The placement object is kept as written.
nlohmann::json minimalScenarioJson(const Scenario& scenario);

// The project as the GUI saves it: projectToJson with minimal scenarios and studies.
nlohmann::json projectFileJson(const Project& project);

// Every key of a scenario with its effective value (defaults included) where the core can
// tell it: the workload, cluster, fabric and reliability objects and the data object. Used to
// show a default beside an empty field.
nlohmann::json effectiveScenarioJson(const Scenario& scenario);

// The value at `pointer` in `doc`, or nothing when a key on the way is absent.
std::optional<nlohmann::json> valueAt(const nlohmann::json& doc, std::string_view pointer);

// Sets (value) or removes (nullopt: back to its default) the key at `pointer` of scenario
// `row`, then reads the project back. Objects a removal leaves empty are removed too. Returns
// the project as the reader gives it; throws InputError naming the field otherwise.
Project withScenarioValue(const Project& project, int row, std::string_view pointer,
                          const std::optional<nlohmann::json>& value);

// The same for study `index` of the `recommend` list: the key is set in (or removed from) the
// study's file form (studySpecToJson), the study read back from it at its place in the list,
// and the project's cross checks run; the other studies are not read again.
Project withStudyValue(const Project& project, int index, std::string_view pointer,
                       const std::optional<nlohmann::json>& value);

// The project with `studies` (a list; an empty list removes `recommend`), read back.
Project withStudies(const Project& project, const nlohmann::json& studies);

// Renames scenario `row`, and the studies that name it as their template follow.
Project withScenarioRenamed(const Project& project, int row, const std::string& name);

// `name`, or `name (2)`, `name (3)`, ... when a scenario already has it.
std::string uniqueScenarioName(const Project& project, const std::string& name);

} // namespace ap
