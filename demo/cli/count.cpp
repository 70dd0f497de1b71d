// queens count: how many solutions, never storing one; on every core, in shards, as JSON.
#include "../output.hpp"
#include "commands.hpp"
#include "help_format.hpp"
#include "progress_bar.hpp"
#include "stop.hpp"

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/count_report.hpp>

#include <fmt/format.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>

namespace queens::cli {

CLI::App* add_count(CLI::App& app, count_command& options, const piece_registry& pieces) {
    auto* command = app.add_subcommand("count", "count solutions, never storing one");
    options.board.add_to(*command, pieces, 8);
    command->add_flag(
        "--fundamental", options.fundamental,
        "also count solutions up to rotation and reflection (pieces that move alike under "
        "the board's symmetries, no pinned squares)");
    std::vector<std::pair<std::string, count_engine>> engines;
    for (const count_engine engine :
         {count_engine::automatic, count_engine::quadrants, count_engine::constellations,
          count_engine::pieces, count_engine::chain}) {
        engines.emplace_back(std::string{to_string(engine)}, engine);
    }
    add_enum(*command, "--engine", options.engine, engines,
             "how to count: automatic takes the fastest engine that finds the number the "
             "pieces' own chain finds (asked of the pieces); chain runs their own chain (unless "
             "their walk, asked, never ends)");
    command->add_flag("--json", options.json,
                      "print the result as one JSON object (the form `queens merge` reads)");
    file_option(command->add_option("-o,--output", options.path,
                                    "write the result to FILE instead of standard output "
                                    "(complete or not at all)"));
    rewrite_with(
        command->add_option("--threads", options.threads, "threads to use, 0 = every core"),
        decimal(0, 1024, "thread count", "0 (every core) to 1024"));
    rewrite_with(
        command->add_option("--shard", options.shard, "count only part i of k (i/k, like 2/8)"),
        CLI::Validator(
            [](std::string& text) -> std::string {
                const auto slash = text.find('/');
                const auto digits = [](const std::string& part) {
                    return !part.empty() && part.size() <= 9 &&
                           part.find_first_not_of("0123456789") == std::string::npos;
                };
                if (slash == std::string::npos || !digits(text.substr(0, slash)) ||
                    !digits(text.substr(slash + 1))) {
                    return "shard " + in_quotes(text) +
                           " is not accepted: accepted i/k in decimal, 1 <= i <= k <= 999999999 "
                           "(like 2/8)";
                }
                const int index = std::stoi(text.substr(0, slash));
                const int count = std::stoi(text.substr(slash + 1));
                text = std::to_string(index) + "/" + std::to_string(count);
                try {
                    (void)queens::parse_shard(text);
                } catch (const std::invalid_argument& e) {
                    return e.what();
                }
                return {};
            },
            "i/k"));
    command->add_flag("--quiet", options.quiet, "no progress bar");
    rewrite_with(command->add_option("--log-every", options.log_every,
                                     "progress as a line every SECONDS (default 60) when "
                                     "standard error is a log, not a terminal"),
                 decimal(1, 86400, "interval", "1 to 86400 seconds"));
    return command;
}

namespace {

/// "92 solutions (12 fundamental) for 8 queens with c5 in shard 1/2", and on the lines after it
/// which engine counted and why.
std::string summary(const count_report& report, const piece_registry& pieces) {
    // A kind this program does not know (a shard written by an extender's program): its name.
    // Every word from a file or an extender's kind is escaped before a terminal sees it.
    std::string board =
        fmt::format("{} {} ({})", report.size, report.size == 1 ? "piece" : "pieces",
                    escaped(report.piece, longest_kind_name));
    if (pieces.contains(report.piece)) {
        const piece_kind& kind = pieces.find(report.piece);
        board = fmt::format(
            "{} {}", report.size,
            escaped(report.size == 1 ? kind.singular : kind.plural, longest_kind_words));
    }
    std::string squares;
    for (const square& where : report.pinned) {
        squares += (squares.empty() ? " with " : ",") + to_string(where);
    }
    std::string line = fmt::format(
        "{}{} for {}{}{}", solutions(report.solutions),
        report.fundamental ? fmt::format(" ({} fundamental)", *report.fundamental) : "", board,
        squares,
        report.part.count > 1 ? fmt::format(" in shard {}/{}", report.part.index, report.part.count)
                              : "");
    if (!report.engine.empty()) {
        // Broken between words at 80 columns, as help is: read on a terminal or a projector.
        line +=
            "\n" + wrapped(fmt::format("counted by the {} engine: {}", escaped(report.engine, 40),
                                       escaped(report.engine_reason, 1000)),
                           help_columns);
    }
    return line;
}

/// Writes the report (JSON or the summary line) to `path`: atomically for a file. The work is
/// done by now, so a target that fails is a failure at run time (1), and the result is not
/// lost: it is printed on standard output, or on standard error when standard output is what
/// failed. `inputs` (a merge's shards) are never written.
int write_report(const count_report& report, const piece_registry& pieces, bool json,
                 const std::string& path, std::span<const std::string> inputs = {}) {
    const std::string text = json ? to_json(report) : summary(report, pieces);
    try {
        queens::demo::output out{path, inputs};
        out.logger()->info(text);
        check_stop(); // the temporary file goes with `out`
        out.commit();
        return exit_done;
    } catch (const queens::demo::write_failed& e) {
        if (stop_requested().load() || e.error() == EPIPE) {
            throw; // a stop, or a reader gone: nothing to keep, no one to tell
        }
        keep_result(e.what(), text, path);
    } catch (const queens::demo::bad_output& e) {
        keep_result(e.what(), text, path);
    }
    return exit_failure;
}

} // namespace

int run_count(const count_command& options) {
    const problem puzzle = options.board.puzzle();
    queens::demo::output::check_path(options.path); // before the count, not after it
    const auto start = std::chrono::steady_clock::now();
    count_options count = count_options_for(puzzle);
    count.threads = options.threads;
    if (!options.shard.empty()) {
        count.part = queens::parse_shard(options.shard);
    }
    count.fundamental = options.fundamental;
    count.engine = options.engine;
    progress_bar bar{!options.quiet, options.log_every};
    // The count looks for a stop at each report of progress (every 0.1 s at least): the
    // workers finish the task they are on, and a task that runs on is cut short by the
    // watchdog (stop.hpp).
    count.progress = [&bar](const count_progress& progress) {
        check_stop();
        bar(progress);
    };
    // What count() refuses (2), it refuses before the estimate, which it makes once every
    // check is over: the work begins there (one plan, where check() then count() made two).
    count.estimated = [&bar](const count_estimate& estimate) {
        work_begins();
        check_stop();
        bar.estimated(estimate);
    };
    const count_result result = queens::count(count);
    bar.clear(); // the result's lines start on a clean line, not on the bar
    const count_report report =
        report_of(count, result,
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    return write_report(report, *options.board.pieces, options.json, options.path);
}

CLI::App* add_merge(CLI::App& app, merge_command& options, const piece_registry& pieces) {
    options.pieces = &pieces;
    auto* command = app.add_subcommand(
        "merge", "add up the shards of a count (each from count --shard i/k --json -o FILE)");
    file_option(command->add_option("files", options.files, "every shard's file, each i of k once"))
        ->required();
    command->add_flag("--json", options.json, "print the total as one JSON object");
    file_option(command->add_option("-o,--output", options.path, "write the total to FILE"));
    return command;
}

namespace {

/// The text of shard `file`, at most `longest` bytes (a report is a few kilobytes: /dev/zero is
/// not read for ever). A file that cannot be, or that is not one, is a usage error; one that
/// fails to read for another reason (out of descriptors, an I/O error) a failure at run time.
std::string shard_text(const std::string& file) {
    constexpr std::size_t longest = std::size_t{1} << 20;
    const auto failed = [&file](int error) {
        const std::string why =
            "cannot read shard " + in_quotes(file, echoed_path_bytes) + ": " + std::strerror(error);
        const bool users = error == ENOENT || error == EACCES || error == EISDIR ||
                           error == ENOTDIR || error == ELOOP || error == ENAMETOOLONG;
        if (users) {
            throw usage_error(why + "; accepted: a readable file that count --json wrote");
        }
        throw run_failure(why); // said whole: the path is the point
    };
    errno = 0;
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> in{std::fopen(file.c_str(), "rb"),
                                                             &std::fclose};
    if (!in) {
        failed(errno);
    }
    std::string text(longest + 1, '\0');
    const std::size_t read = std::fread(text.data(), 1, text.size(), in.get());
    if (std::ferror(in.get()) != 0) {
        failed(errno);
    }
    if (read > longest) {
        throw usage_error("shard " + in_quotes(file, echoed_path_bytes) +
                          " is larger than any count report (1 MiB); accepted: a file that "
                          "count --json wrote");
    }
    text.resize(read);
    return text;
}

} // namespace

int run_merge(const merge_command& options) {
    // Before reading any shard; never one of them (nor standard input, as for every output).
    queens::demo::output::check_path(options.path, options.files);
    std::vector<count_report> shards;
    for (const std::string& file : options.files) {
        const std::string text = shard_text(file);
        try {
            shards.push_back(parse_count_report(text));
            queens::check(shards.back(), *options.pieces); // what count would refuse
        } catch (const broken_contract&) {
            throw; // her code's fault, found asking her pieces (run.cpp: 1)
        } catch (const std::invalid_argument& e) {
            throw usage_error("shard " + in_quotes(file, echoed_path_bytes) + ": " + e.what());
        }
    }
    const count_report total = merge(shards); // shards that do not make one count: refused (2)
    work_begins();
    return write_report(total, *options.pieces, options.json, options.path, options.files);
}

} // namespace queens::cli
