// Placement: latency and transfer physics, sovereignty, availability, data gravity and the
// hybrid patterns, evaluated end to end against the built-in price book and sites.
#include "common/input_error.h"
#include "economics/owned_servers.h"
#include "placement/placement.h"
#include "placement/price_override.h"
#include "placement/site_figures.h"
#include "placement/site_override.h"
#include "project/field_schema.h"
#include "project/project.h"
#include "project/project_text.h"
#include "test_data.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace ap;
using nlohmann::json;

namespace {

WorkloadDemand h100(int devices, double utilisation = 1.0)
{
    WorkloadDemand d;
    d.deviceId = "nvidia-h100-sxm5-80gb";
    d.deviceCount = devices;
    d.tdpWatts = 700;
    d.utilisation = utilisation;
    return d;
}

PlacementSpec at(const std::string& site)
{
    PlacementSpec s;
    s.computeSite = site;
    return s;
}

bool mentions(const std::vector<std::string>& messages, const std::string& a, const std::string& b)
{
    for (const auto& m : messages)
        if (m.find(a) != std::string::npos && m.find(b) != std::string::npos)
            return true;
    return false;
}

bool mentions(const std::vector<Message>& messages, const std::string& a, const std::string& b)
{
    return mentions(englishOf(messages), a, b);
}

} // namespace

class TestPlacement : public QObject {
    Q_OBJECT
private slots:
    void fibreRoundTrip_data();
    void fibreRoundTrip();
    void transferTimeAndShipment();
    void availabilityAndFallback();
    void confidentialNeverOnPublicModelApi_data();
    void confidentialNeverOnPublicModelApi();
    void regulatedClassStaysInJurisdiction();
    void moreEgressNeverLowersCost_data();
    void moreEgressNeverLowersCost();
    void onPremVersusCloudBreakEven();
    void baselinePlusBurst();
    void egressTiersApplyToTheMonthsTotal();
    void siteOverridesPatchPerSite();
    void typedOverridesRoundTripAndPrice();
    void everyPriceOverrideKindRoundTripsAndActs();
    void transferPriceOverrideActsOnTheDataTransfer();
    void interZonePriceIsInformational();
    void apiRequestRateLimitIsFlagged();
    void siteFigureSourcesAndValues();
    void trainInCloudServeOnPrem();
    void dataBornAtTheEdge();
    void unknownSiteAndMissingPrice();
    void regionalPriceWinsOverTheList();
    void deviceNotOfferedAtSiteIsAProblem();
    void parseDefaultsAndErrors();
    void costJsonFields();
    void selfHostVersusApiBreakEven();
    void apiTermsRefuseConfidential_data();
    void apiTermsRefuseConfidential();
    void wanDownAtTheEdge();
    void ownedH100CostPerGpuHourInPublishedRange();
    void figuresDetailSameFiguresWithoutSources();
    void usersCoordinatesSetLatency();
    void longContextTierBillsTheWholeRequest();
    void processingRegionsDecideResidency();
};

void TestPlacement::fibreRoundTrip_data()
{
    QTest::addColumn<double>("km");
    QTest::addColumn<double>("routeFactor");
    QTest::addColumn<int>("hops");
    QTest::addColumn<double>("expectedSec");
    // 2 x 1,000 km x 5 us/km = 10 ms before route factor.
    QTest::newRow("1000 km straight") << 1000.0 << 1.0 << 0 << 0.010;
    QTest::newRow("1000 km route 1.5") << 1000.0 << 1.5 << 0 << 0.015;
    // + 10 hops x 0.1 ms = 1 ms.
    QTest::newRow("1000 km, 10 hops") << 1000.0 << 1.0 << 10 << 0.011;
    QTest::newRow("same building") << 0.0 << 1.0 << 0 << 0.0;
}

void TestPlacement::fibreRoundTrip()
{
    QFETCH(double, km);
    QFETCH(double, routeFactor);
    QFETCH(int, hops);
    QFETCH(double, expectedSec);
    NetworkPath p;
    p.distanceKm = km;
    p.routeFactor = routeFactor;
    p.hops = hops;
    p.perHopDelaySec = 0.1e-3;
    QVERIFY(std::abs(roundTripSec(p) - expectedSec) < 1e-12);
}

void TestPlacement::transferTimeAndShipment()
{
    // 8 D / B: 1 TB over 10 Gb/s = 8e12 / 1e10 = 800 s.
    QCOMPARE(transferSec(1e12, 10e9), 800.0);
    NetworkPath slow;
    slow.bandwidthBitsPerSec = 1e9;
    // 1 PB over 1 Gb/s = 8e6 s = 92.6 days. Shipment: ceil(1e15 / 210e12) = 5 devices of 200 TB,
    // each copied at 1.25 GB/s: 160,000 s in + 7 days transit (604,800 s) + 160,000 s out =
    // 924,800 s = 10.7 days: ship it.
    const TransferPlan big = planTransfer(1e15, slow, ShipmentOption{});
    QCOMPARE(big.networkSec, 8e6);
    QCOMPARE(big.shipmentDevices, 5);
    QCOMPARE(big.shipmentSec, 924800.0);
    QVERIFY(big.shipped);
    QCOMPARE(big.seconds, 924800.0);
    // 1 TB goes over the wire (8,000 s) rather than wait a week.
    const TransferPlan small = planTransfer(1e12, slow, ShipmentOption{});
    QVERIFY(!small.shipped);
    QCOMPARE(small.seconds, 8000.0);
    // Over a real path the transfer first takes the round trip (#26): the default WAN, 1,000 km
    // at route factor 1.5 and 12 hops of 0.1 ms, 2 x 1,000 x 1.5 x 5 us + 12 x 0.1 ms = 16.2 ms
    // (fibre's group index ~1.468: ~204,000 km/s); 1 TB over its 10 Gb/s takes 800.0162 s.
    const NetworkPath wan = PlacementSpec{}.wan;
    QVERIFY(std::abs(roundTripSec(wan) - 0.0162) < 1e-12);
    const TransferPlan far = planTransfer(1e12, wan, ShipmentOption{});
    QVERIFY(std::abs(far.networkSec - 800.0162) < 1e-9);
    QVERIFY(std::abs(far.seconds - 800.0162) < 1e-9);
    // Nothing to move takes no time, not a round trip.
    QCOMPARE(planTransfer(0, wan, ShipmentOption{}).seconds, 0.0);
}

void TestPlacement::availabilityAndFallback()
{
    // Cloud region 0.9999 behind a WAN of 0.999: 0.9989001 -> 9.635 h/year down.
    PlacementSpec s = at("aws-us-east-1");
    s.users.availability = 0.999;
    const CostReport cloud = evaluatePlacement(s, h100(8), prices(), sites());
    QVERIFY(cloud.feasible);
    QVERIFY(std::abs(cloud.availability - 0.9999 * 0.999) < 1e-12);
    QVERIFY(std::abs(cloud.downtimeHoursPerYear - (1 - 0.9999 * 0.999) * 8760) < 1e-9);
    // The service can never be more available than its WAN link.
    QVERIFY(cloud.availability <= s.users.availability);
    // An edge fallback (0.999) in parallel: 1 - (1 - 0.9989001)(1 - 0.999) = 0.9999989.
    s.fallbackSite = "edge";
    const CostReport withFallback = evaluatePlacement(s, h100(8), prices(), sites());
    QVERIFY(std::abs(withFallback.availability - (1 - (1 - 0.9999 * 0.999) * 0.001)) < 1e-12);
    QVERIFY(withFallback.downtimeHoursPerYear < 0.01);
    // On-prem serving does not depend on the WAN.
    PlacementSpec local = at("on-prem");
    local.users.availability = 0.9;
    QCOMPARE(evaluatePlacement(local, h100(8), prices(), sites()).availability, 0.9995);
}

void TestPlacement::confidentialNeverOnPublicModelApi_data()
{
    QTest::addColumn<QString>("dataClass");
    QTest::addColumn<QString>("siteDataClasses");
    // A generic API without terms on file holds public data only.
    QTest::newRow("confidential, default classes") << "confidential"
                                                   << "";
    QTest::newRow("internal, default classes") << "internal"
                                               << "";
    // Secret data never goes to an API, whatever its entry claims: the rule is not the
    // site's to waive. (A signed zero-retention agreement may list "confidential": see
    // apiTermsRefuseConfidential.)
    QTest::newRow("secret") << "secret"
                            << "secret";
    QTest::newRow("regulated-eu, default classes") << "regulated-eu"
                                                   << "";
}

void TestPlacement::confidentialNeverOnPublicModelApi()
{
    QFETCH(QString, dataClass);
    QFETCH(QString, siteDataClasses);
    PlacementSpec s = at("public-llm-api");
    s.dataClasses = {dataClass.toStdString()};
    if (!siteDataClasses.isEmpty())
        s.siteOverrides["public-llm-api"].dataClasses =
            std::vector<std::string>{siteDataClasses.toStdString()};
    WorkloadDemand d = h100(1);
    d.outputTokensPerSec = 100;
    const CostReport r = evaluatePlacement(s, d, prices(), sites());
    QVERIFY(!r.feasible);
    QVERIFY(mentions(r.problems, dataClass.toStdString(), "public-llm-api"));
    // Data born at the API site counts too (the data would be there).
    PlacementSpec viaData = at("on-prem");
    viaData.dataSite = "public-llm-api";
    viaData.dataClasses = s.dataClasses;
    viaData.siteOverrides = s.siteOverrides;
    QVERIFY(!evaluatePlacement(viaData, h100(8), prices(), sites()).feasible);
    // Public data may go there, and the API bills per token:
    // 100 tokens/s x 730 h x 3600 s = 262.8 M tokens/month x 10 USD/M = 2,628 USD/month.
    s.dataClasses = {"public"};
    s.siteOverrides.clear();
    s.horizonMonths = 1;
    const CostReport ok = evaluatePlacement(s, d, prices(), sites());
    QVERIFY(ok.feasible);
    QVERIFY(std::abs(ok.totalCostUsd - 2628.0) < 1e-6);
    QVERIFY(std::abs(*ok.costPerMillionOutputTokensUsd - 10.0) < 1e-9);
}

