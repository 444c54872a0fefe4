// Failures, checkpoints, storage and timeouts: hand-computed cases, invariants, and the
// published Llama 3 interruption rate.
#include "hardware/catalog.h"
#include "perf/scenario_figures.h"
#include "reliability/reliability_model.h"
#include "reliability/reliability_terms.h"
#include "storage/storage_tier.h"

#include <QtTest>

#include <cmath>
#include <tuple>

using namespace ap;

namespace {

ClusterShape cluster(int devices, double parameters = 175e9)
{
    ClusterShape c;
    c.devices = devices;
    c.devicesPerHost = 8;
    c.nicBytesPerSecPerDevice = 50e9;
    c.hostLinkBytesPerSec = 64e9;
    c.parameters = parameters;
    c.tokensPerSec = 1e6;
    c.stepTimeSec = 10;
    c.timeToTrainSec = 30 * 86400;
    return c;
}

} // namespace

class TestReliability : public QObject {
    Q_OBJECT
private slots:
    void youngInterval();
    void checkpointStallByHand();
    void llama3InterruptionRate();
    void goodputFallsWithClusterSize();
    void asyncNeverStallsLongerThanSync_data();
    void asyncNeverStallsLongerThanSync();
    void shorterWatchdogMoreTimeouts();
    void localNvmeLosesCheckpointWithNode();
    void stallCostOfSixteenH100s();
    void effectiveTimeToTrainIncludesEverything();
    void stragglerTail();
    void clusterTermsGiveTheSameFigures();
    void storeSmallerThanCheckpoint();
    void starvedLoaderSlowsTraining();
    void checkpointStoragePrice();
    void hostsFromTheCatalog();
    void plannedStopsPerHost();
};

void TestReliability::youngInterval()
{
    // Young (1974): tau = sqrt(2 delta M); delta = 60 s, M = 3 h.
    QCOMPARE(youngIntervalSec(60, 3 * 3600), std::sqrt(2.0 * 60 * 10800));
    QCOMPARE(dalyIntervalSec(60, 3 * 3600), std::sqrt(2.0 * 60 * 10800) - 60);
}

void TestReliability::checkpointStallByHand()
{
    // A 175B model's checkpoint is 2.45 TB: bf16 weights, fp32 master and Adam m, v
    // (14 B/param; gradients are not saved); at 100 GB/s aggregate the synchronous
    // checkpoint stalls 24.5 s.
    ReliabilityOptions o;
    o.storage = defaultStorageTier(StorageKind::ParallelFileSystem);
    o.storage.aggregateWriteBytesPerSec = 100e9;
    const ReliabilityResult r = evaluateReliability(o, cluster(1024));
    QCOMPARE(r.checkpointBytes, 2.45e12);
    QCOMPARE(r.checkpointStallSec, 24.5);
    // Few nodes cannot reach the service's aggregate: 2 nodes x 25 GB/s client limit.
    const ReliabilityResult small = evaluateReliability(o, cluster(16));
    QCOMPARE(small.checkpointWriteBytesPerSec, 50e9);
    QCOMPARE(small.checkpointStallSec, 49.0);
}

void TestReliability::llama3InterruptionRate()
{
    // Grattafiori et al. 2024: 466 interruptions in 54 days on 16,384 H100s. With the default
    // per-component rates a job of that size must land within a factor of 1.5.
    const ReliabilityResult r = evaluateReliability(ReliabilityOptions{}, cluster(16384, 405e9));
    const double published = 466.0 / 54.0;
    QVERIFY2(r.interruptionsPerDay > published / 1.5 && r.interruptionsPerDay < published * 1.5,
             qPrintable(QString::number(r.interruptionsPerDay)));
    // Mean time between interruptions ~3 h (54 * 24 / 466 = 2.8 h).
    QVERIFY(r.mtbfSec > 2 * 3600 && r.mtbfSec < 4 * 3600);
    // Of those, NCCL watchdog timeouts: 7 in 54 days.
    QVERIFY(qAbs(r.timeoutsPerDay / (7.0 / 54) - 1) < 0.01);
}

void TestReliability::goodputFallsWithClusterSize()
{
    // At fixed component failure rates and a fixed checkpoint cost (a storage service slower
    // than even one node's client bandwidth, so more nodes do not write faster), more
    // components mean more interruptions and lower goodput.
    ReliabilityOptions o;
    o.storage.aggregateWriteBytesPerSec = 20e9;
    double last = 1.1;
    for (int n : {8, 64, 512, 4096, 16384, 65536, 131072}) {
        const ReliabilityResult r = evaluateReliability(o, cluster(n));
        QVERIFY2(r.goodput < last, qPrintable(QString::number(n)));
        QVERIFY(r.goodput > 0);
        last = r.goodput;
    }
}

