#include "help_format.hpp"

#include <queens/text.hpp>

#include <algorithm>
#include <sstream>

namespace queens::cli {

namespace {

/// Where the lines broken from `line` start: under the words of an entry of a list ("  name
/// its words": indented, then a gap of two spaces or more), else at its indent (none for prose).
std::size_t hanging_indent(std::string_view line, std::size_t width) {
    const std::size_t indent = std::min(line.find_first_not_of(' '), line.size());
    if (indent == 0) {
        return 0;
    }
    const std::size_t gap = line.find("  ", indent);
    if (gap != std::string_view::npos) {
        const std::size_t words = line.find_first_not_of(' ', gap);
        if (words != std::string_view::npos && words < width / 2) {
            return words;
        }
    }
    return indent;
}

/// One line broken into lines of at most `width` columns between words, those after the first
/// under the words of a list entry, or at the line's indent.
void wrap_line(std::string_view line, std::size_t width, std::string& out) {
    out += wrapped_line(line, width, hanging_indent(line, width));
}

class wrapping_formatter final : public CLI::Formatter {
public:
    std::string make_option_desc(const CLI::Option* option) const override {
        return wrapped(Formatter::make_option_desc(option), right_column());
    }
    std::string make_subcommand(const CLI::App* sub) const override {
        std::stringstream out;
        CLI::detail::format_help(out, sub->get_display_name(true),
                                 wrapped(sub->get_description(), right_column()),
                                 get_column_width());
        return out.str();
    }
    std::string make_description(const CLI::App* app) const override {
        return wrapped(Formatter::make_description(app), help_columns);
    }
    std::string make_footer(const CLI::App* app) const override {
        return wrapped(Formatter::make_footer(app), help_columns);
    }

private:
    [[nodiscard]] std::size_t right_column() const {
        return help_columns - std::min(get_column_width(), help_columns / 2);
    }
};

} // namespace

std::string wrapped(std::string_view text, std::size_t width) {
    std::string out;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        wrap_line(text.substr(begin, end - begin), std::max<std::size_t>(width, 20), out);
        if (end == text.size()) {
            break;
        }
        out += '\n';
        begin = end + 1;
    }
    return out;
}

std::shared_ptr<CLI::Formatter> help_formatter() { return std::make_shared<wrapping_formatter>(); }

} // namespace queens::cli
