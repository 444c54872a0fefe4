#pragma once

#include "recommend/recommend.h"

#include <QString>

namespace ap {

// The words of a recommendation, for the panel and anything else that reports one.

// "37 x amd-mi300x @ colo-se-stockholm + fallback vultr-us, x37 replicas": Candidate::label()
// in the user's language.
QString candidateLabel(const Candidate& candidate);

// A rejection reason of the search (memory, slo, ...) in words.
QString rejectionReasonText(ProblemKind reason);

// "1234 candidates (56 layouts) searched in 310 ms, 789 feasible".
QString recommendationSummary(const Recommendation& recommendation);

// Rich text: why the winner wins, what would flip it, what was rejected and why, and the
// notes on the search's assumptions. Every engine text is escaped.
QString recommendationHtml(const Recommendation& recommendation);

} // namespace ap
