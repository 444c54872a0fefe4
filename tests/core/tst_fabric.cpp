// Fabric graph and collectives: hand-computed cases and invariants (issue "cluster fabric").
#include "fabric/collectives.h"
#include "fabric/fabric_graph.h"
#include "fabric/fabric_options.h"
#include "hardware/catalog.h"
#include "perf/comm_links.h"
#include "perf/inference_model.h"
#include "perf/training_model.h"
#include "workload/model_presets.h"

#include <QtTest>

#include <cmath>
#include <numeric>
#include <tuple>

using namespace ap;

namespace {

std::vector<int> range(int n)
{
    std::vector<int> v(static_cast<size_t>(n));
    std::iota(v.begin(), v.end(), 0);
    return v;
}

FabricSpec hgx(int devices, double oversubscription, int radix = 48)
{
    FabricSpec s;
    s.devices = devices;
    s.domainSize = 8;
    s.scaleUpBytesPerSec = 450e9;
    s.nicBytesPerSec = 50e9;
    s.switchRadix = radix;
    s.oversubscription = oversubscription;
    return s;
}

} // namespace

class TestFabric : public QObject {
    Q_OBJECT
private slots:
    void ringAllReduceByHand_data();
    void ringAllReduceByHand();
    void busBandwidthConvention();
    void allToAllLatencyStepPerPeer();
    void treeWinsSmallMessagesAtScale();
    void oversubscriptionHalvesCrossLeafBandwidth();
    void moreOversubscriptionNeverFaster_data();
    void moreOversubscriptionNeverFaster();
    void nonBlockingBisectionIsTheNic_data();
    void nonBlockingBisectionIsTheNic();
    void hopsAndLatency();
    void collectiveLatencyIsThePathsSwitches();
    void neuronRingRunsEveryCoreAsAHop();
    void torusBisection();
    void multiSliceBisectionMatchesMaxFlow_data();
    void multiSliceBisectionMatchesMaxFlow();
    void nvl72DomainKeepsTrafficOnNvlink();
    void trainingSlowsWithOversubscription();
    void spreadGroupLeavesItsLeaf();
    void scaleUpGroupUsesItsLinks_data();
    void scaleUpGroupUsesItsLinks();
    void meshTensorPairServesSlower();

private:
    const Catalog m_catalog = Catalog::builtIn();
};

void TestFabric::ringAllReduceByHand_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<double>("latency");
    QTest::newRow("8 x 1 GB at 100 GB/s, 5 us") << 8 << 1e9 << 100e9 << 5e-6;
    QTest::newRow("64 x 256 MB at 50 GB/s, 10 us") << 64 << 256e6 << 50e9 << 10e-6;
    QTest::newRow("2 x 1 MB at 25 GB/s, 2 us") << 2 << 1e6 << 25e9 << 2e-6;
}

void TestFabric::ringAllReduceByHand()
{
    // MODEL.md: ring all-reduce = 2(n-1)/n * S/B + 2(n-1) * alpha.
    QFETCH(int, n);
    QFETCH(double, bytes);
    QFETCH(double, bandwidth);
    QFETCH(double, latency);
    const LinkParams link{bandwidth, latency};
    const double expected = 2.0 * (n - 1) / n * bytes / bandwidth + 2.0 * (n - 1) * latency;
    const CollectiveTiming t =
        collectiveTiming(CollectiveKind::AllReduce, CollectiveAlgorithm::Ring, bytes, n, link);
    QCOMPARE(t.timeSec, expected);
    // Reduce-scatter and all-gather are half of it.
    QCOMPARE(
        collectiveTiming(CollectiveKind::ReduceScatter, CollectiveAlgorithm::Ring, bytes, n, link)
            .timeSec,
        expected / 2);
    // Within one domain the analytic group function agrees (when ring is the better choice).
    const GroupPlacement g = placeGroup(n, 1, n);
    QVERIFY(allReduceTimeSec(bytes, g, link, link) <= expected * (1 + 1e-12));
}

