// The same queen written without a sentinel: every message must ask "do I have a neighbour?".
// docs/patterns.md shows it beside the library's queen; docs/exercises.md asks you to find the
// bug in the first version. Both are compiled and tested here.
#define BOOST_TEST_MODULE null_checks
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>

#include <cstdint>
#include <memory>
#include <vector>

namespace {

// [snippet checked_queen]
class checked_queen {
public:
    checked_queen(int column, int size, checked_queen* neighbour)
        : column_{column}, size_{size}, neighbour_{neighbour} {}

    bool can_attack(int row, int column) const {
        if (row == row_ || row - column == row_ - column_ || row + column == row_ + column_) {
            return true;
        }
        return neighbour_ != nullptr && neighbour_->can_attack(row, column);
    }

    bool find_solution() {
        while (neighbour_ != nullptr && neighbour_->can_attack(row_, column_)) {
            if (!next_square()) {
                return false;
            }
        }
        return true;
    }

    bool advance() { return next_square() && find_solution(); }

private:
    bool next_square() {
        if (row_ < size_) {
            ++row_;
            return true;
        }
        if (neighbour_ == nullptr) { // the first queen: no one left to ask
            return false;
        }
        if (!neighbour_->advance()) {
            return false;
        }
        row_ = 1;
        return true;
    }

    int row_ = 1;
    int column_;
    int size_;
    checked_queen* neighbour_; // nullptr for the first queen
};
// [end snippet]

// [snippet buggy_next_square]
// Budd's C++ (1991) guards the neighbour like this. Find the bug.
class buggy_queen {
public:
    buggy_queen(int column, int size, buggy_queen* neighbour)
        : column_{column}, size_{size}, neighbour_{neighbour} {}

    bool can_attack(int row, int column) const {
        if (row == row_ || row - column == row_ - column_ || row + column == row_ + column_) {
            return true;
        }
        return neighbour_ != nullptr && neighbour_->can_attack(row, column);
    }

    bool find_solution(int& budget) {
        while (neighbour_ != nullptr && neighbour_->can_attack(row_, column_)) {
            if (--budget < 0 || !next_square(budget)) {
                return false;
            }
        }
        return true;
    }

    bool advance(int& budget) { return next_square(budget) && find_solution(budget); }

private:
    bool next_square(int& budget) {
        if (row_ < size_) {
            ++row_;
            return true;
        }
        if (neighbour_ != nullptr && !neighbour_->advance(budget)) {
            return false;
        }
        row_ = 1;
        return true;
    }

    int row_ = 1;
    int column_;
    int size_;
    buggy_queen* neighbour_;
};
// [end snippet]

template <typename Queen>
std::vector<std::unique_ptr<Queen>> chain(int size) {
    std::vector<std::unique_ptr<Queen>> queens;
    for (int column = 1; column <= size; ++column) {
        queens.push_back(
            std::make_unique<Queen>(column, size, queens.empty() ? nullptr : queens.back().get()));
    }
    return queens;
}

std::uint64_t count_checked(int size) {
    auto queens = chain<checked_queen>(size);
    for (auto& q : queens) {
        if (!q->find_solution()) {
            return 0;
        }
    }
    std::uint64_t found = 1;
    while (queens.back()->advance()) {
        ++found;
    }
    return found;
}

/// Runs the buggy search with a budget of squares; -1 when the budget runs out first.
long count_buggy(int size, int budget) {
    auto queens = chain<buggy_queen>(size);
    for (auto& q : queens) {
        if (!q->find_solution(budget)) {
            return budget < 0 ? -1 : 0;
        }
    }
    long found = 1;
    while (queens.back()->advance(budget)) {
        ++found;
    }
    return budget < 0 ? -1 : found;
}

} // namespace

BOOST_AUTO_TEST_CASE(null_checks_give_the_sentinels_answers) {
    for (int size = 1; size <= 10; ++size) {
        BOOST_TEST(count_checked(size) == queens::count_solutions(size), "size " << size);
    }
}

BOOST_AUTO_TEST_CASE(the_buggy_guard_never_ends_on_two_or_three_queens) {
    // The first queen, out of rows, finds no neighbour to refuse her and starts again at row 1.
    BOOST_TEST(count_buggy(2, 1'000'000) == -1);
    BOOST_TEST(count_buggy(3, 1'000'000) == -1);
    // Where solutions exist it finds them, then cycles instead of stopping after the last.
    BOOST_TEST(count_buggy(4, 1'000'000) == -1);
}
