#pragma once

// The search's worker pool: one job per index, results in their own slots.

#include "recommend/search.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace ap::recommend_detail {

// Runs f(i) for i in [0, n) on `threads` threads. Each i writes only its own slot, so the
// result does not depend on the thread count or on scheduling.
// With a progress record, each finished i counts as a job done, and once the caller asks to
// cancel the remaining i are skipped (the caller then throws SearchCancelled).
template <typename F> void parallelFor(int n, int threads, SearchProgress* progress, F f)
{
    if (progress)
        progress->jobsTotal.fetch_add(n, std::memory_order_relaxed);
    const auto run = [&](int i) {
        if (progress && progress->cancel.load(std::memory_order_relaxed))
            return;
        f(i);
        if (progress)
            progress->jobsDone.fetch_add(1, std::memory_order_relaxed);
    };
    threads = std::clamp(threads, 1, std::max(1, n));
    if (threads == 1) {
        for (int i = 0; i < n; ++i)
            run(i);
        return;
    }
    std::vector<std::thread> pool;
    pool.reserve(size_t(threads));
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            for (int i = t; i < n; i += threads) // interleaved: big counts spread over threads
                run(i);
        });
    for (auto& th : pool)
        th.join();
}

inline bool cancelRequested(const StudyContext& ctx)
{
    return ctx.progress && ctx.progress->cancel.load(std::memory_order_relaxed);
}

} // namespace ap::recommend_detail
