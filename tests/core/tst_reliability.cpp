// Failures, checkpoints, storage and timeouts: hand-computed cases, invariants, and the
// published Llama 3 interruption rate.
#include "reliability/reliability_model.h"
#include "storage/storage_tier.h"

#include <QtTest>

#include <cmath>

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

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
