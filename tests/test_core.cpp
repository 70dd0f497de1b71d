// Facts about Budd's cooperating queens, pinned down against published numbers.
#define BOOST_TEST_MODULE queens_core
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "checker.hpp"

#include <queens/board.hpp>
#include <queens/lines.hpp>
#include <queens/queen.hpp>
#include <queens/trace.hpp>

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace bdata = boost::unit_test::data;
using queens::board;
using queens::solution;

namespace {
// OEIS A000170: the number of ways to place n non-attacking queens on an n x n board.
const std::vector<unsigned long long> a000170 = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
// OEIS A002562: the same up to rotations and reflections (fundamental solutions).
const std::vector<unsigned long long> a002562 = {1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787};
} // namespace

BOOST_AUTO_TEST_SUITE(counts)

BOOST_DATA_TEST_CASE(all_solutions_match_oeis_a000170, bdata::xrange(1, 13) ^ bdata::make(a000170),
                     size, expected) {
    board b{size};
    BOOST_TEST(b.count() == expected);
}

BOOST_DATA_TEST_CASE(fundamental_solutions_match_oeis_a002562,
                     bdata::xrange(1, 13) ^ bdata::make(a002562), size, expected) {
    std::vector<solution> classes;
    board b{size};
    for (const solution& s : b.solutions()) {
        classes.push_back(s.canonical());
    }
    std::sort(classes.begin(), classes.end());
    classes.erase(std::unique(classes.begin(), classes.end()), classes.end());
    BOOST_TEST(classes.size() == expected);
}

BOOST_DATA_TEST_CASE(images_of_fundamental_solutions_add_up_to_the_total,
                     bdata::xrange(1, 11) ^
                         bdata::make(std::vector<unsigned long long>(a000170.begin(),
                                                                     a000170.begin() + 10)),
                     size, expected) {
    // Counting each fundamental solution with the number of distinct images it has must give
    // A000170 again: the two published sequences agree through the symmetry code.
    unsigned long long total = 0;
    board b{size};
    for (const solution& s : b.solutions()) {
        if (s == s.canonical()) {
            total += static_cast<unsigned long long>(s.distinct_images());
        }
    }
    BOOST_TEST(total == expected);
}

