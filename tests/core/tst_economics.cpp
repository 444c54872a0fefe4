// Economics: tiered egress, on-prem and cloud TCO, cash flows and unit costs, checked against
// hand-computed cases (the arithmetic is written next to each expected value) and invariants.
#include "common/input_error.h"
#include "economics/cash_flow.h"
#include "economics/cloud_tco.h"
#include "economics/on_prem_tco.h"
#include "economics/price_book.h"
#include "economics/unit_costs.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>
#include <nlohmann/json.hpp>

using namespace ap;

namespace {

const PriceBook& book()
{
    static const PriceBook b = PriceBook::builtIn(testSourceStd("/data"));
    return b;
}

constexpr double TB = 1e12;

} // namespace

class TestEconomics : public QObject {
    Q_OBJECT
private slots:
    void awsEgress200Tb();
    void egressTiers_data();
    void egressTiers();
    void moreEgressNeverCostsLess();
    void straightLineVersusFinanced();
    void refreshAtEndOfLife();
    void onPremTotalsAreTheSeriesSums_data();
    void onPremTotalsAreTheSeriesSums();
    void npvHandComputed();
    void annuityTendsToStraightLine();
    void breakEvenMonthSimplePair();
    void onPremCostPerUsefulHourFallsWithUtilisation();
    void onPremPowerFormula();
    void idlePowerOfGb200FromNvidiaDps();
    void spotMultiplierHandComputed();
    void spotInfeasibleWhenPreemptedTooOften();
    void reservedPlusBurst();
    void commitmentBeyondHorizonIsCharged();
    void cloudTotalIsTheSeriesSum();
    void checkpointStallCostsAbout40UsdPerHour();
    void energyAndCarbon();
    void unitCosts();
    void priceBookIsSourced();
    void priceBookOverrides();
    void priceBookErrorsNameFileEntryField_data();
    void priceBookErrorsNameFileEntryField();
};

void TestEconomics::awsEgress200Tb()
{
    // 200 TB = 200,000 GB in one month through the AWS US East internet tiers
    // (shared/data/prices.csv):
    //   first 100 GB free                      100 GB x 0      =      0
    //   up to 10 TB:    10,000 - 100 = 9,900 GB x 0.09   =    891
    //   next 40 TB:                   40,000 GB x 0.085  =  3,400
    //   next 100 TB:                 100,000 GB x 0.07   =  7,000
    //   over 150 TB:  200,000 - 150,000 = 50,000 GB x 0.05 = 2,500
    //   total                                             = 13,791 USD
    const ProviderPrices* aws = book().provider("aws");
    QVERIFY(aws);
    QCOMPARE(tieredCostUsd(200 * TB, aws->egressTiers), 13791.0);
}

void TestEconomics::egressTiers_data()
{
    QTest::addColumn<double>("gigabytes");
    QTest::addColumn<double>("usd");
    QTest::newRow("inside free tier") << 50.0 << 0.0;
    QTest::newRow("exactly free tier") << 100.0 << 0.0;
    QTest::newRow("1 TB") << 1000.0 << 900 * 0.09;
    QTest::newRow("10 TB") << 10000.0 << 891.0;
    QTest::newRow("50 TB") << 50000.0 << 891.0 + 3400.0;
    QTest::newRow("150 TB") << 150000.0 << 891.0 + 3400.0 + 7000.0;
}

void TestEconomics::egressTiers()
{
    QFETCH(double, gigabytes);
    QFETCH(double, usd);
    QVERIFY(std::abs(tieredCostUsd(gigabytes * 1e9, book().provider("aws")->egressTiers) - usd) <
            1e-6);
}

void TestEconomics::moreEgressNeverCostsLess()
{
    for (const auto& [id, provider] : book().providers()) {
        if (provider.egressTiers.empty())
            continue;
        double previous = -1;
        for (double gb = 0; gb <= 400000; gb += 2500) {
            const double usd = tieredCostUsd(gb * 1e9, provider.egressTiers);
            QVERIFY2(usd >= previous, qPrintable(QString::fromStdString(id)));
            previous = usd;
        }
    }
    // The same through a whole cloud TCO.
    CloudSpec s;
    s.onDemandUsdPerDeviceHour = 2.5;
    s.egressTiers = book().provider("aws")->egressTiers;
    double previous = -1;
    for (double tb : {0.0, 0.05, 1.0, 10.0, 49.0, 151.0, 500.0}) {
        s.egressBytesPerMonth = tb * TB;
        const double total = computeCloudTco(s).totalUsd;
        QVERIFY(total >= previous);
        previous = total;
    }
}

