#include "playbook/playbook_pdf.h"

#include "common/choice_key.h"
#include "common/field_key.h"
#include "common/input_error.h"
#include "common/text_file.h"
#include "document/save_file.h"
#include "editor/field_words.h"
#include "format/message_text.h"
#include "perf/efficiency_params.h"
#include "playbook/playbook_charts.h"
#include "playbook/playbook_writers.h"
#include "plot/plot_widget.h"
#include "project/project.h"
#include "recommend/recent_searches.h"

#include <nlohmann/json.hpp>
#include <qcustomplot.h>

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFontMetricsF>
#include <QLocale>
#include <QPdfWriter>
#include <QTextLayout>

#include <algorithm>
#include <clocale>
#include <map>
#include <memory>
#include <mutex>
#include <unordered_map>

// The texts of this file, in one translation context that lupdate and the program agree on
// (a free tr() helper would be filed by lupdate under the enclosing class or namespace).
struct PlaybookPdf {
    Q_DECLARE_TR_FUNCTIONS(PlaybookPdf)
};

namespace ap {

namespace {

// `m` with each field, data class and site kind it names (common/field_key.h,
// common/choice_key.h) as its file key, nested phrases too.
Message withFileKeys(const Message& m)
{
    bool phrases = false;
    std::vector<MessageArg> args = m.args();
    for (MessageArg& a : args)
        if (a.phrase) {
            phrases = true;
            a = fieldKeyPath(*a.phrase) || dataClassKey(*a.phrase) || siteKindKey(*a.phrase)
                    ? msg::text(a.phrase->english())
                    : msg::phrase(withFileKeys(*a.phrase));
        }
    return phrases ? Message(m.context(), m.templ().c_str(), std::move(args)) : m;
}

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

// A number cell of the document (C locale, as in the CSV) in the locale's notation: only the
// decimal point differs, the core writes no group separators ("1.2k" -> "1,2k" in German).
QString localNumber(const std::string& s)
{
    QString q = QString::fromStdString(s);
    const QString point = QLocale().decimalPoint();
    if (point != QStringLiteral("."))
        q.replace(QLatin1Char('.'), point);
    return q;
}

// The export date (ISO 8601 in the document) in the locale's long form.
QString localDate(const std::string& iso)
{
    const QDate d = QDate::fromString(QString::fromStdString(iso), Qt::ISODate);
    return d.isValid() ? QLocale().toString(d, QLocale::LongFormat) : QString::fromStdString(iso);
}

// Page geometry in the writer's units: 96 dots per inch, so one unit is one logical pixel
// of the GUI and the chart widgets keep the proportions (fonts, line widths) they have on
// screen. Vector output makes the resolution irrelevant for print quality.
constexpr int kDpi = 96;
constexpr double kMargin = 60;
constexpr double kFooterHeight = 28;
constexpr double kChartHeight = 390;
constexpr double kCellPad = 4;
constexpr double kChartScale = 0.8;

const QColor kInk(0x20, 0x20, 0x20);
const QColor kAccent(0x1F, 0x4E, 0x79);
const QColor kMuted(0x60, 0x60, 0x60);
const QColor kRule(0xB0, 0xB8, 0xC0);
const QColor kHeaderFill(0xE4, 0xEA, 0xF0);
const QColor kZebra(0xF6, 0xF8, 0xFA);

struct Fonts {
    QFont title, subtitle, h1, h2, body, table, tableHead, small;
    Fonts()
    {
        QFont base = QApplication::font();
        base.setStyleHint(QFont::SansSerif);
        auto make = [&](double pt, bool bold) {
            QFont f = base;
            f.setPointSizeF(pt);
            f.setBold(bold);
            return f;
        };
        title = make(24, true);
        subtitle = make(13, false);
        h1 = make(16, true);
        h2 = make(11.5, true);
        body = make(9.5, false);
        table = make(7.8, false);
        tableHead = make(7.8, true);
        small = make(7.5, false);
    }
};

// What the pagination pass lays out, kept for the pass that paints: each text's layout (keyed
// by the text, font, width and alignment) and each table's column widths. Both passes lay out
// on the same paint device (one QPdfWriter, same resolution), so a layout measured in the first
// pass is the one the second draws: each text is shaped once.
struct LaidOut {
    struct Text {
        std::unique_ptr<QTextLayout> layout;
        double height = 0;
    };
    std::unordered_map<QString, Text> texts;
    std::map<const PlaybookTable*, std::vector<double>> columnWidths;
    // Advances on one line in the table font and the table header font: the column widths
    // measure every cell and every word in it, and tables repeat both.
    std::unordered_map<QString, double> tableAdvances, headAdvances;
};

// Lays out and (given a painter) paints the document. Run twice over one writer: the first
// pass, with no painter, learns the page of every section and the page count; the second
// paints the file with the table of contents and "page n of m" filled in.
class Renderer {
public:
    Renderer(QPdfWriter& writer, QCPPainter* painter, const Playbook& pb,
             const std::vector<PlaybookChartWidget>& charts, LaidOut& laidOut,
             const std::vector<int>& tocPages, int pageCount, bool translated)
        : m_writer(writer)
        , m_painter(painter)
        , m_pb(pb)
        , m_charts(charts)
        , m_laidOut(laidOut)
        , m_tocPages(tocPages)
        , m_pageCount(pageCount)
        , m_translated(translated)
    {
        m_width = writer.width();
        m_height = writer.height();
        m_left = kMargin;
        m_right = m_width - kMargin;
        m_bottom = m_height - kMargin - kFooterHeight;
    }

