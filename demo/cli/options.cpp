#include "options.hpp"

#include "../output.hpp"

#include <queens/board.hpp>
#include <queens/text.hpp>
#include <queens/walk.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace queens::cli {

std::string in_quotes(std::string_view text, std::size_t longest) {
    return "'" + queens::escaped(text, longest) + "'";
}

CLI::Validator decimal(long long low, long long high, const std::string& what,
                       const std::string& accepted) {
    const std::string range =
        accepted.empty() ? fmt::format("accepted {} to {}", low, high) : "accepted " + accepted;
    return {[=](std::string& text) -> std::string {
                if (text.empty()) {
                    return what + " is empty: " + range;
                }
                const auto digit = [](char c) { return c >= '0' && c <= '9'; };
                if (!std::all_of(text.begin(), text.end(), digit)) {
                    // -1 is a number, below the range: said so, not "not a number" (-0 is
                    // not negative: it is not written in digits alone).
                    const bool negative = text.size() > 1 && text.front() == '-' &&
                                          std::all_of(text.begin() + 1, text.end(), digit) &&
                                          text.find_first_not_of('0', 1) != std::string::npos;
                    return what + " " + in_quotes(text) +
                           (negative ? " is negative: " + range
                                     : " is not a whole number in decimal digits: " + range);
                }
                const std::size_t first = text.find_first_not_of('0');
                const std::string digits = first == std::string::npos ? "0" : text.substr(first);
                // 18 digits fit in a long long: anything longer is out of every range here.
                const long long value = digits.size() > 18 ? high + 1 : std::stoll(digits);
                if (value < low || value > high) {
                    return what + " " + in_quotes(text) + " is out of range: " + range;
                }
                text = digits; // plain decimal: CLI11 must not read 010 as octal
                return {};
            },
            fmt::format("{}..{}", low, high)};
}

CLI::Validator one_of(const std::vector<std::string>& words,
                      std::function<std::string(const std::string&)> refusal) {
    std::string names;
    for (const std::string& word : words) {
        names += (names.empty() ? "" : "|") + word;
    }
    return {[words, refusal = std::move(refusal)](std::string& text) -> std::string {
                if (std::find(words.begin(), words.end(), text) != words.end()) {
                    return {};
                }
                return refusal(text);
            },
            names, choices_validator};
}

std::vector<std::string> choices_of(CLI::Option& option) {
    std::vector<std::string> words;
    try {
        const std::string described = option.get_validator(choices_validator)->get_description();
        for (std::string_view names = described; !names.empty();) {
            const std::size_t bar = std::min(names.find('|'), names.size());
            words.emplace_back(names.substr(0, bar));
            names.remove_prefix(std::min(bar + 1, names.size()));
        }
    } catch (const CLI::OptionNotFound&) {
        // free text: no words to offer
    }
    return words;
}

CLI::Option* file_option(CLI::Option* option) {
    // Not given, the path is empty and the output is standard output; given empty, it names
    // no file, which the shell's `> ''` refuses too.
    return rewrite_with(option->type_name(file_type),
                        CLI::Validator{[](const std::string& path) -> std::string {
                                           return path.empty() ? "an empty path names no file: "
                                                                 "give a file name, or - for "
                                                                 "standard output"
                                                               : "";
                                       },
                                       "", "a file name"});
}

bool takes_file(const CLI::Option& option) {
    const std::string type = option.get_type_name();
    return type == file_type || type.starts_with(std::string{file_type} + ":");
}

// GCC 12 sees a null std::function in CLI11's vector insert (a false positive, -O2 only).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnull-dereference"
CLI::Option* rewrite_with(CLI::Option* option, CLI::Validator validator) {
    return option->transform(std::move(validator));
}
#pragma GCC diagnostic pop

void board_options::add_to(CLI::App& command, const piece_registry& registry, int default_size) {
    pieces = &registry;
    size = default_size;
    int largest = 1;
    std::string names;
    std::string limits;
    std::vector<std::string> words;
    for (const auto& kind : registry.kinds()) {
        largest = std::max(largest, kind.max_size);
        names += (names.empty() ? "" : ", ") + kind.name;
        words.push_back(kind.name);
    }
    for (const auto& kind : registry.kinds()) {
        if (kind.max_size != largest) {
            limits +=
                fmt::format("{}{}: 1 to {}", limits.empty() ? "" : ", ", kind.name, kind.max_size);
        }
    }
    const std::string accepted =
        fmt::format("1 to {}{}", largest, limits.empty() ? "" : " (" + limits + ")");
    rewrite_with(command.add_option("-n,--size", size, "board size, " + accepted),
                 decimal(1, largest, "board size", accepted))
        ->capture_default_str();
    command.add_option("--piece", piece, "kind of piece (listed below)")
        ->check(one_of(words,
                       [names](const std::string& text) {
                           return "unknown piece " + in_quotes(text) + ": accepted " + names;
                       }))
        ->capture_default_str();
    command
        .add_option("--place", place,
                    "pieces pinned to squares, chess notation: c5,e1 (boards up to 26)")
        ->check(CLI::Validator(
            [](const std::string& text) {
                return text.empty() ? std::string{"empty: accepted squares such as c5 or c5,e1"}
                                    : std::string{};
            },
            "SQUARES"));
    // A kind's words come from an extender's code: escaped, as every such byte is.
    std::string footer = "Pieces:";
    for (const auto& kind : registry.kinds()) {
        footer += fmt::format("\n  {:<11}  {} (boards 1 to {})", kind.name,
                              queens::escaped(kind.summary), kind.max_size);
    }
    command.footer(footer);
}

