// A progress bar for long counts, fed by the library's progress callback.
#pragma once

#include <queens/count.hpp>

#include <chrono>
#include <string>

namespace queens::cli {

/// Draws `[#####.....] 45% 95/212 tasks, about 3 s left` on standard error once a count has
/// taken a second, and only on a terminal; the line is cleared at the end.
class progress_bar {
public:
    explicit progress_bar(bool wanted);
    progress_bar(const progress_bar&) = delete;
    progress_bar& operator=(const progress_bar&) = delete;
    ~progress_bar();

    void operator()(const count_progress& progress);

private:
    bool enabled_;
    bool drawn_ = false;
    std::chrono::steady_clock::time_point start_;
};

/// A time left as people say it: `40 s`, `12 min 5 s`, `3 h 20 min`, `2 d 7 h`.
[[nodiscard]] std::string spoken_duration(double seconds);

} // namespace queens::cli
