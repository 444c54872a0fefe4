// The typed cost parts (placement/cost_parts.h): one list with one label, JSON key and CSV
// column per kind, whose parts add up to the report's total for every kind of placement, and
// the search's candidate shares built from them (owned-site network included).
#include "perf/efficiency_params.h"
#include "perf/engine_stages.h"
#include "perf/scenario_evaluation.h"
#include "perf/scenario_figures.h"
#include "placement/cost_parts.h"
#include "placement/placement.h"
#include "project/project.h"
#include "project/validate.h"
#include "recommend/recommend.h"
#include "test_context.h"
#include "test_data.h"

#include <QtTest>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace ap;
using nlohmann::json;

namespace {

WorkloadDemand h100(int devices)
{
    WorkloadDemand d;
    d.deviceId = "nvidia-h100-sxm5-80gb";
    d.deviceCount = devices;
    d.tdpWatts = 700;
    d.utilisation = 0.7;
    d.datasetBytes = 20e12;
    d.datasetGrowthBytesPerMonth = 1e12;
    d.egressBytesPerMonth = 5e12;
    d.outputTokensPerSec = 20000;
    d.inputTokensPerSec = 40000;
    return d;
}

PlacementSpec at(const std::string& site)
{
    PlacementSpec s;
    s.computeSite = site;
    return s;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

// The parts add up to the total, and the JSON and the text carry each of them.
void checkSums(const CostReport& r, const std::string& what)
{
    QVERIFY2(r.feasible, what.c_str());
    QVERIFY2(r.totalCostUsd > 0, what.c_str());
    const std::vector<CostPart> parts = costParts(r);
    QCOMPARE(parts.size(), kCostPartKinds.size());
    QVERIFY2(near(costPartsTotalUsd(parts), r.totalCostUsd), what.c_str());
    // Moving lost work out of compute and power keeps the sum.
    QVERIFY2(near(costPartsTotalUsd(costParts(r, 0.3)), r.totalCostUsd), what.c_str());
    const json j = costReportToJson(r);
    double listed = 0;
    for (const auto& [key, usd] : j.at("breakdown_usd").items())
        listed += usd.get<double>();
    QVERIFY2(near(listed, j.at("total_cost_usd").get<double>()), what.c_str());
}

} // namespace

class TestCostParts : public QObject {
    Q_OBJECT
private slots:
    void oneLabelKeyAndColumnPerKind();
    void partsSumToTotal_data();
    void partsSumToTotal();
    void ownedNetworkIsItsOwnPart();
    void trainThenServeCombined();
    void fallbackReplicaIsOnePart();
    void lostWorkSplitsComputeAndPower();
    void candidateSharesIncludeNetwork();
    void checkpointStoreReachesStoragePart();
    void checkpointStoreTooSmallIsInfeasible();
    void cloudCheckpointKeysRefusedForTraining();
    void searchRefusesStoreTooSmall();
};

void TestCostParts::oneLabelKeyAndColumnPerKind()
{
    std::set<std::string_view> labels, keys, columns;
    for (CostPartKind k : kCostPartKinds) {
        const CostPartInfo& i = costPartInfo(k);
        QCOMPARE(i.kind, k);
        QVERIFY(!i.label.empty() && !i.jsonKey.empty() && !i.csvColumn.empty());
        labels.insert(i.label);
        keys.insert(i.jsonKey);
        columns.insert(i.csvColumn);
    }
    QCOMPARE(labels.size(), kCostPartKinds.size());
    QCOMPARE(keys.size(), kCostPartKinds.size());
    QCOMPARE(columns.size(), kCostPartKinds.size());
    // The keys `evaluate --json` has always written (CONTRACT.md) stay.
    const json j = costReportToJson(CostReport{});
    for (const char* key : {"compute", "capex", "network", "power", "space", "maintenance", "staff",
                            "storage", "egress"})
        QVERIFY2(j.at("breakdown_usd").contains(key), key);
    QVERIFY(!j.at("breakdown_usd").contains("stalls_and_lost_work"));
}

void TestCostParts::partsSumToTotal_data()
{
    QTest::addColumn<QString>("site");
    QTest::addColumn<QString>("burst");
    QTest::addColumn<int>("capex");
    QTest::newRow("on-prem upfront") << "on-prem"
                                     << "" << int(CapexTreatment::Upfront);
    QTest::newRow("on-prem financed") << "on-prem"
                                      << "" << int(CapexTreatment::Financed);
    QTest::newRow("colocation straight line") << "colo-de-frankfurt"
                                              << "" << int(CapexTreatment::StraightLine);
    QTest::newRow("owned + cloud burst") << "on-prem"
                                         << "aws-us-east-1" << 0;
    QTest::newRow("cloud") << "aws-us-east-1"
                           << "" << 0;
    QTest::newRow("model API") << "aws-bedrock-llama-3-3-70b"
                               << "" << 0;
}

void TestCostParts::partsSumToTotal()
{
    QFETCH(QString, site);
    QFETCH(QString, burst);
    QFETCH(int, capex);
    PlacementSpec s = at(site.toStdString());
    s.burstSite = burst.toStdString();
    s.capex = CapexTreatment(capex);
    s.lifeMonths = 24; // a refresh within the 36-month horizon
    if (!s.burstSite.empty())
        s.baselineDevices = 8;
    s.dataSite = site == "aws-us-east-1" ? "on-prem" : ""; // a priced transfer
    WorkloadDemand d = h100(burst.isEmpty() ? 16 : 16);
    if (!s.burstSite.empty())
        d.utilisation = 1;
    const CostReport r = evaluatePlacement(s, d, prices(), sites());
    checkSums(r, site.toStdString());
}

void TestCostParts::ownedNetworkIsItsOwnPart()
{
    // The B200 server price (DGX B200 list) includes its NICs, not the fabric: the fabric
    // ports are their own part. The H100 server price includes the networking (SemiAnalysis
    // "incl. networking"): nothing is added.
    WorkloadDemand b200 = h100(64);
    b200.deviceId = "nvidia-b200-sxm-180gb";
    b200.tdpWatts = 1000;
    QVERIFY(!prices().onPrem().server(b200.deviceId)->includesNetwork);
    QCOMPARE(evaluatePlacement(at("on-prem"), h100(64), prices(), sites()).networkUsd, 0.0);
    const CostReport r = evaluatePlacement(at("on-prem"), b200, prices(), sites());
    QVERIFY(r.networkUsd > 0);
    const std::vector<CostPart> parts = costParts(r);
    QCOMPARE(costPartUsd(parts, CostPartKind::Network), r.networkUsd);
    // The text names it as the JSON does.
    std::ostringstream text;
    printCostReport(text, r);
    QVERIFY2(text.str().find("    network     $") != std::string::npos, text.str().c_str());
}

void TestCostParts::trainThenServeCombined()
{
    WorkloadDemand train = h100(32);
    train.timeToTrainSec = 20 * 86400;
    train.outputTokensPerSec = 0;
    train.egressBytesPerMonth = 0;
    PlacementSpec trainAt = at("gcp-us-central1");
    trainAt.dataSite = "on-prem";
    const CostReport first = evaluatePlacement(trainAt, train, prices(), sites());
    const CostReport serving = evaluatePlacement(at("on-prem"), h100(8), prices(), sites());
    checkSums(first, "training");
    checkSums(serving, "serving");
    const CostReport both = combineReports(first, serving);
    checkSums(both, "combined");
    for (CostPartKind k : kCostPartKinds)
        QVERIFY(near(costPartUsd(costParts(both), k),
                     costPartUsd(costParts(first), k) + costPartUsd(costParts(serving), k)));
}

// A fallback pair (perf/engine_stages.h): an owned primary and a cloud replica rented on
// demand for the hours the primary is down. The replica's whole cost is one part, which the
// JSON and the text name and which sums into the total with the primary's parts.
void TestCostParts::fallbackReplicaIsOnePart()
{
    PlacementSpec s = at("on-prem");
    s.fallbackSite = "aws-us-east-1";
    s.fallbackReplica = true;
    const WorkloadDemand d = h100(8);
    const CostReport primary = evaluatePlacement(s, d, prices(), sites());
    // The primary's report is its own site's: the replica's availability comes with its report.
    const CostReport alone = evaluatePlacement(at("on-prem"), d, prices(), sites());
    QCOMPARE(primary.totalCostUsd, alone.totalCostUsd);
    QCOMPARE(primary.availability, alone.availability);
    const double u = fallbackUtilisation(primary.availability, d.utilisation);
    QCOMPARE(u, (1 - primary.availability) * d.utilisation);
    WorkloadDemand down = d;
    down.utilisation = u;
    const PlacementSpec fs = fallbackPlacement(s, s.fallbackSite, u);
    QCOMPARE(fs.computeSite, std::string("aws-us-east-1"));
    QVERIFY(fs.fallbackSite.empty() && !fs.fallbackReplica &&
            fs.commitment == Commitment::OnDemand);
    const CostReport fallback = evaluatePlacement(fs, down, prices(), sites());
    QVERIFY(fallback.feasible && fallback.computeUsd > 0);

    CostReport pair = primary;
    addFallback(pair, fallback);
    checkSums(pair, "pair");
    QCOMPARE(costPartUsd(costParts(pair), CostPartKind::Fallback), fallback.totalCostUsd);
    QCOMPARE(pair.totalCostUsd, primary.totalCostUsd + fallback.totalCostUsd);
    QVERIFY(near(sum(pair.monthlyCashFlowUsd), pair.totalCostUsd));
    QCOMPARE(pair.energyKwh, primary.energyKwh + fallback.energyKwh);
    QCOMPARE(pair.availability, parallelAvailability(primary.availability, fallback.availability));
    QCOMPARE(pair.usefulDeviceHours, primary.usefulDeviceHours);
    QCOMPARE(costReportToJson(pair).at("breakdown_usd").at("fallback").get<double>(),
             fallback.totalCostUsd);
    std::ostringstream text;
    printCostReport(text, pair);
    QVERIFY2(text.str().find("    fallback    $") != std::string::npos, text.str().c_str());
}

void TestCostParts::lostWorkSplitsComputeAndPower()
{
    CostReport r;
    r.computeUsd = 100;
    r.powerUsd = 50;
    r.capexUsd = 10;
    r.totalCostUsd = 160;
    const std::vector<CostPart> parts = costParts(r, 0.2);
    QCOMPARE(costPartUsd(parts, CostPartKind::LostWork), 30.0);
    QCOMPARE(costPartUsd(parts, CostPartKind::Compute), 80.0);
    QCOMPARE(costPartUsd(parts, CostPartKind::Power), 40.0);
    QCOMPARE(costPartUsd(parts, CostPartKind::Purchase), 10.0);
    QCOMPARE(costPartsTotalUsd(parts), 160.0);
}

// A served study over owned sites and cloud regions (eu-serving: colocation sites charge a
// fabric): every candidate's shares add up to one, and an owned candidate's network share is
// its fabric's part of the cost.
void TestCostParts::candidateSharesIncludeNetwork()
{
    const Project p = loadProjectFile(testSourceStd("/data/examples/eu-serving.accelplan"));
    QVERIFY(!p.studies.empty());
    RecommendOptions o;
    o.sensitivity = false;
    o.monteCarlo = false;
    // Every feasible candidate, not the study's top ten: which owned options lead moves with
    // the TCO defaults (the leaders may be servers whose price includes their fabric).
    StudySpec study = p.studies.front();
    study.top = 100000;
    const Recommendation rec = recommend(p, study, shippedData(), o);
    QVERIFY(!rec.ranked.empty());
    bool ownedWithNetwork = false;
    for (const Candidate& c : rec.ranked) {
        const double sum = c.cloudComputeShare + c.capexShare + c.networkShare + c.powerShare +
                           c.egressShare + c.otherShare;
        QVERIFY(std::abs(sum - 1) < 1e-9);
        if (!c.cloud && c.networkShare > 0)
            ownedWithNetwork = true;
    }
    QVERIFY(ownedWithNetwork);
}

namespace {

Scenario checkpointExample()
{
    const Project p =
        loadProjectFile(testSourceStd("/data/examples/checkpoint-stall-cost.accelplan"));
    return p.scenarios.front(); // Llama 3 8B on 16 H100 at lambda-us, 1 month, object store
}

} // namespace

// The reliability store's price acts once, in the storage part: raising it from S3's
// $0.023 to $1 per GB-month adds 112.42 GB x $0.977 x 1 month to the storage part and the
// total, and the parts still add up to the total.
void TestCostParts::checkpointStoreReachesStoragePart()
{
    Scenario s = checkpointExample();
    const ScenarioResult a = evaluateScenario(s, shippedData());
    s.reliability.storage.costUsdPerGbMonth = 1.0;
    const ScenarioResult b = evaluateScenario(s, shippedData());
    QVERIFY(a.cost && b.cost && a.cost->feasible && b.cost->feasible);
    const double expected = 8.03e9 * 14 / 1e9 * (1.0 - 0.023);
    QVERIFY2(std::abs(b.cost->storageUsd - a.cost->storageUsd - expected) < 1e-6,
             qPrintable(QString::number(b.cost->storageUsd - a.cost->storageUsd)));
    QVERIFY(std::abs(b.cost->totalCostUsd - a.cost->totalCostUsd - expected) < 1e-6);
    const auto parts = costParts(*b.cost, 0);
    QVERIFY(std::abs(costPartsTotalUsd(parts) - b.cost->totalCostUsd) < 1e-6);
}

// An 11 GB store cannot keep the 112 GB checkpoint of Llama 3 8B: infeasible, naming the field.
void TestCostParts::checkpointStoreTooSmallIsInfeasible()
{
    Scenario s = checkpointExample();
    s.reliability.storage.capacityBytes = 11e9;
    const ScenarioResult r = evaluateScenario(s, shippedData());
    QVERIFY(!r.feasible);
    bool named = false;
    for (const Message& m : r.problems)
        named = named || m.english().find("reliability.storage.capacity_tb") != std::string::npos;
    QVERIFY(named);
}

// A training run's checkpoint interval and restart are the reliability model's: the cloud
// duplicates are refused by the one validator (every entry point), the field path named.
void TestCostParts::cloudCheckpointKeysRefusedForTraining()
{
    std::ifstream in(testSourceStd("/data/examples/checkpoint-stall-cost.accelplan"));
    nlohmann::json doc = nlohmann::json::parse(in);
    doc["scenarios"][0]["placement"]["cloud"]["restart_s"] = 300;
    const Project p = projectFromJson(doc, CrossChecks::Skip);
    const std::vector<Problem> problems = structuralProblems(p);
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems.front().kind, InputProblemKind::Inapplicable);
    QCOMPARE(problems.front().field, std::string("scenarios[0].placement.cloud.restart_s"));
    QVERIFY(problems.front().message.english().find("reliability.restart_s") != std::string::npos);
    // The same key on a serving scenario is its spot preemption overhead: accepted.
    std::ifstream serving(testSourceStd("/data/examples/eu-serving.accelplan"));
    nlohmann::json s = nlohmann::json::parse(serving);
    s["scenarios"][0]["placement"]["cloud"]["restart_s"] = 300;
    QVERIFY(structuralProblems(projectFromJson(s, CrossChecks::Skip)).empty());
}

