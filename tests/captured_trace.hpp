// What a trace wrote, kept for a test: a spdlog logger over a string, and its lines.
#pragma once

#include <spdlog/logger.h>
#include <spdlog/sinks/ostream_sink.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace queens_test {

/// `text` split at its line ends (the ends dropped, a last line without one kept).
inline std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in{text};
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

/// A logger that keeps every line as it is (pattern `%v`, level trace), and what it kept.
struct captured_trace {
    std::ostringstream text;
    std::shared_ptr<spdlog::logger> logger = std::make_shared<spdlog::logger>(
        "capture", std::make_shared<spdlog::sinks::ostream_sink_st>(text));
    captured_trace() {
        logger->set_pattern("%v");
        logger->set_level(spdlog::level::trace);
    }
    [[nodiscard]] std::vector<std::string> lines() const { return lines_of(text.str()); }
};

} // namespace queens_test
