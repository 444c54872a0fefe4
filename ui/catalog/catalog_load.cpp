#include "catalog/catalog_load.h"

#include "catalog/user_catalog.h"
#include "format/message_text.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <exception>

namespace ap {

CatalogLoad loadCatalog(const QString& userCatalogPath)
{
    CatalogLoad load;
    load.userCatalogPath = userCatalogPath;
    try {
        load.catalog = Catalog::builtIn();
    } catch (const std::exception& e) {
        // Only a broken build gets here (the data is compiled in), but the window still opens
        // and says why it is empty.
        load.error = QCoreApplication::translate("ap::CatalogLoad",
                                                 "The built-in catalog could not be read: %1")
                         .arg(errorText(e));
        return load;
    }
    if (userCatalogPath.isEmpty() || !QFileInfo::exists(userCatalogPath))
        return load;
    try {
        // merge() leaves the catalog unchanged when it throws: the built-in devices remain.
        load.catalog.mergeFile(userCatalogPath.toStdString(), false);
        load.userCatalogMerged = true;
        load.userDeviceIds = userCatalogDeviceIds(userCatalogPath);
    } catch (const std::exception& e) {
        load.error = QCoreApplication::translate(
                         "ap::CatalogLoad",
                         "Your catalog was not loaded, the built-in catalog is used instead.\n%1")
                         .arg(errorText(e));
    }
    return load;
}

CatalogLoad loadCatalog()
{
    return loadCatalog(QString::fromStdString(defaultUserCatalogPath().string()));
}

} // namespace ap
