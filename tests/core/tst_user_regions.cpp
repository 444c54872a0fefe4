// Users as a list of regions (placement.users.regions): the reader's refusals name the field,
// each region's round trip comes from its coordinates or its distance (coordinates win where
// the site has them), the users' latency and the headline TTFT are the traffic-weighted means
// of the regions' figures, one region reproduces the single users object, and `evaluate
// --json`, the text and the playbook carry one row per region.
#include "common/input_error.h"
#include "common/json_reader.h"
#include "perf/evaluation_json.h"
#include "perf/scenario_evaluation.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "placement/network.h"
#include "placement/placement.h"
#include "playbook/playbook.h"
#include "playbook/playbook_writers.h"
#include "project/project.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>
#include <nlohmann/json.hpp>

using namespace ap;
using nlohmann::json;

namespace {

PlacementSpec parse(const std::string& text)
{
    return parsePlacement(JsonReader(json::parse(text), "placement"));
}

// The field an InputError names for `text`, or "" when it is read.
std::string refusedField(const std::string& text)
{
    try {
        parse(text);
    } catch (const InputError& e) {
        return e.field();
    }
    return {};
}

Project regionsProject()
{
    return loadProjectFile(testSourceStd("/tests/data/users/regions.accelplan"));
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b));
}

} // namespace

class TestUserRegions : public QObject {
    Q_OBJECT
private slots:
    void readsAndWritesBack();
    void refusesBadEntriesNamingTheField();
    void distanceAndCoordinates();
    void headlineIsTheTrafficWeightedMean();
    void oneRegionIsTheSingleUsers();
    void sharesAreNormalisedWithANote();
    void jsonTextAndPlaybookCarryTheRegions();
};

void TestUserRegions::readsAndWritesBack()
{
    const PlacementSpec s = parse(R"({"users": {"hops": 4, "regions": [
        {"name": "EU", "latitude": 50.11, "longitude": 8.68, "share": 0.7},
        {"name": "US", "distance_km": 6200, "share": 0.3}]}})");
    QCOMPARE(s.userRegions.size(), size_t(2));
    QCOMPARE(s.userRegions[0].name, std::string("EU"));
    QCOMPARE(*s.userRegions[0].latitudeDeg, 50.11);
    QVERIFY(!s.userRegions[0].distanceKm);
    QCOMPARE(*s.userRegions[1].distanceKm, 6200.0);
    QCOMPARE(s.userRegions[1].share, 0.3);
    QCOMPARE(s.users.hops, 4); // the path's own keys still read
    const json written = placementToJson(s);
    QCOMPARE(written.at("users").at("regions").size(), size_t(2));
    const PlacementSpec again = parsePlacement(JsonReader(written, "placement"));
    QCOMPARE(placementToJson(again), written);
    // No regions: no key written.
    QVERIFY(!placementToJson(parse(R"({"users": {"distance_km": 10}})"))
                 .at("users")
                 .contains("regions"));
}

void TestUserRegions::refusesBadEntriesNamingTheField()
{
    const auto regions = [](const std::string& list) {
        return R"({"users": {"regions": )" + list + "}}";
    };
    const std::string ok = R"({"name": "EU", "distance_km": 100, "share": 0.5})";
    QCOMPARE(refusedField(regions("[" + ok + R"(, {"name": "US", "distance_km": 1, "share": 0}])")),
             std::string("placement.users.regions[1].share"));
    QCOMPARE(
        refusedField(regions("[" + ok + R"(, {"name": "US", "distance_km": 1, "share": -1}])")),
        std::string("placement.users.regions[1].share"));
    QCOMPARE(refusedField(regions("[" + ok + R"(, {"name": "US", "distance_km": 1}])")),
             std::string("placement.users.regions[1].share"));
    QCOMPARE(refusedField(regions("[" + ok + ", " + ok + "]")),
             std::string("placement.users.regions[1].name"));
    QCOMPARE(refusedField(regions(R"([{"name": "", "distance_km": 1, "share": 1}])")),
             std::string("placement.users.regions[0].name"));
    QCOMPARE(refusedField(regions(R"([{"distance_km": 1, "share": 1}])")),
             std::string("placement.users.regions[0].name"));
    QCOMPARE(refusedField(regions(R"([{"name": "A", "latitude": 10, "share": 1}])")),
             std::string("placement.users.regions[0].longitude"));
    QCOMPARE(refusedField(regions(R"([{"name": "A", "share": 1}])")),
             std::string("placement.users.regions[0].distance_km"));
    QCOMPARE(
        refusedField(regions(R"([{"name": "A", "latitude": 95, "longitude": 0, "share": 1}])")),
        std::string("placement.users.regions[0].latitude"));
    QCOMPARE(refusedField(regions(R"([{"name": "A", "distance_km": 1, "share": 1, "sharre": 1}])")),
             std::string("placement.users.regions[0].sharre"));
    QCOMPARE(refusedField(regions("[3]")), std::string("placement.users.regions[0]"));
    QCOMPARE(refusedField(regions("[]")), std::string("placement.users.regions"));
    QCOMPARE(refusedField(regions(R"({"name": "A"})")), std::string("placement.users.regions"));
    QCOMPARE(refusedField(regions("[" + ok + "]")), std::string());
}

