// queens trace: the queens' conversation, in text, JSON lines, Mermaid, Chrome or a page.
#include "../output.hpp"
#include "../replay_page.hpp"
#include "commands.hpp"
#include "stop.hpp"

#include <queens/board.hpp>
#include <queens/text.hpp>

#include <fmt/format.h>
#include <spdlog/sinks/ostream_sink.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <future>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <system_error>

namespace queens::cli {

CLI::App* add_trace(CLI::App& app, trace_command& options, const piece_registry& pieces,
                    const trace_format_registry& formats) {
    auto* command = app.add_subcommand("trace", "tell the queens' conversation");
    options.board.add_to(*command, pieces, 4);
    options.limit.add_to(*command);
    add_enum(*command, "--level", options.level,
             {{"trace", std::string{"trace"}},
              {"debug", std::string{"debug"}},
              {"info", std::string{"info"}}},
             "spdlog's levels the trace uses (default: SPDLOG_LEVEL, else trace): info: the "
             "solutions; debug: + find_solution/advance; trace: + every can_attack");
    // The formats of the registry, and the replay page built on JSON lines.
    options.formats = &formats;
    std::vector<std::pair<std::string, std::string>> names;
    std::string listed = "Formats:";
    for (const trace_format_kind& kind : formats.kinds()) {
        names.emplace_back(kind.name, kind.name);
        listed += fmt::format("\n  {:<12} {}", kind.name, escaped(kind.summary));
    }
    names.emplace_back("html", "html");
    listed += fmt::format("\n  {:<12} {}", "html", "a page that replays the trace in a browser");
    add_enum(*command, "--format", options.format, names, "how to write it (listed below)");
    command->footer(command->get_footer() + "\n\n" + listed);
    add_enum(*command, "--color", options.colour,
             {{"auto", colour_choice::automatic},
              {"always", colour_choice::always},
              {"never", colour_choice::never}},
             "colour the text trace (auto: on a terminal, unless NO_COLOR is set or TERM=dumb)");
    file_option(command->add_option("-o,--output", options.path,
                                    "write to FILE instead of standard output"));
    command->add_flag("--force", options.force,
                      "write an html page even past the size a browser can replay");
    return command;
}

spdlog::level::level_enum default_level() {
    const char* env = std::getenv("SPDLOG_LEVEL");
    // spdlog's own form: "info" or "info,mylogger=debug,other=off"; the entry without '='
    // is the level of every logger, and the trace has no named one.
    std::string name;
    for (std::string_view rest = env == nullptr ? "" : env; !rest.empty();) {
        const std::size_t comma = std::min(rest.find(','), rest.size());
        const std::string_view entry = rest.substr(0, comma);
        if (entry.find('=') == std::string_view::npos) {
            name = entry;
        }
        rest.remove_prefix(std::min(comma + 1, rest.size()));
    }
    if (name.empty()) {
        return spdlog::level::trace;
    }
    // Only the levels the trace writes at: above info (warn, err, critical, off) it would be
    // silent.
    const auto level = spdlog::level::from_str(name);
    if (level == spdlog::level::trace || level == spdlog::level::debug ||
        level == spdlog::level::info) {
        return level;
    }
    throw usage_error("SPDLOG_LEVEL " + in_quotes(name) +
                      " is not accepted for a trace: trace, debug or info (the levels the trace "
                      "writes at)");
}

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

/// `build` started on a thread of its own. A thread that cannot start (a small `ulimit -v` or
/// `ulimit -u`) is said with what failed and what to do, not as the bare "Resource temporarily
/// unavailable" of the system's error.
template <typename Build>
auto aside(Build build) {
    try {
        return std::async(std::launch::async, std::move(build));
    } catch (const std::system_error& e) {
        throw std::runtime_error(std::string{"cannot start the thread that builds the page ("} +
                                 e.what() +
                                 "): raise the limit on memory or processes (ulimit -v, "
                                 "ulimit -u), or write the trace with --format jsonl");
    }
}

/// The page written a megabyte at a time, so a stop is answered between two of them (or wakes
/// a blocked write). A file is left as it was; what a pipe or a FIFO took cannot be taken
/// back, and the words said at the stop say so, also when the run is ended blocked in a write
/// (`last_words`). Throws `stopped` after a stop.
void write_page(queens::demo::output& out, std::string page) {
    page += '\n';
    const std::string said = program_name() + ": interrupted while writing the page; ";
    const std::string sent = said + (out.whole_or_absent() ? "nothing written\n"
                                                           : "what was sent of it is incomplete\n");
    const auto stop_here = [&out](const std::string& words) {
        last_words(nullptr); // said here, once
        out.abandon();
        std::fputs(words.c_str(), stderr);
        throw stopped{};
    };
    if (stop_requested().load()) {
        stop_here(said + "nothing written\n");
    }
    last_words(sent.c_str()); // for a run ended while blocked in a write
    constexpr std::size_t slice = std::size_t{1} << 20U;
    for (std::size_t at = 0; at < page.size(); at += slice) {
        if (stop_requested().load()) {
            stop_here(sent);
        }
        try {
            out.write(std::string_view{page}.substr(at, slice));
        } catch (const stopped&) {
            stop_here(sent);
        }
    }
    last_words(nullptr);
}

} // namespace

