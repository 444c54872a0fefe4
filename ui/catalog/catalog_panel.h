#pragma once

#include "hardware/catalog.h"

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QPushButton;
class QTableView;

namespace ap {

class CatalogFilterModel;
class CatalogModel;

// The device table with its filters (kind, vendor, search). Reports the selected devices in
// the order they were selected, so a chart can keep each device's colour as more are added.
class CatalogPanel : public QWidget {
    Q_OBJECT
public:
    explicit CatalogPanel(QWidget* parent = nullptr);

    void setCatalog(Catalog catalog);
    const Catalog& catalog() const;

    QStringList selectedDeviceIds() const { return m_selectedIds; }
    // Selects exactly these devices (those present and not filtered out).
    void selectDevices(const QStringList& ids);
    void resetFilters();
    QPushButton* duplicateButton() const { return m_duplicate; }
    QPushButton* priceButton() const { return m_price; }
    QPushButton* calibrateButton() const { return m_calibrate; }

    QTableView* view() const { return m_view; }
    CatalogModel* model() const { return m_model; }
    CatalogFilterModel* filterModel() const { return m_filter; }

signals:
    void selectionChanged(const QStringList& deviceIds);
    // "Duplicate…": the user wants an editable copy of this device.
    void duplicateRequested(const QString& deviceId);
    // "Set Price…": a price override for this device in the open project.
    void priceRequested(const QString& deviceId);
    // "Calibrate from Measurements…", with the selected device (or none) to start from.
    void calibrateRequested(const QString& deviceId);

private:
    void fillVendors();
    void onSelectionChanged();

    CatalogModel* m_model;
    CatalogFilterModel* m_filter;
    QComboBox* m_kind;
    QComboBox* m_vendor;
    QLineEdit* m_search;
    QTableView* m_view;
    QPushButton* m_duplicate;
    QPushButton* m_price;
    QPushButton* m_calibrate;
    QStringList m_selectedIds;
};

} // namespace ap
