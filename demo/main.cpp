// queens: the cooperating queens on the command line.
//
//   queens                       the 4-queens conversation, told in colour, then the board
//   queens trace -n 8 --level debug --format jsonl -o trace.jsonl
//   queens solve -n 8 --all --notation chess
//   queens count -n 16 --threads 2
#include "output.hpp"
#include "replay_page.hpp"

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/registry.hpp>
#include <queens/trace_format.hpp>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <spdlog/sinks/ostream_sink.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <unistd.h>

namespace {

using namespace std::string_literals;
using clock_type = std::chrono::steady_clock;

/// Bad input found after parsing: reported like a parse error, with exit status 2.
struct usage_error : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler sets this flag");

extern "C" void on_interrupt(int /*signal*/) { interrupted.store(true); }

bool utf8_terminal() {
    for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
        if (const char* value = std::getenv(name); value != nullptr && *value != '\0') {
            const std::string text = value;
            return text.find("UTF-8") != std::string::npos ||
                   text.find("utf8") != std::string::npos;
        }
    }
    return false;
}

/// What every subcommand shares: the board, the kind of piece and the pinned squares.
struct board_options {
    int size = 8;
    std::string piece = "queen";
    std::string place;

    void add_to(CLI::App& command, int default_size) {
        size = default_size;
        command.add_option("-n,--size", size, "board size, 1 to 64")
            ->check(CLI::Validator(
                [](std::string& text) -> std::string {
                    int value = 0;
                    if (!CLI::detail::lexical_cast(text, value)) {
                        return "board size '" + text + "' is not a number: accepted 1 to 64";
                    }
                    if (value < 1 || value > queens::max_mask_size) {
                        return "board size " + text + " is out of range: accepted 1 to 64";
                    }
                    return {};
                },
                "1..64"))
            ->capture_default_str();
        std::string names;
        for (const auto& kind : pieces().kinds()) {
            names += (names.empty() ? "" : "|") + std::string(kind.name);
        }
        command.add_option("--piece", piece, "kind of piece: " + names)->capture_default_str();
        command.add_option("--place", place,
                           "pieces pinned to squares, chess notation: c5,e1 (boards up to 26)");
    }

    [[nodiscard]] static const queens::piece_registry& pieces() {
        static const queens::piece_registry standard = queens::standard_pieces();
        return standard;
    }
    [[nodiscard]] const queens::piece_kind& kind() const { return pieces().find(piece); }
    [[nodiscard]] bool standard() const {
        return (piece == "queen" || piece == "fast") && place.empty();
    }
    [[nodiscard]] queens::piece_maker maker() const {
        if (place.empty()) {
            return kind().maker;
        }
        return queens::with_pinned(kind(), queens::parse_squares(place, size));
    }
};

/// `--limit K` or `--all`: how many solutions to go through.
struct limit_options {
    std::size_t limit = 1;
    bool all = false;

    void add_to(CLI::App& command) {
        auto* limit_option =
            command.add_option("--limit", limit, "stop after K solutions (K >= 1; default 1)")
                ->check(CLI::Validator(
                    [](std::string& text) -> std::string {
                        long long value = 0;
                        if (!CLI::detail::lexical_cast(text, value) || value < 1) {
                            return "limit '" + text + "' is not accepted: a whole number >= 1";
                        }
                        return {};
                    },
                    "K >= 1"));
        command.add_flag("--all", all, "go through every solution")->excludes(limit_option);
    }
    [[nodiscard]] bool more(std::size_t done) const { return all || done < limit; }
};

/// An option taking one of `choices`, refused with the accepted names otherwise.
CLI::Option* add_choice(CLI::App& command, const std::string& name, std::string& value,
                        const std::vector<std::string>& choices, const std::string& help) {
    std::string names;
    for (const auto& choice : choices) {
        names += (names.empty() ? "" : "|") + choice;
    }
    return command.add_option(name, value, help + ": " + names)
        ->check(CLI::Validator(
            [choices, names](std::string& text) -> std::string {
                if (std::find(choices.begin(), choices.end(), text) == choices.end()) {
                    return "unknown value '" + text + "': accepted " + names;
                }
                return {};
            },
            names))
        ->capture_default_str();
}

