// The yardsticks the benchmark measures queens against. They live here, not in the library.
#pragma once

#include "verbatim_budd.hpp" // Budd as he wrote it, in a file of its own

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace baseline {

/// Jeff Somers' classic bitmask solver with mirror halving: an explicit stack, one bit per
/// column, three masks for columns and both diagonals. Counts all solutions for 1 <= n <= 63.
inline std::uint64_t somers_count(int n) {
    if (n == 1) {
        return 1;
    }
    using mask = std::uint64_t;
    const mask all = (mask{1} << n) - 1;
    mask cols[64] = {};
    mask left[64] = {};
    mask right[64] = {};
    mask avail[64] = {};
    std::uint64_t total = 0;
    const int half = n / 2;
    // Two passes: the first queen in the left half (doubled by mirroring), then, for odd n, the
    // first queen in the middle with the second in the left half (doubled again).
    for (int pass = 0; pass < 1 + (n & 1); ++pass) {
        std::uint64_t found = 0;
        int depth = 0;
        if (pass == 0) {
            avail[0] = (mask{1} << half) - 1;
        } else {
            avail[0] = mask{1} << half;
        }
        cols[0] = left[0] = right[0] = 0;
        for (;;) {
            if (avail[depth] == 0) {
                if (--depth < 0) {
                    break;
                }
                continue;
            }
            const mask bit = avail[depth] & (~avail[depth] + 1);
            avail[depth] ^= bit;
            const mask c = cols[depth] | bit;
            if (c == all) {
                ++found;
                continue;
            }
            const mask l = (left[depth] | bit) << 1;
            const mask r = (right[depth] | bit) >> 1;
            ++depth;
            cols[depth] = c;
            left[depth] = l;
            right[depth] = r;
            avail[depth] = all & ~(c | l | r);
            if (pass == 1 && depth == 1) {
                avail[1] &= (mask{1} << half) - 1; // the second queen in the left half
            }
        }
        total += 2 * found;
    }
    return total;
}

/// The classic fastest single-threaded counter, after Takaken's 8-fold symmetric bitmask
/// search: the first queen in a corner (each solution one class of eight) or, bounded by
/// `bound1`/`bound2`, off it (each solution checked against its rotations: 2, 4 or 8 images).
/// Plain recursion over three masks. Counts all solutions and the fundamental ones for
/// 1 <= n <= 63.
class takaken {
public:
    struct counts {
        std::uint64_t total = 0;
        std::uint64_t unique = 0;
    };

    static counts count(int n) {
        if (n == 1) {
            return {1, 1};
        }
        takaken t{n};
        t.run();
        return {t.count8_ * 8 + t.count4_ * 4 + t.count2_ * 2, t.count8_ + t.count4_ + t.count2_};
    }

private:
    using mask = std::uint64_t;
    explicit takaken(int n)
        : size_{n}, sizee_{n - 1}, topbit_{mask{1} << (n - 1)}, mask_{(mask{1} << n) - 1} {}

    void run() {
        board_[0] = 1;
        for (bound1_ = 2; bound1_ < sizee_; ++bound1_) {
            const mask bit = mask{1} << bound1_;
            board_[1] = bit;
            backtrack1(2, (2 | bit) << 1, 1 | bit, bit >> 1);
        }
        sidemask_ = lastmask_ = topbit_ | 1;
        endbit_ = topbit_ >> 1;
        for (bound1_ = 1, bound2_ = size_ - 2; bound1_ < bound2_; ++bound1_, --bound2_) {
            const mask bit = mask{1} << bound1_;
            board_[0] = bit;
            backtrack2(1, bit << 1, bit, bit >> 1);
            lastmask_ |= lastmask_ >> 1 | lastmask_ << 1;
            endbit_ >>= 1;
        }
    }

    void backtrack1(int y, mask left, mask down, mask right) {
        mask bitmap = mask_ & ~(left | down | right);
        if (y == sizee_) {
            if (bitmap != 0) {
                ++count8_;
            }
            return;
        }
        if (y < bound1_) {
            bitmap &= ~mask{2};
        }
        while (bitmap != 0) {
            const mask bit = bitmap & (~bitmap + 1);
            bitmap ^= bit;
            backtrack1(y + 1, ((left | bit) << 1) & mask_, down | bit, (right | bit) >> 1);
        }
    }

    void backtrack2(int y, mask left, mask down, mask right) {
        mask bitmap = mask_ & ~(left | down | right);
        if (y == sizee_) {
            if (bitmap != 0 && (bitmap & lastmask_) == 0) {
                board_[y] = bitmap;
                check();
            }
            return;
        }
        if (y < bound1_) {
            bitmap &= ~sidemask_;
        } else if (y == bound2_) {
            if ((down & sidemask_) == 0) {
                return;
            }
            if ((down & sidemask_) != sidemask_) {
                bitmap &= sidemask_;
            }
        }
        while (bitmap != 0) {
            const mask bit = bitmap & (~bitmap + 1);
            bitmap ^= bit;
            board_[y] = bit;
            backtrack2(y + 1, ((left | bit) << 1) & mask_, down | bit, (right | bit) >> 1);
        }
    }

    /// Compares the solution in `board_` with its rotations by 90, 180 and 270 degrees.
    void check() {
        const int e = sizee_;
        if (board_[bound2_] == 1) { // 90 degrees
            int own = 1;
            mask ptn = 2;
            for (; own <= e; ++own, ptn <<= 1) {
                mask bit = 1;
                for (int you = e; board_[you] != ptn && board_[own] >= bit; --you) {
                    bit <<= 1;
                }
                if (board_[own] > bit) {
                    return;
                }
                if (board_[own] < bit) {
                    break;
                }
            }
            if (own > e) {
                ++count2_;
                return;
            }
        }
        if (board_[e] == endbit_) { // 180 degrees
            int own = 1;
            int you = e - 1;
            for (; own <= e; ++own, --you) {
                mask bit = 1;
                for (mask ptn = topbit_; ptn != board_[you] && board_[own] >= bit; ptn >>= 1) {
                    bit <<= 1;
                }
                if (board_[own] > bit) {
                    return;
                }
                if (board_[own] < bit) {
                    break;
                }
            }
            if (own > e) {
                ++count4_;
                return;
            }
        }
        if (board_[bound1_] == topbit_) { // 270 degrees
            int own = 1;
            mask ptn = topbit_ >> 1;
            for (; own <= e; ++own, ptn >>= 1) {
                mask bit = 1;
                for (int you = 0; board_[you] != ptn && board_[own] >= bit; ++you) {
                    bit <<= 1;
                }
                if (board_[own] > bit) {
                    return;
                }
                if (board_[own] < bit) {
                    break;
                }
            }
        }
        ++count8_;
    }

    int size_;
    int sizee_;
    mask topbit_;
    mask mask_;
    mask endbit_ = 0;
    mask sidemask_ = 0;
    mask lastmask_ = 0;
    int bound1_ = 0;
    int bound2_ = 0;
    mask board_[64] = {};
    std::uint64_t count8_ = 0;
    std::uint64_t count4_ = 0;
    std::uint64_t count2_ = 0;
};

} // namespace baseline
