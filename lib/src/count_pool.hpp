// Runs a count's tasks on a pool of threads. Private to the library (not installed).
#pragma once

#include <queens/count.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>

namespace queens::detail {

/// What one task found.
struct task_result {
    std::uint64_t solutions = 0;
    std::uint64_t fundamental = 0;
};

/// Runs this shard's share of tasks `0..task_count - 1` on `options.threads` threads (each
/// calling `run(i)`), reporting progress from the calling thread, and adds up what they found.
[[nodiscard]] count_result run_tasks(std::size_t task_count, const count_options& options,
                                     const std::function<task_result(std::size_t)>& run);

} // namespace queens::detail
