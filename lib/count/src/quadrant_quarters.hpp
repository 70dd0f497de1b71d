// The quarters of the quadrant engine (count_quadrants.cpp): every placement of non-attacking
// queens on a square of h x h, none to h of them, found by Budd's chain and listed once by the
// rows and columns it takes. Private to the library (not installed).
//
// The chain is Budd's: one queen per column of the quarter, each knowing only her neighbour to
// the left, a sentinel (the Null Object) at the end, and the messages `place` and `advance`
// passed from neighbour to neighbour; out of rows, a queen asks her neighbour to advance and
// starts again. What is new is her walk. A quarter's column may hold no queen: her walk has one
// more stop after the quarter's last row, *aside*, where she stands on no square of the board,
// takes no row and attacks nothing (as a pinned queen's walk has one stop, the row she is
// pinned to, hers has the quarter's rows and then the place beside the board). So the chain
// finds every partial placement once: each column's queen on one of her safe rows, or aside.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace queens::detail {

/// What a quarter queen and the queens to her left take, in the quarter's frame (row i,
/// column j, 0 to h - 1): rows, columns, `sum` bit i + j and `diff` bit i - j + h - 1.
struct quarter_lines {
    std::uint32_t rows = 0;
    std::uint32_t columns = 0;
    std::uint32_t sum = 0;
    std::uint32_t diff = 0;
};

/// A link of a quarter's chain: a quarter queen, or the sentinel that ends the chain.
class quarter_piece {
public:
    quarter_piece() = default;
    quarter_piece(const quarter_piece&) = delete;
    quarter_piece& operator=(const quarter_piece&) = delete;
    quarter_piece(quarter_piece&&) = delete;
    quarter_piece& operator=(quarter_piece&&) = delete;
    virtual ~quarter_piece() = default;

    /// Budd's find_solution: my neighbours take their first stops, then I take my first.
    [[nodiscard]] virtual bool place() noexcept = 0;
    /// Budd's advance: I move to my next stop, asking my neighbour to advance when I have none.
    [[nodiscard]] virtual bool advance() noexcept = 0;
    /// What I and the queens to my left take, where we stand now.
    [[nodiscard]] virtual const quarter_lines& lines() const noexcept = 0;
};

/// The sentinel (Budd's NullQueen): takes nothing, attacks nothing, never moves.
class quarter_sentinel final : public quarter_piece {
public:
    [[nodiscard]] bool place() noexcept override { return true; }
    [[nodiscard]] bool advance() noexcept override { return false; }
    [[nodiscard]] const quarter_lines& lines() const noexcept override { return none_; }

private:
    quarter_lines none_{};
};

/// A queen of column `column` of a quarter of `size`: her stops are the quarter's rows 0 to
/// size - 1 that nobody to her left attacks, then aside.
class quarter_queen final : public quarter_piece {
public:
    quarter_queen(int column, int size, quarter_piece& neighbour) noexcept
        : column_{column}, size_{size}, neighbour_{&neighbour} {}

    [[nodiscard]] bool place() noexcept override {
        if (!neighbour_->place()) {
            return false;
        }
        row_ = -1;
        return next_stop();
    }
    [[nodiscard]] bool advance() noexcept override { return next_stop(); }
    [[nodiscard]] const quarter_lines& lines() const noexcept override { return out_; }

    /// My row, or `size` when I stand aside.
    [[nodiscard]] int row() const noexcept { return row_; }

private:
    /// My next stop after `row_`: a safe row of the quarter, aside after the last, and past
    /// aside my neighbour is asked to advance and I start my walk again.
    bool next_stop() noexcept;

    int column_;
    int size_;
    quarter_piece* neighbour_; // never null: the chain ends in a quarter_sentinel
    int row_ = -1;
    quarter_lines out_{};
};

/// One placement of a quarter, by the diagonals its queens take (`quarter_lines`' frame).
struct quarter_entry {
    std::uint32_t sum = 0;
    std::uint32_t diff = 0;
};

/// Every placement of 0 to h non-attacking queens on a square of h x h (1 <= h <= 12), found
/// by the chain of h quarter queens and grouped by the rows and the columns it takes.
class quarter_table {
public:
    explicit quarter_table(int h) : quarter_table{h, 0, {}} {}
    /// The same, `done` told now and then how far along the table is, 0 to 1: the chain walks
    /// the placements twice, the first time against `estimated` (`estimated_entries(h)`).
    quarter_table(int h, double estimated, const std::function<void(double)>& done);

    [[nodiscard]] int size() const noexcept { return h_; }
    /// The placements taking exactly the rows `rows` and the columns `columns` (h bits each).
    [[nodiscard]] std::span<const quarter_entry> with(std::uint32_t rows,
                                                      std::uint32_t columns) const noexcept {
        const std::size_t group = (std::size_t{rows} << h_) | columns;
        return {entries_.data() + first_[group], entries_.data() + first_[group + 1]};
    }
    [[nodiscard]] std::size_t entries() const noexcept { return entries_.size(); }

    /// The bytes a table of `h` takes: its index, and `entries` placements.
    [[nodiscard]] static double bytes(int h, double entries) noexcept;
    /// Knuth's estimate of the placements of a quarter of `h` (random walks of its chain).
    [[nodiscard]] static double estimated_entries(int h);

private:
    int h_;
    std::vector<std::uint32_t> first_; // group g's entries: first_[g] .. first_[g + 1] - 1
    std::vector<quarter_entry> entries_;
};

} // namespace queens::detail
