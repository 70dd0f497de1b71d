#include <queens/queen.hpp>
#include <queens/solution.hpp>

#include <stdexcept>
#include <string>

namespace queens {

bool queen::can_attack(int row, int column) const {
    if (on_queen_line(row, column, row_, column_)) {
        return true;
    }
    return neighbour_->can_attack(row, column);
}

bool queen::find_solution() {
    while (neighbour_->can_attack(row_, column_)) {
        if (!next_square()) {
            return false;
        }
    }
    return true;
}

bool queen::advance() { return next_square() && find_solution(); }

bool queen::next_square() {
    if (row_ < rows_.last) {
        ++row_;
        return true;
    }
    // Out of rows: my neighbours must move before any row of mine can work again.
    if (!neighbour_->advance()) {
        return false;
    }
    row_ = rows_.first;
    return true;
}

void queen::write_rows(std::span<int> rows) const {
    rows[static_cast<std::size_t>(column_ - 1)] = row_;
    neighbour_->write_rows(rows);
}

namespace {

row_range checked(int column, int size, row_range rows) {
    check_size(size);
    if (column < 1 || column > size) {
        throw std::invalid_argument("a queen's column must be in 1.." + std::to_string(size) +
                                    ", not " + std::to_string(column));
    }
    if (rows.first < 1 || rows.first > rows.last || rows.last > size) {
        throw std::invalid_argument("a queen's rows must lie within 1.." + std::to_string(size) +
                                    ", first <= last, not " + std::to_string(rows.first) + ".." +
                                    std::to_string(rows.last));
    }
    return rows;
}

} // namespace

queen::queen(int column, int size, piece& neighbour) : queen{column, size, neighbour, {1, size}} {}

queen::queen(int column, int size, piece& neighbour, row_range rows)
    : row_{rows.first}, column_{column}, size_{size}, rows_{checked(column, size, rows)},
      neighbour_{&neighbour} {}

} // namespace queens
