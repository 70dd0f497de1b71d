// The code of docs/extending.md: a new piece, from the class to its test.
#define BOOST_TEST_MODULE camel_queen
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/pieces.hpp>
#include <queens/registry.hpp>

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <vector>

// [snippet camel_class]
namespace tutorial {

/// A queen who also leaps like a camel: one square one way and three the other.
class camel_queen final : public queens::chained_piece {
public:
    using chained_piece::chained_piece; // column, size, neighbour (and optional rows)

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        const int rows_apart = std::abs(row - this->row());
        const int columns_apart = std::abs(column - this->column());
        const bool camel_leap = rows_apart * columns_apart == 3; // 1 and 3, either way round
        return queens::on_queen_line(row, column, this->row(), this->column()) || camel_leap;
    }
};

} // namespace tutorial
// [end snippet]

// [snippet camel_maker]
queens::piece_maker make_camel_queen() { return queens::make_piece<tutorial::camel_queen>(); }
// [end snippet]

// [snippet camel_test]
// An independent check: try every permutation of rows and keep those where no two pieces
// share a row or diagonal or stand a camel's leap apart.
unsigned long long brute_force(int size) {
    std::vector<int> rows(static_cast<std::size_t>(size));
    std::iota(rows.begin(), rows.end(), 1);
    unsigned long long found = 0;
    do {
        bool ok = true;
        for (int a = 0; a < size && ok; ++a) {
            for (int b = a + 1; b < size && ok; ++b) {
                const int dr =
                    std::abs(rows[static_cast<std::size_t>(a)] - rows[static_cast<std::size_t>(b)]);
                const int dc = b - a;
                ok = dr != dc && dr * dc != 3;
            }
        }
        found += ok ? 1 : 0;
    } while (std::next_permutation(rows.begin(), rows.end()));
    return found;
}

BOOST_AUTO_TEST_CASE(camel_queens_agree_with_brute_force) {
    // Camel queens first fit on a 10 x 10 board (4 ways); below that only 1 x 1 has one.
    for (int size = 1; size <= 10; ++size) {
        queens::board b{size, make_camel_queen()};
        BOOST_TEST(b.count() == brute_force(size), "size " << size);
    }
}
// [end snippet]

BOOST_AUTO_TEST_CASE(camel_queens_are_fewer_than_queens) {
    // Every camel-queen placement is a queens placement, and the leap removes some.
    queens::board camels{10, make_camel_queen()};
    BOOST_TEST(camels.count() < queens::count_solutions(10));
}

BOOST_AUTO_TEST_CASE(pinned_queens_stand_among_camel_queens) {
    // A camel queen fixed on a2 (where a camel-queen solution has one) and camel queens in every
    // other column.
    const queens::piece_kind camel =
        queens::kind_of<tutorial::camel_queen>("camel", "queen and camel leaps");
    queens::board b{10, queens::with_pinned(camel, queens::parse_squares("a2", 10))};
    int found = 0;
    for (const queens::solution& s : b.solutions()) {
        BOOST_TEST(s.rows()[0] == 2);
        ++found;
    }
    BOOST_TEST(found > 0);
}
