#pragma once

#include <QString>

#include <string_view>

class QLineEdit;

namespace ap {

// A name from the open project (a scenario's, a study's, the project's) as a widget shows it.
// Names are unbounded in a file and Qt lays out a widget's whole text to size and elide it: a
// 2 MB name took seconds in each table cell, title, combo box, list item and chart legend
// that showed it (#29). Every view shows this instead: control characters escaped (a newline
// never breaks a title), at most `maxChars` characters, then "…". The document, the undo
// commands and the files keep the full name.

// Wider than any column or title at 1280 px, so only a name nobody could read whole is cut.
inline constexpr int kShownNameChars = 120;
// Chart legends and axis labels, which share the chart's width with the plot.
inline constexpr int kLegendNameChars = 48;

QString shownName(std::string_view name, int maxChars = kShownNameChars);
QString shownName(const QString& name, int maxChars = kShownNameChars);

// Lets `edit` hold a text of any length. A QLineEdit keeps at most 32,767 characters by default
// and cuts a longer text it is given without a word, so leaving the field of a longer name
// saved the cut name (#29). Every line edit that edits a name or a text field of the project
// calls this; the file's size cap (common/text_file.h) bounds what it can hold.
void holdWholeText(QLineEdit* edit);

} // namespace ap