// The search applies the same rule as `evaluate`: with an 11 GB store no layout of the
// 8B fine-tune can keep its checkpoint, so nothing is ranked and the rejection names the field.
void TestCostParts::searchRefusesStoreTooSmall()
{
    Project p = loadProjectFile(testSourceStd("/data/examples/checkpoint-stall-cost.accelplan"));
    p.scenarios.front().reliability.storage.capacityBytes = 11e9;
    StudySpec study;
    study.scenario = p.scenarios.front().name;
    study.search.devices = {"nvidia-h100-sxm5-80gb"};
    study.search.counts = {16};
    RecommendOptions options;
    options.sensitivity = false;
    options.monteCarlo = false;
    options.threads = 1;
    const Recommendation r = recommend(p, study, shippedData(), options);
    QVERIFY(r.ranked.empty());
    bool named = false;
    for (const RejectionCount& c : r.rejections)
        named = named ||
                (c.reason == ProblemKind::Reliability &&
                 c.example.english().find("reliability.storage.capacity_tb") != std::string::npos);
    QVERIFY(named);
    // With a 1 TB store the same search ranks options, and the first is priced with the
    // checkpoint store in its storage share, as `evaluate` prices it.
    p.scenarios.front().reliability.storage.capacityBytes = 1e12;
    const Recommendation ok = recommend(p, study, shippedData(), options);
    QVERIFY(!ok.ranked.empty());
}

QTEST_GUILESS_MAIN(TestCostParts)
#include "tst_cost_parts.moc"
