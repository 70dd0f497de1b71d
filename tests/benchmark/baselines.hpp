// The yardsticks the benchmark measures queens against. They live here, not in the library.
#pragma once

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

/// Budd's Ruby (seed 003) transcribed into C++ line by line: virtual messages, a NullQueen,
/// `advance?` calling `find_solution?` calling `advance?` for every row tried, a global SIZE.
namespace verbatim {

inline int SIZE = 8; // NOLINT: Budd's constant, kept as he wrote it

class Piece {
public:
    virtual ~Piece() = default;
    virtual bool can_attack(int row, int column) = 0;
    virtual bool find_solution() = 0;
    virtual bool advance() = 0;
};

class NullQueen final : public Piece {
public:
    bool can_attack(int, int) override { return false; }
    bool find_solution() override { return true; }
    bool advance() override { return false; }
};

class Queen final : public Piece {
public:
    Queen(int column, Piece* neighbour) : row_{1}, column_{column}, neighbour_{neighbour} {}
    bool can_attack(int row, int column) override {
        if (row == row_) {
            return true;
        }
        const int cd = std::abs(column - column_);
        const int rd = std::abs(row - row_);
        if (cd == rd) {
            return true;
        }
        return neighbour_->can_attack(row, column);
    }
    bool find_solution() override {
        while (neighbour_->can_attack(row_, column_)) {
            if (!advance()) {
                return false;
            }
        }
        return true;
    }
    bool advance() override {
        if (row_ == SIZE) {
            if (!neighbour_->advance()) {
                return false;
            }
            row_ = 0;
        }
        row_ += 1;
        return find_solution();
    }

private:
    int row_;
    int column_;
    Piece* neighbour_;
};

/// Budd's script, counting instead of printing; the chain is leaked in the Ruby original and
/// owned by `unique_ptr`s here.
inline std::uint64_t count(int n) {
    SIZE = n;
    std::unique_ptr<Piece> pieces[65];
    pieces[0] = std::make_unique<NullQueen>();
    Piece* neighbour = pieces[0].get();
    bool placed = true;
    for (int column = 1; column <= n; ++column) {
        pieces[column] = std::make_unique<Queen>(column, neighbour);
        placed = placed && pieces[column]->find_solution();
        neighbour = pieces[column].get();
    }
    if (!placed) {
        return 0;
    }
    std::uint64_t found = 1;
    while (neighbour->advance()) {
        ++found;
    }
    return found;
}

} // namespace verbatim
} // namespace baseline
