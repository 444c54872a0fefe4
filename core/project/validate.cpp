// The one validator of a project (validate.h): every cross-field and cross-reference problem,
// gathered rather than thrown at the first, so every entry point reports the same list.
#include "project/validate.h"

#include "common/did_you_mean.h"
#include "economics/price_book.h"
#include "hardware/catalog.h"
#include "perf/data_context.h"
#include "placement/site.h"
#include "placement/site_override.h"
#include "project/layout_rules.h"
#include "project/project.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace ap {

namespace {

// Every message is escaped and bounded the way InputError does it for every input message.
Problem problem(InputProblemKind kind, std::string field, const Message& message,
                std::optional<double> limit = {}, std::optional<double> found = {})
{
    const InputError shown({}, field, message);
    return {kind, std::move(field), shown.text(), limit, found};
}

Problem problemOf(InputProblemKind kind, const InputError& e)
{
    return {kind, e.field(), e.text(), {}, {}};
}

std::vector<std::string> siteIds(const SiteCatalog& sites)
{
    std::vector<std::string> ids;
    for (const auto& [id, s] : sites.sites())
        ids.push_back(id);
    return ids;
}

std::vector<std::string> dataClassesOf(const SiteCatalog& sites)
{
    std::set<std::string> all;
    for (const auto& [id, s] : sites.sites())
        all.insert(s.dataClasses.begin(), s.dataClasses.end());
    return {all.begin(), all.end()};
}

void checkSite(std::vector<Problem>& out, const SiteCatalog& sites, const std::string& id,
               const std::string& field)
{
    if (id.empty() || sites.find(id))
        return;
    out.push_back(problem(InputProblemKind::UnknownReference, field,
                          "unknown site \"" + id + "\"" +
                              didYouMean(id, siteIds(sites),
                                         " (known sites: data/sites/sites.json and the "
                                         "placement's own \"sites\")")));
}

void checkDataClasses(std::vector<Problem>& out, const SiteCatalog& sites,
                      const std::vector<std::string>& classes, const std::string& field)
{
    // Known where a site holds it; every class is listed for the message only (#30: building
    // the list took ~50k instructions per scenario).
    const auto held = [&](const std::string& c) {
        for (const auto& [id, site] : sites.sites())
            if (std::find(site.dataClasses.begin(), site.dataClasses.end(), c) !=
                site.dataClasses.end())
                return true;
        return false;
    };
    for (size_t i = 0; i < classes.size(); ++i) {
        if (held(classes[i]))
            continue;
        const std::vector<std::string> known = dataClassesOf(sites);
        std::string list;
        for (const auto& k : known)
            list += (list.empty() ? "" : ", ") + k;
        out.push_back(
            problem(InputProblemKind::UnknownReference, field + "[" + std::to_string(i) + "]",
                    "unknown data class \"" + classes[i] + "\"" +
                        didYouMean(classes[i], known, " (no site holds it; known: " + list + ")")));
    }
}

void checkDevice(std::vector<Problem>& out, const Catalog& catalog, const std::string& id,
                 const std::string& field)
{
    if (catalog.find(id))
        return;
    try {
        catalog.at(id, field); // its message: the did-you-mean of the catalog
    } catch (const InputError& e) {
        out.push_back(problemOf(InputProblemKind::UnknownReference, e));
    }
}

// A problem inside a placement's override: its field is the full path from the file's root
// (the override's readers name fields from the override's own root).
Problem overrideProblem(const InputError& e, const std::string& root, const std::string& prefix)
{
    std::string field = e.field();
    if (!prefix.empty() && (field == prefix || field.starts_with(prefix + ".")))
        field.erase(0, prefix.size() + (field.size() > prefix.size() ? 1 : 0));
    const std::string full = field.empty() ? root : root + "." + field;
    const InputError shown({}, full, e.text());
    return {InputProblemKind::OutOfRange, full, shown.text(), {}, {}};
}

// The built-in sites with the scenario's placement's own: the built-in catalog itself when the
// placement has none (no copy), else its merge, kept in `merged`.
const SiteCatalog& sitesFor(const Scenario& s, const SiteCatalog& builtIn,
                            std::optional<SiteCatalog>& merged, std::vector<Problem>& out,
                            const std::string& base)
{
    if (!s.placement || s.placement->siteOverrides.empty())
        return builtIn;
    SiteCatalog& sites = merged.emplace(builtIn);
    try {
        mergeSiteOverrides(sites, s.placement->siteOverrides, base + ".placement.sites");
    } catch (const InputError& e) {
        out.push_back(overrideProblem(e, base + ".placement.sites", "sites"));
    }
    return sites;
}

// The placement's own prices looked up over the built-in book, as the evaluation looks them up
// (PriceLookup: each entry the override touches read with the book's entry under it): a value
// the book refuses is the user's input error, not an infeasible result. Overrides already
// checked without a problem (`accepted`: copies of a scenario share them) are not read again.
void checkPrices(std::vector<Problem>& out, const PriceBook& prices, const PlacementSpec& pl,
                 const std::string& base, std::vector<const PriceOverride*>& accepted)
{
    if (pl.priceOverrides.empty())
        return;
    for (const PriceOverride* seen : accepted)
        if (*seen == pl.priceOverrides)
            return;
    try {
        (void)priceLookup(prices, pl.priceOverrides, base + ".placement.prices");
        accepted.push_back(&pl.priceOverrides);
    } catch (const InputError& e) {
        out.push_back(overrideProblem(e, base + ".placement.prices", {}));
    }
}

// The index of the first of `items` with each name (a hash lookup per item, so duplicate
// names are found in time linear in the list).
template <class T>
std::unordered_map<std::string_view, size_t> firstIndexByName(const std::vector<T>& items)
{
    std::unordered_map<std::string_view, size_t> first;
    first.reserve(items.size());
    for (size_t i = 0; i < items.size(); ++i)
        first.try_emplace(items[i].name, i);
    return first;
}

void scenarioStructure(std::vector<Problem>& out, const Project& p, size_t i,
                       const std::unordered_map<std::string_view, size_t>& firstNamed)
{
    const Scenario& s = p.scenarios[i];
    const std::string path = "scenarios[" + std::to_string(i) + "]";
    // The degrees multiply to the device count (64-bit and bounded: each is at most the
    // count, their product could wrap an int). A broken count makes the layout checks
    // meaningless: they are skipped for that scenario.
    const Parallelism& par = s.cluster.parallelism;
    long long inner = 1;
    bool countOk = true;
    for (const int d : {par.tensor, par.pipeline, par.context, par.data})
        if (d < 1 && countOk) {
            out.push_back(problem(
                InputProblemKind::OutOfRange, path + ".cluster.parallelism",
                Message(AP_TEXT("ap::InputError", "every parallel degree must be at least 1")), 1.0,
                double(d)));
            countOk = false;
        }
    if (countOk) {
        for (const int d : {par.tensor, par.pipeline, par.context})
            inner = std::min<long long>(inner * d, 1LL << 40);
        if (s.cluster.count < 1 || s.cluster.count % inner != 0) {
            out.push_back(problem(
                InputProblemKind::OutOfRange, path + ".cluster.count",
                Message(AP_TEXT("ap::InputError",
                                "count %1 is not a multiple of tensor x pipeline x context = %2"),
                        {msg::count(double(s.cluster.count)), msg::count(double(inner))}),
                double(inner), double(s.cluster.count)));
            countOk = false;
        } else if (inner * par.data != s.cluster.count) {
            out.push_back(
                problem(InputProblemKind::OutOfRange, path + ".cluster.parallelism.data",
                        Message(AP_TEXT("ap::InputError",
                                        "tensor x pipeline x context x data = %1, but count is %2"),
                                {msg::count(double(inner * par.data)),
                                 msg::count(double(s.cluster.count))}),
                        double(s.cluster.count), double(inner * par.data)));
            countOk = false;
        }
    }
    // The layout rules the recommendation search obeys too (project/layout_rules.h).
    if (countOk)
        if (const auto lp = layoutProblem(s.workload, s.cluster))
            out.push_back(problem(InputProblemKind::Layout, path + "." + lp->field, lp->message));
    // One value, one meaning: a training run's checkpoint interval and restart time are the
    // reliability model's (reliability.checkpoint_interval_s, restart_s); its spot
    // preemptions lose work by the same figures, so the cloud copies would be ignored.
    if (s.isTraining() && s.placement)
        for (const char* key : {"checkpoint_interval_s", "restart_s"})
            if (s.placement->fileKeys.count(std::string("cloud.") + key))
                out.push_back(problem(
                    InputProblemKind::Inapplicable, path + ".placement.cloud." + key,
                    Message(AP_TEXT("ap::InputError",
                                    "a training run takes its checkpoint interval and restart "
                                    "time from its reliability model: state it as "
                                    "reliability.%1"),
                            {msg::text(key)})));
    // Names are how studies, the GUI and the JSON output tell scenarios apart.
    if (const size_t j = firstNamed.at(s.name); j < i)
        out.push_back(problem(
            InputProblemKind::DuplicateName, path + ".name",
            Message(AP_TEXT("ap::InputError", "\"%1\" is already the name of scenarios[%2]: "
                                              "expected a unique name"),
                    {msg::text(s.name), msg::text(std::to_string(j))})));
}

std::string studyPath(const Project& p, size_t i)
{
    const bool studyList = !p.studyAsObject || p.studies.size() > 1;
    return studyList ? "recommend[" + std::to_string(i) + "]" : std::string("recommend");
}

} // namespace

