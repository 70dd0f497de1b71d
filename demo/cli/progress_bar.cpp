#include "progress_bar.hpp"
#include "stop.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <sys/ioctl.h>
#include <system_error>
#include <unistd.h>

namespace queens::cli {

slow_search_notice::slow_search_notice(std::string message, std::chrono::milliseconds after) {
    if (isatty(fileno(stderr)) == 0) {
        return; // a log or a pipe: the caller's own timing says it
    }
    try {
        waiter_ =
            std::jthread{[this, message = std::move(message), after](const std::stop_token& stop) {
                std::unique_lock lock{mutex_};
                (void)wake_.wait_for(lock, stop, after, [] { return false; }); // the time or a stop
                if (!stop.stop_requested()) {
                    std::fprintf(stderr, "%s\n", message.c_str());
                }
            }};
    } catch (const std::system_error&) {
        // No thread to spare (a small `ulimit -v`): the notice is a courtesy, the search is not.
    }
}

std::string spoken_duration(double seconds) {
    const auto whole = static_cast<long long>(std::llround(std::max(0.0, seconds)));
    const long long minute = 60;
    const long long hour = 60 * minute;
    const long long day = 24 * hour;
    if (whole < minute) {
        return fmt::format("{} s", whole);
    }
    if (whole < hour) {
        return fmt::format("{} min {} s", whole / minute, whole % minute);
    }
    if (whole < day) {
        return fmt::format("{} h {} min", whole / hour, whole % hour / minute);
    }
    return fmt::format("{} d {} h", whole / day, whole % day / hour);
}

std::string spoken_power(double log10) {
    if (log10 < 6) {
        return fmt::format("{}", std::llround(std::pow(10.0, log10)));
    }
    const double exponent = std::floor(log10);
    const double mantissa = std::pow(10.0, log10 - exponent);
    if (mantissa >= 9.95) { // 9.96 x 10^14 rounds to 10 x 10^14
        return fmt::format("1.0 x 10^{:.0f}", exponent + 1);
    }
    return fmt::format("{:.1f} x 10^{:.0f}", mantissa, exponent);
}

namespace {

/// The time of an estimate with `seconds_log10`: `about 3 d 4 h`, `at least 2.1 x 10^8 years`.
std::string spoken_time(const count_estimate& estimate) {
    const double year_log10 = std::log10(365.25 * 24 * 3600);
    const double seconds_log10 = estimate.seconds_log10.value_or(0);
    return fmt::format("{} {}", estimate.at_least ? "at least" : "about",
                       seconds_log10 < year_log10 + 2
                           ? spoken_duration(std::pow(10.0, seconds_log10))
                           : spoken_power(seconds_log10 - year_log10) + " years");
}

} // namespace

std::string spoken_estimate(const count_estimate& estimate) {
    std::string said = fmt::format("{} {} nodes", estimate.at_least ? "at least" : "about",
                                   spoken_power(estimate.nodes_log10));
    if (estimate.seconds_log10) {
        said += fmt::format(", {} on {} {}", spoken_time(estimate), estimate.threads,
                            estimate.threads == 1 ? "thread" : "threads");
    }
    return said;
}

void progress_bar::estimated(const count_estimate& estimate) {
    if (!estimate.seconds_log10) {
        return;
    }
    estimate_ = "estimated " + spoken_estimate(estimate);
    short_estimate_ = spoken_time(estimate) + " in all";
    if (*estimate.seconds_log10 < std::log10(24.0 * 3600)) {
        return;
    }
    std::fprintf(stderr, "count: this count would take more than a day on this machine: %s.\n",
                 spoken_estimate(estimate).c_str());
    // Only a signal that stops this run is named (INT may have been ignored when it began).
    if (const std::string how = how_to_stop(terminal_); !how.empty()) {
        std::fprintf(stderr, "count: %s%s stops it, leaving no file.\n", how.c_str(),
                     terminal_ ? "" : " (or scancel, for a batch job)");
    }
    std::fflush(stderr);
}

progress_bar::progress_bar(bool wanted, int every_seconds)
    : enabled_{wanted}, terminal_{isatty(fileno(stderr)) != 0}, every_{static_cast<double>(
                                                                    every_seconds)},
      next_line_{static_cast<double>(every_seconds)}, start_{std::chrono::steady_clock::now()} {
    struct winsize size {};
    columns_ = terminal_ && ::ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 ? size.ws_col : 0;
}

void progress_bar::operator()(const count_progress& progress) {
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const bool preparing = !progress.stage.empty();
    if (!enabled_ || elapsed < 1.0 || (!preparing && progress.tasks == 0) ||
        (!preparing && progress.tasks_done == progress.tasks) ||
        (!terminal_ && elapsed < next_line_)) {
        return;
    }
    const double fraction = preparing ? progress.stage_fraction : progress.fraction;
    // What follows the percentage: the stage (the library's words, printable ASCII), or the
    // tasks and the time left; and a short form of it for a narrow terminal.
    std::string said = progress.stage;
    std::string short_said = said.substr(0, said.find(':'));
    if (!preparing) {
        const std::string counted = fmt::format("{}/{} tasks", progress.tasks_done, progress.tasks);
        const auto left = [&](const std::string& estimate) {
            return progress.seconds_left < 0 ? (estimate.empty() ? "estimating" : estimate)
                   : progress.seconds_left < 0.5
                       ? "less than a second left"
                       : "about " + spoken_duration(progress.seconds_left) + " left";
        };
        if (!terminal_) {
            said = counted + " after " + spoken_duration(elapsed) + ", " + left(estimate_);
        } else {
            said = counted + ", " + left(estimate_);
            short_said = counted + ", " + left(short_estimate_);
        }
    } else if (!terminal_) {
        said += ", after " + spoken_duration(elapsed);
    }
    if (!terminal_) {
        std::fprintf(stderr, "progress: %3.0f%% %s\n", fraction * 100, said.c_str());
        std::fflush(stderr);
        // On the interval's own beat (60 s, 120 s, ...), however late this report came.
        next_line_ = (std::floor(elapsed / every_) + 1) * every_;
        return;
    }
    std::fprintf(stderr, "\r%s\033[K", bar_line(fraction, said, short_said).c_str());
    drawn_ = true;
}

std::string progress_bar::bar_line(double fraction, const std::string& said,
                                   const std::string& short_said) const {
    const auto line = [&](int width, const std::string& words) {
        const int filled = std::clamp(static_cast<int>(fraction * width), 0, width);
        return fmt::format("[{}{}] {:3.0f}% {}", std::string(static_cast<std::size_t>(filled), '#'),
                           std::string(static_cast<std::size_t>(width - filled), '.'),
                           fraction * 100, words);
    };
    // One column is left free: a line that fills the terminal's last column wraps on some.
    const std::size_t room = columns_ > 1 ? columns_ - 1 : std::string::npos;
    for (const int width : {30, 10}) {
        for (const std::string* words : {&said, &short_said}) {
            std::string drawn = line(width, *words);
            if (drawn.size() <= room) {
                return drawn;
            }
        }
    }
    return line(10, short_said).substr(0, room); // printable ASCII: a byte a column
}

void progress_bar::clear() noexcept {
    if (drawn_) {
        std::fprintf(stderr, "\r\033[K"); // clear the bar's line
        drawn_ = false;
    }
}

progress_bar::~progress_bar() { clear(); }

} // namespace queens::cli
