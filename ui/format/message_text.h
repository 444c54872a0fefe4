#pragma once

#include "common/message.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <exception>
#include <vector>

namespace ap {

// A core message for the user: its template translated (QCoreApplication::translate with the
// message's context) and its arguments formatted for `locale` (decimal point, group
// separators, translated units). Plain-text messages are shown as they are.
QString messageText(const Message& message, const QLocale& locale = QLocale());
QStringList messageTexts(const std::vector<Message>& messages, const QLocale& locale = QLocale());

class InputError;
// An input error as the GUI shows it: "file: field: message" like what(), with the message
// translated (file names and field paths are the file's own words and stay as they are).
QString inputErrorText(const InputError& error, const QLocale& locale = QLocale());
// Any exception for the user: an InputError translated as above, anything else its what().
QString errorText(const std::exception& error, const QLocale& locale = QLocale());

} // namespace ap
