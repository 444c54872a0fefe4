#pragma once

namespace ap {

// The label of each headline figure (perf/figure_registry.h), shared verbatim by the CLI text and
// (translated from the same English source, ui/format/number_format.h headlineLabel()) every view.
inline constexpr const char* kLabelTimeToTrainIdeal = "Time to train, ideal";
inline constexpr const char* kLabelTimeToTrain = "Time to train, with failures and stalls";
inline constexpr const char* kLabelTotalCost = "Total cost";
inline constexpr const char* kLabelMonthlyCost = "Monthly cost";
// TTFT is the engine's at the site; the users see it plus their network round trip, a second
// figure under its own label (the recommendation ranks on that one).
inline constexpr const char* kLabelTtftWithNetwork = "TTFT incl. the users' network";
inline constexpr const char* kLabelRequestLatencyWithNetwork =
    "Request latency incl. the users' network";
// Per unit of work: a training run, or a million served output tokens.
inline constexpr const char* kLabelCostPerTrainingRun = "Cost per training run";
inline constexpr const char* kLabelCostPerMillionOutputTokens = "Cost per million output tokens";
inline constexpr const char* kLabelEnergyPerTrainingRun = "Energy per training run";
inline constexpr const char* kLabelEnergyPerMillionOutputTokens =
    "Energy per million output tokens";
inline constexpr const char* kLabelCo2PerTrainingRun = "CO2 per training run";
inline constexpr const char* kLabelCo2PerMillionOutputTokens = "CO2 per million output tokens";
// The compute site's draw with every device at its TDP, host and cooling included (the figure a
// site's power limit is checked against).
inline constexpr const char* kLabelFacilityPower = "Facility power at full load";
// Serving: the KV cache one sequence holds on each device of its replica at the scenario's
// full context (input + output tokens), sliding windows, MLA latents and KV precision applied.
inline constexpr const char* kLabelKvCachePerSequence = "KV cache per sequence, per device";

} // namespace ap
