#pragma once

#include "project/project.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace ap {

// A scenario's `data` object as the writer writes it: the field schema's `/data` entries
// (project.cpp; the edit model's semantic form reads the same).
nlohmann::json scenarioDataJson(const Scenario& s);

// The project's `recommend` value as the writer writes it: one object where the file had one
// and the project still has one study, else a list; each study as studySpecToJson(study, full).
nlohmann::json studiesToJson(const Project& project, bool full);

// The file text of `project`. Given `original` (the text it was read from, or last saved
// as), that text patched where the project differs from it and kept byte for byte elsewhere
// (key order, number spellings such as 175e9, defaults left out, inline objects: see
// project/json_text_patch.h), so a saved project diffs cleanly; without it, the plain dump
// with a two-space indent (what saveProjectFile(project, path) writes).
std::string projectFileText(const Project& project, std::string_view original = {});

// Atomic save (temporary file + rename) of projectFileText(project, original).
void saveProjectFile(const Project& project, const std::filesystem::path& path,
                     std::string_view original);

} // namespace ap
