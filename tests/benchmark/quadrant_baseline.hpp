// The quadrant-join method as a yardstick: the fastest published CPU counter the project knows
// of, far ahead of NQueensFAF's method (faf_baseline.hpp, kept beside it).
//
// Written for this project from the method's description: Evgeny Kluev's N-Queens-Count-Sol
// (github.com/EvgenyKluev/N-Queens-Count-Sol, MIT licence, Copyright (c) 2022 Evgeny Kluev),
// read to learn and not copied, and the deepgreen N-Queens pages it cites. The method:
// - Cut the board into four quarters of h x h (h = N / 2; an odd board keeps its middle row
//   and column apart). List once every placement of non-attacking queens on a quarter, from
//   none to h, by the rows and columns it takes (quadrant_quarters.hpp).
// - Choose the rows E whose queens stand in the east half (columns 0 .. h - 1). Each east
//   column holds one queen, so a half is a north placement on E's north rows and a south one
//   on its south rows whose columns make up the half's columns: every such pair whose
//   diagonals do not meet is a half. The west half takes the other rows.
// - Rows and columns cannot clash across the halves any more: only the diagonals that cross
//   the middle can. Each half is reduced to those diagonals (a pattern of 2(N - 1) bits on an
//   even board), and the count for E is the number of (east, west) pairs of disjoint patterns
//   (quadrant_join.hpp).
// - Symmetry. Even N: E and its mirror image by the middle row count alike; the east half may
//   hold no queen on either long diagonal, and a west queen on one of them counts twice (the
//   reflections in the two long diagonals move such a queen to the other half of her diagonal
//   and leave the other diagonal as it is); a solution off both long diagonals and its mirror
//   image by the middle column (east rows: the complement of E) are counted with one of the
//   two row sets. Odd N: the queens of the middle row and column are placed first, one
//   placement per class of the eight symmetries (weight 8), or one queen in the centre, with
//   E, its mirror images and its complement counted once.
#pragma once

#include "quadrant_join.hpp"
#include "quadrant_quarters.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace baseline::quadrant {

/// The sizes this version counts: its patterns take up to 40 bits.
inline constexpr int min_size = 4;
inline constexpr int max_size = 21;

/// Counts the solutions of the n-queens problem by the quadrant join, for min_size <= n <=
/// max_size; 0 outside.
class counter {
public:
    static std::uint64_t count(int n) {
        if (n < min_size || n > max_size) {
            return 0;
        }
        counter c{n};
        return n % 2 == 0 ? c.count_even() : c.count_odd();
    }

private:
    explicit counter(int n)
        : n_{n}, h_{n / 2}, k_{(n + 1) / 2}, bits_{n - 1 - n % 2}, quarters_{n / 2}, join_{2 *
                                                                                           bits_} {}

    /// A half's rows and columns in its quarters' frames, and the diagonals none of its queens
    /// may take, in the half's frame (the north quarter's, the south one `k_` rows below).
    struct half {
        std::uint32_t north_rows = 0;
        std::uint32_t south_rows = 0;
        std::uint32_t columns = 0;
        word no_sum = 0;
        word no_diff = 0;
    };

    /// Every half of `where`: `take(sum, diff)` with its diagonals, in the half's frame.
    template <class Take>
    void for_each_half(const half& where, Take&& take) const {
        const int north = std::popcount(where.north_rows);
        const std::uint32_t all = where.columns;
        for (std::uint32_t c = all;; c = (c - 1) & all) {
            if (std::popcount(c) == north) {
                const auto norths = quarters_.with(where.north_rows, c);
                const auto souths = quarters_.with(where.south_rows, all & ~c);
                for (const quarter_entry& a : norths) {
                    if ((a.sum & where.no_sum) != 0 || (a.diff & where.no_diff) != 0) {
                        continue;
                    }
                    const word block_sum = a.sum | where.no_sum;
                    const word block_diff = a.diff | where.no_diff;
                    for (const quarter_entry& b : souths) {
                        const word sum = word{b.sum} << k_;
                        const word diff = word{b.diff} << k_;
                        if (((sum & block_sum) | (diff & block_diff)) == 0) {
                            take(a.sum | sum, a.diff | diff);
                        }
                    }
                }
            }
            if (c == 0) {
                break;
            }
        }
    }