void TestFabric::busBandwidthConvention()
{
    // nccl-tests: with no latency, ring all-reduce bus bandwidth equals the link bandwidth.
    const LinkParams link{100e9, 0};
    for (int n : {2, 4, 8, 64}) {
        const CollectiveTiming t =
            collectiveTiming(CollectiveKind::AllReduce, CollectiveAlgorithm::Ring, 1e9, n, link);
        QVERIFY(qAbs(t.busBandwidthBytesPerSec / 100e9 - 1) < 1e-12);
        QVERIFY(
            qAbs(t.algorithmBandwidthBytesPerSec * 2.0 * (n - 1) / n / t.busBandwidthBytesPerSec -
                 1) < 1e-12);
    }
}

void TestFabric::allToAllLatencyStepPerPeer()
{
    // Pairwise-exchange all-to-all (Thakur, Rabenseifner and Gropp 2005, the long-message
    // algorithm of MPICH): p-1 steps of latency alpha, one per peer, as the ring collectives count
    // n-1 steps. 8 ranks in one NVLink domain at 900 GB/s and 2 us per step, 1 MB each:
    // 7 x 2 us + 7/8 MB / 900 GB/s = 14.97 us (one step would be 2.97 us).
    const LinkParams up{900e9, 2e-6};
    const LinkParams out{50e9, 5e-6};
    GroupPlacement one;
    one.size = 8;
    one.perDomain = 8;
    one.domains = 1;
    const double t = allToAllTimeSec(1e6, one, up, out);
    QVERIFY(qAbs(t - (7 * 2e-6 + 7.0 / 8 * 1e6 / 900e9)) < 1e-15);
    // One figure: the single-level timing of nccl-tests' all-to-all says the same.
    QVERIFY(
        qAbs(t - collectiveTiming(CollectiveKind::AllToAll, CollectiveAlgorithm::Ring, 1e6, 8, up)
                     .timeSec) < 1e-15);
    // 32 ranks over 4 domains of 8: 7 peers over NVLink, 24 over the NIC, concurrently; the
    // NIC's part (24 x 5 us + 24/32 MB / 50 GB/s = 135 us) is the slower.
    GroupPlacement four;
    four.size = 32;
    four.perDomain = 8;
    four.domains = 4;
    QVERIFY(qAbs(allToAllTimeSec(1e6, four, up, out) - (24 * 5e-6 + 24.0 / 32 * 1e6 / 50e9)) <
            1e-15);
    // More peers never take less time.
    double previous = 0;
    for (int n : {2, 4, 8}) {
        GroupPlacement g;
        g.size = n;
        g.perDomain = n;
        const double tn = allToAllTimeSec(1e3, g, up, out);
        QVERIFY(tn > previous);
        previous = tn;
    }
}

void TestFabric::treeWinsSmallMessagesAtScale()
{
    const LinkParams link{50e9, 10e-6};
    const auto small = bestCollectiveTiming(CollectiveKind::AllReduce, 1e5, 1024, link);
    QCOMPARE(small.algorithm, CollectiveAlgorithm::Tree);
    const auto big = bestCollectiveTiming(CollectiveKind::AllReduce, 1e10, 8, link);
    QCOMPARE(big.algorithm, CollectiveAlgorithm::Ring);
}

void TestFabric::oversubscriptionHalvesCrossLeafBandwidth()
{
    // Radix 48 at 2:1: 32 ports down, 16 up. Traffic between two leaves crosses the
    // uplinks: half of what the devices' NICs could send.
    const FabricGraph nonBlocking(hgx(512, 1.0));
    const FabricGraph twoToOne(hgx(512, 2.0));
    const double full = nonBlocking.bisectionPerDeviceBytesPerSec(range(512));
    const double half = twoToOne.bisectionPerDeviceBytesPerSec(range(512));
    QVERIFY(qAbs(full / 50e9 - 1) < 1e-9);
    QVERIFY2(qAbs(half / full - 0.5) < 1e-9, qPrintable(QString::number(half / full)));
    // Between two nodes whose rails share leaves nothing changes: 8 NICs each way.
    const std::vector<int> node0 = {0, 1, 2, 3, 4, 5, 6, 7};
    const std::vector<int> node1 = {8, 9, 10, 11, 12, 13, 14, 15};
    QVERIFY(qAbs(twoToOne.maxFlowBytesPerSec(node0, node1) / (8 * 50e9) - 1) < 1e-9);
    QVERIFY(qAbs(nonBlocking.maxFlowBytesPerSec(node0, node1) / (8 * 50e9) - 1) < 1e-9);
}

