#pragma once

#include "economics/cash_flow.h"

#include <string>

namespace ap {

// How the capital cost reaches the monthly series.
enum class CapexTreatment {
    Upfront,      // cash: the whole capex in month 1 (and again at each refresh)
    StraightLine, // accounting view: capex / life every month of the life
    Financed,     // a loan over a term: level annuity payments
};

std::string_view capexTreatmentName(CapexTreatment t);

// Owned hardware in an own data centre or a colocation cage. All money in USD.
struct OnPremSpec {
    int devices = 8;
    int devicesPerServer = 8;
    double serverUsd = 0; // one server with its devices
    bool serverIncludesNetwork = false;
    double networkPortsPerDevice = 1; // device-facing fabric ports (3 for a 3-tier fat tree)
    double networkUsdPerPort = 0;
    double storageTerabytes = 0;
    double storageUsdPerTerabyte = 0;
    double installationFraction = 0; // of hardware capex (racks, cabling, integration)

    CapexTreatment capex = CapexTreatment::Upfront;
    int lifeMonths = 48; // depreciation life; the hardware is bought again after it
    double financingAnnualRate = 0;
    int financingTermMonths = 36;

    // Power: devices x TDP x (1 + host overhead) x power fraction x PUE. The power fraction is
    // utilisation plus an idle floor for the unused hours: idle + (1 - idle) x utilisation.
    double deviceTdpWatts = 700;
    double hostOverheadFraction = 0; // CPUs, memory, NICs, fans per device watt
    double idlePowerFraction = 0;    // of TDP drawn while idle (0 = the MODEL.md formula)
    double utilisation = 1;          // fraction of hours the devices do useful work
    double pue = 1.56;
    double powerUsdPerKwh = 0.0825;
    // Space: colocation bills provisioned IT kW (devices x TDP x (1 + host overhead)) per
    // month whether used or not; 0 for an owned building whose cost is in staff/capex.
    double spaceUsdPerKwMonth = 0;

    // Maintenance (support contracts) per year, as a fraction of capex, paid only once a
    // purchase is past its warranty: the vendor's parts warranty covers the first
    // warrantyMonths of each purchase (a refresh comes with a new one).
    double maintenanceFractionPerYear = 0; // of capex, after the warranty
    int warrantyMonths = 0;
    double staffUsdPerYear = 0;
    int horizonMonths = 36;
};

struct OnPremTco {
    MonthlySeries monthlyUsd;
    double capexUsd = 0;        // one purchase: servers + network + storage + installation
    double networkCapexUsd = 0; // the fabric's part of capexUsd (incl. its installation)
    double capexChargedUsd = 0; // what the horizon carries (incl. interest and refreshes)
    double powerUsd = 0;
    double spaceUsd = 0;
    double maintenanceUsd = 0;
    double staffUsd = 0;
    double energyKwh = 0; // at the meter (incl. PUE) over the horizon
    double itPowerKw = 0; // provisioned IT power
    double totalUsd = 0;
    double usefulDeviceHours = 0; // devices x hours x utilisation over the horizon
    double costPerUsefulDeviceHourUsd = 0;
};

OnPremTco computeOnPremTco(const OnPremSpec& spec);
// The same into `out`, reusing its series' storage: a re-pricing loop allocates nothing.
void computeOnPremTco(const OnPremSpec& spec, OnPremTco& out);

} // namespace ap