    /// The halves of board rows `rows`, the columns `columns` (h bits), the diagonals `no_sum`
    /// and `no_diff` (board frame) left alone: `east` or not.
    half half_of(std::uint32_t rows, std::uint32_t columns, word no_sum, word no_diff,
                 bool east) const {
        const std::uint32_t quarter = (std::uint32_t{1} << h_) - 1;
        half where{rows & quarter, (rows >> k_) & quarter, columns, 0, 0};
        // East: sums as on the board, differences from n - h up; west: sums from k_ up,
        // differences as on the board.
        where.no_sum = east ? no_sum : no_sum >> k_;
        where.no_diff = east ? no_diff >> (n_ - h_) : no_diff;
        return where;
    }

    /// The diagonals of an east half that cross the middle, as a pattern; of a west half.
    [[nodiscard]] word east_pattern(word sum, word diff) const {
        const word mask = (word{1} << bits_) - 1;
        return ((sum >> k_) & mask) | ((diff & mask) << bits_);
    }
    [[nodiscard]] word west_pattern(word sum, word diff) const {
        const word mask = (word{1} << bits_) - 1;
        return (sum & mask) | (((diff >> (n_ - h_)) & mask) << bits_);
    }

    /// The diagonals a half leaves alone (board frame).
    struct avoid {
        word sum = 0;
        word diff = 0;
    };

    /// The solutions whose east half takes rows `rows` and avoids `east`, the west half rows
    /// `west_rows` and columns `west_columns` and avoids `west`; each west half weighed by
    /// 1 << `weigh(sum, diff)` (its diagonals in its frame), those of weight 1 by `plain` (0 to
    /// 2) instead.
    template <class Weigh>
    std::uint64_t join(std::uint32_t rows, std::uint32_t west_rows, std::uint32_t west_columns,
                       avoid east, avoid west, Weigh&& weigh, std::uint64_t plain = 1) {
        const std::uint32_t all = (std::uint32_t{1} << h_) - 1;
        east_.clear();
        for_each_half(half_of(rows, all, east.sum, east.diff, true),
                      [&](word sum, word diff) { east_.push_back(east_pattern(sum, diff)); });
        if (east_.empty()) {
            return 0;
        }
        for (auto& items : west_) {
            items.clear();
        }
        for_each_half(half_of(west_rows, west_columns, west.sum, west.diff, false),
                      [&](word sum, word diff) {
                          const int weight = weigh(sum, diff);
                          if (weight != 0 || plain != 0) {
                              west_[weight].push_back(west_pattern(sum, diff));
                          }
                      });
        return plain * join_.count(east_, west_[0]) + 2 * join_.count(east_, west_[1]) +
               4 * join_.count(east_, west_[2]);
    }

    static std::uint32_t reversed(std::uint32_t rows, int n) {
        std::uint32_t out = 0;
        for (int r = 0; r < n; ++r) {
            out |= ((rows >> r) & 1U) << (n - 1 - r);
        }
        return out;
    }

    std::uint64_t count_even() {
        const int n = n_;
        const std::uint32_t board = (std::uint32_t{1} << n) - 1;
        const std::uint32_t all = (std::uint32_t{1} << h_) - 1;
        // The east half keeps off the long diagonals (sum n - 1, difference n - 1).
        const avoid east{word{1} << (n - 1), word{1} << (n - 1)};
        std::uint64_t total = 0;
        for (std::uint32_t rows = all; rows <= board; rows = next_set(rows)) {
            const std::uint32_t mirror = reversed(rows, n);
            if (rows <= mirror) {
                // A solution with no queen on either long diagonal has its mirror image by the
                // middle column, whose east rows are the complement of `rows`: of the two
                // classes, the one holding the first row where `rows` and its image agree counts
                // such solutions twice, the other not at all (once each if they never agree:
                // then the complement is the mirror image).
                const std::uint32_t agree = ~(rows ^ mirror) & board;
                const std::uint64_t plain = agree == 0                           ? 1
                                            : (rows & agree & (~agree + 1)) != 0 ? 2
                                                                                 : 0;
                const std::uint64_t found = join(
                    rows, board & ~rows, all, east, {},
                    [&](word sum, word diff) {
                        // West frame: the long sum diagonal at h - 1, the difference at n - 1.
                        return static_cast<int>(((sum >> (h_ - 1)) & 1U) +
                                                ((diff >> (n - 1)) & 1U));
                    },
                    plain);
                total += (rows == mirror ? 1 : 2) * found;
            }
        }
        return total;
    }

