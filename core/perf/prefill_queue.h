#pragma once

namespace ap {

struct InferenceResult;

// The prefill pool of a disaggregated deployment as a queue (issue #26). Prompts arrive at the
// deployment's request rate lambda (Poisson, as in perf/queueing.h); the pool's k engine
// instances each run passes of P prompts taking T_pass. A prompt holds one of the c = k P
// prompt places of the passes for one pass, so the pool is the same M/G/c queue as the
// colocated engine's slots (perf/queueing.h: Erlang C, exponential service, Allen-Cunneen's
// factor (1 + Cs^2) / 2 = 1) with c = k P servers, mean service time T_pass and offered load
// a = lambda T_pass; its utilisation a / c = lambda / (k P / T_pass) is the request rate over
// the pool's rate. The p-th percentile of a prompt's wait for a place in a pass is
//     W_p = T_pass ln(C(c, a) / (1 - p)) / (c - a)   when C(c, a) > 1 - p, else 0
// (Gross, Shortle, Thompson, Harris, Fundamentals of Queueing Theory, 4th ed., 2008,
// sections 2.3-2.4 and 6.2). It comes before the prompt's own pass, the half pass in progress
// and the KV transfer that make the mean TTFT. At a >= c (utilisation >= 1) the queue grows
// without bound: no percentile exists and the deployment is infeasible for a percentile
// objective. As for the colocated engine the wait enters the percentile's TTFT
// (`slo.percentile`); the mean figures are the service times at the rated load.
struct PrefillQueue {
    double places = 0;      // c = instances x prompts per pass
    double offeredLoad = 0; // a = requests/s x pass time
    double utilisation = 0; // a / c
    bool stable = false;    // a < c
    double waitSec = 0;     // W_p (0 when unstable: callers report the saturation)
};

PrefillQueue prefillQueue(double requestsPerSec, double instances, double promptsPerPass,
                          double passSec, double percentile);

// A disaggregated result's prefill-pool utilisation: the rate the deployment serves over the
// rate its prefill pool sustains (1 where the prefill pool is the slower one); 0 when not
// disaggregated. The one figure the CLI, JSON and the details show.
double prefillUtilisation(const InferenceResult& r);

} // namespace ap
