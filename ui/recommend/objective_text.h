#pragma once

#include "recommend/recommend.h"

#include <QString>

namespace ap {

// How the GUI names and measures the objectives of a recommendation. Each objective reads
// differently for training (per run, days, step time) and serving (per million tokens,
// seconds, time to first token), so every view asks here instead of repeating the switch.

// Objectives in the order of the enum, for selectors.
std::vector<Objective> allObjectives();
// The selector text: "Cost", "Time", ...
QString objectiveChoiceText(Objective objective);
// Axis and column title without unit: "Cost per run", "Time to first token".
QString objectiveTitle(Objective objective, bool training);
// The unit objectiveValue() is in: "USD", "days", "s", "kWh", "kg CO₂", "%".
QString objectiveUnit(Objective objective, bool training);
// The candidate's figure for `objective` in objectiveUnit(). Read from the named fields
// rather than Candidate::objectives so that the units shown are the documented ones.
double objectiveValue(const Candidate& candidate, Objective objective, bool training);
// Converts a figure in the engine's units (Candidate::objectives, Monte Carlo percentiles,
// tornado values: USD, seconds, kWh, kg, a fraction for risk) to objectiveUnit().
double objectiveFromEngine(Objective objective, bool training, double value);

} // namespace ap
