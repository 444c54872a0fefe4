#pragma once

#include <QDialog>

#include "placement/price_override.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ap {

class ProjectDocument;

// A price for one device: a cloud price per device-hour (provider and commitment) or a
// purchase price per server, with its date, source and confidence, saved as an undoable
// override in a scenario's placement.prices (docs/placement-and-costs.md). Save is refused
// without a source, or when the price book does not accept the entry (the field is named).
class PriceEditorDialog : public QDialog {
    Q_OBJECT
public:
    PriceEditorDialog(ProjectDocument* document, const QString& deviceId,
                      QWidget* parent = nullptr);

    // The override the fields describe (the placement.prices patch).
    PriceOverride pricesPatch() const;
    void accept() override;

private:
    void updateKind();

    ProjectDocument* m_document;
    QString m_deviceId;
    QComboBox* m_scenario;
    QComboBox* m_kind;
    QComboBox* m_provider;
    QComboBox* m_commitment;
    QDoubleSpinBox* m_amount;
    QSpinBox* m_devicesPerServer;
    QLineEdit* m_date;
    QLineEdit* m_source;
    QComboBox* m_confidence;
    QLabel* m_error;
};

} // namespace ap
