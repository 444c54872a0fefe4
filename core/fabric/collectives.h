#pragma once

#include <string_view>

namespace ap {

// Analytic collective times (MODEL.md section 3; nccl-tests PERFORMANCE.md). A group of
// `size` ranks placed `stride` apart in a machine whose scale-up domains hold `domainSize`
// devices: ranks inside one domain talk over the scale-up link (NVLink, ICI), across domains
// over each device's share of the scale-out network (rail-optimised: one NIC per device).

struct GroupPlacement {
    int size = 1;      // ranks in the group
    int perDomain = 1; // ranks of the group sharing one scale-up domain
    int domains = 1;   // scale-up domains the group spans
    // Consecutive scale-up domains from the first member's to the last's: more than `domains`
    // when members sit more than a domain apart (a data-parallel replica group of HSDP, an
    // expert group beside context ranks). A leaf switch holds consecutive domains, so this,
    // not `domains`, says whether the group's traffic stays under one leaf.
    int spanDomains = 1;
};

// Megatron-style rank order: the group with stride 1 is innermost (tensor parallel), a
// group with stride = tensor x context is next (data parallel), and so on.
GroupPlacement placeGroup(int size, int stride, int domainSize);

struct LinkParams {
    double bandwidthBytesPerSec = 0; // per device, one direction, after efficiency
    double latencySec = 0;           // per message step (alpha)
    // Collective ranks per device over this link (catalog scale_up.ranks_per_device): a group
    // of n devices in one domain runs its all-reduces and reduce-scatters over n x this many
    // ranks, one latency step per rank (the bytes per step shrink alike, so the bandwidth term
    // is the same to within (n-1)/n).
    int ranksPerDevice = 1;
    // The devices form a ring (catalog scale_up.topology "ring"): an all-reduce runs the ring
    // algorithm, 2(n-1) steps; a tree's parent and children are not neighbours on a ring.
    bool ringOnly = false;
};

// Ring all-reduce: 2(n-1)/n * S/B + 2(n-1) alpha. Across domains the hierarchical variant
// runs reduce-scatter inside each domain, all-reduce of 1/perDomain of the data between
// domains, then all-gather inside: each device's NIC carries only its shard.
double allReduceTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                        const LinkParams& out);
// Reduce-scatter or all-gather of a buffer of `bytes` (the full, unsharded size):
// (n-1)/n * S/B + (n-1) alpha, hierarchical likewise.
double reduceScatterTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                            const LinkParams& out);
// All-to-all where each rank holds `bytes` and sends (n-1)/n of it away; the part leaving the
// domain crosses the NIC.
double allToAllTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                       const LinkParams& out);
// Expert-parallel dispatch or combine as one-sided writes to every peer at once: DeepEP's
// low-latency kernels (deepseek-ai/DeepEP, docs/legacy.md "Low-latency kernels with pure RDMA":
// IBGDA RDMA writes issued from one kernel to all peers, NVLink to those of the same node) and
// DeepSeek-V3's decode ("direct point-to-point transfers over IB", report section 3.4). Every
// peer's message is in flight together: the time is the bytes over each link class plus one
// message latency, not one latency per peer as in a pairwise exchange (allToAllTimeSec).
// `bytes`: what this rank sends, spread evenly over the group's ranks (its own share stays
// local); the peers of its domain are reached over the scale-up link, the others over the NIC,
// both at once. DeepEP's published figures on H800 with 400 Gb/s CX7 at 128 tokens, 7168
// hidden, top 8: dispatch (FP8) 192 us and combine (BF16) 369 us at EP128.
double pointToPointAllToAllTimeSec(double bytes, const GroupPlacement& g, const LinkParams& up,
                                   const LinkParams& out);
// Point-to-point send of `bytes`.
double sendTimeSec(double bytes, const LinkParams& link);

// Single-level collectives by algorithm, with the nccl-tests conventions (PERFORMANCE.md):
// algorithm bandwidth = S / t; bus bandwidth = algorithm bandwidth x the factor that makes it
// comparable to the link speed: 2(n-1)/n for all-reduce, (n-1)/n for reduce-scatter,
// all-gather and all-to-all.
enum class CollectiveKind { AllReduce, ReduceScatter, AllGather, AllToAll };
enum class CollectiveAlgorithm { Ring, Tree };
std::string_view collectiveKindName(CollectiveKind k);
std::string_view collectiveAlgorithmName(CollectiveAlgorithm a);

struct CollectiveTiming {
    double timeSec = 0;
    double algorithmBandwidthBytesPerSec = 0;
    double busBandwidthBytesPerSec = 0;
    CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring;
};

double busBandwidthFactor(CollectiveKind kind, int n);
// Ring: all-reduce 2(n-1)/n S/B + 2(n-1) alpha; the others (n-1)/n S/B + (n-1) alpha.
// Tree (NCCL double binary tree, all-reduce only): reduce and broadcast pipelined,
// 2 S/B + 2 ceil(log2 n) alpha: the same bandwidth term at large n, far less latency.
CollectiveTiming collectiveTiming(CollectiveKind kind, CollectiveAlgorithm algorithm, double bytes,
                                  int n, const LinkParams& link);
// What NCCL's tuner would pick: the faster of ring and tree.
CollectiveTiming bestCollectiveTiming(CollectiveKind kind, double bytes, int n,
                                      const LinkParams& link);

} // namespace ap