void TestEconomics::straightLineVersusFinanced()
{
    // Capex 1,200,000 USD (no other costs), 36-month life and horizon.
    OnPremSpec s;
    s.devices = 32;
    s.devicesPerServer = 8;
    s.serverUsd = 300000; // 4 servers = 1.2 M
    s.serverIncludesNetwork = true;
    s.deviceTdpWatts = 0;
    s.lifeMonths = 36;
    s.horizonMonths = 36;

    // Straight line: 1,200,000 / 36 = 33,333.33 per month, 1,200,000 in total.
    s.capex = CapexTreatment::StraightLine;
    const OnPremTco straight = computeOnPremTco(s);
    QCOMPARE(straight.capexUsd, 1.2e6);
    QVERIFY(std::abs(straight.monthlyUsd[0] - 33333.333333) < 1e-3);
    QVERIFY(std::abs(straight.totalUsd - 1.2e6) < 1e-6);

    // Financed at 6%/year over 36 months: r = 0.005, 1.005^36 = 1.1966805,
    // payment = 1.2e6 x 0.005 / (1 - 1/1.1966805) = 6,000 / 0.1643550 = 36,506.32;
    // total 36 x 36,506.32 = 1,314,227.7 (114,228 of interest).
    s.capex = CapexTreatment::Financed;
    s.financingAnnualRate = 0.06;
    s.financingTermMonths = 36;
    const OnPremTco financed = computeOnPremTco(s);
    QVERIFY(std::abs(financed.monthlyUsd[0] - 36506.325) < 0.01);
    QVERIFY(std::abs(financed.totalUsd - 1314227.7) < 0.1);
    QVERIFY(financed.totalUsd > straight.totalUsd);

    // At 0% the loan costs exactly the straight-line amount.
    s.financingAnnualRate = 0;
    QVERIFY(std::abs(computeOnPremTco(s).totalUsd - 1.2e6) < 1e-6);

    // Upfront: everything in month 1.
    s.capex = CapexTreatment::Upfront;
    const OnPremTco upfront = computeOnPremTco(s);
    QCOMPARE(upfront.monthlyUsd[0], 1.2e6);
    QCOMPARE(upfront.monthlyUsd[1], 0.0);
}

void TestEconomics::onPremTotalsAreTheSeriesSums_data()
{
    QTest::addColumn<int>("treatment");
    QTest::newRow("upfront") << int(CapexTreatment::Upfront);
    QTest::newRow("straight line") << int(CapexTreatment::StraightLine);
    QTest::newRow("financed") << int(CapexTreatment::Financed);
}

void TestEconomics::onPremTotalsAreTheSeriesSums()
{
    // The total is the monthly series summed in month order, and the capital charged the
    // capital months alone summed the same way (with power, space, maintenance after the
    // warranty and staff running beside it): to the bit, whichever way the model sums them.
    QFETCH(int, treatment);
    OnPremSpec s;
    s.devices = 24;
    s.devicesPerServer = 8;
    s.serverUsd = 250000;
    s.deviceTdpWatts = 700;
    s.powerUsdPerKwh = 0.11;
    s.staffUsdPerYear = 90000;
    s.lifeMonths = 30;
    s.horizonMonths = 60; // a refresh in month 31
    s.warrantyMonths = 12;
    s.maintenanceFractionPerYear = 0.08;
    s.spaceUsdPerKwMonth = 150;
    s.utilisation = 0.7;
    s.capex = CapexTreatment(treatment);
    s.financingAnnualRate = 0.07;
    s.financingTermMonths = 48; // overlaps the refresh's loan
    const OnPremTco t = computeOnPremTco(s);
    double total = 0;
    for (double v : t.monthlyUsd)
        total += v;
    QVERIFY(t.totalUsd == total);
    s.deviceTdpWatts = 0; // the capital alone
    s.staffUsdPerYear = 0;
    s.maintenanceFractionPerYear = 0;
    s.spaceUsdPerKwMonth = 0;
    const OnPremTco capital = computeOnPremTco(s);
    double charged = 0;
    for (double v : capital.monthlyUsd)
        charged += v;
    QVERIFY(t.capexChargedUsd == charged);
    QVERIFY(t.capexChargedUsd >= t.capexUsd); // bought at least once
    QVERIFY(t.totalUsd > t.capexChargedUsd);
}

