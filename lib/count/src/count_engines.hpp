// The two ways the library counts. Private to the library (not installed); `count()`
// (count.cpp) checks the options and chooses.
#pragma once

#include <queens/count.hpp>

namespace queens::detail {

/// Any kind of piece, pinned squares and all: the kind's own pieces on a `board`, the search
/// cut into tasks by pinning the first pieces (the kind's `pin`), halved by mirroring when the
/// kind is symmetric and nothing is pinned.
[[nodiscard]] count_result count_pieces(const count_options& options);

/// The fast queen without pinned squares: the constellation engine (`constellation.hpp`).
[[nodiscard]] count_result count_constellations(const count_options& options);

} // namespace queens::detail