void TestPlacement::regulatedClassStaysInJurisdiction()
{
    PlacementSpec s = at("aws-us-east-1");
    s.dataClasses = {"internal", "regulated-eu"};
    const CostReport r = evaluatePlacement(s, h100(8), prices(), sites());
    QVERIFY(!r.feasible);
    QVERIFY(mentions(r.problems, "\"regulated-eu\"", "\"aws-us-east-1\""));
    QVERIFY(!mentions(r.problems, "\"internal\"", "aws-us-east-1"));
    // An EU region may hold it (the price for its device comes from the book's Azure entry).
    PlacementSpec eu = at("azure-westeurope");
    eu.dataClasses = {"regulated-eu"};
    WorkloadDemand d = h100(8);
    d.deviceId = "nvidia-h100-nvl-94gb";
    d.tdpWatts = 400;
    QVERIFY(evaluatePlacement(eu, d, prices(), sites()).feasible);
}

void TestPlacement::moreEgressNeverLowersCost_data()
{
    QTest::addColumn<QString>("site");
    QTest::newRow("aws") << "aws-us-east-1";
    QTest::newRow("gcp") << "gcp-us-central1";
    QTest::newRow("on-prem") << "on-prem";
}

void TestPlacement::moreEgressNeverLowersCost()
{
    QFETCH(QString, site);
    PlacementSpec s = at(site.toStdString());
    s.users.usdPerGigabyte = 0.01; // the owned site's transit price
    double previous = -1;
    for (double tb : {0.0, 0.1, 5.0, 20.0, 120.0, 400.0}) {
        WorkloadDemand d = h100(8, 0.5);
        d.egressBytesPerMonth = tb * 1e12;
        const CostReport r = evaluatePlacement(s, d, prices(), sites());
        QVERIFY(r.feasible);
        QVERIFY(r.totalCostUsd >= previous);
        QCOMPARE(r.egressBytes, d.egressBytesPerMonth * s.horizonMonths);
        previous = r.totalCostUsd;
    }
}

void TestPlacement::onPremVersusCloudBreakEven()
{
    // 16 H100 busy 90% of the time, on-prem bought up front vs AWS on-demand.
    PlacementSpec s = at("on-prem");
    s.compareWith = "aws-us-east-1";
    s.horizonMonths = 48;
    const CostReport r = evaluatePlacement(s, h100(16, 0.9), prices(), sites());
    QVERIFY(r.feasible);
    QVERIFY(r.breakEvenMonth);
    QVERIFY(r.alternativeTotalCostUsd);
    // Capex: 2 servers x 270,000 (the price includes the networking) x 1.05 installation =
    // 567,000 USD in month 1.
    const double capex = 2 * 270000 * 1.05;
    QVERIFY(std::abs(r.monthlyCashFlowUsd[0] - r.monthlyCashFlowUsd[1] - capex) < 1e-6);
    // The cloud bill: 16 x 730 x 0.9 x 6.88 = 72,322.56 USD per month. On-prem runs 567,000
    // plus, inside the 3-year parts warranty, no maintenance + 2,477 power (20.16 kW IT (16 x
    // 700 W x 1.8) x 0.9 x 1.56 x 730 h x 0.1199, New Jersey) + 3,711 own facility (20.16 kW x
    // 184.06) + 7,692 staff ((87,500 per site + 16 x 300) / 12) = 13,880 per month: 567,000 /
    // (72,322.56 - 13,880) = 9.7, so it pays back in month 10 (month 11 while the fabric was
    // counted on top of the server price that includes it and power was the Middle-Atlantic
    // 8.25 c).
    const int month = *r.breakEvenMonth;
    const MonthlySeries a = cumulative(r.monthlyCashFlowUsd);
    const double cloudMonthly = 16 * 730 * 0.9 * 6.88;
    QVERIFY(a[month - 1] <= cloudMonthly * month);
    QVERIFY(a[month - 2] > cloudMonthly * (month - 1));
    QCOMPARE(month, 10);
    QVERIFY(*r.alternativeTotalCostUsd > r.totalCostUsd);
}

void TestPlacement::baselinePlusBurst()
{
    // 8 owned H100 for a demand of 16 H100 at full use: half the hours go to AWS on demand:
    // 8 x 730 x 6.88 = 40,179.2 USD per month of burst.
    PlacementSpec s = at("on-prem");
    s.burstSite = "aws-us-east-1";
    s.baselineDevices = 8;
    s.horizonMonths = 12;
    const CostReport r = evaluatePlacement(s, h100(16), prices(), sites());
    QVERIFY2(r.feasible, r.problems.empty() ? "" : r.problems[0].english().c_str());
    QVERIFY(std::abs(r.computeUsd - 40179.2 * 12) < 1e-6);
    QCOMPARE(r.usefulDeviceHours, 16 * 730.0 * 12);
    // Without the burst site the owned cluster cannot take the demand: no burst is billed and
    // only 8 devices' hours are useful.
    PlacementSpec noBurst = s;
    noBurst.burstSite.clear();
    noBurst.baselineDevices.reset();
    const CostReport all = evaluatePlacement(noBurst, h100(16), prices(), sites());
    QCOMPARE(all.computeUsd, 0.0);
    // Bursting from a cloud site makes no sense.
    PlacementSpec bad = at("gcp-us-central1");
    bad.burstSite = "aws-us-east-1";
    QVERIFY(!evaluatePlacement(bad, h100(8), prices(), sites()).feasible);
}

void TestPlacement::egressTiersApplyToTheMonthsTotal()
{
    // AWS's published internet egress tiers from US East (first 100 GB free, to 10 TB $0.09,
    // next 40 TB $0.085, next 100 TB $0.07, beyond $0.05 per GB) apply to an account's
    // monthly total across its services (AWS Global Network FAQs: "Rate tiers take into
    // account your aggregate DTO usage"). 8 owned H100 serve a demand of 16 at full use: the
    // other half bursts to AWS us-east-1, which sends that half of the 200 TB of responses a
    // month; the data lives in the same region and its 100 TB of growth a month goes to the
    // owned site. 100 TB alone: 9,900 x 0.09 + 40,000 x 0.085 + 50,000 x 0.07 = 7,791 USD.
    // Both streams, 200 TB: 891 + 3,400 + 7,000 + 50,000 x 0.05 = 13,791 USD a month, not
    // 2 x 7,791 = 15,582.
    PlacementSpec s = at("on-prem");
    s.burstSite = "aws-us-east-1";
    s.baselineDevices = 8;
    s.horizonMonths = 12;
    WorkloadDemand d = h100(16);
    d.outputTokensPerSec = 50000;
    d.egressBytesPerMonth = 200e12;
    const CostReport burstOnly = evaluatePlacement(s, d, prices(), sites());
    QVERIFY2(burstOnly.feasible,
             burstOnly.problems.empty() ? "" : burstOnly.problems[0].english().c_str());
    // The burst's half of the responses leaves AWS; the owned half its own transit (free
    // here: no users.usd_per_gb).
    QVERIFY(std::abs(burstOnly.egressCostUsd - 7791.0 * 12) < 1e-6);

    s.dataSite = "aws-us-east-1";
    d.datasetGrowthBytesPerMonth = 100e12;
    const CostReport r = evaluatePlacement(s, d, prices(), sites());
    QVERIFY2(r.feasible, r.problems.empty() ? "" : r.problems[0].english().c_str());
    QVERIFY(std::abs(r.egressCostUsd - 13791.0 * 12) < 1e-6);
    // The dataset's stream is billed from where the responses left the tiers: 50 TB at $0.07
    // and 50 TB at $0.05 = 6,000 USD a month, and the streams sum to the account's bill.
    const auto growth = std::find_if(r.transfers.begin(), r.transfers.end(), [](const auto& t) {
        return t.from == "aws-us-east-1" && t.what == "dataset (every month)";
    });
    QVERIFY(growth != r.transfers.end());
    QVERIFY(std::abs(growth->costUsd - 6000.0) < 1e-6);
    // The month's bill is the same whichever stream is counted first: 200 TB in one stream.
    PlacementSpec one = at("aws-us-east-1");
    one.horizonMonths = 12;
    WorkloadDemand all = h100(8);
    all.egressBytesPerMonth = 200e12;
    QVERIFY(std::abs(evaluatePlacement(one, all, prices(), sites()).egressCostUsd - 13791.0 * 12) <
            1e-6);
}

void TestPlacement::trainInCloudServeOnPrem()
{
    // Train 64 H100 in GCP for 10 days, then serve on-prem; a 2 TB artefact leaves GCP once
    // through its Premium-tier internet egress tiers, published per GiB (1 GiB free, $0.12 to
    // 1,024 GiB, $0.11 to 10,240 GiB) and stated in GB: (1,099.5 - 1.074) x 0.1118 + (2,000 -
    // 1,099.5) x 0.1024 = 215.02 USD.
    WorkloadDemand train = h100(64, 1.0);
    train.timeToTrainSec = 10 * 86400.0;
    PlacementSpec trainAt = at("gcp-us-central1");
    trainAt.horizonMonths = 1;
    const CostReport t = evaluatePlacement(trainAt, train, prices(), sites());
    QVERIFY(t.feasible);
    // 64 devices x 240 h x 11.06 USD = 169,881.6 USD per run (on-demand: useful-hour price =
    // list).
    QVERIFY(std::abs(*t.costPerTrainingRunUsd - 169881.6) < 1e-6);

    WorkloadDemand serve = h100(8, 0.6);
    serve.outputTokensPerSec = 20000;
    serve.datasetBytes = 2e12;
    PlacementSpec serveAt = at("on-prem");
    serveAt.dataSite = "gcp-us-central1";
    serveAt.horizonMonths = 1;
    const CostReport s = evaluatePlacement(serveAt, serve, prices(), sites());
    QVERIFY(s.feasible);
    QVERIFY(std::abs(s.egressCostUsd - ((1099.5 - 1.074) * 0.1118 + (2000 - 1099.5) * 0.1024)) <
            1e-6);
    QCOMPARE(s.transfers.size(), size_t(1));
    QVERIFY(s.costPerMillionOutputTokensUsd);

    const CostReport both = combineReports(t, s);
    QVERIFY(both.feasible);
    QVERIFY(std::abs(both.totalCostUsd - (t.totalCostUsd + s.totalCostUsd)) < 1e-6);
    QCOMPARE(both.userLatencySec, s.userLatencySec);
    QCOMPARE(both.costPerTrainingRunUsd, t.costPerTrainingRunUsd);
}

