#include "recommend/candidate_scenario.h"

#include "common/json_reader.h"
#include "economics/cloud_tco.h"

#include <algorithm>

namespace ap {

Scenario scenarioFromCandidate(const Scenario& tmpl, const Candidate& c)
{
    Scenario s = tmpl;
    s.name = c.label();
    s.cluster.deviceId = c.deviceId;
    s.cluster.count = c.count;
    s.cluster.parallelism = c.parallelism;
    if (auto* t = std::get_if<TrainingWorkload>(&s.workload)) {
        if (c.microBatchSequences > 0)
            t->microBatchSequences = c.microBatchSequences;
        t->recompute = c.recompute;
    } else {
        auto& inference = std::get<InferenceWorkload>(s.workload);
        // Serving replicas are the data-parallel degree of a scenario; the batch is per replica.
        s.cluster.parallelism.data = std::max(1, c.replicas);
        if (c.batch > 0)
            inference.batch = c.batch;
        // The search evaluates every replica as its own pool (no disaggregated prefill) and
        // counts costs over the tokens served: a demand below the capacity is part of it.
        inference.prefillDevices.reset();
        if (c.servedOutputTokensPerSec > 0 && c.servedOutputTokensPerSec < c.outputTokensPerSec)
            inference.demandOutputTokensPerSec = c.servedOutputTokensPerSec;
        else
            inference.demandOutputTokensPerSec.reset();
    }

    if (c.site.empty())
        return s;
    // Edit the placement as JSON (the form a save writes verbatim), then parse it back so that
    // Scenario::placement can never disagree with what is saved. The keys are the ones
    // parsePlacement reads (core/placement/placement.cpp).
    nlohmann::json json =
        tmpl.placementJson.is_object() ? tmpl.placementJson : nlohmann::json::object();
    json["compute_site"] = c.site;
    // The search costs every candidate without bursting, so the scenario does too.
    json.erase("burst_site");
    if (c.fallbackSite.empty())
        json.erase("fallback_site");
    else
        json["fallback_site"] = c.fallbackSite;
    if (c.cloud)
        json["cloud"]["commitment"] = std::string(commitmentName(c.commitment));
    s.placement = parsePlacement(JsonReader(json, "placement"));
    s.placementJson = std::move(json);
    return s;
}

const Scenario* templateScenario(const Project& project, const StudySpec& study)
{
    if (project.scenarios.empty())
        return nullptr;
    if (study.scenario.empty())
        return &project.scenarios.front();
    const auto it = std::find_if(project.scenarios.begin(), project.scenarios.end(),
                                 [&](const Scenario& s) { return s.name == study.scenario; });
    return it == project.scenarios.end() ? nullptr : &*it;
}

} // namespace ap
