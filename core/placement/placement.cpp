#include "placement/placement.h"

#include "common/field_key.h"
#include "common/human_arg.h"
#include "common/number_text.h"
#include "economics/owned_servers.h"
#include "economics/unit_costs.h"
#include "placement/placement_internal.h"
#include "placement/site_figures.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <nlohmann/json.hpp>

namespace ap {

using nlohmann::json;
using placement_detail::compareApi;
using placement_detail::kDefaultCarbonGramsPerKwh;
using placement_detail::pick;
using placement_detail::quoted;

namespace {

constexpr double kGiga = 1e9;

// Energy of rented device-hours: the provider's meter, estimated from the devices' TDP.
double rentedEnergyKwh(double deviceHours, const WorkloadDemand& d, const PlacementSpec& spec,
                       const PriceLookup& prices, double pue)
{
    return energyKwh(d.tdpWatts * (1.0 + hostOverheadFraction(spec, prices, d.deviceId)), pue,
                     deviceHours);
}

// Years of the parts warranty each purchase comes with (no support contract inside it).
double warrantyYearsOf(const PlacementSpec& spec, const OnPremPrices& book)
{
    return spec.warrantyYears ? double(*spec.warrantyYears)
                              : (book.warrantyYears ? book.warrantyYears->value : 0.0);
}

struct Evaluator {
    const PlacementSpec& spec;
    const WorkloadDemand& demand;
    const PriceLookup& prices;
    const SiteLookup& sites;
    CostReport r;
    double u = 1;
    bool withSources = true; // PlacementDetail::Full: breakdownSources written
    // Share of the work (and of the responses it sends) the burst site takes.
    double burstShare = 0;

    // Internet egress one provider has billed this month, all the scenario's streams from its
    // regions together: a provider's tiers apply to an account's monthly total, not to each
    // stream (AWS Global Network FAQs: "Rate tiers take into account your aggregate DTO usage
    // across Amazon EC2, Amazon S3, ..."). At most three providers send: the compute site's,
    // the data site's and the burst site's.
    struct ProviderEgress {
        std::string_view provider;
        double everyMonthBytes = 0; // the cloud bill's responses, the same every month
        MonthlySeries monthBytes;   // the transfers', month by month
    };
    std::array<ProviderEgress, 3> billedEgress{};
    size_t billedProviders = 0;

    ProviderEgress& egressOf(std::string_view provider)
    {
        for (size_t i = 0; i < billedProviders; ++i)
            if (billedEgress[i].provider == provider)
                return billedEgress[i];
        ProviderEgress& e = billedEgress[std::min(billedProviders++, billedEgress.size() - 1)];
        e.provider = provider;
        return e;
    }

    // What `bytes` more internet egress from `provider` costs in month `m`: the month's
    // streams billed before it climbed the tiers first (AWS US East: after 100 TB of responses
    // a month, 100 TB of dataset growth starts at $0.07/GB, not at the free 100 GB).
    double egressUsd(const ProviderPrices& provider, std::string_view providerId, size_t m,
                     double bytes)
    {
        ProviderEgress& e = egressOf(providerId);
        if (e.monthBytes.empty())
            e.monthBytes.assign(size_t(std::max(0, spec.horizonMonths)), 0.0);
        const double before = e.everyMonthBytes + (m < e.monthBytes.size() ? e.monthBytes[m] : 0);
        if (m < e.monthBytes.size())
            e.monthBytes[m] += bytes;
        if (before <= 0)
            return tieredCostUsd(bytes, provider.egressTiers);
        return tieredCostUsd(before + bytes, provider.egressTiers) -
               tieredCostUsd(before, provider.egressTiers);
    }

    void problem(ProblemKind kind, Message m)
    {
        if (r.feasible)
            r.problemKind = kind;
        r.feasible = false;
        r.problems.push_back(std::move(m));
    }

    void addSeries(const MonthlySeries& s) { addInto(r.monthlyCashFlowUsd, s); }

    double pueOf(const Site& s) const { return sitePue(s, prices); }
    double carbonOf(const Site& s) const { return siteCarbonGramsPerKwh(s, prices); }

    // The grid figure behind co2_tonnes and what it counts (the site's carbon_method).
    void carbonSource(const Site& s)
    {
        if (!withSources)
            return;
        const std::optional<SourcedValue>& book = prices.facility().carbonGramsPerKwh;
        std::string& out = r.breakdownSources["carbon"];
        if (s.carbonGramsPerKwh)
            out = messageNumber(*s.carbonGramsPerKwh) + " g CO2e/kWh, " +
                  (s.carbonMethod.empty() ? std::string("method not stated")
                                          : s.carbonMethod + " basis") +
                  " (site " + s.id + ", its entry's source)";
        else if (book)
            out = messageNumber(book->value) +
                  " g CO2e/kWh, price book default: " + book->provenance.source;
        else
            out = messageNumber(kDefaultCarbonGramsPerKwh) +
                  " g CO2e/kWh, built-in default (Ember 2024 US, lifecycle basis)";
    }

