#pragma once

// Expert-parallel dispatch and combine across replicas as DeepEP runs them (deepseek-ai/DeepEP,
// README and docs/legacy.md), the kernel chosen as SGLang's default `--deepep-mode auto` does
// (python/sglang/srt/layers/moe/utils.py, DeepEPMode.resolve: a batch with prompt tokens, "is
// extend in batch", runs the normal kernels, a decode-only batch the low-latency ones).
// - Normal (high-throughput) kernels, "NVLink and RDMA forwarding": a token crosses the network
//   once per destination node (to the rank of its own local index there), which forwards it over
//   NVLink to each rank of that node holding one of its experts; within a node it is sent once per
//   destination rank, not once per expert (DeepEP's get_dispatch_layout: num_tokens_per_rank,
//   num_tokens_per_rdma_rank, is_token_in_rank). The NIC and NVLink work at once; the slower sets
//   the time.
// - Low-latency kernels, "pure RDMA": every routed copy is written to its expert's rank
//   (pointToPointAllToAllTimeSec: one row per (token, expert)).

#include "fabric/collectives.h"

#include <algorithm>

namespace ap {

enum class ExpertExchangeKernel { Normal, LowLatency };

// A token's `topK` distinct experts, uniformly routed over `experts`, all miss a group holding
// `groupExperts` of them: C(E - g, k) / C(E, k).
inline double expertGroupMissProbability(double experts, int topK, double groupExperts)
{
    double p = 1.0;
    for (int i = 0; i < topK; ++i)
        p *= std::max(0.0, (experts - groupExperts - i) / (experts - i));
    return p;
}

// Bytes one rank puts on the scale-out network (NIC) and on the scale-up links (NVLink) for one
// direction of the exchange of `tokens` tokens of `bytesPerToken`, each routed to `topK` of
// `experts` experts spread evenly over the group's ranks.
// Node-limited routing (`maxNodes` > 0; DeepSeek-V3 report, arXiv 2412.19437, section 2.1.2:
// "we ensure that each token will be sent to at most M nodes, which are selected according to
// the sum of the highest K_r/M affinity scores of the experts distributed on each node",
// M = 4; config.json n_group 8, topk_group 4): a token's experts lie on `maxNodes` of the
// group's nodes, its top-k spread over their experts. Fewer distinct nodes take its normal-kernel
// copies; the low-latency kernels' rows per (token, expert) are unchanged (a chosen node is the
// token's own with probability M/nodes and holds 1/M of its experts: 1/nodes of them stay, as
// without the limit).
struct ExpertExchangeBytes {
    double network = 0;
    double scaleUp = 0;
};
inline ExpertExchangeBytes expertExchangeBytes(ExpertExchangeKernel kernel, double tokens,
                                               double bytesPerToken, double experts, int topK,
                                               const GroupPlacement& g, int maxNodes = 0)
{
    ExpertExchangeBytes b;
    const double n = g.size, perNode = g.perDomain, nodes = g.domains;
    if (n <= 1 || tokens <= 0)
        return b;
    if (kernel == ExpertExchangeKernel::LowLatency) {
        const double rows = tokens * topK * bytesPerToken;
        b.network = rows * (n - perNode) / n;
        b.scaleUp = rows * (perNode - 1.0) / n;
        return b;
    }
    // Expected distinct nodes and ranks a token reaches (linearity of expectation over the
    // groups); its own node's and rank's copies do not leave them. Under node-limited routing
    // the token's experts are drawn from its `maxNodes` chosen nodes' experts (the nodes the
    // same for every token by symmetry, so the own-node share stays 1/nodes).
    const bool limited = maxNodes > 0 && maxNodes < nodes;
    const double reach = limited ? double(maxNodes) : nodes;
    const double pool = limited ? experts * reach / nodes : experts;
    const double nodeHits = reach * (1.0 - expertGroupMissProbability(pool, topK, experts / nodes));
    const double rankHits = (limited ? reach * perNode : n) *
                            (1.0 - expertGroupMissProbability(pool, topK, experts / n));
    b.network = tokens * bytesPerToken * nodeHits * (nodes - 1.0) / nodes;
    // Every delivery but the one landing on its forwarding rank moves once over NVLink.
    b.scaleUp = tokens * bytesPerToken * rankHits * (perNode - 1.0) / perNode;
    return b;
}

// The time of one direction: both link classes at once, one message latency each (all peers'
// messages in flight together, as pointToPointAllToAllTimeSec).
inline double expertExchangeTimeSec(ExpertExchangeKernel kernel, double tokens,
                                    double bytesPerToken, double experts, int topK,
                                    const GroupPlacement& g, const LinkParams& up,
                                    const LinkParams& out, int maxNodes = 0)
{
    const ExpertExchangeBytes b =
        expertExchangeBytes(kernel, tokens, bytesPerToken, experts, topK, g, maxNodes);
    const double network =
        b.network > 0 ? b.network / out.bandwidthBytesPerSec + out.latencySec : 0.0;
    const double scaleUp =
        b.scaleUp > 0 ? b.scaleUp / up.bandwidthBytesPerSec + up.latencySec : 0.0;
    return std::max(network, scaleUp);
}

} // namespace ap
