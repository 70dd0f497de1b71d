// The fast paths against the canonical queen and against OEIS.
#define BOOST_TEST_MODULE queens_count
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "checker.hpp"

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/fast_queen.hpp>
#include <queens/pieces.hpp>
#include <queens/problem.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>
#include <queens/trace.hpp>

#include <ostream>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using queens::count_options;

namespace {
// OEIS A000170 and A002562 for n = 1..15.
const std::vector<unsigned long long> a000170 = {1,   0,   0,    2,     10,    4,      40,     92,
                                                 352, 724, 2680, 14200, 73712, 365596, 2279184};
const std::vector<unsigned long long> a002562 = {1,  0,  0,   1,    2,    1,     6,     12,
                                                 46, 92, 341, 1787, 9233, 45752, 285053};

std::vector<std::vector<int>> all_solutions(queens::board b) {
    std::vector<std::vector<int>> found;
    for (const auto& s : b.solutions()) {
        found.push_back(s.rows());
    }
    return found;
}

/// The textbook queen, counted by her own objects: told to, since she shows she is a queen
/// and the count would otherwise hand her to the compiled queens.
void by_textbook_queens(count_options& options) {
    options.piece = queens::standard_pieces().find("queen");
    options.engine = queens::count_engine::pieces;
}

count_options options_for(int size) {
    count_options options;
    options.size = size;
    return options;
}
} // namespace

BOOST_AUTO_TEST_SUITE(fast_queen)

BOOST_DATA_TEST_CASE(enumerates_the_same_solutions_as_the_canonical_queen, bdata::xrange(1, 13),
                     size) {
    const auto canonical = all_solutions(queens::board{size});
    const auto fast = all_solutions(queens::board{size, queens::make_fast_queen()});
    BOOST_TEST_REQUIRE(fast.size() == a000170[static_cast<std::size_t>(size - 1)]);
    BOOST_TEST_REQUIRE(fast == canonical); // same solutions, same order
}

BOOST_DATA_TEST_CASE(mixes_with_canonical_queens_in_one_chain, bdata::xrange(1, 11), size) {
    // Odd columns canonical, even columns fast: a fast queen whose neighbour can only answer
    // attacked_rows square by square must still be right.
    const queens::piece_maker mixed =
        [](int column, int n, queens::piece& neighbour) -> std::unique_ptr<queens::piece> {
        if (column % 2 == 1) {
            return std::make_unique<queens::queen>(column, n, neighbour);
        }
        return std::make_unique<queens::fast_queen>(column, n, neighbour);
    };
    const auto found = all_solutions(queens::board{size, mixed});
    BOOST_TEST(found.size() == a000170[static_cast<std::size_t>(size - 1)]);
    for (const auto& rows : found) {
        BOOST_TEST_REQUIRE(queens_test::is_queens_solution(rows));
    }
}

BOOST_AUTO_TEST_CASE(a_fast_queen_pinned_to_a1_leaves_four_completions) {
    const queens::piece_maker pinned =
        [](int column, int n, queens::piece& neighbour) -> std::unique_ptr<queens::piece> {
        queens::placement_rules rules;
        if (column == 1) {
            rules.allowed = 1; // row 1 only
        }
        return std::make_unique<queens::fast_queen>(column, n, neighbour, rules);
    };
    const auto found = all_solutions(queens::board{8, pinned});
    BOOST_TEST(found.size() == 4U);
    for (const auto& rows : found) {
        BOOST_TEST(rows.front() == 1);
        BOOST_TEST(queens_test::is_queens_solution(rows));
    }
}

