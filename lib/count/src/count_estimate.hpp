// How big a count is before it starts: Knuth's estimate of its tree, and the speed of its
// engine on this machine. Private to the library (not installed).
#pragma once

#include <queens/count.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>

namespace queens::detail {

/// The estimated nodes of a whole search (every shard), as log10.
struct tree_estimate {
    double nodes_log10 = 0;
    bool at_least = false; ///< the walks stopped short of the leaves
    /// Nodes one thread counts per second, timed on the count's own work, for an engine whose
    /// smaller boards are no guide (the quadrant join); empty: timed on a smaller board.
    std::function<double()> nodes_per_second;
};

/// splitmix64: the random numbers of the estimators' walks (Knuth's estimator), the same
/// sequence on every run, so that an estimate of a board is the same each time it is made.
class splitmix64 {
public:
    std::uint64_t operator()() noexcept {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15U);
        z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9U;
        z = (z ^ (z >> 27U)) * 0x94d049bb133111ebU;
        return z ^ (z >> 31U);
    }

private:
    std::uint64_t state_ = 0x9e3779b97f4a7c15U;
};

/// log10(10^a + 10^b), without leaving the range of a double.
[[nodiscard]] double add_log10(double a, double b) noexcept;

/// The tree of `options`' search, for the engine it names (`constellations` or `pieces`), to time
/// a smaller board by; not asked of the quadrant join, which times its own row sets.
[[nodiscard]] tree_estimate tree_of(const count_options& options);

/// The estimate of the part of a search whose tasks weigh `part` of `all` (the tasks'
/// estimates), run on `workers` threads (as fast as the machine's cores run them: more
/// threads than cores take no less time): timed when it is large enough
/// (`timed_from_nodes_log10`), by `whole.nodes_per_second` or else by counting a smaller board
/// with the same engine and kind.
[[nodiscard]] count_estimate estimate_part(const tree_estimate& whole, double part, double all,
                                           const count_options& options, std::size_t workers);

/// Knuth's estimator over the pieces' own rules: random walks down the tree of a board of
/// `options.piece`, each column's choices asked of the chain to its left (`can_attack`, as the
/// pieces ask). Walks stop at a budget of questions, so large boards are answered at once
/// (`at_least`). A mirror-halved search is estimated whole: at most twice its size.
[[nodiscard]] tree_estimate pieces_tree(const count_options& options);

/// The same estimator over the constellation engine's rules, summed over its tasks.
[[nodiscard]] tree_estimate constellations_tree(int size);

} // namespace queens::detail
