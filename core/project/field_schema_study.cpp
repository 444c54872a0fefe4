// A recommendation study's keys in the field schema's form (project/study_schema.h): the
// question (objective, Pareto axes), its hard limits, the space searched and the Monte Carlo.
// project/study_spec.cpp reads a study with these keys, ranges and defaults; the numeric
// defaults are StudySpec's own (project/study_spec.h), in the file's units.
#include "project/study_schema.h"

#include "common/json_reader.h"
#include "project/study_spec.h"

#include <stdexcept>
#include <string>
#include <unordered_map>

namespace ap {

namespace {

using T = FieldType;
constexpr auto kT = FieldWorkloads::Training;
constexpr auto kI = FieldWorkloads::Inference;

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif
std::vector<FieldSpec> buildStudySchema()
{
    const StudySpec d;
    std::vector<FieldSpec> s;
    s.push_back({.pointer = "/name",
                 .type = T::String,
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Name"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Shown in the Recommendation tab.")});
    s.push_back({.pointer = "/scenario",
                 .type = T::String,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Template scenario"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Its workload, data and placement are what is asked "
                                           "about. Default: the first scenario.")});
    s.push_back({.pointer = "/objective",
                 .type = T::Choice,
                 .defaultText = "cost",
                 .defaultChoice = objectiveName(d.objective),
                 .choices = {"cost", "time", "latency", "energy", "carbon", "risk"},
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Objective"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "What the ranking minimises. Default: cost (per run, or "
                                           "per million output tokens).")});
    s.push_back({.pointer = "/pareto",
                 .type = T::List,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Pareto objectives"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Two or three of cost, time, latency, energy, carbon, "
                                           "risk. Default: cost, time (or latency), risk.")});
    s.push_back({.pointer = "/pareto/*",
                 .type = T::Choice,
                 .choices = {"cost", "time", "latency", "energy", "carbon", "risk"}});

    // Hard limits: absent is no limit. `applies`: the template's workload; a constraint of the
    // other kind is refused (requireApplicableConstraints).
    s.push_back({.pointer = "/constraints",
                 .type = T::Object,
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Constraints")});
    s.push_back({.pointer = "/constraints/deadline_days",
                 .type = T::Number,
                 .unit = "days",
                 .min = 1e-3,
                 .max = 1e5,
                 .defaultText = "none",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Deadline"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Training: time to train including "
                                                             "failures. Default: none.")});
    s.push_back({.pointer = "/constraints/min_tokens_per_s",
                 .type = T::Number,
                 .unit = "tokens/s",
                 .min = 0,
                 .max = 1e15,
                 .defaultText = "none",
                 .applies = kT,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Min training tokens/s"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Training throughput floor."),
                 .quantity = Dimension::Tokens});
    s.push_back({.pointer = "/constraints/min_output_tokens_per_s",
                 .type = T::Number,
                 .unit = "tokens/s",
                 .min = 0,
                 .max = 1e12,
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Min output tokens/s"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Serving demand in generated tokens; "
                                                             "sizes the replicas."),
                 .quantity = Dimension::Tokens});
    s.push_back({.pointer = "/constraints/min_requests_per_s",
                 .type = T::Number,
                 .unit = "requests/s",
                 .min = 0,
                 .max = 1e9,
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Min requests/s"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Serving demand in requests.")});
    s.push_back({.pointer = "/constraints/ttft_ms",
                 .type = T::Number,
                 .unit = "ms",
                 .min = 1e-3,
                 .max = 1e8,
                 .defaultText = "derived",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "TTFT limit"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Time to first token including the "
                                                             "network. Default: the workload's "
                                                             "SLO.")});
    s.push_back({.pointer = "/constraints/tpot_ms",
                 .type = T::Number,
                 .unit = "ms",
                 .min = 1e-3,
                 .max = 1e7,
                 .defaultText = "derived",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "TPOT limit"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Time per output token. Default: the workload's SLO.")});
    s.push_back(
        {.pointer = "/constraints/budget_usd",
         .type = T::Number,
         .unit = "$",
         .min = 0,
         .max = 1e13,
         .defaultText = "none",
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Budget"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Training: per run; serving: over the horizon "
                                                     "(\"$1.2M\"). Default: none.")});
    s.push_back({.pointer = "/constraints/power_kw",
                 .type = T::Number,
                 .unit = "kW",
                 .min = 1e-3,
                 .max = 1e7,
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Site power"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Facility power any one site can give "
                                                             "(incl. PUE).")});
    // A map from site id to its limit (`*`: each site id).
    s.push_back({.pointer = "/constraints/site_power_kw",
                 .type = T::Object,
                 .defaultText = "none",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Power per site"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Facility power per site id (\"edge-factory-de: 15, "
                                           "colo-de-frankfurt: 200\", in kW); replaces the site "
                                           "power for that site, capped by the site's own "
                                           "envelope. Default: none.")});
    s.push_back({.pointer = "/constraints/site_power_kw/*",
                 .type = T::Number,
                 .unit = "kW",
                 .min = 1e-3,
                 .max = 1e7,
                 .defaultText = "none",
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "One site's facility power limit (incl. PUE).")});
    s.push_back({.pointer = "/constraints/availability",
                 .type = T::Number,
                 .min = 0.5,
                 .max = 1,
                 .defaultText = "none",
                 .applies = kI,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Availability"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Serving, end to end (\"99.9 %\"). Default: none."),
                 .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/constraints/data_classes",
                 .type = T::List,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Data classes"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Sites must be allowed to hold these. "
                                                             "Default: the template's "
                                                             "placement.")});

    // The space searched: absent lists are "all of them".
    s.push_back({.pointer = "/search",
                 .type = T::Object,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Search space")});
    s.push_back({.pointer = "/search/devices",
                 .type = T::List,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Devices"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Devices to consider. None checked: "
                                                             "every catalog device.")});
    s.push_back({.pointer = "/search/sites",
                 .type = T::List,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Sites"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Sites to consider. None checked: every site.")});
    s.push_back({.pointer = "/search/commitments",
                 .type = T::List,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Commitments"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Cloud pricing to try: on_demand, commit_1y, commit_3y, "
                                           "spot. Default: all four.")});
    s.push_back({.pointer = "/search/commitments/*",
                 .type = T::Choice,
                 .choices = {"on_demand", "commit_1y", "commit_3y", "spot"}});
    s.push_back({.pointer = "/search/counts",
                 .type = T::List,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Device counts"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Training cluster sizes to try. Default: powers of two "
                                           "up to the maximum.")});
    s.push_back({.pointer = "/search/counts/*",
                 .type = T::Integer,
                 .unit = "devices",
                 .min = 1,
                 .max = 1 << 20});
    s.push_back({.pointer = "/search/max_devices",
                 .type = T::Integer,
                 .unit = "devices",
                 .min = 1,
                 .max = 1 << 20,
                 .defaultText = "16384",
                 .defaultValue = double(d.search.maxDevices),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Max devices"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Default: 16,384.")});
    s.push_back({.pointer = "/search/fallback",
                 .type = T::Bool,
                 .defaultText = "true",
                 .defaultValue = d.search.fallback ? 1.0 : 0.0,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Cloud fallback"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Serving: also pair an owned site with a cloud "
                                           "fallback. Default: yes.")});

    // The Monte Carlo over the inputs nobody knows exactly.
    s.push_back({.pointer = "/uncertainty",
                 .type = T::Object,
                 .defaultText = "derived",
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Uncertainty")});
    s.push_back(
        {.pointer = "/uncertainty/samples",
         .type = T::Integer,
         .min = 1,
         .max = 1'000'000,
         .defaultText = "10000",
         .defaultValue = double(d.uncertainty.samples),
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Samples"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Monte Carlo draws. Default: 10,000.")});
    s.push_back({.pointer = "/uncertainty/seed",
                 .type = T::Integer,
                 .min = 0,
                 .max = double(1LL << 62),
                 .defaultText = "42",
                 .defaultValue = double(d.uncertainty.seed),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Seed"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Random seed. Default: 42."),
                 .quantity = Dimension::Number});
    s.push_back({.pointer = "/uncertainty/candidates",
                 .type = T::Integer,
                 .min = 1,
                 .max = 50,
                 .defaultText = "5",
                 .defaultValue = double(d.uncertainty.candidates),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Candidates compared"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Default: 5.")});
    s.push_back({.pointer = "/uncertainty/utilisation_sd",
                 .type = T::Number,
                 .min = 0,
                 .max = 0.5,
                 .defaultText = "0.1",
                 .defaultValue = d.uncertainty.utilisationSd,
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Utilisation spread"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Standard deviation of owned sites' utilisation. "
                                           "Default: 0.1."),
                 .quantity = Dimension::Fraction});
    s.push_back(
        {.pointer = "/uncertainty/failure_rate_cv",
         .type = T::Number,
         .min = 0,
         .max = 5,
         .defaultText = "0.5",
         .defaultValue = d.uncertainty.failureRateCv,
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Failure-rate spread"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Coefficient of variation. Default: 0.5.")});
    s.push_back(
        {.pointer = "/uncertainty/efficiency_cv",
         .type = T::Number,
         .min = 0,
         .max = 1,
         .defaultText = "derived",
         .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Efficiency spread"),
         .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Default: the calibration's median error."),
         .quantity = Dimension::Fraction});
    s.push_back({.pointer = "/uncertainty/price_cv",
                 .type = T::Object,
                 .defaultText = "derived",
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable",
                                           "Coefficient of variation of prices by the confidence "
                                           "of their source (high, medium, low).")});
    const auto priceCv = [&](std::string_view pointer, std::string_view text, double value,
                             const char* label, const char* help) {
        s.push_back({.pointer = pointer,
                     .type = T::Number,
                     .min = 0,
                     .max = 2,
                     .defaultText = text,
                     .defaultValue = value,
                     .label = label,
                     .help = help,
                     .quantity = Dimension::Fraction});
    };
    priceCv("/uncertainty/price_cv/high", "0.05", d.uncertainty.priceCvHigh,
            QT_TRANSLATE_NOOP("ap::FieldTable", "Price spread, high confidence"),
            QT_TRANSLATE_NOOP("ap::FieldTable",
                              "Coefficient of variation of prices whose source is rated high. "
                              "Default: 0.05."));
    priceCv("/uncertainty/price_cv/medium", "0.15", d.uncertainty.priceCvMedium,
            QT_TRANSLATE_NOOP("ap::FieldTable", "Price spread, medium confidence"),
            QT_TRANSLATE_NOOP("ap::FieldTable",
                              "Coefficient of variation of prices whose source is rated medium. "
                              "Default: 0.15."));
    priceCv("/uncertainty/price_cv/low", "0.3", d.uncertainty.priceCvLow,
            QT_TRANSLATE_NOOP("ap::FieldTable", "Price spread, low confidence"),
            QT_TRANSLATE_NOOP("ap::FieldTable",
                              "Coefficient of variation of prices whose source is rated low. "
                              "Default: 0.3."));
    s.push_back({.pointer = "/top",
                 .type = T::Integer,
                 .min = 1,
                 .max = 1000,
                 .defaultText = "10",
                 .defaultValue = double(d.top),
                 .label = QT_TRANSLATE_NOOP("ap::FieldTable", "Candidates shown"),
                 .help = QT_TRANSLATE_NOOP("ap::FieldTable", "Default: 10.")});
    return s;
}
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

} // namespace

const std::vector<FieldSpec>& studyFieldSchema()
{
    static const std::vector<FieldSpec> schema = buildStudySchema();
    return schema;
}

const FieldSpec& studyField(std::string_view pointer)
{
    static const std::unordered_map<std::string_view, const FieldSpec*> index = [] {
        std::unordered_map<std::string_view, const FieldSpec*> byPointer;
        for (const FieldSpec& f : studyFieldSchema())
            byPointer.emplace(f.pointer, &f);
        return byPointer;
    }();
    if (const auto it = index.find(pointer); it != index.end())
        return *it->second;
    throw std::logic_error("no study field " + std::string(pointer) + " in the schema");
}

void rejectUnknownStudyKeys(const JsonReader& r, std::string_view parent)
{
    std::vector<std::string_view> keys;
    for (const FieldSpec& f : studyFieldSchema())
        if (f.parent() == parent)
            keys.push_back(f.key());
    r.rejectUnknownKeys(std::span<const std::string_view>(keys));
}

} // namespace ap
