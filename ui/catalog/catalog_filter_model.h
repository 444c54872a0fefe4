#pragma once

#include "hardware/device.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace ap {

// Filters a CatalogModel by device kind, vendor and free text (over name and id), and sorts
// numerically on CatalogModel::SortRole. Missing values ("—") sort last in either order: a
// device without an FP8 peak is not "the slowest FP8 device".
class CatalogFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit CatalogFilterModel(QObject* parent = nullptr);

    // nullopt: all kinds.
    void setKindFilter(std::optional<DeviceKind> kind);
    std::optional<DeviceKind> kindFilter() const { return m_kind; }
    // Empty: all vendors. Compared case-insensitively with the vendor column.
    void setVendorFilter(const QString& vendor);
    QString vendorFilter() const { return m_vendor; }
    // Case-insensitive substring of the name or the id; whitespace-separated words must all
    // match ("h100 sxm").
    void setTextFilter(const QString& text);
    QString textFilter() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    std::optional<DeviceKind> m_kind;
    QString m_vendor;
    QString m_text;
    QStringList m_words;
};

} // namespace ap