void TestReliability::asyncNeverStallsLongerThanSync_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("devices");
    for (auto [k, name] : {std::pair{StorageKind::LocalNvme, "nvme"},
                           std::pair{StorageKind::ParallelFileSystem, "pfs"},
                           std::pair{StorageKind::ObjectStorage, "object"}})
        for (int n : {16, 1024, 16384})
            QTest::addRow("%s %d", name, n) << int(k) << n;
}

void TestReliability::asyncNeverStallsLongerThanSync()
{
    QFETCH(int, kind);
    QFETCH(int, devices);
    ReliabilityOptions o;
    o.storage = defaultStorageTier(StorageKind(kind));
    const ReliabilityResult sync = evaluateReliability(o, cluster(devices));
    o.asyncCheckpoint = true;
    const ReliabilityResult async = evaluateReliability(o, cluster(devices));
    QVERIFY(async.checkpointStallSec <= sync.checkpointStallSec);
    QVERIFY(async.goodput >= sync.goodput);
}

void TestReliability::shorterWatchdogMoreTimeouts()
{
    ReliabilityOptions o;
    double last = 1e30;
    for (double t : {30.0, 60.0, 120.0, 600.0, 1800.0}) {
        o.ncclTimeoutSec = t;
        const ReliabilityResult r = evaluateReliability(o, cluster(16384));
        QVERIFY(r.timeoutsPerDay <= last);
        last = r.timeoutsPerDay;
    }
}

void TestReliability::localNvmeLosesCheckpointWithNode()
{
    // "Nothing beats local NVMe" - except that a node failure takes the checkpoint with it:
    // faster stalls, but more lost work per hardware failure.
    ReliabilityOptions nvme;
    nvme.storage = defaultStorageTier(StorageKind::LocalNvme);
    nvme.checkpointIntervalSec = 3600;
    ReliabilityOptions pfs = nvme;
    pfs.storage = defaultStorageTier(StorageKind::ParallelFileSystem);
    const ReliabilityResult a = evaluateReliability(nvme, cluster(16384));
    const ReliabilityResult b = evaluateReliability(pfs, cluster(16384));
    QVERIFY(a.checkpointLostWithNode && !b.checkpointLostWithNode);
    QVERIFY(a.checkpointStallSec < b.checkpointStallSec);
    // One box: local NVMe wins outright.
    const ReliabilityResult one = evaluateReliability(nvme, cluster(8));
    const ReliabilityResult onePfs = evaluateReliability(pfs, cluster(8));
    QVERIFY(one.checkpointStallSec < onePfs.checkpointStallSec);
}

void TestReliability::stallCostOfSixteenH100s()
{
    // "The checkpoint stall": 16 H100s at $2.50 per GPU-hour idle for an hour cost $40.
    ReliabilityOptions o;
    o.costPerDeviceHourUsd = 2.5;
    o.checkpointIntervalSec = 3600;
    o.storage = defaultStorageTier(StorageKind::ObjectStorage);
    const ReliabilityResult r = evaluateReliability(o, cluster(16, 175e9));
    // 2.45 TB (14 B/param) at 2 hosts x 2.5 GB/s = 490 s per checkpoint, once per hour.
    QCOMPARE(r.checkpointStallSec, 490.0);
    const double stallHoursPerDay = 24.0 * 490 / (3600 + 490);
    QVERIFY(qAbs(*r.stallCostPerDayUsd / (stallHoursPerDay * 16 * 2.5) - 1) < 1e-9);
    QCOMPARE(16 * 2.5, 40.0); // the cluster's idle cost per hour of stall
}

void TestReliability::effectiveTimeToTrainIncludesEverything()
{
    const ReliabilityResult r = evaluateReliability(ReliabilityOptions{}, cluster(16384));
    QVERIFY(r.effectiveTimeToTrainSec > 30 * 86400);
    QVERIFY(qAbs(r.effectiveTimeToTrainSec - 30 * 86400 * r.stragglerSlowdown / r.goodput) < 1e-3);
}

void TestReliability::stragglerTail()
{
    // One rank: the 99th percentile of a normal is 2.326 sigma. More ranks: the slowest one's
    // tail moves out, and stays above its mean.
    ReliabilityOptions o;
    o.stepJitterCv = 0.01;
    const ReliabilityResult one = evaluateReliability(o, cluster(1));
    QVERIFY(qAbs(one.stragglerP99Slowdown - (1 + 0.01 * 2.326348)) < 1e-6);
    double last = one.stragglerP99Slowdown;
    for (int n : {8, 1024, 16384, 131072}) {
        const ReliabilityResult r = evaluateReliability(o, cluster(n));
        QVERIFY(r.stragglerP99Slowdown > last);
        QVERIFY(r.stragglerP99Slowdown > r.stragglerSlowdown);
        last = r.stragglerP99Slowdown;
    }
}

