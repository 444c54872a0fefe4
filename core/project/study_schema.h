#pragma once

#include "project/field_schema.h"

#include <string_view>
#include <vector>

namespace ap {

class JsonReader;

// Every field of a recommendation study (an entry of the project's `recommend` list) as the
// field schema describes a scenario's: pointers relative to the study object
// ("/constraints/deadline_days"), parents before their children, each object's keys in the
// order the reader lists them. project/study_spec.cpp reads a study with these keys, ranges,
// defaults and choices; the study editor's rows and docs/fields.md's study table come from it.
// `applies`: the template scenario's workload the key is for (requireApplicableConstraints
// refuses the other kind's constraints).
const std::vector<FieldSpec>& studyFieldSchema();
// The entry at `pointer`; std::logic_error when the schema has none (a programming error).
const FieldSpec& studyField(std::string_view pointer);
// Refuses keys of `r` (the study object at `parent`) that the study schema does not list there.
void rejectUnknownStudyKeys(const JsonReader& r, std::string_view parent);

} // namespace ap
