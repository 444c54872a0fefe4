#pragma once

#include "reliability/reliability_model.h"

namespace ap {

// The parts of the reliability model that depend on the cluster alone (its device count) and
// on the options a study does not move (jitter, watchdog timeout, mean stall): the straggler
// terms and the tail of link stalls that outlive the watchdog. A caller that evaluates one
// cluster many times (a Monte Carlo moving failure rates) builds them once and passes them in.
struct ReliabilityClusterTerms {
    // What they were computed from (evaluateReliability checks, and computes afresh on a
    // mismatch: the figures never depend on who built the terms).
    double devices = 0;
    double stepJitterCv = -1;
    double ncclTimeoutSec = -1;
    double meanFlapStallSec = -1;

    double linkStallTail = 0;        // P(stall > timeout) = exp(-timeout / mean stall)
    double stragglerSlowdown = 1;    // E[max of n ranks] / mean
    double stragglerP99Slowdown = 1; // 99th percentile of the slowest rank / mean

    bool matches(const ReliabilityOptions& o, const ClusterShape& c) const;
};

ReliabilityClusterTerms reliabilityClusterTerms(const ReliabilityOptions& o, const ClusterShape& c);

// evaluateReliability(o, c) with the cluster terms computed before (the same figures).
ReliabilityResult evaluateReliability(const ReliabilityOptions& o, const ClusterShape& c,
                                      const ReliabilityClusterTerms& terms);

} // namespace ap
