#pragma once

#include "common/message.h"

#include <functional>
#include <string>

namespace ap {

// `m` with `transform` applied to the data in it: every Text argument (an id, a key, a name
// from a file), in nested phrases too, and, where `plainIsData`, a message that is plain text
// (no template) as a whole. Templates, numbers and the other arguments stay as they are: they
// are the program's own text. The places that show data inside program text go through this:
// input messages (control characters escaped, long input cut: input_error.cpp) and the Markdown
// playbook (Markdown syntax escaped: playbook_writers.cpp).
Message mapMessageData(const Message& m,
                       const std::function<std::string(const std::string&)>& transform,
                       bool plainIsData);

} // namespace ap
