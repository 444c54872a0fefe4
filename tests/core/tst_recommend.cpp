// Recommendation engine: the answers the search must give from first principles (secret data
// stays off public clouds, a 1B model is not served on 8x H200, a 405B run in 60 days is not
// trained on CPUs, four nines over a 99.9% path are not cloud-only), the invariants of its
// output (ranking, constraints, Pareto set, Monte Carlo, sensitivity), determinism across
// thread counts, and the field named by each bad study input.
//
// The projects live in tests/data/recommend/. Their sites (t-dc, t-colo, t-cloud) and every
// price in them are the tests' own assumptions (round figures, see each file's notes), so the
// answers do not depend on the bundled data/prices and data/sites.
#include "common/input_error.h"
#include "economics/on_prem_tco.h"
#include "economics/owned_servers.h"
#include "economics/price_book.h"
#include "perf/batch_sweep.h"
#include "perf/scenario_evaluation.h"
#include "perf/scenario_figures.h"
#include "placement/cost_parts.h"
#include "placement/site.h"
#include "recommend/recommend.h"

#include "recommend/candidate_scenario.h"
#include "recommend/recommend_json.h"
#include "recommend/recommend_studies.h"
#include "recommend/search.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

using namespace ap;
using nlohmann::json;

namespace {

constexpr double kDay = 86400.0;

const Catalog& catalog()
{
    static const Catalog c = Catalog::builtIn();
    return c;
}

const EfficiencyParams& params()
{
    static const EfficiencyParams p = defaultEfficiencyParams();
    return p;
}

const Project& servingProject()
{
    static const Project p =
        loadProjectFile(testSourceStd("/tests/data/recommend/serving.accelplan"));
    return p;
}

const Project& trainingProject()
{
    static const Project p =
        loadProjectFile(testSourceStd("/tests/data/recommend/training.accelplan"));
    return p;
}

// The study named `name` in either test project, with its project.
std::pair<const Project*, StudySpec> findStudy(const std::string& name)
{
    for (const Project* p : {&servingProject(), &trainingProject()})
        for (const StudySpec& s : p->studies)
            if (s.name == name)
                return {p, s};
    throw std::runtime_error("no study named " + name + " in tests/data/recommend");
}

const Scenario& templateOf(const Project& p, const StudySpec& s)
{
    for (const Scenario& sc : p.scenarios)
        if (sc.name == s.scenario)
            return sc;
    throw std::runtime_error("no scenario named " + s.scenario);
}

// Sites the template scenario sees: built-in ones with its placement's own merged over them.
SiteCatalog sitesOf(const Scenario& sc)
{
    SiteCatalog c = SiteCatalog::builtIn(testSourceStd("/data"));
    if (sc.placement)
        mergeSiteOverrides(c, sc.placement->siteOverrides, "test");
    return c;
}

// The price book the template scenario sees: built-in prices with its placement's merged over.
PriceBook pricesOf(const Scenario& sc)
{
    PriceBook b = PriceBook::builtIn(testSourceStd("/data"));
    if (sc.placement)
        mergePriceOverride(b, sc.placement->priceOverrides, "test");
    return b;
}

// What one rented device-hour costs at a cloud site under a commitment (0 if unknown).
double rentedHourUsd(const PriceBook& book, const Site& site, const std::string& device,
                     Commitment commitment)
{
    const ProviderPrices* provider = book.provider(site.provider);
    const CloudDevicePrice* d = provider ? provider->device(device) : nullptr;
    if (!d)
        return 0;
    switch (commitment) {
    case Commitment::OnDemand:
        return d->onDemand ? d->onDemand->usdPerDeviceHour : 0;
    case Commitment::Commit1y:
        return d->commit1y ? d->commit1y->usdPerDeviceHour : 0;
    case Commitment::Commit3y:
        return d->commit3y ? d->commit3y->usdPerDeviceHour : 0;
    case Commitment::Spot:
        return d->spot ? d->spot->usdPerDeviceHour : 0;
    }
    return 0;
}

// The same figure to 1e-9 (relative, or absolute below 1).
bool same(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

// Problems as the CLI prints them.
std::vector<std::string> problemsOf(const std::vector<Message>& list)
{
    std::vector<std::string> out;
    for (const Message& m : list)
        out.push_back(m.english());
    return out;
}

RecommendOptions options(int threads, bool sensitivity, bool monteCarlo)
{
    RecommendOptions o;
    o.threads = threads;
    o.sensitivity = sensitivity;
    o.monteCarlo = monteCarlo;
    return o;
}

// edge-factory's assistant with its users `distanceKm` from the factory's edge room (a round
// trip of 2 x distance x 5 us/km: no route factor, no hops) and a study of its own (no default
// study's demand: every replica shape of the template's objectives) searching the edge room
// with L4 and MI300X.
Project edgeFactoryUsersAway(double distanceKm, const std::string& studyName)
{
    Project project = loadProjectFile(testSourceStd("/data/examples/edge-factory.accelplan"));
    Scenario& templ = project.scenarios.front();
    NetworkPath& users = templ.placement->users;
    users.distanceKm = distanceKm;
    users.routeFactor = 1;
    users.hops = 0;
    templ.placement->usersLocal = false;
    StudySpec study;
    study.name = studyName;
    study.scenario = templ.name;
    study.search.sites = {"edge-factory-de"};
    study.search.devices = {"nvidia-l4", "amd-mi300x"};
    project.studies = {study};
    return project;
}

// Runs a study once per (study, options, seed); several tests look at the same answer.
const Recommendation& run(const std::string& name,
                          const RecommendOptions& o = options(2, false, false),
                          std::optional<std::uint64_t> seed = std::nullopt)
{
    static std::map<std::string, Recommendation> cache;
    const std::string key = name + "|" + std::to_string(o.threads) + "|" +
                            std::to_string(o.sensitivity) + "|" + std::to_string(o.monteCarlo) +
                            "|" + (seed ? std::to_string(*seed) : std::string("-"));
    const auto it = cache.find(key);
    if (it != cache.end())
        return it->second;
    auto [project, study] = findStudy(name);
    if (seed)
        study.uncertainty.seed = *seed;
    return cache.emplace(key, recommend(*project, study, dataWith(catalog(), params()), o))
        .first->second;
}

std::string describe(const Candidate& c)
{
    std::ostringstream s;
    s << c.label() << " [id " << c.id << ", " << deviceKindName(c.deviceKind) << ", site " << c.site
      << (c.cloud ? " (cloud)" : "") << (c.fallbackSite.empty() ? "" : ", fallback ")
      << c.fallbackSite << ", cost/work " << c.costPerWorkUsd << " USD, total " << c.totalCostUsd
      << " USD, availability " << c.availability << ", ttft " << c.ttftSec << " s, tpot "
      << c.tpotSec << " s, time to train " << c.timeToTrainSec / kDay << " d]";
    return s.str();
}

// The first candidate of a list, described (messages are built before the check runs).
std::string firstOf(const std::vector<Candidate>& list)
{
    return list.empty() ? std::string("(none)") : describe(list.front());
}

std::string rejectionsText(const Recommendation& r)
{
    std::string out;
    for (const RejectionCount& x : r.rejections)
        out += std::string(problemKindName(x.reason)) + " x" + std::to_string(x.count) + " (" +
               x.example.english() + "); ";
    return out;
}

const RejectionCount* rejection(const Recommendation& r, ProblemKind reason)
{
    for (const RejectionCount& x : r.rejections)
        if (x.reason == reason)
            return &x;
    return nullptr;
}

int index(Objective o)
{
    return static_cast<int>(o);
}

// a is at least as good as b on every objective and strictly better on one (lower is better).
bool dominates(const Candidate& a, const Candidate& b, const std::vector<Objective>& objectives)
{
    bool better = false;
    for (Objective o : objectives) {
        const double x = a.objectives[size_t(index(o))];
        const double y = b.objectives[size_t(index(o))];
        if (x > y)
            return false;
        better = better || x < y;
    }
    return better;
}

bool sameObjectives(const Candidate& a, const Candidate& b, const std::vector<Objective>& objs)
{
    for (Objective o : objs)
        if (a.objectives[size_t(index(o))] != b.objectives[size_t(index(o))])
            return false;
    return true;
}

bool near(double a, double b, double relative)
{
    return std::abs(a - b) <= relative * std::max({std::abs(a), std::abs(b), 1e-300});
}

// The squared standard error of the mean of `v` (sample variance over its count).
double squaredStandardError(const std::vector<double>& v)
{
    if (v.size() < 2)
        return 0;
    double sum = 0, sq = 0;
    for (double x : v)
        sum += x;
    const double mean = sum / double(v.size());
    for (double x : v)
        sq += (x - mean) * (x - mean);
    return sq / double(v.size() - 1) / double(v.size());
}

// Removes the wall-clock figures, the only part of the answer allowed to vary between runs.
void stripTiming(json& j)
{
    if (j.is_object()) {
        for (const char* key : {"search_seconds", "searchSeconds", "elapsed_seconds"})
            j.erase(key);
        for (auto& [k, v] : j.items()) {
            (void)k;
            stripTiming(v);
        }
    } else if (j.is_array()) {
        for (auto& v : j)
            stripTiming(v);
    }
}

// A small valid project whose `recommend` entry is replaced per bad-input row.
json minimalProject()
{
    return json::parse(R"({
      "format": "accelplan-project", "version": 1, "name": "bad studies",
      "scenarios": [{
        "name": "chat",
        "workload": {"kind": "inference",
                     "model": {"parameters": 8.03e9, "layers": 32, "hidden": 4096, "heads": 32,
                               "kv_heads": 8, "ffn_hidden": 14336, "vocab": 128256},
                     "precision": "bf16", "input_tokens": 1024, "output_tokens": 256,
                     "batch": "max"},
        "cluster": {"device": "nvidia-l4", "count": 1}
      }]
    })");
}

} // namespace

class TestRecommend : public QObject {
    Q_OBJECT
private slots:
    void secretDataNeverOnPublicCloud_data();
    void secretDataNeverOnPublicCloud();
    void internalDataMayUseTheCloud();
    void smallModelIsNotServedOnBigIron();
    void noDemandComparesAtEqualWork_data();
    void noDemandComparesAtEqualWork();
    void ownedServersAreThePlacementModels_data();
    void ownedServersAreThePlacementModels();
    void bigPretrainingRunNeverPicksCpus();
    void fourNinesOverAThreeNinesPathIsNotCloudOnly();
    void cloudOnlyAvailabilityIsSiteTimesPath();
    void fallbackPairEvaluatesToItsTotal();
    void cloudAnswerToAWanIndependenceQuestionHasACaveat();
    void quotedServerPricesOnlyItsDevice();
    void candidateEvaluatesAsItWasRanked();
    void sloWithTheNetworkIsOneVerdict();
    void percentileSloWithTheNetworkIsOneVerdict();
    void candidateKeepsTheStudysLimits();
    void deterministicWhateverTheThreadCount_data();
    void deterministicWhateverTheThreadCount();
    void rankedIsSortedAndMeetsTheConstraints_data();
    void rankedIsSortedAndMeetsTheConstraints();
    void paretoSetIsNonDominated_data();
    void paretoSetIsNonDominated();
    void monteCarloIsConsistent_data();
    void monteCarloIsConsistent();
    void sensitivityIsConsistent_data();
    void sensitivityIsConsistent();
    void badStudyNamesTheField_data();
    void badStudyNamesTheField();
    void studyThatCannotStartThrows();
    void studiesOfProject();
    void studiesSideBySideAnswerAsOneByOne();
    void deviceThatCannotRunTheFormatIsARejection_data();
    void deviceThatCannotRunTheFormatIsARejection();
    void trainingStackThatCannotRunIsADeviceRejection();
    void aCountsLayoutsDoNotDependOnTheOtherCounts();
};

