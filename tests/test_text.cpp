// One reading of UTF-8 for every channel: what a terminal message, a JSON string and the
// registry's check of an extender's words let through is the same set of characters, and
// everything else is escaped once (or refused), never mangled.
#define BOOST_TEST_MODULE queens_text
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include <queens/detail/utf8.hpp>
#include <queens/registry.hpp>
#include <queens/text.hpp>
#include <queens/trace_format.hpp>

#include <stdexcept>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;

namespace {

/// `code` in UTF-8 (no check: the caller gives a scalar value).
std::string utf8(char32_t code) {
    const auto byte = [](char32_t bits) { return static_cast<char>(bits); };
    if (code < 0x80) {
        return {byte(code)};
    }
    if (code < 0x800) {
        return {byte(0xc0 | (code >> 6U)), byte(0x80 | (code & 0x3fU))};
    }
    if (code < 0x10000) {
        return {byte(0xe0 | (code >> 12U)), byte(0x80 | ((code >> 6U) & 0x3fU)),
                byte(0x80 | (code & 0x3fU))};
    }
    return {byte(0xf0 | (code >> 18U)), byte(0x80 | ((code >> 12U) & 0x3fU)),
            byte(0x80 | ((code >> 6U) & 0x3fU)), byte(0x80 | (code & 0x3fU))};
}

struct escape_case {
    std::string text;
    std::string terminal; ///< what `escaped` writes
};

std::ostream& operator<<(std::ostream& out, const escape_case& c) {
    return out << queens::escaped(c.text);
}

const std::string ferzey = "\u0444\u0435\u0440\u0437\u0435\u0439"; // "ferzey", 12 bytes

/// A kind of piece with the words and glyph given, the rest the rook's.
queens::piece_kind rook_saying(const std::string& singular, const std::string& plural,
                               const std::string& summary, const std::string& glyph) {
    queens::piece_kind kind = queens::standard_pieces().find("rook");
    kind.name = "worded";
    kind.singular = singular;
    kind.plural = plural;
    kind.summary = summary;
    kind.glyph = glyph;
    return kind;
}

/// Characters a terminal or browser obeys or does not show, from every class README's
/// "Guarantees" names (U+200E, U+061C and U+2064 too, which the issue did not list), and bytes
/// that are not UTF-8.
const std::vector<std::string> unshown{"\x1b",
                                       std::string(1, '\0'),
                                       "\x7f",
                                       "\u009b",
                                       "\u0085",
                                       "\u202e",
                                       "\u202a",
                                       "\u2066",
                                       "\u2069",
                                       "\u200e",
                                       "\u061c",
                                       "\u200b",
                                       "\u200d",
                                       "\u2060",
                                       "\u2064",
                                       "\ufeff",
                                       "\u2028",
                                       "\u2029",
                                       "\xff",
                                       "\xc0\xaf",
                                       "\xed\xa0\x80",
                                       "\xe2\x99",
                                       "\xf4\x90\x80\x80"};

} // namespace

BOOST_AUTO_TEST_SUITE(escaping)

BOOST_DATA_TEST_CASE(escaped_keeps_shown_utf8_and_escapes_the_rest_once,
                     bdata::make(std::vector<escape_case>{
                         {ferzey, ferzey},                           // Cyrillic: shown
                         {"\u265B \U0001F42A", "\u265B \U0001F42A"}, // a queen, a camel
                         {"a\\b", "a\\\\b"},                         // backslash doubled
                         {"\x1b[2J\n", "\\x1b[2J\\n"},               // C0: by name or code
                         {"\x7f", "\\x7f"},                          // DEL
                         {"\u009b", "\\u009b"},                      // C1 CSI, as UTF-8
                         {"\x9b", "\\x9b"},                          // C1 CSI, a lone byte
                         {"\u202eevil", "\\u202eevil"},              // right-to-left override
                         {"a\u200bb\ufeff", "a\\u200bb\\ufeff"},     // zero-width
                         {"\u2028\u2029", "\\u2028\\u2029"},         // separators
                         {"\xc0\xaf", "\\xc0\\xaf"},                 // overlong
                         {"\xed\xa0\x80", "\\xed\\xa0\\x80"},        // a surrogate
                         {"cut \xe2\x99", "cut \\xe2\\x99"}}),       // cut short
                     c) {
    BOOST_TEST(queens::escaped(c.text) == c.terminal);
    BOOST_TEST(queens::detail::all_shown(queens::escaped(c.text))); // nothing left to obey
}

