// How the benchmarks time things: medians of repeated runs, alternating runs for ratios, and
// the peak memory of a child process.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace queens::bench {

/// A median time and what the timed function returned (a count, to check).
struct timing {
    double seconds = 0;
    std::uint64_t result = 0;
};

/// The median of `values` (the upper one of an even number).
[[nodiscard]] double median(std::vector<double> values);

/// Median time of `count`, repeated more often the faster it is (3 to 9 runs; once past 6 s).
[[nodiscard]] timing measure(const std::function<std::uint64_t()>& count);

/// Medians of `first` and `second` run alternately, so that a change in the machine's load
/// during the run falls on both alike: for comparisons of a few percent. As many rounds as fit
/// in `budget` seconds, 3 to 15: N = 18 would otherwise take 45 minutes (a smoke run, --quick,
/// asks for the 3 rounds alone).
[[nodiscard]] std::pair<timing, timing>
measure_alternately(const std::function<std::uint64_t()>& first,
                    const std::function<std::uint64_t()>& second, double budget = 60.0);

/// Every round runs each contender once, in turn: only ratios taken round by round mean much on
/// a shared machine whose speed drifts.
struct turns {
    std::vector<std::vector<double>> seconds; ///< [contender][round]
    std::vector<std::uint64_t> results;       ///< what each contender returned last

    /// The median time of contender `which`, and what it returned.
    [[nodiscard]] timing median_of(std::size_t which) const;
    /// The median over the rounds of `which`'s time divided by `against`'s.
    [[nodiscard]] double ratio(std::size_t which, std::size_t against) const;
};

/// `contenders` run in turn, round after round: as many rounds as fit in about a minute, at
/// least 3 and at most 15 (N = 18 with four contenders takes about 4 minutes a round).
[[nodiscard]] turns measure_in_turn(const std::vector<std::function<std::uint64_t()>>& contenders);

/// Peak resident memory (KiB) of a child process that runs `count` once; -1 if it failed.
[[nodiscard]] long peak_rss_kib(const std::function<std::uint64_t()>& count);

} // namespace queens::bench
