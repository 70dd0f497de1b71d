// How well the progress bar and the time-left forecast follow a count on all cores.
#pragma once

#include <queens/count.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <vector>

namespace queens::bench {

/// How well progress follows the work on all cores: the bar's fraction at half the wall time
/// (goal: within 15 points of 50 %) and the worst error of the library's time-left forecast
/// once 20 % of the work is done (goal: within 25 %). The error is taken relative to the true
/// time left, or to the 0.1 s between reports when less is left: the count is over by the time
/// a report that close to its end has been drawn. And how far the time estimated before the
/// count started (`count_options::estimated`, for counts large enough to be timed) was from the
/// wall time the count took, as a ratio (0 when it was not timed).
struct progress_accuracy {
    double at_half = 0;
    double worst_eta_error = 0;
    double estimated_over_taken = 0;
    double slowest = 0; // thread seconds
    double fastest = 0;
};

inline progress_accuracy measure_progress(int n) {
    struct sample {
        double seconds;
        queens::count_progress progress;
    };
    std::vector<sample> samples;
    queens::count_options options;
    options.size = n;
    const auto start = std::chrono::steady_clock::now();
    options.progress = [&](const queens::count_progress& progress) {
        samples.push_back(
            {std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
             progress});
    };
    double estimated_seconds = 0;
    options.estimated = [&](const queens::count_estimate& estimate) {
        estimated_seconds = estimate.seconds_log10 ? std::pow(10.0, *estimate.seconds_log10) : 0;
    };
    const auto result = queens::count(options);
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress_accuracy a;
    a.estimated_over_taken = estimated_seconds / wall;
    double best_gap = 1e9;
    for (const auto& [t, progress] : samples) {
        if (std::abs(t - wall / 2) < best_gap) {
            best_gap = std::abs(t - wall / 2);
            a.at_half = progress.fraction;
        }
        if (progress.fraction >= 0.2 && progress.tasks_done < progress.tasks) {
            const double truth = wall - t;
            a.worst_eta_error = std::max(
                a.worst_eta_error, std::abs(progress.seconds_left - truth) / std::max(truth, 0.1));
        }
    }
    a.slowest = *std::max_element(result.thread_seconds.begin(), result.thread_seconds.end());
    a.fastest = *std::min_element(result.thread_seconds.begin(), result.thread_seconds.end());
    return a;
}

} // namespace queens::bench
