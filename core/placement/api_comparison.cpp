// The self-host vs model-API comparison of a placement (`compare_with` an API site, or an API
// as the compute site): moved out of placement.cpp, which evaluates the placement itself.

#include "economics/cash_flow.h"
#include "placement/placement.h"
#include "placement/placement_internal.h"

#include <algorithm>

namespace ap::placement_detail {

// Self-host against a model API (one of the compute and the compare_with sites is an API):
// the self-hosted cost per month is fixed by the cluster, the API's grows with the tokens,
// so break-even tokens/month = self-hosted USD per month / API USD per output token.
void compareApi(CostReport& r, const PlacementSpec& spec, const WorkloadDemand& demand,
                const PriceLookup& book, const SiteLookup& catalog)
{
    const Site* compute = catalog.find(spec.computeSite);
    const Site* other = catalog.find(spec.compareWith);
    if (!compute || !other || demand.outputTokensPerSec <= 0)
        return;
    const bool computeIsApi = compute->kind == SiteKind::PublicModelApi;
    if (computeIsApi == (other->kind == SiteKind::PublicModelApi))
        return;
    const Site& apiSite = computeIsApi ? *compute : *other;
    PlacementSpec self = spec;
    self.computeSite = computeIsApi ? other->id : compute->id;
    self.compareWith.clear();
    PlacementSpec viaApi = self;
    viaApi.computeSite = apiSite.id;

    ApiComparison c;
    c.apiSite = apiSite.id;
    c.model = apiSite.api ? apiSite.api->model : std::string();
    c.refusals = sovereigntyProblems(spec.dataClasses, apiSite, "compute");
    c.apiAllowed = c.refusals.empty();
    c.apiUsdPerMillionOutputTokens = apiUsdPerMillionOutputTokens(apiSite, demand, spec);
    if (!computeIsApi) // an API compute site notes it with its own cost
        if (const auto note = apiLongContextNote(apiSite, demand))
            r.notes.push_back(*note);
    const double u = std::clamp(spec.utilisation.value_or(demand.utilisation), 0.0, 1.0);
    c.servedOutputTokensPerMonth = demand.outputTokensPerSec * kHoursPerMonth * 3600.0 * u;
    c.capacityOutputTokensPerMonth = demand.outputTokensPerSec * kHoursPerMonth * 3600.0;
    c.apiUsdPerMonth = c.servedOutputTokensPerMonth / 1e6 * c.apiUsdPerMillionOutputTokens;

    const CostReport selfReport =
        computeIsApi ? evaluateOver(self, demand, book, catalog, PlacementDetail::Full) : r;
    if (!selfReport.feasible || spec.horizonMonths <= 0)
        return;
    c.selfHostUsdPerMonth = selfReport.totalCostUsd / spec.horizonMonths;
    if (c.apiUsdPerMillionOutputTokens > 0)
        c.breakEvenOutputTokensPerMonth =
            c.selfHostUsdPerMonth / c.apiUsdPerMillionOutputTokens * 1e6;
    c.selfHostCheaper = c.selfHostUsdPerMonth < c.apiUsdPerMonth;
    if (c.breakEvenOutputTokensPerMonth > c.capacityOutputTokensPerMonth)
        r.notes.push_back(
            Message(AP_TEXT("ap::Problem", "the API is cheaper at any volume this self-hosted "
                                           "cluster can serve: break-even %1 output tokens/month, "
                                           "capacity %2"),
                    {msg::value(c.breakEvenOutputTokensPerMonth),
                     msg::value(c.capacityOutputTokensPerMonth)}));
    r.api = std::move(c);
}

} // namespace ap::placement_detail
