// The benchmark's speed goals, measured in one go per N: the fast queens (what `count` runs for
// queens) on one thread and on two, the quadrant join (the yardstick), and for information the
// constellation engine against NQueensFAF's method and Takaken's kind, run in turn round by
// round (the machine is shared: only ratios of neighbouring runs mean anything), every count
// checked against A000170.
#pragma once

#include "baselines.hpp"
#include "faf_baseline.hpp"
#include "measure.hpp"
#include "quadrant_baseline.hpp"

#include <queens/count.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace queens::bench {

/// OEIS A000170, n = 0..20.
constexpr std::uint64_t a000170[] = {
    1,    0,     0,     0,      2,       10,       4,        40,        92,         352,        724,
    2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624, 4968057848, 39029188884};

struct goal_row {
    int n = 0;
    double one_thread = 0;  ///< fast queens, 1 thread / the quadrant join
    double two_threads = 0; ///< fast queens, 2 threads / 1 thread, wall time
    double faf = 0;         ///< the constellation engine, 1 thread / NQueensFAF's method
    double takaken = 0;     ///< the constellation engine, 1 thread / Takaken's kind
    int wrong_counts = 0;
};

/// Measures and prints the goals' figures for `n` (8 <= n <= 20).
inline goal_row measure_goal_row(int n) {
    const auto fast = [n](int threads, std::vector<double>* slowest, std::vector<double>* fastest,
                          queens::count_engine engine = queens::count_engine::automatic) {
        queens::count_options options;
        options.size = n;
        options.threads = threads;
        options.engine = engine;
        const auto result = queens::count(options);
        const auto& busy = result.thread_seconds;
        if (slowest != nullptr && !busy.empty()) {
            slowest->push_back(*std::max_element(busy.begin(), busy.end()));
            fastest->push_back(*std::min_element(busy.begin(), busy.end()));
        }
        return result.solutions;
    };
    std::vector<double> slowest;
    std::vector<double> fastest;
    const turns t = measure_in_turn(
        {[&] { return fast(1, nullptr, nullptr); }, [&] { return fast(2, &slowest, &fastest); },
         [n] { return baseline::quadrant::counter::count(n); },
         [n] { return baseline::faf::counter::count(n); },
         [n] { return baseline::takaken::count(n).total; },
         [&] { return fast(1, nullptr, nullptr, queens::count_engine::constellations); }});
    goal_row r{n, t.ratio(0, 2), t.ratio(1, 0), t.ratio(5, 3), t.ratio(5, 4), 0};
    for (const std::uint64_t result : t.results) {
        if (result != a000170[n]) {
            std::printf("  WRONG COUNT at N = %d: %llu, expected %llu\n", n,
                        static_cast<unsigned long long>(result),
                        static_cast<unsigned long long>(a000170[n]));
            ++r.wrong_counts;
        }
    }
    std::printf("  N = %2d (%zu rounds)  fast 1 thread %8.4f s, quadrant join %8.4f s (%.3fx)\n", n,
                t.seconds[0].size(), t.median_of(0).seconds, t.median_of(2).seconds, r.one_thread);
    std::printf("          constellation engine %8.4f s: NQueensFAF %8.4f s (%.3fx), Takaken "
                "%8.4f s (%.3fx)\n",
                t.median_of(5).seconds, t.median_of(3).seconds, r.faf, t.median_of(4).seconds,
                r.takaken);
    std::printf("          2 threads %8.4f s (%.3fx of 1 thread), threads busy %.4f s (slowest) "
                "and %.4f s (fastest), medians\n",
                t.median_of(1).seconds, r.two_threads, slowest.empty() ? 0 : median(slowest),
                fastest.empty() ? 0 : median(fastest));
    return r;
}

} // namespace queens::bench
