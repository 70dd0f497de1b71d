// The library's own extensions: each new behaviour is one small class that plugs into the chain.
//
// Models to copy when you write your own piece (docs/extending.md walks through one):
// - a new kind of piece overrides one question, "do I attack this square?" (`chained_piece`);
// - a piece that moves differently overrides the messages themselves (`pinned_queen`);
// - a new behaviour around any piece is a decorator that forwards (`counting_piece`).
#pragma once

#include <queens/board.hpp>
#include <queens/piece.hpp>
#include <queens/solution.hpp>

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace queens {

/// The base of pieces that move like Budd's queen (down their column, asking the neighbour to
/// advance when they run out of rows) and differ only in which squares they attack. A derived
/// piece answers one question, `attacks`; this class passes every other question along the
/// chain exactly as `queen` does, with the same bounded stack depth.
class chained_piece : public piece {
public:
    /// Rows `first_row..last_row` of `column`; a single row pins the piece to a square.
    chained_piece(int column, int size, piece& neighbour, int first_row, int last_row) noexcept
        : row_{first_row}, column_{column}, size_{size}, first_row_{first_row}, last_row_{last_row},
          neighbour_{&neighbour} {}
    chained_piece(int column, int size, piece& neighbour) noexcept
        : chained_piece{column, size, neighbour, 1, size} {}

    [[nodiscard]] bool can_attack(int row, int column) const final {
        return attacks(row, column) || neighbour_->can_attack(row, column);
    }
    [[nodiscard]] bool find_solution() final;
    [[nodiscard]] bool advance() final;
    [[nodiscard]] int row() const noexcept final { return row_; }
    [[nodiscard]] int column() const noexcept final { return column_; }
    void write_rows(std::span<int> rows) const final;

protected:
    /// Does this piece itself, standing where it stands, attack the square?
    [[nodiscard]] virtual bool attacks(int row, int column) const = 0;
    [[nodiscard]] int size() const noexcept { return size_; }

private:
    [[nodiscard]] bool next_square();

    int row_;
    const int column_;
    const int size_;
    const int first_row_;
    const int last_row_;
    piece* neighbour_; // never null: the chain ends in a null_queen
};

/// A queen that also jumps like a knight (the "amazon"). OEIS A051223.
class super_queen final : public chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override;
};

/// A queen on a torus: her diagonals leave one edge of the board and come back on the other.
/// OEIS A051906.
class toroidal_queen final : public chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override;
};

/// Attacks along her row only (her column is hers alone anyway): N! solutions.
class rook final : public chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override;
};

/// A queen fixed on one square, for the n-queens completion puzzle. She never moves, so her
/// messages differ: to find a solution she asks her neighbours to advance until none of them
/// attacks her square; to advance, she passes the request straight to her neighbour. The queens
/// to her left do not know about her; her own `find_solution` makes them move on.
class pinned_queen final : public piece {
public:
    pinned_queen(square where, piece& neighbour) noexcept : where_{where}, neighbour_{&neighbour} {}

    [[nodiscard]] bool can_attack(int row, int column) const override;
    [[nodiscard]] bool find_solution() override;
    [[nodiscard]] bool advance() override;
    [[nodiscard]] int row() const noexcept override { return where_.row; }
    [[nodiscard]] int column() const noexcept override { return where_.column; }
    void write_rows(std::span<int> rows) const override;

private:
    const square where_;
    piece* neighbour_; // never null: the chain ends in a null_queen
};

/// A decorator that counts the messages it receives and forwards each to the piece it wraps:
/// delegation in its plainest form. Put it on a link of the chain (see `board`'s
/// `link_decorator`) and it sees what the piece on the right asks the piece on the left. It
/// never sees a piece's calls to herself (a queen's `advance` calling her own `find_solution`):
/// those do not cross a link, so they never reach a wrapper.
class counting_piece final : public piece {
public:
    explicit counting_piece(piece& wrapped) noexcept : wrapped_{&wrapped} {}

    [[nodiscard]] bool can_attack(int row, int column) const override {
        ++can_attack_;
        return wrapped_->can_attack(row, column);
    }
    [[nodiscard]] bool find_solution() override {
        ++find_solution_;
        return wrapped_->find_solution();
    }
    [[nodiscard]] bool advance() override {
        ++advance_;
        return wrapped_->advance();
    }
    [[nodiscard]] int row() const noexcept override { return wrapped_->row(); }
    [[nodiscard]] int column() const noexcept override { return wrapped_->column(); }
    void write_rows(std::span<int> rows) const override { wrapped_->write_rows(rows); }
    [[nodiscard]] attacks attacked_rows(int column, int size) const override {
        ++attacked_rows_;
        return wrapped_->attacked_rows(column, size);
    }

    [[nodiscard]] std::uint64_t can_attack_received() const noexcept { return can_attack_; }
    [[nodiscard]] std::uint64_t find_solution_received() const noexcept { return find_solution_; }
    [[nodiscard]] std::uint64_t advance_received() const noexcept { return advance_; }
    [[nodiscard]] std::uint64_t attacked_rows_received() const noexcept { return attacked_rows_; }

private:
    piece* wrapped_;
    // Counting does not change what the piece answers, so the const questions count too.
    mutable std::uint64_t can_attack_ = 0;
    std::uint64_t find_solution_ = 0;
    std::uint64_t advance_ = 0;
    mutable std::uint64_t attacked_rows_ = 0;
};

/// One entry of the registry: a name for the command line, a line of help, and a maker.
/// `pin` makes the same kind of piece fixed on one square.
struct piece_kind {
    std::string_view name;
    std::string_view summary;
    piece_maker (*maker)();
    std::unique_ptr<piece> (*pin)(square where, int size, piece& neighbour);
};

/// Every kind of piece the library ships, in the order `--help` lists them. Adding a piece to
/// the command line means adding one line to this table (lib/src/pieces.cpp).
[[nodiscard]] std::span<const piece_kind> piece_kinds();
/// The kind called `name`. Throws `std::invalid_argument` listing the accepted names.
[[nodiscard]] const piece_kind& find_piece_kind(std::string_view name);
/// `kind`'s piece on every column except those with a square in `pinned`, where a piece of the
/// same kind stands fixed. Throws `std::invalid_argument` for two squares in one column, and
/// the maker it returns throws for a square off the board.
[[nodiscard]] piece_maker with_pinned(const piece_kind& kind, std::vector<square> pinned);
/// `free_piece` on every column except those with a square in `pinned`, where a `pinned_queen`
/// stands: a bare maker does not say what kind it makes, so pin through the `piece_kind`
/// overload to get pinned pieces of the same kind. Throws as that overload does.
[[nodiscard]] piece_maker with_pinned(piece_maker free_piece, std::vector<square> pinned);

} // namespace queens