void TestPlacement::dataBornAtTheEdge()
{
    // 500 TB born at the edge, 50 TB more each month, trained on in AWS. The WAN path is 1 Gb/s:
    // the initial 500 TB would take 8 x 5e14 / 1e9 = 4e6 s (46 days) over the wire, so it is
    // shipped: 3 devices x 166.7 TB / 1.25 GB/s = 133,333 s twice + 7 days = 871,467 s.
    // 50 TB per month takes 4e5 s (4.6 days) over the wire: fine.
    PlacementSpec s = at("aws-us-east-1");
    s.dataSite = "edge";
    s.wan.bandwidthBitsPerSec = 1e9;
    s.horizonMonths = 12;
    WorkloadDemand d = h100(8, 0.5);
    d.datasetBytes = 500e12;
    d.datasetGrowthBytesPerMonth = 50e12;
    const CostReport r = evaluatePlacement(s, d, prices(), sites());
    QVERIFY(r.feasible);
    QCOMPARE(r.transfers.size(), size_t(2));
    QVERIFY(r.transfers[0].shipped);
    QVERIFY(std::abs(r.transfers[0].seconds - (2 * 500e12 / 3 / 1.25e9 + 7 * 86400)) < 1e-3);
    QVERIFY(!r.transfers[1].shipped);
    // (The WAN's round trip, 16.2 ms, comes first: transferTimeAndShipment.)
    QVERIFY(std::abs(r.transfers[1].seconds - (4e5 + roundTripSec(s.wan))) < 1e-6);
    // Ingress into the cloud is free; the data then costs S3 storage: month m holds
    // 500 + 50 m TB at 0.023 USD/GB-month: sum over m = 0..11 of (500,000 + 50,000 m) x 0.023.
    double storage = 0;
    for (int m = 0; m < 12; ++m)
        storage += (500000.0 + 50000.0 * m) * 0.023;
    QVERIFY(std::abs(r.storageUsd - storage) < 1e-6);
    // Growth the WAN cannot carry in a month makes the placement infeasible.
    s.wan.bandwidthBitsPerSec = 1e8;
    QVERIFY(!evaluatePlacement(s, d, prices(), sites()).feasible);
}

void TestPlacement::unknownSiteAndMissingPrice()
{
    const CostReport r = evaluatePlacement(at("aws-mars-1"), h100(8), prices(), sites());
    QVERIFY(!r.feasible);
    QVERIFY(mentions(r.problems, "aws-mars-1", "site catalog"));
    WorkloadDemand tpu = h100(8);
    tpu.deviceId = "google-tpu-v5p";
    const CostReport r2 = evaluatePlacement(at("aws-us-east-1"), tpu, prices(), sites());
    QVERIFY(!r2.feasible);
    QVERIFY(mentions(r2.problems, "aws-us-east-1", "google-tpu-v5p"));
}

void TestPlacement::regionalPriceWinsOverTheList()
{
    // AWS London lists p5.48xlarge at $71.552/instance-h = $8.944/GPU-h against us-east-1's
    // $6.88 (SkyPilot catalog @00148f2a, data audit 2026-12-02 row 14): an 8xH100 month on
    // demand costs 8.944/6.88 = 1.30x the Virginia one, and the site is not said to be priced
    // at another region's list.
    const CostReport us = evaluatePlacement(at("aws-us-east-1"), h100(8), prices(), sites());
    const CostReport uk = evaluatePlacement(at("aws-eu-west-2"), h100(8), prices(), sites());
    QVERIFY(us.feasible && uk.feasible);
    QVERIFY(us.computeUsd > 0);
    QVERIFY(std::abs(uk.computeUsd / us.computeUsd - 8.944 / 6.88) < 1e-9);
    QVERIFY(!mentions(uk.notes, "aws-eu-west-2", "list"));
    // A device the region has no entry for stays at the list price, and the note says so.
    WorkloadDemand xeon = h100(2);
    xeon.deviceId = "intel-xeon-8480plus";
    const CostReport fra = evaluatePlacement(at("aws-eu-central-1"), xeon, prices(), sites());
    QVERIFY(fra.feasible);
    QVERIFY(mentions(fra.notes, "aws-eu-central-1", "us-east-1"));

    // A user's regional quote wins over the book's regional price; the fields it leaves out
    // (commit_1y here) stay the list entry's, and other regions are untouched.
    PriceBook quoted = prices();
    quoted.mergeOverrides(json::parse(R"({"providers": {"aws": {"regions": {"eu-west-2":
        {"devices": {"nvidia-h100-sxm5-80gb": {"on_demand": {"usd_per_device_hour": 5.0,
         "source": "test quote", "date": "2026-12"}}}}}}}})"),
                          "test");
    const CloudDevicePrice* london =
        quoted.provider("aws")->device("nvidia-h100-sxm5-80gb", "eu-west-2");
    QVERIFY(london);
    QCOMPARE(london->onDemand->usdPerDeviceHour, 5.0);
    QCOMPARE(london->region, std::string("eu-west-2"));
    QVERIFY(london->commit1y);
    QCOMPARE(london->commit1y->usdPerDeviceHour,
             prices().provider("aws")->device("nvidia-h100-sxm5-80gb")->commit1y->usdPerDeviceHour);
    QCOMPARE(quoted.provider("aws")
                 ->device("nvidia-h100-sxm5-80gb", "eu-north-1")
                 ->onDemand->usdPerDeviceHour,
             prices()
                 .provider("aws")
                 ->device("nvidia-h100-sxm5-80gb", "eu-north-1")
                 ->onDemand->usdPerDeviceHour);
    const CostReport uk5 = evaluatePlacement(at("aws-eu-west-2"), h100(8), quoted, sites());
    QVERIFY(std::abs(uk5.computeUsd / us.computeUsd - 5.0 / 6.88) < 1e-9);

    // A bad regional entry is refused naming the field.
    PriceBook bad = prices();
    try {
        bad.mergeOverrides(json::parse(R"({"providers": {"aws": {"regions": {"eu-west-2":
            {"devices": {"nvidia-l4": {"on_demand": {"usd_per_device_hour": -1}}}}}}}})"),
                           "quote.json");
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        const std::string what = e.what();
        QVERIFY2(what.find("usd_per_device_hour") != std::string::npos, what.c_str());
        QVERIFY2(what.find("eu-west-2") != std::string::npos, what.c_str());
    }
}

void TestPlacement::deviceNotOfferedAtSiteIsAProblem()
{
    // AWS has no H100 instance (p5) in Frankfurt (SkyPilot catalog @00148f2a, data audit
    // 2026-12-02 row 13): placing one there is a problem that names the site and the device,
    // although AWS has an H100 list price.
    QVERIFY(prices().provider("aws")->device("nvidia-h100-sxm5-80gb"));
    const CostReport r = evaluatePlacement(at("aws-eu-central-1"), h100(8), prices(), sites());
    QVERIFY(!r.feasible);
    QCOMPARE(r.problemKind, std::optional<ProblemKind>(ProblemKind::NotOffered));
    QVERIFY(mentions(r.problems, "aws-eu-central-1", "nvidia-h100-sxm5-80gb"));
}

