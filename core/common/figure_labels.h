#pragma once

namespace ap {

// The label of each headline figure, shared verbatim by the CLI text and (translated from the
// same English source, ui/format/number_format.h headlineLabel()) every view.
inline constexpr const char* kLabelTimeToTrainIdeal = "Time to train, ideal";
inline constexpr const char* kLabelTimeToTrain = "Time to train, with failures and stalls";
inline constexpr const char* kLabelTotalCost = "Total cost";
inline constexpr const char* kLabelMonthlyCost = "Monthly cost";

} // namespace ap
