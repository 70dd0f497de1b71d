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

/// Appends `text` to `out`, escaped with the named table, then `code_prefix` and two hex digits
/// for every byte `by_code` selects; `quote` (if any) is escaped with a backslash.
template <typename ByCode>
void escape_into(std::string& out, std::string_view text, std::string_view code_prefix, char quote,
                 ByCode by_code) {
    for (const char c : text) {
        const auto byte = static_cast<std::uint8_t>(c);
        if (const auto as = named(c)) {
            out += *as;
        } else if (quote != '\0' && c == quote) {
            out += '\\';
            out += c;
        } else if (by_code(byte)) {
            out += code_prefix;
            out += hex[byte >> 4U];
            out += hex[byte & 0xfU];
        } else {
            out += c;
        }
    }
}

} // namespace

std::string escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    escape_into(out, text, "\\x", '\0', [](std::uint8_t b) { return b < 0x20 || b >= 0x7f; });
    return out;
}

std::string escaped(std::string_view text, std::size_t longest) {
    return text.size() <= longest ? escaped(text) : escaped(text.substr(0, longest)) + "...";
}

namespace {

/// The code point of the UTF-8 sequence at the start of `text` and its length in bytes, or
/// nothing when it is not well formed (RFC 3629: no overlong forms, no surrogates, nothing past
/// U+10FFFF, no byte missing).
std::optional<std::pair<char32_t, std::size_t>> utf8_at(std::string_view text) noexcept {
    const auto byte = [&text](std::size_t i) { return static_cast<std::uint8_t>(text[i]); };
    const std::uint8_t lead = byte(0);
    const std::size_t length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    if (length == 0 || lead > 0xf4 || text.size() < length) {
        return std::nullopt;
    }
    char32_t code = lead & (0x7fU >> length);
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xc0U) != 0x80U) {
            return std::nullopt;
        }
        code = (code << 6U) | (byte(i) & 0x3fU);
    }
    constexpr std::array<char32_t, 5> least{0, 0, 0x80, 0x800, 0x10000};
    if (code < least[length] || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return std::nullopt;
    }
    return std::pair{code, length};
}

/// A character a terminal or a browser obeys rather than shows: C1 controls (U+009B is a
/// terminal's CSI), the line and paragraph separators (which end a line of JavaScript) and
/// the bidirectional controls (which reorder what is shown around them).
constexpr bool obeyed(char32_t code) noexcept {
    return (code >= 0x80 && code <= 0x9f) || code == 0x2028 || code == 0x2029 ||
           (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

void append_u_escape(std::string& out, char32_t unit) {
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) {
        out += hex[(unit >> static_cast<unsigned>(shift)) & 0xfU];
    }
}

} // namespace

std::string json_escaped(std::string_view text) {
    const auto plain = [](char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; };
    if (std::all_of(text.begin(), text.end(), plain)) { // a trace's every name: copied as it is
        return std::string(text);
    }
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const auto byte = static_cast<std::uint8_t>(text[at]);
        if (byte < 0x80) { // a run of ASCII: the trace's every name, at the cost it always had
            auto end = at;
            while (end < text.size() && static_cast<std::uint8_t>(text[end]) < 0x80) {
                ++end;
            }
            escape_into(out, text.substr(at, end - at), "\\u00", '"',
                        [](std::uint8_t b) { return b < 0x20 || b == 0x7f; });
            at = end;
            continue;
        }
        const auto sequence = utf8_at(text.substr(at));
        if (!sequence) {
            append_u_escape(out, 0xfffd); // not UTF-8: the replacement character, as JSON needs
            ++at;
            continue;
        }
        const auto [code, length] = *sequence;
        if (obeyed(code)) {
            append_u_escape(out, code);
        } else {
            out += text.substr(at, length); // a glyph (the queen's U+265B) stays readable
        }
        at += length;
    }
    return out;
}

} // namespace queens
