#include "format/message_text.h"

#include "common/choice_key.h"
#include "common/field_key.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/number_text.h"
#include "format/data_class_text.h"
#include "format/number_format.h"
#include "format/number_spelling.h"

#include <QCoreApplication>

namespace ap {

namespace {

// The core writes the C locale and never group separators: the decimal point is all that
// differs ("2.2x" -> "2,2x").
QString pointSwapped(const std::string& text, const QLocale& locale)
{
    return localDecimalText(QString::fromStdString(text), locale);
}

QString argText(const MessageArg& a, const QLocale& locale)
{
    switch (a.kind) {
    case MessageArg::Kind::Text:
        return QString::fromStdString(a.text);
    case MessageArg::Kind::Number:
        return pointSwapped(a.text.empty() ? messageNumber(a.value)
                                           : formatNumber(a.value, a.text.c_str()),
                            locale);
    case MessageArg::Kind::Count:
        return locale.toString(qint64(a.value));
    case MessageArg::Kind::Usd:
        return usdText(a.value, locale);
    case MessageArg::Kind::Duration:
        return durationText(a.value, locale);
    case MessageArg::Kind::Percent:
        return pointSwapped(formatPercent(a.value), locale);
    case MessageArg::Kind::Ratio:
        return pointSwapped(formatRatio(a.value), locale);
    case MessageArg::Kind::Bytes:
        return pointSwapped(formatBytes(a.value), locale);
    case MessageArg::Kind::Phrase:
        if (!a.phrase)
            return {};
        // A field named in the sentence: its path, which the views put in the field's words
        // ("placement.horizon_months" -> "“Horizon” (Placement and cost)", ui/editor/field_words).
        if (const std::string* path = fieldKeyPath(*a.phrase))
            return QString::fromStdString(*path);
        // A data class or a site's kind: in words ("secret", "public model API").
        if (const std::string* key = dataClassKey(*a.phrase))
            return dataClassText(*key);
        if (const std::string* key = siteKindKey(*a.phrase))
            return siteKindText(*key);
        return messageText(*a.phrase, locale);
    }
    return QString::fromStdString(a.text);
}

} // namespace

QString messageText(const Message& message, const QLocale& locale)
{
    // Plain text (no context) is shown as written; its arguments are still formatted.
    const QString templ =
        message.context() ? QCoreApplication::translate(message.context(), message.templ().c_str())
                          : QString::fromStdString(message.templ());
    const std::vector<MessageArg>& args = message.args();
    if (args.empty())
        return templ;
    // %1..%n replaced in one pass, so a "%2" inside an argument is never substituted again.
    QString out;
    out.reserve(templ.size() + 16 * int(args.size()));
    for (qsizetype i = 0; i < templ.size(); ++i) {
        const QChar ch = templ[i];
        if (ch == QLatin1Char('%') && i + 1 < templ.size() && templ[i + 1] >= QLatin1Char('1') &&
            templ[i + 1] <= QLatin1Char('9')) {
            size_t n = size_t(templ[i + 1].unicode() - '0');
            qsizetype len = 2;
            if (i + 2 < templ.size() && templ[i + 2].isDigit() &&
                n * 10 + size_t(templ[i + 2].unicode() - '0') <= args.size()) {
                n = n * 10 + size_t(templ[i + 2].unicode() - '0');
                len = 3;
            }
            if (n >= 1 && n <= args.size()) {
                out += argText(args[n - 1], locale);
                i += len - 1;
                continue;
            }
        }
        out += ch;
    }
    return out;
}

QString inputErrorText(const InputError& error, const QLocale& locale)
{
    QString out;
    if (!error.file().empty())
        out += QString::fromStdString(error.file()) + QStringLiteral(": ");
    if (!error.field().empty())
        out += QString::fromStdString(error.field()) + QStringLiteral(": ");
    return out + messageText(error.text(), locale);
}

QString errorText(const std::exception& error, const QLocale& locale)
{
    if (const auto* input = dynamic_cast<const InputError*>(&error))
        return inputErrorText(*input, locale);
    return QString::fromUtf8(error.what());
}

QStringList messageTexts(const std::vector<Message>& messages, const QLocale& locale)
{
    QStringList out;
    out.reserve(qsizetype(messages.size()));
    for (const Message& m : messages)
        out << messageText(m, locale);
    return out;
}

} // namespace ap