void TestFabric::moreOversubscriptionNeverFaster_data()
{
    QTest::addColumn<int>("devices");
    QTest::newRow("512") << 512;
    QTest::newRow("4096 (three tiers)") << 4096;
}

void TestFabric::moreOversubscriptionNeverFaster()
{
    QFETCH(int, devices);
    double last = 1e30;
    for (double o : {1.0, 1.5, 2.0, 3.0, 4.0, 8.0}) {
        const FabricSummary s = summarizeFabric(hgx(devices, o, 64));
        QVERIFY2(s.bisectionBytesPerSec <= last * (1 + 1e-9), qPrintable(QString::number(o)));
        last = s.bisectionBytesPerSec;
    }
}

void TestFabric::nonBlockingBisectionIsTheNic_data()
{
    QTest::addColumn<int>("topology");
    QTest::newRow("rail-optimized") << int(FabricTopology::RailOptimized);
    QTest::newRow("fat-tree") << int(FabricTopology::FatTree);
}

void TestFabric::nonBlockingBisectionIsTheNic()
{
    QFETCH(int, topology);
    FabricSpec s = hgx(1024, 1.0, 64);
    s.topology = FabricTopology(topology);
    const FabricGraph g(s);
    QVERIFY(qAbs(g.bisectionPerDeviceBytesPerSec(range(1024)) / 50e9 - 1) < 1e-9);
}

void TestFabric::hopsAndLatency()
{
    const FabricGraph g(hgx(512, 1.0));
    QCOMPARE(g.hops(0, 1), 2);   // over the node's NVSwitch
    QCOMPARE(g.hops(0, 8), 2);   // rail 0 of two nodes: one leaf
    QCOMPARE(g.hops(0, 511), 4); // another rail and leaf: leaf, spine, leaf (or NVSwitch + rail)
    QVERIFY(g.latencySec(0, 511) > g.latencySec(0, 8));
}

void TestFabric::collectiveLatencyIsThePathsSwitches()
{
    // A collective's latency per step over the scale-out network (issue #26): the per-message
    // cost of the NIC and the library the model holds (scale_out_latency_s, NCCL's one
    // network latency per inter-node step, src/graph/tuning.cc) plus the switches on the path
    // the fabric graph finds: one leaf between nodes' rail-0 GPUs, leaf-spine-leaf across the
    // leaves of two tiers (64 H100), leaf-spine-core-spine-leaf across pods of three (16,384),
    // each the field's 0.6 us.
    const Catalog catalog = Catalog::builtIn(); // by value: the device lives as long as it
    const Device& h100 = catalog.at("nvidia-h100-sxm5-80gb");
    const EfficiencyParams p = defaultEfficiencyParams();
    FabricOptions o;
    QCOMPARE(o.switchLatencySec, 0.6e-6);
    for (const auto& [count, tiers, wideSwitches] : {std::tuple{64, 2, 3}, {16384, 3, 5}}) {
        const FabricSpec s = fabricSpecFor(o, h100, count);
        const FabricSummary f = summarizeFabric(s);
        QCOMPARE(f.tiers, tiers);
        QVERIFY(qAbs(f.sameLeafLatencySec - 0.6e-6) < 1e-18);
        QVERIFY(qAbs(f.crossLeafLatencySec - wideSwitches * 0.6e-6) < 1e-18);
        const CommLinks links(h100, p, s);
        QCOMPARE(links.out.latencySec, p.scaleOutLatencySec + f.sameLeafLatencySec);
        QCOMPARE(links.outWide.latencySec, p.scaleOutLatencySec + f.crossLeafLatencySec);
    }
    // The switches' figure acts on the collectives: a small all-reduce over the eight nodes'
    // rail-0 GPUs (one leaf) takes one step of alpha more per level of its tree per us.
    const GroupPlacement rail = placeGroup(8, 8, 8);
    const auto allReduce = [&](double switchUs) {
        o.switchLatencySec = switchUs * 1e-6;
        const CommLinks links(h100, p, fabricSpecFor(o, h100, 64));
        return allReduceTimeSec(1024, rail, links.upFor(1), links.outFor(rail));
    };
    const double slower = allReduce(1.6) - allReduce(0.6);
    // Double binary tree at 1 KiB: 2 ceil(log2 8) = 6 steps of alpha (NCCL's pick for small
    // messages, collectiveTiming).
    QVERIFY2(qAbs(slower - 6e-6) < 1e-12, qPrintable(QString::number(slower * 1e6)));
}

