// What the command line says of the words it refuses, with the help that lists what it takes.
#include "options.hpp"

#include <queens/text.hpp>

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <vector>

namespace queens::cli {
namespace {

/// What to say of arguments nobody takes, in the order given (CLI11's own message lists them
/// backwards and suggests subcommands even after one).
std::string stray_arguments(const CLI::App& app, int argc, char** argv) {
    // The words escaped once, and cut short as every echoed value is.
    const auto joined = [](const std::vector<std::string>& words) {
        std::string out;
        for (const std::string& word : words) {
            out += (out.empty() ? "" : " ") + word;
        }
        return escaped(out, echoed_bytes);
    };
    for (const CLI::App* command : app.get_subcommands()) {
        // Words after `--` are handed back to the top level when the subcommand takes no
        // positionals: asked of it too, so the message always names them.
        std::vector<std::string> words = command->remaining();
        const std::vector<std::string> after = app.remaining();
        words.insert(words.end(), after.begin(), after.end());
        const std::string name = program_name() + " " + command->get_name();
        return fmt::format("{}: not expected: {} (see {} --help)", name, joined(words), name);
    }
    std::string accepted;
    for (const CLI::App* command : app.get_subcommands({})) {
        accepted += (accepted.empty() ? "accepted subcommands: " : ", ") + command->get_name();
    }
    const std::vector<std::string> given(argv + 1, argv + argc);
    if (!given.empty() && !given.front().starts_with('-')) {
        return in_quotes(given.front()) + " is not a subcommand: " + accepted;
    }
    return fmt::format("not expected without a subcommand: {} ({} alone shows four queens and "
                       "takes no options); {}, each with its options",
                       joined(given), program_name(), accepted);
}

} // namespace

std::string parse_refusal(const CLI::App& app, const CLI::ParseError& error, int argc,
                          char** argv) {
    if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr) {
        return stray_arguments(app, argc, argv);
    }
    // The help of the subcommand whose option was refused: only it lists them.
    std::string help = program_name();
    for (const CLI::App* command : app.get_subcommands()) {
        help += " " + command->get_name();
    }
    std::string what = error.what();
    // An option given twice (`-n 4 -n 5`): CLI11 says "--size: At Most 1 required but received
    // 2", which names no rule a user knows; said as what was given and what is accepted.
    constexpr std::string_view twice = ": At Most 1 required but received ";
    if (const auto at = what.find(twice);
        dynamic_cast<const CLI::ArgumentMismatch*>(&error) != nullptr && at != std::string::npos) {
        what = fmt::format("{}: given {} times; accepted: once", what.substr(0, at),
                           what.substr(at + twice.size()));
    }
    return what + " (see " + help + " --help)";
}

} // namespace queens::cli
