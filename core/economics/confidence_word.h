#pragma once

#include "common/message.h"

#include <string>

namespace ap {

// A price's or a site's confidence as the data files write it ("high", "medium", "low": the
// price book's and the site catalog's `confidence`) as a word for a reader: one translatable
// message per value (context "ap::Confidence"), so the GUI's price terms line, the editor's
// notes, the candidate tooltip and the playbook's risk register and assumptions say it in the
// reader's language (#25: "medium" stayed English in German and French). Its english() is the
// file's word, so the CLI, Markdown and CSV print what they printed before. A value the files
// do not use (the loaders refuse one) is shown as written; an empty one gives an empty message.
Message confidenceWord(const std::string& confidence);

} // namespace ap
