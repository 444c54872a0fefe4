#pragma once

#include "common/message.h"

#include <string>

namespace ap {

// A choice of a file named inside a sentence, as one argument of the message (#25): a data
// class ("secret", "regulated-eu") or a site's kind ("public-model-api"). As with a field's
// name (common/field_key.h), english() is the file's key as the sentence always printed it, so
// the CLI text, the JSON and the Markdown and CSV playbook keep it byte for byte; the GUI and
// the PDF show the choice in the user's words (ui/format/data_class_text: "secret",
// "regulated (GDPR, EU/EEA)", "public model API"). The argument is a nested phrase of context
// kChoiceKeyContext, never translated itself, whose template is the key and whose one
// argument names the kind of choice.
inline constexpr const char* kChoiceKeyContext = "ap::ChoiceKey";

namespace msg {
// A data class of a placement, a study or a site ("confidential", "regulated-de").
MessageArg dataClass(const std::string& key);
// A site's kind as its file writes it ("cloud-region", "public-model-api").
MessageArg siteKind(const std::string& key);
} // namespace msg

// The data class `m` names when it is msg::dataClass's phrase, else nullptr.
const std::string* dataClassKey(const Message& m);
// The site kind `m` names when it is msg::siteKind's phrase, else nullptr.
const std::string* siteKindKey(const Message& m);

} // namespace ap
