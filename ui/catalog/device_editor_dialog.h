#pragma once

#include <QDialog>

#include <nlohmann/json_fwd.hpp>

class QLabel;
class QPlainTextEdit;

namespace ap {

// Edits one device entry of the catalog format (data/hardware/*.json, schema
// data/schema/catalog.schema.json) as JSON, every figure with its `source`, and saves it to
// the user catalog. OK is refused while the entry does not read as a catalog device; the
// reason (naming the field) is shown under the text.
class DeviceEditorDialog : public QDialog {
    Q_OBJECT
public:
    DeviceEditorDialog(const nlohmann::json& entry, QString userCatalogPath,
                       QWidget* parent = nullptr);

    QPlainTextEdit* editor() const { return m_editor; }
    QLabel* errorLabel() const { return m_error; }
    // The saved entry's id (after accept()).
    QString savedId() const { return m_savedId; }

    void accept() override;

private:
    QString m_path;
    QPlainTextEdit* m_editor;
    QLabel* m_error;
    QString m_savedId;
};

} // namespace ap
