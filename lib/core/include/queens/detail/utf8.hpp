// The one reading of UTF-8 that every escaper (<queens/text.hpp>) and every check of an
// extender's words (the registry) share, so a character is never shown by one and obeyed
// through another. Inline, so the rooms above core use it without a symbol to export.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace queens::detail {

/// One character read from UTF-8: its code point and how many bytes it took.
struct utf8_character {
    char32_t code;
    std::size_t length;
};

/// The UTF-8 character at the start of `text`, or nothing when the bytes there are not one
/// (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF, no byte missing). ASCII
/// is a character of one byte.
[[nodiscard]] constexpr std::optional<utf8_character> utf8_at(std::string_view text) noexcept {
    if (text.empty()) {
        return std::nullopt;
    }
    const auto byte = [&text](std::size_t i) { return static_cast<std::uint8_t>(text[i]); };
    const std::uint8_t lead = byte(0);
    if (lead < 0x80U) {
        return utf8_character{lead, 1};
    }
    const std::size_t length = lead >= 0xf0U ? 4 : lead >= 0xe0U ? 3 : lead >= 0xc0U ? 2 : 0;
    if (length == 0 || lead > 0xf4U || text.size() < length) {
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
    if (code < least.at(length) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return std::nullopt;
    }
    return utf8_character{code, length};
}

/// Whether `code` is a variation selector (U+FE00-U+FE0F, U+E0100-U+E01EF): shown, as the
/// presentation of the character before it.
[[nodiscard]] constexpr bool variation_selector(char32_t code) noexcept {
    return (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
}

/// Whether a terminal or a browser shows `code` as a mark of its own, rather than obeying it or
/// showing nothing: false for the C0 controls and DEL (ESC starts a terminal's commands), the
/// C1 controls (U+009B is a terminal's CSI), the bidirectional controls (Unicode's Bidi_Control:
/// they reorder what is shown around them, so a name can hide or fake text), every other
/// character Unicode says a renderer may show as nothing (Default_Ignorable_Code_Point: the
/// zero-width characters U+200B-U+200D and U+FEFF, the invisible operators U+2060-U+206F, the
/// soft hyphen, the Hangul fillers, the tags U+E0000-U+E007F...: two names that look alike
/// would differ; the variation selectors are kept, `variation_selector`) and the line and
/// paragraph separators (which end a line of JavaScript).
[[nodiscard]] constexpr bool shown(char32_t code) noexcept {
    const auto in = [code](char32_t first, char32_t last) { return code >= first && code <= last; };
    const bool control = code < 0x20 || in(0x7f, 0x9f);
    const bool bidi =
        code == 0x061c || in(0x200e, 0x200f) || in(0x202a, 0x202e) || in(0x2066, 0x2069);
    const bool ignorable = code == 0x00ad || code == 0x034f || in(0x115f, 0x1160) ||
                           in(0x17b4, 0x17b5) || in(0x180b, 0x180f) || in(0x200b, 0x200d) ||
                           in(0x2060, 0x2065) || in(0x206a, 0x206f) || code == 0x3164 ||
                           code == 0xfeff || code == 0xffa0 || in(0xfff0, 0xfff8) ||
                           in(0x1bca0, 0x1bca3) || in(0x1d173, 0x1d17a) || in(0xe0000, 0xe0fff);
    return !(control || bidi || (ignorable && !variation_selector(code)) || in(0x2028, 0x2029));
}

/// Whether all of `text` is UTF-8 and every character of it is shown: words an extender gives
/// that may be printed as they are.
[[nodiscard]] constexpr bool all_shown(std::string_view text) noexcept {
    while (!text.empty()) {
        const auto character = utf8_at(text);
        if (!character || !shown(character->code)) {
            return false;
        }
        text.remove_prefix(character->length);
    }
    return true;
}

/// Hands `text` on in order: each run of shown characters to `keep`, each character that is
/// not shown (or byte that is not UTF-8) alone to `escape`. For text whose words were escaped
/// already (a message, a page's title), where escaping it whole would escape them twice.
template <typename Keep, typename Escape>
constexpr void split_shown(std::string_view text, Keep keep, Escape escape) {
    std::size_t run = 0;
    while (run < text.size()) {
        const auto character = utf8_at(text.substr(run));
        if (character && shown(character->code)) {
            run += character->length;
            continue;
        }
        keep(text.substr(0, run));
        escape(text.substr(run, character ? character->length : 1));
        text.remove_prefix(run + (character ? character->length : 1));
        run = 0;
    }
    keep(text);
}

/// How many bytes of `text`, at most `longest`, end on a character's edge: a byte that is not
/// UTF-8 counts as one character, so a cut never splits a character that is.
[[nodiscard]] constexpr std::size_t utf8_prefix(std::string_view text,
                                                std::size_t longest) noexcept {
    std::size_t at = 0;
    while (at < text.size()) {
        const auto character = utf8_at(text.substr(at));
        const std::size_t length = character ? character->length : 1;
        if (at + length > longest) {
            break;
        }
        at += length;
    }
    return at;
}

} // namespace queens::detail
