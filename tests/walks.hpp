// Queens who walk their column their own way, shared by the tests that count them
// (test_behaviours.cpp) and the tests that ask their walk of the library (test_walk.cpp).
#pragma once

#include <queens/queen.hpp>

namespace queens_test {

/// Budd's queen walking her column from the last row back to the first: every row once.
class backwards_queen final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] int first_row() const override { return rows().last; }
    [[nodiscard]] int next_row(int row) const override { return row - 1; }
};

/// A walk that skips some rows only in some columns: she keeps off row 1 in odd columns.
class odd_columns_off_row_one final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] int first_row() const override {
        return column() % 2 == 1 && rows().first == 1 && rows().last > 1 ? 2 : rows().first;
    }
};

/// A walk that keeps state: every second time round her column she leaves out her last row.
/// Outside the contract (her steps depend on something that changes); counted as she walks.
class forgetful_queen final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] bool out_of_rows() override {
        short_ = !short_;
        return neighbour().advance();
    }
    [[nodiscard]] int next_row(int row) const override {
        return short_ && row + 1 == rows().last ? rows().last + 1 : row + 1;
    }
    bool short_ = false;
};

} // namespace queens_test