void TestPlacement::parseDefaultsAndErrors()
{
    const json empty = json::object();
    const PlacementSpec d = parsePlacement(JsonReader(empty, "scenarios[0].placement"));
    QCOMPARE(d.computeSite, std::string("on-prem"));
    QCOMPARE(d.horizonMonths, 36);
    QCOMPARE(d.dataClasses, std::vector<std::string>{"internal"});

    const json full = json::parse(R"({"compute_site": "aws-us-east-1", "horizon_months": 24,
        "data_classes": ["confidential"], "utilisation": 0.7,
        "cloud": {"commitment": "commit_1y", "reserved_devices": 8, "burst_commitment": "spot"},
        "on_prem": {"capex": "financed", "financing_rate": 0.05},
        "users": {"distance_km": 1000, "route_factor": 1, "hops": 0},
        "prices": {"providers": {"aws": {"devices": {"nvidia-h100-sxm5-80gb":
            {"on_demand": {"usd_per_device_hour": 2.5}}}}}}})");
    const PlacementSpec p = parsePlacement(JsonReader(full, "placement"));
    QCOMPARE(p.commitment, Commitment::Commit1y);
    QCOMPARE(p.burstCommitment, Commitment::Spot);
    QCOMPARE(p.capex, CapexTreatment::Financed);
    QCOMPARE(*p.utilisation, 0.7);
    QVERIFY(std::abs(roundTripSec(p.users) - 0.010) < 1e-12);
    // The override reaches the evaluation: 8 reserved at commit_1y, nothing bursts at 70%.
    const CostReport r = evaluatePlacement(p, h100(8), prices(), sites());
    QVERIFY(r.feasible);

    const json bad = json::parse(R"({"cloud": {"comitment": "spot"}})");
    try {
        parsePlacement(JsonReader(bad, "scenarios[1].placement"));
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.field()),
                 QStringLiteral("scenarios[1].placement.cloud.comitment"));
    }
    // A server's device count without its quote is refused, naming the field: the placement
    // model would buy the book's server (priced for its own count) per the file's count while
    // the recommender's server fills took the book's count. With the quote, both read it.
    const json countAlone = json::parse(R"({"on_prem": {"devices_per_server": 4}})");
    try {
        parsePlacement(JsonReader(countAlone, "scenarios[2].placement"));
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.field()),
                 QStringLiteral("scenarios[2].placement.on_prem.devices_per_server"));
        QVERIFY2(std::string(e.what()).find("server_usd") != std::string::npos, e.what());
    }
    const json quoted =
        json::parse(R"({"on_prem": {"server_usd": 150000, "devices_per_server": 4}})");
    const PlacementSpec q = parsePlacement(JsonReader(quoted, "placement"));
    QCOMPARE(q.devicesPerServer, std::optional<int>(4));
    QCOMPARE(ownedDevicesPerServer(q.serverUsd.has_value(), q.devicesPerServer, nullptr), 4);
    QCOMPARE(ownedServers(8, 4), 2LL);
    // A site override's fields are checked when the file is read (#24: typed), naming the
    // field; what needs the shipped entry (a new site's kind) when it is priced.
    const json badSite = json::parse(R"({"sites": {"x": {"kind": "moon-base"}}})");
    try {
        (void)parsePlacement(JsonReader(badSite, "placement"));
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(e.field(), std::string("placement.sites.x.kind"));
    }
    const json kindless = json::parse(R"({"sites": {"x": {"name": "no kind"}}})");
    PlacementSpec withBadSite = parsePlacement(JsonReader(kindless, "placement"));
    withBadSite.computeSite = "x";
    QVERIFY_THROWS_EXCEPTION(InputError,
                             evaluatePlacement(withBadSite, h100(8), prices(), sites()));
}

void TestPlacement::costJsonFields()
{
    PlacementSpec s = at("on-prem");
    s.compareWith = "aws-us-east-1";
    WorkloadDemand d = h100(16, 0.8);
    d.timeToTrainSec = 86400;
    d.outputTokensPerSec = 1000;
    const json j = costReportToJson(evaluatePlacement(s, d, prices(), sites()));
    for (const char* key : {"total_cost_usd", "monthly_cash_flow_usd", "cost_per_training_run_usd",
                            "cost_per_million_output_tokens_usd", "cost_per_useful_device_hour_usd",
                            "break_even_month", "egress_cost_usd", "egress_bytes", "energy_kwh",
                            "co2_tonnes", "user_latency_s", "downtime_hours_per_year"})
        QVERIFY2(j.contains(key) && !j[key].is_null(), key);
    QCOMPARE(j["monthly_cash_flow_usd"].size(), size_t(36));
    QVERIFY(j["energy_kwh"].get<double>() > 0);
    QVERIFY(j["co2_tonnes"].get<double>() > 0);
}

void TestPlacement::selfHostVersusApiBreakEven()
{
    // 8 owned H100 serving 10,000 output tokens/s (40,000 prompt tokens/s) against Bedrock's
    // Llama 3.3 70B at 0.72 USD per million input and output tokens: 0.72 + 4 x 0.72 = 3.60 USD
    // per million output tokens. The self-hosted cluster costs the same each month whatever
    // it serves, so the API bill crosses it at self-host USD per month / 3.60 per million.
    WorkloadDemand d = h100(8, 0.6);
    d.outputTokensPerSec = 10000;
    d.inputTokensPerSec = 40000;
    PlacementSpec s = at("on-prem");
    s.compareWith = "aws-bedrock-llama-3-3-70b";
    s.dataClasses = {"confidential"};
    const CostReport r = evaluatePlacement(s, d, prices(), sites());
    QVERIFY(r.feasible);
    QVERIFY(r.api);
    const ApiComparison& a = *r.api;
    QVERIFY(a.apiAllowed); // zero retention, no training: confidential may go
    QVERIFY(std::abs(a.apiUsdPerMillionOutputTokens - 3.6) < 1e-9);
    QVERIFY(std::abs(a.selfHostUsdPerMonth - r.totalCostUsd / 36) < 1e-6);
    QVERIFY(std::abs(a.breakEvenOutputTokensPerMonth * 3.6 / 1e6 - a.selfHostUsdPerMonth) < 1e-6);
    // 10,000 tokens/s x 730 h x 3600 s x 0.6 = 15.8 G tokens/month served.
    QVERIFY(std::abs(a.servedOutputTokensPerMonth - 10000 * 730 * 3600.0 * 0.6) < 1);
    QCOMPARE(a.selfHostCheaper, a.servedOutputTokensPerMonth > a.breakEvenOutputTokensPerMonth);
    // The same comparison from the API side reports the same break-even.
    PlacementSpec fromApi = at("aws-bedrock-llama-3-3-70b");
    fromApi.compareWith = "on-prem";
    fromApi.dataClasses = s.dataClasses;
    const CostReport viaApi = evaluatePlacement(fromApi, d, prices(), sites());
    QVERIFY(viaApi.feasible && viaApi.api);
    QVERIFY(std::abs(viaApi.api->breakEvenOutputTokensPerMonth - a.breakEvenOutputTokensPerMonth) <
            1e-3 * a.breakEvenOutputTokensPerMonth);
    // Batch halves the API price; cached prompts lower it; both lower the break-even
    // volume's price and raise the break-even volume.
    PlacementSpec batch = s;
    batch.apiBatch = true;
    const auto b = evaluatePlacement(batch, d, prices(), sites()).api;
    QVERIFY(std::abs(b->apiUsdPerMillionOutputTokens - 1.8) < 1e-9);
    QVERIFY(b->breakEvenOutputTokensPerMonth > a.breakEvenOutputTokensPerMonth);
    PlacementSpec cached = at("on-prem");
    cached.compareWith = "openai-gpt-4o";
    cached.dataClasses = {"internal"};
    cached.apiCachedInputShare = 0.5;
    // 10 + 4 x (0.5 x 2.5 + 0.5 x 1.25) = 17.5 USD per million output tokens.
    const auto c = evaluatePlacement(cached, d, prices(), sites()).api;
    QVERIFY(std::abs(c->apiUsdPerMillionOutputTokens - 17.5) < 1e-9);
    QVERIFY(c->apiAllowed);
    // A demand above the API's published rate limit is flagged: 50,000 tokens/s is 3 M
    // tokens/min against Groq's 300 k developer-tier limit.
    PlacementSpec groq = at("groq-llama-3-3-70b");
    groq.dataClasses = {"internal"};
    const CostReport limited = evaluatePlacement(groq, d, prices(), sites());
    QVERIFY(limited.feasible);
    QVERIFY(mentions(limited.notes, "published limit", "groq-llama-3-3-70b"));
    // JSON and text carry it.
    const json j = costReportToJson(r);
    QVERIFY(j["api_comparison"]["break_even_output_tokens_per_month"].get<double>() > 0);
    std::ostringstream text;
    printCostReport(text, r);
    QVERIFY(text.str().find("break-even") != std::string::npos);
}

void TestPlacement::apiTermsRefuseConfidential_data()
{
    QTest::addColumn<QString>("site");
    QTest::addColumn<QString>("dataClass");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("clause");
    QTest::newRow("OpenAI keeps prompts 30 days") << "openai-gpt-4o"
                                                  << "confidential" << false << "30 days";
    QTest::newRow("Gemini keeps prompts 55 days") << "google-gemini-2.5-flash"
                                                  << "confidential" << false << "55 days";
    QTest::newRow("Mistral: internal is fine") << "mistral-large"
                                               << "internal" << true << "";
    QTest::newRow("Mistral: US-regulated data is not") << "mistral-large"
                                                       << "regulated-us" << false << "";
    QTest::newRow("Together stores nothing by default") << "together-llama-3-3-70b"
                                                        << "confidential" << true << "";
    QTest::newRow("Bedrock stores nothing") << "aws-bedrock-llama-3-3-70b"
                                            << "confidential" << true << "";
    QTest::newRow("Bedrock: never secret") << "aws-bedrock-llama-3-3-70b"
                                           << "secret" << false << "never leaves";
}

void TestPlacement::apiTermsRefuseConfidential()
{
    QFETCH(QString, site);
    QFETCH(QString, dataClass);
    QFETCH(bool, allowed);
    QFETCH(QString, clause);
    PlacementSpec s = at(site.toStdString());
    s.dataClasses = {dataClass.toStdString()};
    WorkloadDemand d = h100(1);
    d.outputTokensPerSec = 100;
    d.inputTokensPerSec = 400;
    const CostReport r = evaluatePlacement(s, d, prices(), sites());
    QCOMPARE(r.feasible, allowed);
    if (!allowed) {
        QVERIFY(mentions(r.problems, dataClass.toStdString(), site.toStdString()));
        QVERIFY(mentions(r.problems, clause.toStdString(), site.toStdString()));
    }
    // A signed zero-retention agreement is the site's to declare: listing the class lets it go
    // (secret excepted).
    if (!allowed && dataClass == "confidential") {
        s.siteOverrides[site.toStdString()].dataClasses =
            std::vector<std::string>{"public", "internal", "confidential"};
        QVERIFY(evaluatePlacement(s, d, prices(), sites()).feasible);
    }
    // Compared from a self-hosted site, the refusal is reported with the break-even.
    PlacementSpec self = at("on-prem");
    self.compareWith = site.toStdString();
    self.dataClasses = s.dataClasses;
    WorkloadDemand served = h100(8);
    served.outputTokensPerSec = 10000;
    const CostReport cmp = evaluatePlacement(self, served, prices(), sites());
    QVERIFY(cmp.api);
    QCOMPARE(cmp.api->apiAllowed, allowed);
    QVERIFY(cmp.api->breakEvenOutputTokensPerMonth > 0);
}

