// The study context: the template scenario, the merged prices and sites, the devices and
// sites to search, and the price lookups the search shares.

#include "common/input_error.h"
#include "recommend/candidate_scenario.h"
#include "recommend/quoted_server.h"
#include "recommend/search.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace ap::recommend_detail {

StudyContext makeContext(const Project& project, const StudySpec& study, const DataContext& data)
{
    const Catalog& catalog = data.catalog();
    StudyContext ctx;
    ctx.project = &project;
    ctx.study = study;
    ctx.catalog = &catalog;
    ctx.params = data.params();
    if (project.scenarios.empty())
        throw InputError(
            {}, "scenarios",
            Message(AP_TEXT("ap::InputError", "the project has no scenario to recommend for")));
    ctx.templ = templateScenario(project, study);
    if (!ctx.templ)
        throw InputError({}, "recommend.scenario",
                         Message(AP_TEXT("ap::InputError", "no scenario named \"%1\""),
                                 {msg::text(study.scenario)}));
    ctx.training = ctx.templ->isTraining();
    // Constraints of the other kind of workload would be silently ignored (the GUI's
    // Recommendation tab comes here directly; the CLI names the study's index beforehand).
    requireApplicableConstraints(study.constraints, ctx.training, ctx.templ->name,
                                 "recommend.constraints");

    // Prices and sites as the template's placement sees them, merged once.
    ctx.prices = data.prices();
    ctx.sites = data.sites();
    if (ctx.templ->placement) {
        ctx.placement = *ctx.templ->placement;
        mergePriceOverride(ctx.prices, ctx.placement.priceOverrides, "placement.prices");
        mergeSiteOverrides(ctx.sites, ctx.placement.siteOverrides, "placement.sites");
    } else {
        ctx.notes.push_back(Message(AP_TEXT("ap::Recommendation",
                                            "the template scenario has no placement: defaults "
                                            "used (36 months, upfront capex, the price book's "
                                            "prices)")));
    }
    ctx.placement.priceOverrides = {};
    ctx.placement.siteOverrides.clear();
    ctx.placement.burstSite.clear();
    ctx.placement.fallbackSite.clear();
    ctx.placement.compareWith.clear();
    ctx.dataClasses = study.constraints.dataClasses.value_or(ctx.placement.dataClasses);
    ctx.placement.dataClasses = ctx.dataClasses;
    ctx.utilisation = std::clamp(ctx.placement.utilisation.value_or(1.0), 0.0, 1.0);

    // Devices.
    if (study.search.devices.empty()) {
        for (const Device& d : catalog.devices())
            ctx.devices.push_back(&d);
    } else {
        for (size_t i = 0; i < study.search.devices.size(); ++i)
            ctx.devices.push_back(&catalog.at(
                study.search.devices[i], "recommend.search.devices[" + std::to_string(i) + "]"));
    }
    // Sites: public model APIs are priced per token with no device behind them; the search
    // compares devices, so they are left out (evaluate them as a scenario placement).
    if (study.search.sites.empty()) {
        for (const auto& [id, s] : ctx.sites.sites())
            if (s.kind != SiteKind::PublicModelApi)
                ctx.searchSites.push_back(&s);
    } else {
        for (size_t i = 0; i < study.search.sites.size(); ++i) {
            const Site* s = ctx.sites.find(study.search.sites[i]);
            if (!s)
                throw InputError({}, "recommend.search.sites[" + std::to_string(i) + "]",
                                 Message(AP_TEXT("ap::InputError", "unknown site \"%1\""),
                                         {msg::text(study.search.sites[i])}));
            if (s->kind == SiteKind::PublicModelApi)
                ctx.notes.push_back(
                    Message(AP_TEXT("ap::Recommendation",
                                    "site \"%1\" is a public model API: not searched (no device)"),
                            {msg::text(s->id)}));
            else
                ctx.searchSites.push_back(s);
        }
    }
    if (ctx.searchSites.empty())
        throw InputError({}, "recommend.search.sites",
                         Message(AP_TEXT("ap::InputError", "no site to search")));

    if (!ctx.training) {
        const auto& w = std::get<InferenceWorkload>(ctx.templ->workload);
        ctx.slo = servingObjectives(w, &study.constraints);
        ctx.demandOutputTokensPerSec = study.constraints.minOutputTokensPerSec.value_or(0);
        ctx.demandRequestsPerSec = study.constraints.minRequestsPerSec.value_or(0);
    }
    return ctx;
}

namespace {

std::string priceConfidence(const PriceProvenance& p)
{
    return p.confidence.empty() ? std::string("low") : p.confidence;
}

// The price a cloud site charges for a device under a commitment (null: none in the book),
// as its provenance: the one lookup behind "is it priced" and "how sure is the book".
const PriceProvenance* cloudPrice(const StudyContext& ctx, const Site& s,
                                  const std::string& deviceId, Commitment c)
{
    const ProviderPrices* p = ctx.prices.provider(s.provider);
    const CloudDevicePrice* dp = p ? p->device(deviceId, s.region) : nullptr;
    if (!dp)
        return nullptr;
    switch (c) {
    case Commitment::OnDemand:
        return dp->onDemand ? &dp->onDemand->provenance : nullptr;
    case Commitment::Commit1y:
        return dp->commit1y ? &dp->commit1y->provenance : nullptr;
    case Commitment::Commit3y:
        return dp->commit3y ? &dp->commit3y->provenance : nullptr;
    case Commitment::Spot:
        return dp->spot ? &dp->spot->provenance : nullptr;
    }
    return nullptr;
}

} // namespace

double efficiencyCvFor(const StudyContext& ctx, const Device& d)
{
    // The calibration's median |error| for families it measured; three times that for
    // families without measurements, which run at the conservative prior (the lowest
    // calibrated family's efficiency, EfficiencyParams::uncalibratedScale).
    const double calibrated = ctx.study.uncertainty.efficiencyCv.value_or(0.05);
    return ctx.params.isCalibrated(d.architecture) ? calibrated : 3 * calibrated;
}

bool hasCloudPrice(const StudyContext& ctx, const Site& s, const std::string& deviceId,
                   Commitment c)
{
    return cloudPrice(ctx, s, deviceId, c) != nullptr;
}

// The device price a placement rests on (a key shared by every option paying it, for
// correlated sampling) and how sure the book is of it.
std::pair<std::string, std::string> priceOf(const StudyContext& ctx, const Site& s,
                                            const std::string& deviceId, Commitment c)
{
    if (isOwned(s.kind)) {
        if (quotesServerOf(ctx, deviceId))
            return {"owned:" + deviceId, "medium"};
        const ServerPrice* sp = ctx.prices.onPrem().server(deviceId);
        return {"owned:" + deviceId, sp ? priceConfidence(sp->provenance) : "low"};
    }
    const PriceProvenance* p = cloudPrice(ctx, s, deviceId, c);
    // A spot price and its interruption rate both move, whatever the entry says.
    const std::string conf = p && c != Commitment::Spot ? priceConfidence(*p) : "low";
    return {s.provider + ":" + deviceId + ":" + std::string(commitmentName(c)), conf};
}

double priceCv(const StudyContext& ctx, const std::string& confidence)
{
    const auto& u = ctx.study.uncertainty;
    if (confidence == "high")
        return u.priceCvHigh;
    if (confidence == "medium")
        return u.priceCvMedium;
    return u.priceCvLow;
}

} // namespace ap::recommend_detail
