#pragma once

namespace ap {

// The label of each headline figure, shared verbatim by the CLI text and (translated from the
// same English source, ui/format/number_format.h headlineLabel()) every view.
inline constexpr const char* kLabelTimeToTrainIdeal = "Time to train, ideal";
inline constexpr const char* kLabelTimeToTrain = "Time to train, with failures and stalls";
inline constexpr const char* kLabelTotalCost = "Total cost";
inline constexpr const char* kLabelMonthlyCost = "Monthly cost";
// TTFT is the engine's at the site; the users see it plus their network round trip, a second
// figure under its own label (the recommendation ranks on that one).
inline constexpr const char* kLabelTtftWithNetwork = "TTFT incl. the users' network";

} // namespace ap
