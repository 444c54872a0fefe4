#pragma once

#include <QList>
#include <QTableView>

namespace ap {

// A table whose name column stays in sight while the other columns scroll sideways, as Qt's
// "Frozen Column" example does it: a second view over the table's left edge shows that column
// of the same model, with the same selection, row heights and vertical scrolling (the Scenarios
// table elided and then scrolled its names out of sight while the inputs scrolled at
// 1280x800). It is shown only while the table is scrolled sideways, so an unscrolled table is
// drawn and edited as a plain one; a cell under it is scrolled out from under it when it
// becomes current. The table scrolls sideways by pixels.
class FrozenColumnTable : public QTableView {
    Q_OBJECT
public:
    explicit FrozenColumnTable(QWidget* parent = nullptr);

    // The column kept in sight: a logical index, first in the view's order.
    void setFrozenColumn(int column);
    int frozenColumn() const { return m_column; }
    // The view over the left edge, hidden while the table is not scrolled sideways.
    QTableView* frozenView() const { return m_frozen; }

    void setModel(QAbstractItemModel* model) override;
    void setSelectionModel(QItemSelectionModel* selectionModel) override;
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void updateGeometries() override;

private:
    // The overlay's columns, row heights and looks as the table's.
    void syncFrozen();
    // Shown over the name column's place while the table is scrolled sideways, else hidden.
    void placeFrozen();

    QTableView* m_frozen;
    int m_column = 0;
    QList<QMetaObject::Connection> m_modelConnections;
};

} // namespace ap
