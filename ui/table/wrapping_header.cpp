#include "table/wrapping_header.h"

#include <QResizeEvent>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <utility>

namespace ap {

WrappingHeaderView::WrappingHeaderView(Qt::Orientation orientation, QWidget* parent)
    : QHeaderView(orientation, parent)
{
    // What QTableView's own header sets (qtableview.cpp): clickable sections that highlight.
    setSectionsClickable(true);
    setHighlightSections(true);
}

void WrappingHeaderView::setWrapWidth(int pixels)
{
    m_wrapWidth = std::max(0, pixels);
    resizeSections();
    updateGeometries();
}

int WrappingHeaderView::wrapWidth() const
{
    return m_wrapWidth > 0 ? m_wrapWidth : 12 * fontMetrics().averageCharWidth();
}

namespace {

// The words split into `lines` lines (at most) so that the widest is as narrow as it can be:
// the lines and that width.
std::pair<QStringList, int> balanced(const QStringList& words, int lines,
                                     const QFontMetrics& metrics)
{
    const QString all = words.join(QLatin1Char(' '));
    if (lines <= 1 || words.size() <= 1)
        return {QStringList{all}, metrics.horizontalAdvance(all)};
    std::pair<QStringList, int> best{QStringList{all}, metrics.horizontalAdvance(all)};
    for (qsizetype n = 1; n < words.size(); ++n) {
        const QString first = words.mid(0, n).join(QLatin1Char(' '));
        const int width = metrics.horizontalAdvance(first);
        if (width >= best.second)
            break; // longer first lines only get wider
        auto rest = balanced(words.mid(n), lines - 1, metrics);
        const int widest = std::max(width, rest.second);
        if (widest < best.second) {
            rest.first.prepend(first);
            best = {rest.first, widest};
        }
    }
    return best;
}

} // namespace

QString WrappingHeaderView::wrapped(const QString& text, const QFontMetrics& metrics, int wrapWidth)
{
    if (text.contains(QLatin1Char('\n')) || metrics.horizontalAdvance(text) <= wrapWidth)
        return text;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // Two lines where they are narrow enough, else three ("Dauer des Trainings / mit Ausfällen
    // und / Stillständen").
    auto two = balanced(words, 2, metrics);
    if (two.second <= wrapWidth)
        return two.first.join(QLatin1Char('\n'));
    const auto three = balanced(words, 3, metrics);
    return (three.second < two.second ? three.first : two.first).join(QLatin1Char('\n'));
}

QFont WrappingHeaderView::sectionFont(int logicalIndex) const
{
    QFont f = font();
    if (model())
        if (const QVariant v = model()->headerData(logicalIndex, orientation(), Qt::FontRole);
            v.canConvert<QFont>())
            f = v.value<QFont>().resolve(f);
    return f;
}

QString WrappingHeaderView::shownTitle(int logicalIndex) const
{
    if (!model())
        return {};
    const QString title = model()->headerData(logicalIndex, orientation()).toString();
    return wrapped(title, QFontMetrics(sectionFont(logicalIndex)), wrapWidth());
}

QSize WrappingHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (!model())
        return size;
    // QHeaderView keeps room for the sort arrow in every section; only the sorted one draws
    // it (the view sizes its columns again when the sort changes: fitColumnsToContents). The
    // style takes half the header's height and two margins for the arrow: a header made taller
    // by another section's lines needs more than QHeaderView kept.
    if (orientation() == Qt::Horizontal && isSortIndicatorShown()) {
        if (sortIndicatorSection() != logicalIndex) {
            size.rwidth() -=
                size.height() + style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
        } else {
            QFont bold = font();
            bold.setBold(true);
            const QFontMetrics metrics(bold);
            int tallest = metrics.height();
            for (int i = 0; i < count(); ++i)
                if (!isSectionHidden(i))
                    tallest = std::max(tallest, metrics.size(0, shownTitle(i)).height());
            size.rwidth() += (tallest - metrics.height() + 1) / 2;
        }
    }
    const QString title = model()->headerData(logicalIndex, orientation()).toString();
    const QString shown = shownTitle(logicalIndex);
    if (shown == title)
        return size;
    // The base measured the title on one line: take off what the second line saves, add its
    // height.
    // Measured bold, as QHeaderView measures a section (a highlighted one is drawn bold).
    QFont bold = sectionFont(logicalIndex);
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const QSize one = metrics.size(0, title);
    const QSize two = metrics.size(0, shown);
    if (orientation() == Qt::Horizontal) {
        size.rwidth() -= one.width() - two.width();
        size.rheight() += two.height() - one.height();
    } else {
        size.rheight() += two.height() - one.height();
        size.rwidth() -= one.width() - two.width();
    }
    return size;
}

void WrappingHeaderView::initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    option->text = shownTitle(logicalIndex);
}

namespace {

// What fitColumnsToContents measured of a table, kept with it (a child of the view) so that
// the spare width is shared again when the table's width changes.
class ColumnFitter : public QObject {
public:
    explicit ColumnFitter(QTableView* view)
        : QObject(view)
        , m_view(view)
    {
        view->viewport()->installEventFilter(this);
    }

