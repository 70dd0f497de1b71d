// queens count: how many solutions, never storing one; on every core, in shards, as JSON.
#include "../output.hpp"
#include "commands.hpp"
#include "count_any.hpp"
#include "progress_bar.hpp"

#include <queens/count.hpp>

#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <optional>

namespace queens::cli {

CLI::App* add_count(CLI::App& app, count_command& options, const piece_registry& pieces) {
    auto* command = app.add_subcommand("count", "count solutions, never storing one");
    options.board.add_to(*command, pieces, 8);
    command->add_flag("--fundamental", options.fundamental,
                      "also count solutions up to rotation and reflection (standard queens)");
    command->add_flag("--json", options.json, "print a JSON object");
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
                           " is not accepted: accepted i/k in decimal, 1 <= i <= k (like 2/8)";
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
    return command;
}

int run_count(const count_command& options) {
    options.board.check();
    const int n = options.board.size;
    const auto start = std::chrono::steady_clock::now();
    queens::count_result result;
    std::optional<queens::shard> part;
    if (!options.shard.empty()) {
        part = queens::parse_shard(options.shard);
    }
    progress_bar bar{!options.quiet};
    auto progress = [&bar](std::uint64_t done, std::uint64_t total) { bar(done, total); };
    if (options.board.standard()) {
        queens::count_options count;
        count.size = n;
        count.threads = options.threads;
        count.part = part.value_or(queens::shard{});
        count.fundamental = options.fundamental;
        count.progress = progress;
        result = queens::count(count);
    } else {
        if (options.fundamental) {
            throw usage_error("--fundamental counts standard queens only: accepted without "
                              "--place and with --piece queen or fast");
        }
        result = count_any(options.board.kind(), n, options.board.pinned(), options.threads,
                           part.value_or(queens::shard{}), progress);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
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
            "%s%s for %s%s%s\n", solutions(result.solutions).c_str(),
            options.fundamental ? fmt::format(" ({} fundamental)", result.fundamental).c_str() : "",
            options.board.counted(static_cast<unsigned>(n)).c_str(),
            options.board.place.empty() ? "" : (" with " + options.board.place).c_str(),
            shard_text.c_str());
    }
    queens::demo::flush_stdout();
    return exit_done;
}

} // namespace queens::cli