void TestEconomics::refreshAtEndOfLife()
{
    OnPremSpec s;
    s.devices = 8;
    s.serverUsd = 100000;
    s.serverIncludesNetwork = true;
    s.deviceTdpWatts = 0;
    s.lifeMonths = 24;
    s.horizonMonths = 60; // purchases in months 1, 25, 49
    const OnPremTco t = computeOnPremTco(s);
    QCOMPARE(t.monthlyUsd[0], 100000.0);
    QCOMPARE(t.monthlyUsd[24], 100000.0);
    QCOMPARE(t.monthlyUsd[48], 100000.0);
    QCOMPARE(t.totalUsd, 300000.0);
}

// The financed payment at rates near zero is the limit capex / n, never inf (#29:
// financing_rate 1e-15 printed "$inf"); at 5 % a year it is the textbook annuity.
void TestEconomics::annuityTendsToStraightLine()
{
    const double p = 1.2e6;
    for (double rate : {0.0, 1e-15, 1e-12, 1e-9}) {
        const double pay = annuityPaymentUsd(p, rate, 36);
        QVERIFY2(std::isfinite(pay), qPrintable(QString::number(rate)));
        QVERIFY(std::abs(pay - p / 36) < 1e-6 * p / 36);
    }
    // 5 %/year over 36 months: r = 0.05/12, payment = P r / (1 - (1 + r)^-36) = 35,965.07.
    QVERIFY(std::abs(annuityPaymentUsd(p, 0.05, 36) - 35965.07) < 0.01);
    // Payments rise with the rate.
    QVERIFY(annuityPaymentUsd(p, 1e-6, 36) > p / 36);
}

void TestEconomics::npvHandComputed()
{
    // 1,000 now and 1,000 a year later at 10%: 1,000 + 1,000 / 1.1 = 1,909.09.
    MonthlySeries s(13, 0.0);
    s[0] = 1000;
    s[12] = 1000;
    QVERIFY(std::abs(npvUsd(s, 0.10) - 1909.0909) < 1e-3);
    QCOMPARE(npvUsd(s, 0.0), 2000.0);
}

void TestEconomics::breakEvenMonthSimplePair()
{
    // On-prem: 120,000 up front + 2,000 per month; cloud: 10,000 per month.
    // Cumulative: on-prem 120,000 + 2,000 m, cloud 10,000 m: equal when 8,000 m = 120,000,
    // m = 15. Month 14: 148,000 vs 140,000 (cloud cheaper); month 15: 150,000 vs 150,000.
    MonthlySeries onPrem(36, 2000.0);
    onPrem[0] += 120000;
    const MonthlySeries cloud(36, 10000.0);
    QCOMPARE(breakEvenMonth(onPrem, cloud), std::optional<int>(15));
    // The month the curves cross, whichever side asks: the rented option's first month is
    // cheaper, and that is not a break-even.
    QCOMPARE(breakEvenMonth(cloud, onPrem), std::optional<int>(15));
    // Curves that never cross have no break-even, from either side.
    const MonthlySeries cheap(36, 1000.0);
    QCOMPARE(breakEvenMonth(cheap, cloud), std::optional<int>());
    QCOMPARE(breakEvenMonth(cloud, cheap), std::optional<int>());
    // Equal from the start: month 1.
    QCOMPARE(breakEvenMonth(cloud, cloud), std::optional<int>(1));
    // Never within a 12-month horizon.
    QCOMPARE(breakEvenMonth(MonthlySeries(onPrem.begin(), onPrem.begin() + 12),
                            MonthlySeries(12, 10000.0)),
             std::optional<int>());
    // The same through computeOnPremTco and computeCloudTco.
    OnPremSpec o;
    o.devices = 8;
    o.serverUsd = 120000;
    o.serverIncludesNetwork = true;
    o.deviceTdpWatts = 0;
    o.staffUsdPerYear = 24000; // 2,000 per month
    o.horizonMonths = 36;
    CloudSpec c;
    c.devices = 8;
    c.busyHoursPerMonth = 730;
    c.onDemandUsdPerDeviceHour = 10000.0 / (8 * 730); // 10,000 per month
    c.horizonMonths = 36;
    QCOMPARE(breakEvenMonth(computeOnPremTco(o).monthlyUsd, computeCloudTco(c).monthlyUsd),
             std::optional<int>(15));
}