    void fit(const QList<int>& textColumns, int textWidth)
    {
        QHeaderView* header = m_view->horizontalHeader();
        header->setStretchLastSection(false);
        m_view->resizeColumnsToContents();
        m_natural.clear();
        for (int c = 0; c < header->count(); ++c)
            m_natural.append(m_view->columnWidth(c));
        m_texts.clear();
        for (const int c : textColumns) {
            // Never narrower than the column's title (one word: "Commitment"), nor, where the
            // view wraps its cells, than the widest piece of a cell it cannot break (a cell
            // wraps onto more lines, no word of it is elided).
            const int cap = std::max({textWidth, header->sectionSizeHint(c), unbreakableWidth(c)});
            m_texts.append({c, m_view->columnWidth(c), cap});
        }
        share();
    }

    // Whether the view wraps its cells onto more lines, its rows as tall as their contents.
    bool wraps() const
    {
        const QHeaderView* rows = m_view->verticalHeader();
        return m_view->wordWrap() && rows->count() > 0 &&
               rows->sectionResizeMode(0) == QHeaderView::ResizeToContents;
    }

    // The width column `c` needs so that a wrapping view elides no word of it: its widest
    // unbreakable piece with the delegate's margins (0 where the view does not wrap).
    int unbreakableWidth(int c) const
    {
        const QAbstractItemModel* model = m_view->model();
        if (!wraps() || !model)
            return 0;
        // As QStyledItemDelegate lays a cell's text out (QCommonStyle: the focus frame's
        // margin and one pixel either side).
        const int margin =
            2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1);
        int widest = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex i = model->index(r, c);
            QFont font = m_view->font();
            if (const QVariant f = i.data(Qt::FontRole); f.canConvert<QFont>())
                font = f.value<QFont>().resolve(font);
            widest = std::max(widest, widestUnbreakableWidth(i.data(Qt::DisplayRole).toString(),
                                                             QFontMetrics(font)) +
                                          margin);
        }
        return widest;
    }

    // Each text column at its cap where its whole text is wider, then the viewport's spare
    // width shared among those, the narrowest need met first; what is left goes to the last
    // column, so the table ends at its edge.
    void share()
    {
        const QHeaderView* header = m_view->horizontalHeader();
        // The last column in view, at the width its contents need (a share it got before
        // given back).
        int last = -1;
        for (int v = header->count() - 1; v >= 0 && last < 0; --v)
            if (!header->isSectionHidden(header->logicalIndex(v)))
                last = header->logicalIndex(v);
        const bool lastIsText = std::any_of(m_texts.begin(), m_texts.end(),
                                            [last](const Text& t) { return t.column == last; });
        if (last >= 0 && !lastIsText && last < m_natural.size() &&
            m_view->columnWidth(last) != m_natural[last])
            m_view->setColumnWidth(last, m_natural[last]);
        int used = 0;
        for (int c = 0; c < header->count(); ++c)
            if (!header->isSectionHidden(c))
                used += header->sectionSize(c);
        QList<Text*> elided;
        for (Text& t : m_texts) {
            if (header->isSectionHidden(t.column))
                continue;
            used -= header->sectionSize(t.column);
            t.shown = std::min(t.whole, t.capped);
            used += t.shown;
            if (t.whole > t.shown)
                elided.append(&t);
        }
        std::sort(elided.begin(), elided.end(), [](const Text* a, const Text* b) {
            return a->whole - a->shown < b->whole - b->shown;
        });
        int spare = std::max(0, m_view->viewport()->width() - used);
        for (qsizetype i = 0; i < elided.size(); ++i) {
            Text* t = elided[i];
            const int give = std::min(t->whole - t->shown, spare / int(elided.size() - i));
            t->shown += give;
            spare -= give;
        }
        for (Text& t : m_texts) {
            if (header->isSectionHidden(t.column))
                continue;
            // The rest: no text is elided, the columns end short of the table's edge.
            const int width = t.shown + (t.column == last ? spare : 0);
            if (m_view->columnWidth(t.column) != width)
                m_view->setColumnWidth(t.column, width);
        }
        if (last >= 0 && !lastIsText && spare > 0)
            m_view->setColumnWidth(last, m_view->columnWidth(last) + spare);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize && watched == m_view->viewport()) {
            const auto* resize = static_cast<const QResizeEvent*>(event);
            if (resize->size().width() != resize->oldSize().width())
                share();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    struct Text {
        int column = 0;
        int whole = 0;  // the width of its widest text and title
        int capped = 0; // the most it takes where the table has no room
        int shown = 0;
    };
    QTableView* m_view;
    QList<Text> m_texts;
    QList<int> m_natural; // each column's width for its contents, as fit() measured it
};

} // namespace

void fitColumnsToContents(QTableView* view, const QList<int>& textColumns, int textWidth)
{
    ColumnFitter* fitter = nullptr;
    for (QObject* child : view->children())
        if (auto* f = dynamic_cast<ColumnFitter*>(child))
            fitter = f;
    if (!fitter)
        fitter = new ColumnFitter(view);
    fitter->fit(textColumns, textWidth);
}

int widestUnbreakableWidth(const QString& text, const QFontMetrics& metrics)
{
    // As QTextLayout wraps (QTextOption::WordWrap): at the line-break opportunities of UAX #14,
    // the spaces at a line's end not counted.
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    int widest = 0;
    qsizetype from = 0;
    for (qsizetype at = breaks.toNextBoundary(); at > 0; at = breaks.toNextBoundary()) {
        QStringView piece = QStringView(text).mid(from, at - from);
        while (!piece.isEmpty() && piece.back().isSpace())
            piece.chop(1);
        widest = std::max(widest, metrics.horizontalAdvance(piece.toString()));
        from = at;
    }
    return widest;
}

} // namespace ap
