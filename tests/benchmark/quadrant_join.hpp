// The join of the quadrant-join method (see quadrant_baseline.hpp): how many of one half's
// patterns share no bit with each of the other half's, 512 patterns at a time.
//
// Written for this project from the method's description (Evgeny Kluev's N-Queens-Count-Sol,
// MIT licence, matches its halves' diagonals the same way: patterns stored bit by bit, a few
// bits' unions precomputed); the loops, the layout and the order of the work are this file's.
// As the fastest counters do, the inner loop is compiled twice, for AVX-512 (with its
// population count) and for any x86-64, and chosen when the program runs.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define QUADRANT_JOIN_AVX512 1
#endif

namespace baseline::quadrant {

using word = std::uint64_t;

/// 512 patterns, one bit each.
struct alignas(64) pattern_set {
    std::uint64_t w[8];
};

inline constexpr int group_bits = 5; // bits of an item looked up at once
inline constexpr int unions = 1 << group_bits;

/// The matches of `items` in `blocks` blocks of `Groups` x 32 unions each (quadrant_join's
/// layout): any x86-64.
template <int Groups>
std::uint64_t match_plain(const pattern_set* tables, std::size_t blocks,
                          std::span<const word> items) {
    std::uint64_t found = 0;
    for (const word item : items) {
        std::size_t at[static_cast<std::size_t>(Groups)];
        for (int g = 0; g < Groups; ++g) {
            at[g] = static_cast<std::size_t>((g << group_bits) +
                                             static_cast<int>((item >> (g * group_bits)) & 31U));
        }
        for (const pattern_set* t = tables; t != tables + blocks * Groups * unions;
             t += Groups * unions) {
            std::uint64_t open[8];
            for (int l = 0; l < 8; ++l) {
                open[l] = ~t[at[0]].w[l];
            }
            for (int g = 1; g < Groups; ++g) {
                for (int l = 0; l < 8; ++l) {
                    open[l] &= ~t[at[g]].w[l];
                }
            }
            for (const std::uint64_t o : open) {
                found += static_cast<std::uint64_t>(std::popcount(o));
            }
        }
    }
    return found;
}

#ifdef QUADRANT_JOIN_AVX512
/// The same with AVX-512's 512-bit registers and population count.
template <int Groups>
__attribute__((target("avx512f,avx512vpopcntdq"))) std::uint64_t
match_avx512(const pattern_set* tables, std::size_t blocks, std::span<const word> items) {
    __m512i found = _mm512_setzero_si512();
    for (const word item : items) {
        std::size_t at[static_cast<std::size_t>(Groups)];
        for (int g = 0; g < Groups; ++g) {
            at[g] = static_cast<std::size_t>((g << group_bits) +
                                             static_cast<int>((item >> (g * group_bits)) & 31U));
        }
        for (const pattern_set* t = tables; t != tables + blocks * Groups * unions;
             t += Groups * unions) {
            __m512i hit = _mm512_load_si512(t[at[0]].w);
            for (int g = 1; g < Groups; ++g) {
                hit = _mm512_or_si512(hit, _mm512_load_si512(t[at[g]].w));
            }
            found = _mm512_add_epi64(
                found, _mm512_popcnt_epi64(_mm512_xor_si512(hit, _mm512_set1_epi64(-1))));
        }
    }
    alignas(64) std::uint64_t lanes[8];
    _mm512_store_si512(lanes, found);
    std::uint64_t total = 0;
    for (const std::uint64_t lane : lanes) {
        total += lane;
    }
    return total;
}
#endif

/// Counts the pairs (pattern, item) whose bits are disjoint. Patterns are cut into blocks of
/// 512; a block is stored bit by bit (for each bit, the patterns that have it, one bit per
/// pattern) and, for each group of 5 bits, the 32 unions of those bits' sets are precomputed:
/// an item looks up one union per group, and the patterns in none of them are its matches.
/// The blocks are matched a few at a time with every item, while they sit in the cache.
class disjoint_counter {
public:
    static constexpr int groups_max = 8; // items and patterns of up to 40 bits

