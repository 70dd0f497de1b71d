// The fixed walk's functions, compiled apart from the benchmark as the library's are apart
// from the programs that use them (fixed_walk.hpp).
#include "fixed_walk.hpp"

namespace baseline::fixed_walk {

bool queen::can_attack(int row, int column) const {
    return attacks(row, column) || neighbour_->can_attack(row, column);
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

void queen::write_rows(std::span<int> rows) const {
    rows[static_cast<std::size_t>(column_ - 1)] = row_;
    neighbour_->write_rows(rows);
}

bool queen::attacks(int row, int column) const {
    return queens::on_queen_line(row, column, row_, column_);
}

bool queen::next_square() {
    if (row_ < size_) {
        ++row_;
        return true;
    }
    if (!neighbour_->advance()) {
        return false;
    }
    row_ = 1;
    return true;
}

bool textbook::can_attack(int row, int column) const {
    return queens::on_queen_line(row, column, this->row(), this->column()) ||
           neighbour().can_attack(row, column);
}

bool super::attacks(int row, int column) const {
    const auto apart = [](int a, int b) { return a > b ? a - b : b - a; };
    const int rows = apart(row, this->row());
    const int columns = apart(column, this->column());
    return queen::attacks(row, column) || (rows == 1 && columns == 2) ||
           (rows == 2 && columns == 1);
}

bool rook::attacks(int row, int /*column*/) const { return row == this->row(); }

} // namespace baseline::fixed_walk