std::string_view inputProblemKindName(InputProblemKind k)
{
    switch (k) {
    case InputProblemKind::UnknownReference:
        return "unknown reference";
    case InputProblemKind::OutOfRange:
        return "out of range";
    case InputProblemKind::Layout:
        return "layout";
    case InputProblemKind::DuplicateName:
        return "duplicate name";
    case InputProblemKind::Inapplicable:
        return "inapplicable";
    }
    return "out of range";
}

std::vector<Problem> structuralProblems(const Project& p)
{
    std::vector<Problem> out;
    const auto scenarioNamed = firstIndexByName(p.scenarios);
    for (size_t i = 0; i < p.scenarios.size(); ++i)
        scenarioStructure(out, p, i, scenarioNamed);
    const auto studyNamed = firstIndexByName(p.studies);
    for (size_t i = 0; i < p.studies.size(); ++i) {
        const StudySpec& st = p.studies[i];
        const std::string path = studyPath(p, i);
        if (!st.scenario.empty() && !scenarioNamed.contains(st.scenario))
            out.push_back(problem(InputProblemKind::UnknownReference, path + ".scenario",
                                  Message(AP_TEXT("ap::InputError", "no scenario named \"%1\""),
                                          {msg::text(st.scenario)})));
        if (const size_t j = studyNamed.at(st.name); !st.name.empty() && j < i)
            out.push_back(
                problem(InputProblemKind::DuplicateName, path + ".name",
                        Message(AP_TEXT("ap::InputError", "\"%1\" is already the name of "
                                                          "recommend[%2]: expected a unique name"),
                                {msg::text(st.name), msg::text(std::to_string(j))})));
    }
    return out;
}

