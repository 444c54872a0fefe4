#include "wizard/wizard_choices.h"

#include "common/input_error.h"
#include "placement/data_area.h"
#include "placement/placement.h"
#include "placement/site.h"
#include "workload/model_presets.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <cctype>
#include <limits>
#include <tuple>

namespace ap {

using nlohmann::json;

namespace {

bool contains(const std::vector<std::string>& list, std::string_view value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

bool owned(SiteKind k)
{
    return k == SiteKind::OnPrem || k == SiteKind::Colocation || k == SiteKind::Edge;
}

// A scenario's name in the user's language (the GUI's; "Serve %1" in English).
std::string words(const char* templ, const std::string& a, const std::string& b = {})
{
    QString text =
        QCoreApplication::translate("ap::WizardChoices", templ).arg(QString::fromStdString(a));
    if (!b.empty())
        text = text.arg(QString::fromStdString(b));
    return text.toStdString();
}

// A whole sentence in the user's language.
std::string sentence(const char* text)
{
    return QCoreApplication::translate("ap::WizardChoices", text).toStdString();
}

bool training(const WizardChoices& c)
{
    return c.job == WizardChoices::Job::Train || c.job == WizardChoices::Job::FineTune;
}

// The placement.sites patches that move the user's own sites to where they really are.
json ownSitePatches(const WizardChoices& c, const SiteCatalog& sites)
{
    json patches = json::object();
    if (c.ownSitesJurisdiction.empty())
        return patches;
    for (const auto& [id, s] : sites.sites())
        if (owned(s.kind) && s.jurisdiction != c.ownSitesJurisdiction)
            patches[id] = {{"jurisdiction", c.ownSitesJurisdiction}};
    return patches;
}

SiteCatalog sitesFor(const WizardChoices& c, const SiteCatalog& shipped)
{
    SiteCatalog sites = shipped;
    const json patches = ownSitePatches(c, sites);
    if (!patches.empty())
        sites.mergeOverrides(patches, "placement.sites");
    return sites;
}

json modelJson(const std::string& preset, const json& custom, const std::string& field)
{
    if (preset.empty()) {
        if (!custom.is_object() || custom.empty())
            throw InputError({}, field,
                             Message(AP_TEXT("ap::InputError",
                                             "choose a model preset or enter the model's shape")));
        return custom;
    }
    const ModelPreset* p = findModelPreset(preset);
    if (!p)
        throw InputError(
            {}, field,
            Message(AP_TEXT("ap::InputError", "unknown model preset \"%1\""), {msg::text(preset)}));
    json m = p->modelJson;
    m["name"] = p->name;
    return m;
}

} // namespace

std::vector<std::string> wizardSearchSites(const WizardChoices& c, const SiteCatalog& shipped)
{
    std::vector<std::string> out;
    const SiteCatalog sites = sitesFor(c, shipped);
    for (const auto& [id, s] : sites.sites()) {
        if (s.kind == SiteKind::PublicModelApi)
            continue;
        const bool allowed = s.kind == SiteKind::CloudRegion
                                 ? contains(c.cloudProviders, s.provider)
                                 : contains(c.siteKinds, siteKindName(s.kind));
        if (!allowed)
            continue;
        if (!inWizardJurisdiction(s.jurisdiction, c.jurisdiction))
            continue;
        out.push_back(id);
    }
    return out;
}

bool inWizardJurisdiction(std::string_view siteJurisdiction, std::string_view asked)
{
    if (asked.empty())
        return true;
    if (const std::optional<DataArea> area = parseDataArea(asked))
        return inDataArea(siteJurisdiction, *area);
    return siteJurisdiction == asked; // one country, by its code
}

WizardDeadEnd wizardDeadEnd(const WizardChoices& c, const SiteCatalog& shipped)
{
    WizardDeadEnd out;
    if (c.jurisdiction.empty() || !wizardSearchSites(c, shipped).empty())
        return out;
    if (const std::optional<DataArea> area = parseDataArea(c.jurisdiction)) {
        for (DataArea wider : widerDataAreas(*area)) {
            WizardChoices w = c;
            w.jurisdiction = dataAreaKey(wider);
            const size_t n = wizardSearchSites(w, shipped).size();
            if (n > 0) {
                out.widerArea = wider;
                out.widerSites = n;
                break;
            }
        }
    }
    // Providers the user left out that have a region where the data may stay.
    const SiteCatalog sites = sitesFor(c, shipped);
    for (const auto& [id, s] : sites.sites())
        if (s.kind == SiteKind::CloudRegion && !contains(c.cloudProviders, s.provider) &&
            !contains(out.providers, s.provider) &&
            inWizardJurisdiction(s.jurisdiction, c.jurisdiction))
            out.providers.push_back(s.provider);
    return out;
}

json wizardProjectJson(const WizardChoices& c, const SiteCatalog& shipped)
{
    const SiteCatalog sites = sitesFor(c, shipped);
    const std::vector<std::string> searchSites = wizardSearchSites(c, shipped);
    if (searchSites.empty())
        throw InputError({}, "where",
                         c.jurisdiction.empty()
                             ? Message(AP_TEXT("ap::InputError",
                                               "no site where devices can run is allowed: pick an "
                                               "own data centre, colocation, edge or a cloud "
                                               "provider"))
                             : Message(AP_TEXT("ap::InputError",
                                               "no allowed site is in %1: allow a cloud provider "
                                               "with a region there, or say where your own sites "
                                               "are"),
                                       {msg::text(c.jurisdiction)}));

    const json model = modelJson(c.modelPreset, c.customModel, "model");
    const std::string modelName =
        model.contains("name") ? model["name"].get<std::string>() : std::string("custom model");
    json workload;
    json cluster;
    std::string jobText;
    if (training(c)) {
        const bool fineTune = c.job == WizardChoices::Job::FineTune;
        jobText = fineTune
                      ? words(QT_TRANSLATE_NOOP("ap::WizardChoices", "Fine-tune %1"), modelName)
                      : words(QT_TRANSLATE_NOOP("ap::WizardChoices", "Train %1"), modelName);
        workload = {{"kind", "training"},
                    {"model", model},
                    {"sequence_length", c.sequenceLength},
                    {"precision", c.precision},
                    {"tokens", c.trainingTokens},
                    {"global_batch_sequences", c.globalBatchSequences},
                    {"micro_batch_sequences", 1},
                    {"activation_recompute", "selective"}};
        // A starting point only: the recommendation sizes the cluster.
        cluster = {{"device", "nvidia-h100-sxm5-80gb"},
                   {"count", 64},
                   {"parallelism", {{"tensor", 8}, {"data", 8}}}};
    } else {
        jobText = words(QT_TRANSLATE_NOOP("ap::WizardChoices", "Serve %1"), modelName);
        workload = {{"kind", "inference"},
                    {"model", model},
                    {"precision", c.precision},
                    {"input_tokens", c.inputTokens},
                    {"output_tokens", c.outputTokens},
                    {"batch", "max"}};
        json slo = json::object();
        if (c.ttftMs > 0)
            slo["ttft_ms"] = c.ttftMs;
        if (c.tpotMs > 0)
            slo["tpot_ms"] = c.tpotMs;
        if (!slo.empty())
            workload["slo"] = slo;
        if (c.job == WizardChoices::Job::ServeWithJudge) {
            workload["online_evaluation"] = {
                {"model", modelJson(c.judgePreset, json(), "judge_model")},
                {"sample_fraction", c.judgeSampleFraction}};
            jobText = words(QT_TRANSLATE_NOOP("ap::WizardChoices", "%1 with a judge"), jobText);
        }
        cluster = {
            {"device", "nvidia-h100-sxm5-80gb"}, {"count", 8}, {"parallelism", {{"tensor", 8}}}};
    }

    // The scenario starts at an allowed site that may hold the data (else the first allowed
    // one, and its evaluation says why it may not): the user's own site when one is allowed,
    // else the one nearest to it (a buyer in Frankfurt is not started in Tokyo because its id
    // sorts first). The study searches all of them.
    std::string computeSite = searchSites.front();
    const Site* home = nullptr;
    for (const auto& [id, s] : sites.sites())
        if (owned(s.kind) && s.latitudeDeg && s.longitudeDeg &&
            (!home || (s.kind == SiteKind::OnPrem && home->kind != SiteKind::OnPrem)) &&
            inWizardJurisdiction(s.jurisdiction, c.jurisdiction))
            home = &s;
    double nearest = std::numeric_limits<double>::infinity();
    bool ownFound = false;
    for (const std::string& id : searchSites) {
        const Site& s = *sites.find(id);
        if (!s.mayHold(c.dataClass))
            continue;
        if (owned(s.kind)) {
            if (!ownFound)
                computeSite = id;
            ownFound = true;
            continue;
        }
        if (ownFound)
            continue;
        const double km = home && s.latitudeDeg && s.longitudeDeg
                              ? greatCircleKm(*home->latitudeDeg, *home->longitudeDeg,
                                              *s.latitudeDeg, *s.longitudeDeg)
                              : std::numeric_limits<double>::max();
        if (km < nearest) {
            nearest = km;
            computeSite = id;
        }
    }
    json placement = {{"compute_site", computeSite},
                      {"data_classes", {c.dataClass}},
                      {"horizon_months", c.horizonMonths}};
    const json patches = ownSitePatches(c, shipped);
    if (!patches.empty())
        placement["sites"] = patches;

    const std::string name = c.name.empty() ? jobText : c.name;
    json scenarios = json::array();
    scenarios.push_back({{"name", jobText},
                         {"workload", workload},
                         {"cluster", cluster},
                         {"placement", placement}});

    json constraints = {{"data_classes", {c.dataClass}}};
    if (training(c)) {
        if (c.deadlineDays > 0)
            constraints["deadline_days"] = c.deadlineDays;
    } else {
        constraints["min_requests_per_s"] = c.requestsPerSec;
        if (c.ttftMs > 0)
            constraints["ttft_ms"] = c.ttftMs;
        if (c.tpotMs > 0)
            constraints["tpot_ms"] = c.tpotMs;
    }
    if (c.budgetUsd > 0)
        constraints["budget_usd"] = c.budgetUsd;
    json search = {{"sites", searchSites}, {"max_devices", training(c) ? 16384 : 4096}};
    json study = {{"name", name},
                  {"scenario", jobText},
                  {"objective", std::string(objectiveName(c.objective))},
                  {"constraints", constraints},
                  {"search", search}};

    // A public model API is no device to search, but its bill is worth seeing next to the
    // answer: a second scenario placed on it (infeasible, with the reason, for data the API
    // may not hold).
    std::string apiNote;
    if (!training(c) && contains(c.siteKinds, "public-model-api")) {
        const std::string id = wizardApiSite(c, shipped);
        if (const Site* s = id.empty() ? nullptr : sites.find(id)) {
            json api = scenarios[0];
            api["name"] =
                words(QT_TRANSLATE_NOOP("ap::WizardChoices", "%1 on %2"), jobText, s->name);
            api["placement"]["compute_site"] = id;
            scenarios.push_back(api);
            const std::string served = s->api ? s->api->model : std::string();
            const bool sameClass = !modelClass(c.modelPreset).empty() &&
                                   modelClass(c.modelPreset) == modelClass(served);
            const std::string apiName = s->name + (served.empty() ? "" : " (" + served + ")");
            apiNote =
                " " +
                (sameClass
                     ? words(QT_TRANSLATE_NOOP("ap::WizardChoices", "The API compared is %1: it "
                                                                    "serves a model of the same "
                                                                    "family and size."),
                             apiName)
                     : words(QT_TRANSLATE_NOOP("ap::WizardChoices",
                                               "The API compared is %1: no allowed API "
                                               "serves a model of the same family and "
                                               "size, so the cheapest allowed one is shown."),
                             apiName));
            if (!s->mayHold(c.dataClass))
                apiNote += " " + sentence(QT_TRANSLATE_NOOP(
                                     "ap::WizardChoices",
                                     "It may not hold the data (its scenario says why)."));
        }
    }

    // The project's notes, in the user's language like the scenario's name.
    const std::string notes =
        words(QT_TRANSLATE_NOOP("ap::WizardChoices", "Made by the new-project wizard: %1."),
              jobText) +
        " " +
        sentence(training(c)
                     ? QT_TRANSLATE_NOOP("ap::WizardChoices",
                                         "The scenario's cluster is a starting point; the "
                                         "recommendation study searches the allowed sites for the "
                                         "device, count and layout. Every field can be edited.")
                     : QT_TRANSLATE_NOOP("ap::WizardChoices",
                                         "The scenario's 8 x H100 is a starting point; the "
                                         "recommendation study searches the allowed sites for the "
                                         "device, count and layout. Every field can be edited.")) +
        apiNote;
    return {{"format", "accelplan-project"},
            {"version", kProjectFormatVersion},
            {"name", name},
            {"notes", notes},
            {"scenarios", scenarios},
            {"recommend", json::array({study})}};
}

std::string modelClass(std::string_view id)
{
    std::string lower(id);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char ch) { return char(std::tolower(ch)); });
    // The family: the leading letters ("llama", "qwen", "mixtral").
    size_t n = 0;
    while (n < lower.size() && std::isalpha((unsigned char)lower[n]))
        ++n;
    const std::string family = lower.substr(0, n);
    // The size: the first dash-separated token of digits (and "x", ".") ending in "b".
    size_t start = 0;
    while (start < lower.size()) {
        size_t end = lower.find('-', start);
        if (end == std::string::npos)
            end = lower.size();
        const std::string token = lower.substr(start, end - start);
        if (token.size() > 1 && token.back() == 'b' &&
            std::all_of(token.begin(), token.end() - 1,
                        [](char ch) {
                            return std::isdigit((unsigned char)ch) || ch == 'x' || ch == '.';
                        }) &&
            std::isdigit((unsigned char)token.front()))
            return family.empty() ? std::string() : family + " " + token;
        start = end + 1;
    }
    return {};
}

std::string wizardApiSite(const WizardChoices& c, const SiteCatalog& shipped)
{
    const SiteCatalog sites = sitesFor(c, shipped);
    const std::string wanted = modelClass(c.modelPreset);
    const Site* best = nullptr;
    // Rank: may hold the data here, then the same model class, then the lower output price.
    const auto key = [&](const Site& s) {
        const bool allowed =
            s.mayHold(c.dataClass) && inWizardJurisdiction(s.jurisdiction, c.jurisdiction);
        const bool same = !wanted.empty() && s.api && modelClass(s.api->model) == wanted;
        return std::make_tuple(
            !allowed, !same,
            s.apiUsdPerMillionOutputTokens.value_or(std::numeric_limits<double>::infinity()), s.id);
    };
    for (const auto& [id, s] : sites.sites())
        if (s.kind == SiteKind::PublicModelApi && (!best || key(s) < key(*best)))
            best = &s;
    return best ? best->id : std::string();
}

Project wizardProject(const WizardChoices& choices, const SiteCatalog& shipped)
{
    return projectFromJson(wizardProjectJson(choices, shipped));
}

} // namespace ap
