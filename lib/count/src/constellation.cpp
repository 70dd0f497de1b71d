#include "constellation.hpp"

#include "compiled_chain.hpp"
#include "constellation_chains.hpp"

#include <array>
#include <bit>
#include <cstddef>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>

namespace queens {
namespace {

/// Whether the queen of `column` is pinned where no queen of another column may stand on a
/// square she attacks (her attacks folded into their rows), so that nobody can attack her.
bool stands_apart(const constellation& where, int column) {
    const row_mask at = where.allowed[static_cast<std::size_t>(column)];
    if (std::popcount(at) != 1) {
        return false;
    }
    const int row = std::countr_zero(at);
    for (int other = 0; other < where.size; ++other) {
        if (other != column && (where.allowed[static_cast<std::size_t>(other)] &
                                queen_attacks_in(where.size, column, row, other)) != 0) {
            return false;
        }
    }
    return true;
}

/// `count_completions` on a board whose allowed rows are all on it.
constellation_count count_on_board(const constellation& where, std::uint64_t fixed,
                                   solution_weight weigh, const void* context) {
    // The queens nobody can attack stand first, after the sentinel (not beside an edge rule,
    // which counts the rows of the queens to its left); the free queens follow, column by
    // column, each knowing how far her neighbour stands.
    compiled_null_queen sentinel;
    std::array<std::optional<compiled_pinned_queen>, max_compiled_size> pinned;
    chain_start* start = &sentinel;
    chain_places places;
    int free = 0;
    for (int column = 0; column < where.size; ++column) {
        const auto at = static_cast<std::size_t>(column);
        if (where.edge_column < 0 && stands_apart(where, column)) {
            start = &pinned[at].emplace(*start, column, where.allowed[at]);
            continue;
        }
        const auto place = static_cast<std::size_t>(free++);
        places.column[place] = column;
        places.gap[place] = place == 0 ? 0 : column - places.column[place - 1];
    }
    if (free > max_free_queens) {
        throw std::invalid_argument("constellation with " + std::to_string(free) +
                                    " free queens: accepted up to " +
                                    std::to_string(max_free_queens));
    }
    constellation_count found;
    if (free == 0) { // every queen pinned where nobody can attack her: a solution
        std::array<int, max_mask_size> rows{};
        const std::span<int> solution{rows.data(), static_cast<std::size_t>(where.size)};
        start->write_rows(solution);
        found.solutions = weigh == nullptr ? fixed : weigh(solution, context);
        found.fundamental = found.solutions != 0 ? 1 : 0;
        return found;
    }
    const detail::constellation_counter counter = free <= 16 ? detail::counter_of_chains_1_16(free)
                                                  : free <= 20
                                                      ? detail::counter_of_chains_17_20(free)
                                                      : detail::counter_of_chains_21(free);
    return counter(*start, where, places, fixed, weigh, context);
}

} // namespace

constellation_count count_completions(const constellation& where, std::uint64_t fixed,
                                      solution_weight weigh, const void* context) {
    if (where.size < 1 || where.size > max_compiled_size) {
        throw std::invalid_argument("constellation of size " + std::to_string(where.size) +
                                    ": accepted 1 to " + std::to_string(max_compiled_size));
    }
    constellation on_board = where;
    const row_mask board = (row_mask{1} << where.size) - 1;
    for (row_mask& rows : on_board.allowed) {
        rows &= board;
    }
    return count_on_board(on_board, fixed, weigh, context);
}

} // namespace queens
