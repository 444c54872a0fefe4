#pragma once

// The search's worker pool: one job per index, results in their own slots.

#include "recommend/search.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>
#include <utility>
#include <vector>

namespace ap::recommend_detail {

// How many workers parallelFor runs for n jobs on `threads` threads.
inline int workerCount(int n, int threads)
{
    return std::clamp(threads, 1, std::max(1, n));
}

// Runs f(i, worker) for i in [0, n) on workerCount(n, threads) threads; `worker` in
// [0, workerCount) names the thread running the job, for state a thread keeps to itself (a
// Reevaluator, a cache). Each i writes only its own slot, so the result does not depend on
// the thread count or on scheduling as long as a worker's state never changes a result.
// A job that throws is rethrown here (the lowest index's exception when several do).
// With a progress record, each finished i counts as a job done, and once the caller asks to
// cancel the remaining i are skipped (the caller then throws SearchCancelled).
template <typename F> void parallelForWorkers(int n, int threads, SearchProgress* progress, F f)
{
    if (progress)
        progress->jobsTotal.fetch_add(n, std::memory_order_relaxed);
    const auto run = [&](int i, int worker) {
        if (progress && progress->cancel.load(std::memory_order_relaxed))
            return;
        f(i, worker);
        if (progress)
            progress->jobsDone.fetch_add(1, std::memory_order_relaxed);
    };
    threads = workerCount(n, threads);
    if (threads == 1) {
        for (int i = 0; i < n; ++i)
            run(i, 0);
        return;
    }
    // Each worker takes the next index not yet taken, so no thread idles while jobs remain
    // (the jobs of one stage differ in cost by orders of magnitude: a 4,096-device count
    // evaluates hundreds of layouts, a single device a few). A job that throws stops its
    // thread; indices are taken in increasing order, so every index below the lowest that
    // threw ran to its end, and that exception is rethrown once all have joined (the one a
    // single thread would have thrown).
    std::atomic<int> next{0};
    std::vector<std::pair<int, std::exception_ptr>> failed(size_t(threads), {n, nullptr});
    std::vector<std::thread> pool;
    pool.reserve(size_t(threads));
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (int i = next.fetch_add(1, std::memory_order_relaxed); i < n;
                 i = next.fetch_add(1, std::memory_order_relaxed)) {
                try {
                    run(i, t);
                } catch (...) {
                    failed[size_t(t)] = {i, std::current_exception()};
                    return;
                }
            }
        });
    for (auto& th : pool)
        th.join();
    const auto first =
        std::min_element(failed.begin(), failed.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
    if (first->second)
        std::rethrow_exception(first->second);
}

// Runs f(i) for i in [0, n) on `threads` threads (parallelForWorkers without the worker).
template <typename F> void parallelFor(int n, int threads, SearchProgress* progress, F f)
{
    parallelForWorkers(n, threads, progress, [&f](int i, int) { f(i); });
}

inline bool cancelRequested(const StudyContext& ctx)
{
    return ctx.progress && ctx.progress->cancel.load(std::memory_order_relaxed);
}

} // namespace ap::recommend_detail