    void run()
    {
        titlePage();
        newPage();
        tocPage();
        size_t chartIndex = 0;
        for (size_t i = 0; i < m_pb.sections.size(); ++i) {
            newPage();
            m_sectionPages.push_back(m_page);
            heading(QStringLiteral("%1  %2").arg(i + 1).arg(tx(m_pb.sections[i].title)));
            for (const PlaybookBlock& b : m_pb.sections[i].blocks)
                block(b, chartIndex);
        }
        footer();
    }

    const std::vector<int>& sectionPages() const { return m_sectionPages; }
    int pages() const { return m_page; }

private:
    double contentWidth() const { return m_right - m_left; }

    // A message of the document: translated with the locale's numbers, or its English. A
    // German or French reader gets the fields it names as the editor labels them; in English
    // the document keeps the file's keys, as the command line's PDF does (one text, checked by
    // tst_playbook_export).
    QString tx(const Message& m) const
    {
        if (!m_translated)
            return qs(m.english());
        return m_fieldWords ? fieldPathsInWords(messageText(m)) : messageText(withFileKeys(m));
    }

    // A table cell. A plain-text cell (a name, a number the core wrote) is shown as written,
    // a number column's with the locale's decimal point (as before messages); a message with
    // a template or figures is translated and formats its own numbers.
    QString cellText(const Message& m, bool numeric) const
    {
        if (m_translated && (m.context() || !m.args().empty()))
            return tx(m);
        return numeric ? localNumber(m.english()) : qs(m.english());
    }

    void newPage()
    {
        footer();
        if (m_painter)
            m_writer.newPage();
        ++m_page;
        m_y = kMargin;
    }

    void footer()
    {
        if (m_page == 1 || !m_painter)
            return;
        QCPPainter& p = *m_painter;
        p.setFont(m_fonts.small);
        p.setPen(kRule);
        const double y = m_height - kMargin - kFooterHeight + 10;
        p.drawLine(QPointF(m_left, y), QPointF(m_right, y));
        p.setPen(kMuted);
        const QRectF r(m_left, y + 4, contentWidth(), kFooterHeight - 6);
        p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
                   PlaybookPdf::tr("AccelPlan playbook: %1").arg(qs(m_pb.projectName)).left(110));
        p.drawText(r, Qt::AlignRight | Qt::AlignVCenter,
                   m_pageCount > 0 ? PlaybookPdf::tr("Page %1 of %2").arg(m_page).arg(m_pageCount)
                                   : PlaybookPdf::tr("Page %1").arg(m_page));
    }

