#pragma once

#include "common/human_arg.h"
#include "format/number_format.h"

#include <QLocale>
#include <QString>

namespace ap {

// One form per kind of figure, so that a figure reads the same in the Scenarios table, the
// details, Compare and the charts' labels (one figure, one meaning): "433.2" in the table and
// "433 ms" in Compare read as two figures.
//
// A latency (TTFT, TPOT, a round trip, a P10-P90 bound) in milliseconds: 4 significant digits
// in the locale's notation ("433.2", "1.325", German "433,2"); the unit is the column's or the
// sentence's.
inline QString millisecondsNumber(double milliseconds, const QLocale& locale = QLocale())
{
    return formatNumber(milliseconds, 4, locale);
}

// A rate (tokens/s, requests/s) or a count of them: the core's human form ("1.46k",
// "26.4k"), as the CLI, the playbook and the explanation's sentences write it.
inline QString rateNumber(double perSecond, const QLocale& locale = QLocale())
{
    return humanNumber(perSecond, 3, locale);
}

// An availability as a percentage, the core's one form (formatAvailability: "99.99996",
// "99.95", "100" only at 1) in the locale's notation; the "%" is the column's or the sentence's.
inline QString availabilityNumber(double fraction, const QLocale& locale = QLocale())
{
    QString text = QString::fromStdString(formatAvailability(fraction));
    if (locale.decimalPoint() != QStringLiteral("."))
        text.replace(QLatin1Char('.'), locale.decimalPoint());
    return text;
}

} // namespace ap