void TestReliability::clusterTermsGiveTheSameFigures()
{
    // The straggler and stall-tail terms, built once per cluster and passed in (as a Monte
    // Carlo moving failure rates does), give the figures of the plain entry to the bit; terms
    // built for another device count, jitter or watchdog are not used.
    ReliabilityOptions a;
    a.stepJitterCv = 0.01;
    ReliabilityOptions b = a;
    b.stepJitterCv = 0.03;
    b.ncclTimeoutSec = 60;
    const ReliabilityResult a64 = evaluateReliability(a, cluster(64));
    const ReliabilityResult a4k = evaluateReliability(a, cluster(4096));
    const ReliabilityResult b64 = evaluateReliability(b, cluster(64));
    QVERIFY(a4k.stragglerP99Slowdown > a64.stragglerP99Slowdown);
    QVERIFY(b64.stragglerSlowdown > a64.stragglerSlowdown);
    QVERIFY(b64.timeoutsPerDay > a64.timeoutsPerDay); // a shorter watchdog: more timeouts
    const ReliabilityClusterTerms terms64 = reliabilityClusterTerms(a, cluster(64));
    QVERIFY(terms64.matches(a, cluster(64)));
    QVERIFY(!terms64.matches(a, cluster(4096)));
    QVERIFY(!terms64.matches(b, cluster(64)));
    for (const auto& [o, n, first] :
         {std::tuple(a, 64, a64), std::tuple(a, 4096, a4k), std::tuple(b, 64, b64)}) {
        // Given its own terms, or terms of another cluster: the same figures either way.
        for (const ReliabilityClusterTerms& t :
             {reliabilityClusterTerms(o, cluster(n)), terms64, ReliabilityClusterTerms{}}) {
            const ReliabilityResult r = evaluateReliability(o, cluster(n), t);
            QVERIFY(r.stragglerSlowdown == first.stragglerSlowdown);
            QVERIFY(r.stragglerP99Slowdown == first.stragglerP99Slowdown);
            QVERIFY(r.timeoutsPerDay == first.timeoutsPerDay);
            QVERIFY(r.goodput == first.goodput);
            QVERIFY(r.effectiveTimeToTrainSec == first.effectiveTimeToTrainSec);
        }
    }
    // Failure rates are not among the terms: moved rates over the same terms move the figures.
    ReliabilityOptions doubled = a;
    doubled.rates.gpuPerHour *= 2;
    doubled.linkFlapsPerLinkHour *= 2;
    const ReliabilityResult moved = evaluateReliability(doubled, cluster(64), terms64);
    QVERIFY(moved.interruptionsPerDay ==
            evaluateReliability(doubled, cluster(64)).interruptionsPerDay);
    QVERIFY(moved.interruptionsPerDay > a64.interruptionsPerDay);
    QVERIFY(moved.timeoutsPerDay > a64.timeoutsPerDay);
}

void TestReliability::storeSmallerThanCheckpoint()
{
    // Llama 3 8B (8.03e9 parameters, Grattafiori et al. 2024) keeps 14 B per parameter:
    // 112.4 GB, which an 11 GB store cannot hold and a 1 TB store can.
    ReliabilityOptions o;
    o.storage.capacityBytes = 11e9;
    const ReliabilityResult small = evaluateReliability(o, cluster(16, 8.03e9));
    QCOMPARE(small.storedCheckpointBytes, 8.03e9 * 14);
    QVERIFY(small.checkpointExceedsStorage);
    o.storage.capacityBytes = 1e12;
    QVERIFY(!evaluateReliability(o, cluster(16, 8.03e9)).checkpointExceedsStorage);
}

void TestReliability::starvedLoaderSlowsTraining()
{
    // A store that reads a tenth of what the loader needs (4 B/token x 1e6 tokens/s = 4 MB/s
    // needed, 0.4 MB/s delivered) makes the run ten times longer; ample read bandwidth
    // (headroom >= 1) changes nothing.
    ReliabilityOptions ample;
    ample.storage.aggregateReadBytesPerSec = 400e9;
    ReliabilityOptions starved = ample;
    starved.storage.aggregateReadBytesPerSec = 0.4e6;
    const ReliabilityResult a = evaluateReliability(ample, cluster(64));
    const ReliabilityResult b = evaluateReliability(starved, cluster(64));
    QCOMPARE(a.dataLoaderSlowdown, 1.0);
    QVERIFY(std::abs(b.storageReadHeadroom - 0.1) < 1e-12);
    QVERIFY(std::abs(b.effectiveTimeToTrainSec / a.effectiveTimeToTrainSec - 10) < 1e-9);
}

