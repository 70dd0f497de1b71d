#include <queens/pieces.hpp>

#include <cstdint>

namespace queens {
namespace {
/// How far apart two rows or columns are, in 64 bits: any two ints can be asked about.
std::int64_t distance(int a, int b) {
    const std::int64_t apart = std::int64_t{a} - b;
    return apart < 0 ? -apart : apart;
}
} // namespace

bool super_queen::attacks(int row, int column) const {
    if (on_queen_line(row, column, this->row(), this->column())) {
        return true;
    }
    const std::int64_t rows = distance(row, this->row());
    const std::int64_t columns = distance(column, this->column());
    return (rows == 1 && columns == 2) || (rows == 2 && columns == 1); // a knight's jump
}

bool toroidal_queen::attacks(int row, int column) const {
    // On a torus the diagonals are the classes of row - column and row + column modulo N.
    const std::int64_t n = size();
    const auto same_class = [n](std::int64_t a, std::int64_t b) { return (a - b) % n == 0; };
    const std::int64_t r = row;
    const std::int64_t c = column;
    return row == this->row() || same_class(r - c, this->row() - this->column()) ||
           same_class(r + c, this->row() + this->column());
}

bool rook::attacks(int row, int /*column*/) const { return row == this->row(); }

} // namespace queens
