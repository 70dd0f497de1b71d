// Runs a count's tasks on a pool of threads. Private to the library (not installed).
#pragma once

#include "count_estimate.hpp"

#include <queens/count.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>

namespace queens::detail {

/// What one task found.
struct task_result {
    std::uint64_t solutions = 0;
    std::uint64_t fundamental = 0;
};

/// Runs this shard's share of tasks `0..estimates.size() - 1` on `options.threads` threads
/// (each calling `run(i)`) and adds up what they found. The tasks are shuffled in a fixed order
/// (the same in every process, so shards stay disjoint), shards take every k-th of them and
/// run them in that order, and progress is reported from the calling thread with the
/// forecast of `count_forecast.hpp` (each task weighed by its estimate). Before any task
/// starts, `options.estimated` is told this part's share of `whole`, the whole search's tree.
[[nodiscard]] count_result run_tasks(std::span<const std::uint64_t> estimates,
                                     const tree_estimate& whole, const count_options& options,
                                     const std::function<task_result(std::size_t)>& run);

} // namespace queens::detail
