// Text fitted to a terminal's width: a line broken between words, none lost or cut, and the
// text trace's lines going on under their words, so its indentation still shows the depth.
#define BOOST_TEST_MODULE queens_wrapping
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "captured_trace.hpp"

#include <queens/board.hpp>
#include <queens/text.hpp>
#include <queens/trace_format.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;

namespace {

struct wrap_case {
    std::string line;
    std::size_t width;
    std::size_t hang;
    std::string wrapped;
};

std::ostream& operator<<(std::ostream& out, const wrap_case& c) {
    return out << c.line << " in " << c.width;
}

using queens_test::lines_of;

std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> words;
    std::istringstream in{text};
    for (std::string word; in >> word;) {
        words.push_back(word);
    }
    return words;
}

/// The text trace of `size` queens at `width` columns (0: no limit), timed 0 s so that two
/// compare equal.
std::string text_trace(int size, int width) {
    queens_test::captured_trace out;
    queens::trace_options options;
    options.size = size;
    options.width = width;
    queens::trace_writer writer{out.logger, options};
    writer.begin();
    queens::board b{size, queens::make_queen(), queens::trace_links(writer, size)};
    (void)b.first_solution();
    writer.finish(0.0, false);
    return out.text.str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(wrapping)

BOOST_DATA_TEST_CASE(a_line_is_broken_between_words,
                     bdata::make(std::vector<wrap_case>{
                         {"", 40, 0, ""},
                         {"fits as it is", 13, 4, "fits as it is"},
                         {"aaa bbb ccc ddd", 12, 2, "aaa bbb ccc\n  ddd"},
                         {"aaa bbb ccc   ", 11, 2, "aaa bbb ccc"},  // trailing spaces dropped
                         {"abcdefghij kl", 5, 0, "abcdefghij\nkl"}, // a word past the width
                         {"  --flag  its words go on", 16, 6,
                          "  --flag  its\n      words go\n      on"}, // a list entry's words
                         {"aaaa bbbb cccc dddd", 14, 8,
                          "aaaa bbbb cccc\n    dddd"}, // 10 columns kept
                         // A deep line of a trace goes on right of where it began.
                         {std::string(22, ' ') + "queen 12 asks queen 11: can you attack", 40, 26,
                          std::string(22, ' ') + "queen 12 asks\n" + std::string(26, ' ') +
                              "queen 11: can\n" + std::string(26, ' ') + "you attack"},
                         {"a b", 1, 0, "a\nb"}}),
                     c) {
    BOOST_TEST(queens::wrapped_line(c.line, c.width, c.hang) == c.wrapped);
}

BOOST_AUTO_TEST_CASE(a_text_trace_fits_its_width_with_every_word_kept) {
    const std::string whole = text_trace(8, 0);
    BOOST_TEST(std::ranges::max(lines_of(whole), {}, &std::string::size).size() == 68U);
    for (const int width : {queens::min_trace_width, 50, 67}) {
        const std::string fitted = text_trace(8, width);
        const std::vector<std::string> lines = lines_of(fitted);
        BOOST_TEST(std::ranges::max(lines, {}, &std::string::size).size() <=
                   static_cast<std::size_t>(width));
        BOOST_TEST(lines.size() > lines_of(whole).size());
        BOOST_TEST(words_of(fitted) == words_of(whole), width << " columns: the same words");
        // A broken line goes on two steps right of where it began, under its words.
        for (std::size_t i = 1; i < lines.size(); ++i) {
            const std::size_t before = lines[i - 1].find_first_not_of(' ');
            const std::size_t here = lines[i].find_first_not_of(' ');
            BOOST_TEST((here <= before + 4), "line " << i << ": " << lines[i]);
        }
    }
    BOOST_TEST(text_trace(8, 68) == whole);
}

BOOST_AUTO_TEST_SUITE_END()
