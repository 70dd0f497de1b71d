// What a queen's walk steps cost: Budd's queen, the superqueen and the rook as the library
// wrote them before the walk became three virtual steps of the queen's own (rows tried one
// by one, `++row_`, no step asked), timed in turn against the library's pieces on one board.
// Their functions are compiled apart (fixed_walk.cpp), as the library's are.
#pragma once

#include "measure.hpp"

#include <queens/board.hpp>
#include <queens/pieces.hpp>
#include <queens/queen.hpp>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <span>

namespace baseline::fixed_walk {

/// The queen before her walk steps: the walk written into next_square. `attacks` is virtual,
/// as the chained pieces' rule was (and is).
class queen : public queens::piece {
public:
    queen(int column, int size, queens::piece& neighbour)
        : column_{column}, size_{size}, neighbour_{&neighbour} {}

    [[nodiscard]] bool can_attack(int row, int column) const override;
    [[nodiscard]] bool find_solution() final;
    [[nodiscard]] bool advance() final;
    [[nodiscard]] int row() const noexcept final { return row_; }
    [[nodiscard]] int column() const noexcept final { return column_; }
    void write_rows(std::span<int> rows) const final;

protected:
    [[nodiscard]] const queens::piece& neighbour() const noexcept { return *neighbour_; }
    [[nodiscard]] virtual bool attacks(int row, int column) const;

private:
    [[nodiscard]] bool next_square();

    int row_ = 1;
    const int column_;
    const int size_;
    queens::piece* neighbour_;
};

/// The textbook queen's rule inline, as `queens::queen::can_attack` has it.
class textbook final : public queen {
public:
    using queen::queen;
    [[nodiscard]] bool can_attack(int row, int column) const override;
};

class super final : public queen {
public:
    using queen::queen;

private:
    [[nodiscard]] bool attacks(int row, int column) const override;
};

class rook final : public queen {
public:
    using queen::queen;

private:
    [[nodiscard]] bool attacks(int row, int column) const override;
};

template <typename Piece>
queens::piece_maker maker() {
    return [](int column, int size, queens::piece& neighbour) -> std::unique_ptr<queens::piece> {
        return std::make_unique<Piece>(column, size, neighbour);
    };
}

/// The library's pieces against the fixed walk on the same boards, in turn: the ratio, library
/// over fixed walk, for the queen (N = 12), the superqueen (N = 14) and the rook (N = 9); a
/// count that differs counts as a failure.
struct walk_cost {
    double queen = 0;
    double super = 0;
    double rook = 0;
    int wrong_counts = 0;
};

inline walk_cost measure_walk_cost(bool quick) {
    walk_cost cost;
    const auto ratio = [&](queens::piece_maker library, queens::piece_maker fixed, int n) {
        const auto turns =
            queens::bench::measure_in_turn({[&] {
                                                return queens::board{n, library}.count();
                                            },
                                            [&] {
                                                return queens::board{n, fixed}.count();
                                            }});
        if (turns.results[0] != turns.results[1]) {
            ++cost.wrong_counts;
        }
        return turns.ratio(0, 1);
    };
    const int shrink = quick ? 3 : 0;
    cost.queen = ratio(queens::make_queen(), maker<textbook>(), 12 - shrink);
    cost.super = ratio(maker<queens::super_queen>(), maker<super>(), 14 - shrink);
    cost.rook = ratio(maker<queens::rook>(), maker<rook>(), 9 - shrink);
    std::printf("Walk steps against the walk written into next_square (library / fixed walk):\n"
                "  queen N = %d %.3f, superqueen N = %d %.3f, rook N = %d %.3f%s\n\n",
                12 - shrink, cost.queen, 14 - shrink, cost.super, 9 - shrink, cost.rook,
                cost.wrong_counts > 0 ? "  WRONG COUNTS" : "");
    return cost;
}

} // namespace baseline::fixed_walk
