// Where the demo's output goes: the terminal, or a file that is complete or absent.
#pragma once

#include <spdlog/logger.h>

#include <memory>
#include <stdexcept>
#include <string>

namespace queens::demo {

/// A write to the output failed (a full disk, a closed pipe): the output is not complete.
struct write_failed : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// The output path cannot be written at all (no such directory, a directory, no permission):
/// a usage error, found before anything is computed.
struct bad_output : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

/// The logger that carries a trace or a listing to standard output or to `path`.
///
/// A regular file is written under a temporary name in the same directory and renamed into
/// place by `commit`, so a reader never sees half a file and a failed run leaves nothing
/// behind. Other paths (a device like /dev/null, a pipe) are written directly.
class output {
public:
    /// Throws `bad_output` for a path that cannot be written.
    /// `path` empty or "-": standard output, coloured by level when `colour` and a terminal.
    output(const std::string& path, bool colour);
    output(const output&) = delete;
    output& operator=(const output&) = delete;
    ~output(); // removes the temporary file unless committed

    [[nodiscard]] const std::shared_ptr<spdlog::logger>& logger() const noexcept { return logger_; }
    [[nodiscard]] bool to_terminal() const noexcept { return to_terminal_; }
    [[nodiscard]] const std::string& path() const noexcept { return path_; }
    /// Flushes everything and moves the file into place. Throws `write_failed`.
    void commit();

private:
    std::string path_;
    std::string temporary_;
    bool to_terminal_ = false;
    std::shared_ptr<spdlog::logger> logger_;
};

} // namespace queens::demo
