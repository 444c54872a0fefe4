#include "catalog/price_editor_dialog.h"

#include "catalog/price_override.h"
#include "catalog/refusal_label.h"
#include "document/project_document.h"
#include "economics/price_book.h"
#include "format/shown_name.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ap {

PriceEditorDialog::PriceEditorDialog(ProjectDocument* document, const QString& deviceId,
                                     QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_deviceId(deviceId)
    , m_scenario(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_provider(new QComboBox(this))
    , m_commitment(new QComboBox(this))
    , m_amount(new QDoubleSpinBox(this))
    , m_devicesPerServer(new QSpinBox(this))
    , m_date(new QLineEdit(QDate::currentDate().toString(QStringLiteral("yyyy-MM")), this))
    , m_source(new QLineEdit(this))
    , m_confidence(new QComboBox(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("priceEditor"));
    setWindowTitle(tr("Price for %1").arg(deviceId));
    m_scenario->setObjectName(QStringLiteral("priceScenario"));
    m_kind->setObjectName(QStringLiteral("priceKind"));
    m_provider->setObjectName(QStringLiteral("priceProvider"));
    m_commitment->setObjectName(QStringLiteral("priceCommitment"));
    m_amount->setObjectName(QStringLiteral("priceAmount"));
    m_devicesPerServer->setObjectName(QStringLiteral("priceDevicesPerServer"));
    m_date->setObjectName(QStringLiteral("priceDate"));
    m_source->setObjectName(QStringLiteral("priceSource"));
    m_confidence->setObjectName(QStringLiteral("priceConfidence"));
    m_error->setObjectName(QStringLiteral("priceError"));

    for (int i = 0; i < document->scenarioCount(); ++i)
        m_scenario->addItem(shownName(document->scenario(i).name), i);
    m_kind->addItem(tr("Cloud price per device-hour"), QStringLiteral("cloud"));
    m_kind->addItem(tr("Purchase price per server"), QStringLiteral("purchase"));
    for (const auto& [id, p] : document->data().prices().providers())
        m_provider->addItem(QString::fromStdString(id), QString::fromStdString(id));
    for (const char* c : {"on_demand", "commit_1y", "commit_3y", "spot"})
        m_commitment->addItem(QString::fromLatin1(c), QString::fromLatin1(c));
    m_amount->setRange(0.0001, 1e9);
    m_amount->setDecimals(4);
    m_amount->setPrefix(QStringLiteral("$"));
    m_amount->setGroupSeparatorShown(true);
    m_devicesPerServer->setRange(1, 1024);
    m_devicesPerServer->setValue(8);
    m_source->setPlaceholderText(tr("quote, price page with date, contract…"));
    for (const char* c : {"high", "medium", "low"})
        m_confidence->addItem(QString::fromLatin1(c), QString::fromLatin1(c));
    styleRefusalLabel(m_error);

    auto* form = new QFormLayout;
    form->addRow(tr("&Scenario:"), m_scenario);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Provider:"), m_provider);
    form->addRow(tr("&Commitment:"), m_commitment);
    form->addRow(tr("&Amount (USD):"), m_amount);
    form->addRow(tr("&Devices per server:"), m_devicesPerServer);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("S&ource:"), m_source);
    form->addRow(tr("Con&fidence:"), m_confidence);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Saved in the scenario's placement.prices (undoable); the "
                                    "recommendation searches from it."),
                                 this));
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &PriceEditorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PriceEditorDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &PriceEditorDialog::updateKind);
    updateKind();
}

void PriceEditorDialog::updateKind()
{
    const bool cloud = m_kind->currentData().toString() == QStringLiteral("cloud");
    m_provider->setEnabled(cloud);
    m_commitment->setEnabled(cloud);
    m_devicesPerServer->setEnabled(!cloud);
    m_amount->setSuffix(cloud ? tr(" per device-hour") : tr(" per server"));
}

PriceOverride PriceEditorDialog::pricesPatch() const
{
    const std::string device = m_deviceId.toStdString();
    PriceProvenanceOverride provenance;
    provenance.date = m_date->text().trimmed().toStdString();
    provenance.source = m_source->text().trimmed().toStdString();
    provenance.confidence = m_confidence->currentData().toString().toStdString();
    PriceOverride patch;
    if (m_kind->currentData().toString() == QStringLiteral("cloud")) {
        HourPriceOverride price;
        price.usdPerDeviceHour = m_amount->value();
        price.provenance = provenance;
        DevicePriceOverride& entry =
            patch.providers[m_provider->currentData().toString().toStdString()].devices[device];
        const QString term = m_commitment->currentData().toString();
        if (term == QStringLiteral("spot")) {
            // Spot capacity also needs its interruption rate: the book's stays.
            SpotPriceOverride spot;
            spot.usdPerDeviceHour = price.usdPerDeviceHour;
            spot.provenance = provenance;
            entry.spot = spot;
        } else if (term == QStringLiteral("commit_1y")) {
            entry.commit1y = price;
        } else if (term == QStringLiteral("commit_3y")) {
            entry.commit3y = price;
        } else {
            entry.onDemand = price;
        }
        return patch;
    }
    ServerPriceOverride server;
    server.usdPerServer = m_amount->value();
    server.devicesPerServer = m_devicesPerServer->value();
    server.provenance = provenance;
    patch.onPrem.emplace().servers[device] = server;
    return patch;
}

void PriceEditorDialog::accept()
{
    QString error;
    if (m_source->text().trimmed().isEmpty())
        error = tr("Say where the price comes from (a quote, a price page and its date).");
    else if (m_scenario->currentIndex() < 0)
        error = tr("The project has no scenario to hold the price.");
    else
        error = setPriceOverride(*m_document, m_scenario->currentData().toInt(), pricesPatch());
    if (showRefusal(m_error, error))
        return;
    QDialog::accept();
}

} // namespace ap
