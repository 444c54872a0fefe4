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
// and the KV transfer (the TTFT's service part). The mean wait is the same queue's,
//     W_q = T_pass C(c, a) / (c - a)
// (perf/queueing.h, meanWaitInServiceTimes): Allen-Cunneen's M/G/c approximation
// W_q(M/G/c) ~ W_q(M/M/c) (Ca^2 + Cs^2) / 2 with Poisson arrivals (Ca = 1) and Cs = 1 as
// everywhere in perf/queueing.h (Allen, Probability, Statistics and Queueing Theory with
// Computer Science Applications, 2nd ed., 1990: the Allen-Cunneen approximation for GI/G/c).
// The mean TTFT holds W_q; with `slo.percentile` the percentile's TTFT holds W_p instead, as
// for the colocated engine. lambda is the rate the decode pool serves at its batch (its
// requests in flight over a request's time, Little's law). At a >= c (utilisation >= 1) the
// queue grows without bound: no wait exists and the deployment is infeasible; the "max"
// decode batch is kept below it (perf/inference_model.cpp).
struct PrefillQueue {
    double places = 0;      // c = instances x prompts per pass
    double offeredLoad = 0; // a = requests/s x pass time
    double utilisation = 0; // a / c
    bool stable = false;    // a < c
    double waitSec = 0;     // W_p (0 when unstable or without a percentile)
    double meanWaitSec = 0; // W_q (0 when unstable: callers report the saturation)
};

// `percentile` 0: no percentile (waitSec 0), the mean wait only.
PrefillQueue prefillQueue(double requestsPerSec, double instances, double promptsPerPass,
                          double passSec, double percentile = 0);

// The highest request rate at which a prompt's wait for a pass (the mean, or with
// 0 < percentile < 100 the percentile's) stays within `waitBudgetSec`: the rate at which the
// prefill pool still meets a TTFT objective whose service part leaves that budget (bisection
// on the offered load; the wait grows with it). 0 when the pool has no place or the budget is
// negative; below the pool's rate instances x promptsPerPass / passSec.
double prefillRateWithinWait(double instances, double promptsPerPass, double passSec,
                             double waitBudgetSec, double percentile = 0);

// The colocated engine's queue for a prefill slot (issue #26), which the mean TTFT includes.
// A continuously batching engine prefills new prompts in the iterations it runs (prompt chunks
// in the decode iterations, or passes of their own: workload/software_stack.h). Seen from the
// prompts it is one server (M/G/1) that works on a prompt for S and otherwise decodes. S, a
// prompt's prefill service time, is the model's own: the time the engine's steady iteration at
// the scenario's batch spends on its new prompts (the iteration minus the same iteration
// without them) over the prompts it takes. Prompts arrive at the scenario's request rate lambda
// (Poisson, as in perf/queueing.h): the rate the engine serves at that batch, its batch in
// requests over a request's time (Little's law). A new prompt is one of the N requests in
// flight and sees the other N - 1 (the arrival theorem of closed systems: Lavenberg and
// Reiser, J. Appl. Prob. 17, 1980; Sevcik and Mitrani, JACM 28(2), 1981), so lambda is
// (N - 1) / N of that rate and a lone request never waits. The utilisation rho = lambda S is
// the share of the engine's time spent prefilling the other requests' prompts. Before its own prefill a prompt waits for the prompts
// ahead of it, the Pollaczek-Khinchine mean wait rho S (1 + Cs^2) / (2 (1 - rho)) (Kleinrock,
// Queueing Systems vol. 1, 1975, section 5.2; Cs = 1 as in perf/queueing.h: M/M/1's
// rho S / (1 - rho)), and for the end of the iteration in progress, which the TTFT already
// holds (half an iteration): the M/G/1 queue with vacations decomposes into exactly these two
// parts (Fuhrmann and Cooper, "Stochastic decompositions in the M/G/1 queue with generalized
// vacations", Operations Research 33(5), 1985). So TTFT = the prompt's prefill + half an
// iteration + this wait. At rho >= 1 the queue grows without bound and no wait exists: callers
// make the scenario infeasible with the reason. The p-th percentile of the wait is M/M/1's
// S ln(rho / (1 - p)) / (1 - rho) when rho > 1 - p, else 0 (perf/queueing.h with c = 1).
struct EnginePrefillQueue {
    double utilisation = 0; // rho = lambda S
    double serviceSec = 0;  // S
    bool stable = true;     // rho < 1
    double meanWaitSec = 0; // 0 when unstable
};

EnginePrefillQueue enginePrefillQueue(double promptsPerSec, double serviceSec);

// The p-th percentile of that wait (0 < percentile < 100); 0 when unstable.
double enginePrefillWaitAtPercentile(const EnginePrefillQueue& q, double percentile);

// A disaggregated result's prefill-pool utilisation: the rate the deployment serves over the
// rate its prefill pool sustains (its prefillQueueUtilisation, at most 1: 1 where the prefill
// pool is the slower one, which is infeasible); 0 when not disaggregated. The one figure the
// CLI, JSON and the details show.
double prefillUtilisation(const InferenceResult& r);

} // namespace ap