// Owned data centres may hold "secret" data; cloud regions (and edge sites) may not
// (docs/placement-and-costs.md, Sovereignty). Whether the class comes from the template's
// placement or from the study's constraints, no answer may put the data in a cloud region,
// neither as the serving site nor as its fallback.
void TestRecommend::secretDataNeverOnPublicCloud_data()
{
    QTest::addColumn<QString>("study");
    QTest::newRow("class in the placement") << "secret via placement";
    QTest::newRow("class in the constraints") << "secret via constraints";
}

void TestRecommend::secretDataNeverOnPublicCloud()
{
    QFETCH(QString, study);
    const Recommendation& r = run(study.toStdString());
    const auto [project, spec] = findStudy(study.toStdString());
    const SiteCatalog sites = sitesOf(templateOf(*project, spec));
    // The premise: the cloud region may not hold the class, the owned sites may.
    QVERIFY(!sites.find("t-cloud")->mayHold("secret"));
    QVERIFY(sites.find("t-dc")->mayHold("secret"));

    QVERIFY2(!r.ranked.empty(), "an owned site may hold secret data: expected an answer");
    std::vector<const Candidate*> all;
    for (const Candidate& c : r.ranked)
        all.push_back(&c);
    for (const Candidate& c : r.pareto)
        all.push_back(&c);
    for (const Candidate* c : all) {
        QVERIFY2(!c->cloud, describe(*c).c_str());
        const Site* site = sites.find(c->site);
        QVERIFY2(site && site->mayHold("secret"), describe(*c).c_str());
        if (!c->fallbackSite.empty()) {
            const Site* fallback = sites.find(c->fallbackSite);
            QVERIFY2(fallback && fallback->kind != SiteKind::CloudRegion &&
                         fallback->mayHold("secret"),
                     describe(*c).c_str());
        }
    }
    const RejectionCount* sovereignty = rejection(r, ProblemKind::Sovereignty);
    QVERIFY2(sovereignty && sovereignty->count > 0, rejectionsText(r).c_str());
    QVERIFY2(sovereignty->example.english().find("secret") != std::string::npos,
             sovereignty->example.english().c_str());
    for (const Candidate& c : r.bestRejected)
        if (c.rejectedFor == ProblemKind::Sovereignty)
            QVERIFY2(c.cloud || !c.fallbackSite.empty(), describe(c).c_str());
}

// The control: the same search with internal data has feasible cloud options and no
// sovereignty rejection, so the test above is about the class, not about prices.
void TestRecommend::internalDataMayUseTheCloud()
{
    const Recommendation& r = run("internal data");
    QVERIFY(!r.ranked.empty());
    QVERIFY2(!rejection(r, ProblemKind::Sovereignty), rejectionsText(r).c_str());
    QVERIFY2(
        std::any_of(r.ranked.begin(), r.ranked.end(), [](const Candidate& c) { return c.cloud; }),
        "no cloud candidate among the feasible ones");
}

// Llama 3.2 1B at batch 1 and 20 output tokens/s of demand: one L4 (300 GB/s) streams the
// 2.5 GB of bf16 weights ~100 times a second, so a single $0.80/h device (or one owned one)
// serves the whole demand well inside the 200 ms TPOT. Any H200 costs >= $5.50/h per device
// in the test's prices and serves the same tokens: per served token it cannot win, and eight
// of them (>= $44/h, or ~$310k of owned capex) cost many times more.
void TestRecommend::smallModelIsNotServedOnBigIron()
{
    const Recommendation& r = run("small model");
    QCOMPARE(r.workloadKind, std::string("inference"));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    const Candidate& best = r.ranked.front();
    QVERIFY2(best.deviceId != "nvidia-h200-sxm-141gb", describe(best).c_str());
    QVERIFY2(best.deviceKind == DeviceKind::Cpu || best.deviceId == "nvidia-l4",
             describe(best).c_str());
    QVERIFY2(best.ttftSec <= 5.0 && best.tpotSec <= 0.2, describe(best).c_str());
    QVERIFY2(best.outputTokensPerSec >= 20 * (1 - 1e-9), describe(best).c_str());

    bool sawH200 = false;
    for (const Candidate& c : r.ranked) {
        if (c.deviceId != "nvidia-h200-sxm-141gb")
            continue;
        sawH200 = true;
        QVERIFY2(c.costPerWorkUsd > best.costPerWorkUsd, describe(c).c_str());
        if (c.count >= 8)
            QVERIFY2(c.costPerWorkUsd >= 4 * best.costPerWorkUsd,
                     (describe(c) + " vs winner " + describe(best)).c_str());
    }
    // top is 1000: every feasible H200 option is listed, and an H200 meets a 200 ms TPOT.
    QVERIFY2(sawH200, "no feasible H200 candidate listed");
}

void TestRecommend::noDemandComparesAtEqualWork_data()
{
    QTest::addColumn<QStringList>("sites");
    QTest::addColumn<double>("demand");
    // An L4 replica of Llama 3 8B carries 149.4 output tokens/s under the 100 ms TPOT since the
    // overlap exponents fitted on GPU kernel rows shipped (issue #27: Ada has no tensor copy
    // engine, so a decode step's compute adds to its weight stream, p = 1, and the TPOT limit
    // holds a smaller batch; 310-340 before, when the demands were 300, 2,000 and 2,400, and
    // ~445 before the refit after SGLang's prefill-pass fix, issue #26, when the third was
    // 3,400): these demands take 1, 7 and 8 of the 8 slots of one owned server (the fixture's
    // L4 server). The invariant holds within one server: a demand over it may cost less per token
    // than no demand, because it spreads the owned site's staff cost (which does not grow with
    // its servers) over more tokens; that is economies of scale, and a study without a demand
    // does not know its scale, so it is not filled up to search.max_devices (issue #26).
    for (const double d : {140.0, 950.0, 1150.0}) {
        const QByteArray tag = QByteArray::number(d);
        QTest::newRow("owned only, " + tag) << QStringList{"t-dc"} << d;
        QTest::newRow("owned or cloud, " + tag) << QStringList{"t-dc", "t-cloud"} << d;
    }
}

// Without a demand the search compares options at equal work (per million output tokens at
// each option's own capacity): removing the throughput constraint never makes the best answer
// worse, and an owned site, which buys whole servers, runs the replicas they hold instead of
// paying a server of 8 for one replica (issue #26: $7.81 per million tokens for 1 L4 at t-dc
// against $0.45 with a demand of 20,000 tokens/s).
void TestRecommend::noDemandComparesAtEqualWork()
{
    QFETCH(QStringList, sites);
    QFETCH(double, demand);
    auto [project, spec] = findStudy("internal data");
    spec.objective = Objective::Cost;
    spec.search.devices = {"nvidia-l4"};
    spec.search.sites.clear();
    for (const QString& s : sites)
        spec.search.sites.push_back(s.toStdString());
    spec.search.fallback = false;
    spec.constraints.dataClasses.reset();
    const RecommendOptions o = options(2, false, false);
    spec.constraints.minOutputTokensPerSec = demand;
    const Recommendation withDemand = recommend(*project, spec, dataWith(catalog(), params()), o);
    spec.constraints.minOutputTokensPerSec.reset();
    const Recommendation without = recommend(*project, spec, dataWith(catalog(), params()), o);
    QVERIFY2(!withDemand.ranked.empty() && !without.ranked.empty(),
             rejectionsText(without).c_str());
    const Candidate& x = withDemand.ranked.front();
    const Candidate& w = without.ranked.front();
    QVERIFY2(w.costPerWorkUsd <= x.costPerWorkUsd * (1 + 1e-9),
             ("without demand " + describe(w) + " vs with " + describe(x)).c_str());
    // At the owned site every one-device layout fills its server: 8 replicas of 8 L4.
    bool owned = false;
    for (const Candidate& c : without.ranked) {
        if (c.site != "t-dc")
            continue;
        owned = true;
        QVERIFY2(c.count % 8 == 0, describe(c).c_str());
        QCOMPARE(c.servedOutputTokensPerSec, c.outputTokensPerSec);
    }
    QVERIFY(owned);
    // The note says why.
    QVERIFY(std::any_of(without.notes.begin(), without.notes.end(), [](const Message& m) {
        return m.english().find("equal work") != std::string::npos;
    }));
}

void TestRecommend::ownedServersAreThePlacementModels_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<double>("quotedServerUsd");     // 0: the price book's server entry
    QTest::addColumn<int>("quotedDevicesPerServer"); // 0: not quoted
    QTest::newRow("8-GPU HGX (book)") << "nvidia-h100-sxm5-80gb" << 0.0 << 0;
    QTest::newRow("dual-socket CPU (book)") << "intel-xeon-6980p" << 0.0 << 0;
    QTest::newRow("GB200 NVL72 rack (book)") << "nvidia-gb200-nvl72" << 0.0 << 0;
    QTest::newRow("GB200 4-GPU tray (quoted)") << "nvidia-gb200-nvl72" << 180000.0 << 4;
    QTest::newRow("TPU 4-chip host (quoted)") << "google-tpu-v5p" << 60000.0 << 4;
    QTest::newRow("quoted price, book's server size") << "nvidia-l4" << 50000.0 << 0;
}

