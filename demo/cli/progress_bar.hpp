// A progress bar for long counts, fed by the library's progress callback; and a notice for a
// long search whose progress nobody can measure.
#pragma once

#include <queens/count.hpp>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace queens::cli {

/// Shows a count's progress on standard error once it has taken a second:
/// - on a terminal, a bar redrawn in place and cleared at the end:
///   `[#############.................]  45% 95/212 tasks, about 3 s left`;
/// - otherwise (a log, such as a batch job's), a line every `every_seconds`:
///   `progress:  45% 95/212 tasks after 2 h 5 min, about 2 h 33 min left`.
class progress_bar {
public:
    progress_bar(bool wanted, int every_seconds);
    progress_bar(const progress_bar&) = delete;
    progress_bar& operator=(const progress_bar&) = delete;
    ~progress_bar();

    void operator()(const count_progress& progress);
    /// Before the count: a count estimated to take more than a day says so at once, with its
    /// estimate and how to stop it (on a terminal or in the log, even when quiet); a timed
    /// estimate stands in the bar until the first task ends and the forecast takes over.
    void estimated(const count_estimate& estimate);
    /// Clears the bar's line (if drawn): before the result is written to the same terminal.
    void clear() noexcept;

private:
    bool enabled_;
    bool terminal_;
    bool drawn_ = false;
    double every_;
    double next_line_; // seconds: when the next line goes to the log
    std::chrono::steady_clock::time_point start_;
    std::string estimate_; // "estimated 2.3 x 10^14 nodes, about 3 d 4 h", or empty
};

/// A number given as its log10, as people read it: `92`, `140625`, `2.3 x 10^14`.
[[nodiscard]] std::string spoken_power(double log10);

/// An estimate as a phrase: `about 2.3 x 10^14 nodes, about 3 d 4 h on 2 threads`.
[[nodiscard]] std::string spoken_estimate(const count_estimate& estimate);

/// Says once, on a terminal's standard error, that a search is still going after `after`: the
/// first solution of a large board, found by backtracking, can take hours, and nothing tells
/// how far along it is. Ends (quietly, at once) when destroyed.
class slow_search_notice {
public:
    slow_search_notice(std::string message, std::chrono::milliseconds after);
    slow_search_notice(const slow_search_notice&) = delete;
    slow_search_notice& operator=(const slow_search_notice&) = delete;
    ~slow_search_notice() = default; // the waiter, destroyed first, is stopped and joined

private:
    std::mutex mutex_;
    std::condition_variable_any wake_;
    std::jthread waiter_; // last: it uses the members above, so it ends before they do
};

/// A time as people say it: `40 s`, `12 min 5 s`, `3 h 20 min`, `2 d 7 h`.
[[nodiscard]] std::string spoken_duration(double seconds);

} // namespace queens::cli
