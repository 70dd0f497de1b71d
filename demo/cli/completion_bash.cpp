// `queens completion bash`'s script, written from the program's own CLI11 definition: no option
// is written twice, and an extender's program completes her kinds of piece and formats.
#include "completion.hpp"

#include "options.hpp"

#include <queens/version.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <vector>

namespace queens::cli {

namespace {

/// One option as the script sees it.
struct option_words {
    std::vector<std::string> spelled; ///< "-o", "--output"
    bool value = false;               ///< takes the next word as its value
    bool files = false;               ///< its value is a file
    std::vector<std::string> words;   ///< the values it accepts, when they are fixed
};

/// One command (the program itself, or a subcommand) as the script sees it.
struct command_words {
    std::string name; ///< empty for the program itself
    std::vector<option_words> options;
    /// The words that are not options: subcommands, files or fixed words, at most `most` of
    /// them (none: `most` 0; any number: std::nullopt).
    bool files = false;
    std::vector<std::string> words;
    std::optional<int> most = 0;
};

command_words describe(CLI::App& app, const std::string& name) {
    command_words command{name, {}, false, {}, 0};
    for (CLI::Option* option : app.get_options()) {
        if (!option->nonpositional()) { // the one positional (no command here has two)
            command.files = takes_file(*option);
            command.words = choices_of(*option);
            const int most = option->get_items_expected_max();
            command.most = most >= CLI::detail::expected_max_vector_size ? std::nullopt
                                                                         : std::optional<int>{most};
            continue;
        }
        option_words described;
        for (const std::string& letter : option->get_snames()) {
            described.spelled.push_back("-" + letter);
        }
        for (const std::string& word : option->get_lnames()) {
            described.spelled.push_back("--" + word);
        }
        described.value = option->get_items_expected_max() > 0; // a flag expects none
        described.files = takes_file(*option);
        described.words = choices_of(*option);
        command.options.push_back(std::move(described));
    }
    return command;
}

/// The words, each as bash reads it, after a space each.
std::string listed(const std::vector<std::string>& words, std::string_view between = " ") {
    std::string out;
    for (const std::string& word : words) {
        out.append(out.empty() ? "" : between).append(bash_word(word));
    }
    return out;
}

/// A bash function name made of `text`: letters, digits and '_' kept, every other byte '_'.
std::string identifier(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const bool word =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        out += word ? c : '_';
    }
    return out;
}

const char* const helpers =
    R"(# Offers each word after $1 that starts with $1: compared as text, never expanded.
{0}_offer() {{
    local word
    for word in "${{@:2}}"; do
        if [[ $word == "$1"* ]]; then
            COMPREPLY+=("$word")
        fi
    done
}}

# Offers the files and folders whose names start with $1.
{0}_files() {{
    if declare -F _filedir >/dev/null; then
        # shellcheck disable=SC2034 # _filedir reads cur
        local cur=$1
        _filedir
    else
        compopt -o filenames 2>/dev/null
        mapfile -t -O "${{#COMPREPLY[@]}}" COMPREPLY < <(compgen -f -- "$1")
    fi
}}
)";

/// `{prefix}_valued COMMAND OPTION`: whether OPTION of COMMAND takes the next word.
std::string valued_function(const std::string& prefix, const std::vector<command_words>& all) {
    std::string arms;
    for (const command_words& command : all) {
        std::vector<std::string> names;
        for (const option_words& option : command.options) {
            if (option.value) {
                names.insert(names.end(), option.spelled.begin(), option.spelled.end());
            }
        }
        if (!names.empty()) {
            arms += fmt::format("    {})\n        case $2 in\n        {}) return 0 ;;\n"
                                "        esac\n        ;;\n",
                                command.name.empty() ? "''" : bash_word(command.name),
                                listed(names, " | "));
        }
    }
    return fmt::format("# Whether option $2 of subcommand $1 ('' for none) takes the next word.\n"
                       "{}_valued() {{\n    case $1 in\n{}    esac\n    return 1\n}}\n",
                       prefix, arms);
}

/// What to offer for `words`, `files` or nothing, as one command of the script.
std::string offer(const std::string& prefix, bool files, const std::vector<std::string>& words) {
    if (files) {
        return prefix + "_files \"$1\"";
    }
    return words.empty() ? ":" : prefix + "_offer \"$1\" " + listed(words);
}

/// The function that completes the words of `command`.
std::string function_name(const std::string& prefix, const command_words& command) {
    return prefix + "_command" + (command.name.empty() ? "" : "_" + identifier(command.name));
}

