#include "catalog/catalog_model.h"

#include "format/number_format.h"

namespace ap {

namespace {

const QString kMissing = QStringLiteral("—");

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

std::optional<double> peakTflops(const Device& d, Precision p)
{
    if (const auto peak = d.peak(p))
        return *peak / 1e12;
    return std::nullopt;
}

QVariant optionalValue(const std::optional<double>& v)
{
    return v ? QVariant(*v) : QVariant();
}

// Joins the non-empty parts of a tooltip, one per line.
QString lines(const QStringList& parts)
{
    QStringList kept;
    for (const QString& p : parts)
        if (!p.trimmed().isEmpty())
            kept << p;
    return kept.join(QLatin1Char('\n'));
}

// Numbers right-aligned so digits line up. An int, the form every view and the model tester
// read.
int alignment(int column)
{
    const Qt::Alignment a = column >= CatalogModel::Year ? Qt::AlignRight | Qt::AlignVCenter
                                                         : Qt::AlignLeft | Qt::AlignVCenter;
    return int(a);
}

} // namespace

CatalogModel::CatalogModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void CatalogModel::setCatalog(Catalog catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    endResetModel();
}

const Device* CatalogModel::deviceAt(int row) const
{
    const auto& devices = m_catalog.devices();
    if (row < 0 || row >= int(devices.size()))
        return nullptr;
    return &devices[size_t(row)];
}

int CatalogModel::rowOf(const QString& deviceId) const
{
    const std::string id = deviceId.toStdString();
    const auto& devices = m_catalog.devices();
    for (size_t i = 0; i < devices.size(); ++i)
        if (devices[i].id == id)
            return int(i);
    return -1;
}

int CatalogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_catalog.devices().size());
}

int CatalogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CatalogModel::kindDisplayName(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::Cpu:
        return tr("CPU");
    case DeviceKind::Gpu:
        return tr("GPU");
    case DeviceKind::Tpu:
        return tr("TPU");
    case DeviceKind::Accelerator:
        return tr("Accelerator");
    }
    return {};
}

QVariant CatalogModel::sortValue(const Device& d, int column) const
{
    switch (column) {
    case Name:
        return qs(d.name);
    case Id:
        return qs(d.id);
    case Kind:
        return kindDisplayName(d.kind);
    case Vendor:
        return qs(d.vendor);
    case Year:
        return d.year;
    case PeakBf16:
        return optionalValue(peakTflops(d, Precision::BF16));
    case PeakFp8:
        return optionalValue(peakTflops(d, Precision::FP8));
    case PeakFp32:
        return optionalValue(peakTflops(d, Precision::FP32));
    case MemoryCapacity:
        return d.memoryCapacityBytes / 1e9;
    case MemoryBandwidth:
        return d.memoryBandwidthBytesPerSec / 1e12;
    case ScaleUp:
        return d.scaleUp ? QVariant(d.scaleUp->bandwidthBytesPerSec / 1e9) : QVariant();
    case ScaleOut:
        return d.scaleOut ? QVariant(d.scaleOut->bandwidthBytesPerSec / 1e9) : QVariant();
    case Tdp:
        return optionalValue(d.tdpWatts);
    case Price:
        return d.price ? QVariant(d.price->usd) : QVariant();
    }
    return {};
}

QString CatalogModel::displayText(const Device& d, int column) const
{
    const QVariant v = sortValue(d, column);
    switch (column) {
    case Name:
    case Id:
    case Kind:
    case Vendor:
        return v.toString();
    case Year:
        return QString::number(d.year);
    case ScaleUp:
        if (!d.scaleUp)
            return kMissing;
        //: Scale-up bandwidth per device and the number of devices in the domain
        return tr("%1 (×%2)")
            .arg(formatNumber(v.toDouble()))
            .arg(QLocale().toString(d.scaleUp->domainSize));
    case Price:
        return d.price ? QLocale().toString(qlonglong(d.price->usd)) : kMissing;
    default:
        return v.isValid() ? formatNumber(v.toDouble()) : kMissing;
    }
}

