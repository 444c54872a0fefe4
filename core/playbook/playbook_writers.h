#pragma once

#include "playbook/playbook.h"

#include <filesystem>
#include <functional>
#include <string>

namespace ap {

// The playbook as Markdown for wikis: the same sections, tables and lists as the PDF; charts
// appear as their captions (the PDF draws them).
std::string playbookMarkdown(const Playbook& pb);

// Writes one `<name>.csv` per table of pb.csv into `dir` (created when missing), each
// atomically. A path ending in ".csv" names the scenario results file: the other tables go
// beside it as `<stem>-<name>.csv`. Returns the files written. Throws InputError naming the
// path when a file cannot be written; files already written stay, none is left half-written.
std::vector<std::filesystem::path> writePlaybookCsv(const Playbook& pb,
                                                    const std::filesystem::path& dirOrFile);

// Renders the PDF. Needs Qt, so the core only holds the hook: the CLI's main registers the
// renderer from ui/playbook when the GUI is built. The renderer writes atomically and throws
// InputError naming the file on failure.
using PlaybookPdfRenderer =
    std::function<void(const Playbook& pb, const std::filesystem::path& path)>;
void setPlaybookPdfRenderer(PlaybookPdfRenderer renderer);
const PlaybookPdfRenderer& playbookPdfRenderer();

} // namespace ap