BOOST_AUTO_TEST_CASE(is_a_piece_like_any_other_it_can_be_traced) {
    queens::message_counter counter;
    queens::board b{8, queens::make_fast_queen(), queens::trace_links(counter, 8)};
    BOOST_TEST(b.count() == 92U);
    BOOST_TEST(counter.solutions() == 92U);
    BOOST_TEST(counter.calls(queens::message::attacked_rows) > 0U);
    // One question per move instead of one per square: she never tests a square by itself.
    BOOST_TEST(counter.calls(queens::message::can_attack) == 0U);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(count)

BOOST_DATA_TEST_CASE(fast_count_matches_oeis_a000170_and_a002562,
                     bdata::xrange(1, 16) ^ bdata::make(a000170) ^ bdata::make(a002562), size,
                     total, fundamental) {
    auto options = options_for(size);
    options.fundamental = true; // asked for: the quadrant join, from N = 14, finds none
    const auto result = queens::count(options);
    BOOST_TEST(result.solutions == total);
    BOOST_TEST(result.fundamental == fundamental);
}

BOOST_DATA_TEST_CASE(
    canonical_count_with_mirror_halving_matches_oeis,
    bdata::xrange(1, 12) ^
        bdata::make(std::vector<unsigned long long>(a000170.begin(), a000170.begin() + 11)) ^
        bdata::make(std::vector<unsigned long long>(a002562.begin(), a002562.begin() + 11)),
    size, total, fundamental) {
    auto options = options_for(size);
    by_textbook_queens(options);
    options.fundamental = true;
    const auto result = queens::count(options);
    BOOST_TEST(result.solutions == total);
    BOOST_TEST(result.fundamental == fundamental);
}

BOOST_AUTO_TEST_CASE(the_standard_queen_counts_like_the_fast_queen) {
    // "queens count" without --piece counts the textbook kind: it moves as a queen, so the
    // compiled queens count it, with the same tasks and numbers as the fast queen.
    auto standard = options_for(13);
    standard.piece = queens::standard_pieces().find("queen");
    standard.fundamental = true;
    auto fast = options_for(13);
    fast.fundamental = true;
    const auto mine = queens::count(standard);
    const auto theirs = queens::count(fast);
    BOOST_TEST(mine.solutions == 73712U);
    BOOST_TEST(mine.fundamental == 9233U);
    BOOST_TEST(mine.tasks == theirs.tasks);
}

BOOST_DATA_TEST_CASE(thread_counts_agree, bdata::make({1, 2, 3, 8}), threads) {
    auto options = options_for(12);
    options.threads = threads;
    BOOST_TEST(queens::count(options).solutions == 14200U);
}

// `shards` 0: more shards than the whole count has tasks (some shards are then empty, and
// that is fine), a few more than it, each shard a count of its own: on 8 queens, whose
// 78 tasks make 87 counts (on 11, 160 counts took 20 s under the sanitizers).
BOOST_DATA_TEST_CASE(shards_are_disjoint_and_add_up_to_the_whole,
                     bdata::make({1, 2, 3, 7, 0}) * bdata::make({false, true}), shards, canonical) {
    const int size = shards != 0 ? 11 : 8;
    auto whole = options_for(size);
    whole.fundamental = true;
    if (canonical) {
        by_textbook_queens(whole);
    }
    const auto all = queens::count(whole);
    const int parts = shards != 0 ? shards : static_cast<int>(all.tasks) + 9;
    unsigned long long solutions = 0;
    unsigned long long fundamental = 0;
    unsigned long long tasks = 0;
    for (int index = 1; index <= parts; ++index) {
        auto options = whole;
        options.part = {index, parts};
        const auto result = queens::count(options);
        solutions += result.solutions;
        fundamental += result.fundamental;
        tasks += result.tasks;
    }
    const auto known = static_cast<std::size_t>(size - 1);
    BOOST_TEST(solutions == a000170[known]);
    BOOST_TEST(fundamental == a002562[known]);
    BOOST_TEST(tasks == all.tasks);
    BOOST_TEST(all.solutions == a000170[known]);
}

BOOST_AUTO_TEST_CASE(more_tasks_than_threads_for_even_load) {
    BOOST_TEST(queens::count(options_for(16 - 4)).tasks >= 32U);
}

BOOST_AUTO_TEST_CASE(progress_goes_forward_and_ends_with_every_task_done) {
    auto options = options_for(12);
    options.threads = 2;
    std::vector<queens::count_progress> seen;
    options.progress = [&](const queens::count_progress& progress) { seen.push_back(progress); };
    const auto result = queens::count(options);
    BOOST_TEST_REQUIRE(!seen.empty());
    for (std::size_t i = 1; i < seen.size(); ++i) {
        BOOST_TEST(seen[i].tasks_done >= seen[i - 1].tasks_done);
        BOOST_TEST(seen[i].fraction >= seen[i - 1].fraction);
    }
    for (const auto& progress : seen) {
        BOOST_TEST(progress.tasks == result.tasks);
        BOOST_TEST(progress.fraction >= 0.0);
        BOOST_TEST(progress.fraction <= 1.0);
        // No forecast before a task has finished; a forecast after.
        BOOST_TEST((progress.seconds_left < 0) == (progress.tasks_done == 0));
    }
    BOOST_TEST(seen.back().tasks_done == result.tasks);
    BOOST_TEST(seen.back().fraction == 1.0);
    BOOST_TEST(seen.back().seconds_left == 0.0);
    BOOST_TEST(result.thread_seconds.size() == 2U);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(count_symmetry)

BOOST_DATA_TEST_CASE(is_canonical_agrees_with_the_smallest_image, bdata::xrange(4, 10), size) {
    // One set of symmetry mappings: the count's test and the solution's canonical form agree.
    std::uint64_t fundamental = 0;
    queens::board b{size};
    for (const auto& s : b.solutions()) {
        const bool smallest = s == s.canonical();
        BOOST_TEST(queens::is_canonical(s.rows()) == smallest);
        fundamental += smallest ? 1 : 0;
    }
    BOOST_TEST(fundamental == a002562[static_cast<std::size_t>(size - 1)]);
}

BOOST_AUTO_TEST_CASE(images_of_a_square_by_hand) {
    using queens::square;
    using queens::symmetry;
    // The square b1 of a 4x4 board (column 2, row 1), through each symmetry.
    const square b1{2, 1};
    BOOST_TEST((queens::image(symmetry::identity, b1, 4) == square{2, 1}));
    BOOST_TEST((queens::image(symmetry::rotate_90, b1, 4) == square{1, 3}));
    BOOST_TEST((queens::image(symmetry::rotate_180, b1, 4) == square{3, 4}));
    BOOST_TEST((queens::image(symmetry::rotate_270, b1, 4) == square{4, 2}));
    BOOST_TEST((queens::image(symmetry::flip_columns, b1, 4) == square{3, 1}));
    BOOST_TEST((queens::image(symmetry::flip_rows, b1, 4) == square{2, 4}));
    BOOST_TEST((queens::image(symmetry::transpose, b1, 4) == square{1, 2}));
    BOOST_TEST((queens::image(symmetry::anti_transpose, b1, 4) == square{4, 3}));
}

BOOST_AUTO_TEST_SUITE_END()
