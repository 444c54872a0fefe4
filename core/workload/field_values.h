#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ap {

// The values of the schema fields of a workload that have no typed member (FieldSpec::stored
// in project/field_schema.h), keyed by the field's JSON pointer within the scenario
// ("/workload/kv_cache_free_memory_fraction") and kept sorted by it. A number or an integer
// is held as its value, a choice as its index in the field's choices for the workload, a bool
// as 0 or 1. The project reader holds a value only where the file states one that differs
// from the field's stated default, so two workloads with the same effective values compare
// equal; the model reads a value through fieldValue() (project/stored_fields.h), which gives
// the schema's default for a field the store lacks. No JSON and no schema here: this header
// is included wherever a workload is.
class FieldValues {
public:
    std::optional<double> get(std::string_view pointer) const;
    void set(std::string_view pointer, double value);
    void erase(std::string_view pointer);
    bool empty() const { return m_entries.empty(); }
    // Pointer and value, sorted by pointer.
    const std::vector<std::pair<std::string, double>>& entries() const { return m_entries; }
    bool operator==(const FieldValues&) const = default;

private:
    std::vector<std::pair<std::string, double>> m_entries;
};

} // namespace ap
