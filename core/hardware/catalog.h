#pragma once

#include "common/owned_json.h"
#include "hardware/device.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

inline constexpr int kCatalogFormatVersion = 1;

// The device catalog: the built-in entries from data/hardware/*.json, with any user catalogs
// merged over them. A user entry whose id exists patches the built-in entry field by field
// (RFC 7386 merge patch), so a user can correct one number without copying a whole device;
// a new id adds a device. Every entry is validated after merging.
class Catalog {
public:
    Catalog() = default;

    static Catalog builtIn();

    // Merges a catalog document. `origin` names it in messages. Throws InputError naming the
    // file, the device and the field; on error the catalog is left exactly as it was.
    void merge(std::string_view jsonText, const std::string& origin);
    // Reads and merges a file. A missing file is not an error when `optional` is true.
    void mergeFile(const std::filesystem::path& path, bool optional = false);

    const std::vector<Device>& devices() const { return m_devices; }
    const Device* find(std::string_view id) const;
    // Like find, but throws InputError("unknown device id ...", suggesting close ids).
    const Device& at(std::string_view id, const std::string& field = "device") const;

    // The merged JSON entry behind a device (for export and for the editor).
    const nlohmann::json& rawEntry(std::string_view id) const;

private:
    std::vector<Device> m_devices;
    std::vector<OwnedJson> m_raw;
};

// Parses one device entry (already merged); `path` prefixes field names in errors.
Device parseDevice(const nlohmann::json& entry, const std::string& path);

// $ACCELPLAN_CATALOG if set, else $XDG_DATA_HOME/accelplan/catalog.json
// (~/.local/share/accelplan/catalog.json). The GUI and the CLI both read it.
std::filesystem::path defaultUserCatalogPath();

} // namespace ap
