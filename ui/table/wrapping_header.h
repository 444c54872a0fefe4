#pragma once

#include <QHeaderView>
#include <QList>

class QTableView;

namespace ap {

// A table's column header that shows a long title on two lines ("Time to train, with
// failures" over "and stalls"), or three where two are still wider than the wrap width, so a
// column is as wide as its figures rather than its title: the Scenarios and Recommendation
// tables keep their answers in sight at 1280x800 in every language. The title breaks at the
// spaces that leave the narrowest widest line; one word, or a title no wider than the wrap
// width, stays on one line. The model's text is unchanged
// (exports and tests read one line); only the header draws and sizes it on two.
class WrappingHeaderView : public QHeaderView {
    Q_OBJECT
public:
    explicit WrappingHeaderView(Qt::Orientation orientation, QWidget* parent = nullptr);

    // The title of section `logicalIndex` as drawn, '\n' between its lines.
    QString shownTitle(int logicalIndex) const;
    // Titles up to this wide (pixels) stay on one line; 0: the width of 12 average characters.
    void setWrapWidth(int pixels);

    // The same breaking for any text in `metrics`: its lines, or `text` unchanged.
    static QString wrapped(const QString& text, const QFontMetrics& metrics, int wrapWidth);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
    void initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const override;

private:
    QFont sectionFont(int logicalIndex) const;
    int wrapWidth() const;

    int m_wrapWidth = 0;
};

// Columns as wide as their contents, the text columns (names, layouts, sites) at most
// `textWidth` pixels or their title's width where the table has no room for them: the table's
// spare width goes to the elided text columns first, shared evenly, up to each one's whole text
// (a device id elided to "amd-mi..." beside an empty strip was a failure); what is still elided
// has its whole text in the cell's tooltip. A view that wraps its cells (word wrap on, its rows
// sized to their contents: the ranked candidates) gives a text column at least the width of
// its widest unbreakable piece (widestUnbreakableWidth): a long text wraps onto another line
// instead of being elided. What no text needs goes to the last column, so the
// table ends at its edge (getting-started's candidates ended short of it) without a stretched
// column taking width an elided text needed. The spare width is shared again when the table's
// width changes (a resize, a scroll bar shown or hidden). Called again when the sort column changes
// (only the sorted column keeps room for its arrow) and when the rows change.
void fitColumnsToContents(QTableView* view, const QList<int>& textColumns, int textWidth);

// The width of the widest piece of `text` that a view wrapping words cannot break: the text
// between two of its line-break opportunities (Unicode's: at spaces, after a hyphen, so
// "(aws-bedrock-llama-3-3-70b)" wraps as "(aws-" "bedrock-" "llama-3-3-70b)"), in `metrics`.
// A wrapping column narrower than this elides a word ("Gesamtkos…"); wider, every word is whole.
int widestUnbreakableWidth(const QString& text, const QFontMetrics& metrics);

} // namespace ap
