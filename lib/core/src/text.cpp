#include <queens/detail/utf8.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

namespace queens {
namespace {

/// The characters both escapers write by name; every other control character is written by
/// its code (`\x1b` for a terminal, `\u001b` in JSON).
struct named_escape {
    char c;
    std::string_view as;
};
constexpr std::array<named_escape, 4> named_escapes{{
    {'\\', "\\\\"},
    {'\n', "\\n"},
    {'\r', "\\r"},
    {'\t', "\\t"},
}};

std::optional<std::string_view> named(char c) noexcept {
    for (const named_escape& e : named_escapes) {
        if (e.c == c) {
            return e.as;
        }
    }
    return std::nullopt;
}

constexpr std::string_view hex = "0123456789abcdef";

void append_hex(std::string& out, std::uint32_t value, int digits) {
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) {
        out += hex[(value >> static_cast<unsigned>(shift)) & 0xfU];
    }
}

/// `\u` and four hex digits, as JSON and JavaScript write a UTF-16 unit: a character past
/// U+FFFF as its two surrogates.
void append_u_escape(std::string& out, char32_t code) {
    if (code > 0xffff) {
        const char32_t above = code - 0x10000;
        append_u_escape(out, 0xd800 + (above >> 10U));
        append_u_escape(out, 0xdc00 + (above & 0x3ffU));
        return;
    }
    out += "\\u";
    append_hex(out, code, 4);
}

/// How one escaper writes what it must not copy.
struct escape_style {
    std::string_view ascii_code_prefix; ///< before two hex digits: a control character of ASCII
    char quote;                         ///< escaped with a backslash too ('\0': none)
    bool invalid_as_replacement;        ///< a byte that is not UTF-8 as U+FFFD, else `\xNN`
    bool backslash_kept = false;        ///< a backslash as it is, not doubled
};

/// Appends `text` to `out`: every character that `detail::shown` accepts as it is (the quote
/// and the backslash escaped), every other one escaped once, by the one reading of UTF-8 the
/// registry checks with too.
void append_escaped(std::string& out, std::string_view text, const escape_style& style) {
    while (!text.empty()) {
        const auto character = detail::utf8_at(text);
        if (!character) {
            if (style.invalid_as_replacement) {
                append_u_escape(out, 0xfffd);
            } else {
                out += "\\x";
                append_hex(out, static_cast<std::uint8_t>(text.front()), 2);
            }
            text.remove_prefix(1);
            continue;
        }
        const char c = text.front();
        if (c == '\\' && style.backslash_kept) {
            out += c;
        } else if (character->length == 1 && named(c)) {
            out += *named(c);
        } else if (style.quote != '\0' && c == style.quote) {
            out += '\\';
            out += c;
        } else if (character->length == 1 && !detail::shown(character->code)) {
            out += style.ascii_code_prefix;
            append_hex(out, character->code, 2);
        } else if (!detail::shown(character->code)) {
            append_u_escape(out, character->code); // obeyed or invisible: U+202E as \u202e
        } else {
            out += text.substr(0, character->length); // shown: ферзей and U+265B stay readable
        }
        text.remove_prefix(character->length);
    }
}

constexpr escape_style terminal_style{"\\x", '\0', false};
constexpr escape_style json_style{"\\u00", '"', true};
constexpr escape_style line_style{"\\x", '\0', false, true};

} // namespace

std::string escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    append_escaped(out, text, terminal_style);
    return out;
}

std::string escaped(std::string_view text, std::size_t longest) {
    const std::size_t cut = detail::utf8_prefix(text, longest);
    return cut == text.size() ? escaped(text) : escaped(text.substr(0, cut)) + "...";
}

std::string at_most_a_screenful(std::string_view text) {
    constexpr std::size_t screenful = std::size_t{80} * 25;
    if (text.size() <= screenful + 40) { // "... (N bytes more)" would say no less
        return std::string{text};
    }
    const std::size_t cut = detail::utf8_prefix(text, screenful);
    return std::string{text.substr(0, cut)} + "... (" + std::to_string(text.size() - cut) +
           " bytes more)";
}

std::string without_controls(std::string_view text) {
    const auto plain = [](char c) { return c >= 0x20 && c < 0x7f; };
    if (std::all_of(text.begin(), text.end(), plain)) { // a JSON record, a diagram's line
        return std::string(text);
    }
    std::string out;
    out.reserve(text.size());
    append_escaped(out, text, line_style);
    return out;
}

std::string json_escaped(std::string_view text) {
    const auto plain = [](char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; };
    if (std::all_of(text.begin(), text.end(), plain)) { // a trace's every name: copied as it is
        return std::string(text);
    }
    std::string out;
    out.reserve(text.size());
    append_escaped(out, text, json_style);
    return out;
}

std::string wrapped_line(std::string_view line, std::size_t width, std::size_t hang) {
    line = line.substr(0, line.find_last_not_of(' ') + 1); // npos + 1: all spaces, none kept
    constexpr std::size_t room = 10; // what every line keeps for words, however deep its hang
    hang = width > room ? std::min(hang, width - room) : 0;
    std::string out;
    std::size_t first = 0;  // the rest of the line
    std::size_t indent = 0; // the columns before it on the line it goes on
    while (indent + (line.size() - first) > width) {
        const std::size_t floor = first == 0 ? hang : first; // a break leaves a word before it
        std::size_t space = line.rfind(' ', first + (width - indent));
        if (space == std::string_view::npos || space <= floor) {
            space = line.find(' ', floor + 1); // after the word too long for the line
            if (space == std::string_view::npos) {
                break;
            }
        }
        std::size_t stop = space;
        while (stop > first && line[stop - 1] == ' ') {
            --stop;
        }
        out.append(line.substr(first, stop - first)).append("\n").append(hang, ' ');
        indent = hang;
        first = line.find_first_not_of(' ', space); // never npos: no trailing spaces
    }
    out += line.substr(first);
    return out;
}

} // namespace queens
