// Every id a project refers to (device, site, data class, study template) must exist: a typo
// is a user error naming the full field path, not an "[INFEASIBLE]" row with exit status 0.
#include "cli/commands.h"

#include "common/did_you_mean.h"
#include "common/input_error.h"
#include "hardware/catalog.h"
#include "placement/site.h"
#include "project/project.h"

#include <nlohmann/json.hpp>
#include <set>

namespace ap {

namespace {

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

void checkSite(const SiteCatalog& sites, const std::string& id, const std::string& field)
{
    if (id.empty() || sites.find(id))
        return;
    throw InputError({}, field,
                     "unknown site \"" + id + "\"" +
                         didYouMean(id, siteIds(sites),
                                    " (known sites: data/sites/sites.json and the placement's "
                                    "own \"sites\")"));
}

void checkDataClasses(const SiteCatalog& sites, const std::vector<std::string>& classes,
                      const std::string& field)
{
    const std::vector<std::string> known = dataClassesOf(sites);
    for (size_t i = 0; i < classes.size(); ++i) {
        if (std::find(known.begin(), known.end(), classes[i]) != known.end())
            continue;
        std::string list;
        for (const auto& k : known)
            list += (list.empty() ? "" : ", ") + k;
        throw InputError(
            {}, field + "[" + std::to_string(i) + "]",
            "unknown data class \"" + classes[i] + "\"" +
                didYouMean(classes[i], known, " (no site holds it; known: " + list + ")"));
    }
}

SiteCatalog sitesFor(const Scenario& s)
{
    SiteCatalog sites = SiteCatalog::builtIn();
    if (s.placement && s.placement->siteOverrides->is_object() &&
        !s.placement->siteOverrides->empty())
        sites.mergeOverrides(s.placement->siteOverrides, "placement.sites");
    return sites;
}

} // namespace

void checkReferences(const Project& project, const Catalog& catalog)
{
    for (size_t i = 0; i < project.scenarios.size(); ++i) {
        const Scenario& s = project.scenarios[i];
        const std::string base = "scenarios[" + std::to_string(i) + "]";
        catalog.at(s.cluster.deviceId, base + ".cluster.device");
        if (!s.placement)
            continue;
        const SiteCatalog sites = sitesFor(s);
        const PlacementSpec& p = *s.placement;
        checkSite(sites, p.computeSite, base + ".placement.compute_site");
        checkSite(sites, p.dataSite, base + ".placement.data_site");
        checkSite(sites, p.burstSite, base + ".placement.burst_site");
        checkSite(sites, p.fallbackSite, base + ".placement.fallback_site");
        checkSite(sites, p.compareWith, base + ".placement.compare_with");
        checkDataClasses(sites, p.dataClasses, base + ".placement.data_classes");
    }
    for (size_t k = 0; k < project.studies.size(); ++k) {
        const StudySpec& st = project.studies[k];
        const std::string base = project.studiesJson->is_array()
                                     ? "recommend[" + std::to_string(k) + "]"
                                     : std::string("recommend");
        const Scenario* templ = templateScenario(project, st);
        if (!templ)
            continue;
        const SiteCatalog sites = sitesFor(*templ);
        for (size_t i = 0; i < st.search.devices.size(); ++i)
            catalog.at(st.search.devices[i], base + ".search.devices[" + std::to_string(i) + "]");
        for (size_t i = 0; i < st.search.sites.size(); ++i)
            checkSite(sites, st.search.sites[i], base + ".search.sites[" + std::to_string(i) + "]");
        for (const auto& [id, watts] : st.constraints.sitePowerWatts)
            checkSite(sites, id, base + ".constraints.site_power_kw." + id);
        if (st.constraints.dataClasses)
            checkDataClasses(sites, *st.constraints.dataClasses,
                             base + ".constraints.data_classes");
        // Constraints of the other kind of workload would be silently ignored: name them.
        requireApplicableConstraints(st.constraints, templ->isTraining(), templ->name,
                                     base + ".constraints");
    }
}

} // namespace ap
