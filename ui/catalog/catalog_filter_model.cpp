#include "catalog/catalog_filter_model.h"

#include "catalog/catalog_model.h"

namespace ap {

CatalogFilterModel::CatalogFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void CatalogFilterModel::setKindFilter(std::optional<DeviceKind> kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    invalidateFilter();
}

void CatalogFilterModel::setVendorFilter(const QString& vendor)
{
    if (vendor == m_vendor)
        return;
    m_vendor = vendor;
    invalidateFilter();
}

void CatalogFilterModel::setTextFilter(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

bool CatalogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* source = sourceModel();
    const auto cell = [&](int column, int role) {
        return source->data(source->index(sourceRow, column, sourceParent), role).toString();
    };
    if (m_kind) {
        const QString kind = cell(CatalogModel::Kind, CatalogModel::DeviceKindRole);
        if (kind != QString::fromUtf8(deviceKindName(*m_kind)))
            return false;
    }
    if (!m_vendor.isEmpty() &&
        cell(CatalogModel::Vendor, Qt::DisplayRole).compare(m_vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (!m_words.isEmpty()) {
        const QString haystack = cell(CatalogModel::Name, Qt::DisplayRole) + QLatin1Char(' ') +
                                 cell(CatalogModel::Id, Qt::DisplayRole);
        for (const QString& word : m_words)
            if (!haystack.contains(word, Qt::CaseInsensitive))
                return false;
    }
    return true;
}

bool CatalogFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    // Missing values go last whatever the order: the view reverses lessThan for descending.
    const bool descending = sortOrder() == Qt::DescendingOrder;
    if (!l.isValid() || !r.isValid()) {
        if (l.isValid() == r.isValid())
            return left.row() < right.row();
        return descending ? !l.isValid() : !r.isValid();
    }
    if (l.typeId() == QMetaType::QString || r.typeId() == QMetaType::QString)
        return QString::localeAwareCompare(l.toString().toCaseFolded(),
                                           r.toString().toCaseFolded()) < 0;
    return l.toDouble() < r.toDouble();
}

} // namespace ap