void TestPlacement::wanDownAtTheEdge()
{
    // Four L4 in a factory edge room (uplink 99.5%: 43.8 h/year down) serve a local model;
    // the factory's users are on site. Two are owned and the other half bursts to AWS
    // Frankfurt: with the WAN down only the owned half is served.
    WorkloadDemand d;
    d.deviceId = "nvidia-l4";
    d.deviceCount = 4;
    d.tdpWatts = 72;
    d.outputTokensPerSec = 2000;
    PlacementSpec s = at("edge-factory-de");
    s.dataClasses = {"confidential"};
    const CostReport all = evaluatePlacement(s, d, prices(), sites());
    QVERIFY2(all.feasible, all.problems.empty() ? "" : all.problems[0].english().c_str());
    QVERIFY(all.wanDown);
    QVERIFY(std::abs(all.wanDown->outageHoursPerYear - 0.005 * 8760) < 1e-9);
    QCOMPARE(all.wanDown->servedFraction, 1.0);
    QCOMPARE(all.wanDown->servedOutputTokensPerSec, 2000.0);
    QVERIFY(mentions(all.wanDown->stillServed, "local model", "edge-factory-de"));

    s.burstSite = "aws-eu-central-1";
    s.baselineDevices = 2;
    const CostReport half = evaluatePlacement(s, d, prices(), sites());
    QVERIFY(half.feasible);
    QCOMPARE(half.wanDown->servedFraction, 0.5);
    QVERIFY(mentions(half.wanDown->lost, "burst", "aws-eu-central-1"));
    const json j = costReportToJson(half);
    QCOMPARE(j["wan_down"]["served_fraction"].get<double>(), 0.5);

    // Cloud-served with a local fallback: only the fallback's local model is served.
    PlacementSpec cloud = at("aws-eu-central-1");
    cloud.fallbackSite = "edge-factory-de";
    cloud.fallbackOutputTokensPerSec = 500;
    const CostReport degraded = evaluatePlacement(cloud, d, prices(), sites());
    QVERIFY(degraded.feasible);
    QCOMPARE(degraded.wanDown->servedFraction, 0.25);
    QVERIFY(mentions(degraded.wanDown->stillServed, "degraded", "edge-factory-de"));
    // Without a fallback nothing is.
    cloud.fallbackSite.clear();
    cloud.burstSite.clear();
    QVERIFY(!evaluatePlacement(cloud, d, prices(), sites()).wanDown);
}

void TestPlacement::ownedH100CostPerGpuHourInPublishedRange()
{
    // One 8-GPU H100 server in an own data centre, busy all the time, 36 months, every figure
    // from the defaults. Published range for an owned H100 GPU-hour with its staff: Spheron's
    // 3-year breakdown of one 8 x H100 DGX server (Apr 2026, via agoradigest.com) is hardware
    // $350-450k + staff (0.5 FTE) $225-300k + power ~$40k + colo $36-72k = $651-862k, or
    // $3.10-4.10 per GPU-hour over 8 x 26,280 h.
    PlacementSpec s = at("on-prem");
    const CostReport r = evaluatePlacement(s, h100(8), prices(), sites());
    QVERIFY(r.feasible);
    const double perHour = r.costPerUsefulDeviceHourUsd;
    QVERIFY2(perHour >= 3.10 && perHour <= 4.10, std::to_string(perHour).c_str());
    // Without the staff (stated as 0), the hardware-only range: ~$1.20 effective for a direct
    // purchase up to $450k-650k per 8-GPU node over 3 years = $2.14-3.09 per GPU-hour
    // (v2-pseo-ai.pages.dev/tools/gpu-tco-analysis; theneuralbase.com: on-premises
    // amortisation $1.50-2.00/hour over 3 years).
    {
        PlacementSpec noStaff = s;
        noStaff.staffUsdPerYear = 0;
        const double hw =
            evaluatePlacement(noStaff, h100(8), prices(), sites()).costPerUsefulDeviceHourUsd;
        QVERIFY2(hw >= 1.20 && hw <= 3.09, std::to_string(hw).c_str());
    }
    // Each component is there and says where its default came from; maintenance is 0 over
    // the 36 months of the 3-year parts warranty, and both of its defaults are sourced. The
    // H100 server price includes its networking (SemiAnalysis "incl. networking"), so no
    // fabric is added and the network source says so.
    const json j = costReportToJson(r);
    const bool networkInServer =
        prices()
            .raw()["on_prem"]["servers"]["nvidia-h100-sxm5-80gb"]["includes_network"]
            .get<bool>();
    QVERIFY(networkInServer);
    QVERIFY(j["breakdown_sources"].value("network", "").find("included in the server price") !=
            std::string::npos);
    double sum = 0;
    for (const char* c :
         {"capex", "network", "power", "space", "maintenance", "staff", "warranty"}) {
        const std::string source = j["breakdown_sources"].value(c, "");
        QVERIFY2(!source.empty() && source.find("none") == std::string::npos, c);
        if (std::string(c) == "warranty")
            continue;
        const bool paid =
            std::string(c) != "maintenance" && !(std::string(c) == "network" && networkInServer);
        QVERIFY2((j["breakdown_usd"][c].get<double>() > 0) == paid, c);
        QVERIFY2((j["breakdown_usd_per_useful_device_hour"][c].get<double>() > 0) == paid, c);
        sum += j["breakdown_usd_per_useful_device_hour"][c].get<double>();
    }
    QCOMPARE(j["warranty_years"].get<double>(), 3.0);
    QVERIFY(std::abs(sum - perHour) < 1e-9); // nothing else is in an owned, non-serving bill
    // Capex is the largest part and staff the second, as in Spheron's breakdown; maintenance
    // is below capex / 3.
    QVERIFY(r.capexUsd > r.staffUsd);
    QVERIFY(r.staffUsd > std::max({r.powerUsd, r.spaceUsd, r.maintenanceUsd, r.networkUsd}));
    QVERIFY(r.maintenanceUsd < r.capexUsd / 3);
}

void TestPlacement::figuresDetailSameFiguresWithoutSources()
{
    // The recommender's pricings skip the provenance text (PlacementDetail::Figures): every
    // other field of the report, figures, problems and notes, is the full evaluation's.
    for (const char* id : {"on-prem", "aws-us-east-1", "colo-de-frankfurt", "edge-factory-de"}) {
        PlacementSpec s = at(id);
        if (std::string(id) == "on-prem")
            s.compareWith = "aws-us-east-1";
        const CostReport full = evaluatePlacement(s, h100(8), prices(), sites());
        const CostReport figures =
            evaluatePlacement(s, h100(8), prices(), sites(), PlacementDetail::Figures);
        // Owned, colocated and edge sites source their defaults; a cloud bill only its grid
        // carbon figure and method.
        QVERIFY2(full.breakdownSources.count("carbon"), id);
        QVERIFY2((full.breakdownSources.size() == 1) == (std::string(id) == "aws-us-east-1"), id);
        QVERIFY2(figures.breakdownSources.empty(), id);
        json a = costReportToJson(full), b = costReportToJson(figures);
        a.erase("breakdown_sources");
        b.erase("breakdown_sources");
        QVERIFY2(a == b, id);
    }
}

void TestPlacement::usersCoordinatesSetLatency()
{
    // Users in Frankfurt: the great circle to Tokyo is ~9,350 km; to the Frankfurt colo, 0.
    QVERIFY(std::abs(greatCircleKm(50.11, 8.68, 35.68, 139.69) - 9350) < 50);
    PlacementSpec near = at("colo-de-frankfurt");
    near.usersLatitudeDeg = 50.11;
    near.usersLongitudeDeg = 8.68;
    PlacementSpec far = near;
    far.computeSite = "colo-jp-tokyo";
    const double a = evaluatePlacement(near, h100(8), prices(), sites()).userLatencySec;
    const double b = evaluatePlacement(far, h100(8), prices(), sites()).userLatencySec;
    // Round trip = 2 x d x 1.5 route x 5 us/km + 10 hops x 0.1 ms.
    QVERIFY(std::abs(a - 10 * 0.1e-3) < 1e-9);
    QVERIFY(std::abs(b - (2 * greatCircleKm(50.11, 8.68, 35.68, 139.69) * 1.5 * 5e-6 + 1e-3)) <
            1e-9);
    // Parsed from the users object.
    const json users = json::parse(R"({"users": {"latitude": 48.86, "longitude": 2.35,
                                                  "availability": 0.999, "local": true}})");
    const PlacementSpec p = parsePlacement(JsonReader(users, "placement"));
    QCOMPARE(*p.usersLatitudeDeg, 48.86);
    QVERIFY(*p.usersLocal);
    QCOMPARE(p.users.availability, 0.999);
    const json half = json::parse(R"({"users": {"latitude": 48.86}})");
    QVERIFY_THROWS_EXCEPTION(InputError, parsePlacement(JsonReader(half, "placement")));
}