problem board_options::puzzle() const {
    // Before any work: the library's refusals are usage errors, her broken contract is not
    // (run.cpp).
    problem asked{kind(), size,
                  place.empty() ? std::vector<square>{} : queens::parse_squares(place, size)};
    // Every command runs her chain: a walk without end is refused first, never run until stopped.
    queens::check_walks(asked.kind(), asked.size(), asked.pinned());
    return asked;
}

std::string board_options::counted(std::uint64_t count) const {
    const auto& chosen = kind();
    return fmt::format("{} {}", count,
                       queens::escaped(count == 1 ? chosen.singular : chosen.plural));
}

void limit_options::add_to(CLI::App& command) {
    auto* limit_option =
        rewrite_with(command.add_option("--limit", limit, "stop after K solutions (default 1)"),
                     decimal(1, 1'000'000'000'000LL, "limit", "a whole number from 1 to 10^12"));
    command.add_flag("--all", all, "go through every solution")->excludes(limit_option);
}

std::string solutions(std::uint64_t count) {
    return fmt::format("{} solution{}", count, count == 1 ? "" : "s");
}

bool unicode_terminal() {
    if (isatty(fileno(stdout)) == 0) {
        return false;
    }
    for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
        if (const char* value = std::getenv(name); value != nullptr && *value != '\0') {
            // The codeset, language[_territory][.codeset][@modifier] (or the codeset alone,
            // LC_CTYPE=UTF-8 as macOS sends it), compared as the C library compares codesets:
            // letters and digits only, in any case (UTF-8, utf8, Utf-8, UTF8).
            std::string_view codeset = value;
            codeset = codeset.substr(0, codeset.find('@'));
            if (const std::size_t dot = codeset.find('.'); dot != std::string_view::npos) {
                codeset.remove_prefix(dot + 1);
            }
            std::string normal;
            for (const char c : codeset) {
                if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
                    normal += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                }
            }
            return normal == "utf8";
        }
    }
    return false;
}

namespace {

/// `message` with the characters a terminal obeys or does not show escaped, and nothing else.
/// The words a message quotes were escaped where they were put in (by the library and by
/// `in_quotes`), so escaping the whole line again would show ESC as `\\x1b`; this only catches
/// a word that was not (CLI11's own messages quote what was typed as it is).
std::string shown_line(std::string_view message) { return queens::without_controls(message); }

} // namespace

void error_line(const std::string& what) {
    std::fprintf(stderr, "%s: error: %s\n", program_name().c_str(), shown_line(what).c_str());
}

void keep_result(const std::string& why, const std::string& text, const std::string& path) {
    const bool to_stdout = !queens::demo::names_standard_output(path);
    error_line(why + "; the result is on standard " + (to_stdout ? "output" : "error"));
    std::FILE* stream = to_stdout ? stdout : stderr;
    std::fprintf(stream, "%s\n", text.c_str());
    std::fflush(stream);
}

void refuse_page_on_terminal(bool to_terminal, std::string_view what) {
    if (to_terminal) {
        throw usage_error(std::string{what} +
                          " is a web page, not text for a terminal: give -o FILE.html and open "
                          "it in a browser (or redirect standard output)");
    }
}

namespace {

std::string& name_of_program() {
    static std::string name = "queens";
    return name;
}

std::string& bytes_of_program_name() {
    static std::string name = "queens";
    return name;
}

} // namespace

const std::string& program_name() { return name_of_program(); }

const std::string& program_name_as_invoked() { return bytes_of_program_name(); }

void set_program_name(const char* argv0) {
    std::string_view path = argv0 == nullptr ? "" : argv0;
    path = path.substr(path.find_last_of('/') + 1);
    bytes_of_program_name() = path.empty() ? "queens" : std::string{path};
    name_of_program() = path.empty() ? "queens" : queens::escaped(path, echoed_bytes);
}

} // namespace queens::cli
