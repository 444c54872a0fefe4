#pragma once

// Context parallelism's ring exchange (ring attention, Liu et al. 2023; Megatron-Core context
// parallel; Yang et al. 2025, "Context Parallelism for Scalable Million-Token Inference",
// pass-KV): each of the `context` ranks holds one chunk of every sequence's tokens and passes
// its K and V blocks around the ring while it computes attention on the block it holds. Shared
// by training (perf/training_model.cpp) and serving (perf/inference_model.cpp).

#include "fabric/collectives.h"
#include "perf/comm_links.h"
#include "project/project.h"
#include "workload/model_spec.h"

#include <algorithm>

namespace ap {

// The context group: `context` ranks placed `tensor` apart (Megatron rank order: tensor
// innermost, context next), so it leaves the scale-up domain once tensor x context exceeds it.
inline GroupPlacement contextGroup(const Parallelism& par, int domainSize)
{
    return placeGroup(par.context, par.tensor, domainSize);
}

// K and V of `tokens` tokens of one layer on one tensor rank (its share of the KV heads, at
// least one head: grouped-query heads are replicated when tensor exceeds them), at
// `bytesPerElement`.
inline double contextKvBlockBytes(const ModelSpec& m, double tokens, double tensor,
                                  double bytesPerElement)
{
    return 2.0 * tokens * std::max(1.0, m.kvHeads / tensor) * m.headDim * bytesPerElement;
}

// One hop of the ring: a block to the next context rank, over the scale-out network when the
// group spans domains, else over the scale-up link to a peer.
inline double contextRingSendSec(double blockBytes, const GroupPlacement& group,
                                 const CommLinks& links)
{
    return sendTimeSec(blockBytes, group.domains > 1 ? links.outFor(group) : links.upPeer());
}

// The ring a prefill runs (Yang et al. 2025, "Context Parallelism for Scalable Million-Token
// Inference", MLSys 2025, sections 3.4-3.5 and appendix C). Pass-KV (Algorithm 2): each rank
// passes the K and V of its shard of the prompts' keys (cached and new tokens) to the next rank
// c - 1 times, each transfer overlapped with the partial attention on the block it holds; the
// partial outputs are merged locally. Pass-Q (Algorithm 3): the keys stay, the new tokens'
// queries travel the ring, and the partial outputs (with their log-sum-exp, one element per
// head: the paper's (D + 1) e per token) are sent back to the queries' ranks by an All2All on the
// critical path. Per step the transfer beyond the block's attention is exposed (Table 5: at a
// 10 % cache miss rate on CP4 the 631 us pass-KV SendRecv hides under the 1,608 us attention, at
// 2.5 % 627 us against 414 us does not); the runtime takes the variant with the lower exposed
// time (appendix C's Algorithm 5 is that comparison in closed form at peak rates), so full
// prefill of a GQA model passes K and V (eq. 1: Q is larger unless T/(T+P) <= 2 NKV/NH) and a
// prefill of a few new tokens over a long cached prefix passes Q (Table 4: below ~5 % misses on
// 128K tokens, CP4).
struct ContextPrefillRing {
    double passKvSec = 0; // per layer: pass-KV's exposed ring transfers
    double passQSec = 0;  // per layer: pass-Q's exposed ring transfers and its All2All
    bool passQ() const { return passQSec < passKvSec; }
    double exposedSec() const { return std::min(passKvSec, passQSec); }
};

// Queries of `tokens` tokens of one layer on one tensor rank (its share of the query heads),
// 16-bit as the attention kernel reads them.
inline double contextQueryBlockBytes(const ModelSpec& m, double tokens, double tensor)
{
    return tokens * std::max(1.0, m.heads / tensor) * m.headDim * 2.0;
}

// One layer of one rank: `keyTokens` keys it holds (its shard of the prompts, cached and new),
// `queryTokens` new tokens it holds, the attention on one block `blockAttentionSec`.
inline ContextPrefillRing contextPrefillRing(const ModelSpec& m, double context, double tensor,
                                             double keyTokens, double queryTokens,
                                             double kvBytesPerElement, double blockAttentionSec,
                                             const GroupPlacement& group, const CommLinks& links)
{
    ContextPrefillRing r;
    const double steps = context - 1;
    const double kvHop = contextRingSendSec(
        contextKvBlockBytes(m, keyTokens, tensor, kvBytesPerElement), group, links);
    r.passKvSec = steps * std::max(0.0, kvHop - blockAttentionSec);
    const double qHop =
        contextRingSendSec(contextQueryBlockBytes(m, queryTokens, tensor), group, links);
    // The All2All: a rank holds every rank's partial outputs of its queries' block and keeps
    // its own (appendix C: Latency(All2All) = (N - 1) (D + 1) T e / BW).
    const double outputs =
        context * queryTokens * std::max(1.0, m.heads / tensor) * (m.headDim + 1.0) * 2.0;
    r.passQSec = steps * std::max(0.0, qHop - blockAttentionSec) +
                 pointToPointAllToAllTimeSec(outputs, group, links.upFor(group.perDomain),
                                             links.outFor(group));
    return r;
}

} // namespace ap
