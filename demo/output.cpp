#include "output.hpp"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/sinks/stdout_sinks.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <system_error>
#include <unistd.h>

namespace queens::demo {

namespace fs = std::filesystem;

output::output(const std::string& path, bool colour) : path_{path} {
    spdlog::sink_ptr sink;
    if (path.empty() || path == "-") {
        to_terminal_ = isatty(fileno(stdout)) != 0;
        if (colour) {
            sink = std::make_shared<spdlog::sinks::stdout_color_sink_st>();
        } else {
            sink = std::make_shared<spdlog::sinks::stdout_sink_st>();
        }
    } else {
        std::error_code error;
        const auto status = fs::status(path, error);
        if (fs::is_directory(status)) {
            throw bad_output("cannot write '" + path + "': it is a directory");
        }
        // spdlog would create missing directories; a mistyped path should be an error instead.
        const fs::path parent = fs::path(path).parent_path();
        if (!parent.empty() && !fs::is_directory(parent, error)) {
            throw bad_output("cannot write '" + path + "': no directory '" + parent.string() +
                             "'; give a path in an existing directory, or - for standard output");
        }
        std::string target = path;
        if (!fs::exists(status) || fs::is_regular_file(status)) {
            // Same directory, so the final rename cannot cross file systems.
            std::random_device random;
            temporary_ = path + ".tmp-" + std::to_string(random() % 1000000);
            target = temporary_;
        }
        try {
            sink = std::make_shared<spdlog::sinks::basic_file_sink_st>(target, true);
        } catch (const spdlog::spdlog_ex& e) {
            temporary_.clear();
            throw bad_output("cannot write '" + path + "': " + e.what() +
                             "; give a path in a writable directory, or - for standard output");
        }
    }
    // The caller owns this logger; nothing is registered with spdlog's global registry.
    logger_ = std::make_shared<spdlog::logger>("queens", std::move(sink));
    logger_->set_pattern(colour ? "%^%v%$" : "%v");
    logger_->set_level(spdlog::level::trace);
    // spdlog reports a failed write to an error handler and carries on; here a failed write
    // must stop the run, so the handler throws.
    logger_->set_error_handler([this](const std::string& what) {
        throw write_failed("cannot write '" + (path_.empty() ? std::string("-") : path_) +
                           "': " + what);
    });
}

void output::commit() {
    logger_->flush();
    if (!temporary_.empty()) {
        logger_.reset(); // closes the file before it is moved
        std::error_code error;
        fs::rename(temporary_, path_, error);
        if (error) {
            throw write_failed("cannot move the finished file to '" + path_ +
                               "': " + error.message());
        }
        temporary_.clear();
    } else if (path_.empty() || path_ == "-") {
        if (std::fflush(stdout) != 0) {
            throw write_failed(std::string("cannot write to standard output: ") +
                               std::strerror(errno));
        }
    }
}

output::~output() {
    if (!temporary_.empty()) {
        logger_.reset();
        std::error_code ignored;
        fs::remove(temporary_, ignored);
    }
}

} // namespace queens::demo
