// Constellations: the unit of work of the counts, a board with a few queens pinned and the others
// kept to parts of their columns, and the engine that counts their completions
// (`count_completions`, Budd's chain compiled for its number of free queens:
// `compiled_chain.hpp`).
#pragma once

#include <queens/lines.hpp>

#include <array>
#include <cstdint>
#include <span>

namespace queens {

/// The largest board a chain is compiled for. Counting every solution of a larger board takes
/// weeks on any machine (N = 24 is about 2.3e14 solutions); boards past this are counted by the
/// fast queens' objects instead, and compiling every size up to 64 took the build half an hour.
inline constexpr int max_compiled_size = 24;

/// The most free queens a chain is compiled for: a board of `max_compiled_size` with its border
/// queens pinned (the counts' constellations) leaves 20, or 21 with a queen in a corner.
inline constexpr int max_free_queens = max_compiled_size - 3;

/// A board with some queens pinned and the others kept to parts of their columns: the unit of
/// work of the counts (one per class of the board's symmetries, see `count.hpp`).
struct constellation {
    int size = 1;
    /// The rows each 0-based column may take (a single row pins a queen; all ones: free).
    std::array<row_mask, max_mask_size> allowed{};
    /// A column whose queen obeys the edge rule (Takaken's bound): when the queens to her left
    /// use none of `edges`, there is no solution; some but not all, she stands on one of them.
    int edge_column = -1;
    row_mask edges = 0;
};

/// Takaken's edge rule, for the queen of `constellation::edge_column` whose safe rows, by the
/// attacks alone, are `safe`: when the queens to her left, standing on `left_rows`, use none
/// of the `edges` there is no solution; when they use some but not all, she stands on the rest.
[[nodiscard]] constexpr row_mask obey_edge_rule(row_mask safe, row_mask left_rows,
                                                row_mask edges) noexcept {
    const row_mask used = left_rows & edges;
    return used == 0 ? 0 : used == edges ? safe : safe & edges;
}

/// The rows of column `other` that a queen standing on 0-based `column` and `row` of a board of
/// `size` attacks, along her row and her two diagonals (her own row included for her column).
[[nodiscard]] constexpr row_mask queen_attacks_in(int size, int column, int row,
                                                  int other) noexcept {
    const int apart = other > column ? other - column : column - other;
    row_mask attacked = row_mask{1} << row;
    if (row + apart < size) {
        attacked |= row_mask{1} << (row + apart);
    }
    if (row - apart >= 0) {
        attacked |= row_mask{1} << (row - apart);
    }
    return attacked;
}

/// What a constellation's solutions add up to.
struct constellation_count {
    std::uint64_t solutions = 0;   ///< each found solution times its weight
    std::uint64_t fundamental = 0; ///< found solutions of non-zero weight
};

/// How much a solution found counts for, given its rows (`rows[c]` 1-based, column c + 1).
using solution_weight = std::uint64_t (*)(std::span<const int> rows, const void* context);

/// Counts the completions of `where` (a board of 1 to `max_compiled_size` leaving at most
/// `max_free_queens` free; throws `std::invalid_argument` for others) with the chain compiled
/// for its number of free queens
/// (`compiled_chain.hpp`): each with weight `fixed` when `weigh` is null (the last queen then
/// only says whether her one row left is safe), or `weigh(rows, context)` for each one.
[[nodiscard]] constellation_count count_completions(const constellation& where,
                                                    std::uint64_t fixed = 1,
                                                    solution_weight weigh = nullptr,
                                                    const void* context = nullptr);

} // namespace queens
