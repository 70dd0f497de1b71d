// The subcommands: each one's options, how they are declared, and how the run goes.
#pragma once

#include "options.hpp"

#include <queens/count.hpp>
#include <queens/trace_format.hpp>
#include <spdlog/common.h>

#include <CLI/CLI.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace queens::cli {

enum class notation_choice { rows, chess };
enum class drawing_choice { automatic, ascii, unicode, none };
enum class colour_choice { automatic, always, never };

struct trace_command {
    board_options board{};
    limit_options limit{};
    /// `--level` as given, or empty: then SPDLOG_LEVEL decides (`default_level`), read only when
    /// a trace runs, so that no other subcommand ever depends on it.
    std::string level;
    std::string format = "text"; ///< a name of `formats`, or "html" (the replay page)
    const trace_format_registry* formats = nullptr;
    colour_choice colour = colour_choice::automatic;
    std::string path = "-";
    bool force = false;
    /// `--width`: the columns a text line may take, 0 for no limit; -1 when not given (then
    /// the terminal's width when writing to one, else no limit).
    int width = -1;
    /// `--pace`: milliseconds to wait after each line of the text trace; 0 for none.
    int pace = 0;
};
/// The level `SPDLOG_LEVEL` asks for (trace when unset), read as spdlog reads it: the last
/// entry without a logger's name (`info` of `info,mylogger=debug`), trimmed and in any case;
/// none when spdlog sets none (its level unknown, a value over 512 bytes). Throws
/// `usage_error` for a level the trace does not write at (warn, err, critical, off: it would
/// be silent). (trace_level.cpp)
[[nodiscard]] spdlog::level::level_enum default_level();
CLI::App* add_trace(CLI::App& app, trace_command& options, const piece_registry& pieces,
                    const trace_format_registry& formats);
/// Traces the search; `show_board` draws the last solution after the trace (the show).
[[nodiscard]] int run_trace(const trace_command& options, bool show_board);

struct solve_command {
    board_options board{};
    limit_options limit{};
    notation_choice notation = notation_choice::rows;
    drawing_choice drawing = drawing_choice::automatic;
    bool json = false;
};
CLI::App* add_solve(CLI::App& app, solve_command& options, const piece_registry& pieces);
[[nodiscard]] int run_solve(const solve_command& options);

struct count_command {
    board_options board{};
    count_engine engine = count_engine::automatic;
    bool fundamental = false;
    bool json = false;
    std::string path = "-";
    int threads = 0;
    std::string shard;
    bool quiet = false;
    int log_every = 60; ///< seconds between progress lines in a log
};
CLI::App* add_count(CLI::App& app, count_command& options, const piece_registry& pieces);
[[nodiscard]] int run_count(const count_command& options);

struct merge_command {
    const piece_registry* pieces = nullptr;
    std::vector<std::string> files;
    bool json = false;
    std::string path = "-";
};
CLI::App* add_merge(CLI::App& app, merge_command& options, const piece_registry& pieces);
[[nodiscard]] int run_merge(const merge_command& options);

struct explore_command {
    std::string path = "explorer.html";
    /// The page to write instead of the queens' own: an extender's, in parts (all empty when
    /// their program was built without em++).
    std::optional<std::span<const std::string_view>> page;
    /// The program's kinds: those the library's own page does not hold are named, when it is
    /// the page written.
    const piece_registry* pieces = nullptr;
};
CLI::App* add_explore(CLI::App& app, explore_command& options);
[[nodiscard]] int run_explore(const explore_command& options);

struct completion_command {
    CLI::App* program = nullptr; ///< the whole command line, which the script completes
    std::string shell;
    std::string path = "-";
};
CLI::App* add_completion(CLI::App& app, completion_command& options);
[[nodiscard]] int run_completion(const completion_command& options);

} // namespace queens::cli
