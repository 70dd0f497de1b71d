// A sink that hands every line to another and then waits: the text trace at a pace a class can
// follow (`queens trace --pace MS`). A decorator of spdlog's sinks, as its dist_sink delegates:
// it forwards everything and adds the wait. Private to the program.
#pragma once

#include "cli/stop.hpp"

#include <spdlog/sinks/sink.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <utility>

namespace queens::demo {

class paced_sink final : public spdlog::sinks::sink {
public:
    using clock = std::chrono::steady_clock;

    paced_sink(std::shared_ptr<spdlog::sinks::sink> inner, std::chrono::milliseconds pause)
        : inner_{std::move(inner)}, pause_{pause} {}

    /// The line, shown at once (flushed), then the pause. A stop asked for ends the pause
    /// within 20 ms; the trace's writer then ends the trace.
    void log(const spdlog::details::log_msg& message) override {
        inner_->log(message);
        const auto start = clock::now();
        inner_->flush();
        const auto until = start + pause_;
        for (auto now = start; now < until && !queens::cli::stop_requested().load();
             now = clock::now()) {
            std::this_thread::sleep_for(
                std::min<clock::duration>(until - now, std::chrono::milliseconds(20)));
        }
        paused_ += clock::now() - start;
    }
    void flush() override { inner_->flush(); }
    void set_pattern(const std::string& pattern) override { inner_->set_pattern(pattern); }
    void set_formatter(std::unique_ptr<spdlog::formatter> formatter) override {
        inner_->set_formatter(std::move(formatter));
    }

    /// The time spent showing each line at once and waiting: not the search's, so the
    /// summary leaves it out.
    [[nodiscard]] clock::duration paused() const noexcept { return paused_; }

private:
    std::shared_ptr<spdlog::sinks::sink> inner_;
    std::chrono::milliseconds pause_;
    clock::duration paused_{};
};

} // namespace queens::demo
