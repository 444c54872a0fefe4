#pragma once

#include <QLocale>
#include <QString>

namespace ap {

// A number's spelling between the core (C: "0.2094", "8.03B", "1e-05") and the user's locale
// ("0,2094" in German). The core never writes group separators.

// The C spelling with the locale's decimal point: cNumbersText reads it back to the same value.
QString localDecimalText(QString cText, const QLocale& locale = QLocale());

// What a user typed, with each number in the C spelling the core reads: a number the locale
// reads ("0,25" or "1.500" in German, "1,500" in English) is rewritten to the shortest C text
// of its value; one it does not read ("3.35" in German) stays as typed, for the C reading. The
// rest of the text (units, "$", "/h") is kept.
QString cNumbersText(const QString& text, const QLocale& locale = QLocale());

} // namespace ap
