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
    // sums, to the bit, as summing the series after each step).
    double capexCharged = 0, total = 0;
    // Months since the latest purchase (bought in month 1 and at each end of life), counted
    // rather than taken modulo the life each month: the support contract is paid once that
    // purchase's warranty has run out.
    int sincePurchase = 0;
    for (int m = 0; m < months; ++m) {
        double& month = t.monthlyUsd[size_t(m)];
        capexCharged += month;
        const bool inWarranty = sincePurchase < warranty;
        if (++sincePurchase == life)
            sincePurchase = 0;
        const double maintenance = inWarranty ? 0.0 : maintenancePerMonth;
        t.maintenanceUsd += maintenance;
        month += powerPerMonth + spacePerMonth + maintenance + staffPerMonth;
        total += month;
    }
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
