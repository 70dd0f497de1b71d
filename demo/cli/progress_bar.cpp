#include "progress_bar.hpp"

#include <fmt/format.h>

#include <cstdio>
#include <string>
#include <unistd.h>

namespace queens::cli {

progress_bar::progress_bar(bool wanted)
    : enabled_{wanted && isatty(fileno(stderr)) != 0}, start_{std::chrono::steady_clock::now()} {}

void progress_bar::operator()(std::uint64_t done, std::uint64_t total) {
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (!enabled_ || elapsed < 1.0 || total == 0) {
        return;
    }
    const double fraction = static_cast<double>(done) / static_cast<double>(total);
    const int width = 30;
    const int filled = static_cast<int>(fraction * width);
    const std::string left =
        done == 0 ? "estimating"
                  : fmt::format("about {:.0f} s left", elapsed * (1 - fraction) / fraction);
    std::fprintf(stderr, "\r[%s%s] %3.0f%% %llu/%llu tasks, %s   ",
                 std::string(static_cast<std::size_t>(filled), '#').c_str(),
                 std::string(static_cast<std::size_t>(width - filled), '.').c_str(), fraction * 100,
                 static_cast<unsigned long long>(done), static_cast<unsigned long long>(total),
                 left.c_str());
    drawn_ = true;
}

progress_bar::~progress_bar() {
    if (drawn_) {
        std::fprintf(stderr, "\r\033[K"); // clear the bar's line
    }
}

} // namespace queens::cli
