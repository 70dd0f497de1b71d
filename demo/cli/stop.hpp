// Stopping on request: every signal whose default action ends the process (INT, TERM, HUP,
// QUIT, USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ, IO, PWR, STKFLT and the real-time signals
// RTMIN..RTMAX) ends a run the same way in every phase (reading the command line, counting,
// merging, writing, building a page): what was done flushed, the output complete (and saying
// it was interrupted) or absent, then the signal raised again so that the process ends by it
// (GNU sort's way: the shell shows 128 + N, and a shell loop around the program stops too),
// without a core file. PIPE is ignored: a closed reader is seen as EPIPE on the write, where
// it is handled (quietly, 141).
#pragma once

#include <atomic>
#include <string>
#include <string_view>
#include <thread>

namespace queens::cli {

/// The signal handling of one run, from its first step to its last (`cli::run` makes one).
/// Made: the stop signals are caught (each sets `stop_requested()`), except those ignored when
/// the run began, which stay ignored as coreutils leaves them (nohup's HUP, a background job's
/// INT), and the real-time signals a program calling `run` handles itself (its timers); PIPE is
/// ignored; a fault (SEGV, BUS, ILL, FPE, ABRT, TRAP, SYS, or one of them sent) removes the
/// temporary file, then ends the process as it would have. System calls are not restarted after a
/// stop signal: a run blocked in open() or write() (a FIFO nobody reads, a full pipe) wakes with
/// EINTR and stops. A run that has not ended 0.3 s after a stop (a task of a count that runs on, a
/// thread that cannot be stopped) is ended there, its temporary file removed (`end_now`). One run
/// at a time: runs do not nest.
class stop_scope {
public:
    stop_scope();
    stop_scope(const stop_scope&) = delete;
    stop_scope& operator=(const stop_scope&) = delete;
    ~stop_scope(); ///< as `end`, without raising the signal again

    /// The run ended with `status`: every disposition the run changed is put back as it was
    /// and the stop state cleared. After a stop, the signal is raised again: with the action
    /// the caller had (the default: the process ends by it, no core file); a caller with a
    /// handler of its own gets it called, and then 128 + the signal returned.
    [[nodiscard]] int end(int status) noexcept;

private:
    std::thread watchdog_;
    bool ended_ = false;
};

/// How a person stops this run, in words that are true of it: "Ctrl-C" at a terminal (or
/// "kill -INT PID"), "kill PID" (TERM) when INT was ignored when the run began (a background
/// job of a script), and empty when neither stops it. `at_terminal`: said to someone at one.
[[nodiscard]] std::string how_to_stop(bool at_terminal);

/// Set once a stop signal arrived (a signal handler sets it: lock-free).
[[nodiscard]] const std::atomic<bool>& stop_requested() noexcept;
/// The exit status for the stop: 128 + the signal (130 for SIGINT).
[[nodiscard]] int stop_status() noexcept;
/// Throws `stopped` when a stop was requested: long steps call it now and then.
void check_stop();
/// Ends the process for the stop now, from any thread, when the run cannot unwind in time:
/// removes the temporary file, puts the dispositions back and raises the signal again (exits
/// with 128 + the signal if the caller's handler returns).
[[noreturn]] void end_now() noexcept;

/// The words said when a fault is a stack overflow (a deep search under a small `ulimit -s`,
/// said as such, exit 1), with the program's name; any other fault ends the run as the fault
/// would, after removing the temporary file.
void name_fault_messages(std::string_view program) noexcept;
/// The temporary file a fault or a late stop must remove (nullptr: none).
void remember_temporary(const char* path) noexcept;
/// What a late stop says on standard error before it ends the run (`end_now`), for a run
/// blocked where it cannot say it itself (a write to a pipe nobody reads); nullptr: nothing.
void last_words(const char* words) noexcept;

/// Thrown by `check_stop`, and by a write or an open that a stop signal interrupted.
struct stopped {};

} // namespace queens::cli
