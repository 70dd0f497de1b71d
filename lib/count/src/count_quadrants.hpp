// The quadrant engine's sizes, memory and unit of work. Private to the library (not installed).
#pragma once

#include "count_estimate.hpp"

#include <string>

namespace queens::detail {

/// The boards the quadrant join counts: four quarters of at least 2 x 2, and patterns of
/// diagonals that fit its join (2 (n - 1) bits, at most 50).
inline constexpr int quadrant_min_size = 4;
inline constexpr int quadrant_max_size = 24;
/// The boards `automatic` gives the quadrant join: measured faster than the constellation
/// engine from N = 14 on (docs/performance.md); past 22 its quarter table takes gigabytes (about
/// 5 GiB at N = 24) before the count can even be estimated, for a count of months, so the
/// constellations, whose memory stays flat, keep those boards unless the join is asked for.
inline constexpr int quadrant_automatic_from = 14;
inline constexpr int quadrant_automatic_to = 22;

/// The bytes a quadrant count of `n` on `threads` threads should take, estimated before it
/// starts: its quarter table (Knuth's estimate of the placements of a quarter) and, for each
/// thread, a row set's halves and their join.
[[nodiscard]] double quadrant_bytes(int n, int threads);

/// Why a quadrant count of `n` on `threads` threads would not fit this machine's memory (or the
/// process's limit), with the figures; "" when it fits.
[[nodiscard]] std::string quadrant_memory_finding(int n, int threads);

/// The quadrant engine's estimate of a board of `size`: the sum over its row sets of what each
/// promises (the pairs of quarter placements its halves try, plus the pairs of halves the join
/// matches over 4096), as log10. 0 for boards it does not count.
[[nodiscard]] tree_estimate quadrants_tree(int size);

} // namespace queens::detail
