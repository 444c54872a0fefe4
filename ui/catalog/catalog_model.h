#pragma once

#include "hardware/catalog.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace ap {

// The device catalog as a table: one row per device, one column per headline figure. The
// model owns a copy of the catalog (a few dozen devices), so views never dangle when the
// catalog is reloaded. Numbers are formatted for DisplayRole; SortRole gives the raw value in
// display units (absent values are an invalid QVariant, which CatalogFilterModel sorts last).
class CatalogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Id,
        Kind,
        Vendor,
        Year,
        PeakBf16,
        PeakFp8,
        PeakFp32,
        MemoryCapacity,
        MemoryBandwidth,
        ScaleUp,
        ScaleOut,
        Tdp,
        Price,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole,
        DeviceIdRole,
        // Lower-case kind name from the core ("cpu", "gpu", "tpu", "accelerator").
        DeviceKindRole,
    };

    explicit CatalogModel(QObject* parent = nullptr);

    void setCatalog(Catalog catalog);
    // Devices that come from (or are corrected by) the user's catalog file: their name reads
    // "(user)" and the tooltip names the file.
    void setUserDevices(const QStringList& ids, const QString& path);
    bool isUserDevice(const QString& id) const { return m_userIds.contains(id); }
    const Catalog& catalog() const { return m_catalog; }
    const Device* deviceAt(int row) const;
    // Row of a device id, -1 when absent.
    int rowOf(const QString& deviceId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString kindDisplayName(DeviceKind kind);

private:
    QVariant sortValue(const Device& d, int column) const;
    QString displayText(const Device& d, int column) const;
    QString toolTip(const Device& d, int column) const;

    Catalog m_catalog;
    QStringList m_userIds;
    QString m_userPath;
};

} // namespace ap
