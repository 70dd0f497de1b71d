// The quarters of the quadrant-join method (see quadrant_baseline.hpp): every placement of
// non-attacking queens on a square of h x h, from none to h queens, listed once and found by
// the rows and columns it takes.
//
// Written for this project from the method's description: Evgeny Kluev's N-Queens-Count-Sol
// (github.com/EvgenyKluev/N-Queens-Count-Sol, MIT licence, Copyright (c) 2022 Evgeny Kluev)
// and the deepgreen N-Queens pages it cites (deepgreen.game.coocan.jp/NQueens).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace baseline::quadrant {

/// One placement of a quarter: the diagonals its queens take, in the quarter's own frame
/// (row i, column j, both 0..h-1): `sum` has bit i + j, `diff` bit i - j + h - 1.
struct quarter_entry {
    std::uint32_t sum = 0;
    std::uint32_t diff = 0;
};

/// Every placement of 0 to h non-attacking queens on a square of h x h (1 <= h <= 12), grouped
/// by the rows and the columns it takes.
class quarters {
public:
    explicit quarters(int h) : h_{h}, first_((std::size_t{1} << (2 * h)) + 1, 0) {
        // Counted first, then written where their group starts: no list per group.
        place<false>(0, 0, 0, 0, 0);
        std::size_t total = 0;
        for (std::uint32_t& start : first_) {
            const std::uint32_t size = start;
            start = static_cast<std::uint32_t>(total);
            total += size;
        }
        entries_.resize(total);
        place<true>(0, 0, 0, 0, 0);
        for (std::size_t group = first_.size() - 1; group > 0; --group) {
            first_[group] = first_[group - 1]; // each group's cursor ended at the next's start
        }
        first_[0] = 0;
    }

    [[nodiscard]] int size() const noexcept { return h_; }

    /// The placements taking exactly the rows `rows` and the columns `columns` (h bits each).
    [[nodiscard]] std::span<const quarter_entry> with(std::uint32_t rows,
                                                      std::uint32_t columns) const noexcept {
        const std::size_t group = (std::size_t{rows} << h_) | columns;
        return {entries_.data() + first_[group], entries_.data() + first_[group + 1]};
    }

    [[nodiscard]] std::size_t entries() const noexcept { return entries_.size(); }

private:
    /// Row `i` on: a queen on each free column of it, or none.
    template <bool Write>
    void place(int i, std::uint32_t rows, std::uint32_t columns, std::uint32_t sum,
               std::uint32_t diff) {
        if (i == h_) {
            std::uint32_t& cursor = first_[(std::size_t{rows} << h_) | columns];
            if constexpr (Write) {
                entries_[cursor] = {sum, diff};
            }
            ++cursor;
            return;
        }
        for (int j = 0; j < h_; ++j) {
            const std::uint32_t s = std::uint32_t{1} << (i + j);
            const std::uint32_t d = std::uint32_t{1} << (i - j + h_ - 1);
            if ((columns >> j & 1U) == 0 && (sum & s) == 0 && (diff & d) == 0) {
                place<Write>(i + 1, rows | 1U << i, columns | 1U << j, sum | s, diff | d);
            }
        }
        place<Write>(i + 1, rows, columns, sum, diff); // row i holds no queen
    }

    int h_;
    std::vector<std::uint32_t> first_; // group g's entries: first_[g] .. first_[g + 1] - 1
    std::vector<quarter_entry> entries_;
};

} // namespace baseline::quadrant