    // Records where a breakdown component's default came from: the placement, the site, or
    // the price book entry (its source, date and confidence).
    // (Names as views: a pricing without sources builds no string for them.)
    void source(std::string_view component, const std::optional<double>& own,
                const std::optional<SourcedValue>& book, std::string_view ownLabel)
    {
        if (!withSources)
            return;
        std::string& out = r.breakdownSources[std::string(component)];
        if (own)
            out = std::string(ownLabel) + " = " + messageNumber(*own);
        else if (book)
            out = book->provenance.source + " (" + book->provenance.date +
                  (book->provenance.confidence.empty()
                       ? std::string()
                       : ", " + book->provenance.confidence + " confidence") +
                  ")";
        else
            out = "none: counted at 0";
    }

    const Site* site(const std::string& id, std::string_view role)
    {
        const Site* s = sites.find(id);
        if (!s)
            problem(ProblemKind::Placement,
                    role == "compute"
                        ? Message(AP_TEXT("ap::Problem", "compute site \"%1\" is not in the site "
                                                         "catalog"),
                                  {msg::text(id)})
                    : role == "data"
                        ? Message(AP_TEXT("ap::Problem", "data site \"%1\" is not in the site "
                                                         "catalog"),
                                  {msg::text(id)})
                    : role == "burst"
                        ? Message(AP_TEXT("ap::Problem", "burst site \"%1\" is not in the site "
                                                         "catalog"),
                                  {msg::text(id)})
                        : Message(AP_TEXT("ap::Problem", "fallback site \"%1\" is not in the "
                                                         "site catalog"),
                                  {msg::text(id)}));
        return s;
    }

    void owned(const Site& s, const Site* burst)
    {
        const int ownedDevices =
            burst ? spec.baselineDevices.value_or(demand.deviceCount) : demand.deviceCount;
        const double demandHours = demand.deviceCount * kHoursPerMonth * u;
        const double capacityHours = ownedDevices * kHoursPerMonth;
        const double servedHours = std::min(demandHours, capacityHours);

        const OnPremPrices& book = prices.onPrem();
        const ServerPrice* server = book.server(demand.deviceId);
        bool serverPriced = true;
        OnPremSpec o =
            onPremSpecFor(spec, demand, prices, s, ownedDevices,
                          capacityHours > 0 ? servedHours / capacityHours : 0, serverPriced);
        if (!serverPriced)
            problem(
                ProblemKind::Price,
                Message(AP_TEXT("ap::Problem", "no purchase price for device \"%1\": set "
                                               "%2 or add prices.on_prem.servers.%1"),
                        {msg::text(demand.deviceId), msg::field("placement.on_prem.server_usd",
                                                                "placement.on_prem.server_usd")}));
        const FacilityPrices& fac = prices.facility();
        // A site's own figure is sourced in its entry (data/sites/*.json "source").
        const std::string siteLabel =
            withSources ? "site " + s.id + " (its entry's source)" : std::string();
        // Space: a colocation cage rents it; an own building's space, cooling and power
        // plant cost the same per kW (the book's own-facility figure); an edge site's
        // cabinet is in a building paid for anyway unless the site says otherwise.
        if (s.kind == SiteKind::Colocation)
            source("space", s.spaceUsdPerKwMonth, fac.colocationUsdPerKwMonth, siteLabel);
        else if (s.kind == SiteKind::OnPrem)
            source("space", s.spaceUsdPerKwMonth, fac.ownFacilityUsdPerKwMonth, siteLabel);
        else
            source("space", s.spaceUsdPerKwMonth, std::nullopt, siteLabel);
        source("maintenance", spec.maintenanceFractionPerYear, book.maintenanceFractionPerYear,
               "placement.on_prem.maintenance_fraction_per_year");
        r.warrantyYears = warrantyYearsOf(spec, book);
        source("warranty",
               spec.warrantyYears ? std::optional<double>(*spec.warrantyYears) : std::nullopt,
               book.warrantyYears, "placement.on_prem.warranty_years");
        source("staff", spec.staffUsdPerYear, book.staffUsdPerDeviceYear,
               "placement.on_prem.staff_usd_per_year");
        if (withSources && !spec.staffUsdPerYear && book.staffUsdPerSiteYear) {
            // Both halves of the default: the floor per site and the rate per device.
            const SourcedValue& f = *book.staffUsdPerSiteYear;
            r.breakdownSources["staff"] =
                "floor per site: " + f.provenance.source + " (" + f.provenance.date + ", " +
                f.provenance.confidence +
                " confidence); per device: " + r.breakdownSources["staff"];
        }
        if (withSources) {
            // The power figures behind the power and space lines.
            std::string& p = r.breakdownSources["host_overhead"];
            if (spec.hostOverheadFraction)
                p = "placement.on_prem.host_overhead_fraction = " +
                    messageNumber(*spec.hostOverheadFraction);
            else if (server && server->hostOverheadFraction)
                p = server->powerSource + " (" + demand.deviceId + " entry of " +
                    "prices.on_prem.servers)";
            else if (book.hostOverheadFraction)
                p = book.hostOverheadFraction->provenance.source;
            else
                p = "built-in 0.8 (DGX H100 datasheet)";
        }
        source("power", s.powerUsdPerKwh, fac.powerUsdPerKwh, siteLabel);
        source("network", std::nullopt, book.networkUsdPerPort, {});
        if (withSources) {
            if (spec.serverUsd)
                r.breakdownSources["capex"] = "placement.on_prem.server_usd";
            else if (server)
                r.breakdownSources["capex"] = server->provenance.source + " (" +
                                              server->provenance.date + ", " +
                                              server->provenance.confidence + " confidence)";
            if (o.serverIncludesNetwork)
                r.breakdownSources["network"] = "included in the server price (" + demand.deviceId +
                                                " entry of prices.on_prem.servers)";
        }
        if (o.staffUsdPerYear == 0)
            r.notes.push_back(
                Message(AP_TEXT("ap::Problem", "owned site: no staff cost counted (%1)"),
                        {msg::field("placement.on_prem.staff_usd_per_year",
                                    "placement.on_prem.staff_usd_per_year")}));

        const OnPremTco t = computeOnPremTco(o);
        // A default that decides own vs rent should be the user's own figure: for a small
        // cluster the staff floor is most of the cost, and no published rule fits every shop.
        // The key is named in words that wrap (placement.on_prem.staff_usd_per_year as one
        // token is wider than the GUI's figures column).
        if (!spec.staffUsdPerYear && ownedDevices < kStaffDominanceMaxDevices && t.totalUsd > 0 &&
            t.staffUsd > kStaffDominanceShare * t.totalUsd)
            r.notes.push_back(
                Message(AP_TEXT("ap::Problem",
                                "staff default dominates: %1 of this owned option's cost for "
                                "%2 devices; state %3"),
                        {msg::percent(t.staffUsd / t.totalUsd), msg::count(ownedDevices),
                         msg::field("placement.on_prem.staff_usd_per_year",
                                    "the placement's on_prem staff_usd_per_year")}));
        addSeries(t.monthlyUsd);
        // The fabric's share of the capex charged (same treatment: upfront, financed, ...).
        const double networkShare = t.capexUsd > 0 ? t.networkCapexUsd / t.capexUsd : 0.0;
        r.capexUsd += t.capexChargedUsd * (1.0 - networkShare);
        r.networkUsd += t.capexChargedUsd * networkShare;
        r.powerUsd += t.powerUsd;
        r.spaceUsd += t.spaceUsd;
        r.maintenanceUsd += t.maintenanceUsd;
        r.staffUsd += t.staffUsd;
        r.usefulDeviceHours += t.usefulDeviceHours;
        r.energyKwh += t.energyKwh;
        r.co2Tonnes += co2Tonnes(t.energyKwh, carbonOf(s));
        carbonSource(s);

        const double excess = demandHours - servedHours;
        if (excess > 0 && burst) {
            // The burst runs the same job size in the cloud for the hours the owned cluster
            // cannot give; the dataset is kept there too.
            const double busy = excess / std::max(1, demand.deviceCount);
            // It serves its share of the requests, and the responses leave the cloud region.
            burstShare = demandHours > 0 ? excess / demandHours : 0.0;
            cloud(*burst, spec.burstCommitment, busy, /*servesUsers=*/true, burstShare);
            transfer(s, *burst, demand.datasetBytes, demand.datasetGrowthBytesPerMonth,
                     "dataset copy for cloud burst");
        }
    }

