// Where the demo's output goes: the terminal, or a file that is complete or absent.
#pragma once

#include <spdlog/logger.h>
#include <sys/types.h>

#include <cstdio>
#include <ios>
#include <memory>
#include <span>
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
/// A regular file (or a new one), wherever it is (/dev/shm, /proc/self/cwd/...), is written to
/// a file of its own in the same directory and moved to its name by `commit`, so a reader never
/// sees half a file and a failed or stopped run leaves the target as it was: an unnamed file
/// (`O_TMPFILE`) where the file system has them, so that even `kill -9` leaves nothing, named
/// at the end by `linkat`; elsewhere a hidden name made exclusively (`mkostemp`) that fits
/// beside any valid name. A symbolic link is written through to its target, as the shell's `>`
/// writes it. `-`, a path that is the caller's own standard output or standard error, a FIFO
/// or a device are written directly. An input of the run is never written (`find_target`).
/// A failed write throws `write_failed` at once.
class output {
public:
    /// `path` empty or "-": standard output. Colours, where wanted, are in the text the trace
    /// writer formats, never added by the sink. `inputs` are the files the run reads, never
    /// written. Throws `bad_output` for a path that cannot be written (the user's to change),
    /// `write_failed` when the machine refuses (out of descriptors, of space).
    explicit output(const std::string& path, std::span<const std::string> inputs = {});
    output(const output&) = delete;
    output& operator=(const output&) = delete;
    ~output(); // removes the temporary file unless committed

    /// Throws `bad_output` when `path` cannot be written, as the constructor would, without
    /// creating anything: a run checks its output before the work starts.
    static void check_path(const std::string& path, std::span<const std::string> inputs = {});

    [[nodiscard]] const std::shared_ptr<spdlog::logger>& logger() const noexcept { return logger_; }
    [[nodiscard]] bool to_terminal() const noexcept { return to_terminal_; }
    /// The terminal's width in columns when writing to one that says it, else 0.
    [[nodiscard]] int columns() const noexcept { return columns_; }
    [[nodiscard]] const std::string& path() const noexcept { return path_; }
    /// Writes `text` as it is (no line end added), after what the logger wrote. Throws
    /// `write_failed`.
    void write(std::string_view text);
    /// Flushes everything and moves the file into place. Throws `write_failed`.
    void commit();
    /// Removes the temporary file now (async-signal-safe: `unlink` only), before a quick exit.
    void abandon() noexcept;
    /// True when the output is a file made beside its target and moved into place by `commit`:
    /// a run that stops leaves the target as it was. False for standard output, a FIFO or a
    /// device, written directly: what they took is theirs.
    [[nodiscard]] bool whole_or_absent() const noexcept { return unnamed_ || !temporary_.empty(); }

private:
    void open_file(bool exists, mode_t mode);
    void name_unnamed(int fd);

    std::string path_;
    std::string final_;         // the file to make: `path_` with its links followed
    std::string temporary_;     // a named temporary file, while there is one
    bool unnamed_ = false;      // written to an O_TMPFILE file, named at the end
    std::FILE* file_ = nullptr; // owned unless it is stdout
    bool to_terminal_ = false;
    int columns_ = 0;
    /// Notes whether `fd` is a terminal, and its width.
    void note_terminal(int fd) noexcept;
    std::shared_ptr<spdlog::logger> logger_;
};

/// How a message names the output at `path`: standard output by that name (never '-'), a path
/// quoted and escaped.
[[nodiscard]] std::string shown(const std::string& path);

/// True when `path` names standard output ("-", empty, /dev/stdout or the file it is).
[[nodiscard]] bool names_standard_output(const std::string& path) noexcept;

/// A failed write to standard output, in the words every output says it in ("cannot write
/// standard output: No space left on device"), its errno kept.
[[nodiscard]] write_failed stdout_write_failed(int error);

/// Flushes standard output; throws `write_failed` (with its errno) if anything written to it
/// was lost.
void flush_stdout();

/// Throws `std::bad_alloc` when `stream` lost text: a stream in memory (a page or a diagram
/// built before it is written) turns a failed allocation into its bad bit and goes on silently,
/// which would write a page cut short as if it were whole.
void check_whole(const std::ios& stream);

/// A write to `name` (as `shown` names it) that a stop signal woke while it was blocked (a pipe
/// or a FIFO nobody reads): part of a line may have gone, and nothing more can follow it. Says
/// so on standard error, clears the words `cut_short_if_ended` left (said once), then throws
/// `cli::stopped`.
[[noreturn]] void interrupted_write(const std::string& name);
/// Before a write to `name` that keeps what it takes (a pipe, a FIFO, a terminal): what the
/// run says if it is ended while blocked in it (`cli::last_words`), that it is cut short.
void cut_short_if_ended(const std::string& name);

} // namespace queens::demo
