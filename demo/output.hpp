// Where the demo's output goes: the terminal, or a file that is complete or absent.
#pragma once

#include <spdlog/logger.h>

#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace queens::demo {

/// A write to the output failed (a full disk, a closed pipe): the output is not complete.
struct write_failed : std::runtime_error {
    write_failed(const std::string& what, int error = 0)
        : std::runtime_error{what}, errno_{error} {}
    /// The errno of the failed write (EPIPE: the reader is gone, which is no one's error).
    [[nodiscard]] int error() const noexcept { return errno_; }

private:
    int errno_;
};

/// The output path cannot be written at all (no such directory, a directory, no permission):
/// a usage error, found before anything is computed.
struct bad_output : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

/// The logger that carries a trace or a listing to standard output or to `path`.
///
/// A regular file (or a new one) is written to a temporary file created exclusively
/// (`mkstemp`) in the same directory and renamed over the path by `commit`, so a reader never
/// sees half a file and a failed or stopped run leaves nothing behind. `-`, a path that is the
/// caller's own standard output (`/dev/stdout` whatever it points to), a FIFO or a device are
/// written directly. A failed write throws `write_failed` at once.
class output {
public:
    /// `path` empty or "-": standard output. Colours, where wanted, are in the text the trace
    /// writer formats, never added by the sink. Throws `bad_output` for a path that cannot be
    /// written.
    explicit output(const std::string& path);
    output(const output&) = delete;
    output& operator=(const output&) = delete;
    ~output(); // removes the temporary file unless committed

    /// Throws `bad_output` when `path` cannot be written, as the constructor would, without
    /// creating anything: a run checks its output before the work starts.
    static void check_path(const std::string& path);

    [[nodiscard]] const std::shared_ptr<spdlog::logger>& logger() const noexcept { return logger_; }
    [[nodiscard]] bool to_terminal() const noexcept { return to_terminal_; }
    [[nodiscard]] const std::string& path() const noexcept { return path_; }
    /// Writes `text` as it is (no line end added), after what the logger wrote. Throws
    /// `write_failed`.
    void write(std::string_view text);
    /// Flushes everything and moves the file into place. Throws `write_failed`.
    void commit();
    /// Removes the temporary file now (async-signal-safe: `unlink` only), before a quick exit.
    void abandon() noexcept;

private:
    std::string path_;
    std::string temporary_;
    std::FILE* file_ = nullptr; // owned unless it is stdout
    bool to_terminal_ = false;
    std::shared_ptr<spdlog::logger> logger_;
};

/// Flushes standard output; throws `write_failed` (with its errno) if anything written to it
/// was lost.
void flush_stdout();

} // namespace queens::demo
