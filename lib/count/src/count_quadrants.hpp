// The quadrant engine's sizes, memory and unit of work. Private to the library (not installed).
#pragma once

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

} // namespace queens::detail
