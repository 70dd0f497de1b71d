// A progress bar for long counts, fed by the library's progress callback; and a notice for a
// long search whose progress nobody can measure.
#pragma once

#include <queens/count.hpp>

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>

namespace queens::cli {

/// Shows a count's progress on standard error once it has taken a second:
/// - on a terminal, a bar redrawn in place, fitted to the terminal's width, and cleared at the
///   end: `[#############.................]  45% 95/212 tasks, about 3 s left`;
/// - otherwise (a log, such as a batch job's), a line every `every_seconds`:
///   `progress:  45% 95/212 tasks after 2 h 5 min, about 2 h 33 min left`.
/// Before the tasks, an engine's preparation (`count_progress::stage`) in the same places:
///   `[##########....................]  35% building the quarter table: about 67 million ...`.
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
    /// The bar's line for `fraction`, followed by `said`, or by `short_said` and a shorter bar
    /// when the terminal is too narrow for it, cut to fit at the last.
    [[nodiscard]] std::string bar_line(double fraction, const std::string& said,
                                       const std::string& short_said) const;

    bool enabled_;
    bool terminal_;
    bool drawn_ = false;
    std::size_t columns_ = 0; // the terminal's width; 0 when it says none
    double every_;
    double next_line_; // seconds: when the next line goes to the log
    std::chrono::steady_clock::time_point start_;
    std::string estimate_;       // "estimated about 2.3 x 10^14 nodes, about 3 d 4 h", or empty
    std::string short_estimate_; // "about 3 d 4 h in all", or empty
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