// The search fills the servers an owned site buys (addServerFills) with the servers the
// placement model charges for: both count them with economics/owned_servers.h. For each
// option and its filled variant the placement model charges the same servers (one more
// server's worth of devices costs exactly one more server), and the filled variant holds as
// many whole replicas as those servers do (issue #26).
void TestRecommend::ownedServersAreThePlacementModels()
{
    using namespace recommend_detail;
    QFETCH(QString, device);
    QFETCH(double, quotedServerUsd);
    QFETCH(int, quotedDevicesPerServer);
    auto [found, spec] = findStudy("internal data");
    spec.search.devices = {device.toStdString()};
    spec.search.sites = {"t-dc"};
    spec.search.fallback = false;
    spec.constraints = {};
    // A quoted server is the template device's (recommend/quoted_server.h): the template
    // runs the device searched.
    Project project = *found;
    // No latency objective: one socket of a CPU server serves Llama 3 8B, but not within the
    // template's TTFT, and a replica per socket is what leaves a server to fill.
    for (Scenario& sc : project.scenarios)
        if (sc.name == spec.scenario) {
            sc.cluster.deviceId = device.toStdString();
            auto& w = std::get<InferenceWorkload>(sc.workload);
            w.sloTtftSec.reset();
            w.sloTpotSec.reset();
        }
    const DataContext data = dataWith(catalog(), params()); // the context points into it
    StudyContext ctx = makeContext(project, spec, data);
    if (quotedServerUsd > 0)
        ctx.placement.serverUsd = quotedServerUsd;
    if (quotedDevicesPerServer > 0)
        ctx.placement.devicesPerServer = quotedDevicesPerServer;
    const ServerPrice* book = ctx.prices.onPrem().server(device.toStdString());
    const int perServer = ownedDevicesPerServer(ctx.placement.serverUsd.has_value(),
                                                ctx.placement.devicesPerServer, book);
    QVERIFY(perServer > 0);
    QCOMPARE(perServer, quotedDevicesPerServer > 0 ? quotedDevicesPerServer
                                                   : (book ? book->devicesPerServer : 8));
    const double usdPerServer = quotedServerUsd > 0 ? quotedServerUsd : book->usdPerServer;

    std::vector<PerfOption> perf;
    searchLayouts(ctx, 1, perf);
    const size_t searched = perf.size();
    QVERIFY(addServerFills(ctx, perf) > 0);
    const Site* site = ctx.sites.find("t-dc");
    QVERIFY(site);

    // Servers and their part of one purchase (servers, storage, installation; not the fabric)
    // as the placement model prices `o` at t-dc.
    const auto serversCharged = [&](const PerfOption& o) {
        PlacementSpec placed;
        priceAt(ctx, o, *site, Commitment::OnDemand, ctx.utilisation, &placed);
        bool priced = false;
        const OnPremSpec owned = onPremSpecFor(placed, demandOf(ctx, o, ctx.utilisation),
                                               ctx.prices, *site, o.count, ctx.utilisation, priced);
        const OnPremTco tco = computeOnPremTco(owned);
        return std::tuple{priced, owned.devicesPerServer, tco.capexUsd - tco.networkCapexUsd,
                          owned.installationFraction};
    };
    // The filled variants are appended in the order of the options they fill.
    std::vector<const PerfOption*> originals;
    for (size_t i = 0; i < searched; ++i)
        if (perf[i].rentedSitesOnly)
            originals.push_back(&perf[i]);
    QCOMPARE(originals.size(), perf.size() - searched);
    int filled = 0;
    for (size_t i = searched; i < perf.size(); ++i) {
        const PerfOption& f = perf[i];
        const PerfOption* one = originals[i - searched];
        QVERIFY(f.ownedSitesOnly);
        QCOMPARE(f.parallelism.tensor, one->parallelism.tensor);
        QCOMPARE(f.parallelism.pipeline, one->parallelism.pipeline);
        const int perReplica = f.count / f.replicas;
        const long long servers = ownedServers(one->count, perServer);
        // The filled variant runs in the servers the original occupies, as many whole replicas
        // as they hold (or as search.max_devices allows).
        QCOMPARE(ownedServers(f.count, perServer), servers);
        QVERIFY(f.count + perReplica >
                std::min<long long>(servers * perServer, ctx.study.search.maxDevices));
        const auto [pricedOne, perOne, capexOne, install] = serversCharged(*one);
        const auto [pricedFilled, perFilled, capexFilled, install2] = serversCharged(f);
        QVERIFY(pricedOne && pricedFilled);
        QCOMPARE(perOne, perServer);
        QCOMPARE(perFilled, perServer);
        QVERIFY2(std::abs(capexFilled - capexOne) <= 1e-9 * capexOne,
                 (std::to_string(capexFilled) + " vs " + std::to_string(capexOne)).c_str());
        // One more server's worth of devices: exactly one more server charged.
        PerfOption more = withReplicas(f, f.replicas + perServer);
        const auto [pricedMore, perMore, capexMore, install3] = serversCharged(more);
        QVERIFY(pricedMore);
        const double oneServer = usdPerServer * (1 + install);
        QVERIFY2(std::abs(capexMore - capexFilled - double(perReplica) * oneServer) <=
                     1e-9 * capexMore,
                 (std::to_string(capexMore - capexFilled) + " vs " +
                  std::to_string(perReplica * oneServer))
                     .c_str());
        ++filled;
    }
    QVERIFY(filled > 0);
}

// 6 N T training FLOPs for 405B parameters and 10T tokens are 2.43e25. Even at 100% of its
// bf16 peak, the largest CPU deployment searched (16,384 sockets) needs more than 60 days, so
// no CPU can meet the deadline; 16,384 H100 at 40% MFU need ~43 days and B200 about half.
void TestRecommend::bigPretrainingRunNeverPicksCpus()
{
    const auto [project, spec] = findStudy("405B in 60 days");
    const auto& w = std::get<TrainingWorkload>(templateOf(*project, spec).workload);
    const double flops = 6 * w.model.parameters * w.tokens;
    for (const char* cpu : {"intel-xeon-8480plus", "intel-xeon-6980p"}) {
        const double peak = *catalog().at(cpu).peak(Precision::BF16);
        QVERIFY2(flops / (spec.search.maxDevices * peak) > 60 * kDay, cpu);
    }

    const Recommendation& r = run("405B in 60 days");
    QCOMPARE(r.workloadKind, std::string("training"));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    for (const Candidate& c : r.ranked) {
        QVERIFY2(c.deviceKind != DeviceKind::Cpu, describe(c).c_str());
        QVERIFY2(c.timeToTrainSec <= 60 * kDay * (1 + 1e-9), describe(c).c_str());
    }
    for (const Candidate& c : r.pareto)
        QVERIFY2(c.deviceKind != DeviceKind::Cpu, describe(c).c_str());
    QVERIFY2(r.ranked.front().timeToTrainSec <= 60 * kDay, describe(r.ranked.front()).c_str());
    const RejectionCount* deadline = rejection(r, ProblemKind::Deadline);
    QVERIFY2(deadline && deadline->count > 0, rejectionsText(r).c_str());
    for (const Candidate& c : r.bestRejected) {
        QVERIFY2(!c.feasible && !c.problems.empty(), describe(c).c_str());
        if (c.deviceKind == DeviceKind::Cpu)
            QVERIFY2(c.rejectedFor == ProblemKind::Deadline ||
                         c.rejectedFor == ProblemKind::Memory ||
                         c.rejectedFor == ProblemKind::Throughput,
                     (describe(c) + " rejected for " +
                      std::string(problemKindName(c.rejectedFor.value_or(ProblemKind::Placement))))
                         .c_str());
    }
}

// Users reach a cloud region over a 99.9% path: a cloud-only service is up at most
// 0.9999 x 0.999 = 99.89% of the time, below the 99.99% asked, and the owned sites alone
// (99.95%, 99.98%) fall short too. Only an owned site with a fallback elsewhere (or the other
// way round) reaches four nines: 1 - 0.0005 x 0.0001 = 99.999995%.
void TestRecommend::fourNinesOverAThreeNinesPathIsNotCloudOnly()
{
    const Recommendation& r = run("four nines");
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    const Candidate& best = r.ranked.front();
    QVERIFY2(!best.cloud || !best.fallbackSite.empty(), describe(best).c_str());
    for (const Candidate& c : r.ranked) {
        QVERIFY2(c.availability >= 0.9999, describe(c).c_str());
        QVERIFY2(!c.fallbackSite.empty(), describe(c).c_str());
        QVERIFY2(c.fallbackSite != c.site, describe(c).c_str());
    }
    for (const Candidate& c : r.pareto)
        QVERIFY2(c.availability >= 0.9999 && (!c.cloud || !c.fallbackSite.empty()),
                 describe(c).c_str());
    const RejectionCount* availability = rejection(r, ProblemKind::Availability);
    QVERIFY2(availability && availability->count > 0, rejectionsText(r).c_str());
}

// A fallback pair added as a scenario (#24): its placement names the fallback as a replica
// (placement.fallback_replica), whose cost is the scenario's Fallback part, so `evaluate` gives
// the candidate table's total to the cent, and its availability, cost, energy and CO2 per work.
// Before, the scenario left the fallback unpriced: where-to-run's 49 x MI300X in Mumbai with a
// Vultr fallback read $1,944,227.57 in the table and $1,943,036.42 as a scenario.
void TestRecommend::fallbackPairEvaluatesToItsTotal()
{
    const Recommendation& r = run("four nines");
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    auto [project, study] = findStudy("four nines");
    const Scenario& templ = templateOf(*project, study);
    const DataContext data = dataWith(catalog(), params());
    int pairs = 0;
    for (size_t i = 0; i < std::min<size_t>(3, r.ranked.size()); ++i) {
        const Candidate& c = r.ranked[i];
        QVERIFY2(!c.fallbackSite.empty(), describe(c).c_str());
        // As "Add as scenario" and a save and reopen give it.
        Project added = *project;
        added.scenarios.push_back(scenarioFromCandidate(templ, c));
        const Scenario s = projectFromJson(projectToJson(added)).scenarios.back();
        QVERIFY(s.placement && s.placement->fallbackReplica);
        QCOMPARE(s.placement->fallbackSite, c.fallbackSite);
        const ScenarioResult e = evaluateScenario(s, data);
        QVERIFY2(e.feasible && e.cost, describe(c).c_str());
        const CostReport& cost = *e.cost;
        QVERIFY2(std::abs(cost.totalCostUsd - c.horizonCostUsd) < 0.005,
                 (describe(c) + " evaluates to " + std::to_string(cost.totalCostUsd)).c_str());
        // The fallback is one part, and the parts sum to the total.
        const std::vector<CostPart> parts = costParts(cost);
        QVERIFY2(costPartUsd(parts, CostPartKind::Fallback) > 0, describe(c).c_str());
        QVERIFY(std::abs(costPartsTotalUsd(parts) - cost.totalCostUsd) < 1e-9 * cost.totalCostUsd);
        QVERIFY(std::abs(cost.availability - c.availability) < 1e-12);
        const HeadlineFigures h = headlineFigures(e);
        QVERIFY(std::abs(h.costPerWorkUsd.value_or(0) / c.costPerWorkUsd - 1) < 1e-9);
        QVERIFY(std::abs(h.energyKwhPerWork.value_or(0) / c.energyKwhPerWork - 1) < 1e-9);
        ++pairs;
    }
    QVERIFY(pairs > 0);
}

// The cloud region alone: availabilities in series multiply, 0.9999 x 0.999 = 0.9989001.
void TestRecommend::cloudOnlyAvailabilityIsSiteTimesPath()
{
    const Recommendation& strict = run("cloud only, four nines");
    QVERIFY2(strict.ranked.empty(), firstOf(strict.ranked).c_str());
    QVERIFY2(strict.pareto.empty(), firstOf(strict.pareto).c_str());
    const RejectionCount* availability = rejection(strict, ProblemKind::Availability);
    QVERIFY2(availability && availability->count > 0, rejectionsText(strict).c_str());

    const Recommendation& loose = run("cloud only, 99.8%");
    QVERIFY2(!loose.ranked.empty(), rejectionsText(loose).c_str());
    for (const Candidate& c : loose.ranked) {
        QVERIFY2(c.cloud && c.fallbackSite.empty(), describe(c).c_str());
        QVERIFY2(std::abs(c.availability - 0.9999 * 0.999) < 1e-9, describe(c).c_str());
    }
}

