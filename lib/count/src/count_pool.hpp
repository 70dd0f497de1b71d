// Runs a count's tasks on a pool of threads. Private to the library (not installed).
#pragma once

#include "count_estimate.hpp"

#include <queens/count.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>

namespace queens::detail {

/// What one task found.
struct task_result {
    std::uint64_t solutions = 0;
    std::uint64_t fundamental = 0;
};

/// Reports an engine's preparation, before its tasks are planned, through `options.progress`
/// (`count_progress::stage`), from the calling thread: as each stage begins, then about every
/// 0.1 s. What the callback throws passes as it threw it, and ends the preparation there.
class stage_report {
public:
    explicit stage_report(const count_options& options) noexcept : options_{&options} {}
    /// A new stage, `words` saying what it does, reported at once at 0.
    void begin(std::string words);
    /// How far along the stage is, 0 to 1: reported if 0.1 s have passed since the last report.
    void at(double fraction) {
        if (options_->progress && std::chrono::steady_clock::now() >= next_) {
            send(fraction);
        }
    }

private:
    void send(double fraction);

    const count_options* options_;
    std::string words_;
    std::chrono::steady_clock::time_point next_{};
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