std::vector<Problem> validateProject(const Project& project, const DataContext& data)
{
    const Catalog& catalog = data.catalog();
    const SiteCatalog& builtInSites = data.sites();
    std::vector<Problem> out = structuralProblems(project);
    const auto scenarioNamed = firstIndexByName(project.scenarios);
    // Each placement's sites merged once, for its scenario and every study built on it (per
    // study, a project of many studies over many sites was read in their product's time).
    std::vector<std::optional<SiteCatalog>> scenarioSites(project.scenarios.size());
    std::vector<const PriceOverride*> acceptedPrices;
    // Every id the project refers to must exist: a typo is a user error naming the full field
    // path, not an "[INFEASIBLE]" row.
    for (size_t i = 0; i < project.scenarios.size(); ++i) {
        const Scenario& s = project.scenarios[i];
        const std::string base = "scenarios[" + std::to_string(i) + "]";
        checkDevice(out, catalog, s.cluster.deviceId, base + ".cluster.device");
        if (!s.placement)
            continue;
        const SiteCatalog& sites = sitesFor(s, builtInSites, scenarioSites[i], out, base);
        const PlacementSpec& pl = *s.placement;
        checkSite(out, sites, pl.computeSite, base + ".placement.compute_site");
        checkSite(out, sites, pl.dataSite, base + ".placement.data_site");
        checkSite(out, sites, pl.burstSite, base + ".placement.burst_site");
        checkSite(out, sites, pl.fallbackSite, base + ".placement.fallback_site");
        checkSite(out, sites, pl.compareWith, base + ".placement.compare_with");
        checkDataClasses(out, sites, pl.dataClasses, base + ".placement.data_classes");
        checkPrices(out, data.prices(), pl, base, acceptedPrices);
    }
    for (size_t k = 0; k < project.studies.size(); ++k) {
        const StudySpec& st = project.studies[k];
        const std::string base = studyPath(project, k);
        // The study's template (templateScenario, by the name's first holder).
        std::optional<size_t> named;
        if (st.scenario.empty() && !project.scenarios.empty())
            named = 0;
        else if (const auto it = scenarioNamed.find(st.scenario); it != scenarioNamed.end())
            named = it->second;
        if (!named)
            continue;
        const Scenario* templ = &project.scenarios[*named];
        // The template's sites as merged above (its own site problems are listed there).
        const SiteCatalog& sites = scenarioSites[*named] ? *scenarioSites[*named] : builtInSites;
        for (size_t i = 0; i < st.search.devices.size(); ++i)
            checkDevice(out, catalog, st.search.devices[i],
                        base + ".search.devices[" + std::to_string(i) + "]");
        for (size_t i = 0; i < st.search.sites.size(); ++i)
            checkSite(out, sites, st.search.sites[i],
                      base + ".search.sites[" + std::to_string(i) + "]");
        for (const auto& [id, watts] : st.constraints.sitePowerWatts)
            checkSite(out, sites, id, base + ".constraints.site_power_kw." + id);
        if (st.constraints.dataClasses)
            checkDataClasses(out, sites, *st.constraints.dataClasses,
                             base + ".constraints.data_classes");
        // Constraints of the other kind of workload would be silently ignored: name them.
        try {
            requireApplicableConstraints(st.constraints, templ->isTraining(), templ->name,
                                         base + ".constraints");
        } catch (const InputError& e) {
            out.push_back(problemOf(InputProblemKind::Inapplicable, e));
        }
    }
    return out;
}

namespace {

InputError firstError(const std::string& file, const std::vector<Problem>& problems)
{
    if (problems.empty())
        return InputError(file, {}, "no problem");
    return InputError(file, problems.front().field, problems.front().message);
}

} // namespace

ProjectProblems::ProjectProblems(std::string file, std::vector<Problem> problems)
    : InputError(firstError(file, problems))
    , m_problems(std::move(problems))
{
}

std::vector<InputError> ProjectProblems::errors() const
{
    std::vector<InputError> out;
    for (const Problem& p : m_problems)
        out.emplace_back(file(), p.field, p.message);
    return out;
}

void throwIfProblems(std::vector<Problem> problems, const std::string& file)
{
    if (!problems.empty())
        throw ProjectProblems(file, std::move(problems));
}

} // namespace ap
