#include "catalog/user_catalog.h"

#include "document/save_file.h"
#include "format/message_text.h"
#include "hardware/catalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace ap {

using nlohmann::json;

namespace {

// The file as JSON, or a new empty catalog document when there is none yet.
bool readDocument(const QString& path, json& doc, QString* error)
{
    doc = {{"format", "accelplan-catalog"}, {"version", 1}, {"devices", json::array()}};
    QFile file(path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("ap::UserCatalog", "Cannot read %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    doc = json::parse(file.readAll().toStdString(), nullptr, false);
    if (!doc.is_object() || !doc.contains("devices") || !doc["devices"].is_array()) {
        *error = QCoreApplication::translate("ap::UserCatalog",
                                             "%1 is not a catalog file (no \"devices\" list)")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    return true;
}

} // namespace

QStringList userCatalogDeviceIds(const QString& path)
{
    QStringList ids;
    json doc;
    QString error;
    if (path.isEmpty() || !readDocument(path, doc, &error))
        return ids;
    for (const json& d : doc["devices"])
        if (d.is_object() && d.contains("id") && d["id"].is_string())
            ids << QString::fromStdString(d["id"].get<std::string>());
    return ids;
}

bool saveUserDevice(const QString& path, const json& entry, QString* error)
{
    if (!entry.is_object() || !entry.contains("id") || !entry["id"].is_string() ||
        entry["id"].get<std::string>().empty()) {
        *error =
            QCoreApplication::translate("ap::UserCatalog", "devices[].id: a device needs an id");
        return false;
    }
    json doc;
    if (!readDocument(path, doc, error))
        return false;
    json& devices = doc["devices"];
    bool replaced = false;
    for (json& d : devices)
        if (d.is_object() && d.value("id", std::string()) == entry["id"].get<std::string>()) {
            d = entry;
            replaced = true;
        }
    if (!replaced)
        devices.push_back(entry);
    const std::string text = doc.dump(2) + "\n";
    try {
        // As it will be read: merged over the built-in catalog.
        Catalog check = Catalog::builtIn();
        check.merge(text, QDir::toNativeSeparators(path).toStdString());
    } catch (const std::exception& e) {
        *error = errorText(e);
        return false;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    return saveFileAtomically(path, QByteArray::fromStdString(text), error);
}

} // namespace ap