    // Wraps `text` into `width` (at word boundaries, inside a word only when it alone is
    // wider, e.g. a URL) and paints it at (x, y) when `paint` and painting; returns the height.
    // The layout is kept (keyed by the text, font, width and alignment) for both passes: a
    // table row is measured before it is painted, and the pagination pass lays out what the
    // second paints, so each text is shaped once.
    double text(const QString& s, const QFont& font, double x, double y, double width,
                Qt::Alignment align, const QColor& color, bool paint)
    {
        const QString key = s + QChar(0x1f) + font.key() + QChar(0x1f) +
                            QString::number(width, 'g', 17) + QChar(0x1f) +
                            QString::number(int(align));
        auto it = m_laidOut.texts.find(key);
        if (it == m_laidOut.texts.end()) {
            auto layout = std::make_unique<QTextLayout>(s, font, &m_writer);
            QTextOption option(align);
            option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
            layout->setTextOption(option);
            layout->beginLayout();
            double h = 0;
            for (QTextLine line = layout->createLine(); line.isValid();
                 line = layout->createLine()) {
                line.setLineWidth(width);
                line.setPosition(QPointF(0, h));
                h += line.height();
            }
            layout->endLayout();
            it = m_laidOut.texts.emplace(key, LaidOut::Text{std::move(layout), h}).first;
        }
        if (paint && m_painter) {
            m_painter->setPen(color);
            it->second.layout->draw(m_painter, QPointF(x, y));
        }
        return it->second.height;
    }

    void ensure(double height)
    {
        if (m_y + height > m_bottom && m_y > kMargin + 1)
            newPage();
    }

    void heading(const QString& s)
    {
        const double h =
            text(s, m_fonts.h1, m_left, m_y, contentWidth(), Qt::AlignLeft, kAccent, true);
        m_y += h + 4;
        if (m_painter) {
            m_painter->setPen(QPen(kAccent, 1.5));
            m_painter->drawLine(QPointF(m_left, m_y), QPointF(m_right, m_y));
        }
        m_y += 12;
    }

    void titlePage()
    {
        m_page = 1;
        m_y = m_height * 0.22;
        if (m_painter)
            m_painter->fillRect(QRectF(0, 0, m_width, 14), kAccent);
        m_y += text(PlaybookPdf::tr("Playbook"), m_fonts.subtitle, m_left, m_y, contentWidth(),
                    Qt::AlignLeft, kMuted, true) +
               6;
        m_y += text(qs(m_pb.projectName), m_fonts.title, m_left, m_y, contentWidth(), Qt::AlignLeft,
                    kAccent, true) +
               30;
        const std::vector<std::pair<QString, QString>> rows = {
            {PlaybookPdf::tr("Project file"), qs(m_pb.projectFile)},
            {PlaybookPdf::tr("Date"), localDate(m_pb.date)},
            {PlaybookPdf::tr("Tool version"),
             QStringLiteral("AccelPlan %1").arg(qs(m_pb.toolVersion))},
            {PlaybookPdf::tr("Price book"),
             PlaybookPdf::tr("newest price dated %1").arg(qs(m_pb.priceBookDate))},
            {PlaybookPdf::tr("Scenarios"), QString::number(m_pb.project.scenarios.size())},
            {PlaybookPdf::tr("Studies"), QString::number(m_pb.recommendations.size())}};
        for (const auto& [k, v] : rows) {
            if (v.isEmpty())
                continue;
            text(k, m_fonts.h2, m_left, m_y, 130, Qt::AlignLeft, kMuted, true);
            m_y += text(v, m_fonts.subtitle, m_left + 140, m_y, contentWidth() - 140, Qt::AlignLeft,
                        kInk, true) +
                   8;
        }
        m_y += 30;
        for (const Recommendation& r : m_pb.recommendations) {
            if (r.ranked.empty())
                continue;
            m_y += text(PlaybookPdf::tr("%1: %2").arg(qs(r.study),
                                                      tx(r.ranked.front().labelMessage())),
                        m_fonts.body, m_left, m_y, contentWidth(), Qt::AlignLeft, kInk, true) +
                   6;
        }
    }

