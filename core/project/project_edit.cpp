#include "project/project_edit.h"
#include "project/project_text.h"

#include "common/input_error.h"
#include "common/json_reader.h"

#include <deque>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>

namespace ap {

using nlohmann::json;

namespace {

json fullScenarioJson(const Scenario& s)
{
    Project p;
    p.scenarios.push_back(s);
    return projectToJson(p).at("scenarios").at(0);
}

Scenario readScenario(const json& scenario)
{
    const json doc = {{"format", "accelplan-project"},
                      {"version", kProjectFormatVersion},
                      {"scenarios", json::array({scenario})}};
    return projectFromJson(doc).scenarios.at(0);
}

// What a scenario means, independent of which keys its file spells out: the saved form plus
// the objects the saver leaves out when they are at their defaults.
json semanticJson(const Scenario& s)
{
    json j = fullScenarioJson(s);
    j["fabric"] = fabricOptionsToJson(s.cluster.fabric);
    j["reliability"] = reliabilityOptionsToJson(s.reliability);
    j["data"] = scenarioDataJson(s);
    return j;
}

// Whether `scenario` reads back as `target`. A reliability object at its defaults means the
// same as none (the saver leaves it out), so only the typed values are compared.
bool meansTarget(const json& scenario, const Scenario& target)
{
    try {
        Scenario read = readScenario(scenario);
        read.hasReliabilityObject = target.hasReliabilityObject;
        return read == target;
    } catch (const std::exception&) {
        return false;
    }
}

// Drops, depth first, every key of `node` whose absence reads back to `target`.
void dropDefaults(json& root, json& node, const Scenario& target, bool top)
{
    std::vector<std::string> keys;
    for (const auto& [key, value] : node.items())
        keys.push_back(key);
    for (const std::string& key : keys) {
        if (top && (key == "name" || key == "placement"))
            continue;
        if (node[key].is_object())
            dropDefaults(root, node[key], target, false);
        json saved = std::move(node[key]);
        node.erase(key);
        if (!meansTarget(root, target))
            node[key] = std::move(saved);
    }
}

json::json_pointer pointerOf(std::string_view pointer)
{
    try {
        return json::json_pointer(std::string(pointer));
    } catch (const json::exception&) {
        throw InputError({}, std::string(pointer),
                         Message(AP_TEXT("ap::InputError", "not a field path")));
    }
}

// Sets or removes the key at `pointer` inside `object`. A removal also removes the objects it
// leaves empty, up to (not including) `object` itself, except objects in `keepEmpty`.
void setOrRemove(json& object, std::string_view pointer, const std::optional<json>& value,
                 const std::set<std::string>& keepEmpty)
{
    const json::json_pointer ptr = pointerOf(pointer);
    if (value) {
        // Intermediate keys that hold something other than an object are replaced.
        std::vector<std::string> tokens;
        for (json::json_pointer p = ptr; !p.empty(); p = p.parent_pointer())
            tokens.insert(tokens.begin(), p.back());
        if (tokens.empty())
            throw InputError({}, std::string(pointer),
                             Message(AP_TEXT("ap::InputError", "not a field path")));
        json* node = &object;
        for (size_t i = 0; i + 1 < tokens.size(); ++i) {
            json& next = (*node)[tokens[i]];
            if (!next.is_object())
                next = json::object();
            node = &next;
        }
        (*node)[tokens.back()] = *value;
        return;
    }
    json::json_pointer p = ptr;
    while (!p.empty()) {
        const json::json_pointer parent = p.parent_pointer();
        if (!object.contains(parent) || !object[parent].is_object())
            return;
        json& container = object[parent];
        container.erase(p.back());
        if (!container.empty() || parent.empty() || keepEmpty.count(parent.back()))
            return;
        p = parent;
    }
}

// Objects whose presence means something even when empty.
const std::set<std::string> kKeepScenarioObjects = {"workload", "cluster", "model", "placement"};

void checkRow(const Project& project, int row)
{
    if (row < 0 || size_t(row) >= project.scenarios.size())
        throw InputError({}, "scenarios[" + std::to_string(row) + "]",
                         Message(AP_TEXT("ap::InputError", "no such scenario")));
}

} // namespace

json minimalScenarioJson(const Scenario& s)
{
    json full = fullScenarioJson(s);
    // The search below reads the scenario back once per key it tries (a few hundred reads),
    // and the editor asks again on every refresh, the undo stack twice per edit and the saver
    // once per scenario, mostly for scenarios that did not change: the result is a function
    // of the full form alone, so the last few are kept.
    static std::mutex mutex;
    static std::deque<std::pair<std::string, json>> recent;
    constexpr size_t kRecent = 64;
    std::string key = full.dump();
    {
        std::lock_guard lock(mutex);
        for (const auto& [k, minimal] : recent)
            if (k == key)
                return minimal;
    }
    Scenario target;
    try {
        target = readScenario(full);
    } catch (const std::exception&) {
        return full; // not readable alone (never for a loaded scenario): keep it all
    }
    dropDefaults(full, full, target, true);
    // A reliability object at its defaults reads back as the same values as none, but the
    // scenario has one (Scenario::hasReliabilityObject, which the playbook names as the
    // source): it stays, empty, so that the minimal form reads back as the same scenario and
    // an edit of another field keeps the object and the author's keys in it.
    if (target.hasReliabilityObject && !full.contains("reliability"))
        full["reliability"] = json::object();
    std::lock_guard lock(mutex);
    if (recent.size() >= kRecent)
        recent.pop_back();
    recent.emplace_front(std::move(key), full);
    return full;
}

json projectFileJson(const Project& project)
{
    json doc = projectToJson(project);
    for (size_t i = 0; i < project.scenarios.size(); ++i)
        doc["scenarios"][i] = minimalScenarioJson(project.scenarios[i]);
    if (!project.studies.empty())
        doc["recommend"] = studiesToJson(project, false);
    return doc;
}

json effectiveScenarioJson(const Scenario& s)
{
    json j = semanticJson(s);
    if (s.placement)
        j["placement"] = placementToJson(*s.placement);
    return j;
}

std::optional<json> valueAt(const json& doc, std::string_view pointer)
{
    try {
        const json::json_pointer ptr{std::string(pointer)};
        if (!doc.contains(ptr))
            return std::nullopt;
        return doc.at(ptr);
    } catch (const json::exception&) {
        return std::nullopt;
    }
}

Project withScenarioValue(const Project& project, int row, std::string_view pointer,
                          const std::optional<json>& value)
{
    checkRow(project, row);
    json doc = projectToJson(project);
    json& scenario = doc["scenarios"][size_t(row)];
    scenario = minimalScenarioJson(project.scenarios[size_t(row)]);
    // A reliability object the scenario has stays when a reset empties it (the saver keeps the
    // author's keys in it, those written at their defaults included).
    std::set<std::string> keep = kKeepScenarioObjects;
    if (project.scenarios[size_t(row)].hasReliabilityObject)
        keep.insert("reliability");
    setOrRemove(scenario, pointer, value, keep);
    return projectFromJson(doc);
}

Project withStudies(const Project& project, const json& studies)
{
    json doc = projectToJson(project);
    if (!studies.is_array() || studies.empty())
        doc.erase("recommend");
    else if (studies.size() == 1 && project.studyAsObject)
        doc["recommend"] = studies[0]; // a single study stays written as one object
    else
        doc["recommend"] = studies;
    return projectFromJson(doc);
}

Project withStudyValue(const Project& project, int index, std::string_view pointer,
                       const std::optional<json>& value)
{
    if (index < 0 || size_t(index) >= project.studies.size())
        throw InputError({}, "recommend[" + std::to_string(index) + "]",
                         Message(AP_TEXT("ap::InputError", "no such study")));
    json study = studySpecToJson(project.studies[size_t(index)]);
    setOrRemove(study, pointer, value, {});
    // The entry is read where it stands in the file (its field paths name it), the project's
    // cross checks included; the other studies are taken as they are.
    const std::string path = project.studyAsObject && project.studies.size() == 1
                                 ? std::string("recommend")
                                 : "recommend[" + std::to_string(index) + "]";
    if (!study.is_object())
        throw InputError({}, path, Message(AP_TEXT("ap::InputError", "expected an object")));
    Project edited = project;
    edited.studies[size_t(index)] = parseStudySpec(JsonReader(study, path));
    validateProject(edited);
    return edited;
}

Project withScenarioRenamed(const Project& project, int row, const std::string& name)
{
    checkRow(project, row);
    const std::string field = "scenarios[" + std::to_string(row) + "].name";
    if (name.empty())
        throw InputError({}, field, Message(AP_TEXT("ap::InputError", "a scenario needs a name")));
    for (size_t i = 0; i < project.scenarios.size(); ++i)
        if (int(i) != row && project.scenarios[i].name == name)
            throw InputError({}, field,
                             Message(AP_TEXT("ap::InputError",
                                             "scenario %1 is already named \"%2\" (studies find "
                                             "their template scenario by name)"),
                                     {msg::count(double(i + 1)), msg::text(name)}));
    const std::string old = project.scenarios[size_t(row)].name;
    Project renamed = project;
    renamed.scenarios[size_t(row)].name = name;
    for (StudySpec& study : renamed.studies)
        if (study.scenario == old)
            study.scenario = name;
    validateProject(renamed);
    return renamed;
}

std::string uniqueScenarioName(const Project& project, const std::string& name)
{
    const auto taken = [&](const std::string& candidate) {
        for (const Scenario& s : project.scenarios)
            if (s.name == candidate)
                return true;
        return false;
    };
    std::string unique = name;
    for (int n = 2; taken(unique); ++n)
        unique = name + " (" + std::to_string(n) + ")";
    return unique;
}

} // namespace ap