    /// `bits`: how many bits patterns and items have (at most 40).
    explicit disjoint_counter(int bits)
        : groups_{std::max(1, (bits + group_bits - 1) / group_bits)} {
#ifdef QUADRANT_JOIN_AVX512
        wide_ = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
#endif
    }

    /// The pairs of `patterns` and `items` sharing no bit.
    [[nodiscard]] std::uint64_t count(std::span<const word> patterns, std::span<const word> items) {
        if (patterns.size() < few || items.size() < few) {
            std::uint64_t found = 0;
            for (const word item : items) {
                for (const word pattern : patterns) {
                    found += (pattern & item) == 0 ? 1U : 0U;
                }
            }
            return found;
        }
        const std::size_t blocks = (patterns.size() + block - 1) / block;
        const std::size_t per_block = static_cast<std::size_t>(groups_) * unions;
        tables_.resize(blocks * per_block);
        for (std::size_t b = 0; b < blocks; ++b) {
            const std::size_t begin = b * block;
            fill(patterns.subspan(begin, std::min(block, patterns.size() - begin)),
                 &tables_[b * per_block]);
        }
        std::uint64_t found = 0;
        for (std::size_t b = 0; b < blocks; b += tile) {
            found += match(&tables_[b * per_block], std::min(tile, blocks - b), items);
        }
        return found;
    }

private:
    /// Below this many on either side, the pairs are tried one by one.
    static constexpr std::size_t few = 32;
    static constexpr std::size_t block = 512;
    /// Blocks matched together with each item: their unions stay in the cache.
    static constexpr std::size_t tile = 8;

    /// The block's unions by groups of bits. Group 0's also hold the places of the block no
    /// pattern fills, so that no item matches them.
    void fill(std::span<const word> patterns, pattern_set* table) const {
        pattern_set bit_sets[groups_max * group_bits] = {};
        pattern_set empty{};
        std::fill(std::begin(empty.w), std::end(empty.w), ~std::uint64_t{0});
        for (std::size_t p = 0; p < patterns.size(); ++p) {
            const std::size_t lane = p / 64;
            const std::uint64_t me = std::uint64_t{1} << (p % 64);
            empty.w[lane] &= ~me;
            for (word bits = patterns[p]; bits != 0; bits &= bits - 1) {
                bit_sets[std::countr_zero(bits)].w[lane] |= me;
            }
        }
        for (int g = 0; g < groups_; ++g) {
            pattern_set* const u = table + g * unions;
            u[0] = g == 0 ? empty : pattern_set{};
            for (unsigned x = 1; x < unions; ++x) {
                const pattern_set& rest = u[x & (x - 1)];
                const pattern_set& bit = bit_sets[g * group_bits + std::countr_zero(x)];
                for (int l = 0; l < 8; ++l) {
                    u[x].w[l] = rest.w[l] | bit.w[l];
                }
            }
        }
    }

    std::uint64_t match(const pattern_set* tables, std::size_t blocks,
                        std::span<const word> items) const {
        switch (groups_) {
        case 1:
            return match_with<1>(tables, blocks, items);
        case 2:
            return match_with<2>(tables, blocks, items);
        case 3:
            return match_with<3>(tables, blocks, items);
        case 4:
            return match_with<4>(tables, blocks, items);
        case 5:
            return match_with<5>(tables, blocks, items);
        case 6:
            return match_with<6>(tables, blocks, items);
        case 7:
            return match_with<7>(tables, blocks, items);
        default:
            return match_with<8>(tables, blocks, items);
        }
    }

    template <int Groups>
    std::uint64_t match_with(const pattern_set* tables, std::size_t blocks,
                             std::span<const word> items) const {
#ifdef QUADRANT_JOIN_AVX512
        if (wide_) {
            return match_avx512<Groups>(tables, blocks, items);
        }
#endif
        return match_plain<Groups>(tables, blocks, items);
    }

    int groups_;
    bool wide_ = false;
    std::vector<pattern_set> tables_; // each block's groups_ x 32 unions
};

} // namespace baseline::quadrant
