// Budd's Ruby transcribed, the benchmark's slowest yardstick (see baselines.hpp for the rest).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace baseline {

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