void TestFabric::neuronRingRunsEveryCoreAsAHop()
{
    // An inf2.48xlarge links its 12 Inferentia2 chips in a ring (aws-neuron-sdk inf2-arch.rst,
    // images/inf2-topology.png), each chip's two NeuronCore-v2 a collective rank
    // (neuron-runtime/about/collectives.rst), and the runtime's ring costs "about 1-2 us" per
    // hop (neuron-runtime/explore/intranode-collective-comm.rst): the catalog's data.
    const Catalog catalog = Catalog::builtIn();
    const Device& inf2 = catalog.at("aws-inferentia2");
    QVERIFY(inf2.scaleUp);
    QCOMPARE(inf2.scaleUp->topology, std::string("ring"));
    QCOMPARE(inf2.tensorRanksPerDevice(), 2);
    const EfficiencyParams p = defaultEfficiencyParams();
    const CommLinks links(inf2, p, fabricSpecFor(FabricOptions{}, inf2, 12));
    QCOMPARE(links.up.latencySec, 1.5e-6);
    QCOMPARE(links.up.ranksPerDevice, 2);
    QVERIFY(links.up.ringOnly);
    // A decode step's all-reduce at TP 24 NeuronCores (Llama 3 8B, batch 1: 4096 x 2 bytes):
    // 2 (24 - 1) = 46 hops of 1.5 us, 69 us, plus 2 (23/24) of the bytes over the link. Per
    // token 2 per layer x 32 layers: 4.4 ms of the 6.4-7.4 ms TPOT Neuron's Inf2 table
    // measures (weights alone ~1 ms), where NCCL's tree over 12 ranks at 5 us took 40 us.
    const GroupPlacement tp12 = placeGroup(12, 1, inf2.scaleUpDomainSize());
    const double bytes = 4096 * 2.0;
    const double t = allReduceTimeSec(bytes, tp12, links.upFor(12), links.outFor(tp12));
    const double expected =
        46 * 1.5e-6 + 2.0 * 23.0 / 24.0 * bytes / links.upFor(12).bandwidthBytesPerSec;
    QVERIFY2(qAbs(t - expected) < 1e-12, qPrintable(QString::number(t * 1e6)));
    // The same link without the ring rule takes the tree over the 24 ranks: 2 ceil(log2 24)
    // = 10 hops; with one rank per chip the ring has 22.
    LinkParams tree = links.upFor(12);
    tree.ringOnly = false;
    QVERIFY(allReduceTimeSec(bytes, tp12, tree, links.outFor(tp12)) < 0.25 * t);
    LinkParams oneRank = links.upFor(12);
    oneRank.ranksPerDevice = 1;
    const double t22 = allReduceTimeSec(bytes, tp12, oneRank, links.outFor(tp12));
    QVERIFY2(qAbs((t - t22) - 24 * 1.5e-6) < 1e-8, qPrintable(QString::number(t22 * 1e6)));
    // Reduce-scatter over the ring's 24 ranks: 23 hops.
    const double rs = reduceScatterTimeSec(bytes, tp12, links.upFor(12), links.outFor(tp12));
    QVERIFY(qAbs(rs - (23 * 1.5e-6 + 23.0 / 24.0 * bytes / links.up.bandwidthBytesPerSec)) < 1e-12);
    // A device without the fields keeps one rank, the generic latency and NCCL's choice.
    const Device& h100 = catalog.at("nvidia-h100-sxm5-80gb");
    const CommLinks nv(h100, p, fabricSpecFor(FabricOptions{}, h100, 8));
    QCOMPARE(nv.up.ranksPerDevice, 1);
    QVERIFY(!nv.up.ringOnly);
    QCOMPARE(nv.up.latencySec, p.scaleUpLatencySec);
}

