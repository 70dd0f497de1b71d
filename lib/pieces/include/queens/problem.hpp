// One puzzle, checked once: a board size, a kind of piece, and the squares pinned.
//
// Every part of queens that is handed a puzzle (the board, counting, tracing, the explorer and
// the command line) is handed a `problem`, so the rules of what makes a puzzle are written
// once, here and in the core functions this calls (`check_size`, `check_pinned`).
#pragma once

#include <queens/board.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace queens {

/// Two pinned squares, the piece pinned on the first attacking the second: no solution holds
/// them both.
struct pin_clash {
    square attacker;
    square attacked;
};
/// "the pin on a1 attacks b2".
[[nodiscard]] QUEENS_API std::string to_string(const pin_clash& clash);

class problem {
public:
    /// `kind`'s pieces on a board of `size`, fixed on `pinned` (kept in column order).
    /// Throws `std::invalid_argument` naming what is accepted when `size` is outside
    /// 1..kind.max_size, the kind lacks a maker or a pinned form, or a pinned square is off
    /// the board or shares a column with another; `broken_contract` (one) when the kind's
    /// pinned form makes no piece for one of them, or her code refuses while the pins' clash
    /// is asked (an `std::invalid_argument` of hers: her fault, not the puzzle's).
    problem(piece_kind kind, int size, std::vector<square> pinned = {});
    /// Copied whole, and moved by a copy: a problem moved from is the puzzle it was, never a
    /// kind without makers beside a size and a clash that no longer fit its pins.
    problem(const problem&) = default;
    problem& operator=(const problem&) = default;
    // A copy on purpose, which may throw.
    // NOLINTNEXTLINE(performance-noexcept-move-constructor,performance-move-constructor-init)
    problem(problem&& other) : problem{std::as_const(other)} {}
    // NOLINTNEXTLINE(performance-noexcept-move-constructor): a copy may throw
    problem& operator=(problem&& other) { return *this = std::as_const(other); }
    ~problem() = default;

    [[nodiscard]] const piece_kind& kind() const& noexcept { return kind_; }
    /// Of a problem about to go: its kind, moved out, not a reference into it.
    [[nodiscard]] piece_kind kind() && noexcept { return std::move(kind_); }
    /// Of a const problem about to go: its kind, copied.
    [[nodiscard]] piece_kind kind() const&& { return kind_; }
    [[nodiscard]] int size() const noexcept { return size_; }
    /// The pinned squares, in column order.
    [[nodiscard]] std::span<const square> pinned() const& noexcept { return pinned_; }
    /// Of a problem about to go: its squares, moved out, not a span into it.
    [[nodiscard]] std::vector<square> pinned() && noexcept { return std::move(pinned_); }
    /// Of a const problem about to go: its squares, copied.
    [[nodiscard]] std::vector<square> pinned() const&& { return pinned_; }

    /// The leftmost pinned piece attacked by a pinned piece to her left, with the first such:
    /// then the puzzle has no solution, known without a search. Asked of the kind's own pinned
    /// pieces, each alone beside a sentinel (her own rule, as her right neighbour would hear
    /// it), when the problem is made. None when no pin attacks another.
    [[nodiscard]] std::optional<pin_clash> clash() const noexcept { return clash_; }

    /// The kind's piece on every free column, the pinned form on the pinned ones.
    [[nodiscard]] piece_maker maker() const;
    /// The same, each free piece to the left of a pin asking through a link that, after her
    /// neighbour's answer, asks her whether, standing where she asks about, she attacks a pin
    /// to her right: the question that pin asks when the chain reaches it, asked before the
    /// pieces between are searched (16 queens with p1: 18 s to a first solution with `maker()`).
    /// The same solutions in the same order, for pieces whose walk depends on where they
    /// stand; not the textbook's conversation, so tracing and the explorer use `maker()`.
    [[nodiscard]] piece_maker maker_asking_pins_ahead() const;
    /// A board for this puzzle, with `decorate` on its links.
    [[nodiscard]] board make_board(link_decorator decorate = {}) const;

private:
    piece_kind kind_;
    int size_;
    std::vector<square> pinned_;
    std::optional<pin_clash> clash_;
};

} // namespace queens
