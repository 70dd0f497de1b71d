#include "quadrant_join.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <iterator>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define QUEENS_JOIN_AVX512 1
#endif

namespace queens::detail {
namespace {

constexpr int unions = 1 << disjoint_counter::group_bits;
/// Below this many on either side, the pairs are tried one by one.
constexpr std::size_t few = 32;
constexpr std::size_t block = 512;
/// Blocks matched together with each item: their unions stay in the cache.
constexpr std::size_t tile = 8;

/// Where each group of `item`'s bits finds its union in a block's table.
template <int Groups>
void places_of(std::uint64_t item, std::size_t (&at)[static_cast<std::size_t>(Groups)]) {
    for (int g = 0; g < Groups; ++g) {
        at[g] = static_cast<std::size_t>(g * unions) +
                static_cast<std::size_t>((item >> (g * disjoint_counter::group_bits)) & 31U);
    }
}

/// The pattern sets of one block's table.
template <int Groups>
constexpr std::size_t stride = static_cast<std::size_t>(Groups) * unions;

template <int Groups>
std::uint64_t match_plain(const pattern_set* tables, std::size_t blocks,
                          std::span<const std::uint64_t> items) {
    std::uint64_t found = 0;
    const pattern_set* const end = tables + blocks * stride<Groups>;
    for (const std::uint64_t item : items) {
        std::size_t at[static_cast<std::size_t>(Groups)];
        places_of<Groups>(item, at);
        for (const pattern_set* t = tables; t != end; t += stride<Groups>) {
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

#ifdef QUEENS_JOIN_AVX512
template <int Groups>
__attribute__((target("avx512f,avx512vpopcntdq"))) std::uint64_t
match_avx512(const pattern_set* tables, std::size_t blocks, std::span<const std::uint64_t> items) {
    __m512i found = _mm512_setzero_si512();
    const pattern_set* const end = tables + blocks * stride<Groups>;
    for (const std::uint64_t item : items) {
        std::size_t at[static_cast<std::size_t>(Groups)];
        places_of<Groups>(item, at);
        for (const pattern_set* t = tables; t != end; t += stride<Groups>) {
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

template <int Groups>
std::uint64_t match(bool wide, const pattern_set* tables, std::size_t blocks,
                    std::span<const std::uint64_t> items) {
#ifdef QUEENS_JOIN_AVX512
    if (wide) {
        return match_avx512<Groups>(tables, blocks, items);
    }
#endif
    (void)wide;
    return match_plain<Groups>(tables, blocks, items);
}

using matcher = std::uint64_t (*)(bool, const pattern_set*, std::size_t,
                                  std::span<const std::uint64_t>);

matcher matcher_for(int groups) {
    static constexpr matcher by_groups[] = {&match<1>, &match<2>, &match<3>, &match<4>, &match<5>,
                                            &match<6>, &match<7>, &match<8>, &match<9>, &match<10>};
    return by_groups[groups - 1];
}

/// Whether this processor has AVX-512 with its population count.
bool wide_supported() noexcept {
#ifdef QUEENS_JOIN_AVX512
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
#else
    return false;
#endif
}

} // namespace

disjoint_counter::disjoint_counter(int bits)
    : groups_{std::clamp((bits + group_bits - 1) / group_bits, 1, groups_max)},
      wide_{wide_supported()} {}

double disjoint_counter::bytes(int bits, double patterns) noexcept {
    const double blocks = std::ceil(patterns / block) + 1;
    const int groups = (bits + group_bits - 1) / group_bits;
    return blocks * groups * unions * sizeof(pattern_set);
}

std::uint64_t disjoint_counter::count(std::span<const std::uint64_t> patterns,
                                      std::span<const std::uint64_t> items) {
    if (patterns.size() < few || items.size() < few) {
        std::uint64_t found = 0;
        for (const std::uint64_t item : items) {
            for (const std::uint64_t pattern : patterns) {
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
    const matcher match_blocks = matcher_for(groups_);
    std::uint64_t found = 0;
    for (std::size_t b = 0; b < blocks; b += tile) {
        found += match_blocks(wide_, &tables_[b * per_block], std::min(tile, blocks - b), items);
    }
    return found;
}

namespace {

/// The 64 x 64 bit matrix `a` transposed in place: afterwards bit p of a[b] is what bit b of
/// a[p] was (halves of ever smaller blocks swapped, 6 rounds of 32 swaps).
void transpose(std::uint64_t (&a)[64]) noexcept {
    std::uint64_t mask = 0x00000000FFFFFFFFU;
    for (unsigned j = 32; j != 0; j >>= 1U, mask ^= mask << j) {
        for (unsigned k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const std::uint64_t t = ((a[k] >> j) ^ a[k | j]) & mask;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
    }
}

} // namespace

/// The block's unions by groups of bits. Group 0's also hold the places of the block that no
/// pattern fills, so that no item matches them.
void disjoint_counter::fill(std::span<const std::uint64_t> patterns, pattern_set* table) const {
    // For each bit, the patterns that have it: 64 patterns at a time, transposed.
    pattern_set bit_sets[groups_max * group_bits];
    pattern_set empty{};
    for (std::size_t lane = 0; lane < 8; ++lane) {
        const std::size_t begin = std::min(patterns.size(), lane * 64);
        const std::size_t end = std::min(patterns.size(), begin + 64);
        std::uint64_t rows[64] = {};
        std::copy(patterns.begin() + static_cast<std::ptrdiff_t>(begin),
                  patterns.begin() + static_cast<std::ptrdiff_t>(end), rows);
        empty.w[lane] = end - begin == 64 ? 0 : ~std::uint64_t{0} << (end - begin);
        if (end > begin) {
            transpose(rows);
        }
        for (int b = 0; b < groups_ * group_bits; ++b) {
            bit_sets[b].w[lane] = rows[b];
        }
    }
    for (int g = 0; g < groups_; ++g) {
        pattern_set* const u = table + static_cast<std::size_t>(g) * unions;
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

} // namespace queens::detail
