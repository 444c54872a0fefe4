#include "catalog/device_editor_dialog.h"

#include "catalog/user_catalog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace ap {

DeviceEditorDialog::DeviceEditorDialog(const nlohmann::json& entry, QString userCatalogPath,
                                       QWidget* parent)
    : QDialog(parent)
    , m_path(std::move(userCatalogPath))
    , m_editor(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("deviceEditor"));
    setWindowTitle(tr("Edit Device"));
    m_editor->setObjectName(QStringLiteral("deviceJson"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setPlainText(QString::fromStdString(entry.dump(2)));
    m_error->setObjectName(QStringLiteral("deviceError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #C01C28;"));
    m_error->hide();
    auto* intro = new QLabel(
        tr("Fields as in data/hardware/*.json; give every figure you change its source. Saved "
           "to %1, merged over the built-in catalog (an existing id is corrected).")
            .arg(QDir::toNativeSeparators(m_path)),
        this);
    intro->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &DeviceEditorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &DeviceEditorDialog::reject);
    resize(640, 600);
}

void DeviceEditorDialog::accept()
{
    const nlohmann::json entry =
        nlohmann::json::parse(m_editor->toPlainText().toStdString(), nullptr, false);
    QString error;
    if (entry.is_discarded())
        error = tr("The text is not valid JSON.");
    else
        saveUserDevice(m_path, entry, &error);
    if (!error.isEmpty()) {
        m_error->setText(error);
        m_error->show();
        return;
    }
    m_savedId = QString::fromStdString(entry["id"].get<std::string>());
    QDialog::accept();
}

} // namespace ap
