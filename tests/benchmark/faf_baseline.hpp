// NQueensFAF's method as a yardstick: the fastest published CPU method the project knows of.
//
// Written for this project from the method and the MIT-licensed source of NQueensFAF
// (github.com/olepoeschl/NQueensFAF, Copyright (c) 2021 Ole Pöschl, Tim Pöschl): its
// `ConstellationsGenerator`, `ConstellationUtils` and the CPU solver `CpuSolver`, one thread.
// The method, in its terms:
// - A start constellation puts a queen on each of the four border lines: queen i in the first
//   row (column i), j in the last row (column j), k in the first column (row k), l in the last
//   column (row l); the corner case shares one queen between j and l. One constellation is
//   kept per class of the square's rotations; each is turned and mirrored so that j is the
//   queen nearest a corner, on the right half of the last row ("j as min").
// - More preset queens (five queens in all, as CpuSolver's default) split each constellation
//   into sub-constellations, the masks of their first free row precomputed.
// - Each is completed row by row by a bitmask routine specialised for its shape: where rows k
//   and l lie (the rows it jumps over, two or three at once, letting those queens' diagonals
//   in), how far j is from its corner (0, 1, 2 or more: from row j + 1 on, j's upward
//   diagonal takes column n - 2), with a look-ahead for an empty row in the last block.
// - Each solution found counts 2, 4 or 8 times, by the symmetry of its start constellation.
// CpuSolver writes its 28 routines by hand; here one template writes them from the shape (a
// list of steps). Its four routines for queen j far from the corner (needed where a 32-bit
// mask cannot hold j's diagonal from the first free row on) are not needed for n <= 23.
#pragma once

#include "faf_constellations.hpp"

#include <cstdint>

namespace baseline::faf {

/// Counts the solutions of the n-queens problem by NQueensFAF's method, for min_size <= n <=
/// max_size; 0 outside (the method miscounts the boards of 4 to 6, which it was not made for).
class counter {
public:
    static std::uint64_t count(int n) {
        if (n < min_size || n > max_size) {
            return 0;
        }
        counter c{n};
        std::uint64_t total = 0;
        for_each_constellation(n, 5, [&](const constellation& s) { total += c.complete(s); });
        return total;
    }

private:
    using word = std::uint32_t;

    /// At the row of its mark, a queen is placed and the search goes on `Rows` rows down, over
    /// the rows of queens k and l, their diagonals entering the masks of the row reached:
    /// bits `Ld` of queen l's (from the last column), and column `KColumn` (0: none) of queen
    /// k's (from the first column).
    template <int Rows, word Ld, int KColumn>
    struct jump {
        static constexpr int kind = 0;
    };
    using skip_k = jump<2, 0, 1>;  // row k alone
    using skip_l = jump<2, 1, 0>;  // row l alone
    using skip_kl = jump<3, 1, 2>; // row k, then l
    using skip_lk = jump<3, 2, 1>; // row l, then k
    /// At row j + 1, queen j's upward diagonal to the right takes column n - 2.
    struct j_right {
        static constexpr int kind = 1;
    };
    /// The last block, up to the last free row (where a d = 2 queen j takes column n - 2).
    template <bool JTakesLastFree>
    struct finish {
        static constexpr int kind = 2;
        static constexpr bool j_takes_last_free = JTakesLastFree;
    };

    explicit counter(int n) : n_{n} {}

    template <int Slot, class Step, class... Rest>
    void place(word ld, word rd, word col, int row, word free) {
        if constexpr (Step::kind == 2) {
            finish_block<Step>(ld, rd, col, row, free);
        } else {
            if (row == marks_[Slot]) {
                at_mark<Slot, Step, Rest...>(ld, rd, col, row, free);
                return;
            }
            while (free != 0) {
                const word bit = free & (~free + 1);
                free ^= bit;
                const word next = ~(((ld | bit) << 1) | ((rd | bit) >> 1) | (col | bit));
                if (next != 0) {
                    place<Slot, Step, Rest...>((ld | bit) << 1, (rd | bit) >> 1, col | bit, row + 1,
                                               next);
                }
            }
        }
    }

    template <int Slot, class Step, class... Rest>
    void at_mark(word ld, word rd, word col, int row, word free) {
        if constexpr (Step::kind == 1) {
            free &= ~word{1};
            ld |= 1;
            while (free != 0) {
                const word bit = free & (~free + 1);
                free ^= bit;
                const word next = ~(((ld | bit) << 1) | ((rd | bit) >> 1) | (col | bit));
                if (next != 0) {
                    place<Slot + 1, Rest...>((ld | bit) << 1, (rd | bit) >> 1, col | bit, row + 1,
                                             next);
                }
            }
        } else {
            jump_at<Slot, Rest...>(Step{}, ld, rd, col, row, free);
        }
    }

