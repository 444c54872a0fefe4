#pragma once

#include "common/message.h"

#include <string>

namespace ap {

// A project field named inside a sentence ("set the template placement's utilisation or
// horizon_months", "shard_group_size %1 does not divide ..."), as one argument of the message
// (#25): its english() is the file key as the sentence always printed it, so the CLI text, the
// JSON and the Markdown and CSV playbook keep the file's words byte for byte; the GUI names the
// field as its editor labels it, in the user's language (ui/format/message_text shows the
// field's path, "placement.horizon_months", which ui/editor/field_words puts in words with the
// path in the tooltip). The argument is a nested phrase of context kFieldKeyContext, never
// translated itself, whose template is the key shown and whose one argument is the path.
inline constexpr const char* kFieldKeyContext = "ap::FieldKey";

namespace msg {
// The field at `path` (dotted from a scenario's or a study's object: "workload.software_stack",
// "cluster.parallelism.expert_slots", "search.max_devices"), shown in English as its last key.
MessageArg field(const std::string& path);
// The same shown in English as `shown` (a sentence that names the key another way).
MessageArg field(const std::string& path, std::string shown);
} // namespace msg

// A reader's field path ("scenarios[1].workload.model.layers", as JsonReader::fieldPath names
// it) from the scenario's or study's object ("workload.model.layers"): the path msg::field
// takes. A path outside a project's scenarios and studies is returned as it is.
std::string fieldPathInObject(const std::string& readerPath);

// The path `m` names when it is a field's name (msg::field's phrase), else nullptr.
const std::string* fieldKeyPath(const Message& m);

} // namespace ap
