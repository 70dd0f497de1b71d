// What the subcommands share: typed options, decimal numbers, the board and its pieces, and
// how bad input is reported.
#pragma once

#include <queens/board.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>

#include <CLI/CLI.hpp>

#include <cstddef>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace queens::cli {

/// Bad input found after parsing: reported like a parse error, with exit status 2.
struct usage_error : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

/// The program's own failure at run time (a shard it cannot read, a page it cannot build):
/// said whole, paths and all, with exit status 1. What else fails at run time may be an
/// extender's code, whose words are cut to a screenful (`queens::at_most_a_screenful`).
struct run_failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// What to say of a command line CLI11 refused (`error`): the words nobody takes, in the
/// order given, or CLI11's words and the help of the subcommand that lists the option
/// (parse_refusal.cpp).
[[nodiscard]] std::string parse_refusal(const CLI::App& app, const CLI::ParseError& error, int argc,
                                        char** argv);

/// Marks the end of a command's checks: a `std::invalid_argument` from here on (a piece at
/// fault mid-search) ends the run with 1, not as a usage error (2), found before any work.
void work_begins() noexcept;

/// Exit statuses (documented in --help and the README).
inline constexpr int exit_done = 0;
/// A failed write, out of memory, an extender's code breaking its contract, anything thrown
/// once the work has begun (`work_begins`).
inline constexpr int exit_failure = 1;
inline constexpr int exit_usage = 2;

/// How much of a value a message echoes: enough to recognise it, never a whole 100 KB value.
inline constexpr std::size_t echoed_bytes = 80;
/// A path is echoed whole up to the longest the system takes (PATH_MAX): the user must be able
/// to find the file.
inline constexpr std::size_t echoed_path_bytes = 4096;
/// `text` escaped (`queens::escaped`) in single quotes, for messages: at most `longest` bytes
/// of it, then "...". Every word a message quotes goes through here (or is escaped where the
/// library made the message), and only once.
[[nodiscard]] std::string in_quotes(std::string_view text, std::size_t longest = echoed_bytes);

/// A validator for a decimal whole number in [low, high], and nothing else: no sign, no
/// prefix, no fraction, not empty; `010` is ten. It rewrites the text to its plain decimal
/// form so that CLI11 never reads it in another base. `what` names the value in messages.
[[nodiscard]] CLI::Validator decimal(long long low, long long high, const std::string& what,
                                     const std::string& accepted = {});

/// Adds `validator` to `option` as a transform (it may rewrite the text, as `decimal` does).
CLI::Option* rewrite_with(CLI::Option* option, CLI::Validator validator);

/// The name of the validator that holds the words an option accepts, in its description (the
/// words joined by '|'): what --help shows after the option and the completion script offers.
inline constexpr const char* choices_validator = "choices";
/// A validator accepting `words` only, refusing any other text with `refusal(text)`.
[[nodiscard]] CLI::Validator one_of(const std::vector<std::string>& words,
                                    std::function<std::string(const std::string&)> refusal);
/// The words `option` accepts (`one_of`), or none for free text.
[[nodiscard]] std::vector<std::string> choices_of(CLI::Option& option);

/// The type an option that names a file shows in --help; the completion script completes file
/// names for it.
inline constexpr const char* file_type = "FILE";
/// Marks `option` as naming a file (`file_type`).
CLI::Option* file_option(CLI::Option* option);
/// Whether `option` was marked by `file_option`.
[[nodiscard]] bool takes_file(const CLI::Option& option);

/// An option taking one of `choices` by name, stored as the matching value (an enum), and
/// refused with the accepted names otherwise.
template <typename Enum>
CLI::Option* add_enum(CLI::App& command, const std::string& name, Enum& value,
                      std::vector<std::pair<std::string, Enum>> choices, const std::string& help) {
    std::vector<std::string> words;
    std::string names;
    std::string current;
    for (const auto& [choice, choice_value] : choices) {
        words.push_back(choice);
        names += (names.empty() ? "" : "|") + choice;
        if (choice_value == value) {
            current = choice;
        }
    }
    auto* option = command.add_option_function<std::string>(
        name,
        [&value, choices](const std::string& text) {
            for (const auto& [choice, choice_value] : choices) {
                if (choice == text) {
                    value = choice_value;
                }
            }
        },
        help); // the names follow the option already (its validator's "a|b|c")
    option->check(one_of(words, [names](const std::string& text) {
        return "unknown value " + in_quotes(text) + ": accepted " + names;
    }));
    option->default_str(current);
    return option;
}

/// What every subcommand shares: the board, the kind of piece and the pinned squares.
struct board_options {
    const piece_registry* pieces = nullptr;
    int size = 8;
    std::string piece = "queen";
    std::string place;

    void add_to(CLI::App& command, const piece_registry& registry, int default_size);
    /// The puzzle these options name, checked once (queens::problem: the size against the
    /// kind's largest board, the pinned squares). Throws `std::invalid_argument` saying what is
    /// accepted: a usage error, asked before any work (run.cpp); `broken_contract` when her
    /// pinned form breaks its contract or a walk of her pieces does not end (check_walks).
    [[nodiscard]] problem puzzle() const;
    [[nodiscard]] const piece_kind& kind() const { return pieces->find(piece); }
    /// "8 queens", "1 superqueen", with the kind's own words, escaped (an extender wrote them).
    [[nodiscard]] std::string counted(std::uint64_t count) const;
};

/// `--limit K` or `--all`: how many solutions to go through.
struct limit_options {
    std::size_t limit = 1;
    bool all = false;

    void add_to(CLI::App& command);
    [[nodiscard]] bool more(std::size_t done) const { return all || done < limit; }
};

/// "1 solution", "92 solutions".
[[nodiscard]] std::string solutions(std::uint64_t count);

/// Whether boards are drawn with Unicode pieces by default: standard output is a terminal
/// whose locale (LC_ALL, LC_CTYPE or LANG) is UTF-8; otherwise ASCII.
[[nodiscard]] bool unicode_terminal();

/// Writes `queens: error: WHAT` on standard error. WHAT's quoted words are escaped already
/// (`in_quotes`, the library's messages): only a character a terminal would obey or not show
/// is escaped here, so nothing is escaped twice.
void error_line(const std::string& what);

/// After the work, writing its result to `path` failed (`why`): says so, and prints `text` (the
/// result, or what the run found of it) where it can still be read: standard output, or standard
/// error when standard output is the target that failed.
void keep_result(const std::string& why, const std::string& text, const std::string& path);

/// Refuses a web page (`what`: "the page") bound for a terminal, where its half a megabyte of
/// markup and script would scroll past unread: a usage error, before any work.
void refuse_page_on_terminal(bool to_terminal, std::string_view what);

/// The name this program was started as (`queens`, or an extender's own program such as
/// `camel`), for its messages. `run` sets it from argv[0] before anything is said.
[[nodiscard]] const std::string& program_name();
/// The same name, its bytes as the shell that started it has them (never for a terminal: a
/// completion script quotes it for the shell, `bash_word`).
[[nodiscard]] const std::string& program_name_as_invoked();
void set_program_name(const char* argv0);

} // namespace queens::cli