// The edge factory asks what keeps serving without the WAN (its template serves local users at
// an edge site). An answer that rents spot capacity in the cloud says, in the explanation,
// what it serves while the line is down (nothing), what is lost and for how many hours a year
// (the factory's line: 99.5 %, 43.8 h), and that no searched option keeps serving. The same
// search from a cloud template asks no such question and carries no such caveat.
void TestRecommend::cloudAnswerToAWanIndependenceQuestionHasACaveat()
{
    Project project = loadProjectFile(testSourceStd("/data/examples/edge-factory.accelplan"));
    StudySpec study = studiesOf(project).front();
    QCOMPARE(study.scenario, project.scenarios.front().name);
    study.search.sites = {"aws-eu-north-1"};
    study.search.commitments = {Commitment::Spot};
    study.search.devices = {"nvidia-l4", "nvidia-h100-sxm5-80gb"};
    const auto explanationOf = [](const Recommendation& r) {
        std::string text;
        for (const Message& m : r.explanation)
            text += m.english() + "\n";
        return text;
    };
    const Recommendation r =
        recommend(project, study, dataWith(catalog(), params()), options(2, false, false));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    const Candidate& winner = r.ranked.front();
    QCOMPARE(winner.site, std::string("aws-eu-north-1"));
    const std::string text = explanationOf(r);
    const size_t at = text.find("Caveat: the question keeps serving without the WAN");
    QVERIFY2(at != std::string::npos, text.c_str());
    const std::string caveat = text.substr(at, text.find('\n', at) - at);
    QVERIFY2(caveat.find("edge-factory-de") != std::string::npos, caveat.c_str());
    QVERIFY2(caveat.find("about 43.8 h a year") != std::string::npos, caveat.c_str());
    QVERIFY2(caveat.find("it serves 0") != std::string::npos, caveat.c_str());
    QVERIFY2(caveat.find("tokens/s lost") != std::string::npos, caveat.c_str());
    QVERIFY2(text.find("spot capacity at aws-eu-north-1") != std::string::npos, text.c_str());
    QVERIFY2(text.find("No feasible option of the search keeps serving") != std::string::npos,
             text.c_str());

    // The edge site searched too: the best option that keeps serving is named, at its cost.
    study.search.sites = {"aws-eu-north-1", "edge-factory-de"};
    const Recommendation both =
        recommend(project, study, dataWith(catalog(), params()), options(2, false, false));
    QVERIFY2(!both.ranked.empty(), rejectionsText(both).c_str());
    const std::string bothText = explanationOf(both);
    if (both.ranked.front().site == "edge-factory-de")
        QVERIFY2(bothText.find("Caveat: the question keeps serving") == std::string::npos,
                 bothText.c_str());
    else
        QVERIFY2(bothText.find("The best option that keeps serving with the WAN down") !=
                     std::string::npos,
                 bothText.c_str());

    // A cloud template: no WAN-independence question, no caveat.
    PlacementSpec& placement = *project.scenarios.front().placement;
    placement.computeSite = "aws-eu-north-1";
    placement.usersLocal.reset();
    study.search.sites = {"aws-eu-north-1"};
    const Recommendation cloud =
        recommend(project, study, dataWith(catalog(), params()), options(2, false, false));
    QVERIFY2(!cloud.ranked.empty(), rejectionsText(cloud).c_str());
    QVERIFY2(explanationOf(cloud).find("without the WAN") == std::string::npos,
             explanationOf(cloud).c_str());
}

void TestRecommend::quotedServerPricesOnlyItsDevice()
{
    // edge-factory's template quotes its own server: 2 x L4 for $13,000
    // (placement.on_prem.server_usd, devices_per_server 2). The quote buys L4s only: an H100
    // at the same owned site is priced from the book's HGX H100 server, and a TPU v4, which
    // nobody sells, is refused there (before, the quote bought both, and the WAN caveat named
    // an owned TPU v4 at the factory as the option that keeps serving).
    Project project = loadProjectFile(testSourceStd("/data/examples/edge-factory.accelplan"));
    StudySpec study = studiesOf(project).front();
    const Scenario& templ = project.scenarios.front();
    QCOMPARE(templ.cluster.deviceId, std::string("nvidia-l4"));
    QCOMPARE(templ.placement->serverUsd.value_or(0), 13000.0);
    study.search.sites = {"edge-factory-de"};
    study.search.devices = {"nvidia-l4", "google-tpu-v4", "nvidia-h100-sxm5-80gb"};
    const DataContext data = dataWith(catalog(), params());
    const Recommendation r = recommend(project, study, data, options(2, false, false));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    bool l4 = false;
    for (const Candidate& c : r.ranked) {
        QVERIFY2(c.deviceId != "google-tpu-v4", c.label().c_str());
        const Scenario s = scenarioFromCandidate(templ, c);
        QCOMPARE(s.placement->serverUsd.has_value(), c.deviceId == "nvidia-l4");
        // The scenario the candidate becomes costs what the search said.
        const ScenarioResult e = evaluateScenario(s, data);
        QVERIFY2(e.feasible, c.label().c_str());
        QVERIFY2(std::abs(e.cost->totalCostUsd / c.totalCostUsd - 1) < 1e-6, c.label().c_str());
        l4 = l4 || c.deviceId == "nvidia-l4";
    }
    QVERIFY(l4);
    const RejectionCount* price = rejection(r, ProblemKind::Price);
    QVERIFY2(price && price->count > 0, rejectionsText(r).c_str());
}

// The search and `evaluate` run the same engine stages (perf/engine_stages.h): the winner, and
// the option the site's power envelope turned away, added as scenarios evaluate to the figures
// and problems they were ranked with. edge-factory-de gives 15 kW (data/sites/edge.json);
// 8 x MI300X draw ~16.8 kW there. Before the stages, `evaluate` never checked the envelope
// and called that option feasible.
void TestRecommend::candidateEvaluatesAsItWasRanked()
{
    Project project = loadProjectFile(testSourceStd("/data/examples/edge-factory.accelplan"));
    StudySpec study = studiesOf(project).front();
    study.search.sites = {"edge-factory-de"};
    study.search.devices = {"nvidia-l4", "amd-mi300x"};
    const DataContext data = dataWith(catalog(), params());
    const Recommendation r = recommend(project, study, data, options(1, false, false));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    const Scenario& templ = project.scenarios.front();

    const Candidate& winner = r.ranked.front();
    const ScenarioResult e = evaluateScenario(scenarioFromCandidate(templ, winner), data);
    QVERIFY2(e.feasible && e.problems.empty(), winner.label().c_str());
    QVERIFY(e.cost && e.inference);
    const HeadlineFigures h = headlineFigures(e);
    QVERIFY(winner.facilityPowerWatts > 0 && winner.facilityPowerWatts <= 15e3);
    QVERIFY(same(e.cost->facilityPowerWatts, winner.facilityPowerWatts));
    QVERIFY(same(e.cost->totalCostUsd, winner.horizonCostUsd));
    QVERIFY(same(h.costPerWorkUsd.value_or(0), winner.costPerWorkUsd));
    QVERIFY(same(h.energyKwhPerWork.value_or(0), winner.energyKwhPerWork));
    QVERIFY(same(h.ttftWithNetworkSec.value_or(0), winner.ttftSec));
    QVERIFY(same(h.requestLatencyWithNetworkSec.value_or(0), winner.requestLatencySec));
    QVERIFY(same(e.inference->tpotSec, winner.tpotSec));
    QVERIFY(same(e.cost->availability, winner.availability));
    // engine_instances counts processes sharing a CPU socket: the search runs one engine per
    // accelerator replica, and so does the scenario the winner becomes (before, a template's
    // engine_instances went into it and evaluated another engine than the one ranked).
    Scenario sharing = templ;
    std::get<InferenceWorkload>(sharing.workload).engineInstances = 4;
    const Scenario added = scenarioFromCandidate(sharing, winner);
    QCOMPARE(std::get<InferenceWorkload>(added.workload).engineInstances, 1);
    QVERIFY(same(evaluateScenario(added, data).inference->tpotSec, winner.tpotSec));

    const auto power =
        std::find_if(r.bestRejected.begin(), r.bestRejected.end(),
                     [](const Candidate& c) { return c.rejectedFor == ProblemKind::Power; });
    QVERIFY2(power != r.bestRejected.end(), rejectionsText(r).c_str());
    QCOMPARE(power->deviceId, std::string("amd-mi300x"));
    QVERIFY(power->facilityPowerWatts > 15e3);
    const ScenarioResult x = evaluateScenario(scenarioFromCandidate(templ, *power), data);
    QVERIFY(!x.feasible);
    QVERIFY(x.cost && x.cost->feasible);
    QVERIFY(same(x.cost->facilityPowerWatts, power->facilityPowerWatts));
    QVERIFY(same(x.cost->totalCostUsd, power->horizonCostUsd));
    QCOMPARE(problemsOf(x.problems), problemsOf(power->problems));
}

