// Queens who walk their column their own way, shared by the tests that count them
// (test_behaviours.cpp), the registry's checks (test_registry_checks.cpp) and the tests that ask
// their walk of the library (test_walk.cpp, and the explorer's test page thrower_explorer.cpp):
// some as the library expects, some not (a walk without end, one asking twice a row).
#pragma once

#include <queens/queen.hpp>

#include <algorithm>
#include <cstddef>
#include <span>

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

/// Her odd rows, round and round: after the last she goes back to row 1, so once every odd
/// row is attacked her walk never ends (each step a function of her row: a circle).
class circling_queen final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] int next_row(int row) const override {
        return row + 2 > rows().last ? rows().first : row + 2;
    }
};

/// A queen written from `piece` who asks her neighbour twice about each row she tries: a walk
/// that ends, with more questions than Budd's (never taken for one without end).
class careful_queen final : public queens::piece {
public:
    careful_queen(int column, int size, queens::piece& neighbour)
        : careful_queen{column, size, neighbour, {1, size}} {}
    careful_queen(int column, int /*size*/, queens::piece& neighbour, queens::row_range rows)
        : column_{column}, rows_{rows}, neighbour_{&neighbour} {}
    [[nodiscard]] bool can_attack(int row, int column) const override {
        return queens::on_queen_line(row, column, row_, column_) ||
               neighbour_->can_attack(row, column);
    }
    [[nodiscard]] bool find_solution() override {
        row_ = std::max(row_, rows_.first);
        while (attacked(row_)) {
            if (!next()) {
                return false;
            }
        }
        return true;
    }
    [[nodiscard]] bool advance() override { return next() && find_solution(); }
    [[nodiscard]] int row() const noexcept override { return row_; }
    [[nodiscard]] int column() const noexcept override { return column_; }
    void write_rows(std::span<int> rows) const override {
        rows[static_cast<std::size_t>(column_ - 1)] = row_;
        neighbour_->write_rows(rows);
    }

private:
    [[nodiscard]] bool attacked(int row) const {
        const bool once = neighbour_->can_attack(row, column_);
        return neighbour_->can_attack(row, column_) || once;
    }
    [[nodiscard]] bool next() {
        if (row_ < rows_.last) {
            ++row_;
            return true;
        }
        row_ = rows_.first;
        return neighbour_->advance();
    }
    int column_;
    queens::row_range rows_;
    queens::piece* neighbour_;
    int row_ = 0;
};

} // namespace queens_test
