#include "fabric/fabric_graph.h"

// Boost.Graph's max-flow and edge iterators trip GCC 12's -Wmaybe-uninitialized inside the
// Boost headers at -O2 (optional<> members of its iterators; a known false positive). Silence
// that one warning for this file only, where the Boost algorithms are instantiated.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/boykov_kolmogorov_max_flow.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/filtered_graph.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

namespace ap {

namespace {
// Capacity of the super source/sink edges in a query: above any cut of a real fabric (16,384
// devices x 100 GB/s is 1.6e15) yet small enough that sums stay exact to a byte per second.
constexpr double kUnbounded = 1e18;

using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
using Graph = boost::adjacency_list<
    boost::vecS, boost::vecS, boost::directedS, boost::no_property,
    boost::property<
        boost::edge_capacity_t, double,
        boost::property<boost::edge_residual_capacity_t, double,
                        boost::property<boost::edge_reverse_t, Traits::edge_descriptor>>>>;
using Vertex = Traits::vertex_descriptor;
using Edge = Traits::edge_descriptor;
} // namespace

struct FabricGraph::Impl {
    Graph graph;
    Vertex source = 0, sink = 0;
    std::vector<Edge> sourceEdges, sinkEdges; // per device

    Vertex addVertex() { return boost::add_vertex(graph); }
    void addLink(Vertex a, Vertex b, double bytesPerSec);
};

std::string_view fabricTopologyName(FabricTopology t)
{
    switch (t) {
    case FabricTopology::RailOptimized:
        return "rail-optimized";
    case FabricTopology::FatTree:
        return "fat-tree";
    case FabricTopology::Torus2D:
        return "torus2d";
    case FabricTopology::Torus3D:
        return "torus3d";
    }
    return "rail-optimized";
}

FabricGraph::FabricGraph(const FabricSpec& spec)
    : m_spec(spec)
    , m_impl(std::make_unique<Impl>())
{
    m_spec.devices = std::max(1, m_spec.devices);
    m_spec.domainSize = std::clamp(m_spec.domainSize, 1, m_spec.devices);
    m_spec.switchRadix = std::max(4, m_spec.switchRadix);
    m_spec.oversubscription = std::max(1.0, m_spec.oversubscription);
    m_spec.podOversubscription = std::max(1.0, m_spec.podOversubscription);
    Impl& d = *m_impl;
    for (int i = 0; i < m_spec.devices; ++i)
        d.addVertex();
    if (m_spec.topology == FabricTopology::Torus2D || m_spec.topology == FabricTopology::Torus3D)
        buildTorus();
    else
        buildSwitched();
    // Super source and sink for max-flow queries: an edge to/from every device whose
    // capacity is opened only for the devices of a query.
    d.source = d.addVertex();
    d.sink = d.addVertex();
    auto cap = boost::get(boost::edge_capacity, d.graph);
    auto rev = boost::get(boost::edge_reverse, d.graph);
    for (int i = 0; i < m_spec.devices; ++i) {
        for (auto [from, to, list] : {std::tuple{d.source, Vertex(i), &d.sourceEdges},
                                      std::tuple{Vertex(i), d.sink, &d.sinkEdges}}) {
            const auto e = boost::add_edge(from, to, d.graph).first;
            const auto r = boost::add_edge(to, from, d.graph).first;
            cap[e] = 0;
            cap[r] = 0;
            rev[e] = r;
            rev[r] = e;
            list->push_back(e);
        }
    }
    (void)cap;
}

FabricGraph::FabricGraph(FabricGraph&&) noexcept = default;
FabricGraph& FabricGraph::operator=(FabricGraph&&) noexcept = default;
FabricGraph::~FabricGraph() = default;

void FabricGraph::Impl::addLink(Vertex a, Vertex b, double bytesPerSec)
{
    // A full-duplex cable: one directed edge each way with the bandwidth as capacity, each
    // paired with a zero-capacity reverse edge as the flow algorithms require.
    auto cap = boost::get(boost::edge_capacity, graph);
    auto rev = boost::get(boost::edge_reverse, graph);
    for (auto [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
        const auto e = boost::add_edge(from, to, graph).first;
        const auto r = boost::add_edge(to, from, graph).first;
        cap[e] = bytesPerSec;
        cap[r] = 0;
        rev[e] = r;
        rev[r] = e;
    }
}

void FabricGraph::buildSwitched()
{
    const FabricSpec& s = m_spec;
    const int n = s.devices, D = s.domainSize;
    const int nodes = (n + D - 1) / D;
    // Scale-up: one switch per domain (NVSwitch), every device linked to it.
    if (D > 1 && s.scaleUpBytesPerSec > 0)
        for (int k = 0; k < nodes; ++k) {
            const Vertex sw = m_impl->addVertex();
            for (int i = k * D; i < std::min(n, (k + 1) * D); ++i)
                m_impl->addLink(Vertex(i), sw, s.scaleUpBytesPerSec);
        }
    if (nodes == 1 && D > 1 && s.scaleUpBytesPerSec > 0) {
        m_tiers = 0;
        m_devicesPerLeaf = n;
        return;
    }
    // Leaves: radix split into downlinks and uplinks by the oversubscription ratio.
    const int R = s.switchRadix;
    const int down =
        std::max(1, int(std::floor(R * s.oversubscription / (1 + s.oversubscription))));
    const int up = std::max(1, R - down);
    m_devicesPerLeaf = down;
    // Rail-optimised: device r of every node goes to a leaf of rail r, `down` nodes per leaf.
    // Classic (top-of-rack): consecutive devices share a leaf.
    std::map<std::pair<int, int>, Vertex> leaves;
    for (int i = 0; i < n; ++i) {
        const int node = i / D, rail = i % D;
        const std::pair<int, int> key = s.topology == FabricTopology::RailOptimized
                                            ? std::pair{rail, node / down}
                                            : std::pair{0, i / down};
        auto it = leaves.find(key);
        if (it == leaves.end())
            it = leaves.emplace(key, m_impl->addVertex()).first;
        m_impl->addLink(Vertex(i), it->second, s.nicBytesPerSec);
    }
    const int L = int(leaves.size());
    if (L == 1) {
        m_tiers = 1;
        return;
    }
    // Two tiers (leaf-spine) while the spine layer can reach every leaf (L <= radix); the
    // spines are aggregated into one core vertex, each leaf's uplinks into one edge. Beyond
    // that a third tier: pods of R/2 leaves under pod spines, pods under the core.
    const double leafUplink = up * s.nicBytesPerSec;
    const Vertex core = m_impl->addVertex();
    if (L <= R) {
        m_tiers = 2;
        for (const auto& [key, leaf] : leaves)
            m_impl->addLink(leaf, core, leafUplink);
        return;
    }
    m_tiers = 3;
    const int leavesPerPod = std::max(1, R / 2);
    int index = 0;
    Vertex pod = 0;
    for (const auto& [key, leaf] : leaves) {
        if (index % leavesPerPod == 0) {
            pod = m_impl->addVertex();
            const int inPod = std::min(leavesPerPod, L - index);
            m_impl->addLink(pod, core, inPod * leafUplink / s.podOversubscription);
        }
        m_impl->addLink(leaf, pod, leafUplink);
        ++index;
    }
}

void FabricGraph::buildTorus()
{
    const FabricSpec& s = m_spec;
    const int ndims = s.topology == FabricTopology::Torus3D ? 3 : 2;
    const int slice = s.domainSize;
    std::vector<int> dims = s.torusDims;
    if (int(dims.size()) != ndims) {
        // Near-cubic (or square) factorisation of the slice size.
        dims.assign(size_t(ndims), 1);
        int rest = slice;
        for (int d = 0; d < ndims; ++d) {
            int k = int(std::round(std::pow(rest, 1.0 / (ndims - d))));
            while (k > 1 && rest % k)
                --k;
            dims[size_t(d)] = std::max(1, k);
            rest /= dims[size_t(d)];
        }
        dims[size_t(ndims - 1)] *= rest;
    }
    int product = 1;
    for (int d : dims)
        product *= d;
    // Each chip's scale-up bandwidth is spread over its 2 x ndims ICI links.
    const double perLink = s.scaleUpBytesPerSec / (2.0 * ndims);
    const int slices = (s.devices + product - 1) / product;
    for (int sl = 0; sl < slices; ++sl) {
        const int base = sl * product;
        for (int i = 0; i < product && base + i < s.devices; ++i) {
            int stride = 1;
            for (int d = 0; d < ndims; ++d) {
                const int coord = (i / stride) % dims[size_t(d)];
                const int next = i + ((coord + 1) % dims[size_t(d)] - coord) * stride;
                if (dims[size_t(d)] > 1 && base + next < s.devices &&
                    (dims[size_t(d)] > 2 || coord == 0))
                    m_impl->addLink(Vertex(base + i), Vertex(base + next), perLink);
                stride *= dims[size_t(d)];
            }
        }
    }
    m_devicesPerLeaf = product;
    m_tiers = 0;
    if (slices > 1 && s.nicBytesPerSec > 0) {
        // Slices talk over the data-centre network (DCN): each chip's NIC share to a core.
        const Vertex core = m_impl->addVertex();
        for (int i = 0; i < s.devices; ++i)
            m_impl->addLink(Vertex(i), core, s.nicBytesPerSec);
        m_tiers = 1;
    }
}

size_t FabricGraph::vertexCount() const
{
    return boost::num_vertices(m_impl->graph);
}

size_t FabricGraph::edgeCount() const
{
    return boost::num_edges(m_impl->graph);
}

double FabricGraph::maxFlowBytesPerSec(const std::vector<int>& from,
                                       const std::vector<int>& to) const
{
    auto cap = boost::get(boost::edge_capacity, m_impl->graph);
    for (int i : from)
        cap[m_impl->sourceEdges[size_t(i)]] = kUnbounded;
    for (int i : to)
        cap[m_impl->sinkEdges[size_t(i)]] = kUnbounded;
    // Boykov-Kolmogorov: on these shallow, wide graphs several times faster than push-relabel.
    const size_t n = boost::num_vertices(m_impl->graph);
    std::vector<boost::default_color_type> color(n);
    std::vector<double> distance(n);
    std::vector<Edge> predecessor(n);
    const auto index = boost::get(boost::vertex_index, m_impl->graph);
    const double flow = boost::boykov_kolmogorov_max_flow(
        m_impl->graph, boost::get(boost::edge_capacity, m_impl->graph),
        boost::get(boost::edge_residual_capacity, m_impl->graph),
        boost::get(boost::edge_reverse, m_impl->graph),
        boost::make_iterator_property_map(predecessor.begin(), index),
        boost::make_iterator_property_map(color.begin(), index),
        boost::make_iterator_property_map(distance.begin(), index), index, m_impl->source,
        m_impl->sink);
    for (int i : from)
        cap[m_impl->sourceEdges[size_t(i)]] = 0;
    for (int i : to)
        cap[m_impl->sinkEdges[size_t(i)]] = 0;
    return flow;
}

double FabricGraph::bisectionPerDeviceBytesPerSec(const std::vector<int>& group) const
{
    if (group.size() < 2)
        return 0;
    std::vector<int> sorted = group;
    std::sort(sorted.begin(), sorted.end());
    // Cut between domains where possible (the domain edge nearest the middle of the group, on
    // either side), so scale-up links do not make the bisection look wider than the network
    // between domains. Of two TPU slices of unequal size (16,384 chips in 8,960-chip v5p
    // slices), that is the slice boundary: the narrower, DCN-only cut, which is what bounds
    // traffic between the halves (and a cut through a slice would also cost seconds of
    // max-flow through its torus).
    const int D = m_spec.domainSize;
    const size_t middle = sorted.size() / 2;
    const int middleDomain = sorted[middle] / D;
    size_t below = middle;
    while (below > 0 && sorted[below - 1] / D == middleDomain)
        --below;
    size_t above = middle;
    while (above < sorted.size() && sorted[above] / D == middleDomain)
        ++above;
    size_t cut = middle;
    const bool belowOk = below > 0, aboveOk = above < sorted.size();
    if (belowOk && (!aboveOk || middle - below <= above - middle))
        cut = below;
    else if (aboveOk)
        cut = above;
    // Closed form for the cut between TPU slices of a whole multi-slice job: slices are linked
    // only through each chip's DCN port to the core, and every chip is in the group (none can
    // relay), so the cut of the smaller side's ports, min(|A|, |B|) x NIC, is the minimum and
    // the direct paths chip -> core -> chip saturate it. Boykov-Kolmogorov would need seconds
    // to find the same number through two 8,960-chip tori (tst_fabric checks they agree).
    const bool torus =
        m_spec.topology == FabricTopology::Torus2D || m_spec.topology == FabricTopology::Torus3D;
    if (torus && m_tiers == 1 && group.size() == size_t(deviceCount()) && cut > 0 &&
        cut < sorted.size() && sorted[cut] / D != sorted[cut - 1] / D)
        return m_spec.nicBytesPerSec;
    const std::vector<int> a(sorted.begin(), sorted.begin() + long(cut));
    const std::vector<int> b(sorted.begin() + long(cut), sorted.end());
    return maxFlowBytesPerSec(a, b) / double(std::min(a.size(), b.size()));
}

int FabricGraph::hops(int a, int b) const
{
    if (a == b)
        return 0;
    // Cables only: the query edges to the super source/sink carry no capacity at rest.
    struct Cable {
        boost::property_map<Graph, boost::edge_capacity_t>::type cap;
        bool operator()(const Edge& e) const { return cap[e] > 0; }
    };
    const Cable cable{boost::get(boost::edge_capacity, m_impl->graph)};
    boost::filtered_graph<Graph, Cable> links(m_impl->graph, cable);
    std::vector<int> dist(boost::num_vertices(m_impl->graph), -1);
    dist[size_t(a)] = 0;
    boost::breadth_first_search(
        links, Vertex(a),
        boost::visitor(boost::make_bfs_visitor(boost::record_distances(
            boost::make_iterator_property_map(dist.begin(),
                                              boost::get(boost::vertex_index, m_impl->graph)),
            boost::on_tree_edge()))));
    dist[size_t(a)] = 0;
    return dist[size_t(b)];
}

double FabricGraph::latencySec(int a, int b) const
{
    const int edges = hops(a, b);
    if (edges <= 0)
        return 0;
    // A path of k cables crosses k - 1 switches (direct chip-to-chip links: none); the NIC's
    // and the library's per-message cost is the performance model's (perf/comm_links.h).
    return (edges - 1) * m_spec.switchLatencySec;
}

bool closedFormIsExact(const FabricSpec& input)
{
    // Normalised as the graph's constructor does.
    const double n = std::max(1, input.devices);
    const int D = std::clamp(input.domainSize, 1, std::max(1, input.devices));
    const int R = std::max(4, input.switchRadix);
    const double over = std::max(1.0, input.oversubscription);
    const double podOver = std::max(1.0, input.podOversubscription);
    // Every capacity a whole number of bytes/s, and every sum of them below 2^53: the flow
    // across the bisection is at most its smaller side's devices times what a device's cables
    // carry, and a residual capacity at most its cable's. (The super source's and sink's
    // 1e18 edges are never a path's bottleneck.)
    constexpr double kExact = 9007199254740992.0; // 2^53
    const auto whole = [&](double x) { return x >= 0 && x < kExact && std::floor(x) == x; };
    // One device: the graph's "same leaf" latency is to its leaf switch, not to a device.
    if (input.devices < 2)
        return false;
    const double nic = input.nicBytesPerSec, scaleUp = input.scaleUpBytesPerSec;
    if (!whole(nic) || !whole(scaleUp))
        return false;
    if (input.topology == FabricTopology::Torus2D || input.topology == FabricTopology::Torus3D) {
        // A torus has no switch gathering a domain's links: a device's cables (its 2 x ndims
        // ICI links and its DCN port) carry at most scale-up + NIC, so the flow out of the
        // smaller half is at most n / 2 of that (a 16,384-chip TPU v5p or v7 slice pair: the
        // graph was built for them under the switched fabrics' bound).
        const int ndims = input.topology == FabricTopology::Torus3D ? 3 : 2;
        return std::floor(n / 2) * (nic + scaleUp) < kExact && whole(scaleUp / (2.0 * ndims));
    }
    if ((std::floor(n / 2) + D) * (nic + scaleUp) >= kExact)
        return false;
    const int down = std::max(1, int(std::floor(R * over / (1 + over))));
    const int up = std::max(1, R - down);
    const double leafUplink = up * nic;
    if (!whole(leafUplink) || !whole(n * nic))
        return false;
    // The pod links of a third tier: a pod of k leaves takes k x leafUplink / podOver.
    for (int k = 1; k <= std::max(1, R / 2); ++k)
        if (!whole(k * leafUplink / podOver))
            return false;
    return true;
}

FabricSummary summarizeFabric(const FabricSpec& spec)
{
    // The closed forms count the structure the graph builds (fabric_closed_form.cpp). Where
    // both sides add whole numbers below 2^53 (closedFormIsExact) they compute the same exact
    // maximum flow and hop counts, so their figures are equal bit for bit (tst_fabric_scale
    // compares every catalog device at every power-of-two count): the graph, milliseconds at
    // 16,384 devices, is built only where a rounding could tell them apart. That keeps a
    // search's cost per layout flat in the cluster size (issue #30).
    if (spec.devices > kFabricGraphMaxDevices || closedFormIsExact(spec))
        return summarizeFabricClosedForm(spec);
    return summarizeFabricWithGraph(spec);
}

FabricSummary summarizeFabricWithGraph(const FabricSpec& spec)
{
    const FabricGraph g(spec);
    FabricSummary s;
    s.nicBytesPerSec = g.spec().nicBytesPerSec;
    // A rail-optimised leaf takes one device from each of `devicesPerLeaf` domains; a
    // top-of-rack leaf takes whole domains.
    const FabricSpec& fs = g.spec();
    s.domainsPerLeaf = fs.topology == FabricTopology::RailOptimized
                           ? g.devicesPerLeaf()
                           : std::max(1, g.devicesPerLeaf() / std::max(1, fs.domainSize));
    s.tiers = g.tiers();
    std::vector<int> all(size_t(g.deviceCount()));
    for (int i = 0; i < g.deviceCount(); ++i)
        all[size_t(i)] = i;
    s.bisectionBytesPerSec = g.bisectionPerDeviceBytesPerSec(all);
    const int D = g.spec().domainSize;
    s.sameLeafLatencySec = g.deviceCount() > D ? g.latencySec(0, D) : g.latencySec(0, 1);
    s.crossLeafLatencySec = g.latencySec(0, g.deviceCount() - 1);
    return s;
}

namespace {

// A recommendation search asks for a few hundred distinct fabrics (device x count), each
// many times; the summaries are small, so the cache keeps all of them.
struct SummaryCache {
    std::mutex mutex;
    std::vector<std::pair<FabricSpec, FabricSummary>> entries;
};

SummaryCache& summaryCache()
{
    static SummaryCache cache;
    return cache;
}

} // namespace

void clearFabricSummaryCache()
{
    SummaryCache& c = summaryCache();
    std::lock_guard lock(c.mutex);
    c.entries.clear();
}

FabricSummary cachedFabricSummary(const FabricSpec& spec)
{
    // The graph is built outside the lock so threads summarising different fabrics do not
    // wait on each other; two threads racing on the same spec compute the same value and the
    // first one stays.
    SummaryCache& c = summaryCache();
    std::mutex& mutex = c.mutex;
    auto& cache = c.entries;
    // Newest first: a search asks for the fabric it asked for last, thousands of times.
    const auto find = [&]() -> const FabricSummary* {
        for (auto it = cache.rbegin(); it != cache.rend(); ++it)
            if (it->first == spec)
                return &it->second;
        return nullptr;
    };
    {
        std::lock_guard lock(mutex);
        if (const FabricSummary* hit = find())
            return *hit;
    }
    const FabricSummary computed = summarizeFabric(spec);
    std::lock_guard lock(mutex);
    if (const FabricSummary* hit = find())
        return *hit;
    if (cache.size() >= 4096)
        cache.erase(cache.begin());
    cache.emplace_back(spec, computed);
    return computed;
}

} // namespace ap
