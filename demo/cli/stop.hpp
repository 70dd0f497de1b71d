// Stopping on request: every signal whose default action ends the process (INT, TERM, HUP,
// QUIT, USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ, IO, PWR, STKFLT) ends a run the same way,
// with what was done flushed, the output complete (and saying it was interrupted) or absent,
// and the exit status 128 + the signal. PIPE is ignored: a closed reader is seen as EPIPE on the
// write, where it is handled (quietly, 141).
#pragma once

#include <atomic>
#include <string_view>

namespace queens::cli {

/// Catches the stop signals from now on: each sets `stop_requested()`. System calls are not
/// restarted after a stop signal: a run blocked in open() or write() (a FIFO nobody reads, a
/// full pipe) wakes with EINTR and stops, instead of sleeping on.
void catch_stop_signals();
/// Set once a stop signal arrived (a signal handler sets it: lock-free).
[[nodiscard]] const std::atomic<bool>& stop_requested() noexcept;
/// The exit status for the stop: 128 + the signal (130 for SIGINT).
[[nodiscard]] int stop_status() noexcept;
/// Throws `stopped` when a stop was requested: long steps call it now and then.
void check_stop();

/// From now on a fault (SEGV, BUS) does not leave a temporary file behind: the one registered
/// with `remember_temporary` is removed first. A stack overflow (a deep search under a small
/// `ulimit -s`) is said as such and ends the run with 1; any other fault ends it as the fault
/// would. Called once, at the start of a run.
void catch_faults(std::string_view program) noexcept;
/// The temporary file a fault must remove (nullptr: none), kept for the fault handler.
void remember_temporary(const char* path) noexcept;

/// Thrown by `check_stop`, and by a write or an open that a stop signal interrupted.
struct stopped {};

} // namespace queens::cli
