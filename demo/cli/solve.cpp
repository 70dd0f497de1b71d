// queens solve: solutions, one at a time, as rows, chess squares, boards or JSON.
#include "../output.hpp"
#include "commands.hpp"

#include <queens/board.hpp>
#include <queens/text.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <unistd.h>

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
    command->add_flag("--json", options.json, "one JSON object with every solution's rows");
    return command;
}

int run_solve(const solve_command& options) {
    options.board.check();
    const int n = options.board.size;
    const auto notation = options.notation == notation_choice::chess ? queens::notation::chess
                                                                     : queens::notation::rows;
    if (notation == queens::notation::chess && n > queens::max_chess_size) {
        throw usage_error("--notation chess names files a to z: accepted for boards up to 26");
    }
    queens::board b{n, options.board.maker()};
    const bool unicode = options.drawing == drawing_choice::unicode ||
                         (options.drawing == drawing_choice::automatic &&
                          isatty(fileno(stdout)) != 0 && utf8_terminal());
    const bool boards = options.drawing != drawing_choice::none;
    std::size_t found = 0;
    if (options.json) {
        std::printf(R"({"size":%d,"piece":"%s","solutions":[)", n,
                    queens::escaped(options.board.piece).c_str());
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
        if (std::ferror(stdout) != 0) {
            break; // the output is lost: stop searching, report below
        }
        if (!options.limit.more(found)) {
            break;
        }
    }
    if (options.json) {
        std::printf("],\"count\":%zu}\n", found);
    } else if (found == 0) {
        std::printf("no solution for %s%s\n",
                    options.board.counted(static_cast<unsigned>(n)).c_str(),
                    options.board.place.empty() ? "" : (" with " + options.board.place).c_str());
    }
    queens::demo::flush_stdout();
    return exit_done;
}

} // namespace queens::cli