// ---- trace ---------------------------------------------------------------------------------

struct trace_command {
    board_options board{};
    limit_options limit{};
    std::string level = "trace";
    std::string format = "text";
    std::string path = "-";
};

const std::map<std::string, spdlog::level::level_enum> trace_levels = {
    {"info", spdlog::level::info},
    {"debug", spdlog::level::debug},
    {"trace", spdlog::level::trace}};

int run_trace(const trace_command& options, bool show_board) {
    const int n = options.board.size;
    const auto maker = options.board.maker(); // validates --piece and --place first
    const std::map<std::string, queens::trace_format> formats = {
        {"text", queens::trace_format::text},
        {"jsonl", queens::trace_format::jsonl},
        {"html", queens::trace_format::jsonl}, // the page replays the JSON lines
        {"mermaid", queens::trace_format::mermaid},
        {"chrome", queens::trace_format::chrome}};
    const bool html = options.format == "html";
    const bool text = options.format == "text";
    // The page holds every step in memory and in the browser: past ten queens and all
    // solutions that is millions of steps, more than anyone can replay.
    if (html && n > 10) {
        throw usage_error("--format html replays boards of 1 to 10 queens; use jsonl or chrome "
                          "for larger ones");
    }
    queens::demo::output out{options.path, text};

    // The page needs every event; it is written at the end, so collect the lines first.
    std::ostringstream collected;
    std::shared_ptr<spdlog::logger> logger = out.logger();
    if (html) {
        logger = std::make_shared<spdlog::logger>(
            "collect", std::make_shared<spdlog::sinks::ostream_sink_st>(collected));
        logger->set_pattern("%v");
        logger->set_level(spdlog::level::trace);
    }
    logger->set_level(html ? spdlog::level::trace : trace_levels.at(options.level));
    queens::trace_writer writer{
        logger, queens::trace_options_for(board_options::pieces().find(options.board.piece),
                                          formats.at(options.format), n)};
    writer.stop_when(&interrupted);
    std::signal(SIGINT, on_interrupt);

    const auto start = clock_type::now();
    std::optional<queens::solution> last;
    bool stopped = false;
    writer.begin();
    try {
        queens::board b{n, maker, queens::trace_links(writer, n)};
        std::size_t found = 0;
        for (auto s = b.first_solution(); s; s = b.next_solution()) {
            last = std::move(s);
            if (!options.limit.more(++found)) {
                break;
            }
        }
    } catch (const queens::trace_interrupted&) {
        stopped = true;
    }
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    writer.finish(seconds, stopped);
    if (html) {
        std::vector<std::string> lines;
        std::istringstream in{collected.str()};
        for (std::string line; std::getline(in, line);) {
            lines.push_back(std::move(line));
        }
        std::ostringstream page;
        queens::demo::write_replay_page(page, fmt::format("{} {}s", n, options.board.piece), n,
                                        lines);
        out.logger()->info(page.str());
    }
    out.commit();
    if (stopped) {
        std::fprintf(
            stderr,
            "queens: interrupted after %llu messages; %s holds every event up to the stop\n",
            static_cast<unsigned long long>(writer.counts().messages()),
            options.path == "-" ? "the output" : options.path.c_str());
        return 130;
    }
    if (show_board && last) {
        std::printf("\n%s", queens::draw(*last, utf8_terminal() ? queens::drawing::unicode
                                                                : queens::drawing::ascii)
                                .c_str());
    }
    return 0;
}

// ---- solve ---------------------------------------------------------------------------------

struct solve_command {
    board_options board{};
    limit_options limit{};
    std::string notation = "rows";
    std::string drawing = "auto";
    bool json = false;
};

