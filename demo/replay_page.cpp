#include "replay_page.hpp"

#include <string>

namespace queens::demo {
namespace {

// The page itself lives in replay_page.html (edit it there); CMake embeds it as this header.
#include "replay_page_html.hpp"

/// Writes `text` with `</` escaped, so no line of the trace can close the <script> element.
void write_script_safe(std::ostream& out, std::string_view text) {
    for (std::size_t begin = 0;;) {
        const std::size_t found = text.find("</", begin);
        if (found == std::string_view::npos) {
            out << text.substr(begin);
            return;
        }
        out << text.substr(begin, found - begin) << "<\\/";
        begin = found + 2;
    }
}

void write_html_escaped(std::ostream& out, std::string_view text) {
    for (const char c : text) {
        switch (c) {
        case '<':
            out << "&lt;";
            break;
        case '>':
            out << "&gt;";
            break;
        case '&':
            out << "&amp;";
            break;
        default:
            out << c;
        }
    }
}

} // namespace

void write_replay_page(std::ostream& out, std::string_view title, int /*size*/,
                       const std::vector<std::string>& jsonl_lines) {
    const std::string_view page = replay_page_html;
    std::size_t begin = 0;
    // Fill the two kinds of placeholder: @TITLE@ (escaped text) and @EVENTS@ (a JSON array).
    for (;;) {
        const std::size_t at = page.find('@', begin);
        if (at == std::string_view::npos) {
            out << page.substr(begin);
            return;
        }
        out << page.substr(begin, at - begin);
        if (page.substr(at, 7) == "@TITLE@") {
            write_html_escaped(out, title);
            begin = at + 7;
        } else if (page.substr(at, 8) == "@EVENTS@") {
            out << '[';
            for (std::size_t i = 0; i < jsonl_lines.size(); ++i) {
                out << (i == 0 ? "" : ",\n");
                write_script_safe(out, jsonl_lines[i]);
            }
            out << ']';
            begin = at + 8;
        } else {
            out << '@';
            begin = at + 1;
        }
    }
}

} // namespace queens::demo
