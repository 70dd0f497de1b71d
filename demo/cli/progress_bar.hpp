// A progress bar for long counts, fed by the library's progress callback.
#pragma once

#include <chrono>
#include <cstdint>

namespace queens::cli {

/// Draws `[#####.....] 45% 95/212 tasks, about 3 s left` on standard error once a count has
/// taken a second, and only on a terminal; the line is cleared at the end.
class progress_bar {
public:
    explicit progress_bar(bool wanted);
    progress_bar(const progress_bar&) = delete;
    progress_bar& operator=(const progress_bar&) = delete;
    ~progress_bar();

    void operator()(std::uint64_t done, std::uint64_t total);

private:
    bool enabled_;
    bool drawn_ = false;
    std::chrono::steady_clock::time_point start_;
};

} // namespace queens::cli