/// `{prefix}_command_NAME WORD BEFORE GIVEN`: what completes WORD in the command.
std::string command_function(const std::string& prefix, const command_words& command) {
    std::string arms;
    std::vector<std::string> every;
    std::vector<std::string> free; // options whose values are free text: nothing to offer
    for (const option_words& option : command.options) {
        every.insert(every.end(), option.spelled.begin(), option.spelled.end());
        if (option.value && !option.files && option.words.empty()) {
            free.insert(free.end(), option.spelled.begin(), option.spelled.end());
        } else if (option.value) {
            arms += fmt::format("    {}) {} ;;\n", listed(option.spelled, " | "),
                                offer(prefix, option.files, option.words));
        }
    }
    if (!free.empty()) {
        arms += fmt::format("    {}) ;;\n", listed(free, " | "));
    }
    const std::string options = prefix + "_offer \"$1\" " + listed(every);
    std::string rest = "        " + options + "\n";
    const bool positionals = command.files || !command.words.empty();
    if (positionals && command.most != 0) {
        rest = fmt::format("        if [[ $1 != -* ]]{}; then\n            {}\n        else\n"
                           "            {}\n        fi\n",
                           command.most ? fmt::format(" && (($3 < {}))", *command.most) : "",
                           offer(prefix, command.files, command.words), options);
    }
    return fmt::format("# {}: $1 the word to complete, $2 the one before it, $3 how many words\n"
                       "# are given that are neither options nor their values.\n"
                       "{}() {{\n    case $2 in\n{}    *)\n{}        ;;\n    esac\n}}\n",
                       command.name.empty() ? "The program"
                                            : "Subcommand " + bash_word(command.name),
                       function_name(prefix, command), arms, rest);
}

const char* const main_function = R"(# What completes the word at COMP_CWORD of COMP_WORDS.
{0}() {{
    local cur=${{COMP_WORDS[COMP_CWORD]}} prev='' command='' word previous='' i given=0
    COMPREPLY=()
    if ((COMP_CWORD > 0)); then
        prev=${{COMP_WORDS[COMP_CWORD - 1]}}
    fi
    # bash splits --option=value at '=' (COMP_WORDBREAKS): the option is the word before it.
    if [[ $cur == = ]]; then
        cur=''
    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
        prev=${{COMP_WORDS[COMP_CWORD - 2]}}
    fi
    # The subcommand is the first word that is neither an option nor an option's value; the
    # words after it that are neither are its own.
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${{COMP_WORDS[i]}}
        if [[ $word != -* && $word != = && $previous != = ]] &&
            ! {0}_valued "$command" "$previous"; then
            if [[ -z $command ]]; then
                command=$word
            else
                given=$((given + 1))
            fi
        fi
        previous=$word
    done
    case $command in
{1}    esac
}}
)";

} // namespace

std::string bash_word(std::string_view word) {
    const auto plain = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               std::string_view{"_-./,:+@%="}.find(c) != std::string_view::npos;
    };
    if (!word.empty() && std::all_of(word.begin(), word.end(), plain)) {
        return std::string{word};
    }
    std::string out = "$'";
    for (const char c : word) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f && c != '\'' && c != '\\') {
            out += c;
        } else {
            out += fmt::format("\\x{:02x}", byte);
        }
    }
    return out + "'";
}

std::string bash_completion(CLI::App& app, const std::string& program) {
    const std::string prefix = "_" + identifier(program) + "_completion";
    std::vector<command_words> all{describe(app, "")};
    for (CLI::App* subcommand : app.get_subcommands({})) {
        all.front().words.push_back(subcommand->get_name());
        all.push_back(describe(*subcommand, subcommand->get_name()));
    }
    all.front().most = 1;
    std::string functions;
    std::string dispatch;
    for (const command_words& command : all) {
        functions += "\n" + command_function(prefix, command);
        dispatch += fmt::format("    {}) {} \"$cur\" \"$prev\" \"$given\" ;;\n",
                                command.name.empty() ? "''" : bash_word(command.name),
                                function_name(prefix, command));
    }
    // The program's name as bash reads it, in the comments and in `complete`: no byte of it is
    // code.
    const std::string shown = bash_word(program);
    return fmt::format(
        "# shellcheck shell=bash\n"
        "# Bash completion for {0}: its subcommands, options, kinds of piece and formats.\n"
        "# Written by `{0} completion bash` (queens {1}) from the program's own command line;\n"
        "# do not edit: write it again. Files complete with bash-completion's _filedir when it\n"
        "# is loaded, with compgen -f otherwise.\n\n{2}\n{3}{4}\n{5}\ncomplete -F {6} -- {0}\n",
        shown, QUEENS_VERSION, fmt::format(fmt::runtime(helpers), prefix),
        valued_function(prefix, all), functions,
        fmt::format(fmt::runtime(main_function), prefix, dispatch), prefix);
}

} // namespace queens::cli
