// Every kind of piece counts on every core and in shards, with symmetry only where it has it:
// against OEIS and against an independent brute force for a piece registered from outside.
#define BOOST_TEST_MODULE queens_count_pieces
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include <queens/count.hpp>
#include <queens/pieces.hpp>
#include <queens/registry.hpp>

#include <cstdlib>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;

namespace {

const queens::piece_registry& standard() {
    static const queens::piece_registry pieces = queens::standard_pieces();
    return pieces;
}

/// The textbook queen (counted, like every kind here, by her own objects: see `sharded`).
const queens::piece_kind& textbook() {
    static const queens::piece_kind kind = standard().find("queen");
    return kind;
}

// OEIS A051223 (superqueens), A051906 (toroidal queens), n! (rooks), A000170, n = 1..
const std::vector<unsigned long long> a051223 = {1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 44};
const std::vector<unsigned long long> a051906 = {1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88};
const std::vector<unsigned long long> factorial = {1, 2, 6, 24, 120, 720, 5040, 40320};
const std::vector<unsigned long long> a000170 = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680};

/// A piece from outside the library: attacks along her row and like a king (one square
/// around), nothing else. Not in OEIS under that name, so it is checked by brute force.
class king_rook final : public queens::chained_piece {
public:
    using queens::chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        return row == this->row() ||
               (std::abs(row - this->row()) <= 1 && std::abs(column - this->column()) <= 1);
    }
};

/// Every placement of one piece per column, checked pair by pair: shares no code with the
/// library's search.
unsigned long long brute_force(int n) {
    std::vector<int> rows(static_cast<std::size_t>(n));
    unsigned long long found = 0;
    std::function<void(int)> place = [&](int c) {
        if (c == n) {
            ++found;
            return;
        }
        for (int r = 1; r <= n; ++r) {
            bool ok = true;
            for (int d = 0; d < c && ok; ++d) {
                const int other = rows[static_cast<std::size_t>(d)];
                ok = other != r && !(std::abs(other - r) <= 1 && c - d == 1);
            }
            if (ok) {
                rows[static_cast<std::size_t>(c)] = r;
                place(c + 1);
            }
        }
    };
    place(0);
    return found;
}

/// Counts `kind` on a board of `size` in `shards` shards with two threads each, adding up.
queens::count_result sharded(const queens::piece_kind& kind, int size, int shards,
                             bool fundamental = false,
                             const std::vector<queens::square>& pinned = {}) {
    queens::count_result total;
    for (int i = 1; i <= shards; ++i) {
        queens::count_options options;
        options.size = size;
        options.piece = kind;
        options.threads = 2;
        options.part = {i, shards};
        options.fundamental = fundamental;
        options.pinned = pinned;
        options.engine = queens::count_engine::pieces; // the pieces' own search, every kind
        const auto part = queens::count(options);
        total.solutions += part.solutions;
        total.fundamental += part.fundamental;
        total.tasks += part.tasks;
    }
    return total;
}

} // namespace

BOOST_AUTO_TEST_SUITE(count_pieces)

BOOST_DATA_TEST_CASE(superqueens_match_a051223, bdata::xrange(1, 12) ^ bdata::make(a051223), size,
                     expected) {
    for (const int shards : {1, 3}) {
        BOOST_TEST(sharded(standard().find("superqueen"), size, shards).solutions == expected);
    }
}

BOOST_DATA_TEST_CASE(toroidal_queens_match_a051906, bdata::xrange(1, 12) ^ bdata::make(a051906),
                     size, expected) {
    for (const int shards : {1, 3}) {
        BOOST_TEST(sharded(standard().find("toroidal"), size, shards).solutions == expected);
    }
}

BOOST_DATA_TEST_CASE(rooks_count_n_factorial, bdata::xrange(1, 9) ^ bdata::make(factorial), size,
                     expected) {
    for (const int shards : {1, 4}) {
        BOOST_TEST(sharded(standard().find("rook"), size, shards).solutions == expected);
    }
}

BOOST_DATA_TEST_CASE(textbook_and_fast_queens_agree_with_a000170,
                     bdata::xrange(1, 12) ^ bdata::make(a000170), size, expected) {
    BOOST_TEST(sharded(textbook(), size, 3).solutions == expected);
    for (const char* name : {"queen", "fast"}) { // both move as queens: the compiled queens
        BOOST_TEST(sharded(standard().find(name), size, 3).solutions == expected);
    }
}

BOOST_DATA_TEST_CASE(a_piece_registered_from_outside_counts_like_a_brute_force, bdata::xrange(1, 9),
                     size) {
    queens::piece_registry mine = queens::standard_pieces();
    // Not declared symmetric: its count searches the whole board.
    mine.add(queens::kind_of<king_rook>("kingrook", "rows and king steps"));
    for (const int shards : {1, 2, 5}) {
        BOOST_TEST(sharded(mine.find("kingrook"), size, shards).solutions == brute_force(size));
    }
    BOOST_CHECK_THROW((void)sharded(mine.find("kingrook"), size, 1, true), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(pinned_squares_count_their_completions) {
    // The a1 queen of 8 queens: 4 completions; with threads and shards, for every queen kind.
    for (const char* name : {"queen", "fast"}) {
        BOOST_TEST(sharded(standard().find(name), 8, 3, false, {{1, 1}}).solutions == 4U);
    }
    // A pinned square in a middle column; brute force: solutions with column 4 on row 2.
    BOOST_TEST(sharded(textbook(), 8, 2, false, {{4, 2}}).solutions == 8U);
    BOOST_CHECK_THROW((void)sharded(standard().find("queen"), 8, 1, true, {{1, 1}}),
                      std::invalid_argument);
}

BOOST_DATA_TEST_CASE(symmetric_kinds_count_fundamental_solutions, bdata::xrange(1, 10), size) {
    // The compiled queens' constellations and the textbook queens' mirror halving agree.
    const auto fast = sharded(standard().find("fast"), size, 1, true);
    const auto halved = sharded(textbook(), size, 2, true);
    BOOST_TEST(fast.solutions == halved.solutions);
    BOOST_TEST(fast.fundamental == halved.fundamental);
}

BOOST_AUTO_TEST_SUITE_END()
