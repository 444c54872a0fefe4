#include "workload/field_values.h"

#include <algorithm>

namespace ap {

namespace {

auto position(std::vector<std::pair<std::string, double>>& entries, std::string_view pointer)
{
    return std::lower_bound(entries.begin(), entries.end(), pointer,
                            [](const auto& e, std::string_view p) { return e.first < p; });
}

} // namespace

std::optional<double> FieldValues::get(std::string_view pointer) const
{
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), pointer,
                                     [](const auto& e, std::string_view p) { return e.first < p; });
    if (it == m_entries.end() || it->first != pointer)
        return std::nullopt;
    return it->second;
}

void FieldValues::set(std::string_view pointer, double value)
{
    const auto it = position(m_entries, pointer);
    if (it != m_entries.end() && it->first == pointer)
        it->second = value;
    else
        m_entries.insert(it, {std::string(pointer), value});
}

void FieldValues::erase(std::string_view pointer)
{
    const auto it = position(m_entries, pointer);
    if (it != m_entries.end() && it->first == pointer)
        m_entries.erase(it);
}

} // namespace ap
