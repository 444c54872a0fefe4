#pragma once

#include "common/quantity.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// lupdate reads QT_TRANSLATE_NOOP; the core has no Qt, so it expands to the text itself.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace ap {

class JsonReader;
class FieldValues;

// How a field is written in the file.
// List: an array (of strings, or of objects whose keys are the entries under "<list>/*").
enum class FieldType { Number, Integer, Bool, Choice, String, Object, List };

// Which workloads a field applies to (as FieldApplies in the editor).
enum class FieldWorkloads { Both, Training, Inference };

// One field of a scenario: where it lives (a JSON pointer within the scenario object), its type,
// unit, range and default, which workloads read it, and its label and help text (English source
// strings of the "ap::FieldTable" context, translated where they are shown). The project reader
// takes ranges, defaults and known-key lists from here; docs/fields.md is generated from it.
struct FieldSpec {
    std::string_view pointer; // "/workload/tokens"
    FieldType type = FieldType::Number;
    std::string_view unit; // the file's unit: "tokens", "ms", "" for a bare count
    double min = 0;
    double max = 0;
    bool openRange = false;    // min and max themselves are refused (a percentile: 0 < p < 100)
    bool minExclusive = false; // min itself is refused, max taken (a share: 0 < f <= 1)
    // The default as documented: a number ("2048"), "required", "derived" (computed from
    // other fields, the help text says how) or "none" (the effect is off when absent).
    std::string_view defaultText = "required";
    double defaultValue = 0;        // Number/Integer/Bool: the value of a numeric default
    std::string_view defaultChoice; // Choice: the default choice
    std::vector<std::string_view> choices;
    std::vector<std::string_view> inferenceChoices; // Choice: when serving takes others
    FieldWorkloads applies = FieldWorkloads::Both;
    const char* label = nullptr; // QT_TRANSLATE_NOOP("ap::FieldTable", ...)
    const char* help = nullptr;
    bool informational = false; // read and kept, but without effect on any figure
    // No typed member: the reader holds the value in the workload's FieldValues
    // (workload/field_values.h), the writer writes it back by key and the model reads it with
    // fieldValue() (project/stored_fields.h). A number, an integer, a bool or a choice of a
    // workload object.
    bool stored = false;
    // What a typed value measures, where the unit does not say (a fraction "5 %"); see
    // fieldQuantityRule.
    std::optional<Dimension> quantity;

    std::string_view key() const;    // the last segment: "tokens"
    std::string_view parent() const; // "/workload"
    bool appliesTo(bool training) const;
    const std::vector<std::string_view>& choicesFor(bool training) const;
    // A default the file may state and the writer writes (a number, a choice, true/false);
    // not "required", "derived", "none" or a keyword such as "max".
    bool hasStatedDefault() const;
};

// Every field of a scenario the schema covers (the workload, the cluster, the fabric, the
// reliability model and the placement), parents before their children. The elements of a list
// are "*" in a pointer ("/placement/users/regions/*/share").
const std::vector<FieldSpec>& scenarioFieldSchema();
// The entry at `pointer`; std::logic_error when the schema has none (a programming error).
const FieldSpec& scenarioField(std::string_view pointer);
// The same entry at `parent` + "/" + `key`, joined without allocating (the readers look up
// every field of every scenario by its parent and key; #30).
const FieldSpec& scenarioField(std::string_view parent, std::string_view key);
// The keys directly under `parent` that either workload takes, in schema order.
std::span<const std::string_view> schemaKeysOfEither(std::string_view parent);
// The keys directly under `parent` that a training or serving scenario takes, in schema order.
std::vector<std::string_view> schemaKeys(std::string_view parent, bool training);

// Reads one schema field through `r` (an object reader at the field's parent), with the
// entry's key, range and default; the messages are JsonReader's.
double readNumber(const JsonReader& r, const FieldSpec& f);
double readNumberOr(const JsonReader& r, const FieldSpec& f);
std::optional<double> readOptionalNumber(const JsonReader& r, const FieldSpec& f);
long long readInteger(const JsonReader& r, const FieldSpec& f);
long long readIntegerOr(const JsonReader& r, const FieldSpec& f);
// For a "derived" default or a maximum that depends on another field.
long long readIntegerOr(const JsonReader& r, const FieldSpec& f, long long fallback);
long long readIntegerOr(const JsonReader& r, const FieldSpec& f, long long fallback, long long max);
bool readBooleanOr(const JsonReader& r, const FieldSpec& f);
std::string readChoice(const JsonReader& r, const FieldSpec& f, bool training);
std::string readChoiceOr(const JsonReader& r, const FieldSpec& f, bool training);
// Refuses keys of `r` (the object at `parent`) that the schema does not list there.
void rejectUnknownSchemaKeys(const JsonReader& r, std::string_view parent, bool training);
// The same with the keys of either workload (a key whose value the layout rules refuse in the
// other workload, with the reason).
void rejectUnknownSchemaKeys(const JsonReader& r, std::string_view parent);

// The fields without a typed member (FieldSpec::stored) under `parent` that a training or
// serving workload takes: read from `r` (the object at `parent`) into `values` with the
// entry's range (messages naming the field's path); a value at the stated default is not
// held, so a workload that states it equals one that does not.
void readStoredFields(const JsonReader& r, std::string_view parent, bool training,
                      FieldValues& values);
// The same for one value from another source (a calibration CSV cell, read with the entry's
// range): held unless at the stated default. A choice by its name: false when the field does
// not list it for the workload.
void storeFieldValue(FieldValues& values, const FieldSpec& f, bool training, double value);
bool storeFieldChoice(FieldValues& values, const FieldSpec& f, bool training,
                      std::string_view choice);
// Adds the held values under `parent` to `given` by key, as the file spells them (a choice by
// name, a bool as true/false), for schemaObjectJson.
void addStoredFieldsJson(nlohmann::json& given, std::string_view parent, bool training,
                         const FieldValues& values);
// Whether `values` holds a field under `parent` (an optional object is written then).
bool holdsStoredFields(const FieldValues& values, std::string_view parent);

// How a typed value of the field is read (the editor, the calibration CSV): its dimension, what
// a bare number means (the file's unit: 1 in an "ms" field is 1e-3 s), the range in SI units
// and whether only whole numbers are taken.
QuantityRule fieldQuantityRule(const FieldSpec& f);

// The object at `parent` as the writer writes it. `given` holds the values of the typed
// workload by key (objects already written); the schema decides the spelling (an integer field
// as an integer, a whole number without ".0") and fills each field with a stated default that
// `given` lacks at that default, so the full form names every key at its effective value.
// A key of `given` the schema does not list there is a
// programming error (std::logic_error), as is one the schema applies to the other workload
// unless `eitherWorkload` (a key the layout rules refuse there, with the reason).
nlohmann::json schemaObjectJson(std::string_view parent, bool training, const nlohmann::json& given,
                                bool eitherWorkload = false);
// `given`, the object at `parent` as a writer of its typed values builds it, with its numbers
// (in its objects too) spelled as the schema spells them: an integer field as an integer, a
// whole number without ".0" (900, not 900.0). No key is added or dropped; a key the schema does
// not list is a programming error (std::logic_error).
nlohmann::json schemaSpelled(std::string_view parent, const nlohmann::json& given);

// The Markdown table of the fields (docs/fields.md), generated so it cannot drift.
std::string fieldSchemaMarkdown();

} // namespace ap