void TestFabric::torusBisection()
{
    // An 8x8x8 torus cut in half crosses 2 x 64 links (wrap-around included); each link
    // carries a sixth of a chip's ICI bandwidth.
    FabricSpec s;
    s.topology = FabricTopology::Torus3D;
    s.devices = 512;
    s.domainSize = 512;
    s.scaleUpBytesPerSec = 600e9;
    const FabricGraph g(s);
    const double perLink = 600e9 / 6;
    QVERIFY(qAbs(g.bisectionPerDeviceBytesPerSec(range(512)) / (128 * perLink / 256) - 1) < 1e-9);
    QCOMPARE(g.hops(0, 511), 3); // opposite corner: one wrap-around hop per dimension
}

// Slices of a multi-slice TPU job meet only over DCN: the bisection at the slice boundary is
// the closed form min(|A|, |B|) x NIC per device of the smaller side, the same number the
// flow network gives (computed here through the general max-flow on the same cut).
void TestFabric::multiSliceBisectionMatchesMaxFlow_data()
{
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("slice");
    QTest::addColumn<int>("dims");
    QTest::newRow("two equal 3D slices") << 128 << 64 << 3;
    QTest::newRow("unequal 3D slices (cut at the boundary above the middle)") << 100 << 64 << 3;
    QTest::newRow("three 2D slices") << 48 << 16 << 2;
    QTest::newRow("unequal 2D slices") << 40 << 25 << 2;
}

void TestFabric::multiSliceBisectionMatchesMaxFlow()
{
    QFETCH(int, devices);
    QFETCH(int, slice);
    QFETCH(int, dims);
    FabricSpec s;
    s.topology = dims == 3 ? FabricTopology::Torus3D : FabricTopology::Torus2D;
    s.devices = devices;
    s.domainSize = slice;
    s.scaleUpBytesPerSec = 600e9;
    s.nicBytesPerSec = 25e9;
    const FabricGraph g(s);
    // The cut the summary uses: the slice boundary nearest the middle.
    const int middle = devices / 2;
    const int below = middle / slice * slice;
    const int above = std::min(devices, below + slice);
    const int cut =
        (below > 0 && (middle - below <= above - middle || above >= devices)) ? below : above;
    std::vector<int> a = range(cut), b;
    for (int i = cut; i < devices; ++i)
        b.push_back(i);
    const double viaFlow = g.maxFlowBytesPerSec(a, b) / double(std::min(a.size(), b.size()));
    QVERIFY2(qAbs(viaFlow / 25e9 - 1) < 1e-9, qPrintable(QString::number(viaFlow)));
    QVERIFY(qAbs(g.bisectionPerDeviceBytesPerSec(range(devices)) / viaFlow - 1) < 1e-9);
}

void TestFabric::nvl72DomainKeepsTrafficOnNvlink()
{
    const Device& gb200 = m_catalog.at("nvidia-gb200-nvl72");
    const FabricSpec s = fabricSpecFor({}, gb200, 144);
    QCOMPARE(s.domainSize, 72);
    const FabricGraph g(s);
    QCOMPARE(g.hops(0, 71), 2);
    QVERIFY(g.maxFlowBytesPerSec({0}, {71}) >= gb200.scaleUp->bandwidthBytesPerSec * (1 - 1e-9));
}