    // `egressShare`: the share of the users' responses this site sends (a burst site: the
    // share of the work it takes). Called at most once per placement (the compute site, or the
    // burst site of an owned one) and before any transfer, so its responses are the first of
    // its provider's egress each month.
    void cloud(const Site& s, Commitment commitment, double busyHoursPerMonth, bool servesUsers,
               double egressShare = 1.0)
    {
        const ProviderPrices* provider = prices.provider(s.provider);
        if (!provider) {
            problem(ProblemKind::Price,
                    Message(AP_TEXT("ap::Problem", "site \"%1\": no prices for provider \"%2\""),
                            {msg::text(s.id), msg::text(s.provider)}));
            return;
        }
        const CloudDevicePrice* dp = provider->device(demand.deviceId, s.region);
        if (!dp) {
            problem(ProblemKind::Price,
                    Message(AP_TEXT("ap::Problem", "provider \"%1\" has no price for device "
                                                   "\"%2\" (add prices.providers.%1.devices.%2)"),
                            {msg::text(s.provider), msg::text(demand.deviceId)}));
            return;
        }
        // The book prices a device in one region; another region's list differs (EU and APAC
        // regions usually list higher): say so rather than pass the price off as regional.
        if (!dp->region.empty() && !s.region.empty() && dp->region != s.region)
            r.notes.push_back(
                Message(AP_TEXT("ap::Problem",
                                "site \"%1\" (%2) is priced at %3's %4 list for %5: override "
                                "prices.providers.%3.devices.%5 with the regional price"),
                        {msg::text(s.id), msg::text(s.region), msg::text(s.provider),
                         msg::text(dp->region), msg::text(demand.deviceId)}));
        CloudSpec c =
            cloudSpecFor(spec, demand, *provider, *dp, commitment, busyHoursPerMonth, servesUsers);
        if (egressShare != 1.0)
            c.egressBytesPerMonth *= egressShare;
        if (c.egressBytesPerMonth > 0)
            egressOf(s.provider).everyMonthBytes += c.egressBytesPerMonth;
        if (!provider->storageUsdPerGigabyteMonth && demand.datasetBytes > 0)
            r.notes.push_back(Message(
                AP_TEXT("ap::Problem", "provider \"%1\": no storage price, storage counted at 0"),
                {msg::text(s.provider)}));
        if (servesUsers && provider->egressTiers.empty() && demand.egressBytesPerMonth > 0)
            r.notes.push_back(Message(
                AP_TEXT("ap::Problem", "provider \"%1\": no egress price, egress counted at 0"),
                {msg::text(s.provider)}));
        const CloudTco t = computeCloudTco(c);
        for (const auto& p : t.problems)
            problem(t.problemKind.value_or(ProblemKind::Placement),
                    Message(AP_TEXT("ap::Problem", "site \"%1\": %2"),
                            {msg::text(s.id), msg::phrase(p)}));
        if (t.commitmentBeyondHorizonUsd > 0)
            r.notes.push_back(
                Message(AP_TEXT("ap::Problem", "the %1 commitment runs past the horizon: its "
                                               "remaining months are charged in the last month"),
                        {msg::text(std::string(commitmentName(commitment)))}));
        addSeries(t.monthlyUsd);
        r.computeUsd += t.computeUsd;
        r.storageUsd += t.storageUsd;
        r.egressCostUsd += t.egressUsd;
        r.egressBytes += t.egressBytes;
        r.usefulDeviceHours += t.usefulDeviceHours;
        const double kwh = rentedEnergyKwh(t.billedDeviceHours, demand, spec, prices, pueOf(s));
        r.energyKwh += kwh;
        r.co2Tonnes += co2Tonnes(kwh, carbonOf(s));
        carbonSource(s);
    }