// A placement's own sites are an RFC 7386 merge patch over the built-in ones, site by site: a
// patched field changes only that field, null removes a site, a new id adds one, and a patch with
// a bad site changes nothing (the merge reads each patched site before it keeps any).
void TestPlacement::longContextTierBillsTheWholeRequest()
{
    // Claude Sonnet 4.5 (LiteLLM "claude-sonnet-4-5-20250929"): $3 / $15 per million input /
    // output tokens; a prompt above 200k tokens puts the whole request at $6 / $22.50.
    // A request of 250k prompt tokens and 1,000 output tokens brings 250 input tokens per
    // output token: 22.50 + 250 x 6 = 1,522.50 USD per million output tokens, against
    // 15 + 250 x 3 = 765 at the base rates.
    WorkloadDemand d = h100(1);
    d.outputTokensPerSec = 100;
    d.inputTokensPerSec = 25000;
    d.promptTokensPerRequest = 250000;
    PlacementSpec s = at("anthropic-claude-sonnet-4-5");
    s.dataClasses = {"internal"};
    s.horizonMonths = 1;
    const Site& sonnet = *sites().find("anthropic-claude-sonnet-4-5");
    QVERIFY(std::abs(apiUsdPerMillionOutputTokens(sonnet, d, s) - 1522.5) < 1e-9);
    const CostReport r = evaluatePlacement(s, d, prices(), sites());
    QVERIFY(r.feasible);
    QVERIFY(std::abs(*r.costPerMillionOutputTokensUsd - 1522.5) < 1e-6);
    QVERIFY(mentions(r.notes, "long-context", "anthropic-claude-sonnet-4-5"));
    std::ostringstream text; // the CLI's text says it next to the API's figures
    printCostReport(text, r);
    QVERIFY(text.str().find("note: site \"anthropic-claude-sonnet-4-5\": the prompt") !=
            std::string::npos);
    // "Above 200k": a prompt of exactly 200k tokens (200 per output token) is billed at the
    // base rates, 15 + 200 x 3 = 615, and no note is written.
    d.promptTokensPerRequest = 200000;
    d.inputTokensPerSec = 20000;
    const CostReport base = evaluatePlacement(s, d, prices(), sites());
    QVERIFY(std::abs(*base.costPerMillionOutputTokensUsd - 615.0) < 1e-6);
    QVERIFY(!mentions(base.notes, "long-context", "anthropic-claude-sonnet-4-5"));
    // Cached prompt tokens move to the tier too: half cached at $0.60 instead of $6.
    d.promptTokensPerRequest = 250000;
    d.inputTokensPerSec = 25000;
    s.apiCachedInputShare = 0.5;
    QVERIFY(std::abs(apiUsdPerMillionOutputTokens(sonnet, d, s) -
                     (22.5 + 250 * (0.5 * 6 + 0.5 * 0.6))) < 1e-9);
    // A model without a tier (Haiku 4.5: 200k context, no long-context price) keeps its rates,
    // and the comparison from a self-hosted site notes the tier of the API it compares with.
    s.apiCachedInputShare = 0;
    QVERIFY(
        std::abs(apiUsdPerMillionOutputTokens(*sites().find("anthropic-claude-haiku-4-5"), d, s) -
                 (5 + 250 * 1.0)) < 1e-9);
    PlacementSpec self = at("on-prem");
    self.compareWith = "anthropic-claude-sonnet-4-5";
    WorkloadDemand served = h100(8);
    served.outputTokensPerSec = 1000;
    served.inputTokensPerSec = 250000;
    served.promptTokensPerRequest = 250000;
    const CostReport cmp = evaluatePlacement(self, served, prices(), sites());
    QVERIFY(cmp.api);
    QVERIFY(std::abs(cmp.api->apiUsdPerMillionOutputTokens - 1522.5) < 1e-6);
    QVERIFY(mentions(cmp.notes, "long-context", "anthropic-claude-sonnet-4-5"));
}

void TestPlacement::processingRegionsDecideResidency()
{
    WorkloadDemand d = h100(1);
    d.outputTokensPerSec = 100;
    d.inputTokensPerSec = 400;
    const auto run = [&](const std::string& site, const std::string& dataClass,
                         json overrides = json::object()) {
        PlacementSpec s = at(site);
        s.dataClasses = {dataClass};
        s.siteOverrides = parseSiteOverrides(overrides, "sites");
        return evaluatePlacement(s, d, prices(), sites());
    };
    // Azure OpenAI's Data Zone EU processes prompts inside the EU: EU-regulated data may go
    // (internal terms: abuse monitoring keeps prompts 30 days), sovereign data may not (the
    // operator is US-incorporated).
    QVERIFY(run("azure-openai-eu-gpt-5-mini", "regulated-eu").feasible);
    QVERIFY(run("azure-openai-eu-gpt-5-mini", "internal").feasible);
    const CostReport sovereign = run("azure-openai-eu-gpt-5-mini", "sovereign-eu");
    QVERIFY(!sovereign.feasible);
    QVERIFY(mentions(sovereign.problems, "sovereign-eu", "incorporated in US"));
    QVERIFY(run("mistral-large", "regulated-eu").feasible);
    // Gemini's processing regions are "global" (cached in any country): EU-regulated data is
    // refused naming the field, and so is US-regulated data, although the site's jurisdiction
    // is the US.
    for (const char* cls : {"regulated-eu", "regulated-us"}) {
        const CostReport r = run("google-gemini-3.1-pro", cls);
        QVERIFY2(!r.feasible, cls);
        QVERIFY2(mentions(r.problems, "api.processing_regions", "\"global\""), cls);
    }
    // Listing the class in the site's data_classes does not move the processing.
    QVERIFY(!run("google-gemini-3.1-pro", "regulated-us",
                 json{{"google-gemini-3.1-pro",
                       {{"data_classes", {"public", "internal", "regulated-us"}}}}})
                 .feasible);
    // A processing region outside the EU is named in the refusal.
    const CostReport widened = run(
        "azure-openai-eu-gpt-5-mini", "regulated-eu",
        json{{"azure-openai-eu-gpt-5-mini", {{"api", {{"processing_regions", {"EU", "US"}}}}}}});
    QVERIFY(!widened.feasible);
    QVERIFY(mentions(widened.problems, "api.processing_regions", "\"US\""));
    // US processing holds US-regulated data; an EU class on a US endpoint is refused.
    QVERIFY(run("openai-gpt-5-mini", "regulated-us").feasible);
    QVERIFY(!run("openai-gpt-5-mini", "regulated-eu").feasible);
    // A member state's class needs processing in that state: the EU as a whole is wider.
    const CostReport de = run("azure-openai-eu-gpt-5-mini", "regulated-de");
    QVERIFY(!de.feasible);
    QVERIFY(mentions(de.problems, "\"EU\"", "DE"));
}

// The site editor's figures: each with the value the cost model takes and the part of the
// site's source that names it; a project's own source goes first for the figures it changes.
void TestPlacement::siteFigureSourcesAndValues()
{
    const Site* de = sites().find("onprem-de");
    QVERIFY(de && de->powerUsdPerKwh && !de->pue && !de->spaceUsdPerKwMonth);
    const PriceBook& book = prices();
    QCOMPARE(*siteFigureValue(*de, book, "power_usd_per_kwh"), *de->powerUsdPerKwh);
    QCOMPARE(*siteFigureValue(*de, book, "pue"), sitePue(*de, book));
    // An own building's space is the book's own-facility figure, as onPremSpecFor takes it.
    QVERIFY(book.facility().ownFacilityUsdPerKwMonth);
    QCOMPARE(*siteFigureValue(*de, book, "space_usd_per_kw_month"),
             book.facility().ownFacilityUsdPerKwMonth->value);
    QVERIFY(!siteFigureValue(*de, book, "power_kw"));
    QVERIFY(!siteFigureApplies(*de, "api_usd_per_million_output_tokens"));

    const SiteFigureSource power = siteFigureSource(*de, book, "power_usd_per_kwh");
    QVERIFY2(power.text.starts_with("Eurostat nrg_pc_205") && !power.priceBook, power.text.c_str());
    QVERIFY(power.text.find("ECB") != std::string::npos);   // its unnamed continuation
    QVERIFY(power.text.find("Ember") == std::string::npos); // not the carbon part
    QVERIFY(siteFigureSource(*de, book, "carbon_g_per_kwh").text.starts_with("Ember"));
    QVERIFY(siteFigureSource(*de, book, "latitude").text.starts_with("city-centre"));
    const SiteFigureSource pue = siteFigureSource(*de, book, "pue");
    QVERIFY(pue.priceBook && !pue.text.empty());
    QVERIFY(power.named && pue.named);
    QVERIFY(siteFigureSource(*de, book, "availability").text.starts_with("assumption"));
    // No part of Frankfurt colocation's source names its availability: the whole source,
    // marked as such (the dialog says so instead of showing it as the figure's own, where it
    // would read "space: CBRE ...").
    const Site* colo = sites().find("colo-de-frankfurt");
    QVERIFY(colo);
    const SiteFigureSource availability = siteFigureSource(*colo, book, "availability");
    QVERIFY(!availability.named && !availability.priceBook);
    QCOMPARE(availability.text, colo->source);

    // A project's figures: its source first for them, the others keep theirs.
    SiteCatalog c = sites();
    c.mergeOverrides({{"onprem-de",
                       {{"power_usd_per_kwh", 0.25},
                        {"pue", 1.3},
                        {"source", siteSourceWithFigures(de->source, {"power_usd_per_kwh", "pue"},
                                                         "2026 contract")}}}},
                     "mine.accelplan");
    const Site* mine = c.find("onprem-de");
    QCOMPARE(siteFigureSource(*mine, book, "power_usd_per_kwh").text, std::string("2026 contract"));
    QCOMPARE(siteFigureSource(*mine, book, "pue").text, std::string("2026 contract"));
    QVERIFY(!siteFigureSource(*mine, book, "pue").priceBook);
    QVERIFY(siteFigureSource(*mine, book, "carbon_g_per_kwh").text.starts_with("Ember"));
    QCOMPARE(*siteFigureValue(*mine, book, "pue"), 1.3);
}

