#include "common/owned_json.h"

#include <nlohmann/json.hpp>

namespace ap {

namespace {
const nlohmann::json& nullJson()
{
    static const nlohmann::json null;
    return null;
}
} // namespace

OwnedJson::OwnedJson() noexcept = default;

OwnedJson::OwnedJson(std::nullptr_t) noexcept {}

OwnedJson::OwnedJson(const nlohmann::json& value)
    : m_value(value.is_null() ? nullptr : std::make_unique<nlohmann::json>(value))
{
}

OwnedJson::OwnedJson(nlohmann::json&& value)
    : m_value(value.is_null() ? nullptr : std::make_unique<nlohmann::json>(std::move(value)))
{
}

OwnedJson::OwnedJson(const OwnedJson& other)
    : m_value(other.m_value ? std::make_unique<nlohmann::json>(*other.m_value) : nullptr)
{
}

OwnedJson::OwnedJson(OwnedJson&& other) noexcept = default;

OwnedJson& OwnedJson::operator=(const OwnedJson& other)
{
    if (this != &other)
        m_value = other.m_value ? std::make_unique<nlohmann::json>(*other.m_value) : nullptr;
    return *this;
}

OwnedJson& OwnedJson::operator=(OwnedJson&& other) noexcept = default;

OwnedJson::~OwnedJson() = default;

const nlohmann::json& OwnedJson::operator*() const
{
    return m_value ? *m_value : nullJson();
}

nlohmann::json& OwnedJson::operator*()
{
    // Written through (o["key"] = ..., o = ...): the value needs its own storage.
    if (!m_value)
        m_value = std::make_unique<nlohmann::json>();
    return *m_value;
}

bool OwnedJson::operator==(const OwnedJson& other) const
{
    return **this == *other;
}

} // namespace ap
