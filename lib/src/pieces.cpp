#include <queens/fast_queen.hpp>
#include <queens/pieces.hpp>
#include <queens/queen.hpp>

#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

namespace queens {

// The same three messages as the textbook `queen` (lib/src/queen.cpp), on purpose: `queen`
// stays one self-contained class that reads like Budd's, and calls no virtual `attacks` on its
// hot path, while every extension shares these.
bool chained_piece::find_solution() {
    while (neighbour_->can_attack(row_, column_)) {
        if (!next_square()) {
            return false;
        }
    }
    return true;
}

bool chained_piece::advance() { return next_square() && find_solution(); }

bool chained_piece::next_square() {
    if (row_ < last_row_) {
        ++row_;
        return true;
    }
    if (!neighbour_->advance()) {
        return false;
    }
    row_ = first_row_;
    return true;
}

void chained_piece::write_rows(std::span<int> rows) const {
    rows[static_cast<std::size_t>(column_ - 1)] = row_;
    neighbour_->write_rows(rows);
}

namespace {
int distance(int a, int b) { return a > b ? a - b : b - a; }
} // namespace

bool super_queen::attacks(int row, int column) const {
    const int rows_apart = distance(row, this->row());
    const int columns_apart = distance(column, this->column());
    const bool queen_line = rows_apart == 0 || rows_apart == columns_apart;
    const bool knight_jump = rows_apart * columns_apart == 2; // 1 and 2, either way round
    return queen_line || knight_jump;
}

bool toroidal_queen::attacks(int row, int column) const {
    // On a torus the diagonals are the classes of row - column and row + column modulo N.
    const int n = size();
    const auto same_class = [n](int a, int b) { return ((a - b) % n + n) % n == 0; };
    return row == this->row() || same_class(row - column, this->row() - this->column()) ||
           same_class(row + column, this->row() + this->column());
}

bool rook::attacks(int row, int /*column*/) const { return row == this->row(); }

bool pinned_queen::can_attack(int row, int column) const {
    const int rows_apart = distance(row, where_.row);
    if (rows_apart == 0 || rows_apart == distance(column, where_.column)) {
        return true;
    }
    return neighbour_->can_attack(row, column);
}

bool pinned_queen::find_solution() {
    while (neighbour_->can_attack(where_.row, where_.column)) {
        if (!neighbour_->advance()) {
            return false;
        }
    }
    return true;
}

bool pinned_queen::advance() { return neighbour_->advance() && find_solution(); }

void pinned_queen::write_rows(std::span<int> rows) const {
    rows[static_cast<std::size_t>(where_.column - 1)] = where_.row;
    neighbour_->write_rows(rows);
}

namespace {

template <typename Piece>
piece_maker make_chained() {
    return [](int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
        return std::make_unique<Piece>(column, size, neighbour);
    };
}

template <typename Piece>
std::unique_ptr<piece> pin_chained(square where, int size, piece& neighbour) {
    return std::make_unique<Piece>(where.column, size, neighbour, where.row, where.row);
}

std::unique_ptr<piece> pin_queen(square where, int /*size*/, piece& neighbour) {
    return std::make_unique<pinned_queen>(where, neighbour);
}

std::unique_ptr<piece> pin_fast_queen(square where, int size, piece& neighbour) {
    placement_rules rules;
    rules.allowed = row_mask{1} << (where.row - 1);
    return std::make_unique<fast_queen>(where.column, size, neighbour, rules);
}

constexpr std::array kinds{
    piece_kind{"queen", "Budd's queen: rows and diagonals", &make_queen, &pin_queen},
    piece_kind{"superqueen", "queen and knight moves (the amazon)", &make_chained<super_queen>,
               &pin_chained<super_queen>},
    piece_kind{"toroidal", "queen whose diagonals wrap around the board's edges",
               &make_chained<toroidal_queen>, &pin_chained<toroidal_queen>},
    piece_kind{"rook", "rows only: N! solutions", &make_chained<rook>, &pin_chained<rook>},
    piece_kind{"fast", "queen asking one question per move instead of one per square",
               &make_fast_queen, &pin_fast_queen},
};

} // namespace

std::span<const piece_kind> piece_kinds() { return kinds; }

const piece_kind& find_piece_kind(std::string_view name) {
    std::string accepted;
    for (const piece_kind& kind : kinds) {
        if (kind.name == name) {
            return kind;
        }
        accepted += (accepted.empty() ? "" : ", ") + std::string(kind.name);
    }
    throw std::invalid_argument("unknown piece '" + std::string(name) + "': accepted " + accepted);
}

namespace {

using pin_maker = std::unique_ptr<piece> (*)(square where, int size, piece& neighbour);

piece_maker pinning(piece_maker free_piece, pin_maker pin, std::vector<square> pinned) {
    for (std::size_t i = 0; i < pinned.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (pinned[i].column == pinned[j].column) {
                throw std::invalid_argument("two pieces pinned in column " +
                                            std::to_string(pinned[i].column) +
                                            ": accepted at most one square per column");
            }
        }
    }
    return [free_piece = std::move(free_piece), pin, pinned = std::move(pinned)](
               int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
        for (const square& where : pinned) {
            if (where.column == column) {
                if (where.row < 1 || where.row > size) {
                    throw std::invalid_argument("pinned square " + to_string(where) +
                                                " is off a board of " + std::to_string(size));
                }
                return pin(where, size, neighbour);
            }
        }
        return free_piece(column, size, neighbour);
    };
}

} // namespace

piece_maker with_pinned(const piece_kind& kind, std::vector<square> pinned) {
    return pinning(kind.maker(), kind.pin, std::move(pinned));
}

piece_maker with_pinned(piece_maker free_piece, std::vector<square> pinned) {
    return pinning(std::move(free_piece), &pin_queen, std::move(pinned));
}

} // namespace queens
