#include "editor/field_words.h"

#include "editor/field_table.h"
#include "project/field_schema.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <functional>

namespace ap {

namespace {

// The editor field whose file path `path` is ("placement.on_prem.server_usd"), or nullptr.
// An object the editor edits through its rows only (the prefill pool's layout,
// "workload.prefill_parallelism") stands for itself: the schema's label on the page of its
// first row.
// The compute site's figure rows ("/placement/sites/@compute_site/api/processing_regions"),
// each with its key as a dotted tail ("api.processing_regions").
const std::vector<std::pair<QString, const FieldDescriptor*>>& siteFigureRows()
{
    static const std::vector<std::pair<QString, const FieldDescriptor*>> rows = [] {
        std::vector<std::pair<QString, const FieldDescriptor*>> out;
        const std::string prefix = "/placement/sites/" + std::string(kComputeSiteSegment) + "/";
        for (const FieldDescriptor& f : scenarioFieldTable())
            if (f.pointer.starts_with(prefix))
                out.emplace_back(QString::fromStdString(f.pointer.substr(prefix.size()))
                                     .replace(QLatin1Char('/'), QLatin1Char('.')),
                                 &f);
        return out;
    }();
    return rows;
}

const FieldDescriptor* fieldOfPath(const QString& path)
{
    // A site's figure ("placement.sites.<id>.api_usd_per_million_output_tokens", the id as the
    // site catalog spells it, dots and hyphens included): the compute site's row of that key.
    static const QString sites = QStringLiteral("placement.sites.");
    if (path.startsWith(sites)) {
        for (const auto& [key, f] : siteFigureRows())
            if (path.size() > sites.size() + key.size() + 1 &&
                path.endsWith(QLatin1Char('.') + key))
                return f;
        return nullptr;
    }
    const std::string pointer =
        "/" + QString(path).replace(QLatin1Char('.'), QLatin1Char('/')).toStdString();
    for (const auto* table : {&scenarioFieldTable(), &studyFieldTable()})
        for (const FieldDescriptor& f : *table)
            if (f.pointer == pointer)
                return &f;
    static const std::vector<FieldDescriptor> objects = [] {
        std::vector<FieldDescriptor> out;
        for (const FieldSpec& spec : scenarioFieldSchema()) {
            if (spec.type != FieldType::Object || !spec.label)
                continue;
            const std::string pointer(spec.pointer);
            for (const FieldDescriptor& f : scenarioFieldTable()) {
                if (f.pointer == pointer)
                    break; // a row of its own
                if (f.pointer.starts_with(pointer + "/")) {
                    FieldDescriptor o = f;
                    o.pointer = pointer;
                    o.label = spec.label;
                    out.push_back(std::move(o));
                    break;
                }
            }
        }
        return out;
    }();
    for (const FieldDescriptor& f : objects)
        if (f.pointer == pointer)
            return &f;
    return nullptr;
}

QString words(const FieldDescriptor& f)
{
    return QCoreApplication::translate("ap::FieldTable", "“%1” (%2)")
        .arg(fieldLabelText(f), fieldGroupText(f));
}

// A key of one users' region ("placement.users.regions.distance_km"): the column of the
// Users' regions page that edits it, as that page titles it (ui/editor/user_regions_editor's
// full column names), or empty.
QString regionKeyWords(const QString& path)
{
    static const QString prefix = QStringLiteral("placement.users.regions.");
    if (!path.startsWith(prefix))
        return {};
    const QString key = path.mid(prefix.size());
    const char* column = key == QLatin1String("name") ? "Name"
                         : key == QLatin1String("latitude") || key == QLatin1String("longitude")
                             ? "Coordinates (lat; lon)"
                         : key == QLatin1String("distance_km") ? "Distance (km)"
                         : key == QLatin1String("share")       ? "Share of traffic"
                                                               : nullptr;
    if (!column)
        return {};
    return QCoreApplication::translate("ap::FieldTable", "“%1” (%2)")
        .arg(QCoreApplication::translate("ap::UserRegionsEditor", column),
             QCoreApplication::translate("ap::ScenarioEditor", "Users' regions"));
}

// Calls `plain` for the text between paths and `field` for each path of an editor field (or
// of a users' region's column) with its words.
void forEachPath(const QString& text, const std::function<void(const QString&)>& plain,
                 const std::function<void(const QString&, const QString&)>& field)
{
    // A dotted path from one of a project file's objects (scenario or study), not the tail of
    // a longer one ("scenarios[1].placement.compute_site" names the file's place, kept whole).
    // A site's figure names the site by its id, which may hold hyphens and dots
    // ("placement.sites.google-gemini-2.5-flash.api_usd_per_million_output_tokens"): the id
    // up to the first of the site figures' keys that ends the path.
    static const QRegularExpression path([] {
        QStringList keys;
        for (const auto& [key, f] : siteFigureRows())
            keys << QRegularExpression::escape(key);
        return QStringLiteral(
                   "(?<![\\w.\\]])(?:placement\\.sites\\.[^\\s\"]+?\\.(?:%1)(?!\\w|\\.\\w)|"
                   "(?:placement|cluster|workload|reliability|fabric|data|constraints|"
                   "search|uncertainty)(?:\\.[a-z0-9_]+)+)")
            .arg(keys.join(QLatin1Char('|')));
    }());
    qsizetype done = 0;
    for (auto it = path.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const FieldDescriptor* f = fieldOfPath(m.captured());
        const QString shown = f ? words(*f) : regionKeyWords(m.captured());
        if (shown.isEmpty())
            continue;
        plain(text.mid(done, m.capturedStart() - done));
        field(m.captured(), shown);
        done = m.capturedEnd();
    }
    plain(text.mid(done));
}

} // namespace

QString fieldPathsInWords(const QString& text, QStringList* paths)
{
    QString out;
    forEachPath(
        text, [&out](const QString& t) { out += t; },
        [&out, paths](const QString& path, const QString& shown) {
            out += shown;
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
        [&out](const QString& path, const QString& shown) {
            out += QStringLiteral("<span title=\"%1\">%2</span>")
                       .arg(path.toHtmlEscaped(), shown.toHtmlEscaped());
        });
    return out;
}

QString reasonInWords(const QString& reason, QString* place, const std::string& pointer)
{
    // "scenarios[0].workload.slo.ttft_ms: …", "recommend.search.max_devices: …",
    // "recommend[1].constraints.budget_usd: …" (core/project/project.cpp names them so).
    static const QRegularExpression placed(
        QStringLiteral("^(?:scenarios|recommend)(?:\\[\\d+\\])?\\.([a-z0-9_.\\[\\]]+): (.*)$"),
        QRegularExpression::DotMatchesEverythingOption);
    QStringList paths;
    QString text = reason;
    const QRegularExpressionMatch m = placed.match(reason);
    if (m.hasMatch()) {
        // The field the place names, or the nearest editor field it is part of
        // ("placement.users.regions[1].share" is in the users' regions field).
        QString path = m.captured(1);
        path.remove(QRegularExpression(QStringLiteral("\\[\\d+\\]")));
        const FieldDescriptor* f = nullptr;
        for (QString at = path; !at.isEmpty() && !f;) {
            f = fieldOfPath(at);
            const qsizetype dot = at.lastIndexOf(QLatin1Char('.'));
            at = dot < 0 ? QString() : at.left(dot);
        }
        if (f) {
            const QString rest = fieldPathsInWords(m.captured(2), &paths);
            paths.prepend(reason.left(m.capturedStart(2) - 2));
            text =
                f->pointer == pointer
                    ? rest
                    : QCoreApplication::translate("ap::FieldTable", "%1: %2").arg(words(*f), rest);
        }
    }
    if (paths.isEmpty())
        text = fieldPathsInWords(reason, &paths);
    if (place)
        *place = paths.join(QStringLiteral(", "));
    return text;
}

} // namespace ap
