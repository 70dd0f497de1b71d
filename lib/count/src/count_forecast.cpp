#include "count_forecast.hpp"

#include <algorithm>
#include <functional>
#include <queue>

namespace queens::detail {
namespace {

double seconds_between(finish_forecast::clock_type::time_point from,
                       finish_forecast::clock_type::time_point to) {
    return std::chrono::duration<double>(to - from).count();
}

} // namespace

finish_forecast::finish_forecast(std::span<const std::uint64_t> work, std::size_t threads,
                                 clock_type::time_point start)
    : work_{work}, start_{start}, threads_(threads) {}

std::size_t finish_forecast::started(std::size_t thread, clock_type::time_point at) {
    threads_[thread] = {true, next_, at};
    return next_++;
}

void finish_forecast::finished(std::size_t thread, clock_type::time_point at) {
    running& was = threads_[thread];
    ++done_;
    work_done_ += work_[was.task];
    thread_seconds_done_ += seconds_between(was.since, at);
    was.busy = false;
}

double finish_forecast::seconds_left(clock_type::time_point now, double speed) const {
    // When each thread is free: now for an idle one, after its task's forecast rest for a busy
    // one. A task that has outrun its estimate is given a tenth of it more: the estimate was
    // short, and nothing better is known about it.
    std::priority_queue<double, std::vector<double>, std::greater<>> free_at;
    for (const running& thread : threads_) {
        double rest = 0;
        if (thread.busy) {
            const double expected = static_cast<double>(work_[thread.task]) / speed;
            rest = std::max(expected - seconds_between(thread.since, now), expected / 10);
        }
        free_at.push(rest);
    }
    // The waiting tasks go, in order, to the thread free first.
    for (std::size_t task = next_; task < work_.size(); ++task) {
        const double free = free_at.top();
        free_at.pop();
        free_at.push(free + static_cast<double>(work_[task]) / speed);
    }
    double last = 0;
    while (!free_at.empty()) {
        last = free_at.top();
        free_at.pop();
    }
    return last;
}

count_progress finish_forecast::at(clock_type::time_point now) {
    count_progress progress;
    progress.tasks_done = done_;
    progress.tasks = work_.size();
    if (all_done()) {
        reported_fraction_ = 1;
        progress.seconds_left = 0;
    } else if (done_ > 0) {
        const double speed = static_cast<double>(work_done_) / std::max(thread_seconds_done_, 1e-9);
        const double elapsed = seconds_between(start_, now);
        progress.seconds_left = seconds_left(now, speed);
        reported_fraction_ =
            std::max(reported_fraction_, elapsed / (elapsed + progress.seconds_left));
    }
    progress.fraction = reported_fraction_;
    return progress;
}

} // namespace queens::detail