void TestEconomics::onPremCostPerUsefulHourFallsWithUtilisation()
{
    OnPremSpec o;
    o.devices = 16;
    o.serverUsd = 270000;
    o.serverIncludesNetwork = true;
    o.hostOverheadFraction = 0.5;
    o.idlePowerFraction = 0.1;
    o.spaceUsdPerKwMonth = 184.06;
    o.maintenanceFractionPerYear = 0.1;
    CloudSpec c;
    c.devices = 16;
    c.onDemandUsdPerDeviceHour = 6.88;
    double previousOnPrem = 1e300;
    double firstCloud = 0;
    for (double u : {0.1, 0.25, 0.5, 0.75, 0.9, 1.0}) {
        o.utilisation = u;
        c.busyHoursPerMonth = u * kHoursPerMonth;
        const double onPrem = computeOnPremTco(o).costPerUsefulDeviceHourUsd;
        const double cloud = computeCloudTco(c).costPerUsefulDeviceHourUsd;
        QVERIFY2(onPrem < previousOnPrem, qPrintable(QString::number(u)));
        previousOnPrem = onPrem;
        if (firstCloud == 0)
            firstCloud = cloud;
        QVERIFY(std::abs(cloud - firstCloud) < 1e-9); // on-demand: you pay per used hour
        QVERIFY(std::abs(cloud - 6.88) < 1e-9);
    }
}

void TestEconomics::onPremPowerFormula()
{
    // 16 devices x 700 W x (1 + 0.5 host) = 16.8 kW IT; utilisation 0.5, PUE 1.56,
    // 0.0825 USD/kWh: 16.8 x 0.5 x 1.56 x 730 h = 9,565.92 kWh/month -> 789.19 USD/month.
    // Colocation 184.06 USD/kW-month on 16.8 kW = 3,092.21 USD/month.
    OnPremSpec o;
    o.devices = 16;
    o.serverUsd = 0;
    o.deviceTdpWatts = 700;
    o.hostOverheadFraction = 0.5;
    o.utilisation = 0.5;
    o.pue = 1.56;
    o.powerUsdPerKwh = 0.0825;
    o.spaceUsdPerKwMonth = 184.06;
    o.horizonMonths = 1;
    const OnPremTco t = computeOnPremTco(o);
    QVERIFY(std::abs(t.itPowerKw - 16.8) < 1e-9);
    QVERIFY(std::abs(t.energyKwh - 9565.92) < 1e-6);
    QVERIFY(std::abs(t.powerUsd - 789.1884) < 1e-6);
    QVERIFY(std::abs(t.spaceUsd - 3092.208) < 1e-6);
}

// Idle power of an owned GB200 NVL72 (data/prices/on_prem.json): NVIDIA Dynamic Power Software's
// shipped DGX_GB200 specification gives the compute tray (4 GB200, 2 Grace) a minimum load of
// 1000 W of its 6667 W, each GB200 200 of 1200 W: 0.15 of full power drawn with nothing to do.
// A month of the rack idle costs 0.15 of a month at full load; half-loaded, 0.15 + 0.85 / 2.
void TestEconomics::idlePowerOfGb200FromNvidiaDps()
{
    const ServerPrice* gb200 = book().onPrem().server("nvidia-gb200-nvl72");
    QVERIFY(gb200 && gb200->idlePowerFraction);
    QVERIFY(std::abs(*gb200->idlePowerFraction - 1000.0 / 6667.0) < 0.005);
    QVERIFY(std::abs(*gb200->idlePowerFraction - 200.0 / 1200.0) < 0.02);
    OnPremSpec o;
    o.devices = 72;
    o.serverUsd = 0;
    o.deviceTdpWatts = 1200;
    o.hostOverheadFraction = *gb200->hostOverheadFraction;
    o.idlePowerFraction = *gb200->idlePowerFraction;
    o.pue = 1.2;
    o.powerUsdPerKwh = 0.1;
    o.horizonMonths = 1;
    const auto energyAt = [&](double u) {
        o.utilisation = u;
        return computeOnPremTco(o).energyKwh;
    };
    const double full = energyAt(1.0);
    QVERIFY(std::abs(energyAt(0.0) / full - 0.15) < 1e-12);
    QVERIFY(std::abs(energyAt(0.5) / full - (0.15 + 0.85 * 0.5)) < 1e-12);
}