    void tocPage()
    {
        heading(PlaybookPdf::tr("Contents"));
        for (size_t i = 0; i < m_pb.sections.size(); ++i) {
            const QString entry =
                QStringLiteral("%1  %2").arg(i + 1).arg(tx(m_pb.sections[i].title));
            const QString page =
                i < m_tocPages.size() ? QString::number(m_tocPages[i]) : QStringLiteral("-");
            const double h = QFontMetricsF(m_fonts.subtitle, &m_writer).height() + 10;
            if (m_painter) {
                QCPPainter& p = *m_painter;
                p.setFont(m_fonts.subtitle);
                const QRectF r(m_left, m_y, contentWidth(), h);
                p.setPen(kInk);
                p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, entry);
                p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, page);
                p.setPen(QPen(kRule, 0.5, Qt::DotLine));
                p.drawLine(QPointF(m_left, m_y + h - 2), QPointF(m_right, m_y + h - 2));
            }
            m_y += h;
        }
    }

    void block(const PlaybookBlock& b, size_t& chartIndex)
    {
        switch (b.kind) {
        case PlaybookBlock::Kind::Subheading: {
            const QString s = tx(b.text);
            const double h =
                text(s, m_fonts.h2, m_left, m_y, contentWidth(), Qt::AlignLeft, kAccent, false);
            ensure(h + 40); // keep a heading with what follows it
            m_y += 6;
            m_y +=
                text(s, m_fonts.h2, m_left, m_y, contentWidth(), Qt::AlignLeft, kAccent, true) + 6;
            break;
        }
        case PlaybookBlock::Kind::Paragraph: {
            const QString s = tx(b.text);
            const double h =
                text(s, m_fonts.body, m_left, m_y, contentWidth(), Qt::AlignLeft, kInk, false);
            ensure(h);
            m_y +=
                text(s, m_fonts.body, m_left, m_y, contentWidth(), Qt::AlignLeft, kInk, true) + 8;
            break;
        }
        case PlaybookBlock::Kind::Bullets:
        case PlaybookBlock::Kind::Checklist: {
            const bool check = b.kind == PlaybookBlock::Kind::Checklist;
            const double indent = 16;
            for (const auto& message : b.items) {
                const QString item = tx(message);
                const double h = text(item, m_fonts.body, m_left + indent, m_y,
                                      contentWidth() - indent, Qt::AlignLeft, kInk, false);
                ensure(h);
                if (m_painter && check) {
                    m_painter->setPen(QPen(kInk, 0.8));
                    m_painter->setBrush(Qt::NoBrush);
                    m_painter->drawRect(QRectF(m_left + 2, m_y + 3, 8, 8));
                } else if (m_painter) {
                    m_painter->setPen(Qt::NoPen);
                    m_painter->setBrush(kAccent);
                    m_painter->drawEllipse(QPointF(m_left + 5, m_y + 7), 2, 2);
                    m_painter->setBrush(Qt::NoBrush);
                }
                m_y += text(item, m_fonts.body, m_left + indent, m_y, contentWidth() - indent,
                            Qt::AlignLeft, kInk, true) +
                       4;
            }
            m_y += 6;
            break;
        }
        case PlaybookBlock::Kind::Table:
            table(b.table);
            break;
        case PlaybookBlock::Kind::Chart: {
            const PlaybookChartWidget& chart = m_charts.at(chartIndex++);
            if (!chart.plot)
                break;
            const QString caption = tx(b.chart.caption);
            const double captionHeight =
                text(caption, m_fonts.h2, m_left, m_y, contentWidth(), Qt::AlignLeft, kInk, false);
            // The roofline carries a long legend: it gets more height.
            const double height =
                b.chart.kind == ChartKind::Roofline ? kChartHeight * 1.5 : kChartHeight;
            ensure(captionHeight + height + 10);
            m_y +=
                text(caption, m_fonts.h2, m_left, m_y, contentWidth(), Qt::AlignLeft, kInk, true) +
                4;
            if (m_painter) {
                m_painter->save();
                m_painter->translate(m_left, m_y);
                // Laid out larger than the slot and scaled down: the plot area gains room
                // against the legend, and the text stays above 7 pt in print.
                m_painter->scale(kChartScale, kChartScale);
                chart.plot->paintVector(
                    m_painter, QSize(int(contentWidth() / kChartScale), int(height / kChartScale)));
                m_painter->restore();
            }
            m_y += height + 16;
            break;
        }
        }
    }

    // Column widths: each column's natural width (widest cell on one line) when they all
    // fit; otherwise narrow columns keep theirs and the wide ones share the rest in
    // proportion to their natural width, wrapping their text, but never narrower than their
    // longest word (up to a quarter of the page), so words and numbers are not cut.
    // Measured once, in the pagination pass, and kept for the painting pass.
    const std::vector<double>& columnWidths(const PlaybookTable& t)
    {
        auto [it, added] = m_laidOut.columnWidths.try_emplace(&t);
        if (added)
            it->second = measureColumnWidths(t);
        return it->second;
    }

    std::vector<double> measureColumnWidths(const PlaybookTable& t)
    {
        const size_t n = t.header.size();
        const QFontMetricsF fm(m_fonts.table, &m_writer);
        const QFontMetricsF fh(m_fonts.tableHead, &m_writer);
        const double avail = contentWidth();
        std::vector<double> natural(n, 0), word(n, 0);
        auto advance = [this, &fm, &fh](bool head, const QString& s) {
            auto& known = head ? m_laidOut.headAdvances : m_laidOut.tableAdvances;
            auto [it, added] = known.try_emplace(s, 0.0);
            if (added)
                it->second = (head ? fh : fm).horizontalAdvance(s);
            return it->second;
        };
        auto longestWord = [&advance](bool head, const QString& s) {
            double w = 0;
            for (const QString& part : s.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                w = std::max(w, advance(head, part));
            return w;
        };
        for (size_t c = 0; c < n; ++c) {
            // Measured as printed; the English PDF as it always measured (the text as the core
            // wrote it), so its layout is unchanged.
            const bool numeric = m_translated && c < t.numeric.size() && t.numeric[c];
            const QString h = cellText(t.header[c], false);
            natural[c] = advance(true, h) + 2 * kCellPad + 2;
            word[c] = longestWord(true, h) + 2 * kCellPad + 2;
            for (const auto& row : t.rows)
                if (c < row.size()) {
                    const QString cell = cellText(row[c], numeric);
                    natural[c] = std::max(natural[c], advance(false, cell) + 2 * kCellPad + 2);
                    word[c] = std::max(word[c], longestWord(false, cell) + 2 * kCellPad + 2);
                }
            word[c] = std::min(word[c], avail / 4);
        }
        double sum = 0;
        for (double w : natural)
            sum += w;
        std::vector<double> width = natural;
        if (sum <= avail) {
            for (double& w : width)
                w += (avail - sum) / double(n);
            return width;
        }
        std::vector<bool> fixed(n, false);
        double left = avail;
        size_t open = n;
        for (bool changed = true; changed && open > 0;) {
            changed = false;
            const double fair = left / double(open);
            for (size_t c = 0; c < n; ++c) {
                if (!fixed[c] && natural[c] <= fair) {
                    fixed[c] = true;
                    left -= natural[c];
                    --open;
                    changed = true;
                }
            }
        }
        double openNatural = 0;
        for (size_t c = 0; c < n; ++c)
            if (!fixed[c])
                openNatural += natural[c];
        for (size_t c = 0; c < n; ++c)
            if (!fixed[c])
                width[c] = left * natural[c] / openNatural;
        // Raise columns below their longest word; take it from those with room to spare.
        double deficit = 0, spare = 0;
        for (size_t c = 0; c < n; ++c) {
            if (width[c] < word[c]) {
                deficit += word[c] - width[c];
                width[c] = word[c];
            } else {
                spare += width[c] - word[c];
            }
        }
        if (deficit > 0 && spare > 0) {
            const double take = std::min(1.0, deficit / spare);
            for (size_t c = 0; c < n; ++c)
                if (width[c] > word[c])
                    width[c] -= (width[c] - word[c]) * take;
        }
        return width;
    }

    double row(const std::vector<Message>& cells, const std::vector<double>& widths,
               const PlaybookTable& t, bool header, bool zebra, bool paint)
    {
        double h = 0;
        const QFont& font = header ? m_fonts.tableHead : m_fonts.table;
        // Measured with the alignment it is painted with: one layout per cell (the alignment
        // moves the lines, never where they break, so the height is the same).
        for (size_t c = 0; c < widths.size(); ++c) {
            const bool numeric = !header && c < t.numeric.size() && t.numeric[c];
            const QString s = c < cells.size() ? cellText(cells[c], numeric) : QString();
            h = std::max(h, text(s, font, 0, 0, widths[c] - 2 * kCellPad,
                                 numeric ? Qt::AlignRight : Qt::AlignLeft, kInk, false));
        }
        h += 2 * kCellPad;
        if (!paint || !m_painter)
            return h;
        if (header || zebra)
            m_painter->fillRect(QRectF(m_left, m_y, contentWidth(), h),
                                header ? kHeaderFill : kZebra);
        double x = m_left;
        for (size_t c = 0; c < widths.size(); ++c) {
            const bool right = !header && c < t.numeric.size() && t.numeric[c];
            const QString s = c < cells.size() ? cellText(cells[c], right) : QString();
            text(s, font, x + kCellPad, m_y + kCellPad, widths[c] - 2 * kCellPad,
                 right ? Qt::AlignRight : Qt::AlignLeft, kInk, true);
            x += widths[c];
        }
        m_painter->setPen(QPen(kRule, 0.5));
        m_painter->drawLine(QPointF(m_left, m_y + h), QPointF(m_right, m_y + h));
        return h;
    }

    void table(const PlaybookTable& t)
    {
        if (t.header.empty())
            return;
        const std::vector<double> widths = columnWidths(t);
        const double headerHeight = row(t.header, widths, t, true, false, false);
        const double first = t.rows.empty() ? 0 : row(t.rows[0], widths, t, false, false, false);
        ensure(headerHeight + first);
        m_y += row(t.header, widths, t, true, false, true);
        for (size_t i = 0; i < t.rows.size(); ++i) {
            const double h = row(t.rows[i], widths, t, false, false, false);
            if (m_y + h > m_bottom) {
                newPage();
                m_y += row(t.header, widths, t, true, false, true);
            }
            m_y += row(t.rows[i], widths, t, false, i % 2 == 1, true);
        }
        m_y += 12;
    }

    QPdfWriter& m_writer;
    QCPPainter* m_painter = nullptr; // null: the pagination pass, which paints nothing
    const Playbook& m_pb;
    const std::vector<PlaybookChartWidget>& m_charts;
    LaidOut& m_laidOut;
    std::vector<int> m_tocPages;
    int m_pageCount = 0;
    bool m_translated = true;
    // A translated document (English is the source language; C is the untranslated default).
    bool m_fieldWords =
        QLocale().language() != QLocale::English && QLocale().language() != QLocale::C;
    Fonts m_fonts;
    double m_width = 0, m_height = 0, m_left = 0, m_right = 0, m_bottom = 0;
    double m_y = 0;
    int m_page = 1;
    std::vector<int> m_sectionPages;
};