    void api(const Site& s)
    {
        if (!s.apiUsdPerMillionOutputTokens) {
            problem(ProblemKind::Price,
                    Message(AP_TEXT("ap::Problem", "site \"%1\": no %2"),
                            {msg::text(s.id), msg::field("placement.sites." + s.id +
                                                             ".api_usd_per_million_output_tokens",
                                                         "api_usd_per_million_output_tokens")}));
            return;
        }
        const double busySec = kHoursPerMonth * u * 3600.0;
        const double perMonth = demand.outputTokensPerSec * busySec / 1e6 *
                                apiUsdPerMillionOutputTokens(s, demand, spec);
        addSeries(MonthlySeries(size_t(spec.horizonMonths), perMonth));
        r.computeUsd += perMonth * spec.horizonMonths;
        if (withSources)
            r.breakdownSources["compute"] = s.source + (s.date.empty() ? "" : " (" + s.date + ")");
        if (const auto note = placement_detail::apiLongContextNote(s, demand))
            r.notes.push_back(*note);
        if (s.api) {
            const double tokensPerMin =
                (demand.outputTokensPerSec + demand.inputTokensPerSec) * 60.0;
            if (s.api->tokensPerMinuteLimit && tokensPerMin > *s.api->tokensPerMinuteLimit)
                r.notes.push_back(Message(
                    AP_TEXT("ap::Problem",
                            "site \"%1\": %2 tokens/min is above its published limit of %3 "
                            "tokens/min: a higher tier or a provisioned-throughput contract is "
                            "needed"),
                    {msg::text(s.id), msg::value(tokensPerMin),
                     msg::value(*s.api->tokensPerMinuteLimit)}));
            // The published request-rate limit likewise (OpenAI's usage tiers state both,
            // tokens and requests per minute: data/sites/model_apis.json): requests per minute
            // are the prompt tokens per minute over one request's prompt.
            const double requestsPerMin =
                demand.promptTokensPerRequest > 0
                    ? demand.inputTokensPerSec / demand.promptTokensPerRequest * 60.0
                    : 0.0;
            if (s.api->requestsPerMinuteLimit && requestsPerMin > *s.api->requestsPerMinuteLimit)
                r.notes.push_back(Message(
                    AP_TEXT("ap::Problem",
                            "site \"%1\": %2 requests/min is above its published limit of %3 "
                            "requests/min: a higher tier or a provisioned-throughput contract is "
                            "needed"),
                    {msg::text(s.id), msg::value(requestsPerMin),
                     msg::value(*s.api->requestsPerMinuteLimit)}));
            if (spec.apiBatch && s.api->batchDiscountFraction == 0)
                r.notes.push_back(
                    Message(AP_TEXT("ap::Problem", "site \"%1\" publishes no batch discount"),
                            {msg::text(s.id)}));
        }
    }