void TestReliability::checkpointStoragePrice()
{
    // S3 Standard list price $0.023/GB-month (the object tier's source): the 112.4 GB state of
    // Llama 3 8B costs 112.42 x 0.023 = $2.59 a month; at $1/GB-month, $112.42.
    ReliabilityOptions o;
    o.storage = defaultStorageTier(StorageKind::ObjectStorage);
    const ReliabilityResult s3 = evaluateReliability(o, cluster(16, 8.03e9));
    QVERIFY(std::abs(s3.checkpointStorageUsdPerMonth - 112.42 * 0.023) < 1e-9);
    o.storage.costUsdPerGbMonth = 1.0;
    QVERIFY(std::abs(evaluateReliability(o, cluster(16, 8.03e9)).checkpointStorageUsdPerMonth -
                     112.42) < 1e-9);
}

void TestReliability::hostsFromTheCatalog()
{
    // A host fails as one: 72 B200s of a GB200 NVL72 rack sit in 18 compute trays of 4
    // (NVIDIA's GB200 NVL72 page), a v5p slice has 4 chips per host (Cloud TPU v5p docs:
    // 512 chips on 128 hosts), an HGX H100 board 8, a trn2.48xlarge 16 Trainium2 chips.
    const Catalog& catalog = Catalog::builtIn();
    const auto perHost = [&](const char* id, int count) {
        Cluster c;
        c.deviceId = id;
        c.count = count;
        TrainingResult t;
        t.tokensPerSec = 1e6;
        t.stepTimeSec = 10;
        t.timeToTrainSec = 86400;
        return clusterShapeFor(c, catalog.at(id, "device"), 8e9, t).devicesPerHost;
    };
    QCOMPARE(perHost("nvidia-gb200-nvl72", 72), 4);
    QCOMPARE(perHost("google-tpu-v5p", 512), 4);
    QCOMPARE(perHost("google-tpu-v5e", 256), 8);
    QCOMPARE(perHost("nvidia-h100-sxm5-80gb", 1024), 8);
    QCOMPARE(perHost("aws-trainium2", 64), 16);
    QCOMPARE(perHost("nvidia-h100-sxm5-80gb", 4), 4); // a partial host is the devices there are
    // Host failures scale with the hosts: only the host rate set, 72 GB200s fail as 18 hosts.
    ReliabilityOptions o;
    o.rates = FailureRates{0, 1e-3, 0, 0, 0, 0};
    ClusterShape shape = cluster(72);
    shape.devicesPerHost = perHost("nvidia-gb200-nvl72", 72);
    QVERIFY(std::abs(evaluateReliability(o, shape).interruptionsPerDay - 18 * 1e-3 * 24) < 1e-12);
}

void TestReliability::plannedStopsPerHost()
{
    // Llama 3 (Grattafiori et al. 2024, Table 5): 47 planned interruptions in 54 days on
    // 16,384 H100s in 2,048 hosts. At that size the per-host default gives the published
    // figure; a 16-GPU job (2 hosts) is stopped 1/1,024 as often.
    const ReliabilityResult big = evaluateReliability(ReliabilityOptions{}, cluster(16384));
    QVERIFY(std::abs(big.plannedPerDay - 47.0 / 54.0) < 1e-12);
    const ReliabilityResult small = evaluateReliability(ReliabilityOptions{}, cluster(16));
    QVERIFY(std::abs(small.plannedPerDay - 2 * 47.0 / (2048 * 54.0)) < 1e-15);
    // A figure stated per job is used as stated, whatever the size.
    ReliabilityOptions perJob;
    perJob.rates.plannedPerDay = 1.0;
    QCOMPARE(evaluateReliability(perJob, cluster(16)).plannedPerDay, 1.0);
    // A planned stop follows a checkpoint: with only planned stops, each costs the restart
    // and nothing of the interval (goodput = 1 - stops x restart, stalls aside).
    ReliabilityOptions planned;
    planned.rates = FailureRates{0, 0, 0, 0, 0, 24.0, 0};
    planned.linkFlapsPerLinkHour = 0;
    planned.checkpointIntervalSec = 7200;
    const ReliabilityResult r = evaluateReliability(planned, cluster(16));
    const double stall = r.checkpointStallSec / (7200 + r.checkpointStallSec);
    QVERIFY(std::abs(r.goodput - (1 - stall) * (1 - 1.0 / 3600 * planned.restartSec)) < 1e-12);
}

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
