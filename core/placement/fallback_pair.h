#pragma once

// The figures of a primary site's report with its fallback replica's added, as addFallback
// (placement/placement.h) composes the pair's report: the one composition of those figures,
// which addFallback writes into the report and the recommender reads without building one.

namespace ap {

struct CostReport;

struct FallbackPairFigures {
    double totalCostUsd = 0; // the primary's total plus the fallback's
    double energyKwh = 0;
    double co2Tonnes = 0;
    double availability = 0; // the two sites in parallel (parallelAvailability)
};

FallbackPairFigures fallbackPairFigures(const CostReport& primary, const CostReport& fallback);

} // namespace ap