    // Moves `initial` bytes once and `monthly` bytes every month from `from` to `to`, priced as
    // the sender's provider bills it (inter-region within one provider, internet egress
    // otherwise; an owned site pays the WAN path's per-GB price, usually none).
    void transfer(const Site& from, const Site& to, double initial, double monthly,
                  const std::string& what)
    {
        if (initial <= 0 && monthly <= 0)
            return;
        const ProviderPrices* provider =
            from.kind == SiteKind::CloudRegion ? prices.provider(from.provider) : nullptr;
        MonthlySeries cost(size_t(spec.horizonMonths), 0.0);
        for (int m = 0; m < spec.horizonMonths; ++m) {
            const double bytes = (m == 0 ? initial : 0.0) + monthly;
            double usd = 0;
            if (provider && to.kind == SiteKind::CloudRegion && to.provider == from.provider) {
                usd = bytes / kGiga * provider->interRegionUsdPerGigabyte.value_or(0);
            } else if (provider) {
                usd = egressUsd(*provider, from.provider, size_t(m), bytes);
            } else {
                usd = bytes / kGiga * spec.wan.usdPerGigabyte.value_or(0);
            }
            cost[size_t(m)] = usd;
            if (provider) {
                r.egressCostUsd += usd;
                r.egressBytes += bytes;
            } else {
                r.egressCostUsd += usd; // WAN transfer charges count as egress too
                r.egressBytes += bytes;
            }
        }
        addSeries(cost);
        const TransferPlan first = planTransfer(initial, spec.wan, spec.shipment);
        if (initial > 0)
            r.transfers.push_back({from.id, to.id, what + " (initial)", initial, first.seconds,
                                   first.shipped, cost.empty() ? 0 : cost[0]});
        if (monthly > 0) {
            const TransferPlan each = planTransfer(monthly, spec.wan, spec.shipment);
            r.transfers.push_back({from.id, to.id, what + " (every month)", monthly, each.seconds,
                                   each.shipped, cost.size() > 1 ? cost[1] : 0});
            if (each.networkSec > 30 * 86400.0)
                problem(
                    ProblemKind::Placement,
                    Message(AP_TEXT("ap::Problem",
                                    "moving %1 TB per month from \"%2\" to \"%3\" takes "
                                    "longer than a month over the WAN: the data cannot keep "
                                    "up"),
                            {msg::value(monthly / 1e12), msg::text(from.id), msg::text(to.id)}));
        }
    }

    // What keeps being served while the WAN between the organisation and the cloud is down.
    // Local users of an owned site keep the local model; remote users, cloud burst capacity,
    // cloud and API serving are cut off, and a local fallback serves what it can.
    void wanDown(const Site& compute, const Site& data, const Site* burst, const Site* fallback)
    {
        WanDownReport w;
        const bool owned = isOwned(compute.kind);
        const Site& uplinkSite = owned ? compute : (fallback ? *fallback : compute);
        w.wanAvailability = uplinkSite.wanAvailability.value_or(spec.wan.availability);
        w.outageHoursPerYear = (1.0 - w.wanAvailability) * 8760.0;
        w.demandOutputTokensPerSec = demand.outputTokensPerSec;
        const double rate = demand.outputTokensPerSec;
        if (owned) {
            const bool local = spec.usersLocal.value_or(compute.kind == SiteKind::Edge);
            if (!local) {
                w.lost.push_back(Message(AP_TEXT("ap::Problem", "users reach \"%1\" over the WAN: "
                                                                "all %2 output tokens/s"),
                                         {msg::text(compute.id), msg::human(rate)}));
            } else {
                double share = 1.0;
                if (burst) {
                    share =
                        std::min(1.0, double(spec.baselineDevices.value_or(demand.deviceCount)) /
                                          std::max(1, demand.deviceCount));
                    if (share < 1.0)
                        w.lost.push_back(
                            Message(AP_TEXT("ap::Problem",
                                            "cloud burst capacity at \"%1\": %2 output tokens/s"),
                                    {msg::text(burst->id), msg::human(rate * (1 - share))}));
                }
                w.servedOutputTokensPerSec = rate * share;
                w.stillServed.push_back(Message(
                    AP_TEXT("ap::Problem", "local model on %1 x %2 at \"%3\": %4 output tokens/s"),
                    {msg::count(burst ? spec.baselineDevices.value_or(demand.deviceCount)
                                      : demand.deviceCount),
                     msg::text(demand.deviceId), msg::text(compute.id),
                     msg::human(w.servedOutputTokensPerSec)}));
            }
        } else {
            w.lost.push_back(
                Message(AP_TEXT("ap::Problem", "%1 \"%2\" is unreachable: %3 output tokens/s"),
                        {msg::text(std::string(siteKindName(compute.kind))), msg::text(compute.id),
                         msg::human(rate)}));
            if (fallback) {
                // A replica of the cluster serves all of it; a local model what it is stated to.
                w.servedOutputTokensPerSec =
                    spec.fallbackReplica ? rate : std::min(rate, spec.fallbackOutputTokensPerSec);
                if (w.servedOutputTokensPerSec > 0)
                    w.stillServed.push_back(
                        Message(AP_TEXT("ap::Problem", "degraded mode: local fallback at \"%1\": "
                                                       "%2 output tokens/s"),
                                {msg::text(fallback->id), msg::human(w.servedOutputTokensPerSec)}));
                else
                    w.lost.push_back(Message(
                        AP_TEXT("ap::Problem", "fallback \"%1\" has no stated capacity (%2)"),
                        {msg::text(fallback->id),
                         msg::field("placement.fallback_output_tokens_per_s",
                                    "placement.fallback_output_tokens_per_s")}));
            }
        }
        w.servedFraction = rate > 0 ? w.servedOutputTokensPerSec / rate : 0.0;
        // Data born here for a cloud data site queues locally during the outage.
        if (&data != &compute && !isOwned(data.kind) && owned)
            w.bufferedBytesPerOutageHour = demand.datasetGrowthBytesPerMonth / kHoursPerMonth;
        if (owned && &data == &compute && burst)
            w.bufferedBytesPerOutageHour = demand.datasetGrowthBytesPerMonth / kHoursPerMonth;
        r.wanDown = std::move(w);
    }

