#pragma once

#include "project/project.h"
#include "recommend/recommend.h"

namespace ap {

// The scenario that runs `candidate`: a copy of the study's template (its workload, data,
// fabric and reliability settings) with the candidate's device, count, layout and placement.
// The placement is the template's typed PlacementSpec with the candidate's compute and
// fallback sites and cloud commitment (no burst: the search costs none; a fallback is a
// replica, placement.fallback_replica, priced as the search priced it); a save writes it
// with placementToJson, so the scenario survives a save and reopen unchanged.
Scenario scenarioFromCandidate(const Scenario& templateScenario, const Candidate& candidate);

} // namespace ap
