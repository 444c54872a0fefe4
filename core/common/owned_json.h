#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <memory>

namespace ap {

// A JSON value held by a struct whose header must not include the full nlohmann/json header
// (parsing it costs about 1.5 s per translation unit, and structs such as Project and
// PlacementSpec are seen by nearly every one). Behaves as a json value: copies are deep, ==
// compares contents, and a default-constructed one is null. Reach the value with * or ->; it also
// converts to a json reference where one is expected. Null holds no allocation, so copying an unset
// value (the common case on the recommend hot path) costs nothing.
class OwnedJson {
public:
    OwnedJson() noexcept;
    OwnedJson(std::nullptr_t) noexcept;
    OwnedJson(const nlohmann::json& value);
    OwnedJson(nlohmann::json&& value);
    OwnedJson(const OwnedJson& other);
    OwnedJson(OwnedJson&& other) noexcept;
    OwnedJson& operator=(const OwnedJson& other);
    OwnedJson& operator=(OwnedJson&& other) noexcept;
    ~OwnedJson();

    const nlohmann::json& operator*() const;
    nlohmann::json& operator*();
    const nlohmann::json* operator->() const { return &**this; }
    nlohmann::json* operator->() { return &**this; }
    operator const nlohmann::json&() const { return **this; }
    operator nlohmann::json&() { return **this; }

    bool operator==(const OwnedJson& other) const;

private:
    std::unique_ptr<nlohmann::json> m_value; // null pointer: a null json value
};

} // namespace ap