// The serving objectives are checked with the users' round trip in one place, the engine's
// constraint stage (sloMisses, perf/engine_stages.h), by the search and by `evaluate` alike.
// edge-factory's assistant with its users 20,000 km from the factory's edge room (a 200 ms
// round trip: 2 x 20,000 km x 5 us/km, no route factor, no hops) and its 1 s TTFT objective:
// an option whose engine meets 1 s but whose users wait longer is refused by the search, and
// its scenario evaluates infeasible with the same problem. Before the stage, `evaluate` called
// that scenario feasible (it checked no objective at a fixed batch, and never the network).
void TestRecommend::sloWithTheNetworkIsOneVerdict()
{
    Project project = edgeFactoryUsersAway(20000, "users far away");
    const Scenario& templ = project.scenarios.front();
    const StudySpec& study = project.studies.front();
    const double roundTripSec = 0.2;
    const double objectiveSec = *std::get<InferenceWorkload>(templ.workload).sloTtftSec;
    QCOMPARE(objectiveSec, 1.0);
    const DataContext data = dataWith(catalog(), params());
    const Recommendation r = recommend(project, study, data, options(1, false, false));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());

    // The winner: its users' TTFT is the engine's plus 200 ms, within the objective, and so is
    // its scenario's.
    const Candidate& winner = r.ranked.front();
    const ScenarioResult e = evaluateScenario(scenarioFromCandidate(templ, winner), data);
    QVERIFY2(e.feasible && e.problems.empty(), winner.label().c_str());
    QVERIFY(e.cost && e.inference);
    QVERIFY(same(e.cost->userLatencySec, roundTripSec));
    QVERIFY(same(headlineFigures(e).ttftWithNetworkSec.value_or(0), winner.ttftSec));
    QVERIFY(same(winner.ttftSec, e.inference->ttftSec + roundTripSec));
    QVERIFY(winner.ttftSec <= objectiveSec);

    // The option refused for the objective (4 x L4 at TP4: TPOT-bound at batch 26, the engine's
    // TTFT 806 ms, its users' 1,006 ms): its engine meets 1 s, its users do not.
    const auto slo =
        std::find_if(r.bestRejected.begin(), r.bestRejected.end(),
                     [](const Candidate& c) { return c.rejectedFor == ProblemKind::Slo; });
    QVERIFY2(slo != r.bestRejected.end(), rejectionsText(r).c_str());
    QVERIFY(slo->ttftSec > objectiveSec);
    QVERIFY(slo->ttftSec - roundTripSec <= objectiveSec);
    const ScenarioResult x = evaluateScenario(scenarioFromCandidate(templ, *slo), data);
    QVERIFY(x.inference && x.inference->feasible); // the engine alone meets the objective
    QVERIFY(x.inference->ttftSec <= objectiveSec);
    QVERIFY(!x.feasible);
    QVERIFY(same(headlineFigures(x).ttftWithNetworkSec.value_or(0), slo->ttftSec));
    QCOMPARE(problemsOf(x.problems), problemsOf(slo->problems));
    QVERIFY2(x.problems.front().english().find("(incl. the network) misses the SLO of 1000 ms") !=
                 std::string::npos,
             x.problems.front().english().c_str());

    // The batch sweep of the charts evaluates each batch as asked: the points past the
    // objectives stay drawn (up to twice this batch), the objectives beside them.
    const std::vector<BatchSweepPoint> sweep =
        sweepInferenceBatch(scenarioFromCandidate(templ, *slo), data, 2 * slo->batch);
    QVERIFY(!sweep.empty());
    QCOMPARE(sweep.back().batch, 2 * slo->batch);

    // Without the network (users next to the edge room) the same scenario meets its objective.
    Scenario near = scenarioFromCandidate(templ, *slo);
    near.placement->users.distanceKm = 0.2;
    near.placement->usersLocal = true;
    const ScenarioResult n = evaluateScenario(near, data);
    QVERIFY2(n.feasible, n.problems.empty() ? "" : n.problems.front().english().c_str());
}

// With slo.percentile the objectives hold at that percentile of the requests: the network
// check adds the users' round trip to the engine's percentile TTFT (its waits included), not to
// the mean, in one function (sloLatencies, perf/engine_stages.h) for the search and `evaluate`,
// under one label ("p99 TTFT ... incl. the network"). edge-factory's assistant at p99 with its
// users 20,000 km away (200 ms round trip) and its 1 s objective. Before, both checked the
// mean TTFT plus the network: an option whose p99 users wait over 1 s was ranked feasible.
void TestRecommend::percentileSloWithTheNetworkIsOneVerdict()
{
    Project project = edgeFactoryUsersAway(20000, "p99 users far away");
    Scenario& templ = project.scenarios.front();
    const StudySpec& study = project.studies.front();
    auto& workload = std::get<InferenceWorkload>(templ.workload);
    workload.sloPercentile = 99;
    const double roundTripSec = 0.2;
    const double objectiveSec = *workload.sloTtftSec;
    const DataContext data = dataWith(catalog(), params());
    const Recommendation r = recommend(project, study, data, options(1, false, false));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());

    // Every ranked option: its p99 users' TTFT within the objective, its scenario feasible with
    // the same figure.
    for (const Candidate& c : r.ranked) {
        QVERIFY2(c.sloTtftSec <= objectiveSec * (1 + 1e-9), c.label().c_str());
        QVERIFY(c.sloTtftSec > c.ttftSec); // the percentile waits longer than the mean
        const ScenarioResult e = evaluateScenario(scenarioFromCandidate(templ, c), data);
        QVERIFY2(e.feasible && e.problems.empty(), c.label().c_str());
        QVERIFY(e.inference && e.inference->sloPercentile);
        QVERIFY(same(e.inference->percentileTtftSec + roundTripSec, c.sloTtftSec));
        QVERIFY(same(headlineFigures(e).ttftWithNetworkSec.value_or(0), c.ttftSec));
    }

    // The options refused for the p99 objective with the network: the engine alone meets it
    // (it sized its batch to the objective without the network), their users do not; each
    // evaluates infeasible as a scenario with the search's problem.
    int refused = 0, meanWouldPass = 0;
    for (const Candidate& c : r.bestRejected) {
        if (c.rejectedFor != ProblemKind::Slo || c.problems.empty() ||
            c.problems.front().english().rfind("p99 TTFT ", 0) != 0)
            continue;
        ++refused;
        QVERIFY2(c.problems.front().english().find(" ms incl. the network misses the SLO of "
                                                   "1000 ms") != std::string::npos,
                 c.problems.front().english().c_str());
        QVERIFY(c.sloTtftSec > objectiveSec);
        QVERIFY(c.sloTtftSec - roundTripSec <= objectiveSec * (1 + 1e-9));
        if (c.ttftSec <= objectiveSec)
            ++meanWouldPass; // the mean's check called it feasible
        const ScenarioResult x = evaluateScenario(scenarioFromCandidate(templ, c), data);
        QVERIFY(x.inference && x.inference->feasible);
        QVERIFY(!x.feasible);
        QVERIFY(same(x.inference->percentileTtftSec + roundTripSec, c.sloTtftSec));
        QCOMPARE(problemsOf(x.problems), problemsOf(c.problems));
    }
    QVERIFY2(refused > 0, rejectionsText(r).c_str());
    QVERIFY2(meanWouldPass > 0, rejectionsText(r).c_str());
}

// A study's own limits go into the scenario a candidate becomes (scenarioFromCandidate): its
// ttft_ms/tpot_ms as the workload's slo, its power envelope (power_kw, site_power_kw) where
// tighter than the site's own as the site's power_kw in the placement. The candidate then
// evaluates against the limits it was ranked with: the winner feasible with the same figures,
// the options the study's TTFT objective and power envelope refused infeasible with the
// search's problems (before, both evaluated feasible against the template's 1 s and the
// site's own envelope). The limits survive a save and reopen.
void TestRecommend::candidateKeepsTheStudysLimits()
{
    // Users 10,000 km away (100 ms round trip): a TTFT objective the network can break.
    Project project = edgeFactoryUsersAway(10000, "tighter limits");
    Scenario& templ = project.scenarios.front();
    // The edge room given 100 kW (a site override of the template), the study 8 kW of it.
    templ.placement->siteOverrides["edge-factory-de"].powerWatts = 100e3;
    StudySpec& study = project.studies.front();
    study.constraints.ttftSec = 0.4;
    study.constraints.tpotSec = 0.05;
    study.constraints.sitePowerWatts["edge-factory-de"] = 8e3;
    const DataContext data = dataWith(catalog(), params());
    const Recommendation r = recommend(project, study, data, options(1, false, false));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());

    const auto limitsOf = [](const Scenario& s) {
        const auto& w = std::get<InferenceWorkload>(s.workload);
        return std::tuple{w.sloTtftSec.value_or(0), w.sloTpotSec.value_or(0),
                          s.placement->siteOverrides.at("edge-factory-de").powerWatts};
    };
    const Candidate& winner = r.ranked.front();
    Project added = project;
    added.scenarios.push_back(scenarioFromCandidate(templ, winner));
    const Scenario s = projectFromJson(projectToJson(added)).scenarios.back();
    const auto [ttft, tpot, powerWatts] = limitsOf(s);
    QCOMPARE(ttft, 0.4);
    QCOMPARE(tpot, 0.05);
    QCOMPARE(powerWatts.value_or(0), 8e3);
    const ScenarioResult e = evaluateScenario(s, data);
    QVERIFY2(e.feasible && e.problems.empty(),
             e.problems.empty() ? winner.label().c_str() : e.problems.front().english().c_str());
    QVERIFY(e.cost && e.inference);
    QVERIFY(same(e.cost->sitePowerWatts.value_or(0), 8e3));
    QVERIFY(same(e.cost->facilityPowerWatts, winner.facilityPowerWatts));
    QVERIFY(same(e.cost->totalCostUsd, winner.horizonCostUsd));
    QVERIFY(same(headlineFigures(e).ttftWithNetworkSec.value_or(0), winner.ttftSec));
    QVERIFY(same(e.inference->tpotSec, winner.tpotSec));

    // Refused by the study's power envelope (8 kW, the site 100 kW) and by its TTFT (0.4 s,
    // the template's 1 s) alone: infeasible as scenarios, with the search's problems; without
    // the limits written (as before) the same scenarios evaluated feasible.
    const auto refusedBy = [&](ProblemKind kind) -> const Candidate* {
        for (const Candidate& c : r.bestRejected)
            if (c.rejectedFor == kind && c.problems.size() == 1 && c.facilityPowerWatts <= 100e3 &&
                c.sloTtftSec <= 1.0 && c.sloTpotSec <= 0.06)
                return &c;
        return nullptr;
    };
    for (const ProblemKind kind : {ProblemKind::Power, ProblemKind::Slo}) {
        const Candidate* refused = refusedBy(kind);
        QVERIFY2(refused, rejectionsText(r).c_str());
        const ScenarioResult x = evaluateScenario(scenarioFromCandidate(templ, *refused), data);
        QVERIFY2(!x.feasible, refused->label().c_str());
        QVERIFY(x.cost && x.cost->feasible);
        QVERIFY(same(x.cost->facilityPowerWatts, refused->facilityPowerWatts));
        QVERIFY(same(x.cost->totalCostUsd, refused->horizonCostUsd));
        QCOMPARE(problemsOf(x.problems), problemsOf(refused->problems));
        Candidate loose = *refused;
        loose.ttftObjectiveSec.reset();
        loose.tpotObjectiveSec.reset();
        loose.studyPowerEnvelopeWatts.reset();
        const ScenarioResult before = evaluateScenario(scenarioFromCandidate(templ, loose), data);
        QVERIFY2(before.feasible, refused->label().c_str());
    }
}

void TestRecommend::deterministicWhateverTheThreadCount_data()
{
    QTest::addColumn<QString>("study");
    QTest::newRow("serving, small model") << "small model";
    QTest::newRow("serving with fallbacks") << "four nines";
    QTest::newRow("serving, three objectives") << "serving invariants";
    QTest::newRow("training") << "training invariants";
}

// Same input, same answer: candidates, ids, Monte Carlo draws, tornado and flips, whatever
// the number of threads. Only the wall time may differ.
void TestRecommend::deterministicWhateverTheThreadCount()
{
    QFETCH(QString, study);
    const auto [project, spec] = findStudy(study.toStdString());
    json reference;
    for (int threads : {1, 2, 4}) {
        const Recommendation r =
            recommend(*project, spec, dataWith(catalog(), params()), options(threads, true, true));
        json j = recommendationToJson(r);
        stripTiming(j);
        if (threads == 1) {
            reference = j;
            QVERIFY(!r.ranked.empty());
            // The CLI's text is written without the tree: byte for byte what the tree dumps.
            const std::vector<Recommendation> list = {r};
            const std::string text = recommendationsJsonText(list);
            QVERIFY(text.size() > 1000);
            QVERIFY(text == recommendationsToJson(list).dump(2));
            json doc = json::object();
            doc["recommendations"].push_back(recommendationToJson(r));
            QVERIFY(text == doc.dump(2));
            continue;
        }
        if (j != reference) {
            const json patch = json::diff(reference, j);
            QFAIL(("threads=" + std::to_string(threads) +
                   " differs from threads=1: " + patch.dump().substr(0, 2000))
                      .c_str());
        }
    }
}