void TestEconomics::spotMultiplierHandComputed()
{
    // 16 devices x 1e-3 interruptions per device-hour = 0.016 per hour for the job. Each loses
    // half a 1-hour checkpoint interval (1,800 s) + 600 s restart = 2,400 s = 0.6667 h.
    // Lost fraction 0.016 x 0.6667 = 0.010667; paid hours = useful / (1 - 0.010667) = x1.010782.
    const auto m = spotHoursMultiplier(16, 1e-3, 3600, 600);
    QVERIFY(m);
    QVERIFY(std::abs(*m - 1.0107817) < 1e-6);
    // Checkpointing more often helps; no interruptions cost nothing.
    QVERIFY(*spotHoursMultiplier(16, 1e-3, 600, 600) < *m);
    QCOMPARE(*spotHoursMultiplier(16, 0, 3600, 600), 1.0);

    CloudSpec c;
    c.devices = 16;
    c.busyHoursPerMonth = 100;
    c.commitment = Commitment::Spot;
    c.spotUsdPerDeviceHour = 2.0;
    c.spotInterruptionsPerDeviceHour = 1e-3;
    c.horizonMonths = 1;
    // 16 x 100 useful device-hours x 1.0107817 x 2 USD = 3,234.50 USD.
    QVERIFY(std::abs(computeCloudTco(c).totalUsd - 3234.501) < 0.01);
}

void TestEconomics::spotInfeasibleWhenPreemptedTooOften()
{
    CloudSpec c;
    c.devices = 10000;
    c.commitment = Commitment::Spot;
    c.spotUsdPerDeviceHour = 1;
    c.spotInterruptionsPerDeviceHour = 1e-3; // 10 per hour for the job
    c.checkpointIntervalSec = 3600;
    const CloudTco t = computeCloudTco(c);
    QVERIFY(!t.feasible);
    QVERIFY(!t.problems.empty());
}

void TestEconomics::reservedPlusBurst()
{
    // 16 devices busy 730 h; 8 reserved at 3 USD (every hour), the rest on demand at 5 USD:
    // reserved 8 x 730 x 3 = 17,520; burst (16 x 730 - 8 x 730) x 5 = 29,200 per month.
    CloudSpec c;
    c.devices = 16;
    c.busyHoursPerMonth = 730;
    c.commitment = Commitment::Commit1y;
    c.reservedDevices = 8;
    c.commit1yUsdPerDeviceHour = 3;
    c.onDemandUsdPerDeviceHour = 5;
    c.horizonMonths = 12;
    const CloudTco t = computeCloudTco(c);
    QVERIFY(t.feasible);
    QCOMPARE(t.monthlyUsd[0], 17520.0 + 29200.0);
    QCOMPARE(t.reservedUsd, 17520.0 * 12);
    // Reserved capacity is paid when idle: at 25% busy the reservation alone costs the same.
    c.busyHoursPerMonth = 730 * 0.25;
    QCOMPARE(computeCloudTco(c).monthlyUsd[0], 17520.0);
}

void TestEconomics::commitmentBeyondHorizonIsCharged()
{
    CloudSpec c;
    c.devices = 1;
    c.commitment = Commitment::Commit3y;
    c.commit3yUsdPerDeviceHour = 1;
    c.horizonMonths = 12; // 24 months still owed
    const CloudTco t = computeCloudTco(c);
    QCOMPARE(t.commitmentBeyondHorizonUsd, 24 * 730.0);
    QCOMPARE(t.totalUsd, 36 * 730.0);
}