int run_solve(const solve_command& options) {
    const int n = options.board.size;
    const auto notation =
        options.notation == "chess" ? queens::notation::chess : queens::notation::rows;
    if (notation == queens::notation::chess && n > queens::max_chess_size) {
        throw usage_error("--notation chess names files a to z: accepted for boards up to 26");
    }
    queens::board b{n, options.board.maker()};
    const bool unicode = options.drawing == "unicode" ||
                         (options.drawing == "auto" && isatty(fileno(stdout)) && utf8_terminal());
    const bool boards = options.drawing != "none";
    std::size_t found = 0;
    if (options.json) {
        std::printf(R"({"size":%d,"piece":"%s","solutions":[)", n, options.board.piece.c_str());
    }
    for (auto s = b.first_solution(); s; s = b.next_solution()) {
        ++found;
        if (options.json) {
            std::printf("%s[%s]", found == 1 ? "" : ",",
                        fmt::format("{}", fmt::join(s->rows(), ",")).c_str());
        } else {
            std::printf("%s%s\n", found == 1 || !boards ? "" : "\n",
                        queens::to_string(*s, notation).c_str());
            if (boards) {
                std::printf("%s", queens::draw(*s, unicode ? queens::drawing::unicode
                                                           : queens::drawing::ascii)
                                      .c_str());
            }
        }
        if (!options.limit.more(found)) {
            break;
        }
    }
    if (options.json) {
        std::printf("],\"count\":%zu}\n", found);
    } else if (found == 0) {
        std::printf("no solution for %d %ss%s\n", n, options.board.piece.c_str(),
                    options.board.place.empty() ? "" : (" with " + options.board.place).c_str());
    }
    if (std::fflush(stdout) != 0) {
        throw queens::demo::write_failed("cannot write to standard output");
    }
    return 0;
}

// ---- count ---------------------------------------------------------------------------------

struct count_command {
    board_options board{};
    bool fundamental = false;
    bool json = false;
    int threads = 0;
    std::string shard;
    bool quiet = false;
};

/// Draws `[#####.....] 45% 95/212 tasks, about 3 s left` on stderr once a count has taken a
/// second, and only on a terminal.
class progress_bar {
public:
    explicit progress_bar(bool wanted)
        : enabled_{wanted && isatty(fileno(stderr)) != 0}, start_{clock_type::now()} {}
    void operator()(std::uint64_t done, std::uint64_t total) {
        const double elapsed = std::chrono::duration<double>(clock_type::now() - start_).count();
        if (!enabled_ || elapsed < 1.0 || total == 0) {
            return;
        }
        const double fraction = static_cast<double>(done) / static_cast<double>(total);
        const int width = 30;
        const int filled = static_cast<int>(fraction * width);
        const std::string left =
            done == 0 ? "estimating"
                      : fmt::format("about {:.0f} s left", elapsed * (1 - fraction) / fraction);
        std::fprintf(stderr, "\r[%s%s] %3.0f%% %llu/%llu tasks, %s   ",
                     std::string(static_cast<std::size_t>(filled), '#').c_str(),
                     std::string(static_cast<std::size_t>(width - filled), '.').c_str(),
                     fraction * 100, static_cast<unsigned long long>(done),
                     static_cast<unsigned long long>(total), left.c_str());
        drawn_ = true;
    }
    ~progress_bar() {
        if (drawn_) {
            std::fprintf(stderr, "\r\033[K"); // clear the bar's line
        }
    }
    progress_bar(const progress_bar&) = delete;
    progress_bar& operator=(const progress_bar&) = delete;

private:
    bool enabled_;
    bool drawn_ = false;
    clock_type::time_point start_;
};