void TestRecommend::rankedIsSortedAndMeetsTheConstraints_data()
{
    QTest::addColumn<QString>("study");
    QTest::newRow("serving by cost, budget and SLO") << "serving invariants";
    QTest::newRow("serving by latency") << "serving by latency";
    QTest::newRow("small model") << "small model";
    QTest::newRow("training by cost, deadline and budget") << "training invariants";
    QTest::newRow("training by time") << "training by time";
    QTest::newRow("405B") << "405B in 60 days";
}

void TestRecommend::rankedIsSortedAndMeetsTheConstraints()
{
    QFETCH(QString, study);
    const Recommendation& r = run(study.toStdString());
    const auto [project, spec] = findStudy(study.toStdString());
    const Scenario& sc = templateOf(*project, spec);
    const StudyConstraints& k = spec.constraints;
    const int obj = index(spec.objective);
    const PriceBook prices = pricesOf(sc);
    const SiteCatalog sites = sitesOf(sc);

    QCOMPARE(r.study, spec.name);
    QCOMPARE(r.scenario, spec.scenario);
    QVERIFY(r.objective == spec.objective);
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    QVERIFY(int(r.ranked.size()) <= spec.top);
    QVERIFY(r.candidatesFeasible >= int(r.ranked.size()));
    QVERIFY(r.candidatesEvaluated >= r.candidatesFeasible);
    QVERIFY(r.layoutsEvaluated > 0);
    QVERIFY(r.searchSeconds >= 0);
    int rejected = 0;
    for (const RejectionCount& x : r.rejections) {
        QVERIFY2(x.count > 0 && !problemKindName(x.reason).empty(), x.example.english().c_str());
        rejected += x.count;
    }
    // Every placed candidate is feasible or rejected; options rejected before placement
    // (memory, layout) are counted too.
    QVERIFY(rejected + r.candidatesFeasible >= r.candidatesEvaluated);
    QVERIFY(!r.explanation.empty());

    std::set<int> ids;
    for (size_t i = 0; i < r.ranked.size(); ++i) {
        const Candidate& c = r.ranked[i];
        const std::string what = describe(c);
        QVERIFY2(ids.insert(c.id).second, what.c_str());
        QVERIFY2(c.feasible && c.problems.empty() && !c.rejectedFor, what.c_str());
        if (i > 0)
            QVERIFY2(r.ranked[i - 1].objectives[size_t(obj)] <= c.objectives[size_t(obj)],
                     (describe(r.ranked[i - 1]) + " ranked before " + what).c_str());
        for (double v : c.objectives)
            QVERIFY2(std::isfinite(v) && v >= 0, what.c_str());

        // The objectives are the figures the study header defines.
        QVERIFY2(near(c.objectives[size_t(index(Objective::Cost))], c.costPerWorkUsd, 1e-12),
                 what.c_str());
        QVERIFY2(near(c.objectives[size_t(index(Objective::Energy))], c.energyKwhPerWork, 1e-12),
                 what.c_str());
        QVERIFY2(near(c.objectives[size_t(index(Objective::Carbon))], c.co2KgPerWork, 1e-12),
                 what.c_str());
        QVERIFY2(near(c.objectives[size_t(index(Objective::Risk))], c.risk, 1e-12), what.c_str());
        const double shares = c.cloudComputeShare + c.capexShare + c.networkShare + c.powerShare +
                              c.egressShare + c.otherShare;
        QVERIFY2(std::abs(shares - 1) < 1e-6, what.c_str());
        for (double s : {c.cloudComputeShare, c.capexShare, c.networkShare, c.powerShare,
                         c.egressShare, c.otherShare})
            QVERIFY2(s >= -1e-12, what.c_str());
        QVERIFY2(c.costPerWorkUsd > 0 && c.totalCostUsd > 0, what.c_str());
        QVERIFY2(c.availability > 0 && c.availability <= 1, what.c_str());
        QCOMPARE(c.cloud, c.siteKind == SiteKind::CloudRegion);
        QVERIFY2(spec.search.devices.empty() ||
                     std::find(spec.search.devices.begin(), spec.search.devices.end(),
                               c.deviceId) != spec.search.devices.end(),
                 what.c_str());
        QVERIFY2(spec.search.sites.empty() ||
                     std::find(spec.search.sites.begin(), spec.search.sites.end(), c.site) !=
                         spec.search.sites.end(),
                 what.c_str());
        QVERIFY2(std::find(spec.search.commitments.begin(), spec.search.commitments.end(),
                           c.commitment) != spec.search.commitments.end() ||
                     !c.cloud,
                 what.c_str());
        if (k.budgetUsd)
            QVERIFY2((sc.isTraining() ? c.costPerWorkUsd : c.totalCostUsd) <= *k.budgetUsd,
                     what.c_str());
        if (k.availability)
            QVERIFY2(c.availability >= *k.availability, what.c_str());

        // Renting is never cheaper than the device-hours rented: a training run pays at least
        // count x time to train x the hourly price; a service at least count x the hours of
        // the horizon it serves (utilisation 1 in these projects) x the hourly price.
        if (c.cloud) {
            const double usdPerHour =
                rentedHourUsd(prices, *sites.find(c.site), c.deviceId, c.commitment);
            QVERIFY2(usdPerHour > 0, what.c_str());
            const double hours = sc.isTraining() ? c.timeToTrainSec / 3600
                                                 : 730.0 * sc.placement->horizonMonths *
                                                       sc.placement->utilisation.value_or(1.0);
            const double floor = c.count * usdPerHour * hours;
            QVERIFY2(c.totalCostUsd >= floor * (1 - 1e-9),
                     (what + ": rented hours alone cost " + std::to_string(floor)).c_str());
        }

        const Parallelism& p = c.parallelism;
        if (sc.isTraining()) {
            QCOMPARE(r.workloadKind, std::string("training"));
            QVERIFY2(near(c.objectives[size_t(index(Objective::Time))], c.timeToTrainSec, 1e-12),
                     what.c_str());
            QVERIFY2(near(c.objectives[size_t(index(Objective::Latency))], c.stepTimeSec, 1e-12),
                     what.c_str());
            QCOMPARE(p.tensor * p.pipeline * p.context * p.data, c.count);
            if (!spec.search.counts.empty())
                QVERIFY2(std::find(spec.search.counts.begin(), spec.search.counts.end(), c.count) !=
                             spec.search.counts.end(),
                         what.c_str());
            QVERIFY2(c.count <= spec.search.maxDevices, what.c_str());
            const auto& w = std::get<TrainingWorkload>(sc.workload);
            // Time to train includes failures and stalls: never shorter than the tokens at the
            // measured throughput.
            QVERIFY2(c.trainingTokensPerSec > 0 &&
                         c.timeToTrainSec >= w.tokens / c.trainingTokensPerSec * (1 - 1e-9),
                     what.c_str());
            QVERIFY2(c.mfu > 0 && c.mfu <= 1, what.c_str());
            QVERIFY2(c.goodput > 0 && c.goodput <= 1, what.c_str());
            if (k.deadlineSec)
                QVERIFY2(c.timeToTrainSec <= *k.deadlineSec, what.c_str());
            if (k.minTrainingTokensPerSec)
                QVERIFY2(c.trainingTokensPerSec >= *k.minTrainingTokensPerSec, what.c_str());
        } else {
            QCOMPARE(r.workloadKind, std::string("inference"));
            QVERIFY2(near(c.objectives[size_t(index(Objective::Time))], c.requestLatencySec, 1e-12),
                     what.c_str());
            QVERIFY2(near(c.objectives[size_t(index(Objective::Latency))], c.ttftSec, 1e-12),
                     what.c_str());
            QCOMPARE(c.replicas * p.tensor * p.pipeline, c.count);
            const auto& w = std::get<InferenceWorkload>(sc.workload);
            const std::optional<double> ttft = k.ttftSec ? k.ttftSec : w.sloTtftSec;
            const std::optional<double> tpot = k.tpotSec ? k.tpotSec : w.sloTpotSec;
            if (ttft)
                QVERIFY2(c.ttftSec <= *ttft, what.c_str());
            if (tpot)
                QVERIFY2(c.tpotSec <= *tpot, what.c_str());
            // A request takes at least its first token plus the rest at TPOT.
            QVERIFY2(c.requestLatencySec >= c.ttftSec, what.c_str());
            QVERIFY2(c.servedOutputTokensPerSec <= c.outputTokensPerSec * (1 + 1e-9), what.c_str());
            if (k.minOutputTokensPerSec)
                QVERIFY2(c.outputTokensPerSec >= *k.minOutputTokensPerSec * (1 - 1e-9),
                         what.c_str());
            if (k.minRequestsPerSec)
                QVERIFY2(c.requestsPerSec >= *k.minRequestsPerSec * (1 - 1e-9), what.c_str());
        }
    }
}

void TestRecommend::paretoSetIsNonDominated_data()
{
    QTest::addColumn<QString>("study");
    QTest::newRow("serving: cost, latency, risk") << "serving invariants";
    QTest::newRow("serving: latency, energy") << "serving by latency";
    QTest::newRow("training: cost, time") << "training invariants";
    QTest::newRow("training: time, carbon") << "training by time";
    QTest::newRow("default objectives") << "small model";
}

// No Pareto member is beaten on every objective by another feasible candidate, and a ranked
// candidate no Pareto member dominates is itself non-dominated (dominance is transitive), so
// it must be in the set (or tie one that is).
void TestRecommend::paretoSetIsNonDominated()
{
    QFETCH(QString, study);
    const Recommendation& r = run(study.toStdString());
    const auto [project, spec] = findStudy(study.toStdString());
    if (!spec.pareto.empty())
        QVERIFY(r.paretoObjectives == spec.pareto);
    QVERIFY(r.paretoObjectives.size() >= 2 && r.paretoObjectives.size() <= 3);
    const std::vector<Objective>& objs = r.paretoObjectives;
    QVERIFY(!r.pareto.empty());

    std::vector<const Candidate*> feasible;
    for (const Candidate& c : r.ranked)
        feasible.push_back(&c);
    for (const Candidate& c : r.pareto)
        feasible.push_back(&c);
    for (const Candidate& p : r.pareto) {
        QVERIFY2(p.feasible && p.problems.empty(), describe(p).c_str());
        for (const Candidate* q : feasible)
            QVERIFY2(!dominates(*q, p, objs),
                     (describe(*q) + " dominates Pareto member " + describe(p)).c_str());
    }
    for (const Candidate& c : r.ranked) {
        const bool dominated =
            std::any_of(r.pareto.begin(), r.pareto.end(),
                        [&](const Candidate& p) { return dominates(p, c, objs); });
        if (dominated)
            continue;
        const bool listed = std::any_of(r.pareto.begin(), r.pareto.end(), [&](const Candidate& p) {
            return p.id == c.id || sameObjectives(p, c, objs);
        });
        QVERIFY2(listed, ("non-dominated but not in the Pareto set: " + describe(c)).c_str());
    }
}

