// One puzzle, checked once: a board size, a kind of piece, and the squares pinned.
//
// Every part of queens that is handed a puzzle (the board, counting, tracing, the explorer and
// the command line) is handed a `problem`, so the rules of what makes a puzzle are written
// once, here and in the core functions this calls (`check_size`, `check_pinned`).
#pragma once

#include <queens/board.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>

#include <span>
#include <utility>
#include <vector>

namespace queens {

class problem {
public:
    /// `kind`'s pieces on a board of `size`, fixed on `pinned` (kept in column order).
    /// Throws `std::invalid_argument` naming what is accepted when `size` is outside
    /// 1..kind.max_size, the kind lacks a maker or a pinned form, or a pinned square is off
    /// the board or shares a column with another.
    problem(piece_kind kind, int size, std::vector<square> pinned = {});

    [[nodiscard]] const piece_kind& kind() const& noexcept { return kind_; }
    /// Of a problem about to go: its kind, moved out, not a reference into it.
    [[nodiscard]] piece_kind kind() && noexcept { return std::move(kind_); }
    [[nodiscard]] int size() const noexcept { return size_; }
    /// The pinned squares, in column order.
    [[nodiscard]] std::span<const square> pinned() const& noexcept { return pinned_; }
    /// Of a problem about to go: its squares, moved out, not a span into it.
    [[nodiscard]] std::vector<square> pinned() && noexcept { return std::move(pinned_); }

    /// The kind's piece on every free column, the pinned form on the pinned ones.
    [[nodiscard]] piece_maker maker() const;
    /// A board for this puzzle, with `decorate` on its links.
    [[nodiscard]] board make_board(link_decorator decorate = {}) const;

private:
    piece_kind kind_;
    int size_;
    std::vector<square> pinned_;
};

} // namespace queens
