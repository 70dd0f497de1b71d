// Counting any kind of piece on every core and in shards: the search is cut into one task per
// row of the first column (that piece pinned there), the tasks are shared among threads, and
// shard i of k takes every k-th task.
#pragma once

#include <queens/count.hpp>
#include <queens/registry.hpp>

#include <vector>

namespace queens::cli {

/// Counts the solutions of `size` pieces of `kind` with `pinned` squares fixed. `threads` 0:
/// every core. Throws `std::invalid_argument` for pinned squares that do not fit.
[[nodiscard]] count_result
count_any(const piece_kind& kind, int size, const std::vector<square>& pinned, int threads,
          shard part, const std::function<void(std::uint64_t, std::uint64_t)>& progress);

} // namespace queens::cli
