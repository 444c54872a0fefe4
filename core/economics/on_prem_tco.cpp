#include "economics/on_prem_tco.h"

#include "economics/owned_servers.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace ap {

std::string_view capexTreatmentName(CapexTreatment t)
{
    switch (t) {
    case CapexTreatment::Upfront:
        return "upfront";
    case CapexTreatment::StraightLine:
        return "straight_line";
    case CapexTreatment::Financed:
        return "financed";
    }
    return "upfront";
}

OnPremTco computeOnPremTco(const OnPremSpec& s)
{
    OnPremTco t;
    computeOnPremTco(s, t);
    return t;
}

void computeOnPremTco(const OnPremSpec& s, OnPremTco& t)
{
    MonthlySeries series = std::move(t.monthlyUsd); // its storage, kept
    t = OnPremTco{};
    t.monthlyUsd = std::move(series);
    const int months = std::max(0, s.horizonMonths);
    t.monthlyUsd.assign(size_t(months), 0.0);

    const double servers = double(ownedServers(s.devices, s.devicesPerServer));
    const double network =
        s.serverIncludesNetwork ? 0.0 : s.devices * s.networkPortsPerDevice * s.networkUsdPerPort;
    const double hardware =
        servers * s.serverUsd + network + s.storageTerabytes * s.storageUsdPerTerabyte;
    t.capexUsd = hardware * (1.0 + s.installationFraction);
    t.networkCapexUsd = network * (1.0 + s.installationFraction);

    // Purchases happen in month 1 and again whenever the life ends (refresh at end of life).
    const int life = std::max(1, s.lifeMonths);
    const int term = std::max(1, s.financingTermMonths);
    // Only a financed purchase pays the annuity (two transcendental calls per pricing).
    const double payment = s.capex == CapexTreatment::Financed
                               ? annuityPaymentUsd(t.capexUsd, s.financingAnnualRate, term)
                               : 0.0;
    for (int purchase = 0; purchase < months; purchase += life) {
        switch (s.capex) {
        case CapexTreatment::Upfront:
            t.monthlyUsd[size_t(purchase)] += t.capexUsd;
            break;
        case CapexTreatment::StraightLine:
            // The accounting view: the charge runs for the life; past the horizon it is not
            // counted (the next owner of the books carries it).
            for (int m = purchase; m < std::min(months, purchase + life); ++m)
                t.monthlyUsd[size_t(m)] += t.capexUsd / life;
            break;
        case CapexTreatment::Financed:
            // Each purchase takes its own loan; a term longer than the life overlaps the next.
            for (int m = purchase; m < std::min(months, purchase + term); ++m)
                t.monthlyUsd[size_t(m)] += payment;
            break;
        }
    }

    t.itPowerKw = s.devices * s.deviceTdpWatts * (1.0 + s.hostOverheadFraction) / 1000.0;
    const double u = std::clamp(s.utilisation, 0.0, 1.0);
    const double powerFraction = s.idlePowerFraction + (1.0 - s.idlePowerFraction) * u;
    const double kwhPerMonth = t.itPowerKw * powerFraction * s.pue * kHoursPerMonth;
    const double powerPerMonth = kwhPerMonth * s.powerUsdPerKwh;
    const double spacePerMonth = t.itPowerKw * s.spaceUsdPerKwMonth;
    const double maintenancePerMonth = t.capexUsd * s.maintenanceFractionPerYear / 12.0;
    const double staffPerMonth = s.staffUsdPerYear / 12.0;
    const int warranty = std::max(0, s.warrantyMonths);
    // One pass: the capital charged (the months' capital alone, summed in month order), each
    // month's running costs added, and the months' totals summed in month order (the same
    // sums, to the bit, as summing the series after each step). A month's running costs are
    // one of two sums, in warranty (no support contract) or past it, each added up once here
    // in the order a month would add them; the maintenance total skips the in-warranty
    // months' zeros (adding +0.0 to a sum that started at +0.0 changes no bit). The months of
    // each purchase (bought in month 1 and at each end of life): its warranty's first, the
    // support contract paid for the rest (a re-pricing loop runs this per sample: no counter
    // or branch per month).
    const double runningInWarranty = powerPerMonth + spacePerMonth + 0.0 + staffPerMonth;
    const double runningAfter = powerPerMonth + spacePerMonth + maintenancePerMonth + staffPerMonth;
    double capexCharged = 0, total = 0, maintenanceUsd = 0;
    double* const monthly = t.monthlyUsd.data();
    for (int purchase = 0; purchase < months; purchase += life) {
        const int end = std::min(months, purchase + life);
        const int covered = purchase + std::min(end - purchase, warranty);
        for (int m = purchase; m < covered; ++m) {
            const double capital = monthly[m];
            capexCharged += capital;
            const double month = capital + runningInWarranty;
            monthly[m] = month;
            total += month;
        }
        for (int m = covered; m < end; ++m) {
            const double capital = monthly[m];
            capexCharged += capital;
            maintenanceUsd += maintenancePerMonth;
            const double month = capital + runningAfter;
            monthly[m] = month;
            total += month;
        }
    }
    t.maintenanceUsd = maintenanceUsd;
    t.capexChargedUsd = capexCharged;

    t.energyKwh = kwhPerMonth * months;
    t.powerUsd = powerPerMonth * months;
    t.spaceUsd = spacePerMonth * months;
    t.staffUsd = staffPerMonth * months;
    t.totalUsd = total;
    t.usefulDeviceHours = s.devices * kHoursPerMonth * months * u;
    t.costPerUsefulDeviceHourUsd = t.usefulDeviceHours > 0 ? t.totalUsd / t.usefulDeviceHours : 0.0;
}

} // namespace ap
