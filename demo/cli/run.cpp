// queens::cli::run: the command line, its subcommands and its exit statuses.
#include "../output.hpp"
#include "commands.hpp"
#include "help_format.hpp"
#include "stop.hpp"

#include <queens/board.hpp>
#include <queens/cli.hpp>
#include <queens/text.hpp>
#include <queens/version.hpp>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <new>

#include <sys/resource.h>
#include <unistd.h>

namespace queens::cli {

namespace {

const char* const exit_codes =
    "Exit status: 0 done; 1 run-time failure (a failed write to a file or standard output, a "
    "page or a Mermaid diagram past its limit, out of memory, an extender's code breaking its "
    "contract); 2 usage error; 128+N stopped by "
    "signal N (130 SIGINT, 143 SIGTERM, 129 SIGHUP; every signal that ends a process but KILL, "
    "a fault's signal ending it as it would), leaving a complete output file (saying it was "
    "interrupted) or none.";

struct subcommands {
    CLI::App* trace_app;
    trace_command& trace;
    CLI::App* solve_app;
    solve_command& solve;
    CLI::App* count_app;
    count_command& count;
    CLI::App* merge_app;
    merge_command& merge;
    CLI::App* explore_app;
    explore_command& explore;
    CLI::App* completion_app;
    completion_command& completion;
};

int dispatch(const subcommands& c, const piece_registry& pieces,
             const trace_format_registry& formats) {
    const auto& [trace_app, trace, solve_app, solve, count_app, count, merge_app, merge,
                 explore_app, explore, completion_app, completion] = c;
    if (*completion_app) {
        return run_completion(completion);
    }
    if (*merge_app) {
        return run_merge(merge);
    }
    if (*explore_app) {
        return run_explore(explore);
    }
    if (*trace_app) {
        return run_trace(trace, false);
    }
    if (*solve_app) {
        return run_solve(solve);
    }
    if (*count_app) {
        return run_count(count);
    }
    // No subcommand: the show for the projector.
    trace_command show;
    show.board.pieces = &pieces;
    show.formats = &formats;
    show.board.size = 4;
    return run_trace(show, true);
}

} // namespace

int run(int argc, char** argv, const piece_registry& pieces) {
    return run(argc, argv, pieces, standard_trace_formats());
}

namespace {

/// After --help or --version: what was printed must have reached standard output.
int printed(int status) {
    try {
        queens::demo::flush_stdout();
    } catch (const queens::demo::write_failed& e) {
        if (stop_requested().load()) {
            return stop_status(); // the write a stop signal interrupted
        }
        if (e.error() == EPIPE) {
            return 128 + SIGPIPE; // the reader is gone: no one to tell
        }
        error_line(e.what());
        return exit_failure;
    }
    return status;
}

} // namespace

int run(int argc, char** argv, const piece_registry& pieces, const trace_format_registry& formats) {
    return run(argc, argv, pieces, formats, std::nullopt);
}

namespace {

/// Whether the run's checks are over and its work has begun (`work_begins`).
std::atomic<bool> at_work{false};

/// The status of a refusal (`std::invalid_argument`): before any work, the user's input was
/// refused (2); at work, the code that ran (an extender's piece writing a row off the board,
/// say) is at fault, and what was written may be cut short: a failure (1).
int refusal_status() { return at_work.load() ? exit_failure : exit_usage; }

/// The status of a run that threw, said in one line. Whatever failed after a stop signal
/// failed because of it (an open or a read it interrupted): the stop's status, said by no one.
int failure_status() {
    if (stop_requested().load()) {
        return stop_status();
    }
    try {
        throw;
    } catch (const queens::demo::write_failed& e) {
        if (e.error() == EPIPE) {
            return 128 + SIGPIPE; // the reader is gone: no one to tell, as if SIGPIPE ended us
        }
        error_line(e.what());
        return exit_failure;
    } catch (const std::bad_alloc&) {
        error_line("out of memory");
        return exit_failure;
    } catch (const broken_contract& e) {
        error_line(e.what()); // an extender's code at fault, found at work: not a usage error
        return exit_failure;
    } catch (const usage_error& e) {
        error_line(e.what());
        return exit_usage;
    } catch (const queens::demo::bad_output& e) { // the program's own words, its path whole
        error_line(e.what());
        return refusal_status();
    } catch (const std::invalid_argument& e) { // the library's words, or an extender's
        error_line(at_most_a_screenful(e.what()));
        return refusal_status();
    } catch (const stopped&) {
        return stop_status();
    } catch (const run_failure& e) {
        error_line(e.what());
        return exit_failure;
    } catch (const std::exception& e) {
        error_line(at_most_a_screenful(e.what())); // an extender's code, or the library's (bounded)
        return exit_failure;
    } catch (...) {
        error_line("a failure of an unknown kind");
        return exit_failure;
    }
}

/// The stack limit is a number from the environment like any other: below what the program
/// needs before any board (its registries, CLI11, spdlog), it is refused in one line, before
/// `main`, rather than ending in a SIGSEGV wherever the stack happens to run out. Past it, a
/// board too deep for the stack is said by the fault handler (stop.cpp). Only calls that need
/// no stack to speak of: this runs where little is left.
[[gnu::constructor(101)]] void refuse_a_tiny_stack() noexcept {
    constexpr rlim_t needed = rlim_t{64} * 1024;
    rlimit limit{};
    if (::getrlimit(RLIMIT_STACK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY ||
        limit.rlim_cur >= needed) {
        return;
    }
    // The name it was started as, printable ASCII only (the full escaper needs more stack).
    static char name[65];
    std::size_t at = 0;
    for (const char* c = program_invocation_short_name; *c != '\0' && at + 1 < sizeof name; ++c) {
        name[at++] = *c >= 0x20 && *c < 0x7f ? *c : '?';
    }
    static char line[256];
    const int length =
        std::snprintf(line, sizeof line,
                      "%s: error: the stack limit (ulimit -s) is %lu KiB, below "
                      "the %lu KiB this program needs to start: raise it\n",
                      at == 0 ? "queens" : name, static_cast<unsigned long>(limit.rlim_cur / 1024),
                      static_cast<unsigned long>(needed / 1024));
    if (length > 0) {
        const ssize_t written = ::write(STDERR_FILENO, line, static_cast<std::size_t>(length));
        (void)written; // nothing more can be said if standard error fails here
    }
    ::_exit(exit_failure);
}

int run_command(int argc, char** argv, const piece_registry& pieces,
                const trace_format_registry& formats,
                std::optional<std::span<const std::string_view>> explorer_page) {
    // No arguments at all, not even the program's name (argc 0, as execve allows): the same
    // as the program run alone.
    std::array<char*, 2> alone{const_cast<char*>("queens"), nullptr}; // NOLINT: CLI11 takes char**
    if (argc < 1 || argv == nullptr || argv[0] == nullptr) {
        argc = 1;
        argv = alone.data();
    }
    try {
        set_program_name(argc > 0 ? argv[0] : nullptr);
        // Her program's name leads its help, as it leads its usage lines (an extender's camel).
        CLI::App app{program_name() +
                     ": Timothy Budd's cooperating queens. With no subcommand, watch four "
                     "queens talk their way to the first solution."};
        // Named here, not by CLI11 from argv[0]: its usage lines would print the path as it
        // came (escape sequences, bidi controls), where every other line shows it escaped.
        app.name(program_name());
        app.formatter(help_formatter()); // before the subcommands, which take it
        name_fault_messages(program_name());
        app.set_version_flag("--version", program_name() == "queens"
                                              ? "queens " QUEENS_VERSION
                                              : program_name() + " (queens " QUEENS_VERSION ")");
        app.require_subcommand(0, 1);
        app.failure_message(CLI::FailureMessage::simple);

        trace_command trace;
        auto* trace_app = add_trace(app, trace, pieces, formats);
        solve_command solve;
        auto* solve_app = add_solve(app, solve, pieces);
        count_command count;
        auto* count_app = add_count(app, count, pieces);
        merge_command merge;
        auto* merge_app = add_merge(app, merge, pieces);
        explore_command explore;
        explore.page = explorer_page;
        explore.pieces = &pieces;
        auto* explore_app = add_explore(app, explore);
        completion_command completion;
        auto* completion_app = add_completion(app, completion);
        // Set after the subcommands are made (they would inherit it), so each says it once.
        app.footer(exit_codes);
        for (auto* command :
             {trace_app, solve_app, count_app, merge_app, explore_app, completion_app}) {
            const std::string own = command->get_footer();
            command->footer(own.empty() ? exit_codes : own + "\n\n" + exit_codes);
        }

        try {
            app.parse(argc, argv);
        } catch (const CLI::CallForHelp& e) {
            return printed(app.exit(e));
        } catch (const CLI::CallForAllHelp& e) {
            return printed(app.exit(e));
        } catch (const CLI::CallForVersion& e) {
            return printed(app.exit(e));
        } catch (const CLI::ParseError& e) {
            error_line(parse_refusal(app, e, argc, argv));
            return exit_usage;
        }
        return dispatch({trace_app, trace, solve_app, solve, count_app, count, merge_app, merge,
                         explore_app, explore, completion_app, completion},
                        pieces, formats);
    } catch (...) {
        return failure_status();
    }
}

} // namespace

int run(int argc, char** argv, const piece_registry& pieces, const trace_format_registry& formats,
        std::optional<std::span<const std::string_view>> explorer_page) {
    // Signals are handled from the first step of the run to its last, and put back as they
    // were when it returns (stop.hpp): a stop in any phase ends it the same way.
    stop_scope stops;
    at_work.store(false);
    return stops.end(run_command(argc, argv, pieces, formats, explorer_page));
}

int run(int argc, char** argv, const std::function<piece_registry()>& pieces,
        const trace_format_registry& formats,
        std::optional<std::span<const std::string_view>> explorer_page) {
    std::optional<piece_registry> made;
    {
        stop_scope stops;
        at_work.store(false);
        set_program_name(argc > 0 && argv != nullptr ? argv[0] : nullptr);
        try {
            try {
                made.emplace(pieces());
            } catch (const std::invalid_argument& e) {
                // The program's own code at fault, not the user's words: a failure, exit 1.
                throw broken_contract("this program's kinds of piece: " +
                                      at_most_a_screenful(e.what()));
            }
        } catch (...) {
            return stops.end(failure_status());
        }
    }
    return run(argc, argv, *made, formats, explorer_page);
}

void work_begins() noexcept { at_work.store(true); }

} // namespace queens::cli