    template <int Slot, class... Rest, int Rows, word Ld, int KColumn>
    void jump_at(jump<Rows, Ld, KColumn>, word ld, word rd, word col, int row, word free) {
        const word k_bit = KColumn == 0 ? 0 : word{1} << (n_ - 2 - KColumn);
        while (free != 0) {
            const word bit = free & (~free + 1);
            free ^= bit;
            const word nl = ((ld | bit) << Rows) | Ld;
            const word nr = ((rd | bit) >> Rows) | k_bit;
            const word next = ~(nl | nr | col | bit);
            if (next != 0) {
                place<Slot + 1, Rest...>(nl, nr, col | bit, row + Rows, next);
            }
        }
    }

    template <class Finish>
    void finish_block(word ld, word rd, word col, int row, word free) {
        if (row == endmark_) {
            if constexpr (Finish::j_takes_last_free) {
                found_ += (free & ~word{1}) != 0 ? 1 : 0;
            } else {
                ++found_;
            }
            return;
        }
        while (free != 0) {
            const word bit = free & (~free + 1);
            free ^= bit;
            const word nl = (ld | bit) << 1;
            const word nr = (rd | bit) >> 1;
            const word nc = col | bit;
            const word next = ~(nl | nr | nc);
            if (next == 0 || (row + 1 < endmark_ && ~((nl << 1) | (nr >> 1) | nc) == 0)) {
                continue;
            }
            finish_block<Finish>(nl, nr, nc, row + 1, next);
        }
    }

    /// The jumps over rows k and l still ahead of `start`, as one of seven shapes.
    enum class jumps { none, k, l, kl, lk, k_then_l, l_then_k };

    template <class... Tail>
    void run(jumps shape, word ld, word rd, word col, int start, word free) {
        switch (shape) {
        case jumps::none:
            return place<0, Tail...>(ld, rd, col, start, free);
        case jumps::k:
            return place<0, skip_k, Tail...>(ld, rd, col, start, free);
        case jumps::l:
            return place<0, skip_l, Tail...>(ld, rd, col, start, free);
        case jumps::kl:
            return place<0, skip_kl, Tail...>(ld, rd, col, start, free);
        case jumps::lk:
            return place<0, skip_lk, Tail...>(ld, rd, col, start, free);
        case jumps::k_then_l:
            return place<0, skip_k, skip_l, Tail...>(ld, rd, col, start, free);
        case jumps::l_then_k:
            return place<0, skip_l, skip_k, Tail...>(ld, rd, col, start, free);
        }
    }

    /// Solutions of one sub-constellation, weighed by its symmetry.
    std::uint64_t complete(const constellation& s) {
        const int n = n_;
        const int j = s.at.j;
        const int k = s.at.k;
        const int l = s.at.l;
        const int start = s.start;
        // One bit per inner column (1 .. n - 2), column c at bit n - 2 - c; the outer
        // columns hold queens k and l, everything above the inner bits counts as taken.
        const word top = word{1} << (n - 1);
        const word diagonals_up = (top >> j) | (top >> l);
        word ld = (s.ld >> 1) | (diagonals_up >> (n - start));
        word rd = s.rd >> 1;
        if (start > k) {
            rd |= top >> (start - k + 1);
        }
        rd |= (top >> j) << (n - 2 - start); // queen j's upward diagonal to the left
        const word col = (s.col >> 1) | ~((word{1} << (n - 2)) - 1);
        const word free = ~(ld | rd | col);

        // The rows of k and l ahead, in order; a row k at the end of the board (only with j
        // next to its corner) shortens the last block instead.
        endmark_ = n - 2;
        bool k_ahead = k > start;
        bool l_ahead = l > start && j != n - 1; // in the corner, j and l are one queen
        if (k == n - 2) {
            k_ahead = false;
            endmark_ = n - 3;
            if (l == n - 3) {
                l_ahead = false;
                endmark_ = n - 4;
            }
        }
        jumps shape = jumps::none;
        int count = 0;
        if (k_ahead && l_ahead) {
            marks_[0] = (k < l ? k : l) - 1;
            marks_[1] = (k < l ? l : k) - 1;
            count = 2;
            if (k + 1 == l || l + 1 == k) {
                shape = k < l ? jumps::kl : jumps::lk;
                count = 1;
            } else {
                shape = k < l ? jumps::k_then_l : jumps::l_then_k;
            }
        } else if (k_ahead || l_ahead) {
            marks_[0] = (k_ahead ? k : l) - 1;
            count = 1;
            shape = k_ahead ? jumps::k : jumps::l;
        }

        found_ = 0;
        if (j < n - 3 && start <= j + 1) {
            marks_[count] = j + 1;
            run<j_right, finish<false>>(shape, ld, rd, col, start, free);
        } else if (j == n - 3) {
            run<finish<true>>(shape, ld, rd, col, start, free);
        } else {
            run<finish<false>>(shape, ld, rd, col, start, free);
        }
        return found_ * static_cast<std::uint64_t>(symmetry_weight(n, s.at));
    }

    int n_;
    int endmark_ = 0;
    int marks_[3] = {};
    std::uint64_t found_ = 0;
};

} // namespace baseline::faf
