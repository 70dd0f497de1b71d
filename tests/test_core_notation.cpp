// Solutions written and read (chess notation, drawings), their symmetries, and what the core
// refuses. Split from test_core.cpp by concern.
#define BOOST_TEST_MODULE queens_core_solutions
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "checker.hpp"

#include <queens/board.hpp>
#include <queens/lines.hpp>
#include <queens/queen.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using queens::board;
using queens::solution;

BOOST_AUTO_TEST_SUITE(notation)

BOOST_AUTO_TEST_CASE(prints_rows_chess_and_boards) {
    const solution s = *queens::first_solution(8);
    BOOST_TEST(to_string(s, queens::notation::rows) == "1 5 8 6 3 7 2 4");
    BOOST_TEST(to_string(s, queens::notation::chess) == "a1 b5 c8 d6 e3 f7 g2 h4");
    const solution four{{2, 4, 1, 3}};
    BOOST_TEST(draw(four, queens::drawing::ascii) == "4 . Q . .\n"
                                                     "3 . . . Q\n"
                                                     "2 Q . . .\n"
                                                     "1 . . Q .\n"
                                                     "  a b c d\n");
    BOOST_TEST(draw(four, queens::drawing::unicode).find("\u265B") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(parses_squares) {
    const auto squares = queens::parse_squares("c5,e1", 8);
    BOOST_TEST_REQUIRE(squares.size() == 2U);
    BOOST_TEST(squares[0].column == 3);
    BOOST_TEST(squares[0].row == 5);
    BOOST_TEST(to_string(squares[1]) == "e1");
    // Past file z, words: no byte past 'z' (column 59 was a C1 CSI, 160 a NUL).
    BOOST_TEST(to_string(queens::square{59, 3}) == "(row 3, column 59)");
    BOOST_TEST(to_string(queens::square{160, 1}) == "(row 1, column 160)");
    BOOST_TEST(queens::parse_square("z26", 26).column == 26);
    BOOST_TEST(queens::parse_squares("", 8).empty());
    // Squares, not queens: the pins of any kind of piece.
    BOOST_CHECK_EXCEPTION((void)queens::parse_squares("a1,a2", 8), std::invalid_argument,
                          [](const std::invalid_argument& e) {
                              return std::string{e.what()}.starts_with("two squares in file a");
                          });
}

BOOST_AUTO_TEST_CASE(pins_are_put_in_the_order_a_chain_meets_them) {
    const auto sorted = queens::in_column_order(queens::parse_squares("h2 a7 c5", 8));
    BOOST_TEST_REQUIRE(sorted.size() == 3U);
    BOOST_TEST(to_string(sorted[0]) == "a7");
    BOOST_TEST(to_string(sorted[1]) == "c5");
    BOOST_TEST(to_string(sorted[2]) == "h2");
}

BOOST_DATA_TEST_CASE(rejects_malformed_squares_naming_what_is_accepted,
                     bdata::make({"x", "c", "5c", "c0", "c9", "i1", "C5", "c5x", "c+5", "c-1",
                                  "c5,c6", "c5,,e1", ",c5", "c5,", "c 99999999999999999999"}),
                     text) {
    BOOST_CHECK_EXCEPTION((void)queens::parse_squares(text, 8), std::invalid_argument,
                          [](const std::invalid_argument& e) {
                              const std::string what = e.what();
                              return what.find("accepted") != std::string::npos;
                          });
}

BOOST_DATA_TEST_CASE(a_rank_past_the_board_is_off_it_however_many_digits,
                     bdata::make({"c9", "c4294967297", "c99999999999999999999"}), text) {
    BOOST_CHECK_EXCEPTION((void)queens::parse_square(text, 8), std::invalid_argument,
                          [](const std::invalid_argument& e) {
                              return std::string(e.what()).find("off the board") !=
                                     std::string::npos;
                          });
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(symmetry)

BOOST_AUTO_TEST_CASE(the_eight_symmetries_of_2_4_1_3) {
    const solution s{{2, 4, 1, 3}};
    BOOST_TEST(to_string(s.transformed(queens::symmetry::identity)) == "2 4 1 3");
    BOOST_TEST(to_string(s.transformed(queens::symmetry::flip_columns)) == "3 1 4 2");
    BOOST_TEST(to_string(s.transformed(queens::symmetry::flip_rows)) == "3 1 4 2");
    BOOST_TEST(to_string(s.transformed(queens::symmetry::rotate_90)) == "2 4 1 3");
    BOOST_TEST(s.distinct_images() == 2);
    BOOST_TEST(to_string(s.canonical()) == "2 4 1 3");
}

BOOST_AUTO_TEST_CASE(every_symmetry_keeps_a_solution_a_solution) {
    board b{8};
    for (const solution& s : b.solutions()) {
        for (const auto sym : queens::all_symmetries) {
            BOOST_TEST_REQUIRE(queens_test::is_queens_solution(s.transformed(sym).rows()));
        }
        BOOST_TEST_REQUIRE(
            s.transformed(queens::symmetry::rotate_90).transformed(queens::symmetry::rotate_270) ==
            s);
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(bad_input)

BOOST_DATA_TEST_CASE(sizes_out_of_range_are_refused_naming_the_range,
                     bdata::make({-5, 0, queens::max_size + 1, 100000}), size) {
    BOOST_CHECK_EXCEPTION(board{size}, std::invalid_argument, [](const std::invalid_argument& e) {
        return std::string(e.what()).find("1 to 1000") != std::string::npos;
    });
}

BOOST_AUTO_TEST_CASE(symmetries_refuse_squares_off_the_board_and_short_buffers) {
    std::vector<int> out(3);
    const std::vector<int> off{5, 5, 5};
    BOOST_CHECK_THROW(queens::transform(queens::symmetry::rotate_90, off, out),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)queens::is_canonical(std::vector<int>{0, -7, 99}),
                      std::invalid_argument);
    const std::vector<int> rows{2, 4, 1, 3};
    BOOST_CHECK_THROW(queens::transform(queens::symmetry::identity, rows, out),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)queens::image(queens::symmetry::rotate_90, {2147483647, 1}, 2147483647),
                      std::invalid_argument);
    // A symmetry cast by hand is none of the eight, not the identity.
    BOOST_CHECK_THROW((void)queens::image(static_cast<queens::symmetry>(8), {1, 1}, 4),
                      std::invalid_argument);
    // Written in place, a flip read rows it had overwritten (2 4 1 3 became 2 4 4 2).
    std::vector<int> same{2, 4, 1, 3};
    BOOST_CHECK_THROW(queens::transform(queens::symmetry::flip_columns, same, same),
                      std::invalid_argument);
    BOOST_CHECK_THROW(queens::transform(queens::symmetry::identity,
                                        std::span<const int>{same}.subspan(0, 2),
                                        std::span<int>{same}.subspan(1, 2)),
                      std::invalid_argument);
    BOOST_TEST(same == (std::vector<int>{2, 4, 1, 3}));
}

BOOST_AUTO_TEST_CASE(a_shared_row_turned_into_a_column_is_said_as_it_is) {
    // Pieces that share a row (a kind may let them) turn into two in one column: the image is
    // no placement, and the words say why, not "row 0 is off the board".
    const solution shared{{1, 1, 1}};
    BOOST_CHECK_NO_THROW((void)shared.transformed(queens::symmetry::flip_rows));
    BOOST_CHECK_EXCEPTION((void)shared.canonical(), std::invalid_argument,
                          [](const std::invalid_argument& e) {
                              return std::string(e.what()).find("share row 1") != std::string::npos;
                          });
    BOOST_CHECK_THROW((void)shared.distinct_images(), std::invalid_argument);
    // Pins on a board no chain has: refused for the board, not "accepted rows 1 to -3".
    BOOST_CHECK_EXCEPTION(queens::check_pinned(std::vector<queens::square>{{1, 1}}, -3),
                          std::invalid_argument, [](const std::invalid_argument& e) {
                              return std::string(e.what()).find("1 to 1000") != std::string::npos;
                          });
}

BOOST_AUTO_TEST_CASE(rows_off_the_board_are_refused) {
    BOOST_CHECK_THROW(solution({1, 5}), std::invalid_argument);
    BOOST_CHECK_THROW(solution({0}), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(chess_notation_beyond_26_files_is_refused) {
    const solution s = *queens::first_solution(27);
    BOOST_CHECK_THROW((void)to_string(s, queens::notation::chess), std::invalid_argument);
    BOOST_CHECK_THROW((void)queens::parse_square("a1", 27), std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()
