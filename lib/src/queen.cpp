#include <queens/queen.hpp>

namespace queens {

attacks piece::attacked_rows(int column, int size) const {
    // Built from Budd's own question, one row at a time: slow, but every piece can answer it.
    attacks answer;
    answer.column_only = true;
    for (int row = 1; row <= size; ++row) {
        if (can_attack(row, column)) {
            answer.rows |= row_mask{1} << (row - 1);
        }
    }
    return answer;
}

bool queen::can_attack(int row, int column) const {
    // Same row, or same diagonal (equal row and column distances, written without abs()).
    if (row == row_ || row - column == row_ - column_ || row + column == row_ + column_) {
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
    if (row_ < last_row_) {
        ++row_;
        return true;
    }
    // Out of rows: my neighbours must move before any row of mine can work again.
    if (!neighbour_->advance()) {
        return false;
    }
    row_ = first_row_;
    return true;
}

void queen::write_rows(std::span<int> rows) const {
    rows[static_cast<std::size_t>(column_ - 1)] = row_;
    neighbour_->write_rows(rows);
}

} // namespace queens
