#include <queens/text.hpp>

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

/// Escapes with the named table, then `code_prefix` and two hex digits for every byte
/// `by_code` selects; `quote` (if any) is escaped with a backslash.
template <typename ByCode>
std::string escape(std::string_view text, std::string_view code_prefix, char quote,
                   ByCode by_code) {
    std::string out;
    out.reserve(text.size());
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
    return out;
}

} // namespace

std::string escaped(std::string_view text) {
    return escape(text, "\\x", '\0', [](std::uint8_t b) { return b < 0x20 || b >= 0x7f; });
}

std::string escaped(std::string_view text, std::size_t longest) {
    return text.size() <= longest ? escaped(text) : escaped(text.substr(0, longest)) + "...";
}

std::string json_escaped(std::string_view text) {
    return escape(text, "\\u00", '"', [](std::uint8_t b) { return b < 0x20 || b == 0x7f; });
}

} // namespace queens
