#include "explorer_page.hpp"

#include <queens/detail/utf8.hpp>
#include <queens/text.hpp>

#include <span>
#include <stdexcept>
#include <string>

namespace queens::demo {
namespace {

// explorer/page.html with its style and scripts inlined, and the WebAssembly module (empty
// when emscripten was not found); CMake embeds both (explorer/assemble.cmake).
#include "explorer_front_html.hpp"
#include "explorer_module_js.hpp"

void write_parts(std::ostream& out, std::span<const std::string_view> parts) {
    for (const std::string_view part : parts) {
        out << part;
    }
}

void write_markup_escaped(std::ostream& out, std::string_view text) {
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
        case '"':
            out << "&quot;";
            break;
        default:
            out << c;
        }
    }
}

/// `text` as HTML text: its markup characters as entities, and by the terminal's rules
/// (`queens::escaped`) every character a browser would obey or not show, so a title that is
/// an extender's words (or a trace's) can neither reorder nor hide what is around it. Text
/// escaped before (the command line's words) is kept as it is: escaped once.
void write_html_escaped(std::ostream& out, std::string_view text) {
    queens::detail::split_shown(
        text, [&out](std::string_view part) { write_markup_escaped(out, part); },
        [&out](std::string_view part) { out << queens::escaped(part); });
}

/// The page template, joined from its embedded parts once.
std::string_view front_end() {
    static const std::string page = [] {
        std::string joined;
        for (const std::string_view part : explorer_front_html_parts) {
            joined += part;
        }
        return joined;
    }();
    return page;
}

} // namespace

bool explorer_available() noexcept { return !explorer_module_js_parts[0].empty(); }

void write_script_safe(std::ostream& out, std::string_view text) {
    // Inside <script>, "</script>" ends the element and "<!--" opens a comment that swallows
    // the rest of the page: no '<' is written at all. The text is JSON, where '<' stands only
    // inside strings, and \u003c is the same string.
    for (const char c : text) {
        if (c == '<') {
            out << "\\u003c";
        } else {
            out << c;
        }
    }
}

void write_front_end(std::ostream& out, std::string_view title, bool with_module,
                     const std::function<void(std::ostream&)>& write_events) {
    const std::string_view page = front_end();
    std::size_t begin = 0;
    // Three placeholders: @TITLE@ (escaped text), @EVENTS@ (a JSON array, or null), @MODULE@.
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
            if (write_events) {
                write_events(out);
            } else {
                out << "null";
            }
            begin = at + 8;
        } else if (page.substr(at, 8) == "@MODULE@") {
            if (with_module) {
                write_parts(out, explorer_module_js_parts);
            }
            begin = at + 8;
        } else {
            out << '@';
            begin = at + 1;
        }
    }
}

void write_explorer_page(std::ostream& out) {
    if (!explorer_available()) {
        throw std::runtime_error("this queens was built without the explorer: it needs "
                                 "emscripten's em++ at build time (tools/install-deps)");
    }
    write_front_end(out, "queens explorer", true, {});
}

} // namespace queens::demo