void TestPlacement::siteOverridesPatchPerSite()
{
    const Site* before = sites().find("aws-eu-west-2");
    QVERIFY(before);
    SiteCatalog c = sites();
    c.mergeOverrides(json::parse(R"({"aws-eu-west-2": {"name": "London, quoted"},
                                     "aws-us-east-1": null,
                                     "my-lab": {"kind": "on-prem", "jurisdiction": "DE"}})"),
                     "mine.accelplan");
    const Site* patched = c.find("aws-eu-west-2");
    QVERIFY(patched);
    QCOMPARE(patched->name, std::string("London, quoted"));
    QCOMPARE(patched->provider, before->provider);
    QCOMPARE(patched->region, before->region);
    QCOMPARE(patched->jurisdiction, before->jurisdiction);
    QCOMPARE(patched->devices, before->devices);
    QVERIFY(!c.find("aws-us-east-1"));
    QVERIFY(c.find("my-lab"));
    QCOMPARE(c.sites().size(), sites().sites().size()); // one removed, one added

    // A later patch of the same site builds on the earlier one.
    c.mergeOverrides(json::parse(R"({"my-lab": {"name": "Lab"}})"), "more.json");
    QCOMPARE(c.find("my-lab")->jurisdiction, std::string("DE"));
    QCOMPARE(c.find("my-lab")->name, std::string("Lab"));

    const size_t count = c.sites().size();
    try {
        c.mergeOverrides(json::parse(R"({"aaa-first": {"kind": "on-prem"},
                                         "aws-eu-west-2": null,
                                         "zzz-bad": {"kind": "moon-base"}})"),
                         "bad.json");
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        const std::string what = e.what();
        QVERIFY2(what.find("bad.json") != std::string::npos, what.c_str());
        QVERIFY2(what.find("zzz-bad") != std::string::npos, what.c_str());
    }
    QCOMPARE(c.sites().size(), count);
    QVERIFY(!c.find("aaa-first"));
    QVERIFY(c.find("aws-eu-west-2"));
}

// A placement's own figures (#24): a site's power price and PUE (typed, placement.sites) and a
// rental price (placement.prices) survive a project save and reopen, and are the figures the
// cost is computed with.
void TestPlacement::typedOverridesRoundTripAndPrice()
{
    Project p = loadProjectFile(testSourceStd("/data/examples/where-to-run.accelplan"));
    QVERIFY(p.scenarios.size() >= 2 && p.scenarios[0].placement && p.scenarios[1].placement);
    // Scenario 0: the own data centre at 0.25 USD/kWh and PUE 1.5.
    PlacementSpec& owned = *p.scenarios[0].placement;
    owned.computeSite = "on-prem";
    owned.horizonMonths = 12;
    QVERIFY(setSiteFigure(owned.siteOverrides["on-prem"], "power_usd_per_kwh", 0.25));
    QVERIFY(setSiteFigure(owned.siteOverrides["on-prem"], "pue", 1.5));
    owned.siteOverrides["on-prem"].source = "2026 power contract";
    // Scenario 1: Lambda's H100 on demand at 5 USD per device-hour.
    PlacementSpec& rented = *p.scenarios[1].placement;
    rented = at("lambda-us");
    rented.horizonMonths = 12;
    HourPriceOverride quote;
    quote.usdPerDeviceHour = 5;
    quote.provenance.date = "2026-12";
    quote.provenance.source = "test quote";
    rented.priceOverrides.providers["lambda"].devices["nvidia-h100-sxm5-80gb"].onDemand = quote;

    // Saved and reopened: the same typed placements, in the file form the reader reads.
    const std::string text = projectFileText(p, {});
    const json file = json::parse(text);
    const json& siteInFile = file["scenarios"][0]["placement"]["sites"]["on-prem"];
    QCOMPARE(siteInFile["power_usd_per_kwh"].get<double>(), 0.25);
    QCOMPARE(siteInFile["pue"].get<double>(), 1.5);
    const Project back = projectFromJson(file);
    QVERIFY(*back.scenarios[0].placement == owned);
    QVERIFY(*back.scenarios[1].placement == rented);
    QCOMPARE(projectFileText(back, text), text);

    // The site's figures price the power: 8 H100 busy all month draw the same IT energy at
    // either PUE, so the meter reads 1.5 / the shipped PUE as much, each kWh at 0.25 USD.
    PlacementSpec shipped = owned;
    shipped.siteOverrides.clear();
    const CostReport base = evaluatePlacement(shipped, h100(8), prices(), sites());
    const CostReport mine =
        evaluatePlacement(*back.scenarios[0].placement, h100(8), prices(), sites());
    QVERIFY2(base.feasible && mine.feasible,
             mine.problems.empty() ? "" : mine.problems[0].english().c_str());
    const double shippedPue = sitePue(*sites().find("on-prem"), prices());
    QVERIFY(shippedPue != 1.5);
    QVERIFY(std::abs(mine.energyKwh / base.energyKwh - 1.5 / shippedPue) < 1e-12);
    QVERIFY(std::abs(mine.powerUsd - mine.energyKwh * 0.25) < 1e-9 * mine.powerUsd);
    QVERIFY(mine.powerUsd > 0);
    // The rental price bills the device-hours: 8 x 730 h x 12 months x 5 USD = 350,400 USD.
    const CostReport cloud =
        evaluatePlacement(*back.scenarios[1].placement, h100(8), prices(), sites());
    QVERIFY2(cloud.feasible, cloud.problems.empty() ? "" : cloud.problems[0].english().c_str());
    QVERIFY(std::abs(cloud.computeUsd - 350400.0) < 1e-6);
}

// Every kind of price override a placement holds (#24, placement.prices typed): each survives a
// save and reopen (typed equal, a second save the same text) and moves the cost by the figure
// its price gives, with 8 H100 busy all month for 12 months (730 h a month).
void TestPlacement::everyPriceOverrideKindRoundTripsAndActs()
{
    const auto provenance = [] {
        PriceProvenanceOverride p;
        p.date = "2026-12";
        p.source = "test quote";
        p.confidence = "medium";
        return p;
    }();
    const auto hour = [&](double usd) {
        HourPriceOverride h;
        h.usdPerDeviceHour = usd;
        h.provenance = provenance;
        return h;
    };
    const auto sourced = [&](double v) {
        SourcedValueOverride s;
        s.value = v;
        s.provenance = provenance;
        return s;
    };
    const std::string h100Id = "nvidia-h100-sxm5-80gb";
    std::vector<PlacementSpec> specs;
    auto add = [&](const std::string& site, Commitment c = Commitment::OnDemand) -> PlacementSpec& {
        PlacementSpec& s = specs.emplace_back(at(site));
        s.horizonMonths = 12;
        s.commitment = c;
        return s;
    };
    // 0: a device's on-demand price.
    add("lambda-us").priceOverrides.providers["lambda"].devices[h100Id].onDemand = hour(5);
    // 1: a term the book has not got (a 1-year commitment).
    add("lambda-us", Commitment::Commit1y)
        .priceOverrides.providers["lambda"]
        .devices[h100Id]
        .commit1y = hour(4);
    // 2: spot capacity, its interruption rate with it.
    SpotPriceOverride spot;
    spot.usdPerDeviceHour = 2;
    spot.interruptionsPerDeviceHour = 0;
    spot.provenance = provenance;
    add("lambda-us", Commitment::Spot).priceOverrides.providers["lambda"].devices[h100Id].spot =
        spot;
    // 3: a region's price, the provider's storage and its egress tiers (one flat tier).
    ProviderPriceOverride& aws = add("aws-eu-west-2").priceOverrides.providers["aws"];
    aws.regions["eu-west-2"].devices[h100Id].onDemand = hour(7);
    aws.storage.emplace().usdPerGigabyteMonth = 0.05;
    aws.storage->provenance = provenance;
    aws.egress.emplace().tiers = std::vector<PriceTier>{{std::nullopt, 0.02}};
    aws.egress->provenance = provenance;
    // 4: an owned server's price and the staff rates.
    OnPremPriceOverride& owned = add("on-prem").priceOverrides.onPrem.emplace();
    ServerPriceOverride& server = owned.servers[h100Id];
    server.usdPerServer = 300000;
    server.provenance = provenance;
    owned.staffUsdPerSiteYear = sourced(100000);
    owned.staffUsdPerDeviceYear = sourced(1000);
    // 5: the facility's power price (the site's own cleared) and the PUE of on-prem sites.
    PlacementSpec& fac = add("on-prem");
    fac.siteOverrides["on-prem"].cleared = {"power_usd_per_kwh"};
    FacilityPriceOverride& facility = fac.priceOverrides.facility.emplace();
    facility.powerUsdPerKwh = sourced(0.2);
    facility.pueBySiteKind["on-prem"] = sourced(1.25);
    // 6: a device the provider no longer rents, and a device named unpriced.
    PlacementSpec& gone = add("lambda-us");
    gone.priceOverrides.providers["lambda"].devices[h100Id].removed = true;
    gone.priceOverrides.unpriced["nvidia-h100-sxm5-80gb"].reason = "test: no public price";
    gone.priceOverrides.unpriced["nvidia-h100-sxm5-80gb"].date = "2026-12";

    Project p = loadProjectFile(testSourceStd("/data/examples/where-to-run.accelplan"));
    QVERIFY(!p.scenarios.empty() && p.scenarios[0].placement);
    p.studies.clear();
    const Scenario templ = p.scenarios[0];
    p.scenarios.clear();
    for (size_t i = 0; i < specs.size(); ++i) {
        Scenario& sc = p.scenarios.emplace_back(templ);
        sc.name = "price kind " + std::to_string(i);
        sc.placement = specs[i];
    }
    const std::string text = projectFileText(p, {});
    const Project back = projectFromJson(json::parse(text));
    QCOMPARE(back.scenarios.size(), specs.size());
    for (size_t i = 0; i < specs.size(); ++i)
        QVERIFY2(back.scenarios[i].placement->priceOverrides == specs[i].priceOverrides,
                 std::to_string(i).c_str());
    QCOMPARE(projectFileText(back, text), text);
    QCOMPARE(projectFileText(back, {}), text);

    const auto cost = [&](size_t i, WorkloadDemand d = h100(8)) {
        return evaluatePlacement(*back.scenarios[i].placement, d, prices(), sites());
    };
    const auto feasible = [](const CostReport& r) {
        return r.feasible ? std::string() : r.problems.at(0).english();
    };
    const double deviceHours = 8 * 730.0 * 12;
    // 0-2: the rental price x device-hours.
    for (const auto& [i, usd] :
         {std::pair{size_t(0), 5.0}, std::pair{size_t(1), 4.0}, std::pair{size_t(2), 2.0}}) {
        const CostReport r = cost(i);
        QVERIFY2(r.feasible, feasible(r).c_str());
        QVERIFY2(std::abs(r.computeUsd - usd * deviceHours) < 1e-6 * r.computeUsd,
                 (std::to_string(i) + ": " + std::to_string(r.computeUsd)).c_str());
    }
    // 3: the region's price; 1,000 GB stored at 0.05 USD a month; 1,000 GB sent a month at
    // 0.02 USD.
    WorkloadDemand withData = h100(8);
    withData.datasetBytes = 1e12;
    withData.egressBytesPerMonth = 1e12;
    const CostReport region = cost(3, withData);
    QVERIFY2(region.feasible, feasible(region).c_str());
    QVERIFY(std::abs(region.computeUsd - 7 * deviceHours) < 1e-6 * region.computeUsd);
    QVERIFY2(std::abs(region.storageUsd - 1000 * 0.05 * 12) < 1e-9,
             std::to_string(region.storageUsd).c_str());
    QVERIFY2(std::abs(region.egressCostUsd - 1000 * 0.02 * 12) < 1e-9,
             std::to_string(region.egressCostUsd).c_str());
    // 4: 30,000 USD more for the one server, plus the book's installation share; staff of
    // 100,000 USD a site and 1,000 USD a device for a year.
    PlacementSpec shippedOwned = *back.scenarios[4].placement;
    shippedOwned.priceOverrides = {};
    const CostReport ownedBase = evaluatePlacement(shippedOwned, h100(8), prices(), sites());
    const CostReport ownedMine = cost(4);
    QVERIFY2(ownedMine.feasible, feasible(ownedMine).c_str());
    const double installation = prices().onPrem().installationFraction->value;
    QVERIFY(std::abs((ownedMine.capexUsd - ownedBase.capexUsd) - 30000 * (1 + installation)) <
            1e-6);
    QVERIFY2(std::abs(ownedMine.staffUsd - (100000 + 8 * 1000)) < 1e-6,
             std::to_string(ownedMine.staffUsd).c_str());
    // 5: the meter at PUE 1.25 instead of the book's on-prem PUE, each kWh at 0.2 USD.
    PlacementSpec shippedFacility = *back.scenarios[5].placement;
    shippedFacility.priceOverrides = {};
    const CostReport facBase = evaluatePlacement(shippedFacility, h100(8), prices(), sites());
    const CostReport facMine = cost(5);
    QVERIFY2(facMine.feasible, feasible(facMine).c_str());
    const double bookPue = sitePue(*sites().find("on-prem"), prices());
    QVERIFY(bookPue != 1.25);
    QVERIFY(std::abs(facMine.energyKwh / facBase.energyKwh - 1.25 / bookPue) < 1e-12);
    QVERIFY(std::abs(facMine.powerUsd - facMine.energyKwh * 0.2) < 1e-9 * facMine.powerUsd);
    // 6: no price for the device at that provider: a problem, not a figure.
    const CostReport none = cost(6);
    QVERIFY(!none.feasible);
    QVERIFY2(feasible(none).find("no price") != std::string::npos, feasible(none).c_str());
    // The shipped book itself is untouched.
    QVERIFY(prices().provider("lambda")->device(h100Id));
}

