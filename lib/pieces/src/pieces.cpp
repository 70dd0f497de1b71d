#include <queens/pieces.hpp>

namespace queens {
namespace {
int distance(int a, int b) { return a > b ? a - b : b - a; }
} // namespace

bool super_queen::attacks(int row, int column) const {
    const bool knight_jump = distance(row, this->row()) * distance(column, this->column()) == 2;
    const bool queen_line = on_queen_line(row, column, this->row(), this->column());
    return queen_line || knight_jump; // a knight: 1 and 2 apart, either way round
}

bool toroidal_queen::attacks(int row, int column) const {
    // On a torus the diagonals are the classes of row - column and row + column modulo N.
    const int n = size();
    const auto same_class = [n](int a, int b) { return ((a - b) % n + n) % n == 0; };
    return row == this->row() || same_class(row - column, this->row() - this->column()) ||
           same_class(row + column, this->row() + this->column());
}

bool rook::attacks(int row, int /*column*/) const { return row == this->row(); }

} // namespace queens