    void run()
    {
        r.horizonMonths = spec.horizonMonths;
        r.monthlyCashFlowUsd.assign(size_t(std::max(0, spec.horizonMonths)), 0.0);
        u = std::clamp(spec.utilisation.value_or(demand.utilisation), 0.0, 1.0);
        r.computeSite = spec.computeSite;

        const Site* compute = site(spec.computeSite, "compute");
        const Site* data = spec.dataSite.empty() ? compute : site(spec.dataSite, "data");
        const Site* burst = spec.burstSite.empty() ? nullptr : site(spec.burstSite, "burst");
        const Site* fallback =
            spec.fallbackSite.empty() ? nullptr : site(spec.fallbackSite, "fallback");
        if (!compute || !data)
            return;
        r.siteKind = compute->kind;
        // Physics the user sees: the round trip to the serving site is added to TTFT (known
        // even when the placement is refused, so every view reads one figure).
        // Users in several regions: the traffic-weighted means (the round trip is affine in
        // the distance, so the mean distance's round trip is the mean round trip).
        r.userRegions = userRegionLatencies(spec, compute);
        if (r.userRegions.empty()) {
            const NetworkPath users = usersPath(spec, compute);
            r.userDistanceKm = users.distanceKm;
            r.userLatencySec = roundTripSec(users);
        } else {
            for (const UserRegionLatency& region : r.userRegions) {
                r.userDistanceKm += region.share * region.distanceKm;
                r.userLatencySec += region.share * region.roundTripSec;
            }
            const double shareSum = userRegionShareSum(spec.userRegions);
            if (std::abs(shareSum - 1) > 1e-6)
                r.notes.push_back(Message(
                    AP_TEXT("ap::Problem", "the users' region shares sum to %1, not 1: each "
                                           "region's traffic is its share divided by the sum"),
                    {msg::number(shareSum, "%.4g")}));
        }
        if (compute->kind != SiteKind::PublicModelApi) {
            r.facilityPowerWatts = facilityPowerWatts(
                demand.deviceCount, demand.tdpWatts,
                hostOverheadFraction(spec, prices, demand.deviceId), pueOf(*compute));
            r.sitePowerWatts = compute->powerWatts;
        }

        // Sovereignty: every site the data reaches must be allowed to hold every class.
        for (const auto& [s, role] : {std::pair{compute, "compute"},
                                      {data, "data"},
                                      {burst, "burst"},
                                      {fallback, "fallback"}})
            if (s)
                for (const auto& p : sovereigntyProblems(spec.dataClasses, *s, role))
                    problem(ProblemKind::Sovereignty, p);

        if (compute->kind != SiteKind::PublicModelApi && !compute->offers(demand.deviceId))
            problem(
                ProblemKind::NotOffered,
                Message(AP_TEXT("ap::Problem", "site \"%1\" does not offer or host device \"%2\""),
                        {msg::text(compute->id), msg::text(demand.deviceId)}));
        if (burst && burst->kind != SiteKind::CloudRegion)
            problem(ProblemKind::Placement,
                    Message(AP_TEXT("ap::Problem", "burst site \"%1\" is not a cloud region"),
                            {msg::text(burst->id)}));
        if (burst && !isOwned(compute->kind))
            problem(ProblemKind::Placement,
                    Message(AP_TEXT("ap::Problem", "bursting needs an owned compute site "
                                                   "(on-prem, colocation or edge)")));
        if (burst && !burst->offers(demand.deviceId))
            problem(
                ProblemKind::NotOffered,
                Message(AP_TEXT("ap::Problem", "burst site \"%1\" does not offer device \"%2\""),
                        {msg::text(burst->id), msg::text(demand.deviceId)}));
        if (!r.feasible)
            return;

        switch (compute->kind) {
        case SiteKind::OnPrem:
        case SiteKind::Colocation:
        case SiteKind::Edge:
            owned(*compute, burst);
            // Responses leave an owned site over its own transit: the WAN path's price (those
            // of the share a burst site serves leave the cloud region: cloud()).
            if (const double bytes = demand.egressBytesPerMonth * (1.0 - burstShare); bytes > 0) {
                const double usd = bytes / kGiga * spec.users.usdPerGigabyte.value_or(0);
                addSeries(MonthlySeries(size_t(spec.horizonMonths), usd));
                r.egressCostUsd += usd * spec.horizonMonths;
                r.egressBytes += bytes * spec.horizonMonths;
            }
            break;
        case SiteKind::CloudRegion:
            cloud(*compute, spec.commitment, kHoursPerMonth * u, /*servesUsers=*/true);
            break;
        case SiteKind::PublicModelApi:
            api(*compute);
            break;
        }
        if (data != compute)
            transfer(*data, *compute, demand.datasetBytes, demand.datasetGrowthBytesPerMonth,
                     "dataset");
        // The checkpoint store is priced by the reliability model's storage tier wherever
        // the compute runs: one charge, in the storage part.
        if (demand.checkpointStorageUsdPerMonth > 0) {
            addSeries(
                MonthlySeries(size_t(spec.horizonMonths), demand.checkpointStorageUsdPerMonth));
            r.storageUsd += demand.checkpointStorageUsdPerMonth * spec.horizonMonths;
        }

        // A cloud-dependent service is down whenever its WAN path is; a local fallback runs
        // in parallel.
        const bool cloudDependent =
            compute->kind == SiteKind::CloudRegion || compute->kind == SiteKind::PublicModelApi;
        r.availability = compute->availability * (cloudDependent ? spec.users.availability : 1.0);
        // A fallback replica is priced by the pricing stage, whose report of it brings its own
        // availability (perf/engine_stages.h, addFallback); any other fallback is named here
        // for its availability alone.
        if (fallback && !spec.fallbackReplica) {
            r.availability = parallelAvailability(r.availability, fallback->availability);
            r.notes.push_back(
                Message(AP_TEXT("ap::Problem", "fallback site \"%1\": its cost is not included "
                                               "(evaluate it as its own placement)"),
                        {msg::text(fallback->id)}));
        }
        r.downtimeHoursPerYear = downtimeHoursPerYear(r.availability);
        // Only where the WAN to the cloud is part of the plan: an edge site, a cloud burst or
        // a local fallback (a data centre serving internet users has no "cloud" to lose).
        if (demand.outputTokensPerSec > 0 && (compute->kind == SiteKind::Edge || burst || fallback))
            wanDown(*compute, *data, burst, fallback);

        r.totalCostUsd = sum(r.monthlyCashFlowUsd);
        r.npvUsd = npvUsd(r.monthlyCashFlowUsd, spec.discountRate);
        r.costPerUsefulDeviceHourUsd =
            r.usefulDeviceHours > 0 ? r.totalCostUsd / r.usefulDeviceHours : 0.0;
        // A placement refused while pricing (an owned site without the device's purchase
        // price) has a partial sum: no price per unit of work, which would read as an answer.
        if (!r.feasible)
            return;
        if (demand.timeToTrainSec > 0 && r.usefulDeviceHours > 0)
            r.costPerTrainingRunUsd = costPerTrainingRunUsd(
                demand.deviceCount, demand.timeToTrainSec, r.costPerUsefulDeviceHourUsd);
        if (demand.outputTokensPerSec > 0)
            r.costPerMillionOutputTokensUsd =
                costPerMillionTokensUsd(r.totalCostUsd, demand.outputTokensPerSec,
                                        kHoursPerMonth * u * 3600.0 * spec.horizonMonths);
    }
};

} // namespace

NetworkPath usersPath(const PlacementSpec& spec, const Site* compute)
{
    NetworkPath users = spec.users;
    if (compute && spec.usersLatitudeDeg && spec.usersLongitudeDeg && compute->latitudeDeg &&
        compute->longitudeDeg)
        users.distanceKm = greatCircleKm(*spec.usersLatitudeDeg, *spec.usersLongitudeDeg,
                                         *compute->latitudeDeg, *compute->longitudeDeg);
    return users;
}

CloudSpec cloudSpecFor(const PlacementSpec& spec, const WorkloadDemand& demand,
                       const ProviderPrices& provider, const CloudDevicePrice& dp,
                       Commitment commitment, double busyHoursPerMonth, bool servesUsers)
{
    CloudSpec c;
    c.devices = demand.deviceCount;
    c.busyHoursPerMonth = busyHoursPerMonth;
    c.commitment = commitment;
    c.reservedDevices = spec.reservedDevices;
    c.burst = spec.burstCommitment;
    if (dp.onDemand)
        c.onDemandUsdPerDeviceHour = dp.onDemand->usdPerDeviceHour;
    if (dp.commit1y)
        c.commit1yUsdPerDeviceHour = dp.commit1y->usdPerDeviceHour;
    if (dp.commit3y)
        c.commit3yUsdPerDeviceHour = dp.commit3y->usdPerDeviceHour;
    if (dp.spot) {
        c.spotUsdPerDeviceHour = dp.spot->usdPerDeviceHour;
        c.spotInterruptionsPerDeviceHour = dp.spot->interruptionsPerDeviceHour;
    }
    c.checkpointIntervalSec = spec.checkpointIntervalSec;
    c.restartSec = spec.restartSec;
    c.storageBytes = demand.datasetBytes;
    c.storageGrowthBytesPerMonth = demand.datasetGrowthBytesPerMonth;
    if (provider.storageUsdPerGigabyteMonth)
        c.storageUsdPerGigabyteMonth = *provider.storageUsdPerGigabyteMonth;
    if (servesUsers) {
        c.egressBytesPerMonth = demand.egressBytesPerMonth;
        c.egressTiers = provider.egressTiers;
    }
    c.horizonMonths = spec.horizonMonths;
    return c;
}

OnPremSpec onPremSpecFor(const PlacementSpec& spec, const WorkloadDemand& demand,
                         const PriceLookup& prices, const Site& s, int ownedDevices,
                         double utilisation, bool& serverPriced)
{
    const int months = spec.horizonMonths;
    const OnPremPrices& book = prices.onPrem();
    const ServerPrice* server = book.server(demand.deviceId);
    OnPremSpec o;
    o.devices = ownedDevices;
    serverPriced = true;
    const int perServer =
        ownedDevicesPerServer(spec.serverUsd.has_value(), spec.devicesPerServer, server);
    if (spec.serverUsd) {
        o.serverUsd = *spec.serverUsd;
        o.devicesPerServer = perServer;
    } else if (server) {
        o.serverUsd = server->usdPerServer;
        o.devicesPerServer = perServer;
        o.serverIncludesNetwork = server->includesNetwork;
    } else {
        serverPriced = false;
    }
    o.networkPortsPerDevice = spec.networkPortsPerDevice;
    o.networkUsdPerPort = book.networkUsdPerPort ? book.networkUsdPerPort->value : 0;
    o.storageTerabytes = (demand.datasetBytes + demand.datasetGrowthBytesPerMonth * months) / 1e12;
    o.storageUsdPerTerabyte = book.storageUsdPerTerabyte ? book.storageUsdPerTerabyte->value : 0;
    o.installationFraction = spec.installationFraction.value_or(
        book.installationFraction ? book.installationFraction->value : 0);
    o.capex = spec.capex;
    o.lifeMonths = spec.lifeMonths;
    o.financingAnnualRate = spec.financingAnnualRate;
    o.financingTermMonths = spec.financingTermMonths;
    o.deviceTdpWatts = demand.tdpWatts;
    o.hostOverheadFraction = hostOverheadFraction(spec, prices, demand.deviceId);
    o.idlePowerFraction = idlePowerFraction(spec, prices, demand.deviceId);
    o.utilisation = utilisation;
    o.pue = sitePue(s, prices);
    o.powerUsdPerKwh = sitePowerUsdPerKwh(s, prices);
    o.spaceUsdPerKwMonth = siteSpaceUsdPerKwMonth(s, prices);
    o.maintenanceFractionPerYear = spec.maintenanceFractionPerYear.value_or(
        book.maintenanceFractionPerYear ? book.maintenanceFractionPerYear->value : 0);
    // No support contract inside the parts warranty (each purchase brings its own).
    o.warrantyMonths = int(std::lround(warrantyYearsOf(spec, book) * 12.0));
    o.staffUsdPerYear = staffUsdPerYear(spec, prices, ownedDevices);
    o.horizonMonths = months;
    return o;
}

CostReport evaluatePlacement(const PlacementSpec& spec, const WorkloadDemand& demand,
                             const PriceBook& prices, const SiteCatalog& sites,
                             PlacementDetail detail)
{
    // The placement's own prices and sites are read over the shipped ones, section by section
    // and site by site (PriceLookup, SiteLookup: no copy of the book or the catalog).
    const PriceLookup book = priceLookup(prices, spec.priceOverrides, "placement.prices");
    const SiteLookup catalog = spec.siteOverrides.empty()
                                   ? SiteLookup(sites)
                                   : SiteLookup(sites, spec.siteOverrides, "placement.sites");
    return placement_detail::evaluateOver(spec, demand, book, catalog, detail);
}

namespace placement_detail {

CostReport evaluateOver(const PlacementSpec& spec, const WorkloadDemand& demand,
                        const PriceLookup& book, const SiteLookup& catalog, PlacementDetail detail)
{
    Evaluator e{spec, demand, book, catalog, {}, 1.0, detail == PlacementDetail::Full};
    e.run();
    CostReport r = std::move(e.r);

    if (!spec.compareWith.empty())
        compareApi(r, spec, demand, book, catalog);
    if (!spec.compareWith.empty()) {
        PlacementSpec alt = spec;
        alt.computeSite = spec.compareWith;
        alt.burstSite.clear();
        alt.compareWith.clear();
        Evaluator a{alt, demand, book, catalog, {}, 1.0, false}; // its figures only
        a.run();
        if (a.r.feasible) {
            r.alternativeTotalCostUsd = a.r.totalCostUsd;
            r.breakEvenMonth = breakEvenMonth(r.monthlyCashFlowUsd, a.r.monthlyCashFlowUsd);
        } else {
            for (const auto& p : a.r.problems)
                r.notes.push_back(Message(AP_TEXT("ap::Problem", "comparison with \"%1\": %2"),
                                          {msg::text(spec.compareWith), msg::phrase(p)}));
        }
    }
    return r;
}

} // namespace placement_detail

} // namespace ap