// A placement's own transfer price (`prices.providers.<p>.transfer.inter_region_usd_per_gb`)
// prices the dataset moved from a data site in another region of the same provider to the
// compute site: the initial dataset plus each month's growth, times the price per decimal GB
// (placement.cpp Evaluator::transfer), in the egress part and in the total. The book's price
// (data/prices/cloud.json: aws inter-region 0.02 USD/GB) is what the same placement pays
// without the override.
void TestPlacement::transferPriceOverrideActsOnTheDataTransfer()
{
    PlacementSpec spec = at("aws-eu-north-1"); // rents the H100 (data/sites/europe.json)
    spec.dataSite = "aws-eu-central-1";        // the same provider, another region
    spec.horizonMonths = 12;
    WorkloadDemand d = h100(8);
    d.datasetBytes = 2e12;               // 2,000 GB moved once
    d.datasetGrowthBytesPerMonth = 5e11; // and 500 GB every month
    const double gigabytes = (2e12 + 12 * 5e11) / 1e9;

    const CostReport book = evaluatePlacement(spec, d, prices(), sites());
    QVERIFY2(book.feasible, book.feasible ? "" : book.problems.at(0).english().c_str());
    const double bookUsdPerGb = *prices().provider("aws")->interRegionUsdPerGigabyte;
    QVERIFY(std::abs(book.egressCostUsd - gigabytes * bookUsdPerGb) < 1e-9 * book.egressCostUsd);

    // The override as a project file writes it, read by the placement's reader.
    spec.priceOverrides = parsePriceOverride(
        json::parse(R"({"providers": {"aws": {"transfer": {"inter_region_usd_per_gb": 0.05,
                        "date": "2026-12", "source": "test quote"}}}})"),
        "placement.prices");
    QVERIFY(spec.priceOverrides.providers.at("aws").transfer->interRegionUsdPerGigabyte == 0.05);
    const CostReport mine = evaluatePlacement(spec, d, prices(), sites());
    QVERIFY2(mine.feasible, mine.feasible ? "" : mine.problems.at(0).english().c_str());
    QVERIFY2(std::abs(mine.egressCostUsd - gigabytes * 0.05) < 1e-9 * mine.egressCostUsd,
             std::to_string(mine.egressCostUsd).c_str());
    QCOMPARE(mine.egressBytes, book.egressBytes);
    // Only the transfer moved: the total by the price difference on the same bytes.
    QVERIFY(std::abs(mine.computeUsd - book.computeUsd) < 1e-9 * book.computeUsd);
    QVERIFY(std::abs((mine.totalCostUsd - book.totalCostUsd) - gigabytes * (0.05 - bookUsdPerGb)) <
            1e-6);
    // Each transfer record carries its month's charge: the first month moves the dataset and
    // that month's growth, every later month the growth.
    QCOMPARE(mine.transfers.size(), size_t(2));
    QVERIFY(std::abs(mine.transfers[0].costUsd - (2e12 + 5e11) / 1e9 * 0.05) < 1e-9);
    QVERIFY(std::abs(mine.transfers[1].costUsd - 5e11 / 1e9 * 0.05) < 1e-9);
}

// `transfer.inter_zone_usd_per_gb` is informational: the book and a placement's patch read,
// range-check and keep it, but the model has no availability zones, so no figure moves with it
// (the same placement as above, whose dataset crosses regions of one provider, costs the same
// at 0 and at 50 USD/GB), and the field schema's help for the patch says so.
void TestPlacement::interZonePriceIsInformational()
{
    QVERIFY(prices().provider("aws")->interZoneUsdPerGigabyte); // the book holds one
    PlacementSpec spec = at("aws-eu-north-1");
    spec.dataSite = "aws-eu-central-1";
    spec.horizonMonths = 12;
    WorkloadDemand d = h100(8);
    d.datasetBytes = 2e12;
    d.datasetGrowthBytesPerMonth = 5e11;
    const CostReport book = evaluatePlacement(spec, d, prices(), sites());
    QVERIFY(book.feasible && book.egressCostUsd > 0);
    for (const double usdPerGb : {0.0, 50.0}) {
        spec.priceOverrides = parsePriceOverride(
            json{{"providers", {{"aws", {{"transfer", {{"inter_zone_usd_per_gb", usdPerGb}}}}}}}},
            "placement.prices");
        // Kept: written back as read.
        QCOMPARE(priceOverrideJson(
                     spec.priceOverrides)["providers"]["aws"]["transfer"]["inter_zone_usd_per_gb"]
                     .get<double>(),
                 usdPerGb);
        const CostReport patched = evaluatePlacement(spec, d, prices(), sites());
        QVERIFY(patched.feasible);
        QCOMPARE(patched.totalCostUsd, book.totalCostUsd);
        QCOMPARE(patched.egressCostUsd, book.egressCostUsd);
        QCOMPARE(patched.npvUsd, book.npvUsd);
    }
    const std::string help = scenarioField("/placement/prices").help;
    QVERIFY(help.find("Informational there: a provider's transfer.inter_zone_usd_per_gb") !=
            std::string::npos);
}

// A model API's published request-rate limit (`api.requests_per_minute_limit`) is read and acts
// as the token-rate limit does: a demand above it is a note. OpenAI GPT-4o's tier limits are
// 30 M tokens and 10,000 requests per minute (data/sites/model_apis.json): 1,000 requests/s of
// 100 prompt and 10 output tokens (60,000 requests/min, 6.6 M tokens/min) passes the token
// limit and breaks the request limit; 100 requests/s (6,000/min) breaks neither.
void TestPlacement::apiRequestRateLimitIsFlagged()
{
    PlacementSpec s = at("openai-gpt-4o");
    s.dataClasses = {"internal"};
    WorkloadDemand d = h100(8);
    for (const double requestsPerSec : {1000.0, 100.0}) {
        d.promptTokensPerRequest = 100;
        d.inputTokensPerSec = requestsPerSec * 100;
        d.outputTokensPerSec = requestsPerSec * 10;
        const CostReport r = evaluatePlacement(s, d, prices(), sites());
        QVERIFY(r.feasible);
        QVERIFY(!mentions(r.notes, "tokens/min is above", "openai-gpt-4o"));
        QCOMPARE(mentions(r.notes, "60000 requests/min is above its published limit of 10000",
                          "openai-gpt-4o"),
                 requestsPerSec > 200);
        QCOMPARE(mentions(r.notes, "requests/min", "openai-gpt-4o"), requestsPerSec > 200);
    }
}

QTEST_GUILESS_MAIN(TestPlacement)
#include "tst_placement.moc"
