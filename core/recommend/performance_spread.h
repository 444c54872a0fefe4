#pragma once
// How far an option's real speed may lie from the model's prediction: the one spread the
// recommendation's three uncertainty views read (issue #27). The tornado's "model efficiency"
// bar runs the winner at the two ends below, the first-order risk ("cost spread") takes the
// relative spread, and the Monte Carlo draws from the same band, so the three agree.
//
// Without a study efficiency_cv: the P10-P90 prediction band of the option's regime
// (perf/prediction_band.h, the table the search was given), its ends the band's speed factors
// e^-q90 and e^-q10 (the log-normal the Monte Carlo draws has these as its P10 and P90), its
// relative spread that log-normal's coefficient of variation sqrt(e^(sigma^2) - 1). A study
// that states `uncertainty.efficiency_cv` (or an option without a band: a model API, a device
// the catalog does not hold) keeps the stated spread: cv per calibrated family, three times
// that where uncalibrated (efficiencyCvFor), the ends 1 -/+ 2 cv.

#include "perf/prediction_band.h"
#include "recommend/recommend.h"

#include <optional>

namespace ap::recommend_detail {

struct StudyContext;

struct PerformanceSpread {
    std::optional<RegimeBand> band; // the band the spread comes from; none: the stated cv
    double lowFactor = 1;           // the efficiency factor at the slow end (band: speed P10)
    double highFactor = 1;          // at the fast end (band: speed P90)
    double cv = 0;                  // relative spread of the speed (1 sd)
};

// The spread of candidate `c` (its device and whether it is a model API are read).
PerformanceSpread performanceSpread(const StudyContext& ctx, const Candidate& c);

} // namespace ap::recommend_detail
