#include "table/frozen_column_table.h"

#include <QHeaderView>
#include <QResizeEvent>
#include <QScrollBar>

#include <algorithm>
#include <utility>

namespace ap {

FrozenColumnTable::FrozenColumnTable(QWidget* parent)
    : QTableView(parent)
    , m_frozen(new QTableView(this))
{
    // Sideways by pixels: by whole columns, the column right of the names could never be
    // shown whole beside the overlay.
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_frozen->setObjectName(QStringLiteral("frozenColumn"));
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->verticalHeader()->hide();
    m_frozen->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->hide();
    // One vertical position for both, whichever is scrolled (the wheel over the names).
    connect(verticalScrollBar(), &QScrollBar::valueChanged, m_frozen->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(m_frozen->verticalScrollBar(), &QScrollBar::valueChanged, verticalScrollBar(),
            &QScrollBar::setValue);
    // Rows as tall as the table's (a wrapped name makes its row taller there).
    connect(verticalHeader(), &QHeaderView::sectionResized, m_frozen,
            [this](int row, int, int height) {
                if (m_frozen->rowHeight(row) != height)
                    m_frozen->setRowHeight(row, height);
            });
}

void FrozenColumnTable::setFrozenColumn(int column)
{
    m_column = column;
    syncFrozen();
    placeFrozen();
}

void FrozenColumnTable::setModel(QAbstractItemModel* model)
{
    for (const QMetaObject::Connection& c : std::as_const(m_modelConnections))
        disconnect(c);
    m_modelConnections.clear();
    QTableView::setModel(model);
    m_frozen->setModel(model);
    m_frozen->setSelectionModel(selectionModel());
    if (model) {
        const auto sync = [this] { syncFrozen(); };
        m_modelConnections << connect(model, &QAbstractItemModel::modelReset, this, sync)
                           << connect(model, &QAbstractItemModel::layoutChanged, this, sync)
                           << connect(model, &QAbstractItemModel::columnsInserted, this, sync)
                           << connect(model, &QAbstractItemModel::columnsRemoved, this, sync);
    }
    syncFrozen();
}

void FrozenColumnTable::setSelectionModel(QItemSelectionModel* selectionModel)
{
    QTableView::setSelectionModel(selectionModel);
    m_frozen->setSelectionModel(selectionModel);
}

void FrozenColumnTable::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    QTableView::scrollTo(index, hint);
    // A cell the names would cover comes out from under them.
    if (!index.isValid() || index.column() == m_column || isColumnHidden(m_column))
        return;
    QScrollBar* bar = horizontalScrollBar();
    const int covered = columnWidth(m_column) - columnViewportPosition(index.column());
    if (bar->value() > 0 && covered > 0)
        bar->setValue(std::max(0, bar->value() - covered));
}

void FrozenColumnTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    placeFrozen();
}

void FrozenColumnTable::scrollContentsBy(int dx, int dy)
{
    QTableView::scrollContentsBy(dx, dy);
    if (dx != 0)
        placeFrozen();
}

void FrozenColumnTable::updateGeometries()
{
    QTableView::updateGeometries();
    placeFrozen();
}

void FrozenColumnTable::syncFrozen()
{
    const QAbstractItemModel* m = model();
    if (!m)
        return;
    for (int c = 0; c < m->columnCount(); ++c)
        m_frozen->setColumnHidden(c, c != m_column);
    m_frozen->setSelectionBehavior(selectionBehavior());
    m_frozen->setSelectionMode(selectionMode());
    m_frozen->setEditTriggers(editTriggers());
    m_frozen->setAlternatingRowColors(alternatingRowColors());
    m_frozen->setWordWrap(wordWrap());
    m_frozen->setTextElideMode(textElideMode());
    m_frozen->setShowGrid(showGrid());
    m_frozen->setVerticalScrollMode(verticalScrollMode());
    m_frozen->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    m_frozen->verticalHeader()->setMinimumSectionSize(verticalHeader()->minimumSectionSize());
    m_frozen->setContextMenuPolicy(contextMenuPolicy());
    m_frozen->addActions(actions());
    placeFrozen();
}

void FrozenColumnTable::placeFrozen()
{
    const bool scrolled = horizontalScrollBar()->value() > 0 && model() &&
                          m_column < model()->columnCount() && !isColumnHidden(m_column);
    if (!scrolled) {
        m_frozen->hide();
        return;
    }
    const int width = columnWidth(m_column);
    if (m_frozen->columnWidth(m_column) != width)
        m_frozen->setColumnWidth(m_column, width);
    const QHeaderView* header = horizontalHeader();
    const int headerHeight = header->isHidden() ? 0 : header->height();
    m_frozen->horizontalHeader()->setVisible(!header->isHidden());
    m_frozen->horizontalHeader()->setFixedHeight(headerHeight);
    const QRect shown = viewport()->geometry();
    m_frozen->setGeometry(shown.left(), shown.top() - headerHeight, std::min(width, shown.width()),
                          shown.height() + headerHeight);
    // Rows as tall as the table's (also those sized before the overlay was first shown).
    for (int r = 0; r < model()->rowCount(); ++r)
        if (m_frozen->rowHeight(r) != rowHeight(r))
            m_frozen->setRowHeight(r, rowHeight(r));
    m_frozen->verticalScrollBar()->setValue(verticalScrollBar()->value());
    m_frozen->show();
    m_frozen->raise();
}

} // namespace ap
