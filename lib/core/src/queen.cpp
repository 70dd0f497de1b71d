#include <queens/queen.hpp>
#include <queens/solution.hpp>

#include <stdexcept>
#include <string>

namespace queens {

bool queen::can_attack(int row, int column) const {
    // Before my first find_solution I stand on no square: I attack nothing myself.
    if (row_ != no_row && on_queen_line(row, column, row_, column_)) {
        return true;
    }
    return neighbour_->can_attack(row, column);
}

bool queen::find_solution() {
    if (row_ == no_row) {
        start(); // just placed: I stand where my walk starts
    }
    while (neighbour_->can_attack(row_, column_)) {
        if (!next_square()) {
            return false;
        }
    }
    return true;
}

bool queen::advance() { return next_square() && find_solution(); }

bool queen::next_square() {
    if (const int next = next_row(row_); is_mine(next)) {
        row_ = next;
        return true;
    }
    return start_again();
}

bool queen::start_again() {
    // Out of rows: what now is my walk's third step (Budd: my neighbour must advance).
    if (!out_of_rows()) {
        return false;
    }
    start();
    return true;
}

void queen::start() {
    const int first = first_row();
    if (!is_mine(first)) {
        astray(first);
    }
    row_ = first;
}

void queen::astray(int row) const {
    throw std::logic_error("the queen in column " + std::to_string(column_) +
                           " was told by her walk to start on row " + std::to_string(row) +
                           ": her rows are " + std::to_string(rows_.first) + ".." +
                           std::to_string(rows_.last));
}

void queen::write_rows(std::span<int> rows) const {
    if (rows.size() < static_cast<std::size_t>(column_)) {
        throw std::out_of_range("write_rows: " + std::to_string(rows.size()) +
                                " rows given, the queen in column " + std::to_string(column_) +
                                " needs at least " + std::to_string(column_));
    }
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
    : column_{column}, size_{size}, rows_{checked(column, size, rows)}, neighbour_{&neighbour} {}

} // namespace queens