void setUpWriter(QPdfWriter& writer, const Playbook& pb, bool translated)
{
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(kDpi);
    writer.setTitle(translated ? messageText(pb.title) : qs(pb.title.english()));
    writer.setCreator(QStringLiteral("AccelPlan %1").arg(qs(pb.toolVersion)));
}

} // namespace

namespace {

// The PDF drawn into memory: two passes (pagination, then the document with page numbers in
// the contents). Nothing touches the file system, so the bytes can go to the one safe writer.
QByteArray renderPlaybookPdf(const Playbook& pb, PlaybookPdfText text)
{
    const bool translated = text == PlaybookPdfText::Translated;
    // Charts are built once and painted in the second pass.
    std::vector<PlaybookChartWidget> charts;
    const auto& factories = playbookChartFactories();
    for (const auto& s : pb.sections)
        for (const auto& b : s.blocks)
            if (b.kind == PlaybookBlock::Kind::Chart) {
                const auto it = factories.find(b.chart.kind);
                charts.push_back(it == factories.end() ? PlaybookChartWidget{}
                                                       : it->second(pb, b.chart));
            }

    // One writer for both passes: the first lays out on it (its resolution) before anything
    // is painted, the second paints what the first laid out.
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&out);
        setUpWriter(writer, pb, translated);
        LaidOut laidOut;

