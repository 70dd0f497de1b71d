// The answers to docs/exercises.md, as tests: if an answer is wrong, CI says so.
#define BOOST_TEST_MODULE exercises
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/pieces.hpp>
#include <queens/trace.hpp>

#include <algorithm>
#include <vector>

namespace {
/// Records every can_attack a queen asks about her own square.
class square_recorder final : public queens::trace_listener {
public:
    void on_event(const queens::trace_event& e) override {
        if (e.when == queens::phase::call && e.what == queens::message::can_attack &&
            e.sender == e.column) {
            tested.push_back(e.sender);
        }
        if (e.when == queens::phase::call && e.what == queens::message::advance) {
            advances.emplace_back(e.sender, e.receiver);
        }
    }
    std::vector<int> tested;
    std::vector<std::pair<int, int>> advances;
};
} // namespace

// Exercise 1: predict the 4-queens conversation.
// [snippet exercise_1_predict_the_trace]
BOOST_AUTO_TEST_CASE(exercise_1_predict_the_trace) {
    square_recorder recorder;
    queens::board b{4, queens::make_queen(), queens::trace_links(recorder, 4)};
    BOOST_TEST_REQUIRE(queens::to_string(*b.first_solution()) == "2 4 1 3");
    // (a) Queen b tests b1, b2 and b3 before she first stands still: 3 squares.
    const auto first_c = std::find(recorder.tested.begin(), recorder.tested.end(), 3);
    BOOST_TEST(std::count(recorder.tested.begin(), first_c, 2) == 3);
    // (b) Four advance requests: c->b, d->c, c->b, b->a. The sentinel is never asked to advance.
    const std::vector<std::pair<int, int>> expected = {{3, 2}, {4, 3}, {3, 2}, {2, 1}};
    BOOST_TEST((recorder.advances == expected));
    // (c) 26 squares tested in all: 1 + 3 + 4 + 1 + 2 + 4 + 2 + 1 + 4 + 1 + 3.
    BOOST_TEST(recorder.tested.size() == 26U);
}
// [end snippet]

// [snippet rook_king]
// Exercise 2: a rook that also moves one square like a king.
class rook_king final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        const int rows_apart = row > this->row() ? row - this->row() : this->row() - row;
        const int columns_apart =
            column > this->column() ? column - this->column() : this->column() - column;
        return rows_apart == 0 || (rows_apart <= 1 && columns_apart <= 1);
    }
};
// [end snippet]

BOOST_AUTO_TEST_CASE(exercise_2_rook_kings_count_hertzsprungs_problem) {
    // OEIS A002464: permutations with no two neighbours differing by one.
    const std::vector<unsigned long long> a002464 = {1, 0, 0, 2, 14, 90, 646, 5242};
    for (int size = 1; size <= 8; ++size) {
        const queens::piece_maker make =
            [](int column, int n, queens::piece& neighbour) -> std::unique_ptr<queens::piece> {
            return std::make_unique<rook_king>(column, n, neighbour);
        };
        queens::board b{size, make};
        BOOST_TEST(b.count() == a002464[static_cast<std::size_t>(size - 1)], "size " << size);
    }
}
