#pragma once

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace ap {

class ProjectDocument;
struct UserRegion;

// The users of one scenario as a list of regions (placement.users.regions): name, coordinates,
// distance and share of the traffic, one row each. Every change (a cell, Add, Remove) is one
// undoable edit of the whole list through the document's commands facade (document/edits.h),
// checked by the project reader; a refused edit changes nothing and says why.
class UserRegionsEditor : public QWidget {
    Q_OBJECT
public:
    explicit UserRegionsEditor(ProjectDocument* document, QWidget* parent = nullptr);

    // -1 edits nothing.
    void setRow(int row);
    // Re-reads the regions of the scenario from the document.
    void refresh();

    QTableWidget* table() const { return m_table; }
    QPushButton* addButton() const { return m_add; }
    QPushButton* removeButton() const { return m_remove; }

    enum Column { Name, Coordinates, Distance, Share, ColumnCount };

signals:
    void editRejected(const QString& reason);

private:
    std::vector<UserRegion> regions() const;
    // Applies `regions` (empty: back to one place, the users' own path) as one undo step.
    bool apply(const std::vector<UserRegion>& regions, const QString& label);
    void onCellChanged(int row, int column);
    void addRegion();
    void removeRegion();

    ProjectDocument* m_document;
    QLabel* m_hint;
    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_reason;
    int m_row = -1;
    bool m_filling = false;
};

} // namespace ap