void TestFabric::trainingSlowsWithOversubscription()
{
    // The performance engine takes its data-parallel bandwidth from the fabric graph: on an
    // oversubscribed network the gradient all-reduce gets slower, never faster.
    const Device& d = m_catalog.at("nvidia-h100-sxm5-80gb");
    TrainingWorkload w;
    w.model.parameters = w.model.activeParameters = 70.6e9;
    w.model.layers = 80;
    w.model.hidden = 8192;
    w.model.heads = 64;
    w.model.kvHeads = 8;
    w.model.headDim = 128;
    w.model.ffnHidden = 28672;
    w.model.vocab = 128256;
    w.model.gatedMlp = true;
    w.sequenceLength = 8192;
    w.globalBatchSequences = 512;
    Cluster c;
    c.deviceId = d.id;
    c.count = 4096;
    c.parallelism.tensor = 8;
    c.parallelism.pipeline = 4;
    c.parallelism.data = 128;
    double lastComm = 0, lastStep = 0;
    for (double o : {1.0, 2.0, 4.0, 8.0}) {
        c.fabric.oversubscription = o;
        const TrainingResult r = evaluateTraining(w, c, d, EfficiencyParams{});
        QVERIFY(r.dataCommTimeSec >= lastComm);
        QVERIFY(r.stepTimeSec >= lastStep);
        lastComm = r.dataCommTimeSec;
        lastStep = r.stepTimeSec;
    }
    QVERIFY(lastComm > 0);
}

void TestFabric::scaleUpGroupUsesItsLinks_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("gbPerSec"); // per direction, before the link efficiency
    QTest::addColumn<double>("peerGbPerSec");
    // MI300X: 7 peer links of 64 GB/s per direction (128 GB/s bidirectional, AMD data sheet).
    QTest::newRow("MI300X TP2: one link") << "amd-mi300x" << 2 << 64.0 << 64.0;
    QTest::newRow("MI300X TP4: three") << "amd-mi300x" << 4 << 192.0 << 64.0;
    QTest::newRow("MI300X TP8: all seven") << "amd-mi300x" << 8 << 448.0 << 64.0;
    // NVSwitch: every group gets the GPU's 450 GB/s (18 NVLink 4 links into the switches).
    QTest::newRow("H100 TP2 through NVSwitch") << "nvidia-h100-sxm5-80gb" << 2 << 450.0 << 450.0;
    // TPU v5p: 6 ICI links of 100 GB/s one-way (scaling-book); 2 chips share 1 link,
    // 2x2x1 uses 2, 2x2x2 3, 4x4x4 (both ring directions on every axis) all 6.
    QTest::newRow("v5p 2") << "google-tpu-v5p" << 2 << 100.0 << 100.0;
    QTest::newRow("v5p 4 (2x2x1)") << "google-tpu-v5p" << 4 << 200.0 << 100.0;
    QTest::newRow("v5p 8 (2x2x2)") << "google-tpu-v5p" << 8 << 300.0 << 100.0;
    QTest::newRow("v5p 64 (4x4x4)") << "google-tpu-v5p" << 64 << 600.0 << 100.0;
    // TPU v5e: 4 links of 50 GB/s one-way; v5e-8 is a 2x4 slice: 1 + 2 links.
    QTest::newRow("v5e 8 (2x4)") << "google-tpu-v5e" << 8 << 150.0 << 50.0;
    QTest::newRow("v5e 256 (16x16)") << "google-tpu-v5e" << 256 << 200.0 << 50.0;
}