int run_count(const count_command& options) {
    const int n = options.board.size;
    const auto start = clock_type::now();
    queens::count_result result;
    std::optional<queens::shard> part;
    if (!options.shard.empty()) {
        part = queens::parse_shard(options.shard);
    }
    if (options.board.standard()) {
        queens::count_options count;
        count.size = n;
        count.threads = options.threads;
        count.part = part.value_or(queens::shard{});
        count.fundamental = options.fundamental;
        progress_bar bar{!options.quiet};
        count.progress = [&bar](std::uint64_t done, std::uint64_t total) { bar(done, total); };
        result = queens::count(count);
    } else {
        if (options.threads > 1 || part) {
            throw usage_error("--threads and --shard count standard queens only: accepted "
                              "without --place and with --piece queen or fast");
        }
        if (options.fundamental) {
            throw usage_error("--fundamental counts standard queens only: accepted without "
                              "--place and with --piece queen or fast");
        }
        queens::board b{n, options.board.maker()};
        result.solutions = b.count();
        result.tasks = 1;
    }
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    const std::string shard_text =
        part ? fmt::format(" in shard {}/{}", part->index, part->count) : "";
    if (options.json) {
        std::printf(
            "%s\n",
            fmt::format(
                R"({{"size":{},"piece":"{}","solutions":{}{},"shard":"{}/{}","tasks":{},"seconds":{:.6f}}})",
                n, options.board.piece, result.solutions,
                options.fundamental ? fmt::format(R"(,"fundamental":{})", result.fundamental) : "",
                part ? part->index : 1, part ? part->count : 1, result.tasks, seconds)
                .c_str());
    } else {
        std::printf(
            "%llu solutions%s for %d %ss%s%s\n", static_cast<unsigned long long>(result.solutions),
            options.fundamental ? fmt::format(" ({} fundamental)", result.fundamental).c_str() : "",
            n, options.board.piece.c_str(),
            options.board.place.empty() ? "" : (" with " + options.board.place).c_str(),
            shard_text.c_str());
    }
    if (std::fflush(stdout) != 0) {
        throw queens::demo::write_failed("cannot write to standard output");
    }
    return 0;
}

void error_line(const std::string& what) {
    std::fprintf(stderr, "queens: error: %s\n", what.c_str());
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"queens: Timothy Budd's cooperating queens. With no subcommand, watch four "
                 "queens talk their way to the first solution."};
    app.set_version_flag("--version", "queens " QUEENS_VERSION);
    app.require_subcommand(0, 1);
    app.failure_message(CLI::FailureMessage::simple);

    trace_command trace;
    auto* trace_app = app.add_subcommand("trace", "tell the queens' conversation");
    trace.board.add_to(*trace_app, 4);
    trace.limit.add_to(*trace_app);
    add_choice(*trace_app, "--level", trace.level, {"info", "debug", "trace"},
               "info: solutions; debug: + find_solution/advance; trace: + every can_attack");
    add_choice(*trace_app, "--format", trace.format, {"text", "jsonl", "mermaid", "chrome", "html"},
               "how to write it");
    trace_app->add_option("-o,--output", trace.path, "write to FILE instead of standard output");

    solve_command solve;
    auto* solve_app = app.add_subcommand("solve", "print solutions, one at a time");
    solve.board.add_to(*solve_app, 8);
    solve.limit.add_to(*solve_app);
    add_choice(*solve_app, "--notation", solve.notation, {"rows", "chess"},
               "rows (1 5 8 ...) or chess (a1 b5 c8 ...)");
    add_choice(*solve_app, "--board", solve.drawing, {"auto", "ascii", "unicode", "none"},
               "draw each board (default: unicode on a UTF-8 terminal, else ascii)");
    solve_app->add_flag("--json", solve.json, "one JSON object with every solution's rows");

    count_command count;
    auto* count_app = app.add_subcommand("count", "count solutions, never storing one");
    count.board.add_to(*count_app, 8);
    count_app->add_flag("--fundamental", count.fundamental,
                        "also count solutions up to rotation and reflection");
    count_app->add_flag("--json", count.json, "print a JSON object");
    count_app->add_option("--threads", count.threads, "threads to use, 0 = every core")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                int value = 0;
                if (!CLI::detail::lexical_cast(text, value) || value < 0 || value > 1024) {
                    return "thread count '" + text + "' is not accepted: 0 (every core) to 1024";
                }
                return {};
            },
            "0..1024"));
    count_app->add_option("--shard", count.shard, "count only part i of k (i/k, like 2/8)");
    count_app->add_flag("--quiet", count.quiet, "no progress bar");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::string what = e.what();
        if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr) {
            what += "; accepted subcommands: trace, solve, count";
        }
        error_line(what + " (see queens --help)");
        return 2;
    }

    try {
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
        show.board.size = 4;
        return run_trace(show, true);
    } catch (const queens::demo::write_failed& e) {
        error_line(e.what());
        return 2;
    } catch (const std::invalid_argument& e) {
        error_line(e.what());
        return 2;
    } catch (const std::exception& e) {
        error_line(e.what());
        return 1;
    }
}
