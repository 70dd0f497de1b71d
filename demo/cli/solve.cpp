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
                      "every solution's rows, their count, and why there is none when the pins "
                      "attack each other");
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
    const bool boards = options.drawing != drawing_choice::none;
    std::size_t found = 0;
    std::string last;   // the last solution found, kept when standard output fails
    if (options.json) { // the puzzle as count --json names it: pins as [column,row]
        std::string pins;
        for (const queens::square& at : puzzle.pinned()) {
            pins += fmt::format("{}[{},{}]", pins.empty() ? "" : ",", at.column, at.row);
        }
        std::printf(R"({"size":%d,"piece":"%s","pinned":[%s],"solutions":[)", n,
                    queens::json_escaped(options.board.piece).c_str(), pins.c_str());
    }
    try {
        // The first solution of a large board can take hours: say so when it is slow to come.
        std::optional<slow_search_notice> notice{
            std::in_place,
            fmt::format("{}: still searching after 3 s: the first solution is found by "
                        "backtracking, which grows exponentially with the board; Ctrl-C stops",
                        program_name()),
            std::chrono::seconds{3}};
        // Pins that attack each other leave nothing to search for (said below, with why).
        const std::optional<solution> none;
        for (auto s = puzzle.clash() ? none : b.first_solution(); s; s = b.next_solution()) {
            notice.reset();
            ++found;
            last = fmt::format("solution {}: {}", found, queens::to_string(*s, notation));
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
            if (std::ferror(stdout) != 0) {
                break; // the output is lost: stop searching, write nothing more, report below
            }
            if (!options.limit.more(found)) {
                break;
            }
        }
    } catch (const stopped&) {
        // What was found is printed and flushed; the JSON says the list was cut short.
        if (options.json && std::ferror(stdout) == 0) {
            std::printf("],\"count\":%zu,\"interrupted\":true}\n", found);
        }
        queens::demo::flush_stdout();
        return stop_status();
    }
    // A write failed (a stop woke a blocked write, the disk is full): what it held is lost, so
    // nothing more is written; a closing count after the gap would lie.
    const bool lost = std::ferror(stdout) != 0;
    if (!lost && options.json) {
        const auto clash = puzzle.clash(); // why there is none, as the text says it
        std::printf(
            "],\"count\":%zu%s}\n", found,
            clash
                ? fmt::format(R"(,"reason":"{}")", queens::json_escaped(to_string(*clash))).c_str()
                : "");
    } else if (!lost && found == 0) {
        const auto clash = puzzle.clash();
        std::printf("no solution for %s%s%s\n",
                    options.board.counted(static_cast<unsigned>(n)).c_str(),
                    options.board.place.empty() ? "" : (" with " + options.board.place).c_str(),
                    clash ? (": " + to_string(*clash)).c_str() : "");
    }
    try {
        queens::demo::flush_stdout();
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
