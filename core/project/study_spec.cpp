#include "project/study_spec.h"

#include "common/field_key.h"
#include "common/file_number.h"
#include "common/input_error.h"
#include "placement/placement.h"
#include "project/study_schema.h"

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <unordered_map>

namespace ap {

using nlohmann::json;

namespace {

// The study schema's entry at `pointer` (project/study_schema.h): its key, range and default.
const FieldSpec& F(std::string_view pointer)
{
    return studyField(pointer);
}

constexpr std::array<std::pair<Objective, std::string_view>, 6> kObjectives = {{
    {Objective::Cost, "cost"},
    {Objective::Time, "time"},
    {Objective::Latency, "latency"},
    {Objective::Energy, "energy"},
    {Objective::Carbon, "carbon"},
    {Objective::Risk, "risk"},
}};

Objective objectiveField(const JsonReader& r, const json& v, const std::string& key)
{
    if (!v.is_string())
        r.fail(key, Message(AP_TEXT("ap::InputError",
                                    "expected one of cost, time, latency, energy, carbon, risk")));
    const auto o = parseObjective(v.get<std::string>());
    if (!o)
        r.fail(key, Message(AP_TEXT("ap::InputError",
                                    "unknown objective \"%1\" (expected cost, time, latency, "
                                    "energy, carbon or risk)"),
                            {msg::text(v.get<std::string>())}));
    return *o;
}

StudyConstraints parseConstraints(const JsonReader& r)
{
    rejectUnknownStudyKeys(r, "/constraints");
    StudyConstraints c;
    if (const auto d = readOptionalNumber(r, F("/constraints/deadline_days")))
        c.deadlineSec = *d * 86400.0;
    c.minTrainingTokensPerSec = readOptionalNumber(r, F("/constraints/min_tokens_per_s"));
    c.minOutputTokensPerSec = readOptionalNumber(r, F("/constraints/min_output_tokens_per_s"));
    c.minRequestsPerSec = readOptionalNumber(r, F("/constraints/min_requests_per_s"));
    if (const auto v = readOptionalNumber(r, F("/constraints/ttft_ms")))
        c.ttftSec = *v / 1e3;
    if (const auto v = readOptionalNumber(r, F("/constraints/tpot_ms")))
        c.tpotSec = *v / 1e3;
    c.budgetUsd = readOptionalNumber(r, F("/constraints/budget_usd"));
    if (const auto v = readOptionalNumber(r, F("/constraints/power_kw")))
        c.powerWatts = *v * 1e3;
    const FieldSpec& sitePower = F("/constraints/site_power_kw");
    if (const auto sites = r.optionalObject(sitePower.key())) {
        const FieldSpec& each = F("/constraints/site_power_kw/*");
        for (const auto& [id, v] : r.value(sitePower.key()).items()) {
            (void)v;
            c.sitePowerWatts[id] = sites->number(id, each.min, each.max) * 1e3;
        }
    }
    // Availability above 1 - 1e-9 is not a target anyone can verify; 0.5 is already absurd.
    c.availability = readOptionalNumber(r, F("/constraints/availability"));
    if (const FieldSpec& classes = F("/constraints/data_classes"); r.has(classes.key()))
        c.dataClasses = r.stringArray(classes.key(), false);
    return c;
}

// A search's allow-lists (devices, sites, counts) narrow what is searched: an empty list would
// allow nothing, yet absent means "all", so it is refused rather than read either way. An entry
// listed twice is refused too: it would be searched twice (1,000 copies of one device made
// a study take minutes), and it is most often a copy-paste slip.
template <typename T>
void checkAllowList(const JsonReader& r, const std::string& key, const std::vector<T>& list)
{
    if (list.empty())
        r.fail(key, Message(AP_TEXT("ap::InputError",
                                    "expected at least one entry (leave the key out to search "
                                    "all of them)")));
    std::unordered_map<T, size_t> first;
    first.reserve(list.size());
    for (size_t i = 0; i < list.size(); ++i) {
        const auto [at, inserted] = first.emplace(list[i], i);
        if (!inserted)
            r.fail(key + "[" + std::to_string(i) + "]",
                   Message(AP_TEXT("ap::InputError", "repeats %1[%2]; list each entry once"),
                           {msg::text(key), msg::count(double(at->second))}));
    }
}

std::vector<std::string> allowList(const JsonReader& r, const std::string& key)
{
    std::vector<std::string> list = r.stringArray(key, false);
    checkAllowList(r, key, list);
    return list;
}

StudySearch parseSearch(const JsonReader& r)
{
    rejectUnknownStudyKeys(r, "/search");
    StudySearch s;
    if (r.has("devices"))
        s.devices = allowList(r, "devices");
    if (r.has("sites"))
        s.sites = allowList(r, "sites");
    if (r.has("commitments")) {
        s.commitments.clear();
        const auto names = r.stringArray("commitments", false);
        // The schema's choices; each is a commitment the price model knows.
        const auto& known = F("/search/commitments/*").choices;
        for (size_t i = 0; i < names.size(); ++i) {
            const auto c = std::find(known.begin(), known.end(), names[i]) != known.end()
                               ? parseCommitment(names[i])
                               : std::nullopt;
            if (!c)
                r.fail("commitments[" + std::to_string(i) + "]",
                       Message(AP_TEXT("ap::InputError",
                                       "unknown commitment \"%1\" (expected on_demand, commit_1y, "
                                       "commit_3y or spot)"),
                               {msg::text(names[i])}));
            s.commitments.push_back(*c);
        }
        if (s.commitments.empty())
            r.fail("commitments",
                   Message(AP_TEXT("ap::InputError", "expected at least one commitment")));
    }
    s.maxDevices = int(readIntegerOr(r, F("/search/max_devices")));
    if (r.has("counts")) {
        const FieldSpec& each = F("/search/counts/*");
        const json& list = r.array("counts");
        // Every count is a layout search of its own per device (the largest take tens of
        // milliseconds each): the worst allowed study must finish in a minute (#29).
        if (list.size() > kMaxSearchCounts)
            r.fail(
                "counts",
                Message(AP_TEXT("ap::InputError", "lists %1 counts; at most %2 are searched (leave "
                                                  "the key out for the powers of two up to "
                                                  "%3)"),
                        {msg::count(double(list.size())), msg::count(double(kMaxSearchCounts)),
                         msg::field("search.max_devices")}));
        for (size_t i = 0; i < list.size(); ++i) {
            const std::string key = "counts[" + std::to_string(i) + "]";
            if (!list[i].is_number_integer() || list[i].get<long long>() < (long long)each.min ||
                list[i].get<long long>() > (long long)each.max)
                r.fail(key,
                       Message(AP_TEXT("ap::InputError",
                                       "expected a whole number of devices from 1 to 1048576")));
            s.counts.push_back(list[i].get<int>());
        }
        checkAllowList(r, "counts", s.counts);
    }
    s.fallback = readBooleanOr(r, F("/search/fallback"));
    return s;
}

UncertaintySpec parseUncertainty(const JsonReader& r)
{
    rejectUnknownStudyKeys(r, "/uncertainty");
    UncertaintySpec u;
    u.samples = int(readIntegerOr(r, F("/uncertainty/samples")));
    u.seed = std::uint64_t(readIntegerOr(r, F("/uncertainty/seed")));
    u.candidates = int(readIntegerOr(r, F("/uncertainty/candidates")));
    // Monte Carlo re-evaluates every candidate in every sample: its time and memory grow with
    // the product (1,000,000 x 50 took 33-48 s and 1.0 GB on two cores, #29).
    if (double(u.samples) * u.candidates > kMaxMonteCarloEvaluations)
        r.fail(r.has("samples") ? "samples" : "candidates",
               Message(AP_TEXT("ap::InputError",
                               "%1 samples x %2 candidates is more than %3 evaluations (lower "
                               "samples or candidates)"),
                       {msg::count(double(u.samples)), msg::count(double(u.candidates)),
                        msg::count(kMaxMonteCarloEvaluations)}));
    u.utilisationSd = readNumberOr(r, F("/uncertainty/utilisation_sd"));
    u.failureRateCv = readNumberOr(r, F("/uncertainty/failure_rate_cv"));
    u.efficiencyCv = readOptionalNumber(r, F("/uncertainty/efficiency_cv"));
    if (const auto p = r.optionalObject("price_cv")) {
        rejectUnknownStudyKeys(*p, "/uncertainty/price_cv");
        u.priceCvHigh = readNumberOr(*p, F("/uncertainty/price_cv/high"));
        u.priceCvMedium = readNumberOr(*p, F("/uncertainty/price_cv/medium"));
        u.priceCvLow = readNumberOr(*p, F("/uncertainty/price_cv/low"));
    }
    return u;
}

} // namespace

std::string_view objectiveName(Objective o)
{
    for (const auto& [v, n] : kObjectives)
        if (v == o)
            return n;
    return "cost";
}

std::optional<Objective> parseObjective(std::string_view name)
{
    for (const auto& [v, n] : kObjectives)
        if (n == name)
            return v;
    return std::nullopt;
}

StudySpec parseStudySpec(const JsonReader& r)
{
    // The keys, ranges and defaults are the study schema's (project/study_schema.h).
    rejectUnknownStudyKeys(r, "");
    StudySpec s;
    s.name = r.stringOr("name", {});
    s.scenario = r.stringOr("scenario", {});
    if (r.has("objective"))
        s.objective = objectiveField(r, r.value("objective"), "objective");
    if (r.has("pareto")) {
        const json& list = r.array("pareto");
        if (list.size() < 2 || list.size() > 3)
            r.fail("pareto",
                   Message(AP_TEXT("ap::InputError", "expected two or three objectives")));
        for (size_t i = 0; i < list.size(); ++i)
            s.pareto.push_back(objectiveField(r, list[i], "pareto[" + std::to_string(i) + "]"));
    }
    s.top = int(readIntegerOr(r, F("/top")));
    if (const auto c = r.optionalObject("constraints"))
        s.constraints = parseConstraints(*c);
    if (const auto c = r.optionalObject("search"))
        s.search = parseSearch(*c);
    if (const auto c = r.optionalObject("uncertainty"))
        s.uncertainty = parseUncertainty(*c);
    return s;
}

namespace {

// Sets `key` of `out` to `value` where `full` asks for every key or the value is not `dflt`.
template <typename T>
void put(json& out, const char* key, const T& value, const T& dflt, bool full, json spelledValue)
{
    if (full || !(value == dflt))
        out[key] = std::move(spelledValue);
}

// The reader's conversion from the file's unit (parseConstraints): the value times a scale,
// divided by one, or taken as written; the writer writes its exact inverse (#24).
enum class Unit { AsWritten, Times, Over };

json fileForm(double value, Unit unit, double scale)
{
    switch (unit) {
    case Unit::Times:
        return fileNumberOfProduct(value, scale);
    case Unit::Over:
        return fileNumberOfQuotient(value, scale);
    case Unit::AsWritten:
        break;
    }
    return fileNumber(value);
}

void putOptional(json& out, const char* key, const std::optional<double>& value,
                 Unit unit = Unit::AsWritten, double scale = 1)
{
    if (value)
        out[key] = fileForm(*value, unit, scale);
}

json namesJson(const std::vector<std::string>& names)
{
    json list = json::array();
    for (const std::string& n : names)
        list.push_back(n);
    return list;
}

} // namespace

json studySpecToJson(const StudySpec& s, bool full)
{
    // The reader's keys and units (parseStudySpec and its parts above); a default is the one
    // a default-constructed StudySpec holds, which tst_field_schema holds to the study schema.
    const StudySpec d;
    json out = json::object();
    put(out, "name", s.name, d.name, full, json(s.name));
    put(out, "scenario", s.scenario, d.scenario, full, json(s.scenario));
    put(out, "objective", s.objective, d.objective, full, json(objectiveName(s.objective)));
    if (!s.pareto.empty()) {
        json list = json::array();
        for (const Objective o : s.pareto)
            list.push_back(objectiveName(o));
        out["pareto"] = std::move(list);
    }
    put(out, "top", s.top, d.top, full, json(s.top));

    const StudyConstraints& c = s.constraints;
    json cons = json::object();
    putOptional(cons, "deadline_days", c.deadlineSec, Unit::Times, 86400.0);
    putOptional(cons, "min_tokens_per_s", c.minTrainingTokensPerSec);
    putOptional(cons, "min_output_tokens_per_s", c.minOutputTokensPerSec);
    putOptional(cons, "min_requests_per_s", c.minRequestsPerSec);
    putOptional(cons, "ttft_ms", c.ttftSec, Unit::Over, 1e3);
    putOptional(cons, "tpot_ms", c.tpotSec, Unit::Over, 1e3);
    putOptional(cons, "budget_usd", c.budgetUsd);
    putOptional(cons, "power_kw", c.powerWatts, Unit::Times, 1e3);
    if (!c.sitePowerWatts.empty()) {
        json sites = json::object();
        for (const auto& [id, watts] : c.sitePowerWatts)
            sites[id] = fileForm(watts, Unit::Times, 1e3);
        cons["site_power_kw"] = std::move(sites);
    }
    putOptional(cons, "availability", c.availability);
    if (c.dataClasses)
        cons["data_classes"] = namesJson(*c.dataClasses);
    if (full || !cons.empty())
        out["constraints"] = std::move(cons);

    const StudySearch& sr = s.search;
    json search = json::object();
    if (!sr.devices.empty())
        search["devices"] = namesJson(sr.devices);
    if (!sr.sites.empty())
        search["sites"] = namesJson(sr.sites);
    if (full || sr.commitments != d.search.commitments) {
        json list = json::array();
        for (const Commitment c : sr.commitments)
            list.push_back(commitmentName(c));
        search["commitments"] = std::move(list);
    }
    if (!sr.counts.empty())
        search["counts"] = sr.counts;
    put(search, "max_devices", sr.maxDevices, d.search.maxDevices, full, json(sr.maxDevices));
    put(search, "fallback", sr.fallback, d.search.fallback, full, json(sr.fallback));
    if (full || !search.empty())
        out["search"] = std::move(search);

    const UncertaintySpec& u = s.uncertainty;
    const UncertaintySpec& du = d.uncertainty;
    json unc = json::object();
    put(unc, "samples", u.samples, du.samples, full, json(u.samples));
    put(unc, "seed", u.seed, du.seed, full, json(u.seed));
    put(unc, "candidates", u.candidates, du.candidates, full, json(u.candidates));
    put(unc, "utilisation_sd", u.utilisationSd, du.utilisationSd, full,
        fileNumber(u.utilisationSd));
    put(unc, "failure_rate_cv", u.failureRateCv, du.failureRateCv, full,
        fileNumber(u.failureRateCv));
    putOptional(unc, "efficiency_cv", u.efficiencyCv);
    json cv = json::object();
    put(cv, "high", u.priceCvHigh, du.priceCvHigh, full, fileNumber(u.priceCvHigh));
    put(cv, "medium", u.priceCvMedium, du.priceCvMedium, full, fileNumber(u.priceCvMedium));
    put(cv, "low", u.priceCvLow, du.priceCvLow, full, fileNumber(u.priceCvLow));
    if (full || !cv.empty())
        unc["price_cv"] = std::move(cv);
    if (full || !unc.empty())
        out["uncertainty"] = std::move(unc);
    return out;
}

void requireApplicableConstraints(const StudyConstraints& c, bool training,
                                  const std::string& templateName,
                                  const std::string& constraintsPath)
{
    // appliesTo is always the other kind of study than the template's.
    const auto notFor = [&](bool present, const char* key, const char* /*appliesTo*/) {
        if (present)
            throw InputError(
                {}, constraintsPath + "." + key,
                training
                    ? Message(AP_TEXT("ap::InputError", "applies to serving studies, but the "
                                                        "template scenario \"%1\" is training: "
                                                        "remove it or choose another \"scenario\""),
                              {msg::text(templateName)})
                    : Message(AP_TEXT("ap::InputError", "applies to training studies, but the "
                                                        "template scenario \"%1\" is serving: "
                                                        "remove it or choose another \"scenario\""),
                              {msg::text(templateName)}));
    };
    if (training) {
        notFor(c.minOutputTokensPerSec.has_value(), "min_output_tokens_per_s", "serving");
        notFor(c.minRequestsPerSec.has_value(), "min_requests_per_s", "serving");
        notFor(c.ttftSec.has_value(), "ttft_ms", "serving");
        notFor(c.tpotSec.has_value(), "tpot_ms", "serving");
        notFor(c.availability.has_value(), "availability", "serving");
    } else {
        notFor(c.deadlineSec.has_value(), "deadline_days", "training");
        notFor(c.minTrainingTokensPerSec.has_value(), "min_tokens_per_s", "training");
    }
}

} // namespace ap
