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

} // namespace ap
