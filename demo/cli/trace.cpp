// queens trace: the queens' conversation, in text, JSON lines, Mermaid, Chrome or a page (its
// options: trace_options.cpp).
#include "../output.hpp"
#include "../paced_sink.hpp"
#include "../replay_page.hpp"
#include "commands.hpp"
#include "stop.hpp"
#include "trace_page.hpp"

#include <queens/board.hpp>
#include <queens/text.hpp>

#include <fmt/format.h>
#include <spdlog/sinks/ostream_sink.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

namespace queens::cli {

namespace {

bool want_colour(colour_choice choice) {
    if (choice != colour_choice::automatic) {
        return choice == colour_choice::always;
    }
    const char* no_colour = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    return (no_colour == nullptr || *no_colour == '\0') &&
           (term == nullptr || std::string(term) != "dumb");
}

/// The library's format a `--format` name writes with: the page replays the JSON lines.
std::string library_format(const std::string& format) {
    return format == "html" ? "jsonl" : format;
}

/// What a trace has found so far: kept when its output fails after the search.
struct found_so_far {
    std::size_t count = 0;
    std::optional<queens::solution> last;
};

/// How a trace of `options` is written. A page or a Mermaid diagram is written whole at the end:
/// the page needs every event, and a diagram is refused whole when it passes Mermaid's limit
/// (50,000 characters), so that a refusal leaves nothing on standard output either.
struct trace_plan {
    spdlog::level::level_enum level;
    bool html;
    bool text;
    bool whole; ///< collected, then written at the end (a page, a Mermaid diagram)
};

trace_plan plan_for(const trace_command& options) {
    const spdlog::level::level_enum level =
        options.level.empty() ? default_level() : spdlog::level::from_str(options.level);
    const bool html = options.format == "html";
    const bool all_or_nothing =
        options.formats->find(library_format(options.format)).create()->all_or_nothing();
    return {level, html, options.format == "text", html || all_or_nothing};
}

/// The logger a trace writes to: the output's, or one collecting every line when the trace
/// is written whole (`trace_plan`).
std::shared_ptr<spdlog::logger> logger_for(const trace_plan& plan, queens::demo::output& out,
                                           std::ostringstream& collected) {
    std::shared_ptr<spdlog::logger> logger = out.logger();
    if (plan.whole) {
        logger = std::make_shared<spdlog::logger>(
            "collect", std::make_shared<spdlog::sinks::ostream_sink_st>(collected));
        logger->set_pattern("%v");
    }
    // The level is the logger's own (spdlog's levels); the page needs every event.
    logger->set_level(plan.html ? spdlog::level::trace : plan.level);
    return logger;
}

/// How a trace of `puzzle` to `out` is written.
trace_options how_for(const trace_command& options, const trace_plan& plan, const problem& puzzle,
                      const queens::demo::output& out) {
    trace_options how = trace_options_for(puzzle, library_format(options.format));
    // The writer colours the text itself: placing and backtracking apart, plain lines in the
    // terminal's own colour (readable on light and dark backgrounds).
    how.color = plan.text && want_colour(options.colour) &&
                (out.to_terminal() || options.colour == colour_choice::always);
    // A terminal narrower than the narrowest width still gets lines broken at it.
    how.width = options.width >= 0 ? options.width
                : plan.text && out.columns() > 0
                    ? std::clamp(out.columns(), queens::min_trace_width, queens::max_trace_width)
                    : 0;
    return how;
}

/// The search of `puzzle`, told to `writer`, its solutions counted in `found`; true when a stop
/// cut it short. A search past what the output can hold ends the run (exit 1), nothing written.
bool search(const trace_command& options, const problem& puzzle, trace_writer& writer,
            queens::demo::output& out, found_so_far& found) {
    try {
        // A page holds what a browser can replay: past that the search stops at once (unless
        // --force), before the page grows to hundreds of megabytes.
        writer.begin(); // Mermaid refuses a board whose names alone pass its limit
        queens::demo::replay_limit limit{writer};
        const bool limited = options.format == "html" && !options.force;
        trace_listener& listener =
            limited ? static_cast<trace_listener&>(limit) : static_cast<trace_listener&>(writer);
        queens::board b = puzzle.make_board(queens::trace_links(listener, puzzle.size()));
        for (auto s = b.first_solution(); s; s = b.next_solution()) {
            found.last = std::move(s);
            if (!options.limit.more(++found.count)) {
                break;
            }
        }
    } catch (const queens::trace_interrupted&) {
        return true;
    } catch (const queens::demo::replay_too_long&) {
        // Found while the search ran, so not a usage error (those are found before any work):
        // a run-time failure, exit 1, and nothing written, as for a Mermaid diagram.
        out.abandon();
        throw std::runtime_error(queens::demo::replay_limit_message() + "; or give --force");
    } catch (const queens::trace_too_large& e) {
        out.abandon();
        throw std::runtime_error(e.what());
    } catch (const stopped&) {
        throw; // a stop woke a blocked write: its bytes are lost, nothing may follow the gap
    } catch (const queens::demo::write_failed&) {
        throw; // the output failed, not her code: nothing more is written to it
    } catch (...) {
        // A piece's code threw mid-search: the trace ends at the question it stopped at (the
        // text trace holds a question back until its answer), the caller says the failure.
        try {
            writer.failed();
        } catch (...) {
            // The output failed as well (or a stop came): hers is the failure said, and the
            // caller still asks whether a stop came.
        }
        throw;
    }
    return false;
}

/// What a trace cut short by a stop holds, said on standard error: every event up to the stop,
/// or those of the level asked and above.
void say_what_it_holds(const trace_command& options, spdlog::level::level_enum level,
                       const trace_writer& writer) {
    const std::string events =
        level <= spdlog::level::trace
            ? std::string{"every event"}
            : fmt::format("the events at level {} and above", spdlog::level::to_string_view(level));
    std::fprintf(
        stderr, "%s: interrupted after %llu messages; %s holds %s up to the stop\n",
        program_name().c_str(), static_cast<unsigned long long>(writer.counts().messages()),
        options.path == "-" ? "the output" : in_quotes(options.path, echoed_path_bytes).c_str(),
        events.c_str());
}

int trace_to(const trace_command& options, bool show_board, found_so_far& found) {
    const problem puzzle = options.board.puzzle(); // checks --size, --piece and --place first
    const trace_plan plan = plan_for(options);
    if (options.width >= 0 && !plan.text) {
        throw usage_error("--width breaks the lines of the text trace: --format " + options.format +
                          " has none to break");
    }
    if (options.pace > 0 && !plan.text) {
        throw usage_error("--pace waits after each line of the text trace: --format " +
                          options.format + " is not read as it is written");
    }
    queens::demo::output out{options.path};
    if (plan.html) {
        refuse_page_on_terminal(out.to_terminal(), "--format html");
    }
    std::ostringstream collected;
    trace_writer writer{logger_for(plan, out, collected), how_for(options, plan, puzzle, out),
                        *options.formats};
    writer.stop_when(&stop_requested());
    std::shared_ptr<queens::demo::paced_sink> paced;
    if (options.pace > 0) { // the text trace goes straight to the output's sinks
        for (spdlog::sink_ptr& sink : out.logger()->sinks()) {
            paced = std::make_shared<queens::demo::paced_sink>(
                sink, std::chrono::milliseconds(options.pace));
            sink = paced;
        }
    }

    work_begins();
    const auto start = std::chrono::steady_clock::now();
    const bool stopped_early = search(options, puzzle, writer, out, found);
    // The search's time: the waits of --pace left out.
    const auto took = std::chrono::steady_clock::now() - start -
                      (paced ? paced->paused() : std::chrono::steady_clock::duration{});
    writer.finish(std::chrono::duration<double>(took).count(), stopped_early);
    if (plan.html && stop_requested().load()) {
        // A page of a cut-short search is not worth the seconds it takes to build: dropped
        // at once, and `out` removes its temporary file.
        std::fprintf(stderr, "%s: interrupted; no page written\n", program_name().c_str());
        return stop_status();
    }
    queens::demo::check_whole(collected); // every line of a page or a diagram, or none
    if (plan.html) {
        const int n = puzzle.size();
        write_trace_page(out, std::move(collected).str(),
                         options.board.counted(static_cast<unsigned>(n)), n);
    } else if (plan.whole) {
        std::string diagram = std::move(collected).str();
        if (!diagram.empty() && diagram.back() == '\n') {
            diagram.pop_back(); // the logger ends the line
        }
        out.logger()->info(diagram);
    }
    if (stop_requested().load() && !stopped_early) {
        return stop_status(); // stopped after the search: `out` removes its temporary file
    }
    out.commit();
    if (stopped_early) {
        say_what_it_holds(options, plan.level, writer);
        return stop_status();
    }
    if (show_board && found.last) {
        std::printf("\n%s", queens::draw(*found.last, unicode_terminal() ? queens::drawing::unicode
                                                                         : queens::drawing::ascii)
                                .c_str());
    }
    return exit_done;
}

} // namespace

int run_trace(const trace_command& options, bool show_board) {
    found_so_far found;
    try {
        return trace_to(options, show_board, found);
    } catch (const queens::demo::write_failed& e) {
        if (stop_requested().load() || e.error() == EPIPE || !found.last) {
            throw; // a stop, a reader gone, or nothing found yet: nothing to keep
        }
        // The conversation is lost; what it concluded is not.
        keep_result(e.what(),
                    fmt::format("{} found; the last: solution {}: {}", solutions(found.count),
                                found.count, queens::to_string(*found.last)),
                    options.path);
        return exit_failure;
    }
}

} // namespace queens::cli