namespace {

/// What a trace has found so far: kept when its output fails after the search.
struct found_so_far {
    std::size_t count = 0;
    std::optional<queens::solution> last;
};

int trace_to(const trace_command& options, bool show_board, found_so_far& found) {
    const problem puzzle = options.board.puzzle(); // checks --size, --piece and --place first
    const spdlog::level::level_enum level =
        options.level.empty() ? default_level() : spdlog::level::from_str(options.level);
    const int n = puzzle.size();
    const bool html = options.format == "html";
    const bool text = options.format == "text";
    // A Mermaid diagram is refused whole when it passes Mermaid's limit (50,000 characters),
    // so it is held until it is complete: a refusal leaves nothing on standard output either.
    const bool whole =
        options.formats->find(library_format(options.format)).make()->all_or_nothing();
    queens::demo::output out{options.path};

    // The page needs every event; it is written at the end, so collect the lines first.
    std::ostringstream collected;
    std::shared_ptr<spdlog::logger> logger = out.logger();
    if (html || whole) {
        logger = std::make_shared<spdlog::logger>(
            "collect", std::make_shared<spdlog::sinks::ostream_sink_st>(collected));
        logger->set_pattern("%v");
        logger->set_level(spdlog::level::trace);
    }
    // The level is the logger's own (spdlog's levels); the page needs every event.
    logger->set_level(html ? spdlog::level::trace : level);
    trace_options how = trace_options_for(puzzle, library_format(options.format));
    // The writer colours the text itself: placing and backtracking apart, plain lines in the
    // terminal's own colour (readable on light and dark backgrounds).
    how.color = text && want_colour(options.colour) &&
                (out.to_terminal() || options.colour == colour_choice::always);
    trace_writer writer{logger, how, *options.formats};
    writer.stop_when(&stop_requested());

    const auto start = std::chrono::steady_clock::now();
    std::optional<queens::solution>& last = found.last;
    bool stopped_early = false;
    writer.begin();
    try {
        // A page holds what a browser can replay: past that the search stops at once (unless
        // --force), before the page grows to hundreds of megabytes.
        queens::demo::replay_limit limit{writer};
        trace_listener& listener = html && !options.force ? static_cast<trace_listener&>(limit)
                                                          : static_cast<trace_listener&>(writer);
        queens::board b = puzzle.make_board(queens::trace_links(listener, n));
        for (auto s = b.first_solution(); s; s = b.next_solution()) {
            last = std::move(s);
            if (!options.limit.more(++found.count)) {
                break;
            }
        }
    } catch (const queens::trace_interrupted&) {
        stopped_early = true;
    } catch (const queens::demo::replay_too_long&) {
        // Found while the search ran, so not a usage error (those are found before any work):
        // a run-time failure, exit 1, and nothing written, as for a Mermaid diagram.
        out.abandon();
        throw std::runtime_error(queens::demo::replay_limit_message() + "; or give --force");
    } catch (const queens::trace_too_large& e) {
        out.abandon();
        throw std::runtime_error(e.what());
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    writer.finish(seconds, stopped_early);
    if (html && stop_requested().load()) {
        // A page of a cut-short search is not worth the seconds it takes to build: dropped
        // at once, and `out` removes its temporary file.
        std::fprintf(stderr, "%s: interrupted; no page written\n", program_name().c_str());
        return stop_status();
    }
    if (html) {
        // Splitting the lines and building the page take seconds for the largest traces: they
        // run aside while this thread answers a stop within 100 ms (the file is then absent,
        // no temp file left).
        auto building = aside([&] {
            std::vector<std::string> lines;
            {
                std::istringstream in{std::move(collected).str()};
                for (std::string line; std::getline(in, line);) {
                    lines.push_back(std::move(line));
                }
            }
            std::ostringstream page;
            queens::demo::write_replay_page(page, options.board.counted(static_cast<unsigned>(n)),
                                            n, lines);
            return std::move(page).str();
        });
        while (building.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
            if (stop_requested().load()) {
                out.abandon();
                std::fprintf(stderr, "%s: interrupted while building the page; nothing written\n",
                             program_name().c_str());
                end_now(); // the page thread cannot be stopped: end here
            }
        }
        write_page(out, building.get());
    }
    if (whole) {
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
        // Every event up to the stop, or those of the level asked and above: said as it is.
        const std::string events = level <= spdlog::level::trace
                                       ? std::string{"every event"}
                                       : fmt::format("the events at level {} and above",
                                                     spdlog::level::to_string_view(level));
        std::fprintf(
            stderr, "%s: interrupted after %llu messages; %s holds %s up to the stop\n",
            program_name().c_str(), static_cast<unsigned long long>(writer.counts().messages()),
            options.path == "-" ? "the output" : in_quotes(options.path, echoed_path_bytes).c_str(),
            events.c_str());
        return stop_status();
    }
    if (show_board && last) {
        std::printf("\n%s", queens::draw(*last, unicode_terminal() ? queens::drawing::unicode
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