QString CatalogModel::toolTip(const Device& d, int column) const
{
    switch (column) {
    case Name:
    case Id:
        return lines({tr("From: %1").arg(qs(d.origin)), qs(d.notes)});
    case PeakBf16:
    case PeakFp8:
    case PeakFp32:
        return lines({tr("Dense peak, no sparsity"), tr("Source: %1").arg(qs(d.peakSource)),
                      qs(d.peakDerivation)});
    case MemoryCapacity:
    case MemoryBandwidth:
        return lines({qs(d.memoryType), tr("Source: %1").arg(qs(d.memorySource))});
    case ScaleUp:
        if (!d.scaleUp)
            return tr("No scale-up link");
        return lines({tr("%1, %2, %n device(s) per domain", nullptr, d.scaleUp->domainSize)
                          .arg(qs(d.scaleUp->name), qs(d.scaleUp->topology)),
                      tr("Per device, one direction"),
                      d.scaleUp->links ? tr("%n point-to-point link(s): a smaller group uses only "
                                            "the links to its members",
                                            nullptr, *d.scaleUp->links)
                                       : QString(),
                      d.scaleUp->torusAxisChips
                          ? tr("%n chip(s) per torus axis: a group uses the links of the axes "
                               "it spans",
                               nullptr, *d.scaleUp->torusAxisChips)
                          : QString(),
                      tr("Source: %1").arg(qs(d.scaleUp->source))});
    case ScaleOut:
        if (!d.scaleOut)
            return tr("No scale-out link");
        return lines({qs(d.scaleOut->name), tr("Per device, one direction"),
                      tr("Source: %1").arg(qs(d.scaleOut->source))});
    case Tdp:
        if (!d.tdpWatts)
            return tr("Not published");
        return tr("Source: %1").arg(qs(d.powerSource));
    case Price:
        if (!d.price)
            return tr("No public price");
        return lines(
            {tr("As of %1").arg(qs(d.price->date)), tr("Source: %1").arg(qs(d.price->source))});
    default:
        return {};
    }
}

void CatalogModel::setUserDevices(const QStringList& ids, const QString& path)
{
    m_userIds = ids;
    m_userPath = path;
    if (rowCount() > 0)
        emit dataChanged(index(0, Name), index(rowCount() - 1, Name));
}

QVariant CatalogModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Device& d = m_catalog.devices()[size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (column == Name && m_userIds.contains(qs(d.id)))
            return tr("%1 (user)").arg(displayText(d, column));
        return displayText(d, column);
    case Qt::ToolTipRole: {
        if (column == Name && m_userIds.contains(qs(d.id)))
            return tr("Your entry, from %1").arg(m_userPath);
        const QString tip = toolTip(d, column);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::TextAlignmentRole:
        return alignment(column);
    case SortRole:
        return sortValue(d, column);
    case DeviceIdRole:
        return qs(d.id);
    case DeviceKindRole:
        return QString::fromUtf8(deviceKindName(d.kind));
    default:
        return {};
    }
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return tr("Name");
        case Id:
            return tr("Id");
        case Kind:
            return tr("Kind");
        case Vendor:
            return tr("Vendor");
        case Year:
            return tr("Year");
        case PeakBf16:
            return tr("BF16\nTFLOP/s");
        case PeakFp8:
            return tr("FP8\nTFLOP/s");
        case PeakFp32:
            return tr("FP32\nTFLOP/s");
        case MemoryCapacity:
            return tr("Memory\nGB");
        case MemoryBandwidth:
            return tr("Memory\nTB/s");
        case ScaleUp:
            return tr("Scale-up\nGB/s (domain)");
        case ScaleOut:
            return tr("Scale-out\nGB/s");
        case Tdp:
            return tr("TDP\nW");
        case Price:
            return tr("Price\nUSD");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case PeakBf16:
        case PeakFp8:
        case PeakFp32:
            return tr("Dense peak throughput in TFLOP/s (10^12 FLOP/s), without sparsity");
        case MemoryCapacity:
            return tr("Device memory capacity in GB (10^9 bytes)");
        case MemoryBandwidth:
            return tr("Device memory bandwidth in TB/s (10^12 bytes/s)");
        case ScaleUp:
            return tr("Scale-up (NVLink, ICI, Infinity Fabric...) bandwidth per device and "
                      "direction in GB/s, and the number of devices in one scale-up domain");
        case ScaleOut:
            return tr("Scale-out network bandwidth per device and direction in GB/s");
        case Tdp:
            return tr("Thermal design power in watts");
        case Price:
            return tr("Indicative purchase price per device in US dollars");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return alignment(section);
    return {};
}

} // namespace ap
