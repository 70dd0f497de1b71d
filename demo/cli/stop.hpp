// Stopping on request: SIGINT, SIGTERM and SIGHUP end a run the same way, with what was done
// flushed, the output complete (and saying it was interrupted) or absent, and the exit status
// 128 + the signal.
#pragma once

#include <atomic>

namespace queens::cli {

/// Catches SIGINT, SIGTERM and SIGHUP from now on: each sets `stop_requested()`.
void catch_stop_signals();
/// Set once a stop signal arrived (a signal handler sets it: lock-free).
[[nodiscard]] const std::atomic<bool>& stop_requested() noexcept;
/// The exit status for the stop: 128 + the signal (130 for SIGINT).
[[nodiscard]] int stop_status() noexcept;
/// Throws `stopped` when a stop was requested: long steps call it now and then.
void check_stop();

/// Thrown by `check_stop`.
struct stopped {};

} // namespace queens::cli
