#include "catalog/catalog_panel.h"

#include "catalog/catalog_filter_model.h"
#include "catalog/catalog_model.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <set>

namespace ap {

CatalogPanel::CatalogPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new CatalogModel(this))
    , m_filter(new CatalogFilterModel(this))
    , m_kind(new QComboBox(this))
    , m_vendor(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_view(new QTableView(this))
{
    m_kind->setObjectName(QStringLiteral("kindFilter"));
    m_vendor->setObjectName(QStringLiteral("vendorFilter"));
    m_search->setObjectName(QStringLiteral("searchEdit"));
    m_view->setObjectName(QStringLiteral("catalogView"));

    m_kind->addItem(tr("All kinds"));
    for (DeviceKind k :
         {DeviceKind::Cpu, DeviceKind::Gpu, DeviceKind::Tpu, DeviceKind::Accelerator})
        m_kind->addItem(CatalogModel::kindDisplayName(k), QString::fromUtf8(deviceKindName(k)));
    m_kind->setToolTip(tr("Show one kind of device"));
    m_vendor->setToolTip(tr("Show one vendor's devices"));
    m_vendor->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_search->setPlaceholderText(tr("Search name or id"));
    m_search->setClearButtonEnabled(true);

    m_filter->setSourceModel(m_model);
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(CatalogModel::Name, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->setToolTip(QString());

    auto* kindLabel = new QLabel(tr("&Kind:"), this);
    kindLabel->setBuddy(m_kind);
    auto* vendorLabel = new QLabel(tr("&Vendor:"), this);
    vendorLabel->setBuddy(m_vendor);
    auto* hint = new QLabel(tr("Select devices to compare them on the roofline "
                               "(Ctrl+click adds one)."),
                            this);
    QPalette hintPalette = hint->palette();
    hintPalette.setColor(QPalette::WindowText,
                         hintPalette.color(QPalette::Disabled, QPalette::WindowText));
    hint->setPalette(hintPalette);

    auto* filters = new QHBoxLayout;
    filters->addWidget(kindLabel);
    filters->addWidget(m_kind);
    filters->addSpacing(8);
    filters->addWidget(vendorLabel);
    filters->addWidget(m_vendor);
    filters->addSpacing(8);
    filters->addWidget(m_search, 1);
    m_duplicate = new QPushButton(tr("&Duplicate Device…"), this);
    m_duplicate->setObjectName(QStringLiteral("duplicateDeviceButton"));
    m_duplicate->setToolTip(tr("Copy the selected device into your own catalog and edit it"));
    m_duplicate->setEnabled(false);
    filters->addWidget(m_duplicate);
    m_price = new QPushButton(tr("Set &Price…"), this);
    m_price->setObjectName(QStringLiteral("setPriceButton"));
    m_price->setToolTip(tr("A cloud or purchase price for the selected device, as a price "
                           "override of a scenario of the open project"));
    m_price->setEnabled(false);
    filters->addWidget(m_price);
    m_calibrate = new QPushButton(tr("Cali&brate from Measurements…"), this);
    m_calibrate->setObjectName(QStringLiteral("calibrateButton"));
    m_calibrate->setToolTip(tr("Fit the performance model to your own benchmark results "
                               "(vLLM, SGLang, trtllm-bench, MLPerf, nccl-tests, CSV)"));
    filters->addWidget(m_calibrate);
    connect(m_calibrate, &QPushButton::clicked, this, [this] {
        emit calibrateRequested(m_selectedIds.isEmpty() ? QString() : m_selectedIds.constFirst());
    });
    connect(m_price, &QPushButton::clicked, this, [this] {
        if (!m_selectedIds.isEmpty())
            emit priceRequested(m_selectedIds.constFirst());
    });
    connect(m_duplicate, &QPushButton::clicked, this, [this] {
        if (!m_selectedIds.isEmpty())
            emit duplicateRequested(m_selectedIds.constFirst());
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(hint);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const QString name = m_kind->currentData().toString();
        m_filter->setKindFilter(name.isEmpty() ? std::nullopt
                                               : parseDeviceKind(name.toStdString()));
    });
    connect(m_vendor, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setVendorFilter(m_vendor->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, m_filter, &CatalogFilterModel::setTextFilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CatalogPanel::onSelectionChanged);
    // A reset (new catalog) clears the selection without selectionChanged.
    connect(m_filter, &QAbstractItemModel::modelReset, this, &CatalogPanel::onSelectionChanged);
}

void CatalogPanel::setCatalog(Catalog catalog)
{
    m_model->setCatalog(std::move(catalog));
    fillVendors();
    m_view->resizeColumnsToContents();
}

const Catalog& CatalogPanel::catalog() const
{
    return m_model->catalog();
}

void CatalogPanel::fillVendors()
{
    const QString current = m_vendor->currentData().toString();
    std::set<QString> vendors;
    for (const Device& d : m_model->catalog().devices())
        vendors.insert(QString::fromStdString(d.vendor));
    const QSignalBlocker blocker(m_vendor);
    m_vendor->clear();
    m_vendor->addItem(tr("All vendors"), QString());
    for (const QString& v : vendors)
        m_vendor->addItem(v, v);
    const int index = m_vendor->findData(current);
    m_vendor->setCurrentIndex(index < 0 ? 0 : index);
    m_filter->setVendorFilter(m_vendor->currentData().toString());
}

void CatalogPanel::selectDevices(const QStringList& ids)
{
    QItemSelection selection;
    for (const QString& id : ids) {
        const int row = m_model->rowOf(id);
        if (row < 0)
            continue;
        const QModelIndex proxy = m_filter->mapFromSource(m_model->index(row, 0));
        if (proxy.isValid())
            selection.select(proxy, proxy);
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect |
                                                    QItemSelectionModel::Rows);
}

void CatalogPanel::resetFilters()
{
    m_kind->setCurrentIndex(0);
    m_vendor->setCurrentIndex(0);
    m_search->clear();
}

void CatalogPanel::onSelectionChanged()
{
    QStringList now;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows())
        now << index.data(CatalogModel::DeviceIdRole).toString();
    // Keep the earlier order and append new devices, so colours stay put.
    QStringList ordered;
    for (const QString& id : std::as_const(m_selectedIds))
        if (now.contains(id))
            ordered << id;
    for (const QString& id : std::as_const(now))
        if (!ordered.contains(id))
            ordered << id;
    m_duplicate->setEnabled(!ordered.isEmpty());
    m_price->setEnabled(!ordered.isEmpty());
    if (ordered == m_selectedIds)
        return;
    m_selectedIds = ordered;
    emit selectionChanged(m_selectedIds);
}

} // namespace ap