// The cloud total is the monthly series summed in month order, the last month holding what
// the commitment still owes past the horizon, to the bit (the model sums it in the pass that
// builds the months); at every horizon, none included.
void TestEconomics::cloudTotalIsTheSeriesSum()
{
    CloudSpec c;
    c.devices = 12;
    c.commitment = Commitment::Commit1y;
    c.commit1yUsdPerDeviceHour = 2.17;
    c.onDemandUsdPerDeviceHour = 3.31;
    c.reservedDevices = 8; // the rest bursts on demand
    c.busyHoursPerMonth = 0.83 * kHoursPerMonth;
    c.storageBytes = 3.3e12;
    c.storageGrowthBytesPerMonth = 0.7e12;
    c.storageUsdPerGigabyteMonth = 0.023;
    c.egressBytesPerMonth = 41e12;
    c.egressTiers = book().provider("aws")->egressTiers;
    for (int months : {0, 1, 7, 12, 17, 36}) {
        c.horizonMonths = months;
        const CloudTco t = computeCloudTco(c);
        QVERIFY(t.feasible);
        double total = 0;
        for (double v : t.monthlyUsd)
            total += v;
        QVERIFY2(t.totalUsd == total, qPrintable(QString::number(months)));
        QCOMPARE(int(t.monthlyUsd.size()), months);
        if (months % 12 != 0)
            QVERIFY(t.commitmentBeyondHorizonUsd > 0);
    }
}

void TestEconomics::checkpointStallCostsAbout40UsdPerHour()
{
    // Seed claim: a 16x H100 cluster idle during a checkpoint stall costs about $40 per hour.
    // Stated price 2.5 USD per GPU-hour (between Lambda's 2.99 of 2026-03 and the 2.0 DeepSeek-V3
    // assumed for H800 rental, shared/data/prices.csv): 16 x 2.5 = 40 USD per hour of stall.
    QCOMPARE(idleStallCostUsd(3600, 16, 2.5), 40.0);
    // A 6-minute stall every hour is 10% of that: 4 USD per hour of training.
    QCOMPARE(idleStallCostUsd(360, 16, 2.5), 4.0);
    // At the price book's Lambda 8x H100 on-demand price (3.99, SkyPilot's Lambda catalog, data
    // audit 2026-12-02 row 71): 16 x 3.99 = 63.84 USD/hour.
    const auto* lambda = book().provider("lambda")->device("nvidia-h100-sxm5-80gb");
    QVERIFY(lambda && lambda->onDemand);
    QVERIFY(std::abs(idleStallCostUsd(3600, 16, lambda->onDemand->usdPerDeviceHour) - 63.84) <
            1e-9);
}

void TestEconomics::energyAndCarbon()
{
    // 16.8 kW IT x PUE 1.56 x 730 h = 19,131.84 kWh; at 367 g/kWh = 7.0214 t CO2.
    const double kwh = energyKwh(16800, 1.56, 730);
    QVERIFY(std::abs(kwh - 19131.84) < 1e-6);
    QVERIFY(std::abs(co2Tonnes(kwh, 367) - 7.02138528) < 1e-8);
}

void TestEconomics::unitCosts()
{
    // 1,000 USD for 1,000 tokens/s over 1,000 s = 1e6 tokens -> 1,000 USD per million.
    QCOMPARE(costPerMillionTokensUsd(1000, 1000, 1000), 1000.0);
    // 64 devices x 10 days x 2 USD = 64 x 240 x 2 = 30,720 USD.
    QCOMPARE(costPerTrainingRunUsd(64, 10 * 86400.0, 2.0), 30720.0);
}

