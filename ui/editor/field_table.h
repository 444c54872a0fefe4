#pragma once

#include "common/quantity.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace ap {

// How a field is edited.
enum class FieldKind {
    Number,     // typed value with units, through parseQuantity (a keyword such as "max" too)
    Choice,     // one of `choices`; "(default)" removes the key
    Bool,       // yes / no / (default)
    Text,       // free text; empty removes the key
    Device,     // a catalog device id
    Site,       // a site id of the site catalog (empty: default)
    List,       // comma-separated words ("public, internal")
    NumberList, // comma-separated whole numbers ("64, 128, 256")
    NumberMap,  // "id: value" pairs, comma-separated ("edge-factory-de: 15, colo-de: 200 kW")
    DeviceList, // checkable list of catalog devices; none checked: all
    SiteList,   // checkable list of sites; none checked: all
    ChoiceList, // checkable list of words, each standing for its file key (`choices`, or the
                // data classes the sites know); none checked: the default
    Toggle,     // an optional object present or not (`compose` gives its starting value)
};

// Which scenarios a field applies to; others hide it.
enum class FieldApplies { Always, Training, Inference };

// One editable key of a scenario or study: where it lives in the project file (a JSON pointer
// relative to the scenario or study object), how it is shown and read. The editors are built
// from tables of these, not one hand-written widget per field.
struct FieldDescriptor {
    std::string pointer; // "/workload/tokens"
    const char* group;   // untranslated, QT_TRANSLATE_NOOP'd: "Workload"
    const char* label;   // untranslated: "Tokens"
    FieldKind kind = FieldKind::Number;
    QuantityRule rule;     // Number: dimension, the file's unit, whole numbers only
    const char* unit = ""; // shown beside the field: the file's unit ("ms", "TB")
    QStringList choices;   // Choice
    QString keyword;       // Number: a word the file also takes ("max")
    const char* tooltip;   // what it means and where its default comes from
    FieldApplies applies = FieldApplies::Always;
    // Choice/Toggle: builds the value to set at `pointer` from the object being edited and
    // the chosen text (switching the workload kind rebuilds the whole workload).
    std::function<nlohmann::json(const nlohmann::json& object, const QString& choice)> compose;
};

// Every field of a scenario (README "Project files", docs/placement-and-costs.md).
const std::vector<FieldDescriptor>& scenarioFieldTable();

// The path segment that stands for the scenario's compute site in the site-figure fields
// ("/placement/sites/@compute_site/power_usd_per_kwh"): the editor binds them to the patch of
// that site, `placement.sites.<id>`.
inline constexpr std::string_view kComputeSiteSegment = "@compute_site";
// `pointer` with the compute-site segment replaced by `siteId` (unchanged without one).
std::string withComputeSite(const std::string& pointer, const std::string& siteId);
// Every field of a recommendation study (README "Recommendation").
const std::vector<FieldDescriptor>& studyFieldTable();

// The `software_stack` values a training or a serving workload takes, without "auto" (the
// "(default)" entry of the choice).
QStringList stackChoices(bool training);

// The translated group, label and tooltip of a field.
QString fieldGroupText(const FieldDescriptor& field);
QString fieldLabelText(const FieldDescriptor& field);
QString fieldToolTipText(const FieldDescriptor& field);

// Text shown for a file value (a number in the field's unit, compact for counts: "15T"; a
// single number with the locale's decimal point: "0,2094" in German); what fieldValueFromText
// reads back to the same value.
QString fieldText(const FieldDescriptor& field, const nlohmann::json& value);

// Reads what the user typed (a number in the locale's spelling or in C's, format/number_spelling.h
// cNumbersText). Empty text means "back to the default" (nullopt value). Returns
// false and sets `error` when the text is not a value of the field.
bool fieldValueFromText(const FieldDescriptor& field, const QString& text,
                        std::optional<nlohmann::json>* value, QString* error);

} // namespace ap