void TestUserRegions::distanceAndCoordinates()
{
    const SiteCatalog& sites = shippedData().sites();
    const Site* frankfurt = sites.find("colo-de-frankfurt");
    QVERIFY(frankfurt && frankfurt->latitudeDeg);
    PlacementSpec spec;
    spec.users.distanceKm = 777;
    UserRegion both{"both", 35.68, 139.69, 100, 1};
    UserRegion distance{"distance", std::nullopt, std::nullopt, 100, 1};
    UserRegion coordinates{"coordinates", 35.68, 139.69, std::nullopt, 1};
    const double tokyoKm =
        greatCircleKm(35.68, 139.69, *frankfurt->latitudeDeg, *frankfurt->longitudeDeg);
    // Both places with coordinates: the great circle wins over the region's distance.
    QCOMPARE(userRegionPath(spec, both, frankfurt).distanceKm, tokyoKm);
    QCOMPARE(userRegionPath(spec, coordinates, frankfurt).distanceKm, tokyoKm);
    QCOMPARE(userRegionPath(spec, distance, frankfurt).distanceKm, 100.0);
    // A site without coordinates: the region's distance, else the users' distance_km.
    QCOMPARE(userRegionPath(spec, both, nullptr).distanceKm, 100.0);
    QCOMPARE(userRegionPath(spec, coordinates, nullptr).distanceKm, 777.0);
    // The round trip is the users' path (route factor, hops) at that distance.
    NetworkPath path = spec.users;
    path.distanceKm = 100;
    QCOMPARE(roundTripSec(userRegionPath(spec, distance, frankfurt)), roundTripSec(path));
}

void TestUserRegions::headlineIsTheTrafficWeightedMean()
{
    const Project p = regionsProject();
    const ScenarioResult r = evaluateScenario(p.scenarios[0], shippedData());
    QVERIFY(r.cost && r.inference);
    const std::vector<UserRegionFigures> regions = userRegionFigures(r);
    QCOMPARE(regions.size(), size_t(3));
    double shares = 0, roundTrip = 0, ttft = 0, request = 0, distance = 0;
    for (const UserRegionFigures& f : regions) {
        QVERIFY(f.ttftWithNetworkSec && f.requestLatencyWithNetworkSec);
        QVERIFY(near(*f.ttftWithNetworkSec, r.inference->ttftSec + f.roundTripSec));
        shares += f.share;
        roundTrip += f.share * f.roundTripSec;
        distance += f.share * f.distanceKm;
        ttft += f.share * *f.ttftWithNetworkSec;
        request += f.share * *f.requestLatencyWithNetworkSec;
    }
    QVERIFY(near(shares, 1));
    QCOMPARE(regions[0].share, 0.5);
    QCOMPARE(regions[2].distanceKm, 9350.0);
    QVERIFY(near(r.cost->userLatencySec, roundTrip));
    QVERIFY(near(r.cost->userDistanceKm, distance));
    const HeadlineFigures h = headlineFigures(r);
    QVERIFY(near(*h.ttftWithNetworkSec, ttft));
    QVERIFY(near(*h.requestLatencyWithNetworkSec, request));
    // Tokyo is the farthest: the worst region, and above the mean.
    QCOMPARE(worstUserRegion(regions), 2);
    QVERIFY(*regions[2].ttftWithNetworkSec > *h.ttftWithNetworkSec);
    // The latency chart's sweep reaches past the farthest region.
    const auto sweep = userLatencySweep(p.scenarios[0], r, shippedData().sites());
    QVERIFY(sweep && sweep->distanceKm.back() >= 9350);
    QVERIFY(near(sweep->chosenRoundTripSec, r.cost->userLatencySec));
}

