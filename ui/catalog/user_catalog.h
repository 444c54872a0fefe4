#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json_fwd.hpp>

namespace ap {

// The user's catalog file (README "Your own devices"): the ids it defines, and adding or
// replacing one device entry in it. The whole file is checked against the built-in catalog
// before it is written (a bad entry names its field and writes nothing), and the write is
// atomic (saveFileAtomically): a failure leaves the old file as it was.
QStringList userCatalogDeviceIds(const QString& path);
bool saveUserDevice(const QString& path, const nlohmann::json& entry, QString* error);

} // namespace ap
