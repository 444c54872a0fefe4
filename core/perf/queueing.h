#pragma once

namespace ap {

// Requests in flight under Poisson arrivals, for latency objectives stated as percentiles
// (MLPerf Server's 99th-percentile TTFT and TPOT).
//
// A serving engine with continuous batching admits every arrival while it has room, so it
// is an M/G/infinity queue: with Poisson arrivals at rate lambda and requests staying T on
// average, the number in flight at a random instant is Poisson distributed with mean
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

} // namespace ap
