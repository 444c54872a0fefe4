#include "format/shown_name.h"

#include "common/shown_text.h"

#include <QLineEdit>

#include <algorithm>
#include <limits>

namespace ap {

QString shownName(std::string_view name, int maxChars)
{
    bool cut = false;
    // Only the shown prefix is read, escaped and converted: the rest of a long name is never
    // touched here.
    const std::string prefix = shownPrefix(name, size_t(std::max(maxChars, 1)), &cut);
    QString shown = QString::fromUtf8(prefix.data(), qsizetype(prefix.size()));
    if (cut)
        shown += QChar(0x2026); // …
    return shown;
}

QString shownName(const QString& name, int maxChars)
{
    // A short name without control characters is returned as it is; any other through the
    // same cut.
    const bool control = std::any_of(
        name.cbegin(), name.cbegin() + std::min(name.size(), qsizetype(maxChars) + 1),
        [](QChar c) { return c.unicode() < 0x20 || (c.unicode() >= 0x7F && c.unicode() <= 0x9F); });
    if (name.size() <= maxChars && !control)
        return name;
    const QByteArray utf8 = name.left(qsizetype(maxChars) + 1).toUtf8();
    return shownName(std::string_view(utf8.constData(), size_t(utf8.size())), maxChars);
}

void holdWholeText(QLineEdit* edit)
{
    edit->setMaxLength(std::numeric_limits<int>::max());
}

} // namespace ap