void TestFabric::spreadGroupLeavesItsLeaf()
{
    // Four data-parallel replicas of an HSDP job sharded over 20 HGX H100 servers each
    // (tensor 8 x shard group 20: members 160 devices apart) sit in 4 servers but span 61
    // consecutive ones, from the first replica's to the last's. A 4:1 rail-optimised leaf of
    // radix 64 holds 51 servers (floor(64 x 4 / 5) ports face them), so their reduction
    // crosses the uplinks: the fabric-wide link, not the leaf's. Members side by side (a
    // tensor group's domains, consecutive) keep the leaf's link below that.
    const GroupPlacement replicas = placeGroup(4, 160, 8);
    QCOMPARE(replicas.domains, 4);
    QCOMPARE(replicas.spanDomains, 61);
    const Device& d = m_catalog.at("nvidia-h100-sxm5-80gb");
    FabricOptions o;
    o.oversubscription = 4;
    const EfficiencyParams p;
    const CommLinks links(d, p, fabricSpecFor(o, d, 640));
    QCOMPARE(links.domainsPerLeaf, 51);
    QCOMPARE(links.outFor(replicas).bandwidthBytesPerSec, links.outWide.bandwidthBytesPerSec);
    QVERIFY(links.outWide.bandwidthBytesPerSec < links.out.bandwidthBytesPerSec);
    const GroupPlacement sideBySide = placeGroup(32, 8, 8);
    QCOMPARE(sideBySide.spanDomains, sideBySide.domains);
    QCOMPARE(links.outFor(sideBySide).latencySec, links.out.latencySec);
}

void TestFabric::scaleUpGroupUsesItsLinks()
{
    QFETCH(QString, device);
    QFETCH(int, ranks);
    QFETCH(double, gbPerSec);
    QFETCH(double, peerGbPerSec);
    const Device& d = m_catalog.at(device.toStdString());
    const EfficiencyParams p;
    const CommLinks links(d, p, fabricSpecFor(FabricOptions{}, d, 64));
    QVERIFY(std::abs(links.upFor(ranks).bandwidthBytesPerSec / p.link - gbPerSec * 1e9) < 1e6);
    QVERIFY(std::abs(links.upPeer().bandwidthBytesPerSec / p.link - peerGbPerSec * 1e9) < 1e6);
    QCOMPARE(links.upFor(ranks).latencySec, links.up.latencySec);
}

void TestFabric::meshTensorPairServesSlower()
{
    // Llama 3 70B FP8 prefill at TP2 on MI300X: its all-reduces cross one 64 GB/s link, not
    // the board's 448 GB/s; at TP8 every link carries them, as before.
    const Device& mesh = m_catalog.at("amd-mi300x");
    Device aggregate = mesh;
    aggregate.scaleUp->links.reset();
    InferenceWorkload w;
    w.model = findModelPreset("llama-3.1-70b")->model;
    w.precision = Precision::FP8;
    w.inputTokens = 2048;
    w.outputTokens = 256;
    w.batch = 64;
    auto run = [&](const Device& d, int tp) {
        Cluster c;
        c.deviceId = d.id;
        c.count = tp;
        c.parallelism.tensor = tp;
        return evaluateInference(w, c, d, EfficiencyParams{});
    };
    const InferenceResult pairLinks = run(mesh, 2), pairAll = run(aggregate, 2);
    QVERIFY(pairLinks.feasible && pairAll.feasible);
    QVERIFY2(
        pairLinks.prefillTimeSec > 1.05 * pairAll.prefillTimeSec,
        qPrintable(QString("%1 vs %2").arg(pairLinks.prefillTimeSec).arg(pairAll.prefillTimeSec)));
    QVERIFY(pairLinks.tpotSec > pairAll.tpotSec);
    QVERIFY(pairLinks.commShare > pairAll.commShare);
    qInfo("MI300X TP2 Llama 3 70B FP8 batch 64: prefill %.1f -> %.1f ms, TPOT %.2f -> %.2f ms",
          pairAll.prefillTimeSec * 1e3, pairLinks.prefillTimeSec * 1e3, pairAll.tpotSec * 1e3,
          pairLinks.tpotSec * 1e3);
    const InferenceResult boardLinks = run(mesh, 8), boardAll = run(aggregate, 8);
    QCOMPARE(boardLinks.tpotSec, boardAll.tpotSec);
    QCOMPARE(boardLinks.prefillTimeSec, boardAll.prefillTimeSec);
}

QTEST_GUILESS_MAIN(TestFabric)
#include "tst_fabric.moc"
