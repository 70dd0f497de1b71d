// The piece interface and the NullQueen sentinel: the heart of Budd's design.
//
// Every piece on the board speaks the same three messages (can_attack, find_solution,
// advance); four more move no one (where she stands, her rows written out, the rows she
// attacks in a column: the fast pieces' question). A piece knows only its left neighbour;
// the chain always ends in a `null_queen`, so no piece ever tests whether it has a neighbour.
// No piece writes backtracking out: it emerges from the conversation, once the board's loop
// has asked the last piece to advance (board.hpp).
#pragma once

#include <queens/lines.hpp>

#include <span>

namespace queens {

/// A piece on the board: Budd's three messages, and what a caller needs to read a position.
///
/// The contract every piece keeps, Budd's queen and a piece written from here alike:
/// - She is made standing on no square (`row()` is 0). Her first `find_solution` puts her on
///   the first square of her walk along her column.
/// - `find_solution` and `advance` leave her, and everyone to her left, standing where no one
///   to her left attacks her (true), or say there is no such position left (false: the chain
///   is not asked to move again). Only the piece who ran out asks her neighbour to `advance`.
/// - Budd's queen stands once on each square of her column that no one to her left attacks,
///   for every position of her neighbours. A piece may walk otherwise (skip squares, try them
///   in another order); the faster ways of counting are taken only where asking her shows they
///   find her number (count.hpp), else her own chain counts, as `board` runs it.
/// - `can_attack` answers yes for a square she attacks by her own rule (her square, the square
///   and the board's size, never where others stand) and otherwise asks her neighbour. Standing
///   on no square (before her first `find_solution`) she attacks none herself: she asks her
///   neighbour, and `attacked_rows` answers her neighbours' lines alone. The pins'
///   clash, `solve`'s look-ahead and the faster counts rely on it (the counts ask her where they
///   can); `count_engine::chain` relies on nothing and counts what her chain finds.
/// - She knows only her left neighbour, never null: the chain ends in a `null_queen`.
class piece {
public:
    piece() = default;
    piece(const piece&) = delete;
    piece& operator=(const piece&) = delete;
    piece(piece&&) = delete;
    piece& operator=(piece&&) = delete;
    virtual ~piece() = default;

    /// "Can you, or anyone to your left, attack this square?"
    [[nodiscard]] virtual bool can_attack(int row, int column) const = 0;
    /// "Move until no one to your left attacks you." False when there is no such position.
    [[nodiscard]] virtual bool find_solution() = 0;
    /// "Move on to your next position that no one to your left attacks." False when exhausted.
    [[nodiscard]] virtual bool advance() = 0;

    /// The row this piece stands on (1-based); 0 when she stands on none: the sentinel always,
    /// any other piece until her first `find_solution`.
    [[nodiscard]] virtual int row() const noexcept = 0;
    /// The fixed column of this piece (1-based); the sentinel answers 0.
    [[nodiscard]] virtual int column() const noexcept = 0;
    /// Budd's `get_state`: write my row at `rows[column - 1]`, then ask my neighbour to do the
    /// same. Throws `std::out_of_range` when `rows` is shorter than my column.
    virtual void write_rows(std::span<int> rows) const = 0;

    /// Beside Budd's three, the fast pieces' bigger question (lines.hpp): "which rows of
    /// `column` (on a board of `size` <= 64) do you and everyone to your left attack?". Unless
    /// a piece answers it better, it is answered through her own `can_attack`, row by row.
    [[nodiscard]] virtual attacked_lines attacked_rows(int column, int size) const;
};

/// The sentinel at the left end of every chain (a Null Object): it attacks nothing, always
/// answers `find_solution` with true (nobody to its left can attack it), and can never
/// advance. Because it is always there, no piece tests for null.
class null_queen final : public piece {
public:
    [[nodiscard]] bool can_attack(int /*row*/, int /*column*/) const override { return false; }
    [[nodiscard]] bool find_solution() override { return true; }
    [[nodiscard]] bool advance() override { return false; }
    [[nodiscard]] int row() const noexcept override { return 0; }
    [[nodiscard]] int column() const noexcept override { return 0; }
    void write_rows(std::span<int> /*rows*/) const override {}
    [[nodiscard]] attacked_lines attacked_rows(int /*column*/, int /*size*/) const override {
        return {}; // nothing, along any line, in any column
    }
};

} // namespace queens
