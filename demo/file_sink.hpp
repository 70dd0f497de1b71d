// The sink the program's output is written through: spdlog's base_sink over a FILE*, throwing
// at the first failed write (output.cpp). Private to the program.
#pragma once

#include "cli/stop.hpp"
#include "output.hpp"

#include <spdlog/details/null_mutex.h>
#include <spdlog/sinks/base_sink.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>

namespace queens::demo {

/// Writes each formatted line to a FILE*, and throws at the first failed write.
class file_sink final : public spdlog::sinks::base_sink<spdlog::details::null_mutex> {
public:
    /// `keeps`: what the file takes stays even when the run is cut short (a pipe, a FIFO, a
    /// terminal), rather than a file made aside and removed.
    file_sink(std::FILE* file, std::string name, bool keeps)
        : file_{file}, name_{std::move(name)}, keeps_{keeps} {}

protected:
    void sink_it_(const spdlog::details::log_msg& message) override {
        if (keeps_ && !told_) { // from the first line on, a run ended in a write cut it short
            cut_short_if_ended(name_);
            told_ = true;
        }
        spdlog::memory_buf_t line;
        formatter_->format(message, line);
        if (std::fwrite(line.data(), 1, line.size(), file_) != line.size()) {
            fail();
        }
    }
    void flush_() override {
        if (std::fflush(file_) != 0) {
            fail();
        }
    }

private:
    [[noreturn]] void fail() const {
        const int error = errno;
        if (error == EINTR && queens::cli::stop_requested().load()) {
            interrupted_write(name_); // a stop signal woke a blocked write
        }
        throw write_failed("cannot write " + name_ + ": " + std::strerror(error), error);
    }
    std::FILE* file_;
    std::string name_;
    bool keeps_;
    bool told_ = false;
};

} // namespace queens::demo
