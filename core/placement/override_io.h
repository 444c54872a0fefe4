#pragma once

// What the readers of a project's site and price overrides share.

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace ap {

// The keys an override entry writes as null: the shipped value goes (RFC 7386).
inline std::set<std::string> nullKeys(const nlohmann::json& entry)
{
    std::set<std::string> keys;
    for (auto it = entry.begin(); it != entry.end(); ++it)
        if (it->is_null())
            keys.insert(it.key());
    return keys;
}

} // namespace ap
