#pragma once

#include "hardware/catalog.h"

#include <QString>
#include <QStringList>

namespace ap {

// The catalog the GUI starts with and how it got it: the built-in devices with the user's
// catalog merged over them. A broken user catalog never stops the application: the built-in
// catalog is kept and `error` says what is wrong, for the window to show.
struct CatalogLoad {
    Catalog catalog;
    QString userCatalogPath; // where the user catalog is looked for (may not exist)
    bool userCatalogMerged = false;
    QStringList userDeviceIds; // the ids the user catalog defines (new devices or corrections)
    QString error;             // empty when everything loaded
};

// Loads the built-in catalog and merges `userCatalogPath` over it when that file exists.
CatalogLoad loadCatalog(const QString& userCatalogPath);
// Same, with the user catalog at ap::defaultUserCatalogPath().
CatalogLoad loadCatalog();

} // namespace ap