void TestEconomics::priceBookIsSourced()
{
    const PriceBook& b = book();
    QVERIFY(b.provider("aws"));
    for (const auto& [id, p] : b.providers()) {
        for (const auto& d : p.devices) {
            for (const auto* price : {d.onDemand ? &d.onDemand->provenance : nullptr,
                                      d.commit1y ? &d.commit1y->provenance : nullptr,
                                      d.commit3y ? &d.commit3y->provenance : nullptr,
                                      d.spot ? &d.spot->provenance : nullptr}) {
                if (!price)
                    continue;
                QVERIFY(!price->date.empty());
                QVERIFY(!price->source.empty());
                QVERIFY(!price->confidence.empty());
                QVERIFY(price->origin.find("built-in prices/") != std::string::npos);
            }
        }
    }
    const ServerPrice* dgx = b.onPrem().server("nvidia-h100-sxm5-80gb");
    QVERIFY(dgx);
    QCOMPARE(dgx->usdPerServer, 270000.0);
    QCOMPARE(b.facility().pue->value, 1.56);
    QCOMPARE(b.facility().colocationUsdPerKwMonth->value, 184.06);
}

void TestEconomics::priceBookOverrides()
{
    PriceBook b = book();
    b.mergeOverrides(nlohmann::json::parse(R"({"providers": {"aws": {"devices": {
        "nvidia-h100-sxm5-80gb": {"on_demand": {"usd_per_device_hour": 2.5}}}}},
        "facility": {"power_usd_per_kwh": {"value": 0.12, "date": "2026", "source": "my bill"}}})"),
                     "project.accelplan");
    const auto* h100 = b.provider("aws")->device("nvidia-h100-sxm5-80gb");
    QCOMPARE(h100->onDemand->usdPerDeviceHour, 2.5);
    QVERIFY(h100->onDemand->provenance.origin.find("project.accelplan") != std::string::npos);
    QVERIFY(h100->commit1y); // untouched fields survive
    QCOMPARE(b.facility().powerUsdPerKwh->value, 0.12);
    QCOMPARE(b.provider("aws")->egressTiers.size(), size_t(5));
    // A new provider.
    b.mergeOverrides(nlohmann::json::parse(R"({"providers": {"my-neocloud": {"devices": {
        "nvidia-h100-sxm5-80gb": {"on_demand": {"usd_per_device_hour": 1.8, "date": "2026-05",
        "source": "quote"}}}}}})"),
                     "quote.json");
    QCOMPARE(b.provider("my-neocloud")->device("nvidia-h100-sxm5-80gb")->onDemand->usdPerDeviceHour,
             1.8);
}

void TestEconomics::priceBookErrorsNameFileEntryField_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("negative price")
        << R"({"format":"accelplan-prices","version":1,"providers":{"aws":{"devices":{"nvidia-h100-sxm5-80gb":{"on_demand":{"usd_per_device_hour":-1}}}}}})"
        << "providers.aws.devices.nvidia-h100-sxm5-80gb.on_demand.usd_per_device_hour";
    QTest::newRow("missing source")
        << R"({"format":"accelplan-prices","version":1,"providers":{"x":{"devices":{"d":{"spot":{"usd_per_device_hour":1,"interruptions_per_device_hour":0,"date":"2026"}}}}}})"
        << "providers.x.devices.d.spot.source";
    QTest::newRow("misspelt field")
        << R"({"format":"accelplan-prices","version":1,"facility":{"pue":{"valeu":1.2}}})"
        << "facility.pue.valeu";
    QTest::newRow("tiers not increasing")
        << R"({"format":"accelplan-prices","version":1,"providers":{"aws":{"egress":{"date":"d","source":"s","tiers":[{"up_to_gb_per_month":10,"usd_per_gb":1},{"up_to_gb_per_month":5,"usd_per_gb":1}]}}}})"
        << "providers.aws.egress.tiers[1].up_to_gb_per_month";
    QTest::newRow("newer version") << R"({"format":"accelplan-prices","version":99})"
                                   << "version";
}

void TestEconomics::priceBookErrorsNameFileEntryField()
{
    QFETCH(QString, json);
    QFETCH(QString, field);
    PriceBook b = book();
    const double before =
        b.provider("aws")->device("nvidia-h100-sxm5-80gb")->onDemand->usdPerDeviceHour;
    try {
        b.merge(json.toStdString(), "user-prices.json");
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("user-prices.json"));
        QCOMPARE(QString::fromStdString(e.field()), field);
    }
    // A failed merge leaves the book as it was.
    QCOMPARE(b.provider("aws")->device("nvidia-h100-sxm5-80gb")->onDemand->usdPerDeviceHour,
             before);
}

QTEST_GUILESS_MAIN(TestEconomics)
#include "tst_economics.moc"
