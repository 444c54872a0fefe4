// The small study both band suites run (tst_sensitivity_bands, tst_monte_carlo_bands): Llama 3
// 8B from tests/data/recommend/training.accelplan on a few devices and counts at the test's
// cloud region, on demand, every uncertain input but the model's performance held still; and a
// band table made for the test.
#pragma once

#include "perf/prediction_band.h"
#include "project/project.h"
#include "project/project_text.h"
#include "test_paths.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bandstudy {

inline const ap::Project& trainingProject()
{
    static const ap::Project p =
        ap::loadProjectFile(testSourceStd("/tests/data/recommend/training.accelplan"));
    return p;
}

inline ap::StudySpec study(const std::vector<std::string>& devices, const std::vector<int>& counts,
                           int samples, std::uint64_t seed, int candidates)
{
    ap::StudySpec s;
    for (const ap::StudySpec& x : trainingProject().studies)
        if (x.name == "training invariants")
            s = x;
    s.name = "bands";
    s.constraints = {};
    s.objective = ap::Objective::Cost;
    s.search.devices = devices;
    s.search.sites = {"t-cloud"};
    s.search.commitments = {ap::Commitment::OnDemand};
    s.search.counts = counts;
    ap::UncertaintySpec& u = s.uncertainty;
    u.samples = samples;
    u.seed = seed;
    u.candidates = candidates;
    u.priceCvHigh = u.priceCvMedium = u.priceCvLow = 0;
    u.utilisationSd = 0;
    u.failureRateCv = 0;
    return s;
}

// A table whose training band is exactly [q10, q90] for each family: eleven residuals evenly
// spaced from q10 - (q90 - q10) / 8 to q90 + (q90 - q10) / 8 (R's type-7 P10 and P90 of them
// are q10 and q90).
inline ap::BandTable table(double q10, double q90, const std::vector<std::string>& families)
{
    std::vector<ap::Residual> rows;
    const double step = (q90 - q10) / 8;
    for (const std::string& family : families) {
        ap::Regime g;
        g.family = family;
        g.phase = ap::BandPhase::Training;
        for (int i = 0; i <= 10; ++i) {
            const double logRatio = q10 - step + i * step;
            rows.push_back({family + std::to_string(i), "test", g, logRatio});
        }
    }
    return ap::BandTable(std::move(rows));
}

} // namespace bandstudy
