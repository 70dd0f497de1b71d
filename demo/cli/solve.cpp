// queens solve: solutions, one at a time, as rows, chess squares, boards or JSON.
#include "../output.hpp"
#include "commands.hpp"
#include "progress_bar.hpp"
#include "stop.hpp"

#include <queens/board.hpp>
#include <queens/text.hpp>

#include <queens/piece_decorator.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <optional>
#include <stdio_ext.h>
#include <string>
#include <string_view>

namespace queens::cli {

CLI::App* add_solve(CLI::App& app, solve_command& options, const piece_registry& pieces) {
    auto* command = app.add_subcommand("solve", "print solutions, one at a time");
    options.board.add_to(*command, pieces, 8);
    options.limit.add_to(*command);
    add_enum(*command, "--notation", options.notation,
             {{"rows", notation_choice::rows}, {"chess", notation_choice::chess}},
             "rows (1 5 8 ...) or chess (a1 b5 c8 ...)");
    add_enum(*command, "--board", options.drawing,
             {{"auto", drawing_choice::automatic},
              {"ascii", drawing_choice::ascii},
              {"unicode", drawing_choice::unicode},
              {"none", drawing_choice::none}},
             "draw each board (default: unicode on a UTF-8 terminal, else ascii)");
    command->add_flag("--json", options.json,
                      "one JSON object: the puzzle (size, piece, pinned squares as [column,row]), "
                      "every solution's rows, their count, whether the search ran to its end "
                      "(complete: false when --limit, a signal or a piece's failure stopped it, "
                      "more may exist), and why there is none when the pins attack each other");
    return command;
}

namespace {

/// A decorator on every link that ends the search when a stop signal arrived: a long search
/// between two solutions still stops at once (the decorator overrides only what it watches).
class stopping_link final : public piece_decorator {
public:
    using piece_decorator::piece_decorator;
    [[nodiscard]] bool can_attack(int row, int column) const override {
        check_stop();
        return piece_decorator::can_attack(row, column);
    }
    [[nodiscard]] attacked_lines attacked_rows(int column, int size) const override {
        check_stop();
        return piece_decorator::attacked_rows(column, size);
    }
};

/// Standard output, written a whole solution at a time. Once a write fails (a stop woke a
/// blocked write, the disk is full, the reader left), what the C library held for it is lost:
/// the rest it holds is dropped and nothing more is written, so no text follows a gap (a count
/// closing a list with a hole in it would lie).
class solutions_out {
public:
    void put(std::string_view text) {
        if (text.empty()) { // nothing written: the run's last words stay as they were
            return;
        }
        if (!told_) { // from the first solution on, a run ended in a write cut it short
            queens::demo::cut_short_if_ended(queens::demo::shown("-"));
            told_ = true;
        }
        errno = 0;
        if (error_ == 0 && (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() ||
                            std::ferror(stdout) != 0)) {
            error_ = errno != 0 ? errno : EIO;
            __fpurge(stdout);
            if (error_ == EINTR && stop_requested().load()) {
                queens::demo::interrupted_write(queens::demo::shown("-"));
            }
        }
    }
    [[nodiscard]] bool lost() const noexcept { return error_ != 0; }
    /// Flushes what is written; throws `write_failed` for a write that failed, now or before.
    void flush() const {
        if (error_ != 0) {
            throw queens::demo::stdout_write_failed(error_);
        }
        queens::demo::flush_stdout();
    }

private:
    int error_ = 0;
    bool told_ = false;
};

/// The JSON object's opening: the puzzle as count --json names it (pins as [column,row]).
std::string json_opening(const problem& puzzle, const std::string& piece) {
    std::string pins;
    for (const queens::square& at : puzzle.pinned()) {
        pins += fmt::format("{}[{},{}]", pins.empty() ? "" : ",", at.column, at.row);
    }
    return fmt::format(R"({{"size":{},"piece":"{}","pinned":[{}],"solutions":[)", puzzle.size(),
                       queens::json_escaped(piece), pins);
}

/// Solution number `found` as solve prints it: its rows (or squares), and its board if drawn.
std::string solution_text(const solution& s, std::size_t found, const solve_command& options,
                          queens::notation notation, bool unicode) {
    if (options.json) {
        return fmt::format("{}[{}]", found == 1 ? "" : ",", fmt::join(s.rows(), ","));
    }
    const bool boards = options.drawing != drawing_choice::none;
    std::string text =
        fmt::format("{}{}\n", found == 1 || !boards ? "" : "\n", queens::to_string(s, notation));
    if (boards) {
        text += queens::draw(s, unicode ? queens::drawing::unicode : queens::drawing::ascii);
    }
    return text;
}

/// What solve says once the search is over: the JSON's closing, or why there is none.
/// `complete`: the search ran to its end, not stopped at --limit (the list is every solution);
/// `cut`: what else stopped it, "interrupted" (a signal) or "failed" (a piece's code threw),
/// said in the JSON, while the text then says nothing more.
std::string closing(const solve_command& options, const problem& puzzle, std::size_t found,
                    bool complete, std::string_view cut = {}) {
    const auto clash = puzzle.clash(); // why there is none, as the text says it
    if (options.json) {
        return fmt::format(
            "],\"count\":{},\"complete\":{}{}{}}}\n", found, complete && cut.empty(),
            clash ? fmt::format(R"(,"reason":"{}")", queens::json_escaped(to_string(*clash))) : "",
            cut.empty() ? "" : fmt::format(R"(,"{}":true)", cut));
    }
    if (!cut.empty() || found > 0) {
        return "";
    }
    return fmt::format("no solution for {}{}{}\n",
                       options.board.counted(static_cast<unsigned>(puzzle.size())),
                       options.board.place.empty() ? "" : " with " + options.board.place,
                       clash ? ": " + to_string(*clash) : "");
}

} // namespace

int run_solve(const solve_command& options) {
    const problem puzzle = options.board.puzzle();
    const int n = puzzle.size();
    const auto notation = options.notation == notation_choice::chess ? queens::notation::chess
                                                                     : queens::notation::rows;
    if (notation == queens::notation::chess && n > queens::max_chess_size) {
        throw usage_error("--notation chess names files a to z: accepted for boards up to 26");
    }
    // Pins asked ahead: the same solutions, without searching what a pin rules out.
    queens::board b{n, puzzle.maker_asking_pins_ahead(),
                    [](piece& receiver, int /*sender*/) -> std::unique_ptr<piece> {
                        return std::make_unique<stopping_link>(receiver);
                    }};
    const bool unicode = options.drawing == drawing_choice::unicode ||
                         (options.drawing == drawing_choice::automatic && unicode_terminal());
    std::size_t found = 0;
    bool complete = true; // until --limit (or a lost output) stops the search short
    std::string last;     // the last solution found, kept when standard output fails
    solutions_out out;
    work_begins();
    if (options.json) {
        out.put(json_opening(puzzle, options.board.piece));
    }
    try {
        // The first solution of a large board can take hours: say so when it is slow to come.
        // Said at a terminal only: how to stop is said only when a signal stops the run.
        const std::string how = how_to_stop(true);
        std::optional<slow_search_notice> notice{
            std::in_place,
            fmt::format("{}: still searching after 3 s: the first solution is found by "
                        "backtracking, which grows exponentially with the board{}{}",
                        program_name(), how.empty() ? "" : "; ", how.empty() ? "" : how + " stops"),
            std::chrono::seconds{3}};
        // Pins that attack each other leave nothing to search for (said below, with why).
        const std::optional<solution> none;
        for (auto s = puzzle.clash() ? none : b.first_solution(); s; s = b.next_solution()) {
            notice.reset();
            ++found;
            last = fmt::format("solution {}: {}", found, queens::to_string(*s, notation));
            out.put(solution_text(*s, found, options, notation, unicode));
            if (out.lost() || !options.limit.more(found)) {
                complete = false; // more may follow: not searched for
                break;            // the output lost: stop searching, report below
            }
        }
    } catch (const stopped&) {
        // What was found is printed and flushed; the JSON says the list was cut short.
        out.put(closing(options, puzzle, found, /*complete=*/false, "interrupted"));
        out.flush();
        return stop_status();
    } catch (const queens::demo::write_failed&) {
        throw; // the output failed: nothing more is written to it
    } catch (...) {
        // A piece's code threw: the JSON is closed, saying so, and her failure is said.
        try {
            out.put(closing(options, puzzle, found, /*complete=*/false, "failed"));
            out.flush();
        } catch (...) {
            // The output failed as well: hers is the failure said.
        }
        throw;
    }
    out.put(closing(options, puzzle, found, complete));
    try {
        out.flush();
    } catch (const queens::demo::write_failed& e) {
        if (stop_requested().load() || e.error() == EPIPE || found == 0) {
            throw; // a stop, a reader gone, or nothing found: nothing to keep
        }
        keep_result(e.what(), fmt::format("{} found; the last: {}", solutions(found), last), "-");
        return exit_failure;
    }
    return exit_done;
}

} // namespace queens::cli
