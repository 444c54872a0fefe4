#include "recommend/recommendation_text.h"

#include "format/number_format.h"
#include "recommend/candidate_table_model.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace ap {

namespace {

// The translation context of these texts (lupdate reads RecommendationText::tr).
struct RecommendationText {
    Q_DECLARE_TR_FUNCTIONS(ap::RecommendationText)
};

QString escaped(const std::string& text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

void section(QString& html, const QString& title, const QStringList& items)
{
    if (items.isEmpty())
        return;
    html += QStringLiteral("<h4>%1</h4><ul>").arg(title.toHtmlEscaped());
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item);
    html += QStringLiteral("</ul>");
}

} // namespace

QString candidateLabel(const Candidate& c)
{
    const QString count = QLocale().toString(c.count);
    const QString device = QString::fromStdString(c.deviceId);
    const QString layout = CandidateTableModel::layoutText(c, c.training);
    if (c.site.empty())
        return RecommendationText::tr("%1 × %2, %3", "count × device, layout")
            .arg(count, device, layout);
    QString where =
        RecommendationText::tr("%1 (%2)", "site (commitment)")
            .arg(QString::fromStdString(c.site), CandidateTableModel::commitmentText(c));
    if (!c.fallbackSite.empty())
        where = RecommendationText::tr("%1 + fallback %2")
                    .arg(where, QString::fromStdString(c.fallbackSite));
    return RecommendationText::tr("%1 × %2 @ %3, %4", "count × device @ where, layout")
        .arg(count, device, where, layout);
}

QString rejectionReasonText(const std::string& reason)
{
    // The reasons the search gives (Candidate::rejectedFor, RejectionCount::reason).
    static const std::pair<const char*, const char*> kReasons[] = {
        {"availability", QT_TRANSLATE_NOOP("ap::RecommendationText", "availability")},
        {"budget", QT_TRANSLATE_NOOP("ap::RecommendationText", "budget")},
        {"deadline", QT_TRANSLATE_NOOP("ap::RecommendationText", "deadline")},
        {"device", QT_TRANSLATE_NOOP("ap::RecommendationText", "device")},
        {"fallback", QT_TRANSLATE_NOOP("ap::RecommendationText", "fallback")},
        {"layout", QT_TRANSLATE_NOOP("ap::RecommendationText", "layout")},
        {"memory", QT_TRANSLATE_NOOP("ap::RecommendationText", "memory")},
        {"placement", QT_TRANSLATE_NOOP("ap::RecommendationText", "placement")},
        {"power", QT_TRANSLATE_NOOP("ap::RecommendationText", "power")},
        {"price", QT_TRANSLATE_NOOP("ap::RecommendationText", "price")},
        {"reliability", QT_TRANSLATE_NOOP("ap::RecommendationText", "reliability")},
        {"slo", QT_TRANSLATE_NOOP("ap::RecommendationText", "latency SLO")},
        {"sovereignty", QT_TRANSLATE_NOOP("ap::RecommendationText", "sovereignty")},
        {"throughput", QT_TRANSLATE_NOOP("ap::RecommendationText", "throughput")}};
    for (const auto& [key, text] : kReasons)
        if (reason == key)
            return QCoreApplication::translate("ap::RecommendationText", text);
    return QString::fromStdString(reason);
}

QString recommendationSummary(const Recommendation& r)
{
    // Each count gets its own plural form.
    const QString candidates =
        RecommendationText::tr("%n candidate(s)", nullptr, r.candidatesEvaluated);
    const QString layouts = RecommendationText::tr("%n layout(s)", nullptr, r.layoutsEvaluated);
    return RecommendationText::tr("%1 (%2) searched in %3 ms, %4 feasible")
        .arg(candidates, layouts, formatNumber(r.searchSeconds * 1e3, 3))
        .arg(r.candidatesFeasible);
}

QString recommendationHtml(const Recommendation& r)
{
    QString html;
    if (!r.ranked.empty())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(RecommendationText::tr("Recommended: %1")
                             .arg(candidateLabel(r.ranked.front()))
                             .toHtmlEscaped());
    else
        html +=
            QStringLiteral("<p><b>%1</b></p>")
                .arg(
                    RecommendationText::tr("No candidate meets every constraint.").toHtmlEscaped());

    QStringList why;
    for (const std::string& sentence : r.explanation)
        why << escaped(sentence);
    section(html, RecommendationText::tr("Why"), why);

    QStringList flips;
    for (const FlipPoint& f : r.flips)
        flips << escaped(f.sentence);
    section(html, RecommendationText::tr("What would flip it"), flips);

    QStringList rejected;
    for (const RejectionCount& c : r.rejections) {
        QString line = RecommendationText::tr("%1: %2").arg(
            rejectionReasonText(c.reason).toHtmlEscaped(),
            QStringLiteral("<b>%1</b>").arg(QLocale().toString(c.count)));
        if (!c.example.empty())
            line += RecommendationText::tr(", e.g. %1").arg(escaped(c.example));
        rejected << line;
    }
    section(html, RecommendationText::tr("Rejected"), rejected);

    QStringList closest;
    for (const Candidate& c : r.bestRejected)
        closest << RecommendationText::tr("%1 (%2): %3")
                       .arg(candidateLabel(c).toHtmlEscaped(),
                            rejectionReasonText(c.rejectedFor).toHtmlEscaped(),
                            c.problems.empty() ? QString() : escaped(c.problems.front()));
    section(html, RecommendationText::tr("Closest rejected options"), closest);

    QStringList notes;
    for (const std::string& note : r.notes)
        notes << escaped(note);
    section(html, RecommendationText::tr("Notes"), notes);
    return html;
}

} // namespace ap