void TestRecommend::monteCarloIsConsistent_data()
{
    QTest::addColumn<QString>("study");
    QTest::newRow("serving") << "serving invariants";
    QTest::newRow("training") << "training invariants";
}

void TestRecommend::monteCarloIsConsistent()
{
    QFETCH(QString, study);
    const std::string name = study.toStdString();
    const auto [project, spec] = findStudy(name);
    const RecommendOptions mc = options(2, false, true);
    const Recommendation& a = run(name, mc);
    QVERIFY(a.monteCarlo.has_value());
    const MonteCarloSummary& m = *a.monteCarlo;
    QCOMPARE(m.samples, spec.uncertainty.samples);
    QCOMPARE(m.seed, spec.uncertainty.seed);
    QVERIFY(m.objective == spec.objective);
    QVERIFY(!m.options.empty());
    QVERIFY(int(m.options.size()) <= spec.uncertainty.candidates);
    QVERIFY(m.options.size() == std::min(size_t(spec.uncertainty.candidates), a.ranked.size()));
    QVERIFY(!m.inputs.empty());
    QVERIFY(m.probabilityWinnerBeatsRunnerUp >= 0 && m.probabilityWinnerBeatsRunnerUp <= 1);

    double total = 0;
    for (const MonteCarloOption& o : m.options) {
        const auto c = std::find_if(a.ranked.begin(), a.ranked.end(),
                                    [&](const Candidate& x) { return x.id == o.candidateId; });
        QVERIFY2(c != a.ranked.end(), o.label.c_str());
        QCOMPARE(o.label, c->label());
        QVERIFY2(o.probabilityBest >= 0 && o.probabilityBest <= 1, o.label.c_str());
        total += o.probabilityBest;
        QVERIFY2(o.p10 <= o.p50 && o.p50 <= o.p90, o.label.c_str());
        QVERIFY2(o.p10 > 0 && std::isfinite(o.p90), o.label.c_str());
        // Spreads around the inputs' stated values: the deterministic answer lies inside the
        // 10-90% band.
        const double base = c->objectives[size_t(index(spec.objective))];
        QVERIFY2(o.p10 <= base * (1 + 1e-9) && base <= o.p90 * (1 + 1e-9),
                 (o.label + ": p10 " + std::to_string(o.p10) + ", base " + std::to_string(base) +
                  ", p90 " + std::to_string(o.p90))
                     .c_str());
    }
    QVERIFY2(std::abs(total - 1) < 1e-6, std::to_string(total).c_str());
    // Same seed: the same numbers, bit for bit (a fresh run, not the cached one).
    const Recommendation again = recommend(*project, spec, dataWith(catalog(), params()), mc);
    QVERIFY(again.monteCarlo.has_value());
    QCOMPARE(again.monteCarlo->options.size(), m.options.size());
    for (size_t i = 0; i < m.options.size(); ++i) {
        const MonteCarloOption& x = m.options[i];
        const MonteCarloOption& y = again.monteCarlo->options[i];
        QCOMPARE(y.candidateId, x.candidateId);
        QCOMPARE(y.probabilityBest, x.probabilityBest);
        QCOMPARE(y.p10, x.p10);
        QCOMPARE(y.p50, x.p50);
        QCOMPARE(y.p90, x.p90);
        QCOMPARE(y.mean, x.mean);
    }

    // Another seed: other draws, the same picture within sampling noise.
    const Recommendation& b = run(name, mc, spec.uncertainty.seed + 1);
    QVERIFY(b.monteCarlo.has_value());
    QCOMPARE(b.monteCarlo->seed, spec.uncertainty.seed + 1);
    QCOMPARE(b.monteCarlo->options.size(), m.options.size());
    bool differs = false;
    for (size_t i = 0; i < m.options.size(); ++i) {
        const MonteCarloOption& x = m.options[i];
        const MonteCarloOption& y = b.monteCarlo->options[i];
        QCOMPARE(y.candidateId, x.candidateId);
        differs = differs || x.p50 != y.p50 || x.mean != y.mean || x.p10 != y.p10;
        // The median within 5 %; the mean within four standard errors of the difference of two
        // independent means: a right-skewed objective's mean moves more between seeds than its
        // median (the cheapest option here, 2 L40S, had means 0.334-0.368 and medians
        // 0.233-0.237 $/M tokens at seeds 7-14, accelplan-cli recommend --seed), so a fixed 5 %
        // on the mean sat inside the sampling noise and failed on a change of the bands (#27).
        QVERIFY2(!x.samples.empty() && !y.samples.empty(), x.label.c_str());
        QVERIFY2(near(x.p50, y.p50, 0.05), x.label.c_str());
        const double se =
            std::sqrt(squaredStandardError(x.samples) + squaredStandardError(y.samples));
        QVERIFY2(std::abs(x.mean - y.mean) <= 4 * se,
                 (x.label + ": means " + std::to_string(x.mean) + " and " + std::to_string(y.mean) +
                  ", standard error of the difference " + std::to_string(se))
                     .c_str());
        QVERIFY2(std::abs(x.probabilityBest - y.probabilityBest) < 0.1, x.label.c_str());
    }
    QVERIFY2(differs, "a different seed gave the very same draws");

    // Beating the runner-up is at least as likely as beating every option compared (ties go
    // to the higher-ranked option, as for the probability of being best).
    const auto winner = std::find_if(m.options.begin(), m.options.end(), [&](const auto& o) {
        return o.candidateId == a.ranked.front().id;
    });
    QVERIFY2(winner != m.options.end(), "the winner is not among the options compared");
    if (m.options.size() >= 2)
        QVERIFY2(
            m.probabilityWinnerBeatsRunnerUp >= winner->probabilityBest - 1e-12,
            ("P(winner beats runner-up) = " + std::to_string(m.probabilityWinnerBeatsRunnerUp) +
             " but P(winner best) = " + std::to_string(winner->probabilityBest) + "; winner " +
             winner->label + " (p50 " + std::to_string(winner->p50) + "), runner-up " +
             a.ranked[1].label() + " (objective " +
             std::to_string(a.ranked[1].objectives[size_t(index(spec.objective))]) + " vs " +
             std::to_string(a.ranked[0].objectives[size_t(index(spec.objective))]) + ")")
                .c_str());
}

void TestRecommend::sensitivityIsConsistent_data()
{
    QTest::addColumn<QString>("study");
    QTest::newRow("serving by cost") << "serving invariants";
    QTest::newRow("serving by latency") << "serving by latency";
    QTest::newRow("training by cost") << "training invariants";
    QTest::newRow("405B") << "405B in 60 days";
}

// Each tornado input moves the objective one way: its low and high ends land on opposite
// sides of the base value (or on it). The base is the winner's value. A flip names another
// candidate than the winner.
void TestRecommend::sensitivityIsConsistent()
{
    QFETCH(QString, study);
    const std::string name = study.toStdString();
    const auto [project, spec] = findStudy(name);
    const Recommendation& r = run(name, options(2, true, false));
    QVERIFY2(!r.ranked.empty(), rejectionsText(r).c_str());
    const std::string winner = r.ranked.front().label();
    const double winnerValue = r.ranked.front().objectives[size_t(index(spec.objective))];
    QVERIFY(!r.tornado.empty());
    for (const TornadoBar& t : r.tornado) {
        const std::string what = t.input + ": low " + std::to_string(t.lowValue) + ", base " +
                                 std::to_string(t.baseValue) + ", high " +
                                 std::to_string(t.highValue);
        QVERIFY2(!t.input.empty() && !t.lowLabel.empty() && !t.highLabel.empty(), what.c_str());
        QVERIFY2(near(t.baseValue, winnerValue, 1e-9), what.c_str());
        const double tol = 1e-9 * std::abs(t.baseValue);
        QVERIFY2((t.lowValue - t.baseValue) * (t.highValue - t.baseValue) <= tol * tol,
                 what.c_str());
        QVERIFY2(!t.lowWinner.empty() && !t.highWinner.empty(), what.c_str());
    }
    // Serving sized to a demand: twice the demand never needs more than twice the replicas and
    // half of it at least half, so per served token the winner gets no dearer at x2 and no
    // cheaper at /2 (whole replicas make it a step function, not a slope).
    const bool demandStated = spec.constraints.minOutputTokensPerSec.has_value() ||
                              spec.constraints.minRequestsPerSec.has_value();
    bool sawDemand = false;
    for (const TornadoBar& t : r.tornado) {
        if (t.input != "serving demand")
            continue;
        sawDemand = true;
        QVERIFY2(t.highValue <= t.baseValue * (1 + 1e-9), t.highLabel.c_str());
        QVERIFY2(t.lowValue >= t.baseValue * (1 - 1e-9), t.lowLabel.c_str());
    }
    QCOMPARE(sawDemand, r.workloadKind == "inference" && demandStated);
    for (const FlipPoint& f : r.flips) {
        QVERIFY2(f.newWinner != winner, (f.input + ": " + f.newWinner).c_str());
        QVERIFY2(!f.change.empty() && !f.sentence.empty(), f.input.c_str());
        QVERIFY2(f.factor >= 0 && std::isfinite(f.factor), f.input.c_str());
    }
    // Without sensitivity the answer is the same, only without tornado and flips.
    const Recommendation& plain = run(name);
    QVERIFY(plain.tornado.empty() && plain.flips.empty());
    QVERIFY(!plain.ranked.empty());
    QCOMPARE(plain.ranked.front().label(), winner);
}

