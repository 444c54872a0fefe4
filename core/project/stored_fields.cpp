#include "project/stored_fields.h"

#include "project/field_schema.h"
#include "workload/workload.h"

#include <stdexcept>
#include <string>

namespace ap {

namespace {

// The stored entry at `pointer` that `training` workloads take.
const FieldSpec& storedField(std::string_view pointer, bool training)
{
    const FieldSpec& f = scenarioField(pointer);
    if (!f.stored || !f.appliesTo(training))
        throw std::logic_error(std::string(pointer) + " is not a stored field of a " +
                               (training ? "training" : "serving") + " workload");
    return f;
}

double valueOrDefault(const FieldValues& values, std::string_view pointer, bool training)
{
    const FieldSpec& f = storedField(pointer, training);
    if (f.type == FieldType::Choice)
        throw std::logic_error(std::string(pointer) + " is a choice: read it with fieldChoice");
    if (const auto v = values.get(pointer))
        return *v;
    if (!f.hasStatedDefault())
        throw std::logic_error(std::string(pointer) +
                               " has no stated default: read it with statedFieldValue");
    return f.defaultValue;
}

std::optional<double> stated(const FieldValues& values, std::string_view pointer, bool training)
{
    storedField(pointer, training);
    return values.get(pointer);
}

std::string_view choiceOrDefault(const FieldValues& values, std::string_view pointer, bool training)
{
    const FieldSpec& f = storedField(pointer, training);
    if (f.type != FieldType::Choice)
        throw std::logic_error(std::string(pointer) + " is not a choice");
    const auto& choices = f.choicesFor(training);
    if (const auto v = values.get(pointer); v && *v >= 0 && *v < double(choices.size()))
        return choices[size_t(*v)];
    return f.defaultChoice;
}

} // namespace

double fieldValue(const TrainingWorkload& w, std::string_view pointer)
{
    return valueOrDefault(w.fields, pointer, true);
}

double fieldValue(const InferenceWorkload& w, std::string_view pointer)
{
    return valueOrDefault(w.fields, pointer, false);
}

std::optional<double> statedFieldValue(const TrainingWorkload& w, std::string_view pointer)
{
    return stated(w.fields, pointer, true);
}

std::optional<double> statedFieldValue(const InferenceWorkload& w, std::string_view pointer)
{
    return stated(w.fields, pointer, false);
}

std::string_view fieldChoice(const TrainingWorkload& w, std::string_view pointer)
{
    return choiceOrDefault(w.fields, pointer, true);
}

std::string_view fieldChoice(const InferenceWorkload& w, std::string_view pointer)
{
    return choiceOrDefault(w.fields, pointer, false);
}

} // namespace ap
