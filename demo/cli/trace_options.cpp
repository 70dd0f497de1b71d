// queens trace: its options (running it: trace.cpp).
#include "commands.hpp"

#include <queens/text.hpp>

#include <fmt/format.h>

#include <string>
#include <utility>
#include <vector>

namespace queens::cli {
namespace {

/// `--width`: 0, or the narrowest to the widest a text trace's lines may be.
void add_width(CLI::App& command, int& width) {
    const std::string widths =
        fmt::format("0 (no limit) or {} to {}", queens::min_trace_width, queens::max_trace_width);
    rewrite_with(command.add_option("--width", width,
                                    "break the text trace's lines between words to fit COLUMNS "
                                    "(default: the terminal's width when writing to one, else "
                                    "no limit; 0: no limit)"),
                 decimal(0, queens::max_trace_width, "width", widths))
        ->type_name("COLUMNS")
        ->check(CLI::Validator(
            [widths](const std::string& text) -> std::string {
                // `decimal` has made it plain digits within 0..max: 1 to 39 are too narrow.
                return text != "0" && text.size() <= 2 && std::stoi(text) < queens::min_trace_width
                           ? "width " + in_quotes(text) + " is too narrow: accepted " + widths
                           : "";
            },
            ""));
}

/// `--pace`: a wait after each line, for a class following the trace on a projector.
void add_pace(CLI::App& command, int& pace) {
    rewrite_with(command.add_option("--pace", pace,
                                    "wait MS milliseconds after each line of the text trace, so "
                                    "that a class can follow it (1 to 60000)"),
                 decimal(1, 60000, "pace", "1 to 60000 milliseconds"))
        ->type_name("MS");
}

} // namespace

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
             "solutions; debug: + find_solution/advance; trace: + every can_attack (the "
             "html page replays every message whatever the level)");
    // The formats of the registry, and the replay page built on JSON lines.
    options.formats = &formats;
    std::vector<std::pair<std::string, std::string>> names;
    std::string listed = "Formats:";
    for (const trace_format_kind& kind : formats.kinds()) {
        names.emplace_back(kind.name, kind.name);
        listed += fmt::format("\n  {:<11}  {}", kind.name, escaped(kind.summary));
    }
    names.emplace_back("html", "html");
    listed += fmt::format("\n  {:<11}  {}", "html", "a page that replays the trace in a browser");
    add_enum(*command, "--format", options.format, names, "how to write it (listed below)");
    command->footer(command->get_footer() + "\n\n" + listed);
    add_enum(*command, "--color", options.colour,
             {{"auto", colour_choice::automatic},
              {"always", colour_choice::always},
              {"never", colour_choice::never}},
             "colour the text trace (auto: on a terminal, unless NO_COLOR is set or TERM=dumb)");
    add_width(*command, options.width);
    add_pace(*command, options.pace);
    file_option(command->add_option("-o,--output", options.path,
                                    "write to FILE instead of standard output"));
    command->add_flag("--force", options.force,
                      "write an html page even past the size a browser can replay");
    return command;
}

} // namespace queens::cli
