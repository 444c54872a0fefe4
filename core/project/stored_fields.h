#pragma once

#include <optional>
#include <string_view>

// The model's access to the workload fields without a typed member (FieldSpec::stored in
// project/field_schema.h, held in the workload's FieldValues). No JSON here: the model
// includes this, not the schema's reader. A pointer that is not a stored field of the schema
// is a programming error (std::logic_error), which the first evaluation that reads it shows.

namespace ap {

struct TrainingWorkload;
struct InferenceWorkload;

// The value the project states, else the schema's stated default (a field without one is a
// std::logic_error here: read it with statedFieldValue). A bool is 0 or 1.
double fieldValue(const TrainingWorkload& w, std::string_view pointer);
double fieldValue(const InferenceWorkload& w, std::string_view pointer);
// The value the project states; nullopt where it states none (a field whose default is
// "none": the effect is off).
std::optional<double> statedFieldValue(const TrainingWorkload& w, std::string_view pointer);
std::optional<double> statedFieldValue(const InferenceWorkload& w, std::string_view pointer);
// A choice field's value (the schema's spelling), else its default choice.
std::string_view fieldChoice(const TrainingWorkload& w, std::string_view pointer);
std::string_view fieldChoice(const InferenceWorkload& w, std::string_view pointer);

} // namespace ap