BOOST_AUTO_TEST_CASE(a_cut_never_splits_a_character) {
    BOOST_TEST(queens::escaped(ferzey, 40) == ferzey); // 12 bytes: whole, as it is
    BOOST_TEST(queens::escaped(ferzey, 5) == "\u0444\u0435...");
    BOOST_TEST(queens::escaped(ferzey, 4) == "\u0444\u0435...");
    BOOST_TEST(queens::escaped(ferzey, 1) == "...");
    for (std::size_t longest = 0; longest <= ferzey.size(); ++longest) {
        const std::string cut = queens::escaped(ferzey, longest);
        BOOST_TEST(queens::detail::all_shown(cut), longest);
        BOOST_TEST(cut.size() <= longest + 3);
    }
    // A byte that is not UTF-8 is one character of its own: cut before or after it.
    BOOST_TEST(queens::escaped("ab\xff\u0444", 3) == "ab\\xff...");
    BOOST_TEST(queens::escaped(std::string(100'000, 'x'), 80) == std::string(80, 'x') + "...");
}

BOOST_AUTO_TEST_CASE(every_channel_lets_the_same_characters_through) {
    // Over every Unicode scalar value: a character the terminal's escaper copies is one the
    // JSON escaper copies and one the registry accepts in a kind's words; any other is escaped
    // by both (\u in both for all but ASCII's controls) and refused by the registry.
    std::size_t kept = 0;
    for (char32_t code = 0; code <= 0x10ffff; ++code) {
        if (code >= 0xd800 && code <= 0xdfff) {
            continue;
        }
        const std::string text = utf8(code);
        const bool terminal = queens::escaped(text) == text;
        const bool json = queens::json_escaped(text) == text;
        const bool words = queens::detail::all_shown(text);
        const bool quoting = code == '\\' || code == '"';
        if (!quoting && (terminal != words || json != words)) {
            BOOST_ERROR("U+" << std::hex << static_cast<unsigned>(code) << ": terminal " << terminal
                             << ", JSON " << json << ", registry " << words);
            break;
        }
        kept += words ? 1 : 0;
    }
    // All but 65 C0 and C1 controls with DEL, 12 bidirectional controls (3 marks, 5
    // embeddings and overrides, 4 isolates), 2 separators and the other 3,906 characters of
    // Unicode's Default_Ignorable_Code_Point (4,174, less the 12 bidirectional controls and the
    // 256 variation selectors, which give a glyph its presentation).
    constexpr std::size_t ignorable = 3906;
    BOOST_TEST(kept == 0x110000 - 0x800 - 65 - 12 - 2 - ignorable);
}

BOOST_AUTO_TEST_CASE(json_escapes_what_the_terminal_escapes_as_u_escapes) {
    BOOST_TEST(queens::json_escaped("\u200b\ufeff\u2060\u061c") == R"(\u200b\ufeff\u2060\u061c)");
    BOOST_TEST(queens::json_escaped(ferzey) == ferzey);
    BOOST_TEST(queens::json_escaped("\xffq") == R"(\ufffdq)");
}

BOOST_AUTO_TEST_CASE(a_line_in_a_form_of_its_own_keeps_its_backslashes) {
    // A JSON record's own escapes stay as written; what a terminal obeys does not pass.
    BOOST_TEST(queens::without_controls(R"({"a":"\"q\""})") == R"({"a":"\"q\""})");
    BOOST_TEST(queens::without_controls("\x1b]0;owned\a\u202e\xff" + ferzey) ==
               R"(\x1b]0;owned\x07\u202e\xff)" + ferzey);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(kind_words)

BOOST_DATA_TEST_CASE(the_registry_refuses_an_unshown_character_in_every_word,
                     bdata::make(unshown) * bdata::xrange(4), bad, which) {
    std::vector<std::string> words{"camel", "camels", "a camel", "C"};
    words.at(static_cast<std::size_t>(which)).insert(1, bad);
    queens::piece_registry pieces;
    BOOST_CHECK_EXCEPTION(
        pieces.add(rook_saying(words[0], words[1], words[2], words[3])), std::invalid_argument,
        [&](const std::invalid_argument& e) {
            // The message quotes the word escaped: it shows the character it refuses.
            const std::string what = e.what();
            return what.find(queens::escaped(words.at(static_cast<std::size_t>(which)), 40)) !=
                       std::string::npos &&
                   queens::detail::all_shown(what);
        });
}

BOOST_AUTO_TEST_CASE(mermaid_codes_every_character_a_reader_could_obey) {
    // C1 NEL, the line separator, a right-to-left override, a byte that is not UTF-8; shown
    // UTF-8 (the queen) stays; Mermaid's syntax as codes.
    BOOST_TEST(queens::mermaid_escaped("x\u0085y\u2028\u202e\xff \u265B; #") ==
               "x#133;y#8232;#8238;#65533; \u265B#59; #35;");
    for (const std::string& text : unshown) {
        BOOST_TEST(queens::detail::all_shown(queens::mermaid_escaped(text)));
    }
}

BOOST_AUTO_TEST_CASE(the_registry_keeps_words_in_any_script) {
    queens::piece_registry pieces;
    pieces.add(rook_saying("\u0444\u0435\u0440\u0437\u044c", ferzey,
                           "\u043b\u0430\u0434\u044c\u044f \u2014 rows only", "\u265C\uFE0F"));
    BOOST_TEST(pieces.find("worded").plural == ferzey);
}

BOOST_AUTO_TEST_CASE(an_extenders_words_are_said_up_to_a_screenful) {
    BOOST_TEST(queens::at_most_a_screenful("short\x1b") == "short\x1b"); // bytes as they are
    const std::string whole(2040, 'x'); // the note of what is left would say no less
    BOOST_TEST(queens::at_most_a_screenful(whole) == whole);
    std::string long_words(1999, 'x');
    long_words += "\u00e9" + std::string(100, 'y'); // the cut falls inside the two-byte e
    BOOST_TEST(queens::at_most_a_screenful(long_words) ==
               std::string(1999, 'x') + "... (102 bytes more)");
}

BOOST_AUTO_TEST_SUITE_END()
