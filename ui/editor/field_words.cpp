#include "editor/field_words.h"

#include "editor/field_table.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <functional>

namespace ap {

namespace {

// The editor field whose file path `path` is ("placement.on_prem.server_usd"), or nullptr.
const FieldDescriptor* fieldOfPath(const QString& path)
{
    const std::string pointer =
        "/" + QString(path).replace(QLatin1Char('.'), QLatin1Char('/')).toStdString();
    for (const auto* table : {&scenarioFieldTable(), &studyFieldTable()})
        for (const FieldDescriptor& f : *table)
            if (f.pointer == pointer)
                return &f;
    return nullptr;
}

// Calls `plain` for the text between paths and `field` for each path of an editor field.
void forEachPath(const QString& text, const std::function<void(const QString&)>& plain,
                 const std::function<void(const QString&, const FieldDescriptor&)>& field)
{
    // A dotted path from one of a project file's objects (scenario or study), not the tail of
    // a longer one ("scenarios[1].placement.compute_site" names the file's place, kept whole).
    static const QRegularExpression path(QStringLiteral(
        "(?<![\\w.\\]])(?:placement|cluster|workload|reliability|fabric|data|constraints|"
        "search|uncertainty)(?:\\.[a-z0-9_]+)+"));
    qsizetype done = 0;
    for (auto it = path.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const FieldDescriptor* f = fieldOfPath(m.captured());
        if (!f)
            continue;
        plain(text.mid(done, m.capturedStart() - done));
        field(m.captured(), *f);
        done = m.capturedEnd();
    }
    plain(text.mid(done));
}

QString words(const FieldDescriptor& f)
{
    return QCoreApplication::translate("ap::FieldTable", "“%1” (%2)")
        .arg(fieldLabelText(f), fieldGroupText(f));
}

} // namespace

QString fieldPathsInWords(const QString& text, QStringList* paths)
{
    QString out;
    forEachPath(
        text, [&out](const QString& t) { out += t; },
        [&out, paths](const QString& path, const FieldDescriptor& f) {
            out += words(f);
            if (paths)
                *paths << path;
        });
    return out;
}

QString fieldPathsInWordsHtml(const QString& text)
{
    QString out;
    forEachPath(
        text, [&out](const QString& t) { out += t.toHtmlEscaped(); },
        [&out](const QString& path, const FieldDescriptor& f) {
            out += QStringLiteral("<span title=\"%1\">%2</span>")
                       .arg(path.toHtmlEscaped(), words(f).toHtmlEscaped());
        });
    return out;
}

} // namespace ap