BOOST_AUTO_TEST_CASE(count_can_be_repeated_and_interleaved) {
    board b{6};
    BOOST_TEST(b.count() == 4U);
    BOOST_TEST(b.first_solution().has_value());
    BOOST_TEST(b.count() == 4U);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(solutions)

BOOST_DATA_TEST_CASE(every_solution_passes_an_independent_checker_in_order, bdata::xrange(1, 11),
                     size) {
    board b{size};
    std::vector<solution> seen;
    for (const solution& s : b.solutions()) {
        BOOST_TEST_REQUIRE(s.size() == size);
        BOOST_TEST_REQUIRE(queens_test::is_queens_solution(s.rows()), "not a solution: " << s);
        if (!seen.empty()) {
            BOOST_TEST_REQUIRE((seen.back() < s), seen.back() << " before " << s);
        }
        seen.push_back(s);
    }
    BOOST_TEST(seen.size() == a000170[static_cast<std::size_t>(size - 1)]);
}

BOOST_AUTO_TEST_CASE(first_eight_queens_solution_is_1_5_8_6_3_7_2_4) {
    const auto first = queens::first_solution(8);
    BOOST_TEST_REQUIRE(first.has_value());
    BOOST_TEST(to_string(*first) == "1 5 8 6 3 7 2 4");
}

BOOST_AUTO_TEST_CASE(first_four_queens_solution_is_2_4_1_3) {
    const auto first = queens::first_solution(4);
    BOOST_TEST_REQUIRE(first.has_value());
    BOOST_TEST(first->rows() == (std::vector<int>{2, 4, 1, 3}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(next_solution_continues_where_first_left_off) {
    board b{4};
    BOOST_TEST(to_string(*b.next_solution()) == "2 4 1 3");
    BOOST_TEST(to_string(*b.next_solution()) == "3 1 4 2");
    BOOST_TEST(!b.next_solution().has_value());
    BOOST_TEST(!b.next_solution().has_value()); // exhausted stays exhausted
    BOOST_TEST(to_string(*b.first_solution()) == "2 4 1 3");
}

BOOST_AUTO_TEST_CASE(one_queen_has_exactly_one_solution) {
    board b{1};
    BOOST_TEST(to_string(*b.first_solution()) == "1");
    BOOST_TEST(!b.next_solution().has_value());
}

BOOST_DATA_TEST_CASE(two_and_three_queens_end_with_no_solution, bdata::make({2, 3}), size) {
    // Budd's C++ (null checks instead of a sentinel) never terminates here; the sentinel's
    // refusal to advance is what ends the search.
    board b{size};
    BOOST_TEST(!b.first_solution().has_value());
    BOOST_TEST(b.count() == 0U);
}

BOOST_AUTO_TEST_CASE(larger_boards_find_a_first_solution) {
    for (const int size : {20, 25, 27}) {
        const auto first = queens::first_solution(size);
        BOOST_TEST_REQUIRE(first.has_value());
        BOOST_TEST(queens_test::is_queens_solution(first->rows()));
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(sentinel)

BOOST_AUTO_TEST_CASE(null_queen_attacks_nothing_is_a_solution_and_cannot_advance) {
    queens::null_queen sentinel;
    for (int row = -1; row <= 65; ++row) {
        BOOST_TEST(!sentinel.can_attack(row, row));
    }
    BOOST_TEST(sentinel.find_solution());
    BOOST_TEST(!sentinel.advance());
    BOOST_TEST(!sentinel.advance());
    BOOST_TEST(sentinel.find_solution()); // still a solution after refusing
    // The fast pieces' question, answered by the sentinel herself: nothing, in one reply,
    // without a single can_attack (the row-by-row answer would say column_only).
    const queens::attacked_lines answer = sentinel.attacked_rows(3, 8);
    BOOST_TEST(answer.all() == 0U);
    BOOST_TEST(!answer.column_only);
    std::vector<int> rows{7, 7};
    sentinel.write_rows(rows);
    BOOST_TEST(rows == (std::vector<int>{7, 7}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_lone_queen_over_the_sentinel_walks_her_column_then_stops) {
    queens::null_queen sentinel;
    queens::queen q{1, 3, sentinel};
    BOOST_TEST(q.find_solution());
    BOOST_TEST(q.row() == 1);
    BOOST_TEST(q.advance());
    BOOST_TEST(q.row() == 2);
    BOOST_TEST(q.advance());
    BOOST_TEST(q.row() == 3);
    BOOST_TEST(!q.advance()); // the sentinel refuses, so she is exhausted
}

BOOST_AUTO_TEST_CASE(queen_attacks_her_row_and_diagonals_and_asks_her_neighbour) {
    queens::null_queen sentinel;
    queens::queen a{1, 8, sentinel};
    BOOST_TEST(a.row() == queens::no_row); // made, not yet placed
    BOOST_TEST(a.find_solution());         // a1
    queens::queen b{2, 8, a};
    BOOST_TEST(b.find_solution());
    BOOST_TEST(b.row() == 3);        // b1 shares a's row, b2 her diagonal
    BOOST_TEST(b.can_attack(3, 5));  // b's row
    BOOST_TEST(b.can_attack(6, 5));  // b's rising diagonal: b3 c4 d5 e6
    BOOST_TEST(b.can_attack(1, 5));  // a's row, answered by the neighbour
    BOOST_TEST(b.can_attack(5, 5));  // a's diagonal a1..e5
    BOOST_TEST(!b.can_attack(2, 5)); // no one reaches e2
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(conversation)

BOOST_AUTO_TEST_CASE(canonical_queens_test_876_squares_to_the_first_eight_queens_solution) {
    queens::message_counter counter;
    board b{8, queens::make_queen(), queens::trace_links(counter, 8)};
    BOOST_TEST_REQUIRE(b.first_solution().has_value());
    BOOST_TEST(counter.squares_tested() == 876U);
    BOOST_TEST(counter.solutions() == 1U);
}

BOOST_AUTO_TEST_CASE(canonical_queens_test_15720_squares_for_all_92_solutions) {
    queens::message_counter counter;
    board b{8, queens::make_queen(), queens::trace_links(counter, 8)};
    BOOST_TEST(b.count() == 92U);
    // Each square once per arrangement of the queens to its left: 8 x (1 + 8 + 42 + 140 + 344
    // + 568 + 550 + 312); seed 001 reports half of it, 7,860, for a search skipping mirrors.
    BOOST_TEST(counter.squares_tested() == 15720U);
    BOOST_TEST(counter.solutions() == 92U);
}

BOOST_AUTO_TEST_CASE(tracing_does_not_change_the_answers) {
    queens::message_counter counter;
    board traced{10, queens::make_queen(), queens::trace_links(counter, 10)};
    board plain{10};
    BOOST_TEST(traced.count() == plain.count());
}

BOOST_AUTO_TEST_SUITE_END()
