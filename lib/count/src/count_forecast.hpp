// When will a count be done? Private to the library (not installed).
#pragma once

#include <queens/count.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace queens::detail {

/// Forecasts the end of a pool's tasks from the ones finished so far: the measured speed (work
/// per thread-second, the work being each task's estimated size) gives how long the running
/// tasks still take and how long each waiting task will, and the waiting tasks are dealt, in the
/// order they will start, to whichever thread is free first, as the pool deals them. So the
/// forecast knows that the last tasks run on fewer threads than the first ones.
///
/// It is also the pool's tally: which task starts next, and whether all have started or ended.
/// Not thread-safe: the pool calls it under its lock.
class finish_forecast {
public:
    using clock_type = std::chrono::steady_clock;

    /// `work`: each task's estimated size, in the order the tasks start; `threads` run them.
    finish_forecast(std::span<const std::uint64_t> work, std::size_t threads,
                    clock_type::time_point start);

    /// Thread `thread` starts the next task: returns its place in the order (0 for the first).
    std::size_t started(std::size_t thread, clock_type::time_point at);
    /// Thread `thread` finished its task.
    void finished(std::size_t thread, clock_type::time_point at);
    /// Whether every task has started.
    [[nodiscard]] bool all_started() const noexcept { return next_ == work_.size(); }
    /// Whether every task has finished.
    [[nodiscard]] bool all_done() const noexcept { return done_ == work_.size(); }

    /// The progress to report at `now`: the fraction of the forecast wall time that has passed
    /// (never lower than in an earlier report) and the seconds left.
    [[nodiscard]] count_progress at(clock_type::time_point now);

private:
    struct running {
        bool busy = false;
        std::size_t task = 0;
        clock_type::time_point since;
    };

    [[nodiscard]] double seconds_left(clock_type::time_point now, double speed) const;

    std::span<const std::uint64_t> work_;
    clock_type::time_point start_;
    std::vector<running> threads_;
    std::size_t next_ = 0;           // tasks started
    std::size_t done_ = 0;           // tasks finished
    std::uint64_t work_done_ = 0;    // their estimated sizes
    double thread_seconds_done_ = 0; // and the time they took
    double reported_fraction_ = 0;
};

} // namespace queens::detail
