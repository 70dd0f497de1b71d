// The two ways the library counts. Private to the library (not installed); `count()`
// (count.cpp) checks the options and chooses.
#pragma once

#include <queens/count.hpp>

namespace queens::detail {

/// Any kind of piece, pinned squares and all: the kind's own pieces on a `board`, the search
/// cut into tasks by pinning the first pieces (the kind's `pin`), halved by mirroring when the
/// kind is symmetric and nothing is pinned.
[[nodiscard]] count_result count_pieces(const count_options& options);

/// Queens without pinned squares: the constellation engine (`constellation.hpp`).
[[nodiscard]] count_result count_constellations(const count_options& options);

/// Whether `kind`'s pieces are queens on a board of `size` (1..24), as far as counting can
/// tell, by asking them: the kind's piece pinned on each square, beside the sentinel, attacks
/// exactly the squares a queen there attacks, and the kind's pieces find the queens' number
/// of solutions on every board of 1 to min(size, 8). Throws nothing a piece does not throw.
[[nodiscard]] bool moves_as_queens(const piece_kind& kind, int size);

} // namespace queens::detail