        // Pass 1: pagination (no painter: nothing is drawn).
        std::vector<int> tocPages;
        int pageCount = 0;
        {
            Renderer r(writer, nullptr, pb, charts, laidOut, {}, 0, translated);
            r.run();
            tocPages = r.sectionPages();
            pageCount = r.pages();
        }

        // Pass 2: the document.
        QCPPainter painter(&writer);
        painter.setMode(QCPPainter::pmVectorized);
        painter.setRenderHint(QPainter::Antialiasing);
        Renderer r(writer, &painter, pb, charts, laidOut, tocPages, pageCount, translated);
        r.run();
        painter.end();
    }
    return out.data();
}

} // namespace

bool writePlaybookPdf(const Playbook& pb, const QString& path, QString* error, PlaybookPdfText text)
{
    // The project save's writer (core/common/text_file via saveFileAtomically): regular files
    // only, no foreign links in sticky folders, SIGXFSZ reported as a write error, the old file
    // intact on failure. An export is output to regenerate, so no PATH~ backup, as before.
    return saveFileAtomically(path, renderPlaybookPdf(pb, text), error, false);
}

namespace {

// Everything buildPlaybook reads: the project, its file name (on the title page), the
// catalog, the prices (an imported overlay included), the efficiency parameters and the date.
std::string playbookInputsKey(const Project& project, const std::string& projectFile,
                              const DataContext& data, const std::string& date)
{
    std::string key = projectToJson(project).dump();
    key += '\n' + projectFile + '\n' + date + '\n';
    for (const Device& d : data.catalog().devices())
        key += data.catalog().rawEntry(d.id).dump();
    key += efficiencyToJson(data.params(), nlohmann::json::object()).dump();
    key += data.prices().raw().dump();
    return key;
}

} // namespace