void TestUserRegions::oneRegionIsTheSingleUsers()
{
    const Project p = regionsProject();
    const ScenarioResult one = evaluateScenario(p.scenarios[1], shippedData());
    const ScenarioResult single = evaluateScenario(p.scenarios[2], shippedData());
    QCOMPARE(one.cost->userLatencySec, single.cost->userLatencySec);
    QCOMPARE(one.cost->userDistanceKm, single.cost->userDistanceKm);
    QCOMPARE(*headlineFigures(one).ttftWithNetworkSec, *headlineFigures(single).ttftWithNetworkSec);
    QCOMPARE(one.cost->totalCostUsd, single.cost->totalCostUsd);
    QCOMPARE(one.cost->egressCostUsd, single.cost->egressCostUsd);
    QVERIFY(one.cost->notes == single.cost->notes);
    // The JSON: the same document but for the name and the regions' own object.
    json a = json::parse(evaluationJsonText({one}));
    json b = json::parse(evaluationJsonText({single}));
    QVERIFY(a["scenarios"][0].contains("users"));
    QVERIFY(!b["scenarios"][0].contains("users"));
    a["scenarios"][0].erase("users");
    a["scenarios"][0]["name"] = b["scenarios"][0]["name"];
    QCOMPARE(a, b);
    // The worst of one region is that region.
    const json users = json::parse(evaluationJsonText({one}))["scenarios"][0]["users"];
    QCOMPARE(users["worst_region"].get<std::string>(), std::string("Frankfurt"));
    QCOMPARE(users["ttft_with_network_worst_s"].get<double>(),
             *headlineFigures(single).ttftWithNetworkSec);
}

void TestUserRegions::sharesAreNormalisedWithANote()
{
    Project p = regionsProject();
    Scenario s = p.scenarios[0];
    for (UserRegion& region : s.placement->userRegions)
        region.share *= 40; // 20 : 12 : 8, the same proportions
    const ScenarioResult weights = evaluateScenario(s, shippedData());
    const ScenarioResult shares = evaluateScenario(p.scenarios[0], shippedData());
    QVERIFY(near(weights.cost->userLatencySec, shares.cost->userLatencySec));
    QCOMPARE(userRegionFigures(weights)[1].share, 0.3);
    bool noted = false;
    for (const Message& n : weights.cost->notes)
        noted = noted || n.english().find("region shares sum to 40") != std::string::npos;
    QVERIFY(noted);
    for (const Message& n : shares.cost->notes)
        QVERIFY(n.english().find("region shares") == std::string::npos);
}

void TestUserRegions::jsonTextAndPlaybookCarryTheRegions()
{
    const Project p = regionsProject();
    const std::vector<ScenarioResult> results = evaluateProject(p, shippedData());
    const json doc = json::parse(evaluationJsonText(results));
    const json& users = doc["scenarios"][0]["users"];
    QCOMPARE(users["regions"].size(), size_t(3));
    QCOMPARE(users["regions"][1]["name"].get<std::string>(), std::string("New York"));
    QCOMPARE(users["worst_region"].get<std::string>(), std::string("Tokyo"));
    const std::vector<UserRegionFigures> f = userRegionFigures(results[0]);
    QCOMPARE(users["regions"][1]["round_trip_s"].get<double>(), f[1].roundTripSec);
    QCOMPARE(users["regions"][1]["ttft_with_network_s"].get<double>(), *f[1].ttftWithNetworkSec);
    QCOMPARE(users["request_latency_with_network_worst_s"].get<double>(),
             *f[2].requestLatencyWithNetworkSec);
    QVERIFY(!doc["scenarios"][2].contains("users"));

    PlaybookRequest request;
    request.date = "2026-12-05";
    const Playbook pb = buildPlaybook(p, shippedData(), request);
    const std::string md = playbookMarkdown(pb);
    QVERIFY(md.find("Users by region") != std::string::npos);
    QVERIFY(md.find("Tokyo (worst)") != std::string::npos);
    const CsvTable* table = nullptr;
    for (const CsvTable& t : pb.csv)
        if (t.name == "user_regions")
            table = &t;
    QVERIFY(table);
    QCOMPARE(table->rows.size(), size_t(4)); // three regions + one
    QCOMPARE(table->rows[2][1], std::string("Tokyo"));
    QCOMPARE(table->rows[2][7], std::string("true"));
}

QTEST_GUILESS_MAIN(TestUserRegions)
#include "tst_user_regions.moc"
