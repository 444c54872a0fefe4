#include "recommend/recommendation_text.h"

#include "editor/field_words.h"
#include "format/message_text.h"
#include "format/number_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace ap {

namespace {

// The translation context of these texts (lupdate reads RecommendationText::tr).
struct RecommendationText {
    Q_DECLARE_TR_FUNCTIONS(ap::RecommendationText)
};

// An engine message in the user's language, for rich text.
QString escaped(const Message& message)
{
    // Escaped, with a field's file path in the editor's words (the path in its tooltip).
    return fieldPathsInWordsHtml(messageText(message));
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
    return messageText(c.labelMessage());
}

QString rejectionReasonText(ProblemKind reason)
{
    return messageText(problemKindMessage(reason));
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
    for (const Message& sentence : r.explanation)
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
                            rejectionReasonText(c.rejectedFor.value_or(ProblemKind::Placement))
                                .toHtmlEscaped(),
                            c.problems.empty() ? QString() : escaped(c.problems.front()));
    section(html, RecommendationText::tr("Closest rejected options"), closest);

    QStringList notes;
    for (const Message& note : r.notes)
        notes << escaped(note);
    section(html, RecommendationText::tr("Notes"), notes);
    return html;
}

} // namespace ap
