#include "format/number_spelling.h"

#include <QRegularExpression>

#include <charconv>
#include <cmath>

namespace ap {

QString localDecimalText(QString cText, const QLocale& locale)
{
    if (locale.decimalPoint() != QStringLiteral("."))
        cText.replace(QLatin1Char('.'), locale.decimalPoint());
    return cText;
}

QString cNumbersText(const QString& text, const QLocale& locale)
{
    // A run of digits with points, commas or the locale's (narrow) no-break group separator.
    static const QRegularExpression run(QStringLiteral("\\d[\\d.,\\x{00A0}\\x{202F}]*\\d|\\d"));
    QString out;
    qsizetype done = 0;
    for (auto it = run.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(done, m.capturedStart() - done);
        bool ok = false;
        const double v = locale.toDouble(m.captured(), &ok);
        if (ok && std::isfinite(v)) {
            char buf[64];
            const auto r = std::to_chars(buf, buf + sizeof buf, v);
            out += QString::fromLatin1(buf, int(r.ptr - buf));
        } else {
            out += m.captured();
        }
        done = m.capturedEnd();
    }
    return out + text.mid(done);
}

} // namespace ap
