// The join of the quadrant engine (count_quadrants.cpp): how many pairs of one half's patterns
// and the other half's share no bit. Private to the library (not installed).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace queens::detail {

/// 512 patterns, one bit each.
struct alignas(64) pattern_set {
    std::uint64_t w[8];
};

/// Counts the pairs (pattern, item) whose bits are disjoint. Patterns are cut into blocks of
/// 512; a block is stored bit by bit (for each bit, the patterns that have it) and, for each
/// group of 5 bits, the 32 unions of those bits' sets are kept: an item looks up one union per
/// group, and the patterns in none of them are its matches. A few blocks at a time are matched
/// with every item, while they sit in the cache. The inner loop is compiled for any x86-64 and
/// for AVX-512 with its population count, and chosen when the program runs.
class disjoint_counter {
public:
    static constexpr int group_bits = 5;
    static constexpr int groups_max = 10; // patterns of up to 50 bits

    /// `bits`: how many bits patterns and items have (1 to 50).
    explicit disjoint_counter(int bits);

    /// The pairs of `patterns` and `items` sharing no bit.
    [[nodiscard]] std::uint64_t count(std::span<const std::uint64_t> patterns,
                                      std::span<const std::uint64_t> items);

    /// Bytes of the unions kept for `patterns` patterns of `bits` bits.
    [[nodiscard]] static double bytes(int bits, double patterns) noexcept;

private:
    void fill(std::span<const std::uint64_t> patterns, pattern_set* table) const;

    int groups_;
    bool wide_ = false;
    std::vector<pattern_set> tables_; // each block's groups_ x 32 unions
};

} // namespace queens::detail