PlaybookBuild buildPlaybookForExport(const Project& project, const QString& projectPath,
                                     const DataContext& data)
{
    PlaybookBuild out;
    try {
        PlaybookRequest request;
        request.projectFile = projectPath.toStdString();
        request.date = todayIsoDate();
        // A study just searched in the Recommendation tab with the same inputs is not searched
        // again (the search is deterministic); what this build searches is remembered for the
        // tab in turn.
        request.knownRecommendation = [&](const StudySpec& s) {
            return recentSearch(searchKey(project, request.projectFile, s, data));
        };
        // The last playbook built, kept for the next export of the same inputs: a PDF and then
        // a Markdown of an unchanged project, or the same export again, should not search
        // every study once more (seconds on the bundled examples).
        static std::mutex lastMutex;
        static std::string lastKey;
        static std::shared_ptr<const Playbook> last;
        std::string key = playbookInputsKey(project, request.projectFile, data, request.date);
        {
            const std::lock_guard lock(lastMutex);
            if (last && key == lastKey) {
                out.playbook = last;
                return out;
            }
        }
        auto built = std::make_shared<const Playbook>(buildPlaybook(project, data, request));
        // Every study was built, in studiesOf's order (no request.study above).
        const std::vector<StudySpec> studies = studiesOf(project);
        for (size_t i = 0; i < studies.size() && i < built->recommendations.size(); ++i)
            rememberSearch(searchKey(project, request.projectFile, studies[i], data),
                           built->recommendations[i]);
        const std::lock_guard lock(lastMutex);
        last = built;
        lastKey = std::move(key);
        out.playbook = std::move(built);
    } catch (const std::exception& e) {
        out.error = errorText(e);
    }
    return out;
}

bool writePlaybookExport(const Playbook& pb, const QString& path, QString* error)
{
    try {
        if (path.endsWith(QStringLiteral(".md"), Qt::CaseInsensitive))
            return saveFileAtomically(path, QByteArray::fromStdString(playbookMarkdown(pb)), error,
                                      false);
        // The tables as CSV, as `export --csv FILE.csv` writes them: the scenario results in
        // the file, every other table beside it (`<stem>-<table>.csv`).
        if (path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive)) {
            writePlaybookCsv(pb, std::filesystem::path(path.toStdString()));
            return true;
        }
        return writePlaybookPdf(pb, path, error);
    } catch (const std::exception& e) {
        if (error)
            *error = errorText(e);
        return false;
    }
}

bool exportPlaybookFile(const Project& project, const QString& projectPath, const DataContext& data,
                        const QString& path, QString* error)
{
    const PlaybookBuild built = buildPlaybookForExport(project, projectPath, data);
    if (!built.playbook) {
        if (error)
            *error = built.error;
        return false;
    }
    return writePlaybookExport(*built.playbook, path, error);
}

void installPlaybookPdfRenderer()
{
    setPlaybookPdfRenderer([](const Playbook& pb, const std::filesystem::path& path) {
        // The command line has no QApplication: make an offscreen one for the chart widgets,
        // once, for the rest of the process. It is never deleted: destroying a QApplication
        // during static destruction, after main() returned, crashes in Qt's font database.
        if (!QCoreApplication::instance()) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            static int argc = 1;
            static char name[] = "accelplan-cli";
            static char* argv[] = {name, nullptr};
            new QApplication(argc, argv); // NOLINT: intentionally alive until exit
            // QCoreApplication adopts the user's locale (setlocale(LC_ALL, "")); the command
            // line prints numbers in the C locale (CONTRACT.md), whatever comes after.
            std::setlocale(LC_NUMERIC, "C");
        }
        // The command line's PDF is English, like its Markdown and CSV; the writer's
        // InputError names the file.
        const QByteArray bytes = renderPlaybookPdf(pb, PlaybookPdfText::English);
        writeTextFileAtomically(path, std::string_view(bytes.constData(), size_t(bytes.size())),
                                false);
    });
}

} // namespace ap
