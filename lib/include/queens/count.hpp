// Counting fast: fast queens, the symmetries of the board, all cores, and shards.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

namespace queens {

/// Part `index` of `count` disjoint parts of a search (1-based: 1/4 .. 4/4).
struct shard {
    int index = 1;
    int count = 1;
};
/// Parses `i/k`. Throws `std::invalid_argument` naming what is accepted (1 <= i <= k).
[[nodiscard]] shard parse_shard(std::string_view text);

struct count_options {
    /// Which queens search: `fast_queen` (the default) or the textbook `queen`.
    enum class queen_kind { fast, canonical };

    int size = 8;
    queen_kind queens = queen_kind::fast;
    int threads = 0;          ///< 0: every core of the machine
    shard part{};             ///< count only this part; the parts' results add up to the total
    bool fundamental = false; ///< canonical queens: also count solutions up to symmetry
    /// Called now and then from the counting thread with the tasks done so far and the total.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

struct count_result {
    std::uint64_t solutions = 0;
    /// Solutions up to rotation and reflection: always counted by the fast queens' symmetric
    /// search, by the canonical queens only when `count_options::fundamental` is set.
    std::uint64_t fundamental = 0;
    std::uint64_t tasks = 0; ///< independent tasks in this part
};

/// Counts the solutions of a board of standard queens, never storing one, with the eight
/// symmetries of the square: fast queens search only where one image of every solution must
/// lie (Takaken's bounds) and weigh each solution found by its number of distinct images; the
/// canonical queens search half the board and count each solution twice (mirror halving). The
/// search is cut into tasks by the first queens' rows, shared among the threads.
/// Throws `std::invalid_argument` for a size, thread count or shard out of range.
[[nodiscard]] count_result count(const count_options& options);

} // namespace queens
