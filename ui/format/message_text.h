#pragma once

#include "common/message.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>

namespace ap {

// A core message for the user: its template translated (QCoreApplication::translate with the
// message's context) and its arguments formatted for `locale` (decimal point, group
// separators, translated units). Plain-text messages are shown as they are.
QString messageText(const Message& message, const QLocale& locale = QLocale());
QStringList messageTexts(const std::vector<Message>& messages, const QLocale& locale = QLocale());

} // namespace ap