    /// The next set of as many bits, in increasing order (Gosper's hack).
    static std::uint32_t next_set(std::uint32_t bits) {
        const std::uint32_t low = bits & (~bits + 1);
        const std::uint32_t up = bits + low;
        return up | (((bits ^ up) >> 2) / low);
    }

    /// The bits of `packed` moved to the places of the bits of `mask`, lowest first.
    static std::uint32_t deposit(std::uint32_t packed, std::uint32_t mask) {
        std::uint32_t out = 0;
        for (; mask != 0; mask &= mask - 1, packed >>= 1) {
            out |= (packed & 1U) * (mask & (~mask + 1));
        }
        return out;
    }

    /// The solutions with the queens `at` on the middle row and column standing, east rows
    /// taken among `free`, west columns `west_columns`: each set of east rows once, weighed by
    /// `weight`; or, with `symmetric`, once per class of E, its mirror images by the middle
    /// row and column and its complement, weighed by the size of its class.
    std::uint64_t count_around(avoid at, std::uint32_t free, std::uint32_t west_columns,
                               std::uint64_t weight, bool symmetric) {
        const int spare = std::popcount(free);
        std::uint64_t total = 0;
        const auto plain = [](word /*sum*/, word /*diff*/) { return 0; };
        for (std::uint32_t packed = (std::uint32_t{1} << h_) - 1; packed < (1U << spare);
             packed = next_set(packed)) {
            const std::uint32_t rows = deposit(packed, free);
            const std::uint32_t west = free & ~rows;
            std::uint64_t images = 1;
            if (symmetric) {
                std::uint32_t images_of[4] = {rows, reversed(rows, n_), west, reversed(west, n_)};
                std::sort(images_of, images_of + 4);
                if (images_of[0] != rows) {
                    continue; // counted with the least of its images
                }
                images =
                    static_cast<std::uint64_t>(std::unique(images_of, images_of + 4) - images_of);
            }
            total += weight * images * join(rows, west, west_columns, at, at, plain);
        }
        return total;
    }

    std::uint64_t count_odd() {
        const int n = n_;
        const int h = h_;
        const std::uint32_t board = (std::uint32_t{1} << n) - 1;
        const std::uint32_t all = (std::uint32_t{1} << h) - 1;
        const auto bit = [](int at) { return word{1} << at; };
        // One queen in the centre.
        std::uint64_t total =
            count_around({bit(2 * h), bit(n - 1)}, board & ~(1U << h), all, 1, true);
        // A queen on the middle row at column a, one on the middle column at row b, with
        // h < a < b: one placement of each class of the eight symmetries.
        for (int a = h + 1; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                const avoid at{bit(h + a) | bit(b + h), bit(h - a + n - 1) | bit(b - h + n - 1)};
                total += count_around(at, board & ~(1U << h) & ~(1U << b), all & ~(1U << (a - k_)),
                                      8, false);
            }
        }
        return total;
    }

    int n_;
    int h_;    // the quarters' size
    int k_;    // rows from the north quarter to the south one; columns from east to west
    int bits_; // diagonals of each direction that cross the middle
    quarters quarters_;
    disjoint_counter join_;
    std::vector<word> east_;
    std::vector<word> west_[3]; // by weight: 1, 2, 4
};

} // namespace baseline::quadrant
