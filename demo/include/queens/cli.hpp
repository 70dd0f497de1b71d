// The `queens` program's command line, reusable: a program of your own with more kinds of
// piece gets the same subcommands (trace, solve, count), options, outputs and exit codes.
//
//   int main(int argc, char** argv) {
//       queens::piece_registry pieces = queens::standard_pieces();
//       pieces.add(queens::kind_of<my_piece>("mine", "a piece of my own"));
//       return queens::cli::run(argc, argv, pieces);
//   }
//
// A trace format of your own is added the same way, to `standard_trace_formats()`.
#pragma once

#include <queens/detail/export.hpp>
#include <queens/registry.hpp>
#include <queens/trace_format.hpp>

#include <functional>
#include <optional>
#include <span>
#include <string_view>

namespace queens::cli {

/// Runs the command line given by `argc`/`argv` with the pieces of `pieces` (`--piece NAME`),
/// writing to standard output, standard error or the files asked for. Returns the exit status:
/// 0 done; 1 a run-time failure (a failed write, out of memory, an extender's code breaking
/// its contract, anything thrown once the work has begun); 2 a usage error, found before any
/// work.
/// While it runs it handles the signals (README, "Guarantees"): SIGPIPE is ignored (a closed
/// reader is an EPIPE it handles), and a signal that ends a process stops the run in any phase.
/// It returns with every disposition as it found it and no stop state left, so it can be
/// called again. After a stop it raises the signal again, as GNU sort does: with the default
/// action the process ends by that signal (the shell shows 128 + N; no core file); a program
/// with a handler of its own for it gets the handler called and 128 + N returned, when the run
/// stops within 0.3 s of the signal. One that does not (a count's task runs until it ends, a
/// write blocks) is ended there by the run's watchdog, whatever the program's handlers: its
/// temporary file removed, the signal raised again (the handler called) and the process ended
/// with 128 + N, without returning, so without the program's `atexit` functions or
/// destructors. A signal ignored when it was called stays ignored. One call at a time: calls
/// do not nest.
[[nodiscard]] QUEENS_API int run(int argc, char** argv, const queens::piece_registry& pieces);
/// The same with the trace formats of `formats` (`trace --format NAME`), yours among them:
/// `standard_trace_formats()` with `add`ed formats of your own.
[[nodiscard]] QUEENS_API int run(int argc, char** argv, const queens::piece_registry& pieces,
                                 const queens::trace_format_registry& formats);
/// The same, with `explore` writing `explorer_page` instead of the queens' own page: the page
/// of your pieces, in the parts that `queens_add_explorer_page` puts in its header
/// (docs/extending.md). All parts empty: built without em++, and `explore` says so.
[[nodiscard]] QUEENS_API int run(int argc, char** argv, const queens::piece_registry& pieces,
                                 const queens::trace_format_registry& formats,
                                 std::optional<std::span<const std::string_view>> explorer_page);
/// The same with the registry made by `pieces` as the run begins, so that a mistake in it (a
/// kind `add` refuses: one that says she is symmetric and is not, say) is said as a run-time
/// failure, exit 1, like any other of an extender's code, not an exception out of `main`:
/// `run(argc, argv, my_pieces, formats, page)`, `my_pieces` a function returning the registry.
[[nodiscard]] QUEENS_API int
run(int argc, char** argv, const std::function<queens::piece_registry()>& pieces,
    const queens::trace_format_registry& formats,
    std::optional<std::span<const std::string_view>> explorer_page = std::nullopt);

} // namespace queens::cli
