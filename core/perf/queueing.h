#pragma once

namespace ap {

// Requests in flight under Poisson arrivals, for latency objectives stated as percentiles
// (MLPerf Server's 99th-percentile TTFT and TPOT).
//
// A serving engine with continuous batching admits every arrival while it has room; while it
// has room it behaves as an M/G/infinity queue: with Poisson arrivals at rate lambda and requests
// staying T on average, the number in flight at a random instant is Poisson distributed with mean
// L = lambda T (Little's law gives the mean; M/G/infinity's occupancy is Poisson whatever
// the distribution of T: Kleinrock, Queueing Systems vol. 1, 1975, section 2.9, "M/G/inf"),
// and Poisson arrivals see that same distribution (PASTA, Wolff 1982). The p-th percentile
// of the requests in flight is taken from the normal approximation of Poisson(L),
//     q_p(L) = L + z_p sqrt(L),   z_p = Phi^-1(p / 100)   (z_50 = 0, z_90 = 1.282, z_99 = 2.326),
// which is exact in the limit of large L and a little low for small L (Poisson(4.7): 99th
// percentile 10, the approximation 9.7). q_50 = L: the median concurrency is the mean one.

// Phi^-1(p) for 0 < p < 1, the standard normal quantile (bisection on erfc; |error| < 1e-12).
double standardNormalQuantile(double p);

// q_p(L) above, for 0 < percentile < 100 and L >= 0; never below 0.
double poissonConcurrencyAtPercentile(double meanInFlight, double percentile);

// The engine's slots are limited: the KV cache (or max_batch) holds c requests, and an arrival
// that finds them all busy waits. That is the M/G/c queue; its waiting time is taken from the
// M/M/c (Erlang C) formulas, service times exponential (coefficient of variation 1: a scenario
// states mean prompt and output lengths, not their spread; LLM output lengths spread about that
// much), which Allen-Cunneen's M/G/c approximation reduces to (factor (1 + Cs^2) / 2 = 1):
//     C(c, a) = P(an arrival waits) = c B / (c - a (1 - B)),   B = Erlang B(c, a),
//     B(0) = 1,  B(k) = a B(k-1) / (k + a B(k-1))   (the stable recurrence),
//     P(W > t) = C exp(-(c - a) t / T)   with T the mean service time,
// so the p-th percentile of the wait is T ln(C / (1 - p)) / (c - a) when C > 1 - p, else 0
// (Gross, Shortle, Thompson, Harris, Fundamentals of Queueing Theory, 4th ed., 2008,
// sections 2.3-2.4 and 6.2; Kleinrock vol. 2, 1976, section 2.1). The offered load a = lambda T
// is the mean number of requests in service, the serving batch in requests (Little's law).
// With a >= c the queue grows without bound: no percentile of the wait exists.

// C(c, a) for c >= 1 whole slots and 0 <= a < c; 1 when a >= c.
double erlangCWaitProbability(double slots, double offeredLoad);

// The p-th percentile of the wait (0 < percentile < 100), in mean service times; +infinity when
// a >= c (callers turn that into a problem: no infinity reaches a user).
double waitPercentileInServiceTimes(double slots, double offeredLoad, double percentile);

// The mean wait of the same M/M/c queue, in mean service times: W_q = C(c, a) / (c - a)
// (Gross, Shortle, Thompson, Harris 2008, section 2.3: W_q = C(c, a) / (c mu - lambda)). For
// c = 1 it is rho / (1 - rho), the Pollaczek-Khinchine mean wait of M/G/1,
// rho E[S^2] / (2 E[S] (1 - rho)), at a service-time coefficient of variation of 1 (Kleinrock
// vol. 1, 1975, section 5.2). +infinity when a >= c (callers turn that into a problem).
double meanWaitInServiceTimes(double slots, double offeredLoad);

} // namespace ap
