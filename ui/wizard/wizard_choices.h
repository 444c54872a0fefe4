#pragma once

#include "project/project.h"

#include <nlohmann/json.hpp>

#include "placement/data_area.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

class SiteCatalog;

// What the new-project wizard asks, in plain values (no widgets), and the project it makes.
// Everything becomes an ordinary project field (a scenario and a `recommend` study), so the
// result can be saved, edited and searched like any hand-written project.
struct WizardChoices {
    enum class Job { Train, FineTune, Serve, ServeWithJudge };
    Job job = Job::Serve;
    std::string name;

    // The model: a preset id (data/models/presets.json) or a custom `model` object.
    std::string modelPreset = "llama-3.1-8b";
    nlohmann::json customModel; // used when modelPreset is empty
    std::string precision = "bf16";

    // Training and fine-tuning.
    double trainingTokens = 2e12;
    double deadlineDays = 60; // 0: none
    int sequenceLength = 8192;
    int globalBatchSequences = 1024;

    // Serving.
    double requestsPerSec = 10;
    int inputTokens = 1024;
    int outputTokens = 256;
    // Latency objectives, 0 for none. The defaults are MLPerf Inference's server-scenario limits
    // for Llama 2 70B (MLCommons Inference rules v4.0 onwards: TTFT <= 2 s and TPOT <= 200 ms
    // at the 99th percentile), a published bound for an interactive service; "no limit" let
    // the search pick a winner at 500 ms per token.
    double ttftMs = 2000;
    double tpotMs = 200;
    std::string judgePreset = "llama-3.1-8b";
    double judgeSampleFraction = 0.1;

    // Where it may run: site kinds (on-prem, colocation, edge, public-model-api) and cloud
    // providers (aws, gcp, ...), and where the data must stay: "" anywhere, an area's key
    // (placement/data_area.h: "EU" the EU/EEA, "EU-members", "EU-adequacy", "US") or one
    // country's ISO code.
    std::vector<std::string> siteKinds = {"on-prem"};
    std::vector<std::string> cloudProviders;
    std::string jurisdiction;
    // Where the user's own sites (own data centre, colocation, edge) are, when it differs from
    // the site catalog's entries ("" as catalogued). Written as placement.sites patches.
    std::string ownSitesJurisdiction;
    std::string dataClass = "internal";

    double budgetUsd = 0; // 0: none
    int horizonMonths = 36;
    Objective objective = Objective::Cost;
};

// The ids of the sites of `sites` (the shipped catalog, patched as `choices` asks) that the
// choices allow, in catalog order: kinds and providers picked, in the jurisdiction asked for.
// Public model APIs are left out (the recommender has no device to search behind them).
std::vector<std::string> wizardSearchSites(const WizardChoices& choices, const SiteCatalog& sites);

// The public model API the wizard compares self-hosting with: among the APIs that may hold the
// data class in the jurisdiction asked for, one that serves the same model class as the preset
// (family and size: "llama-3.1-70b" and an API's "llama-3.3-70b"), else the cheapest per output
// token; when none may hold the data, the best match all the same (its scenario then says why
// it is refused). Empty when the catalog has no API.
std::string wizardApiSite(const WizardChoices& choices, const SiteCatalog& sites);

// A model id's class, "family size" ("llama 70b" for "llama-3.1-70b", "mixtral 8x7b"), or ""
// when the id names no size.
std::string modelClass(std::string_view modelId);

// Whether a site in `siteJurisdiction` is where the wizard's `asked` jurisdiction lets data go.
bool inWizardJurisdiction(std::string_view siteJurisdiction, std::string_view asked);

// When the choices leave no site to search in the jurisdiction asked for, the way on: the
// nearest wider area that leaves some (and how many), and the cloud providers left out that
// have a region there. Empty when sites are left or no jurisdiction is asked for.
struct WizardDeadEnd {
    std::optional<DataArea> widerArea;
    size_t widerSites = 0;
    std::vector<std::string> providers;
};
WizardDeadEnd wizardDeadEnd(const WizardChoices& choices, const SiteCatalog& sites);

// The project document (CONTRACT.md format) for the choices: one scenario (the workload, a
// starting cluster, the placement with data class and horizon) and one study (demand, SLOs,
// deadline, budget, data class, the allowed sites), plus, when a public model API is allowed,
// a second scenario placed on it to compare against. Throws InputError naming the field for
// choices that make no valid project (no site left to search, an unknown preset).
nlohmann::json wizardProjectJson(const WizardChoices& choices, const SiteCatalog& sites);
// The same, parsed and validated as a project file would be.
Project wizardProject(const WizardChoices& choices, const SiteCatalog& sites);

} // namespace ap
