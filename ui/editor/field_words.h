#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace ap {

// A problem or a rejection reason in the user's words: the core names a field by its file path
// ("set placement.on_prem.server_usd", "more than search.max_devices (512)"); the GUI names it
// as its editor shows it, the label and its page ("set “Server price” (Own data centre)"), and
// keeps the path for a tooltip. Paths no editor field has (a price book key) stay as written.

// `text` with each path of an editor field in words; `paths` gets the paths replaced, in order.
QString fieldPathsInWords(const QString& text, QStringList* paths = nullptr);

// The same as HTML: the text escaped, each field's words carrying its path as a tooltip.
QString fieldPathsInWordsHtml(const QString& text);

// An edit's refusal as the editor and the status bar say it: the core reader names the file's
// place ("scenarios[0].cluster.count: must be at least 1"); the user reads the field as the
// editor labels it ("“Devices” (Cluster): must be at least 1"), or only the message when it
// is shown under that very field (`pointer`, the row's "/cluster/count"). Paths in the message
// are put in words too. `place` gets the file's place and the paths replaced, for a tooltip.
QString reasonInWords(const QString& reason, QString* place = nullptr,
                      const std::string& pointer = {});

} // namespace ap