void TestRecommend::badStudyNamesTheField_data()
{
    QTest::addColumn<QString>("recommend"); // the project's `recommend` value
    QTest::addColumn<QString>("field");
    QTest::newRow("unknown scenario") << R"({"scenario": "no such scenario"})"
                                      << "recommend.scenario";
    QTest::newRow("unknown scenario, second study")
        << R"([{"scenario": "chat"}, {"scenario": "chat 2"}])"
        << "recommend[1].scenario";
    QTest::newRow("unknown objective") << R"({"objective": "speed"})"
                                       << "recommend.objective";
    QTest::newRow("objective not a string") << R"({"objective": 1})"
                                            << "recommend.objective";
    QTest::newRow("unknown Pareto objective") << R"({"pareto": ["cost", "speed"]})"
                                              << "recommend.pareto[1]";
    QTest::newRow("one Pareto objective") << R"({"pareto": ["cost"]})"
                                          << "recommend.pareto";
    QTest::newRow("four Pareto objectives") << R"({"pareto": ["cost", "time", "energy", "risk"]})"
                                            << "recommend.pareto";
    QTest::newRow("negative budget") << R"({"constraints": {"budget_usd": -1}})"
                                     << "recommend.constraints.budget_usd";
    QTest::newRow("negative budget, list") << R"([{}, {"constraints": {"budget_usd": -5e6}}])"
                                           << "recommend[1].constraints.budget_usd";
    QTest::newRow("zero deadline") << R"({"constraints": {"deadline_days": 0}})"
                                   << "recommend.constraints.deadline_days";
    QTest::newRow("availability above 1") << R"({"constraints": {"availability": 1.5}})"
                                          << "recommend.constraints.availability";
    QTest::newRow("negative site power") << R"({"constraints": {"site_power_kw": {"t-dc": -3}}})"
                                         << "recommend.constraints.site_power_kw.t-dc";
    QTest::newRow("misspelt constraint") << R"({"constraints": {"deadline_dayz": 30}})"
                                         << "recommend.constraints.deadline_dayz";
    QTest::newRow("data class not a string")
        << R"({"constraints": {"data_classes": ["secret", 3]}})"
        << "recommend.constraints.data_classes[1]";
    QTest::newRow("unknown commitment") << R"({"search": {"commitments": ["on_demand", "2y"]}})"
                                        << "recommend.search.commitments[1]";
    QTest::newRow("no commitment") << R"({"search": {"commitments": []}})"
                                   << "recommend.search.commitments";
    QTest::newRow("fractional count") << R"({"search": {"counts": [8, 12.5]}})"
                                      << "recommend.search.counts[1]";
    QTest::newRow("zero count") << R"({"search": {"counts": [0]}})"
                                << "recommend.search.counts[0]";
    QTest::newRow("empty device id") << R"({"search": {"devices": [""]}})"
                                     << "recommend.search.devices[0]";
    QTest::newRow("fallback not a boolean") << R"({"search": {"fallback": "yes"}})"
                                            << "recommend.search.fallback";
    QTest::newRow("no samples") << R"({"uncertainty": {"samples": 0}})"
                                << "recommend.uncertainty.samples";
    QTest::newRow("negative price spread") << R"({"uncertainty": {"price_cv": {"low": -0.1}}})"
                                           << "recommend.uncertainty.price_cv.low";
    QTest::newRow("top zero") << R"({"top": 0})"
                              << "recommend.top";
    QTest::newRow("unknown study field") << R"({"objectives": "cost"})"
                                         << "recommend.objectives";
    QTest::newRow("not an object") << R"(3)"
                                   << "recommend";
    QTest::newRow("list of non-objects") << R"([{}, "cost"])"
                                         << "recommend[1]";
}

void TestRecommend::badStudyNamesTheField()
{
    QFETCH(QString, recommend);
    QFETCH(QString, field);
    json doc = minimalProject();
    doc["recommend"] = json::parse(recommend.toStdString());
    try {
        loadProjectText(doc.dump(), "bad.accelplan");
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.field()), field);
        QCOMPARE(e.file(), std::string("bad.accelplan"));
        QVERIFY(!e.message().empty());
    }
    // The project without the study loads: the study alone is at fault.
    doc.erase("recommend");
    QCOMPARE(loadProjectText(doc.dump(), "good.accelplan").scenarios.size(), size_t(1));
}

// Studies built in code skip the file checks: the engine refuses what it cannot start.
void TestRecommend::studyThatCannotStartThrows()
{
    const Project& p = servingProject();
    StudySpec s = findStudy("small model").second;
    s.scenario = "no such scenario";
    QVERIFY_THROWS_EXCEPTION(InputError, recommend(p, s, dataWith(catalog(), params())));

    s = findStudy("small model").second;
    s.search.devices = {"no-such-device"};
    try {
        recommend(p, s, dataWith(catalog(), params()), options(1, false, false));
        QFAIL("expected an InputError for a search without a known device");
    } catch (const InputError& e) {
        QVERIFY2(e.field().find("devices") != std::string::npos ||
                     e.message().find("no-such-device") != std::string::npos,
                 e.what());
    }
}

// A project's `recommend` list is its studies; without one, one default study per scenario
// whose workload differs from the earlier ones'.
void TestRecommend::studiesOfProject()
{
    const std::vector<StudySpec> listed = studiesOf(servingProject());
    QCOMPARE(listed.size(), servingProject().studies.size());
    for (size_t i = 0; i < listed.size(); ++i)
        QCOMPARE(listed[i].name, servingProject().studies[i].name);

    // serving.accelplan's scenarios: a 1B model, then the same 8B workload three times
    // (different placements).
    Project bare = servingProject();
    bare.studies.clear();
    const std::vector<StudySpec> defaults = studiesOf(bare);
    QCOMPARE(defaults.size(), size_t(2));
    QCOMPARE(defaults[0].scenario, bare.scenarios[0].name);
    QCOMPARE(defaults[1].scenario, bare.scenarios[1].name);
    for (const StudySpec& s : defaults) {
        const Recommendation r =
            recommend(bare, s, dataWith(catalog(), params()), options(2, false, false));
        QCOMPARE(r.scenario, s.scenario);
        QCOMPARE(r.workloadKind, std::string("inference"));
        QVERIFY(r.candidatesEvaluated > 0);
    }
}

// recommendStudies runs a project's studies side by side: each answer is the one recommend()
// gives alone, in the order of the studies, and a failing study throws what a loop over
// recommend() would have thrown first.
void TestRecommend::studiesSideBySideAnswerAsOneByOne()
{
    const Project& p = servingProject();
    const DataContext data = dataWith(catalog(), params());
    const std::vector<StudySpec> studies = studiesOf(p);
    QVERIFY(studies.size() >= 2);
    json alone = json::array();
    for (const StudySpec& s : studies)
        alone.push_back(recommendationToJson(recommend(p, s, data, options(1, false, false))));
    stripTiming(alone);
    for (int threads : {1, 2, 3}) {
        json together = json::array();
        for (const Recommendation& r :
             recommendStudies(p, studies, data, options(threads, false, false)))
            together.push_back(recommendationToJson(r));
        stripTiming(together);
        QVERIFY2(together == alone, ("threads=" + std::to_string(threads)).c_str());
    }

    // The second study cannot start (unknown scenario), nor can the fourth (unknown device):
    // the second's error, at any thread count.
    std::vector<StudySpec> failing = {studies[0], studies[0], studies[1], studies[0]};
    failing[1].scenario = "no such scenario";
    failing[3].search.devices = {"no-such-device"};
    for (int threads : {1, 2, 4}) {
        try {
            recommendStudies(p, failing, data, options(threads, false, false));
            QFAIL("expected the second study's InputError");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("no such scenario") != std::string::npos, e.what());
        }
    }
}

// A device with no number format usable for the workload (FP32 on a TPU v5e, which computes
// in bf16/int8) is a rejection naming the device, never an exception from a worker thread.
void TestRecommend::deviceThatCannotRunTheFormatIsARejection_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("one thread") << 1;
    QTest::newRow("two threads") << 2;
}

void TestRecommend::deviceThatCannotRunTheFormatIsARejection()
{
    QFETCH(int, threads);
    Project p = servingProject();
    StudySpec s = findStudy("small model").second;
    for (Scenario& sc : p.scenarios)
        if (auto* w = std::get_if<InferenceWorkload>(&sc.workload))
            w->precision = Precision::FP32;
    s.search.devices = {"google-tpu-v5e", "nvidia-l4"};
    const Recommendation r =
        recommend(p, s, dataWith(catalog(), params()), options(threads, true, true));
    bool named = false;
    for (const RejectionCount& x : r.rejections)
        if (x.reason == ProblemKind::Device &&
            x.example.english().find("google-tpu-v5e") != std::string::npos)
            named = true;
    QVERIFY2(named, "the TPU's rejection names it");
    for (const Candidate& c : r.ranked)
        QCOMPARE(c.deviceId, std::string("nvidia-l4"));
}

void TestRecommend::trainingStackThatCannotRunIsADeviceRejection()
{
    // Megatron-LM does not run on a TPU. The training model says so with the problem's kind,
    // so the search counts the TPU as a device rejection; it used to guess "layout" from the
    // memory figures (a stack problem leaves them at zero).
    Project p = trainingProject();
    StudySpec s = findStudy("training invariants").second;
    for (Scenario& sc : p.scenarios)
        if (auto* w = std::get_if<TrainingWorkload>(&sc.workload))
            w->stack = SoftwareStack::Megatron;
    s.search.devices = {"google-tpu-v5p", "nvidia-h100-sxm5-80gb"};
    s.search.counts = {64};
    const Recommendation r =
        recommend(p, s, dataWith(catalog(), params()), options(1, false, false));
    bool named = false;
    for (const RejectionCount& x : r.rejections) {
        const bool tpu = x.example.english().find("google-tpu-v5p") != std::string::npos;
        QVERIFY2(!tpu || x.reason == ProblemKind::Device, x.example.english().c_str());
        named = named || (tpu && x.reason == ProblemKind::Device);
    }
    QVERIFY2(named, "the TPU's rejection is a device rejection naming it");
    QVERIFY(!r.ranked.empty());
    for (const Candidate& c : r.ranked)
        QCOMPARE(c.deviceId, std::string("nvidia-h100-sxm5-80gb"));
}

// The layout search keeps what a device's layouts share (the timers, a layer's times per
// per-rank shape) across that device's counts: a count searched beside others (after a larger
// one, on one thread, as the search hands out its largest jobs first) gets the same layout and
// the same figures, to the bit, as searched alone.
void TestRecommend::aCountsLayoutsDoNotDependOnTheOtherCounts()
{
    const auto [project, spec] = findStudy("training invariants");
    const auto byLabel = [](const Recommendation& r, int count) {
        std::map<std::string, const Candidate*> out;
        for (const Candidate& c : r.ranked)
            if (c.count == count)
                out.emplace(c.label(), &c);
        return out;
    };
    StudySpec alone = spec;
    alone.search.counts = {64};
    StudySpec wider = spec;
    wider.search.counts = {16, 32, 64, 128, 256};
    const Recommendation a =
        recommend(*project, alone, dataWith(catalog(), params()), options(1, false, false));
    const Recommendation w =
        recommend(*project, wider, dataWith(catalog(), params()), options(1, false, false));
    const auto fromAlone = byLabel(a, 64), fromWider = byLabel(w, 64);
    QVERIFY(!fromAlone.empty());
    QCOMPARE(fromWider.size(), fromAlone.size());
    for (const auto& [label, c] : fromAlone) {
        const auto it = fromWider.find(label);
        QVERIFY2(it != fromWider.end(), label.c_str());
        const Candidate& x = *it->second;
        QCOMPARE(x.parallelism.tensor, c->parallelism.tensor);
        QCOMPARE(x.parallelism.pipeline, c->parallelism.pipeline);
        QCOMPARE(x.parallelism.data, c->parallelism.data);
        QVERIFY(x.stepTimeSec == c->stepTimeSec);
        QVERIFY(x.trainingTokensPerSec == c->trainingTokensPerSec);
        QVERIFY(x.timeToTrainSec == c->timeToTrainSec);
        QVERIFY(x.objectives == c->objectives);
    }
}

QTEST_GUILESS_MAIN(TestRecommend)
#include "tst_recommend.moc"
